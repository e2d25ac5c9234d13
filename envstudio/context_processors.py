"""Template context shared by every page."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest

from synthesis.sandbox import sandbox_status


def sandbox(request: HttpRequest) -> dict[str, Any]:
    """``sandbox_warning``: set when generated code runs without bubblewrap here (logged-in users only).

    ``sandbox_status()`` probes once per process and caches, so this is cheap on every request.
    """
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {}
    status = sandbox_status()
    if status.isolated:
        return {}
    return {
        "sandbox_warning": {
            "detail": status.detail,
            "mechanism": status.mechanism,
            "unisolated_allowed": bool(getattr(settings, "ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX", False)),
        }
    }
