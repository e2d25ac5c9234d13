"""Arguments that break what the test state never breaks: values naming no row, and values outside the bounds
a precondition states (procedural tests' negative cases, ``procedural.generate_cases``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from synthesis.ir import Condition, Tool


def missing_value(sample: Any, name: str) -> Any:
    """A value like ``sample`` that no row holds (a key naming nothing)."""
    if isinstance(sample, bool):
        return None
    if isinstance(sample, int | float):
        return -987654
    return f"no_such_{name}"


_ARGUMENT_READ = re.compile(r"args(?:\.get\(|\[)\s*['\"](\w+)['\"]")


def probe_preconditions(
    tool: Tool,
    preconditions: list[Condition],
    pool: list[tuple[dict[str, Any], list[bool | None]]],
    verdicts: Callable[[dict[str, Any]], list[bool | None]],
) -> None:
    """For each precondition no evaluated arguments violate, arguments that may: the first arguments that
    meet every precondition, with one parameter the precondition reads set to a value outside common bounds
    or naming no row (``limit`` of 0 for "If limit is given, it is between 1 and 100", a ``device_id`` no
    device has); added to ``pool`` with their verdicts. The values of the test state rarely break a bound,
    so such preconditions went untested."""
    if not pool:
        return
    base = next((args for args, v in pool if all(x is True for x in v)), pool[0][0])
    params = {p.name: p for p in tool.parameters}
    for index, condition in enumerate(preconditions):
        if any(v[index] is False for _, v in pool):
            continue
        probes = [
            {**base, name: value}
            for name in dict.fromkeys(_ARGUMENT_READ.findall(condition.expr or ""))
            if name in params
            for value in _probe_values(params[name].value_schema, base.get(name), name)
        ]
        for args in probes[:MAX_PROBES]:
            verdict = verdicts(args)
            pool.append((args, verdict))
            if verdict[index] is False:
                break


MAX_PROBES = 6


def _probe_values(schema: dict[str, Any], current: Any, name: str) -> list[Any]:
    kind = schema.get("type")
    if kind == "integer":
        return [0, -1, 1_000_000, missing_value(current if current is not None else 1, name)]
    if kind == "number":
        return [-1.0, 1e9]
    if schema.get("enum"):
        return [f"not_a_valid_{name}"]  # (as the bad_enum case has it)
    if kind == "string":
        return [missing_value(current, name), "", "x" * 1000]
    return []
