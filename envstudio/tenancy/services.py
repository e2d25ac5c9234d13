"""Workspace and membership changes; every rule about who may be added or removed lives here."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.utils.text import slugify

from envstudio.audit.services import record_event
from envstudio.tenancy.models import ROLE_RANK, Invitation, Membership, Role, Workspace


class TenancyError(ValueError):
    """A membership or workspace change that the rules refuse; the message is shown to the user."""


# --- site-wide roles (issue 39) -----------------------------------------------------------------------------


def is_staff(user: Any) -> bool:
    return bool(getattr(user, "is_active", False) and (user.is_staff or user.is_superuser))


def may_create_workspaces(user: Any) -> bool:
    """Staff, or every logged-in user when ENVSTUDIO_WORKSPACE_CREATORS=everyone."""
    if is_staff(user):
        return True
    return settings.ENVSTUDIO_WORKSPACE_CREATORS == "everyone" and bool(
        getattr(user, "is_authenticated", False)
    )


def may_create_accounts(user: Any, workspace: Workspace) -> bool:
    """Staff, or the workspace's admins when ENVSTUDIO_ACCOUNT_CREATORS=admins."""
    if is_staff(user):
        return True
    if settings.ENVSTUDIO_ACCOUNT_CREATORS != "admins":
        return False
    return Membership.objects.filter(workspace=workspace, user_id=user.pk, role=Role.ADMIN).exists()


def invitation_message(*, username: str, role: str) -> str:
    """The one answer to "add this user" for non-staff, whether the user exists, is invited or is unknown."""
    return (
        f"If an account named {username.strip()!r} exists, it has been invited as {role}; "
        "the person joins once they accept."
    )


def unique_slug(name: str) -> str:
    base = slugify(name)[:80] or "workspace"
    slug, number = base, 1
    while Workspace.objects.filter(slug=slug).exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


def create_workspace(*, name: str, owner: User, actor: User | None = None) -> Workspace:
    """A new workspace whose owner becomes its first admin. ``actor``: who asks (the web's user, checked
    against ENVSTUDIO_WORKSPACE_CREATORS); None is the operator (``createworkspace``, fixtures)."""
    if actor is not None and not may_create_workspaces(actor):
        raise PermissionDenied(
            "Only staff create workspaces here (the setting ENVSTUDIO_WORKSPACE_CREATORS)."
        )
    name = name.strip()
    if not name:
        raise TenancyError("A workspace needs a name.")
    if Workspace.objects.filter(name=name).exists():
        raise TenancyError(f"A workspace named {name!r} already exists.")
    try:
        with transaction.atomic():
            workspace = Workspace.objects.create(name=name, slug=unique_slug(name))
            membership = Membership.objects.create(user=owner, workspace=workspace, role=Role.ADMIN)
            record_event(
                workspace=workspace,
                actor=owner,
                action="workspace.create",
                target_kind="workspace",
                target_id=workspace.pk,
                target_label=workspace.name,
                new_value={"name": workspace.name, "owner": owner.get_username()},
            )
            _record_membership(membership, actor=owner, action="member.add", old=None, new=Role.ADMIN)
    except IntegrityError as error:
        raise TenancyError(f"A workspace named {name!r} already exists.") from error
    return workspace


def _check_role(role: str) -> None:
    if role not in ROLE_RANK:
        raise TenancyError(f"Unknown role {role!r}; choose one of {', '.join(ROLE_RANK)}.")


def _record_membership(
    membership: Membership, *, actor: User | None, action: str, old: str | None, new: str | None
) -> None:
    record_event(
        workspace=membership.workspace,
        actor=actor,
        action=action,
        target_kind="membership",
        target_id=membership.user_id,
        target_label=membership.user.get_username(),
        old_value={"role": old} if old else None,
        new_value={"role": new} if new else None,
    )


def add_member(*, workspace: Workspace, username: str, role: str, actor: User | None = None) -> Membership:
    """Add an existing user by username directly (``actor``: who did it, for the audit log; None is the
    operator). Only staff and the operator add directly; a workspace admin invites (``invite_member``)."""
    if actor is not None and not is_staff(actor):
        raise PermissionDenied("Only staff add users directly; invite them instead.")
    _check_role(role)
    user = get_user_model().objects.filter(username=username.strip()).first()
    if user is None:
        raise TenancyError(f"No user named {username!r}.")
    if Membership.objects.filter(workspace=workspace, user=user).exists():
        raise TenancyError(f"{username} is already a member.")
    with transaction.atomic():
        membership = Membership.objects.create(workspace=workspace, user=user, role=role)
        _record_membership(membership, actor=actor, action="member.add", old=None, new=role)
    return membership


def invite_member(*, workspace: Workspace, username: str, role: str, actor: User | None) -> str:
    """Invite an existing user: a pending invitation they accept or decline. Returns the message to show,
    the same whether the account exists, is already invited or does not exist (no enumeration of names);
    the audit log records the same event in all three cases. Current members are named as such: the
    inviting admin sees them on the members page anyway."""
    _check_role(role)
    username = username.strip()
    if not username:
        raise TenancyError("Give a username.")
    user = get_user_model().objects.filter(username=username).first()
    if user is not None and Membership.objects.filter(workspace=workspace, user=user).exists():
        raise TenancyError(f"{username} is already a member.")
    with transaction.atomic():
        if user is not None:
            Invitation.objects.update_or_create(
                workspace=workspace, user=user, defaults={"role": role, "invited_by": actor}
            )
        record_event(
            workspace=workspace,
            actor=actor,
            action="member.invite",
            target_kind="invitation",
            target_label=username,
            new_value={"role": role},
        )
    return invitation_message(username=username, role=role)


def pending_invitations(user: Any) -> list[Invitation]:
    if not getattr(user, "is_authenticated", False):
        return []
    return list(Invitation.objects.filter(user_id=user.pk).select_related("workspace", "invited_by"))


def accept_invitation(*, invitation_id: int, user: User) -> Membership:
    """The invited user joins with the invitation's role; another user's invitation is not found."""
    with transaction.atomic():
        invitation = (
            Invitation.objects.select_for_update()
            .select_related("workspace")
            .filter(pk=invitation_id, user=user)
        ).first()
        if invitation is None:
            raise TenancyError("No such invitation.")
        membership, created = Membership.objects.get_or_create(
            workspace=invitation.workspace, user=user, defaults={"role": invitation.role}
        )
        invitation.delete()
        if created:
            _record_membership(membership, actor=user, action="member.add", old=None, new=membership.role)
    return membership


def decline_invitation(*, invitation_id: int, user: User) -> Workspace:
    with transaction.atomic():
        invitation = (
            Invitation.objects.select_related("workspace").filter(pk=invitation_id, user=user).first()
        )
        if invitation is None:
            raise TenancyError("No such invitation.")
        workspace = invitation.workspace
        invitation.delete()
        record_event(
            workspace=workspace,
            actor=user,
            action="member.decline",
            target_kind="invitation",
            target_label=user.get_username(),
        )
    return workspace


def create_member(
    *, workspace: Workspace, username: str, email: str, role: str, actor: User | None = None
) -> Membership:
    """A new user (no password yet: they set one through their invite link) who joins as ``role``.
    ``actor``: who asks, checked against ENVSTUDIO_ACCOUNT_CREATORS; None is the operator."""
    if actor is not None and not may_create_accounts(actor, workspace):
        raise PermissionDenied("Only staff create accounts here (the setting ENVSTUDIO_ACCOUNT_CREATORS).")
    _check_role(role)
    username = username.strip()
    user_model = get_user_model()
    if not username:
        raise TenancyError("A new user needs a username.")
    with transaction.atomic():
        if user_model.objects.filter(username=username).exists():
            raise TenancyError(f"A user named {username!r} exists already; add them as a member instead.")
        user = user_model(username=username, email=email.strip())
        user.set_unusable_password()
        user.full_clean(exclude=["password"])
        user.save()
        return Membership.objects.create(workspace=workspace, user=user, role=role)


def _is_last_admin(membership: Membership) -> bool:
    if membership.role != Role.ADMIN:
        return False
    return (
        not Membership.objects.filter(workspace_id=membership.workspace_id, role=Role.ADMIN)
        .exclude(pk=membership.pk)
        .exists()
    )


def change_role(*, membership: Membership, role: str, actor: User | None = None) -> Membership:
    _check_role(role)
    with transaction.atomic():
        locked = Membership.objects.select_for_update().get(pk=membership.pk)
        if role != Role.ADMIN and _is_last_admin(locked):
            raise TenancyError("The last admin cannot be demoted; make someone else admin first.")
        old = locked.role
        locked.role = role
        locked.save(update_fields=["role"])
        if old != role:
            _record_membership(locked, actor=actor, action="member.role", old=old, new=role)
    return locked


def remove_member(*, membership: Membership, actor: User | None = None) -> None:
    with transaction.atomic():
        locked = Membership.objects.select_for_update().get(pk=membership.pk)
        if _is_last_admin(locked):
            raise TenancyError("The last admin cannot be removed; make someone else admin first.")
        _record_membership(locked, actor=actor, action="member.remove", old=locked.role, new=None)
        locked.delete()
