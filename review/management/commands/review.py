"""List and decide on review items from the shell, through the UI's services (permissions, audit)."""

from __future__ import annotations

import json
from typing import Any

from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.core.management.base import BaseCommand, CommandError, CommandParser

from envstudio.tenancy.models import Workspace
from review import services
from synthesis.api import short_title
from synthesis.models import Environment, EnvironmentStatus, Scenario


class Command(BaseCommand):
    help = (
        "Review items of a workspace. --list [--status S] [--json] lists environments and scenarios; "
        "--as USER --approve ID | --reject ID --reason TEXT records a decision (ids: env:12, scn:340)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--workspace", required=True, help="workspace name or slug")
        parser.add_argument("--list", action="store_true", help="list environments and scenarios")
        parser.add_argument("--status", choices=EnvironmentStatus.values, help="only items with this status")
        parser.add_argument("--json", action="store_true", help="print JSON lines instead of a table")
        parser.add_argument("--as", dest="as_user", help="username the decision is recorded for")
        parser.add_argument("--approve", metavar="ID", help="approve this item (env:N or scn:N)")
        parser.add_argument(
            "--reject", metavar="ID", help="reject this item (env:N or scn:N); needs --reason"
        )
        parser.add_argument("--reason", default="", help="why (required for --reject)")

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = (
            Workspace.objects.filter(slug=options["workspace"]).first()
            or Workspace.objects.filter(name=options["workspace"]).first()
        )
        if workspace is None:
            raise CommandError(f"No workspace named {options['workspace']!r}.")
        deciding = options["approve"] or options["reject"]
        if options["list"] == bool(deciding):
            raise CommandError("Give exactly one of --list, --approve ID or --reject ID.")
        if options["approve"] and options["reject"]:
            raise CommandError("Give either --approve or --reject, not both.")
        if options["list"]:
            self._list(workspace=workspace, status=options["status"], as_json=options["json"])
            return
        if not options["as_user"]:
            raise CommandError("A decision needs --as USERNAME (the reviewer it is recorded for).")
        user = get_user_model().objects.filter(username=options["as_user"]).first()
        if user is None:
            raise CommandError(f"No user named {options['as_user']!r}.")
        verdict = "approve" if options["approve"] else "reject"
        try:
            ref = services.ItemRef.parse(options["approve"] or options["reject"])
            item = services.get_item(workspace=workspace, ref=ref)
            decision = services.decide(
                workspace=workspace, user=user, item=item, verdict=verdict, reason=options["reason"]
            )
        except (services.ReviewError, PermissionDenied) as error:
            raise CommandError(str(error)) from error
        if decision.repeated:
            self.stdout.write(
                f"{ref}: {user} already decided {verdict}; nothing recorded; status {item.status}"
            )
            return
        self.stdout.write(f"{ref}: {verdict} recorded for {user}; status {item.status}")

    def _list(self, *, workspace: Workspace, status: str | None, as_json: bool) -> None:
        environments = Environment.objects.filter(workspace=workspace).select_related("current_revision")
        scenarios = Scenario.objects.filter(environment__workspace=workspace).select_related(
            "current_revision", "environment"
        )
        if status:
            environments = environments.filter(status=status)
            scenarios = scenarios.filter(status=status)
        rows: list[dict[str, Any]] = [
            {
                "id": f"env:{e.pk}",
                "name": e.slug,
                "title": e.name,
                "status": e.status,
                "revision": e.current_revision.number if e.current_revision else None,
            }
            for e in environments.order_by("pk")
        ]
        rows += [
            {
                "id": f"scn:{s.pk}",
                "name": f"{s.environment.slug}/{s.key}",
                # What the lists show: the task's first request, not the hash key.
                "title": short_title(_task(s)) or s.key,
                "status": s.status,
                "revision": s.current_revision.number if s.current_revision else None,
            }
            for s in scenarios.order_by("pk")
        ]
        if as_json:
            for row in rows:
                self.stdout.write(json.dumps(row, sort_keys=True))
            return
        for row in rows:
            place = row["name"].split("/")[0]
            line = f"{row['id']:<12} {row['status']:<20} r{row['revision']}  {place}: {row['title']}"
            self.stdout.write(line)
        self.stdout.write(f"{len(rows)} items")


def _task(scenario: Scenario) -> str | None:
    ir = scenario.current_revision.ir if scenario.current_revision else None
    task = ir.get("task") if isinstance(ir, dict) else None
    return task if isinstance(task, str) else None
