"""The LLM scenario builder's conversation (issue 38, item 8): each piece of feedback reaches the request it
is about, a reference chain names what an earlier call returns in one syntax the builder resolves, and the
state repair request shows every table its problems name."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from synthesis.ir import ProofStep, ToolCall
from synthesis.llm import LLMGateway
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.scenarios.llm_builder import LLMScenarioBuilder, ScenarioFailure, proof_failure
from synthesis.scenarios.references import ReferenceProblem, resolve_references
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state
from tests.fakes.openai_server import FakeOpenAIServer
from tests.scenarios.library_env import library_spec
from tests.scenarios.test_llm_builder import BOOKS, CHAIN, CHECKS, MEMBERS, TASK, _prove


@pytest.fixture
def session() -> Iterator[SessionLike]:
    spec = library_spec()
    with open_session(untrusted=False) as sandbox:
        load_spec(
            sandbox, spec=spec, state=generate_state(schema=spec.state_schema, seed=0, rows_per_table=1)
        )
        yield sandbox


def _serve(server: FakeOpenAIServer, *, tasks: list[dict], checks: list[dict]) -> None:
    """The state of the library test, then the task and checks answers in order."""
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": MEMBERS, "books": BOOKS, "loans": []}}
    )
    task_answers = iter(tasks)
    check_answers = iter(checks)
    server.on(prompt="scenario_task").call(lambda request: next(task_answers))
    server.on(prompt="scenario_checks").call(lambda request: next(check_answers))


def _requests(server: FakeOpenAIServer, prompt: str) -> list[str]:
    return [r.text for r in server.requests if r.prompt == prompt]


# --- 1. feedback reaches the request it is about ---------------------------------------------------------


def test_checks_feedback_goes_to_the_next_checks_request_and_not_to_the_task_request(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    twice = {"checks": [CHECKS["checks"][0], {**CHECKS["checks"][1], "id": "c1"}]}  # duplicate ids
    _serve(server, tasks=[TASK, TASK], checks=[twice, CHECKS])
    scenario = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
        chain=CHAIN, seed=1, session=session, prove=_prove
    )
    assert scenario.proof is not None and scenario.proof.passed
    first, second = _requests(server, "scenario_checks")
    assert "none (first attempt)" in first and "duplicate check ids" in second
    tasks = _requests(server, "scenario_task")
    assert tasks and not any("duplicate check ids" in text for text in tasks)
    assert len(tasks) == 1  # the task was fine: its checks are asked again for the same task
    assert "after feedback on the checks" in " ".join(
        scenario.provenance.notes if scenario.provenance else []
    )


def test_task_feedback_goes_to_the_next_task_request_and_not_to_the_checks_request(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    secret = {**TASK, "task": "Please lend me the second edition of 'The Quiet Harbor'.", "user_facts": {}}
    _serve(server, tasks=[secret, TASK], checks=[CHECKS])
    scenario = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
        chain=CHAIN, seed=1, session=session, prove=_prove
    )
    assert scenario.proof is not None and scenario.proof.passed
    assert "neither states" in _requests(server, "scenario_task")[1]
    (checks,) = _requests(server, "scenario_checks")
    assert "neither states" not in checks and '"value": "M-1"' not in checks


def test_a_proof_failure_of_the_checks_is_told_to_the_checks_request_only(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    already = {
        "checks": [
            CHECKS["checks"][0],
            {
                "id": "c9",
                "description": "Member M-1 exists",
                "source": "def check(final_state, initial_state):\n"
                "    return any(m['member_id'] == 'M-1' for m in final_state['members'])\n",
                "about": [{"table": "members", "key": "M-1", "field": None}],
            },
        ]
    }
    _serve(server, tasks=[TASK, TASK], checks=[already, CHECKS])
    scenario = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
        chain=CHAIN, seed=1, session=session, prove=_prove
    )
    assert scenario.proof is not None and scenario.proof.passed
    assert "checks_fail_initially" in _requests(server, "scenario_checks")[1]
    assert not any("checks_fail_initially" in text for text in _requests(server, "scenario_task"))


def test_a_proof_failure_splits_its_steps_by_the_request_they_judge() -> None:
    steps = [
        ProofStep(name="chain_runs", passed=True, detail="ok"),
        ProofStep(name="referents_unique", passed=False, detail="two rows fit", evidence={"rows": 2}),
        ProofStep(
            name="checks_grounded", passed=False, detail="c1 ungrounded", evidence={"ungrounded": ["c1"]}
        ),
        ProofStep(name="initial_state_valid", passed=False, detail="1 problem(s)"),
    ]
    failure = proof_failure(steps)
    assert failure.retry and set(failure.feedback) == {"task", "checks", "state"}
    task = json.dumps(failure.feedback["task"])
    checks = json.dumps(failure.feedback["checks"])
    assert "referents_unique" in task and "checks_grounded" not in task
    assert "checks_grounded" in checks and "referents_unique" not in checks
    # The whole failure keeps every failed step (the reason the chain is listed unbuildable).
    assert [s["name"] for s in failure.evidence["failed_steps"]] == [
        "referents_unique",
        "checks_grounded",
        "initial_state_valid",
    ]


# --- 2. a reference chain names what an earlier call returns ----------------------------------------------

RETURN_CHAIN = ["borrow_book", "return_book"]
RETURN_CHECKS = {
    "checks": [
        {
            "id": "c1",
            "description": "Has lent B-1 to M-1 and taken it back",
            "source": "def check(final_state, initial_state):\n"
            "    before = {l['loan_id'] for l in initial_state['loans']}\n"
            "    return any(l['loan_id'] not in before and l['member_id'] == 'M-1'\n"
            "               and l['book_id'] == 'B-1' and l['status'] == 'returned'\n"
            "               for l in final_state['loans'])\n",
            "about": [{"table": "loans", "key": None, "field": None}],
        }
    ]
}


def _return_task(loan_id: Any) -> dict[str, Any]:
    return {
        "task": "Hi, I'm Ana Lopez, member M-1. Please check out book B-1 for me and then record it as "
        "returned straight away: I only needed one page.",
        "persona": "Ana, a regular reader",
        "user_facts": {},
        "reference_chain": [
            {"name": "borrow_book", "arguments": {"member_id": "M-1", "book_id": "B-1"}},
            {"name": "return_book", "arguments": {"loan_id": loan_id}},
        ],
    }


@pytest.mark.parametrize(
    "reference",
    [
        {"$ref": "call[0].loan_id"},
        {"$ref": "call[0].result.data.loan_id"},
        "<loan_id returned by borrow_book>",
        "<the loan_id from borrow_book>",
    ],
    ids=["ref", "ref-full-path", "returned-by", "from"],
)
def test_a_reference_to_an_id_an_earlier_call_creates_is_resolved_and_proven(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike, reference: Any
) -> None:
    _serve(server, tasks=[_return_task(reference)], checks=[RETURN_CHECKS])
    scenario = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
        chain=RETURN_CHAIN, seed=1, session=session, prove=_prove
    )
    (loan,) = scenario.target_state["loans"]
    assert loan["status"] == "returned"
    # The stored chain holds the value of the run, which the proof replays (under other seeds as an agent).
    assert scenario.reference_chain[1].arguments == {"loan_id": loan["loan_id"]}
    assert scenario.proof is not None and scenario.proof.passed, [
        (s.name, s.detail) for s in scenario.proof.steps if not s.passed
    ]
    # The checks request sees the resolved chain, not the reference.
    (checks,) = _requests(server, "scenario_checks")
    assert loan["loan_id"] in checks and "$ref" not in checks


def test_the_task_prompt_says_how_to_refer_to_an_earlier_result(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    _serve(server, tasks=[TASK], checks=[CHECKS])
    LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(chain=CHAIN, seed=1, session=session)
    (task,) = _requests(server, "scenario_task")
    assert '{"$ref": "call[N].field"}' in task and '{"$ref": "call[0].order_id"}' in task


def test_a_reference_that_cannot_be_resolved_goes_back_to_the_task_request_with_the_syntax(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    wrong = _return_task({"$ref": "call[0].ticket_id"})
    _serve(server, tasks=[wrong, _return_task({"$ref": "call[0].loan_id"})], checks=[RETURN_CHECKS])
    scenario = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
        chain=RETURN_CHAIN, seed=1, session=session
    )
    assert scenario.reference_chain[1].arguments["loan_id"] == scenario.target_state["loans"][0]["loan_id"]
    retry = _requests(server, "scenario_task")[1]
    assert "cannot be resolved" in retry
    assert "returned no 'ticket_id'" in retry and "loan_id" in retry  # what the result holds instead
    assert "call[N].field" in retry  # how to write it
    assert not any("cannot be resolved" in text for text in _requests(server, "scenario_checks"))


def test_a_reference_still_unresolved_after_the_retry_fails_with_evidence(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    vague = _return_task("<the loan from the first step>")
    _serve(server, tasks=[vague, vague], checks=[])
    with pytest.raises(ScenarioFailure) as failure:
        LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
            chain=RETURN_CHAIN, seed=1, session=session
        )
    assert failure.value.reason.startswith("a reference in the reference chain cannot be resolved")
    evidence = failure.value.evidence
    assert (evidence["call"], evidence["tool"], evidence["argument"]) == (1, "return_book", "loan_id")
    assert "placeholder" in evidence["problem"]


CREATE = ToolCall(name="create_job_posting", arguments={"title": "Baker"})
# A tool that creates a row and says only that it did: the key comes from the inserted row.
CREATED_RESULT = {"success": True, "message": "created"}
CREATED_DIFF = [
    {"op": "insert", "table": "jobs", "key": "JOB-9", "row": {"job_id": "JOB-9", "title": "Baker"}}
]


def test_references_resolve_from_the_result_or_the_inserted_row() -> None:
    def resolve(value: Any, *, calls: list[ToolCall] | None = None, results: list[dict] | None = None) -> Any:
        calls = calls or [CREATE]
        return resolve_references(
            {"job_id": value},
            index=len(calls),
            calls=calls,
            results=results or [CREATED_RESULT] * len(calls),
            diffs=[CREATED_DIFF] * len(calls),
        )["job_id"]

    assert resolve({"$ref": "call[0].job_id"}) == "JOB-9"
    assert resolve("<job_id returned by create_job_posting>") == "JOB-9"
    assert resolve(["<job_id from create_job_posting>"]) == ["JOB-9"]  # inside lists too
    returned = [{"success": True, "data": {"job": {"job_id": "JOB-1", "status": "open"}}}]
    assert resolve({"$ref": "call[0].job.job_id"}, results=returned) == "JOB-1"
    assert resolve({"$ref": "call[0].job_id"}, results=returned) == "JOB-1"  # the one job_id it returned
    listed = [{"success": True, "data": [{"job_id": "JOB-1"}, {"job_id": "JOB-2"}]}]
    assert resolve({"$ref": "call[0][1].job_id"}, results=listed) == "JOB-2"
    with pytest.raises(ReferenceProblem, match="several values"):
        resolve({"$ref": "call[0].job_id"}, results=listed)
    with pytest.raises(ReferenceProblem, match="name the one meant"):
        resolve("<job_id returned by create_job_posting>", calls=[CREATE, CREATE])
    with pytest.raises(ReferenceProblem, match="no call to post_job"):
        resolve("<job_id returned by post_job>")
    with pytest.raises(ReferenceProblem, match="does not come before"):
        resolve({"$ref": "call[1].job_id"})
    with pytest.raises(ReferenceProblem, match="not of the form"):
        resolve({"$ref": "job_id of the first call"})


# --- 3. a repair prompt shows every table its problems name -----------------------------------------------


def test_the_state_repair_request_shows_the_schema_of_every_table_its_problems_name(
    server: FakeOpenAIServer, gateway: LLMGateway
) -> None:
    spec = library_spec()
    # The chain touches books only; the model's loan is due before it was borrowed (a check of loans), and
    # leaves out its member (filled offline) and the members table (generated).
    loan = {"loan_id": "L-1", "book_id": "B-2", "borrowed_on": "2025-03-10", "due_on": "2025-03-01"}
    server.on(prompt="scenario_initial_state").json({"tables": {"books": BOOKS, "loans": [loan]}})
    server.on(prompt="scenario_state_repair").json({"tables": {"books": BOOKS, "loans": []}})
    state = LLMScenarioBuilder(gateway=gateway, spec=spec).initial_state(chain=["find_books"], seed=1)
    (repair,) = [r for r in server.requests if r.prompt == "scenario_state_repair"]
    user = repair.messages[-1]["content"]
    schema = user.split("(JSON):", 1)[1].split("Keys that already exist", 1)[0]
    named = {table["name"] for table in json.loads(schema)}
    assert named == {"books", "loans"}  # the touched table and the one whose rows are to fix
    problems = json.loads(
        user.rsplit("Problems found by the validator (JSON):", 1)[1].split("\n\nReply", 1)[0]
    )
    assert {p["table"] for p in problems} == {"loans"}
    data = json.loads(
        user.split("The current data of these tables (JSON):", 1)[1].split("Problems found", 1)[0]
    )
    assert set(data) == {"books", "loans"} and data["loans"]  # with the rows to fix
    # The repaired rows of the table outside the chain are taken.
    assert state["books"] == BOOKS and state["loans"] == []
    assert validate_state(schema=spec.state_schema, state=state) == []
