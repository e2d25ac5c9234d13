"""What the generating side does so that scenarios of real schemas are coherent AND proven: a dump's own
values are real values; a new row's check needs the new rows that tie it to the rows the task is about."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, FieldType, ScenarioSpec, ToolCall
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios.builder import _discoverable, _single_out, build_scenario
from synthesis.scenarios.chains import expand_chain, sample_chains
from synthesis.scenarios.coherence import scenario_problems
from synthesis.scenarios.intents import chain_problems, operator_work
from synthesis.scenarios.planning import Plan, _arguments_for, changes_nothing
from synthesis.scenarios.proof import prove_scenario
from synthesis.scenarios.repair import _apply
from synthesis.scenarios.roles import param_field, parameter_role
from synthesis.scenarios.tasks import StatedValue, TaskStep, compose_task
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.datagen import generate_state

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"

# A dump with data whose descriptions are lists, not sentences (as Northwind's are).
SHOP_DUMP = """
CREATE TABLE categories (category_id integer PRIMARY KEY, category_name varchar(30) NOT NULL,
    description text);
CREATE TABLE products (product_id integer PRIMARY KEY, product_name varchar(40) NOT NULL,
    category_id integer REFERENCES categories(category_id), units_in_stock integer);
INSERT INTO categories VALUES (1, 'Beverages', 'Soft drinks, coffees, teas, beers, and ales'),
    (2, 'Condiments', 'Sweet and savory sauces, relishes, spreads, and seasonings');
INSERT INTO products VALUES (1, 'Chai', 1, 39), (2, 'Chang', 1, 17), (3, 'Aniseed Syrup', 2, 13),
    (4, 'Ikura', 2, 31);
"""

# Films, actors and the junction between them (as Sakila has them).
FILM_DUMP = """
CREATE TABLE film (film_id serial PRIMARY KEY, title varchar(255) NOT NULL, release_year integer);
CREATE TABLE actor (actor_id serial PRIMARY KEY, first_name varchar(45) NOT NULL,
    last_name varchar(45) NOT NULL);
CREATE TABLE film_actor (id serial PRIMARY KEY, actor_id integer NOT NULL REFERENCES actor(actor_id),
    film_id integer NOT NULL REFERENCES film(film_id));
INSERT INTO film VALUES (1, 'ACADEMY DINOSAUR', 2006), (2, 'ACE GOLDFINGER', 2006),
    (3, 'ADAPTATION HOLES', 2006), (4, 'AFFAIR PREJUDICE', 2006), (5, 'AFRICAN EGG', 2006);
INSERT INTO actor VALUES (1, 'PENELOPE', 'GUINESS'), (2, 'NICK', 'WAHLBERG');
INSERT INTO film_actor VALUES (1, 1, 1), (2, 2, 3);
"""


def _build(spec: EnvironmentSpec, chain: list[str], seed: int = 1) -> ScenarioSpec:
    with open_session(untrusted=False) as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=0, rows_per_table=1)
        )
        return build_scenario(spec=spec, chain=chain, seed=seed, session=session)


@pytest.fixture(scope="module")
def shop() -> EnvironmentSpec:
    return parse_sql(SHOP_DUMP, name="shop_dump")


def test_a_dumps_own_values_are_real_values_but_made_up_lists_are_not(shop: EnvironmentSpec) -> None:
    scenario = _build(shop, ["get_product", "update_product"])
    assert "real_values" not in scenario_problems(shop, scenario)
    assert any("Soft drinks" in (r.get("description") or "") for r in scenario.initial_state["categories"])
    # A value the dump does not have is judged as before.
    made_up = "Spicy sauces, relishes and more"
    categories = [{**row, "description": made_up} for row in scenario.target_state["categories"]]
    target = {**scenario.target_state, "categories": categories}
    broken = scenario.model_copy(update={"target_state": target})
    assert any("is not a sentence" in p for p in scenario_problems(shop, broken)["real_values"])


def test_a_new_rows_check_needs_the_new_row_that_ties_it_to_the_film() -> None:
    spec = parse_sql(FILM_DUMP, name="films")
    scenario = _build(spec, ["create_actor", "create_film_actor"])
    [actor_check, link_check] = scenario.checks
    assert {ref.table for ref in actor_check.about} == {"actor", "film_actor"}
    proof = prove_scenario(
        scenario=scenario, spec=spec, sandbox_factory=lambda: open_session(untrusted=False), existing_tasks=[]
    )
    steps = {s.name: s for s in proof.steps}
    wrong = steps["wrong_target_scores_low"]
    assert wrong.passed, wrong.evidence
    assert wrong.evidence["checks"] == {actor_check.id: False, link_check.id: False}
    assert proof.passed, [s.name for s in proof.steps if not s.passed]


HOLDS_DUMP = """
CREATE TABLE members (member_id integer PRIMARY KEY, full_name varchar(80) NOT NULL);
CREATE TABLE holds (hold_id integer PRIMARY KEY, member_id integer NOT NULL REFERENCES members(member_id),
    status varchar(10) NOT NULL CHECK (status IN ('waiting', 'ready', 'collected', 'cancelled')));
"""


def _holds_plan(spec: EnvironmentSpec) -> Plan:
    state = {
        "members": [{"member_id": 1, "full_name": "Ana Chen"}, {"member_id": 2, "full_name": "Ben Okafor"}],
        "holds": [
            {"hold_id": 1, "member_id": 1, "status": "ready"},
            {"hold_id": 2, "member_id": 2, "status": "ready"},
            {"hold_id": 3, "member_id": 2, "status": "waiting"},
        ],
    }
    tool = spec.tool("search_holds")
    roles = [{p.name: parameter_role(spec=spec, tool=tool, parameter=p) for p in tool.parameters}]
    return Plan(
        state=state,
        bindings={"holds": 2, "members": 2},
        calls=[ToolCall(name="search_holds", arguments={"status": "ready"})],
        roles=roles,
        related={"holds": {2}, "members": {2}},
        described={"holds": {"status": "ready"}},
    )


def test_a_described_row_that_is_not_unique_gets_a_fact_that_singles_it_out() -> None:
    spec = parse_sql(HOLDS_DUMP, name="holds")
    plan = _single_out(spec=spec, plan=_holds_plan(spec), steps=[])
    assert plan.described["holds"] == {"status": "ready", "member_id": 2}
    assert plan.tells == [("holds", "member_id", 2)]
    described = [r for r in plan.state["holds"] if r["status"] == "ready" and r["member_id"] == 2]
    assert [r["hold_id"] for r in described] == [2]


def test_a_repair_of_a_bound_row_carries_its_look_up_arguments_and_description_along() -> None:
    spec = parse_sql(HOLDS_DUMP, name="holds")
    plan = _holds_plan(spec)
    assert plan.roles[0]["status"].kind == "lookup"
    repaired = _apply(plan, spec, ("holds", 2, "status", "waiting"))
    assert repaired.calls[0].arguments == {"status": "waiting"}
    assert repaired.described["holds"] == {"status": "waiting"}
    # A row the chain is not bound to changes nothing else.
    other = _apply(plan, spec, ("holds", 1, "status", "waiting"))
    assert other.calls[0].arguments == {"status": "ready"}


def test_expanding_by_one_tool_adds_a_write_not_a_read_that_would_be_trimmed() -> None:
    spec = parse_sql((SAMPLES / "library_loans.sql").read_text(), name="library_loans")
    graph = build_tool_graph(spec=spec)
    chain = ["get_member", "create_hold"]
    grown = expand_chain(chain=chain, graph=graph, spec=spec, max_tools=3, max_writes=2, seed=0)
    assert grown[:2] == chain and len(grown) == 3
    assert spec.tool(grown[-1]).kind.value == "write"
    assert chain_problems(spec, grown) == []


PUBLIC = Path(__file__).resolve().parents[1] / "data" / "specs" / "public"


@pytest.fixture(scope="module")
def petstore() -> EnvironmentSpec:
    return parse_openapi((PUBLIC / "petstore-v3.openapi.yaml").read_text(), name="petstore")


def test_writes_to_tables_no_persons_rows_reach_are_the_staffs_work(petstore: EnvironmentSpec) -> None:
    # Pets and orders belong to no user of the pet store: its staff approves orders and removes pets.
    assert operator_work(petstore, {"order"}) and not operator_work(petstore, {"user"})
    assert chain_problems(petstore, ["get_order_by_id", "approve_order"]) == []
    # A user's own change and the staff's work are never one goal.
    assert any("no one person owns" in p for p in chain_problems(petstore, ["update_user", "place_order"]))
    scenario = _build(petstore, ["get_order_by_id", "approve_order"])
    assert scenario.persona == "A member of staff of the petstore service"  # the staff role, stated as such
    assert "persona_from_row" not in scenario_problems(petstore, scenario)
    # Where the data has staff, a member of staff does it.
    assert not operator_work(
        parse_sql((SAMPLES / "clinic_appointments.sql").read_text(), name="c"), {"rooms"}
    )


def test_a_key_among_many_listed_rows_is_stated_unless_the_task_describes_the_row(
    petstore: EnvironmentSpec,
) -> None:
    listed = [{"data": [{"id": 4, "name": "Rex"}, {"id": 5, "name": "Tom"}]}]
    ids = {"petId", "id"}
    assert _discoverable(4, listed, names=ids) and not _discoverable(4, listed, names=ids, among_many=False)
    assert _discoverable(4, [{"data": {"id": 4}}], names=ids, among_many=False)
    for seed in range(4):
        scenario = _build(petstore, ["find_pets_by_tags", "delete_pet"], seed=seed)
        [pet] = [c.arguments["petId"] for c in scenario.reference_chain if c.name == "delete_pet"]
        described = any(r.table == "pet" for r in scenario.referents)
        assert described or f"pet {pet}" in scenario.task or f"pet number is {pet}" in scenario.task, (
            scenario.task
        )


STORE_DUMP = """
CREATE TABLE address (address_id integer PRIMARY KEY, address varchar(50) NOT NULL, phone varchar(20));
CREATE TABLE store (store_id integer PRIMARY KEY, address_id integer NOT NULL REFERENCES address(address_id),
    last_update timestamp NOT NULL DEFAULT now());
"""


def test_an_update_with_nothing_a_person_would_change_is_never_sampled() -> None:
    spec = parse_sql(STORE_DUMP, name="stores")
    assert changes_nothing(spec=spec, tool=spec.tool("update_store"))
    assert not changes_nothing(spec=spec, tool=spec.tool("update_address"))
    chains = sample_chains(graph=build_tool_graph(spec=spec), spec=spec, length=(1, 3), count=20, seed=0)
    assert chains and not any("update_store" in chain for chain in chains)


def test_an_array_parameter_gets_a_list_and_an_empty_look_up_is_left_out(petstore: EnvironmentSpec) -> None:
    tool = petstore.tool("find_pets_by_tags")
    [tags] = [p for p in tool.parameters if p.name == "tags"]
    assert param_field(tags).type == FieldType.JSON
    searches = petstore.tool("find_pets_by_status")
    roles = {p.name: parameter_role(spec=petstore, tool=searches, parameter=p) for p in searches.parameters}
    state = {"pet": [{"id": 1, "name": "Rex", "status": None, "photoUrls": []}]}
    arguments = _arguments_for(
        spec=petstore,
        tool=searches,
        roles=roles,
        state=state,
        bindings={"pet": 1},
        rng=random.Random(0),
    )
    assert "status" not in arguments  # never "the pet whose status is None"


def test_later_calls_follow_a_new_row_after_distractors_shift_its_id() -> None:
    clinic = parse_sql((SAMPLES / "clinic_appointments.sql").read_text(), name="clinic_appointments")
    scenario = _build(clinic, ["create_patient", "search_appointments", "update_appointment"], seed=1)
    before = {row["patient_id"] for row in scenario.initial_state["patients"]}
    [new_patient] = [
        r["patient_id"] for r in scenario.target_state["patients"] if r["patient_id"] not in before
    ]
    [search] = [c for c in scenario.reference_chain if c.name == "search_appointments"]
    assert search.arguments.get("patient_id", new_patient) == new_patient
    assert f"patient number is {search.arguments.get('patient_id')}" not in scenario.task


def test_the_same_number_under_another_name_or_of_another_table_is_another_fact() -> None:
    # AdventureWorks: a product model 5 in an earlier result says nothing of product description 5, and a
    # person and a vendor both keyed by businessentityid 1 are two things the task must name.
    created = [{"data": {"productmodelid": 5, "illustrationid": 1}}]
    assert not _discoverable(5, created, names={"productdescriptionid"}, among_many=False)
    assert _discoverable(5, created, names={"productmodelid"}, among_many=False)
    assert _discoverable(5, [{"data": 5}], names={"productdescriptionid"}, among_many=False)
    person = StatedValue("personid", 1, "person", "businessentityid", "lookup")
    vendor = StatedValue("businessentityid", 1, "vendor", "businessentityid", "key")
    entity_key = StatedValue("businessentityid", 1, "businessentity", "businessentityid", "key")
    steps = [TaskStep(tool="t", kind="write", stated=[entity_key, person, vendor], details=[])]
    task = compose_task(steps=steps, facts=[], rng=random.Random(0))
    assert "vendor" in task and "person" in task and "businessentity" in task, task
    # The same fact twice (one table, one field, one value) is still said once.
    twice = [TaskStep(tool="t", kind="write", stated=[vendor, vendor], details=[])]
    assert compose_task(steps=twice, facts=[], rng=random.Random(0)).count("vendor") == 1
