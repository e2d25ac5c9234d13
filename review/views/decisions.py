"""Decisions, claims and comments on one item."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import services
from review.forms import (
    CommentForm,
    DecisionForm,
)
from review.undo import undo_decision
from review.views.common import detail_url, item_or_404

# The undo offer shown after a decision: in the session until the next page shows it, visible this long.
UNDO_SESSION_KEY = "review_undo"
UNDO_VISIBLE_SECONDS = 10


@require_POST
def decide(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = item_or_404(workspace, kind, pk)
    form = DecisionForm(request.POST)
    if not form.is_valid():
        for problems in form.errors.values():
            for problem in problems:
                messages.error(request, str(problem))
        return redirect(detail_url(workspace, item))
    try:
        decision = services.decide(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            item=item,
            verdict=form.cleaned_data["verdict"],
            reason=form.cleaned_data["reason"],
            revision_number=form.cleaned_data["revision"],
        )
    except services.ReviewError as error:
        messages.error(request, str(error))
        return redirect(detail_url(workspace, item))
    ref = services.ItemRef.of(item)
    if decision.repeated:
        messages.info(
            request, f"You had already decided {decision.verdict} on {ref}; nothing new was recorded."
        )
        return redirect(detail_url(workspace, item))
    request.session[UNDO_SESSION_KEY] = {
        "decision": decision.pk,
        "label": f"{decision.get_verdict_display()} on {ref}",
        "seconds": UNDO_VISIBLE_SECONDS,
    }
    following = services.claim_next(workspace=workspace, user=request.user, kind=ref.kind)  # type: ignore[arg-type]
    if following is None:
        messages.success(
            request,
            f"{decision.verdict} recorded on {ref}; status is now {item.status}. Your queue is empty.",
        )
        return redirect(detail_url(workspace, item))
    messages.success(
        request,
        f"{decision.verdict} recorded on {ref} (status {item.status}); this is the next item in your queue.",
    )
    return redirect(detail_url(workspace, following))


@require_POST
def undo(request: HttpRequest, slug: str, decision_pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    request.session.pop(UNDO_SESSION_KEY, None)
    try:
        item = undo_decision(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            decision_id=decision_pk,
        )
    except services.ReviewError as error:
        messages.error(request, str(error))
        return redirect("review-dashboard", slug=slug)
    messages.success(request, f"Undone: {services.ItemRef.of(item)} is {item.status} again.")
    return redirect(detail_url(workspace, item))


@require_POST
def claim(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = item_or_404(workspace, kind, pk)
    try:
        services.claim_item(workspace=workspace, user=request.user, item=item)  # type: ignore[arg-type]
    except services.ReviewError as error:
        messages.error(request, str(error))
    return redirect(detail_url(workspace, item))


@require_POST
def release(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = item_or_404(workspace, kind, pk)
    services.release_item(workspace=workspace, user=request.user, item=item)  # type: ignore[arg-type]
    return redirect(detail_url(workspace, item))


@require_POST
def comment(request: HttpRequest, slug: str, kind: str, pk: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    item = item_or_404(workspace, kind, pk)
    form = CommentForm(request.POST)
    if form.is_valid():
        try:
            services.add_comment(
                workspace=workspace,
                user=request.user,  # type: ignore[arg-type]
                item=item,
                body=form.cleaned_data["body"],
                parent_id=form.cleaned_data.get("parent"),
            )
        except services.ReviewError as error:
            messages.error(request, str(error))
    else:
        messages.error(request, "A comment needs some text.")
    return redirect(detail_url(workspace, item) + "#comments")
