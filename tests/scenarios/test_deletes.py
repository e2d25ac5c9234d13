"""Chains and plans around deletes: never act on a removed row; a row to delete is not held by filler rows."""

from __future__ import annotations

from pathlib import Path

from synthesis.scenarios.chains import uses_deleted_rows
from synthesis.scenarios.planning import plan_chain
from synthesis.seeds.specs import parse_sql

SAMPLE = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples" / "library_loans.sql"


def test_a_chain_that_works_on_what_it_deleted_is_refused():
    spec = parse_sql(SAMPLE.read_bytes(), name="library_loans")
    assert uses_deleted_rows(spec, ["delete_hold", "update_hold"])
    assert uses_deleted_rows(spec, ["delete_hold", "get_hold"])
    assert not uses_deleted_rows(spec, ["get_hold", "delete_hold"])
    assert not uses_deleted_rows(spec, ["delete_hold", "create_hold"])


def test_the_member_to_delete_is_not_referenced_by_filler_loans():
    spec = parse_sql(SAMPLE.read_bytes(), name="library_loans")
    for seed in range(5):
        plan = plan_chain(spec=spec, chain=["delete_member"], seed=seed)
        member = plan.bindings["members"]
        assert not [loan for loan in plan.state["loans"] if loan["member_id"] == member]
        assert plan.state["members"], "the member itself stays"
