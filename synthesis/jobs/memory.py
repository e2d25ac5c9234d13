"""An in-memory JobContext and a sequential runner, for pipeline unit tests (no database, no Celery)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from synthesis.jobs.budget import NOT_STARTED, BudgetSpent, budget_of, is_budgeted, spent_of
from synthesis.jobs.context import JobCancelled, ListUsageSink, SeedInput, check_step_result
from synthesis.jobs.stages import Stage


@dataclass
class InMemoryJobContext:
    seed: SeedInput
    options: dict[str, Any] = field(default_factory=dict)
    workspace_settings: dict[str, Any] = field(default_factory=dict)
    job_id: int = 0
    usage: ListUsageSink = field(default_factory=ListUsageSink)
    cancel_requested: bool = False
    steps: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    compute_count: dict[tuple[str, str], int] = field(default_factory=dict)
    progress_log: list[tuple[str, int, int]] = field(default_factory=list)
    environments: dict[str, dict[str, Any]] = field(default_factory=dict)
    scenarios: dict[tuple[int, str], dict[str, Any]] = field(default_factory=dict)
    rollouts: dict[str, dict[str, Any]] = field(default_factory=dict)
    difficulties: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    # (step, item) -> why it did not start (budget spent); cleared for a step once it runs.
    not_started: dict[tuple[str, str], str] = field(default_factory=dict)

    def progress(self, *, stage: str, done: int, total: int) -> None:
        self.progress_log.append((stage, done, total))

    def step(self, *, step: str, item: str, compute: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        key = (step, item)
        if key not in self.steps:
            self.not_started.pop(key, None)
            self.compute_count[key] = self.compute_count.get(key, 0) + 1
            self.steps[key] = check_step_result(step=step, item=item, result=compute())
        return self.steps[key]

    def step_results(self, *, step: str) -> dict[str, dict[str, Any]]:
        return {item: result for (name, item), result in self.steps.items() if name == step}

    def step_result(self, *, step: str, item: str) -> dict[str, Any] | None:
        return self.steps.get((step, item))

    def check_cancelled(self) -> None:
        if self.cancel_requested:
            raise JobCancelled(f"job {self.job_id} was cancelled")

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
        if slug not in self.environments:
            self.environments[slug] = {
                "id": len(self.environments) + 1,
                "name": name,
                "ir": ir,
                "graph": graph,
                "summary": summary,
                "status": status,
                "verification": verification,
            }
        return int(self.environments[slug]["id"])

    def save_scenario(
        self,
        *,
        environment_id: int,
        key: str,
        ir: dict[str, Any],
        proof_passed: bool,
        verification: list[dict[str, Any]],
    ) -> int:
        if (environment_id, key) not in self.scenarios:
            self.scenarios[(environment_id, key)] = {
                "id": len(self.scenarios) + 1,
                "ir": ir,
                "proof_passed": proof_passed,
                "verification": verification,
            }
        return int(self.scenarios[(environment_id, key)]["id"])

    def save_rollout(
        self,
        *,
        key: str,
        scenario_revision_id: int | None,
        environment_revision_id: int | None,
        record: dict[str, Any],
    ) -> int:
        number = self.rollouts[key]["id"] if key in self.rollouts else len(self.rollouts) + 1
        self.rollouts[key] = {
            "id": number,
            "scenario_revision_id": scenario_revision_id,
            "environment_revision_id": environment_revision_id,
            "record": record,
        }
        return int(number)

    def save_difficulty(self, *, scenario_revision_id: int | None, record: dict[str, Any]) -> int:
        known = self.difficulties.get(scenario_revision_id)
        number = known["id"] if known else len(self.difficulties) + 1
        self.difficulties[scenario_revision_id] = {"id": number, "record": record}
        return int(number)


def run_pipeline_in_memory(*, stages: list[Stage], ctx: InMemoryJobContext) -> None:
    """Run every stage in order, fan-out items one by one, with the same step bookkeeping as the workers.

    With a budget in ``ctx.options`` (``budget_tokens``/``budget_cost``) it is checked before each step of an
    LLM-bound stage that has no result yet; once spent, the steps not started are put in ``ctx.not_started``
    and BudgetSpent is raised. Running it again on the same context (with a larger budget) resumes: steps
    with a result are not computed again."""
    for stage in stages:
        ctx.check_cancelled()
        if stage.run is not None:
            run = stage.run
            _check_budget(ctx, stage=stage, items=[""])
            ctx.step(step=stage.name, item="", compute=lambda run=run: run(ctx))  # type: ignore[misc]
        else:
            _run_fan_out_in_memory(stage=stage, ctx=ctx)


def _check_budget(ctx: InMemoryJobContext, *, stage: Stage, items: list[str]) -> None:
    """BudgetSpent, with ``items`` of ``stage`` (those without a result) marked not started, when spent."""
    budget = budget_of(ctx.options)
    if not budget.limited or not is_budgeted(stage):
        return
    pending = [item for item in items if (stage.name, item) not in ctx.steps]
    spent = spent_of(ctx.usage.records)
    if not pending or not budget.is_spent(spent):
        return
    for item in pending:
        ctx.not_started[(stage.name, item)] = NOT_STARTED
    raise BudgetSpent(budget.stop_message(spent))


def _run_fan_out_in_memory(*, stage: Stage, ctx: InMemoryJobContext) -> None:
    items_fn, run_item = stage.items, stage.run_item
    assert items_fn is not None and run_item is not None
    keys = ctx.step(step=stage.items_step, item="", compute=lambda: {"items": list(items_fn(ctx))})["items"]
    for done, item in enumerate(keys, start=1):
        ctx.check_cancelled()
        _check_budget(ctx, stage=stage, items=keys[done - 1 :])
        ctx.step(step=stage.name, item=item, compute=lambda item=item: run_item(ctx, item))  # type: ignore[misc]
        ctx.progress(stage=stage.name, done=done, total=len(keys))
