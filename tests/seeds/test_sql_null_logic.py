"""CHECKs that join conditions over columns that may be NULL decide as SQL does: a CHECK holds unless its
expression is FALSE, and a comparison with a NULL is UNKNOWN, which AND, OR and NOT carry on.

The oracle is the database the suite runs on (PostgreSQL in CI, SQLite otherwise; both follow the standard
here): every row is inserted into a real table with the CHECK, and the translated check must accept exactly
the rows the database accepts."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction

from synthesis.seeds import parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.expressions import evaluate, holds_when_empty, reads_emptiness
from synthesis.state.validation import validate_state
from tests.seeds.conftest import runtime_for

# AdventureWorks' CK_BillOfMaterials_BOMLevel and CK_BillOfMaterials_EndDate, and two of our own.
CHECKS = {
    "bom_level": "(parent IS NULL AND level = 0 AND qty = 1) OR (parent IS NOT NULL AND level >= 1)",
    "end_date": "(finish > start) OR (finish IS NULL)",
    "both_positive": "level > 0 AND qty > 0",
    "not_both": "NOT (parent = 1 AND level = 1)",
    # Over columns that may all be NULL: the rule goes to one of them, which is then judged empty too.
    "reachable": "parent IS NOT NULL OR qty IS NOT NULL",
    "at_most_one": "parent IS NULL OR qty IS NULL",
    "qty_when_parent": "parent IS NULL OR qty > 0",
}
COLUMNS = (
    "id integer PRIMARY KEY, parent integer, level integer NOT NULL, qty integer, start integer NOT NULL,"
    " finish integer"
)
VALUES = {
    "parent": [None, 1, 2],
    "level": [0, 1, 2],
    "qty": [None, 0, 1],
    "start": [5],
    "finish": [None, 4, 6],
}


def _spec_for(name: str) -> Any:
    return parse_sql(f"CREATE TABLE t ({COLUMNS}, CONSTRAINT {name} CHECK ({CHECKS[name]}));", name="t")


def _rows() -> list[dict[str, Any]]:
    names = list(VALUES)
    return [
        {"id": index, **dict(zip(names, combo, strict=True))}
        for index, combo in enumerate(itertools.product(*(VALUES[n] for n in names)))
    ]


def _ours(spec: Any, row: dict[str, Any]) -> bool:
    for field in spec.state_schema.table("t").fields:
        if row[field.name] is None:
            # Of an empty field, only the checks that read its emptiness (see _row_problem)
            if not all(holds_when_empty(c, row=row) for c in field.checks if reads_emptiness(c)):
                return False
            continue
        for check in field.checks:
            if not evaluate(check, value=row[field.name], row=row):
                return False
    return True


def _database_accepts(name: str, rows: list[dict[str, Any]]) -> list[bool]:
    accepted = []
    with connection.cursor() as cursor:
        cursor.execute(f"CREATE TABLE nulllogic_{name} ({COLUMNS}, CHECK ({CHECKS[name]}))")
        for row in rows:
            columns = ", ".join(row)
            marks = ", ".join(["%s"] * len(row))
            try:
                with transaction.atomic():
                    cursor.execute(
                        f"INSERT INTO nulllogic_{name} ({columns}) VALUES ({marks})", list(row.values())
                    )
                accepted.append(True)
            except IntegrityError:
                accepted.append(False)
    return accepted


@pytest.mark.django_db
@pytest.mark.parametrize("name", sorted(CHECKS))
def test_a_check_accepts_exactly_the_rows_the_database_accepts(name: str) -> None:
    spec = _spec_for(name)
    rows = _rows()
    database = _database_accepts(name, rows)
    assert True in database and False in database  # the rows tell the two apart
    ours = [_ours(spec, row) for row in rows]
    wrong = [row for row, a, b in zip(rows, database, ours, strict=True) if a != b]
    assert wrong == []


def test_the_rule_goes_to_a_not_null_column_so_it_also_judges_a_null() -> None:
    table = _spec_for("bom_level").state_schema.table("t")
    # Not parent nor qty, which may be NULL, and then the environment checks nothing of theirs.
    assert [f.name for f in table.fields if f.checks] == ["level"]


def test_a_single_condition_keeps_its_short_form() -> None:
    spec = parse_sql(f"CREATE TABLE t ({COLUMNS}, CHECK (finish > start));", name="t")
    assert spec.state_schema.table("t").field("finish").checks == [
        "row.get('start') is None or value > row['start']"
    ]


def test_the_environment_refuses_a_top_level_assembly_with_a_level() -> None:
    spec = _spec_for("bom_level")
    runtime = runtime_for(spec)
    top = runtime.call("create_t", {"level": 0, "qty": 1, "start": 5})
    assert top["result"]["success"], top
    wrong = runtime.call("create_t", {"level": 2, "qty": 1, "start": 5})
    assert not wrong["result"]["success"] and "violates the rule" in wrong["result"]["error"]


def test_generated_states_meet_the_rule() -> None:
    schema = _spec_for("bom_level").state_schema
    for seed in range(4):
        state = generate_state(schema=schema, seed=seed, rows_per_table=12)
        assert validate_state(schema=schema, state=state) == []
        assert len(state["t"]) == 12


@pytest.mark.parametrize("name", ["reachable", "at_most_one"])
def test_a_rule_over_columns_that_may_all_be_empty_judges_them_empty(name: str) -> None:
    """Neither parent nor qty is NOT NULL: the rule is a nullable column's, and the environment, the state's
    validation and its generation apply it to an empty value too, as the database does."""
    spec = _spec_for(name)
    runtime = runtime_for(spec)
    both = runtime.call("create_t", {"level": 1, "parent": 1, "qty": 1, "start": 5})["result"]
    neither = runtime.call("create_t", {"level": 1, "start": 5})["result"]
    one = runtime.call("create_t", {"level": 1, "qty": 1, "start": 5})["result"]
    assert one["success"], one
    assert both["success"] is (name == "reachable") and neither["success"] is (name == "at_most_one")
    refused = neither if name == "reachable" else both
    assert "violates the rule" in refused["error"]
    schema = spec.state_schema
    empty_row = {"id": 1, "parent": None, "level": 1, "qty": None, "start": 5, "finish": None}
    problems = validate_state(schema=schema, state={"t": [empty_row]})
    assert [p.kind for p in problems] == (["check"] if name == "reachable" else [])
    for seed in range(6):
        state = generate_state(schema=schema, seed=seed, rows_per_table=20)
        assert validate_state(schema=schema, state=state) == []
        assert len(state["t"]) == 20
