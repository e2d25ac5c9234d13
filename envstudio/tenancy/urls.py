from django.urls import path

from envstudio.tenancy import views

urlpatterns = [
    path("", views.workspace_list, name="workspace-list"),
    path("workspaces/new/", views.workspace_create, name="workspace-create"),
    path("w/<slug:slug>/members/", views.member_list, name="member-list"),
    path("w/<slug:slug>/members/add/", views.member_add, name="member-add"),
    path("w/<slug:slug>/members/<int:membership_id>/role/", views.member_role, name="member-role"),
    path("w/<slug:slug>/members/<int:membership_id>/remove/", views.member_remove, name="member-remove"),
]
