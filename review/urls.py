from django.urls import path

from review.views import dashboard, decisions, items, queue, revisions, rollouts, workspace_settings

P = "w/<slug:slug>/review/"
ITEM = P + "<str:kind>/<int:pk>/"

urlpatterns = [
    path(P, dashboard.dashboard, name="review-dashboard"),
    path(P + "environments/", queue.environment_list, name="review-environments"),
    path(P + "scenarios/", queue.scenario_list, name="review-scenarios"),
    path(P + "env/<int:pk>/", items.environment_detail, name="review-environment"),
    path(P + "env/<int:pk>/section/<str:section>/", items.environment_section, name="review-env-section"),
    path(P + "scn/<int:pk>/", items.scenario_detail, name="review-scenario"),
    path(P + "scn/<int:pk>/rollouts/run/", rollouts.rollouts_run, name="review-rollouts-run"),
    path(P + "scn/<int:pk>/rollouts/<int:rollout_pk>/", rollouts.rollout_detail, name="review-rollout"),
    path(P + "settings/", workspace_settings.review_settings, name="review-settings"),
    path(P + "audit/", workspace_settings.audit_log, name="review-audit"),
    path(P + "bulk/<str:kind>/", queue.bulk_decide, name="review-bulk"),
    path(P + "undo/<int:decision_pk>/", decisions.undo, name="review-undo"),
    path(P + "queue/<str:kind>/next/", queue.queue_next, name="review-queue-next"),
    path(ITEM + "decide/", decisions.decide, name="review-decide"),
    path(ITEM + "edit/", revisions.edit, name="review-edit"),
    path(ITEM + "compare/", revisions.compare, name="review-compare"),
    path(ITEM + "revert/", revisions.revert, name="review-revert"),
    path(ITEM + "claim/", decisions.claim, name="review-claim"),
    path(ITEM + "release/", decisions.release, name="review-release"),
    path(ITEM + "comment/", decisions.comment, name="review-comment"),
    path(ITEM + "verification/", items.verification_fragment, name="review-verification"),
]
