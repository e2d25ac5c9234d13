"""A workspace's exports: the list with a "New export" button, a polled status fragment, the download."""

from __future__ import annotations

from pathlib import Path

from django.contrib import messages
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from envstudio.tenancy.models import Membership, Role, Workspace
from envstudio.tenancy.permissions import get_workspace_for
from review.exports import services
from review.exports.models import Export, ExportStatus
from review.exports.selectors import export_preview, exportable_environments, recent_bundle_imports

LIST_LIMIT = 100


def _exports_of(workspace: Workspace) -> list[Export]:
    return list(Export.objects.filter(workspace=workspace).select_related("created_by")[:LIST_LIMIT])


def _list_context(workspace: Workspace, membership: Membership) -> dict[str, object]:
    return {
        "workspace": workspace,
        "membership": membership,
        "exports": _exports_of(workspace),
        "can_export": membership.has_role_at_least(services.EXPORT_ROLE),
        "preview": export_preview(workspace_id=workspace.pk),
        "exportable": exportable_environments(workspace_id=workspace.pk),
        "bundle_imports": recent_bundle_imports(workspace_id=workspace.pk),
    }


@require_GET
def export_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    return render(request, "exports/export_list.html", _list_context(workspace, membership))


@require_POST
def export_start(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=services.EXPORT_ROLE)
    try:
        export = services.start_export(
            workspace=workspace,
            user=request.user,
            environment_slugs=[slug for slug in request.POST.getlist("environments") if slug],
            # The dialog always posts its checkboxes; a client that sends none gets every format.
            formats=request.POST.getlist("formats") if "formats_shown" in request.POST else None,
        )
    except services.ExportRefused as refusal:
        messages.error(request, str(refusal))
        return redirect("export-list", slug=slug)
    messages.info(request, f"Export {export.pk} is {export.status}.")
    return redirect("export-list", slug=slug)


@require_GET
def export_status(request: HttpRequest, slug: str, export_id: int) -> HttpResponse:
    """The row htmx polls every second; it drops its own polling trigger once the export has ended."""
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    export = get_object_or_404(Export.objects.select_related("created_by"), pk=export_id, workspace=workspace)
    return render(request, "exports/_export_row.html", {"workspace": workspace, "export": export})


@require_GET
def export_download(request: HttpRequest, slug: str, export_id: int) -> FileResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    export = get_object_or_404(Export, pk=export_id, workspace=workspace)
    path = Path(export.file_path)
    if export.status != ExportStatus.SUCCEEDED or not export.file_path or not path.is_file():
        raise Http404("This export has no file to download.")
    response = FileResponse(path.open("rb"), as_attachment=True, filename=export.download_name)
    response["Content-Type"] = "application/zip"
    response["X-Content-SHA256"] = export.sha256
    return response


# The EnvScaler import page and its runs: review.exports.envscaler_views (issue 39: a background job).
