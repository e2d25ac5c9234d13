"""Review tests: verification runs through fast fakes and Celery tasks run in-process."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(autouse=True)
def review_settings(settings: Any) -> Iterator[Any]:
    from django.core.cache import cache

    from envstudio.celery import app

    cache.clear()  # the dashboard's cached charts: ids repeat between tests, never in one database

    settings.REVIEW_ENVIRONMENT_VERIFIER = "tests.review.factories.fake_environment_verifier"
    settings.REVIEW_SCENARIO_VERIFIER = "tests.review.factories.fake_scenario_verifier"
    eager, propagates = app.conf.task_always_eager, app.conf.task_eager_propagates
    app.conf.task_always_eager = True
    app.conf.task_eager_propagates = True
    yield settings
    app.conf.task_always_eager, app.conf.task_eager_propagates = eager, propagates


@pytest.fixture
def browser() -> Iterator[Any]:
    """Headless Chromium through Playwright (tests marked ``browser``)."""
    if not shutil.which(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but {CHROMIUM} is missing")
        pytest.skip(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop; Django must still allow ORM calls from this test.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def login(browser: Any, live_server: Any, username: str) -> Any:
    """A new browser context logged in as ``username`` (password ``<username>-password-1``)."""
    page = browser.new_context().new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{live_server.url}/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", f"{username}-password-1")
    page.click("button[type=submit], input[type=submit]")
    page.wait_for_load_state()
    assert "/login/" not in page.url
    return page
