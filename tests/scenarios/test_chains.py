from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass

import networkx as nx
import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.scenarios.chains import GateDecision, expand_chain, sample_chains


def test_chains_follow_edges_contain_a_write_and_end_in_a_write(
    spec: EnvironmentSpec, graph: nx.DiGraph
) -> None:
    chains = sample_chains(graph=graph, spec=spec, length=(2, 4), count=10, seed=3)
    assert len(chains) == 10
    assert len({tuple(c) for c in chains}) == 10
    for chain in chains:
        assert 2 <= len(chain) <= 4
        assert all(graph.has_edge(a, b) for a, b in itertools.pairwise(chain))
        assert len(set(chain)) == len(chain)
        assert spec.tool(chain[-1]).kind.value == "write"


def test_same_seed_same_chains(spec: EnvironmentSpec, graph: nx.DiGraph) -> None:
    first = sample_chains(graph=graph, spec=spec, length=(1, 3), count=6, seed=5)
    assert first == sample_chains(graph=graph, spec=spec, length=(1, 3), count=6, seed=5)


def test_chains_spread_across_tools(spec: EnvironmentSpec, graph: nx.DiGraph) -> None:
    chains = sample_chains(graph=graph, spec=spec, length=(2, 3), count=8, seed=1)
    usage = Counter(tool for chain in chains for tool in chain)
    assert set(usage) == set(graph.nodes)  # every tool appears somewhere
    assert max(usage.values()) <= len(chains)  # no tool is in every chain... and with spread:
    assert max(usage.values()) - min(usage.values()) <= 5


def test_reads_only_graph_gives_no_chains(spec: EnvironmentSpec) -> None:
    graph = nx.DiGraph()
    graph.add_node("find_members", kind="read")
    graph.add_node("get_member", kind="read")
    graph.add_edge("find_members", "get_member", kinds=["data_flow"])
    assert sample_chains(graph=graph, spec=spec, length=(1, 3), count=3, seed=0) == []


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"length": (0, 2)}, "length"), ({"length": (3, 2)}, "length"), ({"count": -1}, "negative")],
)
def test_bad_arguments_are_rejected(
    spec: EnvironmentSpec, graph: nx.DiGraph, kwargs: dict, message: str
) -> None:
    arguments = {"graph": graph, "spec": spec, "length": (1, 2), "count": 1, "seed": 0, **kwargs}
    with pytest.raises(ValueError, match=message):
        sample_chains(**arguments)


def test_unknown_graph_node_is_rejected(spec: EnvironmentSpec, graph: nx.DiGraph) -> None:
    graph.add_node("teleport", kind="write")
    with pytest.raises(ValueError, match="teleport"):
        sample_chains(graph=graph, spec=spec, length=(1, 2), count=1, seed=0)


def test_expansion_adds_only_tools_whose_dependencies_are_present(
    spec: EnvironmentSpec, graph: nx.DiGraph
) -> None:
    expanded = expand_chain(
        chain=["find_books", "borrow_book"], graph=graph, spec=spec, max_tools=6, max_writes=3, seed=0
    )
    assert expanded[:2] == ["find_books", "borrow_book"]
    for index, tool in enumerate(expanded[2:], start=2):
        present = set(expanded[:index])
        predecessors = set(graph.predecessors(tool))
        assert predecessors & present
        data = {p for p in predecessors if "data_flow" in graph.edges[p, tool]["kinds"]}
        assert not data or data & present
    # pay_fine needs data from get_member, which is never present here
    assert "pay_fine" not in expanded


def test_expansion_respects_limits_and_is_deterministic(spec: EnvironmentSpec, graph: nx.DiGraph) -> None:
    kwargs = {"chain": ["get_member", "pay_fine"], "graph": graph, "spec": spec, "seed": 4}
    limited = expand_chain(**kwargs, max_tools=3, max_writes=5)
    assert len(limited) == 3
    one_write = expand_chain(**kwargs, max_tools=8, max_writes=1)
    assert [t for t in one_write if spec.tool(t).kind.value == "write"] == ["pay_fine"]
    assert expand_chain(**kwargs, max_tools=8, max_writes=3) == expand_chain(
        **kwargs, max_tools=8, max_writes=3
    )
    with pytest.raises(ValueError, match="smaller than the chain"):
        expand_chain(**kwargs, max_tools=1, max_writes=1)


@dataclass
class _Answer:
    value: GateDecision


class RejectingGate:
    """Stands in for LLMGateway.structured: rejects update_email, accepts everything else."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def structured(self, *, prompt: str, variables: dict, output: type, stage: str) -> _Answer:
        assert prompt == "scenario_expansion_gate" and output is GateDecision
        self.asked.append(variables["candidate"].split(" ")[0])
        return _Answer(GateDecision(accept="update_email" not in variables["candidate"], reason="test"))


def test_llm_gate_can_reject_an_addition(spec: EnvironmentSpec, graph: nx.DiGraph) -> None:
    gate = RejectingGate()
    expanded = expand_chain(
        chain=["get_member", "pay_fine"],
        graph=graph,
        spec=spec,
        max_tools=8,
        max_writes=4,
        seed=1,
        gateway=gate,
    )
    assert "update_email" in gate.asked
    assert "update_email" not in expanded
    assert len(expanded) > 2
