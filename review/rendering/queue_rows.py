"""The rows of the review lists (environments, scenarios) and an environment's scenario links as HTML.

The same markup the list templates rendered row by row, built here with plain string formatting: at 50 rows
a template loop resolved some 800 variables per page (each through the template engine's lookup, localisation
and escaping), about half of a list page's CPU time. Every text from the database is escaped (``escape``); the
numbers are ints. ``tests/review/test_queue_rows.py`` keeps the rows equal to what the templates made.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape  # what django.utils.html.escape calls, without its lazy-string wrapper per value
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from synthesis.api import short_title

NO_DIFFICULTY = "\u2013"  # an en dash
EMPTY_ROW = '<tr><td colspan="8" class="empty">nothing matches</td></tr>'


def _verdicts_cell(row: Mapping[str, Any]) -> str:
    """``review/_verdicts.html``: verdict counts, the disagreement badge and who holds a claim."""
    parts: list[str] = []
    summary = row.get("summary")
    if summary:
        parts.append(f"{summary.approvals}✓ ")
        if summary.rejections:
            parts.append(f"{summary.rejections}✗ ")
        if summary.change_requests:
            parts.append(f"{summary.change_requests}↻ ")
        if summary.disagreement:
            parts.append('<span class="badge badge-disagreement">disagreement</span>')
    parts.append("\n")
    claim = row.get("claim")
    if claim:
        parts.append(f'<span class="muted">· {escape(str(claim.user.username))} reviewing</span>')
    parts.append("\n")
    return "".join(parts)


def _checkbox(kind: str, pk: int, *, can_review: bool) -> str:
    if not can_review:
        return ""
    return (
        f'<td><input type="checkbox" name="ids" value="{pk}" form="bulk-form" '
        f'aria-label="select {kind}:{pk}"></td>'
    )


def _proof_text(proof: str, *, verified: str = "proved") -> str:
    """The proof badge's words: "unverified, imported" for an imported item awaiting its re-proof."""
    return {"proved": verified, "unverified-import": "unverified, imported"}.get(proof, proof)


def _rows(rendered: list[str]) -> SafeString:
    return mark_safe("".join(rendered) if rendered else EMPTY_ROW)  # every piece is escaped above


def environment_rows_html(
    rows: Iterable[Mapping[str, Any]], *, can_review: bool, scenarios_url: str
) -> SafeString:
    """The environment list's ``<tr>`` rows (or its "nothing matches" row)."""
    rendered = []
    for row in rows:
        item, url = row["item"], escape(row["url"])
        proof = row["proof"]
        number = item.revision_number
        rendered.append(
            f'\n    <tr data-row-url="{url}">\n'
            f"      {_checkbox('env', item.pk, can_review=can_review)}\n"
            f"      <td>env:{item.pk}</td>\n"
            f'      <td><a href="{url}">{escape(item.name)}</a> <small>{escape(item.slug)}</small>'
            f'<div class="muted generated task-preview">{escape(item.preview or "")}</div></td>\n'
            f'      <td><span class="badge badge-{escape(item.status)}">{escape(item.status)}</span></td>\n'
            f'      <td><span class="badge badge-proof-{proof}">'
            f"{_proof_text(proof, verified='verified')}</span></td>\n"
            f"      <td>r{'' if number is None else number}</td>\n"
            f'      <td><a href="{scenarios_url}?environment={item.pk}">{row["scenario_count"]}</a></td>\n'
            f"      <td>{_verdicts_cell(row)}</td>\n"
            f"    </tr>\n  "
        )
    return _rows(rendered)


def scenario_rows_html(rows: Iterable[Mapping[str, Any]], *, can_review: bool) -> SafeString:
    """The scenario list's ``<tr>`` rows (or its "nothing matches" row)."""
    rendered = []
    for row in rows:
        item, url = row["item"], escape(row["url"])
        key = escape(item.key)
        rendered.append(
            f'\n    <tr data-row-url="{url}">\n'
            f"      {_checkbox('scn', item.pk, can_review=can_review)}\n"
            f"      <td>scn:{item.pk}</td>\n"
            # Named by its short title (its task's first request), the task beneath: not by its hash key.
            f'      <td class="task-cell"><a href="{url}" class="generated scenario-title">'
            f"{escape(item.title) if item.title else key}</a>"
            f'<div class="muted generated task-preview">{escape(item.preview or "")}</div></td>\n'
            f'      <td><a href="{escape(row["environment_url"])}">{escape(item.environment_slug)}</a></td>\n'
            f'      <td><span class="badge badge-{escape(item.status)}">{escape(item.status)}</span></td>\n'
            f'      <td><span class="badge badge-proof-{row["proof"]}">'
            f"{_proof_text(row['proof'])}</span></td>\n"
            f"      <td>{escape(item.difficulty_label) if item.difficulty_label else NO_DIFFICULTY}</td>\n"
            f"      <td>{_verdicts_cell(row)}</td>\n"
            f"    </tr>\n  "
        )
    return _rows(rendered)


def scenario_links_html(
    scenarios: Iterable[tuple[int, str, str, str | None]], *, url_prefix: str
) -> SafeString:
    """An environment page's list of its scenarios: (pk, key, status, task) each, as ``<li>`` links with a
    badge, each named by its short title (the key when it has no task)."""
    prefix = escape(url_prefix)
    items = [
        f'<li><a href="{prefix}{pk}/">{escape(short_title(task) or key)}</a> '
        f'<span class="badge badge-{escape(status)}">{escape(status)}</span></li>'
        for pk, key, status, task in scenarios
    ]
    return mark_safe("".join(items) if items else '<li class="empty">none</li>')  # every piece is escaped
