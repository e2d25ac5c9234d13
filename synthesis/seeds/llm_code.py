"""Environment code written by the LLM one method at a time, assembled into one class.

One request per tool keeps each prompt small (only the tables that tool touches) and lets the requests for
all tools be in flight at once. A method that does not come back as one parseable ``def`` of the right name
becomes a stub that fails cleanly, so verification reports it and the repair loop can rewrite it, instead of
the whole class failing.
"""

from __future__ import annotations

import ast
import textwrap
from typing import Any

from synthesis.ir import EnvironmentSpec, Tool
from synthesis.llm import Generated, LLMGateway
from synthesis.pysource import parse_python
from synthesis.seeds.drafts import MethodDraft

CODE_PROMPT = "env_method"


def class_header(spec: EnvironmentSpec) -> str:
    doc = spec.description.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    return (
        f"class {spec.class_name}:\n"
        f'    """{doc}"""\n\n'
        "    def __init__(self, state, ctx):\n"
        "        self.state = state\n"
        "        self.ctx = ctx\n"
    )


def stub_method(tool: Tool, reason: str) -> str:
    params = ", ".join(["self", *(p.name if p.required else f"{p.name}=None" for p in tool.parameters)])
    error = repr("not implemented: " + reason)
    return f"def {tool.name}({params}):\n    return {{'success': False, 'error': {error}}}\n"


def extract_method(source: str, *, name: str) -> str:
    """The single ``def name(self, ...)`` in ``source``, dedented; ValueError unless there is exactly that."""
    text = textwrap.dedent(source.strip("\n"))
    if text.startswith("```"):
        text = "\n".join(line for line in text.splitlines() if not line.startswith("```"))
    try:
        module = parse_python(text)
    except SyntaxError as exc:
        raise ValueError(f"the method does not parse: line {exc.lineno}: {exc.msg}") from exc
    defs = [node for node in module.body if isinstance(node, ast.FunctionDef)]
    if len(defs) != 1 or defs[0].name != name or len(module.body) != 1:
        raise ValueError(f"expected exactly one 'def {name}(self, ...)' and nothing else")
    if not defs[0].args.args or defs[0].args.args[0].arg != "self":
        raise ValueError(f"'{name}' must take self as its first parameter")
    return ast.get_source_segment(text, defs[0]) or text


def assemble_class(spec: EnvironmentSpec, methods: dict[str, str]) -> str:
    parts = [class_header(spec)]
    for tool in spec.tools:
        parts.append(textwrap.indent(methods[tool.name].rstrip() + "\n", "    "))
    return "\n".join(parts)


def method_variables(spec: EnvironmentSpec, tool: Tool) -> dict[str, Any]:
    touched = set(tool.reads) | set(tool.writes)
    for p in tool.parameters:  # foreign keys a parameter points at are touched too
        for table in spec.state_schema.tables:
            if (
                p.name in {f.name for f in table.fields}
                and table.name not in touched
                and p.name.endswith("_id")
            ):
                touched.add(table.name)
    tables = [t.model_dump(mode="json") for t in spec.state_schema.tables if t.name in touched]
    return {
        "environment": spec.name,
        "rules": spec.rules,
        "tool": tool.model_dump(mode="json", exclude={"operation"}),
        "tables": tables,
    }


def write_code(
    *, spec: EnvironmentSpec, gateway: LLMGateway, stage: str = "write_code"
) -> tuple[str, list[str]]:
    """Returns the class source and notes on methods that had to be stubbed."""

    def one(tool: Tool) -> Generated[MethodDraft]:
        return gateway.structured(
            prompt=CODE_PROMPT, variables=method_variables(spec, tool), output=MethodDraft, stage=stage
        )

    outcomes = gateway.map(one, spec.tools)
    methods: dict[str, str] = {}
    notes: list[str] = []
    for tool, outcome in zip(spec.tools, outcomes, strict=True):
        if isinstance(outcome, BaseException):
            notes.append(f"{tool.name}: generation failed ({outcome}); stubbed")
            methods[tool.name] = stub_method(tool, "generation failed")
            continue
        try:
            methods[tool.name] = extract_method(outcome.value.source, name=tool.name)
        except ValueError as exc:
            notes.append(f"{tool.name}: {exc}; stubbed")
            methods[tool.name] = stub_method(tool, str(exc))
    return assemble_class(spec, methods), notes
