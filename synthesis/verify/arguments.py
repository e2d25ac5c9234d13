"""Arguments for procedural test cases: which state fields each parameter stands for, the values to try
(drawn from the test state, fresh for a new row, or samples in the declared type and stated form), and the
bounded combinations a positive case is chosen from."""

from __future__ import annotations

import datetime as dt
import itertools
import re
from dataclasses import dataclass
from typing import Any

from synthesis.ir import EnvironmentSpec, FieldType, OperationKind, State, Tool, ToolKind
from synthesis.state.argument_search import fits_parameter
from synthesis.state.fitting import fit_length, numbers_in_bounds, passes_checks
from synthesis.state.text_formats import stated_moment_format
from synthesis.state.timing import NOW, parse_moment

CREATE_PREFIXES = ("create", "add", "register", "new", "insert", "open", "book", "submit", "request", "make")
MAX_COMBINATIONS = 40
MAX_VALUES_PER_PARAMETER = 6


@dataclass
class Binding:
    """The state fields a parameter stands for (same name), and whether the tool should get a fresh value."""

    fields: list[tuple[str, str]]
    is_key: bool
    fresh_first: bool


def is_creator(tool: Tool) -> bool:
    """A tool that makes a row: its operation says so where it has one (``getToken`` may be a POST that
    creates); the name, for a tool written as code without one."""
    if tool.operation is not None:
        return tool.operation.kind == OperationKind.CREATE
    return tool.kind == ToolKind.WRITE and tool.name.split("_")[0] in CREATE_PREFIXES


def bindings_for(spec: EnvironmentSpec, tool: Tool) -> dict[str, Binding]:
    touched = [*tool.writes, *(t for t in tool.reads if t not in tool.writes)]
    ordered = touched + [t.name for t in spec.state_schema.tables if t.name not in touched]
    op = tool.operation
    # A parameter the operation maps to no field is free (checked against its own schema by the code): a
    # field elsewhere that shares its name says nothing about it.
    mapped = None if op is None else {*op.field_params, *op.scope_params, op.key_param, op.limit_param}
    bindings: dict[str, Binding] = {}
    for param in tool.parameters:
        fields: list[tuple[str, str]] = []
        is_key = False
        fresh = False
        for table_name in ordered if mapped is None or param.name in mapped else []:
            table = spec.state_schema.table(table_name)
            for f in table.fields:
                if f.name != param.name:
                    continue
                fields.append((table_name, f.name))
                keyish = f.name == table.primary_key or f.foreign_key is not None
                # A key of a table the tool writes, in a creating tool: a new row's key, so use a fresh value.
                if (
                    table_name in tool.writes
                    and is_creator(tool)
                    and (f.name == table.primary_key or f.unique)
                ):
                    fresh = True
                elif keyish and table_name in touched:
                    is_key = True
        if op is not None and param.name in (mapped or set()):
            # The field the operation writes or looks up decides, not a namesake in another table (an audit
            # column ``added_by_id`` that is a foreign key in one table and a plain number in this one). A
            # filter (a search's, or a get's besides its key) naming no row just matches nothing.
            own = _own_field(spec, op, param.name)
            is_key = False
            if own is not None:
                table = spec.state_schema.table(own[0])
                f = table.field(own[1])
                is_key = f.name == table.primary_key or f.foreign_key is not None
                if own not in fields and op.kind != OperationKind.CREATE:
                    fields.insert(0, own)  # a key named otherwise: Grocy's settingKey for a setting's id
        # Referencing a table's primary key from elsewhere (an FK) makes it a lookup, never fresh.
        bindings[param.name] = Binding(fields=fields, is_key=is_key and not fresh, fresh_first=fresh)
    return bindings


def _own_field(spec: EnvironmentSpec, op: Any, name: str) -> tuple[str, str] | None:
    """The field a key parameter looks up, or a written parameter writes (None for filters)."""
    if name == op.key_param and op.key_field:
        return op.table, op.key_field
    if name in op.scope_params:
        return op.table, op.scope_params[name]
    if op.kind in {OperationKind.CREATE, OperationKind.UPDATE} and name in op.field_params:
        return op.table, op.field_params[name]
    return None


def _schema_samples(schema: dict[str, Any], name: str, description: str = "") -> list[Any]:
    if schema.get("enum"):
        return list(schema["enum"])
    stated = stated_moment_format(description)
    if stated is not None and schema.get("type", "string") == "string":
        # A moment after every row's (the test state's clock): a time the tool's own checks accept.
        return [
            stated.render(NOW + dt.timedelta(days=20, hours=5)),
            stated.render(NOW + dt.timedelta(days=21)),
        ]
    kind = schema.get("type")
    if kind == "integer":
        return [max(int(schema.get("minimum", 1)), 1), 2]
    if kind == "number":
        return [max(float(schema.get("minimum", 1.0)), 1.0)]
    if kind == "boolean":
        return [True, False]
    if kind == "array":
        return [[]]
    if kind == "object":
        return [{}]
    if schema.get("format") == "date":
        return ["2025-02-01"]
    if schema.get("format") == "date-time":
        return ["2025-02-01T10:00:00+00:00"]
    text = "fresh.person@example.org" if "email" in name else f"test {name.replace('_', ' ')}"
    # A VARCHAR(n), a hash's exact length: the sample must fit, or the positive case tests nothing.
    shortest, limit = schema.get("minLength"), schema.get("maxLength")
    if type(shortest) is int and 0 < shortest <= 1000 and len(text) < shortest:
        text = text.replace(" ", "_").ljust(shortest, "x")
    return [text[:limit] if type(limit) is int and limit > 0 else text]


def _fresh_value(spec: EnvironmentSpec, fields: list[tuple[str, str]], name: str, state: State) -> Any:
    table_name, field_name = fields[0]
    f = spec.state_schema.table(table_name).field(field_name)
    existing = [r.get(field_name) for r in state.get(table_name, [])]
    if f.type in (FieldType.INTEGER, FieldType.NUMBER):
        numbers = [v for v in existing if isinstance(v, int | float) and not isinstance(v, bool)]
        return int(max(numbers, default=0)) + 1000
    if f.type in (FieldType.DATE, FieldType.DATETIME):  # a unique day (a calendar's date): after every row's
        moments = [m for m in (parse_moment(v) for v in existing) if m is not None]
        later = max(moments, default=NOW) + dt.timedelta(days=1)
        return later.date().isoformat() if f.type == FieldType.DATE else later.isoformat()
    stated = stated_moment_format(f.description)
    if stated is not None:
        moments = [m for m in (parse_moment(v) for v in existing) if m is not None]
        return stated.render(max(moments, default=NOW) + dt.timedelta(days=1, hours=1))
    value = f"fresh.{name}@example.org" if "email" in name else f"fresh_{name}_1"
    if f.checks and not passes_checks(f, value, {field_name: value}):  # a VARCHAR(3) code, a pattern
        value = fit_length(field=f, value=value, row={}, serial=1000 + len(existing), distinct=True)
    return value


def candidate_values(
    spec: EnvironmentSpec, tool: Tool, bindings: dict[str, Binding], state: State
) -> dict[str, list[Any]]:
    values: dict[str, list[Any]] = {}
    for param in tool.parameters:
        binding = bindings[param.name]
        from_state: list[Any] = []
        for table_name, field_name in binding.fields:
            for row in state.get(table_name, []):
                value = row.get(field_name)
                if (
                    value is not None
                    and value not in from_state
                    and fits_parameter(param.value_schema, value, param.description)
                ):
                    from_state.append(value)
        enum = param.value_schema.get("enum")
        if enum:
            from_state = [v for v in from_state if v in enum] + [v for v in enum if v not in from_state]
        from_state = from_state[:MAX_VALUES_PER_PARAMETER]
        if binding.fresh_first:
            candidates = [_fresh_value(spec, binding.fields, param.name, state), *from_state]
        elif from_state:
            candidates = from_state
        else:
            candidates = []
        if not candidates:
            candidates = [param.default] if param.default is not None else []
            samples = _schema_samples(param.value_schema, param.name, param.description)
            candidates += [v for v in samples if v not in candidates]
            candidates = _fitting_first(spec, binding.fields, candidates)
        values[param.name] = candidates
    return values


def _fitting_first(spec: EnvironmentSpec, fields: list[tuple[str, str]], candidates: list[Any]) -> list[Any]:
    """Values that meet the bound field's checks first, numbers inside the bounds they state among them (a
    coordinate between 2485071 and 2828516: no sample is); the test state may hold none to take."""
    if not fields:
        return candidates
    table_name, field_name = fields[0]
    f = spec.state_schema.table(table_name).field(field_name)
    if not f.checks:
        return candidates
    numeric = f.type in (FieldType.INTEGER, FieldType.NUMBER)
    bounded = list(numbers_in_bounds(f.checks, integer=f.type == FieldType.INTEGER)) if numeric else []
    # Texts the checks name (Sakila's special_features: "'Trailers' in value or 'Commentaries' in value")
    named = [text for check in f.checks for text in _QUOTED.findall(check)] if not numeric else []
    fitting: list[Any] = []
    for value in [*bounded, *named, *candidates]:
        if value not in fitting and passes_checks(f, value, {field_name: value}):
            fitting.append(value)
    return [*fitting, *(v for v in candidates if v not in fitting)]


_QUOTED = re.compile(r"'([^'\\]*)'")  # a plain quoted text in a check (no escapes: those are skipped)


def key_alone(tool: Tool, bindings: dict[str, Binding], names: list[str]) -> bool:
    """Whether ``names`` are an update's keys only (its fields to change all optional)."""
    op = tool.operation
    return op is not None and op.kind == OperationKind.UPDATE and all(bindings[n].is_key for n in names)


def combinations(names: list[str], values: dict[str, list[Any]]) -> list[dict[str, Any]]:
    """Argument sets: row-aligned ones first (i-th value of each), then a bounded product."""
    if not names:
        return [{}]
    combos: list[dict[str, Any]] = []
    longest = max(len(values[n]) for n in names)
    for i in range(longest):
        combos.append({n: values[n][i % len(values[n])] for n in names})
    for choice in itertools.islice(itertools.product(*(values[n] for n in names)), MAX_COMBINATIONS):
        combos.append(dict(zip(names, choice, strict=True)))
    unique: list[dict[str, Any]] = []
    for combo in combos:
        if combo not in unique:
            unique.append(combo)
    return unique[:MAX_COMBINATIONS]
