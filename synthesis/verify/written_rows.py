"""The row a create or update would write, as the generated runtime builds it: the procedural tests' positive
cases keep the table's rules (CHECKs), and are not run where the state leaves a create no key."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from synthesis.ir import EnvironmentSpec, Field, FieldType, OperationKind, State, Tool
from synthesis.state.fitting import fit_length, may_stay_empty, passes_checks
from synthesis.state.timing import NOW, TODAY, parse_moment

MAX_CANDIDATES = 40


def written_row(
    spec: EnvironmentSpec, tool: Tool, args: dict[str, Any], state: State
) -> dict[str, Any] | None:
    """The row a create or update through ``args`` would write, as the generated runtime builds it, except the
    update stamps (``updated_at``) it sets to its clock, left here as they were (None for other tools, or an
    update naming no row)."""
    op = tool.operation
    if op is None or op.kind not in {OperationKind.CREATE, OperationKind.UPDATE}:
        return None
    table = spec.state_schema.table(op.table)
    written = {name: args[param] for param, name in op.field_params.items() if args.get(param) is not None}
    if op.kind == OperationKind.UPDATE:
        key = args.get(op.key_param) if op.key_param else None
        found = next(
            (r for r in state.get(op.table, []) if op.key_field and r.get(op.key_field) == key), None
        )
        return None if found is None else {**found, **written, **op.set_values}
    row: dict[str, Any] = {}
    for f in table.fields:
        value = written.get(f.name, f.default)
        if value is None and f.generated:
            # The runtime's clock starts at timing.NOW; a generated key is new (its value meets no rule here).
            value = {FieldType.DATETIME: NOW.isoformat(), FieldType.DATE: TODAY.isoformat()}.get(f.type)
        row[f.name] = value
    return row


def used_up_key(spec: EnvironmentSpec, tool: Tool, state: State) -> str | None:
    """The unique field of a create's table whose checks leave no value the state does not hold (a one-row
    settings table's ``CHECK (id = 0)``, Synapse's ``lock char(1) UNIQUE CHECK (lock = 'X')``), if any: a
    create there rightly fails."""
    op = tool.operation
    if op is None or op.kind != OperationKind.CREATE:
        return None
    table = spec.state_schema.table(op.table)
    for f in table.fields:
        if not f.checks or not (f.unique or f.name == table.primary_key):
            continue
        tried = _tried_values(f)
        if not tried:
            continue
        held = {repr(r.get(f.name)) for r in state.get(table.name, [])}
        if not any(repr(v) not in held and passes_checks(f, v, {f.name: v}) for v in tried):
            return f"{table.name}.{f.name}"
    return None


def _tried_values(f: Field) -> list[Any]:
    """Values a fresh row could give ``f``: small numbers, or its default and codes of the lengths its checks
    allow; none for other types (never taken as used up)."""
    if f.type in (FieldType.INTEGER, FieldType.NUMBER):
        return [*range(-1, 1001)]
    if f.type not in (FieldType.STRING, FieldType.TEXT):
        return []
    codes = [fit_length(field=f, value=f"fresh {f.name}", row={}, serial=n, distinct=True) for n in range(30)]
    return [f.default, *codes] if isinstance(f.default, str) else codes


def rule_breaks(spec: EnvironmentSpec, tool: Tool, args: dict[str, Any], state: State) -> int:
    """How many field rules (CHECKs, by the safe interpreter) the written row breaks; 0 for reads."""
    row = written_row(spec, tool, args, state)
    if row is None or tool.operation is None:
        return 0
    table = spec.state_schema.table(tool.operation.table)
    broken = sum(
        1
        for f in table.fields
        if f.checks and row.get(f.name) is not None and not passes_checks(f, row[f.name], row)
    )
    return broken + len(_left_empty(table.fields, row))


def left_empty_against_rules(
    spec: EnvironmentSpec, tool: Tool, args: dict[str, Any], state: State
) -> list[str]:
    """The fields the written row leaves empty where a rule reads their emptiness and breaks (``email IS NOT
    NULL OR phone IS NOT NULL`` with neither given), or where another field's broken rule reads them (Supabase
    Auth's ``provider_type != 'oauth2' OR (authorization_url IS NOT NULL AND ...)``: no provider type can be
    made from the required values alone); none for reads."""
    row = written_row(spec, tool, args, state)
    if row is None or tool.operation is None:
        return []
    fields = spec.state_schema.table(tool.operation.table).fields
    empty = _left_empty(fields, row)
    for f in fields:
        if f.checks and row.get(f.name) is not None and not passes_checks(f, row[f.name], row):
            read = [o.name for o in fields if row.get(o.name) is None and _reads_field(f.checks, o.name)]
            empty += [name for name in read if name not in empty]
    return empty


def _reads_field(checks: list[str], name: str) -> bool:
    """Whether a rule reads the row's ``name`` (``sqlexpr`` writes ``row.get('n')`` or ``row['n']``)."""
    return any(f"row.get({name!r})" in check or f"row[{name!r}]" in check for check in checks)


def _left_empty(fields: list[Field], row: dict[str, Any]) -> list[str]:
    return [f.name for f in fields if f.checks and row.get(f.name) is None and not may_stay_empty(f, row)]


def rule_candidates(value: Any, row: dict[str, Any], own: str) -> list[Any]:
    """Other values for a written field whose rules compare it with the row's other fields: moments a day,
    a week or a month either side of each other moment of the row, numbers at and beside each other number."""
    candidates: list[Any] = []
    if isinstance(value, str) and parse_moment(value) is not None:
        naive = dt.datetime.fromisoformat(value.replace("Z", "+00:00")).tzinfo is None
        for name, other in sorted(row.items()):
            moment = parse_moment(other) if name != own else None
            if moment is None:
                continue
            for days in (1, -1, 7, -7, 30, -30):
                shifted = moment + dt.timedelta(days=days)
                if len(value) == 10:
                    candidates.append(shifted.date().isoformat())
                else:  # the written value keeps its own form (with or without a zone)
                    candidates.append((shifted.replace(tzinfo=None) if naive else shifted).isoformat())
    elif isinstance(value, int | float) and not isinstance(value, bool):
        for name, other in sorted(row.items()):
            if name == own or not isinstance(other, int | float) or isinstance(other, bool):
                continue
            candidates += [other, other + 1, other - 1] if isinstance(value, int) else [other, other * 1.5]
        candidates += [0, 1, 100]
    return [c for c in candidates if c != value and type(c) is type(value)]


def keeping_rules(
    spec: EnvironmentSpec,
    tool: Tool,
    meeting: list[dict[str, Any]],
    state: State,
    verdicts: Callable[[dict[str, Any]], list[bool | None]],
) -> dict[str, Any]:
    """The first arguments (of those meeting every precondition) whose written row keeps the table's rules.

    Values drawn from the test state may break a rule between fields (``duedate >= orderdate`` when the order
    date is the runtime's clock; an end date before the row's start): then one written value at a time is
    moved beside the row's other values, and kept when the row then keeps every rule and the preconditions
    still hold. With none found, the first arguments stand, and the case fails as the runtime refuses them.
    """
    for combo in meeting:
        if rule_breaks(spec, tool, combo, state) == 0:
            return combo
    op = tool.operation
    assert op is not None  # only writes through an operation can break a rule
    for combo in meeting[:3]:
        row = written_row(spec, tool, combo, state) or {}
        for param, name in op.field_params.items():
            if combo.get(param) is None:
                continue
            for candidate in rule_candidates(combo[param], row, name)[:MAX_CANDIDATES]:
                moved = {**combo, param: candidate}
                if rule_breaks(spec, tool, moved, state) == 0 and all(x is True for x in verdicts(moved)):
                    return moved
    return meeting[0]
