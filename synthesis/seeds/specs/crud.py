"""The CRUD tools of a state schema: get by key (and by each unique field), search, create, update, delete.

SQL seeds get their whole tool set here; each tool is completed (conditions, reads/writes, result schema) by
``operations.make_tool``, the same as the tools of OpenAPI seeds.
"""

from __future__ import annotations

from collections.abc import Callable

from synthesis.ir.environment import (
    Field,
    FieldType,
    Operation,
    OperationKind,
    Parameter,
    StateSchema,
    Table,
    Tool,
)
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import MAX_TOOLS, singular, tool_name, words
from synthesis.seeds.specs.operations import (
    MAX_SEARCH_FILTERS,
    creatable,
    field_parameter,
    limit_parameter,
    make_tool,
    referencing,
)

# Adds one tool: name, description, operation, parameters.
AddTool = Callable[[str, str, Operation, list[Parameter]], None]


def _search_fields(table: Table, indexed: list[str]) -> list[Field]:
    chosen: list[Field] = []
    ranked = (
        [f for f in table.fields if f.foreign_key is not None]
        + [f for f in table.fields if f.type == FieldType.ENUM]
        + [f for f in table.fields if f.name in indexed]
        + [f for f in table.fields if f.type == FieldType.BOOLEAN]
    )
    for f in ranked:
        if f.name != table.primary_key and f not in chosen and len(chosen) < MAX_SEARCH_FILTERS:
            chosen.append(f)
    return chosen


def crud_tools(schema: StateSchema, *, indexed: dict[str, list[str]]) -> list[Tool]:
    """Get by key, get by each unique field, search, create, update, delete for every table."""
    singulars = [singular(t.name) for t in schema.tables]
    tools: list[Tool] = []
    for table, one in zip(schema.tables, singulars, strict=True):
        # Two tables with the same singular (``book`` and ``books``) keep their own names in tool names.
        noun = (
            one
            if singulars.count(one) == 1 and one not in {t.name for t in schema.tables} - {table.name}
            else table.name
        )
        tools.extend(_table_tools(schema, table, noun, indexed.get(table.name, [])))
    _check_tool_names(tools)
    return tools


def _table_tools(schema: StateSchema, table: Table, noun: str, indexed: list[str]) -> list[Tool]:
    """The CRUD tools of one table, in the order: gets, search, create, update, delete."""
    tools: list[Tool] = []

    def add(name: str, description: str, operation: Operation, parameters: list[Parameter]) -> None:
        tools.append(
            make_tool(
                schema=schema,
                name=name,
                description=description,
                operation=operation,
                parameters=parameters,
            )
        )

    _add_get_tools(add, table, noun)
    _add_search_tool(add, table, indexed)
    _add_write_tools(add, schema, table, noun)
    return tools


def _add_get_tools(add: AddTool, table: Table, noun: str) -> None:
    thing = words(singular(table.name))
    pk = table.field(table.primary_key)
    about = f" {table.description}" if table.description else ""
    add(
        tool_name("get", noun),
        f"Get one {thing} by its {words(pk.name)}.{about}",
        Operation(kind=OperationKind.GET, table=table.name, key_param=pk.name, key_field=pk.name),
        [field_parameter(pk, table, required=True)],
    )
    for f in table.fields:
        if f.unique and f.name != table.primary_key:
            add(
                tool_name("get", noun, "by", f.name),
                f"Get one {thing} by its unique {words(f.name)}.",
                Operation(kind=OperationKind.GET, table=table.name, key_param=f.name, key_field=f.name),
                [field_parameter(f, table, required=True)],
            )


def _add_search_tool(add: AddTool, table: Table, indexed: list[str]) -> None:
    filters = _search_fields(table, indexed)
    filter_text = ", ".join(words(f.name) for f in filters)
    filtered = f", optionally filtered by {filter_text} (exact match)," if filters else ""
    add(
        tool_name("search", table.name),
        f"List {words(table.name)}{filtered} in stored order.",
        Operation(
            kind=OperationKind.SEARCH,
            table=table.name,
            field_params={f.name: f.name for f in filters},
            limit_param="limit" if "limit" not in {f.name for f in filters} else None,
        ),
        [
            *(field_parameter(f, table, required=False, with_default=False) for f in filters),
            *([limit_parameter()] if "limit" not in {f.name for f in filters} else []),
        ],
    )


def _add_write_tools(add: AddTool, schema: StateSchema, table: Table, noun: str) -> None:
    """Create, update (when some field can change) and delete."""
    thing = words(singular(table.name))
    pk = table.field(table.primary_key)
    key_param = field_parameter(pk, table, required=True)
    create_fields = [f for f in table.fields if creatable(f, table)]
    add(
        tool_name("create", noun),
        f"Create a {thing}. Identifiers and timestamps the caller does not give are set by the system.",
        Operation(
            kind=OperationKind.CREATE,
            table=table.name,
            field_params={f.name: f.name for f in create_fields},
        ),
        [
            field_parameter(f, table, required=f.required and f.default is None and not f.generated)
            for f in create_fields
        ],
    )
    update_fields = [f for f in create_fields if f.name != table.primary_key]
    if update_fields:
        add(
            tool_name("update", noun),
            f"Change some fields of a {thing}; fields not given stay as they are.",
            Operation(
                kind=OperationKind.UPDATE,
                table=table.name,
                key_param=pk.name,
                key_field=pk.name,
                field_params={f.name: f.name for f in update_fields},
            ),
            [
                key_param,
                *(field_parameter(f, table, required=False, with_default=False) for f in update_fields),
            ],
        )
    rules = _delete_rule_text(schema, table)
    add(
        tool_name("delete", noun),
        f"Delete a {thing}.{rules}",
        Operation(kind=OperationKind.DELETE, table=table.name, key_param=pk.name, key_field=pk.name),
        [key_param],
    )


def _check_tool_names(tools: list[Tool]) -> None:
    names = [t.name for t in tools]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise SpecError(f"two tables produce the same tool names: {', '.join(duplicates[:5])}")
    if len(tools) > MAX_TOOLS:
        raise SpecError(f"the spec gives {len(tools)} tools, more than the limit of {MAX_TOOLS}")


def _delete_rule_text(schema: StateSchema, table: Table) -> str:
    parts = []
    for child, f in referencing(schema, table.name):
        assert f.foreign_key is not None
        action = {"restrict": "refused while", "cascade": "also deletes", "set_null": "clears"}[
            f.foreign_key.on_delete
        ]
        if f.foreign_key.on_delete == "restrict":
            parts.append(f"Refused while {child.name} rows reference it ({child.name}.{f.name}).")
        elif f.foreign_key.on_delete == "cascade":
            parts.append(f"Also deletes the {child.name} rows that reference it.")
        else:
            parts.append(f"{action.capitalize()} {child.name}.{f.name} where it references it.")
    return (" " + " ".join(parts)) if parts else ""
