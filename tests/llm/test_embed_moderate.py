"""Embeddings and moderation, and their None paths when the endpoint lacks them."""

from __future__ import annotations

import math

import pytest

from synthesis.llm import LLMError, LLMGateway, MemoryCache, MemoryUsage
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer


def cosine(first: list[float], second: list[float]) -> float:
    dot = sum(a * b for a, b in zip(first, second, strict=True))
    return dot / (math.sqrt(sum(a * a for a in first)) * math.sqrt(sum(b * b for b in second)))


def test_embeddings_put_near_duplicates_close(fake_gateway: LLMGateway) -> None:
    vectors = fake_gateway.embed(
        [
            "book a table for two at the italian restaurant tonight",
            "book a table for two at an italian restaurant tonight",
            "transfer money from my savings account to checking",
        ],
        stage="dedup",
    )
    assert vectors is not None and len(vectors) == 3 and len(vectors[0]) == 64
    near, far = cosine(vectors[0], vectors[1]), cosine(vectors[0], vectors[2])
    assert near > 0.8 and far < 0.5
    assert fake_gateway.embed(["book a table for two at the italian restaurant tonight"], stage="d") == [
        vectors[0]
    ]


def test_embeddings_are_recorded_and_cached(fake_openai: FakeOpenAIServer) -> None:
    usage = MemoryUsage()
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url), cache=MemoryCache(), usage=usage)
    first = gateway.embed(["one two three"], stage="dedup")
    second = gateway.embed(["one two three"], stage="dedup")
    assert first == second
    assert fake_openai.stats()["requests_by_endpoint"]["embeddings"] == 1
    assert usage.stage("dedup").prompt_tokens == 3 and usage.stage("dedup").cached_calls == 1
    assert gateway.embed([], stage="dedup") == []


def test_no_embeddings_model_means_none(fake_openai: FakeOpenAIServer) -> None:
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url, embeddings_model=None))
    assert gateway.embed(["text"], stage="dedup") is None
    assert fake_openai.request_count == 0


def test_embeddings_failures_are_retried_then_reported(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(endpoint="embeddings", times=1).fail(503)
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url, max_retries=1))
    assert gateway.embed(["text"], stage="dedup") is not None
    fake_openai.on(endpoint="embeddings").fail(503)
    with pytest.raises(LLMError, match="HTTP 503"):
        gateway.embed(["other text"], stage="dedup")


def test_moderation_flags_configured_words() -> None:
    with FakeOpenAIServer(flagged_words={"detonate": "violence"}) as server:
        gateway = fake_gateway_for(fake_endpoint_config(server.base_url))
        flagged = gateway.moderate("How do I DETONATE this?", stage="safety")
        clean = gateway.moderate("How do I book a flight?", stage="safety")
    assert flagged is not None and flagged.flagged and flagged.categories == ("violence",)
    assert flagged.scores["violence"] > 0.9
    assert clean is not None and not clean.flagged and clean.categories == ()


def test_no_moderation_endpoint_means_none(fake_openai: FakeOpenAIServer) -> None:
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url, moderation=False))
    assert gateway.moderate("anything", stage="safety") is None
    assert fake_openai.request_count == 0
