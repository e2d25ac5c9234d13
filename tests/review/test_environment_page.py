"""The environment review page: verification grouped by stage, failures first, warnings apart, all escaped."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from review.verification_view import outcome_of, overview
from synthesis.models import VerificationResult
from tests.review.factories import make_environment

pytestmark = pytest.mark.django_db
XSS = "<script>alert(1)</script>"


def _page(user: Any, workspace: Any, env: Any) -> str:
    client = Client()
    client.force_login(user)
    response = client.get(reverse("review-environment", args=[workspace.slug, env.pk]))
    assert response.status_code == 200
    return response.content.decode()


def _add(env: Any, **fields: Any) -> VerificationResult:
    return VerificationResult.objects.create(environment_revision=env.current_revision, **fields)


@pytest.fixture
def env(workspace: Any) -> Any:
    environment = make_environment(workspace=workspace, failed=True)  # one static pass, one procedural error
    _add(
        environment,
        stage="static",
        name="access:get_book",
        passed=False,
        detail="declares reads it never makes",
        evidence={"severity": "warning", "tool": "get_book", "declared_but_untouched": ["books"]},
    )
    _add(
        environment,
        stage="procedural",
        name="get_book:positive",
        passed=False,
        detail=f"got error {XSS}",
        evidence={
            "severity": "error",
            "tool": "get_book",
            "arguments": {"book_id": XSS},
            "result": {"success": False, "error": XSS},
            "diff": [
                {"op": "update", "table": "books", "key": "b1", "changes": {"status": ["available", XSS]}}
            ],
            "problems": [f"expected success, got error: {XSS}"],
        },
    )
    _add(environment, stage="exploration", name="exploration", passed=False, skipped=True, detail="no LLM")
    environment.current_revision.__class__.objects.filter(pk=environment.current_revision_id).update(
        summary={"admitted": False, "sandbox": "bubblewrap+seccomp"}
    )
    return environment


def test_failures_come_before_warnings_and_passes_are_folded(owner: Any, workspace: Any, env: Any) -> None:
    page = _page(owner, workspace, env)
    first_failure = page.index('data-outcome="failed"')
    first_warning = page.index('data-outcome="warning"')
    assert first_failure < first_warning < page.index('<details id="passes"')
    # Passes sit inside the closed <details id="passes"> and load when it is unfolded; failures are open.
    assert 'data-outcome="passed"' not in page
    assert '<details id="passes" class="folded" open' not in page
    client = Client()
    client.force_login(owner)
    passes = client.get(reverse("review-env-section", args=[workspace.slug, env.pk, "passes"]))
    assert 'data-outcome="passed"' in passes.content.decode()
    assert "expected failure on second lend" in page and "<del>lent</del>" in page


def test_a_failed_warning_is_labelled_as_a_warning(owner: Any, workspace: Any, env: Any) -> None:
    page = _page(owner, workspace, env)
    start = page.index('data-outcome="warning"')
    warning_row = page[start : page.index("</summary>", start)]
    assert 'data-severity="warning"' in warning_row
    assert 'class="badge badge-warning">warning<' in warning_row and "badge-failed" not in warning_row
    # The warning is listed under Warnings, not under Failures, and counted apart in the stage summary.
    assert page.index('id="warnings"') < start
    assert 'data-stage="static"' in page
    static = page[page.index('data-stage="static"') :]
    static = static[: static.index("</tr>")]
    assert 'badge-warning">warning<' in static  # the stage's worst outcome is a warning, not a failure


def test_stage_summary_counts_in_pipeline_order(env: Any) -> None:
    view = overview(VerificationResult.objects.filter(environment_revision=env.current_revision))
    counts = {s.stage: (s.passed, s.failed, s.warnings, s.skipped) for s in view.stages}
    assert [s.stage for s in view.stages] == ["static", "procedural", "exploration"]
    assert counts == {"static": (1, 0, 1, 0), "procedural": (0, 2, 0, 0), "exploration": (0, 0, 0, 1)}
    assert [row.result.name for row in view.failures] == ["lend_book_twice", "get_book:positive"]


def test_missing_severity_means_error() -> None:
    result = VerificationResult(stage="static", name="x", passed=False, evidence={})
    assert outcome_of(result) == "failed"
    assert outcome_of(VerificationResult(stage="static", name="x", passed=False, evidence=[])) == "failed"


def test_generated_text_in_evidence_is_escaped_and_json_is_pretty(
    owner: Any, workspace: Any, env: Any
) -> None:
    page = _page(owner, workspace, env)
    assert XSS not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    # arguments as a labelled list, the generated value escaped
    assert '<dt>book_id</dt><dd><span class="generated">&lt;script&gt;' in page
    assert 'class="diff-update"' in page  # the call's state changes as a table


def test_tool_schemas_are_json_and_page_has_anchors(owner: Any, workspace: Any, env: Any) -> None:
    page = _page(owner, workspace, env)
    assert "{&quot;type&quot;: &quot;string&quot;}" in page
    assert "{&#x27;type&#x27;" not in page  # not Python dict text
    for anchor in ("verification", "failures", "warnings", "graph", "tools", "code", "scenarios"):
        assert f'href="#{anchor}"' in page and f'id="{anchor}"' in page
    assert 'id="sandbox-mechanism">bubblewrap+seccomp<' in page


def test_verification_fragment_of_an_environment_is_grouped(owner: Any, workspace: Any, env: Any) -> None:
    client = Client()
    client.force_login(owner)
    url = reverse("review-verification", args=[workspace.slug, "env", env.pk])
    fragment = client.get(url, HTTP_HX_REQUEST="true").content.decode()
    assert 'id="stage-summary"' in fragment and 'hx-trigger="every 2s"' not in fragment
    assert fragment.index('data-outcome="failed"') < fragment.index('id="passes"')
