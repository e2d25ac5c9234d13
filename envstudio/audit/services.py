"""Recording audit events: the one way any app writes to the audit log."""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User

from envstudio.audit.models import AuditEvent
from envstudio.tenancy.models import Workspace


def _json_safe(value: Any) -> Any:
    """Values as JSON can hold them (dates, paths and other objects become strings)."""
    if value is None:
        return None
    return json.loads(json.dumps(value, default=str))


def record_event(
    *,
    workspace: Workspace | None,
    actor: AbstractBaseUser | AnonymousUser | None,
    action: str,
    target_kind: str = "",
    target_id: int | str | None = None,
    target_label: str = "",
    old_value: Any = None,
    new_value: Any = None,
) -> AuditEvent:
    """Record one state change. ``actor`` None (or anonymous) is the system or the operator's command line."""
    user = actor if isinstance(actor, User) else None
    return AuditEvent.objects.create(
        workspace=workspace,
        actor=user,
        actor_name=user.get_username() if user is not None else "",
        action=action[:50],
        target_kind=target_kind[:40],
        target_id="" if target_id is None else str(target_id)[:64],
        target_label=target_label[:200],
        old_value=_json_safe(old_value),
        new_value=_json_safe(new_value),
    )
