import networkx as nx
import pytest

from synthesis.graph import build_tool_graph, graph_from_json, graph_summary, graph_to_json
from synthesis.ir import EnvironmentSpec
from tests.verify.envfixtures import library_spec, pharmacy_spec


def _kinds(graph, a, b):
    return graph.edges[a, b]["kinds"] if graph.has_edge(a, b) else []


def test_nodes_carry_kind_reads_and_writes():
    graph = build_tool_graph(spec=pharmacy_spec())
    assert graph.nodes["request_refill"] == {
        "kind": "write",
        "reads": ["patients", "medications"],
        "writes": ["refills"],
        "parameters": ["patient_id", "medication_id", "quantity"],
    }


def test_edges_of_each_kind_with_evidence():
    graph = build_tool_graph(spec=pharmacy_spec())
    edge = graph.edges["create_patient", "request_refill"]
    assert edge["kinds"] == ["data_flow", "precondition", "state"]
    assert "create_patient returns patient_id -> request_refill(patient_id)" in edge["evidence"]
    # A field value established by a postcondition meets the precondition that requires it.
    assert any(
        "establishes refills.status" in e for e in graph.edges["request_refill", "approve_refill"]["evidence"]
    )
    assert _kinds(graph, "list_refills", "approve_refill") == ["data_flow"]  # returns refill_id
    assert _kinds(graph, "approve_refill", "list_refills") == ["state"]  # writes refills, which it reads
    # Shared non-key values (a name) are no dependency, and a tool never feeds itself.
    assert not graph.has_edge("request_refill", "create_patient")
    assert not any(a == b for a, b in graph.edges)


def test_library_graph_and_summary():
    graph = build_tool_graph(spec=library_spec())
    assert _kinds(graph, "checkout_book", "return_book") == ["data_flow", "precondition", "state"]
    assert _kinds(graph, "search_books", "checkout_book") == ["data_flow"]
    assert not graph.has_edge("get_member", "add_member")  # an email to register is not fed by a lookup
    summary = graph_summary(graph)
    assert summary == {
        "nodes": 5,
        "edges": 8,
        "longest_path_length": 2,
        "longest_dependency_path_length": 3,  # add_member -> get_member -> checkout_book -> return_book
        "has_cycles": True,
        "weakly_connected_components": 1,
        # return_book (no result, a write) hands back no key: it does not feed checkout_book's book_id.
        "edges_by_kind": {"data_flow": 5, "precondition": 3, "state": 6},
    }


def test_summary_of_an_acyclic_graph_and_components():
    spec = pharmacy_spec()
    only = [t for t in spec.tools if t.name in {"create_patient", "request_refill", "approve_refill"}]
    graph = build_tool_graph(spec=spec.model_copy(update={"tools": only}))
    summary = graph_summary(graph)
    assert not summary["has_cycles"] and summary["longest_path_length"] == 2
    assert nx.dag_longest_path(graph) == ["create_patient", "request_refill", "approve_refill"]
    lonely = spec.model_copy(update={"tools": [spec.tool("create_patient"), spec.tool("approve_refill")]})
    assert graph_summary(build_tool_graph(spec=lonely))["weakly_connected_components"] == 2


def test_text_only_preconditions_still_link_creators():
    data = pharmacy_spec().model_dump()
    for tool in data["tools"]:
        for condition in tool["preconditions"] + tool["postconditions"]:
            condition["expr"] = None
    graph = build_tool_graph(spec=EnvironmentSpec.model_validate(data))
    assert "precondition" in _kinds(graph, "request_refill", "approve_refill")


def test_json_round_trip():
    graph = build_tool_graph(spec=library_spec())
    data = graph_to_json(graph)
    assert {"nodes", "edges"} <= set(data)
    back = graph_from_json(data)
    assert sorted(back.edges(data=True)) == sorted(graph.edges(data=True))
    assert dict(back.nodes(data=True)) == dict(graph.nodes(data=True))


def test_graph_from_json_rejects_other_data():
    with pytest.raises(ValueError, match="node-link"):
        graph_from_json({"links": []})
