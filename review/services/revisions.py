"""Edits as new revisions with optimistic locking, reverts, and re-verification; revisions and their
verification rows are written through synthesis.api (synthesis owns them)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils.module_loading import import_string
from pydantic import ValidationError

from envstudio.tenancy.models import Role, Workspace
from review.services.audit import record_event
from review.services.decisions import _set_status, compute_status
from review.services.items import (
    EditConflict,
    Item,
    ItemKind,
    ItemRef,
    ReviewError,
    Revision,
    _lock,
    current_revision,
    require_role,
    workspace_of,
)
from synthesis import api
from synthesis.api import Check, EnvironmentSpec, ScenarioSpec
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    Scenario,
    ScenarioRevision,
)


def _new_revision(*, item: Item, ir: dict[str, Any], parent: Revision, user: User) -> Revision:
    # synthesis owns its revisions: one writer for pipelines and review alike.
    return api.add_revision(item=item, ir=ir, parent=parent, user=user)


def _validated_ir(item: Item, ir: dict[str, Any]) -> dict[str, Any]:
    model = EnvironmentSpec if isinstance(item, Environment) else ScenarioSpec
    try:
        return model.model_validate(ir).model_dump(mode="json")
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'spec'}: {e['msg']}" for e in error.errors()[:5]
        )
        raise ReviewError(f"The edit does not make a valid {model.__name__}: {problems}") from error


def _changed_fields(old: dict[str, Any], new: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    keys = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    return {k: old.get(k) for k in keys}, {k: new.get(k) for k in keys}


def apply_environment_edit(ir: dict[str, Any], submitted: dict[str, Any]) -> dict[str, Any]:
    """``submitted`` may carry description, rules (list), code and tool_descriptions ({tool: text})."""
    edited = json.loads(json.dumps(ir))
    for key in ("description", "code"):
        if submitted.get(key) is not None:
            edited[key] = str(submitted[key]).replace("\r\n", "\n")
    if submitted.get("rules") is not None:
        edited["rules"] = [str(rule).strip() for rule in submitted["rules"] if str(rule).strip()]
    tools = {tool["name"]: tool for tool in edited.get("tools", [])}
    for name, description in (submitted.get("tool_descriptions") or {}).items():
        if name not in tools:
            raise ReviewError(f"There is no tool {name!r} to edit.")
        tools[name]["description"] = str(description).replace("\r\n", "\n")
    return edited


def apply_scenario_edit(ir: dict[str, Any], submitted: dict[str, Any]) -> dict[str, Any]:
    """``submitted`` may carry task, initial_state (dict or JSON text) and
    checks ({id: {description, source, weight}})."""
    edited = json.loads(json.dumps(ir))
    if submitted.get("task") is not None:
        edited["task"] = str(submitted["task"]).replace("\r\n", "\n")
    state = submitted.get("initial_state")
    if isinstance(state, str):
        try:
            state = json.loads(state)
        except json.JSONDecodeError as error:
            raise ReviewError(f"The initial state is not JSON: {error}") from error
    if state is not None:
        if not isinstance(state, dict) or not all(isinstance(rows, list) for rows in state.values()):
            raise ReviewError("The initial state must be a JSON object of tables, each a list of rows.")
        edited["initial_state"] = state
    checks = {check["id"]: check for check in edited.get("checks", [])}
    for check_id, values in (submitted.get("checks") or {}).items():
        if check_id not in checks:
            raise ReviewError(f"There is no check {check_id!r} to edit.")
        for key in ("description", "source"):
            if values.get(key) is not None:
                checks[check_id][key] = str(values[key]).replace("\r\n", "\n")
        if values.get("weight") is not None:
            checks[check_id]["weight"] = float(values["weight"])
        Check.model_validate(checks[check_id])
    return edited


def edit_item(
    *, workspace: Workspace, user: User, item: Item, base_number: int, submitted: dict[str, Any]
) -> Revision:
    """A new revision (parent = the edited one) when ``base_number`` is still current; else EditConflict."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    if workspace_of(item) != workspace.pk:
        raise ReviewError(f"{ItemRef.of(item)} is not in workspace {workspace.name}.")
    with transaction.atomic():
        locked = _lock(item)
        current = current_revision(locked)
        if current.number != base_number:
            raise EditConflict(current=current, base_number=base_number, submitted=submitted)
        if isinstance(locked, Environment):
            edited = apply_environment_edit(current.ir, submitted)
        else:
            edited = apply_scenario_edit(current.ir, submitted)
        edited = _validated_ir(locked, edited)
        old_fields, new_fields = _changed_fields(current.ir, edited)
        if not new_fields:
            raise ReviewError("Nothing changed; no new revision was made.")
        revision = _new_revision(item=locked, ir=edited, parent=current, user=user)
        record_event(
            workspace=workspace,
            actor=user,
            action="edit",
            item=locked,
            old_value={"revision": current.number, **old_fields},
            new_value={"revision": revision.number, **new_fields},
        )
        schedule_reverification(revision)
    return revision


def revert_item(
    *, workspace: Workspace, user: User, item: Item, to_number: int, base_number: int, reason: str
) -> Revision:
    """A revert is a new revision with the old one's IR; the history stays intact. The reason is audited."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    reason = reason.strip()
    if not reason:
        raise ReviewError("A revert needs a reason: say what was wrong with the current revision.")
    with transaction.atomic():
        locked = _lock(item)
        current = current_revision(locked)
        if current.number != base_number:
            raise EditConflict(current=current, base_number=base_number, submitted={})
        target = locked.revisions.filter(number=to_number).first()  # type: ignore[union-attr]
        if target is None:
            raise ReviewError(f"{ItemRef.of(locked)} has no revision {to_number}.")
        if target.number == current.number:
            raise ReviewError(f"Revision {to_number} is already current.")
        revision = _new_revision(item=locked, ir=target.ir, parent=current, user=user)
        record_event(
            workspace=workspace,
            actor=user,
            action="revert",
            item=locked,
            old_value={"revision": current.number},
            new_value={"revision": revision.number, "reverted_to": target.number, "reason": reason},
        )
        schedule_reverification(revision)
    return revision


VerificationRows = list[dict[str, Any]]
# The duplicate check compares an edited task with this many sibling tasks (newest first).
MAX_SIBLING_TASKS = 500


def schedule_reverification(revision: Revision) -> None:
    """Send the Celery task once the new revision is committed (the worker must be able to read it)."""
    from review import tasks  # tasks imports services; import here to keep the module graph acyclic

    kind = "env" if isinstance(revision, EnvironmentRevision) else "scn"
    revision_id = int(revision.pk)
    transaction.on_commit(lambda: tasks.reverify_revision.delay(kind, revision_id))


def _verifier(setting_name: str, default: str) -> Callable[..., VerificationRows]:
    return import_string(getattr(settings, setting_name, default))  # type: ignore[no-any-return]


def reverify(*, kind: ItemKind, revision_id: int) -> int:
    """Run the verification an edit affects, store its rows (replacing earlier ones) and update the status.

    Environments go through the environment verifier; scenarios through the scenario prover, which needs the
    environment's current spec. Returns the number of stored results.
    """
    if kind == "env":
        env_revision = EnvironmentRevision.objects.select_related("environment").get(pk=revision_id)
        verify = _verifier("REVIEW_ENVIRONMENT_VERIFIER", "review.verifiers.verify_environment_revision")
        rows = verify(spec=EnvironmentSpec.model_validate(env_revision.ir))
        item: Item = env_revision.environment
        revision: Revision = env_revision
    else:
        scn_revision = ScenarioRevision.objects.select_related("scenario__environment__current_revision").get(
            pk=revision_id
        )
        env_current = scn_revision.scenario.environment.current_revision
        if env_current is None:
            raise ReviewError("The scenario's environment has no revision to prove it against.")
        prove = _verifier("REVIEW_SCENARIO_VERIFIER", "review.verifiers.prove_scenario_revision")
        siblings = (
            Scenario.objects.filter(environment_id=scn_revision.scenario.environment_id)
            .exclude(pk=scn_revision.scenario_id)
            .order_by("-pk")
            .values_list("current_revision__ir__task", flat=True)[:MAX_SIBLING_TASKS]
        )
        rows = prove(
            spec=EnvironmentSpec.model_validate(env_current.ir),
            scenario=ScenarioSpec.model_validate(scn_revision.ir),
            existing_tasks=[str(task) for task in siblings if task],
        )
        item = scn_revision.scenario
        revision = scn_revision
    with transaction.atomic():
        api.replace_verification(revision=revision, rows=rows)
        locked = _lock(item)
        if locked.current_revision_id == revision.pk:
            workspace = Workspace.objects.get(pk=workspace_of(locked))
            old_status = locked.status
            new_status = compute_status(locked, workspace=workspace)
            _set_status(locked, new_status)
            record_event(
                workspace=workspace,
                actor=None,
                action="reverified",
                item=locked,
                old_value={"status": old_status},
                new_value={
                    "status": new_status,
                    "revision": revision.number,
                    "failed": sum(1 for r in rows if not r.get("passed") and not r.get("skipped")),
                },
            )
    return len(rows)
