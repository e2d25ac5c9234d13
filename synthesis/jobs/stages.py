"""How a pipeline is declared: an ordered list of stages, each run once or fanned out over items."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from synthesis.jobs.context import JobContext

QUEUES = ("default", "llm", "sandbox")


@dataclass(frozen=True)
class Stage:
    """A once stage has `run`; a fan-out stage has `items` (item keys) and `run_item` (one step per item).

    A fan-out stage's items run as separate Celery tasks, possibly on many workers; the next stage starts when
    all of them are done. `queue` picks the worker pool: "llm" for LLM-bound work (threads, many in flight),
    "sandbox" or "default" for CPU-bound work (prefork).

    A fan-out stage may also start items *early*, one piece of work moving on without waiting for its
    siblings (one environment's scenarios are built while other environments are still being verified):
    `early_after` names an earlier fan-out stage, and when an item of that stage is done, `early_items(ctx,
    item)` are the items of this stage that may run at once. They must be items `items` will list, and their
    work may read only the results of that item and of stages before it. The stage still starts as usual once
    the stages before it are done, running whatever the early items left.

    `llm`: the stage may call the LLM, so a job's budget (options ``budget_tokens``/``budget_cost``) is
    checked before each of its steps starts; None means "if it runs on the llm queue".
    """

    name: str
    run: Callable[[JobContext], dict[str, Any]] | None = None
    items: Callable[[JobContext], list[str]] | None = None
    run_item: Callable[[JobContext, str], dict[str, Any]] | None = None
    queue: str = "default"
    early_after: str | None = None
    early_items: Callable[[JobContext, str], list[str]] | None = None
    llm: bool | None = None

    def __post_init__(self) -> None:
        if not self.name or ":" in self.name:
            raise ValueError(f"stage name {self.name!r} must be non-empty and contain no ':'")
        if self.queue not in QUEUES:
            raise ValueError(f"stage {self.name!r}: queue {self.queue!r} is not one of {QUEUES}")
        is_once = self.run is not None
        is_fan_out = self.items is not None and self.run_item is not None
        if is_once == is_fan_out or (self.items is None) != (self.run_item is None):
            raise ValueError(f"stage {self.name!r} needs either run, or both items and run_item")
        if (self.early_after is None) != (self.early_items is None):
            raise ValueError(f"stage {self.name!r} needs both early_after and early_items, or neither")
        if self.early_after is not None and is_once:
            raise ValueError(f"stage {self.name!r}: only a fan-out stage can start items early")

    @property
    def is_fan_out(self) -> bool:
        return self.run is None

    @property
    def calls_llm(self) -> bool:
        return self.queue == "llm" if self.llm is None else self.llm

    @property
    def items_step(self) -> str:
        """The step storing a fan-out stage's item list, so a resumed stage fans out over the same items."""
        return f"{self.name}:items"


def once(
    name: str, run: Callable[[JobContext], dict[str, Any]], *, queue: str = "default", llm: bool | None = None
) -> Stage:
    return Stage(name=name, run=run, queue=queue, llm=llm)


def fan_out(
    name: str,
    *,
    items: Callable[[JobContext], list[str]],
    run_item: Callable[[JobContext, str], dict[str, Any]],
    queue: str = "default",
    early_after: str | None = None,
    early_items: Callable[[JobContext, str], list[str]] | None = None,
    llm: bool | None = None,
) -> Stage:
    return Stage(
        name=name,
        items=items,
        run_item=run_item,
        queue=queue,
        early_after=early_after,
        early_items=early_items,
        llm=llm,
    )


def validate_pipeline(*, kind: str, stages: list[Stage]) -> None:
    if not stages:
        raise ValueError(f"pipeline {kind!r} has no stages")
    names = [stage.name for stage in stages]
    if len(set(names)) != len(names):
        raise ValueError(f"pipeline {kind!r} has duplicate stage names: {names}")
    for index, stage in enumerate(stages):
        if stage.early_after is None:
            continue
        earlier = {s.name: s for s in stages[:index]}.get(stage.early_after)
        if earlier is None or not earlier.is_fan_out:
            raise ValueError(
                f"pipeline {kind!r}: stage {stage.name!r} starts items early after {stage.early_after!r}, "
                "which is not an earlier fan-out stage"
            )


def early_stages(stages: list[Stage], *, after: str) -> list[tuple[int, Stage]]:
    """The stages (with their indices) that start items early when an item of stage ``after`` is done."""
    return [(index, stage) for index, stage in enumerate(stages) if stage.early_after == after]
