"""Arguments for a tool call that meet its preconditions, searched among a state's values.

Procedural tests need a positive case, and scenario plans a first call that the tool accepts. Names alone do
not say which values go together (a requester is the interview's candidate or its job's employer; an
employer must own the application's job), but the tool's own precondition expressions do: this search
changes one argument at a time and keeps a change that makes more of them hold. The caller evaluates the
expressions (in the sandbox: they are model-written); this module only proposes values and counts verdicts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from synthesis.ir import EnvironmentSpec, State, Tool
from synthesis.state.text_formats import stated_moment_format
from synthesis.state.values import words_of

Verdicts = Callable[[dict[str, Any]], list[bool | None]]


_JSON_TYPES: dict[str, Callable[[Any], bool]] = {
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}


def fits_parameter(schema: dict[str, Any], value: Any, description: str = "") -> bool:
    """Whether a value taken from a namesake field elsewhere has the parameter's declared type, length and
    stated form: Harbor's permission policies' ``scope`` texts were tried as a label's one-letter ``scope``
    and the procedural test expected the create to succeed (its length rule has no machine-checked
    precondition); an interview's id was tried as a time "YYYY-MM-DDTHH:MM"."""
    kind = schema.get("type")
    check = _JSON_TYPES.get(kind) if isinstance(kind, str) else None
    if check is not None and not check(value):
        return False
    stated = stated_moment_format(description)
    if stated is not None and isinstance(value, str) and not stated.accepts(value):
        return False
    if isinstance(value, str):
        shortest, longest = schema.get("minLength"), schema.get("maxLength")
        if type(shortest) is int and len(value) < shortest:
            return False
        if type(longest) is int and len(value) > longest:
            return False
    return True


SEARCH_STARTS = 3
SEARCH_BUDGET = 240
WIDER_VALUES = 24


@dataclass
class Found:
    arguments: dict[str, Any] | None
    tried: list[tuple[dict[str, Any], list[bool | None]]]


def wider_pools(
    spec: EnvironmentSpec, tool: Tool, values: dict[str, list[Any]], state: State
) -> dict[str, list[Any]]:
    """Each parameter's candidates, widened by values of the test state that could be what a precondition
    compares it with: a requester's id is a candidate's or an employer's id (keys of every table, for a
    parameter named like a key), a zip code is an address's (fields sharing a word with the parameter)."""
    pools: dict[str, list[Any]] = {}
    for param in tool.parameters:
        own = list(values.get(param.name, []))
        words = set(words_of(param.name)) - {"id", "new", "the", "of"}
        keyish = param.name.lower() == "id" or param.name.endswith(("_id", "_ids", "Id", "Ids"))
        extra: list[Any] = []
        for table in spec.state_schema.tables:
            for f in table.fields:
                is_key = f.name == table.primary_key or f.foreign_key is not None
                if not ((keyish and is_key) or (words and words & set(words_of(f.name)))):
                    continue
                for row in state.get(table.name, []):
                    value = row.get(f.name)
                    if (
                        value is not None
                        and value not in own
                        and value not in extra
                        and fits_parameter(param.value_schema, value, param.description)
                    ):
                        extra.append(value)
                        if len(extra) >= WIDER_VALUES:
                            break
        pools[param.name] = own + extra[:WIDER_VALUES]
    return pools


def search_arguments(
    evaluated: list[tuple[dict[str, Any], list[bool | None]]],
    *,
    pools: dict[str, list[Any]],
    verdicts: Callable[[dict[str, Any]], list[bool | None]],
) -> Found:
    """Arguments meeting every precondition, found by changing one argument at a time from the most promising
    starts and keeping a change that makes more preconditions hold (a coordinate search over the test
    state's values; each try is one evaluation of the tool's preconditions in the sandbox)."""
    tried: list[tuple[dict[str, Any], list[bool | None]]] = []
    budget = SEARCH_BUDGET

    def holding(verdict: list[bool | None]) -> int:
        return sum(1 for x in verdict if x is True)

    starts = sorted(evaluated, key=lambda item: -holding(item[1]))[:SEARCH_STARTS]
    for start, verdict in starts:
        current, score = dict(start), holding(verdict)
        improved = True
        while improved and budget > 0:
            improved = False
            for name in current:
                for value in pools.get(name, []):
                    if value == current[name] or budget <= 0:
                        continue
                    trial = {**current, name: value}
                    outcome = verdicts(trial)
                    budget -= 1
                    tried.append((trial, outcome))
                    if all(x is True for x in outcome):
                        return Found(arguments=trial, tried=tried)
                    if holding(outcome) > score:
                        current, score, improved = trial, holding(outcome), True
    return Found(arguments=None, tried=tried)
