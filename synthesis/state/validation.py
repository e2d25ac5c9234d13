"""Validation of a state against its StateSchema: types, required, keys, references, uniqueness, enums,
checks.

``Field.checks`` are generated expressions; they are interpreted by ``synthesis.state.expressions`` (an
``ast``-restricted evaluator over ``value`` and ``row``), never executed as code.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from synthesis.ir import Field, FieldType, State, StateSchema, Table
from synthesis.state.expressions import ExpressionError, UnsupportedExpression, evaluate


@dataclass(frozen=True)
class StateProblem:
    table: str
    key: Any
    field: str | None
    # unknown_table, not_a_row, unknown_field, missing, type, primary_key, foreign_key, unique, enum, check
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


def _check_row_fields(table: Table, row: dict[str, Any], key: Any) -> list[StateProblem]:
    problems: list[StateProblem] = []
    known = {f.name for f in table.fields}
    for name in sorted(set(row) - known):
        problems.append(
            StateProblem(table.name, key, name, "unknown_field", f"field {name!r} is not in the schema")
        )
    for f in table.fields:
        value = row.get(f.name)
        if value is None:
            if f.required or f.name == table.primary_key:
                problems.append(StateProblem(table.name, key, f.name, "missing", "required value is missing"))
            continue
        problem = type_problem(f, value)
        if problem:
            problems.append(StateProblem(table.name, key, f.name, "type", problem))
            continue
        if f.enum_values and value not in f.enum_values:
            problems.append(
                StateProblem(table.name, key, f.name, "enum", f"{value!r} is not one of {f.enum_values}")
            )
        for expr in f.checks:
            try:
                ok = evaluate(expr, value=value, row=row)
            except UnsupportedExpression as exc:
                problems.append(
                    StateProblem(table.name, key, f.name, "check", f"cannot evaluate {expr!r}: {exc}")
                )
                continue
            except ExpressionError as exc:
                problems.append(StateProblem(table.name, key, f.name, "check", f"{expr!r} failed: {exc}"))
                continue
            if not ok:
                problems.append(
                    StateProblem(table.name, key, f.name, "check", f"violates {expr!r} (value {value!r})")
                )
    return problems


def validate_state(*, schema: StateSchema, state: State) -> list[StateProblem]:
    """Every problem of ``state`` against ``schema``; an empty list means the state is valid."""
    problems: list[StateProblem] = []
    if not isinstance(state, dict):
        return [StateProblem("", None, None, "not_a_row", "a state must be a dict of table -> list of rows")]
    tables = {t.name: t for t in schema.tables}
    for name in sorted(set(state) - set(tables)):
        problems.append(
            StateProblem(name, None, None, "unknown_table", f"table {name!r} is not in the schema")
        )
    # Values of each field a foreign key refers to, for reference resolution.
    referenced = {
        (f.foreign_key.table, f.foreign_key.field)
        for t in schema.tables
        for f in t.fields
        if f.foreign_key is not None
    }
    present: dict[tuple[str, str], set[Hashable]] = {}
    for table in schema.tables:
        rows = state.get(table.name, [])
        if not isinstance(rows, list):
            problems.append(
                StateProblem(table.name, None, None, "not_a_row", "a table must be a list of rows")
            )
            continue
        for f in table.fields:
            if (table.name, f.name) not in referenced:
                continue
            present[(table.name, f.name)] = {
                _hashable(r.get(f.name)) for r in rows if isinstance(r, dict) and r.get(f.name) is not None
            }
    for table in schema.tables:
        rows = state.get(table.name, [])
        if not isinstance(rows, list):
            continue
        seen_keys: set[Hashable] = set()
        unique_seen: dict[str, set[Hashable]] = {f.name: set() for f in table.fields if f.unique}
        for position, row in enumerate(rows):
            if not isinstance(row, dict):
                problems.append(StateProblem(table.name, position, None, "not_a_row", "row is not an object"))
                continue
            key = row.get(table.primary_key)
            problems.extend(_check_row_fields(table, row, key))
            if key is not None:
                marker = _hashable(key)
                if marker in seen_keys:
                    problems.append(
                        StateProblem(
                            table.name, key, table.primary_key, "primary_key", f"duplicate key {key!r}"
                        )
                    )
                seen_keys.add(marker)
            for name, seen in unique_seen.items():
                value = row.get(name)
                if value is None:
                    continue
                marker = _hashable(value)
                if marker in seen:
                    problems.append(
                        StateProblem(table.name, key, name, "unique", f"duplicate value {value!r}")
                    )
                seen.add(marker)
            for f in table.fields:
                fk = f.foreign_key
                value = row.get(f.name)
                if fk is None or value is None:
                    continue
                if _hashable(value) not in present.get((fk.table, fk.field), set()):
                    problems.append(
                        StateProblem(
                            table.name,
                            key,
                            f.name,
                            "foreign_key",
                            f"{value!r} has no row in {fk.table}.{fk.field}",
                        )
                    )
    return problems
