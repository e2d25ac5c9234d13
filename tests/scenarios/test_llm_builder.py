from __future__ import annotations

from collections.abc import Iterator

import pytest

from synthesis.ir import Proof, ScenarioSpec, ToolCall
from synthesis.llm import LLMGateway
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.scenarios.llm_builder import (
    LLMScenarioBuilder,
    ScenarioFailure,
    follows_plan,
    touched_tables,
    unstated_values,
)
from synthesis.scenarios.proof import prove_scenario
from synthesis.state.datagen import generate_state
from tests.fakes.openai_server import FakeOpenAIServer
from tests.scenarios.library_env import library_spec

CHAIN = ["find_books", "borrow_book"]
MEMBERS = [
    {
        "member_id": "M-1",
        "name": "Ana Lopez",
        "email": "ana.lopez@example.com",
        "phone": None,
        "status": "active",
        "fine_balance": 0.0,
    },
    {
        "member_id": "M-2",
        "name": "Ana Lopez",
        "email": "ana.l@example.org",
        "phone": None,
        "status": "suspended",
        "fine_balance": 4.5,
    },
]
BOOKS = [
    {
        "book_id": "B-1",
        "title": "The Quiet Harbor",
        "author": "Rosa Weber",
        "isbn": "9780000000011",
        "edition": 2,
        "status": "available",
    },
    {
        "book_id": "B-2",
        "title": "The Quiet Harbor",
        "author": "Rosa Weber",
        "isbn": "9780000000028",
        "edition": 1,
        "status": "borrowed",
    },
]
TASK = {
    "task": "Hi, I'm Ana Lopez (member M-1). Please lend me the second edition of 'The Quiet Harbor'.",
    "persona": "Ana, a regular reader",
    "user_facts": {"email": "ana.lopez@example.com"},
    "reference_chain": [
        {"name": "find_books", "arguments": {"title": "The Quiet Harbor"}},
        {"name": "borrow_book", "arguments": {"member_id": "M-1", "book_id": "B-1"}},
    ],
}
CHECKS = {
    "checks": [
        {
            "id": "c1",
            "description": "Has lent B-1 to M-1",
            "source": "def check(final_state, initial_state):\n"
            "    before = {l['loan_id'] for l in initial_state['loans']}\n"
            "    return any(l['loan_id'] not in before and l['member_id'] == 'M-1'\n"
            "               and l['book_id'] == 'B-1' for l in final_state['loans'])\n",
            "about": [{"table": "loans", "key": None, "field": None}],
        },
        {
            "id": "c2",
            "description": "Has marked B-1 borrowed",
            "source": "def check(final_state, initial_state):\n"
            "    return any(b['book_id'] == 'B-1' and b['status'] == 'borrowed'\n"
            "               for b in final_state['books'])\n",
            "about": [{"table": "books", "key": "B-1", "field": "status"}],
        },
    ]
}


@pytest.fixture
def session() -> Iterator[SessionLike]:
    spec = library_spec()
    with open_session(untrusted=False) as sandbox:
        load_spec(
            sandbox, spec=spec, state=generate_state(schema=spec.state_schema, seed=0, rows_per_table=1)
        )
        yield sandbox


def test_prompts_carry_only_the_touched_tables_and_all_checks_come_in_one_request(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    spec = library_spec()
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": MEMBERS, "books": BOOKS, "loans": []}}
    )
    server.on(prompt="scenario_task").json(TASK)
    server.on(prompt="scenario_checks").json(CHECKS)
    scenario = LLMScenarioBuilder(gateway=gateway, spec=spec).build(chain=CHAIN, seed=1, session=session)
    stats = server.stats()
    assert stats["requests"] == 3  # state, task, every check at once
    assert [c.id for c in scenario.checks] == ["c1", "c2"]
    assert scenario.user_facts == {"email": "ana.lopez@example.com"}
    assert scenario.provenance is not None and scenario.provenance.prompt_versions["scenario_checks"] == "3"
    assert len(scenario.target_state["loans"]) == 1
    proof = prove_scenario(
        scenario=scenario, spec=spec, sandbox_factory=lambda: open_session(untrusted=False), existing_tasks=[]
    )
    assert proof.passed, [(s.name, s.detail) for s in proof.steps if not s.passed]


def test_touched_tables_follow_the_chain() -> None:
    assert touched_tables(library_spec(), ["find_books"]) == ["books"]
    assert touched_tables(library_spec(), CHAIN) == ["members", "books", "loans"]


def test_invalid_state_gets_one_repair_request(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    broken = [{**BOOKS[0], "status": "on loan"}, BOOKS[1]]
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": MEMBERS, "books": broken, "loans": []}}
    )
    server.on(prompt="scenario_state_repair", contains="on loan").json(
        {"tables": {"members": MEMBERS, "books": BOOKS, "loans": []}}
    )
    state = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).initial_state(chain=CHAIN, seed=1)
    assert state["books"] == BOOKS
    assert server.stats()["requests"] == 2


def test_state_still_invalid_after_repair_fails_with_evidence(
    server: FakeOpenAIServer, gateway: LLMGateway
) -> None:
    broken = [{**BOOKS[0], "isbn": BOOKS[1]["isbn"]}, BOOKS[1]]
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": MEMBERS, "books": broken, "loans": []}}
    )
    server.on(prompt="scenario_state_repair").json(
        {"tables": {"members": MEMBERS, "books": broken, "loans": []}}
    )
    with pytest.raises(ScenarioFailure) as failure:
        LLMScenarioBuilder(gateway=gateway, spec=library_spec()).initial_state(chain=CHAIN, seed=1)
    assert failure.value.evidence["problems"][0]["kind"] == "unique"
    assert server.stats()["requests"] == 2


def test_failing_reference_chain_is_a_failure_with_evidence(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": MEMBERS, "books": BOOKS, "loans": []}}
    )
    bad_task = {
        **TASK,
        "reference_chain": [
            TASK["reference_chain"][0],
            {"name": "borrow_book", "arguments": {"member_id": "M-2", "book_id": "B-1"}},
        ],
    }
    server.on(prompt="scenario_task").json(bad_task)
    with pytest.raises(ScenarioFailure) as failure:
        LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(chain=CHAIN, seed=1, session=session)
    assert failure.value.evidence["error"] == "member is not active"
    assert server.stats()["requests"] == 2  # no checks are asked for a chain that fails


def _prove(scenario: ScenarioSpec) -> Proof:
    return prove_scenario(
        scenario=scenario,
        spec=library_spec(),
        sandbox_factory=lambda: open_session(untrusted=False),
        existing_tasks=[],
    )


def _serve(server: FakeOpenAIServer, *, tasks: list[dict], checks: list[dict]) -> None:
    """Answers in order: the first attempt gets the first task and checklist, the retry the second."""
    server.on(prompt="scenario_initial_state").json(
        {"tables": {"members": MEMBERS, "books": BOOKS, "loans": []}}
    )
    task_answers = iter(tasks)
    check_answers = iter(checks)
    server.on(prompt="scenario_task").call(lambda request: next(task_answers))
    server.on(prompt="scenario_checks").call(lambda request: next(check_answers))


def _requests(server: FakeOpenAIServer, prompt: str) -> list[str]:
    return [r.text for r in server.requests if r.prompt == prompt]


def test_a_chain_that_ignores_the_plan_goes_back_once_then_is_unbuildable(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    one_call = {**TASK, "reference_chain": [TASK["reference_chain"][1]]}
    _serve(server, tasks=[one_call, one_call], checks=[])
    with pytest.raises(ScenarioFailure) as failure:
        LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
            chain=CHAIN, seed=1, session=session, prove=_prove
        )
    assert failure.value.reason.startswith("the reference chain ignores the planned chain")
    assert "after one retry" in failure.value.reason
    assert failure.value.evidence == {"planned": CHAIN, "reference_chain": ["borrow_book"]}
    first, second = _requests(server, "scenario_task")
    assert "none (first attempt)" in first and "ignores the planned chain" in second


def test_a_value_the_task_never_states_is_caught(
    server: FakeOpenAIServer, gateway: LLMGateway, session: SessionLike
) -> None:
    secret = {**TASK, "task": "Please lend me the second edition of 'The Quiet Harbor'.", "user_facts": {}}
    _serve(server, tasks=[secret, TASK], checks=[CHECKS])
    scenario = LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
        chain=CHAIN, seed=1, session=session, prove=_prove
    )
    assert scenario.task == TASK["task"] and scenario.proof is not None and scenario.proof.passed
    second = _requests(server, "scenario_task")[1]
    assert '"value": "M-1"' in second and "neither states" in second  # the evidence went back
    assert "after feedback" in " ".join(scenario.provenance.notes if scenario.provenance else [])


def test_a_failing_proof_step_goes_back_with_its_evidence_then_is_unbuildable(
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
    _serve(server, tasks=[TASK, TASK], checks=[already, already])
    with pytest.raises(ScenarioFailure) as failure:
        LLMScenarioBuilder(gateway=gateway, spec=library_spec()).build(
            chain=CHAIN, seed=1, session=session, prove=_prove
        )
    assert "checks_fail_initially" in failure.value.reason
    steps = {s["name"]: s for s in failure.value.evidence["failed_steps"]}
    assert steps["checks_fail_initially"]["evidence"]["wrong"] == ["c9"]
    retry = _requests(server, "scenario_checks")[1]
    assert "checks_fail_initially" in retry and "c9" in retry
    # The checks are at fault: they are asked again for the same task, which is asked once.
    assert len(_requests(server, "scenario_checks")) == 2 and len(_requests(server, "scenario_task")) == 1


def test_follows_plan_and_unstated_values() -> None:
    assert follows_plan(planned=["a", "b"], calls=["a", "x", "b"])
    assert not follows_plan(planned=["a", "b"], calls=["b", "a"])
    calls = [ToolCall(name="pay", arguments={"member_id": "M-1", "amount": 12.5, "note": None, "ok": True})]
    assert unstated_values(task="Pay 12.50 for M-1", user_facts={}, calls=calls, results=[{}]) == []
    missing = unstated_values(task="Pay for M-1", user_facts={}, calls=calls, results=[{}])
    assert missing == [{"call": 0, "tool": "pay", "argument": "amount", "value": 12.5}]
