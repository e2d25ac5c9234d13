"""Exceptions raised by the parent-side sandbox API."""

from __future__ import annotations

FAILURE_REASONS = frozenset(
    {"timeout", "memory", "cpu", "crash", "output_limit", "violation", "protocol", "unavailable"}
)


class SandboxFailure(Exception):
    """The worker process died or misbehaved; the session is dead after this, open a new one."""

    def __init__(self, *, reason: str, detail: str) -> None:
        if reason not in FAILURE_REASONS:
            raise ValueError(f"unknown sandbox failure reason {reason!r}")
        super().__init__(f"sandbox {reason}: {detail}")
        self.reason = reason
        self.detail = detail


class LoadError(Exception):
    """The environment code did not load (syntax error, missing class, forbidden construct, bad state)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
