"""The lists' rows, built in Python (review/rendering/queue_rows.py), are the markup the template loop made.

The list templates' row loops as they were are kept in ``reference/`` as the reference: every row shape
(verdict counts, disagreement, claims, no revision, no preview, markup in every text, with and without the
review checkboxes, no rows at all) must come out byte for byte the same. One difference is deliberate: an
environment without a description preview shows nothing (the template printed "None").
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from django.template import Context, Engine

from review.queue_selectors import ListRow, VerdictSummary
from review.rendering.queue_rows import environment_rows_html, scenario_links_html, scenario_rows_html
from synthesis.scenarios.titles import short_title

REFERENCE = Path(__file__).parent / "reference"
ENVIRONMENT_LOOP = (REFERENCE / "environment_rows.html").read_text(encoding="utf-8")
SCENARIO_LOOP = (REFERENCE / "scenario_rows.html").read_text(encoding="utf-8")
LINKS_LOOP = (REFERENCE / "scenario_links.html").read_text(encoding="utf-8")

MARKUP = "<script>alert(\"x\")</script> & 'quoted'"


def _claim(username: str) -> Any:
    return SimpleNamespace(user=SimpleNamespace(username=username))


def _rows(kind: str) -> list[dict[str, Any]]:
    summaries = [
        None,
        VerdictSummary(approvals=0, rejections=0, change_requests=0, disagreement=False),
        VerdictSummary(approvals=2, rejections=1, change_requests=3, disagreement=True),
        VerdictSummary(approvals=1, rejections=0, change_requests=1, disagreement=False),
    ]
    rows = []
    for n, summary in enumerate(summaries):
        item = ListRow(
            pk=10 + n,
            status=["pending", "approved", "rejected", "changes_requested"][n],
            preview=[None, "", MARKUP, "a plain task"][n],
            revision_id=None if n == 0 else 100 + n,
            revision_number=None if n == 0 else n,
            result_count=n,
            failure_count=n % 2,
            name=f"Env {MARKUP}",
            slug=f"env-{n}",
            key=f"k{n}{MARKUP if n == 1 else ''}",
            environment_id=3,
            environment_slug=f"slug{MARKUP}",
            difficulty_label=[None, "", "hard", MARKUP][n],
        )
        rows.append(
            {
                "item": item,
                "url": f"/w/ws/review/{kind}/{item.pk}/",
                "environment_url": "/w/ws/review/env/3/",
                "summary": summary,
                "claim": _claim(MARKUP) if n % 2 else None,
                "scenario_count": 7 * n,
                "proof": ["unverified", "failed", "proved", "failed"][n],
            }
        )
    return rows


def _template(loop: str, **context: Any) -> str:
    return Engine().from_string(loop).render(Context(context))


@pytest.mark.parametrize("can_review", [True, False])
@pytest.mark.parametrize("count", [0, 1, 4])
def test_environment_rows_are_the_template_loops_markup(can_review: bool, count: int) -> None:
    rows = _rows("env")[:count]
    expected = _template(ENVIRONMENT_LOOP, rows=rows, can_review=can_review, scenarios_url="/w/ws/scn/")
    made = environment_rows_html(rows, can_review=can_review, scenarios_url="/w/ws/scn/")
    assert made == expected
    assert ("<script>" in made) is False


@pytest.mark.parametrize("can_review", [True, False])
@pytest.mark.parametrize("count", [0, 1, 4])
def test_scenario_rows_are_the_template_loops_markup(can_review: bool, count: int) -> None:
    rows = _rows("scn")[:count]
    expected = _template(SCENARIO_LOOP, rows=rows, can_review=can_review)
    made = scenario_rows_html(rows, can_review=can_review)
    assert made == expected
    assert ("<script>" in made) is False


def test_the_comparison_sees_a_changed_cell() -> None:
    """The check itself: one cell rendered differently makes the pages differ."""
    rows = _rows("scn")
    changed = SCENARIO_LOOP.replace('default:"\u2013"', 'default:"-"')
    assert changed != SCENARIO_LOOP
    assert scenario_rows_html(rows, can_review=True) != _template(changed, rows=rows, can_review=True)


@pytest.mark.parametrize("count", [0, 3])
def test_an_environments_scenario_links_are_the_template_loops_markup(count: int) -> None:
    from django.urls import reverse

    tasks = [None, f"Hello. Please {MARKUP} now.", "Look up book 5."]
    scenarios = [(7 + n, f"k{n}{MARKUP}", ["pending", "approved", MARKUP][n], tasks[n]) for n in range(count)]
    prefix = reverse("review-scenario", kwargs={"slug": "ws", "pk": 0}).removesuffix("0/")
    made = scenario_links_html(scenarios, url_prefix=prefix)
    expected = (
        Engine(libraries={})
        .from_string(LINKS_LOOP)
        .render(
            Context(
                {
                    "scenarios": [
                        {"pk": pk, "key": key, "status": status, "title": short_title(task)}
                        for pk, key, status, task in scenarios
                    ],
                    "workspace_slug": "ws",
                }
            )
        )
    )
    assert made == expected
    assert "<script>" not in made
