"""Rules between fields of a row (SQL CHECKs naming two columns) are met by generated states: the field a rule
reads is made first, moments move beside the row's other moments, and dates are never cut like codes."""

from __future__ import annotations

import pytest

from synthesis.ir import Field, FieldType
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import fit_length, generate_state, passes_checks, relative_date
from synthesis.state.validation import validate_state

# Two references to one table that must differ (AdventureWorks' ProductAssemblyID <> ComponentID), the rule on
# the first of them; two products only, so a reference made before the other is read clashes half the time.
ASSEMBLIES = """
CREATE TABLE products (product_id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL);
CREATE TABLE bill_of_materials (
    bom_id INTEGER PRIMARY KEY,
    assembly_id INTEGER REFERENCES products (product_id),
    component_id INTEGER NOT NULL REFERENCES products (product_id),
    CONSTRAINT ck_parts CHECK (assembly_id <> component_id)
);
"""


@pytest.mark.parametrize("seed", range(8))
def test_a_rule_reading_a_later_field_is_met(seed: int) -> None:
    spec = parse_sql(ASSEMBLIES, name="assemblies")
    state = generate_state(
        schema=spec.state_schema, seed=seed, rows_per_table={"products": 2, "bill_of_materials": 6}
    )
    assert state["bill_of_materials"], "the table is generated"
    assert validate_state(schema=spec.state_schema, state=state) == []
    assert all(r["assembly_id"] != r["component_id"] for r in state["bill_of_materials"])


def _end_field() -> Field:
    return Field(
        name="enddate",
        type=FieldType.DATETIME,
        required=False,
        checks=["row.get('startdate') is None or value > row['startdate']"],
    )


def test_relative_dates_go_through_every_other_moment_of_the_row() -> None:
    # modifieddate sorts before startdate: moments beside it alone never pass a rule about the start.
    end = _end_field()
    row = {"modifieddate": "2020-01-01T00:00:00", "startdate": "2024-06-01T00:00:00", "enddate": None}
    made = [relative_date(field=end, row=row, attempt=attempt, fallback=None) for attempt in range(12)]
    passing = [
        value for value in made if value is not None and passes_checks(end, value, {**row, "enddate": value})
    ]
    assert passing and all(value.startswith("2024-") for value in passing)


def test_a_date_breaking_its_rule_is_not_cut_like_a_code() -> None:
    end = _end_field()
    row = {"startdate": "2024-12-31T00:00:00+00:00"}
    value = "2024-12-30T15:15:00+00:00"
    assert not passes_checks(end, value, {**row, "enddate": value})
    assert fit_length(field=end, value=value, row=row, serial=3) == value
