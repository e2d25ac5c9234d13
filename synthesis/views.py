"""Job pages: start, list, detail, the live progress fragment, cancel."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from synthesis import selectors, services
from synthesis.forms import StartJobForm


@require_POST
def job_start(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    form = StartJobForm(request.POST, request.FILES)
    if not form.is_valid():
        errors = "; ".join(
            f"{field}: {' '.join(str(p) for p in problems)}" for field, problems in form.errors.items()
        )
        messages.error(request, f"Could not start the job: {errors}")
        return redirect("workspace-detail", slug=slug)
    kind = form.cleaned_data["kind"]
    upload = form.cleaned_data.get("file")
    try:
        seed = services.create_seed(
            workspace=workspace,
            kind=kind,
            text=form.cleaned_data.get("domain") or "",
            upload=upload,
            filename=upload.name if upload else "",
            created_by=request.user,  # type: ignore[arg-type]
        )
    except services.SeedError as error:
        messages.error(request, str(error))
        return redirect("workspace-detail", slug=slug)
    job = services.start_job(
        workspace=workspace,
        kind=services.SEED_KIND_TO_JOB_KIND[kind],
        seed=seed,
        options=form.cleaned_data["parsed_options"],
        created_by=request.user,  # type: ignore[arg-type]
    )
    return redirect("job-detail", slug=slug, job_id=job.pk)


@require_GET
def job_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    return render(
        request,
        "synthesis/job_list.html",
        {"workspace": workspace, "membership": membership, "jobs": selectors.jobs_of(workspace)[:200]},
    )


def _job_context(request: HttpRequest, slug: str, job_id: int) -> dict[str, object]:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    job = selectors.job_in(workspace=workspace, job_id=job_id)
    return {
        "workspace": workspace,
        "membership": membership,
        "job": job,
        "can_cancel": membership.has_role_at_least(Role.REVIEWER) and job.is_active,
        "usage": selectors.usage_of(job),
        "environments": job.environments.all(),
        "error_headline": job.error.split("\n\n", 1)[0],
    }


@require_GET
def job_detail(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    return render(request, "synthesis/job_detail.html", _job_context(request, slug, job_id))


@require_GET
def job_progress(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    """The fragment htmx polls every second; it drops its own polling trigger once the job has ended."""
    return render(request, "synthesis/_job_progress.html", _job_context(request, slug, job_id))


@require_POST
def job_cancel(request: HttpRequest, slug: str, job_id: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.REVIEWER)
    job = services.cancel_job(job=selectors.job_in(workspace=workspace, job_id=job_id))
    messages.info(
        request, f"Job {job.pk}: cancel requested." if job.is_active else f"Job {job.pk} is {job.status}."
    )
    if request.htmx:  # type: ignore[attr-defined]
        return render(request, "synthesis/_job_progress.html", _job_context(request, slug, job_id))
    return redirect("job-detail", slug=slug, job_id=job.pk)
