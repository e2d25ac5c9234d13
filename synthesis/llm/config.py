"""Endpoint configuration: one OpenAI-compatible endpoint and how to talk to it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

StructuredMode = Literal["json_schema", "json_object", "tools", "plain"]
STRUCTURED_MODES: tuple[str, ...] = get_args(StructuredMode)


@dataclass(frozen=True)
class EndpointConfig:
    """Where the gateway sends requests, and the limits and prices that apply to them."""

    base_url: str
    api_key: str = field(repr=False)  # never in a repr, so never in a log line or a traceback's locals
    model: str
    structured_mode: StructuredMode = "json_schema"
    timeout_seconds: float = 60.0
    max_retries: int = 3
    max_concurrency: int = 16  # requests in flight at once through this gateway
    input_cost_per_mtok: float = 0.0
    output_cost_per_mtok: float = 0.0
    moderation: bool = False  # endpoint has /v1/moderations
    embeddings_model: str | None = None  # endpoint has /v1/embeddings
    # The operator's name for this endpoint (settings LLM_ENDPOINTS); part of the response cache key.
    name: str = "default"

    def __post_init__(self) -> None:
        if not self.base_url:
            raise ValueError("EndpointConfig.base_url must not be empty")
        if not self.model:
            raise ValueError("EndpointConfig.model must not be empty")
        if self.structured_mode not in STRUCTURED_MODES:
            raise ValueError(
                f"EndpointConfig.structured_mode must be one of {', '.join(STRUCTURED_MODES)}, "
                f"got {self.structured_mode!r}"
            )
        if not self.timeout_seconds > 0:
            raise ValueError(f"EndpointConfig.timeout_seconds must be > 0, got {self.timeout_seconds}")
        if self.max_retries < 0:
            raise ValueError(f"EndpointConfig.max_retries must be >= 0, got {self.max_retries}")
        if self.max_concurrency < 1:
            raise ValueError(f"EndpointConfig.max_concurrency must be >= 1, got {self.max_concurrency}")
        if self.input_cost_per_mtok < 0 or self.output_cost_per_mtok < 0:
            raise ValueError("EndpointConfig costs per million tokens must be >= 0")

    def cost(self, *, prompt_tokens: int, completion_tokens: int) -> float:
        """Price of one call in the currency the per-million-token prices are given in."""
        return (
            prompt_tokens * self.input_cost_per_mtok + completion_tokens * self.output_cost_per_mtok
        ) / 1_000_000


# Settings key -> (EndpointConfig field, converter name). Converters parse strings from env-driven settings.
_SETTING_FIELDS: dict[str, tuple[str, str]] = {
    "LLM_BASE_URL": ("base_url", "str"),
    "LLM_API_KEY": ("api_key", "str"),
    "LLM_MODEL": ("model", "str"),
    "LLM_STRUCTURED_MODE": ("structured_mode", "str"),
    "LLM_TIMEOUT": ("timeout_seconds", "float"),
    "LLM_MAX_RETRIES": ("max_retries", "int"),
    "LLM_MAX_CONCURRENCY": ("max_concurrency", "int"),
    "LLM_INPUT_COST_PER_MTOK": ("input_cost_per_mtok", "float"),
    "LLM_OUTPUT_COST_PER_MTOK": ("output_cost_per_mtok", "float"),
    "LLM_MODERATION": ("moderation", "bool"),
    "LLM_EMBEDDINGS_MODEL": ("embeddings_model", "optional_str"),
}

_TRUE_WORDS = {"1", "true", "yes", "on"}
_FALSE_WORDS = {"0", "false", "no", "off", ""}


def _convert(*, key: str, value: Any, kind: str) -> Any:
    try:
        if kind == "str":
            return str(value).strip()
        if kind == "optional_str":
            text = str(value).strip()
            return text or None
        if kind == "float":
            return float(value)
        if kind == "int":
            if isinstance(value, float) and not value.is_integer():
                raise ValueError("not an integer")
            return int(value)
        if kind == "bool":
            if isinstance(value, bool):
                return value
            word = str(value).strip().lower()
            if word in _TRUE_WORDS:
                return True
            if word in _FALSE_WORDS:
                return False
            raise ValueError("not a boolean")
    except (TypeError, ValueError) as error:
        raise ValueError(f"setting {key}={value!r} is invalid: expected {kind.replace('_', ' ')}") from error
    raise AssertionError(f"unknown converter {kind}")


def config_from_settings(
    *, settings: Mapping[str, Any], overrides: Mapping[str, Any] | None = None
) -> EndpointConfig | None:
    """Build an EndpointConfig from LLM_* settings, with per-workspace/per-job overrides on top.

    Both mappings use the same LLM_* keys; None or a missing key means "not set". Returns None when no base
    URL or no model is configured: the offline path, where stages fall back to their non-LLM behaviour.
    """
    merged: dict[str, Any] = {key: value for key, value in settings.items() if value is not None}
    for key, value in (overrides or {}).items():
        if key not in _SETTING_FIELDS:
            raise ValueError(f"unknown LLM setting override {key!r}; known: {', '.join(_SETTING_FIELDS)}")
        if value is not None:
            merged[key] = value
    fields: dict[str, Any] = {}
    for key, (field_name, kind) in _SETTING_FIELDS.items():
        if key in merged:
            fields[field_name] = _convert(key=key, value=merged[key], kind=kind)
    if not fields.get("base_url") or not fields.get("model"):
        return None
    fields.setdefault("api_key", "")
    return EndpointConfig(**fields)
