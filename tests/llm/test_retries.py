"""Retries on 429/5xx/timeouts/broken bodies, and clear errors when they run out."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from synthesis.llm import LLMError, LLMGateway
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer

VARIABLES = {"text": "t", "data": None}


class Echo(BaseModel):
    echo: str


def gateway_for(server: FakeOpenAIServer, **overrides: object) -> LLMGateway:
    return fake_gateway_for(fake_endpoint_config(server.base_url, **overrides))


def ask(gateway: LLMGateway) -> Echo:
    return gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="retry").value


def test_429_with_retry_after_then_success(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(name="limited", times=1).fail(429, retry_after=0.01)
    fake_openai.on(name="ok").json({"echo": "after 429"})
    assert ask(gateway_for(fake_openai)).echo == "after 429"
    assert fake_openai.hits("limited") == 1 and fake_openai.hits("ok") == 1


def test_retry_after_is_honoured_over_the_backoff(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).fail(429, retry_after=0.01)
    fake_openai.on().json({"echo": "ok"})
    # A backoff of an hour would hang the test: only the server's retry-after can make it pass.
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url), retry_base_seconds=3600)
    assert ask(gateway).echo == "ok"


def test_500_then_success(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).fail(500)
    fake_openai.on().json({"echo": "after 500"})
    assert ask(gateway_for(fake_openai)).echo == "after 500"
    assert fake_openai.request_count == 2


def test_timeout_then_success(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(name="slow", times=1).delay(5.0).json({"echo": "too late"})
    fake_openai.on(name="fast").json({"echo": "in time"})
    assert ask(gateway_for(fake_openai, timeout_seconds=0.3)).echo == "in time"
    assert fake_openai.hits("slow") == 1 and fake_openai.hits("fast") == 1


def test_malformed_body_then_success(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).malformed_body()
    fake_openai.on().json({"echo": "ok"})
    assert ask(gateway_for(fake_openai)).echo == "ok"
    assert fake_openai.request_count == 2


def test_persistent_500_raises_llm_error_after_all_attempts(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().fail(500, message="backend exploded")
    with pytest.raises(LLMError) as raised:
        ask(gateway_for(fake_openai, max_retries=2))
    message = str(raised.value)
    assert "HTTP 500" in message and "backend exploded" in message and "after 3 attempts" in message
    assert fake_openai.base_url in message and "stage retry" in message
    assert "test-key" not in message
    assert fake_openai.request_count == 3


def test_client_errors_are_not_retried(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().fail(401, message="bad key")
    with pytest.raises(LLMError, match="HTTP 401"):
        ask(gateway_for(fake_openai))
    assert fake_openai.request_count == 1


def test_unreachable_endpoint_raises_llm_error() -> None:
    with FakeOpenAIServer() as server:
        base_url = server.base_url  # the port is free again once the server is gone
    gateway = fake_gateway_for(fake_endpoint_config(base_url, max_retries=1))
    with pytest.raises(LLMError, match="connection error"):
        ask(gateway)
