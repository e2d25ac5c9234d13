"""Operator-named LLM endpoints: parsing, choosing by name, the free-form allow-list, the cache key, and a
local listener proving the server's key goes only to the host it was configured for."""

from __future__ import annotations

import json
from typing import Any

import pytest

from synthesis.jobs.context import JobError, SeedInput
from synthesis.jobs.memory import InMemoryJobContext
from synthesis.llm import MemoryCache
from synthesis.llm.endpoints import EndpointChoiceError, EndpointRegistry, parse_endpoints
from synthesis.pipelines import resources
from tests.fakes.openai_server import FakeOpenAIServer

PLANTED_KEY = "sk-planted-0123456789abcdef"


def test_parse_endpoints_reads_names_and_refuses_keys_and_unknown_fields() -> None:
    parsed = parse_endpoints(
        json.dumps(
            {
                "fast": {
                    "base_url": "http://a/v1",
                    "model": "m",
                    "api_key_env": "FAST_KEY",
                    "max_concurrency": 4,
                }
            }
        )
    )
    assert parsed == {
        "fast": {"base_url": "http://a/v1", "model": "m", "api_key_env": "FAST_KEY", "max_concurrency": 4}
    }
    with pytest.raises(ValueError, match="api_key_env"):
        parse_endpoints(json.dumps({"x": {"base_url": "http://a/v1", "model": "m", "api_key": PLANTED_KEY}}))
    with pytest.raises(ValueError, match="unknown fields"):
        parse_endpoints(json.dumps({"x": {"base_url": "http://a/v1", "model": "m", "colour": 1}}))
    with pytest.raises(ValueError, match="base_url and model"):
        parse_endpoints(json.dumps({"x": {"model": "m"}}))
    with pytest.raises(ValueError, match="structured_mode"):
        parse_endpoints(
            json.dumps({"x": {"base_url": "http://a/v1", "model": "m", "structured_mode": "yolo"}})
        )
    with pytest.raises(ValueError, match="not JSON"):
        parse_endpoints("{")


def test_a_named_endpoint_takes_its_key_from_the_named_variable_only() -> None:
    registry = EndpointRegistry(
        named={"fast": {"base_url": "http://a/v1", "model": "m", "api_key_env": "FAST_KEY"}}
    )
    config = registry.config("fast", environ={"FAST_KEY": PLANTED_KEY, "LLM_API_KEY": "other"})
    assert config is not None
    assert (config.name, config.api_key, config.model) == ("fast", PLANTED_KEY, "m")
    assert PLANTED_KEY not in repr(config)
    with pytest.raises(EndpointChoiceError, match="no LLM endpoint named 'slow'"):
        registry.config("slow")


def test_free_form_urls_need_an_allowed_host_and_never_carry_a_key() -> None:
    registry = EndpointRegistry(
        default_settings={
            "LLM_BASE_URL": "http://llm.internal/v1",
            "LLM_MODEL": "m",
            "LLM_API_KEY": PLANTED_KEY,
        },
        allowed_hosts=("models.example.org",),
    )
    config = registry.free_form(base_url="https://models.example.org/v1", model="mine")
    assert config.api_key == ""
    for refused in ("http://127.0.0.1:9/v1", "file:///etc/passwd", "https://user:pw@models.example.org/v1"):
        with pytest.raises(EndpointChoiceError):
            registry.free_form(base_url=refused, model="m")
    with pytest.raises(EndpointChoiceError, match="allow-list"):
        EndpointRegistry().free_form(base_url="https://models.example.org/v1", model="m")


def test_cached_answers_are_per_endpoint(fake_openai: FakeOpenAIServer) -> None:
    from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for

    fake_openai.on().text("hello")
    cache = MemoryCache()
    messages = [{"role": "user", "content": "hi"}]
    first = fake_gateway_for(fake_endpoint_config(fake_openai.base_url, name="one"), cache=cache)
    second = fake_gateway_for(fake_endpoint_config(fake_openai.base_url, name="two"), cache=cache)
    assert not first.chat(messages=messages, stage="s").cached
    assert first.chat(messages=messages, stage="s").cached
    assert not second.chat(
        messages=messages, stage="s"
    ).cached  # another endpoint never reuses "one"'s answers
    assert fake_openai.request_count == 2


@pytest.fixture
def two_listeners() -> Any:
    with FakeOpenAIServer() as configured, FakeOpenAIServer() as other:
        configured.on().text("from the configured host")
        other.on().text("from the other host")
        yield configured, other


@pytest.fixture
def configured_resources(two_listeners: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    configured, _ = two_listeners
    monkeypatch.setenv("PLANTED_KEY_VAR", PLANTED_KEY)
    saved = resources._defaults
    resources._defaults = resources.Defaults()
    resources.configure(
        llm_settings={},
        cache_dir=None,
        allow_unisolated=True,
        endpoints={
            "secure": {"base_url": configured.base_url, "model": "m", "api_key_env": "PLANTED_KEY_VAR"}
        },
        allowed_hosts=("127.0.0.1",),
    )
    yield two_listeners
    resources._defaults = saved


def _say_hi(options: dict[str, Any], workspace_settings: dict[str, Any] | None = None) -> str | None:
    ctx = InMemoryJobContext(
        seed=SeedInput(kind="", name=""), options=options, workspace_settings=dict(workspace_settings or {})
    )
    gateway = resources.gateway_for(ctx)
    assert gateway is not None
    return gateway.chat(messages=[{"role": "user", "content": "hi"}], stage="s").content


def test_a_planted_key_goes_only_to_its_configured_host(configured_resources: Any) -> None:
    configured, other = configured_resources
    assert _say_hi({"llm_endpoint": "secure"}) == "from the configured host"
    assert _say_hi({}, {"llm_endpoint": "secure"}) == "from the configured host"
    # An admin's free-form URL on the allow-list reaches the other listener, without any key.
    assert _say_hi({"llm_base_url": other.base_url, "llm_model": "m"}) == "from the other host"
    # The old attack: the free-form "llm" option is refused by the worker before anything is sent.
    with pytest.raises(JobError, match="'llm' is no longer supported"):
        _say_hi({"llm": {"LLM_BASE_URL": other.base_url, "LLM_MODEL": "x"}})
    assert configured.stats()["authorizations"] == {f"Bearer {PLANTED_KEY}": 2}
    other_auth = other.stats()["authorizations"]
    assert sum(other_auth.values()) == 1
    assert not any(PLANTED_KEY in value for value in other_auth)


def test_the_worker_refuses_a_host_off_the_allow_list(configured_resources: Any) -> None:
    with pytest.raises(JobError, match="allow-list"):
        _say_hi({"llm_base_url": "http://10.1.2.3:9/v1", "llm_model": "m"})


def test_bad_endpoint_settings_stop_start_up_with_the_reason() -> None:
    from django.core.exceptions import ImproperlyConfigured

    from envstudio.conf import llm_endpoints_config, parse_allowed_hosts

    with pytest.raises(ImproperlyConfigured, match="api_key_env"):
        llm_endpoints_config(raw=json.dumps({"x": {"base_url": "http://a/v1", "model": "m", "api_key": "k"}}))
    assert llm_endpoints_config(raw="") == {}
    assert parse_allowed_hosts(" Models.Example.org, ,b.example ") == ("b.example", "models.example.org")
