"""Taking a fresh decision back: the undo offered for a few seconds after a decision opens the next item.

Kept apart from ``review.services`` (which owns deciding) so the write path there stays as it is; the rules
are the same: the reviewer role, the item's status recomputed, an audit event with what was undone.
"""

from __future__ import annotations

from datetime import timedelta

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from envstudio.tenancy.models import Role, Workspace
from review.models import Decision
from review.services import Item, ReviewError, compute_status, record_event, require_role

UNDO_SECONDS = 30


def undo_decision(*, workspace: Workspace, user: User, decision_id: int) -> Item:
    """Take back one's own decision within ``UNDO_SECONDS``; returns the item with its status recomputed."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    with transaction.atomic():
        decision = (
            Decision.objects.select_for_update(of=("self",))
            .filter(pk=decision_id, workspace=workspace, reviewer=user)
            .select_related("environment", "scenario__environment")
            .first()
        )
        if decision is None:
            raise ReviewError("There is no decision of yours to undo.")
        if timezone.now() - decision.created_at > timedelta(seconds=UNDO_SECONDS):
            raise ReviewError(f"A decision can be undone for {UNDO_SECONDS} seconds; decide again instead.")
        found: Item | None = decision.environment or decision.scenario
        assert found is not None  # the check constraint: every decision has exactly one item
        item: Item = type(found).objects.select_for_update().get(pk=found.pk)
        undone = {
            "verdict": decision.verdict,
            "revision": decision.revision_number,
            "reason": decision.reason,
        }
        decision.delete()
        old_status = item.status
        new_status = compute_status(item, workspace=workspace)
        if new_status != old_status:
            item.status = new_status
            item.save(update_fields=["status"])
        record_event(
            workspace=workspace,
            actor=user,
            action="decision.undone",
            item=item,
            old_value={"status": old_status, **undone},
            new_value={"status": new_status},
        )
    return item
