"""The reaper's judgement of a stalled job: re-send it, leave it waiting, or fail it (no worker for its
queue).

A stage whose queue no live worker consumes never starts, so re-sending it only piles up messages and the
attempt cap (counted when a step starts) never trips. Such a job is left alone, and failed with the reason
once it has waited longer than ENVSTUDIO_QUEUE_WAIT_LIMIT_SECONDS.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from synthesis.models import JobStep, StepStatus, SynthesisJob
from synthesis.queues import waiting_problem

logger = logging.getLogger(__name__)


def hold_for_missing_worker(*, job: SynthesisJob, fail: Callable[..., bool]) -> bool:
    """True when the job waits on a queue nobody consumes (then it is not re-sent); fails it past the limit.

    ``fail`` is services.fail_job (passed in: this module is imported by services).
    """
    # Cached for ENVSTUDIO_QUEUE_CHECK_SECONDS (shorter than the reaper's interval): one question per pass.
    problem = waiting_problem(kind=job.kind, stage_index=job.stage_index)
    if problem is None:
        return False
    waited = timezone.now() - (job.heartbeat_at or job.created_at)
    limit = timedelta(seconds=settings.ENVSTUDIO_QUEUE_WAIT_LIMIT_SECONDS)
    if waited >= limit:
        minutes = waited.total_seconds() / 60
        reason = f"Gave up after waiting {minutes:.0f} min. {problem}"
        fail(job_id=job.pk, error=reason)
    else:
        logger.warning("job %s is not re-sent: %s", job.pk, problem)
    return True


class StepBusy(Exception):
    """A duplicate task found its step running on a live worker (fresh heartbeat): it leaves it alone."""


def step_is_busy(row: JobStep) -> bool:
    """A started, unfinished step whose heartbeat is fresher than the stale limit belongs to a live worker."""
    if row.status != StepStatus.RUNNING or not row.attempts or row.heartbeat_at is None:
        return False
    return timezone.now() - row.heartbeat_at < timedelta(seconds=settings.ENVSTUDIO_JOB_STALE_SECONDS)
