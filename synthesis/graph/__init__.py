"""The tool dependency graph: which tool's outcome feeds or enables which other tool."""

from synthesis.graph.build import (
    EDGE_KINDS,
    build_tool_graph,
    graph_from_json,
    graph_summary,
    graph_to_json,
)

__all__ = ["EDGE_KINDS", "build_tool_graph", "graph_from_json", "graph_summary", "graph_to_json"]
