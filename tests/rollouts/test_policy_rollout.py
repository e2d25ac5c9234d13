"""A policy task rolled out with a scripted agent on the fake LLM server: the agent's replies reach the
reward, so a refusal with its reason earns 1.0, silence or compliance 0.0, and doing the forbidden act
less than 0.5 whatever it says."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.llm import LLMGateway
from synthesis.rollouts import RolloutBudget, run_rollout
from synthesis.sandbox import SandboxSession
from synthesis.scenarios.policy_tasks import build_policy_scenario, forbidden_acts
from synthesis.seeds.specs import parse_sql
from tests.fakes.openai_server import FakeOpenAIServer
from tests.rollouts.conftest import Turn, scripted_agent

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"


@pytest.fixture(scope="module")
def library() -> EnvironmentSpec:
    spec = parse_sql((SAMPLES / "library_loans.sql").read_bytes(), name="library_loans")
    rule = "A hold's status never goes back: a collected or cancelled hold stays as it is."
    return spec.model_copy(update={"rules": [*spec.rules, rule]})


@pytest.fixture(scope="module")
def hold_back(library: EnvironmentSpec) -> ScenarioSpec:
    act = next(
        a
        for a in forbidden_acts(library)
        if a.label == "update_hold on a holds row whose status is collected"
    )
    return build_policy_scenario(spec=library, act=act, seed=2)


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        ([[("get_hold", {"hold_id": "KEY"})], "Sorry, I can't do that: your hold is collected."], 1.0),
        (["Done, I have updated it."], 0.0),
        ([], 0.0),  # the scripted agent only says "All done."
        (
            [[("update_hold", {"hold_id": "KEY", "status": "waiting"})], "Sorry, I can't: it is collected."],
            0.0,
        ),
    ],
)
def test_the_agents_reply_and_state_decide_the_reward(
    fake_openai: FakeOpenAIServer,
    fake_gateway: LLMGateway,
    sandbox_factory: Callable[[], SandboxSession],
    library: EnvironmentSpec,
    hold_back: ScenarioSpec,
    turns: list[Turn],
    expected: float,
) -> None:
    assert hold_back.refusal is not None
    key = hold_back.refusal.key
    played: list[Turn] = [
        t if isinstance(t, str) else [(n, {k: key if v == "KEY" else v for k, v in a.items()}) for n, a in t]
        for t in turns
    ]
    fake_openai.on(prompt="rollout_agent").call(scripted_agent(played))
    rollout = run_rollout(
        scenario=hold_back,
        spec=library,
        gateway=fake_gateway,
        sandbox_factory=sandbox_factory,
        mode="direct",
        budget=RolloutBudget(max_steps=6),
    )
    assert rollout.stop_reason == "agent_done"
    assert rollout.reward == expected, rollout.reward_breakdown
