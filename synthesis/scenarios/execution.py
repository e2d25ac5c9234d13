"""Running reference chains and checks through sandbox sessions (the only place environment code runs)."""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, cast

from synthesis.ir import ScenarioSpec, State, ToolCall
from synthesis.ir.scenario import DEFAULT_CLOCK_START
from synthesis.sandbox.held_states import remembered_table_bytes
from synthesis.sandbox.protocol import BatchRunner, SessionLike, runs_batches
from synthesis.sandbox.session import CheckOutcome

SandboxFactory = Callable[[], SessionLike]


@dataclass
class ChainRun:
    results: list[dict[str, Any]] = field(default_factory=list)
    diffs: list[list[dict[str, Any]]] = field(default_factory=list)
    final_state: State = field(default_factory=dict)
    state_hash: str = ""  # "" unless asked for (``run_chain(hashed=True)``)
    failed_at: int | None = None  # index of the first failing call
    states_after: list[State] | None = None  # the state after each call made, when asked for

    @property
    def ok(self) -> bool:
        return self.failed_at is None

    @property
    def error(self) -> str:
        if self.failed_at is None:
            return ""
        return str(self.results[self.failed_at].get("error", ""))


def clock_of(scenario: ScenarioSpec) -> str | None:
    """The clock a scenario's episodes start at, for ``load_spec``: None for the default start (what a
    session is loaded with when not told)."""
    return None if scenario.clock_start == DEFAULT_CLOCK_START else scenario.clock_start


def run_chain(
    session: SessionLike,
    *,
    calls: list[ToolCall],
    state: State,
    stop_on_failure: bool = True,
    seed: int | None = None,
    states_after: bool = False,
    hashed: bool = False,
    clock: str | None = None,
) -> ChainRun:
    """Reset the loaded environment to ``state`` and run the calls in order.

    Sessions serialize what they are given, so nothing is copied here; a session that can replay a chain in
    one request (``BatchRunner``) does so. ``seed``: run (and stay) at that environment seed, as after a load
    with it; only a ``BatchRunner`` can (others are loaded with the seed by the caller). ``states_after``:
    keep the state after each call in ``ChainRun.states_after``. ``hashed``: also the final state's hash
    (``ChainRun.state_hash``; a canonical encoding in the sandbox, which most runs' callers do not need).
    ``clock``: this run's clock start (a scenario's ``clock_start``; None: the one the session was loaded
    with); only a ``BatchRunner`` can.
    """
    if runs_batches(session):
        steps = [(call.name, call.arguments) for call in calls]
        batch = cast(BatchRunner, session).run_calls(
            steps,
            state=state,
            stop_on_failure=stop_on_failure,
            seed=seed,
            states_after=states_after,
            hashed=hashed,
            **({} if clock is None else {"clock": clock}),
        )
        failed = [i for i, result in enumerate(batch.results) if not result.get("success")]
        return ChainRun(
            results=batch.results,
            diffs=batch.diffs,
            final_state=batch.final_state,
            state_hash=batch.state_hash,
            failed_at=failed[0] if failed else None,
            states_after=batch.states_after,
        )
    if seed is not None or clock is not None:
        raise ValueError(
            "only a session that runs chains in one request can change the seed or the clock; load it instead"
        )
    session.reset(state)
    run = ChainRun(states_after=[] if states_after else None)
    for index, call in enumerate(calls):
        outcome = session.call(call.name, call.arguments)
        run.results.append(outcome.result)
        run.diffs.append(list(outcome.diff))
        if run.states_after is not None:
            run.states_after.append(session.state())
        if not outcome.result.get("success") and run.failed_at is None:
            run.failed_at = index
            if stop_on_failure:
                break
    run.final_state = session.state()
    run.state_hash = session.state_hash() if hashed else ""
    return run


def run_checks(
    session: SessionLike, *, checks: list[tuple[str, str]], final_state: State, initial_state: State
) -> dict[str, tuple[bool, str | None]]:
    outcomes = session.run_checks(checks, final_state=final_state, initial_state=initial_state)
    return {key: (bool(o.passed), o.error) for key, o in outcomes.items()}


_STATE_KEY = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


class CheckMemo:
    """A session whose ``run_checks`` answers a question it was already asked from memory.

    A check is a function of the two states it is given (a fresh module per run, no environment), so the
    same checks on the same states give the same outcomes: the proof's steps ask several times about the
    initial state and the reference final state (the checks step, the noop, the empty prefix, the replay at
    the reference seed). Everything else goes to the session as it is.
    """

    def __init__(self, session: SessionLike) -> None:
        self._session = session
        self._outcomes: dict[
            tuple[tuple[tuple[str, str], ...], Hashable, Hashable], dict[str, CheckOutcome]
        ] = {}
        # A state's key by the state's identity, the state held so its id is never reused: the proof asks
        # about the same initial state object in every step, and never changes a state it has asked about
        # (perturbations and message tables are new dicts), for the one proof a memo lives.
        self._keys: dict[int, tuple[State, Hashable]] = {}
        # Likewise a table's bytes by the table's identity: the states a proof asks about share most tables
        # (a perturbation replaces one table, a message table is added to a state), and a table of a state
        # asked about is never changed either (that would change the state). The session's requests use them
        # too (``held_states.tables_unchanged``).
        self.table_bytes = remembered_table_bytes()
        self.asked = 0
        self.answered = 0

    def state_key(self, state: State) -> Hashable:
        """A key equal for two states only when their content is: its table names and each table's marshal
        bytes (exact types, float bits, key order; a third of the time of a canonical JSON text), in order,
        else that text (values marshal refuses); a tuple never equals a text. Made once per state object,
        and each table's bytes once per table object, for this proof."""
        found = self._keys.get(id(state))
        if found is None:
            key = self._tables_key(state)
            found = self._keys[id(state)] = (state, key)
        return found[1]

    def _tables_key(self, state: State) -> Hashable:
        if type(state) is not dict or not all(type(name) is str for name in state):
            return _STATE_KEY.encode(state)
        try:
            return tuple((name, self.table_bytes(rows)) for name, rows in state.items())
        except ValueError:
            return _STATE_KEY.encode(state)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)

    def run_checks(
        self, checks: list[tuple[str, str]], *, final_state: State, initial_state: State
    ) -> dict[str, CheckOutcome]:
        self.asked += 1
        key = (tuple(checks), self.state_key(final_state), self.state_key(initial_state))
        found = self._outcomes.get(key)
        if found is None:
            found = self._session.run_checks(checks, final_state=final_state, initial_state=initial_state)
            self._outcomes[key] = found
            self.answered += 1
        return dict(found)
