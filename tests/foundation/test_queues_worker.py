"""Workers and queues with REAL Celery workers: a bare worker (no -Q) consumes every queue; a job waiting on a
queue nobody consumes says so on its page and in `synthesize --wait`, and the reaper fails it instead of
re-sending it forever."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis import queues, services
from synthesis.models import SynthesisJob
from tests.conftest import REPO, TEST_QUEUE_PREFIX, WorkerProcess, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

StartWorker = Callable[..., WorkerProcess]
SANDBOX_QUEUE = f"{TEST_QUEUE_PREFIX}sandbox"


@pytest.fixture(autouse=True)
def no_cached_answer() -> None:
    queues.forget_consumers()


@pytest.fixture(autouse=True)
def worker_data_dir(settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Uploads land where this test's workers read them."""
    data_dir = tmp_path / "worker-data"
    monkeypatch.setenv("ENVSTUDIO_DATA_DIR", str(data_dir))
    settings.MEDIA_ROOT = str(data_dir / "media")


def _ended(job_id: int) -> SynthesisJob:
    def ended() -> SynthesisJob | None:
        job = SynthesisJob.objects.get(pk=job_id)
        return None if job.is_active else job

    return wait_until(ended, timeout=90, what=f"job {job_id} to end")


def test_a_bare_worker_consumes_every_queue(workspace: Workspace, celery_worker_process: StartWorker) -> None:
    celery_worker_process(queues=None)  # `celery -A envstudio worker`, as typed first
    assert queues.consumed_queues(fresh=True) >= set(queues.all_queue_names())
    llm_job = services.start_job(
        workspace=workspace, kind="selftest", seed=None, options={"items": 2}, created_by=None
    )
    # A spec job runs on the default and the sandbox queues.
    spec_job = services.start_sample_job(
        workspace=workspace, sample="library_loans.sql", options={"scenarios": 2}, created_by=None
    )
    for job in (llm_job, spec_job):
        finished = _ended(job.pk)
        assert finished.status == "succeeded", finished.error


def test_a_worker_without_the_sandbox_queue_is_explained(
    workspace: Workspace,
    celery_worker_process: StartWorker,
    worker_environment: Callable[..., dict[str, str]],
    viewer: Any,
    settings: Any,
) -> None:
    celery_worker_process(queues=("default", "llm"))
    job = services.start_sample_job(workspace=workspace, sample="library_loans.sql", created_by=None)
    # "parse" ran on the default queue; "verify" now waits on the sandbox queue.
    wait_until(lambda: SynthesisJob.objects.get(pk=job.pk).stage_index == 1, what="the job to reach verify")

    client = Client()
    client.force_login(viewer)
    page = client.get(reverse("job-progress", args=[workspace.slug, job.pk])).content.decode()
    assert f"No live worker consumes the queue &#x27;{SANDBOX_QUEUE}&#x27;" in page
    assert f"celery -A envstudio worker -Q {SANDBOX_QUEUE}" in page

    waited = subprocess.run(
        [sys.executable, "manage.py", "synthesize", "--workspace", "Acme", "--job", str(job.pk),
         "--wait", "--timeout", "20"],
        cwd=REPO, env=worker_environment(), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert waited.returncode == 1  # still waiting at the timeout
    assert f"waiting: No live worker consumes the queue '{SANDBOX_QUEUE}'" in waited.stdout
    assert f"celery -A envstudio worker -Q {SANDBOX_QUEUE}" in waited.stdout

    # The reaper does not re-send to a queue nobody consumes, and gives up with the reason after the limit.
    assert services.resume_stalled_jobs(stale_after_seconds=0) == []
    assert SynthesisJob.objects.get(pk=job.pk).is_active
    settings.ENVSTUDIO_QUEUE_WAIT_LIMIT_SECONDS = 0
    assert services.resume_stalled_jobs(stale_after_seconds=0) == []
    failed = SynthesisJob.objects.get(pk=job.pk)
    assert failed.status == "failed"
    assert f"No live worker consumes the queue '{SANDBOX_QUEUE}'" in failed.error

    # With the queue consumed, nothing is held: the job page says nothing about queues.
    assert queues.waiting_problem(kind="spec", stage_index=1) is not None
    celery_worker_process(queues=("sandbox",))
    assert queues.waiting_problem(kind="spec", stage_index=1, fresh=True) is None
