"""Rules a design states in words that are constraints on its tables ("a candidate may apply to a given job
only once"; "a candidate may hold at most 10 active applications": ``rule_limits``), made constraints of the
schema so that every test state, initial state and distractor keeps them.

A model writes such a rule among its business rules and rarely as a composite unique key. A state that
breaks it (the same candidate applying twice to one job) makes correct code look wrong and teaches an agent
data no real backend holds. Read conservatively: a sentence that says "once" (or "no two", "unique", "at most
one") and names, through foreign keys, two or more entities of one table that the sentence also names.
"""

from __future__ import annotations

import re

from synthesis.ir import EnvironmentSpec, StateSchema, Table
from synthesis.seeds.rule_limits import stated_limits
from synthesis.state.values import singular_word

_ONCE = re.compile(
    r"\b(only once|at most once|once per|just once|no more than once|no two|unique|at most one"
    r"|cannot \w+ twice|not \w+ twice)\b"
)
# "can be modified only once" counts what is done to one row, not which rows may exist together.
_PASSIVE = re.compile(r"\bbe \w+ed\b")
_WORD = re.compile(r"[a-z]+")


def _names_table(table: Table, words: set[str]) -> bool:
    """The sentence speaks of the table's rows: its name, or a word of its stem ("apply", applications)."""
    stem = singular_word(table.name.lower().split("_")[-1])
    return any(w == stem or (len(stem) >= 5 and w[:4] == stem[:4] and len(w) >= 4) for w in words)


def _unique_groups(schema: StateSchema, clause: str) -> list[tuple[str, list[str]]]:
    words = set(_WORD.findall(clause))
    found: list[tuple[str, list[str]]] = []
    for table in schema.tables:
        if not _names_table(table, words):
            continue
        named = [
            f.name
            for f in table.fields
            if f.foreign_key is not None
            and singular_word(f.foreign_key.table.lower().split("_")[-1]) in words
        ]
        if len(named) == 2:  # one thing done once per pair: a candidate applies to a job once
            found.append((table.name, named))
    return found


def with_rule_constraints(spec: EnvironmentSpec) -> tuple[EnvironmentSpec, list[str]]:
    """The spec with composite unique keys its rules state; notes say which rule made which key."""
    schema = spec.state_schema
    notes: list[str] = []
    tables = {t.name: t for t in schema.tables}
    for rule in spec.rules:
        clauses = [c for c in re.split(r"[;,:.]", rule.lower()) if _ONCE.search(c) and not _PASSIVE.search(c)]
        for table_name, group in [g for clause in clauses for g in _unique_groups(schema, clause)]:
            table = tables[table_name]
            if any(set(existing) == set(group) for existing in table.unique_together):
                continue
            if any(table.field(name).unique for name in group) or table.primary_key in group:
                continue  # already unique alone: the pair adds nothing
            tables[table_name] = table.model_copy(update={"unique_together": [*table.unique_together, group]})
            notes.append(f"{table_name}: {', '.join(group)} unique together, from the rule {rule!r}")
    for table_name, limit in stated_limits(spec):
        table = tables[table_name]
        if limit in table.limits:
            continue
        tables[table_name] = table.model_copy(update={"limits": [*table.limits, limit]})
        counted = ", ".join(f"{name} in {values}" for name, values in limit.where.items()) or "every row"
        notes.append(
            f"{table_name}: at most {limit.at_most} rows per {', '.join(limit.per)} ({counted}), "
            f"from the rule {limit.rule!r}"
        )
    if not notes:
        return spec, []
    new_schema = schema.model_copy(update={"tables": [tables[t.name] for t in schema.tables]})
    return spec.model_copy(update={"state_schema": new_schema}), notes
