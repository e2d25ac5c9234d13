"""What a workspace may export: approved environments and their approved, proven scenarios (ORM reads)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from review.exports.records import ExportEnvironment, ExportScenario
from review.models import Decision
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.models import Environment, EnvironmentStatus, Scenario


def _decisions(**item: Any) -> list[dict[str, Any]]:
    return [
        {
            "reviewer": d.reviewer.get_username(),
            "verdict": d.verdict,
            "revision": d.revision_number,
            "reason": d.reason,
            "at": d.created_at.isoformat(),
        }
        for d in Decision.objects.filter(**item).select_related("reviewer").order_by("created_at", "pk")
    ]


def approved_environments(*, workspace_id: int) -> Iterator[ExportEnvironment]:
    """One environment at a time (the bundle writer streams), each with only approved and proven scenarios."""
    environments = (
        Environment.objects.filter(
            workspace_id=workspace_id, status=EnvironmentStatus.APPROVED, current_revision__isnull=False
        )
        .select_related("current_revision")
        .order_by("slug")
    )
    for environment in environments.iterator():
        revision = environment.current_revision
        assert revision is not None
        scenarios = (
            Scenario.objects.filter(
                environment=environment,
                status=EnvironmentStatus.APPROVED,
                current_revision__isnull=False,
                current_revision__proof_passed=True,
            )
            .select_related("current_revision")
            .order_by("key")
        )
        exported = []
        for scenario in scenarios:
            assert scenario.current_revision is not None
            spec = ScenarioSpec.model_validate(scenario.current_revision.ir)
            if spec.proof is None or not spec.proof.passed:
                continue  # the flag and the IR disagree: export only what the IR itself proves
            exported.append(ExportScenario(spec=spec, review_record=_decisions(scenario=scenario)))
        yield ExportEnvironment(
            spec=EnvironmentSpec.model_validate(revision.ir),
            graph=revision.graph or {},
            scenarios=exported,
            review_record=_decisions(environment=environment),
        )


def workspace_review_record(*, workspace_id: int) -> list[dict[str, Any]]:
    """Every approval in the workspace, oldest first: who approved what, when (for the manifest)."""
    decisions = (
        Decision.objects.filter(workspace_id=workspace_id, verdict="approve")
        .select_related("reviewer", "environment", "scenario")
        .order_by("created_at", "pk")
    )
    return [
        {
            "reviewer": d.reviewer.get_username(),
            "item": d.environment.slug
            if d.environment
            else f"scenario:{d.scenario.key if d.scenario else ''}",
            "revision": d.revision_number,
            "at": d.created_at.isoformat(),
        }
        for d in decisions
    ]
