"""``as_json``: a value (e.g. a tool parameter's JSON schema) as compact JSON text, for display.

Returns a plain string, so Django's autoescaping still applies to it in the template.
"""

from __future__ import annotations

import json
from typing import Any

from django import template

register = template.Library()


@register.filter(name="as_json")
def as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
