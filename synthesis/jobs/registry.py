"""The job kinds of this installation, filled by registration: the framework imports no pipeline.

``synthesis.apps.SynthesisConfig.ready()`` calls ``register()`` of every module in
``settings.ENVSTUDIO_PIPELINES``; each registers its ``JobKind`` here.
"""

from __future__ import annotations

import re

from synthesis.jobs.context import JobError
from synthesis.jobs.kinds import KIND_PATTERN, JobKind
from synthesis.jobs.stages import Stage, validate_pipeline

KINDS: dict[str, JobKind] = {}


class UnknownJobKind(JobError):
    pass


def register_kind(kind: JobKind) -> JobKind:
    """Add (or replace, for re-registration on reload) one job kind; its stages are checked here."""
    if not re.match(KIND_PATTERN, kind.kind):
        raise ValueError(f"job kind {kind.kind!r} must match {KIND_PATTERN}")
    validate_pipeline(kind=kind.kind, stages=list(kind.stages))
    KINDS[kind.kind] = kind
    return kind


def register_pipeline(*, kind: str, stages: list[Stage]) -> JobKind:
    """A seedless job kind with the common options only (tests, small tools)."""
    return register_kind(JobKind(kind=kind, label=kind, stages=stages))


def unregister(kind: str) -> None:
    KINDS.pop(kind, None)


def get_kind(kind: str) -> JobKind:
    found = KINDS.get(kind)
    if found is None:
        known = ", ".join(sorted(KINDS)) or "none"
        raise UnknownJobKind(f"no pipeline is registered for job kind {kind!r} (registered: {known})")
    return found


def get_pipeline(kind: str) -> list[Stage]:
    return list(get_kind(kind).stages)


def seed_kinds() -> list[JobKind]:
    """The kinds a person starts from a seed, in registration order."""
    return [kind for kind in KINDS.values() if kind.seed is not None]
