"""The reward of one episode: weighted checks with partial credit, combined with the target-state comparison.

Standard library only, on purpose: the exporter embeds this file verbatim in exported loaders, so a trainer
computes
exactly the reward that envstudio showed in review.

``settings`` (the fields of ``RewardSettings``): ``mode`` is one of
- ``weighted``: ``(checks_weight * checks + target_weight * target) / (checks_weight + target_weight)``;
- ``product``: ``checks * target``;
- ``checks_only`` / ``target_only``: one of the two.
``partial_credit`` (default True): the checks score is the passed weight over the total weight; when False it
is
1.0 only if every check passed. A check result of None (the check raised or timed out) counts as failed.
When a component is missing (no checks, or no comparison) ``weighted`` and ``product`` use the other one
alone.
"""

from __future__ import annotations

from typing import Any

MODES = ("weighted", "product", "checks_only", "target_only")


def _checks_score(
    check_results: dict[str, bool | None], weights: dict[str, float], partial_credit: bool
) -> tuple[float | None, dict[str, Any]]:
    details: dict[str, Any] = {}
    total = 0.0
    passed = 0.0
    for check_id in sorted(check_results):
        outcome = check_results[check_id]
        weight = float(weights.get(check_id, 1.0))
        if weight <= 0:
            raise ValueError(f"check {check_id!r} has weight {weight}; weights must be positive")
        total += weight
        if outcome is True:
            passed += weight
        details[check_id] = {"passed": outcome is True, "errored": outcome is None, "weight": weight}
    if total == 0:
        return None, details
    if partial_credit:
        return passed / total, details
    return (1.0 if passed == total else 0.0), details


def compute_reward(
    *,
    check_results: dict[str, bool | None],
    weights: dict[str, float],
    comparison_score: float | None,
    settings: dict[str, Any],
) -> dict[str, Any]:
    """Return ``{"reward", "checks", "target", "breakdown"}`` for one finished episode."""
    mode = settings.get("mode", "weighted")
    if mode not in MODES:
        raise ValueError(f"unknown reward mode {mode!r}; expected one of {', '.join(MODES)}")
    if comparison_score is not None and not 0.0 <= float(comparison_score) <= 1.0:
        raise ValueError(f"comparison_score must be within [0, 1], got {comparison_score!r}")
    unknown = set(weights) - set(check_results)
    if unknown:
        raise ValueError(f"weights name checks without a result: {', '.join(sorted(unknown))}")
    partial_credit = bool(settings.get("partial_credit", True))
    checks_score, details = _checks_score(check_results, weights, partial_credit)
    target = None if comparison_score is None else float(comparison_score)
    checks_weight = float(settings.get("checks_weight", 0.5))
    target_weight = float(settings.get("target_weight", 0.5))
    if checks_weight < 0 or target_weight < 0:
        raise ValueError("checks_weight and target_weight must not be negative")

    if mode == "checks_only":
        reward = checks_score if checks_score is not None else 0.0
    elif mode == "target_only":
        reward = target if target is not None else 0.0
    elif checks_score is None or target is None:
        # One component is missing: the other alone decides (0.0 when neither exists).
        present = checks_score if checks_score is not None else target
        reward = present if present is not None else 0.0
    elif mode == "product":
        reward = checks_score * target
    else:
        weight_sum = checks_weight + target_weight
        if weight_sum == 0:
            raise ValueError("checks_weight + target_weight must be positive in weighted mode")
        reward = (checks_weight * checks_score + target_weight * target) / weight_sum
    return {
        "reward": round(reward, 6),
        "checks": details,
        "target": target,
        "breakdown": {
            "mode": mode,
            "checks_score": checks_score,
            "target_score": target,
            "checks_weight": checks_weight,
            "target_weight": target_weight,
            "partial_credit": partial_credit,
            "checks_passed": sum(1 for d in details.values() if d["passed"]),
            "checks_total": len(details),
        },
    }
