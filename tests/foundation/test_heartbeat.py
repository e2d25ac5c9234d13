"""Heartbeats of running steps, the busy-step guard against duplicate messages, and selftest kept out of
production."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.heartbeat import StepHeartbeat
from synthesis.models import JobStep, SynthesisJob
from synthesis.reaper import StepBusy
from tests.conftest import REPO, wait_until


@pytest.mark.django_db(transaction=True)
def test_a_running_step_beats_while_it_computes(workspace: Workspace, settings: Any) -> None:
    settings.ENVSTUDIO_HEARTBEAT_SECONDS = 0.05
    old = timezone.now() - timedelta(hours=1)
    job = SynthesisJob.objects.create(
        workspace=workspace, kind="selftest", status="running", heartbeat_at=old
    )
    context = services.DjangoJobContext(job=job)

    def compute() -> dict[str, Any]:
        # Blocks until the heartbeat thread has moved the step's beat on from its start.
        row = JobStep.objects.get(job=job, step="s", item="i")
        wait_until(
            lambda: JobStep.objects.get(pk=row.pk).heartbeat_at > row.heartbeat_at,
            what="a heartbeat while computing",
        )
        return {"ok": True}

    assert context.step(step="s", item="i", compute=compute) == {"ok": True}
    assert SynthesisJob.objects.get(pk=job.pk).heartbeat_at > old


@pytest.mark.django_db(transaction=True)
def test_a_heartbeat_stops_with_its_step(workspace: Workspace) -> None:
    job = SynthesisJob.objects.create(workspace=workspace, kind="selftest", status="running")
    row = JobStep.objects.create(job=job, step="s", item="i")
    with StepHeartbeat(job_id=job.pk, step_id=row.pk, interval=0.01) as heartbeat:
        wait_until(lambda: heartbeat.beats >= 2, what="two beats")
    stopped_at = heartbeat.beats
    assert not heartbeat._thread.is_alive()
    assert heartbeat.beats == stopped_at


@pytest.mark.django_db
def test_a_duplicate_message_leaves_a_step_a_live_worker_runs(workspace: Workspace, settings: Any) -> None:
    settings.ENVSTUDIO_JOB_STALE_SECONDS = 90
    job = SynthesisJob.objects.create(workspace=workspace, kind="selftest", status="running")
    JobStep.objects.create(job=job, step="s", item="i", attempts=1, heartbeat_at=timezone.now())
    context = services.DjangoJobContext(job=job)
    with pytest.raises(StepBusy):
        context.step(step="s", item="i", compute=lambda: {"recomputed": True})
    # Once its heartbeat is stale (the worker died), the step is computed again.
    JobStep.objects.filter(job=job).update(heartbeat_at=timezone.now() - timedelta(seconds=91))
    assert context.step(step="s", item="i", compute=lambda: {"recomputed": True}) == {"recomputed": True}
    assert JobStep.objects.get(job=job).attempts == 2


def test_production_registers_no_selftest_pipeline() -> None:
    # The test session adds its pipelines through ENVSTUDIO_EXTRA_PIPELINES; production has no such variable.
    env = {name: value for name, value in os.environ.items() if name != "ENVSTUDIO_EXTRA_PIPELINES"}
    listed = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c",
         "from synthesis.jobs.registry import KINDS; print(sorted(KINDS))"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    assert "spec" in listed.stdout and "selftest" not in listed.stdout
