from django.urls import path

from synthesis import budget_views, views

urlpatterns = [
    path("w/<slug:slug>/jobs/", views.job_list, name="job-list"),
    path("w/<slug:slug>/jobs/start/", views.job_start, name="job-start"),
    path("w/<slug:slug>/jobs/start/fields/", views.job_start_fields, name="job-start-fields"),
    path("w/<slug:slug>/jobs/start-sample/", views.job_start_sample, name="job-start-sample"),
    path("w/<slug:slug>/jobs/<int:job_id>/", views.job_detail, name="job-detail"),
    path("w/<slug:slug>/jobs/<int:job_id>/progress/", views.job_progress, name="job-progress"),
    path("w/<slug:slug>/jobs/<int:job_id>/cancel/", views.job_cancel, name="job-cancel"),
    path("w/<slug:slug>/jobs/<int:job_id>/resume/", budget_views.job_resume, name="job-resume"),
    path("w/<slug:slug>/jobs/start/estimate/", budget_views.job_estimate, name="job-estimate"),
    path("w/<slug:slug>/llm-endpoint/", views.workspace_llm_endpoint, name="workspace-llm-endpoint"),
]
