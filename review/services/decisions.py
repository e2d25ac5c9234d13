"""Status and approval counting, decisions, and the review settings that drive them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from envstudio.tenancy.models import Role, Workspace
from review.models import Claim, Decision, Verdict
from review.services.audit import record_event
from review.services.items import (
    Item,
    ItemRef,
    ReviewError,
    Revision,
    _lock,
    claim_minutes,
    current_revision,
    item_filter,
    require_role,
    required_approvals,
    workspace_of,
)
from synthesis.models import (
    EnvironmentRevision,
    EnvironmentStatus,
    VerificationResult,
)

REWARD_MODES = ("weighted", "product", "checks_only", "target_only")


def update_review_settings(
    *,
    workspace: Workspace,
    user: User,
    required: int,
    claim_timeout_minutes: int,
    reward_mode: str | None = None,
    reward_checks_weight: float | None = None,
) -> Workspace:
    """Admins only. Status of existing items is not recounted; new decisions use the new count.

    The reward rule applies to scenarios made from now on (each scenario carries the rule it was made with).
    """
    require_role(workspace=workspace, user=user, role=Role.ADMIN)
    if not 1 <= required <= 20:
        raise ReviewError("Required approvals must be between 1 and 20.")
    if not 1 <= claim_timeout_minutes <= 24 * 60:
        raise ReviewError("Claims must expire after 1 minute to 24 hours.")
    if reward_mode is not None and reward_mode not in REWARD_MODES:
        raise ReviewError(f"The reward mode must be one of {', '.join(REWARD_MODES)}.")
    if reward_checks_weight is not None and not 0.0 <= reward_checks_weight <= 1.0:
        raise ReviewError("The weight of the checks must be between 0 and 1.")
    with transaction.atomic():
        locked = Workspace.objects.select_for_update().get(pk=workspace.pk)
        new: dict[str, Any] = {"required_approvals": required, "claim_minutes": claim_timeout_minutes}
        if reward_mode is not None:
            new["reward_mode"] = reward_mode
        if reward_checks_weight is not None:
            new["reward_checks_weight"] = reward_checks_weight
        old: dict[str, Any] = {
            "required_approvals": required_approvals(locked),
            "claim_minutes": claim_minutes(locked),
        }
        for key in ("reward_mode", "reward_checks_weight"):
            if key in new:
                old[key] = locked.settings.get(key)
        locked.settings = {**locked.settings, **new}
        locked.save(update_fields=["settings"])
        record_event(workspace=locked, actor=user, action="settings", old_value=old, new_value=new)
    return locked


def latest_verdicts(*, item: Item, revision_number: int) -> dict[int, str]:
    """Each reviewer's latest verdict on that revision (the last one counts: minds change)."""
    verdicts: dict[int, str] = {}
    rows = Decision.objects.filter(**item_filter(item), revision_number=revision_number).order_by(
        "created_at", "pk"
    )
    for reviewer_id, verdict in rows.values_list("reviewer_id", "verdict"):
        verdicts[reviewer_id] = verdict
    return verdicts


def is_disagreement(verdicts: dict[int, str]) -> bool:
    values = set(verdicts.values())
    return Verdict.APPROVE in values and (Verdict.REJECT in values or Verdict.REQUEST_CHANGES in values)


def failed_verification(revision: Revision) -> bool:
    """A blocking failure: failed, not skipped, not a warning (warnings never block admission)."""
    if isinstance(revision, EnvironmentRevision):
        rows = VerificationResult.objects.filter(environment_revision=revision, passed=False, skipped=False)
    else:
        rows = VerificationResult.objects.filter(scenario_revision=revision, passed=False, skipped=False)
    return any(
        not (isinstance(evidence, dict) and evidence.get("severity") == "warning")
        for evidence in rows.values_list("evidence", flat=True)
    )


def baseline_status(item: Item) -> str:
    revision = item.current_revision
    if revision is not None and failed_verification(revision):
        return EnvironmentStatus.FAILED_VERIFICATION
    return EnvironmentStatus.PENDING


def compute_status(item: Item, *, workspace: Workspace) -> str:
    """Any reject wins, then any change request; approved only with enough distinct approvals."""
    revision = current_revision(item)
    verdicts = latest_verdicts(item=item, revision_number=revision.number)
    values = list(verdicts.values())
    if Verdict.REJECT in values:
        return EnvironmentStatus.REJECTED
    if Verdict.REQUEST_CHANGES in values:
        return EnvironmentStatus.CHANGES_REQUESTED
    base = baseline_status(item)
    if base == EnvironmentStatus.PENDING and values.count(Verdict.APPROVE) >= required_approvals(workspace):
        return EnvironmentStatus.APPROVED
    return base


def _set_status(item: Item, status: str) -> None:
    if item.status != status:
        item.status = status
        item.save(update_fields=["status"])


def decide(
    *,
    workspace: Workspace,
    user: User,
    item: Item,
    verdict: str,
    reason: str = "",
    revision_number: int | None = None,
) -> Decision:
    """Record a verdict on the item's current revision and update its status (with an audit event)."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    if workspace_of(item) != workspace.pk:
        raise ReviewError(f"{ItemRef.of(item)} is not in workspace {workspace.name}.")
    if verdict not in Verdict.values:
        raise ReviewError(f"Unknown verdict {verdict!r}; choose one of {', '.join(Verdict.values)}.")
    reason = reason.strip()
    if verdict == Verdict.REJECT and not reason:
        raise ReviewError("A rejection needs a reason.")
    with transaction.atomic():
        locked = _lock(item)
        revision = current_revision(locked)
        if revision_number is not None and revision_number != revision.number:
            raise ReviewError(
                f"You decided on revision {revision_number}, but revision {revision.number} is current now; "
                "look at the new revision first."
            )
        if verdict == Verdict.APPROVE and locked.unverified_import:
            raise ReviewError(
                f"{ItemRef.of(locked)} is unverified, imported: a bundle's proofs are not evidence, and it "
                "cannot be approved until the re-proof job has verified it here in the sandbox."
            )
        if verdict == Verdict.APPROVE and failed_verification(revision):
            raise ReviewError(f"{ItemRef.of(locked)} fails verification; edit it or reject it.")
        mine = Decision.objects.filter(**item_filter(locked), revision_number=revision.number, reviewer=user)
        latest = mine.order_by("-created_at", "-pk").first()
        if latest is not None and latest.verdict == verdict:
            # The same verdict again (a second key press or command) changes nothing, logs nothing.
            latest.repeated = True
            return latest
        # An earlier decision with this verdict (a mind changed back) becomes the latest again.
        decision = mine.filter(verdict=verdict).first() or Decision(
            workspace=workspace, **item_filter(locked), revision_number=revision.number, reviewer=user
        )
        decision.verdict, decision.reason, decision.created_at = verdict, reason, timezone.now()
        decision.save()
        old_status = locked.status
        new_status = compute_status(locked, workspace=workspace)
        _set_status(locked, new_status)
        record_event(
            workspace=workspace,
            actor=user,
            action=f"decision.{verdict}",
            item=locked,
            old_value={"status": old_status},
            new_value={
                "status": new_status,
                "verdict": verdict,
                "revision": revision.number,
                "reason": reason,
            },
        )
        Claim.objects.filter(**item_filter(locked), user=user).delete()
    item.status = new_status
    return decision


@dataclass
class BulkOutcome:
    decided: list[str] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)


def decide_many(
    *, workspace: Workspace, user: User, items: list[Item], verdict: str, reason: str = ""
) -> BulkOutcome:
    """The same decision on many items; one refusal does not stop the others (each is its own transaction)."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    outcome = BulkOutcome()
    for item in items:
        label = str(ItemRef.of(item))
        try:
            decide(workspace=workspace, user=user, item=item, verdict=verdict, reason=reason)
        except ReviewError as error:
            outcome.refused[label] = str(error)
        else:
            outcome.decided.append(label)
    return outcome
