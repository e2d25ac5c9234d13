"""``as_json``: a value (e.g. a tool parameter's JSON schema) as compact JSON text, for display;
``short_title``: a scenario's task as its short title (synthesis/scenarios/titles.py).

Returns a plain string, so Django's autoescaping still applies to it in the template.
"""

from __future__ import annotations

import json
from typing import Any

from django import template

from synthesis.api import short_title

register = template.Library()


@register.filter(name="short_title")
def short_title_filter(task: Any) -> str:
    return short_title(task if isinstance(task, str) else None)


@register.filter(name="as_json")
def as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _type_of(schema: Any, depth: int = 0) -> str:
    if not isinstance(schema, dict) or depth > 3:
        return "any"
    if isinstance(schema.get("enum"), list):
        return " | ".join(json.dumps(v, ensure_ascii=False) for v in schema["enum"][:8]) + (
            " | …" if len(schema["enum"]) > 8 else ""
        )
    for union in ("anyOf", "oneOf"):
        if isinstance(schema.get(union), list):
            return " | ".join(_type_of(s, depth + 1) for s in schema[union])
    kind = schema.get("type", "any")
    if isinstance(kind, list):
        kind = " | ".join(str(k) for k in kind)
    if kind == "array":
        return f"array<{_type_of(schema.get('items'), depth + 1)}>"
    if kind == "object" and isinstance(schema.get("properties"), dict):
        fields = ", ".join(f"{k}: {_type_of(v, depth + 1)}" for k, v in schema["properties"].items())
        return f"{{{fields}}}"
    text = str(kind)
    if schema.get("format"):
        text += f" ({schema['format']})"
    return text


@register.filter(name="schema_type")
def schema_type(value: Any) -> str:
    """A JSON schema as a short type: ``string``, ``array<integer>``, ``"a" | "b"``."""
    return _type_of(value)
