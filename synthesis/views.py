"""Job pages: start, list, detail, the live progress fragment, cancel."""

from __future__ import annotations

import json

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import get_workspace_for
from synthesis import selectors, services
from synthesis.budget_views import budget_card
from synthesis.endpoint_access import set_workspace_endpoint
from synthesis.forms import StartJobForm
from synthesis.job_failures import failure_for
from synthesis.job_warnings import warnings_of
from synthesis.llm.endpoints import EndpointChoiceError
from synthesis.models import SynthesisJob
from synthesis.outcomes import with_outcomes
from synthesis.queues import waiting_problem
from synthesis.sandbox import sandbox_status


@require_POST
def job_start(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    form = StartJobForm(request.POST, request.FILES, is_admin=membership.has_role_at_least(Role.ADMIN))
    if not form.is_valid():
        if request.htmx:  # type: ignore[attr-defined]
            # The form again, each error beside its field (and the values kept).
            return _start_form(request, workspace, form)
        errors = "; ".join(
            f"{field}: {' '.join(str(p) for p in problems)}" for field, problems in form.errors.items()
        )
        messages.error(request, f"Could not start the job: {errors}")
        return redirect("workspace-detail", slug=slug)
    kind = form.cleaned_data["kind"]
    upload = form.cleaned_data.get("file")
    try:
        job = services.start_seed_job(
            workspace=workspace,
            kind=kind,
            text=form.cleaned_data.get("domain") or "",
            upload=upload,
            filename=upload.name if upload else "",
            options=form.cleaned_data["parsed_options"],
            created_by=request.user,  # type: ignore[arg-type]
        )
    except (EndpointChoiceError, PermissionDenied, services.SeedError, services.JobOptionsError) as error:
        # Checked before the seed is saved, so a refused job leaves nothing behind.
        known = isinstance(error, services.SeedError | services.JobOptionsError)
        shown = f"{'' if known else 'Could not start the job: '}{error}"
        if request.htmx:  # type: ignore[attr-defined]
            form.add_error(None, shown)
            return _start_form(request, workspace, form)
        messages.error(request, shown)
        return redirect("workspace-detail", slug=slug)
    target = reverse("job-detail", kwargs={"slug": slug, "job_id": job.pk})
    if request.htmx:  # type: ignore[attr-defined]
        return HttpResponseClientRedirect(target)
    return redirect(target)


def _start_form(request: HttpRequest, workspace: Workspace, form: StartJobForm) -> HttpResponse:
    return render(request, "synthesis/_start_form.html", {"workspace": workspace, "start_form": form})


@require_GET
def job_start_fields(request: HttpRequest, slug: str) -> HttpResponse:
    """The seed input and option fields of one seed kind, swapped into the start form as the kind changes."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    form = StartJobForm(
        is_admin=membership.has_role_at_least(Role.ADMIN), kind=str(request.GET.get("kind", "domain"))
    )
    return render(request, "synthesis/_kind_fields.html", {"workspace": workspace, "form": form})


@require_POST
def job_start_sample(request: HttpRequest, slug: str) -> HttpResponse:
    """Start an offline job on one of the shipped sample specs: the quickest way to see the product work."""
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    try:
        job = services.start_sample_job(
            workspace=workspace,
            sample=str(request.POST.get("sample", "")),
            created_by=request.user,  # type: ignore[arg-type]
        )
    except (services.SeedError, services.JobOptionsError) as error:
        messages.error(request, str(error))
        return redirect("workspace-detail", slug=slug)
    return redirect("job-detail", slug=slug, job_id=job.pk)


@require_GET
def job_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    return render(
        request,
        "synthesis/job_list.html",
        {
            "workspace": workspace,
            "membership": membership,
            # Each succeeded job says what it made (synthesis/outcomes.py), all in one query.
            "jobs": with_outcomes(selectors.jobs_of(workspace)[:200]),
        },
    )


def _job_context(request: HttpRequest, slug: str, job_id: int) -> dict[str, object]:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    job = selectors.job_in(workspace=workspace, job_id=job_id)
    usage = list(selectors.usage_of(job).order_by("pk"))
    store = selectors.store_result(job)
    stages = selectors.stages_of(job)
    cost_by_stage = {row.stage: row.cost for row in usage}
    return {
        "workspace": workspace,
        "membership": membership,
        "job": job,
        "can_cancel": membership.has_role_at_least(Role.REVIEWER) and job.is_active,
        "usage": usage,
        "usage_total": {
            "calls": sum(row.calls for row in usage),
            "cached_calls": sum(row.cached_calls for row in usage),
            "prompt_tokens": sum(row.prompt_tokens for row in usage),
            "completion_tokens": sum(row.completion_tokens for row in usage),
            "cost": sum(row.cost for row in usage),
        },
        "stages": [{"name": s.name, "state": s.state, "cost": cost_by_stage.get(s.name)} for s in stages],
        "overall": selectors.overall_progress(job, stage_count=len(stages), now=timezone.now()),
        "same_seed_jobs": list(selectors.earlier_jobs_on_the_same_seed(job)),
        "results": selectors.environments_made_by(job),
        "store": store,
        "unbuildable": selectors.unbuildable_chains(store),
        "coherence": None if job.is_active else selectors.coherence_of(job),
        "sandbox": sandbox_status(),
        # Options only from the reviewer role up; a failure's traceback only for admins (the reason for all).
        "options_json": (
            json.dumps(job.options, indent=2, sort_keys=True, ensure_ascii=False, default=str)
            if membership.has_role_at_least(Role.REVIEWER)
            else ""
        ),
        "warnings": warnings_of(job),
        "budget": budget_card(job, membership=membership),
        "failure": failure_for(job.error, is_admin=membership.has_role_at_least(Role.ADMIN)),
        "queue_warning": (
            waiting_problem(kind=job.kind, stage_index=job.stage_index) if job.is_active else None
        ),
    }


@require_GET
def job_detail(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    context = _job_context(request, slug, job_id)
    job = context["job"]
    assert isinstance(job, SynthesisJob)
    # Not in the fragment polled every second: a corpus's mine step holds every seed task.
    context["topics"] = selectors.mined_topics(job)
    return render(request, "synthesis/job_detail.html", context)


@require_GET
def job_progress(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    """The fragment htmx polls every second; it drops its own polling trigger once the job has ended."""
    return render(request, "synthesis/_job_progress.html", _job_context(request, slug, job_id))


@require_POST
def job_cancel(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    job = services.cancel_job(
        job=selectors.job_in(workspace=workspace, job_id=job_id),
        actor=request.user,  # type: ignore[arg-type]
    )
    messages.info(
        request, f"Job {job.pk}: cancel requested." if job.is_active else f"Job {job.pk} is {job.status}."
    )
    if request.htmx:  # type: ignore[attr-defined]
        return render(request, "synthesis/_job_progress.html", _job_context(request, slug, job_id))
    return redirect("job-detail", slug=slug, job_id=job.pk)


@require_POST
def workspace_llm_endpoint(request: HttpRequest, slug: str) -> HttpResponse:
    """Admins choose the workspace's LLM endpoint from the operator's named ones."""
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    try:
        set_workspace_endpoint(
            workspace=workspace,
            user=request.user,  # type: ignore[arg-type]
            name=str(request.POST.get("llm_endpoint", "")),
        )
    except EndpointChoiceError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, "LLM endpoint saved.")
    return redirect("workspace-detail", slug=slug)
