"""Headless Chromium: log in, create a workspace, see it listed."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import need_service

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture
def page(owner: Any, live_server: Any) -> Iterator[Any]:
    """A Chromium page; the users and the live server exist first (Playwright runs an event loop)."""
    if not shutil.which(CHROMIUM):
        need_service(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            new_page = browser.new_page()
            new_page.set_default_timeout(15_000)
            yield new_page
        finally:
            browser.close()


def test_log_in_create_a_workspace_and_see_it_listed(owner: Any, live_server: Any, page: Any) -> None:
    page.goto(f"{live_server.url}/")
    assert "/login/" in page.url  # everything but the login page needs a login
    page.fill("input[name=username]", "owner")
    page.fill("input[name=password]", "owner-password-1")
    page.click("main button[type=submit]")
    page.wait_for_selector("text=Workspaces")
    page.click("text=New workspace")
    page.fill("input[name=name]", "Browser Lab")
    page.click("main button[type=submit]")
    page.wait_for_selector("h1:has-text('Browser Lab')")
    assert page.url.endswith("/w/browser-lab/")
    page.goto(f"{live_server.url}/")
    assert page.locator("#workspace-list a", has_text="Browser Lab").count() == 1
