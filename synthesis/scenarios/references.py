"""Where the argument values of an LLM-written reference chain come from, and how the builder checks it.

A value an earlier call returns is written as a reference, ``{"$ref": "call[N].field"}`` or
``<field returned by TOOL>``; ``run_resolving`` runs the chain up to each such call and puts the run's value
in its place (``ReferenceProblem`` says why one cannot be). Every other value must be stated in the task or
``user_facts``, or revealed by an earlier call's result; ``unstated_values`` lists those that are not.
"""

from __future__ import annotations

import json
import re
from typing import Any

from synthesis.ir import State, ToolCall
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.execution import ChainRun, run_chain

REFERENCE_KEY = "$ref"
REFERENCE_HOWTO = (
    'write a value an earlier call returns as {"$ref": "call[N].field"}: N is that call\'s position in the '
    "reference chain (the first call is 0), field the name of the value in its result (a dotted path for a "
    'nested one, such as "call[0].order.order_id"), or a field of the row that call created'
)
_CALL_PATH = re.compile(r"^\s*calls?\s*\[\s*(\d+)\s*\]\s*\.?\s*(\S.*?)?\s*$")
# How a model says it in words: "<job_id returned by create_job_posting>", "<the order_id from place_order>".
_SPOKEN = re.compile(
    r"^<\s*(?:the\s+)?(?P<field>[A-Za-z_][\w.]*)\s+(?:(?:that\s+|as\s+)?(?:is\s+)?"
    r"(?:returned|created|generated|given|made)\s+by|from)\s+(?:the\s+)?(?:call\s+(?:to\s+)?)?"
    r"(?P<tool>[A-Za-z_]\w*)(?:\s*\(\s*\))?(?:\s+call)?\s*>$",
    re.IGNORECASE,
)
_PLACEHOLDER = re.compile(r"^<[^<>]+>$")


class ReferenceProblem(ValueError):
    """A reference in argument ``argument`` of call ``call`` that cannot be resolved, and why."""

    def __init__(self, detail: str, *, call: int = 0, argument: str = "", reference: Any = None) -> None:
        super().__init__(detail)
        self.detail, self.call, self.argument, self.reference = detail, call, argument, reference


def is_reference(value: Any) -> bool:
    """``{"$ref": "..."}``, or a whole-string placeholder in angle brackets (``<job_id from create_job>``)."""
    if isinstance(value, dict):
        return set(value) == {REFERENCE_KEY}
    return isinstance(value, str) and _PLACEHOLDER.match(value.strip()) is not None


def has_references(value: Any) -> bool:
    if is_reference(value):
        return True
    if isinstance(value, dict):
        return any(has_references(v) for v in value.values())
    if isinstance(value, list):
        return any(has_references(v) for v in value)
    return False


def resolve_references(
    arguments: dict[str, Any],
    *,
    index: int,
    calls: list[ToolCall],
    results: list[dict[str, Any]],
    diffs: list[list[dict[str, Any]]],
) -> dict[str, Any]:
    """``arguments`` of call ``index`` with every reference replaced by the value it names in the results
    (or inserted rows, ``diffs``) of the earlier ``calls``; raises ReferenceProblem."""

    def resolve(value: Any, argument: str) -> Any:
        if is_reference(value):
            try:
                return _referenced(value, index=index, calls=calls, results=results, diffs=diffs)
            except ReferenceProblem as problem:
                raise ReferenceProblem(
                    problem.detail, call=index, argument=argument, reference=value
                ) from None
        if isinstance(value, dict):
            return {k: resolve(v, argument) for k, v in value.items()}
        if isinstance(value, list):
            return [resolve(v, argument) for v in value]
        return value

    return {name: resolve(value, name) for name, value in arguments.items()}


def _referenced(
    value: Any,
    *,
    index: int,
    calls: list[ToolCall],
    results: list[dict[str, Any]],
    diffs: list[list[dict[str, Any]]],
) -> Any:
    if isinstance(value, dict):
        text = value[REFERENCE_KEY]
        match = _CALL_PATH.match(text) if isinstance(text, str) else None
        if match is None:
            raise ReferenceProblem(f"{text!r} is not of the form call[N].field")
        source, path = int(match.group(1)), match.group(2) or ""
    else:
        spoken = _SPOKEN.match(value.strip())
        if spoken is None:
            raise ReferenceProblem(f"{value!r} is a placeholder, not a value")
        tool, path = spoken.group("tool"), spoken.group("field")
        earlier = [i for i, call in enumerate(calls[:index]) if call.name == tool]
        if not earlier:
            raise ReferenceProblem(f"no call to {tool} comes before call {index}")
        if len(earlier) > 1:
            raise ReferenceProblem(f"calls {earlier} are all {tool}: name the one meant by its position")
        source = earlier[0]
    if source >= index:
        raise ReferenceProblem(f"call[{source}] does not come before call {index}")
    if not path:
        raise ReferenceProblem(f"the reference to call[{source}] names no field")
    return _value_of(source, calls[source].name, path, results[source], diffs[source])


def _value_of(
    source: int, tool: str, path: str, result: dict[str, Any], inserted: list[dict[str, Any]]
) -> Any:
    """The value ``path`` names in a result: the path itself in the result's data (or from ``result.``/
    ``data.``), else the one value of its last field anywhere in the data, else in the rows the call
    inserted."""
    steps = [s for s in re.sub(r"\[(\d+)\]", r".\1", path).split(".") if s]
    data = result.get("data")
    tries = [(data, steps)]
    if steps[0] == "result":
        tries.append((result, steps[1:]))
    if steps[0] == "data":
        tries.append((data, steps[1:]))
    for start, rest in tries:
        found, value = _walk(start, rest)
        if found and value is not None:
            return value
    field = steps[-1]
    values = _distinct(_named(data, field))
    where = "returned"
    if not values:
        rows: list[dict[str, Any]] = [
            c["row"] for c in inserted if c.get("op") == "insert" and isinstance(c.get("row"), dict)
        ]
        values = _distinct([row[field] for row in rows if row.get(field) is not None])
        where = "inserted"
    if len(values) == 1:
        return values[0]
    if values:
        raise ReferenceProblem(
            f"call[{source}] ({tool}) {where} several values of {field!r} ({values[:5]}): "
            "give the path to one"
        )
    shown = sorted(data) if isinstance(data, dict) else type(data).__name__
    raise ReferenceProblem(
        f"call[{source}] ({tool}) returned no {field!r} (its result data: {shown}) and created no row with it"
    )


def _walk(value: Any, steps: list[str]) -> tuple[bool, Any]:
    for step in steps:
        if isinstance(value, dict) and step in value:
            value = value[step]
        elif isinstance(value, list) and step.isdigit() and int(step) < len(value):
            value = value[int(step)]
        else:
            return False, None
    return True, value


def _named(value: Any, field: str) -> list[Any]:
    """Every non-null value under the key ``field`` anywhere in ``value``."""
    if isinstance(value, dict):
        own = [value[field]] if value.get(field) is not None else []
        return own + [v for k, item in value.items() if k != field for v in _named(item, field)]
    if isinstance(value, list):
        return [v for item in value for v in _named(item, field)]
    return []


def _distinct(values: list[Any]) -> list[Any]:
    seen: dict[str, Any] = {}
    for value in values:
        seen.setdefault(json.dumps(value, sort_keys=True, default=str), value)
    return list(seen.values())


def run_resolving(
    session: SessionLike, *, calls: list[ToolCall], state: State, clock: str | None = None
) -> tuple[list[ToolCall], ChainRun]:
    """Run ``calls`` from ``state``, each reference resolved from a run of the calls before it (a run resets
    the environment, so the ids it generates are the full run's); returns the calls as run and the run (of the
    calls up to a failing one, when one fails before a reference). Raises ReferenceProblem."""
    resolved: list[ToolCall] = []
    for index, call in enumerate(calls):
        if has_references(call.arguments):
            before = run_chain(session, calls=resolved, state=state, clock=clock) if resolved else ChainRun()
            if not before.ok:
                return resolved, before
            arguments = resolve_references(
                call.arguments, index=index, calls=resolved, results=before.results, diffs=before.diffs
            )
            call = ToolCall(name=call.name, arguments=arguments)
        resolved.append(call)
    return resolved, run_chain(session, calls=resolved, state=state, clock=clock)


def _scalars(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _scalars(v)]
    if isinstance(value, list):
        return [s for v in value for s in _scalars(v)]
    return [value]


def _revealed(value: Any, results: list[dict[str, Any]]) -> bool:
    needle = json.dumps(value, sort_keys=True)
    return any(json.dumps(s, sort_keys=True) == needle for r in results for s in _scalars(r.get("data")))


_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)?")


def _stated(value: Any, text: str) -> bool:
    if isinstance(value, int | float):
        numbers = [float(n.replace(",", ".")) for n in _NUMBER.findall(text)]
        return any(abs(n - float(value)) < 1e-9 for n in numbers)
    return " ".join(str(value).split()).casefold() in " ".join(text.split()).casefold()


def unstated_values(
    *, task: str, user_facts: dict[str, str], calls: list[ToolCall], results: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Argument values that are neither in the task or ``user_facts`` nor in an earlier call's result
    (booleans and nulls are how a task is phrased, not values to state)."""
    text = " ".join([task, *user_facts.values()])
    missing: list[dict[str, Any]] = []
    for index, call in enumerate(calls):
        for name, value in call.arguments.items():
            for scalar in _scalars(value):
                if scalar is None or isinstance(scalar, bool) or scalar == "":
                    continue
                if _stated(scalar, text) or _revealed(scalar, results[:index]):
                    continue
                missing.append({"call": index, "tool": call.name, "argument": name, "value": scalar})
    return missing
