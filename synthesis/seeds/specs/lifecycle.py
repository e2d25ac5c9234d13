"""Lifecycle tools: where a table's status enum reads as a lifecycle (placed -> shipped -> delivered, or
cancelled), each step is a tool of its own with its precondition, alongside the CRUD tools.

The enum's order is the lifecycle's order: the first value is where a row starts, each later value is
reached from an earlier one, and a value that ends a row's life early (cancelled, declined, rejected...) is
reached only from the first. ``cancel_order`` therefore sets status to 'cancelled' and requires status
'placed'. Tools an API already has for a step (``POST /orders/{id}/cancel``) get the same precondition instead
of a duplicate.
"""

from __future__ import annotations

from synthesis.ir.environment import Operation, OperationKind, Parameter, StateSchema, Table, Tool
from synthesis.seeds.specs.common import singular, words
from synthesis.seeds.specs.operations import make_tool, value_schema

LIFECYCLE_FIELDS = ("status", "state", "order_status", "orderStatus")
# Past participles (enum values) -> the verb that names the step.
STEP_VERBS = {
    "placed": "place",
    "approved": "approve",
    "confirmed": "confirm",
    "accepted": "accept",
    "paid": "pay",
    "shipped": "ship",
    "dispatched": "dispatch",
    "delivered": "deliver",
    "completed": "complete",
    "fulfilled": "fulfil",
    "closed": "close",
    "resolved": "resolve",
    "merged": "merge",
    "published": "publish",
    "archived": "archive",
    "returned": "return",
    "refunded": "refund",
    "cancelled": "cancel",
    "canceled": "cancel",
    "declined": "decline",
    "rejected": "reject",
    "voided": "void",
}
# Steps that end a row's life early: reached from the first value only.
EARLY_ENDS = frozenset({"cancelled", "canceled", "declined", "rejected", "voided"})


def _lifecycle_field(table: Table) -> tuple[str, list[str]] | None:
    for name in LIFECYCLE_FIELDS:
        f = next((x for x in table.fields if x.name == name), None)
        if f is None or not f.enum_values or len(f.enum_values) < 2 or f.foreign_key is not None:
            continue
        if any(v.lower() in STEP_VERBS for v in f.enum_values[1:]):
            return f.name, list(f.enum_values)
    return None


def predecessors(values: list[str], value: str) -> list[str]:
    """The values a row must hold to take the step to ``value``: any earlier value that is not itself an
    early end (an enum's order is a lifecycle's order only roughly: active, suspended, closed), and for an
    early end only the first value."""
    index = values.index(value)
    if index == 0:
        return []
    if value.lower() in EARLY_ENDS:
        return [values[0]]
    return [v for v in values[:index] if v.lower() not in EARLY_ENDS]


def _step_tool(schema: StateSchema, table: Table, field: str, value: str, allowed: list[str]) -> Tool:
    verb = STEP_VERBS[value.lower()]
    entity = words(singular(table.name))
    key = table.field(table.primary_key)
    parameter = Parameter(
        name=table.primary_key,
        description=f"The {words(table.primary_key)} of the {entity}.",
        required=True,
        value_schema=value_schema(key),
    )
    operation = Operation(
        kind=OperationKind.UPDATE,
        table=table.name,
        key_param=table.primary_key,
        key_field=table.primary_key,
        set_values={field: value},
        requires={field: allowed},
    )
    description = (
        f"{verb.capitalize()} a {entity}: its {words(field)} goes from {' or '.join(allowed)} to {value}. "
        f"Only a {entity} whose {words(field)} is {' or '.join(allowed)} can be {value}."
    )
    return make_tool(
        schema=schema,
        name=f"{verb}_{singular(table.name)}",
        description=description,
        operation=operation,
        parameters=[parameter],
    )


def _with_precondition(schema: StateSchema, tool: Tool, values: list[str]) -> Tool:
    op = tool.operation
    assert op is not None
    requires = dict(op.requires)
    for field, value in op.set_values.items():
        if (
            isinstance(value, str)
            and value in values
            and field not in requires
            and predecessors(values, value)
        ):
            requires[field] = predecessors(values, value)
    if requires == op.requires:
        return tool
    operation = op.model_copy(update={"requires": requires})
    return make_tool(
        schema=schema,
        name=tool.name,
        description=tool.description,
        operation=operation,
        parameters=tool.parameters,
    )


def with_lifecycle(schema: StateSchema, tools: list[Tool], notes: list[str]) -> list[Tool]:
    """``tools`` plus one tool per lifecycle step not already offered; existing step tools get the step's
    precondition."""
    result = list(tools)
    names = {t.name for t in tools}
    for table in schema.tables:
        found = _lifecycle_field(table)
        if found is None:
            continue
        field, values = found
        for index, tool in enumerate(result):
            op = tool.operation
            if (
                op is not None
                and op.kind == OperationKind.UPDATE
                and op.table == table.name
                and field in op.set_values
            ):
                result[index] = _with_precondition(schema, tool, values)
        offered = {
            t.operation.set_values.get(field)
            for t in result
            if t.operation is not None
            and t.operation.table == table.name
            and t.operation.kind == OperationKind.UPDATE
        }
        for value in values[1:]:
            if value.lower() not in STEP_VERBS or value in offered:
                continue
            tool = _step_tool(schema, table, field, value, predecessors(values, value))
            if tool.name in names:
                continue
            names.add(tool.name)
            result.append(tool)
            notes.append(f"{table.name}: lifecycle tool {tool.name} ({field} -> {value})")
    return result
