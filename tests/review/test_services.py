"""Decisions and approval counting, edits and conflicts, reverts, claims, re-verification, audit log."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.core.exceptions import PermissionDenied
from django.utils import timezone

from review import services, undo
from review.models import AuditEvent, Claim, Decision
from synthesis.models import EnvironmentStatus, VerificationResult
from tests.review.factories import make_environment, make_scenario

pytestmark = pytest.mark.django_db


@pytest.fixture
def env(workspace: Any) -> Any:
    return make_environment(workspace=workspace)


def _require(workspace: Any, n: int) -> None:
    workspace.settings = {**workspace.settings, "required_approvals": n}
    workspace.save()


def test_item_refs_parse_and_print() -> None:
    assert services.ItemRef.parse("env:12") == services.ItemRef(kind="env", pk=12)
    assert str(services.ItemRef.parse(" scn:340 ")) == "scn:340"
    for bad in ("12", "env:", "job:1", "env:x"):
        with pytest.raises(services.ReviewError, match="not an item id"):
            services.ItemRef.parse(bad)


def test_one_approval_approves_by_default(workspace: Any, owner: Any, env: Any) -> None:
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.APPROVED


def test_approval_needs_the_required_number_of_distinct_reviewers(
    workspace: Any, owner: Any, member: Any, env: Any
) -> None:
    _require(workspace, 2)
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")  # same person twice
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.PENDING
    services.decide(workspace=workspace, user=member, item=env, verdict="approve")
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.APPROVED


def test_approvals_on_an_old_revision_do_not_count(workspace: Any, owner: Any, member: Any, env: Any) -> None:
    _require(workspace, 2)
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    services.edit_item(
        workspace=workspace, user=member, item=env, base_number=1, submitted={"description": "New."}
    )
    env.refresh_from_db()
    services.decide(workspace=workspace, user=member, item=env, verdict="approve")
    env.refresh_from_db()
    assert env.current_revision.number == 2
    assert env.status == EnvironmentStatus.PENDING


def test_deciding_on_a_stale_revision_is_refused(workspace: Any, owner: Any, env: Any) -> None:
    services.edit_item(
        workspace=workspace, user=owner, item=env, base_number=1, submitted={"description": "New."}
    )
    with pytest.raises(services.ReviewError, match="revision 2 is current"):
        services.decide(workspace=workspace, user=owner, item=env, verdict="approve", revision_number=1)


def test_reject_needs_a_reason(workspace: Any, owner: Any, env: Any) -> None:
    with pytest.raises(services.ReviewError, match="needs a reason"):
        services.decide(workspace=workspace, user=owner, item=env, verdict="reject", reason="  ")
    assert not Decision.objects.exists()


def test_unknown_verdict_is_refused(workspace: Any, owner: Any, env: Any) -> None:
    with pytest.raises(services.ReviewError, match="Unknown verdict"):
        services.decide(workspace=workspace, user=owner, item=env, verdict="maybe")


def test_disagreement_is_detected_and_reject_wins(workspace: Any, owner: Any, member: Any, env: Any) -> None:
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    services.decide(workspace=workspace, user=member, item=env, verdict="reject", reason="wrong rules")
    env.refresh_from_db()
    verdicts = services.latest_verdicts(item=env, revision_number=1)
    assert services.is_disagreement(verdicts)
    assert env.status == EnvironmentStatus.REJECTED


def test_a_reviewer_changing_their_mind_counts_once(workspace: Any, owner: Any, env: Any) -> None:
    services.decide(workspace=workspace, user=owner, item=env, verdict="reject", reason="hm")
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.APPROVED
    assert not services.is_disagreement(services.latest_verdicts(item=env, revision_number=1))


def test_request_changes_status(workspace: Any, member: Any, env: Any) -> None:
    services.decide(workspace=workspace, user=member, item=env, verdict="request_changes", reason="clarify")
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.CHANGES_REQUESTED


def test_failed_verification_cannot_be_approved(workspace: Any, owner: Any) -> None:
    env = make_environment(workspace=workspace, slug="broken", failed=True)
    with pytest.raises(services.ReviewError, match="fails verification"):
        services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    services.decide(workspace=workspace, user=owner, item=env, verdict="reject", reason="broken")
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.REJECTED


def test_viewer_and_outsider_cannot_decide_or_edit(
    workspace: Any, viewer: Any, outsider: Any, env: Any
) -> None:
    for user in (viewer, outsider):
        with pytest.raises(PermissionDenied):
            services.decide(workspace=workspace, user=user, item=env, verdict="approve")
        with pytest.raises(PermissionDenied):
            services.edit_item(
                workspace=workspace, user=user, item=env, base_number=1, submitted={"code": "x"}
            )
        with pytest.raises(PermissionDenied):
            services.claim_item(workspace=workspace, user=user, item=env)
    assert not Decision.objects.exists()


def test_only_admins_change_review_settings(workspace: Any, owner: Any, member: Any) -> None:
    with pytest.raises(PermissionDenied):
        services.update_review_settings(
            workspace=workspace, user=member, required=2, claim_timeout_minutes=10
        )
    updated = services.update_review_settings(
        workspace=workspace, user=owner, required=3, claim_timeout_minutes=10
    )
    assert services.required_approvals(updated) == 3
    event = AuditEvent.objects.get(action="settings")
    assert event.old_value == {"required_approvals": 1, "claim_minutes": 30}
    assert event.new_value == {"required_approvals": 3, "claim_minutes": 10}
    with pytest.raises(services.ReviewError, match="between 1 and 20"):
        services.update_review_settings(workspace=workspace, user=owner, required=0, claim_timeout_minutes=10)


def test_admins_choose_how_rewards_combine_and_the_change_is_audited(workspace: Any, owner: Any) -> None:
    updated = services.update_review_settings(
        workspace=workspace,
        user=owner,
        required=1,
        claim_timeout_minutes=30,
        reward_mode="product",
        reward_checks_weight=0.7,
    )
    assert updated.settings["reward_mode"] == "product" and updated.settings["reward_checks_weight"] == 0.7
    event = AuditEvent.objects.get(action="settings")
    assert event.old_value["reward_mode"] == "weighted" and event.new_value["reward_mode"] == "product"
    with pytest.raises(services.ReviewError, match="reward mode"):
        services.update_review_settings(
            workspace=workspace, user=owner, required=1, claim_timeout_minutes=30, reward_mode="vibes"
        )
    with pytest.raises(services.ReviewError, match="between 0 and 1"):
        services.update_review_settings(
            workspace=workspace, user=owner, required=1, claim_timeout_minutes=30, reward_checks_weight=1.5
        )


def test_bulk_decisions_report_each_refusal(workspace: Any, owner: Any, env: Any) -> None:
    broken = make_environment(workspace=workspace, slug="broken", failed=True)
    outcome = services.decide_many(workspace=workspace, user=owner, items=[env, broken], verdict="approve")
    assert outcome.decided == [f"env:{env.pk}"]
    assert "fails verification" in outcome.refused[f"env:{broken.pk}"]


def test_edit_makes_a_child_revision_and_reverifies(
    workspace: Any, member: Any, env: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=True):
        revision = services.edit_item(
            workspace=workspace,
            user=member,
            item=env,
            base_number=1,
            submitted={"tool_descriptions": {"lend_book": "Lend it."}, "rules": ["One", "", "Two"]},
        )
    env.refresh_from_db()
    assert revision.number == 2 and revision.parent.number == 1
    assert revision.ir["rules"] == ["One", "Two"]
    assert [t["description"] for t in revision.ir["tools"] if t["name"] == "lend_book"] == ["Lend it."]
    assert env.current_revision_id == revision.pk
    # The eager task ran the (fake) verifier on the new revision.
    assert VerificationResult.objects.filter(
        environment_revision=revision, name="fake_gate", passed=True
    ).exists()
    assert env.status == EnvironmentStatus.PENDING


def test_edit_that_breaks_verification_sets_failed_status(
    workspace: Any, member: Any, env: Any, django_capture_on_commit_callbacks: Any
) -> None:
    code = env.current_revision.ir["code"] + "\n# FAIL_ME\n"
    with django_capture_on_commit_callbacks(execute=True):
        services.edit_item(
            workspace=workspace, user=member, item=env, base_number=1, submitted={"code": code}
        )
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.FAILED_VERIFICATION
    event = AuditEvent.objects.get(action="reverified")
    assert event.old_value == {"status": "pending"} and event.new_value["status"] == "failed_verification"


def test_invalid_edit_is_refused_with_the_reason(workspace: Any, member: Any, env: Any) -> None:
    with pytest.raises(services.ReviewError, match="unknown_tool"):
        services.edit_item(
            workspace=workspace,
            user=member,
            item=env,
            base_number=1,
            submitted={"tool_descriptions": {"unknown_tool": "x"}},
        )
    with pytest.raises(services.ReviewError, match="Nothing changed"):
        services.edit_item(workspace=workspace, user=member, item=env, base_number=1, submitted={})
    assert env.revisions.count() == 1


def test_scenario_edit_validates_checks_and_state(
    workspace: Any, member: Any, env: Any, django_capture_on_commit_callbacks: Any
) -> None:
    scenario = make_scenario(environment=env)
    with pytest.raises(services.ReviewError, match="not JSON"):
        services.edit_item(
            workspace=workspace, user=member, item=scenario, base_number=1, submitted={"initial_state": "{"}
        )
    with pytest.raises(services.ReviewError, match="list of rows"):
        services.edit_item(
            workspace=workspace,
            user=member,
            item=scenario,
            base_number=1,
            submitted={"initial_state": '{"a": 1}'},
        )
    with django_capture_on_commit_callbacks(execute=True):
        revision = services.edit_item(
            workspace=workspace,
            user=member,
            item=scenario,
            base_number=1,
            submitted={
                "checks": {"lent": {"source": "def nope(final_state, initial_state):\n    return True\n"}}
            },
        )
    results = VerificationResult.objects.filter(scenario_revision=revision)
    assert [(r.name, r.passed) for r in results] == [("check:lent", False)]
    scenario.refresh_from_db()
    assert scenario.status == EnvironmentStatus.FAILED_VERIFICATION


def test_optimistic_lock_conflict_keeps_both_versions(
    workspace: Any, owner: Any, member: Any, env: Any
) -> None:
    services.edit_item(
        workspace=workspace, user=owner, item=env, base_number=1, submitted={"description": "Theirs"}
    )
    with pytest.raises(services.EditConflict) as caught:
        services.edit_item(
            workspace=workspace, user=member, item=env, base_number=1, submitted={"description": "Mine"}
        )
    assert caught.value.current.number == 2
    assert caught.value.current.ir["description"] == "Theirs"
    assert caught.value.submitted == {"description": "Mine"}
    assert env.revisions.count() == 2


def test_revert_is_a_new_revision_with_an_audited_reason(workspace: Any, owner: Any, env: Any) -> None:
    def revert(to: int, base: int, reason: str) -> Any:
        return services.revert_item(
            workspace=workspace, user=owner, item=env, to_number=to, base_number=base, reason=reason
        )

    original = env.current_revision.ir["description"]
    services.edit_item(
        workspace=workspace, user=owner, item=env, base_number=1, submitted={"description": "New"}
    )
    with pytest.raises(services.ReviewError, match="needs a reason"):
        revert(1, 2, " ")
    env.refresh_from_db()
    assert env.current_revision.number == 2
    revision = revert(1, 2, "lost the rules")
    assert revision.number == 3 and revision.parent.number == 2
    assert revision.ir["description"] == original
    assert AuditEvent.objects.get(action="revert").new_value["reason"] == "lost the rules"
    with pytest.raises(services.ReviewError, match="no revision 9"):
        revert(9, 3, "x")
    with pytest.raises(services.EditConflict):
        revert(1, 2, "x")


def test_the_same_verdict_twice_is_one_decision_and_one_event(workspace: Any, owner: Any, env: Any) -> None:
    first = services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    again = services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    assert again.pk == first.pk and again.repeated and not first.repeated
    assert Decision.objects.count() == 1
    assert AuditEvent.objects.filter(action="decision.approve").count() == 1


def test_changing_back_reuses_the_row_and_counts_the_latest(workspace: Any, owner: Any, env: Any) -> None:
    approve = services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    services.decide(workspace=workspace, user=owner, item=env, verdict="reject", reason="no")
    back = services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    assert back.pk == approve.pk and not back.repeated
    assert Decision.objects.count() == 2
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.APPROVED
    assert AuditEvent.objects.filter(action__startswith="decision.").count() == 3


def test_the_database_refuses_a_second_identical_decision(workspace: Any, owner: Any, env: Any) -> None:
    from django.db import IntegrityError, transaction

    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    with pytest.raises(IntegrityError), transaction.atomic():
        Decision.objects.create(
            workspace=workspace, environment=env, revision_number=1, reviewer=owner, verdict="approve"
        )


def test_undo_takes_a_fresh_decision_back_and_only_ones_own(
    workspace: Any, owner: Any, member: Any, env: Any
) -> None:
    decision = services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    with pytest.raises(services.ReviewError, match="no decision of yours"):
        undo.undo_decision(workspace=workspace, user=member, decision_id=decision.pk)
    undo.undo_decision(workspace=workspace, user=owner, decision_id=decision.pk)
    env.refresh_from_db()
    assert env.status == EnvironmentStatus.PENDING and not Decision.objects.exists()
    assert AuditEvent.objects.get(action="decision.undone").old_value["verdict"] == "approve"
    late = services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    Decision.objects.filter(pk=late.pk).update(created_at=timezone.now() - timedelta(minutes=5))
    with pytest.raises(services.ReviewError, match="can be undone for"):
        undo.undo_decision(workspace=workspace, user=owner, decision_id=late.pk)
    assert Decision.objects.filter(pk=late.pk).exists()


def test_claims_block_others_and_expire(workspace: Any, owner: Any, member: Any, env: Any) -> None:
    services.claim_item(workspace=workspace, user=member, item=env)
    with pytest.raises(services.ReviewError, match="member is reviewing"):
        services.claim_item(workspace=workspace, user=owner, item=env)
    Claim.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    claim = services.claim_item(workspace=workspace, user=owner, item=env)
    assert claim.user == owner
    assert Claim.objects.count() == 1


def test_release_and_admin_release(workspace: Any, owner: Any, member: Any, env: Any) -> None:
    services.claim_item(workspace=workspace, user=member, item=env)
    assert services.release_item(workspace=workspace, user=owner, item=env) is True  # admin may
    services.claim_item(workspace=workspace, user=owner, item=env)
    assert services.release_item(workspace=workspace, user=member, item=env) is False  # not theirs
    assert Claim.objects.get().user == owner


def test_queue_skips_items_claimed_by_others(workspace: Any, owner: Any, member: Any) -> None:
    first = make_environment(workspace=workspace, slug="first")
    second = make_environment(workspace=workspace, slug="second")
    assert services.claim_next(workspace=workspace, user=member, kind="env") == first
    assert services.claim_next(workspace=workspace, user=owner, kind="env") == second
    assert services.claim_next(workspace=workspace, user=owner, kind="env") == second  # own claim, still next
    services.decide(workspace=workspace, user=owner, item=second, verdict="approve")
    assert services.claim_next(workspace=workspace, user=owner, kind="env") is None


def test_decision_audit_has_old_and_new_values(workspace: Any, owner: Any, env: Any) -> None:
    services.decide(workspace=workspace, user=owner, item=env, verdict="approve")
    event = AuditEvent.objects.get(action="decision.approve")
    assert event.actor == owner and event.item_label == f"env:{env.pk}"
    assert event.old_value == {"status": "pending"}
    assert event.new_value == {"status": "approved", "verdict": "approve", "revision": 1, "reason": ""}


def test_edit_audit_records_changed_fields_only(workspace: Any, owner: Any, env: Any) -> None:
    old = env.current_revision.ir["description"]
    services.edit_item(
        workspace=workspace, user=owner, item=env, base_number=1, submitted={"description": "D2"}
    )
    event = AuditEvent.objects.get(action="edit")
    assert event.old_value == {"revision": 1, "description": old}
    assert event.new_value == {"revision": 2, "description": "D2"}


def test_threaded_comments(workspace: Any, owner: Any, member: Any, viewer: Any, env: Any) -> None:
    top = services.add_comment(workspace=workspace, user=owner, item=env, body="Looks odd")
    reply = services.add_comment(workspace=workspace, user=member, item=env, body="Agreed", parent_id=top.pk)
    assert reply.parent == top and reply.revision_number == 1
    with pytest.raises(services.ReviewError, match="needs some text"):
        services.add_comment(workspace=workspace, user=owner, item=env, body=" ")
    with pytest.raises(PermissionDenied):
        services.add_comment(workspace=workspace, user=viewer, item=env, body="hi")


def test_reverify_with_the_real_gate_stores_its_results(
    workspace: Any, owner: Any, settings: Any, env: Any
) -> None:
    """The default verifier runs the synthesis.verify gate in the sandbox (no LLM, no repair/exploration)."""
    import shutil

    from tests.conftest import need_service

    if not shutil.which("bwrap"):
        need_service("bubblewrap (bwrap) is not installed")
    settings.REVIEW_ENVIRONMENT_VERIFIER = "review.verifiers.verify_environment_revision"
    count = services.reverify(kind="env", revision_id=env.current_revision_id)
    results = VerificationResult.objects.filter(environment_revision=env.current_revision)
    assert count == results.count() > 1
    assert results.filter(stage="static", name="parse", passed=True).exists()
    assert not results.filter(name="syntax").exists()  # the factory's row was replaced, not kept


def test_reproving_with_the_real_prover_stores_every_step(workspace: Any, settings: Any, env: Any) -> None:
    import shutil

    from tests.conftest import need_service

    if not shutil.which("bwrap"):
        need_service("bubblewrap (bwrap) is not installed")
    settings.REVIEW_SCENARIO_VERIFIER = "review.verifiers.prove_scenario_revision"
    scenario = make_scenario(environment=env)
    make_scenario(environment=env, key="s2")
    services.reverify(kind="scn", revision_id=scenario.current_revision_id)
    steps = dict(
        VerificationResult.objects.filter(scenario_revision=scenario.current_revision).values_list(
            "name", "passed"
        )
    )
    assert {"chain_runs", "checks_pass_on_final", "not_duplicate"} <= set(steps)
    assert steps["chain_runs"] is True and steps["checks_pass_on_final"] is True
