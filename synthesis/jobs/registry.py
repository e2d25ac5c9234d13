"""Pipelines by job kind: "domain", "corpus", "spec" (synthesis/pipelines/) and "rollout".

The framework's selftest pipeline lives in the tests (tests/selftest_pipeline.py), never in production."""

from __future__ import annotations

from synthesis.jobs.context import JobError
from synthesis.jobs.stages import Stage, validate_pipeline
from synthesis.pipelines import corpus, domain, spec
from synthesis.rollouts import pipeline as rollouts

PIPELINES: dict[str, list[Stage]] = {
    "domain": domain.STAGES,
    "corpus": corpus.STAGES,
    "spec": spec.STAGES,
    "rollout": rollouts.STAGES,
}


class UnknownJobKind(JobError):
    pass


def register_pipeline(*, kind: str, stages: list[Stage]) -> None:
    validate_pipeline(kind=kind, stages=stages)
    PIPELINES[kind] = stages


def get_pipeline(kind: str) -> list[Stage]:
    stages = PIPELINES.get(kind)
    if stages is None:
        known = ", ".join(sorted(PIPELINES)) or "none"
        raise UnknownJobKind(f"no pipeline is registered for job kind {kind!r} (registered: {known})")
    return stages
