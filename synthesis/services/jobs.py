"""Starting and cancelling jobs. Options are typed by the kind's model before any row exists; the first stage
is sent once the job row commits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.files import File
from django.db import transaction
from django.utils import timezone

from envstudio.tenancy.models import Role, Workspace
from synthesis.jobs.context import JobError
from synthesis.jobs.kinds import JobOptions, JobOptionsError
from synthesis.jobs.registry import get_kind
from synthesis.models import (
    ACTIVE_JOB_STATUSES,
    JobStatus,
    Seed,
    SynthesisJob,
)
from synthesis.services import dispatch
from synthesis.services.seeds import SAMPLES_DIR, SeedError, create_seed, sample_spec_names, seed_kind


def start_sample_job(
    *, workspace: Workspace, sample: str, options: dict[str, Any] | None = None, created_by: User | None
) -> SynthesisJob:
    """An offline synthesis job on one of the sample specs shipped with envstudio (no API key needed)."""
    if sample not in sample_spec_names():
        raise SeedError(f"No sample spec {sample!r}; choose one of {', '.join(sample_spec_names())}.")
    validate_job_options(kind="spec", options=options)  # before the seed is saved
    with (SAMPLES_DIR / sample).open("rb") as handle:
        seed = create_seed(
            workspace=workspace,
            kind="spec",
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
    options: Mapping[str, Any] | None = None,
    created_by: User | None,
) -> SynthesisJob:
    """Create the job row and send its first stage to the workers (after the transaction commits)."""
    if seed is not None and seed.workspace_id != workspace.pk:
        raise SeedError("The seed belongs to another workspace.")
    if not kind:
        raise JobError("A job needs a kind.")
    if seed is not None and seed.kind != kind:
        raise SeedError(f"A {seed.kind} seed starts a {seed.kind} job, not a {kind} job.")
    typed = validate_job_options(kind=kind, options=options)
    _check_option_rights(workspace=workspace, user=created_by, options=typed)
    job = SynthesisJob.objects.create(
        workspace=workspace,
        seed=seed,
        kind=kind,
        # What was asked for, typed; defaults stay implicit so a later default change reaches old jobs' pages.
        options=typed.model_dump(mode="json", exclude_unset=True),
        created_by=created_by,
        heartbeat_at=timezone.now(),
    )
    transaction.on_commit(lambda: dispatch.dispatch_stage(job_id=job.pk, stage_index=0))
    return job


def start_seed_job(
    *,
    workspace: Workspace,
    kind: str,
    text: str = "",
    upload: File[Any] | None = None,
    filename: str = "",
    options: Mapping[str, Any] | None = None,
    created_by: User | None,
) -> SynthesisJob:
    """A seed and its job together: the options (and who may use them) are checked before the seed is
    saved, and both rows are written in one transaction, so a refusal leaves nothing behind."""
    seed_kind(kind)
    typed = validate_job_options(kind=kind, options=options)
    _check_option_rights(workspace=workspace, user=created_by, options=typed)
    with transaction.atomic():
        seed = create_seed(
            workspace=workspace, kind=kind, text=text, upload=upload, filename=filename, created_by=created_by
        )
        return start_job(workspace=workspace, kind=kind, seed=seed, options=options, created_by=created_by)


def _check_option_rights(*, workspace: Workspace, user: User | None, options: JobOptions) -> None:
    if getattr(options, "override_screening_reason", "") and not _is_admin(workspace=workspace, user=user):
        raise SeedError("Only a workspace admin can override the screening of a seed.")


def validate_job_options(*, kind: str, options: Mapping[str, Any] | None) -> JobOptions:
    """The options typed by the kind's model; JobOptionsError naming the key when a key is unknown, a type
    wrong or a value out of range. Called before any row exists, by the form, the command and start_job."""
    typed = get_kind(kind).validate_options(options)
    endpoint = typed.llm_endpoint
    if endpoint is not None and endpoint not in settings.ENVSTUDIO_LLM_ENDPOINTS:
        configured = ", ".join(sorted(settings.ENVSTUDIO_LLM_ENDPOINTS)) or "none"
        raise JobOptionsError(
            f"option 'llm_endpoint': no endpoint named {endpoint!r} (configured: {configured})"
        )
    return typed


def _is_admin(*, workspace: Workspace, user: User | None) -> bool:
    from envstudio.tenancy.models import Membership

    return (
        user is not None
        and Membership.objects.filter(workspace=workspace, user=user, role=Role.ADMIN).exists()
    )


def cancel_job(*, job: SynthesisJob) -> SynthesisJob:
    """Ask a job to stop: one no worker has started is cancelled at once, a running one at its next check."""
    SynthesisJob.objects.filter(pk=job.pk, status__in=ACTIVE_JOB_STATUSES).update(cancel_requested=True)
    SynthesisJob.objects.filter(pk=job.pk, status=JobStatus.QUEUED).update(
        status=JobStatus.CANCELLED, finished_at=timezone.now(), error="Cancelled before it started."
    )
    job.refresh_from_db()
    return job
