"""Usage accounting: every LLM call is reported, with its stage, to a UsageSink."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Protocol


class UsageSink(Protocol):
    """Receives one record per LLM call (cache hits included, with 0 tokens and cached=True)."""

    def record(
        self, *, stage: str, model: str, prompt_tokens: int, completion_tokens: int, cost: float, cached: bool
    ) -> None: ...


@dataclass
class StageUsage:
    """Totals for one stage."""

    calls: int = 0
    cached_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0


class MemoryUsage:
    """Totals per stage in memory, thread-safe; for tests and benchmarks."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._stages: dict[str, StageUsage] = {}

    def record(
        self, *, stage: str, model: str, prompt_tokens: int, completion_tokens: int, cost: float, cached: bool
    ) -> None:
        with self._lock:
            totals = self._stages.setdefault(stage, StageUsage())
            totals.calls += 1
            totals.cached_calls += int(cached)
            totals.prompt_tokens += prompt_tokens
            totals.completion_tokens += completion_tokens
            totals.cost += cost

    def stage(self, name: str) -> StageUsage:
        """A copy of the totals for one stage (zeros when the stage never ran)."""
        with self._lock:
            totals = self._stages.get(name, StageUsage())
            return StageUsage(**vars(totals))

    def stages(self) -> dict[str, StageUsage]:
        """A copy of the totals of every stage seen so far."""
        with self._lock:
            return {name: StageUsage(**vars(totals)) for name, totals in self._stages.items()}

    def total(self) -> StageUsage:
        """Totals over all stages."""
        result = StageUsage()
        for totals in self.stages().values():
            result.calls += totals.calls
            result.cached_calls += totals.cached_calls
            result.prompt_tokens += totals.prompt_tokens
            result.completion_tokens += totals.completion_tokens
            result.cost += totals.cost
        return result
