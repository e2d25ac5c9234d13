"""Job page (stages, usage, results, unbuildable chains), the sample-spec button, the sandbox banner."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    JobStep,
    Scenario,
    ScenarioRevision,
    StageUsage,
    SynthesisJob,
)
from synthesis.sandbox import SandboxStatus

pytestmark = pytest.mark.django_db
XSS = "<script>alert(1)</script>"


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def finished_job(workspace: Workspace) -> SynthesisJob:
    job = SynthesisJob.objects.create(
        workspace=workspace,
        kind="spec",
        status="failed",
        stage="build",
        stage_index=3,
        options={"scenarios": 8, "note": XSS},
        error=f"build failed: {XSS}\n\nTraceback (most recent call last): ...",
    )
    StageUsage.objects.create(job=job, stage="plan", calls=3, cached_calls=1, prompt_tokens=1200, cost=0.0125)
    env = Environment.objects.create(workspace=workspace, job=job, job_key="spec", slug="shop", name="Shop")
    revision = EnvironmentRevision.objects.create(
        environment=env, number=1, ir={}, summary={"sandbox": "bubblewrap+seccomp", "admitted": True}
    )
    env.current_revision = revision
    env.save()
    for key, proven in (("s1", True), ("s2", True), ("s3", False)):
        scenario = Scenario.objects.create(environment=env, job=job, key=key)
        scenario.current_revision = ScenarioRevision.objects.create(
            scenario=scenario, number=1, ir={}, proof_passed=proven
        )
        scenario.save()
    JobStep.objects.create(
        job=job,
        step="store",
        item="",
        status="done",
        result={
            "scenarios": 3,
            "unbuildable_chains": [
                {"environment": "shop", "chain": ["a", "b"], "reason": f"call 2 failed {XSS}"}
            ],
        },
    )
    return job


def test_job_page_shows_stages_usage_results_and_unbuildable_chains(
    owner: Any, workspace: Workspace, finished_job: SynthesisJob
) -> None:
    page = _client(owner).get(reverse("job-detail", args=[workspace.slug, finished_job.pk])).content.decode()
    # The spec pipeline's stages: the first three done, the fourth (index 3) is where it failed.
    states = [s.split('"')[0] for s in page.split('data-state="')[1:]]
    assert states[:4] == ["done", "done", "done", "failed"] and set(states[4:]) <= {"pending"}
    assert "<td>plan</td>" in page and "1200" in page and "$0.0125" in page
    env = Environment.objects.get(job=finished_job)
    assert f'href="{reverse("review-environment", args=[workspace.slug, env.pk])}"' in page
    assert "<td>3</td><td>2</td><td" in page  # 3 scenarios, 2 proven, then 1 failed
    assert "a → b" in page and "call 2 failed &lt;script&gt;" in page
    assert "build failed: &lt;script&gt;" in page and "Traceback (most recent call last)" in page
    assert "&quot;scenarios&quot;: 8" in page and "{'scenarios'" not in page  # options as JSON
    assert XSS not in page


def test_a_corpus_job_page_lists_its_topics_with_what_merged_into_each(
    viewer: Any, workspace: Workspace
) -> None:
    job = SynthesisJob.objects.create(
        workspace=workspace, kind="corpus", status="running", stage="design_topics"
    )
    airline = {
        "summary": "airline reservation management system",
        "introduction": "Flights and bookings.",
        "usefulness": 9,
        "modelability": 9,
        "seed_tasks": ["a", "b", "c"],
        "merged_summaries": ["airline reservation booking system"],
    }
    harmful = {**airline, "summary": f"weapons {XSS}", "seed_tasks": ["d"], "merged_summaries": []}
    JobStep.objects.create(
        job=job,
        step="mine",
        item="",
        status="done",
        result={
            "tasks": 20,
            "topics": {
                "airline-reservation-management-system": {"topic": airline, "screening": {}},
                "weapons": {"topic": harmful, "refused": "not allowed"},
            },
        },
    )
    page = _client(viewer).get(reverse("job-detail", args=[workspace.slug, job.pk])).content.decode()
    assert "Topics mined from 20 tasks (2)" in page
    row = page.split('<tr data-topic="airline-reservation-management-system">')[1].split("</tr>")[0]
    assert row.startswith('<td>airline reservation management system</td><td class="num">3</td>')
    assert "<td>airline reservation booking system</td>" in page
    assert "refused: not allowed" in page and XSS not in page
    fragment = _client(viewer).get(reverse("job-progress", args=[workspace.slug, job.pk])).content.decode()
    assert "mined-topics" not in fragment  # not re-read by every poll


@pytest.mark.parametrize(("person", "status"), [("member", 302), ("viewer", 403), ("outsider", 404)])
def test_sample_job_button(
    workspace: Workspace,
    django_user_model: Any,
    django_capture_on_commit_callbacks: Any,
    monkeypatch: pytest.MonkeyPatch,
    person: str,
    status: int,
) -> None:
    dispatched: list[int] = []
    monkeypatch.setattr(
        services.dispatch, "dispatch_stage", lambda *, job_id, stage_index: dispatched.append(job_id)
    )
    sample = services.sample_spec_names()[0]
    user = django_user_model.objects.get(username=person)
    with django_capture_on_commit_callbacks(execute=True):
        response = _client(user).post(reverse("job-start-sample", args=[workspace.slug]), {"sample": sample})
    assert response.status_code == status
    jobs = list(SynthesisJob.objects.filter(workspace=workspace))
    if status == 302:
        assert len(jobs) == 1 and response["Location"] == reverse(
            "job-detail", args=[workspace.slug, jobs[0].pk]
        )
        assert dispatched == [jobs[0].pk]  # sent to the workers
        assert (
            jobs[0].kind == "spec" and jobs[0].seed is not None and jobs[0].seed.original_filename == sample
        )
        assert jobs[0].created_by == user
    else:
        assert jobs == [] and dispatched == []


def test_sample_job_rejects_unknown_sample_and_get(member: Any, workspace: Workspace) -> None:
    client = _client(member)
    url = reverse("job-start-sample", args=[workspace.slug])
    response = client.post(url, {"sample": "../../etc/passwd"}, follow=True)
    assert "No sample spec" in response.content.decode()
    assert client.get(url).status_code == 405
    assert not SynthesisJob.objects.exists()


def test_workspace_page_links_and_sample_form(member: Any, viewer: Any, workspace: Workspace) -> None:
    env = Environment.objects.create(workspace=workspace, slug="shop", name="Shop")
    page = _client(member).get(reverse("workspace-detail", args=[workspace.slug])).content.decode()
    for name in ("review-dashboard", "export-list", "job-list"):
        assert f'href="{reverse(name, args=[workspace.slug])}"' in page
    assert f'href="{reverse("review-environment", args=[workspace.slug, env.pk])}"' in page
    assert 'id="start-sample"' in page and services.sample_spec_names()[0] in page
    viewer_page = _client(viewer).get(reverse("workspace-detail", args=[workspace.slug])).content.decode()
    assert 'id="start-sample"' not in viewer_page


def test_banner_appears_with_the_forced_fallback(
    owner: Any, workspace: Workspace, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ENVSTUDIO_SANDBOX_MECHANISM", "process")
    page = _client(owner).get(reverse("workspace-detail", args=[workspace.slug])).content.decode()
    assert 'id="sandbox-banner"' in page and "ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX" in page
    assert "ENVSTUDIO_SANDBOX_MECHANISM=process" in page  # says why
    assert 'id="sandbox-banner"' not in Client().get(reverse("login")).content.decode()  # logged out: none


def test_no_banner_when_isolated(owner: Any, workspace: Workspace, monkeypatch: pytest.MonkeyPatch) -> None:
    isolated = SandboxStatus(isolated=True, mechanism="bubblewrap+seccomp", detail="isolated")
    monkeypatch.setattr("envstudio.context_processors.sandbox_status", lambda: isolated)
    page = _client(owner).get(reverse("workspace-detail", args=[workspace.slug])).content.decode()
    assert 'id="sandbox-banner"' not in page


def test_one_bar_across_stages_with_elapsed_time_and_an_eta(workspace: Workspace) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from synthesis.selectors import overall_progress

    now = timezone.now()
    job = SynthesisJob.objects.create(
        workspace=workspace, kind="spec", status="running", stage_index=2, progress_done=1, progress_total=2
    )
    job.started_at = now - timedelta(seconds=100)
    # Two of four stages done and half of the third: 62.5 %, so 100 s elapsed leaves about 60 s.
    progress = overall_progress(job, stage_count=4, now=now)
    assert (progress.percent, progress.elapsed_seconds, progress.eta_seconds) == (62, 100, 60)
    assert (progress.elapsed_text, progress.eta_text) == ("1m 40s", "1m 00s")
    job.stage_index, job.progress_done = 0, 0
    assert overall_progress(job, stage_count=4, now=now).eta_seconds is None  # nothing to extrapolate yet


def test_the_job_page_warns_when_the_same_seed_ran_before(
    member: Any, workspace: Workspace, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(services, "dispatch_stage", lambda *, job_id, stage_index: None)
    sample = services.sample_spec_names()[0]
    first = services.start_sample_job(workspace=workspace, sample=sample, created_by=member)
    page = _client(member).get(reverse("job-detail", args=[workspace.slug, first.pk])).content.decode()
    assert 'id="same-seed-warning"' not in page and 'id="overall-progress"' in page
    second = services.start_sample_job(workspace=workspace, sample=sample, created_by=member)
    page = _client(member).get(reverse("job-detail", args=[workspace.slug, second.pk])).content.decode()
    warning = page[page.index('id="same-seed-warning"') :]
    assert reverse("job-detail", args=[workspace.slug, first.pk]) in warning.split("</div>")[0]
