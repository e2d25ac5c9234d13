"""The proof of a scenario: valid, executable, checkable, not already done, grounded, covered, unambiguous, a
reward that pays nothing for doing nothing, less than 1 for half or the wrong row, 1 under any seed,
deterministic, new.

Every step is a ``ProofStep`` with evidence a reviewer can read (rows and fields looked at, actual against
expected, the reward that broke the rule). A scenario that fails a step is kept with ``proof.passed =
False``; nothing here discards work. Steps about the reward live in ``proof_reward``, steps about the checks
and the task in ``proof_task``.
"""

from __future__ import annotations

import contextlib
import copy
import json
from collections.abc import Callable, Iterator
from typing import Any, cast

from synthesis.ir import EnvironmentSpec, Proof, ProofStep, ScenarioSpec, State, StateSchema
from synthesis.ir.scenario import StateRef
from synthesis.sandbox.held_states import tables_unchanged
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.sandbox.runtime import json_encoder
from synthesis.scenarios import proof_policy, proof_reward, proof_task
from synthesis.scenarios.duplicates import DEFAULT_DUPLICATE_THRESHOLD, nearest_task
from synthesis.scenarios.execution import (
    ChainRun,
    CheckMemo,
    SandboxFactory,
    clock_of,
    run_chain,
    run_checks,
)
from synthesis.scenarios.matching import MESSAGES_TABLE
from synthesis.scenarios.proof_reward import Outcome
from synthesis.scenarios.replay import REFERENCE_SEED, canonical
from synthesis.scenarios.scoring import check_outcomes, reference_messages, with_messages
from synthesis.state import timeline
from synthesis.state.validation import validate_state
from synthesis.state.variants import mutate

STEP_NAMES = (
    "initial_state_valid",
    "clock_fits_timeline",
    "chain_runs",
    "checks_pass_on_final",
    "checks_fail_initially",
    "checks_grounded",
    "covers_changes",
    "referents_unique",
    "noop_scores_zero",
    "prefix_below_one",
    "wrong_target_scores_low",
    "seed_independent",
    "deterministic_replay",
    "not_duplicate",
)
_MAX_EVIDENCE_ITEMS = 20


def _key_of(row: dict[str, Any], key_field: str) -> str:
    return canonical(row.get(key_field))


def perturb(*, state: State, initial: State, ref: StateRef, schema: StateSchema) -> tuple[State, str] | None:
    """A copy of ``state`` with the place ``ref`` names undone or corrupted, and what was done; None if
    impossible."""
    try:
        table = schema.table(ref.table)
    except KeyError:
        return None
    key_field = table.primary_key
    # Copied only as deep as it is changed: the other tables are shared with ``state``, the rows of this one
    # are copied one level (values are replaced, never changed in place).
    changed = dict(state)
    rows = changed[ref.table] = [dict(r) for r in state.get(ref.table, [])]
    initial_rows = {_key_of(r, key_field): r for r in initial.get(ref.table, [])}
    if ref.key is None and ref.field is None:
        kept = [r for r in rows if _key_of(r, key_field) in initial_rows]
        if len(kept) != len(rows):
            changed[ref.table] = kept
            return changed, f"removed the {len(rows) - len(kept)} inserted row(s) of {ref.table}"
        present = {_key_of(r, key_field) for r in rows}
        missing = [r for k, r in initial_rows.items() if k not in present]
        if missing:
            changed[ref.table] = rows + copy.deepcopy(missing)
            return changed, f"restored the {len(missing)} deleted row(s) of {ref.table}"
        return None
    targets = rows if ref.key is None else [r for r in rows if r.get(key_field) == ref.key]
    if ref.field is None:
        marker = canonical(ref.key)
        if targets:
            changed[ref.table] = [r for r in rows if r.get(key_field) != ref.key]
            return changed, f"deleted row {ref.key!r} of {ref.table}"
        if marker in initial_rows:
            rows.append(copy.deepcopy(initial_rows[marker]))
            return changed, f"restored row {ref.key!r} of {ref.table}"
        return None
    if not targets:
        return None
    f = next((x for x in table.fields if x.name == ref.field), None)
    notes: list[str] = []
    for row in targets:
        old_row = initial_rows.get(_key_of(row, key_field))
        current = row.get(ref.field)
        if old_row is not None and old_row.get(ref.field) != current:
            row[ref.field] = copy.deepcopy(old_row.get(ref.field))
            notes.append(f"reverted {ref.table}[{row.get(key_field)!r}].{ref.field} to {row[ref.field]!r}")
        elif current is not None:
            row[ref.field] = None
            notes.append(f"cleared {ref.table}[{row.get(key_field)!r}].{ref.field}")
        else:
            row[ref.field] = mutate("perturbed", field=f)
            notes.append(f"set {ref.table}[{row.get(key_field)!r}].{ref.field} to {row[ref.field]!r}")
    return changed, "; ".join(notes)


class _Recorder:
    def __init__(self) -> None:
        self.steps: dict[str, ProofStep] = {}

    def add(self, name: str, passed: bool, detail: str, evidence: dict[str, Any] | None = None) -> None:
        self.steps[name] = ProofStep(
            name=name, passed=passed, detail=detail, evidence=_jsonable(evidence or {})
        )

    def outcome(self, name: str, outcome: Outcome) -> None:
        self.add(name, outcome.passed, outcome.detail, outcome.evidence)

    def missing(self, detail: str) -> None:
        for name in STEP_NAMES:
            if name not in self.steps:
                self.add(name, False, f"not run: {detail}")

    def proof(self, final_hash: str) -> Proof:
        steps = [self.steps[name] for name in STEP_NAMES if name in self.steps]
        return Proof(
            passed=all(s.passed for s in steps) and len(steps) == len(STEP_NAMES),
            steps=steps,
            final_state_hash=final_hash,
        )


# Evidence as JSON values, anything else as its str: what ``json.loads(json.dumps(value, default=str))``
# gives, with the encoder built once (json.dumps builds one per call: a third of the time for evidence).
_EVIDENCE_TEXT = json_encoder(json.JSONEncoder(default=str, ensure_ascii=False, separators=(",", ":")))


def _jsonable(value: Any) -> Any:
    return json.loads(_EVIDENCE_TEXT(value))


def prove_scenario(
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    sandbox_factory: SandboxFactory,
    existing_tasks: list[str],
    duplicate_threshold: float = DEFAULT_DUPLICATE_THRESHOLD,
) -> Proof:
    """Prove one scenario (steps in ``STEP_NAMES``); never raises for a bad scenario, only records why."""
    if not 0 < duplicate_threshold <= 1:
        raise ValueError("duplicate_threshold must be in (0, 1]")
    record = _Recorder()
    schema = spec.state_schema
    initial = scenario.initial_state

    problems = validate_state(schema=schema, state=initial)
    record.add(
        "initial_state_valid",
        not problems,
        "the initial state validates against the schema" if not problems else f"{len(problems)} problem(s)",
        {"problems": [p.as_dict() for p in problems[:_MAX_EVIDENCE_ITEMS]]},
    )
    _prove_timeline(record, scenario, schema)
    _prove_duplicates(record, scenario.task, existing_tasks, duplicate_threshold)

    final_hash = ""
    try:
        with sandbox_factory() as leased, _memo_of(leased) as memo:
            session = cast(SessionLike, memo)
            load_spec(session, spec=spec, state=initial, seed=REFERENCE_SEED, clock=clock_of(scenario))
            # The states after each call are kept for the prefix step: this run is the prefixes' replay.
            run = run_chain(
                session, calls=scenario.reference_chain, state=initial, hashed=True, states_after=True
            )
            final_hash = run.state_hash
            # Replayed at once: the later steps reload the environment, which would hide module-level state.
            second = run_chain(session, calls=scenario.reference_chain, state=initial, hashed=True)
            _prove_chain(record, scenario, run)
            _prove_final(record, scenario, session, run)
            record.outcome("covers_changes", proof_task.covers_changes(scenario=scenario, spec=spec))
            record.outcome("referents_unique", proof_task.referents_unique(scenario=scenario, spec=spec))
            if not run.ok:
                raise _ChainFailed(run.error)
            _prove_session_steps(record, scenario, spec, session, run)
        third = _fresh_replay(sandbox_factory, spec, scenario)
        hashes = {
            "first": run.state_hash,
            "replay_same_session": second.state_hash,
            "replay_new_session": third,
        }
        same = len(set(hashes.values())) == 1
        record.add(
            "deterministic_replay",
            same,
            "three replays give the same state hash"
            if same
            else "replays of the chain give different states",
            {"hashes": hashes},
        )
    except _ChainFailed as exc:
        record.missing(f"the reference chain fails: {exc}")
    except Exception as exc:  # a dead sandbox or a load error is evidence, not a crash of the stage
        record.missing(f"{type(exc).__name__}: {exc}")
        failing = record.steps.get("chain_runs")
        if failing is not None and not failing.evidence:
            record.steps["chain_runs"] = failing.model_copy(
                update={"evidence": {"exception": type(exc).__name__, "message": str(exc)[:500]}}
            )
    return record.proof(final_hash)


@contextlib.contextmanager
def _memo_of(session: SessionLike) -> Iterator[CheckMemo]:
    """A proof's memo of check outcomes over ``session``, whose table bytes its requests use: a proof never
    changes a state it has sent (perturbations, message tables and seeds' runs make new states)."""
    memo = CheckMemo(session)
    with tables_unchanged(memo.table_bytes):
        yield memo


class _ChainFailed(RuntimeError):
    """The reference chain fails: the steps that score its run cannot be taken."""


def _prove_session_steps(
    record: _Recorder, scenario: ScenarioSpec, spec: EnvironmentSpec, session: SessionLike, run: ChainRun
) -> None:
    """The steps that score runs and states, reusing the reference run (its results, its final state)."""
    final = run.final_state
    record.outcome(
        "checks_fail_initially", proof_task.checks_fail_initially(session, scenario=scenario, spec=spec)
    )
    record.outcome("noop_scores_zero", proof_reward.noop_scores_zero(session, scenario=scenario, spec=spec))
    # A policy task (a refusal) scores partial refusals and the forbidden act instead (``proof_policy``).
    record.outcome(
        "prefix_below_one",
        proof_policy.prefix_below_one(
            session, scenario=scenario, spec=spec, final=final, after_each=run.states_after
        ),
    )
    record.outcome(
        "wrong_target_scores_low",
        proof_policy.wrong_target_scores_low(session, scenario=scenario, spec=spec, final=final),
    )
    # Checks need no environment: they are run before the seeds step loads others, which then need not
    # restore the reference seed.
    _prove_grounded(record, scenario, spec.state_schema, session, run)
    record.outcome(
        "seed_independent",
        proof_reward.seed_independent(
            session,
            scenario=scenario,
            spec=spec,
            reference=run.results,
            reference_final=run.final_state,
            restore=False,
        ),
    )


def _fresh_replay(
    sandbox_factory: Callable[[], SessionLike], spec: EnvironmentSpec, scenario: ScenarioSpec
) -> str:
    with sandbox_factory() as session:
        load_spec(
            session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED, clock=clock_of(scenario)
        )
        calls, state = scenario.reference_chain, scenario.initial_state
        return run_chain(session, calls=calls, state=state, hashed=True).state_hash


def _prove_timeline(record: _Recorder, scenario: ScenarioSpec, schema: StateSchema) -> None:
    found = timeline.moments(
        schema=schema, state=scenario.initial_state, task=scenario.task, clock=scenario.clock_start
    )
    problems = timeline.contradictions(found, scenario.clock_start)
    past = sum(m.side == "past" for m in found)
    record.add(
        "clock_fits_timeline",
        not problems,
        f"the clock {scenario.clock_start} is after the {past} past and before the {len(found) - past} "
        "coming event(s) of the state and the task"
        if not problems
        else f"{len(problems)} event(s) on the wrong side of the clock {scenario.clock_start}: {problems[0]}",
        {"clock": scenario.clock_start, "problems": problems[:_MAX_EVIDENCE_ITEMS], "events": len(found)},
    )


def _prove_duplicates(record: _Recorder, task: str, existing: list[str], threshold: float) -> None:
    nearest, scores = nearest_task(task, existing, threshold=threshold)
    duplicate = nearest is not None and max(scores.values()) >= threshold
    record.add(
        "not_duplicate",
        not duplicate,
        f"nearest existing task scores {scores}" if nearest else "no other task in this environment",
        {"nearest": nearest, "scores": scores, "threshold": threshold, "compared": len(existing)},
    )


def _prove_chain(record: _Recorder, scenario: ScenarioSpec, run: ChainRun) -> None:
    calls = [
        {"index": i, "tool": c.name, "success": bool(r.get("success")), "error": r.get("error")}
        for i, (c, r) in enumerate(zip(scenario.reference_chain, run.results, strict=False))
    ]
    if run.ok:
        record.add("chain_runs", True, f"all {len(calls)} calls succeeded", {"calls": calls})
        return
    index = run.failed_at or 0
    record.add(
        "chain_runs",
        False,
        f"call {index} ({scenario.reference_chain[index].name}) failed: {run.error}",
        {"calls": calls, "failed_at": index},
    )


def _prove_final(record: _Recorder, scenario: ScenarioSpec, session: SessionLike, run: ChainRun) -> None:
    results, errors = check_outcomes(session, scenario=scenario, final_state=run.final_state)
    outcomes = {k: (v is True, errors.get(k)) for k, v in results.items()}
    failed = {k: {"passed": v[0], "error": v[1]} for k, v in outcomes.items() if not v[0]}
    record.add(
        "checks_pass_on_final",
        not failed,
        "every check passes on the reference final state" if not failed else f"{len(failed)} check(s) fail",
        {
            "failed": failed,
            "checks": len(outcomes),
            "expected": True,
            "actual": {k: v[0] for k, v in outcomes.items()},
        },
    )


def _perturbations(
    scenario: ScenarioSpec, schema: StateSchema, run: ChainRun, refs: list[StateRef]
) -> list[tuple[StateRef, tuple[State, str] | None, list[str]]]:
    """(place, perturbed final state and what was done, what the agent said) for each place a check is
    about. A message check must flip when the agent says nothing, and when it replies without refusing or
    giving a reason (a check that accepts any reply is not about the reply)."""
    said = reference_messages(scenario)
    found: list[tuple[StateRef, tuple[State, str] | None, list[str]]] = []
    for ref in refs:
        if ref.table == MESSAGES_TABLE:
            found.append((ref, (run.final_state, "the agent said nothing"), []))
            reply = proof_policy.OFF_REASON_REPLY
            found.append((ref, (run.final_state, f"the agent replied {reply!r}"), [reply]))
            continue
        perturbed = perturb(state=run.final_state, initial=scenario.initial_state, ref=ref, schema=schema)
        found.append((ref, perturbed, said))
    return found


def _prove_grounded(
    record: _Recorder, scenario: ScenarioSpec, schema: StateSchema, session: SessionLike, run: ChainRun
) -> None:
    evidence: dict[str, Any] = {}
    ungrounded: list[str] = []
    for check in scenario.checks:
        results: list[dict[str, Any]] = []
        if not check.about:
            ungrounded.append(check.id)
            evidence[check.id] = {"problem": "the check names no state it is about"}
            continue
        for ref, perturbed, said_here in _perturbations(scenario, schema, run, check.about):
            if perturbed is None:
                results.append(
                    {"ref": ref.model_dump(), "flipped": False, "note": "nothing there to perturb"}
                )
                continue
            state, note = perturbed
            outcome = run_checks(
                session,
                checks=[(check.id, check.source)],
                final_state=with_messages(state, said_here),
                initial_state=scenario.initial_state,
            )[check.id]
            results.append(
                {"ref": ref.model_dump(), "flipped": not outcome[0], "note": note, "error": outcome[1]}
            )
        if not all(r["flipped"] for r in results):
            ungrounded.append(check.id)
        evidence[check.id] = {"perturbations": results[:_MAX_EVIDENCE_ITEMS]}
    record.add(
        "checks_grounded",
        not ungrounded,
        "every check flips when the state it is about is perturbed"
        if not ungrounded
        else f"check(s) {', '.join(ungrounded)} do not depend on the state they name",
        {"ungrounded": ungrounded, "checks": evidence},
    )


def prove_scenarios(
    *,
    scenarios: list[ScenarioSpec],
    spec: EnvironmentSpec,
    sandbox_factory: SandboxFactory,
    existing_tasks: list[str] | None = None,
) -> list[ScenarioSpec]:
    """Prove each scenario against the environment's other tasks; returns copies with ``proof`` set."""
    proven: list[ScenarioSpec] = []
    tasks = list(existing_tasks or [])
    for scenario in scenarios:
        proof = prove_scenario(
            scenario=scenario, spec=spec, sandbox_factory=sandbox_factory, existing_tasks=tasks
        )
        proven.append(scenario.model_copy(update={"proof": proof}))
        tasks.append(scenario.task)
    return proven
