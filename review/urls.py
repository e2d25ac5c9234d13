from django.urls import path

from review import views

P = "w/<slug:slug>/review/"
ITEM = P + "<str:kind>/<int:pk>/"

urlpatterns = [
    path(P, views.dashboard, name="review-dashboard"),
    path(P + "environments/", views.environment_list, name="review-environments"),
    path(P + "scenarios/", views.scenario_list, name="review-scenarios"),
    path(P + "env/<int:pk>/", views.environment_detail, name="review-environment"),
    path(P + "scn/<int:pk>/", views.scenario_detail, name="review-scenario"),
    path(P + "scn/<int:pk>/rollouts/run/", views.rollouts_run, name="review-rollouts-run"),
    path(P + "scn/<int:pk>/rollouts/<int:rollout_pk>/", views.rollout_detail, name="review-rollout"),
    path(P + "settings/", views.review_settings, name="review-settings"),
    path(P + "audit/", views.audit_log, name="review-audit"),
    path(P + "bulk/<str:kind>/", views.bulk_decide, name="review-bulk"),
    path(P + "queue/<str:kind>/next/", views.queue_next, name="review-queue-next"),
    path(ITEM + "decide/", views.decide, name="review-decide"),
    path(ITEM + "edit/", views.edit, name="review-edit"),
    path(ITEM + "compare/", views.compare, name="review-compare"),
    path(ITEM + "revert/", views.revert, name="review-revert"),
    path(ITEM + "claim/", views.claim, name="review-claim"),
    path(ITEM + "release/", views.release, name="review-release"),
    path(ITEM + "comment/", views.comment, name="review-comment"),
    path(ITEM + "verification/", views.verification_fragment, name="review-verification"),
]
