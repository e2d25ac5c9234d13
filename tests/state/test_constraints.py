"""Limits a design states, checked by validation, kept by generation and repaired in a state that breaks them
without leaving a reference dangling; names that identify a row differ within a state (issue 40)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from synthesis.ir import Field, FieldType, ForeignKey, RowLimit, StateSchema, Table
from synthesis.state.constraints import keep_constraints, names_row
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state

ACTIVE = ["submitted", "interviewing"]


def _schema(*, at_most: int = 2, interview_required: bool = True, name_description: str = "") -> StateSchema:
    return StateSchema(
        tables=[
            Table(
                name="candidates",
                primary_key="candidate_id",
                fields=[
                    Field(name="candidate_id", unique=True),
                    Field(name="full_name", description=name_description or "Candidate's full name."),
                ],
            ),
            Table(
                name="applications",
                primary_key="application_id",
                fields=[
                    Field(name="application_id", unique=True),
                    Field(
                        name="candidate_id", foreign_key=ForeignKey(table="candidates", field="candidate_id")
                    ),
                    Field(name="status", type=FieldType.ENUM, enum_values=[*ACTIVE, "rejected"]),
                ],
                limits=[RowLimit(per=["candidate_id"], at_most=at_most, where={"status": ACTIVE}, rule="r")],
            ),
            Table(
                name="interviews",
                primary_key="interview_id",
                fields=[
                    Field(name="interview_id", unique=True),
                    Field(
                        name="application_id",
                        required=interview_required,
                        foreign_key=ForeignKey(table="applications", field="application_id"),
                    ),
                ],
            ),
        ]
    )


def _state(statuses: list[str | None], *, candidate: str | None = "C1") -> dict[str, list[dict[str, Any]]]:
    return {
        "candidates": [{"candidate_id": "C1", "full_name": "Ana Ruiz"}],
        "applications": [
            {"application_id": f"A{n}", "candidate_id": candidate, "status": status}
            for n, status in enumerate(statuses, start=1)
        ],
        "interviews": [
            {"interview_id": f"I{n}", "application_id": f"A{n}"} for n in range(1, len(statuses) + 1)
        ],
    }


def test_a_row_beyond_a_limit_is_a_limit_problem_and_rows_it_does_not_count_are_not() -> None:
    schema = _schema()
    assert validate_state(schema=schema, state=_state(["submitted", "interviewing", "rejected"])) == []
    problems = validate_state(
        schema=schema, state=_state(["submitted", "rejected", "interviewing", "submitted"])
    )
    assert [(p.table, p.key, p.field, p.kind) for p in problems] == [
        ("applications", "A4", "candidate_id", "limit")
    ]
    assert "more than 2 rows" in problems[0].message and "'C1'" in problems[0].message


def test_a_repair_drops_the_rows_beyond_a_limit_and_what_required_them() -> None:
    schema = _schema()
    broken = _state(["submitted", "submitted", "submitted", "rejected"])
    repaired = keep_constraints(schema=schema, state=broken)
    assert [a["application_id"] for a in repaired["applications"]] == ["A1", "A2", "A4"]
    assert [i["application_id"] for i in repaired["interviews"]] == ["A1", "A2", "A4"]
    assert validate_state(schema=schema, state=repaired) == []
    assert len(broken["applications"]) == 4  # the state given is not changed
    # An optional reference to a row left out is emptied, never left dangling.
    optional = keep_constraints(schema=_schema(interview_required=False), state=broken)
    assert [i["application_id"] for i in optional["interviews"]] == ["A1", "A2", None, "A4"]
    # A state that keeps its constraints is returned as it is.
    valid = _state(["submitted", "rejected"])
    assert keep_constraints(schema=schema, state=valid) is valid


def test_generated_states_keep_the_limits_where_the_draws_alone_do_not() -> None:
    counts = {"candidates": 2, "applications": 30, "interviews": 3}
    broken_before = 0
    for seed in range(5):
        state = generate_state(schema=_schema(at_most=3), seed=seed, rows_per_table=counts)
        assert validate_state(schema=_schema(at_most=3), state=state) == []
        active = Counter(a["candidate_id"] for a in state["applications"] if a["status"] in ACTIVE)
        assert max(active.values()) <= 3
        # The same schema without the limit: its rows do break it (so the check above can fail).
        unlimited = _schema(at_most=3).model_copy(deep=True)
        unlimited.tables[1].limits = []
        free = generate_state(schema=unlimited, seed=seed, rows_per_table=counts)
        broken_before += any(
            n > 3
            for n in Counter(
                a["candidate_id"] for a in free["applications"] if a["status"] in ACTIVE
            ).values()
        )
    assert broken_before == 5


def test_names_that_identify_a_row_differ_within_a_state_unless_the_design_says_they_repeat() -> None:
    schema = _schema()
    candidates = schema.table("candidates")
    assert names_row(candidates, candidates.field("full_name"))
    state = generate_state(
        schema=schema, seed=1, rows_per_table={"candidates": 200, "applications": 0, "interviews": 0}
    )
    names = [c["full_name"] for c in state["candidates"]]
    assert len(names) == 200 and len(set(names)) == 200
    repeating = _schema(name_description="Full name; names are not unique.").table("candidates")
    assert not names_row(repeating, repeating.field("full_name"))


@pytest.mark.parametrize(
    ("table", "field", "named"),
    [
        ("employers", Field(name="company_name", description="Company name shown on postings."), True),
        ("interviews", Field(name="interviewer_name", description="Name of the interviewer."), False),
        ("customers", Field(name="first_name"), False),
        ("employers", Field(name="industry", description="Industry the company works in."), False),
    ],
)
def test_which_names_identify_a_row(table: str, field: Field, named: bool) -> None:
    assert names_row(Table(name=table, primary_key="id", fields=[Field(name="id"), field]), field) is named


def test_a_table_larger_than_its_names_keeps_every_row_and_every_name() -> None:
    employers = Table(
        name="employers",
        primary_key="employer_id",
        fields=[
            Field(name="employer_id", unique=True),
            Field(name="company_name", description="Company name shown on postings."),
        ],
    )
    state = generate_state(schema=StateSchema(tables=[employers]), seed=2, rows_per_table=400)
    names = [row["company_name"] for row in state["employers"]]
    assert len(names) == 400  # a name is no schema constraint: no row is lost when names run out
    assert all(names) and len(set(names[:16])) == 16
