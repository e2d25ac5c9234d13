"""The EnvScaler import as a job (issue 42): progress per environment, cancel, resume (also of a run whose
worker died), bad files, who may cancel and resume, and the 191-environment stand-in of the release."""

from __future__ import annotations

import datetime as dt
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.files import File
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from envstudio.audit.models import AuditEvent
from envstudio.tenancy.models import Workspace
from review.exports import envscaler_runs, envscaler_worker
from review.exports.models import ForeignImport
from review.models import EnvScalerImportItem, EnvScalerImportRun, ImportItemStatus, ImportRunStatus
from synthesis.api import EnvScalerError
from synthesis.models import Environment, Scenario
from tests.exports.envscaler_release import Shape, env_id, write_release

pytestmark = pytest.mark.django_db

SMALL = Shape(environments=6, scenarios_per_environment=3, collections=3, entities=2)


class Killed(BaseException):
    """What a killed worker leaves: the run stops mid-way, nothing of the worker's clean-up runs."""


@pytest.fixture
def data_dir(settings: Any, tmp_path: Path) -> Path:
    settings.DATA_DIR = settings.MEDIA_ROOT = tmp_path / "data"
    return tmp_path


def _start(
    workspace: Workspace, directory: Path, *, shape: Shape = SMALL, user: Any = None
) -> EnvScalerImportRun:
    env_path, scenario_path = write_release(directory, shape)
    with env_path.open("rb") as env_handle, scenario_path.open("rb") as scenario_handle:
        return envscaler_runs.start_import(
            workspace=workspace,
            env_upload=File(env_handle, name=env_path.name),
            scenario_upload=File(scenario_handle, name=scenario_path.name),
            user=user,
            queue=False,
        )


@pytest.fixture
def stop_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """``stop_after["done"] = n, stop_after["then"] = f``: f() runs once the worker reports n done."""
    plan: dict[str, Any] = {}
    real = envscaler_worker.beat

    def spy(run_id: int, **fields: Any) -> None:
        real(run_id, **fields)
        if fields.get("done") == plan.get("done") and plan.get("then") is not None:
            then, plan["then"] = plan["then"], None
            then()

    monkeypatch.setattr(envscaler_worker, "beat", spy)
    yield plan


def _slugs(workspace: Workspace) -> list[str]:
    return sorted(Environment.objects.filter(workspace=workspace).values_list("slug", flat=True))


EXPECTED_SLUGS = sorted(env_id(n) for n in range(SMALL.environments))


def test_cancel_midway_then_resume_imports_each_environment_once(
    workspace: Workspace, member: Any, data_dir: Path, stop_after: dict[str, Any]
) -> None:
    run = _start(workspace, data_dir, user=member)
    stop_after.update(done=2, then=lambda: envscaler_runs.cancel_import(run=run, user=member))
    stopped = envscaler_worker.run_import(run_id=run.pk)
    assert stopped.status == ImportRunStatus.CANCELLED
    assert stopped.item_counts() == {"pending": 4, "imported": 2, "refused": 0, "skipped": 0}
    assert len(_slugs(workspace)) == 2  # what was imported stays
    assert stopped.is_resumable and stopped.env_file  # the files wait for the resume
    row = _client(member).get(reverse("envscaler-import-run", args=["acme", run.pk])).content.decode()
    assert "cancelled after 2 of 6 environments" in row and 'name="resume"' in row

    envscaler_runs.resume_import(run=stopped, user=member, queue=False)
    ended = envscaler_worker.run_import(run_id=run.pk)
    assert ended.status == ImportRunStatus.SUCCEEDED and ended.attempts == 2
    assert _slugs(workspace) == EXPECTED_SLUGS
    assert Scenario.objects.filter(environment__workspace=workspace).count() == SMALL.scenarios
    record = ForeignImport.objects.get()
    assert sorted(record.environments) == EXPECTED_SLUGS and record.summary["scenarios"] == SMALL.scenarios
    assert EnvScalerImportItem.objects.filter(run=run, status=ImportItemStatus.IMPORTED).count() == 6
    assert not ended.env_file and not ended.scenario_file  # in the database now
    with pytest.raises(EnvScalerError, match="is succeeded and its files are gone: nothing to resume"):
        envscaler_runs.resume_import(run=ended, user=member, queue=False)
    actions = list(
        AuditEvent.objects.filter(target_kind="envscaler_import", target_id=str(run.pk))
        .order_by("pk")
        .values_list("action", flat=True)
    )
    assert actions == [
        "envscaler_import.start",
        "envscaler_import.cancel",
        "envscaler_import.cancelled",
        "envscaler_import.resume",
        "envscaler_import.succeeded",
    ]


def test_a_killed_run_is_found_stale_and_resumes_without_duplicates(
    workspace: Workspace, member: Any, data_dir: Path, stop_after: dict[str, Any]
) -> None:
    run = _start(workspace, data_dir, user=member)

    def kill() -> None:
        raise Killed

    stop_after.update(done=3, then=kill)
    with pytest.raises(Killed):
        envscaler_worker.run_import(run_id=run.pk)
    run.refresh_from_db()
    assert run.status == ImportRunStatus.RUNNING and not run.is_stale  # its heartbeat is fresh yet
    with pytest.raises(EnvScalerError, match="is running: nothing to resume"):
        envscaler_runs.resume_import(run=run, user=member, queue=False)
    assert envscaler_worker.run_import(run_id=run.pk).attempts == 1  # a live worker's run is left alone

    # The worker is gone: its heartbeat stops, and past the stale limit the run is found stale.
    stale = timezone.now() - dt.timedelta(hours=1)
    EnvScalerImportRun.objects.filter(pk=run.pk).update(heartbeat_at=stale)
    run.refresh_from_db()
    assert run.is_stale and run.is_resumable
    row = _client(member).get(reverse("envscaler-imports", args=["acme"])).content.decode()
    assert "worker lost" in row and 'name="resume"' in row and 'name="cancel"' not in row
    assert "worker lost" in _client(member).get(reverse("workspace-detail", args=["acme"])).content.decode()
    envscaler_runs.resume_import(run=run, user=member, queue=False)
    ended = envscaler_worker.run_import(run_id=run.pk)
    assert ended.status == ImportRunStatus.SUCCEEDED
    assert _slugs(workspace) == EXPECTED_SLUGS  # three before the kill, three after, none twice
    assert Scenario.objects.filter(environment__workspace=workspace).count() == SMALL.scenarios


def test_the_reaper_queues_a_stale_run_again_and_gives_up_after_the_attempt_limit(
    workspace: Workspace,
    member: Any,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    settings: Any,
    django_capture_on_commit_callbacks: Any,
) -> None:
    from review.tasks import resume_stale_envscaler_imports

    settings.ENVSTUDIO_MAX_STEP_ATTEMPTS = 2
    queued: list[int] = []
    monkeypatch.setattr(envscaler_runs, "dispatch_import", lambda *, run_id: queued.append(run_id))
    run = _start(workspace, data_dir, user=member)
    (data_dir / "other").mkdir()
    live = _start(workspace, data_dir / "other", user=member)
    now, stale = timezone.now(), timezone.now() - dt.timedelta(hours=1)
    EnvScalerImportRun.objects.filter(pk=run.pk).update(
        status=ImportRunStatus.RUNNING, heartbeat_at=stale, attempts=1
    )
    EnvScalerImportRun.objects.filter(pk=live.pk).update(
        status=ImportRunStatus.RUNNING, heartbeat_at=now, attempts=1
    )
    with django_capture_on_commit_callbacks(execute=True):
        assert resume_stale_envscaler_imports() == [run.pk]
    assert queued == [run.pk]
    run.refresh_from_db()
    assert run.status == ImportRunStatus.QUEUED
    # Its worker is lost again, the second time: the reaper stops and says why; a person may still resume.
    EnvScalerImportRun.objects.filter(pk=run.pk).update(
        status=ImportRunStatus.RUNNING, heartbeat_at=stale, attempts=2
    )
    assert resume_stale_envscaler_imports() == []
    run.refresh_from_db()
    assert (run.status, run.error) == (ImportRunStatus.FAILED, "its worker was lost 2 times")
    assert run.is_resumable
    live.refresh_from_db()
    assert live.status == ImportRunStatus.RUNNING  # its worker is alive


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_each_environment_has_its_own_status_and_one_that_does_not_run_is_refused_alone(
    workspace: Workspace, member: Any, data_dir: Path
) -> None:
    env_path, scenario_path = write_release(data_dir, SMALL)
    metadata = json.loads(env_path.read_text())
    broken = env_id(1)
    metadata[broken]["env_class_code"] = "import socket\n" + metadata[broken]["env_class_code"]
    metadata["env_lonely"] = dict(metadata[env_id(0)], env_id="env_lonely")  # no scenario: skipped
    env_path.write_text(json.dumps(metadata))
    Environment.objects.create(workspace=workspace, slug=env_id(2), name="there already")
    with env_path.open("rb") as env_handle, scenario_path.open("rb") as scenario_handle:
        run = envscaler_runs.start_import(
            workspace=workspace,
            env_upload=File(env_handle, name="env.json"),
            scenario_upload=File(scenario_handle, name="scenarios.json"),
            user=member,
            queue=False,
        )
    ended = envscaler_worker.run_import(run_id=run.pk)
    assert ended.status == ImportRunStatus.SUCCEEDED
    items = {item.env_id: item for item in ended.items.all()}
    assert items[broken].status == ImportItemStatus.REFUSED
    assert "does not run in the sandbox" in items[broken].reason and "socket" in items[broken].reason
    assert items[env_id(2)].status == ImportItemStatus.REFUSED
    assert items[env_id(2)].reason == f"the workspace already has an environment {env_id(2)!r}"
    assert items["env_lonely"].status == ImportItemStatus.SKIPPED
    assert ended.item_counts() == {"pending": 0, "imported": 4, "refused": 2, "skipped": 1}
    assert ForeignImport.objects.get().summary["refused"].keys() == {broken, env_id(2)}
    page = _client(member).get(reverse("envscaler-import-environments", args=["acme", run.pk]))
    html = page.content.decode()
    assert "4 imported, 2 refused, 1 skipped (no scenario), 0 pending" in html
    assert "already has an environment" in html and html.count('data-status="imported"') == 4
    refused_only = _client(member).get(
        reverse("envscaler-import-environments", args=["acme", run.pk]), {"status": "refused"}
    )
    assert refused_only.content.decode().count('data-status="refused"') == 2
    assert 'data-status="imported"' not in refused_only.content.decode()


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (lambda raw: raw[: len(raw) // 2], "the scenario metadata is not JSON"),
        (
            lambda raw: raw.replace(b"def check_func(final_state):", b"def check_func(final_state)", 1),
            "check 1: check_func is not Python",
        ),
        (
            lambda raw: raw.replace(b'"env_id": "env_003_generated"', b'"env_id": "env_nowhere"', 1),
            "unknown env_id",
        ),
    ],
)
def test_a_bad_file_is_a_clear_error_with_nothing_half_saved(
    workspace: Workspace, member: Any, data_dir: Path, spoil: Any, message: str
) -> None:
    env_path, scenario_path = write_release(data_dir, SMALL)
    scenario_path.write_bytes(spoil(scenario_path.read_bytes()))
    with env_path.open("rb") as env_handle, scenario_path.open("rb") as scenario_handle:
        run = envscaler_runs.start_import(
            workspace=workspace,
            env_upload=File(env_handle, name="env.json"),
            scenario_upload=File(scenario_handle, name="scenarios.json"),
            user=member,
            queue=False,
        )
    ended = envscaler_worker.run_import(run_id=run.pk)
    assert ended.status == ImportRunStatus.FAILED and message in ended.error
    assert not Environment.objects.exists() and not Scenario.objects.exists()
    assert not ended.items.exists() and not ForeignImport.objects.exists()
    assert not ended.env_file and not ended.is_resumable  # a refused file is not kept


def test_too_many_scenarios_name_the_setting(
    workspace: Workspace, member: Any, data_dir: Path, settings: Any
) -> None:
    settings.ENVSTUDIO_ENVSCALER_MAX_SCENARIOS = 10
    ended = envscaler_worker.run_import(run_id=_start(workspace, data_dir, user=member).pk)
    assert ended.error == (
        "the scenario metadata holds more than 10 scenarios; an import takes at most 10 (the setting "
        "ENVSTUDIO_ENVSCALER_MAX_SCENARIOS); nothing imported"
    )
    assert not Environment.objects.exists()


# owner (admin), member (reviewer), viewer, outsider: who may cancel and resume
EXPECTED = {"owner": 302, "member": 302, "viewer": 403, "outsider": 404}


@pytest.mark.parametrize("who", list(EXPECTED))
def test_who_may_cancel_and_resume(
    workspace: Workspace,
    data_dir: Path,
    who: str,
    request: pytest.FixtureRequest,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    user = request.getfixturevalue(who)
    run = _start(workspace, data_dir)
    client = _client(user)
    cancelled = client.post(reverse("envscaler-import-cancel", args=["acme", run.pk]))
    assert cancelled.status_code == EXPECTED[who]
    run.refresh_from_db()
    allowed = EXPECTED[who] == 302
    assert run.status == (ImportRunStatus.CANCELLED if allowed else ImportRunStatus.QUEUED)
    if not allowed:
        EnvScalerImportRun.objects.filter(pk=run.pk).update(status=ImportRunStatus.CANCELLED)
    monkeypatch.setattr(envscaler_runs, "dispatch_import", lambda *, run_id: None)
    resumed = client.post(reverse("envscaler-import-resume", args=["acme", run.pk]))
    assert resumed.status_code == EXPECTED[who]
    run.refresh_from_db()
    assert run.status == (ImportRunStatus.QUEUED if allowed else ImportRunStatus.CANCELLED)
    events = AuditEvent.objects.filter(
        target_kind="envscaler_import", action__in=["envscaler_import.cancel", "envscaler_import.resume"]
    )
    assert [event.actor for event in events.order_by("pk")] == ([user, user] if allowed else [])
    # The page offers the buttons to those who may press them.
    if who in ("member", "viewer"):
        EnvScalerImportRun.objects.filter(pk=run.pk).update(status=ImportRunStatus.CANCELLED)
        page = client.get(reverse("envscaler-imports", args=["acme"])).content.decode()
        assert ('name="resume"' in page) is allowed


def test_the_command_cancels_and_resumes(workspace: Workspace, data_dir: Path) -> None:
    run = _start(workspace, data_dir)
    out = io.StringIO()
    call_command("import_envscaler", "--workspace", "Acme", "--cancel", str(run.pk), stdout=out)
    assert out.getvalue().strip() == f"import run {run.pk}: cancelled"
    out = io.StringIO()
    call_command("import_envscaler", "--workspace", "Acme", "--resume", str(run.pk), stdout=out)
    assert f"imported {SMALL.environments} environments" in out.getvalue()
    assert _slugs(workspace) == EXPECTED_SLUGS
    with pytest.raises(Exception, match="nothing to resume"):
        call_command("import_envscaler", "--workspace", "Acme", "--resume", str(run.pk))


@pytest.mark.slow  # 191 x 2 sandbox workers and 7,067 scenarios audited: minutes on the shared 2 cores
def test_the_191_environment_stand_in_imports_as_a_job(
    workspace: Workspace, member: Any, data_dir: Path, django_capture_on_commit_callbacks: Any
) -> None:
    from envstudio.celery import app

    shape = Shape(entities=1)  # the release's counts and shape, the lightest states
    env_path, scenario_path = write_release(data_dir, shape)
    saved = app.conf.task_always_eager, app.conf.task_eager_propagates
    app.conf.task_always_eager, app.conf.task_eager_propagates = True, True
    try:
        with django_capture_on_commit_callbacks(execute=True):
            out = io.StringIO()
            call_command(
                "import_envscaler",
                str(env_path),
                str(scenario_path),
                "--workspace",
                "Acme",
                "--background",
                stdout=out,
            )
    finally:
        app.conf.task_always_eager, app.conf.task_eager_propagates = saved
    run = EnvScalerImportRun.objects.get()
    assert run.status == ImportRunStatus.SUCCEEDED, run.error
    assert (run.done, run.total) == (191, 191)
    assert run.item_counts()["imported"] == 191
    assert Environment.objects.filter(workspace=workspace).count() == 191
    assert Scenario.objects.filter(environment__workspace=workspace).count() == shape.scenarios == 7067
    summary = ForeignImport.objects.get().summary
    assert (summary["scenarios"], summary["checks"]) == (7067, 2 * 7067)
    # Every check reads the state, names state that exists and fails on its initial state.
    assert summary["checks_pass_initially"] == summary["checks_read_no_state"] == 0
    assert summary["checks_name_missing_state"] == 0
