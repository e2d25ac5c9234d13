"""Headless Chromium: a throttled login says why; an admin changes a role, finds it in the audit log, filters
it and downloads the CSV."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import chromium_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(workspace: Any, live_server: Any) -> Iterator[Any]:
    with chromium_page(timeout_ms=15_000) as new_page:
        yield new_page


def _log_in(page: Any, url: str, username: str, password: str) -> None:
    page.goto(f"{url}/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("main button[type=submit]")


def test_throttled_login_and_the_audit_log(page: Any, live_server: Any, settings: Any) -> None:
    settings.ENVSTUDIO_LOGIN_MAX_FAILURES = 2
    for _ in range(2):
        _log_in(page, live_server.url, "member", "wrong")
    _log_in(page, live_server.url, "member", "member-password-1")
    assert "Too many failed logins" in page.locator("#login-error").inner_text()

    _log_in(page, live_server.url, "owner", "owner-password-1")
    page.wait_for_selector("text=Workspaces")
    page.goto(f"{live_server.url}/w/acme/members/")
    row = page.locator("#members tr").filter(
        has=page.locator("td:first-child", has_text=re.compile("^viewer$"))
    )
    row.locator("select[name=role]").select_option("reviewer")
    row.locator("button", has_text="Change").click()
    page.wait_for_selector("text=viewer is now reviewer")
    page.click("#audit-log-link")
    page.fill("#audit-filters input[name=action]", "member.role")
    page.click("#audit-filters button[type=submit]")
    events = page.locator("#audit-events tbody tr")
    assert events.count() == 1
    assert "member.role" in events.first.inner_text() and "owner" in events.first.inner_text()
    with page.expect_download() as download_info:
        page.click("#audit-csv")
    lines = Path(download_info.value.path()).read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("time,actor,action") and len(lines) == 2 and "member.role" in lines[1]
