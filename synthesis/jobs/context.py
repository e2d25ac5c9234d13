"""The protocol between a pipeline and whatever runs it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol


class JobError(Exception):
    """A job-level failure whose message is shown to the user as is."""


class JobCancelled(Exception):
    """Raised by check_cancelled() when someone asked the job to stop."""


class StepAttemptsExhausted(JobError):
    """A step was started too many times without finishing (its worker kept dying)."""


@dataclass(frozen=True)
class SeedInput:
    """What a pipeline gets to know about its seed."""

    kind: str
    name: str
    text: str = ""
    filename: str = ""
    file_path: Path | None = None
    sha256: str = ""

    def read_bytes(self) -> bytes:
        if self.file_path is None:
            raise JobError(f"seed {self.name!r} has no uploaded file")
        return self.file_path.read_bytes()


class UsageSink(Protocol):
    def record(
        self, *, stage: str, model: str, prompt_tokens: int, completion_tokens: int, cost: float, cached: bool
    ) -> None: ...


@dataclass
class UsageRecord:
    stage: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    cost: float
    cached: bool


@dataclass
class ListUsageSink:
    """A UsageSink that just keeps the records (tests, in-memory runs)."""

    records: list[UsageRecord] = field(default_factory=list)

    def record(
        self, *, stage: str, model: str, prompt_tokens: int, completion_tokens: int, cost: float, cached: bool
    ) -> None:
        self.records.append(
            UsageRecord(
                stage=stage,
                model=model,
                prompt_tokens=prompt_tokens,
                completion_tokens=completion_tokens,
                cost=cost,
                cached=cached,
            )
        )


class JobContext(Protocol):
    """What a pipeline may do with its job; implemented over the ORM (services) and in memory (tests)."""

    job_id: int
    options: dict[str, Any]
    seed: SeedInput
    workspace_settings: dict[str, Any]

    @property
    def usage(self) -> UsageSink:
        """Where LLM calls are recorded: usage.record(stage=, model=, prompt_tokens=, ...)."""
        ...

    def progress(self, *, stage: str, done: int, total: int) -> None: ...

    def step(self, *, step: str, item: str, compute: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """Idempotent: when (job, step, item) finished before, return its stored result without computing."""
        ...

    def step_results(self, *, step: str) -> dict[str, dict[str, Any]]:
        """The stored results of a finished step by item (e.g. everything a fanned-out stage produced)."""
        ...

    def step_result(self, *, step: str, item: str) -> dict[str, Any] | None:
        """The stored result of one finished (step, item), or None while it has not finished: one read,
        however many items the step has (an item's work reads its own results this way, not all of them)."""
        ...

    def check_cancelled(self) -> None:
        """Raise JobCancelled when cancel was requested."""
        ...

    def save_environment(
        self,
        *,
        slug: str,
        name: str,
        ir: dict[str, Any],
        graph: dict[str, Any] | None,
        summary: dict[str, Any],
        status: str,
        verification: list[dict[str, Any]],
    ) -> int:
        """Idempotent per (job, slug); returns the environment id."""
        ...

    def save_scenario(
        self,
        *,
        environment_id: int,
        key: str,
        ir: dict[str, Any],
        proof_passed: bool,
        verification: list[dict[str, Any]],
    ) -> int:
        """Idempotent per (job, key); returns the scenario id."""
        ...

    def save_rollout(
        self,
        *,
        key: str,
        scenario_revision_id: int | None,
        environment_revision_id: int | None,
        record: dict[str, Any],
    ) -> int:
        """Store one rollout (``Rollout.model_dump(mode="json")``); idempotent per (job, key), the last
        write wins (a re-run step stores what it computed again); returns the rollout id."""
        ...

    def save_difficulty(self, *, scenario_revision_id: int | None, record: dict[str, Any]) -> int:
        """Store a scenario's difficulty (``Difficulty.model_dump(mode="json")``); idempotent per (job,
        scenario revision), the last write wins; returns its id."""
        ...


def check_step_result(*, step: str, item: str, result: object) -> dict[str, Any]:
    """Step results are stored as JSON objects; anything else is a pipeline bug worth a clear message."""
    if not isinstance(result, dict):
        raise TypeError(f"step {step!r} item {item!r} returned {type(result).__name__}, expected a dict")
    return result
