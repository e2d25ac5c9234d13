from __future__ import annotations

import random
import re

import pytest

from synthesis.ir import Field, FieldType, ForeignKey, StateSchema, Table
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import GenerationError, generate_state
from synthesis.state.validation import validate_state
from synthesis.state.values import value_maker
from tests.scenarios.library_env import library_schema


def cyclic_schema(*, required_cycle: bool) -> StateSchema:
    """departments.head -> employees, employees.department -> departments, employees.manager -> employees."""
    return StateSchema(
        tables=[
            Table(
                name="departments",
                primary_key="department_id",
                fields=[
                    Field(name="department_id", type=FieldType.INTEGER),
                    Field(name="name", unique=True),
                    Field(
                        name="head_id",
                        required=required_cycle,
                        foreign_key=ForeignKey(table="employees", field="employee_id"),
                    ),
                ],
            ),
            Table(
                name="employees",
                primary_key="employee_id",
                fields=[
                    Field(name="employee_id"),
                    Field(name="name"),
                    Field(name="email", unique=True),
                    Field(
                        name="department_id",
                        type=FieldType.INTEGER,
                        foreign_key=ForeignKey(table="departments", field="department_id"),
                    ),
                    Field(
                        name="manager_id",
                        required=False,
                        foreign_key=ForeignKey(table="employees", field="employee_id"),
                    ),
                    Field(name="level", type=FieldType.ENUM, enum_values=["junior", "senior", "lead"]),
                    Field(name="salary", type=FieldType.NUMBER, checks=["value >= 1000", "value <= 5000"]),
                ],
            ),
        ]
    )


def test_same_seed_gives_identical_state_and_other_seed_differs() -> None:
    schema = library_schema()
    assert generate_state(schema=schema, seed=9) == generate_state(schema=schema, seed=9)
    assert generate_state(schema=schema, seed=9) != generate_state(schema=schema, seed=10)


@pytest.mark.parametrize("seed", range(6))
def test_generated_states_satisfy_every_constraint(seed: int) -> None:
    schema = library_schema()
    state = generate_state(schema=schema, seed=seed, rows_per_table={"members": 8, "books": 12, "loans": 10})
    assert validate_state(schema=schema, state=state) == []
    assert [len(state[t]) for t in ("members", "books", "loans")] == [8, 12, 10]


@pytest.mark.parametrize("required_cycle", [False, True])
def test_foreign_key_cycles_and_self_references_resolve(required_cycle: bool) -> None:
    schema = cyclic_schema(required_cycle=required_cycle)
    state = generate_state(schema=schema, seed=3, rows_per_table=6)
    assert validate_state(schema=schema, state=state) == []
    employees = {e["employee_id"] for e in state["employees"]}
    heads = [d["head_id"] for d in state["departments"]]
    if required_cycle:
        assert all(h in employees for h in heads)
    assert all(e["manager_id"] != e["employee_id"] for e in state["employees"])
    assert any(e["manager_id"] is not None for e in state["employees"])


def test_enums_unique_values_and_checks_are_respected() -> None:
    schema = cyclic_schema(required_cycle=False)
    state = generate_state(schema=schema, seed=1, rows_per_table=20)
    employees = state["employees"]
    assert {e["level"] for e in employees} <= {"junior", "senior", "lead"}
    assert len({e["email"] for e in employees}) == len(employees)
    assert all(1000 <= e["salary"] <= 5000 for e in employees)


def test_values_look_realistic() -> None:
    state = generate_state(schema=library_schema(), seed=2)
    member = state["members"][0]
    assert re.fullmatch(r"[a-z]+\.[a-z]+\d+@example\.com", member["email"])
    assert member["email"].startswith(member["name"].split()[0].lower())
    book = state["books"][0]
    digits = [int(d) for d in book["isbn"]]
    assert len(digits) == 13 and sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits)) % 10 == 0
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", state["loans"][0]["borrowed_on"])


def test_impossible_checks_fail_with_the_field_named() -> None:
    schema = StateSchema(
        tables=[
            Table(
                name="t",
                primary_key="id",
                fields=[
                    Field(name="id", type=FieldType.INTEGER),
                    Field(name="qty", type=FieldType.INTEGER, checks=["value > 10", "value < 5"]),
                ],
            )
        ]
    )
    with pytest.raises(GenerationError, match=r"t\.qty"):
        generate_state(schema=schema, seed=0)


def test_bad_row_counts_are_rejected() -> None:
    with pytest.raises(ValueError, match="unknown tables"):
        generate_state(schema=library_schema(), seed=0, rows_per_table={"shelves": 3})
    with pytest.raises(ValueError, match="negative"):
        generate_state(schema=library_schema(), seed=0, rows_per_table=-1)


@pytest.mark.parametrize(
    "checks",
    [["len(value) == 3"], ["len(value) <= 6", "value.upper() == value"], ["len(value) <= 2"]],
)
@pytest.mark.parametrize("name", ["code", "warehouse_code", "country_code"])
def test_unique_short_codes_differ_from_row_to_row(checks: list[str], name: str) -> None:
    # A plain cut of long letters ("WAREHOUSE" -> "WAR") is the same for every row: it used to leave one row
    # possible and fail the table.
    schema = StateSchema(
        tables=[
            Table(
                name="sites",
                primary_key="site_id",
                fields=[
                    Field(name="site_id", type=FieldType.INTEGER),
                    Field(name=name, unique=True, checks=checks),
                ],
            )
        ]
    )
    state = generate_state(schema=schema, seed=3, rows_per_table=30)
    codes = [row[name] for row in state["sites"]]
    assert len(codes) == 30 and len(set(codes)) == 30
    assert validate_state(schema=schema, state=state) == []


@pytest.mark.parametrize("checks", [["len(value) <= 3"], ["len(value) == 2"]])
def test_a_short_text_key_not_marked_unique_still_differs_from_row_to_row(checks: list[str]) -> None:
    # A designed schema need not mark its key unique; "CUR-001" cut to fit used to give the same key each row.
    schema = StateSchema(
        tables=[
            Table(
                name="currencies",
                primary_key="code",
                fields=[Field(name="code", checks=checks), Field(name="name")],
            )
        ]
    )
    assert schema.table("currencies").field("code").unique is False
    state = generate_state(schema=schema, seed=1, rows_per_table=8)
    assert len({row["code"] for row in state["currencies"]}) == 8
    assert validate_state(schema=schema, state=state) == []


def _one_to_one_schema(*, required: bool) -> StateSchema:
    """profiles extends users: its key is a reference to a user (not marked unique, as a design may leave
    it); a badge names at most one holder and a holder has at most one badge."""
    return StateSchema(
        tables=[
            Table(
                name="users",
                primary_key="user_id",
                fields=[Field(name="user_id", type=FieldType.INTEGER), Field(name="name")],
            ),
            Table(
                name="profiles",
                primary_key="user_id",
                fields=[
                    Field(
                        name="user_id",
                        type=FieldType.INTEGER,
                        foreign_key=ForeignKey(table="users", field="user_id"),
                    ),
                    Field(name="bio"),
                ],
            ),
            Table(
                name="badges",
                primary_key="badge_id",
                fields=[
                    Field(name="badge_id", type=FieldType.INTEGER),
                    Field(
                        name="holder_id",
                        type=FieldType.INTEGER,
                        unique=True,
                        required=required,
                        foreign_key=ForeignKey(table="users", field="user_id"),
                    ),
                ],
            ),
        ]
    )


@pytest.mark.parametrize("seed", range(6))
def test_a_one_to_one_table_never_repeats_its_key(seed: int) -> None:
    schema = _one_to_one_schema(required=True)
    state = generate_state(schema=schema, seed=seed, rows_per_table=5)
    keys = [row["user_id"] for row in state["profiles"]]
    assert sorted(keys) == [1, 2, 3, 4, 5]  # five users, five profiles: each user once
    assert validate_state(schema=schema, state=state) == []


@pytest.mark.parametrize("required", [True, False])
def test_a_unique_reference_with_more_rows_than_it_can_name_stops_or_stays_empty(required: bool) -> None:
    schema = _one_to_one_schema(required=required)
    state = generate_state(schema=schema, seed=2, rows_per_table={"users": 3, "profiles": 7, "badges": 7})
    assert len(state["profiles"]) == 3  # a required unique reference: no more rows than users
    holders = [row["holder_id"] for row in state["badges"]]
    named = [h for h in holders if h is not None]
    assert len(named) == len(set(named)) <= 3
    # An optional one stays empty once every user is taken; a required one ends the table there.
    assert len(holders) == (3 if required else 7)
    assert validate_state(schema=schema, state=state) == []


@pytest.mark.parametrize(
    ("kind", "checks", "low", "high"),
    [
        (FieldType.INTEGER, ["value >= 400", "value < 600"], 400, 599),  # an HTTP error status
        (FieldType.NUMBER, ["value > 1000", "value <= 1000.5"], 1000.01, 1000.5),
        (FieldType.INTEGER, ["value <= -10"], -110, -10),
    ],
)
def test_numbers_far_from_the_usual_ones_are_generated_inside_their_bounds(
    kind: FieldType, checks: list[str], low: float, high: float
) -> None:
    # The usual numbers (small counts, prices) and the fallbacks 0..1000 miss such ranges: generation used to
    # give up ("no value met the constraints within 60 attempts").
    schema = StateSchema(
        tables=[
            Table(
                name="problems",
                primary_key="problem_id",
                fields=[
                    Field(name="problem_id", type=FieldType.INTEGER),
                    Field(name="status", type=kind, checks=checks),
                ],
            )
        ]
    )
    state = generate_state(schema=schema, seed=4, rows_per_table=6)
    values = [row["status"] for row in state["problems"]]
    assert len(values) == 6 and all(low <= v <= high for v in values), values
    assert validate_state(schema=schema, state=state) == []


@pytest.mark.parametrize(
    "name",
    [
        "weight",
        "blkio_weight",
        "kg",
        "price",
        "discount_rate",
        "ratio",
        "duration",
        "rating",
        "age",
        "millis",
    ],
)
def test_an_integer_field_gets_integers_whatever_its_name_suggests(name: str) -> None:
    # Docker's BlkioWeight is an integer: a weight's usual 2.7 kg would fail the state's own validation.
    maker = value_maker(field=Field(name=name, type=FieldType.INTEGER), table_name="things")
    values = [maker({}, random.Random(seed), seed) for seed in range(20)]
    assert all(type(value) is int for value in values), values


def test_a_late_filled_self_reference_repeats_no_combination_unique_together() -> None:
    # Apache Guacamole's connection groups: a group's name is unique under its parent, the parent a reference
    # to the same table, filled after every row is made (the build stage failed "no rows with distinct").
    spec = parse_sql(
        "CREATE TABLE connection_group (connection_group_id serial NOT NULL PRIMARY KEY, parent_id integer,"
        " connection_group_name varchar(128) NOT NULL,"
        " CONSTRAINT name_parent UNIQUE (connection_group_name, parent_id),"
        " FOREIGN KEY (parent_id) REFERENCES connection_group (connection_group_id) ON DELETE CASCADE);",
        name="guacamole",
    )
    table = spec.state_schema.table("connection_group")
    for seed in range(12):
        for count in (1, 4, 12):
            state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=count)
            assert validate_state(schema=spec.state_schema, state=state) == []
            pairs = [(r["connection_group_name"], r["parent_id"]) for r in state["connection_group"]]
            filled = [pair for pair in pairs if pair[1] is not None]
            assert len(filled) == len(set(filled)), pairs
    assert table.unique_together == [["connection_group_name", "parent_id"]]
