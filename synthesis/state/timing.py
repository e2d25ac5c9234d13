"""Dates and times that hang together: ends after starts with a plausible duration, due after loaned,
birth before hire, and everything around the environment's fixed "now".

The sandbox clock starts at ``runtime.DEFAULT_START`` (2025-01-15 09:00 UTC); states sit around it:
things that happened (created, loaned, paid) in the weeks before, things that are planned (appointments,
due dates) in the weeks after. A field's meaning comes from the words of its name.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from typing import Any

from synthesis.ir import Field, FieldType

NOW = dt.datetime(2025, 1, 15, 9, 0, tzinfo=dt.UTC)
TODAY = NOW.date()

START_WORDS = {"start", "starts", "begin", "begins", "from", "opens", "departure", "departs", "checkin"}
END_WORDS = {"end", "ends", "finish", "finishes", "until", "closes", "arrival", "arrives", "checkout"}
# Bookkeeping stamps (created_at) are left out: they say when a row was written, not when something began.
BEGUN_WORDS = {"loaned", "borrowed", "issued", "rented", "placed", "ordered", "opened", "checked"}
DUE_WORDS = {"due", "deadline", "expires", "expiry", "expiration", "return_by"}
RETURNED_WORDS = {"returned", "closed", "completed", "collected", "resolved", "delivered", "shipped"}
BIRTH_WORDS = {"birth", "born", "dob", "birthday"}
JOINED_WORDS = {"hired", "hire", "joined", "enrolled", "registered", "signed", "since", "member"}
FUTURE_WORDS = {
    "scheduled",
    "appointment",
    "start",
    "starts",
    "departure",
    "due",
    "deadline",
    "expires",
    "expiry",
    "event",
    "booked_for",
    "until",  # frozen until, valid until: a moment to come
}
PAST_WORDS = {
    "created",
    "updated",
    "placed",
    "paid",
    "ordered",
    "loaned",
    "returned",
    "issued",
    "modified",
    "submitted",
    "recorded",
    "received",
    "sent",
    "last",
}

# (earlier field words, later field words): the later one must come after the earlier one in a row.
ORDERED_PAIRS: list[tuple[set[str], set[str]]] = [
    (START_WORDS, END_WORDS),
    (BEGUN_WORDS, DUE_WORDS),
    (BEGUN_WORDS, RETURNED_WORDS),
    (BIRTH_WORDS, JOINED_WORDS),
]


def made_from(later: str, earlier: str, *, name_words: Any) -> bool:
    """Whether the moment ``later`` is made from ``earlier`` of its row (an end from its start, a due date
    from the loan): it must be generated after it. Twilio's usage records list ``end_date`` before
    ``start_date``, and an end made first knew no start: it came out before the start made next."""
    late_words, early_words = set(name_words(later)), set(name_words(earlier))
    return any(
        late_words & late and not late_words & early and early_words & early for early, late in ORDERED_PAIRS
    )


# The longest plausible span between a start and its end.
MAX_DATETIME_SPAN = dt.timedelta(hours=12)
MAX_DATE_SPAN = dt.timedelta(days=400)


def parse_moment(raw: Any) -> dt.datetime | None:
    """A date or datetime string as an aware datetime (dates at midnight UTC), else None."""
    if not isinstance(raw, str) or len(raw) < 10:
        return None
    try:
        moment = dt.datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


def _render(moment: dt.datetime, kind: FieldType) -> str:
    return moment.date().isoformat() if kind == FieldType.DATE else moment.isoformat()


def _working_hours(day: dt.date, rng: random.Random) -> dt.datetime:
    while day.weekday() >= 5:  # people book weekdays
        day += dt.timedelta(days=1)
    return dt.datetime(
        day.year, day.month, day.day, rng.randrange(9, 17), rng.choice([0, 15, 30, 45]), tzinfo=dt.UTC
    )


def _partner(row: dict[str, Any], words: set[str], own: str, name_words: Any) -> dt.datetime | None:
    moments = {
        other: m for other, raw in row.items() if other != own and (m := parse_moment(raw)) is not None
    }
    found = partner_of(own, [other for other in moments if set(name_words(other)) & words], name_words)
    return None if found is None else moments[found]


_PAIR_WORDS = START_WORDS | END_WORDS


def partner_of(name: str, candidates: list[str], name_words: Any) -> str | None:
    """The candidate ``name`` pairs with: the one sharing most of its other words (``trial_end`` with
    ``trial_start``, not ``current_period_start``; ``end_time`` with ``start_time`` before
    ``command_start_time``), the first of equals; none when ``name`` has words of its own and no candidate
    shares one (a trial's end whose start is empty is no billing period's end)."""
    own = set(name_words(name)) - _PAIR_WORDS
    best: tuple[int, int] | None = None
    found: str | None = None
    for candidate in candidates:
        theirs = set(name_words(candidate)) - _PAIR_WORDS
        score = (len(own & theirs), -len(theirs - own))
        if best is None or score > best:
            best, found = score, candidate
    if own and best is not None and best[0] == 0 and len(candidates) > 1:
        return None
    return found


def time_for(*, field: Field, row: dict[str, Any], rng: random.Random, name_words: Any) -> str:
    """A date or datetime for ``field`` consistent with the moments already in ``row``."""
    words = set(name_words(field.name))
    kind = field.type
    if words & END_WORDS:
        start = _partner(row, START_WORDS, field.name, name_words)
        if start is not None:
            span = dt.timedelta(days=rng.choice([7, 14, 30, 90, 120])) if kind == FieldType.DATE else None
            return _render(start + (span or dt.timedelta(minutes=rng.choice([30, 45, 60, 90]))), kind)
    if words & DUE_WORDS:
        begun = _partner(row, BEGUN_WORDS, field.name, name_words)
        if begun is not None:
            return _render(begun + dt.timedelta(days=rng.choice([14, 21, 28])), kind)
        return _render(NOW + dt.timedelta(days=rng.randrange(3, 30)), kind)
    if words & RETURNED_WORDS:
        begun = _partner(row, BEGUN_WORDS, field.name, name_words)
        if begun is not None and begun < NOW:
            days = max(1, min(20, (NOW - begun).days))
            later = begun + dt.timedelta(days=rng.randrange(1, days + 1), hours=rng.randrange(1, 8))
            return _render(min(later, NOW - dt.timedelta(hours=1)), kind)
    if words & BIRTH_WORDS:
        day = dt.date(rng.randrange(1950, 2004), rng.randrange(1, 13), rng.randrange(1, 29))
        return _render(dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC), kind)
    if words & JOINED_WORDS:
        born = _partner(row, BIRTH_WORDS, field.name, name_words)
        earliest = NOW - dt.timedelta(days=5 * 365)
        if born is not None:
            earliest = max(earliest, born + dt.timedelta(days=18 * 366))
        days_back = max(30, (NOW - earliest).days)
        joined = earliest + dt.timedelta(days=rng.randrange(0, days_back))
        return _render(min(NOW - dt.timedelta(days=7), joined), kind)
    if words & FUTURE_WORDS and not words & PAST_WORDS:
        return _render(_working_hours(TODAY + dt.timedelta(days=rng.randrange(1, 45)), rng), kind)
    moment = _working_hours(TODAY - dt.timedelta(days=rng.randrange(2, 90)), rng)
    return _render(min(moment, NOW - dt.timedelta(hours=1)), kind)


def order_problems(row: dict[str, Any], *, name_words: Any) -> list[str]:
    """Pairs of moments in ``row`` that contradict each other (an end before its start, a due date before
    the loan, a birth after the hire) or span implausibly long."""
    problems: list[str] = []
    moments = {name: m for name, raw in row.items() if (m := parse_moment(raw)) is not None}
    for earlier_words, later_words in ORDERED_PAIRS:
        earlier = [name for name in moments if set(name_words(name)) & earlier_words]
        for late_name, late in moments.items():
            if not set(name_words(late_name)) & later_words or set(name_words(late_name)) & earlier_words:
                continue
            # Each later moment against its own earlier one (a trial's end against the trial's start, not
            # against the billing period's).
            early_name = partner_of(late_name, [name for name in earlier if name != late_name], name_words)
            if early_name is not None:
                early = moments[early_name]
                if late < early:
                    problems.append(
                        f"{late_name} {late.isoformat()} is before {early_name} {early.isoformat()}"
                    )
                elif earlier_words is START_WORDS:
                    is_date = len(str(row[late_name])) == 10
                    limit = MAX_DATE_SPAN if is_date else MAX_DATETIME_SPAN
                    if late - early > limit or late == early:
                        problems.append(f"{early_name} to {late_name} spans {late - early}")
    return problems


def later_moment(current: Any, *, field_name: str, rng: random.Random) -> str | None:
    """A new due date or deadline a person would ask for: the current one pushed back by a week or two."""
    moment = parse_moment(current)
    if moment is None or not set(re.split(r"[_\W]+", field_name.lower())) & DUE_WORDS:
        return None
    later = max(moment, NOW) + dt.timedelta(days=rng.choice([7, 14]))  # an extension ends after today
    return later.date().isoformat() if len(str(current)) == 10 else later.isoformat()
