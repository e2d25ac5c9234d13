"""pass@k, mean reward and difficulty labels."""

from __future__ import annotations

from typing import Any

import pytest

from synthesis.rollouts import Rollout, difficulty_label, pass_at_k, score_scenario


def rollout(reward: float, *, stop_reason: str = "agent_done", scenario_id: str = "s1") -> Rollout:
    fields: dict[str, Any] = {
        "scenario_id": scenario_id,
        "environment": "tiny-library",
        "mode": "direct",
        "seed": 0,
        "model": "fake-model",
        "messages": [],
        "reward": reward,
        "stop_reason": stop_reason,
    }
    return Rollout.model_validate(fields)


def test_pass_at_k_is_the_unbiased_estimator() -> None:
    assert pass_at_k(n=5, passes=2, k=1) == pytest.approx(0.4)
    assert pass_at_k(n=5, passes=2, k=2) == pytest.approx(1 - 3 / 10)  # 1 - C(3,2)/C(5,2)
    assert pass_at_k(n=10, passes=3, k=5) == pytest.approx(1 - 21 / 252)  # 1 - C(7,5)/C(10,5)
    assert pass_at_k(n=4, passes=0, k=4) == 0.0
    assert pass_at_k(n=4, passes=2, k=3) == 1.0  # fewer failures than draws: a pass is certain


@pytest.mark.parametrize(
    ("n", "passes", "k", "message"),
    [
        (0, 0, 1, "n >= 1"),
        (3, 4, 1, "passes must be within"),
        (3, 1, 4, "k must be within"),
        (3, 1, 0, "k must"),
    ],
)
def test_pass_at_k_refuses_impossible_input(n: int, passes: int, k: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        pass_at_k(n=n, passes=passes, k=k)


def test_score_scenario_reports_pass_at_k_mean_and_label() -> None:
    rollouts = [rollout(1.0), rollout(0.5), rollout(1.0), rollout(0.0)]
    difficulty = score_scenario(rollouts, k_values=(1, 2, 4, 8))
    assert difficulty.n == 4 and difficulty.passes == 2 and difficulty.excluded == 0
    assert difficulty.mean_reward == pytest.approx(0.625)
    assert difficulty.pass_at == {1: 0.5, 2: pytest.approx(1 - 1 / 6, abs=1e-6), 4: 1.0}  # no k=8 with n=4
    assert difficulty.label == "medium"


def test_a_lower_threshold_counts_partial_rewards_as_passes() -> None:
    rollouts = [rollout(0.8), rollout(0.8), rollout(0.2)]
    assert score_scenario(rollouts).passes == 0
    assert score_scenario(rollouts, threshold=0.75).passes == 2


def test_infrastructure_stops_are_left_out_but_runaways_count() -> None:
    rollouts = [
        rollout(1.0),
        rollout(0.0, stop_reason="llm_error"),
        rollout(0.0, stop_reason="sandbox_error"),
        rollout(0.1, stop_reason="max_steps"),
    ]
    difficulty = score_scenario(rollouts)
    assert (difficulty.n, difficulty.passes, difficulty.excluded) == (2, 1, 2)
    assert difficulty.label == "medium"
    only_errors = score_scenario([rollout(0.0, stop_reason="cancelled")])
    assert only_errors.label == "unscored" and only_errors.mean_reward is None and only_errors.pass_at == {}


@pytest.mark.parametrize(
    ("rate", "label"),
    [(1.0, "trivial"), (0.9, "trivial"), (0.75, "easy"), (0.6, "easy"), (0.5, "medium"), (0.3, "medium"),
     (0.1, "hard"), (0.0, "unsolved")],
)  # fmt: skip
def test_difficulty_label_cutoffs(rate: float, label: str) -> None:
    assert difficulty_label(rate) == label


def test_score_scenario_refuses_bad_input() -> None:
    with pytest.raises(ValueError, match="at least one rollout"):
        score_scenario([])
    with pytest.raises(ValueError, match="one scenario expected"):
        score_scenario([rollout(1.0), rollout(1.0, scenario_id="s2")])
    with pytest.raises(ValueError, match="threshold"):
        score_scenario([rollout(1.0)], threshold=1.5)
    with pytest.raises(ValueError, match="pass rate"):
        difficulty_label(-0.1)
