"""Rendering helpers: deterministic layout, escaping, charts, code, state tables and diffs."""

from __future__ import annotations

import networkx as nx
import pytest

from review.rendering import (
    EDGE_COLOURS,
    bar_chart_svg,
    graph_svg,
    highlight_code,
    highlight_css,
    layered_layout,
    line_chart_svg,
    state_diff_html,
    state_tables_html,
    text_diff_html,
)
from synthesis.ir import Field, StateSchema, Table

XSS = "<script>alert(1)</script>"


def _graph() -> nx.DiGraph:
    graph = nx.DiGraph()
    graph.add_edge("list_orders", "get_order", kind="data_flow")
    graph.add_edge("get_order", "cancel_order", kind="precondition")
    graph.add_edge("list_orders", "cancel_order", kind="state")
    graph.add_node("lonely_tool")
    return graph


def test_layout_layers_follow_dependencies() -> None:
    layout = layered_layout(_graph())
    level = {node: i for i, layer in enumerate(layout.layers) for node in layer}
    assert level["list_orders"] < level["get_order"] < level["cancel_order"]
    assert level["lonely_tool"] == 0
    assert set(layout.positions) == {"list_orders", "get_order", "cancel_order", "lonely_tool"}


def test_layout_is_deterministic_whatever_the_insertion_order() -> None:
    reversed_graph = nx.DiGraph()
    for node in reversed(list(_graph().nodes)):
        reversed_graph.add_node(node)
    for source, target, data in reversed(list(_graph().edges(data=True))):
        reversed_graph.add_edge(source, target, **data)
    assert layered_layout(_graph()).positions == layered_layout(reversed_graph).positions
    assert graph_svg(_graph()) == graph_svg(reversed_graph)


def test_layout_handles_cycles() -> None:
    graph = nx.DiGraph([("a", "b"), ("b", "a"), ("b", "c")])
    layout = layered_layout(graph)
    level = {node: i for i, layer in enumerate(layout.layers) for node in layer}
    assert level["a"] == level["b"] < level["c"]
    assert "<path" in graph_svg(graph)


def test_graph_svg_has_tool_nodes_coloured_edges_and_legend() -> None:
    svg = graph_svg(_graph(), node_kinds={"cancel_order": "write", "get_order": "read"})
    assert svg.count("data-tool=") == 4
    assert 'data-tool="cancel_order"' in svg
    assert 'class="node node-write" data-tool="cancel_order"' in svg
    for kind, colour in EDGE_COLOURS.items():
        assert f'data-kind="{kind}"' in svg
        assert colour in svg
        assert f">{kind}</text>" in svg  # legend entry


def test_graph_svg_accepts_node_link_json_with_kinds_lists() -> None:
    data = nx.node_link_data(_graph(), edges="edges")
    data["edges"][0]["kinds"] = ["data_flow", "state"]
    svg = graph_svg(data)
    assert svg.count('data-source="list_orders" data-target="get_order"') == 2


def test_graph_svg_escapes_node_names() -> None:
    graph = nx.DiGraph([(XSS, 'x" onclick="evil()')])
    svg = graph_svg(graph)
    assert "<script>" not in svg
    assert "&lt;script&gt;" in svg
    assert 'onclick="evil()"' not in svg


def test_graph_svg_rejects_non_graphs() -> None:
    with pytest.raises(TypeError, match="node-link"):
        graph_svg(["not", "a", "graph"])  # type: ignore[arg-type]


def test_empty_graph_renders() -> None:
    assert "<svg" in graph_svg({})


def test_bar_chart_scales_and_escapes() -> None:
    svg = bar_chart_svg([("static", 1.0), (XSS, 0.5)], title="pass rate", max_value=1.0)
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    assert svg.count("<rect") == 2
    assert 'width="180.0"' in svg and 'width="90.0"' in svg


def test_bar_chart_rejects_negative_values() -> None:
    with pytest.raises(ValueError, match="negative"):
        bar_chart_svg([("a", -1)], title="t")


def test_charts_without_data_say_so() -> None:
    assert "no data" in bar_chart_svg([], title="t")
    assert "no data" in line_chart_svg([], title="t")


def test_line_chart_has_a_point_per_value() -> None:
    svg = line_chart_svg([("mon", 1), ("tue", 3), ("wed", 2)], title="per day")
    assert svg.count("<circle") == 3
    assert "wed: 2" in svg


def test_highlight_code_escapes_and_uses_css_class() -> None:
    html = highlight_code(f"x = '{XSS}'\n")
    assert "<script>" not in html
    assert 'class="highlight"' in html
    assert ".highlight" in highlight_css()


def test_highlight_code_rejects_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        highlight_code("x", language="no-such-language")


def test_text_diff_marks_changed_lines_and_escapes() -> None:
    html = text_diff_html("a\nb\nc\n", f"a\n{XSS}\nc\n")
    assert 'class="diff-text diff-del"><pre>b</pre>' in html
    assert "diff-add" in html and "&lt;script&gt;" in html and "<script>" not in html
    assert "no differences" in text_diff_html("same", "same")


def test_state_tables_use_schema_order_and_escape() -> None:
    schema = StateSchema(
        tables=[Table(name="orders", primary_key="id", fields=[Field(name="id"), Field(name="note")])]
    )
    html = state_tables_html({"orders": [{"note": XSS, "id": "o1", "extra": 3}], "zzz": []}, schema=schema)
    assert html.index("<th>id</th>") < html.index("<th>note</th>") < html.index("<th>extra</th>")
    assert "&lt;script&gt;" in html and "<script>" not in html
    assert "no rows" in html


def test_state_tables_reject_bad_state() -> None:
    with pytest.raises(TypeError, match="list of rows"):
        state_tables_html({"orders": {"id": 1}})


def test_state_diff_shows_insert_update_delete() -> None:
    before = {"orders": [{"id": "o1", "status": "open"}, {"id": "o2", "status": "open"}]}
    after = {"orders": [{"id": "o1", "status": XSS}, {"id": "o3", "status": "new"}]}
    html = state_diff_html(before, after, primary_keys={"orders": "id"})
    assert 'class="diff-insert"' in html and 'class="diff-delete"' in html and 'class="diff-update"' in html
    assert "<del>open</del>" in html and "&lt;script&gt;" in html and "<script>" not in html
    assert "no differences" in state_diff_html(before, before, primary_keys={"orders": "id"})
