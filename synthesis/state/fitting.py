"""Values moved to meet a field's checks: whether a value passes them, a string cut to a length they allow, a
date moved beside the row's other moments. Used by state generation, the scenario planner, state repair and
the procedural tests, which must all meet the same checks the same way."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from synthesis.ir import Field, FieldType
from synthesis.state.expressions import ExpressionError, UnsupportedExpression, evaluate


def passes_checks(field: Field, value: Any, row: dict[str, Any]) -> bool:
    """Whether ``value`` meets the field's CHECK expressions (by the safe interpreter, never eval)."""
    for expr in field.checks:
        try:
            if not evaluate(expr, value=value, row=row):
                return False
        except (UnsupportedExpression, ExpressionError):
            return False
    return True


_FALLBACK_LENGTHS = [2, 3, 1, 4, 5, 6, 8, 10, 12, 16, 20, 32, 50]


def relative_date(*, field: Field, row: dict[str, Any], attempt: int, fallback: Any) -> Any:
    """A date shortly after (or before) another date of the row: checks like ``ends_at > starts_at``.

    Attempts go through the row's other moments in name order, each with every offset, so a check against the
    second moment (``enddate > startdate`` beside ``modifieddate``) is met too."""
    offsets = [1, 2, 7, 30, -1, -7]
    moments: list[tuple[_dt.datetime, bool]] = []
    for other, raw in sorted(row.items()):
        if other == field.name or not isinstance(raw, str):
            continue
        try:
            moments.append((_dt.datetime.fromisoformat(raw), "T" in raw))
        except ValueError:
            continue
    if not moments:
        return fallback
    moment, timed = moments[(attempt // len(offsets)) % len(moments)]
    offset = offsets[attempt % len(offsets)]
    if field.type == FieldType.DATE:
        return (moment.date() + _dt.timedelta(days=offset)).isoformat()
    if timed:
        return (moment + _dt.timedelta(hours=offset)).isoformat()
    return fallback


def fit_length(
    *, field: Field, value: str, row: dict[str, Any], serial: int, distinct: bool | None = None
) -> str:
    """A realistic string cut or padded to a length the field's checks allow (country codes, short codes).

    For a field whose values must differ (``distinct``; by default a unique field), the letters keep what fits
    beside a code of ``serial`` (its letters, its digits, or the digits alone): a plain cut of long letters
    would be the same for every row, and no row after the first could be made."""
    if field.type in (FieldType.DATE, FieldType.DATETIME):
        return value  # a cut date is no date: its checks compare moments, which relative_date moves
    if distinct is None:
        distinct = field.unique
    longest = field.max_length()
    if longest is not None and len(value) > longest >= 8:
        # A column's declared length (VARCHAR(40), maxLength): the value itself, cut, reads best (a short
        # one holds a code: the letters below, upper-cased).
        tag = f"-{serial}" if distinct else ""
        cut = value[: longest - len(tag)].rstrip() + tag if len(tag) < longest else value[:longest]
        if passes_checks(field, cut, {**row, field.name: cut}):
            return cut
    letters = "".join(ch for ch in value.upper() if ch.isalnum()) or "CODE"
    padded = letters + str(serial) + "X" * 50
    tags = (_letter_code(serial), str(serial)) if distinct else ()
    for length in _FALLBACK_LENGTHS:
        candidates = [padded[: length - len(tag)] + tag for tag in tags if len(tag) <= length]
        if distinct and len(str(serial)) <= length:
            candidates.append(str(serial).zfill(length))  # codes of digits only (a check like isdigit())
        candidates.append(padded[:length])
        for candidate in candidates:
            if passes_checks(field, candidate, {**row, field.name: candidate}):
                return candidate
    return value


def _letter_code(number: int) -> str:
    """A, B, ..., Z, AA, AB, ...: a different code of letters for every number from 0."""
    code, number = "", number + 1
    while number:
        number, digit = divmod(number - 1, 26)
        code = chr(ord("A") + digit) + code
    return code
