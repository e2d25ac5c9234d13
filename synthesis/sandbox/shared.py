"""One worker process serving many sessions of one environment, one after another.

Starting a bubblewrap worker costs tens of milliseconds; building and proving one scenario needs three
sessions (build, proof, a replay in a "new session"). ``SharedSession`` keeps one worker per environment and
hands out *leases*: each lease behaves like a fresh session (it must load the environment first, which
executes the environment code anew: a new class, new module globals, a new seeded clock and id source) and
leaving it does not stop the worker. The worker's caches of screened and compiled code make a repeated load
cheap.

Only one environment's code may run in a shared worker (the caller keeps one ``SharedSession`` per
environment), so one environment's code never sees another's. A worker that died (timeout, limit, crash) is
replaced at the next lease; a lease asked for while another is open gets a worker of its own, and so does one
asked for after ``close`` (closed when the lease ends).
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable
from types import TracebackType
from typing import Any

from synthesis.ir import State
from synthesis.sandbox.errors import SandboxFailure
from synthesis.sandbox.protocol import SessionLike
from synthesis.sandbox.session import (
    CallOutcome,
    CheckOutcome,
    ConditionOutcome,
    RunOutcome,
    SandboxSession,
)


class SharedSession:
    """A context manager owning at most one idle worker; ``lease`` is a sandbox factory for pipeline code."""

    def __init__(self, factory: Callable[[], SandboxSession]) -> None:
        self._factory = factory
        self._idle: SandboxSession | None = None
        self._lock = threading.Lock()
        self._closed = False
        self.workers_started = 0
        self.leases = 0

    def lease(self) -> SessionLease:
        """A lease of the idle worker, or of a new one (after ``close`` too: that one closes at release, so a
        registry may retire a shared session while other threads still lease from it)."""
        with self._lock:
            session, self._idle = self._idle, None
            self.leases += 1
        if session is None or not session.alive:
            if session is not None:
                session.close()
            session = self._factory()
            with self._lock:
                self.workers_started += 1
        return SessionLease(session=session, owner=self)

    def _give_back(self, session: SandboxSession) -> None:
        with self._lock:
            if not self._closed and self._idle is None and session.alive:
                self._idle, session = session, None  # type: ignore[assignment]
        if session is not None:
            session.close()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            session, self._idle = self._idle, None
        if session is not None:
            session.close()

    def __enter__(self) -> SharedSession:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


class SessionLease:
    """One session's worth of a shared worker: the ``SessionLike`` calls, a fresh load first."""

    def __init__(self, *, session: SandboxSession, owner: SharedSession) -> None:
        self._session: SandboxSession | None = session
        self._owner = owner
        self._loaded = False

    def _live(self, *, needs_env: bool = False) -> SandboxSession:
        if self._session is None:
            raise SandboxFailure(reason="crash", detail="the session is closed")
        if needs_env and not self._loaded:
            raise RuntimeError("load_environment() must succeed before this call")
        return self._session

    def load_environment(
        self,
        *,
        code: str,
        class_name: str,
        tools: list[str],
        primary_keys: dict[str, str],
        state: State,
        seed: int = 0,
        clock: str | None = None,
    ) -> None:
        self._loaded = False
        self._live().load_environment(
            code=code,
            class_name=class_name,
            tools=tools,
            primary_keys=primary_keys,
            state=state,
            seed=seed,
            clock=clock,
        )
        self._loaded = True

    def call(self, name: str, arguments: dict[str, Any]) -> CallOutcome:
        return self._live(needs_env=True).call(name, arguments)

    def state(self) -> State:
        return self._live(needs_env=True).state()

    def state_hash(self) -> str:
        return self._live(needs_env=True).state_hash()

    def reset(self, state: State | None = None) -> None:
        self._live(needs_env=True).reset(state)

    def run_calls(
        self,
        calls: list[tuple[str, dict[str, Any]]],
        *,
        state: State,
        stop_on_failure: bool = True,
        seed: int | None = None,
        states_after: bool = False,
        hashed: bool = True,
        clock: str | None = None,
    ) -> RunOutcome:
        return self._live(needs_env=True).run_calls(
            calls,
            state=state,
            stop_on_failure=stop_on_failure,
            seed=seed,
            states_after=states_after,
            hashed=hashed,
            clock=clock,
        )

    def run_checks(
        self, checks: list[tuple[str, str]], *, final_state: State, initial_state: State
    ) -> dict[str, CheckOutcome]:
        return self._live().run_checks(checks, final_state=final_state, initial_state=initial_state)

    def eval_conditions(
        self,
        exprs: list[str],
        *,
        args: dict[str, Any],
        state: State,
        new: State | None = None,
        result: Any = None,
    ) -> list[ConditionOutcome]:
        return self._live().eval_conditions(exprs, args=args, state=state, new=new, result=result)

    def close(self) -> None:
        session, self._session = self._session, None
        if session is not None:
            self._owner._give_back(session)

    def __enter__(self) -> SessionLike:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


class SharedSessions:
    """The shared sessions of one process, by key (one per environment of a job), the most recent few kept.

    A build or proof task of the pipeline asks for ``factory(key, make)``: tasks for the same environment
    that land in the same process reuse its worker instead of starting three per scenario. Older keys'
    workers are closed beyond ``keep``; all are closed when the process exits.
    """

    def __init__(self, *, keep: int = 4) -> None:
        if keep < 1:
            raise ValueError("keep must be at least 1")
        self._keep = keep
        self._shared: dict[str, SharedSession] = {}
        self._lock = threading.Lock()

    def factory(self, key: str, make: Callable[[], SandboxSession]) -> Callable[[], SessionLease]:
        def lease() -> SessionLease:
            with self._lock:
                shared = self._shared.pop(key, None) or SharedSession(make)
                self._shared[key] = shared  # most recent last
                evicted = list(self._shared)[: -self._keep]
                retired = [self._shared.pop(old) for old in evicted]
            for old in retired:
                old.close()
            return shared.lease()

        return lease

    def counts(self) -> dict[str, tuple[int, int]]:
        """Per key still held: (workers started, leases handed out)."""
        with self._lock:
            return {key: (shared.workers_started, shared.leases) for key, shared in self._shared.items()}

    def close_all(self) -> None:
        with self._lock:
            retired, self._shared = list(self._shared.values()), {}
        for shared in retired:
            shared.close()


process_sessions = SharedSessions()
atexit.register(process_sessions.close_all)
