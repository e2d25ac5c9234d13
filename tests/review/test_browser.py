"""The whole review flow in headless Chromium against the live server.

Log in, open a job's results, read a failed verification, edit a check with the keyboard and see it
re-verified, approve with a second reviewer, and resolve an edit conflict without losing text.
"""

from __future__ import annotations

from typing import Any

import pytest

from synthesis.models import EnvironmentStatus, VerificationResult
from tests.review.conftest import login as _login
from tests.review.factories import make_environment, make_job, make_scenario, scenario_ir

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_review_flow(browser: Any, live_server: Any, workspace: Any, owner: Any, member: Any) -> None:
    workspace.settings = {**workspace.settings, "required_approvals": 2}
    workspace.save()
    job = make_job(workspace=workspace, status="succeeded", progress_done=3, progress_total=3)
    broken = make_environment(workspace=workspace, slug="broken-library", job=job, failed=True)
    env = make_environment(workspace=workspace, slug="library", job=job)
    s_ir = scenario_ir(environment="library")
    s_ir["checks"][0]["source"] = "def chek(final_state, initial_state):\n    return True\n"
    scenario = make_scenario(environment=env, ir=s_ir, job=job)
    VerificationResult.objects.create(
        scenario_revision=scenario.current_revision,
        stage="proof",
        name="check:lent",
        passed=False,
        detail="no check",
    )
    scenario.status = EnvironmentStatus.FAILED_VERIFICATION
    scenario.save()
    base = f"{live_server.url}/w/{workspace.slug}/review"

    page = _login(browser, live_server, "member")
    # Open the job's results from the dashboard and read the failed verification.
    page.goto(f"{base}/")
    page.click(f"#jobs a[href$='?job={job.pk}']:text('environments')")
    page.click("text=Broken Library")
    failed = page.locator(".verification-result[data-outcome=failed]")
    assert "lend_book_twice" in failed.inner_text()
    assert "expected failure on second lend" in failed.inner_text()
    # The graph is explorable: clicking a node shows that tool in the side panel.
    page.locator("#graph-box").scroll_into_view_if_needed()  # the graph loads when it comes into view
    page.click("svg [data-tool=lend_book]")
    assert "Lend a book to the caller." in page.inner_text("#tool-panel")

    # Edit the broken check with the keyboard (e), save, and see it re-verified.
    page.goto(f"{base}/scn/{scenario.pk}/")
    assert page.inner_text("#item-status") == "failed_verification"
    page.keyboard.press("?")
    assert page.is_visible("#kbd-help")
    page.keyboard.press("Escape")
    page.keyboard.press("e")
    page.wait_for_url(f"**/scn/{scenario.pk}/edit/")
    page.fill(
        "textarea[name='check:lent:source']", "def check(final_state, initial_state):\n    return True\n"
    )
    page.click("#save-edit")
    page.wait_for_url(f"**/review/scn/{scenario.pk}/")
    assert page.locator(".verification-result[data-outcome=passed]").count() == 1
    assert page.inner_text("#item-status") == "pending"

    # Approve (a): one of two approvals; a second reviewer makes it approved.
    with page.expect_navigation():
        page.keyboard.press("a")
    assert "1/2 approvals" in page.inner_text("#decision-bar")
    assert page.inner_text("#item-status") == "pending"
    second = _login(browser, live_server, "owner")
    second.goto(f"{base}/scn/{scenario.pk}/")
    with second.expect_navigation():
        second.click("#approve-button")
    assert second.inner_text("#item-status") == "approved"

    # Conflict: both open the same revision's edit form; the second save meets a conflict page, text kept.
    page.goto(f"{base}/env/{env.pk}/edit/")
    second.goto(f"{base}/env/{env.pk}/edit/")
    second.fill("textarea[name=description]", "Owner's description")
    second.click("#save-edit")
    second.wait_for_url(f"**/review/env/{env.pk}/")
    page.fill("textarea[name=description]", "Member's careful description")
    with page.expect_navigation():
        page.click("#save-edit")
    assert "Edit conflict" in page.inner_text("#conflict-title")
    assert "Owner's description" in page.inner_text("#theirs")
    assert page.input_value("#edit-form textarea[name=description]") == "Member's careful description"
    page.click("#save-edit")
    page.wait_for_url(f"**/review/env/{env.pk}/")
    env.refresh_from_db()
    assert env.current_revision.number == 3
    assert env.current_revision.ir["description"] == "Member's careful description"
    assert broken.pk != env.pk
