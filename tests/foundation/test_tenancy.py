"""Workspaces, memberships and their rules; the createworkspace command; workspace pages."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Invitation, Membership, Role, Workspace
from envstudio.tenancy.permissions import get_workspace_for
from envstudio.tenancy.services import TenancyError, add_member, change_role, create_workspace, remove_member

pytestmark = pytest.mark.django_db


def test_owner_is_the_first_admin_and_slugs_are_unique(owner: Any) -> None:
    first = create_workspace(name="Data Team", owner=owner)
    assert first.slug == "data-team"
    assert Membership.objects.get(workspace=first).role == Role.ADMIN
    second = create_workspace(name="Data-Team", owner=owner)
    assert second.slug == "data-team-2"
    with pytest.raises(TenancyError, match="already exists"):
        create_workspace(name="Data Team", owner=owner)
    with pytest.raises(TenancyError, match="needs a name"):
        create_workspace(name="  ", owner=owner)


def test_last_admin_cannot_be_removed_or_demoted(workspace: Workspace, owner: Any) -> None:
    admin = Membership.objects.get(workspace=workspace, user=owner)
    with pytest.raises(TenancyError, match="last admin"):
        remove_member(membership=admin)
    with pytest.raises(TenancyError, match="last admin"):
        change_role(membership=admin, role=Role.VIEWER)
    other = Membership.objects.get(workspace=workspace, user__username="member")
    change_role(membership=other, role=Role.ADMIN)
    remove_member(membership=admin)
    assert not Membership.objects.filter(workspace=workspace, user=owner).exists()


def test_add_member_rules(workspace: Workspace, make_user: Any) -> None:
    make_user("newbie")
    added = add_member(workspace=workspace, username="newbie", role=Role.REVIEWER)
    assert added.role == Role.REVIEWER
    with pytest.raises(TenancyError, match="already a member"):
        add_member(workspace=workspace, username="newbie", role=Role.VIEWER)
    with pytest.raises(TenancyError, match="No user named"):
        add_member(workspace=workspace, username="ghost", role=Role.VIEWER)
    with pytest.raises(TenancyError, match="Unknown role"):
        add_member(workspace=workspace, username="newbie", role="owner")


def test_get_workspace_for_hides_and_forbids(workspace: Workspace, viewer: Any, outsider: Any) -> None:
    from django.core.exceptions import PermissionDenied
    from django.http import Http404

    found, membership = get_workspace_for(viewer, workspace.slug, role_at_least=Role.VIEWER)
    assert (found, membership.role) == (workspace, Role.VIEWER)
    with pytest.raises(PermissionDenied):
        get_workspace_for(viewer, workspace.slug, role_at_least=Role.REVIEWER)
    with pytest.raises(Http404):
        get_workspace_for(outsider, workspace.slug, role_at_least=Role.VIEWER)
    with pytest.raises(Http404):
        get_workspace_for(viewer, "no-such-workspace", role_at_least=Role.VIEWER)
    with pytest.raises(ValueError, match="unknown role"):
        get_workspace_for(viewer, workspace.slug, role_at_least="boss")


def test_createworkspace_command(owner: Any) -> None:
    call_command("createworkspace", "Research", "--owner", "owner")
    workspace = Workspace.objects.get(name="Research")
    assert workspace.memberships.get().user == owner
    with pytest.raises(CommandError, match="No user named 'nobody'"):
        call_command("createworkspace", "Other", "--owner", "nobody")
    with pytest.raises(CommandError, match="already exists"):
        call_command("createworkspace", "Research", "--owner", "owner")


def test_workspace_list_shows_only_own_workspaces(client: Client, workspace: Workspace, viewer: Any) -> None:
    client.force_login(viewer)
    page = client.get(reverse("workspace-list")).content.decode()
    assert "Acme" in page
    assert "Elsewhere" not in page


def test_new_workspace_form(client: Client, viewer: Any, settings: Any) -> None:
    settings.ENVSTUDIO_WORKSPACE_CREATORS = (
        "everyone"  # default: staff only (tests/security/test_site_roles.py)
    )
    client.force_login(viewer)
    response = client.post(reverse("workspace-create"), {"name": "Viewer's Lab"})
    created = Workspace.objects.get(name="Viewer's Lab")
    assert response.status_code == 302
    assert response["Location"] == reverse("workspace-detail", args=[created.slug])
    assert created.memberships.get(user=viewer).role == Role.ADMIN
    again = client.post(reverse("workspace-create"), {"name": "Viewer's Lab"})
    assert again.status_code == 400
    assert "already exists" in again.content.decode()


def test_member_management_through_pages(
    client: Client, workspace: Workspace, owner: Any, make_user: Any
) -> None:
    carol_user = make_user("carol")
    client.force_login(owner)
    client.post(reverse("member-add", args=[workspace.slug]), {"username": "carol", "role": "reviewer"})
    # An invitation carol accepts (issue 39: nobody joins without consent).
    invitation = Invitation.objects.get(user=carol_user, workspace=workspace)
    carol_client = Client()
    carol_client.force_login(carol_user)
    carol_client.post(reverse("invitation-answer", args=[invitation.pk, "accept"]))
    carol = Membership.objects.get(workspace=workspace, user__username="carol")
    assert carol.role == Role.REVIEWER
    client.post(reverse("member-role", args=[workspace.slug, carol.pk]), {"role": "viewer"})
    carol.refresh_from_db()
    assert carol.role == Role.VIEWER
    client.post(reverse("member-remove", args=[workspace.slug, carol.pk]))
    assert not Membership.objects.filter(pk=carol.pk).exists()
    admin = Membership.objects.get(workspace=workspace, user=owner)
    page = client.post(
        reverse("member-remove", args=[workspace.slug, admin.pk]), follow=True
    ).content.decode()
    assert "last admin cannot be removed" in page
    assert Membership.objects.filter(pk=admin.pk).exists()


def test_an_admin_creates_a_user_who_sets_a_password_through_the_invite_link(
    owner: Any, member: Any, workspace: Any, settings: Any
) -> None:
    settings.ENVSTUDIO_ACCOUNT_CREATORS = "admins"  # default: staff only (tests/security/test_site_roles.py)
    from django.contrib.auth import get_user_model
    from django.test import Client
    from django.urls import reverse

    from envstudio.tenancy.models import Membership

    url = reverse("member-create", args=[workspace.slug])
    reviewer = Client()
    reviewer.force_login(member)
    assert reviewer.post(url, {"username": "sneaky", "role": "admin"}).status_code == 403
    admin = Client()
    admin.force_login(owner)
    page = admin.post(url, {"username": "newbie", "email": "", "role": "reviewer"}, follow=True)
    html = page.content.decode()
    assert "newbie created as reviewer" in html and 'id="invite-link"' in html
    link = (
        html.split('aria-label="invite link" onclick="this.select()"')[0]
        .rsplit('value="', 1)[1]
        .split('"')[0]
    )
    new_user = get_user_model().objects.get(username="newbie")
    assert not new_user.has_usable_password()
    assert Membership.objects.get(user=new_user, workspace=workspace).role == "reviewer"
    # A repeated name is refused with a reason; nothing is half-made.
    again = admin.post(url, {"username": "newbie", "role": "viewer"}, follow=True).content.decode()
    assert "exists already" in again and get_user_model().objects.filter(username="newbie").count() == 1
    # The invite link lets the new user choose a password, once.
    invited = Client()
    form = invited.get(link, follow=True)
    assert "Choose your password" in form.content.decode()
    done = invited.post(
        form.redirect_chain[-1][0],
        {"new_password1": "a-long-pass-phrase-9", "new_password2": "a-long-pass-phrase-9"},
    )
    assert done.status_code == 302
    assert Client().login(username="newbie", password="a-long-pass-phrase-9")
    assert "no longer works" in Client().get(link, follow=True).content.decode()


def test_a_viewer_reads_that_membership_is_for_admins(viewer: Any, workspace: Any) -> None:
    from django.test import Client
    from django.urls import reverse

    client = Client()
    client.force_login(viewer)
    page = client.get(reverse("member-list", args=[workspace.slug])).content.decode()
    assert 'id="read-only-notice"' in page and 'id="create-member"' not in page
