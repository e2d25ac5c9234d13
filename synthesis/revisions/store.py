"""Creating environments, scenarios and their revisions, and storing their verification rows.

Pipelines reach this through the job context (``DjangoJobContext.save_environment`` / ``save_scenario``);
review's edits, reverts and re-verification through ``synthesis.api``. Revisions are immutable: a change is
a new revision whose parent is the one it changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import Max
from django.utils.text import slugify

from synthesis.models import (
    AuthorKind,
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Scenario,
    ScenarioRevision,
    VerificationResult,
)

Item = Environment | Scenario
Revision = EnvironmentRevision | ScenarioRevision
MAX_STAGE_CHARS = 100
MAX_NAME_CHARS = 300


def verification_results(rows: Sequence[Mapping[str, Any]]) -> list[VerificationResult]:
    """Unsaved result rows; a row without stage, name or passed is a bug worth a clear message."""
    results = []
    for index, row in enumerate(rows):
        missing = {"stage", "name", "passed"} - set(row)
        if missing:
            raise ValueError(f"verification row {index} lacks {sorted(missing)}: {dict(row)!r}")
        results.append(
            VerificationResult(
                stage=str(row["stage"])[:MAX_STAGE_CHARS],
                name=str(row["name"])[:MAX_NAME_CHARS],
                passed=bool(row["passed"]),
                skipped=bool(row.get("skipped", False)),
                detail=str(row.get("detail", "")),
                evidence=row.get("evidence") or {},
            )
        )
    return results


def _subject(revision: Revision) -> dict[str, Revision]:
    if isinstance(revision, EnvironmentRevision):
        return {"environment_revision": revision}
    return {"scenario_revision": revision}


def store_verification(*, revision: Revision, rows: Sequence[Mapping[str, Any]]) -> int:
    """Add the rows to a revision; returns how many."""
    results = verification_results(rows)
    for result in results:
        for name, value in _subject(revision).items():
            setattr(result, name, value)
    VerificationResult.objects.bulk_create(results)
    return len(results)


def replace_verification(*, revision: Revision, rows: Sequence[Mapping[str, Any]]) -> int:
    """A re-verification's rows replace the revision's earlier ones (in one transaction)."""
    results = verification_results(rows)  # checked before anything is deleted
    with transaction.atomic():
        VerificationResult.objects.filter(**_subject(revision)).delete()  # type: ignore[misc]
        for result in results:
            for name, value in _subject(revision).items():
                setattr(result, name, value)
        VerificationResult.objects.bulk_create(results)
    return len(results)


def unique_environment_slug(*, workspace_id: int, wanted: str) -> str:
    base = slugify(wanted)[:100] or "environment"
    slug, number = base, 1
    while Environment.objects.filter(workspace_id=workspace_id, slug=slug).exists():
        number += 1
        slug = f"{base}-{number}"
    return slug


def create_environment(
    *,
    workspace_id: int,
    job_id: int | None,
    job_key: str,
    slug: str,
    name: str,
    status: str,
    ir: dict[str, Any],
    graph: dict[str, Any] | None,
    summary: dict[str, Any],
    rows: Sequence[Mapping[str, Any]],
) -> Environment:
    """A new environment with its first revision (by the pipeline) and that revision's verification rows.
    Call inside a transaction: a concurrent duplicate raises IntegrityError."""
    if status not in EnvironmentStatus.values:
        raise ValueError(f"environment status {status!r} is not one of {EnvironmentStatus.values}")
    results = verification_results(rows)
    environment = Environment.objects.create(
        workspace_id=workspace_id,
        job_id=job_id,
        job_key=job_key,
        slug=unique_environment_slug(workspace_id=workspace_id, wanted=slug),
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
    environment.current_revision = revision
    for result in results:
        result.environment_revision = revision
    VerificationResult.objects.bulk_create(results)
    return environment


def create_scenario(
    *,
    environment_id: int,
    job_id: int | None,
    key: str,
    ir: dict[str, Any],
    proof_passed: bool,
    rows: Sequence[Mapping[str, Any]],
) -> Scenario:
    """A new scenario with its first revision and rows. A scenario whose proof failed is kept, with its
    evidence, but never pending review. Call inside a transaction (IntegrityError on a duplicate)."""
    results = verification_results(rows)
    scenario = Scenario.objects.create(
        environment_id=environment_id,
        job_id=job_id,
        key=key,
        status=EnvironmentStatus.PENDING if proof_passed else EnvironmentStatus.FAILED_VERIFICATION,
    )
    revision = ScenarioRevision.objects.create(
        scenario=scenario, number=1, ir=ir, proof_passed=proof_passed, author_kind=AuthorKind.PIPELINE
    )
    Scenario.objects.filter(pk=scenario.pk).update(current_revision=revision)
    scenario.current_revision = revision
    for result in results:
        result.scenario_revision = revision
    VerificationResult.objects.bulk_create(results)
    return scenario


def add_proof_revision(
    *, scenario: Scenario, ir: dict[str, Any], proof_passed: bool, rows: Sequence[Mapping[str, Any]]
) -> ScenarioRevision:
    """The pipeline's new current revision of ``scenario`` carrying a proof run here (an imported scenario
    proven again), with the proof's rows. The caller holds the scenario's row lock and sets its status."""
    current = scenario.current_revision
    revision = ScenarioRevision.objects.create(
        scenario=scenario,
        number=next_revision_number(scenario),
        ir=ir,
        proof_passed=proof_passed,
        author_kind=AuthorKind.PIPELINE,
        parent=current,
    )
    results = verification_results(rows)
    for result in results:
        result.scenario_revision = revision
    VerificationResult.objects.bulk_create(results)
    scenario.current_revision = revision
    scenario.save(update_fields=["current_revision"])
    return revision


def next_revision_number(item: Item) -> int:
    top = item.revisions.aggregate(top=Max("number"))["top"]  # type: ignore[union-attr]
    return int(top or 0) + 1


def add_revision(*, item: Item, ir: dict[str, Any], parent: Revision, user: User | None) -> Revision:
    """A person's change (an edit or a revert) as the item's new current revision, pending review again.
    The caller holds the item's row lock and records the audit event."""
    number = next_revision_number(item)
    if isinstance(item, Environment):
        assert isinstance(parent, EnvironmentRevision)
        revision: Revision = EnvironmentRevision.objects.create(
            environment=item,
            number=number,
            ir=ir,
            graph=parent.graph,
            summary=parent.summary,
            author=user,
            author_kind=AuthorKind.USER,
            parent=parent,
        )
    else:
        assert isinstance(parent, ScenarioRevision)
        revision = ScenarioRevision.objects.create(
            scenario=item, number=number, ir=ir, author=user, author_kind=AuthorKind.USER, parent=parent
        )
    item.current_revision = revision  # type: ignore[assignment]
    item.status = EnvironmentStatus.PENDING
    item.save(update_fields=["current_revision", "status"])
    return revision
