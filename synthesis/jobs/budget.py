"""A job's budget (options ``budget_tokens`` / ``budget_cost``): checked before each LLM-bound step starts.

When the job's recorded usage has reached either limit, the runner starts nothing more: what is running
finishes and keeps its result, the steps not started are marked ``NOT_STARTED`` (listed on the job page), and
the job ends as *stopped* with ``stop_message``. Resuming it with a larger budget runs only the steps without
a result (steps are memoized by ``(job, step, item)``). Pure: the runners (``synthesis.jobs.memory`` and
``synthesis.services``) read the usage and write the marks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from synthesis.jobs.context import JobError
from synthesis.jobs.stages import Stage

NOT_STARTED = "not started: budget spent"
# Every stop message starts with this (the job page and the resume service recognise a budget stop by it).
STOP_PREFIX = "Stopped: budget"


class BudgetSpent(JobError):
    """The job's budget is spent: nothing more starts (raised by the in-memory runner)."""


@dataclass(frozen=True)
class Spent:
    """What a job has used so far (its recorded LLM usage)."""

    tokens: int = 0
    cost: float = 0.0


@dataclass(frozen=True)
class Budget:
    """None: no limit."""

    tokens: int | None = None
    cost: float | None = None

    @property
    def limited(self) -> bool:
        return self.tokens is not None or self.cost is not None

    def is_spent(self, spent: Spent) -> bool:
        return (self.tokens is not None and spent.tokens >= self.tokens) or (
            self.cost is not None and spent.cost >= self.cost
        )

    def stop_message(self, spent: Spent) -> str:
        """``Stopped: budget of 1,000 tokens spent (1,234 used); ...`` naming the limit that was reached."""
        if self.tokens is not None and spent.tokens >= self.tokens:
            what = f"{self.tokens:,} tokens spent ({spent.tokens:,} used)"
        else:
            what = f"${self.cost or 0:,.4f} spent (${spent.cost:,.4f} used)"
        return (
            f"{STOP_PREFIX} of {what}. What was done is kept; the steps not started are listed. "
            "Resume the job with a larger budget to finish it."
        )


def budget_of(options: Mapping[str, Any]) -> Budget:
    """The job's budget from its options (validated at start: numbers >= 0, or absent/None = no limit)."""
    tokens, cost = options.get("budget_tokens"), options.get("budget_cost")
    return Budget(tokens=None if tokens is None else int(tokens), cost=None if cost is None else float(cost))


def spent_of(records: Iterable[Any]) -> Spent:
    """Totals of usage records (objects with prompt_tokens, completion_tokens, cost)."""
    tokens, cost = 0, 0.0
    for record in records:
        tokens += int(record.prompt_tokens) + int(record.completion_tokens)
        cost += float(record.cost)
    return Spent(tokens=tokens, cost=cost)


def is_budgeted(stage: Stage) -> bool:
    """The budget is checked before this stage's steps start: the stage may call the LLM."""
    return stage.calls_llm
