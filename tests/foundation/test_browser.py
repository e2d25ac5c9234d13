"""Headless Chromium: log in, create a workspace, see it listed."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from tests.conftest import chromium_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page(owner: Any, live_server: Any) -> Iterator[Any]:
    """A Chromium page; the users and the live server exist first (Playwright runs an event loop)."""
    with chromium_page(timeout_ms=15_000) as new_page:
        yield new_page


def test_log_in_create_a_workspace_and_see_it_listed(owner: Any, live_server: Any, page: Any) -> None:
    owner.is_staff = True  # who creates workspaces is staff by default (issue 39)
    owner.save(update_fields=["is_staff"])
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


def test_the_start_form_shows_the_chosen_kinds_options_and_refuses_an_unknown_one(
    owner: Any, workspace: Any, live_server: Any, page: Any
) -> None:
    from synthesis.models import Seed, SynthesisJob

    page.goto(f"{live_server.url}/login/")
    page.fill("input[name=username]", "owner")
    page.fill("input[name=password]", "owner-password-1")
    page.click("main button[type=submit]")
    page.wait_for_selector("text=Workspaces")
    page.goto(f"{live_server.url}/w/{workspace.slug}/")
    page.select_option("#start-job select[name=kind]", "spec")
    assert page.locator("#options-spec").is_visible()
    assert not page.locator("#options-domain").is_visible()
    assert page.locator("#options-spec tr", has_text="max_repair_rounds").inner_text().split("\t")[:2] == [
        "max_repair_rounds",
        "3",
    ]
    page.select_option("#start-job select[name=kind]", "domain")
    assert page.locator("#options-domain").is_visible() and not page.locator("#options-spec").is_visible()
    page.fill("#start-job textarea[name=domain]", "a bike repair shop")
    page.fill("#start-job textarea[name=options]", "scenarioz=40")
    page.click("#start-job button[type=submit]")
    page.wait_for_selector("text='scenarioz' is not an option of domain jobs")
    with ThreadPoolExecutor(max_workers=1) as pool:  # the ORM refuses to run beside Playwright's event loop
        assert pool.submit(lambda: Seed.objects.exists() or SynthesisJob.objects.exists()).result() is False
