"""The test state of the gate: a schema-valid state in which every enum value and both booleans occur.

Rows come from ``synthesis.state.datagen`` (PK/FK/unique/checks respected); enum and boolean fields are
then cycled over their values so that the procedural tests find rows that meet a precondition and rows that
violate it.
"""

from __future__ import annotations

import copy

from synthesis.ir import FieldType, State, StateSchema
from synthesis.state.datagen import generate_state


def build_test_state(*, schema: StateSchema, rows_per_table: int = 4, seed: int = 0) -> State:
    state = generate_state(schema=schema, seed=seed, rows_per_table=rows_per_table)
    state = copy.deepcopy(state)
    for table in schema.tables:
        rows = state.get(table.name, [])
        for f in table.fields:
            # Unique, keyed or constrained fields keep the generator's values (cycling could break them).
            if f.unique or f.checks or f.foreign_key is not None or f.name == table.primary_key:
                continue
            if f.type == FieldType.ENUM and f.enum_values:
                for position, row in enumerate(rows):
                    row[f.name] = f.enum_values[position % len(f.enum_values)]
            elif f.type == FieldType.BOOLEAN:
                for position, row in enumerate(rows):
                    row[f.name] = position % 2 == 0
    return state
