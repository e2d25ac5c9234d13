"""Structured outputs through the real SDK against the fake server, in every structured mode."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from synthesis.llm import EndpointConfig, LLMError, LLMGateway
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer

ECHO_VARIABLES = {"text": "hello", "data": {"n": 1}}


class Echo(BaseModel):
    echo: str


class Loose(BaseModel):
    echo: str
    note: str = ""  # optional field: the schema cannot be strict


def gateway_for(server: FakeOpenAIServer, **overrides: object) -> LLMGateway:
    return fake_gateway_for(fake_endpoint_config(server.base_url, **overrides))


@pytest.mark.parametrize("mode", ["json_schema", "json_object", "tools", "plain"])
def test_each_mode_parses_the_answer_and_records_provenance(fake_openai: FakeOpenAIServer, mode: str) -> None:
    fake_openai.on(prompt="example_echo").json({"echo": "hello"})
    result = gateway_for(fake_openai, structured_mode=mode).structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="test"
    )
    assert result.value == Echo(echo="hello")
    assert (result.prompt, result.prompt_version, result.model) == ("example_echo", "1", "fake-model")
    assert result.cached is False
    assert result.prompt_tokens > 0 and result.completion_tokens > 0
    request = fake_openai.requests[0]
    assert request.stage == "test" and request.prompt == "example_echo" and request.prompt_version == "1"


def test_json_schema_mode_sends_a_strict_schema_when_possible(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().json({"echo": "x"})
    gateway = gateway_for(fake_openai, structured_mode="json_schema")
    gateway.structured(prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s")
    gateway.structured(prompt="example_echo", variables=ECHO_VARIABLES, output=Loose, stage="s")
    strict_format, loose_format = (request.body["response_format"] for request in fake_openai.requests)
    assert strict_format["type"] == "json_schema"
    assert strict_format["json_schema"]["strict"] is True
    assert strict_format["json_schema"]["schema"]["additionalProperties"] is False
    assert loose_format["json_schema"]["strict"] is False


def test_json_object_and_plain_modes_put_the_schema_in_the_system_prompt(
    fake_openai: FakeOpenAIServer,
) -> None:
    fake_openai.on().json({"echo": "x"})
    gateway_for(fake_openai, structured_mode="json_object").structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    gateway_for(fake_openai, structured_mode="plain").structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    object_request, plain_request = fake_openai.requests
    assert object_request.body["response_format"] == {"type": "json_object"}
    assert "response_format" not in plain_request.body
    for request in (object_request, plain_request):
        system = request.messages[0]["content"]
        assert system.startswith("You are a test helper.")
        assert '"echo"' in system and '"required"' in system and "JSON" in system


def test_tools_mode_forces_one_function_call(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().json({"echo": "x"})
    gateway_for(fake_openai, structured_mode="tools").structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    body = fake_openai.requests[0].body
    assert body["tool_choice"] == {"type": "function", "function": {"name": "Echo"}}
    assert body["tools"][0]["function"]["parameters"]["required"] == ["echo"]


def test_plain_mode_tolerates_a_json_fence(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().json({"echo": "fenced"}, fenced=True)
    result = gateway_for(fake_openai, structured_mode="plain").structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    assert result.value.echo == "fenced"


def test_plain_mode_finds_json_inside_prose(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().text('Sure! Here it is: {"echo": "in prose"} Hope that helps.')
    result = gateway_for(fake_openai, structured_mode="plain").structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    assert result.value.echo == "in prose"


@pytest.mark.parametrize("mode", ["json_schema", "tools"])
def test_invalid_json_is_reasked_once_with_the_error(fake_openai: FakeOpenAIServer, mode: str) -> None:
    fake_openai.on(name="bad", times=1).malformed_json()
    fake_openai.on(name="good").json({"echo": "second try"})
    result = gateway_for(fake_openai, structured_mode=mode).structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    assert result.value.echo == "second try"
    assert fake_openai.hits("bad") == 1 and fake_openai.hits("good") == 1
    reask = fake_openai.requests[1].messages
    assert reask[-2]["role"] == "assistant" and "not valid json" in reask[-2]["content"]
    assert reask[-1]["role"] == "user" and "not valid JSON" in reask[-1]["content"]
    # Tokens of both calls are counted.
    assert result.prompt_tokens == fake_openai.stats()["prompt_tokens"]


def test_schema_mismatch_is_reasked_with_the_validation_error(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).json({"wrong_field": 1})
    fake_openai.on().json({"echo": "fixed"})
    result = gateway_for(fake_openai).structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    assert result.value.echo == "fixed"
    assert "echo" in fake_openai.requests[1].messages[-1]["content"]
    assert "does not match the schema" in fake_openai.requests[1].messages[-1]["content"]


def test_truncated_json_is_reasked(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).truncated_json({"echo": "a long answer that gets cut off"})
    fake_openai.on().json({"echo": "short"})
    result = gateway_for(fake_openai).structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    assert result.value.echo == "short"
    assert "truncated" in fake_openai.requests[1].messages[-1]["content"]


def test_empty_choices_are_reasked(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).empty_choices()
    fake_openai.on().json({"echo": "ok"})
    result = gateway_for(fake_openai).structured(
        prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="s"
    )
    assert result.value.echo == "ok"
    assert fake_openai.request_count == 2


def test_invalid_twice_raises_llm_error(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().malformed_json()
    gateway = gateway_for(fake_openai)
    with pytest.raises(LLMError) as raised:
        gateway.structured(prompt="example_echo", variables=ECHO_VARIABLES, output=Echo, stage="mining")
    message = str(raised.value)
    assert fake_openai.base_url in message and "stage mining" in message and "after one re-ask" in message
    assert raised.value.stage == "mining"
    assert fake_openai.request_count == 2


def test_output_must_be_a_pydantic_model(fake_openai: FakeOpenAIServer) -> None:
    with pytest.raises(TypeError, match="pydantic model"):
        gateway_for(fake_openai).structured(
            prompt="example_echo",
            variables=ECHO_VARIABLES,
            output=dict,  # type: ignore[type-var]
            stage="s",
        )
    assert fake_openai.request_count == 0


def test_config_rejects_an_unknown_mode() -> None:
    with pytest.raises(ValueError, match="structured_mode"):
        EndpointConfig(base_url="http://x", api_key="", model="m", structured_mode="xml")  # type: ignore[arg-type]
