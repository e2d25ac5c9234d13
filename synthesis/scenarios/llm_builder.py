"""The LLM scenario builder: state values, task in the user's voice, and all checks of a scenario in one call.

Calls per scenario: one for the initial state of the tables the chain touches (+ at most one repair), one for
the
task and reference chain, one for the checklist with every check. Prompts carry only the touched tables,
which keeps
an environment with ~37 scenarios well under 500k tokens. Tables the chain does not touch come from the
deterministic generator; the chain runs and the target state comes from a sandbox session.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel
from pydantic import Field as PydField

from synthesis.ir import EnvironmentSpec, Provenance, ScenarioSpec, State, ToolCall
from synthesis.ir.scenario import Check, StateRef
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.builder import scenario_id
from synthesis.scenarios.datagen import generate_state
from synthesis.scenarios.execution import run_chain
from synthesis.scenarios.policies import policies_for_tables
from synthesis.scenarios.validation import validate_state

GENERATOR = "synthesis.scenarios.llm_builder/1"
STAGE = "scenarios.llm"


class ScenarioFailure(ValueError):
    """The LLM could not produce a usable scenario; ``evidence`` says why."""

    def __init__(self, reason: str, *, evidence: dict[str, Any]) -> None:
        super().__init__(reason)
        self.reason = reason
        self.evidence = evidence


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

    def build(self, *, chain: list[str], seed: int, session: SessionLike) -> ScenarioSpec:
        """One scenario for ``chain``; raises ScenarioFailure with evidence when a stage cannot be
        completed."""
        spec = self.spec
        state = self.initial_state(chain=chain, seed=seed)
        tables = touched_tables(spec, chain)
        task: TaskOut = self._ask(
            "scenario_task",
            {
                "environment": f"{spec.name}: {spec.description}",
                "rules": spec.rules,
                "tools": [self._tool_summary(name) for name in chain],
                "state": {t: state.get(t, []) for t in tables},
            },
            TaskOut,
        )
        unknown = [c.name for c in task.reference_chain if c.name not in {t.name for t in spec.tools}]
        if unknown or not task.reference_chain:
            raise ScenarioFailure("the reference chain names unknown tools", evidence={"unknown": unknown})
        calls = [ToolCall(name=c.name, arguments=c.arguments) for c in task.reference_chain]
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
        answer: ChecksOut = self._ask(
            "scenario_checks",
            {
                "task": task.task,
                "chain": [c.model_dump() for c in calls],
                "changes": changes,
                "primary_keys": {t: spec.state_schema.table(t).primary_key for t in tables},
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
            )
            for c in answer.checks
        ]
        if not checks:
            raise ScenarioFailure("the LLM returned no checks", evidence={"task": task.task})
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
            matching_policies=policies_for_tables(schema=spec.state_schema, tables=written),
            provenance=Provenance(
                source="user",
                seed_name=spec.slug,
                generator=GENERATOR,
                models=sorted(self.models),
                prompt_versions=dict(self.prompt_versions),
                notes=[f"chain: {' -> '.join(chain)}", f"changes: {json.dumps(len(changes))}"],
            ),
            seed=seed,
        )
