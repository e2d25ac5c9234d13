import importlib.util

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from envstudio.workspace_page import workspace_detail

urlpatterns = [
    path("login/", auth_views.LoginView.as_view(template_name="registration/login.html"), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("", include("envstudio.tenancy.urls")),
    path("w/<slug:slug>/", workspace_detail, name="workspace-detail"),
    path("", include("synthesis.urls")),
    path("", include("review.exports.urls")),
] + (
    # review/ is built in parallel; its pages join as soon as it has a urls module.
    [path("", include("review.urls"))] if importlib.util.find_spec("review.urls") else []
)
