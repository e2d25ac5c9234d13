"""Running reference chains and checks through sandbox sessions (the only place environment code runs)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from synthesis.ir import EnvironmentSpec, State, ToolCall


class CallOutcomeLike(Protocol):
    result: dict[str, Any]
    diff: list[dict[str, Any]]


class CheckOutcomeLike(Protocol):
    passed: bool
    error: str | None


class SessionLike(Protocol):
    """What the scenario stage needs of ``synthesis.sandbox.SandboxSession``."""

    def load_environment(
        self,
        *,
        code: str,
        class_name: str,
        tools: list[str],
        primary_keys: dict[str, str],
        state: dict[str, Any],
        seed: int = 0,
    ) -> None: ...

    def call(self, name: str, arguments: dict[str, Any]) -> Any: ...

    def state(self) -> dict[str, Any]: ...

    def state_hash(self) -> str: ...

    def reset(self, state: dict[str, Any] | None = None) -> None: ...

    def run_checks(
        self, checks: list[tuple[str, str]], *, final_state: dict[str, Any], initial_state: dict[str, Any]
    ) -> dict[str, Any]: ...

    def close(self) -> None: ...

    def __enter__(self) -> Any: ...

    def __exit__(self, *exc: object) -> None: ...


SandboxFactory = Callable[[], SessionLike]


@dataclass
class ChainRun:
    results: list[dict[str, Any]] = field(default_factory=list)
    diffs: list[list[dict[str, Any]]] = field(default_factory=list)
    final_state: State = field(default_factory=dict)
    state_hash: str = ""
    failed_at: int | None = None  # index of the first failing call

    @property
    def ok(self) -> bool:
        return self.failed_at is None

    @property
    def error(self) -> str:
        if self.failed_at is None:
            return ""
        return str(self.results[self.failed_at].get("error", ""))


def load_spec(session: SessionLike, *, spec: EnvironmentSpec, state: State, seed: int = 0) -> None:
    session.load_environment(
        code=spec.code,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys=spec.state_schema.primary_keys(),
        state=copy.deepcopy(state),
        seed=seed,
    )


def run_chain(
    session: SessionLike, *, calls: list[ToolCall], state: State, stop_on_failure: bool = True
) -> ChainRun:
    """Reset the loaded environment to ``state`` and run the calls in order."""
    session.reset(copy.deepcopy(state))
    run = ChainRun()
    for index, call in enumerate(calls):
        outcome = session.call(call.name, copy.deepcopy(call.arguments))
        run.results.append(outcome.result)
        run.diffs.append(list(outcome.diff))
        if not outcome.result.get("success") and run.failed_at is None:
            run.failed_at = index
            if stop_on_failure:
                break
    run.final_state = session.state()
    run.state_hash = session.state_hash()
    return run


def run_checks(
    session: SessionLike, *, checks: list[tuple[str, str]], final_state: State, initial_state: State
) -> dict[str, tuple[bool, str | None]]:
    outcomes = session.run_checks(checks, final_state=final_state, initial_state=initial_state)
    return {key: (bool(o.passed), o.error) for key, o in outcomes.items()}
