"""Fixtures: the library environment, its graph and sandbox sessions, and a fake LLM server with a gateway."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import networkx as nx
import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.llm.gateway import LLMGateway
from synthesis.sandbox import SandboxSession, open_session
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer
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


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as fake:
        yield fake


@pytest.fixture
def gateway(server: FakeOpenAIServer) -> Iterator[LLMGateway]:
    with fake_gateway_for(fake_endpoint_config(server.base_url)) as gw:
        yield gw
