"""The ORM side of the job framework: creating seeds and jobs, running stages and items, cancelling, reaping.

How a job runs: run_stage(job, i) executes stage i. A once stage is one idempotent step; a fan-out stage
stores its item list as a step and sends one run_item task per unfinished item. Whoever finishes the last
piece of stage i moves job.stage_index from i to i+1 with a conditional UPDATE (exactly one process wins) and
sends run_stage(i+1). Every task is safe to run twice: finished (job, step, item) rows are never recomputed,
artifacts are unique per (job, key), and a task whose stage already moved on does nothing. A job whose worker
died is resumed by the reaper (resume_stalled_jobs) once its heartbeat is older than any task may run.
"""

from __future__ import annotations

import hashlib
import logging
import tempfile
import time
import traceback
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.core.files import File
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from django.utils.text import slugify

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import membership_for
from synthesis.jobs.context import JobCancelled, JobError, SeedInput, StepAttemptsExhausted, check_step_result
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import Stage
from synthesis.llm import EndpointConfig, config_from_settings
from synthesis.models import (
    ACTIVE_JOB_STATUSES,
    AuthorKind,
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    JobStatus,
    JobStep,
    Rollout,
    Scenario,
    ScenarioDifficulty,
    ScenarioRevision,
    Seed,
    SeedKind,
    StageUsage,
    StepStatus,
    SynthesisJob,
    VerificationResult,
)
from synthesis.rollouts.pipeline import KIND as ROLLOUT_KIND
from synthesis.rollouts.pipeline import ScenarioSource, rollout_job_options

logger = logging.getLogger(__name__)

MAX_ERROR_CHARS = 20_000
# The corpus reader's own limit; spec parsers refuse smaller files themselves.
MAX_SEED_FILE_BYTES = 5 * 1024 * 1024
# What a rollout record (synthesis.rollouts.Rollout as JSON) keeps in its own columns.
ROLLOUT_RECORD_FIELDS = (
    "mode",
    "seed",
    "model",
    "stop_reason",
    "error",
    "reward",
    "comparison_score",
    "reward_breakdown",
    "check_results",
    "messages",
    "tool_calls",
    "final_state",
    "prompt_versions",
    "steps",
    "user_turns",
    "prompt_tokens",
    "completion_tokens",
    "cost",
)
SEED_KIND_TO_JOB_KIND = {SeedKind.DOMAIN: "domain", SeedKind.CORPUS: "corpus", SeedKind.SPEC: "spec"}


class SeedError(ValueError):
    """Bad seed input; the message is shown to the user."""


# --- seeds and jobs -----------------------------------------------------------------------------------------


def create_seed(
    *,
    workspace: Workspace,
    kind: str,
    text: str = "",
    upload: File[Any] | None = None,
    filename: str = "",
    created_by: User | None,
) -> Seed:
    """A domain seed needs text; corpus and spec seeds need an uploaded file (kept in the data dir)."""
    if kind not in SeedKind.values:
        raise SeedError(f"Unknown seed kind {kind!r}; choose one of {', '.join(SeedKind.values)}.")
    text = text.strip()
    if kind == SeedKind.DOMAIN:
        if not text:
            raise SeedError("A domain seed needs a description of the domain.")
        return Seed.objects.create(
            workspace=workspace, kind=kind, name=text.splitlines()[0][:200], text=text, created_by=created_by
        )
    if upload is None:
        raise SeedError(f"A {kind} seed needs an uploaded file.")
    original_filename = Path(filename or upload.name or "upload").name
    digest = hashlib.sha256()
    size = 0
    for chunk in upload.chunks():
        digest.update(chunk)
        size += len(chunk)
    if size == 0:
        raise SeedError(f"The uploaded file {original_filename!r} is empty.")
    limit = max_seed_file_bytes() if kind == SeedKind.SPEC else MAX_SEED_FILE_BYTES
    if size > limit:
        setting = " (the setting ENVSTUDIO_MAX_SEED_FILE_BYTES)" if kind == SeedKind.SPEC else ""
        raise SeedError(
            f"The uploaded file {original_filename!r} has {size:,} bytes; the limit is {limit:,}{setting}."
        )
    upload.seek(0)
    _check_upload(kind=kind, upload=upload, filename=original_filename)
    upload.seek(0)
    seed = Seed(
        workspace=workspace,
        kind=kind,
        name=original_filename[:200],
        text=text,
        original_filename=original_filename,
        size=size,
        sha256=digest.hexdigest(),
        created_by=created_by,
    )
    seed.file.save(original_filename, upload, save=False)
    seed.save()
    return seed


def max_seed_file_bytes() -> int:
    return int(getattr(settings, "ENVSTUDIO_MAX_SEED_FILE_BYTES", MAX_SEED_FILE_BYTES))


def _check_upload(*, kind: str, upload: File[Any], filename: str) -> None:
    """A SQL dump is checked as a stream from a temporary file (bounded memory, whatever its size)."""
    if kind == SeedKind.SPEC and filename.lower().endswith(".sql"):
        with tempfile.NamedTemporaryFile(suffix=".sql") as copy:
            for chunk in upload.chunks():
                copy.write(chunk)
            copy.flush()
            check_seed_file(kind=kind, data=b"", filename=filename, path=Path(copy.name))
        return
    check_seed_file(kind=kind, data=b"".join(upload.chunks()), filename=filename)


def check_seed_file(*, kind: str, data: bytes, filename: str, path: Path | None = None) -> None:
    """Read a corpus or spec upload as its job will, so a bad file is refused before anything is saved."""
    from synthesis.pipelines.spec import parse_spec_file
    from synthesis.seeds.corpus import CorpusError, parse_corpus
    from synthesis.seeds.errors import SpecError

    try:
        if kind == SeedKind.SPEC:
            parse_spec_file(data=data, filename=filename, path=path)
        elif kind == SeedKind.CORPUS:
            parse_corpus(data, filename=filename)
    except (SpecError, CorpusError, JobError) as error:
        message = str(error)
        raise SeedError(message if message.startswith(filename) else f"{filename}: {message}") from error


SAMPLES_DIR = Path(__file__).resolve().parent / "seeds" / "samples"


def sample_spec_names() -> list[str]:
    return sorted(
        path.name for path in SAMPLES_DIR.iterdir() if path.suffix in {".sql", ".yaml", ".yml", ".json"}
    )


def start_sample_job(
    *, workspace: Workspace, sample: str, options: dict[str, Any] | None = None, created_by: User | None
) -> SynthesisJob:
    """An offline synthesis job on one of the sample specs shipped with envstudio (no API key needed)."""
    if sample not in sample_spec_names():
        raise SeedError(f"No sample spec {sample!r}; choose one of {', '.join(sample_spec_names())}.")
    with (SAMPLES_DIR / sample).open("rb") as handle:
        seed = create_seed(
            workspace=workspace,
            kind=SeedKind.SPEC,
            upload=File(handle, name=sample),
            filename=sample,
            created_by=created_by,
        )
    return start_job(workspace=workspace, kind="spec", seed=seed, options=options, created_by=created_by)


def start_job(
    *,
    workspace: Workspace,
    kind: str,
    seed: Seed | None,
    options: dict[str, Any] | None = None,
    created_by: User | None,
) -> SynthesisJob:
    """Create the job row and send its first stage to the workers (after the transaction commits)."""
    if seed is not None and seed.workspace_id != workspace.pk:
        raise SeedError("The seed belongs to another workspace.")
    if not kind:
        raise JobError("A job needs a kind.")
    if (options or {}).get("override_screening_reason") and not _is_admin(
        workspace=workspace, user=created_by
    ):
        raise SeedError("Only a workspace admin can override the screening of a seed.")
    job = SynthesisJob.objects.create(
        workspace=workspace,
        seed=seed,
        kind=kind,
        options=dict(options or {}),
        created_by=created_by,
        heartbeat_at=timezone.now(),
    )
    transaction.on_commit(lambda: dispatch_stage(job_id=job.pk, stage_index=0))
    return job


def _is_admin(*, workspace: Workspace, user: User | None) -> bool:
    from envstudio.tenancy.models import Membership, Role

    return (
        user is not None
        and Membership.objects.filter(workspace=workspace, user=user, role=Role.ADMIN).exists()
    )


# --- rollouts -----------------------------------------------------------------------------------------------


class RolloutError(ValueError):
    """Rollouts that cannot start as asked; the message is shown to the user."""


ROLLOUT_ROLE = Role.REVIEWER


def llm_endpoint_for(workspace: Workspace) -> EndpointConfig | None:
    """The endpoint a job of this workspace would use (ENVSTUDIO_LLM, then the workspace's overrides)."""
    try:
        return config_from_settings(
            settings=settings.ENVSTUDIO_LLM, overrides=workspace.settings.get("llm_overrides") or {}
        )
    except ValueError as error:
        raise RolloutError(f"The LLM settings are not valid: {error}") from error


def rollout_sources(*, workspace: Workspace, scenario_ids: list[int] | None) -> list[ScenarioSource]:
    """The scenarios to roll out with their current revisions: the named ones (each must exist in the
    workspace and have a current revision, and so must its environment) or every one that has both."""
    rows = Scenario.objects.filter(environment__workspace=workspace).select_related(
        "current_revision", "environment__current_revision"
    )
    if scenario_ids is not None:
        wanted = sorted(set(scenario_ids))
        if not wanted:
            raise RolloutError("Name at least one scenario to roll out.")
        rows = rows.filter(pk__in=wanted)
        missing = sorted(set(wanted) - {row.pk for row in rows})
        if missing:
            raise RolloutError(f"No scenario {', '.join(map(str, missing))} in workspace {workspace.name!r}.")
    else:
        rows = rows.filter(current_revision__isnull=False, environment__current_revision__isnull=False)
    sources: list[ScenarioSource] = []
    for row in rows.order_by("pk"):
        revision, environment_revision = row.current_revision, row.environment.current_revision
        if revision is None or environment_revision is None:
            raise RolloutError(f"Scenario {row.pk} ({row.key}) has no current revision to roll out.")
        sources.append(
            ScenarioSource(
                key=str(row.pk),
                scenario=revision.ir,
                environment=environment_revision.ir,
                scenario_revision_id=revision.pk,
                environment_revision_id=environment_revision.pk,
            )
        )
    if not sources:
        raise RolloutError(f"Workspace {workspace.name!r} has no scenario with a current revision.")
    return sources


def start_rollouts(
    *,
    workspace: Workspace,
    user: User | None,
    scenario_ids: list[int] | None,
    k: int,
    mode: str = "direct",
    max_steps: int | None = None,
    max_tokens: int | None = None,
    max_cost: float | None = None,
    job_max_tokens: int | None = None,
    job_max_cost: float | None = None,
    temperature: float | None = None,
    min_reward: float | None = None,
) -> SynthesisJob:
    """Start a "rollout" job: k agent rollouts of each scenario, then their difficulty.

    ``user`` needs the reviewer role or above; None is the operator on the command line. Bad input, no
    scenario or no LLM endpoint raise RolloutError; a too low role raises PermissionDenied.
    """
    if user is not None:
        membership = membership_for(user, workspace)
        if membership is None or not membership.has_role_at_least(ROLLOUT_ROLE):
            raise PermissionDenied(f"Starting rollouts needs the {ROLLOUT_ROLE} role in {workspace.name}.")
    if llm_endpoint_for(workspace) is None:
        raise RolloutError(
            "Rollouts need an LLM endpoint: set LLM_BASE_URL and LLM_MODEL (settings.ENVSTUDIO_LLM) "
            'or the workspace\'s "llm" settings.'
        )
    sources = rollout_sources(workspace=workspace, scenario_ids=scenario_ids)
    try:
        options = rollout_job_options(
            sources=sources,
            k=k,
            mode=mode,
            max_steps=max_steps,
            max_tokens=max_tokens,
            max_cost=max_cost,
            job_max_tokens=job_max_tokens,
            job_max_cost=job_max_cost,
            temperature=temperature,
            min_reward=min_reward,
        )
    except ValueError as error:
        raise RolloutError(str(error)) from error
    return start_job(workspace=workspace, kind=ROLLOUT_KIND, seed=None, options=options, created_by=user)


def cancel_job(*, job: SynthesisJob) -> SynthesisJob:
    """Ask a job to stop: one no worker has started is cancelled at once, a running one at its next check."""
    SynthesisJob.objects.filter(pk=job.pk, status__in=ACTIVE_JOB_STATUSES).update(cancel_requested=True)
    SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.QUEUED).update(
        status=JobStatus.CANCELLED, finished_at=timezone.now(), error="Cancelled before it started."
    )
    job.refresh_from_db()
    return job


# --- sending tasks ------------------------------------------------------------------------------------------


def _queue_of(*, kind: str, stage_index: int) -> str:
    try:
        stages = get_pipeline(kind)
    except JobError:
        return "default"  # the worker fails the job with the clear "no pipeline" message
    return stages[stage_index].queue if stage_index < len(stages) else "default"


def queue_name(queue: str) -> str:
    """The broker queue for a pool name ("default", "llm", "sandbox"), with the instance's prefix."""
    return f"{settings.ENVSTUDIO_QUEUE_PREFIX}{queue}"


def dispatch_stage(*, job_id: int, stage_index: int) -> None:
    from envstudio.embedded_broker import ensure_embedded_broker
    from synthesis import tasks

    kind = SynthesisJob.objects.filter(pk=job_id).values_list("kind", flat=True).first() or ""
    ensure_embedded_broker()
    tasks.run_stage.apply_async(
        args=[job_id, stage_index], queue=queue_name(_queue_of(kind=kind, stage_index=stage_index))
    )


def dispatch_items(*, job_id: int, stage_index: int, stage: Stage, items: list[str]) -> None:
    from envstudio.embedded_broker import ensure_embedded_broker
    from synthesis import tasks

    ensure_embedded_broker()
    for item in items:
        tasks.run_item.apply_async(args=[job_id, stage_index, item], queue=queue_name(stage.queue))


# --- job state transitions (all conditional updates: the first writer wins, later ones do nothing) ----------


def _describe_error(*, error: BaseException, where: str) -> str:
    if isinstance(error, JobError):
        headline = f"{where}: {error}"
    else:
        headline = f"{where}: {type(error).__name__}: {error}"
    detail = "".join(traceback.format_exception(error))
    return f"{headline}\n\n{detail}"[:MAX_ERROR_CHARS]


def fail_job(*, job_id: int, error: str) -> bool:
    """Record a failure on the job; False when the job had already ended."""
    logger.error("job %s failed: %s", job_id, error.splitlines()[0] if error else "")
    return bool(
        SynthesisJob.objects.filter(pk=job_id, status__in=ACTIVE_JOB_STATUSES).update(
            status=JobStatus.FAILED, error=error[:MAX_ERROR_CHARS] or "failed", finished_at=timezone.now()
        )
    )


def mark_cancelled(*, job_id: int) -> bool:
    return bool(
        SynthesisJob.objects.filter(pk=job_id, status__in=ACTIVE_JOB_STATUSES).update(
            status=JobStatus.CANCELLED, finished_at=timezone.now()
        )
    )


def _mark_running(*, job: SynthesisJob, stage: Stage) -> None:
    now = timezone.now()
    SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.QUEUED).update(
        status=JobStatus.RUNNING, started_at=now
    )
    SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.RUNNING).update(
        stage=stage.name, heartbeat_at=now
    )


def _advance(*, job_id: int, from_index: int, stage_count: int) -> None:
    """Stage from_index is complete: exactly one caller moves the job on and sends the next stage."""
    now = timezone.now()
    if from_index + 1 >= stage_count:
        SynthesisJob.objects.filter(pk=job_id, stage_index=from_index, status=JobStatus.RUNNING).update(
            stage_index=from_index + 1, status=JobStatus.SUCCEEDED, finished_at=now, heartbeat_at=now
        )
        return
    won = SynthesisJob.objects.filter(pk=job_id, stage_index=from_index, status=JobStatus.RUNNING).update(
        stage_index=from_index + 1, heartbeat_at=now
    )
    if won:
        dispatch_stage(job_id=job_id, stage_index=from_index + 1)


# --- the ORM JobContext -------------------------------------------------------------------------------------


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


def _verification_rows(verification: list[dict[str, Any]]) -> list[VerificationResult]:
    rows = []
    for index, entry in enumerate(verification):
        missing = {"stage", "name", "passed"} - set(entry)
        if missing:
            raise ValueError(f"verification entry {index} lacks {sorted(missing)}: {entry!r}")
        rows.append(
            VerificationResult(
                stage=str(entry["stage"]),
                name=str(entry["name"]),
                passed=bool(entry["passed"]),
                skipped=bool(entry.get("skipped", False)),
                detail=str(entry.get("detail", "")),
                evidence=entry.get("evidence") or {},
            )
        )
    return rows


def _unique_environment_slug(*, workspace_id: int, wanted: str) -> str:
    base = slugify(wanted)[:100] or "environment"
    slug, number = base, 1
    while Environment.objects.filter(workspace_id=workspace_id, slug=slug).exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


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
        started = timezone.now()
        JobStep.objects.filter(pk=row.pk).update(
            attempts=F("attempts") + 1, status=StepStatus.RUNNING, started_at=started, error=""
        )
        self._heartbeat()
        clock = time.monotonic()
        try:
            result = check_step_result(step=step, item=item, result=compute())
        except JobCancelled:
            raise
        except BaseException as error:
            JobStep.objects.filter(pk=row.pk).exclude(status=StepStatus.DONE).update(
                status=StepStatus.FAILED, error=_describe_error(error=error, where=f"{step}/{item}")
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
        if status not in EnvironmentStatus.values:
            raise ValueError(f"environment status {status!r} is not one of {EnvironmentStatus.values}")
        existing = (
            Environment.objects.filter(job_id=self.job_id, job_key=slug).values_list("pk", flat=True).first()
        )
        if existing is not None:
            return int(existing)
        rows = _verification_rows(verification)
        try:
            with transaction.atomic():
                environment = Environment.objects.create(
                    workspace_id=self.job.workspace_id,
                    job_id=self.job_id,
                    job_key=slug,
                    slug=_unique_environment_slug(workspace_id=self.job.workspace_id, wanted=slug),
                    name=name[:200],
                    status=status,
                )
                revision = EnvironmentRevision.objects.create(
                    environment=environment,
                    number=1,
                    ir=ir,
                    graph=graph,
                    summary=summary,
                    author_kind=AuthorKind.PIPELINE,
                )
                Environment.objects.filter(pk=environment.pk).update(current_revision=revision)
                for row in rows:
                    row.environment_revision = revision
                VerificationResult.objects.bulk_create(rows)
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
        rows = _verification_rows(verification)
        try:
            with transaction.atomic():
                scenario = Scenario.objects.create(
                    environment_id=environment_id,
                    job_id=self.job_id,
                    key=key,
                    # A scenario whose proof failed is kept, with its evidence, but never pending review.
                    status=(
                        EnvironmentStatus.PENDING if proof_passed else EnvironmentStatus.FAILED_VERIFICATION
                    ),
                )
                revision = ScenarioRevision.objects.create(
                    scenario=scenario,
                    number=1,
                    ir=ir,
                    proof_passed=proof_passed,
                    author_kind=AuthorKind.PIPELINE,
                )
                Scenario.objects.filter(pk=scenario.pk).update(current_revision=revision)
                for row in rows:
                    row.scenario_revision = revision
                VerificationResult.objects.bulk_create(rows)
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


# --- what the Celery tasks call -----------------------------------------------------------------------------


def _load_active_job(*, job_id: int, stage_index: int) -> SynthesisJob | None:
    """The job when this task still has work; None for ended jobs and stale (already advanced) messages."""
    job = SynthesisJob.objects.select_related("workspace", "seed").filter(pk=job_id).first()
    if job is None or job.status not in ACTIVE_JOB_STATUSES or job.stage_index != stage_index:
        return None
    if job.cancel_requested:
        mark_cancelled(job_id=job_id)
        return None
    return job


def run_stage(*, job_id: int, stage_index: int) -> None:
    job = _load_active_job(job_id=job_id, stage_index=stage_index)
    if job is None:
        return
    where = f"job {job_id} stage {stage_index}"
    try:
        stages = get_pipeline(job.kind)
        if stage_index >= len(stages):
            raise JobError(f"stage index {stage_index} is past the end of the {job.kind!r} pipeline")
        stage = stages[stage_index]
        where = stage.name
        _mark_running(job=job, stage=stage)
        context = DjangoJobContext(job=job)
        if stage.run is not None:
            run = stage.run
            context.progress(stage=stage.name, done=0, total=1)
            context.step(step=stage.name, item="", compute=lambda: run(context))
            context.progress(stage=stage.name, done=1, total=1)
            _advance(job_id=job_id, from_index=stage_index, stage_count=len(stages))
            return
        items = _stage_items(context=context, stage=stage)
        finished = set(
            JobStep.objects.filter(
                job_id=job_id, step=stage.name, status=StepStatus.DONE, item__in=items
            ).values_list("item", flat=True)
        )
        context.progress(stage=stage.name, done=len(finished), total=len(items))
        pending = [item for item in items if item not in finished]
        if not pending:
            _advance(job_id=job_id, from_index=stage_index, stage_count=len(stages))
            return
        dispatch_items(job_id=job_id, stage_index=stage_index, stage=stage, items=pending)
    except JobCancelled:
        mark_cancelled(job_id=job_id)
    except Exception as error:
        fail_job(job_id=job_id, error=_describe_error(error=error, where=where))


def _stage_items(*, context: DjangoJobContext, stage: Stage) -> list[str]:
    items_fn = stage.items
    assert items_fn is not None

    def compute() -> dict[str, Any]:
        keys = list(items_fn(context))
        if not all(isinstance(key, str) and key for key in keys) or len(set(keys)) != len(keys):
            raise JobError(
                f"stage {stage.name!r} must list unique non-empty string item keys, got {keys[:10]!r}"
            )
        return {"items": keys}

    return list(context.step(step=stage.items_step, item="", compute=compute)["items"])


def run_item(*, job_id: int, stage_index: int, item: str) -> None:
    job = _load_active_job(job_id=job_id, stage_index=stage_index)
    if job is None:
        return
    where = f"job {job_id} stage {stage_index} item {item}"
    try:
        stages = get_pipeline(job.kind)
        stage = stages[stage_index]
        run_item_fn = stage.run_item
        if run_item_fn is None:
            raise JobError(f"stage {stage.name!r} is not a fan-out stage")
        where = f"{stage.name}/{item}"
        context = DjangoJobContext(job=job)
        context.check_cancelled()
        context.step(step=stage.name, item=item, compute=lambda: run_item_fn(context, item))
        items = _stage_items(context=context, stage=stage)
        done = JobStep.objects.filter(
            job_id=job_id, step=stage.name, status=StepStatus.DONE, item__in=items
        ).count()
        context.progress(stage=stage.name, done=done, total=len(items))
        if done >= len(items):
            _advance(job_id=job_id, from_index=stage_index, stage_count=len(stages))
    except JobCancelled:
        mark_cancelled(job_id=job_id)
    except Exception as error:
        fail_job(job_id=job_id, error=_describe_error(error=error, where=where))


def resume_stalled_jobs(*, stale_after_seconds: float | None = None) -> list[int]:
    """Re-send the current stage of jobs whose heartbeat is older than the threshold; return their ids.

    Safe when the job is in fact still running somewhere: every task is idempotent (see module docstring).
    """
    threshold = settings.ENVSTUDIO_JOB_STALE_SECONDS if stale_after_seconds is None else stale_after_seconds
    cutoff = timezone.now() - timedelta(seconds=threshold)
    resumed = []
    for job in SynthesisJob.objects.filter(status__in=ACTIVE_JOB_STATUSES, heartbeat_at__lte=cutoff):
        if job.cancel_requested:
            mark_cancelled(job_id=job.pk)
            continue
        # Claiming by the old heartbeat value: two reapers never resume the same job twice.
        claimed = SynthesisJob.objects.filter(pk=job.pk, heartbeat_at=job.heartbeat_at).update(
            heartbeat_at=timezone.now()
        )
        if claimed:
            logger.warning("resuming stalled job %s at stage %s", job.pk, job.stage_index)
            dispatch_stage(job_id=job.pk, stage_index=job.stage_index)
            resumed.append(job.pk)
    return resumed
