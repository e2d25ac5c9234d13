"""Initial states drawn from the rows a seed came with (a dump's INSERT and COPY data).

A subset of each table's real rows is sampled (seeded), then closed under foreign keys: every row a chosen row
references is added, transitively, so the state is valid as it stands. The other sampled rows are the
distractors, and they are real too. Tables without real rows are left to the generator.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from synthesis.ir import State, StateSchema

Row = dict[str, Any]


def _key(value: Any) -> str:
    return repr(value)


def real_subset(
    *, schema: StateSchema, real_rows: Mapping[str, list[Row]], counts: Mapping[str, int], seed: int
) -> State:
    """A foreign-key-closed subset: ``counts[t]`` sampled rows of each table with real rows, plus every row
    they reference. Only tables with real rows appear in the result; rows are copies."""
    real = {t.name: real_rows[t.name] for t in schema.tables if real_rows.get(t.name)}
    # (table, field) -> value -> row, for the fields foreign keys point at
    targets: dict[tuple[str, str], dict[str, Row]] = {}
    for table in schema.tables:
        for f in table.fields:
            if f.foreign_key is not None and f.foreign_key.table in real:
                ref = (f.foreign_key.table, f.foreign_key.field)
                if ref not in targets:
                    targets[ref] = {_key(r.get(ref[1])): r for r in real[ref[0]]}
    chosen: dict[str, dict[int, Row]] = {name: {} for name in real}
    pending: list[tuple[str, Row]] = []
    for name, rows in real.items():
        rng = random.Random(f"{seed}:real:{name}")
        picked = sorted(rng.sample(range(len(rows)), min(counts.get(name, 0), len(rows))))
        pending.extend((name, rows[i]) for i in picked)
    while pending:
        name, row = pending.pop()
        if id(row) in chosen[name]:
            continue
        chosen[name][id(row)] = row
        for f in schema.table(name).fields:
            value = row.get(f.name)
            if f.foreign_key is None or value is None or f.foreign_key.table not in real:
                continue
            parent = targets[(f.foreign_key.table, f.foreign_key.field)].get(_key(value))
            if parent is not None:
                pending.append((f.foreign_key.table, parent))
    state: State = {}
    for name, rows in real.items():
        order = {id(r): i for i, r in enumerate(rows)}
        kept = sorted(chosen[name].values(), key=lambda r: order[id(r)])
        state[name] = [copy.deepcopy(r) for r in kept]
    return state


def relink_to_generated(*, schema: StateSchema, state: State, real_tables: set[str], seed: int) -> None:
    """Real rows that reference a table without real rows point at generated rows (or at nothing, when the
    reference is optional and there are none), since the dump's own parents are not in the state."""
    for name in sorted(real_tables):
        rng = random.Random(f"{seed}:relink:{name}")
        for f in schema.table(name).fields:
            fk = f.foreign_key
            if fk is None or fk.table in real_tables:
                continue
            parents = [r.get(fk.field) for r in state.get(fk.table, []) if r.get(fk.field) is not None]
            for row in state[name]:
                if row.get(f.name) is None:
                    continue
                row[f.name] = rng.choice(parents) if parents else None
