"""IR -> environment code by templates: every name a validated identifier, every string a ``repr`` literal.

Nothing from the spec reaches the generated source except (1) identifiers checked again here, (2) Python
literals printed with ``repr``/``pprint`` and (3) docstrings with quotes, backslashes and control characters
removed. Field CHECK expressions are data (string literals) evaluated by the environment, and they must pass a
whitelist of expression nodes first.
"""

from __future__ import annotations

import ast
import json
import pprint
import re
from importlib import resources
from string import Template
from typing import Any

from synthesis.ir.environment import (
    EnvironmentSpec,
    FieldType,
    Operation,
    OperationKind,
    Parameter,
    StateSchema,
    Table,
    Tool,
    check_identifier,
)
from synthesis.pysource import parse_python
from synthesis.state.expressions import reads_emptiness

CODEGEN_VERSION = "1"
DEFAULT_SEARCH_LIMIT = 20
MAX_SEARCH_LIMIT = 100
# Attributes of the environment object that a tool method would shadow.
RESERVED_TOOL_NAMES = frozenset({"state", "ctx"})
RESERVED_PARAMETER_NAMES = frozenset({"self"})
UPDATE_TIMESTAMPS = frozenset({"updated_at", "modified_at", "updatedAt", "modifiedAt"})

_CHECK_NODES: tuple[type[ast.AST], ...] = (
    ast.Expression,
    ast.BoolOp,
    ast.And,
    ast.Or,
    ast.BinOp,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.Mod,
    ast.UnaryOp,
    ast.Not,
    ast.USub,
    ast.UAdd,
    ast.Compare,
    ast.Eq,
    ast.NotEq,
    ast.Lt,
    ast.LtE,
    ast.Gt,
    ast.GtE,
    ast.In,
    ast.NotIn,
    ast.Is,
    ast.IsNot,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Tuple,
    ast.List,
    ast.Set,
    ast.Subscript,
    ast.Call,
    ast.Attribute,
    ast.IfExp,
)
_CHECK_NAMES = frozenset({"value", "row", "len", "abs", "str", "int", "float", "round", "min", "max"})
_CHECK_METHODS = frozenset({"lower", "upper", "strip", "startswith", "endswith", "get"})
_PY_TYPES = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "array": "list[Any]",
    "object": "dict[str, Any]",
}


class CodegenError(ValueError):
    """The spec cannot be turned into code safely (bad name, unsupported tool, unsafe expression)."""


def _template(name: str) -> Template:
    return Template(
        resources.files("synthesis.codegen").joinpath("templates", name).read_text(encoding="utf-8")
    )


def _identifier(name: str, *, what: str) -> str:
    try:
        check_identifier(name)
    except ValueError as exc:
        raise CodegenError(f"{what}: {exc}") from None
    if name.startswith("_"):
        raise CodegenError(f"{what}: {name!r} must not start with '_'")
    return name


def validate_check(expr: str, *, where: str) -> str:
    """Refuse a check that is not a small expression over ``value``/``row``; returns its normalized source.

    Only whitelisted nodes, names, methods and calls pass, so the expression can be emitted as code.
    """
    try:
        return _validated_check(expr, where=where)
    except (RecursionError, MemoryError):
        raise CodegenError(f"{where}: the check {expr[:80]!r}... is nested too deeply") from None


def _validated_check(expr: str, *, where: str) -> str:
    try:
        tree = parse_python(expr, mode="eval")
    except SyntaxError as exc:
        raise CodegenError(f"{where}: the check {expr!r} is not a Python expression ({exc.msg})") from None
    for node in ast.walk(tree):
        if not isinstance(node, _CHECK_NODES):
            raise CodegenError(
                f"{where}: the check {expr!r} uses {type(node).__name__}, which is not allowed"
            )
        if isinstance(node, ast.Name) and node.id not in _CHECK_NAMES:
            raise CodegenError(f"{where}: the check {expr!r} uses the unknown name {node.id!r}")
        if isinstance(node, ast.Attribute) and node.attr not in _CHECK_METHODS:
            raise CodegenError(f"{where}: the check {expr!r} uses the attribute {node.attr!r}")
        if isinstance(node, ast.Call) and not (
            (isinstance(node.func, ast.Name) and node.func.id in _CHECK_NAMES)
            or (isinstance(node.func, ast.Attribute) and node.func.attr in _CHECK_METHODS)
        ):
            raise CodegenError(f"{where}: the check {expr!r} calls something that is not allowed")
    # Re-printed from the tree: one expression on one line, whatever whitespace or comments the text had.
    return ast.unparse(tree)


def _checks_literal(schema: StateSchema) -> str:
    lines: list[str] = []
    for table in schema.tables:
        entries = [f for f in table.fields if f.checks]
        if not entries:
            continue
        lines.append(f"    {table.name!r}: {{")
        for f in entries:
            lines.append(f"        {f.name!r}: [")
            for check in f.checks:
                source = validate_check(check, where=f"{table.name}.{f.name}")
                when_empty = reads_emptiness(source)
                lines.append(f"            ({source!r}, lambda value, row: {source}, {when_empty}),")
            lines.append("        ],")
        lines.append("    },")
    return "".join(line + "\n" for line in lines)


def safe_doc(text: str, *, indent: str) -> str:
    """A docstring that cannot end early or escape: no quotes, backslashes or control characters."""
    cleaned = text.replace("\\", "/").replace('"', "'")
    cleaned = "".join(ch if ch.isprintable() or ch == "\n" else " " for ch in cleaned)
    lines = [line.rstrip() for line in cleaned.strip().splitlines()] or ["(no description)"]
    body = ("\n" + indent).join(lines).replace("\n" + indent + "\n", "\n\n")
    return f'"""{body}\n{indent}"""' if len(lines) > 1 else f'"""{body}"""'


def _json_literal(value: Any, *, where: str) -> Any:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise CodegenError(f"{where}: the value {value!r} is not JSON ({exc})") from None
    return value


def _schema_data(schema: StateSchema) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for table in schema.tables:
        _identifier(table.name, what="table name")
        fields: dict[str, Any] = {}
        for f in table.fields:
            _identifier(f.name, what=f"field of {table.name}")
            where = f"{table.name}.{f.name}"
            fields[f.name] = {
                "type": f.type.value,
                "required": f.required,
                "unique": f.unique or f.name == table.primary_key,
                "enum": list(f.enum_values) if f.enum_values else None,
                "default": _json_literal(f.default, where=where),
                "fk": [f.foreign_key.table, f.foreign_key.field] if f.foreign_key else None,
                "checks": [validate_check(c, where=where) for c in f.checks],
                "generated": f.generated,
            }
        data[table.name] = {
            "primary_key": table.primary_key,
            **_id_shape(table),
            "fields": fields,
            "unique_together": [list(group) for group in table.unique_together],
            "touch": [
                f.name
                for f in table.fields
                if f.generated and f.type == FieldType.DATETIME and f.name in UPDATE_TIMESTAMPS
            ],
            "references": [],
        }
    for table in schema.tables:
        for f in table.fields:
            if f.foreign_key is not None:
                data[f.foreign_key.table]["references"].append(
                    [table.name, f.name, f.foreign_key.field, f.foreign_key.on_delete]
                )
    return data


def _annotation(parameter: Parameter) -> str:
    kind = parameter.value_schema.get("type")
    base = _PY_TYPES.get(kind, "Any") if isinstance(kind, str) else "Any"
    if parameter.required or base == "Any":
        return base
    return f"{base} | None"


def _signature(tool: Tool) -> str:
    parts: list[str] = []
    seen_optional = False
    for p in tool.parameters:
        name = _identifier(p.name, what=f"parameter of {tool.name}")
        if name in RESERVED_PARAMETER_NAMES:
            raise CodegenError(f"tool {tool.name!r}: a parameter cannot be named {name!r}")
        if p.required:
            if seen_optional:
                raise CodegenError(
                    f"tool {tool.name!r}: required parameter {name!r} comes after optional ones"
                )
            parts.append(f"{name}: {_annotation(p)}")
        else:
            seen_optional = True
            default = p.default if isinstance(p.default, str | int | float | bool) else None
            parts.append(f"{name}: {_annotation(p)} = {default!r}")
    return "".join(f", {part}" for part in parts)


def _docstring(tool: Tool) -> str:
    lines = [tool.description.strip() or tool.name, ""]
    if tool.parameters:
        lines.append("Args:")
        lines.extend(f"    {p.name}: {' '.join(p.description.split())}" for p in tool.parameters)
        lines.append("")
    lines.append("Returns {'success': True, 'data': ...} or {'success': False, 'error': ...}; never raises.")
    return safe_doc("\n".join(lines), indent="        ")


def _check_operation(tool: Tool, op: Operation, schema: StateSchema) -> None:
    try:
        table = schema.table(op.table)
    except KeyError:
        raise CodegenError(f"tool {tool.name!r} works on unknown table {op.table!r}") from None
    field_names = {f.name for f in table.fields}
    param_names = {p.name for p in tool.parameters}
    for param, field in op.field_params.items():
        if param not in param_names or field not in field_names:
            raise CodegenError(
                f"tool {tool.name!r} maps {param!r} to {op.table}.{field}, which does not exist"
            )
    for param, field in op.scope_params.items():
        if param not in param_names or field not in field_names or op.kind not in _KEYED:
            raise CodegenError(
                f"tool {tool.name!r} scopes by {param!r} = {op.table}.{field}, which it cannot"
            )
    for field, value in op.set_values.items():
        if field not in field_names:
            raise CodegenError(f"tool {tool.name!r} sets unknown field {op.table}.{field}")
        _json_literal(value, where=f"{tool.name}.{field}")
    for field, allowed in op.requires.items():
        if field not in field_names:
            raise CodegenError(f"tool {tool.name!r} requires unknown field {op.table}.{field}")
        _json_literal(allowed, where=f"{tool.name}.{field}")
    keyed = op.kind in _KEYED
    if keyed and (op.key_param not in param_names or op.key_field not in field_names):
        raise CodegenError(f"tool {tool.name!r} needs a key parameter and key field of {op.table}")
    if op.limit_param is not None and op.limit_param not in param_names:
        raise CodegenError(f"tool {tool.name!r}: limit parameter {op.limit_param!r} is not a parameter")


_KEYED = frozenset({OperationKind.GET, OperationKind.UPDATE, OperationKind.DELETE})


def _scope_literal(op: Operation) -> str:
    """``, {'account_sid': AccountSid}`` for a keyed operation scoped by its parents' parameters; else ''."""
    if not op.scope_params:
        return ""
    return ", {" + ", ".join(f"{field!r}: {param}" for param, field in op.scope_params.items()) + "}"


def _values_literal(op: Operation) -> str:
    return "{" + ", ".join(f"{field!r}: {param}" for param, field in op.field_params.items()) + "}"


_FREE_SCHEMA_KEYS = ("type", "enum", "minimum", "maximum")


def _free_arguments(tool: Tool, op: Operation) -> str:
    """``[(name, schema, value), ...]`` for parameters that map to no field: the field-mapped ones are checked
    against the state schema, these against the tool's own declared JSON schema (one contract for the agent,
    the code and the procedural tests)."""
    mapped = {*op.field_params, *op.scope_params, op.key_param, op.limit_param}
    entries: list[str] = []
    for p in tool.parameters:
        if p.name in mapped:
            continue
        schema = {k: p.value_schema[k] for k in _FREE_SCHEMA_KEYS if k in p.value_schema}
        if isinstance(schema.get("type"), list):
            schema.pop("type")  # a union type: only its enum and bounds are checked
        if not schema:
            continue
        literal = pprint.pformat(_json_literal(schema, where=f"{tool.name}.{p.name}"), width=10_000)
        entries.append(f"({p.name!r}, {literal}, {p.name})")
    return "[" + ", ".join(entries) + "]"


def _arguments(tool: Tool, op: Operation) -> str:
    table = repr(op.table)
    if op.kind == OperationKind.GET:
        return f"{table}, {op.key_field!r}, {op.key_param}{_scope_literal(op)}"
    if op.kind == OperationKind.SEARCH:
        limit = op.limit_param or "None"
        return f"{table}, {_values_literal(op)}, {limit}, {op.limit_param is not None}"
    if op.kind == OperationKind.CREATE:
        return f"{table}, {_values_literal(op)}"
    if op.kind == OperationKind.UPDATE:
        constants = pprint.pformat(dict(op.set_values), width=10_000, sort_dicts=False)
        requires = pprint.pformat(
            {k: list(v) for k, v in op.requires.items()}, width=10_000, sort_dicts=False
        )
        values, scope = _values_literal(op), _scope_literal(op)
        return f"{table}, {op.key_field!r}, {op.key_param}, {values}, {constants}, {requires}{scope}"
    return f"{table}, {op.key_field!r}, {op.key_param}{_scope_literal(op)}"


def generate_environment_code(spec: EnvironmentSpec) -> str:
    """Stdlib-only source of ``spec.class_name``; also stores it in ``spec.code``. Raises CodegenError."""
    class_name = _identifier(spec.class_name, what="class name")
    schema = _schema_data(spec.state_schema)
    method_template = _template("method.py.tmpl")
    methods: list[str] = []
    for tool in spec.tools:
        name = _identifier(tool.name, what="tool name")
        if name in RESERVED_TOOL_NAMES:
            raise CodegenError(f"a tool cannot be named {name!r} (it would hide the environment's {name})")
        if tool.operation is None:
            raise CodegenError(f"tool {name!r} has no operation: templates only generate table operations")
        _check_operation(tool, tool.operation, spec.state_schema)
        methods.append(
            method_template.substitute(
                name=name,
                signature=_signature(tool),
                docstring=_docstring(tool),
                helper=tool.operation.kind.value,
                free_arguments=_free_arguments(tool, tool.operation),
                arguments=_arguments(tool, tool.operation),
            )
        )
    header = (
        f"{spec.name}: {spec.description}\n\n"
        f"Generated by envstudio codegen {CODEGEN_VERSION} (templates); do not edit."
    )
    code = _template("environment.py.tmpl").substitute(
        module_docstring=safe_doc(header, indent=""),
        schema_literal=pprint.pformat(schema, width=110, sort_dicts=False),
        checks_literal=_checks_literal(spec.state_schema),
        default_limit=DEFAULT_SEARCH_LIMIT,
        max_limit=MAX_SEARCH_LIMIT,
        class_name=class_name,
        class_docstring=safe_doc(spec.description or spec.name, indent="    "),
        methods="".join(methods),
    )
    try:
        parse_python(code)
    except SyntaxError as exc:  # a bug here, never the spec's fault: say so plainly
        raise CodegenError(
            f"internal error: generated code does not parse ({exc.msg}, line {exc.lineno})"
        ) from None
    spec.code = code
    return code


_NEW_ID_HEX = 11  # what ``ctx.new_id`` adds to its prefix: "_" and 10 hex digits


def _id_shape(table: Table) -> dict[str, Any]:
    """The prefix of the keys the environment makes for ``table`` (``ctx.new_id``) and the length they are
    padded to, so that a made key meets the key's own length rules (OpenAPI's minLength and maxLength, SQL's
    VARCHAR(n)): Twilio's 34-character sids were refused by the environment that made them."""
    prefix = re.sub(r"[^a-z0-9]", "", table.name.lower())[:12] or "id"
    key = next((f for f in table.fields if f.name == table.primary_key), None)
    if key is None or key.type != FieldType.STRING:
        return {"id_prefix": prefix, "id_length": 0}
    longest = key.max_length()
    if longest is not None and len(prefix) + _NEW_ID_HEX > longest:
        prefix = prefix[: max(1, longest - _NEW_ID_HEX)]
    return {"id_prefix": prefix, "id_length": key.min_length() or 0}
