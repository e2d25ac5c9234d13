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


def _votes_schema() -> StateSchema:
    """Votes of a voter on a post, one per pair (a multi-column UNIQUE); ``weight`` a number in the pair."""
    return StateSchema(
        tables=[
            Table(
                name="votes",
                primary_key="vote_id",
                unique_together=[["post_id", "voter"], ["voter", "weight"]],
                fields=[
                    Field(name="vote_id", type=FieldType.INTEGER),
                    Field(name="post_id", type=FieldType.INTEGER, required=False),
                    Field(name="voter", required=False),
                    Field(name="weight", type=FieldType.NUMBER, required=False),
                ],
            )
        ]
    )


def _vote(vote_id: int, post_id: object, voter: object, weight: object = None) -> dict:
    return {"vote_id": vote_id, "post_id": post_id, "voter": voter, "weight": weight}


def test_a_repeated_combination_of_fields_unique_together_is_a_unique_problem_of_each_later_row() -> None:
    state = {"votes": [_vote(1, 7, "ann"), _vote(2, 7, "bob"), _vote(3, 8, "ann"), _vote(4, 7, "ann")]}
    state["votes"].append(_vote(5, 7, "ann"))

    problems = validate_state(schema=_votes_schema(), state=state)

    assert [p.as_dict() for p in problems] == [
        {
            "table": "votes",
            "key": key,
            "field": "post_id+voter",
            "kind": "unique",
            "message": "duplicate combination of fields unique together: post_id=7, voter='ann'",
        }
        for key in (4, 5)
    ]


def test_each_group_unique_together_is_checked_on_its_own() -> None:
    state = {"votes": [_vote(1, 7, "ann", 2.5), _vote(2, 8, "ann", 2.5)]}

    (problem,) = validate_state(schema=_votes_schema(), state=state)

    assert (problem.key, problem.field, problem.kind) == (2, "voter+weight", "unique")
    assert problem.message == "duplicate combination of fields unique together: voter='ann', weight=2.5"


@pytest.mark.parametrize(
    "second",
    [
        _vote(2, None, "ann"),  # an empty value never repeats a combination (SQL: NULLs are distinct)
        {"vote_id": 2, "voter": "ann"},  # nor does an absent one
        _vote(2, 7, "Ann"),
        _vote(2, 8, "ann"),
    ],
)
def test_a_combination_with_an_empty_or_another_value_is_no_repeat(second: dict) -> None:
    state = {"votes": [_vote(1, 7, "ann"), second]}

    assert validate_state(schema=_votes_schema(), state=state) == []


def test_two_rows_with_the_same_empty_combination_do_not_clash() -> None:
    state = {
        "votes": [_vote(1, None, "ann"), _vote(2, None, "ann"), _vote(3, None, None), _vote(4, None, None)]
    }

    assert validate_state(schema=_votes_schema(), state=state) == []


@pytest.mark.parametrize(("first", "second"), [(1, 1.0), (2.0, 2), (0.0, -0.0)])
def test_values_of_a_combination_compare_as_json_text_as_unique_values_do(
    first: float, second: float
) -> None:
    """1 and 1.0 are different combinations, as they are different values of a unique field."""
    state = {"votes": [_vote(1, 7, "ann", first), _vote(2, 8, "ann", second)]}
    unique_field = StateSchema(
        tables=[
            Table(
                name="votes",
                primary_key="vote_id",
                fields=[
                    Field(name="vote_id", type=FieldType.INTEGER),
                    Field(name="weight", type=FieldType.NUMBER, unique=True),
                ],
            )
        ]
    )

    assert validate_state(schema=_votes_schema(), state=state) == []
    assert (
        validate_state(
            schema=unique_field,
            state={"votes": [{"vote_id": 1, "weight": first}, {"vote_id": 2, "weight": second}]},
        )
        == []
    )


def test_a_type_problem_in_a_combination_does_not_hide_its_repeat() -> None:
    state = {"votes": [_vote(1, "7", "ann"), _vote(2, "7", "ann")]}

    found = {(p.key, p.field, p.kind) for p in validate_state(schema=_votes_schema(), state=state)}

    assert found == {(1, "post_id", "type"), (2, "post_id", "type"), (2, "post_id+voter", "unique")}


def test_a_state_validated_again_is_answered_as_validating_it_gives(valid: dict) -> None:
    """Validations are remembered by the state's exact content: a state changed in place, a value of another
    type that compares equal, or a changed schema is validated anew."""
    schema = library_schema().model_copy(deep=True)  # changed below
    assert validate_state(schema=schema, state=valid) == []
    valid["books"][0]["edition"] = True  # changed in place: a type problem, not the remembered answer
    first = validate_state(schema=schema, state=valid)
    assert [(p.table, p.field, p.kind) for p in first] == [("books", "edition", "type")]
    again = validate_state(schema=schema, state=copy.deepcopy(valid))
    assert again == first and again is not first
    again.clear()  # the caller's list: clearing it changes nothing remembered
    assert validate_state(schema=schema, state=valid) == first
    valid["books"][0]["edition"] = 1  # equal to True, another type: validated anew
    assert validate_state(schema=schema, state=valid) == []
    schema.table("books").field("edition").type = FieldType.STRING  # the schema changed in place
    retyped = validate_state(schema=schema, state=valid)
    assert retyped and {(p.field, p.kind) for p in retyped} == {("edition", "type")}


def test_remembered_validations_stay_within_their_bytes(valid: dict) -> None:
    from synthesis.state import validation

    schema = library_schema()
    big = copy.deepcopy(valid)
    big["members"][0]["name"] = "x" * (validation._VALIDATED_MAX_STATE + 1)
    before = len(validation._validated)
    validate_state(schema=schema, state=big)  # too large to remember: validated every time
    assert len(validation._validated) == before
    assert all(len(blob) <= validation._VALIDATED_MAX_STATE for _, blob in validation._validated)
    assert validation._validated_bytes[0] == sum(len(blob) for _, blob in validation._validated)
    assert validation._validated_bytes[0] <= validation._VALIDATED_BYTES
