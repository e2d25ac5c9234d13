"""Headless Chromium: an editor imports EnvScaler data through the Imports page and reads the audit."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import chromium_page
from tests.exports import envscaler_fixture as fixture

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def eager_tasks() -> Iterator[None]:
    """The import runs as a background task; here it runs when the request that queued it commits."""
    from envstudio.celery import app

    saved = app.conf.task_always_eager, app.conf.task_eager_propagates
    app.conf.task_always_eager, app.conf.task_eager_propagates = True, True
    yield
    app.conf.task_always_eager, app.conf.task_eager_propagates = saved


@pytest.fixture
def page(workspace: Any, live_server: Any) -> Iterator[Any]:
    with chromium_page(timeout_ms=30_000) as new_page:
        yield new_page


def test_import_envscaler_data_and_read_the_audit(
    workspace: Any, live_server: Any, page: Any, tmp_path: Path, eager_tasks: None
) -> None:
    environments, scenarios = fixture.write_files(tmp_path)
    page.goto(f"{live_server.url}/login/")
    page.fill("input[name=username]", "member")
    page.fill("input[name=password]", "member-password-1")
    page.click("main button[type=submit]")
    page.goto(f"{live_server.url}/w/{workspace.slug}/")
    page.click("#workspace-nav >> text=Imports")
    page.set_input_files("input[name=env_metadata]", str(environments))
    page.set_input_files("input[name=scenario_metadata]", str(scenarios))
    page.click("main button[type=submit]")
    run = page.wait_for_selector("tr[data-status=succeeded]")
    assert "3 environments, 15 scenarios" in run.inner_text()
    page.reload()  # the imports' audit table lists what the run imported
    row = page.locator("main table:not(#envscaler-runs) tbody tr").first
    assert "2 of 25" in row.inner_text()
    page.click("text=Findings per scenario")
    findings = page.locator("ul.findings").inner_text()
    assert "clinic-4: referents_unique" in findings
    assert "library-3: checks_fail_initially" in findings
