from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.files import File
from django.core.management.base import BaseCommand, CommandError, CommandParser

from review.exports import envscaler_runs, envscaler_worker
from review.exports.commands import find_workspace
from review.models import EnvScalerImportRun, ImportItemStatus, ImportRunStatus
from synthesis.api import EnvScalerError


class Command(BaseCommand):
    help = (
        "Import EnvScaler's released data (environment and scenario metadata JSON) into a workspace: "
        "environments run in the sandbox through an adapter, scenarios arrive unproven with their audit."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "env_metadata", type=Path, nargs="?", help="ENV_METADATA.json ({env_id: environment})"
        )
        parser.add_argument(
            "scenario_metadata", type=Path, nargs="?", help="SCENARIO_METADATA.json ([scenario, ...])"
        )
        parser.add_argument("--workspace", required=True, help="workspace name or slug")
        parser.add_argument("--json", action="store_true", help="print the audit summary as JSON")
        parser.add_argument(
            "--background",
            action="store_true",
            help="queue the run for a worker (queue sandbox) and print its number; default: run it here",
        )
        control = parser.add_mutually_exclusive_group()
        control.add_argument(
            "--cancel",
            type=int,
            metavar="RUN",
            help="cancel import run RUN: it stops between two environments, what is imported stays",
        )
        control.add_argument(
            "--resume",
            type=int,
            metavar="RUN",
            help="resume a cancelled, failed or stale run where it stopped (here, or queued: --background)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = find_workspace(options["workspace"])
        if options["cancel"] is not None or options["resume"] is not None:
            run = self._control(workspace=workspace, options=options)
            if run is None:
                return
        else:
            run = self._start(workspace=workspace, options=options)
            if options["background"]:
                self.stdout.write(f"import run {run.pk} queued")
                return
        run = envscaler_worker.run_import(run_id=run.pk)
        self._report(run, as_json=options["json"])

    def _control(self, *, workspace: Any, options: dict[str, Any]) -> EnvScalerImportRun | None:
        """--cancel or --resume: the run to carry out here, or None when there is nothing more to do."""
        if options["env_metadata"] is not None:
            raise CommandError("--cancel and --resume take a run number, not files")
        number = options["cancel"] if options["cancel"] is not None else options["resume"]
        run = EnvScalerImportRun.objects.filter(pk=number, workspace=workspace).first()
        if run is None:
            raise CommandError(f"no EnvScaler import run {number} in {workspace.name}")
        if options["cancel"] is not None:
            run = envscaler_runs.cancel_import(run=run, user=None)
            state = "cancel requested" if run.is_active else run.status
            self.stdout.write(f"import run {run.pk}: {state}")
            return None
        try:
            run = envscaler_runs.resume_import(run=run, user=None, queue=options["background"])
        except EnvScalerError as exc:
            raise CommandError(str(exc)) from exc
        if options["background"]:
            self.stdout.write(f"import run {run.pk} queued again")
            return None
        return run

    def _start(self, *, workspace: Any, options: dict[str, Any]) -> EnvScalerImportRun:
        if options["env_metadata"] is None or options["scenario_metadata"] is None:
            raise CommandError(
                "give the environment and the scenario metadata files (or --cancel / --resume)"
            )
        paths = [Path(options[name]) for name in ("env_metadata", "scenario_metadata")]
        try:
            for path, label in zip(paths, envscaler_runs.LABELS.values(), strict=True):
                # The size first: a file above the limit is never read.
                envscaler_runs.check_size(size=path.stat().st_size, label=label, filename=path.name)
            with paths[0].open("rb") as env_handle, paths[1].open("rb") as scenario_handle:
                # The same run the web makes: kept, then run here (or by a worker with --background).
                run = envscaler_runs.start_import(
                    workspace=workspace,
                    env_upload=File(env_handle, name=paths[0].name),
                    scenario_upload=File(scenario_handle, name=paths[1].name),
                    user=None,
                    queue=options["background"],
                )
        except OSError as exc:
            raise CommandError(f"cannot read the input: {exc}") from exc
        except EnvScalerError as exc:
            raise CommandError(str(exc)) from exc
        return run

    def _report(self, run: EnvScalerImportRun, *, as_json: bool) -> None:
        if run.status == ImportRunStatus.CANCELLED:
            counts = run.item_counts()
            raise CommandError(
                f"import run {run.pk} was cancelled: {counts['imported']} environments imported, "
                f"{counts['pending']} pending (resume with --resume {run.pk})"
            )
        if run.status != ImportRunStatus.SUCCEEDED or run.foreign_import is None:
            raise CommandError(run.error or f"import run {run.pk} ended {run.status}")
        record = run.foreign_import
        summary = record.summary
        if as_json:
            self.stdout.write(json.dumps({"environments": record.environments, **summary}, indent=2))
            return
        self.stdout.write(
            f"imported {len(record.environments)} environments ({', '.join(record.environments)}) and "
            f"{summary['scenarios']} scenarios, all unproven (no reference solution)"
        )
        if record.skipped:
            self.stdout.write(f"skipped {len(record.skipped)} environments without scenarios")
        for item in run.items.filter(status=ImportItemStatus.REFUSED):
            self.stdout.write(f"refused {item.env_id}: {item.reason}")
        self.stdout.write(
            f"audit: {summary['checks_pass_initially']} of {summary['checks']} checks pass on the initial "
            f"state, {summary['checks_read_no_state']} read no state, {summary['checks_name_missing_state']} "
            f"name state that does not exist, {summary['ambiguous_tasks']} tasks are ambiguous, "
            f"{summary['duplicate_tasks']} are near duplicates"
        )
        for scenario_id, failed in sorted(summary["findings"].items()):
            self.stdout.write(f"  {scenario_id}: {', '.join(failed)}")
