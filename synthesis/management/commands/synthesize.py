"""synthesize --workspace NAME (--domain TEXT | --corpus FILE | --spec FILE | --<kind> ...) [--option k=v]...
[--wait]

One seed flag per registered seed kind, made from its descriptor: text kinds take the text, file kinds a path.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.files import File
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db.models import Q

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.forms import parse_options
from synthesis.jobs.registry import seed_kinds
from synthesis.management.waiting import wait_for_job
from synthesis.models import SynthesisJob


class Command(BaseCommand):
    help = "Start a synthesis job from a seed; with --wait, follow it and exit non-zero unless it succeeds."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--workspace", required=True, help="workspace name or slug")
        seed = parser.add_mutually_exclusive_group(required=True)
        for kind in seed_kinds():
            assert kind.seed is not None
            seed.add_argument(
                f"--{kind.kind}",
                type=Path if kind.seed.takes == "file" else str,
                metavar="FILE" if kind.seed.takes == "file" else "TEXT",
                help=f"{kind.label}: {kind.seed.label}",
            )
        parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="job option")
        parser.add_argument("--wait", action="store_true", help="wait for the job, printing progress")
        parser.add_argument(
            "--timeout", type=float, default=0, help="with --wait: give up after this many seconds"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        workspace = Workspace.objects.filter(
            Q(name=options["workspace"]) | Q(slug=options["workspace"])
        ).first()
        if workspace is None:
            raise CommandError(f"No workspace named {options['workspace']!r}")
        try:
            job_options = parse_options(options["option"])
        except ValueError as error:
            raise CommandError(str(error)) from error
        job = self._start(workspace=workspace, options=options, job_options=job_options)
        self.stdout.write(f"job {job.pk}")
        if options["wait"]:
            self._wait(job_id=job.pk, timeout=options["timeout"])

    def _start(
        self, *, workspace: Workspace, options: dict[str, Any], job_options: dict[str, Any]
    ) -> SynthesisJob:
        chosen = next(kind for kind in seed_kinds() if options.get(kind.kind) is not None)
        assert chosen.seed is not None
        value = options[chosen.kind]
        try:
            if chosen.seed.takes == "text":
                return services.start_seed_job(
                    workspace=workspace, kind=chosen.kind, text=value, options=job_options, created_by=None
                )
            path: Path = value
            if not path.is_file():
                raise CommandError(f"{path} is not a readable file")
            with path.open("rb") as handle:
                return services.start_seed_job(
                    workspace=workspace,
                    kind=chosen.kind,
                    upload=File(handle),
                    filename=path.name,
                    options=job_options,
                    created_by=None,
                )
        except (services.SeedError, services.JobOptionsError) as error:
            raise CommandError(str(error)) from error

    def _wait(self, *, job_id: int, timeout: float) -> None:
        wait_for_job(job_id=job_id, timeout=timeout, write=self.stdout.write)
