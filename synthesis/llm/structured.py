"""Structured output helpers: JSON schemas from pydantic models, and JSON found in model text."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from pydantic import BaseModel

_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n(.*?)```", re.DOTALL)
_SCHEMA_NAME_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def schema_name(output: type[BaseModel]) -> str:
    """A name OpenAI accepts for a schema or function (letters, digits, '_' and '-', at most 64)."""
    return _SCHEMA_NAME_UNSAFE.sub("_", output.__name__)[:64] or "output"


def _make_strict(node: Any) -> bool:
    """Close every object in place (additionalProperties false); return whether strict mode can accept it.

    Strict mode needs every property required and no open-ended objects (e.g. dict[str, X]).
    """
    strict_ok = True
    if isinstance(node, dict):
        if node.get("type") == "object":
            properties = node.get("properties")
            extra = node.get("additionalProperties")
            if properties is None or (extra not in (None, False)):
                strict_ok = False
            else:
                node["additionalProperties"] = False
                if set(node.get("required", [])) != set(properties):
                    strict_ok = False
        for value in node.values():
            strict_ok = _make_strict(value) and strict_ok
    elif isinstance(node, list):
        for item in node:
            strict_ok = _make_strict(item) and strict_ok
    return strict_ok


def output_schema(output: type[BaseModel]) -> tuple[dict[str, Any], bool]:
    """The model's JSON schema, closed where possible, and whether it qualifies for strict mode."""
    schema = output.model_json_schema()
    closed = copy.deepcopy(schema)
    strict_ok = _make_strict(closed)
    return (closed if strict_ok else schema), strict_ok


def extract_json(text: str) -> Any:
    """Parse JSON from model text: the whole text, else a ```json fence, else the outermost {...}.

    Raises ValueError (json.JSONDecodeError) describing the first attempt when nothing parses.
    """
    stripped = text.strip()
    try:
        return json.loads(stripped)
    except json.JSONDecodeError as first_error:
        candidates = [match.strip() for match in _FENCE.findall(stripped)]
        start, end = stripped.find("{"), stripped.rfind("}")
        if 0 <= start < end:
            candidates.append(stripped[start : end + 1])
        for candidate in candidates:
            try:
                return json.loads(candidate)
            except json.JSONDecodeError:
                continue
        raise first_error
