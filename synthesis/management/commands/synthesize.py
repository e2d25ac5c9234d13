"""synthesize --workspace NAME (--domain TEXT | --corpus FILE | --spec FILE | --<kind> ... | --job ID)
[--option k=v]... [--as USER] [--wait | --estimate]

One seed flag per registered seed kind, made from its descriptor: text kinds take the text, file kinds a path.
``--estimate`` prints the expected requests, tokens and cost per stage and starts nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.core.files import File
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db.models import Q

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import membership_for
from synthesis import services
from synthesis.estimates import estimate_for
from synthesis.forms import parse_options
from synthesis.jobs.context import SeedInput
from synthesis.jobs.registry import seed_kinds
from synthesis.llm.endpoints import EndpointChoiceError
from synthesis.management.waiting import wait_for_job
from synthesis.models import SynthesisJob


class Command(BaseCommand):
    help = (
        "Start a synthesis job from a seed; with --wait, follow it and exit non-zero unless it succeeds "
        "(2 failed, 3 cancelled, 4 finished with none of its environments admitted)."
    )

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
        seed.add_argument("--job", type=int, help="start nothing: follow this existing job of the workspace")
        parser.add_argument(
            "--as",
            dest="as_user",
            help="start the job as this user, with their role (default: the operator, counted as an admin)",
        )
        parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="job option")
        parser.add_argument("--wait", action="store_true", help="wait for the job, printing progress")
        parser.add_argument(
            "--estimate",
            action="store_true",
            help="start nothing: print the expected LLM requests, tokens and cost per stage of this job",
        )
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
        if options["estimate"]:
            self._estimate(workspace=workspace, options=options, job_options=job_options)
            return
        if options["job"] is not None:
            job = SynthesisJob.objects.filter(pk=options["job"], workspace=workspace).first()
            if job is None:
                raise CommandError(f"No job {options['job']} in workspace {workspace.name!r}")
        else:
            user = self._user(options["as_user"], workspace=workspace)
            job = self._start(workspace=workspace, options=options, job_options=job_options, user=user)
        self.stdout.write(f"job {job.pk}")
        if options["wait"]:
            self._wait(job_id=job.pk, timeout=options["timeout"])

    @staticmethod
    def _user(username: str | None, *, workspace: Workspace) -> User | None:
        if username is None:
            return None
        user = User.objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No user {username!r}")
        membership = membership_for(user, workspace)
        if membership is None or not membership.has_role_at_least(Role.REVIEWER):
            raise CommandError(f"{username} may not start jobs in {workspace.name} (needs the reviewer role)")
        return user

    def _start(
        self, *, workspace: Workspace, options: dict[str, Any], job_options: dict[str, Any], user: User | None
    ) -> SynthesisJob:
        chosen = next(kind for kind in seed_kinds() if options.get(kind.kind) is not None)
        assert chosen.seed is not None
        value = options[chosen.kind]
        try:
            if chosen.seed.takes == "text":
                return services.start_seed_job(
                    workspace=workspace, kind=chosen.kind, text=value, options=job_options, created_by=user
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
                    created_by=user,
                )
        except (services.SeedError, services.JobOptionsError, EndpointChoiceError, PermissionDenied) as error:
            raise CommandError(str(error)) from error

    def _estimate(
        self, *, workspace: Workspace, options: dict[str, Any], job_options: dict[str, Any]
    ) -> None:
        """The estimate for the job these arguments would start; nothing is saved or sent."""
        chosen = next((kind for kind in seed_kinds() if options.get(kind.kind) is not None), None)
        if chosen is None or chosen.seed is None:
            raise CommandError("--estimate needs the seed flag of the job to estimate (not --job)")
        value = options[chosen.kind]
        if chosen.seed.takes == "text":
            seed = SeedInput(kind=chosen.kind, name=str(value)[:200], text=str(value))
        else:
            if not Path(value).is_file():
                raise CommandError(f"{value} is not a readable file")
            seed = SeedInput(
                kind=chosen.kind, name=Path(value).name, filename=Path(value).name, file_path=Path(value)
            )
        try:
            services.validate_job_options(kind=chosen.kind, options=job_options)
            result = estimate_for(
                kind=chosen.kind, options=job_options, workspace_settings=workspace.settings, seed=seed
            )
        except services.JobOptionsError as error:
            raise CommandError(str(error)) from error
        for line in result.lines():
            self.stdout.write(line)

    def _wait(self, *, job_id: int, timeout: float) -> None:
        wait_for_job(job_id=job_id, timeout=timeout, write=self.stdout.write)
