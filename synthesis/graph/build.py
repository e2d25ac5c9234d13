"""Build the tool dependency graph of an environment from its IR (deterministic; no code runs).

An edge A -> B means "B can usefully follow A"; it carries ``kinds`` and human-readable ``evidence``:
- ``data_flow``: a key A hands back feeds a parameter of B that takes that key. A read hands back the keys of
  its own table's rows (primary key, unique fields such as an email); a create the key of the row it made;
  an update or delete nothing new. B takes a key through its lookup parameter, a foreign-key parameter of a
  create, or a search filter (from its ``operation``; otherwise from ``exists('t', f=args['p'])``
  preconditions, then the name). Values are matched as (table, key field) with foreign keys resolved, never
  by a shared name: a ``status`` or ``name`` links nothing, nor does a foreign key held in a returned row (a
  loan's member) or a read followed by a read of the same table;
- ``precondition``: A's postconditions establish a fact that one of B's preconditions requires: a new row (A
  must not itself require a row of that table, so an update establishes no row) or a field value
  (``new_one('t', ...)['status'] == 'approved'`` establishes what ``exists('t', status='approved')``
  requires);
- ``state``: A writes a table that B reads, and B is a read (it shows the change) or B's preconditions
  depend on that table.
There are no self-loops."""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import networkx as nx

from synthesis.ir import EnvironmentSpec, OperationKind, Tool, ToolKind
from synthesis.pysource import parse_python

if TYPE_CHECKING:
    from synthesis.llm import LLMGateway

EDGE_KINDS = ("data_flow", "precondition", "state")
_HELPERS = {"rows", "exists", "count", "one"}


@dataclass(frozen=True)
class _Ref:
    """What a value denotes: a key (primary, unique) of a table, foreign keys resolved to their target."""

    table: str
    field: str


@dataclass(frozen=True)
class _Output:
    """A key of its own table that a tool hands back."""

    ref: _Ref
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


def _key_ref(spec: EnvironmentSpec, table_name: str, field_name: str) -> _Ref | None:
    """The key a field of a table denotes: itself when primary or unique, its target when a foreign key.

    Other fields (a name, a status) denote no entity, so sharing them is no dependency."""
    try:
        f = spec.state_schema.table(table_name).field(field_name)
    except KeyError:
        return None
    if f.foreign_key is not None:
        return _Ref(f.foreign_key.table, f.foreign_key.field)
    if f.unique or field_name == spec.state_schema.table(table_name).primary_key:
        return _Ref(table_name, field_name)
    return None


def _ref_for_name(spec: EnvironmentSpec, *, tables: list[str], name: str) -> _Ref | None:
    """The key a value called ``name`` denotes, for a tool touching ``tables`` (no operation to go by)."""
    for table_name in tables:
        table = spec.state_schema.table(table_name)
        if name in {f.name for f in table.fields}:
            return _key_ref(spec, table_name, name)
        if name == "id":
            return _Ref(table_name, table.primary_key)
    for table in spec.state_schema.tables:
        singular = _singular(table.name)
        if name in {table.primary_key, f"{singular}_id", f"{singular}Id"}:
            return _Ref(table.name, table.primary_key)
    return None


def _schema_properties(schema: dict[str, Any]) -> list[str]:
    """Names of every property anywhere in a JSON schema (arrays and nesting included)."""
    found: list[str] = []
    if not isinstance(schema, dict):
        return found
    for name, sub in (schema.get("properties") or {}).items():
        if isinstance(sub, dict):
            found.append(name)
            found.extend(_schema_properties(sub))
    items = schema.get("items")
    if isinstance(items, dict):
        found.extend(_schema_properties(items))
    return found


def _row_outputs(spec: EnvironmentSpec, tool: Tool, table_name: str) -> list[_Output]:
    # A foreign key in a returned row (a loan's member) is not followed: it would tie every table to every
    # table it references in both directions. The referencing tools take the referenced table's own key.
    outputs: list[_Output] = []
    for f in spec.state_schema.table(table_name).fields:
        ref = _key_ref(spec, table_name, f.name)
        if ref is not None and ref.table == table_name:
            outputs.append(_Output(ref, f"{tool.name} returns {table_name}.{f.name}"))
    return outputs


def _outputs(spec: EnvironmentSpec, tool: Tool) -> list[_Output]:
    """Keys a tool hands back that were not its own input: the key fields of the rows a read returns, the
    key of the row a create makes. An update or delete returns nothing new (its key was its argument)."""
    op = tool.operation
    if op is not None:
        if op.kind in (OperationKind.GET, OperationKind.SEARCH):
            return _row_outputs(spec, tool, op.table)
        if op.kind == OperationKind.CREATE:
            key = spec.state_schema.table(op.table).primary_key
            return [_Output(_Ref(op.table, key), f"{tool.name} returns the new {op.table}.{key}")]
        return []
    if tool.result_schema:
        tables = list(tool.reads) if tool.kind == ToolKind.READ else list(tool.writes)
        outputs = []
        for name in _schema_properties(tool.result_schema):
            ref = _ref_for_name(spec, tables=tables, name=name)
            if ref is not None and ref.table in tables:
                outputs.append(_Output(ref, f"{tool.name} returns {name}"))
        return outputs
    if tool.kind == ToolKind.READ:
        return [out for table_name in tool.reads for out in _row_outputs(spec, tool, table_name)]
    return []


def _argument_name(node: ast.AST) -> str | None:
    """``p`` for ``args['p']`` or ``args.get('p')``."""
    if (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Name)
        and node.value.id == "args"
        and isinstance(node.slice, ast.Constant)
        and isinstance(node.slice.value, str)
    ):
        return node.slice.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "args"
        and node.func.attr == "get"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return node.args[0].value
    return None


def _precondition_lookups(spec: EnvironmentSpec, tool: Tool) -> tuple[dict[str, _Ref], set[str]]:
    """Parameters the preconditions look up (``exists('t', f=args['p'])``: p names an existing t.f), and
    parameters they require to be new (under ``not`` or in a ``count``: a value to register, not to find)."""
    lookups: dict[str, _Ref] = {}
    fresh: set[str] = set()
    for pre in tool.preconditions:
        if not pre.expr:
            continue
        try:
            tree = parse_python(pre.expr, mode="eval")
        except SyntaxError:
            continue
        negated: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
                negated |= {id(n) for n in ast.walk(node.operand)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id not in _HELPERS or not node.args or not isinstance(node.args[0], ast.Constant):
                continue
            table_name = node.args[0].value
            if not isinstance(table_name, str):
                continue
            for keyword in node.keywords:
                param = _argument_name(keyword.value)
                if param is None or keyword.arg is None:
                    continue
                if id(node) in negated or node.func.id == "count":
                    fresh.add(param)
                    continue
                ref = _key_ref(spec, table_name, keyword.arg)
                if ref is not None:
                    lookups.setdefault(param, ref)
    return lookups, fresh


def _parameter_refs(spec: EnvironmentSpec, tool: Tool) -> dict[str, _Ref]:
    """The parameters of a tool that take an existing entity's key, and which key."""
    op = tool.operation
    refs: dict[str, _Ref] = {}
    if op is not None:
        if op.key_param and op.key_field:
            ref = _key_ref(spec, op.table, op.key_field)
            if ref is not None:
                refs[op.key_param] = ref
        for param_name, field_name in op.scope_params.items():  # a parent's key names the row's parent
            ref = _key_ref(spec, op.table, field_name)
            if ref is not None:
                refs[param_name] = ref
        for param_name, field_name in op.field_params.items():
            ref = _key_ref(spec, op.table, field_name)
            if ref is None:
                continue
            # A create writes the value: only a reference to another row is taken from elsewhere. An update's
            # optional re-pointing of a reference is not what it is for (its key parameter is).
            is_reference = spec.state_schema.table(op.table).field(field_name).foreign_key is not None
            if op.kind == OperationKind.SEARCH or (op.kind == OperationKind.CREATE and is_reference):
                refs[param_name] = ref
        return refs
    lookups, fresh = _precondition_lookups(spec, tool)
    tables = [*tool.reads, *(t for t in tool.writes if t not in tool.reads)]
    for param in tool.parameters:
        if param.name in fresh:
            continue
        ref = lookups.get(param.name) or _ref_for_name(spec, tables=tables, name=param.name)
        if ref is not None:
            refs[param.name] = ref
    return refs


def _data_flow(a: Tool, outputs: list[_Output], b: Tool, parameter_refs: dict[str, _Ref]) -> list[str]:
    """A's keys feed B's parameters that take them. A read feeding a read of the same table is no step
    (B would return rows A already returned)."""
    if a.kind == ToolKind.READ and b.kind == ToolKind.READ and set(a.reads) & set(b.reads):
        return []
    evidence: list[str] = []
    for param, ref in parameter_refs.items():
        source = next((o.source for o in outputs if o.ref == ref), None)
        if source is not None:
            evidence.append(f"{source} -> {b.name}({param})")
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


@functools.lru_cache(maxsize=8192)
def _facts(expr: str, *, prefix: str, negated_ok: bool = False) -> tuple[_Fact, ...]:
    """Facts an expression asserts: rows that exist / field values, over ``state`` (prefix '') or ``new``.
    Cached: every pair of tools reads the second one's preconditions (445 tools, 197,580 pairs: parsing them
    again was ~80% of such a spec's synthesis)."""
    try:
        tree = parse_python(expr, mode="eval")
    except SyntaxError:
        return ()
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
    return tuple(facts)


def _text_requires_row(text: str, table: str) -> bool:
    lowered = text.lower()
    return ("exist" in lowered or "must be" in lowered) and (
        table.lower() in lowered or _singular(table).lower() in lowered
    )


def _required_tables(tool: Tool) -> set[str]:
    """Tables in which the preconditions require a row (an update's own table: it makes no new row)."""
    tables: set[str] = set()
    for pre in tool.preconditions:
        if pre.expr:
            tables |= {fact.table for fact in _facts(pre.expr, prefix="") if fact.field is None}
        else:
            tables |= {t for t in [*tool.reads, *tool.writes] if _text_requires_row(pre.text, t)}
    return tables


def _established(tool: Tool) -> list[_Fact]:
    """Facts a tool's success makes true that may not have held before: a new row in a table whose rows it
    does not require, a field value it sets."""
    own = _required_tables(tool)
    facts = [
        fact
        for post in tool.postconditions
        if post.expr
        for fact in _facts(post.expr, prefix="new_")
        if fact.field is not None or fact.table not in own
    ]
    if not any(post.expr for post in tool.postconditions):
        # Text only: assume the tool makes rows in the tables it writes (but not in those it must find).
        facts = [_Fact(t, None, None) for t in tool.writes if t not in own]
    return facts


def _precondition_link(a: Tool, b: Tool, *, established: list[_Fact]) -> list[str]:
    evidence: list[str] = []
    for pre in b.preconditions:
        required: tuple[_Fact, ...] | list[_Fact]
        if pre.expr:
            required = _facts(pre.expr, prefix="")
        else:
            required = [_Fact(t, None, None) for t in a.writes if _text_requires_row(pre.text, t)]
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


def _precondition_tables(tool: Tool) -> set[str]:
    """Tables whose content decides whether the tool's preconditions hold (negated checks included)."""
    tables: set[str] = set()
    for pre in tool.preconditions:
        if pre.expr:
            try:
                tree = parse_python(pre.expr, mode="eval")
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                call = _helper_call(node, "")
                if call is not None:
                    tables.add(call[1])
        else:
            lowered = pre.text.lower()
            tables |= {t for t in tool.reads if t.lower() in lowered or _singular(t).lower() in lowered}
    return tables


def _state_link(a: Tool, b: Tool, *, guarded: set[str]) -> list[str]:
    """A writes a table B reads, and B shows it (a read) or B's preconditions depend on it (``guarded``)."""
    return [
        f"{a.name} writes {t}, which {b.name} " + ("reads" if b.kind == ToolKind.READ else "checks")
        for t in a.writes
        if t in b.reads and (b.kind == ToolKind.READ or t in guarded)
    ]


def build_tool_graph(*, spec: EnvironmentSpec, gateway: LLMGateway | None = None) -> nx.DiGraph:
    """Nodes are tools (kind, reads, writes, parameters); edges carry ``kinds`` and ``evidence``.

    An edge A -> B means "B can usefully follow A" (see the module docstring); never A -> A.
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
    outputs = {t.name: _outputs(spec, t) for t in spec.tools}
    parameter_refs = {t.name: _parameter_refs(spec, t) for t in spec.tools}
    established = {t.name: _established(t) for t in spec.tools}
    guarded = {t.name: _precondition_tables(t) for t in spec.tools}
    for a in spec.tools:
        for b in spec.tools:
            if a.name == b.name:
                continue
            links = {
                "data_flow": _data_flow(a, outputs[a.name], b, parameter_refs[b.name]),
                "precondition": _precondition_link(a, b, established=established[a.name]),
                "state": _state_link(a, b, guarded=guarded[b.name]),
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


def _longest_path_length(graph: nx.DiGraph) -> int:
    if not graph.number_of_nodes():
        return 0
    dag = graph if nx.is_directed_acyclic_graph(graph) else nx.condensation(graph)
    return int(nx.dag_longest_path_length(dag))


def graph_summary(graph: nx.DiGraph) -> dict[str, Any]:
    """Counts, the longest path (on the condensation when there are cycles), components and edges by kind.

    ``longest_dependency_path_length`` leaves out edges that are only ``state`` (a write then any reader
    of the table closes cycles between most tools of one table), so it says how deep the chains go."""
    by_kind = dict.fromkeys(EDGE_KINDS, 0)
    for _, _, data in graph.edges(data=True):
        for kind in data.get("kinds", []):
            by_kind[kind] = by_kind.get(kind, 0) + 1
    dependencies = nx.DiGraph()
    dependencies.add_nodes_from(graph.nodes)
    dependencies.add_edges_from(
        (a, b) for a, b, data in graph.edges(data=True) if set(data.get("kinds", [])) - {"state"}
    )
    return {
        "nodes": graph.number_of_nodes(),
        "edges": graph.number_of_edges(),
        "longest_path_length": _longest_path_length(graph),
        "longest_dependency_path_length": _longest_path_length(dependencies),
        "has_cycles": not nx.is_directed_acyclic_graph(graph),
        "weakly_connected_components": nx.number_weakly_connected_components(graph)
        if graph.number_of_nodes()
        else 0,
        "edges_by_kind": by_kind,
    }
