from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from review.exports.commands import find_workspace
from review.exports.records import BundleError
from review.exports.services import import_bundle
from synthesis.models import Environment


class Command(BaseCommand):
    help = (
        "Import an envstudio bundle into a workspace (hashes verified; items arrive pending review, "
        "unverified until the re-proof job has run them in the sandbox)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("bundle", type=Path)
        parser.add_argument("--workspace", required=True, help="workspace name or slug")

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = find_workspace(options["workspace"])
        try:
            record = import_bundle(path=options["bundle"], workspace_id=workspace.pk)
        except BundleError as exc:
            raise CommandError(str(exc)) from exc
        slugs = Environment.objects.filter(pk__in=record.environment_ids).order_by("slug")
        self.stdout.write(
            f"imported {len(record.environment_ids)} environments: {', '.join(e.slug for e in slugs)}; "
            f"unverified until re-proof job {record.pk} (sandbox queue) has verified and proven them again"
        )
