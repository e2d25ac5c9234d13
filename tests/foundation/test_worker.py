"""Job lifecycle with REAL Celery worker processes: success, cancel, SIGKILL + restart, failure, brokers."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from envstudio import conf, embedded_broker
from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import Environment, EnvironmentRevision, JobStep, Scenario, SynthesisJob
from tests.conftest import REPO, Broker, WorkerProcess, need_service, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

StartWorker = Callable[..., WorkerProcess]


def _start_selftest(workspace: Workspace, **options: Any) -> SynthesisJob:
    return services.start_job(
        workspace=workspace, kind="selftest", seed=None, options=options, created_by=None
    )


def _job(job_id: int) -> SynthesisJob:
    return SynthesisJob.objects.get(pk=job_id)


def _wait_ended(job_id: int, *, timeout: float = 90.0) -> SynthesisJob:
    def ended() -> SynthesisJob | None:
        job = _job(job_id)
        return None if job.is_active else job

    return wait_until(ended, timeout=timeout, what=f"job {job_id} to end")


def _computed(marker_dir: Path) -> list[str]:
    log = marker_dir / "computed.log"
    return sorted(log.read_text().split()) if log.exists() else []


def _all_started(marker_dir: Path, count: int) -> bool:
    return all((marker_dir / f"started-item-{index}").exists() for index in range(count))


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    marker_dir, wait_dir = tmp_path / "markers", tmp_path / "wait"
    marker_dir.mkdir()
    wait_dir.mkdir()
    return marker_dir, wait_dir


def test_job_succeeds_with_live_progress(
    workspace: Workspace, celery_worker_process: StartWorker, dirs: tuple[Path, Path]
) -> None:
    marker_dir, wait_dir = dirs
    celery_worker_process()
    job = _start_selftest(workspace, items=3, marker_dir=str(marker_dir), wait_dir=str(wait_dir))
    wait_until(lambda: _all_started(marker_dir, 3), what="all items to start")
    running = _job(job.pk)
    assert (running.status, running.stage, running.progress_done, running.progress_total) == (
        "running",
        "work",
        0,
        3,
    )
    (wait_dir / "go").touch()
    finished = _wait_ended(job.pk)
    assert finished.status == "succeeded", finished.error
    assert _computed(marker_dir) == ["item-0", "item-1", "item-2"]
    assert Environment.objects.filter(job=job).count() == 1
    assert Scenario.objects.filter(job=job).count() == 3
    assert finished.prompt_tokens == 30


def test_cancel_a_running_job(
    workspace: Workspace, celery_worker_process: StartWorker, dirs: tuple[Path, Path]
) -> None:
    marker_dir, wait_dir = dirs
    celery_worker_process()
    job = _start_selftest(workspace, items=2, marker_dir=str(marker_dir), wait_dir=str(wait_dir))
    wait_until(lambda: _all_started(marker_dir, 2), what="items to start")
    assert services.cancel_job(job=job).cancel_requested
    finished = _wait_ended(job.pk)
    assert finished.status == "cancelled"
    assert _computed(marker_dir) == []
    assert not Environment.objects.filter(job=job).exists()


# Steps beat fast and go stale fast here, so the test waits seconds where production waits a minute or two.
FAST_HEARTBEAT = {"ENVSTUDIO_HEARTBEAT_SECONDS": "0.2", "ENVSTUDIO_JOB_STALE_SECONDS": "2"}


def test_sigkill_mid_job_and_a_restarted_worker_finishes_without_duplicates(
    workspace: Workspace, celery_worker_process: StartWorker, dirs: tuple[Path, Path], settings: Any
) -> None:
    settings.ENVSTUDIO_JOB_STALE_SECONDS = 2
    marker_dir, wait_dir = dirs
    first = celery_worker_process(extra_env=FAST_HEARTBEAT)
    job = _start_selftest(workspace, items=3, marker_dir=str(marker_dir), wait_dir=str(wait_dir))
    wait_until(lambda: _all_started(marker_dir, 3), what="all items to start")
    # While the worker lives, the job beats: the reaper leaves it alone.
    assert services.resume_stalled_jobs() == []
    first.kill()
    assert _job(job.pk).status == "running"
    (wait_dir / "go").touch()
    celery_worker_process(extra_env=FAST_HEARTBEAT)
    # The reaper (a periodic task in production) finds the job once its steps' heartbeat went stale.
    wait_until(lambda: services.resume_stalled_jobs() == [job.pk], what="the reaper to resume the job")
    finished = _wait_ended(job.pk)
    assert finished.status == "succeeded", finished.error
    assert _computed(marker_dir) == ["item-0", "item-1", "item-2"]  # each item computed exactly once
    work_steps = JobStep.objects.filter(job=job, step="work")
    assert sorted(work_steps.values_list("item", "attempts")) == [("item-0", 2), ("item-1", 2), ("item-2", 2)]
    assert JobStep.objects.get(job=job, step="prepare").attempts == 1
    assert Environment.objects.filter(job=job).count() == 1
    assert EnvironmentRevision.objects.filter(environment__job=job).count() == 1
    assert Scenario.objects.filter(job=job).count() == 3


def test_a_failing_pipeline_records_its_error(
    workspace: Workspace, celery_worker_process: StartWorker
) -> None:
    celery_worker_process()
    job = _start_selftest(workspace, items=3, fail_item="item-2")
    finished = _wait_ended(job.pk)
    assert finished.status == "failed"
    assert finished.error.startswith("work/item-2: selftest: item-2 failed as asked")


def _synthesize(env: dict[str, str], *arguments: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            "manage.py",
            "synthesize",
            "--workspace",
            "Acme",
            *arguments,
            "--wait",
            "--timeout",
            "90",
        ],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_synthesize_wait_exit_codes(
    workspace: Workspace,
    celery_worker_process: StartWorker,
    worker_environment: Callable[..., dict[str, str]],
    dirs: tuple[Path, Path],
) -> None:
    marker_dir, wait_dir = dirs
    celery_worker_process()
    env = worker_environment()
    succeeded = _synthesize(env, "--selftest", "t", "--option", "items=2")
    out, err = succeeded.communicate(timeout=120)
    assert succeeded.returncode == 0, err
    assert out.splitlines()[0].startswith("job ") and "succeeded" in out

    failed = _synthesize(env, "--selftest", "t", "--option", "fail_item=item-1")
    out, err = failed.communicate(timeout=120)
    assert failed.returncode == 2
    assert "item-1 failed as asked" in err

    cancelled = _synthesize(
        env, "--selftest", "t", "--option", f"marker_dir={marker_dir}", "--option", f"wait_dir={wait_dir}"
    )
    wait_until(lambda: _all_started(marker_dir, 3), what="items to start")
    services.cancel_job(job=SynthesisJob.objects.latest("pk"))
    out, err = cancelled.communicate(timeout=120)
    assert cancelled.returncode == 3
    assert "cancelled" in err

    # Ran to its end, but verification admitted nothing: not a success (issue 38).
    nothing = _synthesize(
        env, "--selftest", "t", "--option", "items=1", "--option", "not_admitted=2 of 9 failed"
    )
    out, err = nothing.communicate(timeout=120)
    assert nothing.returncode == 4, err
    assert "finished, 0 of 1 environments admitted" in err and ": 2 of 9 failed" in err
    assert out.splitlines()[-1].startswith("finished ") and "succeeded" not in out


def _run_one_job(workspace: Workspace, start_worker: StartWorker, broker: Broker) -> SynthesisJob:
    start_worker(broker=broker)
    job = _start_selftest(workspace, items=2)
    return _wait_ended(job.pk)


def test_embedded_redis_broker_runs_a_job(
    workspace: Workspace, celery_worker_process: StartWorker, tmp_path: Path
) -> None:
    import shutil

    if not shutil.which("redis-server"):
        need_service("redis-server is not on PATH")
    data_dir = tmp_path / "embedded"
    process = embedded_broker.start(data_dir=data_dir, daemonize=False)
    assert process is not None
    try:
        socket = embedded_broker.socket_path(data_dir=data_dir)
        assert embedded_broker.is_answering(path=socket)
        url = f"redis+socket://{socket}"
        # A second start finds the running server and starts nothing.
        assert embedded_broker.start(data_dir=data_dir, daemonize=False) is None
        finished = _run_one_job(
            workspace,
            celery_worker_process,
            Broker(url=url, transport_options={}, env={"CELERY_BROKER_URL": url}),
        )
        assert finished.status == "succeeded", finished.error
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert not embedded_broker.is_answering(path=embedded_broker.socket_path(data_dir=data_dir))


def test_filesystem_broker_runs_a_job(
    workspace: Workspace, celery_worker_process: StartWorker, tmp_path: Path
) -> None:
    data_dir = tmp_path / "fs-data"
    url, options, kind = conf.broker_config(broker_url="filesystem://", data_dir=data_dir)
    assert kind == "filesystem"
    broker = Broker(
        url=url,
        transport_options=options,
        env={"CELERY_BROKER_URL": url, "ENVSTUDIO_DATA_DIR": str(data_dir)},
    )
    finished = _run_one_job(workspace, celery_worker_process, broker)
    assert finished.status == "succeeded", finished.error
