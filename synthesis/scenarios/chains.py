"""Tool chains on the dependency graph: seeded sampling with spread, and controlled expansion.

The graph is a ``networkx.DiGraph`` whose nodes are tool names (attributes ``kind``, ``reads``, ``writes``)
and whose edges A -> B carry ``kinds`` (subset of ``data_flow``, ``precondition``, ``state``). A chain is a
path along edges without repeated tools that contains at least one write tool and does not end in reads
(they would check nothing).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import networkx as nx
from pydantic import BaseModel

from synthesis.ir import EnvironmentSpec, OperationKind, ToolKind
from synthesis.scenarios.intents import chain_problems
from synthesis.scenarios.planning import changes_nothing

# How strongly an edge kind suggests "B naturally follows A" (data flow: A discovers what B needs).
EDGE_KIND_WEIGHT = {"data_flow": 3.0, "precondition": 2.0, "state": 1.0}
ATTEMPTS_PER_CHAIN = 30


class GateDecision(BaseModel):
    """The LLM gate's answer for one candidate tool in controlled expansion."""

    accept: bool
    reason: str = ""


def _kind(graph: nx.DiGraph, spec: EnvironmentSpec, tool: str) -> str:
    kind = graph.nodes[tool].get("kind")
    if kind in ("read", "write"):
        return str(kind)
    return spec.tool(tool).kind.value


def _edge_weight(graph: nx.DiGraph, source: str, target: str) -> float:
    kinds = graph.edges[source, target].get("kinds") or ["state"]
    return max(EDGE_KIND_WEIGHT.get(k, 0.5) for k in kinds)


def _validate_graph(graph: nx.DiGraph, spec: EnvironmentSpec) -> None:
    tools = {t.name for t in spec.tools}
    unknown = sorted(set(graph.nodes) - tools)
    if unknown:
        raise ValueError(f"graph nodes are not tools of {spec.slug!r}: {', '.join(unknown)}")


@dataclass(frozen=True)
class _Walks:
    """What a walk asks of the graph, looked up once per ``sample_chains``: each tool's kind, its successors
    in order, each edge's weight (a walk asks the same of every step it tries, ~7,000 times per call)."""

    kinds: dict[str, str]
    successors: dict[str, list[str]]
    weights: dict[tuple[str, str], float]

    @classmethod
    def of(cls, graph: nx.DiGraph, spec: EnvironmentSpec) -> _Walks:
        return cls(
            kinds={n: _kind(graph, spec, n) for n in graph.nodes},
            successors={n: sorted(graph.successors(n)) for n in graph.nodes},
            weights={(a, b): _edge_weight(graph, a, b) for a, b in graph.edges},
        )


def _reaches_write(walks: _Walks, start: str, avoid: set[str], depth: int) -> bool:
    frontier = {start}
    seen = set(avoid)
    for _ in range(depth):
        nxt: set[str] = set()
        for node in frontier:
            for succ in walks.successors[node]:
                if succ in seen:
                    continue
                if walks.kinds[succ] == "write":
                    return True
                nxt.add(succ)
        seen |= nxt
        frontier = nxt
    return False


def _deleted_table(spec: EnvironmentSpec, name: str) -> str | None:
    tool = spec.tool(name)
    if tool.operation is not None:
        return tool.operation.table if tool.operation.kind == OperationKind.DELETE else None
    if tool.kind == ToolKind.WRITE and name.split("_")[0] in {"delete", "remove"} and len(tool.writes) >= 1:
        return tool.writes[0]
    return None


def uses_deleted_rows(spec: EnvironmentSpec, chain: list[str]) -> bool:
    """A chain that deletes from a table and then works on that table again (other than creating a row)
    asks the agent to act on what it just removed: no solvable task has that shape."""
    deleted: set[str] = set()
    for name in chain:
        tool = spec.tool(name)
        creates = tool.operation is not None and tool.operation.kind == OperationKind.CREATE
        if deleted & (set(tool.reads) | set(tool.writes)) and not creates:
            return True
        table = _deleted_table(spec, name)
        if table is not None:
            deleted.add(table)
    return False


def _changes_nothing(spec: EnvironmentSpec, chain: list[str]) -> bool:
    return any(changes_nothing(spec=spec, tool=spec.tool(name)) for name in chain)


def sample_chains(
    *, graph: nx.DiGraph, spec: EnvironmentSpec, length: tuple[int, int], count: int, seed: int
) -> list[list[str]]:
    """Up to ``count`` distinct chains with ``length[0] <= len <= length[1]``; reuse of tools is penalized."""
    low, high = length
    if low < 1 or high < low:
        raise ValueError(f"length must be (min, max) with 1 <= min <= max, got {length}")
    if count < 0:
        raise ValueError("count must not be negative")
    _validate_graph(graph, spec)
    rng = random.Random(f"chains:{seed}")
    nodes = sorted(graph.nodes)
    usage: dict[str, int] = dict.fromkeys(nodes, 0)
    bases = {n: _start_base(graph, spec, n) for n in nodes}  # of the graph alone: computed once
    walks = _Walks.of(graph, spec)
    chains: list[list[str]] = []
    seen: set[tuple[str, ...]] = set()
    for _ in range(count * ATTEMPTS_PER_CHAIN):
        if len(chains) >= count or not nodes:
            break
        chain = _walk(walks=walks, nodes=nodes, bases=bases, usage=usage, low=low, high=high, rng=rng)
        if chain is None or tuple(chain) in seen or uses_deleted_rows(spec, chain):
            continue
        if chain_problems(spec, chain) or _changes_nothing(spec, chain):
            continue
        seen.add(tuple(chain))
        chains.append(chain)
        for tool in chain:
            usage[tool] += 1
    return chains


def _start_base(graph: nx.DiGraph, spec: EnvironmentSpec, tool: str) -> float:
    # A read that discovers what a write needs is the best start; a lone write is a fine start too.
    if _kind(graph, spec, tool) != "read":
        return 1.0
    feeds_write = any(
        _kind(graph, spec, s) == "write" and "data_flow" in (graph.edges[tool, s].get("kinds") or [])
        for s in graph.successors(tool)
    )
    return 3.0 if feeds_write else 0.5 if graph.out_degree(tool) else 0.0


def _walk(
    *,
    walks: _Walks,
    nodes: list[str],
    bases: dict[str, float],
    usage: dict[str, int],
    low: int,
    high: int,
    rng: random.Random,
) -> list[str] | None:
    """One chain: a start drawn by ``bases`` (``_start_base``) and usage, then successors to its length."""
    weights = [bases[n] / (1 + usage[n]) ** 2 for n in nodes]
    if not any(weights):
        return None
    chain = [rng.choices(nodes, weights=weights)[0]]
    target = rng.randint(low, high)
    while len(chain) < target:
        has_write = any(walks.kinds[t] == "write" for t in chain)
        remaining = target - len(chain)
        options: list[str] = []
        option_weights: list[float] = []
        for succ in walks.successors[chain[-1]]:
            if succ in chain:
                continue
            is_write = walks.kinds[succ] == "write"
            if not has_write and remaining == 1 and not is_write:
                continue  # the last step must supply the chain's write
            if not has_write and not is_write and not _reaches_write(walks, succ, set(chain), remaining - 1):
                continue
            options.append(succ)
            option_weights.append(walks.weights[chain[-1], succ] / (1 + usage[succ]) ** 2)
        if not options:
            break
        chain.append(rng.choices(options, weights=option_weights)[0])
    while chain and walks.kinds[chain[-1]] == "read":
        chain.pop()  # reads after the last write change nothing and ask nothing
    if len(chain) < low or not any(walks.kinds[t] == "write" for t in chain):
        return None
    if walks.kinds[chain[-1]] == "read":
        return None
    return chain


def _eligible(graph: nx.DiGraph, tool: str, present: set[str]) -> bool:
    """A tool may join when some tool present leads to it and, if it consumes data, a data source is
    present."""
    predecessors = set(graph.predecessors(tool))
    if not predecessors & present:
        return False
    data_sources = {p for p in predecessors if "data_flow" in (graph.edges[p, tool].get("kinds") or [])}
    return not data_sources or bool(data_sources & present)


def expand_chain(
    *,
    chain: list[str],
    graph: nx.DiGraph,
    spec: EnvironmentSpec,
    max_tools: int,
    max_writes: int,
    seed: int,
    gateway: Any = None,
) -> list[str]:
    """Grow ``chain`` topologically into a denser subgraph; each new tool follows all of its present
    predecessors.

    Candidates are considered by how many present tools lead to them (then seeded order); ``max_tools`` and
    ``max_writes`` bound the result. With a gateway, an LLM gate accepts or rejects each addition.
    """
    if max_tools < len(chain):
        raise ValueError(f"max_tools ({max_tools}) is smaller than the chain ({len(chain)})")
    if max_writes < 0:
        raise ValueError("max_writes must not be negative")
    _validate_graph(graph, spec)
    missing = [t for t in chain if t not in graph]
    if missing:
        raise ValueError(f"chain tools are not in the graph: {', '.join(missing)}")
    rng = random.Random(f"expand:{seed}:{','.join(chain)}")
    result = list(chain)
    writes = sum(1 for t in result if _kind(graph, spec, t) == "write")
    rejected: set[str] = set()
    while len(result) < max_tools:
        present = set(result)
        candidates = [
            t
            for t in sorted(graph.nodes)
            if t not in present and t not in rejected and _eligible(graph, t, present)
        ]
        candidates = [t for t in candidates if _kind(graph, spec, t) != "write" or writes < max_writes]
        candidates = [t for t in candidates if not _changes_nothing(spec, [t])]
        candidates = [t for t in candidates if not chain_problems(spec, [*result, t])]
        last_slot = len(result) + 1 >= max_tools
        if not candidates:
            break
        order = {t: rng.random() for t in candidates}
        # A read appended in the last slot is trimmed again (it asks nothing): writes, and look-ups that
        # lead into the chain's last write (they go before it), come first there.
        trimmed = {t for t in candidates if last_slot and _trimmed_read(graph, spec, result, t)}
        candidates.sort(key=lambda t: (t in trimmed, -len(set(graph.predecessors(t)) & present), order[t]))
        chosen = candidates[0]
        if gateway is not None and not _gate(
            gateway=gateway, spec=spec, chain=result, candidate=chosen, graph=graph
        ):
            rejected.add(chosen)
            continue
        if last_slot and _kind(graph, spec, chosen) == "read" and chosen not in trimmed:
            result.insert(len(result) - 1, chosen)
        else:
            result.append(chosen)
        if _kind(graph, spec, chosen) == "write":
            writes += 1
    while len(result) > len(chain) and _kind(graph, spec, result[-1]) == "read":
        result.pop()  # a read after the last write asks nothing of the agent
    return result


def _trimmed_read(graph: nx.DiGraph, spec: EnvironmentSpec, chain: list[str], tool: str) -> bool:
    return _kind(graph, spec, tool) == "read" and not _looks_up_for_last(graph, spec, chain, tool)


def _looks_up_for_last(graph: nx.DiGraph, spec: EnvironmentSpec, chain: list[str], read: str) -> bool:
    """Whether ``read`` may go right before the chain's last write: it leads there and breaks no rule."""
    last = chain[-1]
    if _kind(graph, spec, last) != "write" or not graph.has_edge(read, last):
        return False
    return not chain_problems(spec, [*chain[:-1], read, last])


def _gate(
    *, gateway: Any, spec: EnvironmentSpec, chain: list[str], candidate: str, graph: nx.DiGraph
) -> bool:
    tool = spec.tool(candidate)
    edges = [
        {"from": p, "to": candidate, "kinds": list(graph.edges[p, candidate].get("kinds") or [])}
        for p in sorted(graph.predecessors(candidate))
        if p in chain
    ]
    generated = gateway.structured(
        prompt="scenario_expansion_gate",
        variables={
            "environment": f"{spec.name}: {spec.description}",
            "chain": " -> ".join(chain),
            "tools": "\n".join(f"- {spec.tool(t).name}: {spec.tool(t).description}" for t in chain),
            "candidate": f"{tool.name} ({tool.kind.value}): {tool.description}",
            "edges": edges,
        },
        output=GateDecision,
        stage="scenarios.expand",
    )
    return bool(generated.value.accept)
