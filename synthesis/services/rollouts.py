"""Starting rollout jobs: which scenarios, who may, and whether an LLM endpoint is there to run the agent."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import membership_for
from synthesis.llm import EndpointConfig, config_from_settings
from synthesis.models import (
    Scenario,
    SynthesisJob,
)
from synthesis.pipelines.rollout import RolloutError, ScenarioSource, rollout_job_options
from synthesis.services.jobs import start_job

ROLLOUT_ROLE = Role.REVIEWER


def llm_endpoint_for(workspace: Workspace) -> EndpointConfig | None:
    """The endpoint a job of this workspace would use (ENVSTUDIO_LLM, then the workspace's overrides)."""
    try:
        return config_from_settings(
            settings=settings.ENVSTUDIO_LLM, overrides=workspace.settings.get("llm_overrides") or {}
        )
    except ValueError as error:
        raise RolloutError(f"The LLM settings are not valid: {error}") from error


def rollout_sources(*, workspace: Workspace, scenario_ids: list[int] | None) -> list[ScenarioSource]:
    """The scenarios to roll out with their current revisions: the named ones (each must exist in the
    workspace and have a current revision, and so must its environment) or every one that has both."""
    rows = Scenario.objects.filter(environment__workspace=workspace).select_related(
        "current_revision", "environment__current_revision"
    )
    if scenario_ids is not None:
        wanted = sorted(set(scenario_ids))
        if not wanted:
            raise RolloutError("Name at least one scenario to roll out.")
        rows = rows.filter(pk__in=wanted)
        missing = sorted(set(wanted) - {row.pk for row in rows})
        if missing:
            raise RolloutError(f"No scenario {', '.join(map(str, missing))} in workspace {workspace.name!r}.")
    else:
        rows = rows.filter(current_revision__isnull=False, environment__current_revision__isnull=False)
    sources: list[ScenarioSource] = []
    for row in rows.order_by("pk"):
        revision, environment_revision = row.current_revision, row.environment.current_revision
        if revision is None or environment_revision is None:
            raise RolloutError(f"Scenario {row.pk} ({row.key}) has no current revision to roll out.")
        sources.append(
            ScenarioSource(
                key=str(row.pk),
                scenario=revision.ir,
                environment=environment_revision.ir,
                scenario_revision_id=revision.pk,
                environment_revision_id=environment_revision.pk,
            )
        )
    if not sources:
        raise RolloutError(f"Workspace {workspace.name!r} has no scenario with a current revision.")
    return sources


def start_rollouts(
    *,
    workspace: Workspace,
    user: User | None,
    scenario_ids: list[int] | None,
    k: int,
    mode: str = "direct",
    max_steps: int | None = None,
    max_tokens: int | None = None,
    max_cost: float | None = None,
    job_max_tokens: int | None = None,
    job_max_cost: float | None = None,
    temperature: float | None = None,
    min_reward: float | None = None,
) -> SynthesisJob:
    """Start a "rollout" job: k agent rollouts of each scenario, then their difficulty.

    ``user`` needs the reviewer role or above; None is the operator on the command line. Bad input, no
    scenario or no LLM endpoint raise RolloutError; a too low role raises PermissionDenied.
    """
    if user is not None:
        membership = membership_for(user, workspace)
        if membership is None or not membership.has_role_at_least(ROLLOUT_ROLE):
            raise PermissionDenied(f"Starting rollouts needs the {ROLLOUT_ROLE} role in {workspace.name}.")
    if llm_endpoint_for(workspace) is None:
        raise RolloutError(
            "Rollouts need an LLM endpoint: set LLM_BASE_URL and LLM_MODEL (settings.ENVSTUDIO_LLM) "
            'or the workspace\'s "llm" settings.'
        )
    sources = rollout_sources(workspace=workspace, scenario_ids=scenario_ids)
    try:
        options = rollout_job_options(
            sources=sources,
            k=k,
            mode=mode,
            max_steps=max_steps,
            max_tokens=max_tokens,
            max_cost=max_cost,
            job_max_tokens=job_max_tokens,
            job_max_cost=job_max_cost,
            temperature=temperature,
            min_reward=min_reward,
        )
    except ValueError as error:
        raise RolloutError(str(error)) from error
    return start_job(workspace=workspace, kind="rollout", seed=None, options=options, created_by=user)
