"""Persistence for seeds, jobs and their results. Revisions are immutable: edits make new revisions."""

from __future__ import annotations

import uuid
from functools import cached_property
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import models

from envstudio.tenancy.models import Workspace

if TYPE_CHECKING:
    from synthesis.outcomes import JobOutcome


def seed_upload_path(instance: Seed, filename: str) -> str:
    # A random folder keeps uploads apart; the original name is kept in original_filename.
    return f"seeds/{instance.workspace_id}/{uuid.uuid4().hex}/{PurePath(filename).name}"


class Seed(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="seeds")
    # A registered seed kind (synthesis.jobs.registry), checked by services.create_seed: no choices here, so a
    # new kind needs no migration.
    kind = models.CharField(max_length=16)
    name = models.CharField(max_length=200)
    text = models.TextField(blank=True, default="")
    file = models.FileField(upload_to=seed_upload_path, blank=True, max_length=500)
    original_filename = models.CharField(max_length=255, blank=True, default="")
    size = models.BigIntegerField(default=0)
    sha256 = models.CharField(max_length=64, blank=True, default="")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.kind}: {self.name}"


class JobStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    SUCCEEDED = "succeeded", "Succeeded"
    FAILED = "failed", "Failed"
    CANCELLED = "cancelled", "Cancelled"
    # Its budget (options budget_tokens / budget_cost) was spent: what was done is kept; it can be resumed.
    STOPPED = "stopped", "Stopped (budget spent)"


ACTIVE_JOB_STATUSES = (JobStatus.QUEUED, JobStatus.RUNNING)


class SynthesisJob(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="jobs")
    seed = models.ForeignKey(Seed, on_delete=models.PROTECT, related_name="jobs", null=True, blank=True)
    kind = models.CharField(max_length=32)
    status = models.CharField(max_length=16, choices=JobStatus.choices, default=JobStatus.QUEUED)
    stage = models.CharField(max_length=100, blank=True, default="")
    # Index of the pipeline stage in progress; moving it forward is the atomic "stage done" hand-over.
    stage_index = models.PositiveIntegerField(default=0)
    progress_done = models.PositiveIntegerField(default=0)
    progress_total = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    error = models.TextField(blank=True, default="")
    options = models.JSONField(default=dict, blank=True)
    llm_model = models.CharField(max_length=200, blank=True, default="")
    prompt_tokens = models.BigIntegerField(default=0)
    completion_tokens = models.BigIntegerField(default=0)
    cost = models.FloatField(default=0.0)
    cancel_requested = models.BooleanField(default=False)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["status", "heartbeat_at"], name="job_status_heartbeat")]

    def __str__(self) -> str:
        return f"job {self.pk} ({self.kind}, {self.status})"

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_JOB_STATUSES

    @cached_property
    def outcome(self) -> JobOutcome | None:
        """What a succeeded job made (how many environments were admitted); None for other jobs and for jobs
        that make no environments. Derived, not a status: synthesis/outcomes.py says why."""
        if self.status != JobStatus.SUCCEEDED:
            return None
        from synthesis.outcomes import outcomes_of  # it reads this module's models

        return outcomes_of([self]).get(self.pk)

    @property
    def progress_percent(self) -> int:
        if not self.progress_total:
            return 100 if self.status == JobStatus.SUCCEEDED else 0
        return min(100, round(100 * self.progress_done / self.progress_total))


class StepStatus(models.TextChoices):
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class JobStep(models.Model):
    """The idempotency record: a (job, step, item) computed once; re-runs return the stored result."""

    job = models.ForeignKey(SynthesisJob, on_delete=models.CASCADE, related_name="steps")
    step = models.CharField(max_length=100)
    item = models.CharField(max_length=300, blank=True, default="")
    status = models.CharField(max_length=16, choices=StepStatus.choices, default=StepStatus.RUNNING)
    result = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True, default="")
    attempts = models.PositiveIntegerField(default=0)
    started_at = models.DateTimeField(null=True, blank=True)
    # Touched while the step computes (synthesis.heartbeat): a fresh one means a live worker is on it.
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    duration_seconds = models.FloatField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["job", "step", "item"], name="unique_job_step_item")]
        ordering = ["pk"]

    def __str__(self) -> str:
        return f"{self.job_id}/{self.step}/{self.item} ({self.status})"


class StageUsage(models.Model):
    job = models.ForeignKey(SynthesisJob, on_delete=models.CASCADE, related_name="usage")
    stage = models.CharField(max_length=100)
    calls = models.PositiveIntegerField(default=0)
    cached_calls = models.PositiveIntegerField(default=0)
    prompt_tokens = models.BigIntegerField(default=0)
    completion_tokens = models.BigIntegerField(default=0)
    cost = models.FloatField(default=0.0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["job", "stage"], name="unique_stage_usage")]
        ordering = ["pk"]


class AuthorKind(models.TextChoices):
    PIPELINE = "pipeline", "Pipeline"
    USER = "user", "User"


class EnvironmentStatus(models.TextChoices):
    PENDING = "pending", "Pending review"
    APPROVED = "approved", "Approved"
    CHANGES_REQUESTED = "changes_requested", "Changes requested"
    REJECTED = "rejected", "Rejected"
    FAILED_VERIFICATION = "failed_verification", "Failed verification"


class ImmutableModel(models.Model):
    """Saved once; a change is a new row."""

    class Meta:
        abstract = True

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is not None and not self._state.adding:
            raise ValueError(f"{type(self).__name__} rows are immutable; create a new revision instead")
        super().save(*args, **kwargs)


class Environment(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="environments")
    job = models.ForeignKey(
        SynthesisJob, on_delete=models.SET_NULL, null=True, blank=True, related_name="environments"
    )
    # The pipeline's own name for this environment within its job: save_environment is idempotent on it.
    job_key = models.CharField(max_length=100, blank=True, default="")
    slug = models.SlugField(max_length=120)
    name = models.CharField(max_length=200)
    status = models.CharField(
        max_length=32, choices=EnvironmentStatus.choices, default=EnvironmentStatus.PENDING
    )
    current_revision = models.ForeignKey(
        "EnvironmentRevision", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # Arrived in a bundle and not yet verified here: the bundle's evidence is never trusted, so the item
    # shows "unverified, imported" and cannot be approved until the re-proof job has run it in the sandbox.
    unverified_import = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["workspace", "slug"], name="unique_environment_slug"),
            models.UniqueConstraint(
                fields=["job", "job_key"],
                condition=models.Q(job__isnull=False),
                name="unique_environment_job_key",
            ),
        ]
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return self.slug


class EnvironmentRevision(ImmutableModel):
    environment = models.ForeignKey(Environment, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    ir = models.JSONField()
    graph = models.JSONField(null=True, blank=True)
    summary = models.JSONField(default=dict, blank=True)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    author_kind = models.CharField(max_length=16, choices=AuthorKind.choices, default=AuthorKind.PIPELINE)
    parent = models.ForeignKey(
        "self", on_delete=models.SET_NULL, null=True, blank=True, related_name="children"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["environment", "number"], name="unique_environment_revision")
        ]
        ordering = ["environment_id", "number"]

    def __str__(self) -> str:
        return f"{self.environment_id} r{self.number}"


class Scenario(models.Model):
    environment = models.ForeignKey(Environment, on_delete=models.CASCADE, related_name="scenarios")
    job = models.ForeignKey(
        SynthesisJob, on_delete=models.SET_NULL, null=True, blank=True, related_name="scenarios"
    )
    key = models.CharField(max_length=200)
    status = models.CharField(
        max_length=32, choices=EnvironmentStatus.choices, default=EnvironmentStatus.PENDING
    )
    current_revision = models.ForeignKey(
        "ScenarioRevision", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    # As Environment.unverified_import: the bundle's proof is a claim until the re-proof job proves it here.
    unverified_import = models.BooleanField(default=False)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["environment", "key"], name="unique_scenario_key")]
        # Review pages at 10k scenarios: the queue's and the dashboard's counts per status (and the
        # dashboard's fingerprint of current revisions) read the first index alone, no table rows; the
        # queue's first page sorts (environment, created_at) pairs of the second.
        indexes = [
            models.Index(
                fields=["environment", "status", "current_revision"], name="scenario_env_status_rev"
            ),
            models.Index(fields=["environment", "created_at"], name="scenario_env_created"),
        ]
        ordering = ["environment_id", "key"]

    def __str__(self) -> str:
        return f"{self.environment_id}/{self.key}"


class ScenarioRevision(ImmutableModel):
    scenario = models.ForeignKey(Scenario, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    ir = models.JSONField()
    proof_passed = models.BooleanField(default=False)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    author_kind = models.CharField(max_length=16, choices=AuthorKind.choices, default=AuthorKind.PIPELINE)
    parent = models.ForeignKey(
        "self", on_delete=models.SET_NULL, null=True, blank=True, related_name="children"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["scenario", "number"], name="unique_scenario_revision")
        ]
        ordering = ["scenario_id", "number"]


class VerificationResult(models.Model):
    environment_revision = models.ForeignKey(
        EnvironmentRevision, on_delete=models.CASCADE, null=True, blank=True, related_name="verification"
    )
    scenario_revision = models.ForeignKey(
        ScenarioRevision, on_delete=models.CASCADE, null=True, blank=True, related_name="verification"
    )
    stage = models.CharField(max_length=100)
    name = models.CharField(max_length=300)
    passed = models.BooleanField()
    skipped = models.BooleanField(default=False)
    detail = models.TextField(blank=True, default="")
    evidence = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(environment_revision__isnull=False, scenario_revision__isnull=True)
                    | models.Q(environment_revision__isnull=True, scenario_revision__isnull=False)
                ),
                name="verification_result_has_one_subject",
            )
        ]
        ordering = ["pk"]


class Rollout(models.Model):
    """One agent rollout against a scenario revision: the trajectory, what each tool call did, the reward."""

    job = models.ForeignKey(
        SynthesisJob, on_delete=models.SET_NULL, null=True, blank=True, related_name="rollouts"
    )
    # The rollout job's item ("<scenario id>~<index>"): save_rollout is idempotent on (job, item_key).
    item_key = models.CharField(max_length=300)
    scenario_revision = models.ForeignKey(ScenarioRevision, on_delete=models.CASCADE, related_name="rollouts")
    environment_revision = models.ForeignKey(
        EnvironmentRevision, on_delete=models.SET_NULL, null=True, blank=True, related_name="rollouts"
    )
    mode = models.CharField(max_length=16)
    seed = models.IntegerField(default=0)
    model = models.CharField(max_length=200, blank=True, default="")
    stop_reason = models.CharField(max_length=32)
    error = models.TextField(blank=True, default="")
    reward = models.FloatField(default=0.0)
    comparison_score = models.FloatField(null=True, blank=True)
    reward_breakdown = models.JSONField(default=dict, blank=True)
    check_results = models.JSONField(default=dict, blank=True)
    messages = models.JSONField(default=list, blank=True)
    tool_calls = models.JSONField(default=list, blank=True)
    final_state = models.JSONField(default=dict, blank=True)
    prompt_versions = models.JSONField(default=dict, blank=True)
    steps = models.PositiveIntegerField(default=0)
    user_turns = models.PositiveIntegerField(default=0)
    prompt_tokens = models.BigIntegerField(default=0)
    completion_tokens = models.BigIntegerField(default=0)
    cost = models.FloatField(default=0.0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["job", "item_key"], condition=models.Q(job__isnull=False), name="unique_rollout_item"
            )
        ]
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"rollout {self.pk} of scenario revision {self.scenario_revision_id} ({self.stop_reason})"


class ScenarioDifficulty(models.Model):
    """A rollout job's verdict on one scenario revision (kept here, not in the immutable revision)."""

    scenario_revision = models.ForeignKey(
        ScenarioRevision, on_delete=models.CASCADE, related_name="difficulties"
    )
    job = models.ForeignKey(
        SynthesisJob, on_delete=models.SET_NULL, null=True, blank=True, related_name="difficulties"
    )
    n = models.PositiveIntegerField(default=0)  # scored rollouts
    passes = models.PositiveIntegerField(default=0)
    excluded = models.PositiveIntegerField(default=0)  # rollouts stopped by infrastructure
    threshold = models.FloatField(default=1.0)
    mean_reward = models.FloatField(null=True, blank=True)
    pass_at = models.JSONField(default=dict, blank=True)  # {"k": pass@k}
    label = models.CharField(max_length=32)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["job", "scenario_revision"],
                condition=models.Q(job__isnull=False),
                name="unique_difficulty_per_job",
            )
        ]
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.label} (scenario revision {self.scenario_revision_id})"
