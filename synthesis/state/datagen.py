"""Deterministic, constraint-respecting state generation from a StateSchema.

Tables are generated in foreign-key order (``graphlib`` topological sort). Foreign keys that close a cycle
(including self references) are *deferred*: their rows are generated first and the references filled in a
second
pass, once every table exists, so cycles of nullable or required references both end in a valid state.
Unique values are tracked per field; ``Field.checks`` are met by rejection sampling with a bound.
"""

from __future__ import annotations

import datetime as _dt
import random
from collections.abc import Mapping
from graphlib import CycleError, TopologicalSorter
from typing import Any

from synthesis.ir import Field, FieldType, State, StateSchema, Table
from synthesis.state.expressions import ExpressionError, UnsupportedExpression, evaluate
from synthesis.state.realrows import real_subset, relink_to_generated
from synthesis.state.values import primary_key_value, unique_variant, value_for

MAX_ATTEMPTS = 60


class GenerationError(ValueError):
    """The schema's constraints could not be met (with the table and field that failed)."""


def _table_rng(seed: int, table: str) -> random.Random:
    # One stream per table, so adding a table does not reshuffle the others.
    return random.Random(f"{seed}:{table}")


def foreign_key_order(schema: StateSchema) -> tuple[list[str], set[tuple[str, str]]]:
    """Tables in generation order and the (table, field) references deferred to break cycles."""
    deferred: set[tuple[str, str]] = set()
    while True:
        graph: dict[str, set[str]] = {t.name: set() for t in schema.tables}
        for table in schema.tables:
            for f in table.fields:
                if f.foreign_key is None or (table.name, f.name) in deferred:
                    continue
                if f.foreign_key.table == table.name:
                    deferred.add((table.name, f.name))
                    continue
                graph[table.name].add(f.foreign_key.table)
        try:
            return list(TopologicalSorter(graph).static_order()), deferred
        except CycleError as exc:
            cycle: list[str] = list(exc.args[1])
            deferred.add(_edge_to_defer(schema, cycle))


def _edge_to_defer(schema: StateSchema, cycle: list[str]) -> tuple[str, str]:
    """Pick one reference of the cycle to defer, preferring nullable ones."""
    members = set(cycle)
    candidates: list[tuple[bool, str, str]] = []
    for table in schema.tables:
        if table.name not in members:
            continue
        for f in table.fields:
            if (
                f.foreign_key is not None
                and f.foreign_key.table in members
                and f.foreign_key.table != table.name
            ):
                candidates.append((f.required, table.name, f.name))
    candidates.sort()
    _, table_name, field_name = candidates[0]
    return table_name, field_name


def passes_checks(field: Field, value: Any, row: dict[str, Any]) -> bool:
    """Whether ``value`` meets the field's CHECK expressions (by the safe interpreter, never eval)."""
    for expr in field.checks:
        try:
            if not evaluate(expr, value=value, row=row):
                return False
        except (UnsupportedExpression, ExpressionError):
            return False
    return True


_FALLBACK_NUMBERS = [0, 1, 2, 5, 10, 20, 50, 100, 1000]
_FALLBACK_LENGTHS = [2, 3, 1, 4, 5, 6, 8, 10, 12, 16, 20, 32, 50]


def _relative_date(*, field: Field, row: dict[str, Any], attempt: int, fallback: Any) -> Any:
    """A date shortly after (or before) another date of the row: checks like ``ends_at > starts_at``."""
    offsets = [1, 2, 7, 30, -1, -7]
    for other, raw in sorted(row.items()):
        if other == field.name or not isinstance(raw, str):
            continue
        try:
            moment = _dt.datetime.fromisoformat(raw)
        except ValueError:
            continue
        if field.type == FieldType.DATE:
            return (moment.date() + _dt.timedelta(days=offsets[attempt % len(offsets)])).isoformat()
        if "T" in raw:
            return (moment + _dt.timedelta(hours=offsets[attempt % len(offsets)])).isoformat()
    return fallback


def fit_length(*, field: Field, value: str, row: dict[str, Any], serial: int) -> str:
    """A realistic string cut or padded to a length the field's checks allow (country codes, short codes)."""
    letters = "".join(ch for ch in value.upper() if ch.isalnum()) or "CODE"
    letters = letters + str(serial) + "X" * 50
    for length in _FALLBACK_LENGTHS:
        candidate = letters[:length]
        if passes_checks(field, candidate, {**row, field.name: candidate}):
            return candidate
    return value


def _fill_field(
    *,
    table: Table,
    field: Field,
    row: dict[str, Any],
    rng: random.Random,
    serial: int,
    used: set[Any],
    parents: list[Any] | None,
) -> Any:
    """One value for ``field`` meeting type, uniqueness and checks (``parents``: allowed foreign key
    values)."""
    if parents is not None and field.unique:
        parents = [p for p in parents if _freeze(p) not in used]
    for attempt in range(MAX_ATTEMPTS):
        if parents is not None:
            if not parents:
                raise GenerationError(f"{table.name}.{field.name}: the referenced table has no rows")
            value: Any = rng.choice(parents)
        elif field.name == table.primary_key or (field.generated and field.type in ("string", "integer")):
            value = primary_key_value(field=field, table_name=table.name, serial=serial + attempt)
        else:
            value = value_for(field=field, table_name=table.name, row=row, rng=rng, serial=serial)
            if (
                attempt >= MAX_ATTEMPTS // 2
                and isinstance(value, int | float)
                and not isinstance(value, bool)
            ):
                value = _FALLBACK_NUMBERS[attempt % len(_FALLBACK_NUMBERS)]
            elif field.unique and attempt > 3:
                value = unique_variant(value, field=field, attempt=attempt, rng=rng)
        if field.type in (FieldType.DATE, FieldType.DATETIME) and attempt >= 4 and field.checks:
            value = _relative_date(field=field, row=row, attempt=attempt, fallback=value)
        if (
            field.type in (FieldType.STRING, FieldType.TEXT)
            and isinstance(value, str)
            and field.checks
            and not passes_checks(field, value, {**row, field.name: value})
        ):
            value = fit_length(field=field, value=value, row=row, serial=serial + attempt)
        if field.unique and _freeze(value) in used:
            continue
        if not passes_checks(field, value, {**row, field.name: value}):
            continue
        return value
    if not field.required and passes_checks(field, None, {**row, field.name: None}):
        return None  # an optional field whose constraints no generated value met stays empty
    raise GenerationError(
        f"{table.name}.{field.name}: no value met the constraints within {MAX_ATTEMPTS} attempts "
        f"(checks {field.checks}, unique={field.unique})"
    )


def _generation_order(table: Table) -> list[Field]:
    """Names before the fields derived from them (an email follows the person's name); else schema order."""

    def derived(f: Field) -> bool:
        return "email" in f.name.lower() or "username" in f.name.lower()

    return sorted(table.fields, key=derived)


def _freeze(value: Any) -> Any:
    return repr(value)


def generate_state(
    *,
    schema: StateSchema,
    seed: int,
    rows_per_table: int | dict[str, int] = 5,
    real_rows: Mapping[str, list[dict[str, Any]]] | None = None,
) -> State:
    """A valid state for ``schema``; the same seed always gives the identical state.

    With ``real_rows`` (the seed's own data, e.g. a dump's rows), tables that have real rows take a
    foreign-key-closed sample of them (``rows_per_table`` sampled, plus what they reference); rows are
    generated only for tables with none."""
    order, deferred = foreign_key_order(schema)
    counts = _row_counts(schema, rows_per_table)
    state: State = real_subset(schema=schema, real_rows=real_rows or {}, counts=counts, seed=seed)
    real_tables = set(state)
    deferred = {(t, f) for t, f in deferred if t not in real_tables}
    used: dict[tuple[str, str], set[Any]] = {}
    for table_name in real_tables:
        table = schema.table(table_name)
        for f in table.fields:
            if f.unique or f.name == table.primary_key:
                used[(table_name, f.name)] = {_freeze(r.get(f.name)) for r in state[table_name]}
    for table_name in order:
        if table_name in real_tables:
            continue
        state[table_name] = _generate_table(
            table=schema.table(table_name),
            state=state,
            count=counts[table_name],
            deferred=deferred,
            used=used,
            rng=_table_rng(seed, table_name),
        )
    _fill_deferred(schema=schema, state=state, deferred=deferred, seed=seed, used=used)
    relink_to_generated(schema=schema, state=state, real_tables=real_tables, seed=seed)
    _drop_together_duplicates(schema=schema, state=state)
    return {t.name: state[t.name] for t in schema.tables}


def _generate_row(
    *,
    table: Table,
    state: State,
    serial: int,
    deferred: set[tuple[str, str]],
    used: dict[tuple[str, str], set[Any]],
    rng: random.Random,
) -> dict[str, Any]:
    row: dict[str, Any] = {}
    for f in _generation_order(table):
        if f.foreign_key is not None and (table.name, f.name) in deferred:
            row[f.name] = None  # filled in the second pass
            continue
        if not f.required and f.name != table.primary_key and f.foreign_key is None and rng.random() < 0.15:
            row[f.name] = None
            continue
        parents = None
        if f.foreign_key is not None:
            parents = [r[f.foreign_key.field] for r in state.get(f.foreign_key.table, [])]
            if not parents and not f.required:
                row[f.name] = None
                continue
        taken = used.setdefault((table.name, f.name), set())
        row[f.name] = _fill_field(
            table=table, field=f, row=row, rng=rng, serial=serial, used=taken, parents=parents
        )
    return {f.name: row[f.name] for f in table.fields if f.name in row}


def _together(table: Table, row: dict[str, Any]) -> list[tuple[Any, ...] | None]:
    """The row's combination for each field set unique together; None where a value is empty (never a
    clash, as in SQL)."""
    found: list[tuple[Any, ...] | None] = []
    for group in table.unique_together:
        values = tuple(_freeze(row.get(f)) for f in group)
        found.append(None if any(row.get(f) is None for f in group) else values)
    return found


def _generate_table(
    *,
    table: Table,
    state: State,
    count: int,
    deferred: set[tuple[str, str]],
    used: dict[tuple[str, str], set[Any]],
    rng: random.Random,
) -> list[dict[str, Any]]:
    """``count`` rows (fewer when a composite key has fewer free combinations than that: a junction table
    of two small tables)."""
    rows: list[dict[str, Any]] = []
    combinations: list[set[tuple[Any, ...]]] = [set() for _ in table.unique_together]
    for serial in range(1, count + 1):
        for _attempt in range(MAX_ATTEMPTS if table.unique_together else 1):
            row = _generate_row(
                table=table, state=state, serial=serial, deferred=deferred, used=used, rng=rng
            )
            keys = _together(table, row)
            if all(k is None or k not in seen for k, seen in zip(keys, combinations, strict=True)):
                break
        else:
            continue  # every combination tried is taken: one row fewer
        for key, seen in zip(keys, combinations, strict=True):
            if key is not None:
                seen.add(key)
        for f in table.fields:
            if (f.unique or f.name == table.primary_key) and row.get(f.name) is not None:
                used.setdefault((table.name, f.name), set()).add(_freeze(row[f.name]))
        rows.append(row)
    return rows


def _drop_together_duplicates(*, schema: StateSchema, state: State) -> None:
    """Rows whose composite key became a duplicate when a reference was filled late (a deferred reference,
    a real row relinked to a generated parent) are left out, unless another row references them (then the
    schema's constraints cannot be met)."""
    for table in schema.tables:
        if not table.unique_together:
            continue
        seen: list[set[tuple[Any, ...]]] = [set() for _ in table.unique_together]
        kept: list[dict[str, Any]] = []
        for row in state[table.name]:
            keys = _together(table, row)
            if any(k is not None and k in taken for k, taken in zip(keys, seen, strict=True)):
                if _is_referenced(schema, state, table, row):
                    raise GenerationError(f"{table.name}: no rows with distinct {table.unique_together}")
                continue
            for key, taken in zip(keys, seen, strict=True):
                if key is not None:
                    taken.add(key)
            kept.append(row)
        state[table.name] = kept


def _is_referenced(schema: StateSchema, state: State, table: Table, row: dict[str, Any]) -> bool:
    for other in schema.tables:
        for f in other.fields:
            if f.foreign_key is not None and f.foreign_key.table == table.name:
                target = row.get(f.foreign_key.field)
                if any(r.get(f.name) == target for r in state.get(other.name, [])):
                    return True
    return False


def _fill_deferred(
    *,
    schema: StateSchema,
    state: State,
    deferred: set[tuple[str, str]],
    seed: int,
    used: dict[tuple[str, str], set[Any]],
) -> None:
    for table_name, field_name in sorted(deferred):
        table = schema.table(table_name)
        f = table.field(field_name)
        assert f.foreign_key is not None
        rng = random.Random(f"{seed}:{table_name}:{field_name}:deferred")
        targets = [r[f.foreign_key.field] for r in state.get(f.foreign_key.table, [])]
        taken = used.setdefault((table_name, field_name), set())
        for serial, row in enumerate(state[table_name], start=1):
            own = row.get(table.primary_key)
            # A self reference points at another row; optional ones are sometimes left empty (e.g. a top
            # manager).
            choices = [t for t in targets if not (f.foreign_key.table == table_name and t == own)]
            if not f.required and (not choices or rng.random() < 0.3):
                continue
            if not choices:
                choices = targets
            row[field_name] = _fill_field(
                table=table, field=f, row=row, rng=rng, serial=serial, used=taken, parents=choices
            )
            if f.unique:
                taken.add(_freeze(row[field_name]))


def _row_counts(schema: StateSchema, rows_per_table: int | dict[str, int]) -> dict[str, int]:
    if isinstance(rows_per_table, int):
        if rows_per_table < 0:
            raise ValueError("rows_per_table must not be negative")
        return {t.name: rows_per_table for t in schema.tables}
    unknown = set(rows_per_table) - {t.name for t in schema.tables}
    if unknown:
        raise ValueError(f"rows_per_table names unknown tables: {', '.join(sorted(unknown))}")
    if any(n < 0 for n in rows_per_table.values()):
        raise ValueError("rows_per_table must not be negative")
    return {t.name: rows_per_table.get(t.name, 5) for t in schema.tables}
