"""Validation of a state against its StateSchema: types, required, keys, references, uniqueness (of single
fields and of fields unique together), enums, checks, and the limits a design states (``RowLimit``: a row
beyond one is a ``limit`` problem, its field the fields counted per).

A table's ``unique_together`` groups are checked as SQL checks a multi-column UNIQUE, and as the generated
runtime refuses a write: a row with an empty (None) value in a group never repeats a combination. The second
and later rows with a combination already seen get a ``unique`` problem whose field names the group with its
fields joined by ``+`` (``"post_id+voter"``).

``Field.checks`` are generated expressions; they are interpreted by ``synthesis.state.expressions`` (an
``ast``-restricted evaluator over ``value`` and ``row``), never executed as code.
"""

from __future__ import annotations

import datetime as dt
import json
import marshal
import threading
from collections import Counter, OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, NamedTuple

from synthesis.ir import Field, FieldType, ForeignKey, RowLimit, State, StateSchema, Table
from synthesis.state.expressions import (
    ExpressionError,
    UnsupportedExpression,
    evaluate,
    holds_when_empty,
    reads_emptiness,
)
from synthesis.state.schemamemo import SchemaMemo


@dataclass(frozen=True)
class StateProblem:
    table: str
    key: Any
    field: str | None
    # unknown_table, not_a_row, unknown_field, missing, type, primary_key, foreign_key, unique, enum, check,
    # limit;
    # a unique problem of fields unique together names the group as its field ("post_id+voter").
    kind: str
    message: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "key": self.key,
            "field": self.field,
            "kind": self.kind,
            "message": self.message,
        }

    def __str__(self) -> str:
        where = (
            self.table
            + (f"[{self.key!r}]" if self.key is not None else "")
            + (f".{self.field}" if self.field else "")
        )
        return f"{where}: {self.message}"


# One encoder, built once (json.dumps with options builds one per call); the same text json.dumps gives.
_MARKER = json.JSONEncoder(sort_keys=True, default=str)
# Types whose (type, value) pairs are equal exactly when their JSON texts are (floats are not: -0.0 == 0.0).
_PLAIN = frozenset({str, int, bool, type(None)})


def _hashable(value: Any) -> Hashable:
    """A marker equal for two values exactly when their JSON texts are equal (keys and unique values are
    compared as JSON: ``1``, ``1.0``, ``True`` and ``"1"`` all differ); plain values skip the encoding."""
    kind = type(value)
    if kind in _PLAIN:
        return (kind, value)
    return _MARKER.encode(value)


def together_key(row: dict[str, Any], names: tuple[str, ...] | list[str]) -> tuple[Hashable, ...] | None:
    """The row's combination of the fields ``names`` (unique together), compared as ``validate_state``
    compares it (each value as ``_hashable`` marks it); None when one of them is empty (None or absent),
    which never repeats a combination, as in SQL."""
    markers: list[Hashable] = []
    for name in names:
        value = row.get(name)
        if value is None:
            return None
        markers.append(_hashable(value))
    return tuple(markers)


def repeated_groups(table: Table, row: dict[str, Any], rows: list[dict[str, Any]]) -> list[list[str]]:
    """The groups of ``table``'s fields unique together whose combination in ``row`` another of ``rows``
    (not ``row`` itself) already has: what would make ``validate_state`` report ``row`` or that row."""
    repeated: list[list[str]] = []
    for group in table.unique_together:
        combination = together_key(row, group)
        if combination is None:
            continue
        if any(other is not row and together_key(other, group) == combination for other in rows):
            repeated.append(group)
    return repeated


def limit_key(limit: RowLimit, row: dict[str, Any]) -> tuple[Hashable, ...] | None:
    """The group of rows ``row`` counts in for ``limit`` (its values of ``limit.per``), or None when the limit
    does not count it (its ``where`` values differ, or a ``per`` value is empty)."""
    if not limit.counts(row):
        return None
    return together_key(row, limit.per)


def rows_over_limits(table: Table, rows: list[Any]) -> list[tuple[int, RowLimit]]:
    """(position, limit) of each row beyond a limit of ``table`` (the rows counted after the first
    ``at_most`` of their group)."""
    over: list[tuple[int, RowLimit]] = []
    for limit in table.limits:
        counts: Counter[tuple[Hashable, ...]] = Counter()
        for position, row in enumerate(rows):
            key = limit_key(limit, row) if isinstance(row, dict) else None
            if key is None:
                continue
            counts[key] += 1
            if counts[key] > limit.at_most:
                over.append((position, limit))
    return over


def type_problem(field: Field, value: Any) -> str | None:
    """Why ``value`` does not fit ``field.type`` (None when it fits)."""
    kind = field.type
    if kind in (FieldType.STRING, FieldType.TEXT):
        return None if isinstance(value, str) else f"expected a string, got {type(value).__name__}"
    if kind == FieldType.INTEGER:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return None if ok else f"expected an integer, got {type(value).__name__}"
    if kind == FieldType.NUMBER:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        return None if ok else f"expected a number, got {type(value).__name__}"
    if kind == FieldType.BOOLEAN:
        return None if isinstance(value, bool) else f"expected a boolean, got {type(value).__name__}"
    if kind == FieldType.DATE:
        if not isinstance(value, str):
            return f"expected an ISO date string, got {type(value).__name__}"
        try:
            dt.date.fromisoformat(value)
        except ValueError:
            return f"{value!r} is not an ISO date (YYYY-MM-DD)"
        return None
    if kind == FieldType.DATETIME:
        if not isinstance(value, str):
            return f"expected an ISO datetime string, got {type(value).__name__}"
        try:
            dt.datetime.fromisoformat(value)
        except ValueError:
            return f"{value!r} is not an ISO datetime"
        return None
    if kind == FieldType.ENUM:
        return (
            None
            if isinstance(value, str)
            else f"expected one of the enum strings, got {type(value).__name__}"
        )
    return None  # JSON: anything JSON-serializable, which the state already is


# Exact types that fit each field type without asking ``type_problem`` (anything else, a subclass included,
# is asked): most values of a state are plain, and their check is one set lookup.
_FITTING_TYPES: dict[FieldType, frozenset[type]] = {
    FieldType.STRING: frozenset({str}),
    FieldType.TEXT: frozenset({str}),
    FieldType.ENUM: frozenset({str}),
    FieldType.INTEGER: frozenset({int}),
    FieldType.NUMBER: frozenset({int, float}),
    FieldType.BOOLEAN: frozenset({bool}),
}
_NO_TYPES: frozenset[type] = frozenset()


class _FieldRules(NamedTuple):
    """What checking one field's values takes, worked out once per schema instead of once per row (a tuple:
    unpacked for every field of every row)."""

    name: str
    # Required, or the primary key: an empty value is a problem.
    needed: bool
    fitting_types: frozenset[type]
    # JSON fields take any value.
    any_type: bool
    field: Field
    enum_values: list[str] | None
    checks: list[str]
    # The checks an empty value must meet too (``expressions.reads_emptiness``).
    checks_when_empty: list[str]


class _TogetherRules(NamedTuple):
    """One group of fields unique together, and the name its problems are reported under."""

    label: str
    names: tuple[str, ...]


def together_label(group: list[str]) -> str:
    """The field name a ``unique`` problem of a group of fields unique together is reported under."""
    return "+".join(group)


class _TableRules(NamedTuple):
    table: Table
    known: frozenset[str]
    fields: list[_FieldRules]
    unique: list[str]
    together: list[_TogetherRules]
    references: list[tuple[Field, ForeignKey]]
    # Its fields some foreign key refers to.
    referenced: list[str]


def _table_rules(table: Table, referenced: set[tuple[str, str]]) -> _TableRules:
    primary_key = table.primary_key
    return _TableRules(
        table,
        frozenset(f.name for f in table.fields),
        [
            _FieldRules(
                f.name,
                f.required or f.name == primary_key,
                _FITTING_TYPES.get(f.type, _NO_TYPES),
                f.type == FieldType.JSON,
                f,
                f.enum_values,
                f.checks,
                [c for c in f.checks if reads_emptiness(c)],
            )
            for f in table.fields
        ],
        [f.name for f in table.fields if f.unique],
        [_TogetherRules(together_label(group), tuple(group)) for group in table.unique_together],
        [(f, f.foreign_key) for f in table.fields if f.foreign_key is not None],
        [f.name for f in table.fields if (table.name, f.name) in referenced],
    )


def _check_row_fields(
    rules: _TableRules, row: dict[str, Any], key: Any, problems: list[StateProblem]
) -> None:
    table_name = rules.table.name
    if not row.keys() <= rules.known:  # the set of unknown names is built only when there are some
        for name in sorted(row.keys() - rules.known):
            problems.append(
                StateProblem(table_name, key, name, "unknown_field", f"field {name!r} is not in the schema")
            )
    for name, needed, fitting_types, any_type, f, enum_values, checks, checks_when_empty in rules.fields:
        value = row.get(name)
        if value is None:
            if needed:
                problems.append(StateProblem(table_name, key, name, "missing", "required value is missing"))
            for expr in checks_when_empty:
                if not holds_when_empty(expr, row=row):
                    broken = f"violates {expr!r} (empty)"
                    problems.append(StateProblem(table_name, key, name, "check", broken))
            continue
        if not any_type and type(value) not in fitting_types:
            problem = type_problem(f, value)
            if problem:
                problems.append(StateProblem(table_name, key, name, "type", problem))
                continue
        if enum_values and value not in enum_values:
            problems.append(
                StateProblem(table_name, key, name, "enum", f"{value!r} is not one of {enum_values}")
            )
        for expr in checks:
            try:
                ok = evaluate(expr, value=value, row=row)
            except UnsupportedExpression as exc:
                problems.append(
                    StateProblem(table_name, key, name, "check", f"cannot evaluate {expr!r}: {exc}")
                )
                continue
            except ExpressionError as exc:
                problems.append(StateProblem(table_name, key, name, "check", f"{expr!r} failed: {exc}"))
                continue
            if not ok:
                problems.append(
                    StateProblem(table_name, key, name, "check", f"violates {expr!r} (value {value!r})")
                )


class _SchemaRules(NamedTuple):
    table_names: frozenset[str]
    tables: list[_TableRules]


def _schema_rules(schema: StateSchema) -> _SchemaRules:
    referenced = {
        (f.foreign_key.table, f.foreign_key.field)
        for t in schema.tables
        for f in t.fields
        if f.foreign_key is not None
    }
    return _SchemaRules(
        frozenset(t.name for t in schema.tables),
        [_table_rules(t, referenced) for t in schema.tables],
    )


# The rules of a schema are the same at every validation until the schema changes.
_RULES = SchemaMemo(_schema_rules)


# States validated lately, by their schema's rules and their marshal bytes (exact types, float bits and key
# order: equal bytes are equal content): the builder validates the state it makes and the proof validates it
# again; a state changed in place has other bytes.
# Bounded by count and bytes (a spec's seed state can be megabytes: those are validated every time).
_VALIDATED_CAP = 256
_VALIDATED_BYTES = 16 << 20
_VALIDATED_MAX_STATE = 256 << 10
_validated: OrderedDict[tuple[int, bytes], tuple[_SchemaRules, list[StateProblem]]] = OrderedDict()
_validated_bytes = [0]  # the blobs' total size, under the lock
_validated_lock = threading.Lock()


def validate_state(*, schema: StateSchema, state: State) -> list[StateProblem]:
    """Every problem of ``state`` against ``schema``; an empty list means the state is valid. A repeated
    combination of fields unique together is a ``unique`` problem of the later row, its field the group's
    ``together_label`` ("post_id+voter"); a combination with an empty value never repeats (as in SQL)."""
    if not isinstance(state, dict):
        return [StateProblem("", None, None, "not_a_row", "a state must be a dict of table -> list of rows")]
    rules = _RULES(schema)
    try:
        key: tuple[int, bytes] | None = (id(rules), marshal.dumps(state, 2))
    except ValueError:
        key = None  # values marshal refuses: validated every time
    if key is not None and len(key[1]) > _VALIDATED_MAX_STATE:
        key = None
    if key is not None:
        with _validated_lock:
            found = _validated.get(key)
            if found is not None and found[0] is rules:
                _validated.move_to_end(key)
                return list(found[1])
    problems = _problems(rules, state)
    if key is not None:
        with _validated_lock:
            if key not in _validated:
                _validated_bytes[0] += len(key[1])
            _validated[key] = (rules, list(problems))  # the rules kept: their id is not reused meanwhile
            while len(_validated) > _VALIDATED_CAP or _validated_bytes[0] > _VALIDATED_BYTES:
                (_, blob), _ = _validated.popitem(last=False)
                _validated_bytes[0] -= len(blob)
    return problems


def _problems(rules: _SchemaRules, state: State) -> list[StateProblem]:
    problems: list[StateProblem] = []
    for name in sorted(set(state) - rules.table_names):
        problems.append(
            StateProblem(name, None, None, "unknown_table", f"table {name!r} is not in the schema")
        )
    present = _referenced_values(rules, state, problems)
    for table_rules in rules.tables:
        rows = state.get(table_rules.table.name, [])
        if isinstance(rows, list):
            _check_table_rows(table_rules, rows, present, problems)
    return problems


def _referenced_values(
    rules: _SchemaRules, state: State, problems: list[StateProblem]
) -> dict[tuple[str, str], set[Hashable]]:
    """The values of each field a foreign key refers to, for reference resolution (and a problem for each
    table that is not a list)."""
    present: dict[tuple[str, str], set[Hashable]] = {}
    for table_rules in rules.tables:
        table_name = table_rules.table.name
        rows = state.get(table_name, [])
        if not isinstance(rows, list):
            problems.append(
                StateProblem(table_name, None, None, "not_a_row", "a table must be a list of rows")
            )
            continue
        for name in table_rules.referenced:
            present[(table_name, name)] = {
                _hashable(r.get(name)) for r in rows if isinstance(r, dict) and r.get(name) is not None
            }
    return present


def _check_table_rows(
    rules: _TableRules,
    rows: list[Any],
    present: dict[tuple[str, str], set[Hashable]],
    problems: list[StateProblem],
) -> None:
    table, primary_key = rules.table, rules.table.primary_key
    seen_keys: set[Hashable] = set()
    unique_seen = [(name, set[Hashable]()) for name in rules.unique]
    together_seen = [(label, names, set[tuple[Hashable, ...]]()) for label, names in rules.together]
    references = [(f.name, fk, present.get((fk.table, fk.field), set())) for f, fk in rules.references]
    for position, row in enumerate(rows):
        if not isinstance(row, dict):
            problems.append(StateProblem(table.name, position, None, "not_a_row", "row is not an object"))
            continue
        key = row.get(primary_key)
        _check_row_fields(rules, row, key, problems)
        if key is not None:
            kind = type(key)
            marker = (kind, key) if kind in _PLAIN else _MARKER.encode(key)  # _hashable, without a call
            if marker in seen_keys:
                problems.append(
                    StateProblem(table.name, key, primary_key, "primary_key", f"duplicate key {key!r}")
                )
            seen_keys.add(marker)
        for name, seen in unique_seen:
            value = row.get(name)
            if value is None:
                continue
            kind = type(value)
            marker = (kind, value) if kind in _PLAIN else _MARKER.encode(value)
            if marker in seen:
                problems.append(StateProblem(table.name, key, name, "unique", f"duplicate value {value!r}"))
            seen.add(marker)
        for label, names, combinations in together_seen:
            combination = together_key(row, names)
            if combination is None:
                continue
            if combination in combinations:
                shown = ", ".join(f"{name}={row[name]!r}" for name in names)
                problems.append(
                    StateProblem(
                        table.name,
                        key,
                        label,
                        "unique",
                        f"duplicate combination of fields unique together: {shown}",
                    )
                )
            combinations.add(combination)
        for name, fk, values in references:
            value = row.get(name)
            if value is None:
                continue
            kind = type(value)
            if ((kind, value) if kind in _PLAIN else _MARKER.encode(value)) not in values:
                problems.append(
                    StateProblem(
                        table.name, key, name, "foreign_key", f"{value!r} has no row in {fk.table}.{fk.field}"
                    )
                )
    if table.limits:
        _check_limits(table, rows, problems)


def _check_limits(table: Table, rows: list[Any], problems: list[StateProblem]) -> None:
    """A ``limit`` problem for each row beyond a limit the design states, its field the fields counted per."""
    for position, limit in rows_over_limits(table, rows):
        row = rows[position]
        shown = ", ".join(f"{name}={row.get(name)!r}" for name in limit.per)
        counted = "".join(f" with {name} in {values}" for name, values in limit.where.items())
        problems.append(
            StateProblem(
                table.name,
                row.get(table.primary_key),
                together_label(limit.per),
                "limit",
                f"more than {limit.at_most} rows{counted} for {shown} (the rule {limit.rule!r})",
            )
        )
