"""A deterministic layered drawing of a tool dependency graph, as explorable inline SVG with edge toggles.

Layout (Sugiyama style, all steps deterministic):
1. A DAG for layering: dependency edges (``data_flow``, ``precondition``, other kinds) are taken in a fixed
   order and an edge is dropped when it would close a cycle. ``state`` edges do not place nodes (a write and
   every reader of its table form cycles); they are drawn on top and can be hidden.
2. Layers by longest path; a source sits just above its first successor so that its edges stay short.
3. Edges spanning several layers get invisible dummy points; layers are ordered by barycenter sweeps, and the
   order with the fewest crossings wins.
4. Horizontal positions pull each node towards its neighbours while keeping the order and the gaps.

Reads are white pills, writes dark boxes. Each edge kind has a colour, a legend entry and a checkbox
(``data-edge-toggle``, handled by ``static/review/review.js``); ``state`` starts hidden on large graphs.
Each node carries ``data-tool`` so that a click can show that tool in a side panel. Every label is escaped.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from html import escape
from typing import Any

import networkx as nx
from django.utils.safestring import SafeString, mark_safe

EDGE_COLOURS: dict[str, str] = {
    "data_flow": "#2563eb",
    "precondition": "#d97706",
    "state": "#059669",
}
EDGE_LABELS = {"data_flow": "data flow", "precondition": "precondition", "state": "state"}
OTHER_EDGE_COLOUR = "#6b7280"
# Kinds that do not place nodes: drawn over the layout and, on large graphs, hidden at first.
OVERLAY_KINDS = frozenset({"state"})
HIDE_STATE_ABOVE_EDGES = 60

NODE_HEIGHT = 30
MIN_NODE_WIDTH = 90
MAX_LABEL_CHARS = 34
CHAR_WIDTH = 6.7  # 11px monospace
LAYER_GAP = 64
NODE_GAP = 18
DUMMY_WIDTH = 4
DUMMY_GAP = 4
MARGIN = 20
SWEEPS = 12
POSITION_PASSES = 8

_STYLE = (
    ".tool-graph .node text{font:11px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;"
    "pointer-events:none}"
    ".tool-graph .node-read rect{fill:#f8fafc;stroke:#64748b;stroke-width:1.2}"
    ".tool-graph .node-read text{fill:#0f172a}"
    ".tool-graph .node-write rect{fill:#334155;stroke:#0f172a;stroke-width:1.2}"
    ".tool-graph .node-write text{fill:#fff;font-weight:600}"
    ".tool-graph .node-other rect{fill:#f3f4f6;stroke:#6b7280}"
    ".tool-graph .node:hover rect,.tool-graph .node:focus rect{stroke:#2563eb;stroke-width:2.5}"
    ".tool-graph .node.active rect{stroke:#dc2626;stroke-width:3}"
    ".tool-graph .edge{fill:none;stroke-width:1.5;opacity:.8}"
    ".tool-graph .edge-state{stroke-dasharray:5 3;stroke-width:1.1}"
    ".tool-graph .edge.dim{opacity:.08}"
    ".tool-graph .edge-off{display:none}"
    ".tool-graph-view .graph-toggles{display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;align-items:center;"
    "border:0;padding:.2rem 0 .5rem;margin:0;font-size:.85rem}"
    ".tool-graph-view .graph-toggles legend{float:left;padding:0;font-weight:600}"
    ".tool-graph-view .graph-toggles label{display:inline-flex;align-items:center;gap:.35rem;cursor:pointer}"
    ".tool-graph-view .swatch{display:inline-block;width:22px;height:0;border-top:3px solid}"
    ".tool-graph-view .swatch-state{border-top-style:dashed}"
    ".tool-graph-view .node-key{display:inline-block;width:26px;height:13px;border:1.2px solid #64748b;"
    "border-radius:7px;background:#f8fafc;vertical-align:middle}"
    ".tool-graph-view .node-key-write{background:#334155;border-color:#0f172a;border-radius:2px}"
)


@dataclass(frozen=True)
class GraphLayout:
    """Top-left corner of each node, the layers (real nodes, in order), the size and the drawn edges."""

    positions: dict[str, tuple[float, float]]
    layers: list[list[str]]
    width: float
    height: float
    edges: list[tuple[str, str, str]] = field(default_factory=list)
    widths: dict[str, float] = field(default_factory=dict)
    # Points an edge passes through (dummy points of an edge spanning layers), keyed by (source, target).
    routes: dict[tuple[str, str], list[tuple[float, float]]] = field(default_factory=dict)


def as_digraph(graph: nx.DiGraph | dict[str, Any]) -> nx.DiGraph:
    """Accept a DiGraph or its node-link JSON (as stored in a revision's ``graph`` field)."""
    if isinstance(graph, nx.DiGraph):
        return graph
    if not isinstance(graph, dict):
        raise TypeError(f"expected a DiGraph or node-link dict, got {type(graph).__name__}")
    if not graph:
        return nx.DiGraph()
    edges_key = "edges" if "edges" in graph else "links"
    loaded = nx.node_link_graph(
        graph, directed=True, multigraph=graph.get("multigraph", False), edges=edges_key
    )
    digraph = nx.DiGraph()
    digraph.add_nodes_from(loaded.nodes(data=True))
    for source, target, data in loaded.edges(data=True):
        kinds = set(edge_kinds(data))
        if digraph.has_edge(source, target):
            kinds |= set(edge_kinds(digraph.edges[source, target]))
        digraph.add_edge(source, target, **{**data, "kinds": sorted(kinds)})
    return digraph


def edge_kinds(data: dict[str, Any]) -> list[str]:
    """An edge's relation kinds, whether stored as ``kinds`` (list) or ``kind`` (string)."""
    kinds = data.get("kinds")
    if isinstance(kinds, list | tuple | set) and kinds:
        return sorted(str(k) for k in kinds)
    kind = data.get("kind")
    return [str(kind)] if kind else ["other"]


def _places_nodes(kinds: list[str]) -> bool:
    return bool(set(kinds) - OVERLAY_KINDS)


def _layering_dag(graph: nx.DiGraph) -> nx.DiGraph:
    """Dependency edges in a fixed order, each kept unless it closes a cycle (then it is drawn backwards).

    When a graph has only overlay edges, those place the nodes instead."""
    dependency = [(s, t) for s, t, data in graph.edges(data=True) if _places_nodes(edge_kinds(data))]
    candidates = sorted(dependency or list(graph.edges))
    dag = nx.DiGraph()
    dag.add_nodes_from(graph.nodes)
    for source, target in candidates:
        if source != target and not nx.has_path(dag, target, source):
            dag.add_edge(source, target)
    return dag


def _levels(dag: nx.DiGraph) -> dict[str, int]:
    level: dict[str, int] = {}
    for node in nx.lexicographical_topological_sort(dag):
        level[node] = 1 + max((level[p] for p in dag.predecessors(node)), default=-1)
    # A source sits just above its nearest successor, not at the top far from what it feeds.
    for node in sorted(dag.nodes):
        successors = list(dag.successors(node))
        if not dag.in_degree(node) and successors:
            level[node] = min(level[s] for s in successors) - 1
    return level


def _group_key(graph: nx.DiGraph, node: str) -> tuple[str, str]:
    """Initial order: tools of the same table side by side (writes name their table first), then by name."""
    data = graph.nodes[node]
    tables = [*(data.get("writes") or []), *(data.get("reads") or [])]
    return (str(tables[0]) if tables else "", node)


def _crossings(upper: list[str], lower: list[str], down: dict[str, list[str]]) -> int:
    position = {n: i for i, n in enumerate(lower)}
    segments = [(i, position[t]) for i, n in enumerate(upper) for t in down.get(n, []) if t in position]
    count = 0
    for a in range(len(segments)):
        for b in range(a + 1, len(segments)):
            (u1, l1), (u2, l2) = segments[a], segments[b]
            if (u1 - u2) * (l1 - l2) < 0:
                count += 1
    return count


def _barycenter(neighbours: list[str], reference: dict[str, int], fallback: int) -> float:
    values = [reference[n] for n in neighbours if n in reference]
    return sum(values) / len(values) if values else float(fallback)


def _order(layers: list[list[str]], down: dict[str, list[str]], up: dict[str, list[str]]) -> list[list[str]]:
    """Barycenter sweeps (down, then up, alternating); the order with the fewest crossings is kept."""
    ordered = [list(layer) for layer in layers]

    def total() -> int:
        return sum(_crossings(ordered[i], ordered[i + 1], down) for i in range(len(ordered) - 1))

    best, best_crossings = [list(layer) for layer in ordered], total()
    for sweep in range(SWEEPS):
        forward = sweep % 2 == 0
        indices = range(1, len(ordered)) if forward else range(len(ordered) - 2, -1, -1)
        for i in indices:
            reference = {n: p for p, n in enumerate(ordered[i - 1] if forward else ordered[i + 1])}
            current = {n: p for p, n in enumerate(ordered[i])}
            neighbours = up if forward else down
            keys = {
                n: (_barycenter(neighbours.get(n, []), reference, position), position, n)
                for n, position in current.items()
            }
            ordered[i].sort(key=keys.__getitem__)
        crossings = total()
        if crossings < best_crossings:
            best, best_crossings = [list(layer) for layer in ordered], crossings
    return best


def _is_dummy(node: str) -> bool:
    return node.startswith("\x00")


def _gap(left: str, right: str) -> float:
    # Edges passing through a layer need less room between them than boxes do.
    return DUMMY_GAP if _is_dummy(left) and _is_dummy(right) else NODE_GAP


def _x_positions(
    layers: list[list[str]], widths: dict[str, float], down: dict[str, list[str]], up: dict[str, list[str]]
) -> dict[str, float]:
    """Centre x of every node: pulled towards its neighbours' mean, order and gaps kept."""
    centre: dict[str, float] = {}
    for layer in layers:
        x = 0.0
        for i, node in enumerate(layer):
            x += _gap(layer[i - 1], node) if i else 0.0
            centre[node] = x + widths[node] / 2
            x += widths[node]
    for rank in range(POSITION_PASSES):
        forward = rank % 2 == 0
        for layer in layers if forward else reversed(layers):
            neighbours = up if forward else down
            desired = []
            for node in layer:
                around = [centre[n] for n in neighbours.get(node, [])]
                desired.append(sum(around) / len(around) if around else centre[node])
            placed = list(desired)
            for i in range(1, len(layer)):
                gap = _gap(layer[i - 1], layer[i])
                least = placed[i - 1] + (widths[layer[i - 1]] + widths[layer[i]]) / 2 + gap
                placed[i] = max(placed[i], least)
            shift = sum(d - p for d, p in zip(desired, placed, strict=True)) / max(len(layer), 1)
            for node, x in zip(layer, placed, strict=True):
                centre[node] = x + shift
    left = min((centre[n] - widths[n] / 2 for layer in layers for n in layer), default=0.0)
    return {n: x - left + MARGIN for n, x in centre.items()}


def _label(name: str, limit: int = MAX_LABEL_CHARS) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


def _node_width(name: str) -> float:
    return max(MIN_NODE_WIDTH, round(len(_label(name)) * CHAR_WIDTH + 22))


def layered_layout(graph: nx.DiGraph | dict[str, Any]) -> GraphLayout:
    digraph = nx.relabel_nodes(as_digraph(graph), str, copy=True)
    if not digraph.number_of_nodes():
        return GraphLayout(positions={}, layers=[], width=3 * MIN_NODE_WIDTH + 2 * MARGIN, height=2 * MARGIN)
    dag = _layering_dag(digraph)
    level = _levels(dag)
    depth = max(level.values()) + 1
    layers: list[list[str]] = [[] for _ in range(depth)]
    for node in sorted(digraph.nodes, key=lambda n: _group_key(digraph, n)):
        layers[level[node]].append(node)
    widths = {n: float(_node_width(n)) for n in digraph.nodes}
    # Dummy points on edges that span layers, so that ordering and positions make room for them.
    down: dict[str, list[str]] = {}
    up: dict[str, list[str]] = {}
    chains: dict[tuple[str, str], list[str]] = {}
    for source, target in sorted(dag.edges):
        chain = [source]
        for step in range(level[source] + 1, level[target]):
            dummy = f"\x00{source}\x00{target}\x00{step}"
            widths[dummy] = DUMMY_WIDTH
            layers[step].append(dummy)
            chain.append(dummy)
        chain.append(target)
        chains[(source, target)] = chain[1:-1]
        for a, b in itertools.pairwise(chain):
            down.setdefault(a, []).append(b)
            up.setdefault(b, []).append(a)
    ordered = _order(layers, down, up)
    centre = _x_positions(ordered, widths, down, up)
    width = max(centre[n] + widths[n] / 2 for n in centre) + MARGIN

    def top(step: int) -> float:
        return MARGIN + step * (NODE_HEIGHT + LAYER_GAP)

    positions = {n: (centre[n] - widths[n] / 2, top(level[n])) for n in sorted(digraph.nodes)}
    routes = {
        pair: [(centre[d], top(int(d.rsplit("\x00", 1)[1]))) for d in dummies]
        for pair, dummies in chains.items()
        if dummies
    }
    height = top(depth - 1) + NODE_HEIGHT + MARGIN
    edges = sorted(
        (str(s), str(t), kind) for s, t, data in digraph.edges(data=True) for kind in edge_kinds(data)
    )
    real_layers = [[n for n in layer if not _is_dummy(n)] for layer in ordered]
    return GraphLayout(
        positions=positions,
        layers=real_layers,
        width=max(width, 3 * MIN_NODE_WIDTH + 2 * MARGIN),
        height=height,
        edges=edges,
        widths={n: widths[n] for n in digraph.nodes},
        routes=routes,
    )


def _edge_path(layout: GraphLayout, source: str, target: str, offset: float, bend_index: int) -> str:
    sx, sy = layout.positions[source]
    tx, ty = layout.positions[target]
    sw, tw = layout.widths[source], layout.widths[target]
    if ty > sy:  # downwards: bottom of the source, through the dummy points, to the top of the target
        points = [(sx + sw / 2 + offset, sy + NODE_HEIGHT)]
        for x, y in layout.routes.get((source, target), []):
            points += [(x + offset, y), (x + offset, y + NODE_HEIGHT)]
        points.append((tx + tw / 2 + offset, ty))
        path = f"M{points[0][0]:.1f},{points[0][1]:.1f}"
        for i in range(1, len(points)):
            (x1, y1), (x2, y2) = points[i - 1], points[i]
            if i % 2 == 0:  # straight through a dummy's layer
                path += f" L{x2:.1f},{y2:.1f}"
            else:
                mid = (y1 + y2) / 2
                path += f" C{x1:.1f},{mid:.1f} {x2:.1f},{mid:.1f} {x2:.1f},{y2:.1f}"
        return path
    if ty == sy:  # same layer: an arc above the row
        x1, x2 = sx + sw / 2 + offset, tx + tw / 2 + offset
        lift = sy - 22 - 4 * (bend_index % 5)
        return f"M{x1:.1f},{sy:.1f} C{x1:.1f},{lift:.1f} {x2:.1f},{lift:.1f} {x2:.1f},{ty:.1f}"
    # Upwards (a cycle or a later write feeding back): out of the right side and around.
    x1, y1 = sx + sw, sy + NODE_HEIGHT / 2 + offset
    x2, y2 = tx + tw, ty + NODE_HEIGHT / 2 + offset
    bend = max(x1, x2) + 30 + 6 * (bend_index % 6)
    return f"M{x1:.1f},{y1:.1f} C{bend:.1f},{y1:.1f} {bend:.1f},{y2:.1f} {x2:.1f},{y2:.1f}"


def _evidence(data: dict[str, Any]) -> str:
    evidence = data.get("evidence")
    if isinstance(evidence, str):
        return evidence
    if isinstance(evidence, list | tuple):
        return "\n".join(str(e) for e in evidence)
    return ""


def _toggles(kinds_present: dict[str, int], hidden: set[str]) -> str:
    parts = ['<fieldset class="graph-toggles"><legend>Show edges:</legend>']
    for kind, count in kinds_present.items():
        colour = EDGE_COLOURS.get(kind, OTHER_EDGE_COLOUR)
        checked = "" if kind in hidden else " checked"
        label = EDGE_LABELS.get(kind, kind.replace("_", " "))
        parts.append(
            f'<label><input type="checkbox" data-edge-toggle="{escape(kind)}"{checked}>'
            f'<span class="swatch swatch-{escape(kind)}" style="border-top-color:{colour}"></span>'
            f"{escape(label)} ({count})</label>"
        )
    parts.append(
        '<span><span class="node-key"></span> read</span>'
        '<span><span class="node-key node-key-write"></span> write</span></fieldset>'
    )
    return "".join(parts)


def graph_svg(graph: nx.DiGraph | dict[str, Any], *, node_kinds: dict[str, str] | None = None) -> SafeString:
    """The graph with its edge toggles: a ``div.tool-graph-view`` holding a fieldset and the ``svg``."""
    digraph = nx.relabel_nodes(as_digraph(graph), str, copy=True)
    layout = layered_layout(digraph)
    kinds_of_nodes = {
        n: (node_kinds or {}).get(n) or str(digraph.nodes[n].get("kind") or "") for n in digraph.nodes
    }
    by_kind: dict[str, int] = {k: 0 for k in EDGE_COLOURS}
    for _, _, kind in layout.edges:
        by_kind[kind] = by_kind.get(kind, 0) + 1
    present = {k: n for k, n in by_kind.items() if n}
    hidden = {"state"} if digraph.number_of_edges() > HIDE_STATE_ABOVE_EDGES else set()
    parts: list[str] = [
        '<div class="tool-graph-view" data-graph-view>',
        _toggles(present, hidden),
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tool-graph" role="img" '
        f'viewBox="0 0 {layout.width:.0f} {layout.height:.0f}" width="{layout.width:.0f}" '
        f'height="{layout.height:.0f}" aria-label="tool dependency graph">',
        f"<style>{_STYLE}</style><defs>",
    ]
    for kind, colour in [*EDGE_COLOURS.items(), ("other", OTHER_EDGE_COLOUR)]:
        parts.append(
            f'<marker id="arrow-{kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" '
            f'markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{colour}"/>'
            "</marker>"
        )
    parts.append("</defs>")
    # Overlay kinds first (underneath), then dependencies; several kinds of one pair sit side by side.
    by_pair: dict[tuple[str, str], list[str]] = {}
    for source, target, kind in layout.edges:
        by_pair.setdefault((source, target), []).append(kind)
    drawn = sorted(
        (kind in OVERLAY_KINDS, pair, i, kind)
        for pair, kinds in by_pair.items()
        for i, kind in enumerate(kinds)
    )
    drawn.sort(key=lambda item: not item[0])  # stable: overlays first, each group in pair order
    for bend_index, (_, (source, target), index, kind) in enumerate(drawn):
        count = len(by_pair[(source, target)])
        offset = (index - (count - 1) / 2) * 4
        colour = EDGE_COLOURS.get(kind, OTHER_EDGE_COLOUR)
        marker = kind if kind in EDGE_COLOURS else "other"
        off = " edge-off" if kind in hidden else ""
        evidence = _evidence(digraph.edges[source, target])
        title = f"{source} → {target} ({kind})" + (f"\n{evidence}" if evidence else "")
        parts.append(
            f'<path class="edge edge-{escape(marker)}{off}" '
            f'd="{_edge_path(layout, source, target, offset, bend_index)}" stroke="{colour}" '
            f'marker-end="url(#arrow-{marker})" data-source="{escape(source)}" '
            f'data-target="{escape(target)}" data-kind="{escape(kind)}"><title>{escape(title)}</title></path>'
        )
    for node, (x, y) in sorted(layout.positions.items()):
        node_kind = kinds_of_nodes.get(node, "")
        css = f"node node-{node_kind}" if node_kind in ("read", "write") else "node node-other"
        radius = NODE_HEIGHT / 2 if node_kind == "read" else 3
        width = layout.widths[node]
        parts.append(
            f'<g class="{css}" data-tool="{escape(node)}" tabindex="0" role="button" '
            f'aria-label="{escape(node_kind or "tool")} tool {escape(node)}">'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.0f}" height="{NODE_HEIGHT}" rx="{radius:.0f}"/>'
            f'<text x="{x + width / 2:.1f}" y="{y + NODE_HEIGHT / 2 + 4:.1f}" text-anchor="middle">'
            f"{escape(_label(node))}</text><title>{escape(node)}</title></g>"
        )
    parts.append("</svg></div>")
    return mark_safe("".join(parts))
