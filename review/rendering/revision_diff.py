"""Two revisions of an item compared as a reviewer reads them: code as a highlighted unified diff with the
changed characters marked, states as row changes, and every other changed field as a before/after table.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from review.rendering.state_tables import state_diff_html

CONTEXT_LINES = 3
# IR fields shown by their own widget rather than in the field table.
STATE_FIELDS = ("initial_state", "target_state")


def _highlighted_lines(code: str) -> list[str]:
    """One HTML string per source line; Pygments closes its spans at line ends, so lines split cleanly."""
    if not code:
        return []
    html = highlight(code, PythonLexer(stripnl=False, ensurenl=False), HtmlFormatter(nowrap=True))
    lines = html.split("\n")
    return lines[: len(code.split("\n"))]


def _marked(text: str, other: str, *, mark: str) -> str:
    """``text`` escaped, with the characters that differ from ``other`` wrapped in <mark>."""
    matcher = difflib.SequenceMatcher(a=other, b=text, autojunk=False)
    parts: list[str] = []
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        piece = escape(text[j1:j2])
        parts.append(piece if tag == "equal" or not piece else f'<mark class="{mark}">{piece}</mark>')
    return "".join(parts)


def _row(sign: str, old_number: int | str, new_number: int | str, html: str) -> str:
    kind = {"-": "diff-del", "+": "diff-add", " ": "diff-ctx"}[sign]
    return (
        f'<tr class="{kind}"><td class="diff-num">{old_number}</td><td class="diff-num">{new_number}</td>'
        f'<td class="diff-sign">{sign}</td><td class="diff-code"><pre>{html or " "}</pre></td></tr>'
    )


def unified_code_diff_html(old: str, new: str, *, title: str = "") -> SafeString:
    """A unified diff of two sources: context lines highlighted, changed lines with their changed characters
    marked (paired line by line within a replaced block)."""
    old_lines, new_lines = old.split("\n") if old else [], new.split("\n") if new else []
    old_html, new_html = _highlighted_lines(old), _highlighted_lines(new)
    matcher = difflib.SequenceMatcher(a=old_lines, b=new_lines, autojunk=False)
    rows: list[str] = []
    for group in matcher.get_grouped_opcodes(CONTEXT_LINES):
        first = group[0]
        rows.append(f'<tr class="diff-hunk"><td colspan="4">@@ -{first[1] + 1} +{first[3] + 1} @@</td></tr>')
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                rows += [_row(" ", i + 1, j1 + k + 1, new_html[j1 + k]) for k, i in enumerate(range(i1, i2))]
                continue
            removed, added = old_lines[i1:i2], new_lines[j1:j2]
            for k, line in enumerate(removed):
                partner = added[k] if tag == "replace" and k < len(added) else None
                html = _marked(line, partner, mark="del") if partner is not None else old_html[i1 + k]
                rows.append(_row("-", i1 + k + 1, "", html))
            for k, line in enumerate(added):
                partner = removed[k] if tag == "replace" and k < len(removed) else None
                html = _marked(line, partner, mark="add") if partner is not None else new_html[j1 + k]
                rows.append(_row("+", "", j1 + k + 1, html))
    if not rows:
        rows.append('<tr class="diff-same"><td colspan="4">no differences</td></tr>')
    caption = f"<caption>{escape(title)}</caption>" if title else ""
    return mark_safe(f'<table class="code-diff highlight">{caption}<tbody>{"".join(rows)}</tbody></table>')


def _leaves(value: Any, path: str = "") -> dict[str, Any]:
    """Flatten dicts (and lists of named items, by name or id) to ``path: value`` leaves."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, inner in value.items():
            out.update(_leaves(inner, f"{path}.{key}" if path else str(key)))
        return out or {path: {}}
    if (
        isinstance(value, list)
        and value
        and all(isinstance(v, dict) and ("name" in v or "id" in v) for v in value)
    ):
        out = {}
        for inner in value:
            label = inner.get("name", inner.get("id"))
            out.update(_leaves({k: v for k, v in inner.items()}, f"{path}[{label}]"))
        return out
    return {path: value}


def _text(value: Any) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, sort_keys=True)


def _looks_like_code(path: str, old: str, new: str) -> bool:
    return path.endswith(("source", "code")) or ("\n" in old + new and "def " in old + new)


@dataclass
class RevisionDiff:
    fields_html: SafeString  # changed fields, before/after with changed characters marked
    code_html: list[tuple[str, SafeString]]  # (path, unified code diff) for each changed code field
    state_html: list[tuple[str, SafeString]]  # (state name, row changes)
    changed: int


def revision_diff(
    old_ir: dict[str, Any], new_ir: dict[str, Any], *, primary_keys: dict[str, str]
) -> RevisionDiff:
    """What changed between two IR dicts, each kind of field in its own form."""
    states = []
    for name in STATE_FIELDS:
        before, after = old_ir.get(name), new_ir.get(name)
        if isinstance(before, dict) and isinstance(after, dict) and before != after:
            states.append((name, state_diff_html(before, after, primary_keys=primary_keys)))
    rest_old = {k: v for k, v in old_ir.items() if k not in STATE_FIELDS}
    rest_new = {k: v for k, v in new_ir.items() if k not in STATE_FIELDS}
    old_leaves, new_leaves = _leaves(rest_old), _leaves(rest_new)
    code: list[tuple[str, SafeString]] = []
    rows: list[str] = []
    for path in sorted(set(old_leaves) | set(new_leaves)):
        before, after = old_leaves.get(path), new_leaves.get(path)
        if before == after:
            continue
        old_text, new_text = _text(before), _text(after)
        if _looks_like_code(path, old_text, new_text):
            code.append((path, unified_code_diff_html(old_text, new_text)))
            continue
        rows.append(
            f'<tr><td class="diff-path"><code>{escape(path)}</code></td>'
            f'<td class="diff-del">{_marked(old_text, new_text, mark="del")}</td>'
            f'<td class="diff-add">{_marked(new_text, old_text, mark="add")}</td></tr>'
        )
    table = (
        '<table class="data field-diff"><thead><tr><th>field</th><th>before</th><th>after</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
        if rows
        else '<p class="empty">No other field changed.</p>'
    )
    return RevisionDiff(
        fields_html=mark_safe(table),
        code_html=code,
        state_html=states,
        changed=len(rows) + len(code) + len(states),
    )
