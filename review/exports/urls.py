from django.urls import path

from review.exports import envscaler_views, views

urlpatterns = [
    path("w/<slug:slug>/exports/", views.export_list, name="export-list"),
    path("w/<slug:slug>/exports/new/", views.export_start, name="export-start"),
    path("w/<slug:slug>/exports/<int:export_id>/status/", views.export_status, name="export-status"),
    path("w/<slug:slug>/exports/<int:export_id>/download/", views.export_download, name="export-download"),
    path("w/<slug:slug>/imports/envscaler/", envscaler_views.envscaler_imports, name="envscaler-imports"),
    path(
        "w/<slug:slug>/imports/envscaler/runs/<int:run_id>/",
        envscaler_views.envscaler_import_run,
        name="envscaler-import-run",
    ),
    path(
        "w/<slug:slug>/imports/envscaler/runs/<int:run_id>/environments/",
        envscaler_views.envscaler_import_environments,
        name="envscaler-import-environments",
    ),
    path(
        "w/<slug:slug>/imports/envscaler/runs/<int:run_id>/cancel/",
        envscaler_views.envscaler_import_cancel,
        name="envscaler-import-cancel",
    ),
    path(
        "w/<slug:slug>/imports/envscaler/runs/<int:run_id>/resume/",
        envscaler_views.envscaler_import_resume,
        name="envscaler-import-resume",
    ),
]
