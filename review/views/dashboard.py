"""The workspace's review dashboard: counts, reviewer progress, charts, recent jobs."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import selectors, services
from review.rendering import (
    bar_chart_svg,
)
from review.views.common import base_context


@require_GET
def dashboard(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    jobs = list(selectors.recent_jobs(workspace=workspace))
    jobs_context = {
        **base_context(workspace, membership),
        "jobs": jobs,
        "jobs_active": any(job.is_active for job in jobs),
    }
    if request.htmx:  # type: ignore[attr-defined]  # the jobs table polls itself while a job runs
        return render(request, "review/_jobs.html", jobs_context)
    counts = selectors.status_counts(workspace=workspace)
    difficulties, coverage = selectors.scenario_charts(
        workspace=workspace, fingerprint=counts.scenario_fingerprint
    )
    context = {
        **jobs_context,
        "counts": counts.by_status,
        # Reversed once: the status and reviewer tables link to the lists with a query string.
        "environments_url": reverse("review-environments", kwargs={"slug": workspace.slug}),
        "scenarios_url": reverse("review-scenarios", kwargs={"slug": workspace.slug}),
        "reviewers": selectors.reviewer_progress(workspace=workspace),
        "required_approvals": services.required_approvals(workspace),
        "pass_rate_chart": bar_chart_svg(
            [
                (stage, round(100 * rate))
                for stage, rate in selectors.verification_pass_rates(workspace=workspace)
            ],
            title="Verification pass rate by stage",
            max_value=100,
            value_suffix="%",
        ),
        "difficulty_chart": bar_chart_svg(difficulties, title="Scenario difficulty"),
        "coverage_chart": bar_chart_svg(coverage, title="Tool coverage in scenarios"),
    }
    return render(request, "review/dashboard.html", context)
