"""Shared helpers of the export management commands."""

from __future__ import annotations

from django.core.management.base import CommandError

from envstudio.tenancy.models import Workspace


def find_workspace(name: str) -> Workspace:
    """A workspace by name or slug; a clear error when there is none."""
    found = Workspace.objects.filter(name=name).first() or Workspace.objects.filter(slug=name).first()
    if found is None:
        raise CommandError(f"no workspace named {name!r}")
    return found
