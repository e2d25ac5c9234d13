"""A job says what it made (issue 38 item 9): a succeeded job whose environments verification all refused
is "finished, 0 of N environments admitted" with the main reasons, on its page, in the job lists, the
dashboard and `synthesize --wait` (exit 4); one that admitted some stays a success and says how many."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis.models import Environment, EnvironmentRevision, SynthesisJob
from synthesis.outcomes import JobOutcome, outcomes_of, with_outcomes

pytestmark = pytest.mark.django_db

STATIC_REASON = (
    "2 static check(s) failed: cancel_interview: writes applications, jobs, which it does not declare; "
    "list_jobs: reads nothing"
)
PROCEDURAL_REASON = (
    "procedural pass rate 0.90 < 1.00 (8 of 81 tests failed): NameError: name 'result' is not defined"
)


def _job(
    workspace: Workspace, *verdicts: bool | None, status: str = "succeeded", kind: str = "domain"
) -> SynthesisJob:
    """A job with one environment per verdict (None: no verdict, as from a kind without verification)."""
    job = SynthesisJob.objects.create(
        workspace=workspace, kind=kind, status=status, stage="store", stage_index=9
    )
    for index, admitted in enumerate(verdicts):
        summary: dict[str, Any] = {"sandbox": "bubblewrap"}
        if admitted is not None:
            summary["admitted"] = admitted
            summary["reasons"] = (
                [] if admitted else [STATIC_REASON if index % 2 == 0 else PROCEDURAL_REASON, "x"]
            )
        env = Environment.objects.create(
            workspace=workspace,
            job=job,
            job_key=f"env{index}",
            slug=f"job{job.pk}-env{index}",
            name=f"Env {index}",
            status="failed_verification" if admitted is False else "pending",
        )
        env.current_revision = EnvironmentRevision.objects.create(
            environment=env, number=1, ir={}, summary=summary
        )
        env.save()
    return job


def test_the_outcome_counts_admitted_environments_and_gives_the_main_reasons(workspace: Workspace) -> None:
    nothing = _job(workspace, False)
    partial = _job(workspace, True, False, True)
    unverified = _job(workspace, None)  # e.g. a plug-in kind: its environment's status says it
    failed = _job(workspace, False, status="failed")
    no_environments = _job(workspace)  # e.g. a rollout job
    outcomes = outcomes_of([nothing, partial, unverified, failed, no_environments])

    assert outcomes[nothing.pk] == JobOutcome(
        environments=1,
        admitted=0,
        reasons=(f"job{nothing.pk}-env0: {STATIC_REASON} (and 1 more)",),
    )
    assert outcomes[nothing.pk].nothing_admitted
    assert outcomes[nothing.pk].text == "finished, 0 of 1 environments admitted"
    assert (
        outcomes[partial.pk].text == "2 of 3 environments admitted"
        and not outcomes[partial.pk].nothing_admitted
    )
    assert outcomes[partial.pk].reasons == (f"job{partial.pk}-env1: {PROCEDURAL_REASON} (and 1 more)",)
    assert outcomes[unverified.pk] == JobOutcome(environments=1, admitted=1)
    assert failed.pk not in outcomes and no_environments.pk not in outcomes  # their status says it all
    assert (
        nothing.outcome == outcomes[nothing.pk] and failed.outcome is None and no_environments.outcome is None
    )


def test_what_the_job_made_is_its_own_revision_not_a_later_edit(workspace: Workspace) -> None:
    job = _job(workspace, False)
    env = Environment.objects.get(job=job)
    fixed = EnvironmentRevision.objects.create(environment=env, number=2, ir={}, summary={"admitted": True})
    Environment.objects.filter(pk=env.pk).update(current_revision=fixed, status="pending")
    assert outcomes_of([job])[job.pk].text == "finished, 0 of 1 environments admitted"


def test_a_list_of_jobs_gets_its_outcomes_in_one_query(
    workspace: Workspace, django_assert_num_queries: Any
) -> None:
    jobs = [_job(workspace, False), _job(workspace, True), _job(workspace, True, False)]
    fresh = list(SynthesisJob.objects.filter(pk__in=[j.pk for j in jobs]).order_by("pk"))
    with django_assert_num_queries(1):
        listed = with_outcomes(fresh)
        texts = [job.outcome.text for job in listed]
    assert texts == [
        "finished, 0 of 1 environments admitted",
        "1 of 1 environments admitted",
        "1 of 2 environments admitted",
    ]


def _page(user: Any, name: str, *args: Any) -> str:
    client = Client()
    client.force_login(user)
    response = client.get(reverse(name, args=args))
    assert response.status_code == 200
    return response.content.decode()


def test_job_page_says_nothing_was_admitted_and_why(owner: Any, workspace: Workspace) -> None:
    job = _job(workspace, False, False)
    page = _page(owner, "job-detail", workspace.slug, job.pk)
    assert 'data-outcome="nothing-admitted" title="' in page
    assert ">finished, 0 of 2 environments admitted</span>" in page
    assert '<span class="status succeeded">' not in page
    assert (
        "Finished, but verification admitted none of its 2 environments." in page and "Main reasons:" in page
    )
    assert f"<li>job{job.pk}-env0: 2 static check(s) failed: cancel_interview: writes applications" in page
    assert f"<li>job{job.pk}-env1: procedural pass rate 0.90 &lt; 1.00 (8 of 81 tests failed)" in page
    # The polled fragment says the same.
    fragment = _page(owner, "job-progress", workspace.slug, job.pk)
    assert "finished, 0 of 2 environments admitted" in fragment and 'data-status="succeeded"' in fragment


def test_job_page_of_a_partial_success_stays_a_success(owner: Any, workspace: Workspace) -> None:
    job = _job(workspace, True, False, False)
    page = _page(owner, "job-detail", workspace.slug, job.pk)
    assert '<span class="status succeeded">succeeded</span>' in page
    assert 'data-outcome="admitted">1 of 3 environments admitted</small>' in page
    assert "<strong>1 of 3 environments admitted.</strong> Not admitted:" in page
    assert "nothing-admitted" not in page


def test_job_lists_and_the_dashboard_say_what_each_job_made(viewer: Any, workspace: Workspace) -> None:
    nothing, partial = _job(workspace, False), _job(workspace, True, False)
    for page in (
        _page(viewer, "job-list", workspace.slug),
        _page(viewer, "workspace-detail", workspace.slug),
    ):
        assert page.count("finished, 0 of 1 environments admitted") == 1
        assert "2 static check(s) failed" in page  # the main reason under it
        assert "1 of 2 environments admitted" in page
        assert page.count('<span class="status succeeded">succeeded</span>') == 1
    dashboard = _page(viewer, "review-dashboard", workspace.slug)
    assert 'data-outcome="nothing-admitted">finished, 0 of 1 environments admitted' in dashboard
    assert "1 of 2 environments admitted" in dashboard
    assert nothing.pk != partial.pk


def test_synthesize_wait_exits_4_when_nothing_was_admitted(workspace: Workspace, capsys: Any) -> None:
    job = _job(workspace, False)
    with pytest.raises(CommandError) as raised:
        call_command("synthesize", "--workspace", "Acme", "--job", str(job.pk), "--wait")
    assert raised.value.returncode == 4
    message = str(raised.value)
    assert message.startswith(f"job {job.pk} finished, 0 of 1 environments admitted:")
    assert f"job{job.pk}-env0: 2 static check(s) failed" in message
    out = capsys.readouterr().out
    assert "finished store" in out and "succeeded" not in out


def test_synthesize_wait_says_how_many_of_a_partial_success(workspace: Workspace, capsys: Any) -> None:
    job = _job(workspace, False, True)
    call_command("synthesize", "--workspace", "Acme", "--job", str(job.pk), "--wait")  # exit 0
    assert f"job {job.pk} succeeded: 1 of 2 environments admitted" in capsys.readouterr().out
