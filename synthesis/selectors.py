"""Read-side queries, always scoped to a workspace."""

from __future__ import annotations

from django.db.models import QuerySet
from django.http import Http404

from envstudio.tenancy.models import Workspace
from synthesis.models import Environment, JobStep, Seed, StageUsage, SynthesisJob


def jobs_of(workspace: Workspace) -> QuerySet[SynthesisJob]:
    return SynthesisJob.objects.filter(workspace=workspace).select_related("seed", "created_by")


def job_in(*, workspace: Workspace, job_id: int) -> SynthesisJob:
    job = jobs_of(workspace).filter(pk=job_id).first()
    if job is None:
        raise Http404("No such job")
    return job


def seeds_of(workspace: Workspace) -> QuerySet[Seed]:
    return Seed.objects.filter(workspace=workspace)


def environments_of(workspace: Workspace) -> QuerySet[Environment]:
    return Environment.objects.filter(workspace=workspace).select_related("current_revision", "job")


def usage_of(job: SynthesisJob) -> QuerySet[StageUsage]:
    return StageUsage.objects.filter(job=job)


def steps_of(job: SynthesisJob) -> QuerySet[JobStep]:
    return JobStep.objects.filter(job=job)
