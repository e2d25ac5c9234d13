"""The fake server itself: script format, separate-process mode, header names."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Callable

import pytest
from pydantic import BaseModel

from synthesis.llm import PROMPT_HEADER, PROMPT_VERSION_HEADER, STAGE_HEADER
from tests.fakes import openai_server
from tests.fakes.fixtures import FakeServerProcess, fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, hashed_embedding


class Echo(BaseModel):
    echo: str


def test_header_names_match_the_gateway() -> None:
    assert openai_server.STAGE_HEADER == STAGE_HEADER
    assert openai_server.PROMPT_HEADER == PROMPT_HEADER
    assert openai_server.PROMPT_VERSION_HEADER == PROMPT_VERSION_HEADER


def test_separate_process_with_a_script(fake_openai_process: Callable[..., FakeServerProcess]) -> None:
    script = {
        "rules": [
            {"name": "flaky", "match": {"prompt": "example_echo"}, "times": 1, "reply": {"status": 500}},
            {
                "name": "echo",
                "match": {"prompt": "example_echo"},
                "reply": {"json": {"echo": "from process"}},
            },
        ]
    }
    server = fake_openai_process(script=script)
    gateway = fake_gateway_for(fake_endpoint_config(server.base_url))
    result = gateway.structured(
        prompt="example_echo", variables={"text": "a", "data": 1}, output=Echo, stage="e2e"
    )
    assert result.value.echo == "from process"
    stats = server.stats()
    assert stats["rule_hits"] == {"flaky": 1, "echo": 1} and stats["requests"] == 2
    assert stats["prompt_tokens"] == result.prompt_tokens
    server.add_rules({"replace": True, "rules": [{"match": {"contains": "b"}, "reply": {"text": "new"}}]})
    server.reset_counters()
    assert gateway.chat(messages=[{"role": "user", "content": "b"}], stage="e2e").content == "new"
    assert server.stats()["requests"] == 1
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/v1/models", timeout=5) as response:
        assert "fake-model" in [model["id"] for model in json.loads(response.read())["data"]]


def test_bad_scripts_are_rejected(fake_openai: FakeOpenAIServer) -> None:
    with pytest.raises(ValueError, match="unknown reply"):
        fake_openai.load_script({"rules": [{"reply": {"jsn": {}}}]})
    with pytest.raises(ValueError, match="unknown match key"):
        fake_openai.load_script({"rules": [{"match": {"promtp": "x"}, "reply": {"text": ""}}]})
    with pytest.raises(ValueError, match="unknown script key"):
        fake_openai.load_script({"rulez": []})
    with pytest.raises(ValueError, match="endpoint must be one of"):
        fake_openai.on(endpoint="images")
    request = urllib.request.Request(
        f"http://127.0.0.1:{fake_openai.port}/_fake/rules", data=b'{"rules": [{}]}', method="POST"
    )
    with pytest.raises(urllib.error.HTTPError) as raised:
        urllib.request.urlopen(request, timeout=5)
    assert raised.value.code == 400


def test_script_rules_match_in_order_with_times(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.load_script(
        {
            "rules": [
                {"name": "first", "match": {"contains": "q"}, "times": 2, "reply": {"text": "one"}},
                {"name": "then", "match": {"contains": "q"}, "reply": {"text": "two"}},
            ]
        }
    )
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url))
    answers = [gateway.chat(messages=[{"role": "user", "content": "q"}], stage="s").content for _ in range(3)]
    assert answers == ["one", "one", "two"]
    assert fake_openai.stats()["rule_hits"] == {"first": 2, "then": 1}


def test_a_failing_reply_function_gives_a_500_not_a_dead_server(fake_openai: FakeOpenAIServer) -> None:
    def broken(request: FakeRequest) -> str:
        raise RuntimeError(f"script bug while answering {request.endpoint}")

    fake_openai.on(times=1).call(broken)
    fake_openai.on().text("alive")
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url))
    assert gateway.chat(messages=[{"role": "user", "content": "x"}], stage="s").content == "alive"


def test_hashed_embedding_is_deterministic_and_unit_length() -> None:
    vector = hashed_embedding("Hello hello world", dimensions=16)
    assert vector == hashed_embedding("hello HELLO world!", dimensions=16)
    assert sum(value * value for value in vector) == pytest.approx(1.0)
    assert sum(value * value for value in hashed_embedding("", dimensions=16)) == pytest.approx(1.0)
