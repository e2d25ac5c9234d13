"""From a state schema and table operations to full IR tools: parameters, conditions, reads/writes, results.

Both spec seeds end here, so SQL tables and OpenAPI operations get the same behaviour and the same conditions.
Condition expressions use only the helpers of ``synthesis.sandbox.conditions.condition_namespace`` and no
comprehensions (names inside a comprehension or lambda would not see ``args``/``state`` under ``eval``).
"""

from __future__ import annotations

from typing import Any

from synthesis.ir.environment import (
    Condition,
    EnvironmentSpec,
    Field,
    Operation,
    OperationKind,
    Parameter,
    Provenance,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import class_name_for, clip, singular, slugify, words

DEFAULT_SEARCH_LIMIT = 20
MAX_SEARCH_LIMIT = 100
MAX_SEARCH_FILTERS = 6
# Generated timestamps that are never parameters (the environment sets them); kept in sync with codegen.
AUDIT_TIMESTAMPS = frozenset(
    {
        "created_at",
        "created_on",
        "inserted_at",
        "updated_at",
        "modified_at",
        "createdAt",
        "updatedAt",
        "modifiedAt",
    }
)


def row_schema(table: Table) -> dict[str, Any]:
    """JSON Schema of one row, as the generated environment returns it."""
    properties: dict[str, Any] = {}
    for f in table.fields:
        schema = f.json_schema()
        if not f.required:
            schema = {"anyOf": [schema, {"type": "null"}]} if "type" in schema else schema
        properties[f.name] = schema
    return {
        "type": "object",
        "properties": properties,
        "required": [f.name for f in table.fields if f.required],
    }


def value_schema(f: Field) -> dict[str, Any]:
    schema = f.json_schema()
    schema.pop("description", None)
    return schema


def field_description(f: Field, table: Table) -> str:
    if f.description:
        return f.description
    if f.foreign_key is not None:
        target, owner = words(singular(f.foreign_key.table)), words(singular(table.name))
        return f"Identifier of the {target} this {owner} belongs to."
    return f"Value of the {words(singular(table.name))}'s {words(f.name)} field."


def field_parameter(
    f: Field,
    table: Table,
    *,
    name: str | None = None,
    required: bool,
    description: str | None = None,
    with_default: bool = True,
) -> Parameter:
    # Update and filter parameters default to None ("leave as is", "any"), never to the column default.
    usable = with_default and not required and isinstance(f.default, str | int | float | bool)
    default = f.default if usable else None
    return Parameter(
        name=name or f.name,
        description=clip(description or field_description(f, table)),
        value_schema=value_schema(f),
        required=required,
        default=default,
    )


def creatable(f: Field, table: Table) -> bool:
    """Whether ``f`` is a create parameter: environment-made keys and audit timestamps are not."""
    if not f.generated:
        return True
    return f.name != table.primary_key and f.name not in AUDIT_TIMESTAMPS


def referencing(schema: StateSchema, table: str) -> list[tuple[Table, Field]]:
    """(child table, child field) pairs whose foreign key points at ``table``."""
    found = []
    for child in schema.tables:
        for f in child.fields:
            if f.foreign_key is not None and f.foreign_key.table == table:
                found.append((child, f))
    return found


def _call(helper: str, table: str, match: dict[str, str]) -> str | None:
    # The helpers take the table as their first positional parameter named ``table``.
    if "table" in match:
        return None
    inner = ", ".join([repr(table), *(f"{k}={v}" for k, v in match.items())])
    return f"{helper}({inner})"


def _given(param: str) -> str:
    return f"args.get({param!r}) is None"


def _join_or(*parts: str | None) -> str | None:
    """``a or b``; None (no machine form) when any part has none."""
    present = [p for p in parts if p is not None]
    if len(present) != len(parts):
        return None
    return " or ".join(f"({p})" if " or " in p else p for p in present)


def _value_conditions(schema: StateSchema, table: Table, op: Operation) -> list[Condition]:
    """Preconditions about written values: foreign keys exist, unique values are free, enums hold."""
    conditions: list[Condition] = []
    for param, field_name in op.field_params.items():
        f = table.field(field_name)
        arg = f"args[{param!r}]"
        if f.foreign_key is not None and f.default is not None and op.kind == OperationKind.CREATE:
            # Left out, the field takes its default, which must name a row too (a status_id DEFAULT 0).
            fk = f.foreign_key
            value = f"(args[{param!r}] if args.get({param!r}) is not None else {f.default!r})"
            conditions.append(
                Condition(
                    text=f"A {fk.table} row with {fk.field} = {param} (default {f.default!r}) exists.",
                    expr=_call("exists", fk.table, {fk.field: value}),
                )
            )
        elif f.foreign_key is not None:
            fk = f.foreign_key
            target = _call("exists", fk.table, {fk.field: arg})
            conditions.append(
                Condition(
                    text=f"If {param} is given, a {fk.table} row with {fk.field} = {param} exists.",
                    expr=_join_or(_given(param), target),
                )
            )
        if f.unique or f.name == table.primary_key:
            if op.kind == OperationKind.UPDATE and op.key_param:
                taken = _call("count", table.name, {f.name: arg})
                mine = _call("one", table.name, {f.name: arg})
                expr = _join_or(
                    _given(param),
                    f"{taken} == 0",
                    f"{mine} is not None and {mine}[{table.primary_key!r}] == args[{op.key_param!r}]",
                )
            else:
                free = _call("exists", table.name, {f.name: arg})
                expr = _join_or(_given(param), f"not {free}" if free else None)
            conditions.append(
                Condition(
                    text=f"If {param} is given, no other {table.name} row has {f.name} = {param} (unique).",
                    expr=expr,
                )
            )
        if f.enum_values:
            conditions.append(
                Condition(
                    text=f"If {param} is given, it is one of {', '.join(f.enum_values)}.",
                    expr=f"{_given(param)} or {arg} in {list(f.enum_values)!r}",
                )
            )
        for check in f.checks:
            conditions.append(Condition(text=f"{f.name} satisfies the check {check}.", expr=None))
    conditions.extend(_together_conditions(table, op))
    return conditions


def _together_conditions(table: Table, op: Operation) -> list[Condition]:
    """Fields unique together (a composite key) that the operation writes: the combination the row would
    have is not another row's. Fields the call leaves out keep the row's value (update) or their default."""
    params = {field_name: param for param, field_name in op.field_params.items()}
    conditions: list[Condition] = []
    for group in table.unique_together:
        if not set(group) & (set(params) | set(op.set_values)):
            continue
        current = (
            _call("one", table.name, {op.key_field or table.primary_key: f"args[{op.key_param!r}]"})
            if op.kind == OperationKind.UPDATE and op.key_param
            else None
        )
        values: dict[str, str] = {}
        for name in group:
            fallback = f"{current}[{name!r}]" if current else repr(table.field(name).default)
            if name in op.set_values:
                values[name] = repr(op.set_values[name])
            elif name in params and fallback == "None":
                values[name] = f"args.get({params[name]!r})"
            elif name in params:
                param = params[name]
                values[name] = f"(args[{param!r}] if args.get({param!r}) is not None else {fallback})"
            else:
                values[name] = fallback
        taken = _call("count", table.name, values)
        clash = _call("one", table.name, values)
        empty = " or ".join(f"{value} is None" for value in values.values())
        mine = (
            f" or ({clash} is not None and {clash}[{table.primary_key!r}] == args[{op.key_param!r}])"
            if current
            else ""
        )
        conditions.append(
            Condition(
                text=f"No other {table.name} row has the same {', '.join(group)} (unique together).",
                expr=f"{empty} or {taken} == 0{mine}" if taken and clash else None,
            )
        )
    return conditions


def _key_exists(table: Table, op: Operation) -> Condition:
    assert op.key_param and op.key_field
    named = [(op.key_param, op.key_field), *op.scope_params.items()]  # the row's key, and its parents'
    match = {field: f"args[{param!r}]" for param, field in named}
    said = " and ".join(f"{field} = {param}" for param, field in named)
    return Condition(text=f"A {table.name} row with {said} exists.", expr=_call("exists", table.name, match))


def _unchanged() -> Condition:
    return Condition(text="The state does not change.", expr="new == state")


def _conditions(schema: StateSchema, table: Table, op: Operation) -> tuple[list[Condition], list[Condition]]:
    pk = table.primary_key
    pre: list[Condition] = []
    post: list[Condition] = [Condition(text="The call succeeds.", expr="result['success'] is True")]
    if op.kind == OperationKind.GET:
        pre.append(_key_exists(table, op))
        row = _call("one", table.name, {op.key_field or pk: f"args[{op.key_param!r}]"})
        post.append(
            Condition(
                text=f"The result is that {table.name} row.", expr=f"result['data'] == {row}" if row else None
            )
        )
        post.append(_unchanged())
    elif op.kind == OperationKind.SEARCH:
        limit = op.limit_param
        if limit:
            pre.append(
                Condition(
                    text=f"If {limit} is given, it is between 1 and {MAX_SEARCH_LIMIT}.",
                    expr=f"{_given(limit)} or 1 <= args[{limit!r}] <= {MAX_SEARCH_LIMIT}",
                )
            )
            post.append(
                Condition(
                    text=f"At most {limit} rows (default {DEFAULT_SEARCH_LIMIT}) are returned.",
                    expr=f"len(result['data']) <= (args.get({limit!r}) or {DEFAULT_SEARCH_LIMIT})",
                )
            )
        for param, field_name in op.field_params.items():
            matching = _call("count", table.name, {field_name: f"args[{param!r}]"})
            post.append(
                Condition(
                    text=f"If {param} is given, every row returned has {field_name} = {param}.",
                    expr=_join_or(_given(param), f"len(result['data']) <= {matching}" if matching else None),
                )
            )
        post.append(_unchanged())
    elif op.kind == OperationKind.CREATE:
        pre.extend(_value_conditions(schema, table, op))
        created = f"result['data'][{pk!r}]"
        post.append(
            Condition(
                text=f"Exactly one {table.name} row is added.",
                expr=f"new_count({table.name!r}) == count({table.name!r}) + 1",
            )
        )
        post.append(
            Condition(
                text=f"The new row is stored under its {pk}.",
                expr=_call("new_exists", table.name, {pk: created}),
            )
        )
        for param, field_name in op.field_params.items():
            new_row = _call("new_one", table.name, {pk: created})
            post.append(
                Condition(
                    text=f"If {param} is given, the new row's {field_name} equals it.",
                    expr=_join_or(
                        _given(param), f"{new_row}[{field_name!r}] == args[{param!r}]" if new_row else None
                    ),
                )
            )
    elif op.kind == OperationKind.UPDATE:
        _update_conditions(schema, table, op, pre, post)
    elif op.kind == OperationKind.DELETE:
        _delete_conditions(schema, table, op, pre, post)
    return pre, post


def _update_conditions(
    schema: StateSchema, table: Table, op: Operation, pre: list[Condition], post: list[Condition]
) -> None:
    pk = table.primary_key
    pre.append(_key_exists(table, op))
    current = _call("one", table.name, {op.key_field or pk: f"args[{op.key_param!r}]"})
    for field_name, allowed in op.requires.items():
        pre.append(
            Condition(
                text=f"The {table.name} row's {field_name} is {' or '.join(map(str, allowed))}.",
                expr=f"{current}[{field_name!r}] in {tuple(allowed)!r}" if current else None,
            )
        )
    if op.field_params and not op.set_values:
        # Spelled out: a generator expression would not see ``args`` under eval with separate locals.
        given = " or ".join(f"args.get({p!r}) is not None" for p in op.field_params)
        pre.append(Condition(text="At least one field to change is given.", expr=given))
    pre.extend(_value_conditions(schema, table, op))
    pre.extend(_referenced_changes(schema, table, op, current))
    key = f"args[{op.key_param!r}]"
    new_row = _call("new_one", table.name, {op.key_field or pk: key})
    post.append(
        Condition(
            text=f"The number of {table.name} rows does not change.",
            expr=f"new_count({table.name!r}) == count({table.name!r})",
        )
    )
    for param, field_name in op.field_params.items():
        post.append(
            Condition(
                text=f"If {param} is given, the row's {field_name} equals it afterwards.",
                expr=_join_or(
                    _given(param), f"{new_row}[{field_name!r}] == args[{param!r}]" if new_row else None
                ),
            )
        )
    for field_name, value in op.set_values.items():
        post.append(
            Condition(
                text=f"The row's {field_name} is {value!r} afterwards.",
                expr=f"{new_row}[{field_name!r}] == {value!r}" if new_row else None,
            )
        )


def _referenced_changes(
    schema: StateSchema, table: Table, op: Operation, current: str | None
) -> list[Condition]:
    """What the environment refuses of an update: a field other rows reference (a user's name that messages
    name) changes only while none does."""
    found: list[Condition] = []
    params = {field_name: param for param, field_name in op.field_params.items()}
    for child, f in referencing(schema, table.name):
        assert f.foreign_key is not None
        param = params.get(f.foreign_key.field)
        if param is None:
            continue
        old = f"{current}[{f.foreign_key.field!r}]" if current else None
        refs = _call("count", child.name, {f.name: old}) if old else None
        same = f"args[{param!r}] == {old}" if old else None
        found.append(
            Condition(
                text=f"If {param} is given and differs, no {child.name} row references the row ({f.name}).",
                expr=_join_or(
                    _given(param),
                    f"{current} is None" if current else None,
                    same,
                    f"{refs} == 0" if refs else None,
                ),
            )
        )
    return found


def _delete_conditions(
    schema: StateSchema, table: Table, op: Operation, pre: list[Condition], post: list[Condition]
) -> None:
    pk = table.primary_key
    pre.append(_key_exists(table, op))
    key = f"args[{op.key_param!r}]"
    old_row = _call("one", table.name, {op.key_field or pk: key})
    gone = _call("new_exists", table.name, {op.key_field or pk: key})
    for child, f in referencing(schema, table.name):
        assert f.foreign_key is not None
        refs = (
            _call("count", child.name, {f.name: f"{old_row}[{f.foreign_key.field!r}]"}) if old_row else None
        )
        if f.foreign_key.on_delete == "restrict" or (f.foreign_key.on_delete == "set_null" and f.required):
            pre.append(
                Condition(
                    text=f"No {child.name} row references it through {f.name}.",
                    expr=_join_or(f"{old_row} is None", f"{refs} == 0" if refs else None)
                    if old_row
                    else None,
                )
            )
        elif f.foreign_key.on_delete == "cascade" and old_row and child.name != table.name:
            new_refs = _call("new_count", child.name, {f.name: f"{old_row}[{f.foreign_key.field!r}]"})
            post.append(
                Condition(
                    text=f"The {child.name} rows referencing it are deleted too (cascade).",
                    expr=f"{new_refs} == 0" if new_refs else None,
                )
            )
    post.append(
        Condition(text=f"The {table.name} row no longer exists.", expr=f"not {gone}" if gone else None)
    )


def _result_schema(table: Table, op: Operation) -> dict[str, Any]:
    data = row_schema(table)
    if op.kind == OperationKind.SEARCH:
        data = {"type": "array", "items": data}
    properties: dict[str, Any] = {"success": {"type": "boolean"}, "data": data}
    required = ["success", "data"]
    if op.kind in {OperationKind.CREATE, OperationKind.UPDATE, OperationKind.DELETE}:
        properties["message"] = {"type": "string"}
        required.append("message")
    return {"type": "object", "properties": properties, "required": required}


def _deleted_tables(schema: StateSchema, table: str, seen: set[str]) -> None:
    seen.add(table)
    for child, f in referencing(schema, table):
        assert f.foreign_key is not None
        if f.foreign_key.on_delete == "set_null":
            seen.add(child.name)
        elif f.foreign_key.on_delete == "cascade" and child.name not in seen:
            _deleted_tables(schema, child.name, seen)


def _reads_writes(schema: StateSchema, table: Table, op: Operation) -> tuple[list[str], list[str]]:
    reads = [table.name]
    writes: list[str] = []
    if op.kind in {OperationKind.CREATE, OperationKind.UPDATE}:
        for field_name in [*op.field_params.values(), *op.set_values]:
            fk = table.field(field_name).foreign_key
            if fk is not None and fk.table not in reads:
                reads.append(fk.table)
        writes = [table.name]
    elif op.kind == OperationKind.DELETE:
        written: set[str] = set()
        _deleted_tables(schema, table.name, written)
        for child, _f in referencing(schema, table.name):
            if child.name not in reads:
                reads.append(child.name)
        writes = [t.name for t in schema.tables if t.name in written]
    return reads, writes


def make_tool(
    *, schema: StateSchema, name: str, description: str, operation: Operation, parameters: list[Parameter]
) -> Tool:
    table = schema.table(operation.table)
    pre, post = _conditions(schema, table, operation)
    reads, writes = _reads_writes(schema, table, operation)
    read_only = operation.kind in {OperationKind.GET, OperationKind.SEARCH}
    # Required parameters first: the generated method's signature needs them before those with defaults.
    ordered = [p for p in parameters if p.required] + [p for p in parameters if not p.required]
    return Tool(
        name=name,
        description=clip(description),
        kind=ToolKind.READ if read_only else ToolKind.WRITE,
        parameters=ordered,
        result_schema=_result_schema(table, operation),
        preconditions=pre,
        postconditions=post,
        reads=reads,
        writes=writes,
        operation=operation,
    )


def limit_parameter(name: str = "limit") -> Parameter:
    bounds = f"1-{MAX_SEARCH_LIMIT}, default {DEFAULT_SEARCH_LIMIT}"
    return Parameter(
        name=name,
        description=f"Maximum number of rows to return ({bounds}).",
        value_schema={"type": "integer", "minimum": 1, "maximum": MAX_SEARCH_LIMIT},
        required=False,
        default=DEFAULT_SEARCH_LIMIT,
    )


def schema_rules(schema: StateSchema) -> list[str]:
    """Business rules in words, derived from the constraints (shown to reviewers and agents)."""
    rules: list[str] = []
    for table in schema.tables:
        for f in table.fields:
            where = f"{table.name}.{f.name}"
            if f.foreign_key is not None:
                fk = f.foreign_key
                rules.append(
                    f"{where} must reference an existing {fk.table}.{fk.field}"
                    f" (on delete: {fk.on_delete.replace('_', ' ')})."
                )
            if f.unique and f.name != table.primary_key:
                rules.append(f"{where} is unique among {table.name}.")
            if f.enum_values:
                rules.append(f"{where} is one of: {', '.join(f.enum_values)}.")
            rules.extend(f"{where} must satisfy: {check}" for check in f.checks)
    return [clip(r, 500) for r in rules]


def finish_spec(
    *,
    name: str,
    description: str,
    source: str,
    generator: str,
    schema: StateSchema,
    tools: list[Tool],
    notes: list[str],
) -> EnvironmentSpec:
    """The parsers' common last step: lifecycle tools, the spec with rules and provenance, and its code from
    the templates."""
    from synthesis.codegen import CodegenError, generate_environment_code
    from synthesis.seeds.specs.lifecycle import with_lifecycle

    tools = with_lifecycle(schema, tools, notes)

    spec = EnvironmentSpec(
        slug=slugify(name),
        name=clip(name, 200),
        description=description,
        rules=schema_rules(schema),
        state_schema=schema,
        tools=tools,
        class_name=class_name_for(name),
        provenance=Provenance(
            source=source,  # type: ignore[arg-type]
            seed_name=clip(name, 200),
            generator=generator,
            notes=[clip(n, 300) for n in notes],
        ),
    )
    try:
        generate_environment_code(spec)
    except CodegenError as exc:
        raise SpecError(f"the environment code cannot be generated: {exc}") from None
    return spec
