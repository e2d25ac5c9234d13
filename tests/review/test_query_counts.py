"""Queries per review page do not grow with the items on it (no N+1): the same count for 1 item as for 30."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from review import services
from synthesis.models import Rollout, ScenarioDifficulty
from tests.review.factories import make_environment, make_job, make_scenario

pytestmark = pytest.mark.django_db
# Today 6 (the polled jobs table) to 13 (detail pages): a new query on a page is a choice, made here.
MAX_QUERIES = 13


class Site:
    """One job whose environments, scenarios, decisions, comments and rollouts grow on request."""

    def __init__(self, *, workspace: Any, owner: Any, member: Any) -> None:
        self.workspace, self.owner, self.member = workspace, owner, member
        self.job = make_job(workspace=workspace, status="succeeded")
        self.env = make_environment(workspace=workspace, slug="e0", job=self.job)
        self.scenario = make_scenario(environment=self.env, key="k0", job=self.job)
        self.size = 0

    def grow_to(self, size: int) -> None:
        for n in range(self.size, size):
            env = (
                self.env if n == 0 else make_environment(workspace=self.workspace, slug=f"e{n}", job=self.job)
            )
            scenario = (
                self.scenario if n == 0 else make_scenario(environment=self.env, key=f"k{n}", job=self.job)
            )
            if n:
                make_scenario(environment=env, key=f"k{n}", job=self.job)  # each environment has scenarios
            for item in (env, scenario, self.env, self.scenario):
                reviewer = self.owner if n % 2 else self.member
                services.decide(workspace=self.workspace, user=reviewer, item=item, verdict="request_changes")
                comment = services.add_comment(
                    workspace=self.workspace, user=reviewer, item=item, body=f"note {n}"
                )
                services.add_comment(
                    workspace=self.workspace, user=self.owner, item=item, body="reply", parent_id=comment.pk
                )
            services.claim_item(workspace=self.workspace, user=self.member, item=scenario)
            revision = self.scenario.current_revision
            Rollout.objects.create(
                job=self.job,
                item_key=f"k0~{n}",
                scenario_revision=revision,
                mode="reference",
                stop_reason="done",
            )
            ScenarioDifficulty.objects.create(scenario_revision=revision, label="easy", pass_at={"1": 1.0})
        self.size = size

    def pages(self) -> dict[str, str]:
        slug = self.workspace.slug
        return {
            "dashboard": reverse("review-dashboard", args=[slug]),
            "environment list": reverse("review-environments", args=[slug]),
            "scenario list": reverse("review-scenarios", args=[slug]),
            # Filtered lists count their rows (an unfiltered one takes the queue header's total).
            "environment list, filtered": reverse("review-environments", args=[slug]) + "?q=e&sort=name",
            "scenario list, filtered": reverse("review-scenarios", args=[slug]) + "?q=k&sort=name",
            "jobs table (polled)": reverse("review-dashboard", args=[slug]),
            "environment detail": reverse("review-environment", args=[slug, self.env.pk]),
            "scenario detail": reverse("review-scenario", args=[slug, self.scenario.pk]),
            "job page": reverse("job-detail", args=[slug, self.job.pk]),
        }


def _queries_per_page(client: Client, pages: dict[str, str]) -> dict[str, int]:
    counts = {}
    for name, path in pages.items():
        headers = {"HX-Request": "true"} if "polled" in name else {}
        with CaptureQueriesContext(connection) as captured:
            response = client.get(path, headers=headers)
        assert response.status_code == 200, (name, response.status_code)
        counts[name] = len(captured.captured_queries)
    return counts


def test_queries_per_page_do_not_grow_with_the_items(owner: Any, member: Any, workspace: Any) -> None:
    site = Site(workspace=workspace, owner=owner, member=member)
    client = Client()
    client.force_login(owner)
    site.grow_to(1)
    one = _queries_per_page(client, site.pages())
    site.grow_to(30)
    thirty = _queries_per_page(client, site.pages())
    assert thirty == one
    assert max(one.values()) <= MAX_QUERIES, one
    # The polled jobs table reads the jobs only; an unfiltered list counts no rows of its own.
    assert one["jobs table (polled)"] < one["dashboard"] - 3, one
    assert one["scenario list"] == one["scenario list, filtered"] - 1, one
    assert one["environment list"] == one["environment list, filtered"] - 1, one


def test_the_comparison_fails_for_a_page_with_a_query_per_row(
    owner: Any, member: Any, workspace: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check itself: counting scenarios one environment at a time makes the list grow with its rows."""
    from review import queue_selectors
    from synthesis.models import Scenario

    def one_query_per_environment(environment_ids: list[int]) -> dict[int, int]:
        return {pk: Scenario.objects.filter(environment_id=pk).count() for pk in environment_ids}

    monkeypatch.setattr(queue_selectors, "scenario_counts", one_query_per_environment)
    site = Site(workspace=workspace, owner=owner, member=member)
    client = Client()
    client.force_login(owner)
    pages = {"environment list": site.pages()["environment list"]}
    site.grow_to(1)
    one = _queries_per_page(client, pages)
    site.grow_to(30)
    assert _queries_per_page(client, pages)["environment list"] == one["environment list"] + 29


def test_the_dashboard_charts_follow_a_new_current_revision(owner: Any, workspace: Any) -> None:
    """The cached difficulty and tool charts are recomputed when any scenario's current revision changes."""
    from synthesis.models import ScenarioRevision
    from tests.review.factories import scenario_ir

    scenario = make_scenario(environment=make_environment(workspace=workspace))
    client = Client()
    client.force_login(owner)
    path = reverse("review-dashboard", args=[workspace.slug])
    before = client.get(path).content.decode()
    assert "lend_book" in before and "get_book" not in before and ">hard<" not in before
    ir = scenario_ir(environment="library")
    ir["reference_chain"] = [{"name": "get_book", "arguments": {"book_id": "b1"}}]
    ir["difficulty"] = "hard"
    revision = ScenarioRevision.objects.create(
        scenario=scenario, number=2, ir=ir, parent=scenario.current_revision
    )
    scenario.current_revision = revision
    scenario.save(update_fields=["current_revision"])
    after = client.get(path).content.decode()
    assert "get_book" in after and "lend_book" not in after and "hard" in after
