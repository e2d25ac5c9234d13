"""A delete's positive case takes the row that nothing refuses to let go (cascades followed)."""

from __future__ import annotations

from pathlib import Path

from synthesis.seeds.specs import parse_sql
from synthesis.verify.procedural import _references
from synthesis.verify.teststate import build_test_state

LIBRARY = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples" / "library_loans.sql"


def test_delete_references_follow_cascades_and_count_only_refusals() -> None:
    spec = parse_sql(LIBRARY.read_text(), name="library_loans")
    state = build_test_state(schema=spec.state_schema, rows_per_table=3, seed=0)
    tool = spec.tool("delete_book")
    counts = {b["book_id"]: _references(spec, tool, {"book_id": b["book_id"]}, state) for b in state["books"]}
    # A book's copies cascade; loans of those copies refuse: the count is the loans of the book's copies.
    copies = {c["copy_id"]: c["book_id"] for c in state["copies"]}
    expected = {
        book: sum(1 for loan in state["loans"] if copies.get(loan["copy_id"]) == book) for book in counts
    }
    assert counts == expected
    assert min(counts.values()) < max(counts.values())
    assert _references(spec, spec.tool("get_book"), {"book_id": 1}, state) == 0
