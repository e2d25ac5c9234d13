"""The default verification an edit re-runs: the environment gate and the scenario proof from ``synthesis``.

Each returns plain rows (stage, name, passed, skipped, detail, evidence) for ``services.reverify`` to store.
Settings ``REVIEW_ENVIRONMENT_VERIFIER`` / ``REVIEW_SCENARIO_VERIFIER`` (dotted paths) can replace them,
e.g. in tests.
No LLM is called on a reviewer's edit: repair and exploration are off, so the result reflects the edit itself.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings

from synthesis.ir import EnvironmentSpec, ScenarioSpec

Rows = list[dict[str, Any]]


def _session_factory() -> Any:
    from synthesis.sandbox import open_session

    allow = bool(getattr(settings, "ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX", False))
    return lambda: open_session(allow_unisolated=allow)


def verify_environment_revision(*, spec: EnvironmentSpec) -> Rows:
    from synthesis.verify.gate import verify_environment
    from synthesis.verify.report import VerifySettings

    report = verify_environment(
        spec=spec,
        sandbox_factory=_session_factory(),
        gateway=None,
        settings=VerifySettings(explore=False, repair=False),
    )
    rows: Rows = []
    for item in report.results:
        evidence = dict(item.evidence)
        if item.severity == "warning":
            evidence["severity"] = "warning"
        rows.append(
            {
                "stage": item.stage,
                "name": item.name,
                "passed": item.passed,
                "skipped": item.skipped,
                "detail": item.detail,
                "evidence": evidence,
            }
        )
    return rows


def prove_scenario_revision(
    *, spec: EnvironmentSpec, scenario: ScenarioSpec, existing_tasks: list[str] | None = None
) -> Rows:
    """The steps of ``synthesis.scenarios.proof`` as rows; ``existing_tasks`` feed its duplicate check."""
    from synthesis.scenarios.proof import prove_scenario

    proof = prove_scenario(
        scenario=scenario,
        spec=spec,
        sandbox_factory=_session_factory(),
        existing_tasks=list(existing_tasks or []),
    )
    return [
        {
            "stage": "proof",
            "name": step.name,
            "passed": step.passed,
            "skipped": False,
            "detail": step.detail,
            "evidence": step.evidence,
        }
        for step in proof.steps
    ]
