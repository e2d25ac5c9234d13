"""Parameters a person never states: paging, cursors, sorting and the shape of a read's answer ("page",
"per_page", "offset", "page_token", "before", "sort", "fields"). They are the agent's business, not facts of
the request: a chain leaves them out where it may, and where a tool requires one it passes the value the
default would (the first page, no offset, the largest page), never told in the task. A bound in time ("created
after 2024-03-01") is a filter by meaning, and not one of these."""

from __future__ import annotations

import re
from typing import Any

from synthesis.ir import Parameter
from synthesis.state.values import words_of

# Words that make a parameter a mechanism when every word of its name is one of these (page_size, per_page,
# next_page_token, sort_by, starting_after, before_id) and at least one is a strong one.
_STRONG = frozenset(
    {
        "page",
        "pages",
        "pagination",
        "per",
        "limit",
        "offset",
        "skip",
        "cursor",
        "marker",
        "continuation",
        "top",
        "sort",
        "sortby",
        "orderby",
        "ordering",
        "direction",
        "dir",
        "fields",
        "expand",
        "embed",
        "before",
        "after",
        "since",
        "until",
        "starting",
        "ending",
        "pagesize",
        "pagetoken",
        "perpage",
    }
)
_WEAK = frozenset(
    {
        "size",
        "number",
        "num",
        "no",
        "token",
        "next",
        "prev",
        "previous",
        "max",
        "results",
        "items",
        "count",
        "start",
        "index",
        "by",
        "asc",
        "desc",
        "id",
        "ids",
        "key",
        "from",
        "select",
    }
)
_BOUNDS = frozenset({"before", "after", "since", "until"})
_MOMENT_SAID = re.compile(r"\b(?:date|time|timestamp|moment|day|when|iso ?8601|rfc ?3339)\b", re.IGNORECASE)
_FROM_ZERO = frozenset({"offset", "skip", "start", "index"})
_LARGEST = frozenset({"limit", "size", "per", "top", "max", "count", "pagesize", "perpage"})


def is_mechanics(parameter: Parameter) -> bool:
    """Whether ``parameter`` pages, sorts or shapes a read rather than saying what the person wants."""
    words = set(words_of(parameter.name))
    if "order" in words:  # "order", "order_by", "order_direction": a sort; "order_id": an order
        if words <= {"order", "by", "direction", "dir", "asc", "desc"}:
            return True
        words.discard("order")
    if not words or not words <= _STRONG | _WEAK or not words & _STRONG:
        return words >= {"max", "results"} and words <= _WEAK
    if words & _BOUNDS and not words & {"id", "ids", "key", "cursor", "marker", "token"}:
        schema = parameter.value_schema
        if schema.get("format") in ("date", "date-time") or _MOMENT_SAID.search(parameter.description or ""):
            return False  # "orders placed after 1 March": a filter a person states
    return True


def mechanics_default(parameter: Parameter) -> Any:
    """The value a required mechanism takes so that the read sees what its default would: the first page,
    no offset, the largest page the tool allows, the first of its options; None where no value is neutral
    (a cursor), which is then drawn as any value and still never told."""
    schema = parameter.value_schema
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return enum[0]
    if schema.get("type") not in ("integer", "number"):
        return None
    words = set(words_of(parameter.name))
    low = schema.get("minimum")
    high = schema.get("maximum")
    if words & _LARGEST:
        value = high if isinstance(high, int | float) else 100
    elif words & _FROM_ZERO:
        value = 0
    else:  # a page number
        value = 1
    if isinstance(low, int | float):
        value = max(value, low)
    if isinstance(high, int | float):
        value = min(value, high)
    return int(value) if schema.get("type") == "integer" else value
