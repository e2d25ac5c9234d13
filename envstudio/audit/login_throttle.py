"""Login throttling: after ENVSTUDIO_LOGIN_MAX_FAILURES failed logins for one username within
ENVSTUDIO_LOGIN_WINDOW_SECONDS (or four times as many from one address), further logins are refused until the
window has passed, whatever the password. Every failure and every refusal is logged; refusals are audited.

Failures are stored in the database, so the count holds across web processes and machines. The client address
is REMOTE_ADDR (a proxy in front must set it; X-Forwarded-For is not trusted).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from django import forms
from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.http import HttpRequest
from django.utils import timezone

from envstudio.audit.models import LoginFailure

logger = logging.getLogger("envstudio.security")
ADDRESS_FACTOR = (
    4  # one address may fail for several usernames (an office behind one NAT) before it is refused
)


def client_address(request: HttpRequest | None) -> str:
    return str((request.META.get("REMOTE_ADDR") if request is not None else "") or "unknown")[:64]


def seconds_locked(*, username: str, address: str) -> int:
    """0 when a login may be tried; else the seconds until the oldest counted failure leaves the window."""
    window = timedelta(seconds=settings.ENVSTUDIO_LOGIN_WINDOW_SECONDS)
    limit = settings.ENVSTUDIO_LOGIN_MAX_FAILURES
    now = timezone.now()
    recent = LoginFailure.objects.filter(at__gt=now - window)
    waits = []
    for rows, allowed in (
        (recent.filter(username=username.lower()), limit),
        (recent.filter(address=address), limit * ADDRESS_FACTOR),
    ):
        times = list(rows.order_by("-at").values_list("at", flat=True)[:allowed])
        if len(times) >= allowed:
            waits.append(int((times[-1] + window - now).total_seconds()) + 1)
    return max(waits, default=0)


def _on_failure(
    sender: Any, credentials: dict[str, Any], request: HttpRequest | None = None, **_: Any
) -> None:
    username = str(credentials.get("username") or "")[:150].lower()
    address = client_address(request)
    LoginFailure.objects.create(username=username, address=address, at=timezone.now())
    logger.warning("failed login for %r from %s", username, address)


def _on_success(sender: Any, request: HttpRequest | None, user: Any, **_: Any) -> None:
    LoginFailure.objects.filter(username=user.get_username().lower()).delete()


def connect_signals() -> None:
    user_login_failed.connect(_on_failure, dispatch_uid="envstudio-login-throttle-failure")
    user_logged_in.connect(_on_success, dispatch_uid="envstudio-login-throttle-success")


class ThrottledAuthenticationForm(AuthenticationForm):
    """The login form, refusing before any password is checked while the username or address is locked."""

    throttled_message = ""  # shown by the login page instead of the usual "didn't match"

    def clean(self) -> dict[str, Any]:
        username = str(self.cleaned_data.get("username") or "")
        address = client_address(self.request)
        wait = seconds_locked(username=username, address=address)
        if wait:
            from envstudio.audit.services import record_event

            logger.warning("login refused for %r from %s: locked for %s s", username, address, wait)
            record_event(
                workspace=None,
                actor=None,
                action="login.refused",
                target_kind="user",
                target_label=username[:200],
                new_value={"address": address, "locked_seconds": wait},
            )
            minutes = max(1, round(wait / 60))
            self.throttled_message = (
                f"Too many failed logins for this account or address. Try again in about {minutes} minute"
                f"{'s' if minutes != 1 else ''}."
            )
            raise forms.ValidationError(self.throttled_message, code="throttled")
        return super().clean()
