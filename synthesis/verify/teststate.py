"""The test state of the gate: a schema-valid state in which every enum value and both booleans occur.

Rows come from ``synthesis.state.datagen`` (PK/FK/unique/checks respected); enum and boolean fields are
then cycled over their values so that the procedural tests find rows that meet a precondition and rows that
violate it. The last row of a table that others refer to is left unreferenced where the state stays valid
(``_spare_last_rows``): a delete's positive case needs a row nothing refuses to let go, and a table many
tables refer to (Traccar's devices, referred to by eleven) had none.
"""

from __future__ import annotations

import copy

from synthesis.ir import FieldType, State, StateSchema
from synthesis.state.constraints import keep_constraints
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state


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
    # Cycled values can break a limit the design states (more than 10 active applications of a candidate):
    # the rows beyond it are left out, with what required them.
    state = keep_constraints(schema=schema, state=state)
    return _spare_last_rows(schema, state)


def _spare_last_rows(schema: StateSchema, state: State) -> State:
    """``state`` with the references to each referred table's last row moved to its first row (or emptied
    where optional), table by table where the state stays valid."""
    for target in schema.tables:
        rows = state.get(target.name, [])
        if len(rows) < 2:
            continue
        last, first = rows[-1].get(target.primary_key), rows[0].get(target.primary_key)
        spared = copy.deepcopy(state)
        moved = False
        for table in schema.tables:
            for f in table.fields:
                key = f.foreign_key
                if key is None or key.table != target.name or key.field != target.primary_key:
                    continue
                for row in spared.get(table.name, []):
                    if last is not None and row.get(f.name) == last:
                        row[f.name], moved = (None if not f.required else first), True
        if moved and not validate_state(schema=schema, state=spared):
            state = spared
    return state
