from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from review.exports.commands import find_workspace
from review.exports.envscaler import adopt_witnesses_from_rollouts


class Command(BaseCommand):
    help = (
        "For every unproven scenario (EnvScaler imports) whose current revision has a rollout earning 1.0, "
        "make that rollout's successful calls the reference chain and run the full proof (a new revision)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--workspace", required=True, help="workspace name or slug")

    def handle(self, *args: Any, **options: Any) -> None:
        outcomes = adopt_witnesses_from_rollouts(workspace=find_workspace(options["workspace"]))
        proven = sum(1 for outcome in outcomes.values() if outcome == "proven")
        self.stdout.write(f"{proven} scenario(s) proven from {len(outcomes)} with a rollout earning 1.0")
        for key, outcome in sorted(outcomes.items()):
            self.stdout.write(f"  {key}: {outcome}")
