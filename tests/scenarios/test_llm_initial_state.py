"""The whole initial state a model writes (issue 40, item 4): every table the agent can read comes from the
model, checked row by row, with the offline generator filling only what it left out."""

from __future__ import annotations

import json

import pytest

from synthesis.llm import LLMGateway
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios import llm_state
from synthesis.scenarios.llm_builder import LLMScenarioBuilder
from synthesis.scenarios.llm_state import assemble_state, readable_tables, requested_tables
from synthesis.scenarios.proof import prove_scenario
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state
from tests.fakes.openai_server import FakeOpenAIServer
from tests.scenarios.library_env import library_spec
from tests.scenarios.test_llm_builder import BOOKS, CHECKS, MEMBERS, TASK


def _asked_tables(server: FakeOpenAIServer) -> set[str]:
    (request,) = [r for r in server.requests if r.prompt == "scenario_initial_state"]
    user = request.messages[-1]["content"]
    schema = user.split("Schema of the tables to fill (JSON):", 1)[1].split("Keys that already exist", 1)[0]
    return {table["name"] for table in json.loads(schema)}


def test_every_readable_table_is_asked_for_and_what_the_model_left_out_is_generated(
    server: FakeOpenAIServer, gateway: LLMGateway
) -> None:
    spec = library_spec()
    # The chain reads books only; the model writes members and books, leaves loans out, and leaves out a
    # member's required fine balance and optional phone.
    members = [MEMBERS[0], {k: v for k, v in MEMBERS[1].items() if k not in ("fine_balance", "phone")}]
    server.on(prompt="scenario_initial_state").json({"tables": {"members": members, "books": BOOKS}})
    assembled = LLMScenarioBuilder(gateway=gateway, spec=spec).initial_state_with_notes(
        chain=["find_books"], seed=2
    )
    assert _asked_tables(server) == set(readable_tables(spec)) == {"members", "books", "loans"}
    assert server.stats()["requests"] == 1  # nothing to repair
    state = assembled.state
    assert validate_state(schema=spec.state_schema, state=state) == []
    assert state["books"] == BOOKS
    assert [m["member_id"] for m in state["members"]] == ["M-1", "M-2"]
    filled = state["members"][1]
    assert isinstance(filled["fine_balance"], float | int) and filled["fine_balance"] >= 0
    assert filled["phone"] is None and filled["email"] == MEMBERS[1]["email"]  # the model's values stay
    # The generated loans point at the model's members and books, not at the generated ones they replaced.
    assert state["loans"]
    assert {loan["member_id"] for loan in state["loans"]} <= {"M-1", "M-2"}
    assert {loan["book_id"] for loan in state["loans"]} <= {"B-1", "B-2"}
    assert "initial state: loans left out by the model, its rows are generated" in assembled.notes


def test_invalid_model_rows_are_dropped_or_repaired_each_with_its_reason(
    server: FakeOpenAIServer, gateway: LLMGateway
) -> None:
    spec = library_spec()
    members = [
        MEMBERS[0],
        {**MEMBERS[1], "member_id": "M-1"},  # a duplicate key
        {**MEMBERS[1], "member_id": "M-3", "email": "m3@example.com", "name": 42, "nickname": "Annie"},
    ]
    books = [BOOKS[0], {**BOOKS[1], "book_id": 7}]  # a key of the wrong type
    loans = [
        {
            "loan_id": "L-1",
            "member_id": "M-404",
            "book_id": "B-1",
            "borrowed_on": "2025-03-01",
            "due_on": "2025-03-15",
            "status": "active",
        },  # a member that does not exist
        {
            "loan_id": "L-2",
            "member_id": "M-1",
            "book_id": 7,
            "borrowed_on": "2025-03-01",
            "due_on": "2025-03-15",
            "status": "active",
        },  # the book that was dropped
        {
            "loan_id": "L-3",
            "member_id": "M-3",
            "book_id": "B-1",
            "borrowed_on": "2025-03-02",
            "due_on": "2025-03-16",
            "status": "returned",
            "returned_on": "2025-03-10",
        },
    ]
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": members, "books": books, "loans": loans, "shelves": [{"id": 1}]}}
    )
    assembled = LLMScenarioBuilder(gateway=gateway, spec=spec).initial_state_with_notes(
        chain=["find_books", "borrow_book"], seed=1
    )
    assert server.stats()["requests"] == 1  # fixed offline: no repair request
    state = assembled.state
    assert validate_state(schema=spec.state_schema, state=state) == []
    assert [m["member_id"] for m in state["members"]] == ["M-1", "M-3"]
    assert state["members"][1]["name"] != 42 and isinstance(state["members"][1]["name"], str)
    assert "nickname" not in state["members"][1]
    assert [b["book_id"] for b in state["books"]] == ["B-1"]
    assert [loan["loan_id"] for loan in state["loans"]] == ["L-3"]
    notes = "\n".join(assembled.notes)
    for reason in (
        "table 'shelves' is not in the schema, ignored",
        "members row 2 (member_id 'M-1') dropped: its key 'M-1' repeats another row's",
        "members row 3 (member_id 'M-3'): field 'nickname' is not in the schema, dropped",
        "members row 3 (member_id 'M-3'): name 42 was of the wrong type (expected a string, got int), "
        "generated",
        "books row 2 (book_id 7) dropped: its key book_id is expected a string, got int",
        "loans row 1 (loan_id 'L-1') dropped: its member_id 'M-404' points at no members row",
        "loans row 2 (loan_id 'L-2') dropped: its reference book_id 7 is of the wrong type",
    ):
        assert reason in notes, (reason, notes)


def test_the_assembly_is_deterministic_for_a_seed() -> None:
    spec = library_spec()
    base = generate_state(schema=spec.state_schema, seed=5, rows_per_table=4)
    answer = {"members": [{k: v for k, v in MEMBERS[0].items() if k != "name"}], "books": BOOKS}

    def assembled() -> dict:
        return assemble_state(
            schema=spec.state_schema, base=base, answer=answer, tables=readable_tables(spec), seed=5
        ).state

    first = assembled()
    assert first == assembled()
    assert isinstance(first["members"][0]["name"], str) and first["members"][0]["name"]
    assert (
        base["loans"] and first["loans"] and all(loan["book_id"] in {"B-1", "B-2"} for loan in first["loans"])
    )


def test_a_scenario_on_a_model_written_state_is_proven_and_names_what_was_filled(
    server: FakeOpenAIServer, gateway: LLMGateway
) -> None:
    spec = library_spec()
    server.on(prompt="scenario_initial_state").json({"tables": {"members": MEMBERS, "books": BOOKS}})
    server.on(prompt="scenario_task").json(TASK)
    server.on(prompt="scenario_checks").json(CHECKS)
    with open_session(untrusted=False) as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=0, rows_per_table=1)
        )
        scenario = LLMScenarioBuilder(gateway=gateway, spec=spec).build(
            chain=["find_books", "borrow_book"], seed=1, session=session
        )
    assert scenario.provenance is not None
    assert "initial state: loans left out by the model, its rows are generated" in scenario.provenance.notes
    assert scenario.provenance.prompt_versions["scenario_initial_state"] == "2"
    assert len(scenario.target_state["loans"]) == len(scenario.initial_state["loans"]) + 1
    proof = prove_scenario(
        scenario=scenario, spec=spec, sandbox_factory=lambda: open_session(untrusted=False), existing_tasks=[]
    )
    assert proof.passed, [(s.name, s.detail) for s in proof.steps if not s.passed]


def test_a_large_schema_asks_for_the_touched_tables_first_within_the_cap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    spec = library_spec()
    assert requested_tables(spec, ["books"]) == ["members", "books", "loans"]  # within the cap: all readable
    monkeypatch.setattr(llm_state, "MAX_REQUESTED_TABLES", 2)
    assert requested_tables(spec, ["loans"]) == ["members", "loans"]  # touched first, in schema order
    assert requested_tables(spec, ["books", "loans", "members"]) == [
        "members",
        "books",
        "loans",
    ]  # never fewer
