"""Export and import for a workspace: thin wrappers joining the selectors, the bundle writer and the ORM."""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import traceback
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.utils import timezone

from envstudio.audit.services import record_event
from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import membership_for
from review.exports.bundle import OPTIONAL_FORMATS, Manifest, write_bundle
from review.exports.importer import read_bundle
from review.exports.models import ACTIVE_EXPORT_STATUSES, BundleImport, Export, ExportStatus
from review.exports.records import BundleError, ExportEnvironment
from review.exports.reproof import dispatch_reproof
from review.exports.selectors import (
    approved_environments,
    export_preview,
    exportable_environments,
    sft_min_reward,
    workspace_review_record,
)
from synthesis import api
from synthesis.api import dispatch_task
from synthesis.models import Environment, EnvironmentStatus, Scenario

logger = logging.getLogger(__name__)
EXPORT_QUEUE = "default"  # writing a zip is plain CPU and disk work: no LLM, no generated code runs
EXPORT_ROLE = Role.REVIEWER  # reviewers and admins may export; viewers may only list and download
_HASH_CHUNK = 1 << 20


def envstudio_version() -> str:
    try:
        return version("envstudio")
    except PackageNotFoundError:
        return "0.1.0"


def export_workspace(
    *,
    workspace_id: int,
    workspace_name: str,
    out: Path | None = None,
    slugs: list[str] | None = None,
    formats: list[str] | None = None,
) -> tuple[Path, Manifest]:
    """Write the workspace's bundle (default: ``DATA_DIR/exports/<workspace>-<time>.zip``) and return it."""
    created_at = dt.datetime.now(dt.UTC).replace(microsecond=0)
    if out is None:
        folder = Path(settings.DATA_DIR) / "exports"
        folder.mkdir(parents=True, exist_ok=True)
        out = folder / f"{workspace_name}-{created_at.strftime('%Y%m%dT%H%M%SZ')}.zip"
    partial = out.with_name(out.name + ".partial")
    try:
        min_reward = sft_min_reward(workspace_id=workspace_id)
        manifest = write_bundle(
            out=partial,
            workspace=workspace_name,
            environments=approved_environments(workspace_id=workspace_id, min_reward=min_reward, slugs=slugs),
            created_at=created_at.isoformat(),
            envstudio_version=envstudio_version(),
            review_record=workspace_review_record(workspace_id=workspace_id),
            sft_min_reward=min_reward,
            formats=formats,
        )
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    partial.replace(out)  # a reader never sees half a bundle
    return out, manifest


def import_bundle(
    *, path: Path, workspace_id: int, actor: AbstractBaseUser | AnonymousUser | None = None
) -> BundleImport:
    """Import every environment of a verified bundle as new pending items (reviews start afresh), all
    "unverified, imported", and queue their re-proof in the sandbox (``review.exports.reproof``) once the
    import is committed. The bundle's own proofs are kept in the first revisions as its claim and never
    believed. A given ``actor`` needs the reviewer role; None is the operator's command line.

    Everything is refused (BundleError, nothing saved) on a bad bundle, a slug the workspace has, a
    scenario twice, or limits passed (``review.exports.importer``)."""
    workspace = Workspace.objects.get(pk=workspace_id)
    if actor is not None and not can_export(user=actor, workspace=workspace):
        raise PermissionDenied(f"Importing needs the {EXPORT_ROLE} role in {workspace.name}.")
    imported = read_bundle(path)
    taken = set(
        Environment.objects.filter(
            workspace_id=workspace_id, slug__in=[exported.spec.slug for exported in imported]
        ).values_list("slug", flat=True)
    )
    if taken:
        raise BundleError(f"the workspace already has an environment {sorted(taken)[0]!r}; nothing imported")
    try:
        with transaction.atomic():
            record = _store_import(
                imported=imported, workspace=workspace, file_name=Path(path).name, actor=actor
            )
    except IntegrityError as exc:  # a race with another import of the same slug: still nothing half-saved
        raise BundleError(
            f"the bundle clashes with what the workspace holds ({exc}); nothing imported"
        ) from exc
    transaction.on_commit(lambda: dispatch_reproof(import_id=record.pk))
    return record


def _store_import(
    *,
    imported: list[ExportEnvironment],
    workspace: Workspace,
    file_name: str,
    actor: AbstractBaseUser | AnonymousUser | None,
) -> BundleImport:
    created: list[Environment] = []
    for exported in imported:
        spec = exported.spec
        # Revisions are synthesis's to write (synthesis/revisions), whoever makes them.
        environment = api.create_environment(
            workspace_id=workspace.pk,
            slug=spec.slug,
            name=spec.name,
            ir=spec.model_dump(mode="json"),
            graph=exported.graph,
        )
        for scenario in exported.scenarios:
            # The bundle's proof stays in the IR as its claim; the flag is what envstudio proved: nothing.
            api.create_scenario(
                environment_id=environment.pk,
                key=scenario.spec.id,
                ir=scenario.spec.model_dump(mode="json"),
                proof_passed=False,
            )
        created.append(environment)
    ids = [environment.pk for environment in created]
    Environment.objects.filter(pk__in=ids).update(unverified_import=True)
    Scenario.objects.filter(environment_id__in=ids).update(
        unverified_import=True, status=EnvironmentStatus.PENDING
    )
    record = BundleImport.objects.create(
        workspace=workspace,
        file_name=file_name[:255],
        environment_ids=ids,
        progress_total=len(ids) + sum(len(exported.scenarios) for exported in imported),
        created_by=actor if isinstance(actor, User) else None,
    )
    record_event(
        workspace=workspace,
        actor=actor,
        action="import",
        target_kind="bundle",
        target_id=record.pk,
        target_label=file_name,
        new_value={"environments": [environment.slug for environment in created], "unverified": True},
    )
    return record


# --- the export job ---------------------------------------------------------------------------------------


class ExportRefused(ValueError):
    """An export that would hold nothing; the message says why, for the page."""


def can_export(*, user: AbstractBaseUser | AnonymousUser, workspace: Workspace) -> bool:
    membership = membership_for(user, workspace)
    return membership is not None and membership.has_role_at_least(EXPORT_ROLE)


def start_export(
    *,
    workspace: Workspace,
    user: AbstractBaseUser | AnonymousUser,
    environment_slugs: list[str] | None = None,
    formats: list[str] | None = None,
) -> Export:
    """Queue an export of the workspace (PermissionDenied below the reviewer role); ``environment_slugs``
    narrows it to some approved environments (ExportRefused names any that are not).

    While one is still queued or running, that one is returned instead of starting a second.
    """
    if not can_export(user=user, workspace=workspace):
        raise PermissionDenied(f"Exporting needs the {EXPORT_ROLE} role in {workspace.name}.")
    active = Export.objects.filter(workspace=workspace, status__in=ACTIVE_EXPORT_STATUSES).first()
    if active is not None:
        return active
    slugs = sorted(set(environment_slugs or []))
    chosen = sorted(set(OPTIONAL_FORMATS if formats is None else formats))
    unknown = [name for name in chosen if name not in OPTIONAL_FORMATS]
    if unknown:
        raise ExportRefused(
            f"Unknown export format(s): {', '.join(unknown)}; choose from {', '.join(OPTIONAL_FORMATS)}."
        )
    approved = {row["slug"] for row in exportable_environments(workspace_id=workspace.pk)}
    unknown = [slug for slug in slugs if slug not in approved]
    if unknown:
        raise ExportRefused(
            f"Only approved environments can be exported; not approved: {', '.join(unknown)}."
        )
    preview = export_preview(workspace_id=workspace.pk)
    if not preview["environments"]:
        raise ExportRefused(
            f"Nothing to export: no environment of {workspace.name} is approved yet "
            f"({preview['not_approved']} wait for review). Approve an environment first."
        )
    # can_export admitted only a member, so the user is a real (authenticated) user here.
    export = Export.objects.create(
        workspace=workspace,
        created_by=user if isinstance(user, User) else None,
        environment_slugs=slugs,
        formats=chosen,
    )
    record_event(
        workspace=workspace,
        actor=user,
        action="export.start",
        target_kind="export",
        target_id=export.pk,
        new_value={"environments": slugs or "all approved", "formats": chosen},
    )
    transaction.on_commit(lambda: dispatch_export(export_id=export.pk))
    return export


def dispatch_export(*, export_id: int) -> None:
    from review.exports import tasks  # tasks imports this module

    dispatch_task(tasks.run_export, args=[export_id], queue=EXPORT_QUEUE)


def _file_digest(path: Path) -> tuple[int, str]:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while chunk := stream.read(_HASH_CHUNK):
            digest.update(chunk)
    return path.stat().st_size, digest.hexdigest()


def manifest_summary(manifest: Manifest) -> dict[str, object]:
    return {
        "created_at": manifest.created_at,
        "envstudio_version": manifest.envstudio_version,
        "counts": manifest.counts,
        "environments": [entry["slug"] for entry in manifest.environments],
        "provenance": manifest.provenance,
    }


def run_export(*, export_id: int) -> Export | None:
    """The task body: write the bundle, then record file, size, sha256 and counts (or the error)."""
    with transaction.atomic():
        export = Export.objects.select_for_update().select_related("workspace").filter(pk=export_id).first()
        if export is None:
            logger.warning("export %s no longer exists; nothing to do", export_id)
            return None
        if not export.is_active:
            return export  # a redelivered message for an export that has already ended
        export.status = ExportStatus.RUNNING
        export.started_at = timezone.now()
        export.save(update_fields=["status", "started_at"])
    workspace = export.workspace
    folder = Path(settings.DATA_DIR) / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    stamp = timezone.now().strftime("%Y%m%dT%H%M%SZ")
    out = folder / f"{workspace.slug}-{export.pk}-{stamp}.zip"
    try:
        path, manifest = export_workspace(
            workspace_id=workspace.pk,
            workspace_name=workspace.name,
            out=out,
            slugs=list(export.environment_slugs or []) or None,
            formats=list(export.formats) if export.formats is not None else None,
        )
        size, sha256 = _file_digest(path)
    except Exception as error:  # recorded on the row for the user; the task itself ends normally
        logger.exception("export %s failed", export.pk)
        out.unlink(missing_ok=True)
        export.status = ExportStatus.FAILED
        headline = str(error) if isinstance(error, BundleError) else f"{type(error).__name__}: {error}"
        export.error = f"{headline}\n\n{traceback.format_exc()}"
        export.finished_at = timezone.now()
        export.save(update_fields=["status", "error", "finished_at"])
        return export
    export.status = ExportStatus.SUCCEEDED
    export.file_path = str(path.resolve())
    export.size = size
    export.sha256 = sha256
    export.manifest_summary = manifest_summary(manifest)
    export.environment_count = manifest.counts["environments"]
    export.scenario_count = manifest.counts["scenarios"]
    export.finished_at = timezone.now()
    export.save()
    return export


def fail_export(*, export_id: int, error: str) -> None:
    """Mark an export that has not ended as failed (used when the task itself crashes)."""
    Export.objects.filter(pk=export_id, status__in=ACTIVE_EXPORT_STATUSES).update(
        status=ExportStatus.FAILED, error=error, finished_at=timezone.now()
    )
