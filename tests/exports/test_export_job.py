"""The export job: who may start one, the task run end to end (eagerly and in a real worker), the download."""

from __future__ import annotations

import hashlib
import io
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.exceptions import PermissionDenied
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from review.exports import services, tasks
from review.exports.importer import _manifest, verify_bundle
from review.exports.models import Export, ExportStatus
from synthesis.models import Environment, EnvironmentRevision, EnvironmentStatus, Scenario, ScenarioRevision
from tests.conftest import WorkerProcess, wait_until
from tests.exports.fixtures import shop_export


def _store(workspace: Workspace, *, slug: str, status: str) -> Environment:
    """An environment with its three scenarios, all approved and proven, in the given environment status."""
    exported = shop_export(slug)
    environment = Environment.objects.create(workspace=workspace, slug=slug, name=slug, status=status)
    revision = EnvironmentRevision.objects.create(
        environment=environment, number=1, ir=exported.spec.model_dump(mode="json"), graph=exported.graph
    )
    environment.current_revision = revision
    environment.save()
    for scenario in exported.scenarios:
        row = Scenario.objects.create(
            environment=environment, key=scenario.spec.id, status=EnvironmentStatus.APPROVED
        )
        row.current_revision = ScenarioRevision.objects.create(
            scenario=row, number=1, ir=scenario.spec.model_dump(mode="json"), proof_passed=True
        )
        row.save()
    return environment


@pytest.fixture
def stocked(workspace: Workspace) -> Workspace:
    """Acme with one approved environment (3 scenarios) and one pending one that must never be exported."""
    _store(workspace, slug="shop", status=EnvironmentStatus.APPROVED)
    _store(workspace, slug="draft", status=EnvironmentStatus.PENDING)
    return workspace


@pytest.fixture
def data_dir(settings: Any, tmp_path: Path) -> Path:
    settings.DATA_DIR = tmp_path / "data"
    return settings.DATA_DIR


@pytest.fixture
def eager() -> Iterator[None]:
    from envstudio.celery import app

    saved = app.conf.task_always_eager, app.conf.task_eager_propagates
    app.conf.task_always_eager, app.conf.task_eager_propagates = True, True
    yield
    app.conf.task_always_eager, app.conf.task_eager_propagates = saved


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _download(client: Client, export: Export) -> bytes:
    response = client.get(reverse("export-download", args=[export.workspace.slug, export.pk]))
    assert response.status_code == 200, response
    assert response["Content-Type"] == "application/zip"
    assert f'filename="{export.download_name}"' in response["Content-Disposition"]
    body = b"".join(response.streaming_content)  # type: ignore[attr-defined]
    response.close()
    return body


def _assert_verified_bundle(body: bytes, export: Export) -> None:
    assert hashlib.sha256(body).hexdigest() == export.sha256 and len(body) == export.size
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        manifest = _manifest(archive)
        verify_bundle(archive, manifest)  # raises BundleError on any mismatch
    assert [e["slug"] for e in manifest.environments] == ["shop"]
    assert manifest.counts == {"environments": 1, "scenarios": 3, "tools": 4}
    assert manifest.workspace == "Acme"


# --- permissions --------------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_admins_and_reviewers_may_start_an_export(
    stocked: Workspace, owner: Any, member: Any, viewer: Any, outsider: Any
) -> None:
    export = services.start_export(workspace=stocked, user=owner)
    assert (export.status, export.created_by, export.workspace) == (ExportStatus.QUEUED, owner, stocked)
    # One at a time: while it is queued, asking again gives the same export.
    assert services.start_export(workspace=stocked, user=member).pk == export.pk
    export.status = ExportStatus.SUCCEEDED
    export.save()
    assert services.start_export(workspace=stocked, user=member).created_by == member
    for user in (viewer, outsider):
        with pytest.raises(PermissionDenied, match="reviewer role"):
            services.start_export(workspace=stocked, user=user)
    assert Export.objects.count() == 2


@pytest.mark.django_db
def test_viewers_list_but_cannot_create_and_outsiders_get_404(
    stocked: Workspace, viewer: Any, outsider: Any, member: Any
) -> None:
    export = Export.objects.create(workspace=stocked, created_by=member)
    list_url = reverse("export-list", args=[stocked.slug])
    start_url = reverse("export-start", args=[stocked.slug])
    status_url = reverse("export-status", args=[stocked.slug, export.pk])
    download_url = reverse("export-download", args=[stocked.slug, export.pk])

    as_viewer = _client(viewer)
    page = as_viewer.get(list_url)
    assert page.status_code == 200
    assert f'id="export-{export.pk}"' in page.content.decode() and "New export" not in page.content.decode()
    assert as_viewer.post(start_url).status_code == 403
    assert as_viewer.get(start_url).status_code == 405  # creating is POST only
    assert as_viewer.get(download_url).status_code == 404  # queued: no file yet

    as_outsider = _client(outsider)
    for response in (
        as_outsider.get(list_url),
        as_outsider.post(start_url),
        as_outsider.get(status_url),
        as_outsider.get(download_url),
    ):
        assert response.status_code == 404
    assert Export.objects.count() == 1

    member_page = _client(member).get(list_url).content.decode()
    assert "New export" in member_page and 'name="csrfmiddlewaretoken"' in member_page


@pytest.mark.django_db
def test_an_export_of_another_workspace_is_not_found(stocked: Workspace, outsider: Any, viewer: Any) -> None:
    elsewhere = Workspace.objects.get(name="Elsewhere")
    foreign = Export.objects.create(workspace=elsewhere, created_by=outsider, status=ExportStatus.SUCCEEDED)
    client = _client(viewer)
    assert client.get(reverse("export-status", args=[stocked.slug, foreign.pk])).status_code == 404
    assert client.get(reverse("export-download", args=[stocked.slug, foreign.pk])).status_code == 404


@pytest.mark.django_db
def test_the_start_button_needs_a_csrf_token(stocked: Workspace, member: Any) -> None:
    client = Client(enforce_csrf_checks=True)
    client.force_login(member)
    assert client.post(reverse("export-start", args=[stocked.slug])).status_code == 403
    assert not Export.objects.exists()


# --- the job, run eagerly -----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_new_export_runs_and_downloads_a_verified_bundle(
    stocked: Workspace,
    member: Any,
    viewer: Any,
    data_dir: Path,
    eager: None,
    django_capture_on_commit_callbacks: Callable[..., Any],
) -> None:
    client = _client(member)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = client.post(reverse("export-start", args=[stocked.slug]))
    assert response.status_code == 302 and response["Location"] == reverse("export-list", args=[stocked.slug])
    assert len(callbacks) == 1
    export = Export.objects.get()
    assert export.status == ExportStatus.SUCCEEDED, export.error
    assert Path(export.file_path).parent == data_dir / "exports"
    assert (export.environment_count, export.scenario_count) == (1, 3)
    assert export.manifest_summary["environments"] == ["shop"]
    assert export.manifest_summary["counts"]["tools"] == 4
    assert export.started_at is not None and export.finished_at is not None
    assert not list((data_dir / "exports").glob("*.partial"))

    row = client.get(reverse("export-status", args=[stocked.slug, export.pk])).content.decode()
    assert "hx-trigger" not in row and "Download" in row and "succeeded" in row
    _assert_verified_bundle(_download(_client(viewer), export), export)  # viewers may download


@pytest.mark.django_db
def test_the_status_row_polls_until_the_export_ends(stocked: Workspace, viewer: Any, member: Any) -> None:
    export = Export.objects.create(workspace=stocked, created_by=member)
    url = reverse("export-status", args=[stocked.slug, export.pk])
    row = _client(viewer).get(url).content.decode()
    assert 'hx-trigger="every 1s"' in row and f'hx-get="{url}"' in row and "Download" not in row
    # A BundleError's message is its headline (services.run_export); the traceback is for the log only.
    export.status, export.error = (
        ExportStatus.FAILED,
        "the bundle is broken\n\nTraceback (most recent call last)",
    )
    export.save()
    row = _client(viewer).get(url).content.decode()
    assert "hx-trigger" not in row and "the bundle is broken" in row and "Traceback" not in row


@pytest.mark.django_db
def test_a_failing_export_records_its_error_and_leaves_no_file(
    stocked: Workspace, owner: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(**_: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(services, "export_workspace", broken)
    export = Export.objects.create(workspace=stocked, created_by=owner)
    tasks.run_export.apply(args=[export.pk])
    export.refresh_from_db()
    assert export.status == ExportStatus.FAILED
    assert export.error_headline == "OSError: disk full" and "Traceback" in export.error
    assert export.file_path == "" and export.finished_at is not None
    assert not list((data_dir / "exports").iterdir())


@pytest.mark.django_db
def test_a_crashing_task_still_marks_the_export_failed(
    stocked: Workspace, owner: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def crash(**_: Any) -> None:
        raise RuntimeError("worker bug")

    monkeypatch.setattr(services, "run_export", crash)
    export = Export.objects.create(workspace=stocked, created_by=owner)
    result = tasks.run_export.apply(args=[export.pk])  # eager, exceptions not propagated
    assert result.failed()
    export.refresh_from_db()
    assert export.status == ExportStatus.FAILED and "RuntimeError: worker bug" in export.error


@pytest.mark.django_db
def test_a_redelivered_task_does_not_export_twice(stocked: Workspace, owner: Any, data_dir: Path) -> None:
    export = Export.objects.create(workspace=stocked, created_by=owner)
    first = services.run_export(export_id=export.pk)
    assert first is not None and first.status == ExportStatus.SUCCEEDED
    again = services.run_export(export_id=export.pk)
    assert again is not None and again.file_path == first.file_path
    assert len(list((data_dir / "exports").iterdir())) == 1
    assert services.run_export(export_id=export.pk + 1000) is None


# --- the job, in a real Celery worker -----------------------------------------------------------------------


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_export_in_a_real_worker(
    stocked: Workspace, member: Any, celery_worker_process: Callable[..., WorkerProcess]
) -> None:
    worker = celery_worker_process(concurrency=1)
    export = services.start_export(workspace=stocked, user=member)  # autocommit: dispatched at once

    def ended() -> Export | None:
        current = Export.objects.get(pk=export.pk)
        return None if current.is_active else current

    finished = wait_until(
        ended, timeout=90, what=f"export {export.pk} to end (worker log: {worker.log_path})"
    )
    assert finished.status == ExportStatus.SUCCEEDED, f"{finished.error}\n{worker.log()[-3000:]}"
    assert "review.exports.tasks.run_export" in worker.log()
    _assert_verified_bundle(_download(_client(member), finished), finished)


def test_the_export_dialog_counts_what_it_will_hold(member: Any, stocked: Workspace) -> None:
    client = Client()
    client.force_login(member)
    page = client.get(reverse("export-list", args=[stocked.slug])).content.decode()
    counts = page[page.index('id="export-counts"') :].split("</p>")[0]
    counts = " ".join(counts.split())
    assert "<b>1</b> approved environment with" in counts and "<b>3</b> approved, proven scenarios" in counts
    assert "1 environment not approved yet stays out" in counts


def test_an_export_with_nothing_approved_is_refused_with_the_reason(
    member: Any, workspace: Workspace
) -> None:
    _store(workspace, slug="draft", status=EnvironmentStatus.PENDING)
    with pytest.raises(services.ExportRefused, match="no environment of Acme is approved yet"):
        services.start_export(workspace=workspace, user=member)
    client = Client()
    client.force_login(member)
    page = client.post(reverse("export-start", args=[workspace.slug]), follow=True).content.decode()
    assert "Nothing to export" in page and 'id="export-refused"' in page
    assert not Export.objects.filter(workspace=workspace).exists()


def test_the_dialog_narrows_an_export_to_chosen_approved_environments(
    member: Any, stocked: Workspace, data_dir: Path, eager: None, django_capture_on_commit_callbacks: Any
) -> None:
    _store(stocked, slug="outlet", status=EnvironmentStatus.APPROVED)
    with pytest.raises(services.ExportRefused, match="not approved: draft"):
        services.start_export(workspace=stocked, user=member, environment_slugs=["draft"])
    client = Client()
    client.force_login(member)
    page = client.get(reverse("export-list", args=[stocked.slug])).content.decode()
    assert 'name="environments" value="outlet" checked' in page and 'value="draft"' not in page
    with django_capture_on_commit_callbacks(execute=True):
        client.post(reverse("export-start", args=[stocked.slug]), {"environments": ["outlet"]})
    export = Export.objects.get(workspace=stocked)
    assert export.status == ExportStatus.SUCCEEDED, export.error
    assert export.environment_slugs == ["outlet"]
    assert export.manifest_summary["environments"] == ["outlet"]


@pytest.mark.django_db
def test_the_dialog_chooses_the_optional_formats_and_the_core_stays(
    member: Any, stocked: Workspace, data_dir: Path, eager: None, django_capture_on_commit_callbacks: Any
) -> None:
    with pytest.raises(services.ExportRefused, match="Unknown export format"):
        services.start_export(workspace=stocked, user=member, formats=["parquet"])
    client = _client(member)
    page = client.get(reverse("export-list", args=[stocked.slug])).content.decode()
    assert 'name="formats" value="tau2" checked' in page and 'name="formats" value="adapters" checked' in page
    with django_capture_on_commit_callbacks(execute=True):
        # Only tau2 ticked: adapters and fine-tuning records stay out.
        client.post(reverse("export-start", args=[stocked.slug]), {"formats_shown": "1", "formats": ["tau2"]})
    export = Export.objects.get(workspace=stocked)
    assert export.status == ExportStatus.SUCCEEDED, export.error
    assert export.formats == ["tau2"]
    with zipfile.ZipFile(export.file_path) as bundle:
        names = bundle.namelist()
    assert any(name.startswith("tau2/") for name in names)
    assert not any(name.startswith(("openenv/", "verifiers/", "trl/")) for name in names)
    assert "sft.jsonl" not in names
    assert {"manifest.json", "scenarios.jsonl", "envstudio_bundle.py"} <= set(names)
    assert "environments/shop/env.py" in names
