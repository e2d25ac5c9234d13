"""The initial state a model writes (the EnvScaler way): the rows of every table the agent can read, checked
against the schema before anything runs, with the offline generator filling only what the model left out.

``assemble_state`` takes the model's tables over a generated base state (``generate_state``) and, table by
table in foreign-key order (parents first, so that a child sees its parents as they end up):

- a table the request asked for and the answer left out, or whose rows were all dropped, keeps its
  generated rows (an empty list is the model's choice: no rows); a table outside the schema is ignored;
- in a model's row, a required field it left out is filled by the offline generator (a foreign key with an
  existing parent; an optional one is left empty; a key, a generated one), a field the schema does not have
  is dropped, and a value of the wrong type is generated anew;
- a model's row is dropped when its primary key is of the wrong type, repeats another row's key,
  or its reference points at no row (bad foreign key), and so, in turn, are the rows that pointed at it;
- a generated row whose reference lost its parent (a table the model rewrote) is pointed at an existing one.

Each of these is said in a note (what, which row, why) that the scenario's provenance keeps. What remains
(enum values, checks, unique fields, fields unique together) is left to ``validate_state`` and the one repair
request, as before: those are the design's rules, which the model is told about and asked to keep.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import EnvironmentSpec, State, StateSchema, Table
from synthesis.state.ordering import foreign_key_order
from synthesis.state.validation import type_problem
from synthesis.state.values import value_maker

MAX_NOTES = 30
MAX_REQUESTED_TABLES = 12
# Serial numbers of values generated for a model's rows: far from those of the generated base rows.
SERIAL_BASE = 5000


@dataclass
class AssembledState:
    state: State
    notes: list[str] = field(default_factory=list)

    def note(self, text: str) -> None:
        self.notes.append(text)

    def shown_notes(self) -> list[str]:
        """The notes, at most ``MAX_NOTES`` of them and then how many more there were."""
        extra = len(self.notes) - MAX_NOTES
        return self.notes[:MAX_NOTES] + ([f"initial state: and {extra} more change(s)"] if extra > 0 else [])


def readable_tables(spec: EnvironmentSpec) -> list[str]:
    """The tables the agent can read: those a tool of the environment reads or writes (schema order)."""
    named = {t for tool in spec.tools for t in (*tool.reads, *tool.writes)}
    return [t.name for t in spec.state_schema.tables if t.name in named]


def requested_tables(spec: EnvironmentSpec, touched: list[str]) -> list[str]:
    """The tables the initial-state request asks for: those the chain touches, then the other readable ones,
    at most ``MAX_REQUESTED_TABLES`` in all (a large schema's other tables stay generated: the answer of one
    request has to hold every row), in schema order."""
    chosen = list(dict.fromkeys([*touched, *readable_tables(spec)]))[
        : max(MAX_REQUESTED_TABLES, len(touched))
    ]
    return [t.name for t in spec.state_schema.tables if t.name in set(chosen)]


def _marker(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _label(table: Table, row: dict[str, Any], index: int) -> str:
    key = row.get(table.primary_key)
    return f"{table.name} row {index + 1}" + (f" ({table.primary_key} {key!r})" if key is not None else "")


def assemble_state(
    *, schema: StateSchema, base: State, answer: dict[str, Any], tables: list[str], seed: int
) -> AssembledState:
    """The model's ``answer`` (table -> rows) for the requested ``tables`` over the generated ``base``, each
    row checked and completed as the module says; deterministic for a seed."""
    names = {t.name for t in schema.tables}
    result = AssembledState(state={name: [dict(r) for r in base.get(name, [])] for name in names})
    for name in sorted(set(answer) - names):
        result.note(f"initial state: table {name!r} is not in the schema, ignored")
    from_model: set[str] = set()
    for name in tables:
        if isinstance(answer.get(name), list):  # an empty list too: the model wants no rows there
            from_model.add(name)
        elif name in names:
            result.note(f"initial state: {name} left out by the model, its rows are generated")
    order, deferred = foreign_key_order(schema)
    for name in order:
        table = schema.table(name)
        rng = random.Random(f"{seed}:{name}:initial")
        if name in from_model:
            rows = _model_rows(table, answer[name], result=result, rng=rng, deferred=deferred)
            if rows or not answer[name]:
                result.state[name] = rows
                continue
            result.note(f"initial state: no row of {name} from the model was usable, its rows are generated")
        result.state[name] = _generated_rows(table, result=result, rng=rng, deferred=deferred)
    _settle_deferred(schema, result=result, deferred=deferred, from_model=from_model, seed=seed)
    return result


def _parent_keys(result: AssembledState, table: Table, field_name: str) -> list[Any]:
    fk = table.field(field_name).foreign_key
    assert fk is not None
    return [row.get(fk.field) for row in result.state.get(fk.table, [])]


def _model_rows(
    table: Table,
    rows: list[Any],
    *,
    result: AssembledState,
    rng: random.Random,
    deferred: set[tuple[str, str]],
) -> list[dict[str, Any]]:
    """The usable rows of the model's answer for ``table``, completed and repaired; the others dropped."""
    kept: list[dict[str, Any]] = []
    keys: set[str] = set()
    known = {f.name for f in table.fields}
    for index, raw in enumerate(rows):
        if not isinstance(raw, dict):
            result.note(f"initial state: {table.name} row {index + 1} dropped: not an object")
            continue
        label = _label(table, raw, index)
        for name in sorted(set(raw) - known):
            result.note(f"initial state: {label}: field {name!r} is not in the schema, dropped")
        row = {name: value for name, value in raw.items() if name in known}
        if table.primary_key not in row:
            row[table.primary_key] = _fresh_key(table, row, keys=keys, rng=rng, serial=SERIAL_BASE + index)
            result.note(f"initial state: {label}: its key left out, generated {row[table.primary_key]!r}")
        key = row.get(table.primary_key)
        key_problem = "missing" if key is None else type_problem(table.field(table.primary_key), key)
        if key_problem is not None:
            result.note(f"initial state: {label} dropped: its key {table.primary_key} is {key_problem}")
            continue
        if _marker(key) in keys:
            result.note(f"initial state: {label} dropped: its key {key!r} repeats another row's")
            continue
        problem = _complete(table, row, label=label, result=result, rng=rng, serial=SERIAL_BASE + index)
        if problem is None:
            problem = _broken_reference(table, row, result=result, deferred=deferred)
        if problem is not None:
            result.note(f"initial state: {label} dropped: {problem}")
            continue
        keys.add(_marker(key))
        kept.append(row)
    return kept


def _fresh_key(table: Table, row: dict[str, Any], *, keys: set[str], rng: random.Random, serial: int) -> Any:
    """A generated key no kept row has (None when the generator keeps repeating one)."""
    make = value_maker(field=table.field(table.primary_key), table_name=table.name)
    for attempt in range(20):
        key = make(row, rng, serial + attempt * 100)
        if _marker(key) not in keys:
            return key
    return None


def _complete(
    table: Table,
    row: dict[str, Any],
    *,
    label: str,
    result: AssembledState,
    rng: random.Random,
    serial: int,
) -> str | None:
    """Fill the fields the model left out and regenerate values of the wrong type (in place); why the row
    cannot be kept, or None."""
    for f in table.fields:
        if f.name == table.primary_key:
            continue
        if f.name not in row:
            if not f.required:
                row[f.name] = None  # an optional field the model left out: empty, as in JSON
            elif f.foreign_key is not None:
                parents = [k for k in _parent_keys(result, table, f.name) if k is not None]
                row[f.name] = rng.choice(parents) if parents else None
            else:
                row[f.name] = value_maker(field=f, table_name=table.name)(row, rng, serial)
            continue
        value = row[f.name]
        problem = None if value is None else type_problem(f, value)
        if problem is None:
            continue
        if f.foreign_key is not None:
            return f"its reference {f.name} {value!r} is of the wrong type ({problem})"
        row[f.name] = value_maker(field=f, table_name=table.name)(row, rng, serial)
        result.note(
            f"initial state: {label}: {f.name} {value!r} was of the wrong type ({problem}), generated"
        )
    return None


def _broken_reference(
    table: Table, row: dict[str, Any], *, result: AssembledState, deferred: set[tuple[str, str]]
) -> str | None:
    """Why one of the row's references points at no row (None when all of them point at one); references
    deferred to break a cycle are settled after every table (``_settle_deferred``)."""
    for f in table.fields:
        value = row.get(f.name)
        if f.foreign_key is None or value is None or (table.name, f.name) in deferred:
            continue
        if _marker(value) not in {_marker(k) for k in _parent_keys(result, table, f.name)}:
            return f"its {f.name} {value!r} points at no {f.foreign_key.table} row"
    return None


def _generated_rows(
    table: Table, *, result: AssembledState, rng: random.Random, deferred: set[tuple[str, str]]
) -> list[dict[str, Any]]:
    """The generated rows of ``table``, each reference that lost its parent pointed at an existing one (a row
    whose required reference has no parent left is dropped)."""
    kept: list[dict[str, Any]] = []
    for row in result.state.get(table.name, []):
        for f in table.fields:
            value = row.get(f.name)
            if f.foreign_key is None or value is None or (table.name, f.name) in deferred:
                continue
            parents = [k for k in _parent_keys(result, table, f.name) if k is not None]
            if _marker(value) in {_marker(k) for k in parents}:
                continue
            row[f.name] = rng.choice(parents) if parents else None
        if all(row.get(f.name) is not None or not f.required for f in table.fields if f.foreign_key):
            kept.append(row)
    return kept


def _settle_deferred(
    schema: StateSchema,
    *,
    result: AssembledState,
    deferred: set[tuple[str, str]],
    from_model: set[str],
    seed: int,
) -> None:
    """References that close a cycle (a self reference): one pointing at no row is pointed at an existing
    one, or emptied where the field may be empty; said in a note for the model's rows."""
    rng = random.Random(f"{seed}:deferred")
    for table_name, field_name in sorted(deferred):
        table = schema.table(table_name)
        f = table.field(field_name)
        for index, row in enumerate(result.state.get(table_name, [])):
            value = row.get(field_name)
            parents = [k for k in _parent_keys(result, table, field_name) if k is not None]
            if value is None or _marker(value) in {_marker(k) for k in parents}:
                continue
            row[field_name] = None if not f.required or not parents else rng.choice(parents)
            if table_name in from_model:
                result.note(
                    f"initial state: {_label(table, row, index)}: its {field_name} {value!r} pointed at no "
                    f"row, now {row[field_name]!r}"
                )
