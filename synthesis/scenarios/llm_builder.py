"""The LLM scenario builder: state values, task in the user's voice, and all checks of a scenario in one call.

LLM-made scenarios get the deterministic builder's guarantees: the reference chain contains the planned
chain in order; every argument value is stated in the task or ``user_facts``, or revealed by an earlier
call's result; and, when the caller hands in ``prove``, the proof passes. A scenario that breaks one of these
goes back to the LLM once (task and checks asked again with the evidence); a second failure is a
``ScenarioFailure`` whose reason names what broke, and the pipeline lists the chain as unbuildable.

Calls per scenario: one for the initial state of the tables the chain touches (+ at most one repair), one for
the
task and reference chain, one for the checklist with every check. Prompts carry only the touched tables,
which keeps
an environment with ~37 scenarios well under 500k tokens. Tables the chain does not touch come from the
deterministic generator; the chain runs and the target state comes from a sandbox session.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel
from pydantic import Field as PydField

from synthesis.ir import EnvironmentSpec, FieldType, Proof, Provenance, ScenarioSpec, State, ToolCall
from synthesis.ir.scenario import Check, IncidentalChange, StateRef
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.builder import scenario_id
from synthesis.scenarios.execution import run_chain
from synthesis.scenarios.policies import compare_stated_values, policies_for_tables
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state

GENERATOR = "synthesis.scenarios.llm_builder/2"
MAX_FEEDBACK_CHARS = 6000
STAGE = "scenarios.llm"


class ScenarioFailure(ValueError):
    """The LLM could not produce a usable scenario; ``evidence`` says why."""

    def __init__(self, reason: str, *, evidence: dict[str, Any], retry: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.evidence = evidence
        # Whether asking the LLM again, with this evidence, may fix it (the chain and state are kept).
        self.retry = retry


class StateTables(BaseModel):
    tables: dict[str, list[dict[str, Any]]]


class CallOut(BaseModel):
    name: str
    arguments: dict[str, Any] = PydField(default_factory=dict)


class TaskOut(BaseModel):
    task: str
    persona: str = ""
    user_facts: dict[str, str] = PydField(default_factory=dict)
    reference_chain: list[CallOut]


class RefOut(BaseModel):
    table: str
    key: Any = None
    field: str | None = None


class CheckOut(BaseModel):
    id: str
    description: str
    source: str
    weight: float = 1.0
    about: list[RefOut] = PydField(default_factory=list)
    kind: Literal["goal", "preserve"] = "goal"


class ChecksOut(BaseModel):
    checks: list[CheckOut]


def touched_tables(spec: EnvironmentSpec, chain: list[str]) -> list[str]:
    names: list[str] = []
    for tool_name in chain:
        tool = spec.tool(tool_name)
        names.extend([*tool.reads, *tool.writes])
    ordered = [t.name for t in spec.state_schema.tables if t.name in set(names)]
    return ordered


def _existing_keys(spec: EnvironmentSpec, base: State, tables: list[str]) -> dict[str, list[Any]]:
    """Keys of untouched tables that the touched ones reference (so the LLM can point at them)."""
    keys: dict[str, list[Any]] = {}
    for name in tables:
        for f in spec.state_schema.table(name).fields:
            fk = f.foreign_key
            if fk is not None and fk.table not in tables:
                keys[f"{fk.table}.{fk.field}"] = [r.get(fk.field) for r in base.get(fk.table, [])]
    return keys


class LLMScenarioBuilder:
    """Builds scenarios with a gateway (``LLMGateway``-like: ``structured(...)``) and a loaded sandbox
    session."""

    def __init__(self, *, gateway: Any, spec: EnvironmentSpec) -> None:
        self.gateway = gateway
        self.spec = spec
        self.prompt_versions: dict[str, str] = {}
        self.models: set[str] = set()

    def _ask(self, prompt: str, variables: dict[str, Any], output: type[BaseModel]) -> Any:
        generated = self.gateway.structured(prompt=prompt, variables=variables, output=output, stage=STAGE)
        self.prompt_versions[generated.prompt] = str(generated.prompt_version)
        self.models.add(str(generated.model))
        return generated.value

    def initial_state(self, *, chain: list[str], seed: int) -> State:
        """Deterministic base state with the touched tables filled by the LLM, validated (one repair)."""
        spec = self.spec
        tables = touched_tables(spec, chain)
        real_rows = spec.seed_data.rows if spec.seed_data is not None else None
        base = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=4, real_rows=real_rows)
        table_schemas = [spec.state_schema.table(t).model_dump(exclude_defaults=True) for t in tables]
        existing = _existing_keys(spec, base, tables)
        answer: StateTables = self._ask(
            "scenario_initial_state",
            {
                "environment": f"{spec.name}: {spec.description}",
                "rules": spec.rules,
                "tools": [self._tool_summary(name) for name in chain],
                "tables": table_schemas,
                "existing_keys": existing,
            },
            StateTables,
        )
        state = self._merge(base, answer.tables, tables)
        problems = validate_state(schema=spec.state_schema, state=state)
        if not problems:
            return state
        repaired: StateTables = self._ask(
            "scenario_state_repair",
            {
                "tables": table_schemas,
                "existing_keys": existing,
                "data": {t: state.get(t, []) for t in tables},
                "problems": [p.as_dict() for p in problems[:40]],
            },
            StateTables,
        )
        state = self._merge(base, repaired.tables, tables)
        remaining = validate_state(schema=spec.state_schema, state=state)
        if remaining:
            raise ScenarioFailure(
                "the initial state is still invalid after one repair",
                evidence={"problems": [p.as_dict() for p in remaining[:40]]},
            )
        return state

    @staticmethod
    def _merge(base: State, filled: dict[str, list[dict[str, Any]]], tables: list[str]) -> State:
        state = {name: [dict(r) for r in rows] for name, rows in base.items()}
        for name in tables:
            state[name] = [dict(r) for r in filled.get(name, []) if isinstance(r, dict)]
        extra = sorted(set(filled) - set(tables))
        for name in extra:  # tables outside the request are kept so that validation reports them
            state[name] = list(filled[name])
        return state

    def _tool_summary(self, name: str) -> dict[str, Any]:
        tool = self.spec.tool(name)
        return {
            "name": tool.name,
            "kind": tool.kind.value,
            "description": tool.description,
            "parameters": tool.parameters_schema(),
        }

    def build(
        self,
        *,
        chain: list[str],
        seed: int,
        session: SessionLike,
        prove: Callable[[ScenarioSpec], Proof] | None = None,
    ) -> ScenarioSpec:
        """One scenario for ``chain`` (with its proof when ``prove`` is given); raises ScenarioFailure with
        evidence when a stage cannot be completed, or when a guarantee still fails after one retry."""
        state = self.initial_state(chain=chain, seed=seed)
        feedback = ""
        for attempt in (1, 2):
            try:
                scenario = self._attempt(
                    chain=chain, seed=seed, session=session, state=state, feedback=feedback
                )
                if prove is None:
                    return scenario
                proof = prove(scenario)
                if proof.passed:
                    return scenario.model_copy(update={"proof": proof})
                failed = [s for s in proof.steps if not s.passed]
                raise ScenarioFailure(
                    f"proof step(s) {', '.join(s.name for s in failed)} fail",
                    evidence={
                        "failed_steps": [
                            {"name": s.name, "detail": s.detail, "evidence": s.evidence} for s in failed
                        ]
                    },
                    retry=True,
                )
            except ScenarioFailure as failure:
                if attempt == 2 or not failure.retry:
                    if attempt == 2:
                        failure.reason = f"{failure.reason} (after one retry with the evidence)"
                        failure.args = (failure.reason,)
                    raise
                feedback = _feedback(failure)
        raise AssertionError("unreachable")  # pragma: no cover

    def _attempt(
        self, *, chain: list[str], seed: int, session: SessionLike, state: State, feedback: str
    ) -> ScenarioSpec:
        spec = self.spec
        tables = touched_tables(spec, chain)
        task: TaskOut = self._ask(
            "scenario_task",
            {
                "environment": f"{spec.name}: {spec.description}",
                "rules": spec.rules,
                "tools": [self._tool_summary(name) for name in chain],
                "planned": " -> ".join(chain),
                "state": {t: state.get(t, []) for t in tables},
                "feedback": feedback or "none (first attempt)",
            },
            TaskOut,
        )
        unknown = [c.name for c in task.reference_chain if c.name not in {t.name for t in spec.tools}]
        if unknown or not task.reference_chain:
            raise ScenarioFailure("the reference chain names unknown tools", evidence={"unknown": unknown})
        calls = [ToolCall(name=c.name, arguments=c.arguments) for c in task.reference_chain]
        if not follows_plan(planned=chain, calls=[c.name for c in calls]):
            raise ScenarioFailure(
                "the reference chain ignores the planned chain",
                evidence={"planned": chain, "reference_chain": [c.name for c in calls]},
                retry=True,
            )
        run = run_chain(session, calls=calls, state=state)
        if not run.ok:
            raise ScenarioFailure(
                "the reference chain fails",
                evidence={
                    "failed_at": run.failed_at,
                    "error": run.error,
                    "calls": [c.model_dump() for c in calls],
                },
            )
        changes = [change for diff in run.diffs for change in diff]
        if not changes:
            raise ScenarioFailure("the reference chain changes nothing", evidence={"calls": len(calls)})
        unstated = unstated_values(
            task=task.task, user_facts=task.user_facts, calls=calls, results=run.results
        )
        if unstated:
            raise ScenarioFailure(
                "argument values the task neither states nor lets a tool reveal",
                evidence={"unstated": unstated, "task": task.task, "user_facts": task.user_facts},
                retry=True,
            )
        checks = self._checks(task=task.task, calls=calls, changes=changes, tables=tables, feedback=feedback)
        written = sorted(
            {t for name in chain for t in spec.tool(name).writes} | {c["table"] for c in changes}
        )
        return ScenarioSpec(
            id=scenario_id(spec, chain, seed) + "-llm",
            environment=spec.slug,
            task=task.task,
            persona=task.persona,
            user_facts=task.user_facts,
            initial_state=state,
            reference_chain=calls,
            checks=checks,
            target_state=run.final_state,
            matching_policies=compare_stated_values(
                policies=policies_for_tables(schema=spec.state_schema, tables=written),
                schema=spec.state_schema,
                initial=state,
                target=run.final_state,
                calls=calls,
            ),
            incidental=incidental_timestamps(spec=spec, initial=state, final=run.final_state, checks=checks),
            provenance=Provenance(
                source="user",
                seed_name=spec.slug,
                generator=GENERATOR,
                models=sorted(self.models),
                prompt_versions=dict(self.prompt_versions),
                notes=[
                    f"chain: {' -> '.join(chain)}",
                    f"changes: {json.dumps(len(changes))}",
                    *(["built on the second attempt, after feedback"] if feedback else []),
                ],
            ),
            seed=seed,
        )

    def _checks(
        self,
        *,
        task: str,
        calls: list[ToolCall],
        changes: list[dict[str, Any]],
        tables: list[str],
        feedback: str,
    ) -> list[Check]:
        """Every check of the scenario in one request."""
        answer: ChecksOut = self._ask(
            "scenario_checks",
            {
                "task": task,
                "chain": [c.model_dump() for c in calls],
                "changes": changes,
                "primary_keys": {t: self.spec.state_schema.table(t).primary_key for t in tables},
                "feedback": feedback or "none (first attempt)",
            },
            ChecksOut,
        )
        checks = [
            Check(
                id=c.id,
                description=c.description,
                source=c.source,
                weight=c.weight if c.weight > 0 else 1.0,
                about=[StateRef(table=r.table, key=r.key, field=r.field) for r in c.about],
                kind=c.kind,
            )
            for c in answer.checks
        ]
        if not checks:
            raise ScenarioFailure("the LLM returned no checks", evidence={"task": task}, retry=True)
        if len({c.id for c in checks}) != len(checks):
            raise ScenarioFailure("the LLM returned duplicate check ids", evidence={}, retry=True)
        return checks


def _feedback(failure: ScenarioFailure) -> str:
    text = json.dumps({"problem": failure.reason, "evidence": failure.evidence}, default=str)
    return text[:MAX_FEEDBACK_CHARS]


def follows_plan(*, planned: list[str], calls: list[str]) -> bool:
    """Whether the planned tools appear in ``calls`` in order (other calls may come between)."""
    remaining = iter(calls)
    return all(any(name == call for call in remaining) for name in planned)


def _scalars(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _scalars(v)]
    if isinstance(value, list):
        return [s for v in value for s in _scalars(v)]
    return [value]


def _revealed(value: Any, results: list[dict[str, Any]]) -> bool:
    needle = json.dumps(value, sort_keys=True)
    return any(json.dumps(s, sort_keys=True) == needle for r in results for s in _scalars(r.get("data")))


_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)?")


def _stated(value: Any, text: str) -> bool:
    if isinstance(value, int | float):
        numbers = [float(n.replace(",", ".")) for n in _NUMBER.findall(text)]
        return any(abs(n - float(value)) < 1e-9 for n in numbers)
    return " ".join(str(value).split()).casefold() in " ".join(text.split()).casefold()


def unstated_values(
    *, task: str, user_facts: dict[str, str], calls: list[ToolCall], results: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Argument values that are neither in the task or ``user_facts`` nor in an earlier call's result
    (booleans and nulls are how a task is phrased, not values to state)."""
    text = " ".join([task, *user_facts.values()])
    missing: list[dict[str, Any]] = []
    for index, call in enumerate(calls):
        for name, value in call.arguments.items():
            for scalar in _scalars(value):
                if scalar is None or isinstance(scalar, bool) or scalar == "":
                    continue
                if _stated(scalar, text) or _revealed(scalar, results[:index]):
                    continue
                missing.append({"call": index, "tool": call.name, "argument": name, "value": scalar})
    return missing


def incidental_timestamps(
    *, spec: EnvironmentSpec, initial: State, final: State, checks: list[Check]
) -> list[IncidentalChange]:
    """Datetime fields the run changed that no check is about: set by the environment's clock, not by what
    the task asks, named as incidental with that reason (``covers_changes`` accepts nothing else unnamed)."""
    about = {(r.table, r.field) for c in checks for r in c.about}
    found: list[IncidentalChange] = []
    for table in spec.state_schema.tables:
        stamps = [f.name for f in table.fields if f.type == FieldType.DATETIME]
        if not stamps:
            continue
        before = {json.dumps(r.get(table.primary_key)): r for r in initial.get(table.name, [])}
        for row in final.get(table.name, []):
            old = before.get(json.dumps(row.get(table.primary_key)), {})
            for name in stamps:
                if old.get(name) != row.get(name) and (table.name, name) not in about:
                    change = IncidentalChange(
                        table=table.name, field=name, reason="a timestamp the environment's clock sets"
                    )
                    if change not in found:
                        found.append(change)
    return found
