"""One timeline per scenario: the episode's clock (``ScenarioSpec.clock_start``, where ``ctx.now()`` starts)
after every event its initial state and its task state as past, before every one they state as to come.

What is past or to come is read from a date field's name (``created_at``, ``paid_on``, ``birth_date``: past;
``scheduled_at``: to come, unless the row's status says it is over) and from the words
around a date in the task ("went well on 18 March": past; "upcoming on 20 March": to come). Due dates,
deadlines, ends and expiry dates may lie on either side (a loan is overdue, a card expired), and a row's other
dates (an interview's ``date``, a job history's ``start_date``) too: they bind nothing. A day without a time
is past when it is not after the clock's day, to come when it is not before it.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any, Literal

from synthesis.ir import FieldType, State, StateSchema
from synthesis.state.timing import (
    BEGUN_WORDS,
    BIRTH_WORDS,
    DUE_WORDS,
    END_WORDS,
    JOINED_WORDS,
    NOW,
    PAST_WORDS,
    RETURNED_WORDS,
    parse_moment,
)
from synthesis.state.values import words_of

DEFAULT_CLOCK = (
    NOW.isoformat()
)  # the runtime's DEFAULT_START: every scenario made before the clock was its own

Side = Literal["past", "future"]

# Fields whose moment is to come by their name alone: only what is scheduled (the generator puts those
# after the default clock, ``timing.FUTURE_WORDS``). A start date, an event, a departure or an appointment
# may lie on either side in real data (a job history's start_date, a flight taken): the task says which.
_COMING_WORDS = frozenset({"scheduled"})
# Words of moments that may lie on either side whatever else the name says (a membership's end, a card's
# expiry, a loan's due date).
_EITHER_WORDS = frozenset(DUE_WORDS | END_WORDS | {"valid", "until", "estimated", "expected"})
_PAST_FIELD_WORDS = frozenset(PAST_WORDS | BIRTH_WORDS | JOINED_WORDS | BEGUN_WORDS | RETURNED_WORDS)
# A row whose status says it is over: its scheduled moments may be past.
_OVER = frozenset(
    {"completed", "complete", "done", "finished", "attended", "closed", "cancelled", "canceled", "no_show",
     "noshow", "missed", "held", "past", "resolved", "returned", "delivered", "rejected", "hired", "expired"}
)  # fmt: skip
_STATUS_WORDS = frozenset({"status", "state", "stage", "outcome", "result"})

_PAST_CUES = re.compile(
    r"\b(went|was|were|had|did|happened|took place|attended|held|last|ago|earlier|yesterday|already|"
    r"completed|received|submitted|sent|paid|placed|ordered|returned|joined|since)\b",
    re.IGNORECASE,
)
_FUTURE_CUES = re.compile(
    r"\b(upcoming|will|next|coming|planned|scheduled for|tomorrow|later|is on|are on|starts|begins)\b",
    re.IGNORECASE,
)
_MONTHS = {
    name: number
    for number, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
         ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
         ("october", "oct"), ("november", "nov"), ("december", "dec")],
        start=1,
    )
    for name in names
}  # fmt: skip
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?:,?\s+(?P<year>\d{4}))?"
_DATES = [
    re.compile(
        r"\b(?P<iso>\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?)"
    ),
    re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"\b{_MONTH}\s+{_DAY}{_YEAR}\b", re.IGNORECASE),
]


@dataclass(frozen=True)
class Moment:
    """An event of a scenario on the timeline: where it is stated, when, whether it is past or to come, and
    whether it is a day without a time."""

    where: str
    at: dt.datetime
    side: Side
    day_only: bool


def field_side(name: str, row: dict[str, Any]) -> Side | None:
    """Whether the date field ``name`` of ``row`` states something past, something to come, or neither."""
    words = set(words_of(name))
    if words & _EITHER_WORDS:
        return None
    if words & _COMING_WORDS:
        over = any(
            set(words_of(field)) & _STATUS_WORDS and isinstance(value, str) and value.lower() in _OVER
            for field, value in row.items()
        )
        return None if over else "future"
    return "past" if words & _PAST_FIELD_WORDS else None


def state_moments(*, schema: StateSchema, state: State) -> list[Moment]:
    """The initial state's dated events that are past or to come (see ``field_side``)."""
    found: list[Moment] = []
    for table in schema.tables:
        dated = [
            f.name
            for f in table.fields
            if f.type in (FieldType.DATE, FieldType.DATETIME) and f.name != table.primary_key
        ]
        if not dated:
            continue
        for row in state.get(table.name, []):
            for name in dated:
                raw = row.get(name)
                at, side = parse_moment(raw), field_side(name, row) if raw is not None else None
                if at is not None and side is not None:
                    where = f"{table.name}[{row.get(table.primary_key)!r}].{name} = {raw}"
                    found.append(Moment(where, at, side, len(str(raw)) == 10))
    return found


def task_moments(task: str, *, around: dt.datetime) -> list[Moment]:
    """The dates the task states as past or to come, by the words of their sentence ("went well on 18
    March", "upcoming on 20 March"); a date without a year is the one nearest ``around`` (the clock)."""
    found: list[Moment] = []
    for sentence in re.split(r"(?<=[.!?;])\s+", task):
        past, future = bool(_PAST_CUES.search(sentence)), bool(_FUTURE_CUES.search(sentence))
        if past == future:
            continue
        side: Side = "past" if past else "future"
        for pattern in _DATES:
            for matched in pattern.finditer(sentence):
                at, day_only = _date_of(matched, around)
                if at is not None:
                    found.append(
                        Moment(f"task: {matched.group(0)!r} in {sentence.strip()!r}", at, side, day_only)
                    )
    return found


def _date_of(matched: re.Match[str], around: dt.datetime) -> tuple[dt.datetime | None, bool]:
    parts = matched.groupdict()
    if parts.get("iso"):
        return parse_moment(parts["iso"]), len(parts["iso"]) == 10
    years = [int(parts["year"])] if parts["year"] else [around.year - 1, around.year, around.year + 1]
    found = []
    for year in years:
        try:
            found.append(dt.datetime(year, _MONTHS[parts["month"].lower()], int(parts["day"]), tzinfo=dt.UTC))
        except ValueError:
            continue
    return (min(found, key=lambda at: abs(at - around)) if found else None), True


def moments(*, schema: StateSchema, state: State, task: str, clock: str = DEFAULT_CLOCK) -> list[Moment]:
    """Every past and coming event of a scenario: its initial state's and its task's (a day the task names
    without a year is in the year that puts it nearest ``clock``)."""
    around = parse_moment(clock) or NOW
    return state_moments(schema=schema, state=state) + task_moments(task, around=around)


def contradictions(found: list[Moment], clock: str) -> list[str]:
    """Each event on the wrong side of ``clock``, said plainly."""
    now = parse_moment(clock)
    if now is None:
        return [f"the clock {clock!r} is no ISO datetime"]
    problems = []
    for moment in found:
        if moment.side == "past" and (moment.at.date() > now.date() if moment.day_only else moment.at > now):
            problems.append(f"{moment.where} is stated as past but lies after the clock {now.isoformat()}")
        elif moment.side == "future" and (
            moment.at.date() < now.date() if moment.day_only else moment.at <= now
        ):
            problems.append(
                f"{moment.where} is stated as to come but lies before the clock {now.isoformat()}"
            )
    return problems


def choose_clock(*, schema: StateSchema, state: State, task: str = "") -> str:
    """The clock start of a scenario: the default (2025-01-15 09:00 UTC, around which generated states are
    made) where the scenario's events agree with it, else the first moment after every past event that is
    before every coming one (the next morning, else an hour or a minute later); the default where none is
    (the proof then says which events contradict it)."""
    found = moments(schema=schema, state=state, task=task)
    if not contradictions(found, DEFAULT_CLOCK):
        return DEFAULT_CLOCK
    latest = max((m.at for m in found if m.side == "past"), default=None)
    earliest = min((_first_instant(m) for m in found if m.side == "future"), default=None)
    options: list[dt.datetime] = []
    if latest is not None:
        morning = dt.datetime.combine(latest.date() + dt.timedelta(days=1), dt.time(9), tzinfo=dt.UTC)
        options += [morning, latest + dt.timedelta(hours=1), latest + dt.timedelta(minutes=1)]
    if earliest is not None:
        morning = dt.datetime.combine(earliest.date() - dt.timedelta(days=1), dt.time(9), tzinfo=dt.UTC)
        options += [morning, earliest - dt.timedelta(hours=1), earliest - dt.timedelta(minutes=1)]
    for option in options:
        clock = option.isoformat()
        if not contradictions(found, clock):
            return clock
    return DEFAULT_CLOCK


def _first_instant(moment: Moment) -> dt.datetime:
    if moment.day_only:
        return moment.at + dt.timedelta(days=1) - dt.timedelta(seconds=1)
    return moment.at
