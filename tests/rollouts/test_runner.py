"""run_rollout against the library environment with a scripted agent (and user) on the fake LLM server."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.llm import LLMGateway
from synthesis.rollouts import (
    BudgetExhausted,
    JobBudget,
    Rollout,
    RolloutBudget,
    run_rollout,
    run_rollouts,
    to_finetuning_records,
    validate_finetuning_record,
)
from synthesis.sandbox import SandboxSession
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply
from tests.rollouts.conftest import scripted_agent, tool_results

BORROW_DUNE = ("borrow_book", {"member_id": "M-2", "book_id": "B-1"})
Factory = Callable[[], SandboxSession]


def direct(
    *, scenario: ScenarioSpec, spec: EnvironmentSpec, gateway: LLMGateway, factory: Factory, **options: Any
) -> Rollout:
    options.setdefault("budget", RolloutBudget(max_steps=8))
    return run_rollout(
        scenario=scenario, spec=spec, gateway=gateway, sandbox_factory=factory, mode="direct", **options
    )


def test_a_solving_agent_gets_reward_one_and_valid_finetuning_data(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").call(
        scripted_agent(
            [
                [("search_books", {"title": "Dune"}), ("get_member", {"member_id": "M-2"})],
                [BORROW_DUNE],
                "Done.",
            ]
        )
    )
    rollout = direct(scenario=direct_scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory)

    assert rollout.stop_reason == "agent_done"
    assert rollout.reward == 1.0
    assert rollout.check_results == {"loan_for_dune": True, "one_loan": True}
    assert rollout.comparison_score == 1.0
    assert rollout.reward_breakdown["breakdown"]["checks_passed"] == 2
    assert rollout.steps == 3
    assert [call.name for call in rollout.tool_calls] == ["search_books", "get_member", "borrow_book"]
    borrow = rollout.tool_calls[2]
    assert borrow.arguments == {"member_id": "M-2", "book_id": "B-1"}
    assert borrow.result["success"] is True
    assert {change["table"] for change in borrow.diff} == {"books", "loans"}
    assert rollout.tool_calls[0].diff == []
    # The fake server reuses ids ("call_fake_0") every turn; the trajectory's ids are unique.
    ids = [call.call_id for call in rollout.tool_calls]
    assert len(set(ids)) == len(ids)
    assert rollout.messages[0]["role"] == "system" and "Tiny Library" in rollout.messages[0]["content"]
    assert "A book on loan cannot be borrowed again." in rollout.messages[0]["content"]
    assert rollout.messages[1] == {"role": "user", "content": direct_scenario.task}
    assert rollout.prompt_tokens > 0 and rollout.completion_tokens > 0
    assert rollout.prompt_versions == {"rollout_agent": "1"}
    assert fake_gateway.usage is not None
    assert fake_gateway.usage.stage("rollout_agent").calls == 3  # type: ignore[attr-defined]

    records = to_finetuning_records([rollout], tools=spec.openai_tools(), min_reward=1.0)
    assert len(records) == 1
    assert validate_finetuning_record(records[0]) == []
    assert records[0]["messages"][-1] == {"role": "assistant", "content": "Done."}
    assert json.loads(json.dumps(records[0])) == records[0]  # one JSONL line


def test_a_failing_agent_gets_partial_credit(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    # The sequel instead of Dune: "one loan" passes, "loan for Dune" fails.
    fake_openai.on(prompt="rollout_agent").call(
        scripted_agent([[("borrow_book", {"member_id": "M-2", "book_id": "B-2"})], "Borrowed."])
    )
    rollout = direct(scenario=direct_scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory)

    assert rollout.check_results == {"loan_for_dune": False, "one_loan": True}
    assert rollout.reward_breakdown["breakdown"]["checks_score"] == 0.5
    # The loan names another existing book: a row inserted for the wrong row earns nothing in the comparison.
    assert rollout.comparison_score == 0.0
    assert 0.0 < rollout.reward < 1.0
    kinds = {m["kind"] for m in rollout.reward_breakdown["comparison"]["mismatches"]}
    assert "wrong_reference" in kinds
    assert to_finetuning_records([rollout], tools=spec.openai_tools(), min_reward=1.0) == []


def test_a_tool_error_is_an_observation_and_the_agent_recovers(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    seen_errors: list[str] = []

    def agent(request: FakeRequest) -> Reply:
        results = tool_results(request)
        if not results:
            return Reply.tool_calls([("borrow_book", {"member_id": "M-2", "book_id": "B-9"})])
        if len(results) == 1:
            seen_errors.append(results[0].get("error", ""))
            return Reply.tool_calls([("search_books", {"title": "Dune"})])
        if len(results) == 2:
            first = next(book for book in results[1]["data"] if book["title"] == "Dune")
            return Reply.tool_calls([("borrow_book", {"member_id": "M-2", "book_id": first["book_id"]})])
        return Reply.text("Dune is yours.")

    fake_openai.on(prompt="rollout_agent").call(agent)
    rollout = direct(scenario=direct_scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory)

    assert seen_errors == ["no book B-9"]
    assert rollout.tool_calls[0].result == {"success": False, "error": "no book B-9"}
    assert rollout.tool_calls[0].diff == []
    tool_message = next(m for m in rollout.messages if m["role"] == "tool")
    assert json.loads(tool_message["content"]) == {"success": False, "error": "no book B-9"}
    assert rollout.stop_reason == "agent_done"
    assert rollout.reward == 1.0


def test_unknown_tools_and_unparsable_arguments_are_observations(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").call(
        scripted_agent(
            [
                [
                    ("delete_everything", {}),
                    ("borrow_book", '{"member_id": "M-2", "book_id": '),
                    ("get_member", "[1]"),
                ],
                [BORROW_DUNE],
                "Done.",
            ]
        )
    )
    rollout = direct(scenario=direct_scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory)

    unknown, unparsable, not_object = rollout.tool_calls[:3]
    assert (
        unknown.result["success"] is False and "unknown tool 'delete_everything'" in unknown.result["error"]
    )
    assert "borrow_book" in unknown.result["error"]  # the agent is told what exists
    assert unparsable.arguments is None and "not valid JSON" in unparsable.result["error"]
    assert not_object.arguments is None and "must be a JSON object" in not_object.result["error"]
    assert rollout.stop_reason == "agent_done"
    assert rollout.reward == 1.0
    # Three tool messages answer the three calls of the first turn, in order.
    first_turn = rollout.messages[2]
    answers = [m["tool_call_id"] for m in rollout.messages[3:6]]
    assert answers == [call["id"] for call in first_turn["tool_calls"]]
    # A trajectory with arguments that are not JSON is not fine-tuning material.
    assert to_finetuning_records([rollout], tools=spec.openai_tools(), min_reward=0.0) == []


def test_the_simulated_user_reveals_a_hidden_fact_only_when_asked(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    conversation_scenario: ScenarioSpec,
) -> None:
    user_requests: list[FakeRequest] = []

    def user(request: FakeRequest) -> str:
        # Acts as the user model: knows the facts from its system prompt, answers the agent's last message.
        user_requests.append(request)
        system = request.messages[0]["content"]
        facts = dict(
            line[2:].split(": ", 1) for line in system.splitlines() if line.startswith("- ") and ": " in line
        )
        last = request.messages[-1]["content"]
        if len(request.messages) == 2:
            return "Hello, I would like to borrow Dune."
        if "borrowed" in last:
            return "###STOP###"
        asked = [value for key, value in facts.items() if key in last]
        return f"Sure, it is {asked[0]}." if asked else "I don't know."

    def agent(request: FakeRequest) -> Reply:
        last = request.messages[-1]
        if last["role"] == "tool":
            return Reply.text("Dune is borrowed for you.")
        if "M-2" in str(last.get("content")):
            return Reply.tool_calls([BORROW_DUNE])
        return Reply.text("Happy to help. What is your member_id?")

    fake_openai.on(prompt="rollout_user").call(user)
    fake_openai.on(prompt="rollout_agent").call(agent)
    rollout = run_rollout(
        scenario=conversation_scenario,
        spec=spec,
        gateway=fake_gateway,
        sandbox_factory=sandbox_factory,
        mode="user_sim",
        budget=RolloutBudget(max_steps=6),
    )

    user_texts = [m["content"] for m in rollout.messages if m["role"] == "user"]
    assert user_texts[0] == "Hello, I would like to borrow Dune."
    assert "M-2" not in user_texts[0]  # not volunteered
    assert user_texts[1] == "Sure, it is M-2."  # revealed once asked
    assert user_texts[-1] == "###STOP###"
    assert rollout.stop_reason == "user_stop"
    assert rollout.user_turns == 3
    assert rollout.reward == 1.0
    assert rollout.prompt_versions == {"rollout_agent": "1", "rollout_user": "1"}
    # The user model sees persona, goal and facts; the agent never sees the facts' source.
    assert "member_id: M-2" in user_requests[0].messages[0]["content"]
    assert "Alan, a patient retired mathematician." in user_requests[0].messages[0]["content"]
    agent_requests = [r for r in fake_openai.requests if r.prompt == "rollout_agent"]
    assert "M-2" not in agent_requests[0].text
    # Roles are flipped in the simulated user's own conversation: the agent speaks as "user" there.
    assert user_requests[1].messages[-1] == {
        "role": "user",
        "content": "Happy to help. What is your member_id?",
    }
    records = to_finetuning_records([rollout], tools=spec.openai_tools(), min_reward=1.0)
    assert len(records) == 1 and records[0]["messages"][-1]["role"] == "assistant"
    assert all("###STOP###" not in str(m.get("content")) for m in records[0]["messages"])


@pytest.mark.parametrize(
    ("marker", "reason"), [("###TRANSFER###", "transfer"), ("###OUT-OF-SCOPE###", "out_of_scope")]
)
def test_other_user_markers_end_the_episode(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    conversation_scenario: ScenarioSpec,
    marker: str,
    reason: str,
) -> None:
    fake_openai.on(prompt="rollout_user", times=1).text("Hi, I need a book.")
    fake_openai.on(prompt="rollout_user").text(marker)
    fake_openai.on(prompt="rollout_agent").text("Which book?")
    rollout = run_rollout(
        scenario=conversation_scenario,
        spec=spec,
        gateway=fake_gateway,
        sandbox_factory=sandbox_factory,
        mode="user_sim",
        budget=RolloutBudget(max_steps=6),
    )
    assert rollout.stop_reason == reason
    assert rollout.steps == 1
    assert rollout.check_results == {"loan_for_dune": False, "one_loan": False}
    assert rollout.reward < 0.5


def test_a_runaway_agent_stops_at_max_steps(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").tool_call("get_member", {"member_id": "M-1"})
    rollout = direct(
        scenario=direct_scenario,
        spec=spec,
        gateway=fake_gateway,
        factory=sandbox_factory,
        budget=RolloutBudget(max_steps=4),
    )
    assert rollout.stop_reason == "max_steps"
    assert rollout.steps == 4
    assert len(rollout.tool_calls) == 4
    assert fake_openai.request_count == 4
    assert rollout.reward < 1.0
    assert rollout.scored  # a runaway agent is a failure of the agent, not of the infrastructure


def test_token_and_cost_budgets_stop_a_rollout(
    fake_openai: FakeOpenAIServer,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").tool_call("get_member", {"member_id": "M-1"})
    # One currency unit per prompt token: the first call alone exceeds a cost budget of 1.
    priced = fake_gateway_for(fake_endpoint_config(fake_openai.base_url, input_cost_per_mtok=1_000_000.0))
    try:
        by_cost = direct(
            scenario=direct_scenario,
            spec=spec,
            gateway=priced,
            factory=sandbox_factory,
            budget=RolloutBudget(max_steps=10, max_cost=1.0),
        )
        by_tokens = direct(
            scenario=direct_scenario,
            spec=spec,
            gateway=priced,
            factory=sandbox_factory,
            budget=RolloutBudget(max_steps=10, max_tokens=1),
        )
    finally:
        priced.close()
    assert by_cost.stop_reason == "max_cost" and by_cost.steps == 1
    assert by_cost.cost == float(by_cost.prompt_tokens) and by_cost.cost > 1.0
    assert by_tokens.stop_reason == "max_tokens" and by_tokens.steps == 1


def test_the_job_budget_cuts_a_running_rollout_and_stops_new_ones(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").tool_call("get_member", {"member_id": "M-1"})
    job = JobBudget(max_tokens=1)
    rollouts = run_rollouts(
        scenario=direct_scenario,
        spec=spec,
        gateway=fake_gateway,
        sandbox_factory=sandbox_factory,
        mode="direct",
        budget=RolloutBudget(max_steps=10),
        k=3,
        job_budget=job,
    )
    assert len(rollouts) == 1
    assert rollouts[0].stop_reason == "job_budget" and rollouts[0].steps == 1
    assert job.spent()["tokens"] == rollouts[0].total_tokens
    assert fake_openai.request_count == 1
    with pytest.raises(BudgetExhausted, match="token budget"):
        direct(
            scenario=direct_scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory, job_budget=job
        )


def test_the_job_rollout_count_limits_run_rollouts(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").call(scripted_agent([[BORROW_DUNE], "Done."]))
    rollouts = run_rollouts(
        scenario=direct_scenario,
        spec=spec,
        gateway=fake_gateway,
        sandbox_factory=sandbox_factory,
        mode="direct",
        budget=RolloutBudget(max_steps=5),
        k=5,
        job_budget=JobBudget(max_rollouts=2),
    )
    assert [r.seed for r in rollouts] == [0, 1]
    assert all(r.reward == 1.0 for r in rollouts)


def test_cancellation_is_checked_between_steps(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent").tool_call("get_member", {"member_id": "M-1"})
    rollout = direct(
        scenario=direct_scenario,
        spec=spec,
        gateway=fake_gateway,
        factory=sandbox_factory,
        should_stop=lambda: fake_openai.request_count >= 2,
    )
    assert rollout.stop_reason == "cancelled"
    assert rollout.steps == 2
    assert not rollout.scored


def test_an_llm_failure_ends_the_rollout_with_its_reason(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    fake_openai.on(prompt="rollout_agent", times=1).tool_call("get_member", {"member_id": "M-2"})
    fake_openai.on(prompt="rollout_agent").fail(400, message="context length exceeded")
    rollout = direct(scenario=direct_scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory)
    assert rollout.stop_reason == "llm_error"
    assert "context length exceeded" in rollout.error
    assert len(rollout.tool_calls) == 1
    assert rollout.check_results == {"loan_for_dune": False, "one_loan": False}  # still scored on its state


def test_environment_code_that_does_not_load_is_a_sandbox_error(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    broken = spec.model_copy(update={"code": "class Other:\n    pass\n"})
    rollout = direct(scenario=direct_scenario, spec=broken, gateway=fake_gateway, factory=sandbox_factory)
    assert rollout.stop_reason == "sandbox_error"
    assert "LibraryEnv" in rollout.error
    assert rollout.reward == 0.0
    assert fake_openai.request_count == 0


def test_bad_arguments_are_refused_clearly(
    fake_gateway: LLMGateway, sandbox_factory: Factory, spec: EnvironmentSpec, direct_scenario: ScenarioSpec
) -> None:
    other = direct_scenario.model_copy(update={"environment": "elsewhere"})
    with pytest.raises(ValueError, match="belongs to environment 'elsewhere'"):
        direct(scenario=other, spec=spec, gateway=fake_gateway, factory=sandbox_factory)
    with pytest.raises(ValueError, match="mode must be one of"):
        run_rollout(
            scenario=direct_scenario,
            spec=spec,
            gateway=fake_gateway,
            sandbox_factory=sandbox_factory,
            mode="chat",  # type: ignore[arg-type]
            budget=RolloutBudget(),
        )
    with pytest.raises(ValueError, match="temperature"):
        direct(
            scenario=direct_scenario,
            spec=spec,
            gateway=fake_gateway,
            factory=sandbox_factory,
            temperature=3.0,
        )
    with pytest.raises(ValueError, match="k must be >= 1"):
        run_rollouts(
            scenario=direct_scenario,
            spec=spec,
            gateway=fake_gateway,
            sandbox_factory=sandbox_factory,
            mode="direct",
            budget=RolloutBudget(),
            k=0,
        )


def test_a_check_that_raises_counts_as_failed_and_says_why(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Factory,
    spec: EnvironmentSpec,
    direct_scenario: ScenarioSpec,
) -> None:
    raising = {
        "id": "broken",
        "description": "raises",
        "source": "def check(final_state, initial_state):\n    return 1 / 0\n",
    }
    checks = [*[c.model_dump() for c in direct_scenario.checks], raising]
    scenario = ScenarioSpec.model_validate({**direct_scenario.model_dump(), "checks": checks})
    fake_openai.on(prompt="rollout_agent").call(scripted_agent([[BORROW_DUNE], "Done."]))
    rollout = direct(scenario=scenario, spec=spec, gateway=fake_gateway, factory=sandbox_factory)
    assert rollout.check_results == {"loan_for_dune": True, "one_loan": True, "broken": None}
    assert "ZeroDivisionError" in rollout.reward_breakdown["check_errors"]["broken"]
    assert rollout.reward_breakdown["checks"]["broken"]["errored"] is True
    assert rollout.reward < 1.0
