"""chat(): scripted tool calls and plain turns, for exploring agents and rollouts."""

from __future__ import annotations

import json

import pytest

from synthesis.llm import LLMError, LLMGateway, MemoryCache
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_order",
            "description": "Look up an order.",
            "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}},
        },
    }
]


def test_scripted_tool_call_comes_back_in_openai_shape(
    fake_gateway: LLMGateway, fake_openai: FakeOpenAIServer
) -> None:
    fake_openai.on(stage="explore", contains="order 42").tool_call("get_order", {"order_id": "42"})
    result = fake_gateway.chat(
        messages=[{"role": "user", "content": "What is the status of order 42?"}],
        tools=TOOLS,
        stage="explore",
    )
    assert result.finish_reason == "tool_calls"
    assert result.message["role"] == "assistant" and result.content is None
    (call,) = result.tool_calls
    assert call["type"] == "function" and call["function"]["name"] == "get_order"
    assert json.loads(call["function"]["arguments"]) == {"order_id": "42"}
    assert fake_openai.requests[0].body["tools"] == TOOLS


def test_a_rollout_conversation_with_several_turns(
    fake_gateway: LLMGateway, fake_openai: FakeOpenAIServer
) -> None:
    def has_tool_result(request: FakeRequest) -> bool:
        return any(message.get("role") == "tool" for message in request.messages)

    fake_openai.on(predicate=has_tool_result).text("Order 42 has shipped.")
    fake_openai.on().tool_calls([("get_order", {"order_id": "42"}), ("get_order", {"order_id": "43"})])
    messages: list[dict] = [{"role": "user", "content": "Orders 42 and 43?"}]
    first = fake_gateway.chat(messages=messages, tools=TOOLS, stage="rollout")
    assert [call["id"] for call in first.tool_calls] == ["call_fake_0", "call_fake_1"]
    messages.append(first.message)
    for call in first.tool_calls:
        messages.append({"role": "tool", "tool_call_id": call["id"], "content": '{"success": true}'})
    second = fake_gateway.chat(messages=messages, tools=TOOLS, stage="rollout")
    assert second.content == "Order 42 has shipped." and second.finish_reason == "stop"
    assert second.prompt_tokens > first.prompt_tokens


def test_chat_passes_max_tokens_and_prompt_name(
    fake_gateway: LLMGateway, fake_openai: FakeOpenAIServer
) -> None:
    fake_openai.on(prompt="agent_system").text("hi")
    fake_gateway.chat(
        messages=[{"role": "user", "content": "x"}], stage="s", max_tokens=7, prompt_name="agent_system"
    )
    body = fake_openai.requests[0].body
    assert body["max_tokens"] == 7 and "tools" not in body


def test_chat_is_cached(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().text("same answer")
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url), cache=MemoryCache())
    messages = [{"role": "user", "content": "q"}]
    gateway.chat(messages=messages, stage="s")
    again = gateway.chat(messages=messages, stage="s")
    assert again.cached and again.content == "same answer" and again.prompt_tokens == 0
    assert fake_openai.request_count == 1


def test_unscripted_request_fails_clearly(fake_gateway: LLMGateway) -> None:
    with pytest.raises(LLMError, match="no rule matched"):
        fake_gateway.chat(messages=[{"role": "user", "content": "nobody expects this"}], stage="s")


def test_empty_choices_in_chat_is_an_error(fake_gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().empty_choices()
    with pytest.raises(LLMError, match="no choices"):
        fake_gateway.chat(messages=[{"role": "user", "content": "x"}], stage="s")


def test_chat_needs_messages(fake_gateway: LLMGateway) -> None:
    with pytest.raises(ValueError, match="at least one message"):
        fake_gateway.chat(messages=[], stage="s")
