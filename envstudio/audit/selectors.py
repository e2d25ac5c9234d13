"""Reading the audit log: filtered listings for the audit page and its CSV download."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from django.db.models import QuerySet
from django.utils import timezone

from envstudio.audit.models import AuditEvent
from envstudio.tenancy.models import Workspace

CSV_COLUMNS = ("time", "actor", "action", "target_kind", "target_id", "target", "old_value", "new_value")


@dataclass(frozen=True)
class AuditFilter:
    action: str = ""  # an action or its prefix ("member" matches member.add, member.role, ...)
    actor: str = ""  # a username
    target_kind: str = ""
    since: date | None = None
    until: date | None = None  # inclusive


def events_of(*, workspace: Workspace, filters: AuditFilter | None = None) -> QuerySet[AuditEvent]:
    rows = AuditEvent.objects.filter(workspace=workspace).select_related("actor")
    chosen = filters or AuditFilter()
    if chosen.action:
        rows = rows.filter(action__startswith=chosen.action)
    if chosen.actor:
        rows = rows.filter(actor_name=chosen.actor)
    if chosen.target_kind:
        rows = rows.filter(target_kind=chosen.target_kind)
    if chosen.since is not None:
        rows = rows.filter(created_at__gte=timezone.make_aware(datetime.combine(chosen.since, time.min)))
    if chosen.until is not None:
        end = timezone.make_aware(datetime.combine(chosen.until + timedelta(days=1), time.min))
        rows = rows.filter(created_at__lt=end)
    return rows


def events_of_target(*, workspace: Workspace, target_kind: str, target_id: int | str) -> QuerySet[AuditEvent]:
    return events_of(workspace=workspace).filter(target_kind=target_kind, target_id=str(target_id))


def actions_of(*, workspace: Workspace) -> list[str]:
    return sorted(set(AuditEvent.objects.filter(workspace=workspace).values_list("action", flat=True)))


class _Echo:
    def write(self, value: str) -> str:
        return value


def csv_lines(events: Iterable[AuditEvent]) -> Iterator[str]:
    """The events as CSV lines, streamed (a long log is never built in memory)."""
    writer = csv.writer(_Echo())
    yield writer.writerow(CSV_COLUMNS)
    for event in events:
        yield writer.writerow(
            [
                event.created_at.isoformat(),
                event.actor_name or "system",
                event.action,
                event.target_kind,
                event.target_id,
                _cell(event.target_label),
                _cell(json.dumps(event.old_value, sort_keys=True)) if event.old_value is not None else "",
                _cell(json.dumps(event.new_value, sort_keys=True)) if event.new_value is not None else "",
            ]
        )


def _cell(text: str) -> str:
    """No spreadsheet formula injection: a cell a spreadsheet would evaluate is prefixed with a quote."""
    return f"'{text}" if text[:1] in {"=", "+", "-", "@", "\t", "\r"} else text
