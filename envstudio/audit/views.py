"""The workspace audit log for admins: filterable, paginated, and as a CSV download."""

from __future__ import annotations

from datetime import date

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from envstudio.audit import selectors
from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for

PAGE_SIZE = 100


def _date(raw: str | None) -> date | None:
    try:
        return date.fromisoformat(raw) if raw else None
    except ValueError:
        return None  # a malformed date filters nothing rather than failing the page


def _filters(request: HttpRequest) -> selectors.AuditFilter:
    return selectors.AuditFilter(
        action=request.GET.get("action", "").strip()[:50],
        actor=request.GET.get("actor", "").strip()[:150],
        target_kind=request.GET.get("target", "").strip()[:40],
        since=_date(request.GET.get("since")),
        until=_date(request.GET.get("until")),
    )


@require_GET
def audit_page(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    filters = _filters(request)
    events = selectors.events_of(workspace=workspace, filters=filters)
    page = Paginator(events, PAGE_SIZE).get_page(request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    return render(
        request,
        "audit/audit_log.html",
        {
            "workspace": workspace,
            "membership": membership,
            "page": page,
            "filters": filters,
            "actions": selectors.actions_of(workspace=workspace),
            "query": query.urlencode(),
        },
    )


@require_GET
def audit_csv(request: HttpRequest, slug: str) -> StreamingHttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    events = selectors.events_of(workspace=workspace, filters=_filters(request)).iterator()
    response = StreamingHttpResponse(selectors.csv_lines(events), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="audit-{workspace.slug}.csv"'
    return response
