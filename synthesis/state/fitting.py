"""Values moved to meet a field's checks: whether a value passes them, a string cut to a length they allow, a
date moved beside the row's other moments. Used by state generation, the scenario planner, state repair and
the procedural tests, which must all meet the same checks the same way."""

from __future__ import annotations

import datetime as _dt
import math
import re
from typing import Any

from synthesis.ir import Field, FieldType
from synthesis.state.expressions import (
    ExpressionError,
    UnsupportedExpression,
    evaluate,
    holds_when_empty,
    reads_emptiness,
)


def passes_checks(field: Field, value: Any, row: dict[str, Any]) -> bool:
    """Whether ``value`` meets the field's CHECK expressions (by the safe interpreter, never eval)."""
    for expr in field.checks:
        try:
            if not evaluate(expr, value=value, row=row):
                return False
        except (UnsupportedExpression, ExpressionError):
            return False
    return True


def may_stay_empty(field: Field, row: dict[str, Any]) -> bool:
    """Whether the field may be empty in ``row`` (what is in it so far): its checks that read an empty value
    hold (``email IS NOT NULL OR phone IS NOT NULL``, on email, holds when phone is there)."""
    return all(holds_when_empty(c, row=row) for c in field.checks if reads_emptiness(c))


_BOUND = re.compile(r"^\s*value\s*(>=|>|<=|<)\s*(-?\d+(?:\.\d+)?)\s*$")
# A nullable column's CHECK as translated: ``value is None or (...)``; the rest bounds a value that is there.
_EMPTY_GUARD = re.compile(r"^\s*value is None or\s+")


def _bound_parts(check: str) -> list[str]:
    """The parts of a check that all must hold: ``value > 10 and value < 20`` (also behind the empty-value
    guard and in parentheses); a check with an ``or`` left says nothing certain of its parts."""
    text = _EMPTY_GUARD.sub("", check.strip())
    while text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
        text = text[1:-1].strip()
    if " or " in text:
        return []
    parts = [part.strip() for part in text.split(" and ")]
    return [part[1:-1] if part.startswith("(") and part.endswith(")") else part for part in parts]


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def numbers_in_bounds(checks: list[str], *, integer: bool) -> tuple[int | float, ...]:
    """A few numbers inside the bounds ``checks`` state as ``value <op> <number>`` (alone, in a conjunction
    or behind a nullable column's guard; the rest of the checks still decide): the lower end, just above it,
    the middle, just below the upper end, the upper end."""
    low: float | None = None
    high: float | None = None
    step = 1 if integer else 0.01
    for part in (part for check in checks for part in _bound_parts(check)):
        found = _BOUND.match(part)
        if found is None:
            continue
        op, number = found.group(1), float(found.group(2))
        if op in (">=", ">"):
            bound = number if op == ">=" else number + step
            low = bound if low is None else max(low, bound)
        else:
            bound = number if op == "<=" else number - step
            high = bound if high is None else min(high, bound)
    if low is None and high is None:
        return ()
    low = high - 100 if low is None and high is not None else low
    high = low + 100 if high is None and low is not None else high
    assert low is not None and high is not None
    if integer:
        low, high = float(math.ceil(low)), float(math.floor(high))
    points = [low, low + step, (low + high) / 2, high - step, high]
    found_numbers = [p for p in points if low <= p <= high]
    made = [int(p) if integer else round(p, 2) for p in found_numbers]
    return tuple(dict.fromkeys(made))


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
    would be the same for every row, and no row after the first could be made. A numbered code cut short
    takes one letter of the serial's, so that such values vary too."""
    if field.type in (FieldType.DATE, FieldType.DATETIME):
        return value  # a cut date is no date: its checks compare moments, which relative_date moves
    if distinct is None:
        distinct = field.unique
    longest = field.max_length()
    if longest is not None and len(value) > longest >= 8:
        # A column's declared length (VARCHAR(40), maxLength): the value itself, cut, reads best (a short
        # one holds a code: the letters below, upper-cased).
        tag = f"-{serial}" if distinct else ""
        cut = value[:longest]
        if len(tag) < longest:
            cut = _cut_words(value, longest - len(tag))
            cut = cut[:-1] + tag + cut[-1] if cut.endswith((".", "!", "?")) else cut + tag
        if passes_checks(field, cut, {**row, field.name: cut}):
            return cut
    letters = "".join(ch for ch in value.upper() if ch.isalnum()) or "CODE"
    declared = _declared_lengths(field)
    padded = letters + str(serial) + "X" * max([50, *declared])
    tags: tuple[str, ...] = ()
    if distinct:
        tags = (_letter_code(serial), str(serial))
    elif any(ch.isdigit() for ch in letters):
        # A numbered code (STA-0003) cut short is its prefix, alike for every row (a state code, a revision):
        # one letter of the serial's makes such values vary, as values that may repeat do.
        tags = (_letter_code(serial % 26),)
    for length in [*declared, *(n for n in _FALLBACK_LENGTHS if n not in declared)]:
        candidates = [padded[: length - len(tag)] + tag for tag in tags if len(tag) <= length]
        if distinct and len(str(serial)) <= length:
            candidates.append(str(serial).zfill(length))  # codes of digits only (a check like isdigit())
        candidates.append(padded[:length])
        for candidate in candidates:
            if passes_checks(field, candidate, {**row, field.name: candidate}):
                return candidate
    return value


_LENGTH_BOUND = re.compile(r"^len\(value\) (<=|>=|==) (\d+)$")


def _declared_lengths(field: Field) -> list[int]:
    """The lengths a field's checks name (a SHA-256's 64 characters: ``len(value) >= 64``, ``<= 64``), longest
    first, each beyond the usual code lengths tried."""
    found = {int(m[2]) for m in (_LENGTH_BOUND.match(check) for check in field.checks) if m is not None}
    return sorted((n for n in found if 0 < n <= 1000 and n not in _FALLBACK_LENGTHS), reverse=True)


def _cut_words(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters, at a word's end where one fits, still a sentence if it was
    one ("Leave the parcel with the neighbour." in 20: "Leave the parcel.")."""
    ending = text.rstrip()[-1:] if text.rstrip().endswith((".", "!", "?")) else ""
    words: list[str] = []
    for word in text.split():
        if len(" ".join([*words, word]).rstrip(".,;:!?")) + len(ending) > limit:
            break
        words.append(word)
    if not words:
        return text[:limit].rstrip()
    return " ".join(words).rstrip(".,;:!?") + ending


def _letter_code(number: int) -> str:
    """A, B, ..., Z, AA, AB, ...: a different code of letters for every number from 0."""
    code, number = "", number + 1
    while number:
        number, digit = divmod(number - 1, 26)
        code = chr(ord("A") + digit) + code
    return code
