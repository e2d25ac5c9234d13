"""Login throttling (refused for a while after repeated failures, logged and audited) and `check --deploy`
clean for the production settings the README gives."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from envstudio.audit.models import AuditEvent, LoginFailure
from tests.conftest import REPO

pytestmark = pytest.mark.django_db


def _login(client: Client, username: str, password: str) -> Any:
    return client.post(reverse("login"), {"username": username, "password": password})


def test_repeated_failed_logins_lock_the_account_for_a_while(
    member: Any, viewer: Any, settings: Any, caplog: pytest.LogCaptureFixture
) -> None:
    settings.ENVSTUDIO_LOGIN_MAX_FAILURES = 3
    client = Client()
    with caplog.at_level(logging.WARNING, logger="envstudio.security"):
        for _ in range(3):
            assert _login(client, "member", "wrong").status_code == 200
        refused = _login(client, "member", "member-password-1")  # the right password, too late
    assert refused.status_code == 200 and "_auth_user_id" not in client.session
    assert "Too many failed logins" in refused.content.decode()
    assert LoginFailure.objects.filter(username="member").count() == 3
    assert sum("failed login for 'member'" in line for line in caplog.messages) == 3
    assert any("login refused for 'member'" in line for line in caplog.messages)
    assert AuditEvent.objects.filter(action="login.refused", target_label="member").exists()
    # Another account from another address is not affected.
    other = Client(REMOTE_ADDR="10.0.0.9")
    assert _login(other, "viewer", "viewer-password-1").status_code == 302
    # Once the failures leave the window, the right password works again, and success clears the count.
    LoginFailure.objects.update(
        at=timezone.now() - timedelta(seconds=settings.ENVSTUDIO_LOGIN_WINDOW_SECONDS + 1)
    )
    assert _login(client, "member", "member-password-1").status_code == 302
    assert not LoginFailure.objects.filter(username="member").exists()


def test_one_address_failing_for_many_usernames_is_refused(member: Any, settings: Any) -> None:
    settings.ENVSTUDIO_LOGIN_MAX_FAILURES = 2  # 8 failures from one address lock that address
    client = Client(REMOTE_ADDR="10.1.1.1")
    for index in range(8):
        _login(client, f"guess{index}", "wrong")
    assert "Too many failed logins" in _login(client, "member", "member-password-1").content.decode()
    assert _login(Client(REMOTE_ADDR="10.1.1.2"), "member", "member-password-1").status_code == 302


def test_check_deploy_is_clean_for_the_readme_production_settings(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "SECURE_"))}
    env.update(
        {
            "ENVSTUDIO_DATA_DIR": str(tmp_path),
            "DATABASE_URL": "postgres://envstudio:pw@db.internal:5432/envstudio",
            "REDIS_URL": "redis://redis.internal:6379/0",
            "SECRET_KEY": "k" * 20 + "Q9-production-secret-key-of-fifty-plus-characters",
            "ALLOWED_HOSTS": "envstudio.example.org",
            "SESSION_COOKIE_SECURE": "1",
            "DJANGO_SETTINGS_MODULE": "envstudio.settings",
        }
    )
    env.pop("DEBUG", None)
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr + result.stdout
    assert "no issues" in result.stdout
    # Without HTTPS the same check fails: the test can see a regression.
    env["SESSION_COOKIE_SECURE"] = "0"
    insecure = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert insecure.returncode != 0 and "SESSION_COOKIE_SECURE" in insecure.stderr + insecure.stdout
