"""Only approved environments and approved, proven scenarios leave a workspace; the commands end to end."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError

from envstudio.tenancy.models import Workspace
from review.exports import read_bundle
from review.exports.selectors import approved_environments
from review.models import Decision
from synthesis.models import Environment, EnvironmentRevision, EnvironmentStatus, Scenario, ScenarioRevision
from tests.exports.fixtures import shop_export

pytestmark = pytest.mark.django_db


def _store(
    workspace: Workspace, slug: str, status: str, scenario_statuses: list[tuple[str, bool]]
) -> Environment:
    exported = shop_export(slug)
    environment = Environment.objects.create(workspace=workspace, slug=slug, name=slug, status=status)
    revision = EnvironmentRevision.objects.create(
        environment=environment, number=1, ir=exported.spec.model_dump(mode="json"), graph=exported.graph
    )
    environment.current_revision = revision
    environment.save()
    for scenario, (scenario_status, proven) in zip(exported.scenarios, scenario_statuses, strict=True):
        row = Scenario.objects.create(environment=environment, key=scenario.spec.id, status=scenario_status)
        stored = ScenarioRevision.objects.create(
            scenario=row, number=1, ir=scenario.spec.model_dump(mode="json"), proof_passed=proven
        )
        row.current_revision = stored
        row.save()
    return environment


@pytest.fixture
def workspace() -> Workspace:
    workspace = Workspace.objects.create(name="Acme", slug="acme")
    reviewer = get_user_model().objects.create(username="rita")
    approved = _store(
        workspace,
        "shop",
        EnvironmentStatus.APPROVED,
        [
            (EnvironmentStatus.APPROVED, True),
            (EnvironmentStatus.PENDING, True),
            (EnvironmentStatus.APPROVED, False),
        ],
    )
    Decision.objects.create(
        workspace=workspace, environment=approved, revision_number=1, reviewer=reviewer, verdict="approve"
    )
    for slug, status in [
        ("pending", EnvironmentStatus.PENDING),
        ("rejected", EnvironmentStatus.REJECTED),
        ("broken", EnvironmentStatus.FAILED_VERIFICATION),
    ]:
        _store(workspace, slug, status, [(EnvironmentStatus.APPROVED, True)] * 3)
    return workspace


def test_only_approved_and_proven_items_are_selected(workspace: Workspace) -> None:
    selected = list(approved_environments(workspace_id=workspace.pk))
    assert [e.spec.slug for e in selected] == ["shop"]
    assert [s.spec.id for s in selected[0].scenarios] == ["shop-cancel-o1"]
    assert selected[0].review_record[0]["reviewer"] == "rita"


def test_export_and_import_commands(workspace: Workspace, tmp_path: Path) -> None:
    out = tmp_path / "acme.zip"
    call_command("export", "--workspace", "Acme", "--out", str(out))
    with zipfile.ZipFile(out) as archive:
        slugs = {n.split("/")[1] for n in archive.namelist() if n.startswith("environments/")}
    assert slugs == {"shop"}
    assert [s.spec.id for s in read_bundle(out)[0].scenarios] == ["shop-cancel-o1"]
    other = Workspace.objects.create(name="Other", slug="other")
    call_command("import_bundle", str(out), "--workspace", "other")
    imported = Environment.objects.get(workspace=other, slug="shop")
    assert imported.status == EnvironmentStatus.PENDING
    assert imported.current_revision is not None
    assert imported.current_revision.ir == shop_export("shop").spec.model_dump(mode="json")
    with pytest.raises(CommandError, match="already has an environment"):
        call_command("import_bundle", str(out), "--workspace", "other")
    with pytest.raises(CommandError, match="no workspace"):
        call_command("export", "--workspace", "nobody", "--out", str(out))
