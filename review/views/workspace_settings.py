"""Workspace review settings and the audit log."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review import selectors, services
from review.forms import (
    ReviewSettingsForm,
)
from review.views.common import base_context, page_of


@require_http_methods(["GET", "POST"])
def review_settings(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    initial = {
        "required_approvals": services.required_approvals(workspace),
        "claim_minutes": services.claim_minutes(workspace),
        "reward_mode": workspace.settings.get("reward_mode", "weighted"),
        "reward_checks_weight": workspace.settings.get("reward_checks_weight", 0.5),
    }
    form = ReviewSettingsForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            services.update_review_settings(
                workspace=workspace,
                user=request.user,  # type: ignore[arg-type]
                required=form.cleaned_data["required_approvals"],
                claim_timeout_minutes=form.cleaned_data["claim_minutes"],
                reward_mode=form.cleaned_data["reward_mode"] or None,
                reward_checks_weight=form.cleaned_data["reward_checks_weight"],
            )
        except services.ReviewError as error:
            messages.error(request, str(error))
        else:
            messages.success(request, "Review settings saved.")
            return redirect("review-settings", slug=slug)
    return render(request, "review/settings.html", {**base_context(workspace, membership), "form": form})


@require_GET
def audit_log(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    page = page_of(request, selectors.audit_of(workspace=workspace))
    return render(request, "review/audit.html", {**base_context(workspace, membership), "page": page})
