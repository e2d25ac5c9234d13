"""Response cache (a re-run spends no tokens) and usage accounting per stage."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from synthesis.llm import DirectoryCache, MemoryCache, MemoryUsage, cache_key
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer

VARIABLES = {"text": "cache me", "data": [1, 2]}


class Echo(BaseModel):
    echo: str


def test_cache_hit_spends_no_tokens_across_gateways(fake_openai: FakeOpenAIServer, tmp_path: Path) -> None:
    fake_openai.on().json({"echo": "cached"})
    config = fake_endpoint_config(fake_openai.base_url)
    first_usage, second_usage = MemoryUsage(), MemoryUsage()
    first = fake_gateway_for(config, cache=DirectoryCache(tmp_path), usage=first_usage).structured(
        prompt="example_echo", variables=VARIABLES, output=Echo, stage="s"
    )
    stats_after_first = fake_openai.stats()
    # A new gateway (as in a re-run in another process) with the same cache directory.
    second = fake_gateway_for(config, cache=DirectoryCache(tmp_path), usage=second_usage).structured(
        prompt="example_echo", variables=VARIABLES, output=Echo, stage="s"
    )
    assert fake_openai.stats() == stats_after_first
    assert second.value == first.value and second.cached is True and first.cached is False
    assert (second.prompt_tokens, second.completion_tokens) == (0, 0)
    recorded = second_usage.stage("s")
    assert (recorded.calls, recorded.cached_calls, recorded.prompt_tokens, recorded.cost) == (1, 1, 0, 0.0)


def test_cache_key_holds_the_request_and_the_endpoint_but_not_the_stage(
    fake_openai: FakeOpenAIServer,
) -> None:
    fake_openai.on().json({"echo": "x"})
    cache = MemoryCache()
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url), cache=cache)
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="s")
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="other stage")
    assert fake_openai.request_count == 1  # the stage is bookkeeping, not part of the request
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="s", temperature=0.7)
    gateway.structured(
        prompt="example_echo", variables={**VARIABLES, "text": "other"}, output=Echo, stage="s"
    )
    assert fake_openai.request_count == 3
    with FakeOpenAIServer() as other_server:
        # Another endpoint never gets this one's answers from the shared cache (nobody can seed them).
        other_server.on().json({"echo": "x"})
        other = fake_gateway_for(fake_endpoint_config(other_server.base_url), cache=cache)
        other.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="s")
        assert other_server.request_count == 1


def test_invalid_answers_are_not_cached(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on(times=1).malformed_json()
    fake_openai.on().json({"echo": "valid"})
    cache = MemoryCache()
    gateway = fake_gateway_for(fake_endpoint_config(fake_openai.base_url), cache=cache)
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="s")
    rerun = gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="s")
    assert len(cache) == 1 and rerun.cached and rerun.value.echo == "valid"
    assert fake_openai.request_count == 2


def test_usage_is_recorded_per_stage_with_cost(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on().json({"echo": "priced"})
    usage = MemoryUsage()
    config = fake_endpoint_config(fake_openai.base_url, input_cost_per_mtok=2.0, output_cost_per_mtok=10.0)
    gateway = fake_gateway_for(config, usage=usage)
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="mining")
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="mining")
    gateway.structured(prompt="example_echo", variables=VARIABLES, output=Echo, stage="checks")
    server = fake_openai.stats()
    mining, checks = usage.stage("mining"), usage.stage("checks")
    assert (mining.calls, checks.calls, mining.cached_calls) == (2, 1, 0)
    assert mining.prompt_tokens == 2 * checks.prompt_tokens
    assert usage.total().prompt_tokens == server["prompt_tokens"]
    assert usage.total().completion_tokens == server["completion_tokens"]
    expected_cost = (server["prompt_tokens"] * 2.0 + server["completion_tokens"] * 10.0) / 1_000_000
    assert usage.total().cost == pytest.approx(expected_cost)
    assert usage.total().cost > 0


def test_directory_cache_round_trip_and_damaged_entries(tmp_path: Path) -> None:
    cache = DirectoryCache(tmp_path / "cache")
    key = cache_key({"model": "m", "messages": []})
    assert cache.get(key) is None
    cache.set(key, {"answer": [1, 2]})
    assert cache.get(key) == {"answer": [1, 2]}
    entry = next((tmp_path / "cache").rglob("*.json"))
    entry.write_text("{broken", encoding="utf-8")
    assert cache.get(key) is None
    cache.set(key, {"answer": 3})
    assert json.loads(entry.read_text(encoding="utf-8")) == {"answer": 3}
    assert not list((tmp_path / "cache").rglob(".tmp-*"))


def test_directory_cache_rejects_keys_that_are_not_hashes(tmp_path: Path) -> None:
    cache = DirectoryCache(tmp_path)
    with pytest.raises(ValueError, match="64 lowercase hex"):
        cache.get("../../etc/passwd")
    with pytest.raises(ValueError, match="64 lowercase hex"):
        cache.set("short", {})


def test_cache_key_is_stable_and_order_independent() -> None:
    assert cache_key({"a": 1, "b": [1, 2]}) == cache_key({"b": [1, 2], "a": 1})
    assert cache_key({"a": 1}) != cache_key({"a": 2})
