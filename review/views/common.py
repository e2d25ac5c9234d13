"""What every review view needs: the item behind a URL, its page address, the role flags of the context."""

from __future__ import annotations

import json
from typing import Any

from django.core.paginator import Paginator
from django.http import Http404, HttpRequest
from django.urls import reverse

from envstudio.tenancy.models import Role, Workspace
from review import selectors, services

KINDS = ("env", "scn")


def item_or_404(workspace: Workspace, kind: str, pk: int) -> services.Item:
    if kind == "env":
        return selectors.environment_in(workspace=workspace, pk=pk)
    if kind == "scn":
        return selectors.scenario_in(workspace=workspace, pk=pk)
    raise Http404("No such item")


def detail_url(workspace: Workspace, item: services.Item) -> str:
    ref = services.ItemRef.of(item)
    name = "review-environment" if ref.kind == "env" else "review-scenario"
    return reverse(name, kwargs={"slug": workspace.slug, "pk": ref.pk})


def detail_url_prefix(workspace: Workspace, kind: str) -> str:
    """A detail page's address up to the pk ("/w/<slug>/review/scn/"): list rows append "<pk>/" to it.

    Reversing once per page instead of two or three times per row: URL reversing was a tenth of a list's
    render time at 50 rows."""
    name = "review-environment" if kind == "env" else "review-scenario"
    url = reverse(name, kwargs={"slug": workspace.slug, "pk": 0})
    return url.removesuffix("0/")


def _can(membership: Any, role: str) -> bool:
    return bool(membership.has_role_at_least(role))


def base_context(workspace: Workspace, membership: Any) -> dict[str, Any]:
    return {
        "workspace": workspace,
        "membership": membership,
        "can_review": _can(membership, Role.REVIEWER),
        "is_admin": _can(membership, Role.ADMIN),
    }


def page_of(request: HttpRequest, rows: Any, *, count: int | None = None) -> Any:
    """The requested page of ``rows``; ``count``: their number when the caller knows it (no COUNT query)."""
    paginator = Paginator(rows, selectors.PAGE_SIZE)
    if count is not None:
        paginator.count = count  # a cached property: set, it is never computed
    return paginator.get_page(request.GET.get("page"))


def querystring_without_page(request: HttpRequest) -> str:
    query = request.GET.copy()
    query.pop("page", None)
    return query.urlencode()


def pretty_json(value: Any) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, default=str)
