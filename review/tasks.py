"""Celery tasks of the review app: thin wrappers over ``review.services``."""

from __future__ import annotations

from typing import Any

from celery import Task, shared_task

from review import services
from review.exports import envscaler_worker


@shared_task(name="review.reverify_revision", acks_late=True)
def reverify_revision(kind: str, revision_id: int) -> int:
    """Re-run the verification of an edited revision (``kind``: "env" or "scn"); returns the row count."""
    if kind not in ("env", "scn"):
        raise ValueError(f"unknown item kind {kind!r}")
    return services.reverify(kind=kind, revision_id=revision_id)  # type: ignore[arg-type]


class EnvScalerImportTask(Task):  # type: ignore[misc]
    """Anything escaping the run (it records its own errors) still ends the run, with the reason."""

    def on_failure(self, exc: BaseException, task_id: str, args: Any, kwargs: Any, einfo: Any) -> None:
        if args:
            envscaler_worker.fail_import(
                run_id=int(args[0]), error=f"{self.name} crashed: {type(exc).__name__}: {exc}"
            )


@shared_task(base=EnvScalerImportTask, name="review.run_envscaler_import", acks_late=True)
def run_envscaler_import(run_id: int) -> None:
    """An EnvScaler import run (issues 39, 42: outside the web request, on the sandbox queue; a redelivered
    task of a killed worker takes the run up again once it is stale)."""
    envscaler_worker.run_import(run_id=run_id)


@shared_task(name="review.resume_stale_envscaler_imports")
def resume_stale_envscaler_imports() -> list[int]:
    """EnvScaler import runs whose worker died, queued again where they stopped (on the beat schedule)."""
    return envscaler_worker.resume_stale_runs()
