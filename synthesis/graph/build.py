"""Build the tool dependency graph of an environment from its IR (deterministic; no code runs).

Edge A -> B, with ``kinds`` and human-readable ``evidence``:
- ``data_flow``: something A outputs (a property of its result schema, or a key field of a table it reads or
  writes) can be passed to a parameter of B (same name, or ``id`` of table ``t`` for a ``<t singular>_id``
  parameter, with compatible types). Only key-like values count (primary keys, foreign keys, unique fields,
  ``*_id``): a shared ``name`` or ``status`` is not a dependency;
- ``precondition``: A's postconditions establish a fact that one of B's preconditions requires (a row in a
  table, or a field value in a table: ``new_one('t', ...)['status'] == 'approved'`` establishes what
  ``exists('t', status='approved')`` requires);
- ``state``: A writes a table that B reads."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import networkx as nx

from synthesis.ir import EnvironmentSpec, Field, Tool

if TYPE_CHECKING:
    from synthesis.llm import LLMGateway

EDGE_KINDS = ("data_flow", "precondition", "state")
_HELPERS = {"rows", "exists", "count", "one"}
_JSON_TYPES = {
    "string": "string",
    "text": "string",
    "date": "string",
    "datetime": "string",
    "enum": "string",
    "integer": "integer",
    "number": "number",
    "boolean": "boolean",
    "json": "any",
}


@dataclass(frozen=True)
class _Output:
    name: str
    type: str
    source: str  # where the value comes from, for the evidence text


@dataclass(frozen=True)
class _Fact:
    """A table-level fact: a row exists (field None) or a field takes one of ``values``."""

    table: str
    field: str | None
    values: frozenset[Any] | None


def _singular(name: str) -> str:
    if name.endswith("ies"):
        return name[:-3] + "y"
    if name.endswith(("sses", "xes", "ches", "shes")):
        return name[:-2]
    if name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name


def _field_type(f: Field) -> str:
    return _JSON_TYPES.get(f.type.value, "any")


def _compatible(a: str, b: str) -> bool:
    if "any" in (a, b) or a == b:
        return True
    return {a, b} == {"integer", "number"}


def _schema_properties(schema: dict[str, Any], prefix: str = "") -> list[tuple[str, str]]:
    """(name, json type) of every named property anywhere in a JSON schema (arrays and nesting included)."""
    found: list[tuple[str, str]] = []
    if not isinstance(schema, dict):
        return found
    for name, sub in (schema.get("properties") or {}).items():
        if isinstance(sub, dict):
            kind = sub.get("type", "any")
            found.append((name, kind if isinstance(kind, str) else "any"))
            found.extend(_schema_properties(sub, prefix=f"{prefix}{name}."))
    items = schema.get("items")
    if isinstance(items, dict):
        found.extend(_schema_properties(items, prefix))
    return found


def _outputs(spec: EnvironmentSpec, tool: Tool) -> list[_Output]:
    """Key-like values a tool hands back: from its result schema, else the keys of the rows it returns."""
    outputs = [
        _Output(name, kind, f"{tool.name} returns {name}")
        for name, kind in _schema_properties(tool.result_schema)
        if _is_reference(name)
    ]
    if outputs or tool.result_schema:
        return outputs
    # No declared result: a read tool returns rows of what it reads, a write tool the key of what it writes.
    tables = tool.reads if tool.kind == "read" else tool.writes
    for table_name in tables:
        table = spec.state_schema.table(table_name)
        for f in table.fields:
            if f.name == table.primary_key or (tool.kind == "read" and f.foreign_key is not None):
                outputs.append(_Output(f.name, _field_type(f), f"{tool.name} returns {table_name}.{f.name}"))
                if f.name == "id":
                    alias = f"{_singular(table_name)}_id"
                    outputs.append(_Output(alias, _field_type(f), f"{tool.name} returns {table_name}.id"))
    return outputs


def _is_reference(name: str) -> bool:
    return name == "id" or name.endswith(("_id", "_code", "_number", "_key"))


def _param_type(schema: dict[str, Any]) -> str:
    kind = schema.get("type", "any")
    return kind if isinstance(kind, str) else "any"


def _data_flow(spec: EnvironmentSpec, a: Tool, b: Tool) -> list[str]:
    evidence: list[str] = []
    outputs = _outputs(spec, a)
    for param in b.parameters:
        for out in outputs:
            if out.name == param.name and _compatible(out.type, _param_type(param.value_schema)):
                evidence.append(f"{out.source} -> {b.name}({param.name})")
                break
    return evidence


# -- facts from conditions -----------------------------------------------------------------------------------


def _helper_call(node: ast.AST, prefix: str) -> tuple[str, str, dict[str, Any]] | None:
    """(helper, table, constant keyword matches) when ``node`` is ``[new_]exists('t', f=...)`` or similar."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
        return None
    name = node.func.id
    if not name.startswith(prefix) or name[len(prefix) :] not in _HELPERS:
        return None
    if not node.args or not isinstance(node.args[0], ast.Constant) or not isinstance(node.args[0].value, str):
        return None
    constants = {k.arg: k.value.value for k in node.keywords if k.arg and isinstance(k.value, ast.Constant)}
    return name[len(prefix) :], node.args[0].value, constants


def _facts(expr: str, *, prefix: str, negated_ok: bool = False) -> list[_Fact]:
    """Facts an expression asserts: rows that exist / field values, over ``state`` (prefix '') or ``new``."""
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError:
        return []
    negated: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            negated |= {id(n) for n in ast.walk(node.operand)}
    facts: list[_Fact] = []
    for node in ast.walk(tree):
        if id(node) in negated and not negated_ok:
            continue
        call = _helper_call(node, prefix)
        if call is not None:
            helper, table, constants = call
            if helper in {"exists", "one"} or helper == "rows":
                facts.append(_Fact(table, None, None))
                for field_name, value in constants.items():
                    facts.append(_Fact(table, field_name, frozenset([value])))
        # one('t', ...)['field'] == 'value'  /  ... in ('a', 'b')
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.left, ast.Subscript):
            inner = _helper_call(node.left.value, prefix)
            key = node.left.slice
            if inner is None or not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                continue
            right = node.comparators[0]
            values: frozenset[Any] | None = None
            if isinstance(node.ops[0], ast.Eq | ast.Is) and isinstance(right, ast.Constant):
                values = frozenset([right.value])
            elif (
                isinstance(node.ops[0], ast.In)
                and isinstance(right, ast.Tuple | ast.List | ast.Set)
                and all(isinstance(e, ast.Constant) for e in right.elts)
            ):
                values = frozenset(e.value for e in right.elts if isinstance(e, ast.Constant))
            if values is not None:
                facts.append(_Fact(inner[1], key.value, values))
    return facts


def _text_requires_row(text: str, table: str) -> bool:
    lowered = text.lower()
    return ("exist" in lowered or "must be" in lowered) and (
        table.lower() in lowered or _singular(table).lower() in lowered
    )


def _precondition_link(a: Tool, b: Tool) -> list[str]:
    established: list[_Fact] = []
    for post in a.postconditions:
        if post.expr:
            established.extend(_facts(post.expr, prefix="new_"))
    evidence: list[str] = []
    for pre in b.preconditions:
        if pre.expr:
            required = _facts(pre.expr, prefix="")
        else:
            # Text only: a row-existence requirement on a table A writes.
            required = [_Fact(t, None, None) for t in a.writes if _text_requires_row(pre.text, t)]
            if required and not established:
                established = [_Fact(t, None, None) for t in a.writes]
        # The most specific requirement first (a field value, then a row), so the evidence says the most.
        for need in sorted(required, key=lambda fact: fact.field is None):
            match = next((got for got in established if _establishes(got, need)), None)
            if match is not None:
                what = need.table if need.field is None else f"{need.table}.{need.field}"
                evidence.append(f"{a.name} establishes {what} required by {b.name}: {pre.text}")
                break
    return evidence


def _establishes(got: _Fact, need: _Fact) -> bool:
    if got.table != need.table:
        return False
    if need.field is None:
        return got.field is None
    if got.field != need.field:
        return False
    return got.values is not None and need.values is not None and bool(got.values & need.values)


def _state_link(a: Tool, b: Tool) -> list[str]:
    return [f"{a.name} writes {t}, which {b.name} reads" for t in a.writes if t in b.reads]


def build_tool_graph(*, spec: EnvironmentSpec, gateway: LLMGateway | None = None) -> nx.DiGraph:
    """Nodes are tools (kind, reads, writes, parameters); edges carry ``kinds`` and ``evidence``.

    ``gateway`` is accepted for LLM judging of ambiguous pairs; the deterministic rules above decide every
    edge today, so it is not used yet.
    """
    graph = nx.DiGraph(environment=spec.slug)
    for tool in spec.tools:
        graph.add_node(
            tool.name,
            kind=tool.kind.value,
            reads=list(tool.reads),
            writes=list(tool.writes),
            parameters=[p.name for p in tool.parameters],
        )
    for a in spec.tools:
        for b in spec.tools:
            if a.name == b.name:
                continue
            links = {
                "data_flow": _data_flow(spec, a, b),
                "precondition": _precondition_link(a, b),
                "state": _state_link(a, b),
            }
            kinds = [k for k in EDGE_KINDS if links[k]]
            if kinds:
                graph.add_edge(a.name, b.name, kinds=kinds, evidence=[e for k in kinds for e in links[k]])
    return graph


def graph_to_json(graph: nx.DiGraph) -> dict[str, Any]:
    """networkx node-link JSON (edges under ``edges``)."""
    return nx.node_link_data(graph, edges="edges")


def graph_from_json(data: dict[str, Any]) -> nx.DiGraph:
    if not isinstance(data, dict) or "nodes" not in data or "edges" not in data:
        raise ValueError("not a node-link graph: expected an object with 'nodes' and 'edges'")
    graph = nx.node_link_graph(data, directed=True, multigraph=False, edges="edges")
    return nx.DiGraph(graph)


def graph_summary(graph: nx.DiGraph) -> dict[str, Any]:
    """Counts, the longest path (on the condensation when there are cycles), components and edges by kind."""
    by_kind = dict.fromkeys(EDGE_KINDS, 0)
    for _, _, data in graph.edges(data=True):
        for kind in data.get("kinds", []):
            by_kind[kind] = by_kind.get(kind, 0) + 1
    acyclic = nx.is_directed_acyclic_graph(graph)
    dag = graph if acyclic else nx.condensation(graph)
    return {
        "nodes": graph.number_of_nodes(),
        "edges": graph.number_of_edges(),
        "longest_path_length": nx.dag_longest_path_length(dag) if graph.number_of_nodes() else 0,
        "has_cycles": not acyclic,
        "weakly_connected_components": nx.number_weakly_connected_components(graph)
        if graph.number_of_nodes()
        else 0,
        "edges_by_kind": by_kind,
    }
