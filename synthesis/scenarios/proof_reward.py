"""Proof steps about the reward itself: what doing nothing, half the work, the wrong row and another seed
earn.

Each step returns an ``Outcome`` (passed, detail, evidence) that ``proof`` records. Rewards are computed in
every mode by ``scoring.score_state``, exactly as the exported loader computes them; the evidence names the
reward (mode and value) that broke the step's rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import EnvironmentSpec, ScenarioSpec, State, Table, ToolCall
from synthesis.sandbox.holding import marshalled
from synthesis.sandbox.protocol import SessionLike, load_spec, runs_batches
from synthesis.scenarios.execution import clock_of, run_chain
from synthesis.scenarios.replay import REFERENCE_SEED, canonical, replay_as_agent, resolve
from synthesis.scenarios.scoring import score_state

WRONG_TARGET_LIMIT = 0.5
NEAREST_TRIED = 3  # other rows tried, closest first, for one the whole chain runs on
MISSING_KEY = "__no_such_row__"


@dataclass
class Outcome:
    passed: bool
    detail: str
    evidence: dict[str, Any] = field(default_factory=dict)


def _changed_at(states: list[State]) -> list[bool]:
    """For each state after the first, whether its canonical text differs from the one before it; without
    encoding either where their marshal bytes are the same (the same types and values in the same order:
    the same text), as after a call that only read. Each state is encoded once at most, either way."""
    blobs = [marshalled(state) for state in states]
    texts: dict[int, str] = {}

    def text(index: int) -> str:
        if index not in texts:
            texts[index] = canonical(states[index])
        return texts[index]

    return [
        not (blobs[i] is not None and blobs[i] == blobs[i - 1]) and text(i) != text(i - 1)
        for i in range(1, len(states))
    ]


def _broken(rewards: dict[str, float], rule: Any) -> dict[str, float]:
    return {mode: value for mode, value in rewards.items() if not rule(value)}


def noop_scores_zero(session: SessionLike, *, scenario: ScenarioSpec, spec: EnvironmentSpec) -> Outcome:
    """Doing nothing (the final state is the initial state, nothing said) earns exactly 0.0 in every mode."""
    scored = score_state(
        session, scenario=scenario, spec=spec, final_state=scenario.initial_state, messages=[]
    )
    broken = _broken(scored.rewards, lambda r: r == 0.0)
    evidence = {"rule": "reward of the initial state == 0.0 in every mode", **scored.as_evidence()}
    evidence["broken"] = broken
    if broken:
        return Outcome(False, f"doing nothing earns {broken}", evidence)
    return Outcome(True, "doing nothing earns 0.0 in every mode", evidence)


def states_after_each_call(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    final: State | None = None,
    after_each: list[State] | None = None,
) -> list[State]:
    """The state after each call of the reference chain from the initial state (``final``: the whole chain's
    final state, when the caller already ran it; ``after_each``: the states after each call of that run, when
    it kept them: the proof's reference run does). A session that runs chains in one request gives them all
    from one run (a prefix's replay from the initial state is the run up to its last call); else each prefix
    is replayed."""
    calls = scenario.reference_chain
    if after_each is not None and len(after_each) == len(calls):
        return after_each
    if runs_batches(session) and (final is None or len(calls) > 1):
        run = run_chain(
            session, calls=calls, state=scenario.initial_state, stop_on_failure=False, states_after=True
        )
        if run.states_after is not None and len(run.states_after) == len(calls):
            return [*run.states_after[:-1], final] if final is not None and calls else run.states_after
    states: list[State] = []
    for length in range(1, len(calls) + 1):
        if length == len(calls) and final is not None:
            states.append(final)
            continue
        run = run_chain(session, calls=calls[:length], state=scenario.initial_state, stop_on_failure=False)
        states.append(run.final_state)
    return states


def prefix_below_one(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    final: State | None = None,
    after_each: list[State] | None = None,
) -> Outcome:
    """Every strict prefix of the reference chain that stops before its last state change earns < 1.0.

    Calls after the last state change are reads: they cannot change what is scored, so a prefix that already
    holds the final state is the whole work, not half of it. ``final``: the reference run's final state,
    ``after_each``: its states after each call (``states_after_each_call``).
    """
    states = states_after_each_call(session, scenario=scenario, final=final, after_each=after_each)
    changed = _changed_at([scenario.initial_state, *states])
    last_change = max((i for i, change in enumerate(changed) if change), default=-1)
    prefixes: list[dict[str, Any]] = []
    broken: list[dict[str, Any]] = []
    for length in range(0, last_change + 1):
        state = scenario.initial_state if length == 0 else states[length - 1]
        # Half the work, whatever was said: a message check must not make up for what was left undone.
        scored = score_state(session, scenario=scenario, spec=spec, final_state=state)
        row = {
            "calls": [c.name for c in scenario.reference_chain[:length]],
            "rewards": scored.rewards,
            "checks": scored.checks,
            "target_score": scored.target,
        }
        prefixes.append(row)
        full = _broken(scored.rewards, lambda r: r < 1.0)
        if full:
            broken.append({"calls": row["calls"], "rewards": full})
    evidence = {
        "rule": "every strict prefix before the last state change earns < 1.0 in every mode",
        "last_state_change_at": last_change,
        "prefixes": prefixes,
        "broken": broken,
    }
    if last_change < 0:
        return Outcome(False, "the reference chain changes nothing", evidence)
    if broken:
        first = broken[0]
        return Outcome(False, f"the prefix {first['calls']} already earns {first['rewards']}", evidence)
    return Outcome(True, f"all {len(prefixes)} strict prefix(es) earn less than 1.0", evidence)


def _rows_by_key(state: State, table: Table) -> dict[str, dict[str, Any]]:
    return {canonical(r.get(table.primary_key)): r for r in state.get(table.name, [])}


def target_rows(*, spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[tuple[Table, dict[str, Any]]]:
    """Rows of the initial state the task acts on: rows it updates or deletes, and rows that the rows it
    inserts refer to."""
    found: list[tuple[Table, dict[str, Any]]] = []
    inserted: list[tuple[Table, dict[str, Any]]] = []
    for table in spec.state_schema.tables:
        before = _rows_by_key(scenario.initial_state, table)
        after = _rows_by_key(scenario.target_state, table)
        found += [(table, row) for key, row in before.items() if after.get(key) != row]
        inserted += [(table, row) for key, row in after.items() if key not in before]
    for table, row in inserted:
        for f in table.fields:
            if f.foreign_key is None or row.get(f.name) is None:
                continue
            parent_table = spec.state_schema.table(f.foreign_key.table)
            parent = next(
                (
                    r
                    for r in scenario.initial_state.get(parent_table.name, [])
                    if r.get(f.foreign_key.field) == row[f.name]
                ),
                None,
            )
            if parent is not None and (parent_table, parent) not in found:
                found.append((parent_table, parent))
    return found


def _identifying(table: Table, name: str, value: Any) -> bool:
    """Values an agent names a row by: its key, unique values, free strings (names, titles, emails)."""
    if value is None or isinstance(value, bool):
        return False
    try:
        f = table.field(name)
    except KeyError:
        return False
    if name == table.primary_key or f.unique:
        return True
    return isinstance(value, str) and not f.enum_values and f.foreign_key is None


def _nearest_others(table: Table, row: dict[str, Any], rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Other rows of the table, closest first: distractors are near misses by design."""
    key = row.get(table.primary_key)
    others = [r for r in rows if r.get(table.primary_key) != key]

    def agreement(other: dict[str, Any]) -> int:
        return sum(1 for n in row if n != table.primary_key and other.get(n) == row.get(n))

    return sorted(others, key=agreement, reverse=True)[:NEAREST_TRIED]


def _plain(name: str) -> str:
    return name.replace("_", "").casefold()


def _swap_for(table: Table, row: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """Value swaps that point a call at ``other`` instead of ``row``: strings (ids, names, emails) wherever
    they appear; numbers (integer keys) only in an argument named after the field (``appointment_id``,
    ``appointmentId``), where a quantity of 1 cannot be mistaken for row 1."""
    stem = table.name[:-1] if table.name.endswith("s") else table.name
    swap: dict[str, Any] = {}
    for name, value in row.items():
        if not _identifying(table, name, value) or other.get(name) == value:
            continue
        if isinstance(value, str):
            swap[canonical(value)] = other.get(name)
            continue
        names = {name} | ({f"{stem}_id", "id"} if name == table.primary_key else set())
        for argument in names:
            swap[f"{_plain(argument)}={canonical(value)}"] = other.get(name)
    return swap


def _swapped_arguments(arguments: dict[str, Any], swap: dict[str, Any]) -> dict[str, Any]:
    swapped: dict[str, Any] = {}
    for name, value in arguments.items():
        named = f"{_plain(name)}={canonical(value)}"
        swapped[name] = swap[named] if named in swap else resolve(value, swap)
    return swapped


def _on_other_rows(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    pairs: list[tuple[Table, dict[str, Any], dict[str, Any]]],
) -> dict[str, Any] | None:
    """The reference chain with every value naming a row the task acts on swapped for the value of its other
    row, run and scored; None when no argument names any of them."""
    swap: dict[str, Any] = {}
    for table, row, other in pairs:
        swap.update(_swap_for(table, row, other))
    calls = [
        ToolCall(name=c.name, arguments=_swapped_arguments(c.arguments, swap))
        for c in scenario.reference_chain
    ]
    if calls == scenario.reference_chain:
        return None
    run = run_chain(session, calls=calls, state=scenario.initial_state, stop_on_failure=False)
    if canonical(run.final_state) == canonical(scenario.target_state):
        # Rows the task treats alike swapped for each other (delete 5 and 7 -> delete 7 and 5): the same
        # outcome, so no wrong target; the next nearer rows are tried instead.
        return {"same_outcome": True}
    scored = score_state(session, scenario=scenario, spec=spec, final_state=run.final_state)
    return {
        "swapped_rows": [
            {
                "table": table.name,
                "target_row": row.get(table.primary_key),
                "other_row": other.get(table.primary_key),
                "differs_in": sorted(n for n in row if other.get(n) != row.get(n)),
            }
            for table, row, other in pairs
        ],
        "calls": [
            {"tool": c.name, "arguments": c.arguments, "success": bool(r.get("success"))}
            for c, r in zip(calls, run.results, strict=False)
        ],
        "all_calls_succeed": run.ok,
        **scored.as_evidence(),
    }


def wrong_target_scores_low(
    session: SessionLike, *, scenario: ScenarioSpec, spec: EnvironmentSpec
) -> Outcome:
    """The reference chain applied to the nearest other rows (a distractor or sibling of each row the task
    acts on; the closest on which the whole chain runs, if any) earns at most 0.5 under the scenario's reward
    mode (every mode is in the evidence)."""
    mode = scenario.reward.mode
    rule = f"reward ({mode}) of the reference chain on the nearest other row(s) <= {WRONG_TARGET_LIMIT}"
    candidates = [
        (table, row, _nearest_others(table, row, scenario.initial_state.get(table.name, [])))
        for table, row in target_rows(spec=spec, scenario=scenario)
    ]
    candidates = [(table, row, others) for table, row, others in candidates if others]
    attempts: list[dict[str, Any]] = []
    for rank in range(NEAREST_TRIED):
        pairs = [(table, row, others[min(rank, len(others) - 1)]) for table, row, others in candidates]
        attempt = _on_other_rows(session, scenario=scenario, spec=spec, pairs=pairs) if pairs else None
        if attempt is None:
            break
        if attempt.get("same_outcome"):
            continue
        attempts.append(attempt)
        if attempt["all_calls_succeed"]:
            break
    if not attempts:
        # The task acts on the only row of its kind, or names it by nothing an agent could confuse.
        return Outcome(True, "no other row the chain could be applied to", {"rule": rule})
    chosen = next((a for a in attempts if a["all_calls_succeed"]), attempts[0])
    worst = max(attempts, key=lambda a: a["rewards"][mode])
    evidence = {"rule": rule, **(worst if worst["rewards"][mode] > WRONG_TARGET_LIMIT else chosen)}
    evidence["tried"] = [{"swapped_rows": a["swapped_rows"], "rewards": a["rewards"]} for a in attempts]
    reward = evidence["rewards"][mode]
    return Outcome(
        reward <= WRONG_TARGET_LIMIT, f"the chain on the wrong row(s) earns {reward} ({mode})", evidence
    )


def _failing_candidates(scenario: ScenarioSpec) -> list[ToolCall]:
    """Calls that should fail on the initial state, in the order tried: the chain's first call aimed at no
    row, with no arguments, then a tool that does not exist."""
    candidates = [ToolCall(name="__no_such_tool__", arguments={})]
    if scenario.reference_chain:  # a policy task may have no call at all
        first = scenario.reference_chain[0]
        candidates[:0] = [
            ToolCall(name=first.name, arguments={k: MISSING_KEY for k in first.arguments}),
            ToolCall(name=first.name, arguments={}),
        ]
    return candidates


def _failing_call(session: SessionLike, *, scenario: ScenarioSpec) -> tuple[ToolCall, dict[str, Any]]:
    """The first of ``_failing_candidates`` that fails on the initial state, tried one by one."""
    candidates = _failing_candidates(scenario)
    for call in candidates:
        session.reset(scenario.initial_state)  # sessions serialize what they are given: nothing to copy
        result = session.call(call.name, call.arguments).result
        if not result.get("success"):
            return call, result
    return candidates[-1], {"success": False}


def replay_following(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    reference: list[dict[str, Any]],
    before: list[ToolCall],
    reset: bool = True,
) -> tuple[list[ToolCall], list[dict[str, Any]]]:
    """Run ``before`` then the reference chain from the initial state as an agent would: a value an earlier
    result revealed (a generated id) is taken from this run's result, not copied from the reference run
    (``replay.replay_as_agent``, the function the bundled loader replays with too). ``reset=False``: the
    session was just loaded with the initial state (a reset would change nothing)."""
    if reset:
        session.reset(scenario.initial_state)

    def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        result: dict[str, Any] = session.call(name, arguments).result
        return result

    calls: list[ToolCall] = []
    results: list[dict[str, Any]] = []
    for failing in before:
        calls.append(failing)
        results.append(call(failing.name, failing.arguments))
    chain = [(c.name, c.arguments) for c in scenario.reference_chain]
    for name, arguments, result in replay_as_agent(call, chain=chain, recorded=reference):
        calls.append(ToolCall(name=name, arguments=arguments))
        results.append(result)
    return calls, results


def replay_in_one_request(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    reference: list[dict[str, Any]],
    before: list[ToolCall],
    seed: int | None = None,
) -> tuple[list[ToolCall], list[dict[str, Any]], State] | None:
    """``replay_following`` in one request when that is what it would do: ``before`` and the reference chain
    with its recorded arguments are run at once, and the run stands only if ``replay_as_agent``, fed this
    run's results, would have called every tool with exactly those arguments (no value an earlier result
    revealed differs from the recorded one it replaces). Returns (calls, results, final state), else None
    (then the caller replays call by call). ``seed``: run at that environment seed (``run_chain``)."""
    chain = [(c.name, c.arguments) for c in scenario.reference_chain]
    run = run_chain(
        session,
        calls=[*before, *scenario.reference_chain],
        state=scenario.initial_state,
        stop_on_failure=False,
        seed=seed,
    )
    results = run.results[len(before) :]
    if len(results) != len(chain):
        return None
    answers = iter(results)
    replayed = replay_as_agent(lambda name, arguments: next(answers), chain=chain, recorded=reference)
    if [arguments for _, arguments, _ in replayed] != [arguments for _, arguments in chain]:
        return None
    return [*before, *scenario.reference_chain], run.results, run.final_state


def seed_independent(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    reference: list[dict[str, Any]] | None = None,
    reference_final: State | None = None,
    restore: bool = True,
) -> Outcome:
    """The reference chain earns 1.0 in every mode under other environment seeds (the scenario's own and
    another) and after a failing call (ids must not shift; checks on generated ids must look the row up).

    ``reference``: the results of the reference chain run right after a load at the reference seed (the
    proof's first run), else run here; with ``reference_final``, that run's final state, the run stands for
    the reference seed's (it is that run: the same load, state and calls; the proof's replay steps show the
    chain gives the same state each time). Leaves ``session`` loaded with the reference seed unless
    ``restore`` is False (the caller runs nothing on the environment afterwards).
    """
    other_seed = scenario.seed + 1
    if reference is None:
        load_spec(
            session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED, clock=clock_of(scenario)
        )
        reference = run_chain(session, calls=scenario.reference_chain, state=scenario.initial_state).results
    runs: list[dict[str, Any]] = []
    broken: list[dict[str, Any]] = []
    plans: list[tuple[int, bool]] = [
        (seed, False) for seed in dict.fromkeys([REFERENCE_SEED, scenario.seed, other_seed])
    ]
    plans.append((other_seed, True))
    try:
        for seed, inject in plans:
            if seed == REFERENCE_SEED and not inject and reference_final is not None:
                calls, results, final = list(scenario.reference_chain), reference, reference_final
                _score_seed_run(
                    session, scenario, spec, (seed, inject, None), (calls, results, final), runs, broken
                )
                continue
            calls, results, final, injected = _run_at_seed(
                session, scenario=scenario, spec=spec, reference=reference, seed=seed, inject=inject
            )
            _score_seed_run(
                session, scenario, spec, (seed, inject, injected), (calls, results, final), runs, broken
            )
    finally:
        if restore:
            load_spec(
                session,
                spec=spec,
                state=scenario.initial_state,
                seed=REFERENCE_SEED,
                clock=clock_of(scenario),
            )
    evidence = {"rule": "the reference chain earns 1.0 in every mode under every seed", "runs": runs}
    evidence["broken"] = broken
    if broken:
        first = broken[0]
        how = " after a failing call" if first["injected"] else ""
        return Outcome(
            False,
            f"under seed {first['seed']}{how} the reference chain earns {first['rewards']}"
            + (f" (calls {first['failed_calls']} failed)" if first["failed_calls"] else ""),
            evidence,
        )
    return Outcome(True, f"1.0 in every mode under seeds {sorted({p[0] for p in plans})}", evidence)


def _run_at_seed(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    reference: list[dict[str, Any]],
    seed: int,
    inject: bool,
) -> tuple[list[ToolCall], list[dict[str, Any]], State, dict[str, Any] | None]:
    """The reference chain replayed as an agent would at environment ``seed`` (after a failing call if
    ``inject``): (calls, results, final state, the injected call)."""
    batch = runs_batches(session)
    # A session that runs chains in one request is reset to the seed by the run itself (a new instance and
    # clock, as a load gives; the module is kept: the replay steps catch state kept there).
    if not batch:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=seed, clock=clock_of(scenario))
    before: list[ToolCall] = []
    injected: dict[str, Any] | None = None
    at_once: tuple[list[ToolCall], list[dict[str, Any]], State] | None = None
    stands: bool | None = None  # None: not run yet; False: a run would not stand (replayed call by call)
    if inject:
        failing: ToolCall | None = None
        if batch:
            # Each candidate is tried in the run itself (the run resets first, as the probes do); a candidate
            # that succeeds is no injected failure, and the next one is tried.
            for candidate in _failing_candidates(scenario):
                attempt = replay_in_one_request(
                    session, scenario=scenario, reference=reference, before=[candidate], seed=seed
                )
                if attempt is None:
                    stands = False
                    break
                if not attempt[1][0].get("success"):
                    at_once, failing, result = attempt, candidate, attempt[1][0]
                    break
        if failing is None:
            failing, result = _failing_call(session, scenario=scenario)
        before = [failing]
        injected = {"tool": failing.name, "arguments": failing.arguments, "error": result.get("error")}
    if at_once is None and stands is None:
        at_once = replay_in_one_request(
            session, scenario=scenario, reference=reference, before=before, seed=seed if batch else None
        )
    if at_once is not None:
        return (*at_once, injected)
    load_spec(session, spec=spec, state=scenario.initial_state, seed=seed, clock=clock_of(scenario))
    if inject:
        _failing_call(session, scenario=scenario)  # as it was: the same calls, in order
    calls, results = replay_following(
        session, scenario=scenario, reference=reference, before=before, reset=inject
    )
    return calls, results, session.state(), injected


def _score_seed_run(
    session: SessionLike,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    plan: tuple[int, bool, dict[str, Any] | None],
    run: tuple[list[ToolCall], list[dict[str, Any]], State],
    runs: list[dict[str, Any]],
    broken: list[dict[str, Any]],
) -> None:
    """Score one run of ``seed_independent`` ((seed, injected?, the injected call), (calls, results, final))
    into its evidence ``runs`` and, when it breaks the rule, ``broken``."""
    seed, inject, injected = plan
    calls, results, final = run
    failed = [i for i, r in enumerate(results) if not r.get("success")]
    scored = score_state(session, scenario=scenario, spec=spec, final_state=final)
    row = {"seed": seed, "injected_failure": injected, "failed_calls": failed, **scored.as_evidence()}
    row["calls"] = [{"tool": c.name, "arguments": c.arguments} for c in calls]
    runs.append(row)
    low = _broken(scored.rewards, lambda r: r == 1.0)
    if low or failed != ([0] if inject else []):
        broken.append({"seed": seed, "injected": inject, "rewards": low, "failed_calls": failed})
