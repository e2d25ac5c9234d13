"""The workspace page: tenancy's workspace and membership with synthesis's jobs, environments and the start
form. It lives at the project level because it composes both apps; tenancy imports no synthesis.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from envstudio.tenancy.models import Role
from envstudio.tenancy.permissions import get_workspace_for
from synthesis import selectors
from synthesis.forms import StartJobForm, kind_option_tables
from synthesis.services import sample_spec_names


@require_GET
def workspace_detail(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    context = {
        "workspace": workspace,
        "membership": membership,
        "can_start_jobs": membership.has_role_at_least(Role.REVIEWER),
        "start_form": StartJobForm(),
        "kind_options": kind_option_tables(),
        "samples": sample_spec_names(),
        "jobs": selectors.jobs_of(workspace)[:10],
        "environments": selectors.environments_of(workspace)[:50],
    }
    return render(request, "workspace_detail.html", context)
