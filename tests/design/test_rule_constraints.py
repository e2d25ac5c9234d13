"""Rules stated in words that are constraints become the schema's (issue 38: the test state had one candidate
applying twice to one job though the design's rule says a candidate applies to a job once)."""

from __future__ import annotations

from synthesis.ir import EnvironmentSpec, Field, ForeignKey, Provenance, StateSchema, Table
from synthesis.seeds.rule_constraints import with_rule_constraints
from synthesis.verify.teststate import build_test_state


def _spec(rules: list[str]) -> EnvironmentSpec:
    def key(name: str) -> Field:
        return Field(name=name, unique=True)

    def ref(name: str, table: str) -> Field:
        return Field(name=name, foreign_key=ForeignKey(table=table, field=name))

    tables = [
        Table(
            name="candidates",
            primary_key="candidate_id",
            fields=[key("candidate_id"), Field(name="full_name")],
        ),
        Table(name="jobs", primary_key="job_id", fields=[key("job_id"), Field(name="title")]),
        Table(
            name="applications",
            primary_key="application_id",
            fields=[key("application_id"), ref("candidate_id", "candidates"), ref("job_id", "jobs")],
        ),
        Table(
            name="order_items",
            primary_key="item_id",
            fields=[key("item_id"), ref("candidate_id", "candidates"), ref("job_id", "jobs")],
        ),
    ]
    return EnvironmentSpec(
        slug="jobs",
        name="jobs",
        description="",
        rules=rules,
        state_schema=StateSchema(tables=tables),
        tools=[],
        class_name="JobsEnvironment",
        provenance=Provenance(source="domain"),
    )


def test_a_rule_saying_once_per_pair_makes_a_composite_unique_key():
    spec, notes = with_rule_constraints(
        _spec(
            ["A candidate may apply to a given job only once; a withdrawn application cannot be resubmitted."]
        )
    )
    assert spec.state_schema.table("applications").unique_together == [["candidate_id", "job_id"]]
    assert spec.state_schema.table("order_items").unique_together == []
    assert notes and "applications" in notes[0]
    state = build_test_state(schema=spec.state_schema, rows_per_table=6, seed=3)
    pairs = [(r["candidate_id"], r["job_id"]) for r in state["applications"]]
    assert len(pairs) == len(set(pairs))


def test_a_count_of_changes_to_one_row_is_no_uniqueness():
    rules = [
        "Items of a pending order can be modified only once, each to an available variant of the same job.",
        "A candidate may hold at most 10 active applications for jobs.",
    ]
    spec, notes = with_rule_constraints(_spec(rules))
    assert notes == []
    assert all(t.unique_together == [] for t in spec.state_schema.tables)
