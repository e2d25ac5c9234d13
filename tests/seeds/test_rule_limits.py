"""Limits a design states in words ("a candidate may hold at most 10 active applications") read as the
schema's ``RowLimit``s (issue 40, item 2), conservatively: a sentence whose counted rows are not clear is left
alone, and a tool's precondition is never a limit by itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from synthesis.ir import (
    Condition,
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    Provenance,
    RowLimit,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)
from synthesis.seeds.domain import DesignRecord, spec_from_design
from synthesis.seeds.drafts import SchemaDraft, ToolSetDraft
from synthesis.seeds.rule_constraints import with_rule_constraints
from synthesis.seeds.rule_limits import stated_limits

RECORDING = Path(__file__).resolve().parents[1] / "data" / "realmodel" / "done"
ACTIVE = ["submitted", "under_review", "shortlisted", "interviewing"]
STATUSES = [*ACTIVE, "offered", "rejected", "withdrawn"]


def job_search_spec() -> EnvironmentSpec:
    """The job-search design a real model made (its tools answer, 0002, and its schema, 0003), before the
    rules join the schema."""
    tools = ToolSetDraft.model_validate_json(json.loads((RECORDING / "0002.json").read_text())["content"])
    schema = SchemaDraft.model_validate_json(json.loads((RECORDING / "0003.json").read_text())["content"])
    return spec_from_design(
        slug="job_search_hiring",
        source="domain",
        seed_name="job search",
        tools=tools,
        schema=schema,
        record=DesignRecord(),
    )


def _spec(rules: list[str], *, preconditions: list[str] = ()) -> EnvironmentSpec:  # type: ignore[assignment]
    def ref(name: str, table: str) -> Field:
        return Field(name=name, foreign_key=ForeignKey(table=table, field=name))

    tables = [
        Table(
            name="candidates", primary_key="candidate_id", fields=[Field(name="candidate_id", unique=True)]
        ),
        Table(name="jobs", primary_key="job_id", fields=[Field(name="job_id", unique=True)]),
        Table(
            name="applications",
            primary_key="application_id",
            fields=[
                Field(name="application_id", unique=True),
                ref("candidate_id", "candidates"),
                ref("job_id", "jobs"),
                Field(name="status", type=FieldType.ENUM, enum_values=STATUSES),
            ],
        ),
    ]
    tools = [
        Tool(
            name="submit_application",
            description="Apply to a job.",
            kind=ToolKind.WRITE,
            writes=["applications"],
            preconditions=[Condition(text="as stated", expr=expr) for expr in preconditions],
        )
    ]
    return EnvironmentSpec(
        slug="jobs",
        name="jobs",
        description="",
        rules=rules,
        state_schema=StateSchema(tables=tables),
        tools=tools,
        class_name="JobsEnvironment",
        provenance=Provenance(source="domain"),
    )


def _limits(spec: EnvironmentSpec) -> list[tuple[str, list[str], dict, int]]:
    return [(table, limit.per, limit.where, limit.at_most) for table, limit in stated_limits(spec)]


def test_the_job_search_designs_three_limits_are_read_from_its_rules() -> None:
    spec, notes = with_rule_constraints(job_search_spec())
    schema = spec.state_schema
    assert [(x.per, x.where, x.at_most) for x in schema.table("jobs").limits] == [
        (["employer_id"], {"status": ["open"]}, 20)
    ]
    assert [(x.per, x.where, x.at_most) for x in schema.table("applications").limits] == [
        (["candidate_id"], {"status": ACTIVE}, 10)
    ]
    assert [(x.per, x.where, x.at_most) for x in schema.table("interviews").limits] == [
        (["application_id"], {"status": ["scheduled", "completed"]}, 3),
        # "A candidate cannot have two scheduled interviews starting at the same time", as its tools check it.
        (["candidate_id", "scheduled_at"], {"status": ["scheduled"]}, 1),
    ]
    assert schema.table("candidates").limits == [] and schema.table("employers").limits == []
    # Each says the rule it came from, and the notes of the design say so too.
    assert (
        schema.table("jobs").limits[0].rule == "An employer may have at most 20 open job postings at a time."
    )
    assert sum("at most" in note for note in notes) == 4
    # Read again, nothing is added twice.
    assert with_rule_constraints(spec)[1] == []


def test_a_word_that_is_no_value_is_read_from_the_matching_precondition_or_not_at_all() -> None:
    rule = "A candidate may hold at most 10 active applications."
    assert _limits(_spec([rule])) == []  # "active" is no status: which rows count is not said
    counted = " + ".join(
        f'count("applications", candidate_id=args["candidate_id"], status="{s}")' for s in ACTIVE
    )
    assert _limits(_spec([rule], preconditions=[f"{counted} < 10"])) == [
        ("applications", ["candidate_id"], {"status": ACTIVE}, 10)
    ]
    # A precondition with another bound says nothing about this rule.
    assert _limits(_spec([rule], preconditions=[f"{counted} < 5"])) == []


def test_a_precondition_alone_is_no_limit() -> None:
    spec = _spec(
        ["Applications are reviewed in order."],
        preconditions=['count("applications", candidate_id=args["candidate_id"], status="submitted") < 3'],
    )
    assert _limits(spec) == []


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        ("A candidate may have at most three submitted applications.", ({"status": ["submitted"]}, 3)),
        (
            "A candidate has fewer than 5 applications (shortlisted or interviewing).",
            (
                {"status": ["shortlisted", "interviewing"]},
                4,
            ),
        ),
        (
            "There may be no more than 4 non-withdrawn applications per candidate.",
            (
                {"status": [s for s in STATUSES if s != "withdrawn"]},
                4,
            ),
        ),
        ("A candidate may hold up to 7 applications in total.", ({}, 7)),
    ],
)
def test_bounds_values_and_owners_in_the_forms_rules_take(rule: str, expected: tuple[dict, int]) -> None:
    where, at_most = expected
    assert _limits(_spec([rule])) == [("applications", ["candidate_id"], where, at_most)]


@pytest.mark.parametrize(
    "rule",
    [
        "An employer may review at most 10 active applications per day.",  # "active", "day": not a status
        "At most 10 applications may be open.",  # whose applications?
        "A candidate or a job may have at most 10 applications.",  # two owners
        "A candidate may apply at most once to a job.",  # once: a pair unique together, not a limit
        "A job posting shows at most 200 characters of its description.",  # counts no table's rows
    ],
)
def test_sentences_whose_counted_rows_are_not_clear_are_left_alone(rule: str) -> None:
    assert _limits(_spec([rule])) == []


def test_a_limit_names_fields_of_its_table_and_stored_tables_without_limits_load() -> None:
    stored = {
        "name": "jobs",
        "primary_key": "job_id",
        "fields": [{"name": "job_id"}, {"name": "employer_id"}],
    }
    assert Table.model_validate(stored).limits == []
    with pytest.raises(ValidationError, match="a limit must count per"):
        Table.model_validate({**stored, "limits": [{"per": ["owner_id"], "at_most": 3}]})
    with pytest.raises(ValidationError, match="a limit must count per"):
        Table.model_validate({**stored, "limits": [{"per": [], "at_most": 3}]})
    with pytest.raises(ValidationError):
        RowLimit(per=["employer_id"], at_most=0)
    limit = RowLimit(per=["employer_id"], at_most=2, where={"status": ["open"]})
    assert limit.counts({"status": "open"}) and not limit.counts({"status": "closed"})


def test_no_two_at_the_same_time_is_read_only_where_a_precondition_keeps_the_pair_apart() -> None:
    design = job_search_spec()
    rule = "A candidate cannot have two scheduled interviews starting at the same time."
    assert rule in design.rules

    def exclusions(rules: list[str], *, drop_tools: bool = False) -> list[tuple[list[str], dict, int]]:
        tools = [t for t in design.tools if not drop_tools or "interview" not in t.name]
        spec = design.model_copy(update={"rules": rules, "tools": tools})
        return [(x.per, x.where, x.at_most) for t, x in stated_limits(spec) if x.at_most == 1]

    expected = [(["candidate_id", "scheduled_at"], {"status": ["scheduled"]}, 1)]
    assert exclusions([rule]) == expected
    assert exclusions([rule], drop_tools=True) == []  # no tool keeps them apart: the words alone are not read
    # A sentence that does not name the rows counted (scheduled ones) or the owner says something else.
    assert exclusions(["A candidate cannot have two interviews starting at the same time."]) == []
    assert exclusions(["Nobody can have two scheduled interviews starting at the same time."]) == []
