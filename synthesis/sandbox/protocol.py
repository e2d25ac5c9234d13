"""What callers need of a sandbox session, as a protocol: stages type against it, tests may pass fakes, and
``SandboxSession`` satisfies it. Also the one way to load an environment spec into a session."""

from __future__ import annotations

from collections.abc import Callable
from types import TracebackType
from typing import Any, Protocol, runtime_checkable

from synthesis.ir import EnvironmentSpec, State
from synthesis.sandbox.session import CallOutcome, CheckOutcome, ConditionOutcome, RunOutcome


class SessionLike(Protocol):
    """Sessions serialize what they are given at once: callers need not copy states or arguments."""

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
    ) -> None: ...

    def call(self, name: str, arguments: dict[str, Any]) -> CallOutcome: ...

    def state(self) -> State: ...

    def state_hash(self) -> str: ...

    def reset(self, state: State | None = None) -> None: ...

    def run_checks(
        self, checks: list[tuple[str, str]], *, final_state: State, initial_state: State
    ) -> dict[str, CheckOutcome]: ...

    def eval_conditions(
        self,
        exprs: list[str],
        *,
        args: dict[str, Any],
        state: State,
        new: State | None = None,
        result: Any = None,
    ) -> list[ConditionOutcome]: ...

    def close(self) -> None: ...

    def __enter__(self) -> SessionLike: ...

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None: ...


SessionFactory = Callable[[], SessionLike]


@runtime_checkable
class BatchRunner(Protocol):
    """A session that can replay a chain in one request (``SandboxSession`` and shared-session leases)."""

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
    ) -> RunOutcome: ...


def runs_batches(session: object) -> bool:
    """``isinstance(session, BatchRunner)`` without the protocol machinery, which looks its members up anew
    at every call (~15 us; a proof asks hundreds of times): a session, or a wrapper forwarding to one,
    that has a ``run_calls`` to call."""
    return callable(getattr(session, "run_calls", None))


def load_spec(
    session: SessionLike, *, spec: EnvironmentSpec, state: State, seed: int = 0, clock: str | None = None
) -> None:
    """Load the spec's environment class with ``state``; sessions serialize it at once (``SessionLike``), so
    the caller's state is never shared and need not be copied here. ``clock``: the episode clock's first
    reading (a scenario's ``clock_start``); None: the default start, and a session without the parameter
    (a test's fake) is loaded as before."""
    session.load_environment(
        code=spec.code,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys=spec.state_schema.primary_keys(),
        state=state,
        seed=seed,
        **({} if clock is None else {"clock": clock}),
    )
