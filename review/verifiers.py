"""The default verification an edit re-runs: the environment gate and the scenario proof, through
``synthesis.api``.

Each returns plain rows (stage, name, passed, skipped, detail, evidence) for ``services.reverify`` to store.
Settings ``REVIEW_ENVIRONMENT_VERIFIER`` / ``REVIEW_SCENARIO_VERIFIER`` (dotted paths) can replace them,
e.g. in tests. The rows are converted by the same code as a pipeline's (``synthesis.revisions.rows``), so
severities and repair rounds look the same whoever verified.
"""

from __future__ import annotations

from typing import Any

from synthesis import api
from synthesis.api import EnvironmentSpec, ScenarioSpec

Rows = list[dict[str, Any]]


def verify_environment_revision(*, spec: EnvironmentSpec) -> Rows:
    return api.reverify_environment(spec=spec)


def prove_scenario_revision(
    *, spec: EnvironmentSpec, scenario: ScenarioSpec, existing_tasks: list[str] | None = None
) -> Rows:
    """The steps of the scenario proof as rows; ``existing_tasks`` feed its duplicate check."""
    return api.prove_scenario(spec=spec, scenario=scenario, existing_tasks=list(existing_tasks or []))
