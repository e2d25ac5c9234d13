"""Who may choose which LLM endpoint: the Django side of synthesis.llm.endpoints.

Choosing an endpoint (job option ``llm_endpoint``, a free-form ``llm_base_url`` + ``llm_model``, the workspace
setting ``llm_endpoint``) is for workspace admins only; the operator on the command line (no user) counts as
one.
The old free-form ``llm`` option, which could carry any URL and sent the server's key there, is refused for
everyone.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied

from envstudio.tenancy.models import Membership, Role, Workspace
from synthesis.llm import EndpointConfig
from synthesis.llm.endpoints import (
    EndpointChoiceError,
    EndpointRegistry,
    config_for_choice,
    endpoint_choice,
)

CHOICE_OPTIONS = ("llm_endpoint", "llm_base_url", "llm_model")


def registry_from_settings() -> EndpointRegistry:
    return EndpointRegistry(
        default_settings=settings.ENVSTUDIO_LLM,
        named=settings.ENVSTUDIO_LLM_ENDPOINTS,
        allowed_hosts=tuple(settings.ENVSTUDIO_LLM_ALLOWED_HOSTS),
    )


def endpoint_names() -> list[str]:
    return registry_from_settings().names()


def is_workspace_admin(*, workspace: Workspace, user: User | None) -> bool:
    """True for the workspace's admins and for the operator (no user: the command line)."""
    if user is None:
        return True
    return Membership.objects.filter(workspace=workspace, user=user, role=Role.ADMIN).exists()


def check_job_endpoint_choice(*, workspace: Workspace, user: User | None, options: dict[str, Any]) -> None:
    """Refuse, before a job exists, an endpoint choice its starter may not make or that cannot work.

    Raises PermissionDenied (not an admin) or EndpointChoiceError (unknown name, host off the allow-list,
    the removed ``llm`` option); the messages name the option.
    """
    if "llm" in options:
        raise EndpointChoiceError(
            "the job option 'llm' is not supported: "
            "an admin chooses an operator-named endpoint with llm_endpoint"
        )
    chosen = [key for key in CHOICE_OPTIONS if options.get(key) not in (None, "")]
    if not chosen:
        return
    if not is_workspace_admin(workspace=workspace, user=user):
        raise PermissionDenied(f"Only a workspace admin may choose the LLM endpoint ({', '.join(chosen)}).")
    if options.get("llm_model") and not options.get("llm_base_url"):
        raise EndpointChoiceError("llm_model goes with llm_base_url; a named endpoint has its own model")
    config_for_choice(
        registry=registry_from_settings(),
        choice=endpoint_choice(options=options, workspace_settings=workspace.settings),
    )


def check_workspace_endpoint(*, name: str) -> None:
    """A workspace's llm_endpoint setting must name a configured endpoint."""
    if name:
        registry_from_settings().config(name)


def llm_endpoint_for(workspace: Workspace) -> EndpointConfig | None:
    """The endpoint a job of this workspace uses by default (its llm_endpoint setting, else "default")."""
    try:
        return config_for_choice(
            registry=registry_from_settings(),
            choice=endpoint_choice(options={}, workspace_settings=workspace.settings),
        )
    except (EndpointChoiceError, ValueError):
        return None


# What start_job calls: a job never exists with an endpoint choice its starter could not make.
check_start_options = check_job_endpoint_choice


def set_workspace_endpoint(*, workspace: Workspace, user: User | None, name: str) -> Workspace:
    """Admins choose the workspace's default endpoint by name ("" = "default"); the change is audited."""
    from django.db import transaction

    from envstudio.audit.services import record_event

    if not is_workspace_admin(workspace=workspace, user=user):
        raise PermissionDenied("Only a workspace admin may choose the workspace's LLM endpoint.")
    name = name.strip()
    check_workspace_endpoint(name=name)
    with transaction.atomic():
        locked = Workspace.objects.select_for_update().get(pk=workspace.pk)
        old = locked.settings.get("llm_endpoint") or ""
        locked.settings = {**locked.settings, "llm_endpoint": name}
        locked.save(update_fields=["settings"])
        if old != name:
            record_event(
                workspace=locked,
                actor=user,
                action="llm.endpoint.workspace",
                target_kind="workspace",
                target_id=locked.pk,
                target_label=locked.name,
                old_value={"llm_endpoint": old or "default"},
                new_value={"llm_endpoint": name or "default"},
            )
    return locked
