"""Offline means offline: when a configured LLM fails, a spec job keeps its deterministic result and says
so."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from synthesis.models import JobStep, SynthesisJob
from synthesis.pipelines import resources
from tests.pipelines.helpers import configure_llm, run_kind, sample_seed


@pytest.fixture
def failing_llm(fake_openai: Any) -> Any:
    resources.configure(
        llm_settings={"LLM_BASE_URL": fake_openai.base_url, "LLM_MODEL": "m", "LLM_MAX_RETRIES": 0},
        cache_dir=None,
        allow_unisolated=True,
    )
    fake_openai.on(prompt="enrich_rules").fail(500, message="the model is down")
    fake_openai.on(prompt="enrich_task").fail(500, message="the model is down")
    yield fake_openai
    configure_llm(None)


def test_a_failing_llm_leaves_the_offline_spec_result_with_warnings(failing_llm: Any) -> None:
    offline = run_kind(
        kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 2, "enrich": False}
    )
    ctx = run_kind(kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 2})
    [environment] = ctx.environments.values()
    [expected] = offline.environments.values()
    assert environment["status"] == "pending"
    assert environment["ir"]["rules"] == expected["ir"]["rules"]
    assert [s["ir"]["task"] for s in ctx.scenarios.values()] == [
        s["ir"]["task"] for s in offline.scenarios.values()
    ]
    warnings = [w for result in ctx.steps.values() for w in result.get("warnings", [])]
    assert any(w.startswith("LLM enrichment of the rules skipped") and "500" in w for w in warnings), warnings
    assert any(w.startswith("LLM rewording of") for w in warnings), warnings
    assert failing_llm.request_count >= 2  # the LLM was asked, and failed


@pytest.mark.django_db
def test_the_job_page_shows_the_warnings(workspace: Any, viewer: Any) -> None:
    job = SynthesisJob.objects.create(workspace=workspace, kind="spec", status="succeeded")
    JobStep.objects.create(
        job=job,
        step="build",
        item="x",
        status="done",
        result={"built": True, "warnings": ["LLM rewording of s1 skipped, the offline result is kept: down"]},
    )
    client = Client()
    client.force_login(viewer)
    page = client.get(reverse("job-detail", args=[workspace.slug, job.pk])).content.decode()
    assert 'id="job-warnings"' in page and "LLM rewording of s1 skipped" in page
