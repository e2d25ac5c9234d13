from __future__ import annotations

import copy

import pytest

from synthesis.ir import Field, FieldType, StateSchema, Table
from synthesis.state.datagen import generate_state
from synthesis.state.expressions import UnsupportedExpression, evaluate
from synthesis.state.validation import validate_state
from tests.scenarios.library_env import library_schema


@pytest.fixture
def valid() -> dict:
    return generate_state(schema=library_schema(), seed=4)


def kinds(state: dict) -> set[tuple[str, str | None, str]]:
    from synthesis.state.validation import validate_state

    return {(p.table, p.field, p.kind) for p in validate_state(schema=library_schema(), state=state)}


def test_generated_state_is_valid(valid: dict) -> None:
    assert kinds(valid) == set()


@pytest.mark.parametrize(
    ("mutation", "expected"),
    [
        (lambda s: s["members"][0].update(email=None), ("members", "email", "missing")),
        (lambda s: s["members"][0].update(fine_balance="3"), ("members", "fine_balance", "type")),
        (lambda s: s["books"][0].update(edition=True), ("books", "edition", "type")),
        (lambda s: s["loans"][0].update(borrowed_on="15/01/2025"), ("loans", "borrowed_on", "type")),
        (
            lambda s: s["members"][1].update(member_id=s["members"][0]["member_id"]),
            ("members", "member_id", "primary_key"),
        ),
        (lambda s: s["loans"][0].update(member_id="MEM-999"), ("loans", "member_id", "foreign_key")),
        (lambda s: s["books"][1].update(isbn=s["books"][0]["isbn"]), ("books", "isbn", "unique")),
        (lambda s: s["members"][0].update(status="gold"), ("members", "status", "enum")),
        (lambda s: s["members"][0].update(fine_balance=-1.0), ("members", "fine_balance", "check")),
        (lambda s: s["loans"][0].update(due_on="1999-01-01"), ("loans", "due_on", "check")),
        (lambda s: s["members"][0].update(nickname="x"), ("members", "nickname", "unknown_field")),
        (lambda s: s.update(shelves=[]), ("shelves", None, "unknown_table")),
    ],
)
def test_each_kind_of_problem_is_caught(valid: dict, mutation, expected: tuple) -> None:
    state = copy.deepcopy(valid)
    mutation(state)
    assert expected in kinds(state)


def test_problem_names_table_key_and_field(valid: dict) -> None:
    from synthesis.state.validation import validate_state

    valid["members"][2]["fine_balance"] = -5.0
    (problem,) = validate_state(schema=library_schema(), state=valid)
    assert (problem.table, problem.key, problem.field) == (
        "members",
        valid["members"][2]["member_id"],
        "fine_balance",
    )
    assert "value >= 0" in problem.message


def test_unsupported_check_expression_is_reported_not_executed() -> None:
    from synthesis.state.validation import validate_state

    schema = StateSchema(
        tables=[
            Table(
                name="items",
                primary_key="item_id",
                fields=[
                    Field(name="item_id", type=FieldType.INTEGER),
                    Field(name="label", checks=["__import__('os').system('true')"]),
                ],
            )
        ]
    )
    (problem,) = validate_state(schema=schema, state={"items": [{"item_id": 1, "label": "x"}]})
    assert problem.kind == "check"
    assert "cannot evaluate" in problem.message


@pytest.mark.parametrize(
    "expr",
    ["value.__class__", "open('x')", "[x for x in row]", "lambda: 1", "value ** 2", "other > 1"],
)
def test_evaluator_rejects_anything_outside_its_grammar(expr: str) -> None:
    with pytest.raises(UnsupportedExpression):
        evaluate(expr, value=1, row={})


@pytest.mark.parametrize(
    ("expr", "value", "row", "expected"),
    [
        ("value >= 0 and value < 10", 3, {}, True),
        ("value in ('a', 'b')", "c", {}, False),
        ("len(value) <= 5", "abcdef", {}, False),
        ("value >= row['start']", "2025-02-01", {"start": "2025-01-01"}, True),
        ("row.get('qty', 0) * 2 == value", 8, {"qty": 4}, True),
        ("value is None or value.lower() == value", "ABC", {}, False),
    ],
)
def test_evaluator_computes_allowed_expressions(expr: str, value: object, row: dict, expected: bool) -> None:
    assert evaluate(expr, value=value, row=row) is expected


def test_keys_and_unique_values_are_compared_as_json_values() -> None:
    schema = StateSchema(
        tables=[
            Table(
                name="tags",
                primary_key="id",
                fields=[
                    Field(name="id", type=FieldType.JSON, required=True),
                    Field(name="code", type=FieldType.JSON, unique=True),
                ],
            )
        ]
    )

    def problems(*rows: tuple[object, object]) -> list[str]:
        state = {"tags": [{"id": key, "code": code} for key, code in rows]}
        return sorted(p.kind for p in validate_state(schema=schema, state=state))

    # 1, "1", True and 1.0 are different JSON values: none of them repeats another.
    assert problems((1, 1), ("1", "1"), (True, True), (1.0, 1.0)) == []
    assert problems((1, "a"), (1, "b")) == ["primary_key"]
    assert problems(("x", [1, 2]), ("y", [1, 2])) == ["unique"]
    assert problems((-0.0, "p"), (0.0, "q")) == []  # their JSON texts differ, as before
