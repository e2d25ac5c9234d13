"""Small server-drawn SVG charts (bars and lines) for the dashboard; no JavaScript, no CDN."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from django.utils.safestring import SafeString, mark_safe

BAR_COLOUR = "#2563eb"
LINE_COLOUR = "#059669"


def _number(value: float) -> str:
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.2f}"


def _empty(width: int, height: int, title: str) -> SafeString:
    return mark_safe(
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-empty" width="{width}" '
        f'height="{height}" '
        f'role="img" aria-label="{escape(title)}"><text x="{width / 2:.0f}" y="{height / 2:.0f}" '
        f'text-anchor="middle" font-size="12" fill="#6b7280">no data</text></svg>'
    )


def bar_chart_svg(
    items: Sequence[tuple[str, float]],
    *,
    title: str,
    max_value: float | None = None,
    width: int = 360,
    bar_height: int = 18,
    value_suffix: str = "",
) -> SafeString:
    """Horizontal bars, one per (label, value); ``max_value`` fixes the scale (e.g. 1.0 for rates)."""
    if any(value < 0 for _, value in items):
        raise ValueError("bar chart values must not be negative")
    label_width = 120
    gap = 6
    height = 24 + len(items) * (bar_height + gap)
    if not items:
        return _empty(width, 60, title)
    top = max_value if max_value is not None else max(value for _, value in items)
    scale = (width - label_width - 60) / top if top > 0 else 0.0
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-bar" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
        f'<text x="0" y="14" font-size="13" font-weight="600">{escape(title)}</text>',
    ]
    for index, (label, value) in enumerate(items):
        y = 24 + index * (bar_height + gap)
        bar = max(value * scale, 0.0)
        short = label if len(label) <= 18 else label[:17] + "…"
        parts.append(
            f'<g class="bar"><title>{escape(label)}: {_number(value)}{escape(value_suffix)}</title>'
            f'<text x="0" y="{y + bar_height - 5}" font-size="11">{escape(short)}</text>'
            f'<rect x="{label_width}" y="{y}" width="{bar:.1f}" height="{bar_height}" fill="{BAR_COLOUR}"/>'
            f'<text x="{label_width + bar + 4:.1f}" y="{y + bar_height - 5}" font-size="11">'
            f"{_number(value)}{escape(value_suffix)}</text></g>"
        )
    parts.append("</svg>")
    return mark_safe("".join(parts))


def line_chart_svg(
    points: Sequence[tuple[str, float]],
    *,
    title: str,
    max_value: float | None = None,
    width: int = 360,
    height: int = 160,
) -> SafeString:
    """A line through (label, value) points in order, with a dot and tooltip per point."""
    if not points:
        return _empty(width, height, title)
    top = max_value if max_value is not None else max(value for _, value in points) or 1.0
    left, right, upper, lower = 30, 10, 24, 22
    inner_w = width - left - right
    inner_h = height - upper - lower
    step = inner_w / max(len(points) - 1, 1)
    coords = [
        (left + i * step, upper + inner_h - (min(value, top) / top) * inner_h if top else upper + inner_h)
        for i, (_, value) in enumerate(points)
    ]
    path = " ".join(f"{'M' if i == 0 else 'L'}{x:.1f},{y:.1f}" for i, (x, y) in enumerate(coords))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-line" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}">',
        f'<text x="0" y="14" font-size="13" font-weight="600">{escape(title)}</text>',
        f'<line x1="{left}" y1="{upper + inner_h}" x2="{width - right}" y2="{upper + inner_h}" '
        'stroke="#d1d5db"/>',
        f'<text x="0" y="{upper + 8}" font-size="10">{_number(top)}</text>',
        f'<path d="{path}" fill="none" stroke="{LINE_COLOUR}" stroke-width="2"/>',
    ]
    for (label, value), (x, y) in zip(points, coords, strict=True):
        parts.append(
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{LINE_COLOUR}"><title>{escape(label)}: '
            f"{_number(value)}</title></circle>"
        )
    parts.append(f'<text x="{left}" y="{height - 6}" font-size="10">{escape(points[0][0])}</text>')
    if len(points) > 1:
        parts.append(
            f'<text x="{width - right}" y="{height - 6}" font-size="10" text-anchor="end">'
            f"{escape(points[-1][0])}</text>"
        )
    parts.append("</svg>")
    return mark_safe("".join(parts))
