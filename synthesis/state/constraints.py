"""Constraints between the rows of a state beyond a field's own: the limits a design states (``RowLimit``: "a
candidate holds at most 10 active applications"), fields unique together, and names that identify a row (a
company's, a person's) that no two rows share.

``keep_constraints`` repairs a state that breaks the first two, as a generated state can after its values are
changed (a test state's enum values cycled, a reference filled late): the later rows that break a limit or
repeat a combination are left out, and so is every row that required one of them (an interview of a dropped
application); an optional reference to a dropped row is emptied. No reference is ever left dangling.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Hashable
from typing import Any

from synthesis.ir import Field, FieldType, State, StateSchema, Table
from synthesis.state.validation import limit_key, rows_over_limits, together_key
from synthesis.state.values import field_meaning, value_maker, words_of
from synthesis.state.variants import unique_variant


class LimitCounter:
    """The rows of one table counted against its limits, as rows are added."""

    def __init__(self, table: Table) -> None:
        self.limits = table.limits
        self._counts: list[Counter[tuple[Hashable, ...]]] = [Counter() for _ in self.limits]

    def fits(self, row: dict[str, Any]) -> bool:
        """Whether adding ``row`` keeps every limit."""
        for limit, counts in zip(self.limits, self._counts, strict=True):
            key = limit_key(limit, row)
            if key is not None and counts[key] >= limit.at_most:
                return False
        return True

    def add(self, row: dict[str, Any]) -> None:
        for limit, counts in zip(self.limits, self._counts, strict=True):
            key = limit_key(limit, row)
            if key is not None:
                counts[key] += 1


def keep_constraints(*, schema: StateSchema, state: State) -> State:
    """``state`` without the rows that break a limit or repeat a combination of fields unique together
    (the later ones), nor the rows that required a row left out; optional references to one are emptied.
    The state given is not changed; a state that keeps them all is returned as it is."""
    dropped: dict[str, set[int]] = {}
    for table in schema.tables:
        rows = state.get(table.name, [])
        if not isinstance(rows, list) or not (table.limits or table.unique_together):
            continue
        bad = {position for position, _ in rows_over_limits(table, rows)}
        for group in table.unique_together:
            seen: set[tuple[Hashable, ...]] = set()
            for position, row in enumerate(rows):
                key = together_key(row, group) if isinstance(row, dict) else None
                if key is None or position in bad:
                    continue
                if key in seen:
                    bad.add(position)
                seen.add(key)
        if bad:
            dropped[table.name] = bad
    if not dropped:
        return state
    kept: State = {
        name: [row for position, row in enumerate(rows) if position not in dropped.get(name, set())]
        if isinstance(rows, list)
        else rows
        for name, rows in state.items()
    }
    return _without_dangling(schema, kept)


def _without_dangling(schema: StateSchema, state: State) -> State:
    """References to rows no longer there: the row is left out when the reference is required, else the
    reference is emptied; again until nothing changes (a dropped row's own dependants)."""
    while True:
        changed = False
        for table in schema.tables:
            rows = state.get(table.name)
            references = [f for f in table.fields if f.foreign_key is not None]
            if not isinstance(rows, list) or not references:
                continue
            kept, touched = [], False
            for row in rows:
                resolved, keep = _resolved(state, references, row)
                touched = touched or not keep or resolved is not row
                if keep:
                    kept.append(resolved)
            if touched:
                state[table.name], changed = kept, True
        if not changed:
            return state


def _resolved(state: State, references: list[Field], row: Any) -> tuple[Any, bool]:
    """``row`` with its dangling optional references emptied (a copy when one is), and whether it stays."""
    if not isinstance(row, dict):
        return row, True
    for f in references:
        assert f.foreign_key is not None
        value = row.get(f.name)
        if value is None:
            continue
        target = state.get(f.foreign_key.table, [])
        if any(isinstance(r, dict) and r.get(f.foreign_key.field) == value for r in target):
            continue
        if f.required:
            return row, False
        row = {**row, f.name: None}
    return row, True


# Words of a field that is the row's own name ("company_name", "full_name", "name"), not a name the row
# mentions ("interviewer_name", "contact_name").
_OWN_NAME_WORDS = frozenset(
    {"name", "full", "fullname", "display", "legal", "trading", "company", "business", "organization"}
)
# A design that says its names may repeat ("not unique", "may be shared").
_NAMES_REPEAT = re.compile(
    r"\b(?:not (?:necessarily )?unique|need not be unique|non-unique|may (?:be )?(?:repeat|repeated|shared|"
    r"duplicated?)|can (?:be )?(?:repeat|repeated|shared|duplicated?)|shared by)\b"
)


def names_row(table: Table, field: Field) -> bool:
    """Whether ``field`` is a name that identifies a row of ``table`` (a company's name, a person's full
    name) and so differs from row to row, unless its description says names repeat. A person's first or
    last name alone is not one (two people share a first name)."""
    if field.type != FieldType.STRING or field.enum_values or field.foreign_key is not None:
        return False
    if field.unique or field.name == table.primary_key or not set(words_of(field.name)) <= _OWN_NAME_WORDS:
        return False
    if _NAMES_REPEAT.search(field.description.lower()):
        return False
    meaning = field_meaning(name=field.name, table_name=table.name, description=field.description)
    return meaning in ("person", "company")


NAME_DRAWS = 40


def distinct_name(*, table: Table, field: Field, rows: list[dict[str, Any]], rng: random.Random) -> Any:
    """A value of ``field`` (a name that identifies a row: ``names_row``) no row of ``rows`` holds: drawn as
    the generator draws it, else a variant of the last draw ("Nimbus Labs Riverton")."""
    held = {row.get(field.name) for row in rows}
    make = value_maker(field=field, table_name=table.name)
    value = None
    for attempt in range(NAME_DRAWS):
        value = make({}, rng, attempt + 1)
        if value not in held:
            return value
    for attempt in range(NAME_DRAWS):
        variant = unique_variant(value, field=field, attempt=attempt, rng=rng)
        if variant not in held:
            return variant
    raise ValueError(f"{table.name}.{field.name}: no name left that no row holds")
