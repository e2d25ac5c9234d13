from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from review.exports.commands import find_workspace
from review.exports.envscaler import import_envscaler
from synthesis.api import EnvScalerError


class Command(BaseCommand):
    help = (
        "Import EnvScaler's released data (environment and scenario metadata JSON) into a workspace: "
        "environments run in the sandbox through an adapter, scenarios arrive unproven with their audit."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("env_metadata", type=Path, help="ENV_METADATA.json ({env_id: environment})")
        parser.add_argument("scenario_metadata", type=Path, help="SCENARIO_METADATA.json ([scenario, ...])")
        parser.add_argument("--workspace", required=True, help="workspace name or slug")
        parser.add_argument("--json", action="store_true", help="print the audit summary as JSON")

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = find_workspace(options["workspace"])
        try:
            raw = [Path(options[name]).read_bytes() for name in ("env_metadata", "scenario_metadata")]
        except OSError as exc:
            raise CommandError(f"cannot read the input: {exc}") from exc
        try:
            record = import_envscaler(workspace=workspace, env_metadata=raw[0], scenario_metadata=raw[1])
        except EnvScalerError as exc:
            raise CommandError(str(exc)) from exc
        summary = record.summary
        if options["json"]:
            self.stdout.write(json.dumps({"environments": record.environments, **summary}, indent=2))
            return
        self.stdout.write(
            f"imported {len(record.environments)} environments ({', '.join(record.environments)}) and "
            f"{summary['scenarios']} scenarios, all unproven (no reference solution)"
        )
        if record.skipped:
            self.stdout.write(f"skipped {len(record.skipped)} environments without scenarios")
        self.stdout.write(
            f"audit: {summary['checks_pass_initially']} of {summary['checks']} checks pass on the initial "
            f"state, {summary['checks_read_no_state']} read no state, {summary['checks_name_missing_state']} "
            f"name state that does not exist, {summary['ambiguous_tasks']} tasks are ambiguous, "
            f"{summary['duplicate_tasks']} are near duplicates"
        )
        for scenario_id, failed in sorted(summary["findings"].items()):
            self.stdout.write(f"  {scenario_id}: {', '.join(failed)}")
