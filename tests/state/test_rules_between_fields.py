"""Rules between fields of a row (SQL CHECKs naming two columns) are met by generated states: the field a rule
reads is made first, moments move beside the row's other moments, and dates are never cut like codes."""

from __future__ import annotations

import pytest

from synthesis.ir import Field, FieldType
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import GenerationError, generate_state
from synthesis.state.fitting import fit_length, passes_checks, relative_date
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


# A rule in the spirit of AdventureWorks' BillOfMaterials: a top-level row is at level 0 with a quantity of 1,
# any other at a deeper level with a quantity of 2. The rule falls to top, made last: drawn field by field,
# a row at level 3 with a quantity of 1 leaves no value of top that meets it. Such a row is drawn again (one
# draw each: 1-3 rows of 12 are made; drawn again, free numbers the rule reads go through 0, 1, 2, ...), and
# left out when no draw meets it.
LEVELS = """
CREATE TABLE bom (
    bom_id INTEGER PRIMARY KEY,
    lvl SMALLINT NOT NULL,
    top BOOLEAN NOT NULL,
    qty INTEGER NOT NULL,
    CONSTRAINT ck_level CHECK ((lvl = 0 AND top AND qty = 1) OR (lvl >= 1 AND NOT top AND qty = 2))
);
"""


@pytest.mark.parametrize("seed", range(6))
def test_rows_are_drawn_again_until_a_rule_between_fields_holds(seed: int) -> None:
    spec = parse_sql(LEVELS, name="levels")
    assert spec.state_schema.table("bom").field("top").checks, "the rule falls to top"
    state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=12)
    rows = state["bom"]
    assert len(rows) == 12, "rows that missed the rule were drawn again"
    assert validate_state(schema=spec.state_schema, state=state) == []
    for row in rows:
        assert (row["lvl"], row["qty"]) == (0, 1) if row["top"] else (row["lvl"] >= 1 and row["qty"] == 2)


def test_the_one_row_of_a_small_state_meets_a_rule_random_numbers_seldom_meet() -> None:
    # AdventureWorks' rule, as its dump spells it: with one product, a part cannot be its own assembly, so
    # the row is a top-level one, at level 0 with a quantity of 1 (the builder's first load: one row a table).
    spec = parse_sql(
        """
        CREATE TABLE product (productid INTEGER PRIMARY KEY, name VARCHAR(50) NOT NULL);
        CREATE TABLE bom (
            bomid INTEGER PRIMARY KEY,
            productassemblyid INTEGER REFERENCES product (productid),
            componentid INTEGER NOT NULL REFERENCES product (productid),
            bomlevel SMALLINT NOT NULL,
            perassemblyqty NUMERIC(8, 2) NOT NULL DEFAULT 1.00 CHECK (perassemblyqty >= 1.00),
            CONSTRAINT ck_parts CHECK (productassemblyid <> componentid),
            CONSTRAINT ck_level CHECK (
                (productassemblyid IS NULL AND bomlevel = 0 AND perassemblyqty = 1.00)
                OR (productassemblyid IS NOT NULL AND bomlevel >= 1)
            )
        );
        """,
        name="bom",
    )
    for seed in range(4):
        state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=1)
        assert [(r["productassemblyid"], r["bomlevel"], r["perassemblyqty"]) for r in state["bom"]] == [
            (None, 0, 1)
        ]
        assert validate_state(schema=spec.state_schema, state=state) == []


def test_a_rule_no_row_can_meet_fails_the_state_instead_of_leaving_the_table_empty() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id INTEGER PRIMARY KEY, lo INTEGER NOT NULL, hi INTEGER NOT NULL,"
        " CONSTRAINT ck CHECK (hi > lo AND hi < lo));",
        name="impossible",
    )
    with pytest.raises(GenerationError, match="t: no row met the rules between its fields"):
        generate_state(schema=spec.state_schema, seed=0, rows_per_table=4)


def test_a_field_whose_own_checks_no_value_meets_fails_at_once() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id INTEGER PRIMARY KEY, lo INTEGER NOT NULL, hi INTEGER NOT NULL CHECK (hi > lo),"
        " code VARCHAR(9) NOT NULL CHECK (code = 'a' AND code = 'b'));",
        name="impossible",
    )
    with pytest.raises(GenerationError, match=r"t\.code: no value met the constraints"):
        generate_state(schema=spec.state_schema, seed=0, rows_per_table=4)
