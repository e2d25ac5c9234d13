"""Audit events of jobs: who started which job with which options (and endpoint), who cancelled it."""

from __future__ import annotations

from django.contrib.auth.models import User

from envstudio.audit.services import record_event
from synthesis.endpoint_access import CHOICE_OPTIONS
from synthesis.models import SynthesisJob


def record_job_started(*, job: SynthesisJob, actor: User | None) -> None:
    record_event(
        workspace=job.workspace,
        actor=actor,
        action="job.start",
        target_kind="job",
        target_id=job.pk,
        target_label=f"{job.kind} job {job.pk}",
        new_value={"kind": job.kind, "options": job.options, "seed": job.seed_id},
    )
    chosen = {key: job.options[key] for key in CHOICE_OPTIONS if job.options.get(key)}
    if chosen:
        record_event(
            workspace=job.workspace,
            actor=actor,
            action="llm.endpoint.job",
            target_kind="job",
            target_id=job.pk,
            target_label=f"{job.kind} job {job.pk}",
            old_value={"llm_endpoint": job.workspace.settings.get("llm_endpoint") or "default"},
            new_value=chosen,
        )


def record_job_cancelled(*, job: SynthesisJob, actor: User | None, old_status: str) -> None:
    record_event(
        workspace=job.workspace,
        actor=actor,
        action="job.cancel",
        target_kind="job",
        target_id=job.pk,
        target_label=f"{job.kind} job {job.pk}",
        old_value={"status": old_status},
        new_value={"status": job.status, "cancel_requested": job.cancel_requested},
    )
