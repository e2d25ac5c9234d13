"""Fixtures: the library environment, its graph and sandbox sessions."""

from __future__ import annotations

from collections.abc import Callable

import networkx as nx
import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.sandbox import SandboxSession, open_session
from tests.scenarios.library_env import library_graph, library_spec


@pytest.fixture
def spec() -> EnvironmentSpec:
    return library_spec()


@pytest.fixture
def graph(spec: EnvironmentSpec) -> nx.DiGraph:
    return library_graph(spec)


@pytest.fixture
def sandbox_factory() -> Callable[[], SandboxSession]:
    # The fixture environment is hand-written test code; isolation is used when the machine has it.
    return lambda: open_session(untrusted=False)
