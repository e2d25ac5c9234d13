"""The audit of imported scenarios: every proof step that needs no reference solution.

EnvScaler scenarios come without a reference chain, so they enter unproven. What can be shown without one:
- ``checks_fail_initially``: every check is False on the initial state (a check already true pays for doing
  nothing);
- ``checks_read_state``: every check reads the final state at all (a check that reads none cannot be earned or
  lost by the agent); run as a probe in the sandbox that hands the check a final state noting each read;
- ``checks_coherent``: every attribute a check names (``final_state["x"]``, ``.get("x")``) exists in the state
  (static, over their source);
- ``referents_unique``: a value the task names to pick out an entity (a name, a title) matches one row of the
  initial state, or the task also names the key of the row it means;
- ``not_duplicate``: the task is not a near copy of another task of the environment
  (``synthesis.scenarios.proof.nearest_task``);
- ``reference_chain``: always failed here: a rollout that earns 1.0 can later supply the witness, then the
  full proof runs.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import Proof, ProofStep, ScenarioSpec, State
from synthesis.pysource import parse_python
from synthesis.sandbox.errors import SandboxFailure
from synthesis.scenarios.duplicates import forget_texts
from synthesis.scenarios.execution import SandboxFactory, run_checks
from synthesis.scenarios.proof import DEFAULT_DUPLICATE_THRESHOLD, nearest_task
from synthesis.seeds import envscaler_adapter as adapter
from synthesis.seeds.envscaler import Converted, EnvScalerError, ForeignScenario, check_source

AUDIT_STEPS = (
    "checks_fail_initially",
    "checks_read_state",
    "checks_coherent",
    "referents_unique",
    "not_duplicate",
    "reference_chain",
)
_MIN_NAMED_VALUE = 3
_COUNTS = (
    "scenarios",
    "checks",
    "checks_pass_initially",
    "checks_read_no_state",
    "checks_name_missing_state",
    "ambiguous_tasks",
    "duplicate_tasks",
)


@dataclass
class AuditSummary:
    """Counts over one import, and per scenario its failed steps."""

    scenarios: int = 0
    checks: int = 0
    checks_pass_initially: int = 0
    checks_read_no_state: int = 0
    checks_name_missing_state: int = 0
    ambiguous_tasks: int = 0
    duplicate_tasks: int = 0
    findings: dict[str, list[str]] = field(default_factory=dict)  # scenario id -> failed audit steps

    def add(self, scenario: ScenarioSpec) -> None:
        assert scenario.proof is not None
        steps = {step.name: step for step in scenario.proof.steps}
        self.scenarios += 1
        self.checks += len(scenario.checks)
        self.checks_pass_initially += len(steps["checks_fail_initially"].evidence["passing_on_initial"])
        self.checks_read_no_state += len(steps["checks_read_state"].evidence["reads_no_state"])
        self.checks_name_missing_state += len(steps["checks_coherent"].evidence["missing"])
        self.ambiguous_tasks += int(not steps["referents_unique"].passed)
        self.duplicate_tasks += int(not steps["not_duplicate"].passed)
        failed = [s.name for s in scenario.proof.steps if not s.passed and s.name != "reference_chain"]
        if failed:
            self.findings[scenario.id] = failed

    def merge(self, other: dict[str, Any]) -> None:
        """Add another summary's ``as_dict()`` (an import run stores one per environment)."""
        for name in _COUNTS:
            setattr(self, name, getattr(self, name) + int(other.get(name, 0)))
        self.findings.update(other.get("findings", {}))

    def as_dict(self) -> dict[str, Any]:
        return {
            "scenarios": self.scenarios,
            "checks": self.checks,
            "checks_pass_initially": self.checks_pass_initially,
            "checks_read_no_state": self.checks_read_no_state,
            "checks_name_missing_state": self.checks_name_missing_state,
            "ambiguous_tasks": self.ambiguous_tasks,
            "duplicate_tasks": self.duplicate_tasks,
            "findings": self.findings,
        }


def _words(text: str) -> str:
    return " " + " ".join(re.findall(r"[a-z0-9]+", text.casefold())) + " "


def ambiguous_references(task: str, state: State, primary_keys: dict[str, str]) -> list[dict[str, Any]]:
    """Values the task names that match several rows of one table, where it names none of those rows' keys."""
    words = _words(task)
    found: list[dict[str, Any]] = []
    for table, rows in sorted(state.items()):
        key = primary_keys.get(table)
        if key is None or len(rows) < 2:
            continue
        matches: dict[tuple[str, str], list[Any]] = {}
        for row in rows:
            for name, value in row.items():
                if name == key or not isinstance(value, str) or len(value) < _MIN_NAMED_VALUE:
                    continue
                if _words(value).strip() and _words(value) in words:
                    matches.setdefault((name, value), []).append(row.get(key))
        for (name, value), keys in sorted(matches.items()):
            named = [k for k in keys if isinstance(k, str) and _words(k) in words]
            if len(keys) > 1 and not named:
                found.append({"table": table, "field": name, "value": value, "rows": keys})
    return found


def audit_environment(
    converted: Converted, foreign_scenarios: list[ForeignScenario], *, sandbox_factory: SandboxFactory
) -> list[ScenarioSpec]:
    """Each scenario with its audit as ``proof`` (never passed: there is no reference solution yet).

    A check the sandbox stops (a ``check_func`` that loops, or eats memory) is an EnvScalerError naming the
    environment and the scenario, not an uncaught SandboxFailure."""
    layout = converted.layout
    primary_keys = converted.spec.state_schema.primary_keys()
    audited: list[ScenarioSpec] = []
    tasks: list[str] = []
    current = ""
    try:
        with sandbox_factory() as session:
            for scenario, foreign in zip(converted.scenarios, foreign_scenarios, strict=True):
                current = scenario.id
                audited.append(_audited(session, scenario, foreign, layout, primary_keys, tasks))
    except SandboxFailure as failure:
        raise EnvScalerError(
            f"environment {converted.foreign.env_id!r}: the checks of scenario {current!r} do not finish in "
            f"the sandbox ({failure.reason}: {failure.detail})"
        ) from failure
    finally:
        forget_texts()  # its tasks are compared with no other environment's: an import's memory stays flat
    return audited


def _audited(
    session: Any,
    scenario: ScenarioSpec,
    foreign: ForeignScenario,
    layout: dict[str, dict[str, str]],
    primary_keys: dict[str, str],
    tasks: list[str],
) -> ScenarioSpec:
    """One scenario's audit as its (unpassed) proof; ``tasks``: the tasks before it, for near duplicates."""
    steps = [
        _fail_initially(session, scenario),
        _reads_state(session, scenario, foreign, layout),
        _coherent(scenario, foreign, layout),
        _referents(scenario, primary_keys),
        _duplicates(scenario, tasks),
        ProofStep(
            name="reference_chain",
            passed=False,
            detail="no reference solution: unproven until a rollout earning 1.0 supplies a witness",
        ),
    ]
    tasks.append(scenario.task)
    return scenario.model_copy(update={"proof": Proof(passed=False, steps=steps)})


def _fail_initially(session: Any, scenario: ScenarioSpec) -> ProofStep:
    outcomes = run_checks(
        session,
        checks=[(c.id, c.source) for c in scenario.checks],
        final_state=scenario.initial_state,
        initial_state=scenario.initial_state,
    )
    passing = sorted(k for k, (passed, _error) in outcomes.items() if passed)
    errors = {k: error for k, (_passed, error) in outcomes.items() if error}
    return ProofStep(
        name="checks_fail_initially",
        passed=not passing,
        detail="every check is False on the initial state"
        if not passing
        else f"check(s) {', '.join(passing)} already pass on the initial state: doing nothing earns reward",
        evidence={"passing_on_initial": passing, "errors": errors, "checks": len(outcomes)},
    )


def _reads_state(
    session: Any, scenario: ScenarioSpec, foreign: ForeignScenario, layout: dict[str, dict[str, str]]
) -> ProofStep:
    probes = [
        (check.id, check_source(source, layout, probe=True))
        for check, (_item, source) in zip(scenario.checks, foreign.checks, strict=True)
    ]
    outcomes = run_checks(
        session, checks=probes, final_state=scenario.initial_state, initial_state=scenario.initial_state
    )
    blind = sorted(k for k, (read, _error) in outcomes.items() if not read)
    return ProofStep(
        name="checks_read_state",
        passed=not blind,
        detail="every check reads the final state"
        if not blind
        else f"check(s) {', '.join(blind)} read no final state: no action can change their outcome",
        evidence={"reads_no_state": blind, "checks": len(outcomes)},
    )


def named_attributes(check_func: str) -> set[str]:
    """Attributes a check_func names on ``final_state`` or ``initial_state``: ``x["a"]``, ``x.get("a")``."""
    names: set[str] = set()
    for node in ast.walk(parse_python(check_func)):
        target: ast.expr | None = None
        key: ast.expr | None = None
        if isinstance(node, ast.Subscript):
            target, key = node.value, node.slice
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and node.args
        ):
            target, key = node.func.value, node.args[0]
        if (
            isinstance(target, ast.Name)
            and target.id in ("final_state", "initial_state")
            and isinstance(key, ast.Constant)
            and isinstance(key.value, str)
        ):
            names.add(key.value)
    return names


def _coherent(
    scenario: ScenarioSpec, foreign: ForeignScenario, layout: dict[str, dict[str, str]]
) -> ProofStep:
    """Static: every attribute a check names exists in the environment's state (else it can never pass)."""
    attributes = set(adapter.envscaler_from_tables(scenario.initial_state, layout))
    missing: dict[str, list[str]] = {}
    for check, (_item, source) in zip(scenario.checks, foreign.checks, strict=True):
        unknown = sorted(named_attributes(source) - attributes)
        if unknown:
            missing[check.id] = unknown
    return ProofStep(
        name="checks_coherent",
        passed=not missing,
        detail="every attribute the checks name exists in the state"
        if not missing
        else "check(s) name attributes the environment does not have: "
        + "; ".join(f"{k}: {', '.join(v)}" for k, v in missing.items()),
        evidence={"missing": missing},
    )


def _referents(scenario: ScenarioSpec, primary_keys: dict[str, str]) -> ProofStep:
    ambiguous = ambiguous_references(scenario.task, scenario.initial_state, primary_keys)
    return ProofStep(
        name="referents_unique",
        passed=not ambiguous,
        detail="every entity the task names by a value is unique in the initial state"
        if not ambiguous
        else f"{len(ambiguous)} value(s) in the task match several rows, and it names none of their keys",
        evidence={"ambiguous": ambiguous[:20]},
    )


def _duplicates(scenario: ScenarioSpec, tasks: list[str]) -> ProofStep:
    nearest, scores = nearest_task(scenario.task, tasks)
    duplicate = nearest is not None and max(scores.values()) >= DEFAULT_DUPLICATE_THRESHOLD
    return ProofStep(
        name="not_duplicate",
        passed=not duplicate,
        detail=f"nearest other task scores {scores}" if nearest else "no other task in this environment",
        evidence={"nearest": nearest, "scores": scores, "threshold": DEFAULT_DUPLICATE_THRESHOLD},
    )
