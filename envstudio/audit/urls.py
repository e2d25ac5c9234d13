from django.urls import path

from envstudio.audit import views

urlpatterns = [
    path("w/<slug:slug>/audit-log/", views.audit_page, name="audit-log"),
    path("w/<slug:slug>/audit-log.csv", views.audit_csv, name="audit-log-csv"),
]
