"""Claims: who is reviewing which item, until when; the queue's "next"."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone

from envstudio.tenancy.models import Role, Workspace
from review.models import Claim, Decision
from review.services.audit import record_event
from review.services.items import (
    Item,
    ItemKind,
    ItemRef,
    ReviewError,
    claim_minutes,
    item_filter,
    require_role,
)
from synthesis.models import (
    Environment,
    EnvironmentStatus,
    Scenario,
)


def claim_item(*, workspace: Workspace, user: User, item: Item) -> Claim:
    """Claim an item for review; a live claim of someone else refuses, an expired one is taken over."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    now = timezone.now()
    expires = now + timedelta(minutes=claim_minutes(workspace))
    selector = item_filter(item)
    with transaction.atomic():
        Claim.objects.filter(**selector, expires_at__lte=now).delete()
        existing = Claim.objects.select_related("user").filter(**selector).first()
        if existing is not None:
            if existing.user_id != user.pk:
                raise ReviewError(
                    f"{existing.user} is reviewing {ItemRef.of(item)} until {existing.expires_at:%H:%M} UTC."
                )
            existing.expires_at = expires
            existing.save(update_fields=["expires_at"])
            return existing
        try:
            with transaction.atomic():
                claim = Claim.objects.create(workspace=workspace, **selector, user=user, expires_at=expires)
        except IntegrityError as error:  # someone claimed it between our check and insert
            raise ReviewError(f"Someone else just claimed {ItemRef.of(item)}.") from error
        record_event(workspace=workspace, actor=user, action="claim", item=item, new_value={"user": user.pk})
    return claim


def release_item(*, workspace: Workspace, user: User, item: Item) -> bool:
    """Release one's own claim; admins may release anyone's. Returns whether a claim was removed."""
    membership = require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    claims = Claim.objects.filter(**item_filter(item))
    if not membership.has_role_at_least(Role.ADMIN):
        claims = claims.filter(user=user)
    holders = list(claims.values_list("user_id", flat=True))
    deleted, _ = claims.delete()
    if deleted:
        record_event(
            workspace=workspace, actor=user, action="release", item=item, old_value={"user": holders[0]}
        )
    return bool(deleted)


def active_claims(*, workspace: Workspace) -> dict[str, Claim]:
    claims = Claim.objects.select_related("user").filter(workspace=workspace, expires_at__gt=timezone.now())
    return {claim.item_label: claim for claim in claims}


def claim_next(*, workspace: Workspace, user: User, kind: ItemKind) -> Item | None:
    """The oldest pending item nobody else holds, claimed for this user (the review queue's "next")."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    now = timezone.now()
    reviewed = Decision.objects.filter(workspace=workspace, reviewer=user)
    if kind == "env":
        held = Claim.objects.filter(workspace=workspace, environment__isnull=False, expires_at__gt=now)
        queryset: Any = (
            Environment.objects.filter(workspace=workspace, status=EnvironmentStatus.PENDING)
            .exclude(pk__in=held.exclude(user=user).values("environment_id"))
            .exclude(pk__in=reviewed.filter(environment__isnull=False).values("environment_id"))
            .order_by("created_at", "pk")
        )
    else:
        held = Claim.objects.filter(workspace=workspace, scenario__isnull=False, expires_at__gt=now)
        queryset = (
            Scenario.objects.filter(environment__workspace=workspace, status=EnvironmentStatus.PENDING)
            .exclude(pk__in=held.exclude(user=user).values("scenario_id"))
            .exclude(pk__in=reviewed.filter(scenario__isnull=False).values("scenario_id"))
            .order_by("created_at", "pk")
        )
    for candidate in queryset[:20]:
        try:
            claim_item(workspace=workspace, user=user, item=candidate)
        except ReviewError:
            continue  # lost a race for this one; try the next
        return candidate  # type: ignore[no-any-return]
    return None
