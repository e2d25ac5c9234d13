"""Running reference chains and checks through sandbox sessions (the only place environment code runs)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import State, ToolCall
from synthesis.sandbox.protocol import SessionLike

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
