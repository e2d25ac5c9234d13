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


def test_layout_handles_cycles_by_drawing_one_edge_backwards() -> None:
    graph = nx.DiGraph([("a", "b"), ("b", "a"), ("b", "c")])
    layout = layered_layout(graph)
    level = {node: i for i, layer in enumerate(layout.layers) for node in layer}
    assert level["a"] < level["b"] < level["c"]  # b -> a closes the cycle: it is drawn upwards
    svg = graph_svg(graph)
    assert svg.count('<path class="edge') == 3


def test_state_edges_do_not_place_nodes() -> None:
    graph = nx.DiGraph()
    graph.add_edge("get_order", "cancel_order", kinds=["data_flow"])
    graph.add_edge("cancel_order", "get_order", kinds=["state"])
    level = {n: i for i, layer in enumerate(layered_layout(graph).layers) for n in layer}
    assert level["get_order"] < level["cancel_order"]


def test_long_edges_route_around_the_layer_between() -> None:
    graph = nx.DiGraph([("a", "b"), ("b", "c"), ("a", "c")])
    layout = layered_layout(graph)
    assert [layer for layer in layout.layers] == [["a"], ["b"], ["c"]]
    assert len(layout.routes[("a", "c")]) == 1  # one dummy point in b's layer
    assert ("a", "b") not in layout.routes
    (x, _), (bx, _) = layout.routes[("a", "c")][0], layout.positions["b"]
    assert not bx <= x <= bx + layout.widths["b"]  # the long edge passes beside b, not through it


def test_graph_svg_has_tool_nodes_coloured_edges_and_toggles() -> None:
    svg = graph_svg(_graph(), node_kinds={"cancel_order": "write", "get_order": "read"})
    assert svg.count("data-tool=") == 4
    assert 'class="node node-write" data-tool="cancel_order"' in svg
    assert 'class="node node-read" data-tool="get_order"' in svg
    assert 'rx="15"' in svg and 'rx="3"' in svg  # reads are pills, writes boxes
    for kind, colour in EDGE_COLOURS.items():
        assert f'data-kind="{kind}"' in svg
        assert colour in svg
        assert f'<input type="checkbox" data-edge-toggle="{kind}" checked>' in svg
    assert "edge-off" not in svg.replace(".edge-off", "")  # a small graph shows every kind
    assert "data-graph-view" in svg


def test_state_edges_start_hidden_on_a_large_graph() -> None:
    graph = nx.DiGraph()
    for i in range(40):
        graph.add_edge(f"read_{i}", f"write_{i}", kinds=["data_flow"])
        graph.add_edge(f"write_{i}", f"read_{(i + 1) % 40}", kinds=["state"])
    svg = graph_svg(graph)
    assert '<input type="checkbox" data-edge-toggle="state">' in svg
    assert '<input type="checkbox" data-edge-toggle="data_flow" checked>' in svg
    assert svg.count('class="edge edge-state edge-off"') == 40
    assert 'class="edge edge-data_flow edge-off"' not in svg


def test_graph_svg_of_a_sample_is_deterministic_and_keeps_evidence() -> None:
    from pathlib import Path

    from synthesis.graph import build_tool_graph, graph_to_json
    from synthesis.seeds.specs import parse_sql

    sample = Path(__file__).resolve().parents[2] / "synthesis/seeds/samples/library_loans.sql"
    spec = parse_sql(sample.read_bytes(), name="library_loans")
    graph = build_tool_graph(spec=spec)
    kinds = {t.name: str(t.kind) for t in spec.tools}
    first = graph_svg(graph, node_kinds=kinds)
    assert first == graph_svg(graph_to_json(graph), node_kinds=kinds)
    assert first.count("data-tool=") == len(spec.tools)
    assert "create_loan returns the new loans.loan_id -&gt; get_loan(loan_id)" in first
    layout = layered_layout(graph)
    assert len(layout.layers) >= 5  # no longer one row
    assert max(len(layer) for layer in layout.layers) < len(spec.tools) / 2


def test_graph_svg_has_tool_nodes_coloured_edges_and_legend() -> None:
    svg = graph_svg(_graph())
    for kind in EDGE_COLOURS:
        assert f"{kind.replace('_', ' ')} (1)</label>" in svg  # legend entry with its count


def test_graph_svg_accepts_node_link_json_with_kinds_lists() -> None:
    data = nx.node_link_data(_graph(), edges="edges")
    data["edges"][0]["kinds"] = ["data_flow", "state"]
    svg = graph_svg(data)
    assert svg.count('data-source="list_orders" data-target="get_order"') == 2


def test_graph_svg_escapes_node_names_and_evidence() -> None:
    graph = nx.DiGraph()
    graph.add_edge(XSS, 'x" onclick="evil()', kinds=["data_flow"], evidence=[XSS, "a & b"])
    graph.nodes[XSS]["kind"] = "<b>read</b>"
    svg = graph_svg(graph)
    assert "<script>" not in svg and "<b>" not in svg
    assert "&lt;script&gt;" in svg and "a &amp; b" in svg
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


def test_code_diffs_are_unified_highlighted_and_mark_the_changed_characters() -> None:
    from review.rendering.revision_diff import unified_code_diff_html

    old = "def check(final_state, initial_state):\n    return 'ORD-002' not in keys\n"
    new = "def check(final_state, initial_state):\n    return 'ORD-003' not in keys\n"
    html = str(unified_code_diff_html(old, new))
    assert html.count('class="diff-del"') == 1 and html.count('class="diff-add"') == 1
    assert '<mark class="del">2</mark>' in html and '<mark class="add">3</mark>' in html
    assert '<span class="k">def</span>' in html  # the unchanged line is highlighted as Python
    assert "\\n" not in html  # code, not a JSON-escaped string


def test_revision_diff_puts_states_in_tables_and_fields_side_by_side() -> None:
    from review.rendering.revision_diff import revision_diff

    old = {"task": "Lend <b>b1</b>.", "initial_state": {"books": [{"id": "b1", "status": "available"}]}}
    new = {"task": "Lend <b>b2</b>.", "initial_state": {"books": [{"id": "b1", "status": "lent"}]}}
    diff = revision_diff(old, new, primary_keys={"books": "id"})
    assert diff.changed == 2 and not diff.code_html
    assert [name for name, _ in diff.state_html] == ["initial_state"]
    assert "diff-update" in str(diff.state_html[0][1])
    fields = str(diff.fields_html)
    assert "<code>task</code>" in fields and "&lt;b&gt;b" in fields and "<b>b1" not in fields
    assert '<mark class="del">1</mark>' in fields and '<mark class="add">2</mark>' in fields
