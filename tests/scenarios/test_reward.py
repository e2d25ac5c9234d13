from __future__ import annotations

import ast
from pathlib import Path

import pytest

import synthesis.scenarios.matching as matching
import synthesis.scenarios.reward as reward
from synthesis.scenarios.reward import compute_reward

RESULTS = {"a": True, "b": False, "c": True}
WEIGHTS = {"a": 2.0, "b": 1.0, "c": 1.0}


def test_weighted_checks_give_partial_credit() -> None:
    out = compute_reward(
        check_results=RESULTS, weights=WEIGHTS, comparison_score=None, settings={"mode": "checks_only"}
    )
    assert out["reward"] == 0.75
    assert out["checks"]["b"] == {"passed": False, "errored": False, "weight": 1.0}


def test_without_partial_credit_one_failure_gives_zero() -> None:
    settings = {"mode": "checks_only", "partial_credit": False}
    assert (
        compute_reward(check_results=RESULTS, weights=WEIGHTS, comparison_score=None, settings=settings)[
            "reward"
        ]
        == 0.0
    )


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        ({"mode": "weighted", "checks_weight": 0.5, "target_weight": 0.5}, 0.625),
        ({"mode": "weighted", "checks_weight": 3, "target_weight": 1}, 0.6875),
        ({"mode": "product"}, 0.375),
        ({"mode": "checks_only"}, 0.75),
        ({"mode": "target_only"}, 0.5),
    ],
)
def test_modes_combine_checks_and_target(settings: dict, expected: float) -> None:
    out = compute_reward(check_results=RESULTS, weights=WEIGHTS, comparison_score=0.5, settings=settings)
    assert out["reward"] == pytest.approx(expected)
    assert out["target"] == 0.5
    assert out["breakdown"]["mode"] == settings["mode"]


def test_errored_check_counts_as_failed() -> None:
    out = compute_reward(check_results={"a": None, "b": True}, weights={}, comparison_score=None, settings={})
    assert out["reward"] == 0.5
    assert out["checks"]["a"]["errored"] is True


def test_missing_component_falls_back_to_the_other() -> None:
    assert compute_reward(check_results={}, weights={}, comparison_score=0.8, settings={})["reward"] == 0.8
    assert compute_reward(check_results={}, weights={}, comparison_score=None, settings={})["reward"] == 0.0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"settings": {"mode": "best"}}, "unknown reward mode"),
        ({"comparison_score": 1.5}, "within"),
        ({"weights": {"zzz": 1.0}}, "without a result"),
        ({"weights": {"a": 0.0}}, "positive"),
    ],
)
def test_bad_input_is_a_clear_error(kwargs: dict, message: str) -> None:
    arguments = {
        "check_results": {"a": True},
        "weights": {},
        "comparison_score": None,
        "settings": {},
        **kwargs,
    }
    with pytest.raises(ValueError, match=message):
        compute_reward(**arguments)


@pytest.mark.parametrize("module", [reward, matching])
def test_embeddable_modules_use_only_the_standard_library(module: object) -> None:
    import sys

    tree = ast.parse(Path(module.__file__).read_text())  # type: ignore[attr-defined]
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported - {"__future__"} <= set(sys.stdlib_module_names)


@pytest.mark.parametrize("mode", reward.MODES)
def test_preserve_checks_cost_but_never_earn(mode: str) -> None:
    kinds = {"goal": "goal", "keep": "preserve"}
    settings = {"mode": mode}

    def score(goal: bool, keep: bool, target: float) -> float:
        results = {"goal": goal, "keep": keep}
        out = compute_reward(
            check_results=results, weights={}, comparison_score=target, settings=settings, kinds=kinds
        )
        return float(out["reward"])

    assert score(False, True, 0.0) == 0.0  # the initial state: the preserve check holds, the goal does not
    assert score(True, True, 1.0) == 1.0  # the reference final state
    if mode != "target_only":
        assert score(True, False, 1.0) < 1.0  # broke what had to stay


def test_unknown_check_kind_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="kind 'maybe'"):
        compute_reward(
            check_results={"a": True}, weights={}, comparison_score=None, settings={}, kinds={"a": "maybe"}
        )
