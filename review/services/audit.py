"""The audit log of review actions."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User

from envstudio.audit import services as audit
from envstudio.tenancy.models import Workspace
from review.models import AuditEvent
from review.services.items import Item, ItemRef
from synthesis.models import (
    Environment,
)


def _target_kind(item: Item | None) -> str:
    if item is None:
        return ""
    return "environment" if isinstance(item, Environment) else "scenario"


def record_event(
    *,
    workspace: Workspace,
    actor: User | None,
    action: str,
    item: Item | None = None,
    old_value: Any = None,
    new_value: Any = None,
) -> AuditEvent:
    """Review's events, recorded in the one audit log (envstudio.audit) with the item as their target."""
    return audit.record_event(
        workspace=workspace,
        actor=actor,
        action=action,
        target_kind=("environment" if isinstance(item, Environment) else "scenario")
        if item is not None
        else "",
        target_id=item.pk if item is not None else None,
        target_label=str(ItemRef.of(item)) if item is not None else "",
        old_value=old_value,
        new_value=new_value,
    )
