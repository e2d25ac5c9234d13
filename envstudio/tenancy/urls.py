from django.contrib.auth import views as auth_views
from django.urls import path, reverse_lazy

from envstudio.tenancy import views

urlpatterns = [
    path("", views.workspace_list, name="workspace-list"),
    path("workspaces/new/", views.workspace_create, name="workspace-create"),
    path(
        "invitations/<int:invitation_id>/<str:answer>/",
        views.invitation_answer,
        name="invitation-answer",
    ),
    path("w/<slug:slug>/members/", views.member_list, name="member-list"),
    path("w/<slug:slug>/members/add/", views.member_add, name="member-add"),
    path("w/<slug:slug>/members/create/", views.member_create, name="member-create"),
    # An invited user sets their first password here (Django's reset token: one use, expires).
    path(
        "invite/<uidb64>/<token>/",
        auth_views.PasswordResetConfirmView.as_view(
            template_name="registration/invite_set_password.html", success_url=reverse_lazy("login")
        ),
        name="invite-accept",
    ),
    path("w/<slug:slug>/members/<int:membership_id>/role/", views.member_role, name="member-role"),
    path("w/<slug:slug>/members/<int:membership_id>/remove/", views.member_remove, name="member-remove"),
]
