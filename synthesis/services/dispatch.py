"""Sending a job's stage and items to the queue of the pool that runs them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.conf import settings

from synthesis.jobs.context import JobError
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import Stage
from synthesis.models import SynthesisJob


def _queue_of(*, kind: str, stage_index: int) -> str:
    try:
        stages = get_pipeline(kind)
    except JobError:
        return "default"  # the worker fails the job with the clear "no pipeline" message
    return stages[stage_index].queue if stage_index < len(stages) else "default"


def queue_name(queue: str) -> str:
    """The broker queue for a pool name ("default", "llm", "sandbox"), with the instance's prefix."""
    return f"{settings.ENVSTUDIO_QUEUE_PREFIX}{queue}"


def send_task(task: Any, *, args: Sequence[Any], queue: str) -> None:
    """Send a Celery task to a pool's queue, starting the embedded broker first where one is used."""
    from envstudio.embedded_broker import ensure_embedded_broker

    ensure_embedded_broker()
    task.apply_async(args=list(args), queue=queue_name(queue))


def dispatch_stage(*, job_id: int, stage_index: int) -> None:
    from synthesis import tasks

    kind = SynthesisJob.objects.filter(pk=job_id).values_list("kind", flat=True).first() or ""
    send_task(
        tasks.run_stage, args=[job_id, stage_index], queue=_queue_of(kind=kind, stage_index=stage_index)
    )


def dispatch_items(*, job_id: int, stage_index: int, stage: Stage, items: list[str]) -> None:
    from synthesis import tasks

    for item in items:
        send_task(tasks.run_item, args=[job_id, stage_index, item], queue=stage.queue)
