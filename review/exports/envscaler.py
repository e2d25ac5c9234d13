"""Importing EnvScaler's released data into a workspace, and adopting a witness for an imported scenario.

The conversion and the audit are pure (``synthesis.seeds.envscaler``, ``synthesis.seeds.envscaler_audit``,
reached through ``synthesis.api``); this module checks, converts and audits everything first and then writes
it in one transaction, so bad input or a class that does not run leaves nothing behind. Imported environments
and scenarios arrive pending review; the scenarios are unproven until a witness (a chain earning 1.0) is
adopted.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sized
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser, User
from django.core.exceptions import PermissionDenied
from django.db import transaction

from envstudio.tenancy.models import Role, Workspace
from envstudio.tenancy.permissions import membership_for
from review.exports.models import ForeignImport
from synthesis.api import (
    AuditSummary,
    EnvironmentSpec,
    EnvScalerError,
    ForeignEnvironment,
    ForeignScenario,
    SandboxSession,
    ScenarioSpec,
    ToolCall,
    WitnessError,
    adopt_witness,
    audit_environment,
    chain_from_tool_calls,
    convert_environment,
    load_files,
    open_session,
    parse_environments,
    parse_scenarios,
    results_from_tool_calls,
)
from synthesis.models import (
    AuthorKind,
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Rollout,
    Scenario,
    ScenarioRevision,
)

IMPORT_ROLE = Role.REVIEWER  # those who may edit items (reviewers and admins)
SandboxFactory = Callable[[], SandboxSession]
Progress = Callable[[int, int], None]  # (environments done, environments in all)


def check_counts(*, env_data: Any, scenario_data: Any) -> None:
    """EnvScalerError when an import holds more environments or scenarios than the settings allow."""
    limits = (
        ("environment metadata", "environments", env_data, "ENVSTUDIO_ENVSCALER_MAX_ENVIRONMENTS"),
        ("scenario metadata", "scenarios", scenario_data, "ENVSTUDIO_ENVSCALER_MAX_SCENARIOS"),
    )
    for label, things, data, setting in limits:
        limit = int(getattr(settings, setting))
        count = len(data) if isinstance(data, Sized) else 0
        if count > limit:
            raise EnvScalerError(
                f"the {label} holds {count:,} {things}; an import takes at most {limit:,} (the setting "
                f"{setting}); nothing imported"
            )


def can_import(*, user: AbstractBaseUser | AnonymousUser, workspace: Workspace) -> bool:
    membership = membership_for(user, workspace)
    return membership is not None and membership.has_role_at_least(IMPORT_ROLE)


def sandbox_for(workspace: Workspace) -> SandboxFactory:
    """Foreign code is untrusted: it runs only where the sandbox isolates, unless an admin allowed
    otherwise."""
    allow = bool(
        getattr(settings, "ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX", False)
        or (workspace.settings or {}).get("allow_unisolated_sandbox")
    )
    return functools.partial(open_session, untrusted=True, allow_unisolated=allow)


def import_envscaler(
    *,
    workspace: Workspace,
    env_metadata: bytes,
    scenario_metadata: bytes,
    user: AbstractBaseUser | AnonymousUser | None = None,
    sandbox_factory: SandboxFactory | None = None,
    progress: Progress | None = None,
) -> ForeignImport:
    """Check, convert and audit everything, then store it (EnvScalerError or PermissionDenied, nothing
    saved). Bounded: the JSON's depth, environments and scenarios per import (settings); an environment whose
    constructor or checks the sandbox stops is named in the error. The web runs this in a worker
    (``review.exports.envscaler_runs``); ``progress`` hears of each environment done."""
    if user is not None and not can_import(user=user, workspace=workspace):
        raise PermissionDenied(f"Importing needs the {IMPORT_ROLE} role in {workspace.name}.")
    factory = sandbox_factory or sandbox_for(workspace)
    env_data, scenario_data = load_files(env_metadata=env_metadata, scenario_metadata=scenario_metadata)
    check_counts(env_data=env_data, scenario_data=scenario_data)
    environments = parse_environments(env_data)
    scenarios = parse_scenarios(scenario_data, environments)
    summary = AuditSummary()
    results: list[tuple[EnvironmentSpec, list[ScenarioSpec]]] = []
    skipped: list[str] = []
    broken: list[str] = []
    for position, (env_id, foreign) in enumerate(environments.items()):
        if progress is not None:
            progress(position, len(environments))
        mine = [s for s in scenarios if s.env_id == env_id]
        if not mine:
            skipped.append(env_id)  # nothing to score there (their SFT-only environments)
            continue
        try:
            spec, audited, _ = convert_and_audit(foreign, mine, sandbox_factory=factory)
        except EnvScalerError as exc:
            broken.append(str(exc))  # go on: one error names every environment that does not run
            continue
        for scenario in audited:
            summary.add(scenario)
        results.append((spec, audited))
    if broken:
        raise EnvScalerError(
            f"{len(broken)} environment(s) do not run, nothing imported: " + "; ".join(broken)
        )
    if not results:
        raise EnvScalerError("no environment has a scenario; nothing imported")
    slugs = [spec.slug for spec, _ in results]
    repeated = sorted({slug for slug in slugs if slugs.count(slug) > 1})
    if repeated:
        raise EnvScalerError(f"several env_ids become the slug(s) {repeated}; nothing imported")
    taken = set(
        Environment.objects.filter(workspace=workspace, slug__in=[s.slug for s, _ in results]).values_list(
            "slug", flat=True
        )
    )
    if taken:
        raise EnvScalerError(f"the workspace already has environment(s) {sorted(taken)}; nothing imported")
    with transaction.atomic():
        for spec, audited in results:
            store_environment(workspace=workspace, spec=spec, scenarios=audited)
        return ForeignImport.objects.create(
            workspace=workspace,
            source="envscaler",
            created_by=user if isinstance(user, User) else None,
            environments=[spec.slug for spec, _ in results],
            skipped=skipped,
            summary=summary.as_dict(),
        )


def convert_and_audit(
    foreign: ForeignEnvironment, scenarios: list[ForeignScenario], *, sandbox_factory: SandboxFactory
) -> tuple[EnvironmentSpec, list[ScenarioSpec], AuditSummary]:
    """One environment and its scenarios as IR with the audit as their proofs; EnvScalerError when its class
    or a check does not run in the sandbox (a check_func the sandbox stops is this environment's error)."""
    converted = convert_environment(foreign, scenarios, sandbox_factory=sandbox_factory)
    audited = audit_environment(converted, scenarios, sandbox_factory=sandbox_factory)
    summary = AuditSummary()
    for scenario in audited:
        summary.add(scenario)
    return converted.spec, audited, summary


def store_environment(
    *, workspace: Workspace, spec: EnvironmentSpec, scenarios: list[ScenarioSpec]
) -> Environment:
    """An imported environment and its scenarios, pending review and unproven (call inside a transaction)."""
    environment = Environment.objects.create(
        workspace=workspace, slug=spec.slug, name=spec.name, status=EnvironmentStatus.PENDING
    )
    revision = EnvironmentRevision.objects.create(
        environment=environment,
        number=1,
        ir=spec.model_dump(mode="json"),
        summary={"imported_from": "envscaler"},
        author_kind=AuthorKind.PIPELINE,
    )
    environment.current_revision = revision
    environment.save(update_fields=["current_revision"])
    for scenario in scenarios:
        row = Scenario.objects.create(environment=environment, key=scenario.id)
        scenario_revision = ScenarioRevision.objects.create(
            scenario=row, number=1, ir=scenario.model_dump(mode="json"), proof_passed=False
        )
        row.current_revision = scenario_revision
        row.save(update_fields=["current_revision"])
    return environment


def adopt_witness_for(
    *,
    scenario: Scenario,
    chain: list[dict[str, Any]] | None = None,
    rollout: Rollout | None = None,
    user: User | None = None,
    sandbox_factory: SandboxFactory | None = None,
) -> ScenarioRevision:
    """A new revision of ``scenario`` whose reference chain is the witness (given, or a rollout's successful
    calls), with the full proof; WitnessError when the chain does not earn 1.0."""
    revision = scenario.current_revision
    environment = scenario.environment
    if revision is None or environment.current_revision is None:
        raise EnvScalerError(f"scenario {scenario.key!r} has no current revision")
    recorded = None
    if rollout is not None:
        calls = chain_from_tool_calls(list(rollout.tool_calls))
        # The rollout ran at its own environment seed: its generated ids become the reference seed's.
        recorded = results_from_tool_calls(list(rollout.tool_calls))
    else:
        calls = [ToolCall.model_validate(call) for call in chain or []]
    spec = EnvironmentSpec.model_validate(environment.current_revision.ir)
    others = [
        ScenarioSpec.model_validate(s.current_revision.ir).task
        for s in environment.scenarios.exclude(pk=scenario.pk).select_related("current_revision")
        if s.current_revision is not None
    ]
    proven = adopt_witness(
        scenario=ScenarioSpec.model_validate(revision.ir),
        spec=spec,
        chain=calls,
        sandbox_factory=sandbox_factory or sandbox_for(environment.workspace),
        existing_tasks=others,
        recorded=recorded,
    )
    with transaction.atomic():
        new = ScenarioRevision.objects.create(
            scenario=scenario,
            number=revision.number + 1,
            ir=proven.model_dump(mode="json"),
            proof_passed=bool(proven.proof and proven.proof.passed),
            author=user,
            author_kind=AuthorKind.USER if user is not None else AuthorKind.PIPELINE,
            parent=revision,
        )
        scenario.current_revision = new
        scenario.save(update_fields=["current_revision"])
    return new


def adopt_witnesses_from_rollouts(
    *, workspace: Workspace, sandbox_factory: SandboxFactory | None = None
) -> dict[str, str]:
    """For every unproven scenario of the workspace, the latest rollout of its current revision that earned
    1.0 becomes its witness. Returns scenario key -> outcome ("proven", "proof failed: ...", or the witness
    error)."""
    outcomes: dict[str, str] = {}
    unproven = Scenario.objects.filter(
        environment__workspace=workspace, current_revision__proof_passed=False
    ).select_related("current_revision", "environment__current_revision", "environment__workspace")
    for scenario in unproven:
        rollout = (
            Rollout.objects.filter(scenario_revision=scenario.current_revision, reward__gte=1.0)
            .order_by("-created_at", "-pk")
            .first()
        )
        if rollout is None:
            continue
        try:
            revision = adopt_witness_for(scenario=scenario, rollout=rollout, sandbox_factory=sandbox_factory)
        except (WitnessError, EnvScalerError) as exc:
            outcomes[scenario.key] = f"no witness: {exc}"
            continue
        failed = [s["name"] for s in revision.ir["proof"]["steps"] if not s["passed"]]
        outcomes[scenario.key] = "proven" if revision.proof_passed else f"proof failed: {', '.join(failed)}"
    return outcomes
