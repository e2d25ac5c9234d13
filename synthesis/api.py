"""The public face of synthesis for the rest of the project (review, exports, project-level pages).

Review imports nothing of synthesis but this module and ``synthesis.models`` (an import-linter contract in
pyproject.toml holds it to that), so synthesis can move its rooms around without breaking review. What is
here: the IR types review renders and edits, re-verification and proof as stored rows, the one writer of
revisions and verification rows, state diffs, sandbox sessions for the MCP server, rollout limits and
starting rollouts, sending a Celery task to its queue, and parsing Python safely on threads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from django.conf import settings

from synthesis.ir import (
    Check,
    EnvironmentSpec,
    ScenarioSpec,
    State,
    StateSchema,
    Tool,
    ToolCall,
    ToolKind,
)
from synthesis.pipelines.rollout import DEFAULTS as ROLLOUT_DEFAULTS
from synthesis.pipelines.rollout import MAX_K as ROLLOUT_MAX_K
from synthesis.pipelines.rollout import RolloutError
from synthesis.pysource import parse_python
from synthesis.revisions.rows import Row, proof_rows, report_rows
from synthesis.rollouts import ROLLOUT_RECORD_FIELDS, to_finetuning_records, validate_finetuning_record
from synthesis.rollouts import Rollout as RolloutRecord
from synthesis.rollouts.runner import MODES as ROLLOUT_MODES
from synthesis.sandbox import SandboxSession, open_session
from synthesis.sandbox.runtime import state_diff
from synthesis.scenarios.replay import REFERENCE_SEED
from synthesis.scenarios.titles import TITLE_SOURCE_CHARS, short_title
from synthesis.seeds.envscaler import (
    EnvScalerError,
    ForeignEnvironment,
    ForeignScenario,
    convert_environment,
    load_files,
    parse_environments,
    parse_scenarios,
)
from synthesis.seeds.envscaler_audit import AuditSummary, audit_environment
from synthesis.seeds.envscaler_stream import (
    IndexedEnvironment,
    ReleaseIndex,
    TooMany,
    index_release,
    read_environment,
)
from synthesis.seeds.witness import (
    WitnessError,
    adopt_witness,
    chain_from_tool_calls,
    results_from_tool_calls,
)

if TYPE_CHECKING:
    from django.contrib.auth.models import User

    from envstudio.tenancy.models import Workspace
    from synthesis.models import Environment, EnvironmentRevision, Scenario, ScenarioRevision, SynthesisJob

# The ORM side is imported inside the functions below: review's exports import this module while Django is
# still loading its apps, before models may be imported.

__all__ = [
    "REFERENCE_SEED",
    "ROLLOUT_DEFAULTS",
    "ROLLOUT_MAX_K",
    "ROLLOUT_MODES",
    "ROLLOUT_RECORD_FIELDS",
    "TITLE_SOURCE_CHARS",
    "AuditSummary",
    "Check",
    "EnvScalerError",
    "EnvironmentSpec",
    "ForeignEnvironment",
    "ForeignScenario",
    "IndexedEnvironment",
    "ReleaseIndex",
    "RolloutError",
    "RolloutRecord",
    "Row",
    "SandboxSession",
    "ScenarioSpec",
    "State",
    "StateSchema",
    "TooMany",
    "Tool",
    "ToolCall",
    "ToolKind",
    "WitnessError",
    "add_proof_revision",
    "add_revision",
    "adopt_witness",
    "audit_environment",
    "chain_from_tool_calls",
    "convert_environment",
    "create_environment",
    "create_scenario",
    "dispatch_task",
    "index_release",
    "load_files",
    "open_session",
    "parse_environments",
    "parse_python",
    "parse_scenarios",
    "proof_rows",
    "prove_scenario",
    "prove_scenario_spec",
    "queue_name",
    "read_environment",
    "replace_verification",
    "report_rows",
    "results_from_tool_calls",
    "reverify_environment",
    "short_title",
    "start_rollouts",
    "state_diff",
    "store_verification",
    "to_finetuning_records",
    "validate_finetuning_record",
]


def _session_factory() -> Any:
    allow = bool(getattr(settings, "ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX", False))
    return lambda: open_session(allow_unisolated=allow)


def reverify_environment(*, spec: EnvironmentSpec) -> list[Row]:
    """The verification gate on an edited environment, as stored rows. No LLM is called on a person's edit:
    repair and exploration are off, so the result reflects the edit itself."""
    from synthesis.verify import VerifySettings, verify_environment

    report = verify_environment(
        spec=spec,
        sandbox_factory=_session_factory(),
        gateway=None,
        settings=VerifySettings(explore=False, repair=False),
    )
    return report_rows(report)


def prove_scenario(
    *, spec: EnvironmentSpec, scenario: ScenarioSpec, existing_tasks: Sequence[str] = ()
) -> list[Row]:
    """The scenario's proof against the environment, as stored rows; ``existing_tasks`` feed its
    near-duplicate check."""
    from synthesis.scenarios.proof import prove_scenario as prove

    proof = prove(
        scenario=scenario, spec=spec, sandbox_factory=_session_factory(), existing_tasks=list(existing_tasks)
    )
    return proof_rows(proof)


def prove_scenario_spec(
    *, spec: EnvironmentSpec, scenario: ScenarioSpec, existing_tasks: Sequence[str] = ()
) -> ScenarioSpec:
    """A copy of ``scenario`` whose ``proof`` is a proof run here, in the sandbox (whatever it claimed)."""
    from synthesis.scenarios.proof import prove_scenario as prove

    proof = prove(
        scenario=scenario, spec=spec, sandbox_factory=_session_factory(), existing_tasks=list(existing_tasks)
    )
    return scenario.model_copy(update={"proof": proof})


def add_proof_revision(
    *, scenario: Scenario, ir: dict[str, Any], proof_passed: bool, rows: Sequence[Row]
) -> ScenarioRevision:
    """A new current revision of ``scenario`` carrying a proof run here, with its rows (see
    ``synthesis.revisions.store.add_proof_revision``)."""
    from synthesis.revisions import store

    return store.add_proof_revision(scenario=scenario, ir=ir, proof_passed=proof_passed, rows=rows)


def dispatch_task(task: Any, *, args: Sequence[Any], queue: str) -> None:
    """Send a Celery task to a pool's queue ("default", "llm", "sandbox") with the instance's prefix,
    starting the embedded broker first where one is used."""
    from synthesis.services.dispatch import send_task

    send_task(task, args=args, queue=queue)


def queue_name(queue: str) -> str:
    """The broker queue for a pool name, with the instance's prefix."""
    from synthesis.services.dispatch import queue_name as name

    return name(queue)


def add_revision(
    *,
    item: Environment | Scenario,
    ir: dict[str, Any],
    parent: EnvironmentRevision | ScenarioRevision,
    user: User | None,
) -> EnvironmentRevision | ScenarioRevision:
    """A person's change as the item's new current revision (see ``synthesis.revisions.store``)."""
    from synthesis.revisions import store

    return store.add_revision(item=item, ir=ir, parent=parent, user=user)


def create_environment(
    *,
    workspace_id: int,
    slug: str,
    name: str,
    ir: dict[str, Any],
    graph: dict[str, Any] | None,
    rows: Sequence[Row] = (),
) -> Environment:
    """A new pending environment with its first revision, made outside a job (an imported bundle)."""
    from synthesis.models import EnvironmentStatus
    from synthesis.revisions import store

    return store.create_environment(
        workspace_id=workspace_id,
        job_id=None,
        job_key="",
        slug=slug,
        name=name,
        status=EnvironmentStatus.PENDING,
        ir=ir,
        graph=graph,
        summary={},
        rows=rows,
    )


def create_scenario(
    *, environment_id: int, key: str, ir: dict[str, Any], proof_passed: bool, rows: Sequence[Row] = ()
) -> Scenario:
    """A new scenario with its first revision, made outside a job (an imported bundle)."""
    from synthesis.revisions import store

    return store.create_scenario(
        environment_id=environment_id, job_id=None, key=key, ir=ir, proof_passed=proof_passed, rows=rows
    )


def replace_verification(*, revision: EnvironmentRevision | ScenarioRevision, rows: Sequence[Row]) -> int:
    """A re-verification's rows replace the revision's earlier ones."""
    from synthesis.revisions import store

    return store.replace_verification(revision=revision, rows=rows)


def store_verification(*, revision: EnvironmentRevision | ScenarioRevision, rows: Sequence[Row]) -> int:
    from synthesis.revisions import store

    return store.store_verification(revision=revision, rows=rows)


def start_rollouts(*, workspace: Workspace, user: User | None, **settings: Any) -> SynthesisJob:
    """A rollout job (see ``synthesis.services.start_rollouts`` for the settings); RolloutError on bad input,
    PermissionDenied below the reviewer role."""
    from synthesis import services

    return services.start_rollouts(workspace=workspace, user=user, **settings)
