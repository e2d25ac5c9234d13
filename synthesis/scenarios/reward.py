"""The reward of one episode: weighted checks with partial credit, combined with the target-state comparison.

Standard library only, on purpose: the exporter embeds this file verbatim in exported loaders, so a trainer
computes exactly the reward that envstudio showed in review.

``settings`` (the fields of ``RewardSettings``): ``mode`` is one of
- ``weighted``: ``(checks_weight * checks + target_weight * target) / (checks_weight + target_weight)``;
- ``product``: ``checks * target``;
- ``checks_only`` / ``target_only``: one of the two.
``partial_credit`` (default True): the checks score is the passed weight over the total weight; when False it
is 1.0 only if every check passed. A check result of None (the check raised or timed out) counts as failed.
``kinds`` names each check's kind: ``goal`` (the default: something the task must bring about, False on the
initial state) or ``preserve`` (something that must stay as it was, True on the initial state). Preserve
checks earn nothing themselves, they cost: the checks score is the goal score times the passed fraction of the
preserve weight. So the initial state scores 0 in every mode (no goal holds yet and the target comparison is 0
there, see ``matching``), and the reference final state 1 (everything holds and the comparison is 1).
When a component is missing (no checks, or no comparison) ``weighted`` and ``product`` use the other one
alone. When the comparison is a guard (``comparison_is_guard``: the target changes nothing, a policy task
whose right outcome is a refusal) it earns nothing itself: in every mode the reward is the checks score times
the comparison, so doing nothing scores 0, the refusal with its reason 1, and doing the forbidden act 0.
"""

from __future__ import annotations

from typing import Any

MODES = ("weighted", "product", "checks_only", "target_only")


CHECK_KINDS = ("goal", "preserve")


def _checks_score(
    check_results: dict[str, bool | None],
    weights: dict[str, float],
    partial_credit: bool,
    kinds: dict[str, str],
) -> tuple[float | None, dict[str, Any]]:
    details: dict[str, Any] = {}
    total = {"goal": 0.0, "preserve": 0.0}
    passed = {"goal": 0.0, "preserve": 0.0}
    for check_id in sorted(check_results):
        outcome = check_results[check_id]
        weight = float(weights.get(check_id, 1.0))
        kind = kinds.get(check_id, "goal")
        if weight <= 0:
            raise ValueError(f"check {check_id!r} has weight {weight}; weights must be positive")
        if kind not in CHECK_KINDS:
            raise ValueError(
                f"check {check_id!r} has kind {kind!r}; expected one of {', '.join(CHECK_KINDS)}"
            )
        total[kind] += weight
        if outcome is True:
            passed[kind] += weight
        details[check_id] = {"passed": outcome is True, "errored": outcome is None, "weight": weight}
        if kind != "goal":
            details[check_id]["kind"] = kind
    if total["goal"] == 0:
        # Only preserve checks (the proof refuses that): nothing the task brings about can earn reward.
        return (None if total["preserve"] == 0 else 0.0), details
    kept = passed["preserve"] / total["preserve"] if total["preserve"] else 1.0
    if partial_credit:
        return passed["goal"] / total["goal"] * kept, details
    return (1.0 if passed["goal"] == total["goal"] and kept == 1.0 else 0.0), details


def compute_reward(
    *,
    check_results: dict[str, bool | None],
    weights: dict[str, float],
    comparison_score: float | None,
    settings: dict[str, Any],
    kinds: dict[str, str] | None = None,
    comparison_is_guard: bool = False,
) -> dict[str, Any]:
    """Return ``{"reward", "checks", "target", "breakdown"}`` for one finished episode."""
    mode = settings.get("mode", "weighted")
    if mode not in MODES:
        raise ValueError(f"unknown reward mode {mode!r}; expected one of {', '.join(MODES)}")
    if comparison_score is not None and not 0.0 <= float(comparison_score) <= 1.0:
        raise ValueError(f"comparison_score must be within [0, 1], got {comparison_score!r}")
    unknown = (set(weights) | set(kinds or {})) - set(check_results)
    if unknown:
        raise ValueError(f"weights or kinds name checks without a result: {', '.join(sorted(unknown))}")
    partial_credit = bool(settings.get("partial_credit", True))
    checks_score, details = _checks_score(check_results, weights, partial_credit, kinds or {})
    target = None if comparison_score is None else float(comparison_score)
    checks_weight = float(settings.get("checks_weight", 0.5))
    target_weight = float(settings.get("target_weight", 0.5))
    if checks_weight < 0 or target_weight < 0:
        raise ValueError("checks_weight and target_weight must not be negative")

    if comparison_is_guard and target is not None:
        reward = (checks_score or 0.0) * target
    elif mode == "checks_only":
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
            "comparison_is_guard": comparison_is_guard,
            "checks_passed": sum(1 for d in details.values() if d["passed"]),
            "checks_total": len(details),
        },
    }
