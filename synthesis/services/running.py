"""What the Celery tasks call: running stages and items, job state transitions, reaping stalled jobs.

How a job runs: run_stage(job, i) executes stage i. A once stage is one idempotent step; a fan-out stage
stores its item list as a step and sends one run_item task per unfinished item. Whoever finishes the last
piece of stage i moves job.stage_index from i to i+1 with a conditional UPDATE (exactly one process wins) and
sends run_stage(i+1). Every task is safe to run twice: finished (job, step, item) rows are never recomputed,
artifacts are unique per (job, key), and a task whose stage already moved on does nothing. A job whose worker
died is resumed by the reaper (resume_stalled_jobs) once its heartbeat is older than any task may run.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from synthesis.jobs.context import JobCancelled, JobError
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import Stage, early_stages
from synthesis.models import (
    ACTIVE_JOB_STATUSES,
    JobStatus,
    JobStep,
    StepStatus,
    SynthesisJob,
)
from synthesis.reaper import StepBusy, hold_for_missing_worker
from synthesis.services import budget, dispatch
from synthesis.services.context import MAX_ERROR_CHARS, DjangoJobContext, describe_error

logger = logging.getLogger(__name__)


def fail_job(*, job_id: int, error: str) -> bool:
    """Record a failure on the job; False when the job had already ended."""
    # The whole error, traceback included, goes to the log; pages show it to admins only.
    logger.error("job %s failed: %s", job_id, error or "")
    return bool(
        SynthesisJob.objects.filter(pk=job_id, status__in=ACTIVE_JOB_STATUSES).update(
            status=JobStatus.FAILED, error=error[:MAX_ERROR_CHARS] or "failed", finished_at=timezone.now()
        )
    )


def mark_cancelled(*, job_id: int) -> bool:
    return bool(
        SynthesisJob.objects.filter(pk=job_id, status__in=ACTIVE_JOB_STATUSES).update(
            status=JobStatus.CANCELLED, finished_at=timezone.now()
        )
    )


def _mark_running(*, job: SynthesisJob, stage: Stage) -> None:
    now = timezone.now()
    SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.QUEUED).update(
        status=JobStatus.RUNNING, started_at=now
    )
    SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.RUNNING).update(
        stage=stage.name, heartbeat_at=now
    )


def _advance(*, job_id: int, from_index: int, stage_count: int) -> None:
    """Stage from_index is complete: exactly one caller moves the job on and sends the next stage."""
    now = timezone.now()
    if from_index + 1 >= stage_count:
        SynthesisJob.objects.filter(pk=job_id, stage_index=from_index, status=JobStatus.RUNNING).update(
            stage_index=from_index + 1, status=JobStatus.SUCCEEDED, finished_at=now, heartbeat_at=now
        )
        return
    won = SynthesisJob.objects.filter(pk=job_id, stage_index=from_index, status=JobStatus.RUNNING).update(
        stage_index=from_index + 1, heartbeat_at=now
    )
    if won:
        dispatch.dispatch_stage(job_id=job_id, stage_index=from_index + 1)


def _load_active_job(*, job_id: int, stage_index: int) -> SynthesisJob | None:
    """The job when this task still has work; None for ended jobs and stale (already advanced) messages."""
    job = SynthesisJob.objects.select_related("workspace", "seed").filter(pk=job_id).first()
    if job is None or job.status not in ACTIVE_JOB_STATUSES or job.stage_index != stage_index:
        return None
    if job.cancel_requested:
        mark_cancelled(job_id=job_id)
        return None
    return job


def run_stage(*, job_id: int, stage_index: int) -> None:
    job = _load_active_job(job_id=job_id, stage_index=stage_index)
    if job is None:
        return
    where = f"job {job_id} stage {stage_index}"
    try:
        stages = get_pipeline(job.kind)
        if stage_index >= len(stages):
            raise JobError(f"stage index {stage_index} is past the end of the {job.kind!r} pipeline")
        stage = stages[stage_index]
        where = stage.name
        _mark_running(job=job, stage=stage)
        context = DjangoJobContext(job=job)
        if stage.run is not None:
            run = stage.run
            if budget.refuses(job=job, stage=stage, items=[""]):
                return  # stopped: the budget is spent
            context.progress(stage=stage.name, done=0, total=1)
            context.step(step=stage.name, item="", compute=lambda: run(context))
            context.progress(stage=stage.name, done=1, total=1)
            _advance(job_id=job_id, from_index=stage_index, stage_count=len(stages))
            return
        items = _stage_items(context=context, stage=stage)
        finished = set(
            JobStep.objects.filter(
                job_id=job_id, step=stage.name, status=StepStatus.DONE, item__in=items
            ).values_list("item", flat=True)
        )
        context.progress(stage=stage.name, done=len(finished), total=len(items))
        pending = [item for item in items if item not in finished]
        if not pending:
            _advance(job_id=job_id, from_index=stage_index, stage_count=len(stages))
            return
        if budget.refuses(job=job, stage=stage, items=pending):
            return  # stopped: the budget is spent, the pending items are marked not started
        dispatch.dispatch_items(job_id=job_id, stage_index=stage_index, stage=stage, items=pending)
    except StepBusy:
        return  # a duplicate message (a re-send): the live worker on this step finishes it
    except JobCancelled:
        mark_cancelled(job_id=job_id)
    except Exception as error:
        fail_job(job_id=job_id, error=describe_error(error=error, where=where))


def _stage_items(*, context: DjangoJobContext, stage: Stage) -> list[str]:
    items_fn = stage.items
    assert items_fn is not None

    def compute() -> dict[str, Any]:
        keys = list(items_fn(context))
        if not all(isinstance(key, str) and key for key in keys) or len(set(keys)) != len(keys):
            raise JobError(
                f"stage {stage.name!r} must list unique non-empty string item keys, got {keys[:10]!r}"
            )
        return {"items": keys}

    return list(context.step(step=stage.items_step, item="", compute=compute)["items"])


def _load_item_job(*, job_id: int, stage_index: int) -> SynthesisJob | None:
    """The job when an item of stage ``stage_index`` still has work: the job is at that stage, or the stage
    starts items early and the job is past the stage they follow (``Stage.early_after``)."""
    job = SynthesisJob.objects.filter(pk=job_id).only("kind", "stage_index").first()
    if job is None:
        return None
    try:
        stages = get_pipeline(job.kind)
    except JobError:
        return _load_active_job(job_id=job_id, stage_index=stage_index)  # it fails the job clearly below
    if stage_index < len(stages) and job.stage_index < stage_index:
        names = [stage.name for stage in stages]
        after = stages[stage_index].early_after
        if after is not None and names.index(after) <= job.stage_index:
            return _load_active_job(job_id=job_id, stage_index=job.stage_index)
    return _load_active_job(job_id=job_id, stage_index=stage_index)


def _listed_items(*, job_id: int, stage: Stage) -> list[str] | None:
    """The fan-out stage's item list as its ``run_stage`` stored it; None while it has not."""
    found = JobStep.objects.filter(
        job_id=job_id, step=stage.items_step, item="", status=StepStatus.DONE
    ).values_list("result", flat=True)
    listed = found.first()
    return None if listed is None else list(listed["items"])


def run_item(*, job_id: int, stage_index: int, item: str) -> None:
    job = _load_item_job(job_id=job_id, stage_index=stage_index)
    if job is None:
        return
    where = f"job {job_id} stage {stage_index} item {item}"
    try:
        stages = get_pipeline(job.kind)
        stage = stages[stage_index]
        run_item_fn = stage.run_item
        if run_item_fn is None:
            raise JobError(f"stage {stage.name!r} is not a fan-out stage")
        where = f"{stage.name}/{item}"
        context = DjangoJobContext(job=job)
        context.check_cancelled()
        if budget.refuses(job=job, stage=stage, items=[item]):
            return  # stopped: the budget is spent; what runs elsewhere finishes
        context.step(step=stage.name, item=item, compute=lambda: run_item_fn(context, item))
        # Read afresh: the job may have reached this stage while the item ran early.
        current = SynthesisJob.objects.filter(pk=job_id).values_list("stage_index", flat=True).first()
        # Only the stage lists its items (``run_stage``): an item that finds no list yet ran early, and the
        # stage, listing them after this item was done, counts it. Listing them here instead would make the
        # stage's own listing find the step busy and send nothing.
        items = _listed_items(job_id=job_id, stage=stage) if current == stage_index else None
        if items is not None:
            done = JobStep.objects.filter(
                job_id=job_id, step=stage.name, status=StepStatus.DONE, item__in=items
            ).count()
            context.progress(stage=stage.name, done=done, total=len(items))
            if done >= len(items):
                _advance(job_id=job_id, from_index=stage_index, stage_count=len(stages))
                return  # the next stage runs whatever later stages' early items left
        # Else the item ran early: the stage counts it when the job gets there (``run_stage``).
        _start_early_items(context=context, stages=stages, stage=stage, item=item, current=current)
    except StepBusy:
        return  # a duplicate message (a re-send): the live worker on this step finishes it
    except JobCancelled:
        mark_cancelled(job_id=job_id)
    except Exception as error:
        fail_job(job_id=job_id, error=describe_error(error=error, where=where))


def _start_early_items(
    *, context: DjangoJobContext, stages: list[Stage], stage: Stage, item: str, current: int | None
) -> None:
    """Send the items of later stages that may start now that ``item`` of ``stage`` is done."""
    for index, later in early_stages(stages, after=stage.name):
        early_fn = later.early_items
        if early_fn is None or current is None or current >= index:
            continue  # the job is at that stage already: run_stage sends what is left
        keys = list(early_fn(context, item))
        if keys:
            dispatch.dispatch_items(job_id=context.job_id, stage_index=index, stage=later, items=keys)


def resume_stalled_jobs(*, stale_after_seconds: float | None = None) -> list[int]:
    """Re-send the current stage of jobs whose heartbeat is older than the threshold; return their ids.

    Safe when the job is in fact still running somewhere: every task is idempotent (see module docstring).
    """
    threshold = settings.ENVSTUDIO_JOB_STALE_SECONDS if stale_after_seconds is None else stale_after_seconds
    cutoff = timezone.now() - timedelta(seconds=threshold)
    resumed = []
    for job in SynthesisJob.objects.filter(status__in=ACTIVE_JOB_STATUSES, heartbeat_at__lte=cutoff):
        if job.cancel_requested:
            mark_cancelled(job_id=job.pk)
            continue
        if hold_for_missing_worker(job=job, fail=fail_job):
            continue  # nobody consumes its queue: re-sending would only pile up messages
        # Claiming by the old heartbeat value: two reapers never resume the same job twice.
        claimed = SynthesisJob.objects.filter(pk=job.pk, heartbeat_at=job.heartbeat_at).update(
            heartbeat_at=timezone.now()
        )
        if claimed:
            logger.warning("resuming stalled job %s at stage %s", job.pk, job.stage_index)
            dispatch.dispatch_stage(job_id=job.pk, stage_index=job.stage_index)
            resumed.append(job.pk)
    return resumed
