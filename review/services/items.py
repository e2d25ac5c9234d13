"""Items (environments and scenarios), their readable ids, the review errors, and permissions and settings."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from django.conf import settings
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied

from envstudio.tenancy.models import Membership, Workspace
from envstudio.tenancy.permissions import membership_for
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    Scenario,
    ScenarioRevision,
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
