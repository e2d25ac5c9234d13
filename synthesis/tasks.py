"""Thin Celery tasks over synthesis.services; all state lives in the database, none in task results."""

from __future__ import annotations

import logging
from typing import Any

from celery import Task, shared_task

from synthesis import services

logger = logging.getLogger(__name__)


class JobTask(Task):  # type: ignore[misc]
    """Anything escaping a task (services catch pipeline errors themselves) still ends up on the job row."""

    def on_failure(self, exc: BaseException, task_id: str, args: Any, kwargs: Any, einfo: Any) -> None:
        if args:
            services.fail_job(job_id=int(args[0]), error=f"{self.name} crashed: {type(exc).__name__}: {exc}")


@shared_task(base=JobTask, name="synthesis.tasks.run_stage")
def run_stage(job_id: int, stage_index: int) -> None:
    services.run_stage(job_id=job_id, stage_index=stage_index)


@shared_task(base=JobTask, name="synthesis.tasks.run_item")
def run_item(job_id: int, stage_index: int, item: str) -> None:
    services.run_item(job_id=job_id, stage_index=stage_index, item=item)


@shared_task(name="synthesis.tasks.reap_stalled_jobs")
def reap_stalled_jobs() -> list[int]:
    return services.resume_stalled_jobs()
