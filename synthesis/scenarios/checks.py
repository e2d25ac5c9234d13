"""Check sources from state changes, written from templates with every value embedded via ``repr``.

Each check is ``def check(final_state, initial_state) -> bool`` and is about exactly the rows and fields it
reads, so that the proof can perturb them. Values the environment generates (ids, timestamps) are checked for
existence only; a reference to a row the run inserted is checked as "a new row" (its id is generated, so it
differs under another seed; ``seed_independent``); free strings are compared case- and whitespace-folded;
everything else exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from synthesis.ir import Check, FieldType, StateSchema, Table
from synthesis.ir.scenario import StateRef

_NORMALIZE = """def _norm(value):
    return " ".join(value.split()).casefold() if isinstance(value, str) else value


def _ref(value, expected, table, field, initial_state):
    keys = {row.get(field) for row in initial_state.get(table, [])}
    if expected in keys:
        return value == expected
    return value is not None and value not in keys
"""


@dataclass(frozen=True)
class Change:
    """One net change of the state, attributed to the call that made it last."""

    op: str  # insert | update | delete
    table: str
    key: Any
    row: dict[str, Any] | None = None  # insert: the new row; delete: the removed row
    fields: dict[str, tuple[Any, Any]] | None = None  # update: field -> (old, new)


def existence_only(table: Table, field_name: str) -> bool:
    """Fields whose exact value an agent cannot be expected to reproduce."""
    try:
        f = table.field(field_name)
    except KeyError:
        return True
    return f.generated or f.type == FieldType.DATETIME


def _foreign_key(table: Table, field_name: str) -> tuple[str, str] | None:
    try:
        f = table.field(field_name)
    except KeyError:
        return None
    return None if f.foreign_key is None else (f.foreign_key.table, f.foreign_key.field)


def normalized_text(table: Table, field_name: str) -> bool:
    try:
        f = table.field(field_name)
    except KeyError:
        return False
    return (
        f.type in (FieldType.STRING, FieldType.TEXT)
        and not f.enum_values
        and f.foreign_key is None
        and (field_name != table.primary_key)
    )


def _compare(table: Table, name: str, value: Any) -> str:
    if value is None:
        return f"row.get({name!r}) is None"
    fk = _foreign_key(table, name)
    if fk is not None:
        # A reference to a row of the initial state is compared exactly; a reference to a row this run
        # inserted holds an id the environment generated, which differs under another seed: any new row then.
        return f"_ref(row.get({name!r}), {value!r}, {fk[0]!r}, {fk[1]!r}, initial_state)"
    if normalized_text(table, name):
        return f"_norm(row.get({name!r})) == _norm({value!r})"
    return f"row.get({name!r}) == {value!r}"


def insert_check(*, check_id: str, description: str, schema: StateSchema, change: Change) -> Check:
    table = schema.table(change.table)
    assert change.row is not None
    key_field = table.primary_key
    exact = {k: v for k, v in sorted(change.row.items()) if k != key_field and not existence_only(table, k)}
    present = sorted(k for k, v in change.row.items() if existence_only(table, k) and v is not None)
    conditions = [_compare(table, name, value) for name, value in exact.items()]
    conditions += [f"row.get({name!r}) is not None" for name in present]
    body = " and ".join(conditions) or "True"
    source = (
        _NORMALIZE
        + f"""

def check(final_state, initial_state):
    before = {{row.get({key_field!r}) for row in initial_state.get({change.table!r}, [])}}
    for row in final_state.get({change.table!r}, []):
        if row.get({key_field!r}) in before:
            continue
        if {body}:
            return True
    return False
"""
    )
    about = [StateRef(table=change.table, key=change.key)]
    about += [StateRef(table=change.table, key=change.key, field=name) for name in [*exact, *present]]
    return Check(id=check_id, description=description, source=source, about=about)


def update_check(*, check_id: str, description: str, schema: StateSchema, change: Change) -> Check:
    table = schema.table(change.table)
    assert change.fields is not None
    conditions: list[str] = []
    about = [StateRef(table=change.table, key=change.key)]
    for name, (old, new) in sorted(change.fields.items()):
        if existence_only(table, name):
            conditions.append(f"row.get({name!r}) is not None and row.get({name!r}) != {old!r}")
        else:
            conditions.append(_compare(table, name, new))
        about.append(StateRef(table=change.table, key=change.key, field=name))
    source = (
        _NORMALIZE
        + f"""

def check(final_state, initial_state):
    for row in final_state.get({change.table!r}, []):
        if row.get({table.primary_key!r}) == {change.key!r}:
            return {" and ".join(conditions) or "True"}
    return False
"""
    )
    return Check(id=check_id, description=description, source=source, about=about)


def delete_check(*, check_id: str, description: str, schema: StateSchema, change: Change) -> Check:
    table = schema.table(change.table)
    source = f"""def check(final_state, initial_state):
    keys = [row.get({table.primary_key!r}) for row in final_state.get({change.table!r}, [])]
    existed = any(row.get({table.primary_key!r}) == {change.key!r} for row in
    initial_state.get({change.table!r}, []))
    return existed and {change.key!r} not in keys
"""
    return Check(
        id=check_id,
        description=description,
        source=source,
        about=[StateRef(table=change.table, key=change.key)],
    )


def combine_checks(*, check_id: str, description: str, parts: list[Check]) -> Check:
    """One check per sub-goal: all its parts must hold (each part keeps its own function under a new name)."""
    if len(parts) == 1:
        return parts[0].model_copy(update={"id": check_id, "description": description})
    chunks: list[str] = []
    names: list[str] = []
    for index, part in enumerate(parts):
        name = f"_part_{index}"
        names.append(name)
        body = part.source.removeprefix(_NORMALIZE).strip()
        chunks.append(
            body.replace("def check(final_state, initial_state):", f"def {name}(final_state, initial_state):")
        )
    calls = " and ".join(f"{n}(final_state, initial_state)" for n in names)
    source = (
        _NORMALIZE
        + "\n\n"
        + "\n\n\n".join(chunks)
        + f"\n\n\ndef check(final_state, initial_state):\n    return {calls}\n"
    )
    about: list[StateRef] = []
    for part in parts:
        for ref in part.about:
            if ref not in about:
                about.append(ref)
    return Check(id=check_id, description=description, source=source, about=about)


def check_for_change(*, check_id: str, description: str, schema: StateSchema, change: Change) -> Check:
    if change.op == "insert":
        return insert_check(check_id=check_id, description=description, schema=schema, change=change)
    if change.op == "update":
        return update_check(check_id=check_id, description=description, schema=schema, change=change)
    if change.op == "delete":
        return delete_check(check_id=check_id, description=description, schema=schema, change=change)
    raise ValueError(f"unknown change {change.op!r}")
