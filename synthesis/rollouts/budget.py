"""Budgets: per rollout (steps, tokens, cost) and per job (shared by every rollout of the job, thread-safe).

Budgets are checked between steps, so a single LLM call can overshoot a token or cost budget by its own size;
the rollout then stops before the next call.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass


class BudgetExhausted(Exception):
    """A new rollout was refused because the job budget is spent (or the job was cancelled)."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"no new rollout: {reason}")
        self.reason = reason


@dataclass(frozen=True)
class RolloutBudget:
    """Limits of one rollout. A step is one assistant turn (one agent LLM call, with all its tool calls).

    ``max_tokens`` counts prompt and completion tokens of the agent and the simulated user together;
    ``max_cost`` is in the currency of the endpoint's per-million-token prices. None means no limit.
    """

    max_steps: int = 20
    max_tokens: int | None = None
    max_cost: float | None = None

    def __post_init__(self) -> None:
        if self.max_steps < 1:
            raise ValueError(f"RolloutBudget.max_steps must be >= 1, got {self.max_steps}")
        if self.max_tokens is not None and self.max_tokens < 1:
            raise ValueError(f"RolloutBudget.max_tokens must be >= 1 or None, got {self.max_tokens}")
        if self.max_cost is not None and self.max_cost < 0:
            raise ValueError(f"RolloutBudget.max_cost must be >= 0 or None, got {self.max_cost}")


class JobBudget:
    """What one job may spend over all its rollouts; shared across threads.

    ``start_rollout()`` refuses new rollouts once a limit is reached; running rollouts poll ``exceeded()``
    between steps and stop with stop reason ``job_budget``.
    """

    def __init__(
        self, *, max_tokens: int | None = None, max_cost: float | None = None, max_rollouts: int | None = None
    ) -> None:
        for name, value in (
            ("max_tokens", max_tokens),
            ("max_cost", max_cost),
            ("max_rollouts", max_rollouts),
        ):
            if value is not None and value < 0:
                raise ValueError(f"JobBudget.{name} must be >= 0 or None, got {value}")
        self.max_tokens = max_tokens
        self.max_cost = max_cost
        self.max_rollouts = max_rollouts
        self._lock = threading.Lock()
        self._tokens = 0
        self._cost = 0.0
        self._rollouts = 0

    def _exceeded_locked(self) -> str | None:
        if self.max_tokens is not None and self._tokens >= self.max_tokens:
            return f"job token budget spent ({self._tokens} of {self.max_tokens})"
        if self.max_cost is not None and self._cost >= self.max_cost:
            return f"job cost budget spent ({self._cost:.6f} of {self.max_cost})"
        return None

    def exceeded(self) -> str | None:
        """Why the job must stop spending, or None while it may go on."""
        with self._lock:
            return self._exceeded_locked()

    def start_rollout(self) -> None:
        """Count a new rollout, or raise BudgetExhausted when no new rollout may start."""
        with self._lock:
            reason = self._exceeded_locked()
            if reason is None and self.max_rollouts is not None and self._rollouts >= self.max_rollouts:
                reason = f"job rollout budget spent ({self._rollouts} of {self.max_rollouts})"
            if reason is not None:
                raise BudgetExhausted(reason)
            self._rollouts += 1

    def charge(self, *, tokens: int, cost: float) -> None:
        if tokens < 0 or cost < 0:
            raise ValueError("charged tokens and cost must not be negative")
        with self._lock:
            self._tokens += tokens
            self._cost += cost

    def spent(self) -> dict[str, float]:
        with self._lock:
            return {"tokens": self._tokens, "cost": self._cost, "rollouts": self._rollouts}
