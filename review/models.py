"""Review records: decisions, threaded comments, claims and the audit log.

An item is an environment or a scenario; every record points at exactly one of them (two nullable foreign
keys and a check constraint), so that queries stay plain joins and
deleting an item deletes its review records.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from envstudio.audit.models import AuditEvent as _AuditEvent
from envstudio.tenancy.models import Workspace
from synthesis.models import Environment, Scenario

ONE_ITEM = models.Q(environment__isnull=False, scenario__isnull=True) | models.Q(
    environment__isnull=True, scenario__isnull=False
)


class Verdict(models.TextChoices):
    APPROVE = "approve", "Approve"
    REQUEST_CHANGES = "request_changes", "Request changes"
    REJECT = "reject", "Reject"


class ItemRecord(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="+")
    environment = models.ForeignKey(
        Environment, on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    scenario = models.ForeignKey(Scenario, on_delete=models.CASCADE, null=True, blank=True, related_name="+")

    class Meta:
        abstract = True

    @property
    def item_label(self) -> str:
        return f"env:{self.environment_id}" if self.environment_id else f"scn:{self.scenario_id}"


class Decision(ItemRecord):
    # The revision decided on, by number (unique per item): approvals only count on the current one.
    revision_number = models.PositiveIntegerField()
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="review_decisions"
    )
    verdict = models.CharField(max_length=20, choices=Verdict.choices)
    reason = models.TextField(blank=True, default="")
    # Not auto_now_add: deciding again with an earlier verdict moves that decision to "now" (it counts again).
    created_at = models.DateTimeField(default=timezone.now)

    # Set by the service on a decision it did not record because the same verdict was already the latest.
    repeated: bool = False

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(condition=ONE_ITEM, name="decision_has_one_item"),
            # One row per (reviewer, item, revision, verdict): a repeated key press cannot add rows.
            models.UniqueConstraint(
                fields=["reviewer", "environment", "revision_number", "verdict"],
                condition=models.Q(environment__isnull=False),
                name="one_env_decision_per_verdict",
            ),
            models.UniqueConstraint(
                fields=["reviewer", "scenario", "revision_number", "verdict"],
                condition=models.Q(scenario__isnull=False),
                name="one_scn_decision_per_verdict",
            ),
        ]
        indexes = [
            models.Index(fields=["environment", "revision_number"], name="decision_env_rev"),
            models.Index(fields=["scenario", "revision_number"], name="decision_scn_rev"),
            models.Index(fields=["workspace", "reviewer"], name="decision_ws_reviewer"),
        ]

    def __str__(self) -> str:
        return f"{self.item_label} r{self.revision_number}: {self.verdict} by {self.reviewer_id}"


class Comment(ItemRecord):
    revision_number = models.PositiveIntegerField(null=True, blank=True)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+"
    )
    parent = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="replies"
    )
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "pk"]
        constraints = [models.CheckConstraint(condition=ONE_ITEM, name="comment_has_one_item")]


class Claim(ItemRecord):
    """One reviewer working on an item; the unique constraints make a second claim fail instead of overlap."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="review_claims")
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()

    class Meta:
        ordering = ["expires_at"]
        constraints = [
            models.CheckConstraint(condition=ONE_ITEM, name="claim_has_one_item"),
            models.UniqueConstraint(
                fields=["environment"],
                condition=models.Q(environment__isnull=False),
                name="one_claim_per_env",
            ),
            models.UniqueConstraint(
                fields=["scenario"], condition=models.Q(scenario__isnull=False), name="one_claim_per_scenario"
            ),
        ]


# The audit log lives in envstudio.audit (every app records there); re-exported for review's callers.
AuditEvent = _AuditEvent


class ImportRunStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    SUCCEEDED = "succeeded", "Succeeded"
    FAILED = "failed", "Failed"
    CANCELLED = "cancelled", "Cancelled"


class EnvScalerImportRun(models.Model):
    """One EnvScaler import as a background job (issues 39, 42): the uploaded files wait in the data dir while
    a worker reads them a piece at a time and imports one environment after another, each in its own
    transaction and recorded as an ``EnvScalerImportItem`` (``review.exports.envscaler_worker``). The page
    polls its progress; it can be cancelled between environments and resumed where it stopped (also after its
    worker died: a running run whose ``heartbeat_at`` is older than ENVSTUDIO_JOB_STALE_SECONDS is stale). On
    success ``foreign_import`` is the record of what came in; ``error`` says why a run failed."""

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="envscaler_import_runs")
    status = models.CharField(max_length=16, choices=ImportRunStatus.choices, default=ImportRunStatus.QUEUED)
    env_file = models.FileField(upload_to="envscaler-imports/", blank=True)
    scenario_file = models.FileField(upload_to="envscaler-imports/", blank=True)
    env_filename = models.CharField(max_length=255, blank=True)
    scenario_filename = models.CharField(max_length=255, blank=True)
    stage = models.CharField(max_length=32, blank=True)
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    cancel_requested = models.BooleanField(default=False)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)  # how often a worker took it up (resumes count)
    foreign_import = models.ForeignKey(
        "exports.ForeignImport", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"EnvScaler import run {self.pk} into {self.workspace_id} ({self.status})"

    @property
    def is_active(self) -> bool:
        return self.status in (ImportRunStatus.QUEUED, ImportRunStatus.RUNNING)

    @property
    def is_stale(self) -> bool:
        """Running, but its worker has not beaten for longer than ENVSTUDIO_JOB_STALE_SECONDS: it died."""
        last = self.heartbeat_at or self.started_at
        if self.status != ImportRunStatus.RUNNING or last is None:
            return False
        return (timezone.now() - last).total_seconds() > settings.ENVSTUDIO_JOB_STALE_SECONDS

    @property
    def is_resumable(self) -> bool:
        """Cancelled, failed or stale with its files still kept (a refused file is deleted: nothing to
        resume)."""
        ended = self.status in (ImportRunStatus.CANCELLED, ImportRunStatus.FAILED) or self.is_stale
        return ended and bool(self.env_file) and bool(self.scenario_file)

    def item_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(ImportItemStatus.values, 0)
        for row in self.items.values("status").annotate(count=models.Count("pk")):
            counts[row["status"]] = row["count"]
        return counts


class ImportItemStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    IMPORTED = "imported", "Imported"
    REFUSED = "refused", "Refused"
    SKIPPED = "skipped", "Skipped (no scenarios)"


class EnvScalerImportItem(models.Model):
    """One environment of an import run, keyed by run and its env_id in the release: imported in one
    transaction with its scenarios (then ``environment`` is set), refused with the reason, or still pending.
    The key makes a resumed or redelivered run import an environment once."""

    run = models.ForeignKey(EnvScalerImportRun, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()
    env_id = models.CharField(max_length=255)
    slug = models.CharField(max_length=100)
    status = models.CharField(
        max_length=16, choices=ImportItemStatus.choices, default=ImportItemStatus.PENDING
    )
    reason = models.TextField(blank=True)
    scenarios = models.PositiveIntegerField(default=0)
    summary = models.JSONField(default=dict, blank=True)  # this environment's AuditSummary.as_dict()
    environment = models.ForeignKey(
        Environment, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run", "position"]
        constraints = [models.UniqueConstraint(fields=["run", "env_id"], name="one_item_per_run_env_id")]

    def __str__(self) -> str:
        return f"{self.env_id} of import run {self.run_id} ({self.status})"
