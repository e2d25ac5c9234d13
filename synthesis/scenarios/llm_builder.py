"""The LLM scenario builder: state values, task in the user's voice, and all checks of a scenario in one call.

LLM-made scenarios get the deterministic builder's guarantees: the reference chain contains the planned
chain in order; every argument value is stated in the task or ``user_facts``, or revealed by an earlier
call's result; and, when the caller hands in ``prove``, the proof passes. A scenario that breaks one of these
goes back to the LLM once, and the evidence goes only to the request whose answer it is about (a checks
problem to the checks request, asked again for the same task; a task or chain problem to the task request, and
then the new task's checks are asked anew; state problems only ever to the state repair request); a second
failure is a ``ScenarioFailure`` whose reason names what broke, and the pipeline lists the chain as
unbuildable.

A reference chain names a value an earlier call of it returns as ``{"$ref": "call[N].field"}`` (``N`` the
earlier call's position, from 0; ``field`` a name, or a dotted path, in that call's result data, else a field
of the row it inserted); ``<field returned by TOOL>`` / ``<field from TOOL>`` is read the same way when one
earlier call is a TOOL. The builder resolves them by running the chain up to the call, so the stored chain
holds the run's values (the literal values the proof and every replay use, ``synthesis.scenarios.replay``);
how is ``synthesis.scenarios.references``.

Calls per scenario: one for the whole initial state the agent can read (every table a tool reads or writes;
+ at most one repair, which sees the tables the chain touches and every table its problems name), one for the
task and reference chain, one for the checklist with every check. The model's rows are checked before
anything runs and the deterministic generator fills only what the model left out (a table, a field; an
invalid row is dropped or repaired, with its reason in the scenario's provenance: ``llm_state``). The task and
checks prompts carry only the touched tables; the chain runs and the target state comes from a sandbox
session.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel
from pydantic import Field as PydField

from synthesis.ir import (
    EnvironmentSpec,
    FieldType,
    Proof,
    ProofStep,
    Provenance,
    ScenarioSpec,
    State,
    ToolCall,
)
from synthesis.ir.scenario import Check, IncidentalChange, StateRef
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.builder import scenario_id
from synthesis.scenarios.execution import ChainRun
from synthesis.scenarios.llm_state import AssembledState, assemble_state, requested_tables
from synthesis.scenarios.policies import compare_stated_values, policies_for_tables
from synthesis.scenarios.references import REFERENCE_HOWTO, ReferenceProblem, run_resolving, unstated_values
from synthesis.state.datagen import generate_state
from synthesis.state.timeline import DEFAULT_CLOCK, choose_clock
from synthesis.state.validation import StateProblem, validate_state

GENERATOR = "synthesis.scenarios.llm_builder/3"
MAX_FEEDBACK_CHARS = 6000
STAGE = "scenarios.llm"


# The requests of a scenario whose answers a failure can be about.
Request = Literal["state", "task", "checks"]
MAX_PROBLEMS = 40

# The request whose answer each proof step judges; every other step judges the checks (and their reward).
_STEP_REQUEST: dict[str, Request] = {
    "initial_state_valid": "state",
    "chain_runs": "task",
    "referents_unique": "task",
    "deterministic_replay": "task",
    "not_duplicate": "task",
    "clock_fits_timeline": "task",
}


class ScenarioFailure(ValueError):
    """The LLM could not produce a usable scenario; ``evidence`` says why."""

    def __init__(
        self,
        reason: str,
        *,
        evidence: dict[str, Any],
        retry: bool = False,
        about: Request = "task",
        feedback: dict[Request, dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.evidence = evidence
        # Whether asking the LLM again, with this evidence, may fix it (the state is kept).
        self.retry = retry
        # The request whose answer is at fault, and what each such request is told when asked again (a proof
        # failure can be about the task and the checks at once, each told only its own steps).
        self.about: Request = about
        self.feedback: dict[Request, dict[str, Any]] = (
            feedback if feedback is not None else {about: {"problem": reason, "evidence": evidence}}
        )


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


def problem_tables(spec: EnvironmentSpec, problems: list[StateProblem]) -> list[str]:
    """Tables of the schema that ``problems`` name: the table of each problem, the table a broken foreign key
    points at, and every table named in a message (schema order)."""
    names = {t.name for t in spec.state_schema.tables}
    found: set[str] = set()
    for problem in problems:
        if problem.table in names:
            found.add(problem.table)
            field = next(
                (f for f in spec.state_schema.table(problem.table).fields if f.name == problem.field), None
            )
            if field is not None and field.foreign_key is not None:
                found.add(field.foreign_key.table)
        found.update(n for n in names if re.search(rf"(?<![\w]){re.escape(n)}(?![\w])", problem.message))
    return [t.name for t in spec.state_schema.tables if t.name in found]


@dataclass
class _Draft:
    """A task answer whose reference chain ran: the task, the resolved calls, the run and its changes."""

    task: TaskOut
    calls: list[ToolCall]
    run: ChainRun
    changes: list[dict[str, Any]]
    clock: str = DEFAULT_CLOCK  # the scenario's clock start, which the chain ran at


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
        """The initial state the model wrote for ``chain`` (``initial_state_with_notes``)."""
        return self.initial_state_with_notes(chain=chain, seed=seed).state

    def initial_state_with_notes(self, *, chain: list[str], seed: int) -> AssembledState:
        """Every table the agent can read written by the LLM, checked row by row over a generated base state
        (which fills what the model left out, ``synthesis.scenarios.llm_state``), validated (one repair)."""
        spec = self.spec
        tables = requested_tables(spec, touched_tables(spec, chain))
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
        assembled = assemble_state(
            schema=spec.state_schema, base=base, answer=answer.tables, tables=tables, seed=seed
        )
        state = assembled.state
        problems = validate_state(schema=spec.state_schema, state=state)
        if not problems:
            return assembled
        shown = problems[:MAX_PROBLEMS]
        # The repair sees, and may correct, the tables the chain touches and every table a problem names, each
        # with its schema.
        named = {*touched_tables(spec, chain), *problem_tables(spec, shown)}
        request = [t.name for t in spec.state_schema.tables if t.name in named]
        repaired: StateTables = self._ask(
            "scenario_state_repair",
            {
                "tables": [spec.state_schema.table(t).model_dump(exclude_defaults=True) for t in request],
                "existing_keys": _existing_keys(spec, state, request),
                "data": {t: state.get(t, []) for t in request},
                "problems": [p.as_dict() for p in shown],
            },
            StateTables,
        )
        # The repaired tables replace theirs, checked row by row like the first answer; a table of the
        # request the repair leaves out stays as it was.
        fixed = assemble_state(
            schema=spec.state_schema,
            base=state,
            answer=repaired.tables,
            tables=[name for name in request if name in repaired.tables],
            seed=seed,
        )
        remaining = validate_state(schema=spec.state_schema, state=fixed.state)
        if remaining:
            raise ScenarioFailure(
                "the initial state is still invalid after one repair",
                evidence={"problems": [p.as_dict() for p in remaining[:MAX_PROBLEMS]]},
                about="state",
            )
        return AssembledState(state=fixed.state, notes=[*assembled.notes, *fixed.notes])

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
        evidence when a stage cannot be completed, or when a guarantee still fails after one retry.

        On the retry each request hears only about its own answer: a checks problem asks the checks again
        for the same task and chain, a task problem asks the task again (and then the new task's checks)."""
        assembled = self.initial_state_with_notes(chain=chain, seed=seed)
        state = assembled.state
        feedback: dict[Request, str] = {}
        draft: _Draft | None = None
        for attempt in (1, 2):
            try:
                if draft is None:
                    draft = self._draft(
                        chain=chain, session=session, state=state, feedback=feedback, attempt=attempt
                    )
                checks = self._checks(
                    task=draft.task.task,
                    calls=draft.calls,
                    changes=draft.changes,
                    tables=touched_tables(self.spec, chain),
                    feedback=_feedback_text(feedback, "checks", attempt),
                )
                scenario = self._scenario(
                    chain=chain, seed=seed, state=state, draft=draft, checks=checks, after=sorted(feedback)
                )
                scenario = with_state_notes(scenario, assembled.shown_notes())
                if prove is None:
                    return scenario
                proof = prove(scenario)
                if proof.passed:
                    return scenario.model_copy(update={"proof": proof})
                raise proof_failure(proof.steps)
            except ScenarioFailure as failure:
                routed: dict[Request, str] = {
                    r: _feedback(item) for r, item in failure.feedback.items() if r != "state"
                }
                if attempt == 2 or not failure.retry or not routed:
                    if attempt == 2:
                        failure.reason = f"{failure.reason} (after one retry with the evidence)"
                        failure.args = (failure.reason,)
                    raise
                feedback = routed
                if "task" in feedback:
                    draft = None  # a new task and chain, whose checks are asked anew
        raise AssertionError("unreachable")  # pragma: no cover

    def _draft(
        self,
        *,
        chain: list[str],
        session: SessionLike,
        state: State,
        feedback: dict[Request, str],
        attempt: int,
    ) -> _Draft:
        """The task request, its reference chain resolved and run; raises ScenarioFailure about the task."""
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
                "feedback": _feedback_text(feedback, "task", attempt),
            },
            TaskOut,
        )
        unknown = [c.name for c in task.reference_chain if c.name not in {t.name for t in spec.tools}]
        if unknown or not task.reference_chain:
            raise ScenarioFailure("the reference chain names unknown tools", evidence={"unknown": unknown})
        written = [ToolCall(name=c.name, arguments=c.arguments) for c in task.reference_chain]
        if not follows_plan(planned=chain, calls=[c.name for c in written]):
            raise ScenarioFailure(
                "the reference chain ignores the planned chain",
                evidence={"planned": chain, "reference_chain": [c.name for c in written]},
                retry=True,
            )
        # One timeline: the clock after the past events of the state and the task, before the coming ones.
        clock = choose_clock(schema=spec.state_schema, state=state, task=task.task)
        try:
            calls, run = run_resolving(
                session, calls=written, state=state, clock=None if clock == DEFAULT_CLOCK else clock
            )
        except ReferenceProblem as problem:
            raise ScenarioFailure(
                "a reference in the reference chain cannot be resolved",
                evidence={
                    "call": problem.call,
                    "tool": written[problem.call].name,
                    "argument": problem.argument,
                    "reference": problem.reference,
                    "problem": problem.detail,
                    "how": REFERENCE_HOWTO,
                },
                retry=True,
            ) from problem
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
        return _Draft(task=task, calls=calls, run=run, changes=changes, clock=clock)

    def _scenario(
        self,
        *,
        chain: list[str],
        seed: int,
        state: State,
        draft: _Draft,
        checks: list[Check],
        after: list[Request],
    ) -> ScenarioSpec:
        spec, task, calls, run, changes = self.spec, draft.task, draft.calls, draft.run, draft.changes
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
                    *(
                        [f"built on the second attempt, after feedback on the {' and the '.join(after)}"]
                        if after
                        else []
                    ),
                ],
            ),
            seed=seed,
            clock_start=draft.clock,
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
                "feedback": feedback,
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
            raise ScenarioFailure(
                "the LLM returned no checks", evidence={"task": task}, retry=True, about="checks"
            )
        if len({c.id for c in checks}) != len(checks):
            raise ScenarioFailure(
                "the LLM returned duplicate check ids",
                evidence={"ids": [c.id for c in checks]},
                retry=True,
                about="checks",
            )
        return checks


def with_state_notes(scenario: ScenarioSpec, notes: list[str]) -> ScenarioSpec:
    """``scenario`` with what the assembly of its initial state dropped, repaired or generated, in its
    provenance."""
    if not notes or scenario.provenance is None:
        return scenario
    provenance = scenario.provenance.model_copy(update={"notes": [*scenario.provenance.notes, *notes]})
    return scenario.model_copy(update={"provenance": provenance})


def proof_failure(steps: list[ProofStep]) -> ScenarioFailure:
    """The failure of a proof, with each failed step's evidence for the request whose answer it judges."""
    failed = [s for s in steps if not s.passed]
    by_request: dict[Request, list[ProofStep]] = {}
    for step in failed:
        by_request.setdefault(_STEP_REQUEST.get(step.name, "checks"), []).append(step)

    def item(of: list[ProofStep]) -> dict[str, Any]:
        return {
            "problem": f"proof step(s) {', '.join(s.name for s in of)} fail",
            "evidence": {
                "failed_steps": [{"name": s.name, "detail": s.detail, "evidence": s.evidence} for s in of]
            },
        }

    whole = item(failed)
    return ScenarioFailure(
        whole["problem"],
        evidence=whole["evidence"],
        retry=True,
        about=next(iter(by_request), "checks"),
        feedback={request: item(of) for request, of in by_request.items()},
    )


def _feedback_text(feedback: dict[Request, str], request: Request, attempt: int) -> str:
    if request in feedback:
        return feedback[request]
    return "none (first attempt)" if attempt == 1 else "none"


def _feedback(item: dict[str, Any]) -> str:
    return json.dumps(item, default=str)[:MAX_FEEDBACK_CHARS]


def follows_plan(*, planned: list[str], calls: list[str]) -> bool:
    """Whether the planned tools appear in ``calls`` in order (other calls may come between)."""
    remaining = iter(calls)
    return all(any(name == call for call in remaining) for name in planned)


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
