"""Review rules: decisions and approval counting, edits as new revisions with optimistic locking, reverts,
claims, comments, re-verification and the audit log. Views, the management command and tasks
all go through here.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Literal

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.module_loading import import_string
from pydantic import ValidationError

from envstudio.audit import services as audit
from envstudio.tenancy.models import Membership, Role, Workspace
from envstudio.tenancy.permissions import membership_for
from review.models import AuditEvent, Claim, Comment, Decision, Verdict
from synthesis import api
from synthesis.api import Check, EnvironmentSpec, ScenarioSpec
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Scenario,
    ScenarioRevision,
    VerificationResult,
)

Item = Environment | Scenario
Revision = EnvironmentRevision | ScenarioRevision
ItemKind = Literal["env", "scn"]
DEFAULT_CLAIM_MINUTES = 30


class ReviewError(ValueError):
    """A review action the rules refuse; the message is shown to the user as it is."""


class EditConflict(ReviewError):
    """The edit was based on a revision that is no longer current; carries both sides so nothing is lost."""

    def __init__(self, *, current: Revision, base_number: int, submitted: dict[str, Any]) -> None:
        super().__init__(
            f"Revision {base_number} is no longer current: revision {current.number} was saved meanwhile."
        )
        self.current = current
        self.base_number = base_number
        self.submitted = submitted


# --- items and references -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ItemRef:
    """The readable id of an item: ``env:12`` or ``scn:340``."""

    kind: ItemKind
    pk: int

    @classmethod
    def parse(cls, text: str) -> ItemRef:
        kind, _, number = text.strip().partition(":")
        if kind not in ("env", "scn") or not number.isdigit():
            raise ReviewError(f"{text!r} is not an item id; use env:<number> or scn:<number>")
        return cls(kind=kind, pk=int(number))  # type: ignore[arg-type]

    @classmethod
    def of(cls, item: Item) -> ItemRef:
        return cls(kind="env" if isinstance(item, Environment) else "scn", pk=int(item.pk))

    def __str__(self) -> str:
        return f"{self.kind}:{self.pk}"


def item_filter(item: Item) -> dict[str, Item]:
    """Keyword arguments selecting the review records of one item."""
    return {"environment": item} if isinstance(item, Environment) else {"scenario": item}


def workspace_of(item: Item) -> int:
    return int(item.workspace_id if isinstance(item, Environment) else item.environment.workspace_id)


def get_item(*, workspace: Workspace, ref: ItemRef) -> Item:
    """The item in this workspace; an item of another workspace is as unknown as a missing one."""
    if ref.kind == "env":
        found: Item | None = Environment.objects.filter(workspace=workspace, pk=ref.pk).first()
    else:
        found = (
            Scenario.objects.select_related("environment")
            .filter(environment__workspace=workspace, pk=ref.pk)
            .first()
        )
    if found is None:
        raise ReviewError(f"No item {ref} in workspace {workspace.name}.")
    return found


def _lock(item: Item) -> Item:
    model = type(item)
    return model.objects.select_for_update().get(pk=item.pk)  # type: ignore[attr-defined,no-any-return]


def current_revision(item: Item) -> Revision:
    revision = item.current_revision
    if revision is None:
        raise ReviewError(f"{ItemRef.of(item)} has no revision yet.")
    return revision


# --- permissions and settings -------------------------------------------------------------------------------


def require_role(*, workspace: Workspace, user: User, role: str) -> Membership:
    """The same rule for UI, command and tasks: outsiders are refused, low roles too (PermissionDenied)."""
    membership = membership_for(user, workspace)
    if membership is None:
        raise PermissionDenied(f"{user} is not a member of {workspace.name}.")
    if not membership.has_role_at_least(role):
        raise PermissionDenied(
            f"This needs the {role} role in {workspace.name}; {user} is {membership.role}."
        )
    return membership


def required_approvals(workspace: Workspace) -> int:
    return max(1, int(workspace.setting("required_approvals") or 1))


def claim_minutes(workspace: Workspace) -> int:
    configured = workspace.settings.get("claim_minutes") or getattr(
        settings, "REVIEW_CLAIM_MINUTES", DEFAULT_CLAIM_MINUTES
    )
    return max(1, int(configured))


REWARD_MODES = ("weighted", "product", "checks_only", "target_only")


def update_review_settings(
    *,
    workspace: Workspace,
    user: User,
    required: int,
    claim_timeout_minutes: int,
    reward_mode: str | None = None,
    reward_checks_weight: float | None = None,
) -> Workspace:
    """Admins only. Status of existing items is not recounted; new decisions use the new count.

    The reward rule applies to scenarios made from now on (each scenario carries the rule it was made with).
    """
    require_role(workspace=workspace, user=user, role=Role.ADMIN)
    if not 1 <= required <= 20:
        raise ReviewError("Required approvals must be between 1 and 20.")
    if not 1 <= claim_timeout_minutes <= 24 * 60:
        raise ReviewError("Claims must expire after 1 minute to 24 hours.")
    if reward_mode is not None and reward_mode not in REWARD_MODES:
        raise ReviewError(f"The reward mode must be one of {', '.join(REWARD_MODES)}.")
    if reward_checks_weight is not None and not 0.0 <= reward_checks_weight <= 1.0:
        raise ReviewError("The weight of the checks must be between 0 and 1.")
    with transaction.atomic():
        locked = Workspace.objects.select_for_update().get(pk=workspace.pk)
        new: dict[str, Any] = {"required_approvals": required, "claim_minutes": claim_timeout_minutes}
        if reward_mode is not None:
            new["reward_mode"] = reward_mode
        if reward_checks_weight is not None:
            new["reward_checks_weight"] = reward_checks_weight
        old: dict[str, Any] = {
            "required_approvals": required_approvals(locked),
            "claim_minutes": claim_minutes(locked),
        }
        for key in ("reward_mode", "reward_checks_weight"):
            if key in new:
                old[key] = locked.settings.get(key)
        locked.settings = {**locked.settings, **new}
        locked.save(update_fields=["settings"])
        record_event(workspace=locked, actor=user, action="settings", old_value=old, new_value=new)
    return locked


# --- audit log ----------------------------------------------------------------------------------------------


def _target_kind(item: Item | None) -> str:
    if item is None:
        return ""
    return "environment" if isinstance(item, Environment) else "scenario"


def record_event(
    *,
    workspace: Workspace,
    actor: User | None,
    action: str,
    item: Item | None = None,
    old_value: Any = None,
    new_value: Any = None,
) -> AuditEvent:
    """Review's events, recorded in the one audit log (envstudio.audit) with the item as their target."""
    return audit.record_event(
        workspace=workspace,
        actor=actor,
        action=action,
        target_kind=("environment" if isinstance(item, Environment) else "scenario")
        if item is not None
        else "",
        target_id=item.pk if item is not None else None,
        target_label=str(ItemRef.of(item)) if item is not None else "",
        old_value=old_value,
        new_value=new_value,
    )


# --- status and approval counting ---------------------------------------------------------------------------


def latest_verdicts(*, item: Item, revision_number: int) -> dict[int, str]:
    """Each reviewer's latest verdict on that revision (the last one counts: minds change)."""
    verdicts: dict[int, str] = {}
    rows = Decision.objects.filter(**item_filter(item), revision_number=revision_number).order_by(
        "created_at", "pk"
    )
    for reviewer_id, verdict in rows.values_list("reviewer_id", "verdict"):
        verdicts[reviewer_id] = verdict
    return verdicts


def is_disagreement(verdicts: dict[int, str]) -> bool:
    values = set(verdicts.values())
    return Verdict.APPROVE in values and (Verdict.REJECT in values or Verdict.REQUEST_CHANGES in values)


def failed_verification(revision: Revision) -> bool:
    """A blocking failure: failed, not skipped, not a warning (warnings never block admission)."""
    if isinstance(revision, EnvironmentRevision):
        rows = VerificationResult.objects.filter(environment_revision=revision, passed=False, skipped=False)
    else:
        rows = VerificationResult.objects.filter(scenario_revision=revision, passed=False, skipped=False)
    return any(
        not (isinstance(evidence, dict) and evidence.get("severity") == "warning")
        for evidence in rows.values_list("evidence", flat=True)
    )


def baseline_status(item: Item) -> str:
    revision = item.current_revision
    if revision is not None and failed_verification(revision):
        return EnvironmentStatus.FAILED_VERIFICATION
    return EnvironmentStatus.PENDING


def compute_status(item: Item, *, workspace: Workspace) -> str:
    """Any reject wins, then any change request; approved only with enough distinct approvals."""
    revision = current_revision(item)
    verdicts = latest_verdicts(item=item, revision_number=revision.number)
    values = list(verdicts.values())
    if Verdict.REJECT in values:
        return EnvironmentStatus.REJECTED
    if Verdict.REQUEST_CHANGES in values:
        return EnvironmentStatus.CHANGES_REQUESTED
    base = baseline_status(item)
    if base == EnvironmentStatus.PENDING and values.count(Verdict.APPROVE) >= required_approvals(workspace):
        return EnvironmentStatus.APPROVED
    return base


def _set_status(item: Item, status: str) -> None:
    if item.status != status:
        item.status = status
        item.save(update_fields=["status"])


# --- decisions ----------------------------------------------------------------------------------------------


def decide(
    *,
    workspace: Workspace,
    user: User,
    item: Item,
    verdict: str,
    reason: str = "",
    revision_number: int | None = None,
) -> Decision:
    """Record a verdict on the item's current revision and update its status (with an audit event)."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    if workspace_of(item) != workspace.pk:
        raise ReviewError(f"{ItemRef.of(item)} is not in workspace {workspace.name}.")
    if verdict not in Verdict.values:
        raise ReviewError(f"Unknown verdict {verdict!r}; choose one of {', '.join(Verdict.values)}.")
    reason = reason.strip()
    if verdict == Verdict.REJECT and not reason:
        raise ReviewError("A rejection needs a reason.")
    with transaction.atomic():
        locked = _lock(item)
        revision = current_revision(locked)
        if revision_number is not None and revision_number != revision.number:
            raise ReviewError(
                f"You decided on revision {revision_number}, but revision {revision.number} is current now; "
                "look at the new revision first."
            )
        if verdict == Verdict.APPROVE and failed_verification(revision):
            raise ReviewError(f"{ItemRef.of(locked)} fails verification; edit it or reject it.")
        mine = Decision.objects.filter(**item_filter(locked), revision_number=revision.number, reviewer=user)
        latest = mine.order_by("-created_at", "-pk").first()
        if latest is not None and latest.verdict == verdict:
            # The same verdict again (a second key press or command) changes nothing, logs nothing.
            latest.repeated = True
            return latest
        # An earlier decision with this verdict (a mind changed back) becomes the latest again.
        decision = mine.filter(verdict=verdict).first() or Decision(
            workspace=workspace, **item_filter(locked), revision_number=revision.number, reviewer=user
        )
        decision.verdict, decision.reason, decision.created_at = verdict, reason, timezone.now()
        decision.save()
        old_status = locked.status
        new_status = compute_status(locked, workspace=workspace)
        _set_status(locked, new_status)
        record_event(
            workspace=workspace,
            actor=user,
            action=f"decision.{verdict}",
            item=locked,
            old_value={"status": old_status},
            new_value={
                "status": new_status,
                "verdict": verdict,
                "revision": revision.number,
                "reason": reason,
            },
        )
        Claim.objects.filter(**item_filter(locked), user=user).delete()
    item.status = new_status
    return decision


@dataclass
class BulkOutcome:
    decided: list[str] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)


def decide_many(
    *, workspace: Workspace, user: User, items: list[Item], verdict: str, reason: str = ""
) -> BulkOutcome:
    """The same decision on many items; one refusal does not stop the others (each is its own transaction)."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    outcome = BulkOutcome()
    for item in items:
        label = str(ItemRef.of(item))
        try:
            decide(workspace=workspace, user=user, item=item, verdict=verdict, reason=reason)
        except ReviewError as error:
            outcome.refused[label] = str(error)
        else:
            outcome.decided.append(label)
    return outcome


# --- revisions, edits and reverts ---------------------------------------------------------------------------


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


# --- re-verification ----------------------------------------------------------------------------------------

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


# --- claims -------------------------------------------------------------------------------------------------


def claim_item(*, workspace: Workspace, user: User, item: Item) -> Claim:
    """Claim an item for review; a live claim of someone else refuses, an expired one is taken over."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    now = timezone.now()
    expires = now + timedelta(minutes=claim_minutes(workspace))
    selector = item_filter(item)
    with transaction.atomic():
        Claim.objects.filter(**selector, expires_at__lte=now).delete()
        existing = Claim.objects.select_related("user").filter(**selector).first()
        if existing is not None:
            if existing.user_id != user.pk:
                raise ReviewError(
                    f"{existing.user} is reviewing {ItemRef.of(item)} until {existing.expires_at:%H:%M} UTC."
                )
            existing.expires_at = expires
            existing.save(update_fields=["expires_at"])
            return existing
        try:
            with transaction.atomic():
                claim = Claim.objects.create(workspace=workspace, **selector, user=user, expires_at=expires)
        except IntegrityError as error:  # someone claimed it between our check and insert
            raise ReviewError(f"Someone else just claimed {ItemRef.of(item)}.") from error
        record_event(workspace=workspace, actor=user, action="claim", item=item, new_value={"user": user.pk})
    return claim


def release_item(*, workspace: Workspace, user: User, item: Item) -> bool:
    """Release one's own claim; admins may release anyone's. Returns whether a claim was removed."""
    membership = require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    claims = Claim.objects.filter(**item_filter(item))
    if not membership.has_role_at_least(Role.ADMIN):
        claims = claims.filter(user=user)
    holders = list(claims.values_list("user_id", flat=True))
    deleted, _ = claims.delete()
    if deleted:
        record_event(
            workspace=workspace, actor=user, action="release", item=item, old_value={"user": holders[0]}
        )
    return bool(deleted)


def active_claims(*, workspace: Workspace) -> dict[str, Claim]:
    claims = Claim.objects.select_related("user").filter(workspace=workspace, expires_at__gt=timezone.now())
    return {claim.item_label: claim for claim in claims}


def claim_next(*, workspace: Workspace, user: User, kind: ItemKind) -> Item | None:
    """The oldest pending item nobody else holds, claimed for this user (the review queue's "next")."""
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    now = timezone.now()
    reviewed = Decision.objects.filter(workspace=workspace, reviewer=user)
    if kind == "env":
        held = Claim.objects.filter(workspace=workspace, environment__isnull=False, expires_at__gt=now)
        queryset: Any = (
            Environment.objects.filter(workspace=workspace, status=EnvironmentStatus.PENDING)
            .exclude(pk__in=held.exclude(user=user).values("environment_id"))
            .exclude(pk__in=reviewed.filter(environment__isnull=False).values("environment_id"))
            .order_by("created_at", "pk")
        )
    else:
        held = Claim.objects.filter(workspace=workspace, scenario__isnull=False, expires_at__gt=now)
        queryset = (
            Scenario.objects.filter(environment__workspace=workspace, status=EnvironmentStatus.PENDING)
            .exclude(pk__in=held.exclude(user=user).values("scenario_id"))
            .exclude(pk__in=reviewed.filter(scenario__isnull=False).values("scenario_id"))
            .order_by("created_at", "pk")
        )
    for candidate in queryset[:20]:
        try:
            claim_item(workspace=workspace, user=user, item=candidate)
        except ReviewError:
            continue  # lost a race for this one; try the next
        return candidate  # type: ignore[no-any-return]
    return None


# --- comments -----------------------------------------------------------------------------------------------


def add_comment(
    *, workspace: Workspace, user: User, item: Item, body: str, parent_id: int | None = None
) -> Comment:
    require_role(workspace=workspace, user=user, role=Role.REVIEWER)
    body = body.strip()
    if not body:
        raise ReviewError("A comment needs some text.")
    parent = None
    if parent_id is not None:
        parent = Comment.objects.filter(pk=parent_id, **item_filter(item)).first()
        if parent is None:
            raise ReviewError("The comment you replied to does not exist on this item.")
    revision = item.current_revision
    comment = Comment.objects.create(
        workspace=workspace,
        **item_filter(item),
        revision_number=revision.number if revision else None,
        author=user,
        parent=parent,
        body=body,
    )
    record_event(
        workspace=workspace, actor=user, action="comment", item=item, new_value={"comment": comment.pk}
    )
    return comment
