"""Workspace and membership changes; every rule about who may be added or removed lives here."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils.text import slugify

from envstudio.audit.services import record_event
from envstudio.tenancy.models import ROLE_RANK, Membership, Role, Workspace


class TenancyError(ValueError):
    """A membership or workspace change that the rules refuse; the message is shown to the user."""


def unique_slug(name: str) -> str:
    base = slugify(name)[:80] or "workspace"
    slug, number = base, 1
    while Workspace.objects.filter(slug=slug).exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


def create_workspace(*, name: str, owner: User) -> Workspace:
    """A new workspace whose owner becomes its first admin."""
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
    """Add an existing user by username (``actor``: who did it, for the audit log; None is the operator)."""
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


def create_member(*, workspace: Workspace, username: str, email: str, role: str) -> Membership:
    """A new user (no password yet: they set one through their invite link) who joins as ``role``."""
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
