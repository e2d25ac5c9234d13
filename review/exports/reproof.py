"""Imported evidence is never trusted: the re-proof job of a bundle import.

``import_bundle`` stores every imported environment and scenario with ``unverified_import`` set (shown
"unverified, imported" everywhere; ``review.services.decide`` refuses to approve it) and queues
``run_reproof`` on the sandbox queue. The job verifies each environment with the sandboxed verification gate
(the same as an edit's re-verification, no LLM) and proves each scenario again in the sandbox, whatever the
bundle claimed: a scenario gets a new pipeline revision carrying the proof run here, with its rows. A re-run
that disagrees with the bundle's claim (claimed proven, fails here) adds a failed ``bundle_claim`` row whose
evidence holds both. Progress is recorded on the ``BundleImport`` row; anything that stops a verification
counts as its failure (fail closed), and an item the job never reached stays unverified.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.module_loading import import_string

from envstudio.tenancy.models import Workspace
from review.exports.models import BundleImport, ExportStatus
from review.services import compute_status, record_event
from synthesis import api
from synthesis.api import EnvironmentSpec, ScenarioSpec
from synthesis.models import Environment, Scenario

logger = logging.getLogger(__name__)
REPROOF_QUEUE = "sandbox"  # imported code runs here, in the sandbox only
CLAIM_ROW = "bundle_claim"
MAX_SIBLING_TASKS = 500

Rows = list[dict[str, Any]]


def _environment_verifier() -> Callable[..., Rows]:
    path = getattr(settings, "REVIEW_ENVIRONMENT_VERIFIER", "review.verifiers.verify_environment_revision")
    return import_string(path)  # type: ignore[no-any-return]


def _scenario_prover() -> Callable[..., ScenarioSpec]:
    path = getattr(settings, "ENVSTUDIO_IMPORT_SCENARIO_PROVER", "synthesis.api.prove_scenario_spec")
    return import_string(path)  # type: ignore[no-any-return]


def dispatch_reproof(*, import_id: int) -> None:
    from review.exports import tasks  # tasks imports the services

    api.dispatch_task(tasks.run_reproof, args=[import_id], queue=REPROOF_QUEUE)


def _error_row(*, stage: str, name: str, error: BaseException) -> dict[str, Any]:
    return {
        "stage": stage,
        "name": name,
        "passed": False,
        "skipped": False,
        "detail": f"could not run, so it counts as failed: {type(error).__name__}: {error}",
        "evidence": {"error": f"{type(error).__name__}: {error}", "traceback": traceback.format_exc()},
    }


def claim_disagreement(*, claimed: ScenarioSpec, proven: ScenarioSpec) -> dict[str, Any] | None:
    """A failed row holding both the bundle's claim and the re-run's outcome when the bundle claimed a proof
    that the re-run here does not give; None when they agree (or the bundle claimed nothing passed)."""
    claim, rerun = claimed.proof, proven.proof
    if claim is None or not claim.passed or rerun is None or rerun.passed:
        return None
    failed = [step.name for step in rerun.steps if not step.passed]
    return {
        "stage": "import",
        "name": CLAIM_ROW,
        "passed": False,
        "skipped": False,
        "detail": (
            "The bundle claimed this scenario proven; proven again here in the sandbox it fails: "
            + ", ".join(failed)
            + ". The bundle's claim is not evidence."
        ),
        "evidence": {
            "about": "proof",
            "expected": {
                "source": "the bundle's claim",
                "passed": True,
                "steps": {step.name: step.passed for step in claim.steps},
            },
            "actual": {
                "source": "re-run in the sandbox",
                "passed": False,
                "steps": {step.name: step.passed for step in rerun.steps},
            },
            "failed_steps": {step.name: step.detail for step in rerun.steps if not step.passed},
        },
    }


def _failed_proof(claimed: ScenarioSpec, error: BaseException) -> ScenarioSpec:
    proof = {
        "passed": False,
        "steps": [
            {
                "name": "proof_ran",
                "passed": False,
                "detail": f"the proof could not run: {type(error).__name__}: {error}",
                "evidence": {},
            }
        ],
    }
    return ScenarioSpec.model_validate({**claimed.model_dump(mode="json"), "proof": proof})


def _settle(item: Environment | Scenario, *, workspace: Workspace, failed: int) -> None:
    old_status = item.status
    item.unverified_import = False
    item.status = compute_status(item, workspace=workspace)
    item.save(update_fields=["unverified_import", "status"])
    record_event(
        workspace=workspace,
        actor=None,
        action="import.reproved",
        item=item,
        old_value={"status": old_status, "unverified_import": True},
        new_value={"status": item.status, "failed": failed},
    )


def _reverify_environment(environment_id: int, *, workspace: Workspace) -> bool:
    environment = Environment.objects.select_related("current_revision").get(pk=environment_id)
    revision = environment.current_revision
    assert revision is not None
    try:
        rows = _environment_verifier()(spec=EnvironmentSpec.model_validate(revision.ir))
    except Exception as error:  # fail closed: a verification that cannot run is a failed one
        logger.exception("verifying imported environment %s failed", environment_id)
        rows = [_error_row(stage="import", name="verification_ran", error=error)]
    failed = sum(1 for row in rows if not row.get("passed") and not row.get("skipped"))
    with transaction.atomic():
        locked = Environment.objects.select_for_update().get(pk=environment_id)
        api.replace_verification(revision=revision, rows=rows)
        _settle(locked, workspace=workspace, failed=failed)
    return failed == 0


def _reprove_scenario(scenario_id: int, *, workspace: Workspace) -> tuple[bool, bool]:
    """(proven here, the re-run disagrees with the bundle's claim)."""
    scenario = Scenario.objects.select_related("current_revision", "environment__current_revision").get(
        pk=scenario_id
    )
    revision, environment_revision = scenario.current_revision, scenario.environment.current_revision
    assert revision is not None and environment_revision is not None
    claimed = ScenarioSpec.model_validate(revision.ir)
    siblings = (
        Scenario.objects.filter(environment_id=scenario.environment_id)
        .exclude(pk=scenario.pk)
        .order_by("-pk")
        .values_list("current_revision__ir__task", flat=True)[:MAX_SIBLING_TASKS]
    )
    try:
        proven = _scenario_prover()(
            spec=EnvironmentSpec.model_validate(environment_revision.ir),
            scenario=claimed.model_copy(update={"proof": None}),
            existing_tasks=[str(task) for task in siblings if task],
        )
    except Exception as error:  # fail closed
        logger.exception("proving imported scenario %s failed", scenario_id)
        proven = _failed_proof(claimed, error)
    assert proven.proof is not None
    rows: Rows = list(api.proof_rows(proven.proof))
    disagreement = claim_disagreement(claimed=claimed, proven=proven)
    if disagreement is not None:
        rows.insert(0, disagreement)
    with transaction.atomic():
        locked = (
            Scenario.objects.select_for_update(of=("self",))
            .select_related("current_revision")
            .get(pk=scenario_id)
        )
        api.add_proof_revision(
            scenario=locked, ir=proven.model_dump(mode="json"), proof_passed=proven.proof.passed, rows=rows
        )
        failed = sum(1 for row in rows if not row.get("passed") and not row.get("skipped"))
        _settle(locked, workspace=workspace, failed=failed)
    return proven.proof.passed, disagreement is not None


def run_reproof(*, import_id: int) -> BundleImport | None:
    """The task body: verify every still-unverified environment of the import, then prove its scenarios."""
    with transaction.atomic():
        record = BundleImport.objects.select_for_update().filter(pk=import_id).first()
        if record is None:
            logger.warning("bundle import %s no longer exists; nothing to re-prove", import_id)
            return None
        if not record.is_active:
            return record  # a redelivered message for a job that has ended
        environments = list(
            Environment.objects.filter(pk__in=record.environment_ids).order_by("pk").values_list("pk", "slug")
        )
        pending_envs = set(
            Environment.objects.filter(pk__in=record.environment_ids, unverified_import=True).values_list(
                "pk", flat=True
            )
        )
        scenarios = list(
            Scenario.objects.filter(environment_id__in=record.environment_ids, unverified_import=True)
            .order_by("environment_id", "pk")
            .values_list("pk", "key")
        )
        record.status = ExportStatus.RUNNING
        record.started_at = record.started_at or timezone.now()
        record.progress_total = (
            len(record.environment_ids)
            + Scenario.objects.filter(environment_id__in=record.environment_ids).count()
        )
        record.progress_done = record.progress_total - len(pending_envs) - len(scenarios)
        record.save(update_fields=["status", "started_at", "progress_total", "progress_done"])
    workspace = Workspace.objects.get(pk=record.workspace_id)
    outcome: dict[str, list[str]] = {"verified": [], "failed": [], "disagreements": []}
    try:
        for pk, slug in environments:
            if pk not in pending_envs:
                continue
            ok = _reverify_environment(pk, workspace=workspace)
            outcome["verified" if ok else "failed"].append(f"env:{slug}")
            BundleImport.objects.filter(pk=import_id).update(progress_done=F("progress_done") + 1)
        for pk, key in scenarios:
            ok, disagrees = _reprove_scenario(pk, workspace=workspace)
            outcome["verified" if ok else "failed"].append(f"scn:{key}")
            if disagrees:
                outcome["disagreements"].append(f"scn:{key}")
            BundleImport.objects.filter(pk=import_id).update(progress_done=F("progress_done") + 1)
    except Exception as error:  # recorded for the page; the items not reached stay unverified
        logger.exception("re-proof of bundle import %s failed", import_id)
        BundleImport.objects.filter(pk=import_id).update(
            status=ExportStatus.FAILED,
            error=f"{type(error).__name__}: {error}\n\n{traceback.format_exc()}",
            outcome=outcome,
            finished_at=timezone.now(),
        )
        return BundleImport.objects.get(pk=import_id)
    BundleImport.objects.filter(pk=import_id).update(
        status=ExportStatus.SUCCEEDED, outcome=outcome, finished_at=timezone.now()
    )
    return BundleImport.objects.get(pk=import_id)


def fail_reproof(*, import_id: int, error: str) -> None:
    """Mark a re-proof that has not ended as failed (the task itself crashed); its items stay unverified."""
    BundleImport.objects.filter(pk=import_id, status__in=[ExportStatus.QUEUED, ExportStatus.RUNNING]).update(
        status=ExportStatus.FAILED, error=error, finished_at=timezone.now()
    )
