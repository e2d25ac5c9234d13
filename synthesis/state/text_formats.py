"""Formats that a design states in words ("an ISO 8601 string YYYY-MM-DDTHH:MM", "date as YYYY-MM-DD").

A model describes a field or a parameter in prose, and its code then checks that form (``strptime`` with
``%Y-%m-%dT%H:%M``). Test states, initial states and procedural test arguments must be written in the same
form, or correct code refuses them and is sent to repair. This module reads the stated form once and renders
and checks moments in it; a description that states no form gives None, and callers keep their own ways.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass

# The tokens a description spells a form with, longest first, and their strftime directives.
_TOKENS = (
    ("YYYY", "%Y"),
    ("MM", "%m"),
    ("DD", "%d"),
    ("HH", "%H"),
    ("hh", "%H"),
    ("mm", "%M"),
    ("SS", "%S"),
    ("ss", "%S"),
)
# A spelled form: year first, then month and day, optionally a time ("T" or a space, hours, minutes, seconds).
_SPELLED = re.compile(
    r"YYYY-MM-DD(?:[T ]HH:(?:MM|mm)(?::(?:SS|ss))?(?:Z|[+-]HH:?MM)?)?|HH:(?:MM|mm)(?::(?:SS|ss))?"
)
_ISO_DATETIME = re.compile(
    r"\bISO[ -]?8601\b[^.;]*\b(date[- ]?time|datetime|timestamp|time)\b", re.IGNORECASE
)
_ISO_DATE = re.compile(r"\bISO[ -]?8601\b[^.;]*\bdate\b", re.IGNORECASE)


@dataclass(frozen=True)
class MomentFormat:
    """A stated form: ``pattern`` for strftime/strptime; ``iso`` when any ISO 8601 text of a kind is meant."""

    pattern: str
    has_date: bool
    has_time: bool
    iso: bool = False

    def render(self, moment: dt.datetime) -> str:
        if self.iso:
            return moment.date().isoformat() if not self.has_time else moment.isoformat()
        return moment.strftime(self.pattern)

    def accepts(self, value: object) -> bool:
        if not isinstance(value, str):
            return False
        if self.iso:
            try:
                if self.has_time:
                    dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
                else:
                    dt.date.fromisoformat(value)
            except ValueError:
                return False
            return True
        try:
            dt.datetime.strptime(value, self.pattern)
        except ValueError:
            return False
        return True


def _pattern(spelled: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(spelled):
        for token, directive in _TOKENS:
            if spelled.startswith(token, i):
                # "MM" after an hour is minutes: HH:MM
                if token == "MM" and out and out[-1] == ":" and "%H" in "".join(out):
                    directive = "%M"
                out.append(directive)
                i += len(token)
                break
        else:
            out.append(spelled[i])
            i += 1
    pattern = "".join(out)
    return pattern.replace("+%H:%M", "%z").replace("-%H:%M", "%z").replace("+%H%M", "%z")


@functools.lru_cache(maxsize=4096)
def stated_moment_format(description: str) -> MomentFormat | None:
    """The date/time form a description states, or None."""
    if not description:
        return None
    spelled = _SPELLED.search(description)
    if spelled is not None:
        text = spelled.group(0)
        return MomentFormat(pattern=_pattern(text), has_date=text.startswith("YYYY"), has_time="HH" in text)
    if _ISO_DATETIME.search(description):
        return MomentFormat(pattern="", has_date=True, has_time=True, iso=True)
    if _ISO_DATE.search(description):
        return MomentFormat(pattern="", has_date=True, has_time=False, iso=True)
    return None
