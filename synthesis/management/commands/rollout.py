"""rollout --workspace NAME [--scenario ID] --k N [--mode direct|user_sim] [budgets...] [--wait]"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db.models import Q

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.management.waiting import wait_for_job
from synthesis.models import ScenarioDifficulty, SynthesisJob
from synthesis.pipelines.rollout import ScenarioSource, add_rollout_arguments, handle_rollout_command


class Command(BaseCommand):
    help = (
        "Start k agent rollouts per scenario (job kind 'rollout'); with --wait, follow the job and exit "
        "non-zero unless it succeeds (2 failed, 3 cancelled)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_rollout_arguments(parser)
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
        started: list[SynthesisJob] = []

        def load_sources(_workspace: str, scenario: str | None) -> list[ScenarioSource]:
            if scenario is not None and not scenario.isdigit():
                raise services.RolloutError(f"--scenario takes a scenario id (a number), got {scenario!r}")
            ids = [int(scenario)] if scenario is not None else None
            return services.rollout_sources(workspace=workspace, scenario_ids=ids)

        def start_job(_workspace: str, job_options: dict[str, Any]) -> int:
            job = self._start(workspace=workspace, job_options=job_options)
            started.append(job)
            return int(job.pk)

        try:
            line = handle_rollout_command(options, load_sources=load_sources, start_job=start_job)
        except (ValueError, PermissionDenied) as error:  # RolloutError is a ValueError
            raise CommandError(str(error)) from error
        self.stdout.write(line)
        if options["wait"]:
            self._wait(job_id=started[0].pk, timeout=options["timeout"])

    @staticmethod
    def _start(*, workspace: Workspace, job_options: dict[str, Any]) -> SynthesisJob:
        """The job from already validated options, through the same checks as the web (as the operator)."""
        settings = job_options["rollout"]
        scenario_ids = [int(key) for key in settings["scenarios"]]
        return services.start_rollouts(
            workspace=workspace,
            user=None,
            scenario_ids=scenario_ids,
            k=settings["k"],
            mode=settings["mode"],
            max_steps=settings["max_steps"],
            max_tokens=settings["max_tokens"],
            max_cost=settings["max_cost"],
            job_max_tokens=settings["job_max_tokens"],
            job_max_cost=settings["job_max_cost"],
            temperature=settings["temperature"],
            min_reward=settings["min_reward"],
        )

    def _wait(self, *, job_id: int, timeout: float) -> None:
        wait_for_job(job_id=job_id, timeout=timeout, write=self.stdout.write)
        difficulties = ScenarioDifficulty.objects.filter(job_id=job_id).select_related("scenario_revision")
        for difficulty in difficulties.order_by("scenario_revision__scenario_id"):
            mean = "-" if difficulty.mean_reward is None else f"{difficulty.mean_reward:.2f}"
            self.stdout.write(
                f"scenario {difficulty.scenario_revision.scenario_id}: {difficulty.label} "
                f"({difficulty.passes}/{difficulty.n} passed, mean reward {mean})"
            )
