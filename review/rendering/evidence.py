"""Evidence of a verification result or proof step as a reviewer reads it, from any JSON value.

Steps and checks put what they found into plain dicts; this turns the common shapes into HTML without
knowing the step: a list of rows (dicts) is a table, an ``expected``/``actual`` pair is shown side by side
with what it is about (table, key, field) as its caption, a map of reward modes to numbers is a reward table,
and anything else is a labelled list. Every piece of text is escaped: evidence holds generated values.
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

MAX_ROWS = 50
MAX_COLUMNS = 14
MAX_DEPTH = 5
# Keys that say what an expected/actual pair is about; they caption the pair instead of being shown as values.
SUBJECT_KEYS = ("table", "key", "field", "check", "tool", "kind", "policy", "mode")
# Keys whose value, a map of names to numbers, is a set of rewards (one per mode) or scores.
REWARD_KEYS = ("rewards", "reward", "broken", "scores", "score")
PAIR_KEYS = ("expected", "actual")


def _css_name(name: str) -> str:
    """A column's class: letters, digits, dashes and underscores of its name only."""
    return re.sub(r"[^A-Za-z0-9_-]", "", name)[:40]


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _scalar(value: Any) -> str:
    if value is None:
        return '<span class="null">null</span>'
    if isinstance(value, bool):
        return f'<span class="bool bool-{str(value).lower()}">{str(value).lower()}</span>'
    if isinstance(value, float):
        return f'<span class="num">{value:.4g}</span>'
    if isinstance(value, int):
        return f'<span class="num">{value}</span>'
    text = str(value)
    if "\n" in text or len(text) > 160:
        return f'<pre class="generated">{escape(text)}</pre>'
    return f'<span class="generated">{escape(text)}</span>'


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _cell(value: Any) -> str:
    if _is_scalar(value):
        return _scalar(value)
    return f"<code>{escape(_compact(value))}</code>"


def _is_pair(value: Any) -> bool:
    return isinstance(value, dict) and any(key in value for key in PAIR_KEYS) and "actual" in value


def _is_number_map(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value.values())
    )


def _reward_table(values: dict[str, Any]) -> str:
    rows = []
    for name, number in values.items():
        width = max(0.0, min(1.0, float(number))) * 100
        rows.append(
            f'<tr><td>{escape(str(name))}</td><td class="num">{float(number):.4g}</td>'
            f'<td class="reward-bar"><span style="width:{width:.0f}%"></span></td></tr>'
        )
    return f'<table class="data rewards"><tbody>{"".join(rows)}</tbody></table>'


def _pair(value: dict[str, Any], depth: int) -> str:
    """Expected against actual, side by side, captioned by the row and field they are about."""
    subject = [
        f"{escape(k)} <b>{escape(value[k] if isinstance(value[k], str) else _compact(value[k]))}</b>"
        for k in SUBJECT_KEYS
        if k in value and _is_scalar(value[k])
    ]
    rest = {
        k: v for k, v in value.items() if k not in PAIR_KEYS and not (k in SUBJECT_KEYS and _is_scalar(v))
    }
    caption = f'<div class="pair-subject">{" · ".join(subject)}</div>' if subject else ""
    expected = (
        _value(value.get("expected"), depth + 1) if "expected" in value else '<span class="muted">—</span>'
    )
    actual = _value(value.get("actual"), depth + 1)
    extra = _mapping(rest, depth + 1) if rest else ""
    return (
        f'<div class="expected-actual">{caption}<div class="pair">'
        f'<div class="expected"><p class="label">expected</p>{expected}</div>'
        f'<div class="actual"><p class="label">actual</p>{actual}</div></div>{extra}</div>'
    )


def _rows_table(rows: list[dict[str, Any]], *, names: list[str] | None = None) -> str:
    """Rows as a table, columns in order of first appearance; ``names`` heads each row with its name."""
    shown = rows[:MAX_ROWS]
    columns: list[str] = []
    for row in shown:
        columns.extend(name for name in row if name not in columns)
    columns = columns[:MAX_COLUMNS]
    head = ("<th>name</th>" if names else "") + "".join(
        f'<th class="col-{_css_name(c)}">{escape(c)}</th>' for c in columns
    )
    body = []
    for index, row in enumerate(shown):
        cells = [f"<td><b>{escape(names[index])}</b></td>"] if names else []
        cells += [f'<td class="col-{_css_name(c)}">{_cell(row[c]) if c in row else ""}</td>' for c in columns]
        body.append(f"<tr>{''.join(cells)}</tr>")
    more = f'<p class="muted">… {len(rows) - MAX_ROWS} more</p>' if len(rows) > MAX_ROWS else ""
    table_body = "".join(body)
    return f'<table class="data evidence-rows"><tr>{head}</tr>{table_body}</table>{more}'


def _mapping(value: dict[str, Any], depth: int) -> str:
    items = []
    for key, inner in value.items():
        items.append(f"<dt>{escape(str(key))}</dt><dd>{_value(inner, depth + 1, key=str(key))}</dd>")
    return f'<dl class="evidence-map">{"".join(items)}</dl>'


def _value(value: Any, depth: int, *, key: str = "") -> str:
    if _is_scalar(value):
        return _scalar(value)
    if depth >= MAX_DEPTH:
        return f"<code>{escape(_compact(value))}</code>"
    if isinstance(value, dict):
        if not value:
            return '<span class="muted">none</span>'
        if _is_pair(value):
            return _pair(value, depth)
        if key in REWARD_KEYS and _is_number_map(value):
            return _reward_table(value)
        inner = list(value.values())
        if all(isinstance(v, dict) and not _is_pair(v) for v in inner) and all(
            all(_is_scalar(x) for x in v.values()) for v in inner
        ):
            # Named records with flat fields (e.g. failed checks by id): one table, the name first.
            return _rows_table(inner, names=[str(name) for name in value])
        return _mapping(value, depth)
    if isinstance(value, list):
        if not value:
            return '<span class="muted">none</span>'
        if all(_is_pair(v) for v in value):
            return "".join(_pair(v, depth) for v in value[:MAX_ROWS])
        if all(isinstance(v, dict) and all(_is_scalar(x) for x in v.values()) for v in value):
            return _rows_table(value)
        if all(isinstance(v, dict) for v in value):
            # Records that hold more than scalars (a run with its mismatches): each read as a whole, so the
            # expected/actual pairs inside show side by side instead of as compacted JSON in a table cell.
            return "<ol>" + "".join(f"<li>{_value(v, depth + 1)}</li>" for v in value[:MAX_ROWS]) + "</ol>"
        if all(_is_scalar(v) for v in value):
            return ", ".join(_scalar(v) for v in value)
        return "<ol>" + "".join(f"<li>{_value(v, depth + 1)}</li>" for v in value[:MAX_ROWS]) + "</ol>"
    return f"<code>{escape(_compact(value))}</code>"


def evidence_html(value: Any, *, key: str = "") -> SafeString:
    """One evidence value (a step's whole evidence or one of its keys) as escaped HTML."""
    return mark_safe(f'<div class="evidence-value">{_value(value, 0, key=key)}</div>')
