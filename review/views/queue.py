"""The review queue: environment and scenario lists, bulk decisions, claiming the next item."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.html import format_html_join
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import selectors, services
from review.forms import (
    BulkDecisionForm,
)
from review.models import Verdict
from review.views.common import (
    KINDS,
    base_context,
    detail_url,
    detail_url_prefix,
    page_of,
    querystring_without_page,
)
from synthesis.models import (
    Environment,
    Scenario,
)

# Bulk verdicts in the order the menu offers them: nothing is preselected, approve comes last.
BULK_VERDICTS = [
    (Verdict.REQUEST_CHANGES, "Request changes"),
    (Verdict.REJECT, "Reject"),
    (Verdict.APPROVE, "Approve"),
]


def proof_state(item: Any) -> str:
    """From the row's annotated counts: "failed", "proved" (all passed), or "unverified" (no results)."""
    if item.failure_count:
        return "failed"
    return "proved" if item.result_count else "unverified"


def _queue_context(request: HttpRequest, workspace: Any, kind: str) -> dict[str, Any]:
    return {
        "querystring": querystring_without_page(request),
        "verdicts": BULK_VERDICTS,
        "sorts": [("queue", "queue order"), ("newest", "newest first"), ("name", "name")],
        "progress": selectors.queue_progress(workspace=workspace, user=request.user, kind=kind),
    }


@require_GET
def environment_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    filters = selectors.ListFilters.from_query(request.GET)
    page = page_of(request, selectors.environments(workspace=workspace, filters=filters))
    items = list(page.object_list)
    summaries = selectors.verdict_summaries(items)
    claims = services.active_claims(workspace=workspace)
    counts = selectors.scenario_counts([item.pk for item in items])
    prefix = detail_url_prefix(workspace, "env")
    rows = [
        {
            "item": item,
            "url": f"{prefix}{item.pk}/",
            "summary": summaries.get(item.pk),
            "claim": claims.get(f"env:{item.pk}"),
            "scenario_count": counts.get(item.pk, 0),
            "proof": proof_state(item),
        }
        for item in items
    ]
    context = {
        **base_context(workspace, membership),
        "kind": "env",
        "rows": rows,
        "scenarios_url": reverse("review-scenarios", kwargs={"slug": workspace.slug}),
        "page": page,
        "filters": filters,
        "statuses": selectors.STATUSES,
        **_queue_context(request, workspace, "env"),
    }
    return render(request, "review/environment_list.html", context)


@require_GET
def scenario_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    filters = selectors.ListFilters.from_query(request.GET)
    page = page_of(request, selectors.scenario_ids(workspace=workspace, filters=filters))
    items = selectors.scenarios_by_id(workspace=workspace, ids=list(page.object_list))
    summaries = selectors.verdict_summaries(items)
    claims = services.active_claims(workspace=workspace)
    prefix, env_prefix = detail_url_prefix(workspace, "scn"), detail_url_prefix(workspace, "env")
    rows = [
        {
            "item": item,
            "url": f"{prefix}{item.pk}/",
            "environment_url": f"{env_prefix}{item.environment_id}/",
            "summary": summaries.get(item.pk),
            "claim": claims.get(f"scn:{item.pk}"),
            "proof": proof_state(item),
        }
        for item in items
    ]
    context = {
        **base_context(workspace, membership),
        "kind": "scn",
        "rows": rows,
        "page": page,
        "filters": filters,
        "statuses": selectors.STATUSES,
        "difficulties": [*selectors.DIFFICULTY_LABELS, selectors.NO_DIFFICULTY],
        # Rendered here, not by a template loop: 200 environments made a tenth of the page's render time.
        "environment_options": format_html_join(
            "",
            '<option value="{}"{}>{}</option>',
            (
                (pk, " selected" if pk == filters.environment else "", slug)
                for pk, slug in Environment.objects.filter(workspace=workspace)
                .order_by("slug")
                .values_list("pk", "slug")
            ),
        ),
        **_queue_context(request, workspace, "scn"),
    }
    return render(request, "review/scenario_list.html", context)


@require_POST
def bulk_decide(request: HttpRequest, slug: str, kind: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    if kind not in KINDS:
        return HttpResponseBadRequest("unknown item kind")
    form = BulkDecisionForm(request.POST)
    ids = [int(raw) for raw in request.POST.getlist("ids") if raw.isdigit()]
    back = reverse("review-environments" if kind == "env" else "review-scenarios", kwargs={"slug": slug})
    back = f"{back}?{request.POST.get('querystring', '')}"
    if not form.is_valid() or not ids:
        messages.error(request, "Choose a verdict and at least one item.")
        return redirect(back)
    model: Any = Environment if kind == "env" else Scenario
    scope = {"workspace": workspace} if kind == "env" else {"environment__workspace": workspace}
    items = list(model.objects.filter(pk__in=ids, **scope).select_related("current_revision"))
    outcome = services.decide_many(
        workspace=workspace,
        user=request.user,  # type: ignore[arg-type]
        items=items,
        verdict=form.cleaned_data["verdict"],
        reason=form.cleaned_data["reason"],
    )
    if outcome.decided:
        messages.success(request, f"Recorded {form.cleaned_data['verdict']} on {len(outcome.decided)} items.")
    for label, problem in outcome.refused.items():
        messages.error(request, f"{label}: {problem}")
    return redirect(back)


@require_POST
def queue_next(request: HttpRequest, slug: str, kind: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    if kind not in KINDS:
        return HttpResponseBadRequest("unknown item kind")
    item = services.claim_next(workspace=workspace, user=request.user, kind=kind)  # type: ignore[arg-type]
    if item is None:
        messages.info(request, "Nothing left to review in the queue.")
        return redirect("review-dashboard", slug=slug)
    return redirect(detail_url(workspace, item))
