"""Headless Chromium: log in, create a workspace, see it listed."""

from __future__ import annotations

import json
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
    with ThreadPoolExecutor(max_workers=1) as pool:  # the ORM refuses to run beside Playwright's event loop
        pool.submit(owner.save, update_fields=["is_staff"]).result()
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


def _log_in(page: Any, live_server: Any) -> None:
    page.goto(f"{live_server.url}/login/")
    page.fill("input[name=username]", "owner")
    page.fill("input[name=password]", "owner-password-1")
    page.click("main button[type=submit]")
    page.wait_for_selector("text=Workspaces")


def test_the_start_form_switches_fields_with_the_kind_and_refuses_a_bad_value_beside_its_field(
    owner: Any, workspace: Any, live_server: Any, page: Any
) -> None:
    from synthesis.models import Seed, SynthesisJob

    _log_in(page, live_server)
    page.goto(f"{live_server.url}/w/{workspace.slug}/")
    assert page.locator("#start-job textarea[name=options]").count() == 0  # no key=value box
    assert page.input_value("#id_opt_scenarios") == "12"
    assert page.get_attribute("#id_opt_scenarios", "max") == "200"
    assert not page.locator("#id_opt_max_repair_rounds").is_visible()  # advanced: folded away
    page.select_option("#start-job select[name=kind]", "spec")
    page.wait_for_selector("#options-spec")
    assert page.locator("#id_opt_enrich").is_checked()
    assert page.locator("#start-job input[type=file][name=file]").count() == 1
    page.select_option("#start-job select[name=kind]", "domain")
    page.wait_for_selector("#options-domain")
    page.fill("#start-job textarea[name=domain]", "a bike repair shop")
    page.click("#start-job summary:has-text('Advanced options')")
    page.fill("#id_opt_chain_length", "5-2")  # no HTML limit for this one: the server's model refuses it
    page.click("#start-job button[type=submit]")
    page.wait_for_selector("#error_opt_chain_length")
    assert "must be within 1-12" in page.inner_text("#error_opt_chain_length")
    assert page.input_value("#start-job textarea[name=domain]") == "a bike repair shop"  # values kept
    page.fill("#id_opt_scenarios", "500")  # over the field's max: the browser refuses to send it
    assert page.evaluate("document.querySelector('#id_opt_scenarios').checkValidity()") is False
    with ThreadPoolExecutor(max_workers=1) as pool:  # the ORM refuses to run beside Playwright's event loop
        assert pool.submit(lambda: Seed.objects.exists() or SynthesisJob.objects.exists()).result() is False


def test_a_job_started_through_the_form_with_non_default_options_shows_them(
    owner: Any, workspace: Any, live_server: Any, page: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from synthesis import services

    monkeypatch.setattr(services.dispatch, "dispatch_stage", lambda **_: None)  # queued, not run
    sample = services.SAMPLES_DIR / "library_loans.sql"
    _log_in(page, live_server)
    page.goto(f"{live_server.url}/w/{workspace.slug}/")
    page.select_option("#start-job select[name=kind]", "spec")
    page.wait_for_selector("#options-spec")
    page.set_input_files("#start-job input[name=file]", str(sample))
    page.fill("#id_opt_scenarios", "3")
    page.uncheck("#id_opt_explore")
    page.click("#start-job summary:has-text('Advanced options')")
    page.fill("#id_opt_policy_share", "0.25")
    page.click("#start-job button[type=submit]")
    page.wait_for_url("**/jobs/*/")
    shown = json.loads(page.inner_text("#job-options"))
    assert shown == {"scenarios": 3, "explore": False, "policy_share": 0.25}
