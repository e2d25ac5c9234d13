"""One timeline: the clock a scenario starts at is after the past events of its state and its task and before
the coming ones; the proof fails a scenario whose dates contradict its clock, and says which."""

from __future__ import annotations

import pytest

from synthesis.graph import build_tool_graph
from synthesis.ir import ProofStep, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.execution import run_chain
from synthesis.scenarios.proof import prove_scenario
from synthesis.seeds.specs import parse_sql
from synthesis.state.timeline import DEFAULT_CLOCK, choose_clock, contradictions, moments
from tests.scenarios.library_env import library_spec
from tests.scenarios.test_builder_proof import chain_scenario


def factory() -> SessionLike:
    return open_session(untrusted=False)


WENT_WELL = " My last visit went well on 18 March."
UPCOMING = " The reading group is upcoming on 20 March."


@pytest.fixture(scope="module")
def scenario() -> ScenarioSpec:
    """A library scenario whose checks name no date (a member's new email)."""
    return chain_scenario(library_spec(), ["get_member", "update_email"], seed=4)


def _clock_step(scenario: ScenarioSpec) -> tuple[bool, ProofStep]:
    proof = prove_scenario(scenario=scenario, spec=library_spec(), sandbox_factory=factory, existing_tasks=[])
    step = next(s for s in proof.steps if s.name == "clock_fits_timeline")
    return proof.passed, step


def test_the_built_scenario_fits_the_default_clock(scenario: ScenarioSpec) -> None:
    assert scenario.clock_start == DEFAULT_CLOCK
    assert moments(schema=library_spec().state_schema, state=scenario.initial_state, task=scenario.task)
    passed, step = _clock_step(scenario)
    assert passed and step.passed, step


def test_a_clock_before_the_states_past_events_fails_the_proof(scenario: ScenarioSpec) -> None:
    early = scenario.model_copy(update={"clock_start": "2024-06-03T09:00:00+00:00"})
    passed, step = _clock_step(early)
    assert not passed and not step.passed
    assert "is stated as past but lies after the clock 2024-06-03T09:00:00+00:00" in step.detail
    assert step.evidence["problems"] and all(
        "loans[" in p or "members[" in p for p in step.evidence["problems"]
    )


def test_a_task_past_event_after_the_clock_fails_and_the_chosen_clock_passes(scenario: ScenarioSpec) -> None:
    dated = scenario.model_copy(update={"task": scenario.task + WENT_WELL + UPCOMING})
    passed, step = _clock_step(dated)
    assert not passed and "task: '18 March'" in step.detail
    clock = choose_clock(schema=library_spec().state_schema, state=dated.initial_state, task=dated.task)
    assert clock == "2025-03-19T09:00:00+00:00"
    spec = library_spec()
    with open_session(untrusted=False) as session:  # the reference run again, at the clock
        load_spec(session, spec=spec, state=dated.initial_state, clock=clock)
        run = run_chain(session, calls=dated.reference_chain, state=dated.initial_state)
    fitted = dated.model_copy(update={"clock_start": clock, "target_state": run.final_state})
    passed, step = _clock_step(fitted)
    assert passed and step.passed, step


def test_a_past_event_after_a_coming_one_has_no_clock() -> None:
    task = "The interview upcoming on 2 March is set. The one on 5 March went well."
    found = moments(schema=library_spec().state_schema, state={}, task=task)
    assert [(m.side, m.at.day) for m in found] == [("future", 2), ("past", 5)]
    clock = choose_clock(schema=library_spec().state_schema, state={}, task=task)
    assert clock == DEFAULT_CLOCK and len(contradictions(found, clock)) == 1


def test_a_clock_without_a_time_zone_is_refused(scenario: ScenarioSpec) -> None:
    with pytest.raises(ValueError, match="names no time zone"):
        ScenarioSpec.model_validate({**scenario.model_dump(), "clock_start": "2025-03-19T09:00:00"})


DATED_DUMP = b"""
CREATE TABLE projects (
  project_id INTEGER PRIMARY KEY,
  title VARCHAR(60) NOT NULL,
  updated_at TIMESTAMP NOT NULL
);
INSERT INTO projects VALUES (1, 'Roof repair', '2026-12-03 09:46:05');
INSERT INTO projects VALUES (2, 'Garden wall', '2026-11-20 15:10:00');
INSERT INTO projects VALUES (3, 'Attic insulation', '2026-10-02 08:00:00');
"""


def test_a_dump_dated_after_the_default_clock_gets_its_own_and_is_proven() -> None:
    spec = parse_sql(DATED_DUMP, name="projects")
    built = build_scenarios(
        spec=spec, graph=build_tool_graph(spec=spec), count=2, seed=1, sandbox_factory=factory
    )
    assert built
    for scenario in built:
        assert scenario.clock_start > "2026-12-03T09:46:05", scenario.clock_start
        proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[])
        assert proof.passed, [(s.name, s.detail) for s in proof.steps if not s.passed]
