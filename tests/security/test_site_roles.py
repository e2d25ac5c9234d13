"""Issue 39, finding 7: site-wide roles. Before, any logged-in user (even a viewer of one workspace) created
workspaces and accounts (and got their invite links), added any existing user, superusers included, to their
workspace without consent, and learned which usernames exist from "No user named ...".

Now: workspaces and accounts are created by staff (settings ENVSTUDIO_WORKSPACE_CREATORS and
ENVSTUDIO_ACCOUNT_CREATORS widen that); a workspace admin invites an existing user, who accepts or declines;
staff add directly; unknown and existing users get one and the same answer."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from envstudio.audit.models import AuditEvent
from envstudio.tenancy.models import Invitation, Membership, Role, Workspace
from envstudio.tenancy.services import create_member, create_workspace, invite_member

pytestmark = pytest.mark.django_db


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def staff(workspace: Workspace, make_user: Any) -> Any:
    """A staff user who is also an admin of Acme."""
    user = make_user("staffer")
    user.is_staff = True
    user.save(update_fields=["is_staff"])
    Membership.objects.create(user=user, workspace=workspace, role=Role.ADMIN)
    return user


@pytest.fixture
def root(django_user_model: Any) -> Any:
    return django_user_model.objects.create_superuser(username="root", password="root-password-1")


# --- workspaces --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("who", ["owner", "member", "viewer", "outsider"])
def test_only_staff_create_workspaces_by_default(workspace: Workspace, who: str, request: Any) -> None:
    client = _client(request.getfixturevalue(who))
    assert "New workspace" not in client.get(reverse("workspace-list")).content.decode()
    assert client.get(reverse("workspace-create")).status_code == 403
    assert client.post(reverse("workspace-create"), {"name": "Mine"}).status_code == 403
    assert not Workspace.objects.filter(name="Mine").exists()
    with pytest.raises(PermissionDenied):
        create_workspace(name="Mine", owner=request.getfixturevalue(who), actor=request.getfixturevalue(who))
    assert not Workspace.objects.filter(name="Mine").exists()


def test_staff_create_workspaces_and_the_setting_opens_it_to_everyone(
    staff: Any, viewer: Any, settings: Any
) -> None:
    client = _client(staff)
    assert "New workspace" in client.get(reverse("workspace-list")).content.decode()
    assert client.post(reverse("workspace-create"), {"name": "Staff Lab"}).status_code == 302
    assert Workspace.objects.get(name="Staff Lab").memberships.get(user=staff).role == Role.ADMIN
    settings.ENVSTUDIO_WORKSPACE_CREATORS = "everyone"
    assert _client(viewer).post(reverse("workspace-create"), {"name": "Viewer Lab"}).status_code == 302
    assert Workspace.objects.get(name="Viewer Lab").memberships.get(user=viewer).role == Role.ADMIN


def test_the_createworkspace_command_stays_an_operator_tool(owner: Any) -> None:
    call_command("createworkspace", "Ops", "--owner", owner.username)
    assert Workspace.objects.get(name="Ops").memberships.get(user=owner).role == Role.ADMIN


# --- accounts ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "status"), [("owner", 403), ("member", 403), ("viewer", 403), ("outsider", 404)]
)
def test_only_staff_create_accounts_by_default(
    workspace: Workspace, who: str, status: int, request: Any
) -> None:
    client = _client(request.getfixturevalue(who))
    url = reverse("member-create", args=[workspace.slug])
    response = client.post(url, {"username": "puppet", "email": "", "role": "admin"}, follow=True)
    assert response.status_code == status
    assert "invite-link" not in response.content.decode()
    assert not get_user_model().objects.filter(username="puppet").exists()
    assert (
        'id="create-member"' not in client.get(reverse("member-list", args=[workspace.slug])).content.decode()
    )
    with pytest.raises(PermissionDenied):
        create_member(
            workspace=workspace, username="puppet", email="", role="admin", actor=request.getfixturevalue(who)
        )
    assert not get_user_model().objects.filter(username="puppet").exists()


def test_staff_create_accounts_and_the_setting_lets_workspace_admins(
    workspace: Workspace, staff: Any, owner: Any, member: Any, settings: Any
) -> None:
    url = reverse("member-create", args=[workspace.slug])
    page = _client(staff).post(url, {"username": "newbie", "email": "", "role": "reviewer"}, follow=True)
    assert 'id="invite-link"' in page.content.decode()
    assert Membership.objects.get(user__username="newbie", workspace=workspace).role == Role.REVIEWER
    settings.ENVSTUDIO_ACCOUNT_CREATORS = "admins"
    assert _client(owner).post(url, {"username": "second", "email": "", "role": "viewer"}).status_code == 302
    assert get_user_model().objects.filter(username="second").exists()
    assert _client(member).post(url, {"username": "third", "email": "", "role": "viewer"}).status_code == 403
    assert not get_user_model().objects.filter(username="third").exists()


# --- adding existing users: an invitation they accept ------------------------------------------------------


def _add(client: Client, workspace: Workspace, username: str, role: str = "admin") -> str:
    response = client.post(
        reverse("member-add", args=[workspace.slug]), {"username": username, "role": role}, follow=True
    )
    assert response.status_code == 200
    # The whole page, but for the CSRF token (new on every page).
    return re.sub(r"[A-Za-z0-9]{64}", "TOKEN", html.unescape(response.content.decode()))


def test_an_admin_cannot_add_a_superuser_or_anyone_without_their_consent(
    workspace: Workspace, owner: Any, outsider: Any, root: Any
) -> None:
    admin = _client(owner)
    for person in (root, outsider):
        _add(admin, workspace, person.username)
        assert not Membership.objects.filter(workspace=workspace, user=person).exists()
        assert Invitation.objects.get(workspace=workspace, user=person).role == Role.ADMIN
    # The superuser declines: nothing joins, the invitation is gone.
    invitation = Invitation.objects.get(user=root)
    listing = _client(root).get(reverse("workspace-list")).content.decode()
    assert 'id="invitations"' in listing and "Acme as admin (from owner)" in listing
    _client(root).post(reverse("invitation-answer", args=[invitation.pk, "decline"]))
    assert not Invitation.objects.filter(user=root).exists()
    assert not Membership.objects.filter(workspace=workspace, user=root).exists()
    # The outsider accepts: now a member with the invited role, recorded with them as the actor.
    invitation = Invitation.objects.get(user=outsider)
    response = _client(outsider).post(reverse("invitation-answer", args=[invitation.pk, "accept"]))
    assert response.status_code == 302 and response["Location"] == reverse("workspace-detail", args=["acme"])
    assert Membership.objects.get(workspace=workspace, user=outsider).role == Role.ADMIN
    assert AuditEvent.objects.filter(workspace=workspace, action="member.add", actor=outsider).exists()


def test_only_the_invited_user_answers_an_invitation(
    workspace: Workspace, owner: Any, outsider: Any, viewer: Any
) -> None:
    invite_member(workspace=workspace, username="outsider", role=Role.REVIEWER, actor=owner)
    invitation = Invitation.objects.get()
    for someone in (owner, viewer):
        for answer in ("accept", "decline"):
            assert (
                _client(someone).post(reverse("invitation-answer", args=[invitation.pk, answer])).status_code
                == 404
            )
    assert (
        _client(outsider).post(reverse("invitation-answer", args=[invitation.pk, "maybe"])).status_code == 404
    )
    assert (
        _client(outsider).get(reverse("invitation-answer", args=[invitation.pk, "accept"])).status_code == 405
    )
    assert Invitation.objects.filter(pk=invitation.pk).exists()
    assert not Membership.objects.filter(workspace=workspace, user=outsider).exists()


@pytest.mark.parametrize("who", ["member", "viewer"])
def test_members_who_are_not_admins_cannot_invite(workspace: Workspace, who: str, request: Any) -> None:
    response = _client(request.getfixturevalue(who)).post(
        reverse("member-add", args=[workspace.slug]), {"username": "outsider", "role": "viewer"}
    )
    assert response.status_code == 403
    assert not Invitation.objects.exists()


def test_staff_add_existing_users_directly(workspace: Workspace, staff: Any, outsider: Any) -> None:
    page = _add(_client(staff), workspace, "outsider", role="reviewer")
    assert "outsider added as reviewer" in page
    assert Membership.objects.get(workspace=workspace, user=outsider).role == Role.REVIEWER
    assert not Invitation.objects.exists()


def test_unknown_and_existing_usernames_get_the_same_answer(
    workspace: Workspace, owner: Any, outsider: Any
) -> None:
    admin = _client(owner)
    existing = _add(admin, workspace, "outsider", role="viewer").replace("outsider", "NAME")
    unknown = _add(admin, workspace, "nobody-here", role="viewer").replace("nobody-here", "NAME")
    again = _add(admin, workspace, "outsider", role="viewer").replace("outsider", "NAME")  # already invited
    assert "No user named" not in existing + unknown
    assert "If an account named 'NAME' exists, it has been invited as viewer" in existing
    assert existing == unknown == again
    # The audit log does not tell them apart either.
    events = AuditEvent.objects.filter(workspace=workspace, action="member.invite").order_by("pk")
    assert [(e.target_kind, e.target_id, e.new_value) for e in events] == [
        ("invitation", events[0].target_id, {"role": "viewer"})
    ] * 3


def test_the_settings_take_only_their_choices() -> None:
    from django.core.exceptions import ImproperlyConfigured

    from envstudio.conf import env_choice

    choices = ("staff", "everyone")
    assert env_choice(name="X", default="staff", choices=choices, environ={}) == "staff"
    assert env_choice(name="X", default="staff", choices=choices, environ={"X": " Everyone "}) == "everyone"
    with pytest.raises(ImproperlyConfigured, match="X='anyone': choose one of staff, everyone"):
        env_choice(name="X", default="staff", choices=choices, environ={"X": "anyone"})
