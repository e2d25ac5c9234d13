"""The EnvScaler imports page: the form queues an import run (a job) and the page polls its row.

Nothing of the import runs in the request (issue 39): a body above what two files at their limit can need is
refused before it is read, each file's size is checked before it is kept, and a worker does the rest. A run's
row shows environment n of N and how many are imported, refused and pending, with Cancel (between two
environments) and Resume (a cancelled, failed or stale run); its environments page lists each environment's
own status and reason (issue 42). Reviewers and admins start, cancel and resume; viewers watch.
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Membership, Role, Workspace
from envstudio.tenancy.permissions import get_workspace_for
from review.exports import envscaler, envscaler_runs
from review.exports.models import ForeignImport
from review.models import EnvScalerImportRun, ImportItemStatus
from synthesis.api import EnvScalerError


class EnvScalerImportForm(forms.Form):
    env_metadata = forms.FileField(label="Environment metadata (JSON: {env_id: environment})")
    scenario_metadata = forms.FileField(label="Scenario metadata (JSON: [scenario, ...])")


def _context(workspace: Workspace, membership: Membership, form: EnvScalerImportForm) -> dict[str, object]:
    return {
        "workspace": workspace,
        "form": form,
        "can_import": membership.has_role_at_least(envscaler.IMPORT_ROLE),
        "max_file_bytes": envscaler_runs.max_file_bytes(),
        "runs": list(
            EnvScalerImportRun.objects.filter(workspace=workspace).select_related(
                "created_by", "foreign_import"
            )[:20]
        ),
        "imports": list(ForeignImport.objects.filter(workspace=workspace).select_related("created_by")[:50]),
    }


def _too_large(request: HttpRequest) -> bool:
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return True
    return length > envscaler_runs.max_request_bytes()


def envscaler_imports(request: HttpRequest, slug: str) -> HttpResponse:
    """The runs and imports of a workspace with their audit summaries; reviewers and admins start one."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    if request.method == "GET":
        return render(
            request, "exports/envscaler_imports.html", _context(workspace, membership, EnvScalerImportForm())
        )
    if request.method != "POST":
        return HttpResponseNotAllowed(["GET", "POST"])
    if not membership.has_role_at_least(envscaler.IMPORT_ROLE):
        raise PermissionDenied(f"Importing needs the {envscaler.IMPORT_ROLE} role in {workspace.name}.")
    if _too_large(request):
        # Refused from the header, before the body is read (the files are never parsed or stored).
        limit = envscaler_runs.max_file_bytes()
        context = _context(workspace, membership, EnvScalerImportForm())
        context["refusal"] = (
            f"The upload is larger than two files of {limit:,} bytes (the setting "
            f"{envscaler_runs.SIZE_SETTING}); nothing imported."
        )
        response = render(request, "exports/envscaler_imports.html", context, status=413)
        response["Connection"] = "close"  # the unread body is not ours to drain
        return response
    form = EnvScalerImportForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            run = envscaler_runs.start_import(
                workspace=workspace,
                env_upload=form.cleaned_data["env_metadata"],
                scenario_upload=form.cleaned_data["scenario_metadata"],
                user=request.user,
            )
        except EnvScalerError as exc:
            form.add_error(None, str(exc))
        else:
            messages.info(request, f"Import {run.pk} is queued; this page shows its progress.")
            return redirect("envscaler-imports", slug=slug)
    return render(
        request, "exports/envscaler_imports.html", _context(workspace, membership, form), status=400
    )


def _run_of(workspace: Workspace, run_id: int) -> EnvScalerImportRun:
    return get_object_or_404(
        EnvScalerImportRun.objects.select_related("created_by", "foreign_import", "workspace"),
        pk=run_id,
        workspace=workspace,
    )


def _row(request: HttpRequest, workspace: Workspace, membership: Membership, run_id: int) -> HttpResponse:
    context = {
        "workspace": workspace,
        "run": _run_of(workspace, run_id),
        "can_import": membership.has_role_at_least(envscaler.IMPORT_ROLE),
    }
    return render(request, "exports/_envscaler_run_row.html", context)


@require_GET
def envscaler_import_run(request: HttpRequest, slug: str, run_id: int) -> HttpResponse:
    """The run's row, polled while it is queued or running."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    return _row(request, workspace, membership, run_id)


@require_GET
def envscaler_import_environments(request: HttpRequest, slug: str, run_id: int) -> HttpResponse:
    """Each environment of a run with its own status: imported (with a link), refused with the reason,
    skipped (no scenario) or pending."""
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    run = _run_of(workspace, run_id)
    status = request.GET.get("status", "")
    items = run.items.select_related("environment").order_by("position")
    if status in ImportItemStatus.values:
        items = items.filter(status=status)
    context = {
        "workspace": workspace,
        "run": run,
        "items": items,
        "counts": run.item_counts(),
        "status": status,
        "statuses": ImportItemStatus.choices,
        "can_import": membership.has_role_at_least(envscaler.IMPORT_ROLE),
    }
    return render(request, "exports/envscaler_import_environments.html", context)


def _control(request: HttpRequest, slug: str, run_id: int, *, resume: bool) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=envscaler.IMPORT_ROLE)
    run = _run_of(workspace, run_id)
    try:
        if resume:
            run = envscaler_runs.resume_import(run=run, user=request.user)
            messages.info(request, f"Import {run.pk} is queued again; it goes on where it stopped.")
        else:
            run = envscaler_runs.cancel_import(run=run, user=request.user)
            said = "cancel requested" if run.is_active else run.get_status_display().lower()
            messages.info(request, f"Import {run.pk}: {said}.")
    except EnvScalerError as refusal:
        messages.error(request, str(refusal))
    if request.htmx:  # type: ignore[attr-defined]
        return _row(request, workspace, membership, run.pk)
    return redirect("envscaler-imports", slug=slug)


@require_POST
def envscaler_import_cancel(request: HttpRequest, slug: str, run_id: int) -> HttpResponse:
    """Stop a run between two environments; what is imported stays."""
    return _control(request, slug, run_id, resume=False)


@require_POST
def envscaler_import_resume(request: HttpRequest, slug: str, run_id: int) -> HttpResponse:
    """Queue a cancelled, failed or stale run again, for the environments still pending."""
    return _control(request, slug, run_id, resume=True)
