"""Each coherence rule pinned: what the builder never builds, and what the report finds when it is broken."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, Field, FieldType, ScenarioSpec, ToolCall
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios.builder import BuildFailure, build_scenario
from synthesis.scenarios.chains import expand_chain, sample_chains
from synthesis.scenarios.coherence import CHECKS, coherence_report, scenario_problems, task_values
from synthesis.scenarios.intents import chain_problems, next_states, transition_problem
from synthesis.scenarios.personas import choose_persona, person_name
from synthesis.scenarios.rewording import reword_task
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.timing import order_problems
from synthesis.state.values import value_for, words_of
from tests.scenarios.library_env import library_spec

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"


@pytest.fixture(scope="module")
def clinic() -> EnvironmentSpec:
    return parse_sql((SAMPLES / "clinic_appointments.sql").read_text(), name="clinic_appointments")


@pytest.fixture(scope="module")
def shop() -> EnvironmentSpec:
    return parse_openapi((SAMPLES / "online_shop.openapi.yaml").read_text(), name="online_shop")


@pytest.fixture(scope="module")
def built(clinic: EnvironmentSpec) -> ScenarioSpec:
    with open_session(untrusted=False) as session:
        load_spec(
            session, spec=clinic, state=generate_state(schema=clinic.state_schema, seed=1, rows_per_table=1)
        )
        return build_scenario(
            spec=clinic, chain=["get_patient_by_insurance_number", "update_patient"], seed=4, session=session
        )


def test_a_chain_that_updates_then_deletes_is_never_built(clinic: EnvironmentSpec) -> None:
    chain = ["get_prescription", "update_prescription", "delete_prescription"]
    assert any("then deletes" in p for p in chain_problems(clinic, chain))
    with open_session(untrusted=False) as session, pytest.raises(BuildFailure, match="then deletes"):
        build_scenario(spec=clinic, chain=chain, seed=1, session=session)
    graph = build_tool_graph(spec=clinic)
    for chain in sample_chains(graph=graph, spec=clinic, length=(2, 5), count=40, seed=3):
        assert chain_problems(clinic, chain) == [], chain
        grown = expand_chain(chain=chain, graph=graph, spec=clinic, max_tools=6, max_writes=4, seed=1)
        assert chain_problems(clinic, grown) == [], grown


def test_no_act_on_a_cancelled_row_unless_it_follows_a_cancel(shop: EnvironmentSpec) -> None:
    assert any(
        "cancelled" in p for p in chain_problems(shop, ["get_order", "cancel_order", "record_payment"])
    )
    assert chain_problems(shop, ["get_order", "cancel_order"]) == []
    # A created row is not changed again by the same goal (place an order, then cancel it).
    assert chain_problems(shop, ["place_order", "cancel_order"])


def test_status_changes_follow_the_lifecycle() -> None:
    orders = ["open", "paid", "shipped", "delivered", "cancelled"]
    assert "paid" in next_states(orders, "open") and "cancelled" in next_states(orders, "paid")
    assert next_states(orders, "delivered") == [] and next_states(orders, "cancelled") == []
    assert transition_problem(orders, "shipped", "paid") is not None  # never back
    assert transition_problem(orders, "open", "open") is not None  # a change that changes nothing
    tickets = ["open", "closed"]  # a lone live state starts the lifecycle
    assert next_states(tickets, "open") == ["closed"] and next_states(tickets, "closed") == []
    assert transition_problem(tickets, "open", "closed") is None
    books = ["available", "borrowed", "lost"]  # a resource cycles back
    assert transition_problem(books, "borrowed", "available") is None


def test_a_start_is_before_its_end_and_spans_are_plausible(clinic: EnvironmentSpec) -> None:
    state = generate_state(schema=clinic.state_schema, seed=5, rows_per_table=8)
    for table in clinic.state_schema.tables:
        for row in state[table.name]:
            assert order_problems(row, name_words=words_of) == [], (table.name, row)
    for row in state["appointments"]:
        assert row["starts_at"] < row["ends_at"]
    assert order_problems({"starts_at": "2025-01-19T13:00:00+00:00", "ends_at": "2025-12-18T13:30:00+00:00"},
                          name_words=words_of)  # fmt: skip
    assert order_problems({"loaned_at": "2025-01-10", "due_on": "2025-01-03"}, name_words=words_of)


def test_values_by_meaning_are_not_placeholders(clinic: EnvironmentSpec) -> None:
    rng = random.Random(0)
    reasons = {
        value_for(field=f, table_name="appointments", row={}, rng=rng, serial=1)
        for f in clinic.state_schema.table("appointments").fields
        if f.name == "reason"
        for _ in range(5)
    }
    assert reasons and all(r[0].isupper() and r.endswith(".") for r in reasons)
    state = generate_state(schema=clinic.state_schema, seed=2, rows_per_table=5)
    for row in state["patients"]:
        assert row["full_name"].count(" ") == 1 and row["date_of_birth"] < "2007-01-01"


def test_the_task_names_every_identifier_and_never_says_the_id_is(
    clinic: EnvironmentSpec, built: ScenarioSpec
) -> None:
    assert "id is" not in built.task.lower()
    patient = built.reference_chain[-1].arguments["patient_id"]
    broken = built.model_copy(update={"task": f"The id is {patient}. Please change the phone."})
    problems = scenario_problems(clinic, broken)
    assert "no_bare_id" in problems and "identifiers_named" in problems


def test_personas_come_from_rows(clinic: EnvironmentSpec, built: ScenarioSpec) -> None:
    names = {person_name(clinic.state_schema.table("patients"), r) for r in built.initial_state["patients"]}
    assert any(name and name in built.persona for name in names)
    assert built.user_facts.get("name") in names
    anonymous = built.model_copy(update={"persona": "A user of clinic_appointments"})
    assert "persona_from_row" in scenario_problems(clinic, anonymous)
    state = generate_state(schema=clinic.state_schema, seed=1, rows_per_table=3)
    key = state["prescriptions"][0]["prescription_id"]
    persona = choose_persona(spec=clinic, state=state, bindings={"prescriptions": key})
    assert persona is not None and persona.table == "patients"  # reached through the appointment


def test_an_update_that_changes_nothing_the_task_states_is_found(
    clinic: EnvironmentSpec, built: ScenarioSpec
) -> None:
    assert scenario_problems(clinic, built) == {}
    patient = built.reference_chain[-1].arguments["patient_id"]
    row = next(r for r in built.initial_state["patients"] if r["patient_id"] == patient)
    same = built.model_copy(
        update={"reference_chain": [ToolCall(name="update_patient", arguments={"patient_id": patient,
                                                                             "phone": row["phone"]})]}
    )  # fmt: skip
    assert "updates_change" in scenario_problems(clinic, same)


def test_spread_finds_two_scenarios_with_one_tool_sequence(
    clinic: EnvironmentSpec, built: ScenarioSpec
) -> None:
    twin = built.model_copy(update={"id": "twin"})
    report = coherence_report(specs={clinic.slug: clinic}, scenarios=[built, twin])
    [spread] = [r for r in report.results if r.rule.name == "spread"]
    assert [o["scenario"] for o in spread.offending] == ["twin"]
    assert coherence_report(specs={clinic.slug: clinic}, scenarios=[built]).passed


def test_library_fixture_chains_obey_the_rules() -> None:
    spec = library_spec()
    assert chain_problems(spec, ["borrow_book", "return_book"])  # return the book just borrowed
    assert chain_problems(spec, ["get_member", "pay_fine", "update_email"]) == []


class _Rewording:
    """Stands in for the gateway's structured call of the enrichment prompt."""

    def __init__(self, text: str) -> None:
        self.text = text

    def structured(self, **_: object) -> SimpleNamespace:
        return SimpleNamespace(
            value=SimpleNamespace(task=self.text), prompt="enrich_task", prompt_version="1", model="m"
        )


def test_a_rewording_keeps_every_value_the_chain_needs(clinic: EnvironmentSpec, built: ScenarioSpec) -> None:
    values = task_values(built)
    phone = built.reference_chain[-1].arguments["phone"]
    assert phone in values  # unquoted values count too, not only quoted strings and numbers
    dropped = reword_task(
        scenario=built, spec=clinic, gateway=_Rewording(built.task.replace(phone, "my new number"))
    )
    assert dropped.task == built.task
    kept = reword_task(scenario=built, spec=clinic, gateway=_Rewording("Hey there! " + built.task))
    assert kept.task.startswith("Hey there!") and scenario_problems(clinic, kept) == {}


def test_no_write_builds_on_a_cancelled_row(shop: EnvironmentSpec) -> None:
    with open_session(untrusted=False) as session:
        load_spec(
            session, spec=shop, state=generate_state(schema=shop.state_schema, seed=1, rows_per_table=1)
        )
        scenario = build_scenario(spec=shop, chain=["get_order", "record_payment"], seed=2, session=session)
    order = scenario.reference_chain[-1].arguments["order_id"]
    [row] = [r for r in scenario.initial_state["order"] if r["id"] == order]
    assert row["status"] != "cancelled" and "live_rows" not in scenario_problems(shop, scenario)
    cancelled = copy.deepcopy(scenario.initial_state)
    next(r for r in cancelled["order"] if r["id"] == order)["status"] = "cancelled"
    problems = scenario_problems(shop, scenario.model_copy(update={"initial_state": cancelled}))
    assert any("which is cancelled" in p for p in problems["live_rows"])


def test_times_hang_together_around_now() -> None:
    rng = random.Random(3)
    for _ in range(20):
        row: dict[str, object] = {}
        for name, kind in (
            ("date_of_birth", FieldType.DATE),
            ("hired_on", FieldType.DATE),
            ("loaned_at", FieldType.DATETIME),
            ("due_on", FieldType.DATE),
            ("returned_at", FieldType.DATETIME),
            ("starts_at", FieldType.DATETIME),
            ("ends_at", FieldType.DATETIME),
        ):
            row[name] = value_for(
                field=Field(name=name, type=kind), table_name="staff", row=row, rng=rng, serial=1
            )
        assert order_problems(row, name_words=words_of) == [], row
        assert str(row["date_of_birth"]) < str(row["hired_on"]) < "2025-01-15"
        assert str(row["loaned_at"]) < "2025-01-15T09:00" and str(row["starts_at"]) > "2025-01-15"
    assert order_problems({"date_of_birth": "1990-01-01", "hired_on": "1985-05-01"}, name_words=words_of)


HISTORY_DUMP = """
CREATE TABLE job_history (history_id integer PRIMARY KEY, employee text NOT NULL, start_date date NOT NULL,
    end_date date NOT NULL);
INSERT INTO job_history VALUES (1, 'Neena Yang', '2016-09-21', '2020-10-27'),
    (2, 'Lex Garcia', '2020-01-13', '2024-07-24');
"""


def test_a_seeds_own_moments_are_real_but_the_same_span_elsewhere_is_not() -> None:
    # A dump's job history of four years is the user's data: time_order must not refuse every chain on it.
    spec = parse_sql(HISTORY_DUMP, name="history")
    assert spec.seed_data is not None
    seeded = [dict(row) for row in spec.seed_data.rows["job_history"]]
    scenario = SimpleNamespace(initial_state={"job_history": seeded}, target_state={"job_history": seeded})
    assert order_problems(seeded[0], name_words=words_of)  # the span alone would be refused
    time_order = CHECKS["time_order"]
    assert time_order(spec, scenario) == []  # type: ignore[arg-type]
    made_up = {**seeded[1], "history_id": 3, "start_date": "2015-02-01"}  # not the seed's moments
    changed = SimpleNamespace(
        initial_state={"job_history": [*seeded, made_up]}, target_state={"job_history": seeded}
    )
    assert time_order(spec, changed) == [  # type: ignore[arg-type]
        "initial job_history 3: start_date to end_date spans 3461 days, 0:00:00"
    ]
