"""A planted key goes only to its configured endpoint and never appears in options, pages, logs, the audit log
or exports: a real worker runs an admin's spec job on an operator-named endpoint (a fake server process that
records every Authorization header), then everything a user or operator can see is searched for the key."""

from __future__ import annotations

import io
import json
import logging
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.serializers import serialize
from django.test import Client
from django.urls import reverse

from envstudio.audit.models import AuditEvent
from review.exports import services as export_services
from review.exports.models import Export
from synthesis.models import Environment, JobStep, Scenario, SynthesisJob
from tests.conftest import REPO, WorkerProcess, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

PLANTED = "sk-planted-7f3a9c1e5b2d4f608e1a"
SAMPLE = REPO / "synthesis" / "seeds" / "samples" / "library_loans.sql"


@pytest.fixture
def secure_endpoint(
    fake_openai_process: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, settings: Any, tmp_path: Path
) -> Any:
    server = fake_openai_process(
        script={
            "rules": [
                {
                    "name": "rules",
                    "match": {"prompt": "enrich_rules"},
                    "reply": {"json": {"rules": ["Be kind."]}},
                },
                {"name": "task", "match": {"prompt": "enrich_task"}, "reply": {"json": {"task": "Help me."}}},
            ]
        }
    )
    endpoints = {
        "secure": {"base_url": server.base_url, "model": "fake-model", "api_key_env": "PLANTED_KEY_VAR"}
    }
    monkeypatch.setenv("LLM_ENDPOINTS", json.dumps(endpoints))
    monkeypatch.setenv("PLANTED_KEY_VAR", PLANTED)
    settings.ENVSTUDIO_LLM_ENDPOINTS = endpoints
    data_dir = tmp_path / "worker-data"
    monkeypatch.setenv("ENVSTUDIO_DATA_DIR", str(data_dir))
    settings.MEDIA_ROOT = str(data_dir / "media")
    settings.DATA_DIR = data_dir
    return server


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _ended(model: Any, pk: int) -> Any:
    def ended() -> Any:
        row = model.objects.get(pk=pk)
        return None if row.is_active else row

    return wait_until(ended, timeout=240, what=f"{model.__name__} {pk} to end")


def test_a_planted_key_reaches_only_its_endpoint_and_appears_nowhere(
    secure_endpoint: Any,
    celery_worker_process: Callable[..., WorkerProcess],
    workspace: Any,
    owner: Any,
    viewer: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    worker = celery_worker_process()
    admin = _client(owner)
    with caplog.at_level(logging.DEBUG):
        admin.post(
            reverse("job-start", args=["acme"]),
            {
                "kind": "spec",
                "file": SimpleUploadedFile("library_loans.sql", SAMPLE.read_bytes()),
                "opt_llm_endpoint": "secure",
                "opt_scenarios": "2",
            },
        )
        job = _ended(SynthesisJob, SynthesisJob.objects.get().pk)
        assert job.status == "succeeded", job.error
        environment = Environment.objects.get(job=job)
        assert "Be kind." in environment.current_revision.ir["rules"]  # the endpoint was really used
        Environment.objects.filter(pk=environment.pk).update(status="approved")
        Scenario.objects.filter(job=job, current_revision__proof_passed=True).update(status="approved")
        export = export_services.start_export(workspace=workspace, user=owner)
        export = _ended(Export, export.pk)
        assert export.status == "succeeded", export.error

    # The key went to the configured host, on every request, and nowhere else (no other host was called).
    authorizations = secure_endpoint.stats()["authorizations"]
    assert set(authorizations) == {f"Bearer {PLANTED}"} and sum(authorizations.values()) >= 2

    seen: dict[str, str] = {
        "job options": json.dumps(job.options),
        "job error and steps": job.error + serialize("json", JobStep.objects.filter(job=job)),
        "audit log": serialize("json", AuditEvent.objects.all()),
        "worker log": worker.log(),
        "test-process log": caplog.text,
    }
    pages = [
        reverse("job-detail", args=["acme", job.pk]),
        reverse("job-progress", args=["acme", job.pk]),
        reverse("job-list", args=["acme"]),
        reverse("review-dashboard", args=["acme"]),
        reverse("review-environment", args=["acme", environment.pk]),
        reverse("audit-log", args=["acme"]),
        reverse("export-list", args=["acme"]),
    ]
    for url in pages:
        for user, client in (("admin", admin), ("viewer", _client(viewer))):
            response = client.get(url)
            if response.status_code == 200:
                seen[f"{url} as {user}"] = response.content.decode()
    csv = admin.get(reverse("audit-log-csv", args=["acme"]))
    seen["audit CSV"] = b"".join(csv.streaming_content).decode()
    download = admin.get(reverse("export-download", args=["acme", export.pk]))
    bundle = b"".join(download.streaming_content)
    seen["export bundle (raw)"] = bundle.decode("latin-1")
    with zipfile.ZipFile(io.BytesIO(bundle)) as archive:
        for name in archive.namelist():
            seen[f"export {name}"] = archive.read(name).decode("utf-8", errors="replace")
    assert len(seen) > 15
    leaks = [where for where, text in seen.items() if PLANTED in text]
    assert leaks == []
