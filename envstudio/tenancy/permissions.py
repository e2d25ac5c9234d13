"""Workspace access checks. Outsiders get 404 (they learn nothing); members with too low a role get 403."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import Http404

from envstudio.tenancy.models import ROLE_RANK, Membership, Role, Workspace


def membership_for(user: AbstractBaseUser | AnonymousUser, workspace: Workspace) -> Membership | None:
    if not user.is_authenticated:
        return None
    return Membership.objects.filter(user_id=user.pk, workspace=workspace).first()


def get_workspace_for(
    user: AbstractBaseUser | AnonymousUser, slug: str, *, role_at_least: str = Role.VIEWER
) -> tuple[Workspace, Membership]:
    """The workspace with this slug and the user's membership in it, or Http404 / PermissionDenied."""
    if role_at_least not in ROLE_RANK:
        raise ValueError(f"unknown role {role_at_least!r}; expected one of {sorted(ROLE_RANK)}")
    if not user.is_authenticated:
        raise Http404("No such workspace")
    membership = (
        Membership.objects.select_related("workspace").filter(user_id=user.pk, workspace__slug=slug).first()
    )
    if membership is None:
        raise Http404("No such workspace")
    if not membership.has_role_at_least(role_at_least):
        raise PermissionDenied(f"This needs the {role_at_least} role in {membership.workspace.name}.")
    return membership.workspace, membership


def workspaces_of(user: AbstractBaseUser | AnonymousUser) -> QuerySet[Workspace]:
    if not user.is_authenticated:
        return Workspace.objects.none()
    return Workspace.objects.filter(memberships__user_id=user.pk).order_by("name")
