"""Thin Celery task over ``review.exports.services``; the state lives on the export row, not in results."""

from __future__ import annotations

from typing import Any

from celery import Task, shared_task

from review.exports import reproof, services


class ExportTask(Task):  # type: ignore[misc]
    """Anything escaping the service (it records its own errors) still ends up on the export row."""

    def on_failure(self, exc: BaseException, task_id: str, args: Any, kwargs: Any, einfo: Any) -> None:
        if args:
            services.fail_export(
                export_id=int(args[0]), error=f"{self.name} crashed: {type(exc).__name__}: {exc}"
            )


@shared_task(base=ExportTask, name="review.exports.tasks.run_export")
def run_export(export_id: int) -> None:
    services.run_export(export_id=export_id)


class ReproofTask(Task):  # type: ignore[misc]
    """A crash of the re-proof itself is recorded on the import; its items stay unverified."""

    def on_failure(self, exc: BaseException, task_id: str, args: Any, kwargs: Any, einfo: Any) -> None:
        if args:
            reproof.fail_reproof(
                import_id=int(args[0]), error=f"{self.name} crashed: {type(exc).__name__}: {exc}"
            )


@shared_task(base=ReproofTask, name="review.exports.tasks.run_reproof", acks_late=True)
def run_reproof(import_id: int) -> None:
    reproof.run_reproof(import_id=import_id)
