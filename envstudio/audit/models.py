"""The audit log of every state change (who, when, which workspace, what, old and new value), and the failed
logins the login throttle counts."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from envstudio.tenancy.models import Workspace


class AuditEvent(models.Model):
    """One state change. The target is generic (kind, id, label) so any app can record events without this app
    depending on it; events outlive their targets (and their actors: the name is kept)."""

    workspace = models.ForeignKey(
        Workspace, on_delete=models.CASCADE, null=True, blank=True, related_name="+"
    )
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+"
    )
    actor_name = models.CharField(max_length=150, blank=True, default="")
    action = models.CharField(max_length=50)
    target_kind = models.CharField(max_length=40, blank=True, default="")
    target_id = models.CharField(max_length=64, blank=True, default="")
    target_label = models.CharField(max_length=200, blank=True, default="")
    old_value = models.JSONField(null=True, blank=True)
    new_value = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [
            models.Index(fields=["workspace", "-created_at"], name="audit_ws_created"),
            models.Index(fields=["workspace", "target_kind", "target_id"], name="audit_ws_target"),
        ]

    def __str__(self) -> str:
        return f"{self.action} {self.target_label} by {self.actor_name or 'system'}"

    @property
    def item_label(self) -> str:
        """The review pages' name for the target label."""
        return self.target_label


class LoginFailure(models.Model):
    """A failed login, counted per username and per client address by the login throttle."""

    username = models.CharField(max_length=150, db_index=True)
    address = models.CharField(max_length=64, db_index=True)
    at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.username} from {self.address} at {self.at:%Y-%m-%d %H:%M:%S}"
