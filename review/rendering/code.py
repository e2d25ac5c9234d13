"""Pygments highlighting (CSS served from static/review/pygments.css) and side-by-side text diffs."""

from __future__ import annotations

import difflib
from html import escape

from django.utils.safestring import SafeString, mark_safe
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

CSS_CLASS = "highlight"
PYGMENTS_STYLE = "default"


def highlight_code(code: str, *, language: str = "python", line_numbers: bool = True) -> SafeString:
    """Highlighted HTML; Pygments escapes the source, so markup in generated code stays text."""
    try:
        lexer = get_lexer_by_name(language, stripnl=False)
    except ClassNotFound as exc:
        raise ValueError(f"unknown language {language!r} for highlighting") from exc
    # Inline numbers sit in each line, so they stay aligned when long lines wrap (a table column drifts).
    formatter = HtmlFormatter(cssclass=CSS_CLASS, linenos="inline" if line_numbers else False, wrapcode=True)
    return mark_safe(highlight(code, lexer, formatter))


def highlight_css() -> str:
    """The stylesheet matching ``highlight_code``; written to static/review/pygments.css."""
    return str(HtmlFormatter(style=PYGMENTS_STYLE, cssclass=CSS_CLASS).get_style_defs(f".{CSS_CLASS}"))


def text_diff_html(old: str, new: str, *, old_title: str = "before", new_title: str = "after") -> SafeString:
    """A side-by-side line diff as a table; unchanged lines far from a change are folded away."""
    old_lines = old.splitlines()
    new_lines = new.splitlines()
    matcher = difflib.SequenceMatcher(a=old_lines, b=new_lines, autojunk=False)
    rows: list[str] = []
    for group in matcher.get_grouped_opcodes(3):
        rows.append('<tr class="diff-fold"><td colspan="4">…</td></tr>')
        for tag, i1, i2, j1, j2 in group:
            left = old_lines[i1:i2]
            right = new_lines[j1:j2]
            for k in range(max(len(left), len(right))):
                lnum = i1 + k + 1 if k < len(left) else ""
                rnum = j1 + k + 1 if k < len(right) else ""
                ltext = escape(left[k]) if k < len(left) else ""
                rtext = escape(right[k]) if k < len(right) else ""
                lclass = "diff-del" if tag in ("replace", "delete") and k < len(left) else ""
                rclass = "diff-add" if tag in ("replace", "insert") and k < len(right) else ""
                rows.append(
                    f'<tr><td class="diff-num">{lnum}</td><td class="diff-text '
                    f'{lclass}"><pre>{ltext}</pre></td>'
                    f'<td class="diff-num">{rnum}</td><td class="diff-text '
                    f'{rclass}"><pre>{rtext}</pre></td></tr>'
                )
    if not rows:
        rows.append('<tr class="diff-same"><td colspan="4">no differences</td></tr>')
    head = (
        f'<thead><tr><th colspan="2">{escape(old_title)}</th>'
        f'<th colspan="2">{escape(new_title)}</th></tr></thead>'
    )
    return mark_safe(f'<table class="diff-table">{head}<tbody>{"".join(rows)}</tbody></table>')
