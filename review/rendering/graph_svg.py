"""A deterministic layered layout of a tool dependency graph, drawn as an explorable SVG.

Layers come from the longest path in the graph's condensation (cycles collapse into one layer); within a
layer, nodes are ordered by a few barycenter sweeps with the node name as tie-breaker, so the same graph
always gives the same picture. Each node carries
``data-tool`` so that a click can show that tool in a side panel.
"""

from __future__ import annotations

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
OTHER_EDGE_COLOUR = "#6b7280"

NODE_WIDTH = 150
NODE_HEIGHT = 34
LAYER_GAP = 70
NODE_GAP = 24
MARGIN = 20
LEGEND_HEIGHT = 28


@dataclass(frozen=True)
class GraphLayout:
    positions: dict[str, tuple[float, float]]
    layers: list[list[str]]
    width: float
    height: float
    edges: list[tuple[str, str, str]] = field(default_factory=list)


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


def _layers(graph: nx.DiGraph) -> list[list[str]]:
    condensed = nx.condensation(graph)
    depth: dict[int, int] = {}
    for component in nx.lexicographical_topological_sort(
        condensed, key=lambda c: min(condensed.nodes[c]["members"])
    ):
        preds = list(condensed.predecessors(component))
        depth[component] = 1 + max((depth[p] for p in preds), default=-1)
    layers: list[list[str]] = [[] for _ in range(max(depth.values(), default=-1) + 1)]
    for component, level in depth.items():
        layers[level].extend(str(n) for n in condensed.nodes[component]["members"])
    return [sorted(layer) for layer in layers]


def _order(graph: nx.DiGraph, layers: list[list[str]], sweeps: int = 4) -> list[list[str]]:
    """Barycenter ordering: each node moves towards the mean position of its neighbours one layer up."""
    ordered = [list(layer) for layer in layers]
    for sweep in range(sweeps):
        indices = range(1, len(ordered)) if sweep % 2 == 0 else range(len(ordered) - 2, -1, -1)
        for i in indices:
            ref = ordered[i - 1] if sweep % 2 == 0 else ordered[i + 1]
            pos = {n: p for p, n in enumerate(ref)}

            def barycenter(node: str, pos: dict[str, int] = pos, forward: bool = sweep % 2 == 0) -> float:
                neighbours = graph.predecessors(node) if forward else graph.successors(node)
                values = [pos[str(n)] for n in neighbours if str(n) in pos]
                return sum(values) / len(values) if values else float("inf")

            current = {n: p for p, n in enumerate(ordered[i])}
            ordered[i].sort(key=lambda n: (barycenter(n), current[n], n))
    return ordered


def layered_layout(graph: nx.DiGraph | dict[str, Any]) -> GraphLayout:
    digraph = nx.relabel_nodes(as_digraph(graph), str, copy=True)
    layers = _order(digraph, _layers(digraph)) if digraph.number_of_nodes() else []
    widest = max((len(layer) for layer in layers), default=0)
    width = 2 * MARGIN + max(widest * NODE_WIDTH + max(widest - 1, 0) * NODE_GAP, 3 * NODE_WIDTH)
    positions: dict[str, tuple[float, float]] = {}
    for level, layer in enumerate(layers):
        row_width = len(layer) * NODE_WIDTH + (len(layer) - 1) * NODE_GAP
        left = (width - row_width) / 2
        for index, node in enumerate(layer):
            x = left + index * (NODE_WIDTH + NODE_GAP)
            y = MARGIN + LEGEND_HEIGHT + level * (NODE_HEIGHT + LAYER_GAP)
            positions[node] = (x, y)
    height = MARGIN * 2 + LEGEND_HEIGHT + max(len(layers), 1) * (NODE_HEIGHT + LAYER_GAP) - LAYER_GAP
    edges = sorted(
        (str(s), str(t), kind) for s, t, data in digraph.edges(data=True) for kind in edge_kinds(data)
    )
    return GraphLayout(positions=positions, layers=layers, width=width, height=height, edges=edges)


def _label(name: str, limit: int = 20) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


def graph_svg(graph: nx.DiGraph | dict[str, Any], *, node_kinds: dict[str, str] | None = None) -> SafeString:
    """The graph as inline SVG: a node per tool (read/write apart), edges coloured by kind, a legend."""
    layout = layered_layout(graph)
    kinds_of_nodes = node_kinds or {}
    parts: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tool-graph" role="img" '
        f'viewBox="0 0 {layout.width:.0f} {layout.height:.0f}" width="{layout.width:.0f}" '
        f'height="{layout.height:.0f}" aria-label="tool dependency graph">',
        "<defs>",
    ]
    for kind, colour in [*EDGE_COLOURS.items(), ("other", OTHER_EDGE_COLOUR)]:
        parts.append(
            f'<marker id="arrow-{kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
            'markerHeight="7" '
            f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{colour}"/></marker>'
        )
    parts.append("</defs>")
    # Legend: only fixed strings, so nothing to escape beyond the kind names we own.
    x = MARGIN
    for kind, colour in EDGE_COLOURS.items():
        parts.append(
            f'<g class="legend-item"><line x1="{x}" y1="{MARGIN}" x2="{x + 24}" y2="{MARGIN}" '
            f'stroke="{colour}" '
            f'stroke-width="2"/><text x="{x + 30}" y="{MARGIN + 4}" font-size="12">{escape(kind)}</text></g>'
        )
        x += 130
    # Several kinds between the same pair are drawn side by side, offset so they stay distinguishable.
    by_pair: dict[tuple[str, str], list[str]] = {}
    for source, target, kind in layout.edges:
        by_pair.setdefault((source, target), []).append(kind)
    for (source, target), kinds in by_pair.items():
        sx, sy = layout.positions[source]
        tx, ty = layout.positions[target]
        for offset_index, kind in enumerate(kinds):
            offset = (offset_index - (len(kinds) - 1) / 2) * 6
            colour = EDGE_COLOURS.get(kind, OTHER_EDGE_COLOUR)
            marker = kind if kind in EDGE_COLOURS else "other"
            x1, y1 = sx + NODE_WIDTH / 2 + offset, sy + NODE_HEIGHT
            x2, y2 = tx + NODE_WIDTH / 2 + offset, ty
            if ty <= sy:  # same layer or backwards (a cycle): bend around the side
                x1, y1 = sx + NODE_WIDTH, sy + NODE_HEIGHT / 2 + offset
                x2, y2 = tx + NODE_WIDTH, ty + NODE_HEIGHT / 2 + offset
                bend = max(x1, x2) + 40
                path = f"M{x1:.1f},{y1:.1f} C{bend:.1f},{y1:.1f} {bend:.1f},{y2:.1f} {x2:.1f},{y2:.1f}"
            else:
                mid = (y1 + y2) / 2
                path = f"M{x1:.1f},{y1:.1f} C{x1:.1f},{mid:.1f} {x2:.1f},{mid:.1f} {x2:.1f},{y2:.1f}"
            parts.append(
                f'<path class="edge edge-{escape(marker)}" d="{path}" fill="none" stroke="{colour}" '
                f'stroke-width="1.6" marker-end="url(#arrow-{marker})" data-source="{escape(source)}" '
                f'data-target="{escape(target)}" data-kind="{escape(kind)}"><title>{escape(source)} → '
                f"{escape(target)} ({escape(kind)})</title></path>"
            )
    for node, (nx_, ny) in sorted(layout.positions.items()):
        node_kind = kinds_of_nodes.get(node, "")
        css = (
            "node node-write" if node_kind == "write" else "node node-read" if node_kind == "read" else "node"
        )
        parts.append(
            f'<g class="{css}" data-tool="{escape(node)}" tabindex="0" role="button" '
            f'aria-label="tool {escape(node)}"><rect x="{nx_:.1f}" y="{ny:.1f}" width="{NODE_WIDTH}" '
            f'height="{NODE_HEIGHT}" rx="6"/>'
            f'<text x="{nx_ + NODE_WIDTH / 2:.1f}" y="{ny + NODE_HEIGHT / 2 + 4:.1f}" text-anchor="middle" '
            f'font-size="12">{escape(_label(node))}</text><title>{escape(node)}</title></g>'
        )
    parts.append("</svg>")
    return mark_safe("".join(parts))
