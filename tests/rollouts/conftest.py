"""Fixtures: the fake LLM server and gateway, sandbox sessions, the library environment and scenario."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import SandboxSession, open_session
from tests.fakes.fixtures import fake_gateway, fake_llm_config, fake_openai, fake_openai_process  # noqa: F401
from tests.fakes.openai_server import FakeRequest, Reply
from tests.rollouts.library import dune_scenario, library_spec

DIRECT_TASK = "Please borrow the book Dune (not a sequel) for member M-2."


@pytest.fixture
def sandbox_factory() -> Callable[[], SandboxSession]:
    # The environment is hand-written test code: a plain worker process is enough where bubblewrap is missing.
    return lambda: open_session(untrusted=False)


@pytest.fixture
def spec() -> EnvironmentSpec:
    return library_spec()


@pytest.fixture
def direct_scenario() -> ScenarioSpec:
    return dune_scenario(task=DIRECT_TASK)


@pytest.fixture
def conversation_scenario() -> ScenarioSpec:
    return dune_scenario()


Turn = str | list[tuple[str, Any]]


def assistant_turns(request: FakeRequest) -> int:
    return sum(1 for message in request.messages if message.get("role") == "assistant")


def scripted_agent(turns: list[Turn]) -> Callable[[FakeRequest], Reply]:
    """An agent playing ``turns`` in order: a list of (tool, arguments) is one turn of calls, a str a text."""

    def answer(request: FakeRequest) -> Reply:
        index = assistant_turns(request)
        if index >= len(turns):
            return Reply.text("All done.")
        turn = turns[index]
        return Reply.text(turn) if isinstance(turn, str) else Reply.tool_calls(turn)

    return answer


def tool_results(request: FakeRequest) -> list[dict[str, Any]]:
    return [json.loads(m["content"]) for m in request.messages if m.get("role") == "tool"]
