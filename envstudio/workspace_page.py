"""The workspace page: tenancy's workspace and membership with synthesis's jobs, environments and the start
form. It lives at the project level because it composes both apps; tenancy imports no synthesis.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from review.models import EnvScalerImportRun, ImportRunStatus
from synthesis import selectors
from synthesis.endpoint_access import endpoint_names
from synthesis.forms import StartJobForm
from synthesis.outcomes import with_outcomes
from synthesis.services import sample_spec_names


@require_GET
def workspace_detail(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    context = {
        "workspace": workspace,
        "membership": membership,
        "can_start_jobs": membership.has_role_at_least(Role.REVIEWER),
        "start_form": StartJobForm(is_admin=membership.has_role_at_least(Role.ADMIN)),
        "samples": sample_spec_names(),
        "jobs": with_outcomes(selectors.jobs_of(workspace)[:10]),
        # EnvScaler imports are jobs of the review side (docs/architecture.md): the running and stopped ones.
        "import_runs": EnvScalerImportRun.objects.filter(
            workspace=workspace,
            status__in=[ImportRunStatus.QUEUED, ImportRunStatus.RUNNING, ImportRunStatus.CANCELLED],
        )[:10],
        "environments": selectors.environments_of(workspace)[:50],
        "is_admin": membership.has_role_at_least(Role.ADMIN),
        "llm_endpoints": endpoint_names(),
        "llm_endpoint": workspace.setting("llm_endpoint") or "",
    }
    return render(request, "workspace_detail.html", context)
