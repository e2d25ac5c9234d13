"""What each parameter of a chain's call refers to: an existing row's key, a look-up value, a new value for
the row the call writes, or a free value (template tools say it through their operation; tools written as code
by their names, tables and what they create)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from synthesis.ir import EnvironmentSpec, Field, FieldType, OperationKind, Parameter, Tool, ToolKind
from synthesis.scenarios.intents import act_of
from synthesis.scenarios.tasks import singular

CREATE_VERBS = {"create", "add", "register", "insert", "new", "open", "make", "schedule", "enroll", "submit"}


@dataclass(frozen=True)
class ParamRole:
    kind: Literal["key", "lookup", "fresh", "free"]
    table: str | None = None
    field: str | None = None


def _is_creator(tool: Tool) -> bool:
    return tool.kind == ToolKind.WRITE and tool.name.split("_")[0] in CREATE_VERBS


def _operation_role(*, spec: EnvironmentSpec, tool: Tool, parameter: Parameter) -> ParamRole | None:
    """Template-made tools say exactly what each parameter is bound to: no guessing by name."""
    op = tool.operation
    if op is None:
        return None
    table = spec.state_schema.table(op.table)
    if parameter.name == op.key_param and op.key_field:
        if op.kind == OperationKind.CREATE:
            return ParamRole("fresh", table.name, op.key_field)
        return ParamRole("key" if op.key_field == table.primary_key else "lookup", table.name, op.key_field)
    if parameter.name in op.scope_params:  # the parent the row already has: read off the row the key names
        return ParamRole("lookup", table.name, op.scope_params[parameter.name])
    field_name = op.field_params.get(parameter.name)
    if field_name is None:
        return None
    f = table.field(field_name)
    if f.foreign_key is not None:
        return ParamRole("key", f.foreign_key.table, f.foreign_key.field)
    if op.kind in (OperationKind.CREATE, OperationKind.UPDATE):
        return ParamRole("fresh", table.name, field_name)
    return ParamRole("lookup", table.name, field_name)


def parameter_role(*, spec: EnvironmentSpec, tool: Tool, parameter: Parameter) -> ParamRole:
    """What a parameter refers to: an existing row's key, a look-up value, a new value, or a free value."""
    schema = spec.state_schema
    from_operation = _operation_role(spec=spec, tool=tool, parameter=parameter)
    if from_operation is not None:
        return from_operation
    touched = [schema.table(t) for t in dict.fromkeys([*tool.reads, *tool.writes])] or list(schema.tables)
    name = parameter.name
    creator = _is_creator(tool)
    act = act_of(spec, tool)
    # The table a creating tool makes a row of: scheduling an interview writes the application too (its
    # status), but the application's key names an existing row.
    created = act.table if act is not None and act.kind == "create" else None
    for table in touched:
        if table.primary_key == name:
            if creator and table.name in tool.writes and table.name == (created or table.name):
                return ParamRole("fresh", table.name, name)
            return ParamRole("key", table.name, name)
    for table in schema.tables:
        if table.primary_key == name:
            return ParamRole("key", table.name, name)
    for table in touched:
        for f in table.fields:
            if f.name == name and f.foreign_key is not None:
                return ParamRole("key", f.foreign_key.table, f.foreign_key.field)
    # A written table's field before a namesake in a table only read: a new job posting's location is the
    # posting's, not a look-up of its employer by the employer's location.
    for table in sorted(touched, key=lambda t: t.name not in tool.writes):
        if any(f.name == name for f in table.fields):
            if tool.kind == ToolKind.WRITE and table.name in tool.writes:
                return ParamRole("fresh", table.name, name)
            return ParamRole("lookup", table.name, name)
    if name.endswith("_id"):
        stem = name[: -len("_id")]
        for table in schema.tables:
            if singular(table.name) == stem or table.name == stem:
                return ParamRole("key", table.name, table.primary_key)
    return ParamRole("free")


def param_field(parameter: Parameter) -> Field:
    """A Field standing in for a free parameter, so that value generation works by name and type."""
    schema = parameter.value_schema
    kinds = {
        "integer": FieldType.INTEGER,
        "number": FieldType.NUMBER,
        "boolean": FieldType.BOOLEAN,
        "array": FieldType.JSON,  # a list of values (tags to filter by), never a string
    }
    kind = kinds.get(str(schema.get("type")), FieldType.STRING)
    if schema.get("format") == "date":
        kind = FieldType.DATE
    elif schema.get("format") == "date-time":
        kind = FieldType.DATETIME
    enum = schema.get("enum")
    if isinstance(enum, list) and enum and all(isinstance(v, str) for v in enum):
        return Field(name=parameter.name, type=FieldType.ENUM, enum_values=list(enum))
    # The description may state the form the tool checks ("YYYY-MM-DDTHH:MM"): value generation reads it.
    return Field(name=parameter.name, type=kind, description=parameter.description)
