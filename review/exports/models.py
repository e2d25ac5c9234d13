"""One row per export job: its state and, once it has succeeded, the bundle file with size, hash, counts."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from envstudio.tenancy.models import Workspace


class ExportStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    SUCCEEDED = "succeeded", "Succeeded"
    FAILED = "failed", "Failed"


ACTIVE_EXPORT_STATUSES = (ExportStatus.QUEUED, ExportStatus.RUNNING)


class Export(models.Model):
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="exports")
    status = models.CharField(max_length=16, choices=ExportStatus.choices, default=ExportStatus.QUEUED)
    # Absolute path of the zip: written by the worker, read by the web process (they share the data dir).
    file_path = models.CharField(max_length=1024, blank=True)
    size = models.BigIntegerField(null=True, blank=True)
    sha256 = models.CharField(max_length=64, blank=True)
    # From the manifest: created_at, envstudio_version, counts, environment slugs, provenance.
    manifest_summary = models.JSONField(default=dict, blank=True)
    environment_count = models.PositiveIntegerField(default=0)
    scenario_count = models.PositiveIntegerField(default=0)
    # The approved environments chosen in the export dialog, by slug; empty: every approved environment.
    environment_slugs = models.JSONField(default=list, blank=True)
    # The optional parts chosen (bundle.OPTIONAL_FORMATS); null: all of them (exports made before the choice).
    formats = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["workspace", "-created_at"], name="export_workspace_recent")]

    def __str__(self) -> str:
        return f"export {self.pk} of {self.workspace_id} ({self.status})"

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_EXPORT_STATUSES

    @property
    def error_headline(self) -> str:
        return self.error.split("\n\n", 1)[0]

    @property
    def download_name(self) -> str:
        return f"{self.workspace.slug}-export-{self.pk}.zip"


class ForeignImport(models.Model):
    """One import of foreign data (EnvScaler's release): what came in and the audit's summary."""

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="foreign_imports")
    source = models.CharField(max_length=32, default="envscaler")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    environments = models.JSONField(default=list, blank=True)  # slugs created
    skipped = models.JSONField(default=list, blank=True)  # env ids without scenarios
    # AuditSummary.as_dict(): counts and, per scenario, its failed audit steps
    summary = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.source} import {self.pk} into {self.workspace_id}"


class BundleImport(models.Model):
    """One bundle import and its re-proof job: the bundle's evidence is never trusted, so every imported
    environment is verified and every imported scenario proven again in the sandbox (a Celery task on the
    sandbox queue), with its progress here."""

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="bundle_imports")
    file_name = models.CharField(max_length=255)
    status = models.CharField(max_length=16, choices=ExportStatus.choices, default=ExportStatus.QUEUED)
    environment_ids = models.JSONField(default=list, blank=True)  # the environments created
    progress_done = models.PositiveIntegerField(default=0)
    progress_total = models.PositiveIntegerField(default=0)
    # Per outcome: {"verified": [...], "failed": [...], "disagreements": [...]} as item labels.
    outcome = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"bundle import {self.pk} into {self.workspace_id} ({self.status})"

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE_EXPORT_STATUSES

    @property
    def progress_percent(self) -> int:
        if not self.progress_total:
            return 100 if self.status == ExportStatus.SUCCEEDED else 0
        return min(100, round(100 * self.progress_done / self.progress_total))
