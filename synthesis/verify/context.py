"""The small slices of an environment that LLM prompts carry (never the whole class or state)."""

from __future__ import annotations

import ast
import json
from typing import Any

from synthesis.ir import EnvironmentSpec, State, Tool
from synthesis.pysource import parse_python
from synthesis.verify.static import SpliceError, find_class, method_source


def tool_description(tool: Tool) -> str:
    return json.dumps(
        {
            "name": tool.name,
            "kind": tool.kind.value,
            "description": tool.description,
            "parameters": tool.parameters_schema(),
            "preconditions": [c.text for c in tool.preconditions],
            "postconditions": [c.text for c in tool.postconditions],
            "reads": tool.reads,
            "writes": tool.writes,
            "result_schema": tool.result_schema,
        },
        indent=2,
        ensure_ascii=False,
    )


def touched_tables(spec: EnvironmentSpec, tool: Tool) -> list[str]:
    names = list(dict.fromkeys([*tool.reads, *tool.writes]))
    return names or [t.name for t in spec.state_schema.tables]


def table_schemas(spec: EnvironmentSpec, tool: Tool) -> str:
    tables = [
        spec.state_schema.table(name).model_dump(mode="json", exclude_defaults=True)
        for name in touched_tables(spec, tool)
    ]
    return json.dumps(tables, indent=2, ensure_ascii=False)


def table_rows(spec: EnvironmentSpec, tool: Tool, state: State, *, limit: int) -> str:
    rows = {name: state.get(name, [])[:limit] for name in touched_tables(spec, tool)}
    return json.dumps(rows, indent=2, ensure_ascii=False, default=str)


def rules_text(spec: EnvironmentSpec) -> str:
    return "\n".join(f"- {rule}" for rule in spec.rules) or "(none stated)"


def environment_text(spec: EnvironmentSpec) -> str:
    return f"{spec.name}: {spec.description}"


def safe_method_source(spec: EnvironmentSpec, name: str) -> str:
    try:
        return method_source(code=spec.code, class_name=spec.class_name, method_name=name)
    except SpliceError as exc:
        return f"# (no source: {exc})"


def class_outline(spec: EnvironmentSpec, *, exclude: str) -> str:
    """One line per other method: its signature and docstring's first line."""
    try:
        classdef = find_class(parse_python(spec.code), spec.class_name)
    except SyntaxError:
        return "(the class does not parse)"
    if classdef is None:
        return "(no class)"
    lines: list[str] = []
    for node in classdef.body:
        if isinstance(node, ast.FunctionDef) and node.name != exclude:
            doc = (ast.get_docstring(node) or "").split("\n")[0]
            lines.append(f"def {node.name}({ast.unparse(node.args)})" + (f"  # {doc}" if doc else ""))
    return "\n".join(lines) or "(no other methods)"


def to_json(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False, default=str)
