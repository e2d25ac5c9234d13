"""Scenarios on a spec with fields unique together (tests/data/specs/club_registrations.sql): the builder's
states keep every combination once, and the proof's first step fails a state that repeats one."""

from __future__ import annotations

import functools
import random
from pathlib import Path

import pytest

from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.scenarios.builder import _add_distractors, build_scenarios
from synthesis.scenarios.planning import Plan
from synthesis.scenarios.proof import prove_scenario, prove_scenarios
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state

CLUB = Path(__file__).resolve().parents[1] / "data" / "specs" / "club_registrations.sql"


def factory() -> object:
    return open_session(untrusted=False)


@functools.cache
def club_spec() -> EnvironmentSpec:
    return parse_sql(CLUB.read_bytes(), name="club_registrations")


@pytest.fixture(scope="module")
def built() -> list[ScenarioSpec]:
    spec = club_spec()
    return build_scenarios(
        spec=spec, graph=build_tool_graph(spec=spec), count=6, seed=5, sandbox_factory=factory
    )


def test_the_spec_has_fields_unique_together() -> None:
    schema = club_spec().state_schema
    assert schema.table("registrations").unique_together == [["event_id", "member_id"], ["event_id", "seat"]]
    assert schema.table("events").unique_together == [["title", "starts_on"]]


def test_scenarios_are_built_and_proven_with_valid_initial_states(built: list[ScenarioSpec]) -> None:
    assert len(built) == 6
    assert any("registration" in " ".join(s.provenance.notes) for s in built)
    for scenario in prove_scenarios(scenarios=built, spec=club_spec(), sandbox_factory=factory):
        assert scenario.proof is not None
        assert [s.name for s in scenario.proof.steps if not s.passed] == [], scenario.task
        assert validate_state(schema=club_spec().state_schema, state=scenario.initial_state) == []


def _plan_bound_to(table: str, seed: int) -> Plan:
    state = generate_state(schema=club_spec().state_schema, seed=seed, rows_per_table=4)
    key = "event_id" if table == "events" else "registration_id"
    return Plan(state=state, bindings={table: state[table][0][key]}, calls=[], roles=[])


def test_a_twin_of_an_event_keeps_its_title_on_another_day() -> None:
    """A copy of the event repeats (title, starts_on): the twin gets another day, not another title."""
    twins = []
    for seed in range(8):
        plan = _plan_bound_to("events", seed)
        with_twin = _add_distractors(spec=club_spec(), plan=plan, rng=random.Random(seed))
        added = with_twin.state["events"][len(plan.state["events"]) :]
        original = plan.state["events"][0]
        twins += [(original, twin) for twin in added]
        assert validate_state(schema=club_spec().state_schema, state=with_twin.state) == []
    assert twins
    for original, twin in twins:
        assert twin["title"] == original["title"]
        assert twin["starts_on"] != original["starts_on"]


def test_a_registration_gets_no_twin_when_its_combination_is_all_references() -> None:
    """(event_id, member_id) are both references: any twin would repeat them, so none is added."""
    for seed in range(8):
        plan = _plan_bound_to("registrations", seed)
        with_twin = _add_distractors(spec=club_spec(), plan=plan, rng=random.Random(seed))
        assert with_twin.state["registrations"] == plan.state["registrations"]


def test_the_proof_fails_an_initial_state_repeating_a_combination(built: list[ScenarioSpec]) -> None:
    scenario = next(s for s in built if s.initial_state["registrations"])
    state = {t: [dict(r) for r in rows] for t, rows in scenario.initial_state.items()}
    copied = dict(state["registrations"][0], registration_id=9999, seat="Z99")
    state["registrations"].append(copied)

    steps = {}
    for name, initial in (("valid", scenario.initial_state), ("repeated", state)):
        proof = prove_scenario(
            scenario=scenario.model_copy(update={"initial_state": initial}),
            spec=club_spec(),
            sandbox_factory=factory,
            existing_tasks=[],
        )
        steps[name] = {s.name: s for s in proof.steps}["initial_state_valid"]

    assert steps["valid"].passed
    assert not steps["repeated"].passed
    assert steps["repeated"].evidence["problems"] == [
        {
            "table": "registrations",
            "key": 9999,
            "field": "event_id+member_id",
            "kind": "unique",
            "message": "duplicate combination of fields unique together: "
            f"event_id={copied['event_id']!r}, member_id={copied['member_id']!r}",
        }
    ]
