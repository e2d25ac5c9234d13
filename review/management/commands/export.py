from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from review.exports.commands import find_workspace
from review.exports.records import BundleError
from review.exports.services import export_workspace


class Command(BaseCommand):
    help = "Export a workspace's approved environments and proven scenarios as a bundle zip."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--workspace", required=True, help="workspace name or slug")
        parser.add_argument("--out", type=Path, help="the zip to write (default: in the data dir)")

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = find_workspace(options["workspace"])
        try:
            path, manifest = export_workspace(
                workspace_id=workspace.pk, workspace_name=workspace.slug, out=options["out"]
            )
        except BundleError as exc:
            raise CommandError(str(exc)) from exc
        counts = manifest.counts
        self.stdout.write(f"{path}: {counts['environments']} environments, {counts['scenarios']} scenarios")
