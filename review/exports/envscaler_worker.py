"""Carrying out an EnvScaler import run (issue 42): one environment at a time, cancellable, resumable.

A worker (queue ``sandbox``) takes a queued run, or a running one whose worker died (stale heartbeat), and:
1. reads both files member by member (``synthesis.api.index_release``): every problem of the files is one
   error and the run fails with nothing saved; only where each environment and scenario lies is kept;
2. makes one ``EnvScalerImportItem`` per environment (once: keyed by run and env_id);
3. for each item still pending: reads that environment and its scenarios, converts and audits them in the
   sandbox, and stores them with the item's new status in one transaction; an environment that does not run
   is refused with the reason, the others go on. Between environments it looks for a cancel request;
4. when no item is pending, records what came in (an ``exports.ForeignImport``) and deletes the files.

A heartbeat thread touches the run every ENVSTUDIO_HEARTBEAT_SECONDS while it works, so a run whose worker was
killed is seen as stale after ENVSTUDIO_JOB_STALE_SECONDS (as synthesis jobs are) and can be resumed: the
environments stored stay, the rest are imported, none twice. At most one converted environment is in memory.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator
from typing import Any, BinaryIO

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import connections, transaction
from django.utils import timezone

from review.exports.envscaler import (
    SandboxFactory,
    can_import,
    convert_and_audit,
    sandbox_for,
    store_environment,
)
from review.exports.envscaler_runs import LABELS, check_size, record
from review.exports.models import ForeignImport
from review.models import EnvScalerImportItem, EnvScalerImportRun, ImportItemStatus, ImportRunStatus
from synthesis.api import (
    AuditSummary,
    EnvScalerError,
    IndexedEnvironment,
    ReleaseIndex,
    TooMany,
    index_release,
    read_environment,
)
from synthesis.models import Environment

logger = logging.getLogger(__name__)
LIMIT_SETTINGS = {
    "environments": "ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS",
    "scenarios": "ENVSTUDIO_ENVSCALER_MAX_SCENARIOS",
}


class RunHeartbeat:
    """``with RunHeartbeat(run_id=..., interval=...): work()`` touches the run's heartbeat_at meanwhile."""

    def __init__(self, *, run_id: int, interval: float) -> None:
        self.run_id = run_id
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"envscaler-heartbeat-{run_id}", daemon=True)

    def __enter__(self) -> RunHeartbeat:
        if self.interval > 0:
            self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=max(1.0, self.interval))

    def _run(self) -> None:
        try:
            while not self._stop.wait(self.interval):
                try:
                    beat(self.run_id)
                except Exception as error:  # a missed beat is survivable; the next one may succeed
                    logger.warning("heartbeat of EnvScaler import run %s failed: %s", self.run_id, error)
        finally:
            connections.close_all()  # this thread's own connections


def beat(run_id: int, **fields: Any) -> None:
    EnvScalerImportRun.objects.filter(pk=run_id).update(heartbeat_at=timezone.now(), **fields)


def _claim(run_id: int) -> EnvScalerImportRun | None:
    """The run, now running on this worker; None when it is not this worker's to run (it ended, or a live
    worker has it). A queued run cancelled before it started ends cancelled here."""
    with transaction.atomic():
        run = (
            EnvScalerImportRun.objects.select_for_update(of=("self",))
            .select_related("workspace", "created_by")
            .get(pk=run_id)
        )
        if run.status == ImportRunStatus.QUEUED and run.cancel_requested:
            run.status, run.finished_at = ImportRunStatus.CANCELLED, timezone.now()
            run.save(update_fields=["status", "finished_at"])
            return None
        if run.status != ImportRunStatus.QUEUED and not run.is_stale:
            return None
        now = timezone.now()
        run.status, run.heartbeat_at, run.stage = ImportRunStatus.RUNNING, now, "reading"
        run.started_at = run.started_at or now
        run.attempts += 1
        run.save(update_fields=["status", "heartbeat_at", "stage", "started_at", "attempts"])
    return run


def run_import(*, run_id: int) -> EnvScalerImportRun:
    """Run a queued (or stale) import and return it as it stopped: succeeded, failed, cancelled, or left to
    the worker that has it."""
    run = _claim(run_id)
    if run is not None:
        with RunHeartbeat(run_id=run_id, interval=float(settings.ENVSTUDIO_HEARTBEAT_SECONDS)):
            _carry_out(run)
    return EnvScalerImportRun.objects.select_related("foreign_import", "created_by").get(pk=run_id)


def _carry_out(run: EnvScalerImportRun) -> None:
    try:
        if run.created_by is not None and not can_import(user=run.created_by, workspace=run.workspace):
            raise PermissionDenied(f"{run.created_by} no longer has the role to import into this workspace")
        with _opened(run) as (env_handle, scenario_handle):
            try:
                index = _index(env_handle, scenario_handle)
            except EnvScalerError as refusal:  # the files themselves: nothing was stored, nothing to resume
                _end(run, status=ImportRunStatus.FAILED, error=str(refusal), delete_files=True)
                return
            _ensure_items(run, index)
            cancelled = _import_pending(run, index, env_handle=env_handle, scenario_handle=scenario_handle)
        if cancelled:
            _end(run, status=ImportRunStatus.CANCELLED, error="")
        else:
            _complete(run)
    except (EnvScalerError, PermissionDenied) as refusal:
        _end(run, status=ImportRunStatus.FAILED, error=str(refusal))
    except (
        Exception
    ) as crash:  # anything else ends the run with its reason (resumable); the traceback is logged
        logger.exception("EnvScaler import run %s crashed", run.pk)
        _end(run, status=ImportRunStatus.FAILED, error=f"the import crashed: {type(crash).__name__}: {crash}")


@contextlib.contextmanager
def _opened(run: EnvScalerImportRun) -> Iterator[tuple[BinaryIO, BinaryIO]]:
    handles = []
    for field in ("env_file", "scenario_file"):
        stored = getattr(run, field)
        if not stored:
            raise EnvScalerError(f"the {LABELS[field]} of this import is gone")
        check_size(size=stored.size, label=LABELS[field])
        handles.append(stored.open("rb"))
    try:
        yield handles[0], handles[1]
    finally:
        for handle in handles:
            handle.close()


def _index(env_handle: BinaryIO, scenario_handle: BinaryIO) -> ReleaseIndex:
    try:
        index = index_release(
            env_handle,
            scenario_handle,
            max_environments=int(settings.ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS),
            max_scenarios=int(settings.ENVSTUDIO_ENVSCALER_MAX_SCENARIOS),
            max_member_bytes=int(settings.ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES),
        )
    except TooMany as too_many:
        raise EnvScalerError(
            f"{too_many}; an import takes at most {too_many.limit:,} (the setting "
            f"{LIMIT_SETTINGS[too_many.things]}); nothing imported"
        ) from None
    if not index.with_scenarios:
        raise EnvScalerError("no environment has a scenario; nothing imported")
    return index


def _ensure_items(run: EnvScalerImportRun, index: ReleaseIndex) -> None:
    """One item per environment of the release, made once (a resumed run finds them)."""
    EnvScalerImportItem.objects.bulk_create(
        [
            EnvScalerImportItem(
                run=run,
                position=position,
                env_id=indexed.env_id,
                slug=indexed.slug,
                scenarios=len(indexed.scenarios),
            )
            for position, indexed in enumerate(index.environments)
        ],
        ignore_conflicts=True,
    )


def _finished(run: EnvScalerImportRun) -> int:
    return run.items.exclude(status=ImportItemStatus.PENDING).count()


def _import_pending(
    run: EnvScalerImportRun, index: ReleaseIndex, *, env_handle: BinaryIO, scenario_handle: BinaryIO
) -> bool:
    """Import every pending environment; True when a cancel request stopped it between two."""
    pending = dict(
        run.items.filter(status=ImportItemStatus.PENDING).values_list("env_id", "pk")  # type: ignore[arg-type]
    )
    beat(run.pk, stage="environments", total=len(index.environments), done=_finished(run))
    factory = sandbox_for(run.workspace)
    for indexed in index.environments:
        item_id = pending.get(indexed.env_id)
        if item_id is None:
            continue
        if EnvScalerImportRun.objects.filter(pk=run.pk, cancel_requested=True).exists():
            return True
        _import_one(
            run, item_id=item_id, indexed=indexed, handles=(env_handle, scenario_handle), factory=factory
        )
        beat(run.pk, done=_finished(run))
    return False


def _import_one(
    run: EnvScalerImportRun,
    *,
    item_id: int,
    indexed: IndexedEnvironment,
    handles: tuple[BinaryIO, BinaryIO],
    factory: SandboxFactory,
) -> None:
    """One environment: converted and audited outside any transaction, then stored with its item's status in
    one (so it is there with its status, or not at all)."""
    outcome: dict[str, Any] = {"status": ImportItemStatus.SKIPPED, "reason": "no scenario in the release"}
    stored: tuple[Any, list[Any], AuditSummary] | None = None
    if indexed.scenarios:
        try:
            foreign, scenarios = read_environment(indexed, env_handle=handles[0], scenario_handle=handles[1])
            stored = convert_and_audit(foreign, scenarios, sandbox_factory=factory)
        except EnvScalerError as refusal:
            outcome = {"status": ImportItemStatus.REFUSED, "reason": str(refusal)}
    with transaction.atomic():
        item = EnvScalerImportItem.objects.select_for_update().get(pk=item_id)
        if item.status != ImportItemStatus.PENDING:
            return  # another worker of this run got there first
        if stored is not None:
            spec, audited, summary = stored
            if Environment.objects.filter(workspace=run.workspace, slug=spec.slug).exists():
                outcome = {
                    "status": ImportItemStatus.REFUSED,
                    "reason": f"the workspace already has an environment {spec.slug!r}",
                }
            else:
                environment = store_environment(workspace=run.workspace, spec=spec, scenarios=audited)
                outcome = {
                    "status": ImportItemStatus.IMPORTED,
                    "reason": "",
                    "environment": environment,
                    "summary": summary.as_dict(),
                }
        for name, value in outcome.items():
            setattr(item, name, value)
        item.finished_at = timezone.now()
        item.save()


def _complete(run: EnvScalerImportRun) -> None:
    """Every environment has its status: the record of what came in, or a failure when none could be."""
    items = list(run.items.order_by("position"))
    imported = [item for item in items if item.status == ImportItemStatus.IMPORTED]
    refused = {item.env_id: item.reason for item in items if item.status == ImportItemStatus.REFUSED}
    if not imported:
        shown = "; ".join(list(refused.values())[:5])
        _end(
            run,
            status=ImportRunStatus.FAILED,
            error=f"no environment was imported: {shown}",
            delete_files=True,
        )
        return
    summary = AuditSummary()
    for item in imported:
        summary.merge(item.summary)
    with transaction.atomic():
        record_row = ForeignImport.objects.create(
            workspace=run.workspace,
            source="envscaler",
            created_by=run.created_by,
            environments=[item.slug for item in imported],
            skipped=[item.env_id for item in items if item.status == ImportItemStatus.SKIPPED],
            summary={**summary.as_dict(), "refused": refused},
        )
        EnvScalerImportRun.objects.filter(pk=run.pk).update(foreign_import=record_row)
        _end(run, status=ImportRunStatus.SUCCEEDED, error="", delete_files=True)


def fail_import(*, run_id: int, error: str) -> None:
    """A crashed task's last word (the task's on_failure): the run ends failed, resumable."""
    run = EnvScalerImportRun.objects.select_related("workspace").filter(pk=run_id).first()
    if run is not None and run.is_active:
        _end(run, status=ImportRunStatus.FAILED, error=error)


def _end(run: EnvScalerImportRun, *, status: str, error: str, delete_files: bool = False) -> None:
    """The run ends with ``status``; its files go once they are in the database or refused (a cancelled or
    failed run keeps them to be resumed)."""
    fields: dict[str, Any] = {"status": status, "error": error, "stage": "", "finished_at": timezone.now()}
    if delete_files:
        for field in ("env_file", "scenario_file"):
            stored = getattr(run, field)
            if stored:
                stored.delete(save=False)
            fields[field] = ""
    EnvScalerImportRun.objects.filter(pk=run.pk).update(**fields)
    run.refresh_from_db()
    counts = run.item_counts()
    record(run, actor=None, action=f"envscaler_import.{status}", new_value={"environments": counts})


def resume_stale_runs() -> list[int]:
    """The reaper's part for imports (beat schedule): a run whose worker died is queued again where it
    stopped; one whose worker was lost ENVSTUDIO_MAX_STEP_ATTEMPTS times fails with that reason instead of
    looping (it may be what kills its worker), and stays resumable by hand. Returns the runs queued again."""
    from review.exports.envscaler_runs import resume_import

    resumed: list[int] = []
    for run in EnvScalerImportRun.objects.filter(status=ImportRunStatus.RUNNING).select_related("workspace"):
        if not run.is_stale:
            continue
        if run.attempts >= int(settings.ENVSTUDIO_MAX_STEP_ATTEMPTS):
            _end(run, status=ImportRunStatus.FAILED, error=f"its worker was lost {run.attempts} times")
            continue
        try:
            resume_import(run=run, user=None)
        except EnvScalerError:  # another reaper got there first, or its files are gone
            continue
        logger.warning("EnvScaler import run %s lost its worker: queued again", run.pk)
        resumed.append(run.pk)
    return resumed
