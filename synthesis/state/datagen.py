"""Deterministic, constraint-respecting state generation from a StateSchema.

Tables are generated in foreign-key order (``graphlib`` topological sort). Foreign keys that close a cycle
(including self references) are *deferred*: their rows are generated first and the references filled in a
second pass, once every table exists, so cycles of nullable or required references both end in a valid
state.
Unique values are tracked per field; ``Field.checks`` are met by rejection sampling with a bound.

What each table and field needs (the order, which fields are free, constrained or references, how their values
are made) is worked out once per schema and remembered while the schema is unchanged (``schemamemo``); the
random draws are the same, in the same order, as when it was worked out at every row.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, NamedTuple

from synthesis.ir import Field, FieldType, State, StateSchema, Table
from synthesis.state.constraints import LimitCounter, keep_constraints, names_row
from synthesis.state.fitting import (
    fit_length,
    may_stay_empty,
    numbers_in_bounds,
    passes_checks,
    relative_date,
)
from synthesis.state.ordering import foreign_key_order
from synthesis.state.realrows import real_subset, relink_to_generated
from synthesis.state.schemamemo import SchemaMemo
from synthesis.state.timing import made_from
from synthesis.state.values import ValueMaker, value_maker, words_of
from synthesis.state.variants import primary_key_value, unique_variant

MAX_ATTEMPTS = 60


class GenerationError(ValueError):
    """The schema's constraints could not be met (with the table and field that failed)."""


class _NoValue(GenerationError):
    """No value of one field met its constraints (``field``: its name)."""

    def __init__(self, message: str, *, field: str) -> None:
        super().__init__(message)
        self.field = field


class _RowLeftOut(GenerationError):
    """No draw of a row met the table's rules between fields: the table gets one row fewer."""


class _NoReferenceLeft(GenerationError):
    """A required reference that must differ from row to row (a one-to-one table, whose key is a foreign key)
    has taken every row of the table it references: the table gets no more rows."""


def _table_rng(seed: int, table: str) -> random.Random:
    # One stream per table, so adding a table does not reshuffle the others.
    return random.Random(f"{seed}:{table}")


_FALLBACK_NUMBERS = [0, 1, 2, 5, 10, 20, 50, 100, 1000]


class _Mode(Enum):
    """How a field of a new row gets its value."""

    DEFERRED = "deferred"  # a reference closing a cycle: empty now, filled once every table exists
    REFERENCE = "reference"  # one of the referenced table's values
    DIRECT = "direct"  # no uniqueness or checks to meet: the first value made is the one
    CONSTRAINED = "constrained"  # tried until unique and within its checks


class _FieldPlan(NamedTuple):
    """What generating one field takes, worked out once per schema instead of once per row and attempt."""

    name: str
    mode: _Mode
    # Left empty 15% of the time (optional, not the key, no reference).
    may_be_empty: bool
    field: Field
    table_name: str
    # Its values come from the row's serial number (a primary key, a generated id), not from the words.
    numbered: bool
    make_value: ValueMaker
    dated_checks: bool
    string_checks: bool
    # Neither unique nor the key nor checked: any value made (or referenced) will do.
    free: bool
    # No two rows may share its value: a unique field or the primary key (whether or not marked unique).
    distinct: bool
    # Numbers inside the bounds its checks state (``value >= 400``, ``value < 600``); empty without bounds.
    in_range: tuple[int | float, ...]
    # A name that identifies the row, kept apart while values last (no schema constraint: never a row lost).
    names_row: bool


def _numbered_maker(field: Field, table_name: str) -> ValueMaker:
    return lambda row, rng, serial: primary_key_value(field=field, table_name=table_name, serial=serial)


def _field_plan(table: Table, field: Field, deferred: set[tuple[str, str]]) -> _FieldPlan:
    name, kind, checks = field.name, field.type, field.checks
    is_key = name == table.primary_key
    # A name that identifies the row (a company's, a person's full name) differs from row to row.
    distinct = field.unique or is_key or names_row(table, field)
    numbered = is_key or (field.generated and kind in ("string", "integer"))
    if field.foreign_key is not None:
        mode = _Mode.DEFERRED if (table.name, name) in deferred else _Mode.REFERENCE
    else:
        mode = _Mode.DIRECT if not distinct and not checks else _Mode.CONSTRAINED
    if numbered:
        make_value = _numbered_maker(field, table.name)
    else:
        make_value = value_maker(field=field, table_name=table.name)
    return _FieldPlan(
        name,
        mode,
        not field.required and not is_key and field.foreign_key is None,
        field,
        table.name,
        numbered,
        make_value,
        kind in (FieldType.DATE, FieldType.DATETIME) and bool(checks),
        kind in (FieldType.STRING, FieldType.TEXT) and bool(checks),
        not distinct and not checks,
        distinct,
        numbers_in_bounds(checks, integer=kind == FieldType.INTEGER)
        if kind in (FieldType.INTEGER, FieldType.NUMBER)
        else (),
        distinct and not field.unique and not is_key,
    )


def _fill_field(
    *,
    plan: _FieldPlan,
    row: dict[str, Any],
    rng: random.Random,
    serial: int,
    used: set[Any],
    parents: list[Any] | None,
) -> Any:
    """One value for the field meeting type, uniqueness and checks (``parents``: allowed foreign key
    values)."""
    field = plan.field
    unique, checks = plan.distinct, field.checks
    if parents and unique:
        parents = [p for p in parents if _freeze(p) not in used]
        if not parents:
            if not field.required:
                return None  # empty never clashes, as in SQL
            raise _NoReferenceLeft(f"{plan.table_name}.{field.name}: every referenced row is taken")
    for attempt in range(MAX_ATTEMPTS):
        if parents is not None:
            if not parents:
                raise GenerationError(f"{plan.table_name}.{field.name}: the referenced table has no rows")
            value: Any = rng.choice(parents)
        elif plan.numbered:
            value = primary_key_value(field=field, table_name=plan.table_name, serial=serial + attempt)
            if attempt >= MAX_ATTEMPTS // 2 and checks and type(value) is int:
                # A numbered key its checks keep from numbering (a one-row table's CHECK (id = 0)): the
                # plain numbers, then those inside its bounds.
                plain: tuple[int | float, ...] = (*_FALLBACK_NUMBERS, *plan.in_range)
                value = plain[attempt % len(plain)]
        else:
            value = plan.make_value(row, rng, serial)
            if (
                attempt >= MAX_ATTEMPTS // 2
                and isinstance(value, int | float)
                and not isinstance(value, bool)
            ):
                # The last quarter: numbers inside the bounds the checks state (an HTTP status of 400-599)
                late = attempt >= MAX_ATTEMPTS * 3 // 4 and plan.in_range
                numbers = plan.in_range if late else _FALLBACK_NUMBERS
                value = numbers[attempt % len(numbers)]
            elif unique and attempt > (MAX_ATTEMPTS // 2 if plan.names_row else 3):  # names: drawn again
                value = unique_variant(value, field=field, attempt=attempt, rng=rng)
        if plan.dated_checks and attempt >= 4:
            value = relative_date(field=field, row=row, attempt=attempt, fallback=value)
        if (
            plan.string_checks
            and isinstance(value, str)
            and not passes_checks(field, value, {**row, field.name: value})
        ):
            value = fit_length(field=field, value=value, row=row, serial=serial + attempt, distinct=unique)
        if unique and _freeze(value) in used:
            continue
        # Without checks there is nothing to pass (and no copy of the row to make).
        if checks and not passes_checks(field, value, {**row, field.name: value}):
            continue
        return value
    if plan.names_row:
        return value  # every name drawn is taken: one repeats rather than a row or its name being lost
    if not field.required:
        # An optional field whose constraints no generated value met stays empty (an empty value's checks
        # are not run, as the environment and validation do not run them).
        return None
    raise _NoValue(
        f"{plan.table_name}.{field.name}: no value met the constraints within {MAX_ATTEMPTS} attempts "
        f"(checks {field.checks}, unique={field.unique})",
        field=field.name,
    )


def _generation_order(table: Table) -> list[Field]:
    """Names before the fields derived from them (an email follows the person's name), a moment made from
    another after it (an end after its start); else schema order."""

    def derived(f: Field) -> bool:
        return "email" in f.name.lower() or "username" in f.name.lower()

    # A field whose checks read other fields of the row comes after them: checked against an empty field,
    # a rule passes by its guard (``row.get('componentid') is None or ...``) and the later field breaks it.
    names = {f.name for f in table.fields}
    reads = {
        f.name: {n for c in f.checks for n in _ROW_FIELD.findall(c)} & names - {f.name} for f in table.fields
    }

    pending = sorted(table.fields, key=derived)
    ordered: list[Field] = []
    placed: set[str] = set()
    while pending:
        # The first field whose read fields are made; with none (rules reading each other), the first left.
        ready = next((f for f in pending if reads[f.name] <= placed), pending[0])
        ordered.append(ready)
        placed.add(ready.name)
        pending.remove(ready)
    # A moment made from another (an end from its start) goes right after the last such one listed after it.
    moments = [f for f in ordered if f.type in (FieldType.DATE, FieldType.DATETIME)]
    for f in moments:
        at = ordered.index(f)
        after = [
            i
            for i, g in enumerate(ordered)
            if i > at and g in moments and made_from(f.name, g.name, name_words=words_of)
        ]
        if after:
            ordered.insert(after[-1], ordered.pop(at))
    return ordered


_ROW_FIELD = re.compile(r"""\brow(?:\.get\(|\[)\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]""")


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
    plan = _PLANS(schema)
    order, deferred = plan.order, set(plan.deferred)
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
            plan=plan.tables[table_name],
            state=state,
            count=counts[table_name],
            used=used,
            rng=_table_rng(seed, table_name),
        )
    _fill_deferred(schema=schema, state=state, deferred=deferred, seed=seed, used=used)
    relink_to_generated(schema=schema, state=state, real_tables=real_tables, seed=seed)
    _drop_together_duplicates(schema=schema, state=state)
    if any(t.limits for t in schema.tables):
        # A reference filled late or a real row can still break a limit: the later rows are left out.
        state = keep_constraints(schema=schema, state=state)
    return {t.name: state[t.name] for t in schema.tables}


def _generate_row(
    *,
    plans: list[_FieldPlan],
    names: list[str],
    parents_of: Callable[[Field], list[Any]],
    taken: dict[str, set[Any]],
    serial: int,
    rng: random.Random,
    redraw: int = 0,
    rule_inputs: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """One row: fields in generation order (``plans``), returned in schema order (``names``).

    ``redraw``: how many draws of this row missed its rules before; from the second draw on, free numbers a
    rule reads (``rule_inputs``) go through plain values (0, 1, 2, 5, ...), which rules name far more often
    than random ones (a top-level assembly is at level 0)."""
    row: dict[str, Any] = {}
    for plan in plans:
        name, mode, may_be_empty = plan.name, plan.mode, plan.may_be_empty
        if mode is _Mode.DEFERRED:
            row[name] = None  # filled in the second pass
            continue
        if may_be_empty and rng.random() < 0.15 and may_stay_empty(plan.field, row):
            row[name] = None
            continue
        if mode is _Mode.DIRECT:
            value = plan.make_value(row, rng, serial)  # what _fill_field's first attempt returns
            if redraw and name in rule_inputs and type(value) in (int, float):
                value = type(value)(_FALLBACK_NUMBERS[(redraw - 1) % len(_FALLBACK_NUMBERS)])
            row[name] = value
            continue
        parents = None
        if mode is _Mode.REFERENCE:
            parents = parents_of(plan.field)
            if not parents and not plan.field.required:
                row[name] = None
                continue
            if parents and plan.free:
                row[name] = rng.choice(parents)  # what _fill_field's first attempt returns
                continue
        row[name] = _fill_field(plan=plan, row=row, rng=rng, serial=serial, used=taken[name], parents=parents)
    return {name: row[name] for name in names}


def _together(table: Table, row: dict[str, Any]) -> list[tuple[Any, ...] | None]:
    """The row's combination for each field set unique together; None where a value is empty (never a
    clash, as in SQL)."""
    found: list[tuple[Any, ...] | None] = []
    for group in table.unique_together:
        values = tuple(_freeze(row.get(f)) for f in group)
        found.append(None if any(row.get(f) is None for f in group) else values)
    return found


class _TablePlan(NamedTuple):
    table: Table
    fields: list[_FieldPlan]  # in generation order
    names: list[str]  # in schema order
    tracked: list[str]  # unique fields and the primary key: their values are remembered
    rules: frozenset[str]  # the fields whose checks read other fields of the row
    rule_inputs: frozenset[str]  # the fields those checks read


class _SchemaPlan(NamedTuple):
    order: list[str]
    deferred: frozenset[tuple[str, str]]
    tables: dict[str, _TablePlan]


def _schema_plan(schema: StateSchema) -> _SchemaPlan:
    """The generation order and each table's plan. Plans take every reference that closes a cycle as
    deferred; the references of tables that take real rows are not (they are not generated at all)."""
    order, deferred = foreign_key_order(schema)
    tables = {
        table.name: _TablePlan(
            table,
            [_field_plan(table, f, deferred) for f in _generation_order(table)],
            [f.name for f in table.fields],
            [f.name for f in table.fields if f.unique or f.name == table.primary_key or names_row(table, f)],
            frozenset(f.name for f in table.fields if any(_ROW_FIELD.search(check) for check in f.checks)),
            frozenset(name for f in table.fields for check in f.checks for name in _ROW_FIELD.findall(check)),
        )
        for table in schema.tables
    }
    return _SchemaPlan(order, frozenset(deferred), tables)


# A schema's plan is the same at every generation until the schema changes.
_PLANS = SchemaMemo(_schema_plan)


def _generate_table(
    *,
    plan: _TablePlan,
    state: State,
    count: int,
    used: dict[tuple[str, str], set[Any]],
    rng: random.Random,
) -> list[dict[str, Any]]:
    """``count`` rows (fewer when a composite key has fewer free combinations than that: a junction table
    of two small tables)."""
    table, names, tracked = plan.table, plan.names, plan.tracked
    taken = {name: used.setdefault((table.name, name), set()) for name in names}
    # The tables referenced are complete before this one is generated (self references are deferred), so
    # each reference's allowed values are listed once, when first needed.
    parent_values: dict[str, list[Any]] = {}

    def parents_of(f: Field) -> list[Any]:
        if f.name not in parent_values:
            assert f.foreign_key is not None
            fk = f.foreign_key
            parent_values[f.name] = [r[fk.field] for r in state.get(fk.table, [])]
        return parent_values[f.name]

    rows: list[dict[str, Any]] = []
    groups = table.unique_together
    combinations: list[set[tuple[Any, ...]]] = [set() for _ in groups]
    # The limits the design states (at most 10 active applications per candidate): a row that would break
    # one is drawn again, like a repeated combination.
    limits = LimitCounter(table) if table.limits else None
    left_out: _RowLeftOut | None = None
    for serial in range(1, count + 1):
        dropped = False
        for _attempt in range(MAX_ATTEMPTS if groups or limits else 1):
            try:
                row = _row_within_rules(plan, parents_of=parents_of, taken=taken, serial=serial, rng=rng)
            except _NoReferenceLeft:
                return rows  # a one-to-one table has as many rows as the table it extends, at most
            except _NoValue as exc:
                if rows and exc.field in tracked:
                    # A unique field's values are used up (a one-row settings table, CHECK (id = 0); a shift
                    # code of D or N): the table has as many rows as it can.
                    return rows
                raise
            except _RowLeftOut as exc:
                dropped, left_out = True, exc
                break
            if not groups and limits is None:
                break
            keys = _together(table, row)
            if all(k is None or k not in seen for k, seen in zip(keys, combinations, strict=True)) and (
                limits is None or limits.fits(row)
            ):
                break
        else:
            continue  # every combination tried is taken: one row fewer
        if dropped:
            continue  # one row fewer
        if groups:
            for key, seen in zip(keys, combinations, strict=True):
                if key is not None:
                    seen.add(key)
        if limits is not None:
            limits.add(row)
        for name in tracked:
            if row[name] is not None:
                taken[name].add(_freeze(row[name]))
        rows.append(row)
    if left_out is not None and not rows:
        # Not one draw met the rules between the fields: they are likely impossible, which an empty table
        # would hide.
        raise GenerationError(f"{table.name}: no row met the rules between its fields ({left_out})")
    return rows


ROW_ATTEMPTS = 8


def _row_within_rules(
    plan: _TablePlan,
    *,
    parents_of: Callable[[Field], list[Any]],
    taken: dict[str, set[Any]],
    serial: int,
    rng: random.Random,
) -> dict[str, Any]:
    """One row; drawn again when a field found no value, as a rule between fields can leave none for the
    values drawn before it (``parent IS NULL AND level = 0 AND qty = 1``: with no parent and a qty of 3, no
    level meets it). A table whose every row meets its rules at once draws exactly as before."""
    for attempt in range(ROW_ATTEMPTS):
        try:
            return _generate_row(
                plans=plan.fields,
                names=plan.names,
                parents_of=parents_of,
                taken=taken,
                serial=serial,
                rng=rng,
                redraw=attempt,
                rule_inputs=plan.rule_inputs,
            )
        except _NoValue as exc:
            if exc.field not in plan.rules:
                raise  # a field's own checks that no value meets: drawing the row again cannot help
            if attempt == ROW_ATTEMPTS - 1:
                # With rules between fields, what was drawn before can leave no value (one product: a
                # part cannot be its own assembly, so it is a top-level one, which needs level 0): the row
                # is left out.
                raise _RowLeftOut(str(exc)) from None
    raise AssertionError("unreachable")


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
        plan = _field_plan(table, f, deferred)
        groups = [group for group in table.unique_together if field_name in group]
        for serial, row in enumerate(state[table_name], start=1):
            own = row.get(table.primary_key)
            # A self reference points at another row; optional ones are sometimes left empty (e.g. a top
            # manager).
            choices = [t for t in targets if not (f.foreign_key.table == table_name and t == own)]
            if groups:
                # Not a parent that would repeat a combination unique together (a group's name under the
                # same parent): Guacamole's connection groups, Danbooru's tag versions.
                choices = _keeping_combinations(state[table_name], row, field_name, groups, choices)
            if not f.required and (not choices or rng.random() < 0.3):
                continue
            if not choices:
                choices = targets
            row[field_name] = _fill_field(
                plan=plan, row=row, rng=rng, serial=serial, used=taken, parents=choices
            )
            if f.unique:
                taken.add(_freeze(row[field_name]))


def _keeping_combinations(
    rows: list[dict[str, Any]], row: dict[str, Any], name: str, groups: list[list[str]], choices: list[Any]
) -> list[Any]:
    """The choices for ``row[name]`` that repeat no other row's combination of a group unique together."""
    taken = [
        {tuple(_freeze(other.get(n)) for n in group) for other in rows if other is not row}
        for group in groups
    ]
    return [
        choice
        for choice in choices
        if all(
            tuple(_freeze(choice if n == name else row.get(n)) for n in group) not in seen
            for group, seen in zip(groups, taken, strict=True)
        )
    ]


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
