"""EnvScaler data -> IR in the real sandbox, and the audit of scenarios without a reference solution."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from synthesis.ir import ToolCall, ToolKind
from synthesis.sandbox import SandboxSession, open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios.execution import run_chain, run_checks
from synthesis.seeds import envscaler
from synthesis.seeds.envscaler_audit import AuditSummary, audit_environment
from tests.exports import envscaler_fixture as fixture


@pytest.fixture(scope="module")
def factory() -> Callable[[], SandboxSession]:
    # Imported code is foreign, hence untrusted: it runs only where the sandbox isolates.
    return lambda: open_session(untrusted=True)


def _convert_all(
    factory: Callable[[], SandboxSession],
) -> tuple[list[envscaler.Converted], AuditSummary, dict]:
    environments = envscaler.parse_environments(fixture.env_metadata())
    scenarios = envscaler.parse_scenarios(fixture.scenario_metadata(), environments)
    summary = AuditSummary()
    converted_all = []
    for env_id, foreign in environments.items():
        mine = [s for s in scenarios if s.env_id == env_id]
        converted = envscaler.convert_environment(foreign, mine, sandbox_factory=factory)
        converted.scenarios = audit_environment(converted, mine, sandbox_factory=factory)
        for scenario in converted.scenarios:
            summary.add(scenario)
        converted_all.append(converted)
    return converted_all, summary, environments


@pytest.fixture(scope="module")
def imported(factory: Callable[[], SandboxSession]) -> tuple[list[envscaler.Converted], AuditSummary, dict]:
    return _convert_all(factory)


def test_fixture_has_three_environments_and_fifteen_scenarios() -> None:
    assert len(fixture.env_metadata()) >= 3
    assert len(fixture.scenario_metadata()) >= 15


def test_the_audit_finds_exactly_the_planted_weaknesses(imported: Any) -> None:
    _converted, summary, _environments = imported
    assert summary.findings == fixture.PLANTED
    assert summary.scenarios == 15
    assert summary.checks_pass_initially == 2
    assert summary.checks_read_no_state == 2
    assert summary.checks_name_missing_state == 1
    assert summary.ambiguous_tasks == 1
    assert summary.duplicate_tasks == 0


def test_every_imported_scenario_is_unproven_with_its_steps(imported: Any) -> None:
    converted, _summary, _environments = imported
    for environment in converted:
        for scenario in environment.scenarios:
            assert scenario.proof is not None and scenario.proof.passed is False
            steps = {s.name: s for s in scenario.proof.steps}
            assert steps["reference_chain"].passed is False
            assert scenario.reference_chain == []
    clinic = next(c for c in converted if c.spec.slug == "env_clinic")
    ambiguous = {s.id: s for s in clinic.scenarios}["clinic-4"].proof
    assert ambiguous is not None
    evidence = {s.name: s for s in ambiguous.steps}["referents_unique"].evidence["ambiguous"]
    assert evidence == [{"table": "pets", "field": "name", "value": "Rex", "rows": ["p1", "p3"]}]


def test_state_is_their_attributes_including_what_the_constructor_adds(imported: Any) -> None:
    converted, _summary, _environments = imported
    home = next(c for c in converted if c.spec.slug == "env_home")
    state = home.scenarios[0].initial_state
    assert state["rooms"] == [
        {"key": "r1", "name": "Kitchen", "target": 20, "mode": "heat"},
        {"key": "r2", "name": "Bedroom", "target": 18, "mode": "heat"},
    ]
    assert state["away_mode"] == [{"name": "away_mode", "value": False}]
    tools = {t.name: t for t in home.spec.tools}
    assert tools["get_room"].kind == ToolKind.READ
    assert tools["set_mode"].kind == ToolKind.WRITE
    assert tools["set_mode"].parameters[1].value_schema["enum"] == ["heat", "cool", "off"]


def test_tool_kinds_and_tables_come_from_their_metadata_when_present(imported: Any) -> None:
    converted, _summary, _environments = imported
    library = next(c for c in converted if c.spec.slug == "env_library")
    tools = {t.name: t for t in library.spec.tools}
    assert tools["find_books_by_author"].kind == ToolKind.READ  # "find" and their operation list agree
    assert tools["borrow_book"].kind == ToolKind.WRITE
    assert tools["borrow_book"].writes == ["books", "loan_count", "members"]
    assert tools["return_book"].reads == ["members"]
    # Their metadata outranks the verb: a "get_" tool their operation list calls a modification writes.
    metadata = fixture.env_metadata()
    metadata["env_library"]["operation_list"][0]["operation_type"] = "modify"
    foreign = envscaler.parse_environments(metadata)["env_library"]
    raw = next(t for t in foreign.tools if t["name"] == "get_book")
    assert envscaler.tool_ir(raw, foreign, library.layout).kind == ToolKind.WRITE
    bare = envscaler.parse_environments(fixture.env_metadata())["env_clinic"]
    assert envscaler.tool_ir(bare.tools[0], bare, {}).kind == ToolKind.READ  # get_pet, by its verb


def test_their_class_runs_in_the_sandbox_and_their_checks_score_it(
    imported: Any, factory: Callable[[], SandboxSession]
) -> None:
    converted, _summary, _environments = imported
    library = next(c for c in converted if c.spec.slug == "env_library")
    scenario = library.scenarios[0]
    with factory() as session:
        load_spec(session, spec=library.spec, state=scenario.initial_state)
        run = run_chain(
            session,
            calls=[ToolCall(name="borrow_book", arguments={"member_id": "m2", "book_id": "b1"})],
            state=scenario.initial_state,
        )
        assert run.ok, run.results
        books = {row["key"]: row for row in run.final_state["books"]}
        assert books["b1"]["available"] is False
        assert run.final_state["loan_count"] == [{"name": "loan_count", "value": 5}]
        outcomes = run_checks(
            session,
            checks=[(c.id, c.source) for c in scenario.checks],
            final_state=run.final_state,
            initial_state=scenario.initial_state,
        )
        assert outcomes == {"c1": (True, None)}
        # A failed call (their error result) leaves the state as it was.
        failed = run_chain(
            session,
            calls=[ToolCall(name="borrow_book", arguments={"member_id": "m2", "book_id": "b3"})],
            state=scenario.initial_state,
            stop_on_failure=True,
        )
        assert failed.failed_at == 0
        assert failed.final_state == scenario.initial_state


def _with(data: Any, change: Callable[[Any], None]) -> Any:
    changed = copy.deepcopy(data)
    change(changed)
    return changed


@pytest.mark.parametrize(
    ("environments", "scenarios", "message"),
    [
        ([], fixture.scenario_metadata(), "no environment"),
        (
            _with(fixture.env_metadata(), lambda d: d["env_home"].update(env_class_code="class (")),
            fixture.scenario_metadata(),
            "env_class_code is not Python",
        ),
        (
            _with(fixture.env_metadata(), lambda d: d["env_home"].update(env_class_name="Nope")),
            fixture.scenario_metadata(),
            "defines no class 'Nope'",
        ),
        (
            _with(
                fixture.env_metadata(),
                lambda d: d["env_clinic"]["tools"].append(
                    {"type": "function", "function": {"name": "fly", "parameters": {"type": "object"}}}
                ),
            ),
            fixture.scenario_metadata(),
            "tools ['fly'] are not methods of PetClinic",
        ),
        (
            fixture.env_metadata(),
            _with(fixture.scenario_metadata(), lambda d: d[0].update(env_id="env_x")),
            "unknown env_id 'env_x'",
        ),
        (
            fixture.env_metadata(),
            _with(fixture.scenario_metadata(), lambda d: d[1].update(checklist_with_func=[])),
            "has no checklist_with_func",
        ),
        (
            fixture.env_metadata(),
            _with(
                fixture.scenario_metadata(),
                lambda d: d[2]["checklist_with_func"][0].update(
                    check_func="def other(final_state):\n    return True\n"
                ),
            ),
            "defines no function check_func",
        ),
        (
            fixture.env_metadata(),
            _with(fixture.scenario_metadata(), lambda d: d[3].update(task_id="library-1")),
            "missing or repeated",
        ),
        (
            fixture.env_metadata(),
            _with(fixture.scenario_metadata(), lambda d: d[4].update(init_config="[1]")),
            "init_config is not an object",
        ),
    ],
)
def test_bad_input_is_refused_with_a_clear_error(environments: Any, scenarios: Any, message: str) -> None:
    with pytest.raises(envscaler.EnvScalerError, match=r"nothing imported|no environment") as raised:
        parsed = envscaler.parse_environments(environments)
        envscaler.parse_scenarios(scenarios, parsed)
    assert message in str(raised.value)


def test_a_class_that_does_not_run_is_refused(factory: Callable[[], SandboxSession]) -> None:
    metadata = fixture.env_metadata()
    metadata["env_home"]["env_class_code"] = fixture.HOME_CODE.replace(
        "self.away_mode = False", "import socket\n        self.away_mode = False"
    )
    environments = envscaler.parse_environments(metadata)
    scenarios = envscaler.parse_scenarios(fixture.scenario_metadata(), environments)
    home = [s for s in scenarios if s.env_id == "env_home"]
    with pytest.raises(envscaler.EnvScalerError, match="does not run in the sandbox"):
        envscaler.convert_environment(environments["env_home"], home, sandbox_factory=factory)


def test_files_that_are_not_json_are_refused() -> None:
    with pytest.raises(envscaler.EnvScalerError, match="environment metadata is not JSON"):
        envscaler.load_files(env_metadata=b"{nope", scenario_metadata=json.dumps([]).encode())
