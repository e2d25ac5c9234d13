"""Edge semantics on a small SQL seed: an edge A -> B means "B can usefully follow A"."""

import networkx as nx
import pytest

from synthesis.graph import build_tool_graph, graph_summary
from synthesis.seeds.specs import parse_sql

# Three tables that all have a ``name`` and a ``status``; only projects refer to teams.
DDL = b"""
CREATE TABLE teams (team_id SERIAL PRIMARY KEY, name VARCHAR(50) NOT NULL,
  status VARCHAR(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')));
CREATE TABLE projects (project_id SERIAL PRIMARY KEY, team_id INTEGER NOT NULL REFERENCES teams (team_id),
  name VARCHAR(50) NOT NULL,
  status VARCHAR(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')));
CREATE TABLE vendors (vendor_id SERIAL PRIMARY KEY, name VARCHAR(50) NOT NULL UNIQUE,
  status VARCHAR(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')));
"""


@pytest.fixture(scope="module")
def graph() -> nx.DiGraph:
    return build_tool_graph(spec=parse_sql(DDL, name="small"))


def _kinds(graph: nx.DiGraph, a: str, b: str) -> list[str]:
    return graph.edges[a, b]["kinds"] if graph.has_edge(a, b) else []


def test_a_create_feeds_a_get_of_what_it_created(graph: nx.DiGraph) -> None:
    edge = graph.edges["create_team", "get_team"]
    assert edge["kinds"] == ["data_flow", "precondition", "state"]
    assert "create_team returns the new teams.team_id -> get_team(team_id)" in edge["evidence"]
    assert any(e.startswith("create_team establishes teams required by get_team") for e in edge["evidence"])


def test_a_key_feeds_the_foreign_key_of_a_referencing_create(graph: nx.DiGraph) -> None:
    assert "data_flow" in _kinds(graph, "create_team", "create_project")
    assert (
        "search_teams returns teams.team_id -> create_project(team_id)"
        in (graph.edges["search_teams", "create_project"]["evidence"])
    )


def test_no_edge_between_unrelated_tools_sharing_field_names(graph: nx.DiGraph) -> None:
    vendor_tools = {n for n in graph if "vendor" in n}
    # name and status exist in all three tables, but vendors are referenced by nothing.
    assert not any((a in vendor_tools) != (b in vendor_tools) for a, b in graph.edges)
    assert graph_summary(graph)["weakly_connected_components"] == 2
    # A search returning statuses does not feed an update taking a status.
    assert not graph.has_edge("search_teams", "update_project")


def test_references_held_in_rows_and_reads_of_the_same_table_are_no_steps(graph: nx.DiGraph) -> None:
    # A project row holds its team_id, but the project read does not feed team tools.
    assert not graph.has_edge("get_project", "update_team")
    assert not graph.has_edge("get_project", "create_project")
    # search then get of the same table returns rows already seen.
    assert not graph.has_edge("search_teams", "get_team")
    # A unique value registered by a create is not fed by a read returning it.
    assert "data_flow" not in _kinds(graph, "get_vendor", "create_vendor")


def test_state_edges_need_a_reader_or_a_precondition_on_the_table(graph: nx.DiGraph) -> None:
    assert _kinds(graph, "update_team", "get_team") == ["state"]
    # create_project checks that its team exists; create_team checks nothing about teams.
    assert _kinds(graph, "update_team", "create_project") == ["state"]
    assert not graph.has_edge("update_team", "create_team")
    # An update makes no new row, so it establishes nothing a precondition requires of the row's existence.
    assert "precondition" not in _kinds(graph, "update_team", "delete_team")


def test_no_self_loops_and_dependencies_are_acyclic(graph: nx.DiGraph) -> None:
    assert nx.number_of_selfloops(graph) == 0
    dependencies = nx.DiGraph(
        [(a, b) for a, b, data in graph.edges(data=True) if set(data["kinds"]) - {"state"}]
    )
    assert nx.is_directed_acyclic_graph(dependencies)
    summary = graph_summary(graph)
    # get_team -> create_project -> get_project -> update_project: the longest dependency chain.
    assert summary["longest_dependency_path_length"] == nx.dag_longest_path_length(dependencies) >= 3
    assert all(graph.edges[e]["evidence"] for e in graph.edges)


def test_sample_library_is_no_longer_one_component() -> None:
    from pathlib import Path

    sample = Path(__file__).resolve().parents[2] / "synthesis/seeds/samples/library_loans.sql"
    graph = build_tool_graph(spec=parse_sql(sample.read_bytes(), name="library_loans"))
    summary = graph_summary(graph)
    assert summary["edges"] < 300  # was 481 when any shared field name made an edge
    assert summary["longest_dependency_path_length"] >= 4
    assert len(list(nx.strongly_connected_components(graph))) > 3
