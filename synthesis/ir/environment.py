"""Environment spec: state schema, tools with pre/postconditions, and the environment code.

Conventions every stage relies on:
- names of tables, fields, tools and parameters are Python identifiers not starting with ``_``;
- ``Tool.parameters`` is a list; the JSON Schema (OpenAI / MCP) is derived from it, never stored twice;
- ``Condition.expr`` is a Python *expression* evaluated in the sandbox (see ``synthesis.sandbox``) with the
  names
  ``args`` (dict), ``state`` (state before the call), ``new`` (state after, postconditions only), ``result``
  (postconditions only) and the helpers ``rows(table, **match)``, ``exists(table, **match)``,
  ``count(table, **match)``, ``one(table, **match)`` over ``state``
  (``new_rows``/``new_exists``/``new_count``/
  ``new_one`` over ``new``).
"""

from __future__ import annotations

import keyword
import re
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator
from pydantic import Field as PydField

from synthesis.ir.vocabulary import FieldVocabulary

SCHEMA_VERSION = 1

_IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")
_MAX_LENGTH = re.compile(r"^len\(value\) (<=|<) (\d+)$")  # length bounds in canonical form
_MIN_LENGTH = re.compile(r"^len\(value\) (>=|>) (\d+)$")


def check_identifier(name: str) -> str:
    if not _IDENT.match(name) or keyword.iskeyword(name):
        raise ValueError(f"{name!r} is not a valid name (letters, digits and _, a letter first, max 64)")
    return name


class IRModel(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class FieldType(StrEnum):
    STRING = "string"
    TEXT = "text"
    INTEGER = "integer"
    NUMBER = "number"
    BOOLEAN = "boolean"
    DATE = "date"
    DATETIME = "datetime"
    ENUM = "enum"
    JSON = "json"


JSON_SCHEMA_TYPES: dict[FieldType, dict[str, Any]] = {
    FieldType.STRING: {"type": "string"},
    FieldType.TEXT: {"type": "string"},
    FieldType.INTEGER: {"type": "integer"},
    FieldType.NUMBER: {"type": "number"},
    FieldType.BOOLEAN: {"type": "boolean"},
    FieldType.DATE: {"type": "string", "format": "date"},
    FieldType.DATETIME: {"type": "string", "format": "date-time"},
    FieldType.ENUM: {"type": "string"},
    FieldType.JSON: {},
}


class ForeignKey(IRModel):
    table: str
    field: str
    on_delete: Literal["restrict", "cascade", "set_null"] = "restrict"


class Field(IRModel):
    name: str
    type: FieldType = FieldType.STRING
    description: str = ""
    required: bool = True
    unique: bool = False
    enum_values: list[str] | None = None
    default: Any = None
    foreign_key: ForeignKey | None = None
    # Filled by the environment (ids, timestamps): matching ignores these or only checks that they exist.
    generated: bool = False
    # SQL CHECK constraints and similar, as sandbox-evaluated expressions over ``value`` and ``row``.
    checks: list[str] = PydField(default_factory=list)
    # Its kind and realistic values, from one LLM request per schema (absent offline and in older IR).
    vocabulary: FieldVocabulary | None = None

    @field_validator("name")
    @classmethod
    def _valid_name(cls, v: str) -> str:
        return check_identifier(v)

    @model_validator(mode="after")
    def _enum_has_values(self) -> Field:
        if self.type == FieldType.ENUM and not self.enum_values:
            raise ValueError(f"enum field {self.name!r} needs enum_values")
        return self

    def max_length(self) -> int | None:
        """The longest string the checks allow by a plain length bound (``len(value) <= 40``: a VARCHAR(40), a
        maxLength), if any."""
        bounds = [
            int(found[2]) - (found[1] == "<")
            for found in (_MAX_LENGTH.match(check) for check in self.checks)
            if found is not None
        ]
        return min(bounds, default=None)

    def min_length(self) -> int | None:
        """The shortest string the checks allow by a plain length bound (``len(value) >= 64``), if any."""
        bounds = [
            int(found[2]) + (found[1] == ">")
            for found in (_MIN_LENGTH.match(check) for check in self.checks)
            if found is not None
        ]
        return max(bounds, default=None)

    def json_schema(self) -> dict[str, Any]:
        schema = dict(JSON_SCHEMA_TYPES[self.type])
        if self.enum_values:
            schema["enum"] = list(self.enum_values)
        if schema.get("type") == "string" and "enum" not in schema:
            shortest, longest = self.min_length(), self.max_length()
            if shortest is not None and shortest > 0:
                schema["minLength"] = shortest
            if longest is not None:
                schema["maxLength"] = max(longest, 0)
        if self.description:
            schema["description"] = self.description
        return schema


class RowLimit(IRModel):
    """A limit a design states on how many rows may exist together ("a candidate may hold at most 10 active
    applications"): at most ``at_most`` rows of the table that share their values of ``per`` and hold, in
    each field ``where`` names, one of the values it lists. ``rule`` is the design's sentence it was read
    from. A row with an empty value in ``per`` counts toward no limit, as with fields unique together."""

    per: list[str]
    at_most: int = PydField(ge=1)
    where: dict[str, list[Any]] = PydField(default_factory=dict)
    rule: str = ""

    def counts(self, row: dict[str, Any]) -> bool:
        """Whether ``row`` is one of the rows the limit counts (its ``where`` values match)."""
        return all(row.get(name) in allowed for name, allowed in self.where.items())


class Table(IRModel):
    name: str
    description: str = ""
    primary_key: str
    fields: list[Field]
    # Field sets unique together (a composite primary key replaced by a row id, a multi-column UNIQUE): no
    # two rows share all of their values; a row with an empty (None) value in the set is never a duplicate,
    # as in SQL.
    unique_together: list[list[str]] = PydField(default_factory=list)
    # Limits on how many rows may share a value (``RowLimit``); empty in IR stored before they existed.
    limits: list[RowLimit] = PydField(default_factory=list)

    @field_validator("name")
    @classmethod
    def _valid_name(cls, v: str) -> str:
        return check_identifier(v)

    @model_validator(mode="after")
    def _consistent(self) -> Table:
        names = [f.name for f in self.fields]
        if len(set(names)) != len(names):
            raise ValueError(f"table {self.name!r} has duplicate field names")
        if self.primary_key not in names:
            raise ValueError(f"table {self.name!r}: primary key {self.primary_key!r} is not a field of it")
        for group in self.unique_together:
            if len(group) < 2 or len(set(group)) != len(group) or not set(group) <= set(names):
                raise ValueError(
                    f"table {self.name!r}: unique_together {group!r} must name two or more distinct fields "
                    "of the table"
                )
        for limit in self.limits:
            unknown = sorted((set(limit.per) | set(limit.where)) - set(names))
            if not limit.per or unknown or len(set(limit.per)) != len(limit.per):
                raise ValueError(
                    f"table {self.name!r}: a limit must count per one or more distinct fields of the table "
                    f"(per {limit.per!r}, unknown {unknown!r})"
                )
        return self

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(f"{self.name}.{name}")


class StateSchema(IRModel):
    tables: list[Table]

    @model_validator(mode="after")
    def _references_resolve(self) -> StateSchema:
        by_name = {t.name: t for t in self.tables}
        if len(by_name) != len(self.tables):
            raise ValueError("duplicate table names")
        for table in self.tables:
            for f in table.fields:
                if f.foreign_key is None:
                    continue
                target = by_name.get(f.foreign_key.table)
                if target is None or f.foreign_key.field not in {x.name for x in target.fields}:
                    raise ValueError(
                        f"{table.name}.{f.name} references {f.foreign_key.table}.{f.foreign_key.field}, "
                        "which does not exist"
                    )
        return self

    def table(self, name: str) -> Table:
        for t in self.tables:
            if t.name == name:
                return t
        raise KeyError(name)

    def primary_keys(self) -> dict[str, str]:
        return {t.name: t.primary_key for t in self.tables}


class Parameter(IRModel):
    name: str
    description: str
    # JSON Schema of the value (without description; that is ``description``).
    value_schema: dict[str, Any] = PydField(default_factory=lambda: {"type": "string"})
    required: bool = True
    default: Any = None

    @field_validator("name")
    @classmethod
    def _valid_name(cls, v: str) -> str:
        return check_identifier(v)

    @field_validator("description")
    @classmethod
    def _described(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("every parameter needs a description")
        return v

    def json_schema(self) -> dict[str, Any]:
        schema = dict(self.value_schema)
        schema["description"] = self.description
        if not self.required and self.default is not None:
            schema["default"] = self.default
        return schema


class Condition(IRModel):
    text: str
    # Machine-checkable form; None when only the text is known (then procedural tests cannot use it).
    expr: str | None = None


class ToolKind(StrEnum):
    READ = "read"
    WRITE = "write"


class OperationKind(StrEnum):
    GET = "get"
    SEARCH = "search"
    CREATE = "create"
    UPDATE = "update"
    DELETE = "delete"


class Operation(IRModel):
    """What a template-made tool does to one table (spec seeds fill it; other tools leave it None).

    ``synthesis.codegen`` generates a tool's method from it; the tool's parameters stay the public contract.
    """

    kind: OperationKind
    table: str
    # get/update/delete: the parameter holding the lookup value and the field it is matched against.
    key_param: str | None = None
    key_field: str | None = None
    # parameter name -> field name: values written (create/update) or equality filters (search).
    field_params: dict[str, str] = PydField(default_factory=dict)
    # get/update/delete: parameter name -> field name the row must already hold that value in (a parent's
    # path parameter: /accounts/{account_id}/notes/{id} names a note of that account; never written).
    scope_params: dict[str, str] = PydField(default_factory=dict)
    # search: the parameter limiting the number of rows returned.
    limit_param: str | None = None
    # update: constant values written by the operation (e.g. an action endpoint setting status='cancelled').
    set_values: dict[str, Any] = PydField(default_factory=dict)
    # update: the values a field must hold before the operation (a lifecycle step: only a placed order can
    # be cancelled); field -> allowed current values.
    requires: dict[str, list[Any]] = PydField(default_factory=dict)


class Tool(IRModel):
    name: str
    description: str
    kind: ToolKind
    parameters: list[Parameter] = PydField(default_factory=list)
    result_schema: dict[str, Any] = PydField(default_factory=dict)
    preconditions: list[Condition] = PydField(default_factory=list)
    postconditions: list[Condition] = PydField(default_factory=list)
    reads: list[str] = PydField(default_factory=list)
    writes: list[str] = PydField(default_factory=list)
    # Only for tools made from templates (SQL / OpenAPI seeds); see ``Operation``.
    operation: Operation | None = None

    @field_validator("name")
    @classmethod
    def _valid_name(cls, v: str) -> str:
        return check_identifier(v)

    @model_validator(mode="after")
    def _consistent(self) -> Tool:
        names = [p.name for p in self.parameters]
        if len(set(names)) != len(names):
            raise ValueError(f"tool {self.name!r} has duplicate parameter names")
        if self.kind == ToolKind.READ and self.writes:
            raise ValueError(f"read tool {self.name!r} cannot declare written tables")
        return self

    def parameters_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {p.name: p.json_schema() for p in self.parameters},
            "required": [p.name for p in self.parameters if p.required],
            "additionalProperties": False,
        }

    def openai_schema(self) -> dict[str, Any]:
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters_schema(),
            },
        }

    def mcp_schema(self) -> dict[str, Any]:
        read = self.kind == ToolKind.READ
        return {
            "name": self.name,
            "title": self.name.replace("_", " ").capitalize(),
            "description": self.description,
            "inputSchema": self.parameters_schema(),
            "annotations": {
                "readOnlyHint": read,
                "destructiveHint": (not read) and self.name.startswith(("delete", "remove", "cancel")),
                "idempotentHint": read,
                "openWorldHint": False,
            },
        }


class Provenance(IRModel):
    """Where an artifact came from, so that a reviewer and a trainer can trace it."""

    # A slug, not a closed list: each seed kind declares its sources in its descriptor (synthesis.jobs.kinds),
    # so a new kind needs no IR change; "import" and "user" are the importer's and the review edits'.
    source: str = PydField(pattern=r"^[a-z][a-z0-9_]{0,31}$")
    seed_name: str = ""
    seed_tasks: list[str] = PydField(default_factory=list)
    models: list[str] = PydField(default_factory=list)
    # prompt name -> version, for every prompt that contributed
    prompt_versions: dict[str, str] = PydField(default_factory=dict)
    generator: str = ""
    notes: list[str] = PydField(default_factory=list)
    # What the seed held that was not used, grouped: {"kind", "count", "examples": [{"line", "text"}]}.
    skipped: list[dict[str, Any]] = PydField(default_factory=list)


class SeedData(IRModel):
    """Rows that came with the seed (a dump's INSERT and COPY data), typed and validated against the state
    schema; scenarios draw their initial states from them (foreign-key-closed subsets)."""

    rows: dict[str, list[dict[str, Any]]] = PydField(default_factory=dict)
    # reason -> examples; an empty example is a further row rejected for the same reason (counted, not shown)
    rejected: dict[str, list[str]] = PydField(default_factory=dict)
    # table -> rows of the dump beyond the per-table bound (not kept)
    truncated: dict[str, int] = PydField(default_factory=dict)


class EnvironmentSpec(IRModel):
    schema_version: int = SCHEMA_VERSION
    slug: str
    name: str
    description: str
    rules: list[str] = PydField(default_factory=list)
    state_schema: StateSchema
    tools: list[Tool]
    # The environment class: ``class_name(state: dict, ctx)``, one method per tool (see synthesis.sandbox).
    class_name: str
    code: str = ""
    provenance: Provenance
    seed_data: SeedData | None = None

    @field_validator("slug")
    @classmethod
    def _slug(cls, v: str) -> str:
        if not re.match(r"^[a-z0-9][a-z0-9_-]{0,79}$", v):
            raise ValueError(f"{v!r} is not a valid slug (lowercase letters, digits, - and _)")
        return v

    @field_validator("class_name")
    @classmethod
    def _valid_class_name(cls, v: str) -> str:
        return check_identifier(v)

    @model_validator(mode="after")
    def _consistent(self) -> EnvironmentSpec:
        names = [t.name for t in self.tools]
        if len(set(names)) != len(names):
            raise ValueError("duplicate tool names")
        tables = {t.name for t in self.state_schema.tables}
        for tool in self.tools:
            for table in [*tool.reads, *tool.writes]:
                if table not in tables:
                    raise ValueError(f"tool {tool.name!r} refers to unknown table {table!r}")
        return self

    def tool(self, name: str) -> Tool:
        for t in self.tools:
            if t.name == name:
                return t
        raise KeyError(name)

    def openai_tools(self) -> list[dict[str, Any]]:
        return [t.openai_schema() for t in self.tools]

    def mcp_tools(self) -> list[dict[str, Any]]:
        return [t.mcp_schema() for t in self.tools]
