"""Edits make revisions; compare and revert them."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import services
from review.forms import (
    environment_edit_from_post,
    scenario_edit_from_post,
)
from review.rendering import text_diff_html
from review.rendering.revision_diff import revision_diff
from review.views.common import base_context, detail_url, item_or_404
from synthesis.models import (
    Environment,
)


def _edit_values(item: services.Item, ir: dict[str, Any]) -> dict[str, Any]:
    """The editable fields of a revision's IR, as the edit form shows them."""
    if isinstance(item, Environment):
        return {
            "description": ir.get("description", ""),
            "rules": "\n".join(ir.get("rules", [])),
            "code": ir.get("code", ""),
            "tools": [
                {"name": t["name"], "description": t.get("description", "")} for t in ir.get("tools", [])
            ],
        }
    return {
        "task": ir.get("task", ""),
        "initial_state": json.dumps(
            ir.get("initial_state", {}), indent=2, sort_keys=True, ensure_ascii=False
        ),
        "checks": [
            {"id": c["id"], "description": c.get("description", ""), "source": c.get("source", "")}
            for c in ir.get("checks", [])
        ],
    }


def _submitted_values(item: services.Item, base: dict[str, Any], submitted: dict[str, Any]) -> dict[str, Any]:
    """The form values as the user typed them (falling back to ``base`` for fields not posted)."""
    values = json.loads(json.dumps(base))
    if isinstance(item, Environment):
        for key in ("description", "code"):
            if key in submitted:
                values[key] = submitted[key]
        if "rules" in submitted:
            values["rules"] = "\n".join(submitted["rules"])
        typed = submitted.get("tool_descriptions", {})
        for tool in values["tools"]:
            tool["description"] = typed.get(tool["name"], tool["description"])
    else:
        for key in ("task", "initial_state"):
            if key in submitted:
                values[key] = submitted[key]
        typed_checks = submitted.get("checks", {})
        for check in values["checks"]:
            check.update(typed_checks.get(check["id"], {}))
    return values


@require_http_methods(["GET", "POST"])
def edit(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = item_or_404(workspace, kind, pk)
    revision = services.current_revision(item)
    context = {
        **base_context(workspace, membership),
        "item": item,
        "kind": kind,
        "ref": str(services.ItemRef.of(item)),
    }
    if request.method == "GET":
        values = _edit_values(item, revision.ir)
        return render(
            request, "review/edit.html", {**context, "values": values, "base_number": revision.number}
        )
    submitted = (
        environment_edit_from_post(request.POST) if kind == "env" else scenario_edit_from_post(request.POST)
    )
    base_raw = request.POST.get("base_number", "")
    if not base_raw.isdigit():
        return HttpResponseBadRequest("the edit form must say which revision it was based on")
    base_number = int(base_raw)
    try:
        new_revision = services.edit_item(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            item=item,
            base_number=base_number,
            submitted=submitted,
        )
    except services.EditConflict as conflict:
        base_revision = item.revisions.filter(number=base_number).first()  # type: ignore[union-attr]
        base_values = _edit_values(item, base_revision.ir if base_revision else conflict.current.ir)
        theirs = _edit_values(item, conflict.current.ir)
        mine = _submitted_values(item, base_values, submitted)
        return render(
            request,
            "review/conflict.html",
            {
                **context,
                "theirs": theirs,
                "mine": mine,
                "values": mine,
                "base_number": conflict.current.number,
                "old_base": base_number,
                "current": conflict.current,
                "diff_html": text_diff_html(
                    json.dumps(theirs, indent=2, ensure_ascii=False),
                    json.dumps(mine, indent=2, ensure_ascii=False),
                    old_title=f"revision {conflict.current.number} (saved meanwhile)",
                    new_title="your edit (not saved yet)",
                ),
            },
            status=409,
        )
    except services.ReviewError as error:
        values = _submitted_values(item, _edit_values(item, revision.ir), submitted)
        return render(
            request,
            "review/edit.html",
            {**context, "values": values, "base_number": base_number, "error": str(error)},
            status=400,
        )
    messages.success(request, f"Saved revision {new_revision.number}; re-verification is running.")
    return redirect(detail_url(workspace, item))


def _author(revision: Any) -> str:
    """The person who made a revision, or the pipeline that did."""
    return str(revision.author.username) if revision.author else str(revision.author_kind)


def _primary_keys(item: services.Item, revision: Any) -> dict[str, str]:
    """The key field of each state table, from the environment the states belong to."""
    environment = item if isinstance(item, Environment) else item.environment
    env_revision = environment.current_revision
    if env_revision is None:
        return {}
    tables = env_revision.ir.get("state_schema", {}).get("tables", [])
    return {str(t.get("name")): str(t.get("primary_key") or "id") for t in tables if isinstance(t, dict)}


@require_GET
def compare(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    item = item_or_404(workspace, kind, pk)
    revisions = {r.number: r for r in item.revisions.select_related("author")}  # type: ignore[union-attr]
    current = services.current_revision(item)

    def pick(name: str, default: int) -> int:
        raw = request.GET.get(name, "")
        return int(raw) if raw.isdigit() else default

    a_number = pick("a", current.parent.number if current.parent else current.number)
    b_number = pick("b", current.number)
    if a_number not in revisions or b_number not in revisions:
        return render(request, "review/message.html", {"message": "No such revision."}, status=404)
    diff = revision_diff(
        revisions[a_number].ir, revisions[b_number].ir, primary_keys=_primary_keys(item, revisions[b_number])
    )
    context = {
        **base_context(workspace, membership),
        "item": item,
        "kind": kind,
        "ref": str(services.ItemRef.of(item)),
        "a": a_number,
        "b": b_number,
        "numbers": sorted(revisions),
        "current_number": current.number,
        "a_author": _author(revisions[a_number]),
        "b_author": _author(revisions[b_number]),
        "diff": diff,
    }
    return render(request, "review/compare.html", context)


@require_POST
def revert(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = item_or_404(workspace, kind, pk)
    to_raw, base_raw = request.POST.get("to", ""), request.POST.get("base_number", "")
    if not (to_raw.isdigit() and base_raw.isdigit()):
        return HttpResponseBadRequest("a revert needs the target and the base revision numbers")
    try:
        revision = services.revert_item(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            item=item,
            to_number=int(to_raw),
            base_number=int(base_raw),
            reason=request.POST.get("reason", ""),
        )
    except services.ReviewError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"Reverted to revision {to_raw} as new revision {revision.number}.")
    return redirect(detail_url(workspace, item))
