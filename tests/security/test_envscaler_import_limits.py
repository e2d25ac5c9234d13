"""Issue 39, finding 3 (and the EnvScaler half of 5): the web EnvScaler import ran in the request, unbounded.
A 40 MB file took the web process from 1.1 to 2.5 GB, 60 environments held a web worker 34 s, a looping
``check_func`` ended in a 500 after 17 s (an uncaught SandboxFailure) and 100,000 nested ``[`` in a 500
(RecursionError).

Now the form only checks sizes and queues a run that a worker carries out (``review.exports.envscaler_runs``);
the files have a size limit checked before they are read, an import has a cap on environments and
scenarios, and every bad input is a clear error on the run (per environment where one is to blame), nothing
half-saved."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from review.exports import envscaler_runs, envscaler_worker
from review.exports.envscaler import import_envscaler
from review.exports.models import ForeignImport
from review.models import EnvScalerImportRun, ImportRunStatus
from synthesis.api import EnvScalerError
from synthesis.models import Environment, Scenario
from tests.exports import envscaler_fixture as fixture

pytestmark = pytest.mark.django_db

NESTED = b"[" * 100_000 + b"]" * 100_000


def _raw() -> tuple[bytes, bytes]:
    return json.dumps(fixture.env_metadata()).encode(), json.dumps(fixture.scenario_metadata()).encode()


def _nothing_saved() -> None:
    assert not Environment.objects.exists()
    assert not Scenario.objects.exists()
    assert not ForeignImport.objects.exists()


@pytest.fixture
def runs_inline(monkeypatch: pytest.MonkeyPatch, django_capture_on_commit_callbacks: Any) -> Any:
    """A queued run runs as soon as its row commits, as a worker would take it."""
    monkeypatch.setattr(
        envscaler_runs, "dispatch_import", lambda *, run_id: envscaler_worker.run_import(run_id=run_id)
    )
    return django_capture_on_commit_callbacks


def _post(client: Client, env_bytes: bytes, scenario_bytes: bytes) -> Any:
    return client.post(
        reverse("envscaler-imports", args=["acme"]),
        {
            "env_metadata": SimpleUploadedFile("env.json", env_bytes),
            "scenario_metadata": SimpleUploadedFile("scenarios.json", scenario_bytes),
        },
    )


def _member(member: Any) -> Client:
    client = Client()
    client.force_login(member)
    return client


# --- the request does no import work ------------------------------------------------------------------------


def test_the_form_queues_a_run_and_does_not_import_in_the_request(
    workspace: Workspace,
    member: Any,
    django_capture_on_commit_callbacks: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    queued: list[int] = []
    monkeypatch.setattr(envscaler_runs, "dispatch_import", lambda *, run_id: queued.append(run_id))
    with django_capture_on_commit_callbacks(execute=True):
        response = _post(_member(member), *_raw())
    assert response.status_code == 302
    run = EnvScalerImportRun.objects.get()
    assert queued == [run.pk] and run.status == ImportRunStatus.QUEUED and run.created_by == member
    _nothing_saved()  # nothing converted or stored until a worker runs it
    row = _member(member).get(reverse("envscaler-import-run", args=["acme", run.pk])).content.decode()
    assert 'hx-trigger="every 1s"' in row and "waiting for a worker" in row
    # The worker's run: progress per environment, then the import, and the kept files are deleted.
    seen: list[dict[str, Any]] = []
    real = envscaler_worker.beat

    def spy(run_id: int, **fields: Any) -> None:
        seen.append(fields)
        real(run_id, **fields)

    monkeypatch.setattr(envscaler_worker, "beat", spy)
    kept = Path(run.env_file.path)
    assert kept.exists()
    ended = envscaler_worker.run_import(run_id=run.pk)
    assert ended.status == ImportRunStatus.SUCCEEDED and ended.foreign_import is not None
    assert seen == [{"stage": "environments", "total": 3, "done": 0}, {"done": 1}, {"done": 2}, {"done": 3}]
    assert not kept.exists() and not ended.env_file
    row = _member(member).get(reverse("envscaler-import-run", args=["acme", run.pk])).content.decode()
    assert "every 1s" not in row and "3 environments, 15 scenarios" in row
    # A run is carried out once: a redelivered task leaves it alone.
    assert envscaler_worker.run_import(run_id=run.pk).foreign_import == ended.foreign_import
    assert ForeignImport.objects.count() == 1


def test_a_run_whose_worker_was_lost_is_taken_up_and_a_live_one_is_left_alone(
    workspace: Workspace,
    member: Any,
    django_capture_on_commit_callbacks: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import datetime as dt

    from django.utils import timezone

    monkeypatch.setattr(envscaler_runs, "dispatch_import", lambda *, run_id: None)
    with django_capture_on_commit_callbacks(execute=True):
        _post(_member(member), *_raw())
    run = EnvScalerImportRun.objects.get()
    EnvScalerImportRun.objects.filter(pk=run.pk).update(
        status=ImportRunStatus.RUNNING, started_at=timezone.now(), heartbeat_at=timezone.now()
    )
    assert envscaler_worker.run_import(run_id=run.pk).status == ImportRunStatus.RUNNING
    _nothing_saved()
    # Its heartbeat stopped longer ago than the stale limit: the redelivered task takes it up.
    long_ago = timezone.now() - dt.timedelta(hours=2)
    EnvScalerImportRun.objects.filter(pk=run.pk).update(heartbeat_at=long_ago)
    assert envscaler_worker.run_import(run_id=run.pk).status == ImportRunStatus.SUCCEEDED
    assert ForeignImport.objects.count() == 1


# --- sizes --------------------------------------------------------------------------------------------------


def test_an_oversized_request_is_refused_before_its_body_is_read(
    workspace: Workspace, member: Any, settings: Any
) -> None:
    settings.ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES = 1000
    # The header claims 10 GB; the body is tiny: reading it would fail the test client's payload.
    response = _member(member).generic(
        "POST",
        reverse("envscaler-imports", args=["acme"]),
        b"--x--\r\n",
        content_type="multipart/form-data; boundary=x",
        CONTENT_LENGTH=str(10 * 2**30),
    )
    assert response.status_code == 413
    page = response.content.decode()
    assert "larger than two files of 1,000 bytes" in page and "ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES" in page
    assert not EnvScalerImportRun.objects.exists()
    _nothing_saved()


def test_an_oversized_file_is_refused_by_its_size_and_not_kept(
    workspace: Workspace, member: Any, settings: Any
) -> None:
    env_bytes = _raw()[0]
    settings.ENVSTUDIO_ENVSCALER_MAX_FILE_BYTES = len(env_bytes) - 1
    response = _post(_member(member), env_bytes, b"[]")
    assert response.status_code == 400
    assert (
        f"the environment metadata (env.json) has {len(env_bytes):,} bytes; "
        f"the limit is {len(env_bytes) - 1:,}" in response.content.decode()
    )
    assert not EnvScalerImportRun.objects.exists()
    _nothing_saved()


def test_the_command_refuses_an_oversized_file_without_reading_it(
    workspace: Workspace, tmp_path: Path
) -> None:
    environments = fixture.write_files(tmp_path)[0]
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:
        os.truncate(handle.fileno(), 10 * 2**30)  # sparse: reading it would take minutes and 10 GB
    with pytest.raises(CommandError, match=r"the scenario metadata \(huge.json\) has 10,737,418,240 bytes"):
        call_command("import_envscaler", str(environments), str(huge), "--workspace", "Acme")
    assert not EnvScalerImportRun.objects.exists()
    _nothing_saved()


# --- counts -------------------------------------------------------------------------------------------------


def test_environments_and_scenarios_per_import_are_capped(workspace: Workspace, settings: Any) -> None:
    settings.ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS = 2
    with pytest.raises(
        EnvScalerError, match=r"holds 3 environments; an import takes at most 2 \(the setting"
    ):
        import_envscaler(workspace=workspace, env_metadata=_raw()[0], scenario_metadata=_raw()[1])
    settings.ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS = 200
    settings.ENVSTUDIO_ENVSCALER_MAX_SCENARIOS = 10
    with pytest.raises(EnvScalerError, match="holds 15 scenarios; an import takes at most 10"):
        import_envscaler(workspace=workspace, env_metadata=_raw()[0], scenario_metadata=_raw()[1])
    _nothing_saved()


# --- bad JSON and foreign code ------------------------------------------------------------------------------


def test_deeply_nested_json_is_a_clear_error_not_a_500(
    workspace: Workspace, member: Any, runs_inline: Any
) -> None:
    for env_bytes, scenario_bytes, label in (
        (NESTED, _raw()[1], "environment metadata"),
        (_raw()[0], NESTED, "scenario metadata"),
        (_raw()[0], b"[" * 70 + b"]" * 70, "scenario metadata"),  # deep, though not deep enough for Python
    ):
        with pytest.raises(EnvScalerError, match=f"the {label} nests deeper than 64 levels"):
            import_envscaler(workspace=workspace, env_metadata=env_bytes, scenario_metadata=scenario_bytes)
    # A JSON string inside (their release ships init_config as one) is read with the same bound.
    scenarios = fixture.scenario_metadata()
    scenarios[0]["init_config"] = "[" * 100_000 + "]" * 100_000
    with pytest.raises(EnvScalerError, match="a JSON string in the metadata nests deeper than 64 levels"):
        import_envscaler(
            workspace=workspace, env_metadata=_raw()[0], scenario_metadata=json.dumps(scenarios).encode()
        )
    # Through the page: the run fails with the reason, and the page says it.
    with runs_inline(execute=True):
        assert _post(_member(member), NESTED, _raw()[1]).status_code == 302
    run = EnvScalerImportRun.objects.get()
    assert run.status == ImportRunStatus.FAILED and "nests deeper than 64 levels" in run.error
    assert (
        "nests deeper than 64 levels"
        in _member(member).get(reverse("envscaler-imports", args=["acme"])).content.decode()
    )
    _nothing_saved()


def test_a_looping_check_func_is_a_clear_error_naming_its_environment(workspace: Workspace) -> None:
    scenarios = fixture.scenario_metadata()
    looping = next(s for s in scenarios if s["env_id"] == "env_home")
    looping["checklist_with_func"][0]["check_func"] = (
        "def check_func(final_state):\n    while True:\n        pass\n"
    )
    with pytest.raises(EnvScalerError) as raised:
        import_envscaler(
            workspace=workspace, env_metadata=_raw()[0], scenario_metadata=json.dumps(scenarios).encode()
        )
    message = str(raised.value)
    assert "1 environment(s) do not run, nothing imported" in message
    assert f"environment 'env_home': the checks of scenario {looping['task_id']!r} do not finish" in message
    assert "env_library" not in message and "env_clinic" not in message
    _nothing_saved()


def test_a_crashing_run_ends_failed_with_its_reason(
    workspace: Workspace, member: Any, runs_inline: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def crash(*_: Any, **__: Any) -> Any:
        raise RuntimeError("out of luck")

    monkeypatch.setattr(envscaler_worker, "convert_and_audit", crash)
    with runs_inline(execute=True):
        _post(_member(member), *_raw())
    run = EnvScalerImportRun.objects.get()
    assert (run.status, run.error) == (
        ImportRunStatus.FAILED,
        "the import crashed: RuntimeError: out of luck",
    )
    assert run.env_file and run.scenario_file and run.is_resumable  # kept: it may be resumed
    _nothing_saved()


def test_the_command_runs_the_same_job_or_queues_it(
    workspace: Workspace,
    tmp_path: Path,
    django_capture_on_commit_callbacks: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    environments, scenarios = fixture.write_files(tmp_path)
    queued: list[int] = []
    monkeypatch.setattr(envscaler_runs, "dispatch_import", lambda *, run_id: queued.append(run_id))
    out = io.StringIO()
    with django_capture_on_commit_callbacks(execute=True):
        call_command(
            "import_envscaler",
            str(environments),
            str(scenarios),
            "--workspace",
            "Acme",
            "--background",
            stdout=out,
        )
    run = EnvScalerImportRun.objects.get()
    assert out.getvalue().strip() == f"import run {run.pk} queued" and queued == [run.pk]
    _nothing_saved()
    out = io.StringIO()
    call_command("import_envscaler", str(environments), str(scenarios), "--workspace", "Acme", stdout=out)
    assert "imported 3 environments" in out.getvalue()
    latest = EnvScalerImportRun.objects.first()
    assert latest is not None and latest.status == ImportRunStatus.SUCCEEDED and latest.created_by is None
