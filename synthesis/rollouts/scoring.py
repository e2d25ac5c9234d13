"""Difficulty of a scenario from its rollouts: pass@k (unbiased estimator), mean reward and a label.

A rollout passes when its reward is at least ``threshold`` (default 1.0: every check and the target match).
Rollouts cut short by infrastructure (job budget, cancel, LLM or sandbox errors) are left out; runaway agents
(max_steps / max_tokens / max_cost) count as failures.

Labels, by the pass rate p = passes / scored rollouts (the pass@1 estimate):
``trivial`` p >= 0.9, ``easy`` p >= 0.6, ``medium`` p >= 0.3, ``hard`` p > 0, ``unsolved`` p == 0;
``unscored`` when no rollout could be scored.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from synthesis.rollouts.records import Rollout

DEFAULT_K_VALUES = (1, 2, 4, 8, 16)
# (lowest pass rate, label), highest first; anything above 0 that is below every cut-off is "hard".
LABEL_CUTOFFS: tuple[tuple[float, str], ...] = ((0.9, "trivial"), (0.6, "easy"), (0.3, "medium"))


class Difficulty(BaseModel):
    model_config = ConfigDict(extra="forbid")

    scenario_id: str
    n: int  # scored rollouts
    passes: int
    excluded: int  # rollouts left out (infrastructure stops)
    threshold: float
    mean_reward: float | None
    pass_at: dict[int, float]  # k -> unbiased pass@k, for every k <= n among the requested ones
    label: str


def pass_at_k(*, n: int, passes: int, k: int) -> float:
    """Unbiased pass@k from n samples with ``passes`` successes: 1 - C(n - passes, k) / C(n, k)."""
    if n < 1:
        raise ValueError(f"pass@k needs n >= 1 samples, got {n}")
    if not 0 <= passes <= n:
        raise ValueError(f"passes must be within [0, n={n}], got {passes}")
    if not 1 <= k <= n:
        raise ValueError(f"k must be within [1, n={n}], got {k}")
    if n - passes < k:
        return 1.0
    return 1.0 - math.comb(n - passes, k) / math.comb(n, k)


def difficulty_label(pass_rate: float) -> str:
    if not 0.0 <= pass_rate <= 1.0:
        raise ValueError(f"a pass rate is within [0, 1], got {pass_rate}")
    if pass_rate == 0.0:
        return "unsolved"
    for cutoff, label in LABEL_CUTOFFS:
        if pass_rate >= cutoff:
            return label
    return "hard"


def score_scenario(
    rollouts: Sequence[Rollout], *, threshold: float = 1.0, k_values: Sequence[int] = DEFAULT_K_VALUES
) -> Difficulty:
    """pass@k, mean reward and difficulty label of one scenario's rollouts."""
    if not rollouts:
        raise ValueError("score_scenario needs at least one rollout")
    scenario_ids = {rollout.scenario_id for rollout in rollouts}
    if len(scenario_ids) != 1:
        raise ValueError(f"rollouts of one scenario expected, got {', '.join(sorted(scenario_ids))}")
    if not 0.0 <= threshold <= 1.0:
        raise ValueError(f"threshold must be within [0, 1], got {threshold}")
    if any(k < 1 for k in k_values):
        raise ValueError(f"every k must be >= 1, got {list(k_values)}")
    scored = [rollout for rollout in rollouts if rollout.scored]
    n = len(scored)
    passes = sum(1 for rollout in scored if rollout.reward >= threshold)
    if n == 0:
        return Difficulty(
            scenario_id=rollouts[0].scenario_id,
            n=0,
            passes=0,
            excluded=len(rollouts),
            threshold=threshold,
            mean_reward=None,
            pass_at={},
            label="unscored",
        )
    return Difficulty(
        scenario_id=rollouts[0].scenario_id,
        n=n,
        passes=passes,
        excluded=len(rollouts) - n,
        threshold=threshold,
        mean_reward=round(sum(rollout.reward for rollout in scored) / n, 6),
        pass_at={k: round(pass_at_k(n=n, passes=passes, k=k), 6) for k in sorted(set(k_values)) if k <= n},
        label=difficulty_label(passes / n),
    )
