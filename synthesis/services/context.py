"""The JobContext over the database: idempotent steps, progress, usage, and the artifacts a pipeline saves
(written through synthesis.revisions, the one owner of stored revisions)."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from synthesis.heartbeat import StepHeartbeat
from synthesis.jobs.context import JobCancelled, JobError, SeedInput, StepAttemptsExhausted, check_step_result
from synthesis.models import (
    ACTIVE_JOB_STATUSES,
    Environment,
    EnvironmentRevision,
    JobStatus,
    JobStep,
    Rollout,
    Scenario,
    ScenarioDifficulty,
    ScenarioRevision,
    Seed,
    StageUsage,
    StepStatus,
    SynthesisJob,
)
from synthesis.reaper import StepBusy, step_is_busy
from synthesis.revisions import store as revisions
from synthesis.rollouts import ROLLOUT_RECORD_FIELDS

MAX_ERROR_CHARS = 20_000


def describe_error(*, error: BaseException, where: str) -> str:
    if isinstance(error, JobError):
        headline = f"{where}: {error}"
    else:
        headline = f"{where}: {type(error).__name__}: {error}"
    detail = "".join(traceback.format_exception(error))
    return f"{headline}\n\n{detail}"[:MAX_ERROR_CHARS]


class DjangoUsageSink:
    def __init__(self, *, job_id: int) -> None:
        self.job_id = job_id

    def record(
        self, *, stage: str, model: str, prompt_tokens: int, completion_tokens: int, cost: float, cached: bool
    ) -> None:
        usage, _ = StageUsage.objects.get_or_create(job_id=self.job_id, stage=stage)
        StageUsage.objects.filter(pk=usage.pk).update(
            calls=F("calls") + 1,
            cached_calls=F("cached_calls") + (1 if cached else 0),
            prompt_tokens=F("prompt_tokens") + prompt_tokens,
            completion_tokens=F("completion_tokens") + completion_tokens,
            cost=F("cost") + cost,
        )
        job_update: dict[str, Any] = {
            "prompt_tokens": F("prompt_tokens") + prompt_tokens,
            "completion_tokens": F("completion_tokens") + completion_tokens,
            "cost": F("cost") + cost,
        }
        if model:
            job_update["llm_model"] = model[:200]
        SynthesisJob.objects.filter(pk=self.job_id).update(**job_update)


class DjangoJobContext:
    """JobContext over the database, for one job, inside one task."""

    def __init__(self, *, job: SynthesisJob) -> None:
        self.job = job
        self.job_id = job.pk
        self.options = dict(job.options)
        self.workspace_settings = dict(job.workspace.settings)
        self.seed = self._seed_input(job.seed)
        self.usage = DjangoUsageSink(job_id=job.pk)

    @staticmethod
    def _seed_input(seed: Seed | None) -> SeedInput:
        if seed is None:
            return SeedInput(kind="", name="")
        file_path = Path(seed.file.path) if seed.file else None
        return SeedInput(
            kind=seed.kind,
            name=seed.name,
            text=seed.text,
            filename=seed.original_filename,
            file_path=file_path,
            sha256=seed.sha256,
        )

    def _heartbeat(self) -> None:
        SynthesisJob.objects.filter(pk=self.job_id).update(heartbeat_at=timezone.now())

    def progress(self, *, stage: str, done: int, total: int) -> None:
        SynthesisJob.objects.filter(pk=self.job_id, status__in=ACTIVE_JOB_STATUSES).update(
            stage=stage[:100],
            progress_done=max(0, done),
            progress_total=max(0, total),
            heartbeat_at=timezone.now(),
        )

    def step(self, *, step: str, item: str, compute: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        row, _ = JobStep.objects.get_or_create(job_id=self.job_id, step=step, item=item)
        if row.status == StepStatus.DONE:
            return dict(row.result or {})
        max_attempts = settings.ENVSTUDIO_MAX_STEP_ATTEMPTS
        if row.attempts >= max_attempts:
            message = (
                f"step {step!r} item {item!r} was started {row.attempts} times without finishing "
                "(its worker was killed or hit the hard time limit each time)"
            )
            JobStep.objects.filter(pk=row.pk).update(status=StepStatus.FAILED, error=message)
            raise StepAttemptsExhausted(message)
        if step_is_busy(row):
            raise StepBusy(f"step {step!r} item {item!r} is running on a live worker")
        started = timezone.now()
        # Claimed by the attempts read above: of two duplicates that both read the step as free (a row just
        # created, or a dead worker's), exactly one computes it.
        claimed = (
            JobStep.objects.filter(pk=row.pk, attempts=row.attempts)
            .exclude(status=StepStatus.DONE)
            .update(
                attempts=F("attempts") + 1,
                status=StepStatus.RUNNING,
                started_at=started,
                heartbeat_at=started,
                error="",
            )
        )
        if not claimed:
            current = JobStep.objects.get(pk=row.pk)
            if current.status == StepStatus.DONE:
                return dict(current.result or {})
            raise StepBusy(f"step {step!r} item {item!r} was claimed by a duplicate task")
        self._heartbeat()
        clock = time.monotonic()
        try:
            with StepHeartbeat(
                job_id=self.job_id, step_id=row.pk, interval=settings.ENVSTUDIO_HEARTBEAT_SECONDS
            ):
                result = check_step_result(step=step, item=item, result=compute())
        except JobCancelled:
            raise
        except BaseException as error:
            JobStep.objects.filter(pk=row.pk).exclude(status=StepStatus.DONE).update(
                status=StepStatus.FAILED, error=describe_error(error=error, where=f"{step}/{item}")
            )
            raise
        finished = (
            JobStep.objects.filter(pk=row.pk)
            .exclude(status=StepStatus.DONE)
            .update(
                status=StepStatus.DONE,
                result=result,
                finished_at=timezone.now(),
                duration_seconds=time.monotonic() - clock,
            )
        )
        self._heartbeat()
        if not finished:  # a concurrent duplicate finished first: its result is the one of record
            return dict(JobStep.objects.get(pk=row.pk).result or {})
        return result

    def step_results(self, *, step: str) -> dict[str, dict[str, Any]]:
        rows = JobStep.objects.filter(job_id=self.job_id, step=step, status=StepStatus.DONE)
        return {row.item: dict(row.result or {}) for row in rows}

    def step_result(self, *, step: str, item: str) -> dict[str, Any] | None:
        rows = JobStep.objects.filter(job_id=self.job_id, step=step, item=item, status=StepStatus.DONE)
        found = rows.values_list("result", flat=True).first()
        return None if found is None else dict(found)

    def check_cancelled(self) -> None:
        state = SynthesisJob.objects.filter(pk=self.job_id).values("cancel_requested", "status").first()
        if state is None or state["cancel_requested"] or state["status"] == JobStatus.CANCELLED:
            raise JobCancelled(f"job {self.job_id} was cancelled")
        self._heartbeat()

    def save_environment(
        self,
        *,
        slug: str,
        name: str,
        ir: dict[str, Any],
        graph: dict[str, Any] | None,
        summary: dict[str, Any],
        status: str,
        verification: list[dict[str, Any]],
    ) -> int:
        existing = (
            Environment.objects.filter(job_id=self.job_id, job_key=slug).values_list("pk", flat=True).first()
        )
        if existing is not None:
            return int(existing)
        try:
            with transaction.atomic():
                environment = revisions.create_environment(
                    workspace_id=self.job.workspace_id,
                    job_id=self.job_id,
                    job_key=slug,
                    slug=slug,
                    name=name,
                    status=status,
                    ir=ir,
                    graph=graph,
                    summary=summary,
                    rows=verification,
                )
        except IntegrityError:
            # A concurrent duplicate of this task saved it first.
            return int(Environment.objects.get(job_id=self.job_id, job_key=slug).pk)
        return int(environment.pk)

    def save_scenario(
        self,
        *,
        environment_id: int,
        key: str,
        ir: dict[str, Any],
        proof_passed: bool,
        verification: list[dict[str, Any]],
    ) -> int:
        if not Environment.objects.filter(pk=environment_id, workspace_id=self.job.workspace_id).exists():
            raise ValueError(f"environment {environment_id} does not exist in this job's workspace")
        existing = (
            Scenario.objects.filter(environment_id=environment_id, key=key)
            .values_list("pk", flat=True)
            .first()
        )
        if existing is not None:
            return int(existing)
        try:
            with transaction.atomic():
                scenario = revisions.create_scenario(
                    environment_id=environment_id,
                    job_id=self.job_id,
                    key=key,
                    ir=ir,
                    proof_passed=proof_passed,
                    rows=verification,
                )
        except IntegrityError:
            return int(Scenario.objects.get(environment_id=environment_id, key=key).pk)
        return int(scenario.pk)

    def _scenario_revision_in_workspace(self, scenario_revision_id: int | None) -> int:
        if scenario_revision_id is None:
            raise JobError(
                "a rollout job needs the scenario revision of every scenario (start it with start_rollouts)"
            )
        if not ScenarioRevision.objects.filter(
            pk=scenario_revision_id, scenario__environment__workspace_id=self.job.workspace_id
        ).exists():
            raise JobError(f"scenario revision {scenario_revision_id} does not exist in this job's workspace")
        return int(scenario_revision_id)

    def save_rollout(
        self,
        *,
        key: str,
        scenario_revision_id: int | None,
        environment_revision_id: int | None,
        record: dict[str, Any],
    ) -> int:
        revision_id = self._scenario_revision_in_workspace(scenario_revision_id)
        if (
            environment_revision_id is not None
            and not EnvironmentRevision.objects.filter(
                pk=environment_revision_id, environment__workspace_id=self.job.workspace_id
            ).exists()
        ):
            environment_revision_id = None  # deleted meanwhile: the rollout still belongs to its scenario
        fields = {
            "scenario_revision_id": revision_id,
            "environment_revision_id": environment_revision_id,
            **{name: record[name] for name in ROLLOUT_RECORD_FIELDS if name in record},
        }
        try:
            with transaction.atomic():
                row, _ = Rollout.objects.update_or_create(job_id=self.job_id, item_key=key, defaults=fields)
        except IntegrityError:  # a concurrent duplicate created it first; this write is the later one
            row, _ = Rollout.objects.update_or_create(job_id=self.job_id, item_key=key, defaults=fields)
        return int(row.pk)

    def save_difficulty(self, *, scenario_revision_id: int | None, record: dict[str, Any]) -> int:
        revision_id = self._scenario_revision_in_workspace(scenario_revision_id)
        fields = {
            "n": int(record["n"]),
            "passes": int(record["passes"]),
            "excluded": int(record["excluded"]),
            "threshold": float(record["threshold"]),
            "mean_reward": record.get("mean_reward"),
            "pass_at": {str(k): float(v) for k, v in (record.get("pass_at") or {}).items()},
            "label": str(record["label"])[:32],
        }
        try:
            with transaction.atomic():
                row, _ = ScenarioDifficulty.objects.update_or_create(
                    job_id=self.job_id, scenario_revision_id=revision_id, defaults=fields
                )
        except IntegrityError:
            row, _ = ScenarioDifficulty.objects.update_or_create(
                job_id=self.job_id, scenario_revision_id=revision_id, defaults=fields
            )
        return int(row.pk)
