"""Replaying a recorded chain of tool calls as an agent would, and the seed reference chains are recorded at.

The rule (docs/scenarios.md#the-reference-seed): a reference chain holds the literal values of a run under
``REFERENCE_SEED``, the environment seed every proof and builder run uses, so its generated ids and timestamps
are those of that seed. An episode started from a scenario (the bundled loader, the trainer adapters, the MCP
server, tau2's toolkit) runs at that seed, so the chain replays word for word. At any other seed (rollout
*i* runs at seed *i*; the proof's ``seed_independent`` tries others) the chain is replayed with
``replay_as_agent``: a value an earlier result revealed (a generated id) is taken from this run's result,
not copied from the recorded one, as an agent reading results would. A chain recorded at another seed (a
rollout adopted as a witness) is translated to the reference seed the same way before it is stored.

Standard library only, on purpose: the exporter embeds this module verbatim in ``envstudio_bundle.py``, so a
trainer replays a reference chain exactly as envstudio's proof does.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

REFERENCE_SEED = 0

ToolCaller = Callable[[str, dict[str, Any]], dict[str, Any]]

# ``json.dumps(value, sort_keys=True, default=str)`` builds this encoder on every call: built once instead.
_ENCODER = json.JSONEncoder(sort_keys=True, default=str)
# What that encoder escapes in a string (``ensure_ascii``): quotes, backslashes, all but printable ASCII.
_NEEDS_ESCAPE = re.compile(r'[\\"]|[^ -~]')


def canonical(value: Any) -> str:
    """The key a value is looked up by in a map of replacements: ``json.dumps(value, sort_keys=True,
    default=str)``, with the ids and plain strings most values are written without the encoder."""
    kind = type(value)
    if kind is str and _NEEDS_ESCAPE.search(value) is None:
        return f'"{value}"'
    if kind is int:
        return int.__repr__(value)
    return _ENCODER.encode(value)


def pair_values(recorded: Any, fresh: Any, found: dict[str, Any]) -> None:
    """Strings that differ at the same place of two results of the same call (generated ids, timestamps),
    added to ``found`` as recorded -> fresh."""
    if recorded == fresh:  # JSON values: no string differs in equal ones (a string equals only strings)
        return
    if isinstance(recorded, dict) and isinstance(fresh, dict):
        for key in recorded.keys() & fresh.keys():
            pair_values(recorded[key], fresh[key], found)
    elif isinstance(recorded, list) and isinstance(fresh, list) and len(recorded) == len(fresh):
        for a, b in zip(recorded, fresh, strict=True):
            pair_values(a, b, found)
    elif isinstance(recorded, str) and isinstance(fresh, str) and recorded != fresh:
        found[canonical(recorded)] = fresh


def resolve(value: Any, found: dict[str, Any]) -> Any:
    """``value`` with a replacement from ``found`` (lists element by element)."""
    if isinstance(value, list):
        return [resolve(v, found) for v in value]
    return found.get(canonical(value), value)


def replay_as_agent(
    call: ToolCaller, *, chain: list[tuple[str, dict[str, Any]]], recorded: list[dict[str, Any]]
) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """Run ``chain`` (name, arguments) through ``call``, each argument an earlier recorded result revealed
    replaced by what this run's result holds at the same place. ``recorded[i]`` is the result call ``i`` had
    when the chain was recorded (fewer than the chain: the rest are replayed as they are). Returns (name,
    arguments as called, result) per call."""
    found: dict[str, Any] = {}
    replayed: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
    for index, (name, arguments) in enumerate(chain):
        resolved = {key: resolve(value, found) for key, value in arguments.items()}
        result = call(name, resolved)
        replayed.append((name, resolved, result))
        if index < len(recorded) and isinstance(result, dict):
            pair_values(recorded[index].get("data"), result.get("data"), found)
    return replayed
