"""What the gate needs from a sandbox session (``synthesis.sandbox.SandboxSession`` satisfies it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from synthesis.ir import EnvironmentSpec, State
from synthesis.sandbox.protocol import SessionLike, load_spec

SessionFactory = Callable[[], SessionLike]


class CallRecord:
    """One tool call on a fresh copy of the test state: arguments, result, diff and the state after."""

    def __init__(
        self,
        *,
        tool: str,
        arguments: dict[str, Any],
        result: dict[str, Any],
        diff: list[dict[str, Any]],
        after: State,
        failure: str = "",
    ) -> None:
        self.tool = tool
        self.arguments = arguments
        self.result = result
        self.diff = diff
        self.after = after
        # Non-empty when the sandbox worker died during the call (timeout, memory, crash): the text says why.
        self.failure = failure


class LiveEnvironment:
    """A loaded environment in a sandbox session that replaces its session when the worker dies."""

    def __init__(self, *, factory: SessionFactory, spec: EnvironmentSpec, state: State, seed: int) -> None:
        self._factory = factory
        self.spec = spec
        self.state = state
        self.seed = seed
        self._session: SessionLike | None = None

    def open(self) -> SessionLike:
        """Open a session and load the environment; LoadError propagates (the caller reports it)."""
        if self._session is None:
            session = self._factory()
            enter = getattr(session, "__enter__", None)
            if enter is not None:
                session = enter()
            try:
                load_spec(session, spec=self.spec, state=self.state, seed=self.seed)
            except BaseException:
                session.close()
                raise
            self._session = session
        return self._session

    def close(self) -> None:
        if self._session is not None:
            session, self._session = self._session, None
            session.close()

    def call_fresh(self, tool: str, arguments: dict[str, Any]) -> CallRecord:
        """Reset to the test state, call one tool, and read the state after."""
        from synthesis.sandbox.errors import SandboxFailure

        session = self.open()
        try:
            session.reset(self.state)
            outcome = session.call(tool, arguments)
            after = session.state()
        except SandboxFailure as exc:
            self._drop()
            return CallRecord(
                tool=tool,
                arguments=arguments,
                result={},
                diff=[],
                after=self.state,
                failure=f"{exc.reason}: {exc.detail}",
            )
        return CallRecord(
            tool=tool, arguments=arguments, result=outcome.result, diff=list(outcome.diff), after=after
        )

    def eval_conditions(
        self,
        exprs: list[str],
        *,
        args: dict[str, Any],
        state: State,
        new: State | None = None,
        result: Any = None,
    ) -> list[tuple[bool | None, str | None]]:
        """(value, error) per expression; a dead worker gives (None, reason) for each."""
        from synthesis.sandbox.errors import SandboxFailure

        if not exprs:
            return []
        session = self.open()
        try:
            outcomes = session.eval_conditions(exprs, args=args, state=state, new=new, result=result)
        except SandboxFailure as exc:
            self._drop()
            return [(None, f"sandbox {exc.reason}: {exc.detail}") for _ in exprs]
        return [(o.value, o.error) for o in outcomes]

    def _drop(self) -> None:
        # The worker is dead: close what is left and let the next call open a new session.
        try:
            self.close()
        except Exception:
            self._session = None
