"""Matching policies per field, and the conversion of IR policies to the plain dicts of ``matching``."""

from __future__ import annotations

from typing import Any

from synthesis.ir import FieldType, MatchPolicy, MatchPolicyKind, State, StateSchema, ToolCall
from synthesis.scenarios.matching import Comparison, compare_states
from synthesis.scenarios.replay import canonical
from synthesis.state.values import FREE_TEXT_WORDS, words_of

NAME_WORDS = {"name", "title", "city", "address", "street", "author", "email"}
MONEY_WORDS = {"amount", "price", "fee", "fine", "balance", "cost", "total", "salary", "budget", "deposit"}


def policy_for(*, schema: StateSchema, table: str, field: str) -> MatchPolicy:
    """ignore for generated fields, exact for keys/amounts/enums, normalized for names, fuzzy for free
    text."""
    t = schema.table(table)
    f = t.field(field)
    words = set(words_of(field))
    if f.generated or f.type == FieldType.DATETIME:
        return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.IGNORE)
    if field == t.primary_key or f.foreign_key is not None or f.enum_values:
        return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.EXACT)
    if f.type == FieldType.NUMBER:
        tolerance = 0.005 if words & MONEY_WORDS else 1e-6
        return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.NUMERIC, tolerance=tolerance)
    if f.type == FieldType.TEXT or words & FREE_TEXT_WORDS:
        return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.FUZZY, threshold=0.8)
    if f.type == FieldType.JSON:
        return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.UNORDERED)
    if f.type == FieldType.STRING and words & NAME_WORDS:
        return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.NORMALIZED)
    return MatchPolicy(table=table, field=field, policy=MatchPolicyKind.EXACT)


def policies_for_tables(*, schema: StateSchema, tables: list[str]) -> list[MatchPolicy]:
    return [policy_for(schema=schema, table=t, field=f.name) for t in tables for f in schema.table(t).fields]


def compare_stated_values(
    *, policies: list[MatchPolicy], schema: StateSchema, initial: State, target: State, calls: list[ToolCall]
) -> list[MatchPolicy]:
    """Fields the task sets to a value it gives (an argument of a reference call) are compared exactly, even
    when their kind is ignored by default (a datetime the user asks for): else the comparison could not tell
    the task done from not done, and doing nothing would earn the whole target score."""
    given = {canonical(v) for call in calls for v in call.arguments.values()}
    upgraded: set[tuple[str, str]] = set()
    for table in schema.tables:
        key = table.primary_key
        before = {canonical(r.get(key)): r for r in initial.get(table.name, [])}
        for row in target.get(table.name, []):
            old = before.get(canonical(row.get(key)))
            if old is None:
                continue
            for name, value in row.items():
                if old.get(name) != value and canonical(value) in given:
                    upgraded.add((table.name, name))
    return [
        p.model_copy(update={"policy": MatchPolicyKind.EXACT})
        if (p.table, p.field) in upgraded and p.policy == MatchPolicyKind.IGNORE
        else p
        for p in policies
    ]


def policies_as_dict(policies: list[MatchPolicy]) -> dict[str, dict[str, dict[str, Any]]]:
    result: dict[str, dict[str, dict[str, Any]]] = {}
    for p in policies:
        entry: dict[str, Any] = {"policy": p.policy.value}
        if p.threshold is not None:
            entry["threshold"] = p.threshold
        if p.tolerance is not None:
            entry["tolerance"] = p.tolerance
        result.setdefault(p.table, {})[p.field] = entry
    return result


def compare_with_target(
    *,
    target: dict[str, Any],
    final: dict[str, Any],
    policies: list[MatchPolicy],
    schema: StateSchema,
    initial: dict[str, Any] | None = None,
) -> Comparison:
    """``compare_states`` over IR values (policies and schema)."""
    return compare_states(
        target=target,
        final=final,
        policies=policies_as_dict(policies),
        primary_keys=schema.primary_keys(),
        initial=initial,
    )
