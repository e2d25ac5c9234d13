"""Export and import for a workspace: thin wrappers joining the selectors, the bundle writer and the ORM."""

from __future__ import annotations

import datetime as dt
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from django.conf import settings
from django.db import transaction

from review.exports.bundle import Manifest, write_bundle
from review.exports.importer import read_bundle
from review.exports.records import BundleError
from review.exports.selectors import approved_environments, workspace_review_record
from synthesis.models import Environment, EnvironmentRevision, EnvironmentStatus, Scenario, ScenarioRevision


def envstudio_version() -> str:
    try:
        return version("envstudio")
    except PackageNotFoundError:
        return "0.1.0"


def export_workspace(
    *, workspace_id: int, workspace_name: str, out: Path | None = None
) -> tuple[Path, Manifest]:
    """Write the workspace's bundle (default: ``DATA_DIR/exports/<workspace>-<time>.zip``) and return it."""
    created_at = dt.datetime.now(dt.UTC).replace(microsecond=0)
    if out is None:
        folder = Path(settings.DATA_DIR) / "exports"
        folder.mkdir(parents=True, exist_ok=True)
        out = folder / f"{workspace_name}-{created_at.strftime('%Y%m%dT%H%M%SZ')}.zip"
    partial = out.with_name(out.name + ".partial")
    try:
        manifest = write_bundle(
            out=partial,
            workspace=workspace_name,
            environments=approved_environments(workspace_id=workspace_id),
            created_at=created_at.isoformat(),
            envstudio_version=envstudio_version(),
            review_record=workspace_review_record(workspace_id=workspace_id),
        )
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    partial.replace(out)  # a reader never sees half a bundle
    return out, manifest


@transaction.atomic
def import_bundle(*, path: Path, workspace_id: int) -> list[Environment]:
    """Import every environment of a verified bundle as new pending items (reviews start afresh)."""
    imported = read_bundle(path)
    created: list[Environment] = []
    for exported in imported:
        spec = exported.spec
        if Environment.objects.filter(workspace_id=workspace_id, slug=spec.slug).exists():
            raise BundleError(f"the workspace already has an environment {spec.slug!r}; nothing imported")
        environment = Environment.objects.create(
            workspace_id=workspace_id, slug=spec.slug, name=spec.name, status=EnvironmentStatus.PENDING
        )
        revision = EnvironmentRevision.objects.create(
            environment=environment, number=1, ir=spec.model_dump(mode="json"), graph=exported.graph
        )
        environment.current_revision = revision
        environment.save(update_fields=["current_revision"])
        for scenario in exported.scenarios:
            row = Scenario.objects.create(environment=environment, key=scenario.spec.id)
            scenario_revision = ScenarioRevision.objects.create(
                scenario=row,
                number=1,
                ir=scenario.spec.model_dump(mode="json"),
                proof_passed=bool(scenario.spec.proof and scenario.spec.proof.passed),
            )
            row.current_revision = scenario_revision
            row.save(update_fields=["current_revision"])
        created.append(environment)
    return created
