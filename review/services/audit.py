"""The audit log of review actions."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import User

from envstudio.tenancy.models import Workspace
from review.models import AuditEvent
from review.services.items import Item, ItemRef
from synthesis.models import (
    Environment,
    Scenario,
)


def record_event(
    *,
    workspace: Workspace,
    actor: User | None,
    action: str,
    item: Item | None = None,
    old_value: Any = None,
    new_value: Any = None,
) -> AuditEvent:
    return AuditEvent.objects.create(
        workspace=workspace,
        actor=actor,
        action=action,
        item_label=str(ItemRef.of(item)) if item is not None else "",
        environment=item if isinstance(item, Environment) else None,
        scenario=item if isinstance(item, Scenario) else None,
        old_value=old_value,
        new_value=new_value,
    )
