"""What a workspace may export: approved environments and their approved, proven scenarios (ORM reads)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.db.models import Count, Q
from pydantic import ValidationError

from envstudio.tenancy.models import Workspace
from review.exports.models import BundleImport
from review.exports.records import BundleError, ExportEnvironment, ExportScenario
from review.models import Decision
from synthesis.api import (
    ROLLOUT_RECORD_FIELDS,
    EnvironmentSpec,
    RolloutRecord,
    ScenarioSpec,
    to_finetuning_records,
)
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Rollout,
    Scenario,
    ScenarioRevision,
)


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


def sft_min_reward(*, workspace_id: int) -> float:
    """The workspace's ``sft_min_reward`` (default 1.0): rollouts below it make no fine-tuning data."""
    value = Workspace.objects.get(pk=workspace_id).setting("sft_min_reward")
    try:
        minimum = float(value)
    except (TypeError, ValueError):
        minimum = -1.0
    if not 0.0 <= minimum <= 1.0:
        raise BundleError(
            f"the workspace setting sft_min_reward must be a number within [0, 1], got {value!r}"
        )
    return minimum


def sft_records(
    *,
    scenario_revision: ScenarioRevision,
    environment_revision: EnvironmentRevision,
    spec: ScenarioSpec,
    environment: EnvironmentSpec,
    min_reward: float,
) -> list[dict[str, Any]]:
    """Fine-tuning records of the rollouts of exactly these revisions with reward >= min_reward (oldest
    first); rollouts whose stored record no longer validates are left out, like malformed trajectories."""
    rows = Rollout.objects.filter(
        scenario_revision=scenario_revision, environment_revision=environment_revision, reward__gte=min_reward
    ).order_by("pk")
    rollouts = []
    for row in rows.iterator():
        fields = {name: getattr(row, name) for name in ROLLOUT_RECORD_FIELDS}
        try:
            rollouts.append(
                RolloutRecord.model_validate(
                    {**fields, "scenario_id": spec.id, "environment": environment.slug}
                )
            )
        except ValidationError:
            continue
    return to_finetuning_records(rollouts, tools=environment.openai_tools(), min_reward=min_reward)


def approved_environments(
    *, workspace_id: int, min_reward: float | None = None, slugs: list[str] | None = None
) -> Iterator[ExportEnvironment]:
    """One environment at a time (the bundle writer streams), each with only approved and proven scenarios,
    and their fine-tuning records (rollouts with reward >= ``min_reward``, default the workspace setting)."""
    minimum = sft_min_reward(workspace_id=workspace_id) if min_reward is None else min_reward
    environments = (
        Environment.objects.filter(
            workspace_id=workspace_id, status=EnvironmentStatus.APPROVED, current_revision__isnull=False
        )
        .select_related("current_revision")
        .order_by("slug")
    )
    if slugs:
        environments = environments.filter(slug__in=slugs)
    for environment in environments.iterator():
        revision = environment.current_revision
        assert revision is not None
        environment_spec = EnvironmentSpec.model_validate(revision.ir)
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
            exported.append(
                ExportScenario(
                    spec=spec,
                    review_record=_decisions(scenario=scenario),
                    sft_records=sft_records(
                        scenario_revision=scenario.current_revision,
                        environment_revision=revision,
                        spec=spec,
                        environment=environment_spec,
                        min_reward=minimum,
                    ),
                )
            )
        yield ExportEnvironment(
            spec=environment_spec,
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


def exportable_environments(*, workspace_id: int) -> list[dict[str, Any]]:
    """Approved environments with their count of approved, proven scenarios (the dialog's choices)."""
    rows = (
        Environment.objects.filter(
            workspace_id=workspace_id, status=EnvironmentStatus.APPROVED, current_revision__isnull=False
        )
        .annotate(
            exported_scenarios=Count(
                "scenarios",
                filter=Q(
                    scenarios__status=EnvironmentStatus.APPROVED,
                    scenarios__current_revision__proof_passed=True,
                ),
            )
        )
        .order_by("slug")
    )
    return [{"slug": e.slug, "name": e.name, "scenarios": e.exported_scenarios} for e in rows]


def export_preview(*, workspace_id: int, slugs: list[str] | None = None) -> dict[str, int]:
    """What a new export would hold, counted without loading any IR: approved environments, their approved
    and proven scenarios, and the environments still waiting (for the export dialog)."""
    environments = Environment.objects.filter(workspace_id=workspace_id, current_revision__isnull=False)
    approved = environments.filter(status=EnvironmentStatus.APPROVED)
    if slugs:
        approved = approved.filter(slug__in=slugs)
    scenarios = Scenario.objects.filter(
        environment__in=approved,
        status=EnvironmentStatus.APPROVED,
        current_revision__proof_passed=True,
    )
    return {
        "environments": approved.count(),
        "scenarios": scenarios.count(),
        "not_approved": environments.exclude(status=EnvironmentStatus.APPROVED).count(),
        # Imported items waiting for their re-proof: never approvable, so never exported, until proven here.
        "unverified_imports": environments.filter(unverified_import=True).count()
        + Scenario.objects.filter(environment__workspace_id=workspace_id, unverified_import=True).count(),
    }


def recent_bundle_imports(*, workspace_id: int, limit: int = 20) -> list[BundleImport]:
    """The workspace's latest bundle imports with their re-proof progress (newest first)."""
    return list(BundleImport.objects.filter(workspace_id=workspace_id).select_related("created_by")[:limit])
