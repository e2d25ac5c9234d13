"""A job's budget over the database: the check before an LLM-bound step starts, the stop, and the resume.

``refuses`` is called by the runner (``running``) before a once stage's step, before a fan-out stage sends its
items and before an item computes. When the job's recorded usage (``SynthesisJob.prompt_tokens +
completion_tokens`` and ``cost``, written by every LLM call through ``DjangoUsageSink``) has reached its
budget, the job becomes *stopped*: steps running elsewhere finish and keep their results (a stopped job is not
cancelled, so ``check_cancelled`` lets them go on, and they no longer move the job on), the steps not started
get a ``JobStep`` row marked ``NOT_STARTED``, and the job's ``error`` says which limit was reached.
``resume_job`` raises the budget and sends the current stage again: only steps without a result run.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from envstudio.audit.services import record_event
from synthesis.jobs.budget import NOT_STARTED, STOP_PREFIX, budget_of, is_budgeted
from synthesis.jobs.budget import Spent as Spent
from synthesis.jobs.context import JobError
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import Stage
from synthesis.models import ACTIVE_JOB_STATUSES, JobStatus, JobStep, StepStatus, SynthesisJob
from synthesis.services import dispatch

logger = logging.getLogger(__name__)


class ResumeRefused(JobError):
    """A job that cannot be resumed (not stopped at its budget, or the new budget is spent already)."""


def spent_by(job_id: int) -> Spent:
    row = SynthesisJob.objects.filter(pk=job_id).values("prompt_tokens", "completion_tokens", "cost").first()
    if row is None:
        return Spent()
    return Spent(
        tokens=int(row["prompt_tokens"] or 0) + int(row["completion_tokens"] or 0),
        cost=float(row["cost"] or 0),
    )


def refuses(*, job: SynthesisJob, stage: Stage, items: Iterable[str]) -> bool:
    """True when the job's budget is spent and some of ``items`` of ``stage`` have no result yet: the job is
    then stopped, those items (and every other listed item not started) marked, and nothing may start."""
    budget = budget_of(job.options)
    if not budget.limited or not is_budgeted(stage):
        return False
    wanted = list(items)
    done = set(
        JobStep.objects.filter(
            job_id=job.pk, step=stage.name, item__in=wanted, status=StepStatus.DONE
        ).values_list("item", flat=True)
    )
    pending = [item for item in wanted if item not in done]
    if not pending:
        return False
    spent = spent_by(job.pk)
    if not budget.is_spent(spent):
        return False
    stop_for_budget(job=job, message=budget.stop_message(spent), refused=[(stage.name, i) for i in pending])
    return True


def stop_for_budget(*, job: SynthesisJob, message: str, refused: list[tuple[str, str]]) -> bool:
    """End an active job as stopped and mark what did not start; False when it had ended already."""
    stopped = SynthesisJob.objects.filter(pk=job.pk, status__in=ACTIVE_JOB_STATUSES).update(
        status=JobStatus.STOPPED, error=message, finished_at=timezone.now()
    )
    if stopped:
        logger.info("job %s stopped: %s", job.pk, message)
    _mark_not_started(job=job, steps=[*refused, *_listed_not_started(job)])
    return bool(stopped)


def _listed_not_started(job: SynthesisJob) -> list[tuple[str, str]]:
    """Items of fan-out stages whose list is stored and that have no result and are not running."""
    found: list[tuple[str, str]] = []
    stages = [stage for stage in get_pipeline(job.kind) if stage.is_fan_out]
    lists = dict(
        JobStep.objects.filter(
            job_id=job.pk, step__in=[stage.items_step for stage in stages], item="", status=StepStatus.DONE
        ).values_list("step", "result")
    )
    for stage in stages:
        listed = (lists.get(stage.items_step) or {}).get("items") or []
        if not listed:
            continue
        started = set(
            JobStep.objects.filter(
                job_id=job.pk, step=stage.name, status__in=(StepStatus.DONE, StepStatus.RUNNING)
            ).values_list("item", flat=True)
        )
        found.extend((stage.name, item) for item in listed if item not in started)
    return found


def _mark_not_started(*, job: SynthesisJob, steps: list[tuple[str, str]]) -> None:
    for step, item in dict.fromkeys(steps):
        row, created = JobStep.objects.get_or_create(
            job_id=job.pk, step=step, item=item, defaults={"status": StepStatus.FAILED, "error": NOT_STARTED}
        )
        if not created and row.status == StepStatus.FAILED and not row.attempts:
            JobStep.objects.filter(pk=row.pk, status=StepStatus.FAILED).update(error=NOT_STARTED)


def not_started(job: SynthesisJob) -> list[dict[str, str]]:
    """The steps a stopped job did not start, for its page: ``[{"step", "item"}]`` in pipeline order."""
    if job.status != JobStatus.STOPPED:
        return []
    rows = JobStep.objects.filter(job=job, status=StepStatus.FAILED, error=NOT_STARTED).values_list(
        "step", "item"
    )
    order = {stage.name: index for index, stage in enumerate(get_pipeline(job.kind))}
    return [
        {"step": step, "item": item}
        for step, item in sorted(rows, key=lambda row: (order.get(row[0], len(order)), row[1]))
    ]


def is_budget_stop(job: SynthesisJob) -> bool:
    return job.status == JobStatus.STOPPED and job.error.startswith(STOP_PREFIX)


def resume_job(*, job: SynthesisJob, budget: Mapping[str, Any], actor: User | None = None) -> SynthesisJob:
    """Resume a job stopped at its budget with the new ``budget_tokens`` / ``budget_cost`` (None: no limit):
    the current stage is sent again and runs only the steps without a result. ResumeRefused when the job is
    not stopped or the new budget is spent already; JobOptionsError for a bad value."""
    from synthesis.services.jobs import validate_job_options

    if job.status != JobStatus.STOPPED:
        raise ResumeRefused(f"Job {job.pk} is {job.status}: only a job stopped at its budget can be resumed.")
    options = {
        key: value for key, value in job.options.items() if key not in ("budget_tokens", "budget_cost")
    }
    for key in ("budget_tokens", "budget_cost"):
        if budget.get(key) is not None:
            options[key] = budget[key]
    typed = validate_job_options(kind=job.kind, options=options)
    stored = typed.model_dump(mode="json", exclude_unset=True)
    spent = spent_by(job.pk)
    new_budget = budget_of(stored)
    if new_budget.is_spent(spent):
        raise ResumeRefused(
            f"The new budget is spent already ({spent.tokens:,} tokens, ${spent.cost:,.4f} used): "
            "give a larger one, or none for no limit."
        )
    old = {key: job.options.get(key) for key in ("budget_tokens", "budget_cost")}
    with transaction.atomic():
        resumed = SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.STOPPED).update(
            status=JobStatus.RUNNING, error="", finished_at=None, heartbeat_at=timezone.now(), options=stored
        )
        if not resumed:
            raise ResumeRefused(f"Job {job.pk} was resumed already.")
        record_event(
            workspace=job.workspace,
            actor=actor,
            action="job.resume",
            target_kind="job",
            target_id=job.pk,
            target_label=f"{job.kind} job {job.pk}",
            old_value=old,
            new_value={key: stored.get(key) for key in ("budget_tokens", "budget_cost")},
        )
        stage_index = job.stage_index
        transaction.on_commit(lambda: dispatch.dispatch_stage(job_id=job.pk, stage_index=stage_index))
    job.refresh_from_db()
    return job
