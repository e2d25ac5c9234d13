"""What the LLM is asked to return when it designs an environment, and how a draft becomes IR.

The drafts are deliberately flatter than the IR (no ``Any``, every field required) so that strict
structured-output modes accept their schemas; ``tools_from_drafts`` and ``schema_from_drafts`` turn them into
validated IR and raise ``DesignError`` with a message that names the offending tool, table or field.
"""

from __future__ import annotations

import json
import re
from typing import Literal

from pydantic import BaseModel, ValidationError

from synthesis.ir import (
    Condition,
    Field,
    FieldType,
    ForeignKey,
    Parameter,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)

JsonType = Literal["string", "integer", "number", "boolean", "array", "object"]


class DesignError(ValueError):
    """An LLM design that cannot become valid IR; the message says where."""


class ParameterDraft(BaseModel):
    name: str
    type: JsonType
    description: str
    required: bool
    # JSON text of the default ("" when there is none): keeps the schema free of untyped values.
    default_json: str


class ConditionDraft(BaseModel):
    text: str
    # A Python expression in the condition language, or "" when it cannot be stated as one.
    expr: str


class ToolDraft(BaseModel):
    name: str
    description: str
    kind: Literal["read", "write"]
    parameters: list[ParameterDraft]
    preconditions: list[ConditionDraft]
    postconditions: list[ConditionDraft]
    returns: str


class ToolSetDraft(BaseModel):
    environment_name: str
    description: str
    rules: list[str]
    tools: list[ToolDraft]


class FieldDraft(BaseModel):
    name: str
    type: Literal["string", "text", "integer", "number", "boolean", "date", "datetime", "enum", "json"]
    description: str
    required: bool
    unique: bool
    enum_values: list[str]
    # "table.field" this field references, or "".
    references: str
    generated: bool


class TableDraft(BaseModel):
    name: str
    description: str
    primary_key: str
    fields: list[FieldDraft]


class ToolTablesDraft(BaseModel):
    tool: str
    reads: list[str]
    writes: list[str]


class SchemaDraft(BaseModel):
    tables: list[TableDraft]
    tool_tables: list[ToolTablesDraft]


class StateSpaceDraft(BaseModel):
    """EnvScaler's logic modelling: the state first, rules with it."""

    environment_name: str
    description: str
    rules: list[str]
    tables: list[TableDraft]


class OperationDraft(ToolDraft):
    reads: list[str]
    writes: list[str]


class OperationsDraft(BaseModel):
    operations: list[OperationDraft]


class MethodDraft(BaseModel):
    source: str


def slugify(text: str, *, limit: int = 60) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:limit].strip("-")
    return slug or "environment"


def class_name_for(name: str) -> str:
    words = re.findall(r"[A-Za-z0-9]+", name)
    candidate = "".join(w[:1].upper() + w[1:] for w in words) or "Generated"
    if not candidate[0].isalpha():
        candidate = "Env" + candidate
    return (candidate + "Environment")[:64]


def _parameter(draft: ParameterDraft, *, tool: str) -> Parameter:
    schema: dict[str, object] = {"type": draft.type}
    if draft.type == "array":
        schema["items"] = {}
    default = None
    if not draft.required and draft.default_json.strip():
        try:
            default = json.loads(draft.default_json)
        except json.JSONDecodeError as exc:
            raise DesignError(f"tool {tool!r}, parameter {draft.name!r}: default is not JSON: {exc}") from exc
    return Parameter(
        name=draft.name,
        description=draft.description,
        value_schema=schema,
        required=draft.required,
        default=default,
    )


def _conditions(drafts: list[ConditionDraft]) -> list[Condition]:
    return [Condition(text=d.text, expr=d.expr.strip() or None) for d in drafts if d.text.strip()]


def tools_from_drafts(
    drafts: list[ToolDraft], *, tables_by_tool: dict[str, tuple[list[str], list[str]]]
) -> list[Tool]:
    tools = []
    for draft in drafts:
        reads, writes = tables_by_tool.get(draft.name, ([], []))
        try:
            tools.append(
                Tool(
                    name=draft.name,
                    description=draft.description,
                    kind=ToolKind(draft.kind),
                    parameters=[_parameter(p, tool=draft.name) for p in draft.parameters],
                    result_schema={"description": draft.returns} if draft.returns else {},
                    preconditions=_conditions(draft.preconditions),
                    postconditions=_conditions(draft.postconditions),
                    reads=sorted(set(reads) | set(writes)) if draft.kind == "write" else sorted(set(reads)),
                    writes=sorted(set(writes)) if draft.kind == "write" else [],
                )
            )
        except ValidationError as exc:
            raise DesignError(f"tool {draft.name!r} is not valid: {_first_error(exc)}") from exc
    return tools


def schema_from_drafts(drafts: list[TableDraft]) -> StateSchema:
    tables = []
    for draft in drafts:
        fields = []
        for f in draft.fields:
            foreign_key = None
            if f.references.strip():
                target, _, target_field = f.references.strip().partition(".")
                if not target_field:
                    raise DesignError(
                        f"{draft.name}.{f.name}: references {f.references!r} is not 'table.field'"
                    )
                foreign_key = ForeignKey(table=target, field=target_field)
            try:
                fields.append(
                    Field(
                        name=f.name,
                        type=FieldType(f.type),
                        description=f.description,
                        required=f.required,
                        unique=f.unique,
                        enum_values=f.enum_values or None,
                        foreign_key=foreign_key,
                        generated=f.generated,
                    )
                )
            except ValidationError as exc:
                raise DesignError(f"field {draft.name}.{f.name} is not valid: {_first_error(exc)}") from exc
        try:
            tables.append(
                Table(
                    name=draft.name,
                    description=draft.description,
                    primary_key=draft.primary_key,
                    fields=fields,
                )
            )
        except ValidationError as exc:
            raise DesignError(f"table {draft.name!r} is not valid: {_first_error(exc)}") from exc
    try:
        return StateSchema(tables=tables)
    except ValidationError as exc:
        raise DesignError(f"the state schema is not valid: {_first_error(exc)}") from exc


def _first_error(exc: ValidationError) -> str:
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error.get("loc", ()))
    return f"{where}: {error.get('msg')}" if where else str(error.get("msg"))
