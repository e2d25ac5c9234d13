"""Workspace list and creation, member management. Every view goes through get_workspace_for.

The workspace's own page shows jobs and environments, so it is composed at the project level
(``envstudio.workspace_page``): tenancy knows nothing of synthesis.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from envstudio.tenancy.forms import AddMemberForm, ChangeRoleForm, CreateMemberForm, WorkspaceForm
from envstudio.tenancy.models import Membership, Role
from envstudio.tenancy.permissions import get_workspace_for, workspaces_of
from envstudio.tenancy.services import (
    TenancyError,
    accept_invitation,
    add_member,
    change_role,
    create_member,
    create_workspace,
    decline_invitation,
    invite_member,
    is_staff,
    may_create_accounts,
    may_create_workspaces,
    pending_invitations,
    remove_member,
)


@require_GET
def workspace_list(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "tenancy/workspace_list.html",
        {
            "workspaces": workspaces_of(request.user),
            "invitations": pending_invitations(request.user),
            "can_create_workspace": may_create_workspaces(request.user),
        },
    )


@require_POST
def invitation_answer(request: HttpRequest, invitation_id: int, answer: str) -> HttpResponse:
    """The invited user accepts or declines; anyone else's invitation is not found."""
    if answer not in ("accept", "decline"):
        raise Http404("Accept or decline.")
    try:
        if answer == "accept":
            joined = accept_invitation(invitation_id=invitation_id, user=request.user)  # type: ignore[arg-type]
            messages.success(request, f"You joined {joined.workspace.name} as {joined.role}.")
            return redirect("workspace-detail", slug=joined.workspace.slug)
        declined = decline_invitation(invitation_id=invitation_id, user=request.user)  # type: ignore[arg-type]
    except TenancyError as error:
        raise Http404(str(error)) from error
    messages.info(request, f"You declined the invitation to {declined.name}.")
    return redirect("workspace-list")


@require_http_methods(["GET", "POST"])
def workspace_create(request: HttpRequest) -> HttpResponse:
    if not may_create_workspaces(request.user):
        raise PermissionDenied("Only staff create workspaces here; ask one to create it for you.")
    form = WorkspaceForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            workspace = create_workspace(
                name=form.cleaned_data["name"],
                owner=request.user,  # type: ignore[arg-type]
                actor=request.user,  # type: ignore[arg-type]
            )
        except TenancyError as error:
            form.add_error("name", str(error))
        else:
            messages.success(request, f"Workspace {workspace.name} created.")
            return redirect("workspace-detail", slug=workspace.slug)
    return render(request, "tenancy/workspace_form.html", {"form": form}, status=400 if form.errors else 200)


@require_GET
def member_list(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, membership = get_workspace_for(request.user, slug, role_at_least=Role.VIEWER)
    context = {
        "workspace": workspace,
        "membership": membership,
        "members": workspace.memberships.select_related("user").order_by("user__username"),
        "is_admin": membership.role == Role.ADMIN,
        "adds_directly": is_staff(request.user),
        "can_create_accounts": membership.role == Role.ADMIN and may_create_accounts(request.user, workspace),
        "add_form": AddMemberForm(),
        "create_form": CreateMemberForm(),
        "roles": Role.choices,
    }
    context["invite"] = request.session.pop("invite_link", None) if context["is_admin"] else None
    return render(request, "tenancy/member_list.html", context)


@require_POST
def member_add(request: HttpRequest, slug: str) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    form = AddMemberForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Give a username and a role.")
        return redirect("member-list", slug=slug)
    username, role = form.cleaned_data["username"], form.cleaned_data["role"]
    try:
        if is_staff(request.user):
            added = add_member(workspace=workspace, username=username, role=role, actor=request.user)  # type: ignore[arg-type]
            messages.success(request, f"{added.user.username} added as {added.role}.")
        else:
            # An invitation the user accepts; the same message whether the account exists or not.
            messages.success(
                request,
                invite_member(workspace=workspace, username=username, role=role, actor=request.user),  # type: ignore[arg-type]
            )
    except TenancyError as error:
        messages.error(request, str(error))
    return redirect("member-list", slug=slug)


@require_POST
def member_create(request: HttpRequest, slug: str) -> HttpResponse:
    """Admins create a user and hand them a one-time link where they choose their password."""
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    if not may_create_accounts(request.user, workspace):
        raise PermissionDenied("Only staff create accounts here (the setting ENVSTUDIO_ACCOUNT_CREATORS).")
    form = CreateMemberForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Give a username, a valid e-mail address or none, and a role.")
        return redirect("member-list", slug=slug)
    try:
        created = create_member(
            workspace=workspace,
            username=form.cleaned_data["username"],
            email=form.cleaned_data["email"],
            role=form.cleaned_data["role"],
            actor=request.user,  # type: ignore[arg-type]
        )
    except TenancyError as error:
        messages.error(request, str(error))
        return redirect("member-list", slug=slug)
    link = request.build_absolute_uri(
        reverse(
            "invite-accept",
            kwargs={
                "uidb64": urlsafe_base64_encode(force_bytes(created.user.pk)),
                "token": default_token_generator.make_token(created.user),
            },
        )
    )
    # Shown once, to the admin who sends it: it works until the user sets a password.
    request.session["invite_link"] = {"username": created.user.username, "link": link}
    messages.success(request, f"{created.user.username} created as {created.role}.")
    return redirect("member-list", slug=slug)


@require_POST
def member_role(request: HttpRequest, slug: str, membership_id: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    target = get_object_or_404(Membership, pk=membership_id, workspace=workspace)
    form = ChangeRoleForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose a valid role.")
        return redirect("member-list", slug=slug)
    try:
        change_role(
            membership=target,
            role=form.cleaned_data["role"],
            actor=request.user,  # type: ignore[arg-type]
        )
    except TenancyError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"{target.user.username} is now {form.cleaned_data['role']}.")
    return redirect("member-list", slug=slug)


@require_POST
def member_remove(request: HttpRequest, slug: str, membership_id: int) -> HttpResponse:
    workspace, _ = get_workspace_for(request.user, slug, role_at_least=Role.ADMIN)
    target = get_object_or_404(Membership, pk=membership_id, workspace=workspace)
    try:
        remove_member(membership=target, actor=request.user)  # type: ignore[arg-type]
    except TenancyError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"{target.user.username} removed.")
    return redirect("member-list", slug=slug)
