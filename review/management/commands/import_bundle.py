from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from review.exports.commands import find_workspace
from review.exports.records import BundleError
from review.exports.services import import_bundle


class Command(BaseCommand):
    help = "Import an envstudio bundle into a workspace (hashes verified; items arrive pending review)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("bundle", type=Path)
        parser.add_argument("--workspace", required=True, help="workspace name or slug")

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = find_workspace(options["workspace"])
        try:
            created = import_bundle(path=options["bundle"], workspace_id=workspace.pk)
        except BundleError as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"imported {len(created)} environments: {', '.join(e.slug for e in created)}")
