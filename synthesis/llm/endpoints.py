"""Operator-named LLM endpoints: which ones exist, and what a job may choose.

The operator names endpoints in settings (``LLM_ENDPOINTS``, JSON; the legacy ``LLM_*`` variables are the
endpoint named "default"). Each names the *environment variable* holding its key, never the key itself, so a
key exists only in the worker's environment and in the request it authenticates. Jobs and workspaces choose an
endpoint by name. A free-form base URL is possible for admins only, only to hosts on the operator's allow-list
(``LLM_ALLOWED_HOSTS``), and it is sent without any key.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from synthesis.llm.config import EndpointConfig, config_from_settings

DEFAULT_ENDPOINT = "default"
# The fields of an LLM_ENDPOINTS entry: EndpointConfig's, with the key's env var name instead of the key.
ENDPOINT_FIELDS = {
    "base_url": str,
    "model": str,
    "api_key_env": str,
    "structured_mode": str,
    "timeout_seconds": float,
    "max_retries": int,
    "max_concurrency": int,
    "input_cost_per_mtok": float,
    "output_cost_per_mtok": float,
    "moderation": bool,
    "embeddings_model": str,
}


class EndpointChoiceError(ValueError):
    """A job or workspace asked for an endpoint it may not have; the message names why."""


def parse_endpoints(raw: str) -> dict[str, dict[str, Any]]:
    """LLM_ENDPOINTS (a JSON object name -> fields) into plain dicts; every problem is a ValueError."""
    if not raw.strip():
        return {}
    try:
        data = json.loads(raw)
    except ValueError as error:
        raise ValueError(f"LLM_ENDPOINTS is not JSON: {error}") from error
    if not isinstance(data, dict):
        raise ValueError("LLM_ENDPOINTS must be a JSON object of endpoint name -> settings")
    endpoints: dict[str, dict[str, Any]] = {}
    for name, fields in data.items():
        if not isinstance(name, str) or not name.strip() or len(name) > 64:
            raise ValueError(f"LLM_ENDPOINTS: {name!r} is not a usable endpoint name")
        if not isinstance(fields, dict):
            raise ValueError(f"LLM_ENDPOINTS[{name!r}] must be an object")
        unknown = sorted(set(fields) - set(ENDPOINT_FIELDS))
        if "api_key" in unknown:
            raise ValueError(
                f"LLM_ENDPOINTS[{name!r}] holds a key: "
                "name the environment variable that holds it (api_key_env)"
            )
        if unknown:
            raise ValueError(
                f"LLM_ENDPOINTS[{name!r}] has unknown fields {unknown}; known: {sorted(ENDPOINT_FIELDS)}"
            )
        for key, kind in ENDPOINT_FIELDS.items():
            if (
                key in fields
                and not isinstance(fields[key], kind)
                and not (kind is float and _is_number(fields[key]))
            ):
                raise ValueError(f"LLM_ENDPOINTS[{name!r}].{key} must be a {kind.__name__}")
        if not fields.get("base_url") or not fields.get("model"):
            raise ValueError(f"LLM_ENDPOINTS[{name!r}] needs base_url and model")
        endpoints[name] = dict(fields)
    # Building each config now reports bad values (mode, limits) at start-up, not in a job.
    for name, fields in endpoints.items():
        _named_config(name=name, fields=fields, environ={})
    return endpoints


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _named_config(*, name: str, fields: Mapping[str, Any], environ: Mapping[str, str]) -> EndpointConfig:
    values = {key: value for key, value in fields.items() if key != "api_key_env"}
    key_env = str(fields.get("api_key_env") or "")
    try:
        return EndpointConfig(name=name, api_key=environ.get(key_env, "") if key_env else "", **values)
    except (TypeError, ValueError) as error:
        raise ValueError(f"LLM endpoint {name!r}: {error}") from error


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower()


@dataclass(frozen=True)
class EndpointRegistry:
    """The endpoints one installation offers. ``default_settings`` are the legacy LLM_* settings."""

    default_settings: Mapping[str, Any] = field(default_factory=dict)
    named: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    allowed_hosts: Sequence[str] = ()

    def names(self) -> list[str]:
        names = sorted(self.named)
        if DEFAULT_ENDPOINT not in self.named and self._default_config() is not None:
            names.insert(0, DEFAULT_ENDPOINT)
        return names

    def _default_config(self) -> EndpointConfig | None:
        return config_from_settings(settings=self.default_settings)

    def config(self, name: str | None, *, environ: Mapping[str, str] | None = None) -> EndpointConfig | None:
        """The endpoint named (None: "default"); None when that is the unconfigured default (offline)."""
        chosen = name or DEFAULT_ENDPOINT
        if chosen in self.named:
            return _named_config(
                name=chosen, fields=self.named[chosen], environ=os.environ if environ is None else environ
            )
        if chosen == DEFAULT_ENDPOINT:
            return self._default_config()
        raise EndpointChoiceError(
            f"no LLM endpoint named {chosen!r}; configured: {', '.join(self.names()) or 'none'}"
        )

    def check_free_form(self, *, base_url: str) -> None:
        """A free-form base URL must be http(s) to a host on the operator's allow-list."""
        parts = urlsplit(base_url)
        if parts.scheme not in {"http", "https"} or not parts.hostname:
            raise EndpointChoiceError(f"llm_base_url {base_url!r} is not an http(s) URL")
        if parts.username or parts.password:
            raise EndpointChoiceError("llm_base_url must not carry credentials")
        if host_of(base_url) not in self.allowed_hosts:
            allowed = ", ".join(self.allowed_hosts) or "none (LLM_ALLOWED_HOSTS is empty)"
            raise EndpointChoiceError(
                f"host {host_of(base_url)!r} is not on the LLM host allow-list ({allowed})"
            )

    def free_form(self, *, base_url: str, model: str) -> EndpointConfig:
        """An admin's own endpoint: allowed host, no key at all (it was given none), default limits."""
        self.check_free_form(base_url=base_url)
        if not model:
            raise EndpointChoiceError("llm_base_url needs llm_model too")
        return EndpointConfig(
            name=f"free-form:{host_of(base_url)}", base_url=base_url, api_key="", model=model
        )


def endpoint_choice(*, options: Mapping[str, Any], workspace_settings: Mapping[str, Any]) -> dict[str, str]:
    """What a job asks for: {"name": ...} or {"base_url": ..., "model": ...}; {} means the default."""
    if options.get("llm_base_url"):
        return {"base_url": str(options["llm_base_url"]), "model": str(options.get("llm_model") or "")}
    name = options.get("llm_endpoint") or workspace_settings.get("llm_endpoint")
    return {"name": str(name)} if name else {}


def config_for_choice(*, registry: EndpointRegistry, choice: Mapping[str, str]) -> EndpointConfig | None:
    if "base_url" in choice:
        return registry.free_form(base_url=choice["base_url"], model=choice.get("model", ""))
    return registry.config(choice.get("name"))
