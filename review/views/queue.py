"""The review queue: environment and scenario lists, bulk decisions, claiming the next item."""

from __future__ import annotations

from html import escape
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import queue_selectors, selectors, services
from review.forms import (
    BulkDecisionForm,
)
from review.models import Verdict
from review.rendering.queue_rows import environment_rows_html, scenario_rows_html
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
    """From the row's annotated counts: "failed", "proved" (all passed), or "unverified" (no results);
    "unverified-import" while an imported item waits for its re-proof (a bundle's evidence is not trusted)."""
    if getattr(item, "unverified_import", False):
        return "unverified-import"
    if item.failure_count:
        return "failed"
    return "proved" if item.result_count else "unverified"


def _queue_context(
    request: HttpRequest, workspace: Any, kind: str, filters: selectors.ListFilters, rows: Any
) -> dict[str, Any]:
    """What both lists share: the live claims, the header's counts, the page, the filter and bulk forms."""
    claims = services.active_claims(workspace=workspace)
    progress = queue_selectors.queue_progress(
        workspace=workspace, user=request.user, kind=kind, claims=claims
    )
    # An unfiltered list is the queue header's total: no second COUNT over the workspace's 10k scenarios.
    page = page_of(request, rows, count=None if filters.narrows else progress["total"])
    return {
        "kind": kind,
        "claims": claims,
        "page": page,
        "filters": filters,
        "statuses": selectors.STATUSES,
        "querystring": querystring_without_page(request),
        "verdicts": BULK_VERDICTS,
        "sorts": [("queue", "queue order"), ("newest", "newest first"), ("name", "name")],
        "progress": progress,
    }


@require_GET
def environment_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    filters = selectors.ListFilters.from_query(request.GET)
    ids = queue_selectors.environment_ids(workspace=workspace, filters=filters)
    context = {
        **base_context(workspace, membership),
        **_queue_context(request, workspace, "env", filters, ids),
    }
    items = queue_selectors.environment_rows(workspace=workspace, ids=list(context["page"].object_list))
    summaries = queue_selectors.verdict_summaries(items, kind="env")
    claims = context.pop("claims")
    counts = queue_selectors.scenario_counts([item.pk for item in items])
    prefix = detail_url_prefix(workspace, "env")
    context["rows_html"] = environment_rows_html(
        (
            {
                "item": item,
                "url": f"{prefix}{item.pk}/",
                "summary": summaries.get(item.pk),
                "claim": claims.get(f"env:{item.pk}"),
                "scenario_count": counts.get(item.pk, 0),
                "proof": proof_state(item),
            }
            for item in items
        ),
        can_review=context["can_review"],
        scenarios_url=reverse("review-scenarios", kwargs={"slug": workspace.slug}),
    )
    return render(request, "review/environment_list.html", context)


def _environment_options(workspace: Any, selected: int | None) -> SafeString:
    """The environment filter's options (200 in the bench), built here rather than by a template loop."""
    options = Environment.objects.filter(workspace=workspace).order_by("slug").values_list("pk", "slug")
    return mark_safe(  # the slug is escaped, the pk an int
        "".join(
            f'<option value="{pk}"{" selected" if pk == selected else ""}>{escape(slug)}</option>'
            for pk, slug in options
        )
    )


@require_GET
def scenario_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    filters = selectors.ListFilters.from_query(request.GET)
    ids = queue_selectors.scenario_ids(workspace=workspace, filters=filters)
    context = {
        **base_context(workspace, membership),
        **_queue_context(request, workspace, "scn", filters, ids),
    }
    items = queue_selectors.scenarios_by_id(workspace=workspace, ids=list(context["page"].object_list))
    summaries = queue_selectors.verdict_summaries(items, kind="scn")
    claims = context.pop("claims")
    prefix, env_prefix = detail_url_prefix(workspace, "scn"), detail_url_prefix(workspace, "env")
    context["rows_html"] = scenario_rows_html(
        (
            {
                "item": item,
                "url": f"{prefix}{item.pk}/",
                "environment_url": f"{env_prefix}{item.environment_id}/",
                "summary": summaries.get(item.pk),
                "claim": claims.get(f"scn:{item.pk}"),
                "proof": proof_state(item),
            }
            for item in items
        ),
        can_review=context["can_review"],
    )
    context["difficulties"] = [*selectors.DIFFICULTY_LABELS, selectors.NO_DIFFICULTY]
    context["environment_options"] = _environment_options(workspace, filters.environment)
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
