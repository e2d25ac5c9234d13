"""EnvScaler imports as jobs (issues 39 and 42): starting, cancelling and resuming a run.

The web request only checks the sizes, keeps the two files in the data dir and queues a run; a worker (queue
``sandbox``: the import runs foreign code there) carries it out one environment at a time
(``review.exports.envscaler_worker``), with its progress on the run's rows that the imports page polls.
``import_envscaler`` on the command line makes the same run and runs it in its own process (or queues it with
``--background``), and cancels or resumes one (``--cancel RUN``, ``--resume RUN``). A refused file ends the
run with its reason and nothing saved; nothing escapes as a 500. Starting, cancelling, resuming and the end of
a run are in the workspace's audit log.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.core.exceptions import PermissionDenied
from django.core.files import File
from django.db import transaction
from django.utils import timezone

from envstudio.audit.services import record_event
from envstudio.tenancy.models import Workspace
from review.exports.envscaler import IMPORT_ROLE, can_import
from review.models import EnvScalerImportRun, ImportRunStatus
from synthesis.api import EnvScalerError, dispatch_task

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
        record(run, actor=user, action="envscaler_import.start")
        if queue:
            transaction.on_commit(lambda: dispatch_import(run_id=run.pk))
    return run


def dispatch_import(*, run_id: int) -> None:
    from review import tasks  # tasks imports this module

    dispatch_task(tasks.run_envscaler_import, args=[run_id], queue=IMPORT_QUEUE)


def record(
    run: EnvScalerImportRun,
    *,
    actor: AbstractBaseUser | AnonymousUser | None,
    action: str,
    new_value: dict[str, Any] | None = None,
) -> None:
    record_event(
        workspace=run.workspace,
        actor=actor,
        action=action,
        target_kind="envscaler_import",
        target_id=run.pk,
        target_label=f"EnvScaler import run {run.pk} ({run.env_filename}, {run.scenario_filename})",
        new_value={"status": run.status, **(new_value or {})},
    )


def _locked(run: EnvScalerImportRun) -> EnvScalerImportRun:
    return (
        EnvScalerImportRun.objects.select_for_update(of=("self",)).select_related("workspace").get(pk=run.pk)
    )


def cancel_import(
    *, run: EnvScalerImportRun, user: AbstractBaseUser | AnonymousUser | None
) -> EnvScalerImportRun:
    """Stop a run between two environments (what is imported stays). A queued run, or one whose worker died,
    ends cancelled at once; a running one when its worker next looks (``cancel_requested``). An ended run is
    left as it is. PermissionDenied below the reviewer role."""
    _check_role(run, user)
    with transaction.atomic():
        run = _locked(run)
        if not run.is_active:
            return run
        if run.status == ImportRunStatus.QUEUED or run.is_stale:
            run.status, run.finished_at, run.stage = ImportRunStatus.CANCELLED, timezone.now(), ""
        run.cancel_requested = True
        run.save(update_fields=["status", "finished_at", "stage", "cancel_requested"])
        record(run, actor=user, action="envscaler_import.cancel")
    return run


def resume_import(
    *, run: EnvScalerImportRun, user: AbstractBaseUser | AnonymousUser | None, queue: bool = True
) -> EnvScalerImportRun:
    """Queue a cancelled, failed or stale run again: it goes on with the environments still pending (each is
    imported once, keyed by run and env_id). EnvScalerError when there is nothing to resume."""
    _check_role(run, user)
    with transaction.atomic():
        run = _locked(run)
        if not run.is_resumable:
            gone = "" if run.env_file and run.scenario_file else " and its files are gone"
            state = "stale" if run.is_stale else run.status
            raise EnvScalerError(f"import run {run.pk} is {state}{gone}: nothing to resume")
        run.status, run.cancel_requested, run.error = ImportRunStatus.QUEUED, False, ""
        run.finished_at, run.heartbeat_at, run.stage = None, None, ""
        run.save(
            update_fields=["status", "cancel_requested", "error", "finished_at", "heartbeat_at", "stage"]
        )
        record(
            run,
            actor=user,
            action="envscaler_import.resume",
            new_value={"pending": run.item_counts()["pending"]},
        )
        if queue:
            run_id = run.pk
            transaction.on_commit(lambda: dispatch_import(run_id=run_id))
    return run


def _check_role(run: EnvScalerImportRun, user: AbstractBaseUser | AnonymousUser | None) -> None:
    if user is not None and not can_import(user=user, workspace=run.workspace):
        raise PermissionDenied(f"Cancelling or resuming an import needs the {IMPORT_ROLE} role.")
