"""config_from_settings: plain settings dict plus overrides."""

from __future__ import annotations

import pytest

from synthesis.llm import EndpointConfig, config_from_settings

SETTINGS = {
    "LLM_BASE_URL": "http://localhost:8000/v1",
    "LLM_API_KEY": "secret",
    "LLM_MODEL": "qwen",
    "LLM_STRUCTURED_MODE": "json_object",
    "LLM_TIMEOUT": "30",
    "LLM_MAX_RETRIES": "5",
    "LLM_MAX_CONCURRENCY": "32",
    "LLM_INPUT_COST_PER_MTOK": "0.5",
    "LLM_OUTPUT_COST_PER_MTOK": "1.5",
}


def test_settings_become_a_config() -> None:
    config = config_from_settings(settings=SETTINGS)
    assert config == EndpointConfig(
        base_url="http://localhost:8000/v1",
        api_key="secret",
        model="qwen",
        structured_mode="json_object",
        timeout_seconds=30.0,
        max_retries=5,
        max_concurrency=32,
        input_cost_per_mtok=0.5,
        output_cost_per_mtok=1.5,
    )
    assert config.cost(prompt_tokens=2_000_000, completion_tokens=1_000_000) == pytest.approx(2.5)


def test_overrides_win_and_none_means_not_overridden() -> None:
    config = config_from_settings(
        settings=SETTINGS, overrides={"LLM_MODEL": "bigger", "LLM_TIMEOUT": None, "LLM_MODERATION": "yes"}
    )
    assert config is not None
    assert (config.model, config.timeout_seconds, config.moderation) == ("bigger", 30.0, True)


def test_offline_when_no_base_url_or_model() -> None:
    assert config_from_settings(settings={}) is None
    assert config_from_settings(settings={"LLM_BASE_URL": "http://x/v1", "LLM_MODEL": ""}) is None
    assert config_from_settings(settings={**SETTINGS, "LLM_BASE_URL": None}) is None
    assert (
        config_from_settings(settings={}, overrides={"LLM_BASE_URL": "http://x/v1", "LLM_MODEL": "m"})
        is not None
    )


def test_defaults_when_only_the_essentials_are_set() -> None:
    config = config_from_settings(settings={"LLM_BASE_URL": "http://x/v1", "LLM_MODEL": "m"})
    assert config is not None
    assert (config.api_key, config.structured_mode, config.timeout_seconds) == ("", "json_schema", 60.0)


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("LLM_TIMEOUT", "soon", "LLM_TIMEOUT='soon' is invalid"),
        ("LLM_MAX_RETRIES", "1.5", "LLM_MAX_RETRIES"),
        ("LLM_MAX_CONCURRENCY", "0", "max_concurrency must be >= 1"),
        ("LLM_STRUCTURED_MODE", "yaml", "structured_mode must be one of"),
        ("LLM_MODERATION", "maybe", "LLM_MODERATION"),
    ],
)
def test_bad_values_are_clear_errors(key: str, value: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        config_from_settings(settings={**SETTINGS, key: value})


def test_unknown_override_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown LLM setting override 'LLM_MODLE'"):
        config_from_settings(settings=SETTINGS, overrides={"LLM_MODLE": "x"})
