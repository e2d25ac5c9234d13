"""The estimate line of the start form (htmx), the budget card of a job's page, and resuming a job stopped at
its budget."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Membership, Role
from envstudio.tenancy.permissions import get_workspace_for
from synthesis import selectors, services
from synthesis.estimates import estimate_for, estimate_of_job
from synthesis.forms import option_fields, read_option_fields
from synthesis.jobs.budget import budget_of
from synthesis.jobs.context import SeedInput
from synthesis.jobs.registry import UnknownJobKind, get_kind
from synthesis.models import SynthesisJob
from synthesis.services.budget import is_budget_stop, not_started, spent_by


@require_GET
def job_estimate(request: HttpRequest, slug: str) -> HttpResponse:
    """The expected requests, tokens and cost of the job the start form would start (its kind and options)."""
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    context: dict[str, Any] = {"estimate": None, "problem": ""}
    try:
        kind = get_kind(str(request.GET.get("kind", "domain")))
    except UnknownJobKind:
        return render(request, "synthesis/_estimate.html", context)
    options, errors = read_option_fields(option_fields(kind, is_admin=True), request.GET, kind)
    if errors:
        context["problem"] = "Fix the options to see an estimate."
        return render(request, "synthesis/_estimate.html", context)
    text = str(request.GET.get("domain", ""))
    seed = SeedInput(kind=kind.kind, name=text[:200], text=text) if text.strip() else None
    try:
        context["estimate"] = estimate_for(
            kind=kind.kind, options=options, workspace_settings=workspace.settings, seed=seed
        )
    except services.JobOptionsError as error:
        context["problem"] = str(error)
    return render(request, "synthesis/_estimate.html", context)


def budget_card(job: SynthesisJob, *, membership: Membership) -> dict[str, Any]:
    """What the job page shows about the job's budget: the limits and what is used, the estimate while the
    job runs, the steps a budget stop left unstarted, and whether this user may resume it."""
    budget = budget_of(job.options)
    stopped = is_budget_stop(job)
    card: dict[str, Any] = {
        "limited": budget.limited,
        "tokens": budget.tokens,
        "cost": budget.cost,
        "spent": spent_by(job.pk) if budget.limited else None,
        "stopped": stopped,
        "not_started": not_started(job) if stopped else [],
        "can_resume": stopped and membership.has_role_at_least(Role.REVIEWER),
        "estimate": None,
    }
    if job.is_active or stopped:
        try:
            card["estimate"] = estimate_of_job(job)
        except services.JobOptionsError:
            card["estimate"] = None
    card["show"] = bool(card["limited"] or card["estimate"] is not None)
    return card


def _number(raw: str, *, kind: type[int] | type[float], name: str) -> int | float | None:
    text = raw.strip()
    if not text:
        return None
    try:
        return kind(text)
    except ValueError:
        raise services.JobOptionsError(f"option {name!r}: {text!r} is not a number") from None


@require_POST
def job_resume(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    """Resume a job stopped at its budget with the budget posted (empty: no limit)."""
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    job = selectors.job_in(workspace=workspace, job_id=job_id)
    try:
        budget = {
            "budget_tokens": _number(
                str(request.POST.get("budget_tokens", "")), kind=int, name="budget_tokens"
            ),
            "budget_cost": _number(str(request.POST.get("budget_cost", "")), kind=float, name="budget_cost"),
        }
        job = services.resume_job(job=job, budget=budget, actor=request.user)  # type: ignore[arg-type]
    except (services.ResumeRefused, services.JobOptionsError, PermissionDenied) as error:
        messages.error(request, str(error))
    else:
        messages.info(request, f"Job {job.pk} resumed: only the steps without a result run.")
    return redirect("job-detail", slug=slug, job_id=job.pk)
