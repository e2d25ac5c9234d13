"""Workspaces and who may do what in them."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models


class Role(models.TextChoices):
    VIEWER = "viewer", "Viewer"
    REVIEWER = "reviewer", "Reviewer"
    ADMIN = "admin", "Admin"


ROLE_RANK: dict[str, int] = {Role.VIEWER: 0, Role.REVIEWER: 1, Role.ADMIN: 2}


def default_workspace_settings() -> dict[str, Any]:
    return {
        "required_approvals": 1,
        # How a scenario's reward combines its checks and the target-state comparison (see RewardSettings).
        "reward_mode": "weighted",
        "reward_checks_weight": 0.5,
        "llm_endpoint": "",  # an operator-named LLM endpoint (LLM_ENDPOINTS); empty: "default"
        "allow_unisolated_sandbox": False,
        "sft_min_reward": 1.0,  # rollouts below this reward make no fine-tuning data in exports
    }


class Workspace(models.Model):
    name = models.CharField(max_length=200, unique=True)
    slug = models.SlugField(max_length=100, unique=True)
    settings = models.JSONField(default=default_workspace_settings)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def setting(self, key: str) -> Any:
        """A workspace setting, falling back to the default for keys added after the workspace was made."""
        return self.settings.get(key, default_workspace_settings().get(key))


class Membership(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.VIEWER)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "workspace"], name="unique_membership")]
        ordering = ["workspace__name", "user__username"]

    def __str__(self) -> str:
        return f"{self.user} in {self.workspace} ({self.role})"

    def has_role_at_least(self, role: str) -> bool:
        return ROLE_RANK[self.role] >= ROLE_RANK[role]


class Invitation(models.Model):
    """An admin's invitation of an existing user into a workspace: a pending membership the user accepts or
    declines (issue 39: nobody is added to a workspace without their consent, unless by staff)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations")
    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="invitations")
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.VIEWER)
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "workspace"], name="unique_invitation")]
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.user} invited to {self.workspace} ({self.role})"
