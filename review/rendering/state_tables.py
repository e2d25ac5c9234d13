"""State (tables of row dicts) as HTML tables, and the row-level diff between two states."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from synthesis.api import StateSchema, state_diff


def _cell(value: Any) -> str:
    if value is None:
        return '<span class="null">null</span>'
    if isinstance(value, str):
        return escape(value)
    return escape(json.dumps(value, ensure_ascii=False, sort_keys=True))


def _columns(rows: list[dict[str, Any]], declared: list[str]) -> list[str]:
    columns = list(declared)
    for row in rows:
        for name in row if isinstance(row, dict) else []:
            if name not in columns:
                columns.append(name)
    return columns


def state_tables_html(state: dict[str, Any], *, schema: StateSchema | None = None) -> SafeString:
    """One table per state table; declared fields first (schema order), then any undeclared ones."""
    if not isinstance(state, dict):
        raise TypeError(f"state must be a dict of tables, got {type(state).__name__}")
    declared = {t.name: [f.name for f in t.fields] for t in schema.tables} if schema else {}
    names = [*[n for n in declared if n in state], *sorted(n for n in state if n not in declared)]
    parts: list[str] = []
    for name in names:
        rows = state.get(name) or []
        if not isinstance(rows, list):
            raise TypeError(f"table {name!r} must be a list of rows")
        columns = _columns(rows, declared.get(name, []))
        head = "".join(f"<th>{escape(c)}</th>" for c in columns)
        body = "".join(
            "<tr>"
            + "".join(f"<td>{_cell(row.get(c)) if isinstance(row, dict) else ''}</td>" for c in columns)
            + "</tr>"
            for row in rows
        )
        if not rows:
            body = f'<tr><td colspan="{max(len(columns), 1)}" class="empty">no rows</td></tr>'
        parts.append(
            f'<section class="state-table"><h4>{escape(name)} <small>({len(rows)} rows)</small></h4>'
            f'<table class="data"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></section>'
        )
    if not parts:
        parts.append('<p class="empty">empty state</p>')
    return mark_safe("".join(parts))


def _pair(value: Any) -> tuple[Any, Any]:
    if isinstance(value, list | tuple) and len(value) == 2:
        return value[0], value[1]
    return None, value


def state_diff_html(
    before: dict[str, Any], after: dict[str, Any], *, primary_keys: dict[str, str]
) -> SafeString:
    """Inserted, deleted and updated rows (per field: old → new) between two states."""
    return state_changes_html(state_diff(before, after, primary_keys))


def state_changes_html(changes: list[dict[str, Any]]) -> SafeString:
    """Row changes as ``state_diff`` (and the sandbox's call records) give them: insert, delete, update."""
    if not changes:
        return mark_safe('<p class="empty">no differences</p>')
    rows: list[str] = []
    for change in changes:
        if not isinstance(change, dict):
            rows.append(f'<tr><td colspan="4">{_cell(change)}</td></tr>')
            continue
        op = str(change.get("op", ""))
        if op == "update" and isinstance(change.get("changes"), dict):
            pairs = [(str(field), *_pair(pair)) for field, pair in sorted(change["changes"].items())]
            detail = "<br>".join(
                f"<b>{escape(field)}</b>: <del>{_cell(old)}</del> → <ins>{_cell(new)}</ins>"
                for field, old, new in pairs
            )
        elif isinstance(change.get("row"), dict):
            detail = ", ".join(f"<b>{escape(str(k))}</b>={_cell(v)}" for k, v in change["row"].items())
        else:
            detail = _cell({k: v for k, v in change.items() if k not in ("op", "table", "key")})
        rows.append(
            f'<tr class="diff-{escape(op)}"><td>{escape(op)}</td>'
            f"<td>{escape(str(change.get('table', '')))}</td><td>{_cell(change.get('key'))}</td>"
            f"<td>{detail}</td></tr>"
        )
    return mark_safe(
        '<table class="data '
        'state-diff"><thead><tr><th>change</th><th>table</th><th>key</th><th>detail</th></tr>'
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )
