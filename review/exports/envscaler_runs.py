"""EnvScaler imports as background jobs (issue 39, finding 3).

The web request only checks the sizes, keeps the two files in the data dir and queues a run; a worker (queue
``sandbox``: the import runs foreign code there) reads, converts, audits and stores everything through
``review.exports.envscaler.import_envscaler``, with its progress on the run row that the imports page polls.
``import_envscaler`` on the command line makes the same run and runs it in its own process (or queues it with
``--background``). Every refusal ends as the run's error with nothing saved; nothing escapes as a 500.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.core.exceptions import PermissionDenied
from django.core.files import File
from django.db import transaction
from django.utils import timezone

from envstudio.tenancy.models import Workspace
from review.exports.envscaler import IMPORT_ROLE, can_import, import_envscaler
from review.models import EnvScalerImportRun, ImportRunStatus
from synthesis.api import EnvScalerError, dispatch_task

logger = logging.getLogger(__name__)
IMPORT_QUEUE = "sandbox"
SIZE_SETTING = "ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES"
LABELS = {"env_file": "environment metadata", "scenario_file": "scenario metadata"}


def max_file_bytes() -> int:
    return int(settings.ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES)


def max_request_bytes() -> int:
    """The largest body the import form may send: both files at their limit and the form around them."""
    return 2 * max_file_bytes() + 2**20


def check_size(*, size: int | None, label: str, filename: str = "") -> None:
    """EnvScalerError for a file above the limit, told by its size before it is read."""
    limit = max_file_bytes()
    if size is not None and size > limit:
        name = f" ({filename})" if filename else ""
        raise EnvScalerError(
            f"the {label}{name} has {size:,} bytes; the limit is {limit:,} (the setting {SIZE_SETTING}); "
            "nothing imported"
        )


def start_import(
    *,
    workspace: Workspace,
    env_upload: File[Any],
    scenario_upload: File[Any],
    user: AbstractBaseUser | AnonymousUser | None,
    queue: bool = True,
) -> EnvScalerImportRun:
    """Check the role and the sizes, keep the files and make a queued run (sent to a worker once it commits
    when ``queue``). EnvScalerError or PermissionDenied with nothing saved."""
    if user is not None and not can_import(user=user, workspace=workspace):
        raise PermissionDenied(f"Importing needs the {IMPORT_ROLE} role in {workspace.name}.")
    uploads = {"env_file": env_upload, "scenario_file": scenario_upload}
    for field, upload in uploads.items():
        check_size(size=upload.size, label=LABELS[field], filename=Path(upload.name or "").name)
    with transaction.atomic():
        run = EnvScalerImportRun(
            workspace=workspace,
            created_by=user if isinstance(user, User) else None,
            env_filename=Path(env_upload.name or "env_metadata.json").name[:255],
            scenario_filename=Path(scenario_upload.name or "scenario_metadata.json").name[:255],
        )
        run.env_file.save(run.env_filename, env_upload, save=False)
        run.scenario_file.save(run.scenario_filename, scenario_upload, save=False)
        run.save()
        if queue:
            transaction.on_commit(lambda: dispatch_import(run_id=run.pk))
    return run


def dispatch_import(*, run_id: int) -> None:
    from review import tasks  # tasks imports this module

    dispatch_task(tasks.run_envscaler_import, args=[run_id], queue=IMPORT_QUEUE)


def _update(run_id: int, **fields: Any) -> None:
    EnvScalerImportRun.objects.filter(pk=run_id).update(**fields)


def _read(run: EnvScalerImportRun, field: str) -> bytes:
    stored = getattr(run, field)
    if not stored:
        raise EnvScalerError(f"the {LABELS[field]} of this import is gone")
    check_size(size=stored.size, label=LABELS[field])
    with stored.open("rb") as handle:
        data: bytes = handle.read(max_file_bytes() + 1)
    check_size(size=len(data), label=LABELS[field])
    return data


def _lost(run: EnvScalerImportRun) -> bool:
    """A run still marked running long after any task could still be at it: its worker was killed and the
    broker redelivered the task. The import stores everything in one transaction, so it starts over."""
    if run.status != ImportRunStatus.RUNNING or run.started_at is None:
        return False
    return (timezone.now() - run.started_at).total_seconds() > settings.ENVSTUDIO_TASK_TIME_LIMIT


def run_import(*, run_id: int) -> EnvScalerImportRun:
    """Run a queued import (once: a run that has started or ended is left alone, unless its worker was lost)
    and return it as it ended."""
    with transaction.atomic():
        run = (
            EnvScalerImportRun.objects.select_for_update(of=("self",))
            .select_related("workspace", "created_by")
            .get(pk=run_id)
        )
        if run.status != ImportRunStatus.QUEUED and not _lost(run):
            return run
        run.status, run.started_at, run.stage = ImportRunStatus.RUNNING, timezone.now(), "reading"
        run.save(update_fields=["status", "started_at", "stage"])

    def progress(done: int, total: int) -> None:
        _update(run_id, stage="environments", done=done, total=total)

    try:
        record = import_envscaler(
            workspace=run.workspace,
            env_metadata=_read(run, "env_file"),
            scenario_metadata=_read(run, "scenario_file"),
            user=run.created_by,
            progress=progress,
        )
    except (EnvScalerError, PermissionDenied) as refusal:
        _finish(run, status=ImportRunStatus.FAILED, error=str(refusal))
    except Exception as crash:  # anything else still ends the run, with its reason; the traceback is logged
        logger.exception("EnvScaler import run %s crashed", run_id)
        _finish(
            run, status=ImportRunStatus.FAILED, error=f"the import crashed: {type(crash).__name__}: {crash}"
        )
    else:
        _update(run_id, foreign_import=record, done=len(record.environments) + len(record.skipped))
        _finish(run, status=ImportRunStatus.SUCCEEDED, error="")
    run.refresh_from_db()
    return run


def fail_import(*, run_id: int, error: str) -> None:
    """A crashed task's last word (the task's on_failure): the run ends failed, its files deleted."""
    run = EnvScalerImportRun.objects.filter(pk=run_id).first()
    if run is not None and run.is_active:
        _finish(run, status=ImportRunStatus.FAILED, error=error)


def _finish(run: EnvScalerImportRun, *, status: str, error: str) -> None:
    for field in ("env_file", "scenario_file"):
        stored = getattr(run, field)
        if stored:
            stored.delete(save=False)  # the data is in the database now, or refused
    _update(
        run.pk,
        status=status,
        error=error,
        stage="",
        finished_at=timezone.now(),
        env_file="",
        scenario_file="",
    )
