"""Reviewing safely in headless Chromium: keys, one decision per verdict, live verification state, evidence,
reverts with a reason and the viewer's read-only page."""

from __future__ import annotations

import shutil
from typing import Any

import pytest

from review import services
from review.models import AuditEvent, Decision
from synthesis.models import EnvironmentStatus, Scenario
from tests.review.conftest import login
from tests.review.factories import make_environment, make_scenario, scenario_ir

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _scenario_with_old_proof(env: Any, key: str) -> Scenario:
    ir = scenario_ir(scenario_id=key, environment=env.slug)
    ir["proof"] = {"passed": True, "steps": [{"name": "checks_pass_on_final", "passed": True}]}
    return make_scenario(environment=env, key=key, ir=ir)


def test_keys_never_decide_while_typing_and_a_verdict_is_recorded_once(
    browser: Any, live_server: Any, workspace: Any, member: Any
) -> None:
    env = make_environment(workspace=workspace)
    first, second = make_scenario(environment=env, key="s1"), make_scenario(environment=env, key="s2")
    base = f"{live_server.url}/w/{workspace.slug}/review"
    page = login(browser, live_server, "member")
    page.goto(f"{base}/scn/{first.pk}/")

    # r opens the reason box with the focus in it; a reason full of "a" approves nothing.
    page.keyboard.press("r")
    assert page.evaluate("document.activeElement.name") == "reason"
    page.keyboard.type("a bad approach: always approves anything")
    page.keyboard.press("c")
    assert page.input_value("#reason-input") == "a bad approach: always approves anythingc"
    assert not Decision.objects.exists()
    assert page.inner_text("#item-status") == "pending"

    # a approves and opens the next item in the queue, with an undo button; undo takes it back.
    page.goto(f"{base}/scn/{first.pk}/")
    with page.expect_navigation():
        page.keyboard.press("a")
    assert page.url.endswith(f"/scn/{second.pk}/")
    assert "Approve on scn:" in page.inner_text("#undo-toast")
    with page.expect_navigation():
        page.click("#undo-button")
    assert page.url.endswith(f"/scn/{first.pk}/")
    assert not Decision.objects.exists()
    assert page.inner_text("#item-status") == "pending"

    # Approving twice (the key, then the button) leaves one decision and one more audit event.
    events = AuditEvent.objects.filter(
        action="decision.approve", target_kind="scenario", target_id=str(first.pk)
    )
    before = events.count()
    with page.expect_navigation():
        page.keyboard.press("a")
    page.goto(f"{base}/scn/{first.pk}/")
    with page.expect_navigation():
        page.click("#approve-button")
    assert "nothing new was recorded" in page.inner_text(".messages")
    assert Decision.objects.filter(scenario=first).count() == 1
    assert events.count() == before + 1


def test_a_breaking_edit_updates_badge_proof_and_buttons_without_reload(
    browser: Any, live_server: Any, workspace: Any, member: Any, monkeypatch: Any
) -> None:
    scheduled: list[int] = []
    # The re-verification runs when the test says so, after the page has loaded (as a worker would, later).
    monkeypatch.setattr(
        "review.services.revisions.schedule_reverification", lambda revision: scheduled.append(revision.pk)
    )
    env = make_environment(workspace=workspace)
    scenario = _scenario_with_old_proof(env, "s1")
    base = f"{live_server.url}/w/{workspace.slug}/review"
    page = login(browser, live_server, "member")
    page.goto(f"{base}/scn/{scenario.pk}/")
    assert page.is_visible("#ir-proof")  # the first revision's own proof

    page.goto(f"{base}/scn/{scenario.pk}/edit/")
    page.fill(
        "textarea[name='check:lent:source']", "def chek(final_state, initial_state):\n    return True\n"
    )
    page.click("#save-edit")
    page.wait_for_url(f"**/review/scn/{scenario.pk}/")
    assert page.inner_text("#verification-state") == "running"
    assert page.locator("#ir-proof").count() == 0  # the old proof is not shown for the new revision
    assert page.is_disabled("#approve-button")
    page.evaluate("window.sameDocument = true")

    services.reverify(kind="scn", revision_id=scheduled[0])
    page.wait_for_function("document.getElementById('item-status').textContent === 'failed_verification'")
    assert page.evaluate("window.sameDocument") is True  # updated in place, no reload
    assert "fails verification" in page.inner_text("#approve-blocked")
    assert page.inner_text("#verification-state") == "failed"
    assert "check:lent" in page.inner_text(".verification-result[data-outcome=failed]")


def test_a_failed_proof_step_shows_actual_against_expected(
    browser: Any, live_server: Any, workspace: Any, member: Any, settings: Any
) -> None:
    from tests.conftest import need_service

    if not shutil.which("bwrap"):
        need_service("bubblewrap (bwrap) is not installed")
    settings.REVIEW_SCENARIO_VERIFIER = "review.verifiers.prove_scenario_revision"
    env = make_environment(workspace=workspace)
    scenario = make_scenario(environment=env)
    # The real prover, on an initial state whose title the target does not expect.
    state = {"books": [{"id": "b1", "title": "Dune (2nd ed.)", "status": "available"}]}
    services.edit_item(
        workspace=workspace, user=member, item=scenario, base_number=1, submitted={"initial_state": state}
    )
    scenario.refresh_from_db()
    assert scenario.status == EnvironmentStatus.FAILED_VERIFICATION

    page = login(browser, live_server, "member")
    page.goto(f"{live_server.url}/w/{workspace.slug}/review/scn/{scenario.pk}/")
    pair = page.locator(".verification-result[data-outcome=failed] .expected-actual").first
    assert "field title" in pair.locator(".pair-subject").inner_text()
    assert pair.locator(".expected").inner_text().endswith("Dune")
    assert pair.locator(".actual").inner_text().endswith("Dune (2nd ed.)")


def test_a_revert_needs_a_reason_and_authors_are_named(
    browser: Any, live_server: Any, workspace: Any, member: Any
) -> None:
    env = make_environment(workspace=workspace)
    services.edit_item(
        workspace=workspace, user=member, item=env, base_number=1, submitted={"description": "Worse"}
    )
    page = login(browser, live_server, "member")
    page.goto(f"{live_server.url}/w/{workspace.slug}/review/env/{env.pk}/")
    assert page.locator("#revisions .revision-author").first.inner_text() == "member"
    page.click("#revert-r1 summary")
    page.click("#revert-r1 button[type=submit]")  # the browser refuses: the reason is required
    env.refresh_from_db()
    assert env.current_revision.number == 2
    page.fill("#revert-r1 textarea[name=reason]", "the new description lost the rules")
    with page.expect_navigation():
        page.click("#revert-r1 button[type=submit]")
    env.refresh_from_db()
    assert env.current_revision.number == 3
    assert AuditEvent.objects.get(action="revert").new_value["reason"] == "the new description lost the rules"


def test_a_viewer_reads_a_notice_and_has_no_decision_buttons(
    browser: Any, live_server: Any, workspace: Any, viewer: Any
) -> None:
    scenario = make_scenario(environment=make_environment(workspace=workspace))
    page = login(browser, live_server, "viewer")
    page.goto(f"{live_server.url}/w/{workspace.slug}/review/scn/{scenario.pk}/")
    assert "Read-only: you are a viewer" in page.inner_text("#read-only-notice")
    for button in ("#approve-button", "#reject-button", "#edit-link", "form[action$='/revert/']"):
        assert page.locator(button).count() == 0
    page.keyboard.press("a")
    page.keyboard.press("r")
    assert not Decision.objects.exists()


def _store_largest_sample(workspace: Any) -> Any:
    """The largest shipped sample spec, synthesized offline in memory and stored as the pipeline stores it."""
    from synthesis.models import Environment, EnvironmentRevision, ScenarioRevision, VerificationResult
    from tests.pipelines.helpers import SAMPLES, configure_llm, run_kind, sample_seed

    largest = max(SAMPLES.iterdir(), key=lambda path: path.stat().st_size)
    configure_llm(None)
    ctx = run_kind(kind="spec", seed=sample_seed(largest.name), options={"scenarios": 8})
    [built] = ctx.environments.values()
    env = Environment.objects.create(
        workspace=workspace, slug=built["ir"]["slug"], name=built["name"], job_key="sample"
    )
    revision = EnvironmentRevision.objects.create(
        environment=env, number=1, ir=built["ir"], graph=built["graph"], summary=built["summary"]
    )
    env.current_revision = revision
    env.save(update_fields=["current_revision"])
    VerificationResult.objects.bulk_create(
        [VerificationResult(environment_revision=revision, **row) for row in built["verification"]]
    )
    for key, made in ctx.scenarios.items():
        scenario = Scenario.objects.create(environment=env, key=str(key)[:100])
        scn_revision = ScenarioRevision.objects.create(scenario=scenario, number=1, ir=made["ir"])
        scenario.current_revision = scn_revision
        scenario.save(update_fields=["current_revision"])
    return env


def test_the_environment_page_of_the_largest_sample_is_small_and_loads_the_rest_on_demand(
    browser: Any, live_server: Any, workspace: Any, member: Any
) -> None:
    env = _store_largest_sample(workspace)
    page = login(browser, live_server, "member")
    response = page.goto(f"{live_server.url}/w/{workspace.slug}/review/env/{env.pk}/")
    assert len(response.body()) < 150_000  # the HTML as served, before compression
    assert response.header_value("content-encoding") == "gzip"
    assert page.locator("#code-box .highlight").count() == 0  # not in the first response
    page.locator("#code-box").scroll_into_view_if_needed()
    page.wait_for_selector("#code-box .highlight .linenos")
    page.locator("#graph-box").scroll_into_view_if_needed()
    page.wait_for_selector("#graph-box svg [data-tool]")
    # Find a tool, open it in the drawer, and keep only its neighbours.
    name = env.current_revision.ir["tools"][0]["name"]
    page.fill("#graph-search", name)
    page.keyboard.press("Enter")
    assert page.is_visible("#tool-drawer") and name in page.inner_text("#tool-panel")
    page.check("#graph-neighbours")
    hidden = page.locator("#graph-box .node.hidden-node").count()
    assert 0 < hidden < page.locator("#graph-box .node").count()
