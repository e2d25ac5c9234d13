"""One scenario built to break each proof step, and the step catching it (with its evidence)."""

from __future__ import annotations

import copy
import itertools
from typing import Any

import pytest

from synthesis.ir import MatchPolicyKind, ScenarioSpec, ToolCall
from synthesis.ir.scenario import Check, IncidentalChange, MatchPolicy, Referent, StateRef
from synthesis.sandbox import open_session
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.proof import STEP_NAMES, prove_scenario
from synthesis.scenarios.proof_reward import _changed_at
from synthesis.scenarios.replay import canonical
from tests.scenarios.library_env import library_graph, library_spec
from tests.scenarios.test_builder_proof import chain_scenario, factory


@pytest.fixture(scope="module")
def built() -> list[ScenarioSpec]:
    spec = library_spec()
    return build_scenarios(spec=spec, graph=library_graph(spec), count=8, seed=21, sandbox_factory=factory)


def steps_of(scenario: ScenarioSpec) -> dict:
    proof = prove_scenario(scenario=scenario, spec=library_spec(), sandbox_factory=factory, existing_tasks=[])
    assert [s.name for s in proof.steps] == list(STEP_NAMES)
    return {s.name: s for s in proof.steps}


def chain_of(scenario: ScenarioSpec) -> list[str]:
    return [c.name for c in scenario.reference_chain]


def one(built: list[ScenarioSpec], chain: list[str]) -> ScenarioSpec:
    return next(s for s in built if chain_of(s) == chain)


def _check(check_id: str, body: str, about: list[StateRef], kind: str = "goal") -> Check:
    source = "def check(final_state, initial_state):\n" + "".join(
        f"    {line}\n" for line in body.splitlines()
    )
    return Check(id=check_id, description=check_id, source=source, about=about, kind=kind)  # type: ignore[arg-type]


def test_every_built_scenario_passes_every_step(built: list[ScenarioSpec]) -> None:
    for scenario in built:
        failed = {n: s.detail for n, s in steps_of(scenario).items() if not s.passed}
        assert failed == {}, (chain_of(scenario), failed)


def test_an_already_true_check_fails_checks_fail_initially_and_noop(built: list[ScenarioSpec]) -> None:
    scenario = built[0]
    member = scenario.initial_state["members"][0]["member_id"]
    always = _check(
        "member_exists",
        f"return any(m['member_id'] == {member!r} for m in final_state['members'])",
        [StateRef(table="members", key=member)],
    )
    steps = steps_of(scenario.model_copy(update={"checks": [*scenario.checks, always]}))
    initially = steps["checks_fail_initially"]
    assert not initially.passed and initially.evidence["wrong"] == ["member_exists"]
    row = next(r for r in initially.evidence["checks"] if r["check"] == "member_exists")
    assert (row["expected"], row["actual"]) == (False, True) and row["rows"][0]["key"] == member
    noop = steps["noop_scores_zero"]
    assert not noop.passed and noop.evidence["broken"]["checks_only"] > 0
    assert "target_only" not in noop.evidence["broken"]  # the comparison still pays nothing for nothing


def test_a_preserve_check_is_a_kind_of_its_own_and_never_alone(built: list[ScenarioSpec]) -> None:
    scenario = built[0]
    member = scenario.initial_state["members"][-1]
    keep = _check(
        "keeps_member",
        f"return any(m == {member!r} for m in final_state['members'])",
        [StateRef(table="members", key=member["member_id"])],
        kind="preserve",
    )
    with_keep = steps_of(scenario.model_copy(update={"checks": [*scenario.checks, keep]}))
    assert with_keep["checks_fail_initially"].passed, with_keep["checks_fail_initially"].detail
    row = next(r for r in with_keep["checks_fail_initially"].evidence["checks"] if r["kind"] == "preserve")
    assert (row["expected"], row["actual"]) == (True, True)
    alone = steps_of(scenario.model_copy(update={"checks": [keep]}))["checks_fail_initially"]
    assert not alone.passed and "only preserve" in alone.detail


def test_a_prefix_that_already_earns_one_is_caught() -> None:
    scenario = chain_scenario(library_spec(), ["pay_fine", "borrow_book"], seed=3)
    # Only the first sub-goal checked: in checks_only mode, stopping after pay_fine already earns 1.0.
    half = scenario.model_copy(update={"checks": scenario.checks[:1]})
    step = steps_of(half)["prefix_below_one"]
    assert not step.passed
    broken = step.evidence["broken"][0]
    assert broken["calls"][-1] == "pay_fine" and broken["rewards"] == {"checks_only": 1.0}
    assert steps_of(scenario)["prefix_below_one"].evidence["last_state_change_at"] == 1


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ({"t": [{"id": 1, "x": "a"}]}, {"t": [{"id": 1, "x": "a"}]}),
        ({"t": [{"id": 1, "x": "a"}]}, {"t": [{"x": "a", "id": 1}]}),  # the same text, other key order
        ({"t": [{"id": 1, "x": 1}]}, {"t": [{"id": 1, "x": 1.0}]}),
        ({"t": [{"id": 1, "x": True}]}, {"t": [{"id": 1, "x": 1}]}),
        ({"t": [{"id": 1}]}, {"t": [{"id": 1}], "u": []}),
        ({"t": [{"id": object}]}, {"t": [{"id": object}]}),  # marshal refuses: the text decides
        ({"t": [{"id": 1, "x": "a"}]}, {"t": [{"id": 1, "x": "b"}]}),
    ],
)
def test_prefix_states_compare_as_their_canonical_text(a: dict[str, Any], b: dict[str, Any]) -> None:
    states = [a, b, b, a, copy.deepcopy(a)]
    expected = [canonical(later) != canonical(earlier) for earlier, later in itertools.pairwise(states)]
    assert _changed_at(states) == expected


def test_a_check_that_any_row_changed_is_caught_by_the_wrong_row(built: list[ScenarioSpec]) -> None:
    scenario = one(built, ["get_member", "update_email"])
    email = scenario.reference_chain[1].arguments["email"]
    loose = _check(
        "someone_has_the_email",
        f"return any(m['email'] == {email!r} for m in final_state['members'])",
        [StateRef(table="members")],
    )
    bad = scenario.model_copy(
        update={"checks": [loose], "reward": scenario.reward.model_copy(update={"mode": "checks_only"})}
    )
    step = steps_of(bad)["wrong_target_scores_low"]
    assert not step.passed
    assert step.evidence["rewards"]["checks_only"] == 1.0 and step.evidence["all_calls_succeed"]
    swapped = step.evidence["swapped_rows"][0]
    assert swapped["other_row"] != swapped["target_row"] and swapped["table"] == "members"
    good = steps_of(scenario)["wrong_target_scores_low"]
    assert good.passed and good.evidence["rewards"][scenario.reward.mode] <= 0.5
    assert good.evidence["all_calls_succeed"]  # the chain did run on the other member


def test_an_uncovered_change_is_caught_unless_named_incidental(built: list[ScenarioSpec]) -> None:
    scenario = one(built, ["get_member", "update_email"])
    member = scenario.reference_chain[1].arguments["member_id"]
    target = copy.deepcopy(scenario.target_state)
    for row in target["members"]:
        if row["member_id"] == member:
            row["phone"] = "555-0199"  # a change no check is about, with a policy that ignores it
    policies = [p for p in scenario.matching_policies if (p.table, p.field) != ("members", "phone")]
    policies.append(MatchPolicy(table="members", field="phone", policy=MatchPolicyKind.IGNORE))
    bad = scenario.model_copy(update={"target_state": target, "matching_policies": policies})
    step = steps_of(bad)["covers_changes"]
    assert not step.passed and "members.phone" in step.detail
    assert step.evidence["uncovered"][0]["after"] == "555-0199"
    named = bad.model_copy(
        update={"incidental": [IncidentalChange(table="members", field="phone", reason="set by the desk")]}
    )
    assert steps_of(named)["covers_changes"].passed


def test_an_ambiguous_description_is_caught() -> None:
    # Seed 3 has a distractor member of the same name: the task tells them apart by email.
    scenario = chain_scenario(library_spec(), ["find_members", "list_loans", "return_book"], seed=3)
    # (the loan, one of the member's several, is named by its number: a listed key among many is stated)
    referent = next(r for r in scenario.referents if r.table == "members")
    assert steps_of(scenario)["referents_unique"].passed
    vague = Referent(table=referent.table, match={"name": referent.match["name"]}, key=referent.key)
    step = steps_of(scenario.model_copy(update={"referents": [vague]}))["referents_unique"]
    assert not step.passed
    assert (
        step.evidence["referents"][0]["matches"] == 2
        and referent.key in step.evidence["referents"][0]["actual"]
    )


def test_a_check_on_a_generated_id_literal_is_caught(spec: object) -> None:
    scenario = chain_scenario(library_spec(), ["find_books", "borrow_book"], seed=2)
    loan = next(r for r in scenario.target_state["loans"] if r not in scenario.initial_state["loans"])
    literal = _check(
        "loan_by_id",
        f"return any(l['loan_id'] == {loan['loan_id']!r} for l in final_state['loans'])",
        [StateRef(table="loans", key=loan["loan_id"])],
    )
    steps = steps_of(scenario.model_copy(update={"checks": [literal]}))
    assert steps["checks_pass_on_final"].passed  # under the proof's own seed the literal holds
    step = steps["seed_independent"]
    assert not step.passed
    other = [run for run in step.evidence["runs"] if run["seed"] != 0]
    assert other and all(run["checks"]["loan_by_id"] is False for run in other)
    good = steps_of(scenario)["seed_independent"]
    assert good.passed
    injected = [run for run in good.evidence["runs"] if run["injected_failure"]]
    assert injected and injected[0]["failed_calls"] == [0] and injected[0]["rewards"]["weighted"] == 1.0


def test_a_chain_that_ignores_the_state_it_should_change_is_caught(built: list[ScenarioSpec]) -> None:
    scenario = one(built, ["get_member", "update_email"])
    # The target says the email changes, but the chain only reads: nothing is done, nothing may be earned.
    reads_only = scenario.model_copy(update={"reference_chain": [scenario.reference_chain[0]]})
    steps = steps_of(reads_only)
    assert not steps["checks_pass_on_final"].passed
    assert not steps["prefix_below_one"].passed and "changes nothing" in steps["prefix_below_one"].detail
    assert not steps["seed_independent"].passed


def test_a_failing_chain_leaves_the_scoring_steps_not_run(built: list[ScenarioSpec]) -> None:
    scenario = one(built, ["get_member", "update_email"])
    calls = [
        scenario.reference_chain[0],
        ToolCall(name="update_email", arguments={"member_id": "X", "email": "a"}),
    ]
    steps = steps_of(scenario.model_copy(update={"reference_chain": calls}))
    assert not steps["chain_runs"].passed
    assert not steps["noop_scores_zero"].passed and steps["noop_scores_zero"].detail.startswith("not run")


def test_difficulty_counts_calls_lookups_and_distractors(built: list[ScenarioSpec]) -> None:
    from synthesis.scenarios.difficulty import difficulty_before_rollouts, difficulty_factors

    spec = library_spec()
    scenario = one(built, ["get_member", "update_email"])
    factors = difficulty_factors(scenario=scenario, spec=spec)
    assert (factors["calls"], factors["lookups"]) == (2, 1)
    member = scenario.reference_chain[1].arguments["member_id"]
    row = next(r for r in scenario.initial_state["members"] if r["member_id"] == member)
    twins = [{**row, "member_id": f"MEM-9{i}", "email": f"twin{i}@example.com"} for i in range(3)]
    crowded = scenario.model_copy(
        update={
            state: {**getattr(scenario, state), "members": [*getattr(scenario, state)["members"], *twins]}
            for state in ("initial_state", "target_state")
        }
    )
    more = difficulty_factors(scenario=crowded, spec=spec)
    assert more["distractors"] == factors["distractors"] + 3
    assert difficulty_before_rollouts(scenario=crowded, spec=spec) == "hard"


def test_a_message_check_reads_what_the_agent_said_and_doing_nothing_still_scores_zero(
    built: list[ScenarioSpec],
) -> None:
    from synthesis.sandbox import open_session
    from synthesis.sandbox.protocol import load_spec
    from synthesis.scenarios.matching import MESSAGES_TABLE
    from synthesis.scenarios.scoring import score_state

    spec = library_spec()
    scenario = one(built, ["get_member", "update_email"])
    told = _check(
        "told_the_user",
        f"return any('email' in m['content'].lower() for m in final_state.get({MESSAGES_TABLE!r}, []))",
        [StateRef(table=MESSAGES_TABLE)],
    )
    with_message = scenario.model_copy(update={"checks": [*scenario.checks, told]})
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=scenario.initial_state)

        def rewards(state: dict, said: list[str]) -> dict[str, float]:
            return score_state(
                session, scenario=with_message, spec=spec, final_state=state, messages=said
            ).rewards

        assert set(rewards(scenario.initial_state, []).values()) == {0.0}
        assert set(rewards(scenario.target_state, ["Your email is updated."]).values()) == {1.0}
        silent = rewards(scenario.target_state, [])
        assert silent["checks_only"] < 1.0 and silent["target_only"] == 1.0  # the comparison ignores talk
        # Talking is no substitute for doing: the message alone earns no more than a lone sub-goal.
        assert rewards(scenario.initial_state, ["Your email is updated."])["weighted"] <= 0.25
    steps = steps_of(with_message)
    assert steps["checks_fail_initially"].passed  # nothing said initially: the message check is False
    assert not steps["checks_pass_on_final"].passed  # this scenario carries no reference message


def test_the_wrong_row_swap_moves_integer_keys_only_in_arguments_named_for_them() -> None:
    from synthesis.ir import Field, FieldType, Table
    from synthesis.scenarios.proof_reward import _swap_for, _swapped_arguments

    table = Table(
        name="appointments",
        primary_key="appointment_id",
        fields=[
            Field(name="appointment_id", type=FieldType.INTEGER),
            Field(name="room", type=FieldType.STRING),
        ],
    )
    swap = _swap_for(table, {"appointment_id": 1, "room": "A"}, {"appointment_id": 2, "room": "B"})
    moved = _swapped_arguments({"appointmentId": 1, "quantity": 1, "room": "A", "rooms": ["A"]}, swap)
    assert moved == {"appointmentId": 2, "quantity": 1, "room": "B", "rooms": ["B"]}


def test_evidence_is_stored_as_json_values_with_anything_else_as_its_text() -> None:
    # What the step used to do, json.loads(json.dumps(value, default=str)), on values evidence can hold.
    import json
    import math

    from synthesis.scenarios.proof import _jsonable

    class Opaque:
        def __str__(self) -> str:
            return "opaque"

    evidence = {
        "pair": (1, 2), 3: "three", "opaque": Opaque(), "text": "caf\u00e9 \ud800", "big": 10**30,
        "rows": [{"qty": [1.5, None, True]}], "keys": {None: 1, 2.5: 2, False: 3},
    }  # fmt: skip
    expected = json.loads(json.dumps(evidence, default=str))
    assert _jsonable(evidence) == expected
    assert _jsonable(evidence)["opaque"] == "opaque" and _jsonable(evidence)["3"] == "three"
    assert math.isnan(_jsonable({"x": float("nan")})["x"])  # as before: NaN survives, in and out


def test_rows_the_task_treats_alike_are_no_wrong_target_for_each_other() -> None:
    """Returning loans A and B, swapped for B and A, ends in the very same state: that swap is no wrong target
    (a relay run's checklist could not pass it, model A's request 0064), while a third loan still is one."""
    from synthesis.sandbox.protocol import load_spec
    from synthesis.scenarios.execution import run_chain
    from synthesis.scenarios.proof_reward import _on_other_rows

    scenario = chain_scenario(library_spec(), ["find_members", "list_loans", "return_book"], seed=3)
    spec = library_spec()
    loans = spec.state_schema.table("loans")
    active = [row for row in scenario.initial_state["loans"] if row["status"] == "active"]
    first = scenario.reference_chain[-1].arguments["loan_id"]
    target = next(row for row in active if row["loan_id"] == first)
    second = next(row for row in active if row["loan_id"] != first)
    chain = [
        *scenario.reference_chain,
        ToolCall(name="return_book", arguments={"loan_id": second["loan_id"]}),
    ]
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=scenario.initial_state)
        final = run_chain(session, calls=chain, state=scenario.initial_state).final_state
        both = scenario.model_copy(update={"reference_chain": chain, "target_state": final})
        swapped = _on_other_rows(
            session, scenario=both, spec=spec, pairs=[(loans, target, second), (loans, second, target)]
        )
        assert swapped == {"same_outcome": True}
        others = [row for row in scenario.initial_state["loans"] if row not in (target, second)]
        assert others, "the scenario has a third loan"
        wrong = _on_other_rows(
            session, scenario=both, spec=spec, pairs=[(loans, target, others[0]), (loans, second, target)]
        )
    assert wrong is not None and "same_outcome" not in wrong and "rewards" in wrong
