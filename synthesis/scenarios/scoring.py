"""The reward of one final state of a scenario, in every reward mode, as a trainer computes it.

Checks run in the sandbox session; the comparison and the combination are ``matching`` and ``reward``, the
modules the exported loader embeds, so the proof scores a state exactly as ``envstudio_bundle.py`` does.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import EnvironmentSpec, MatchPolicy, ScenarioSpec, State, StateSchema
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.execution import CheckMemo
from synthesis.scenarios.matching import MESSAGES_TABLE, Comparison
from synthesis.scenarios.policies import compare_with_target
from synthesis.scenarios.reward import MODES, compute_reward

_MAX_MISMATCHES = 12


class ComparisonMemo:
    """``compare_with_target`` answered from memory for inputs it has already seen, by their content.

    A proof scores the same final state many times (the initial state for the noop and the empty prefix; the
    reference final state under each seed when the chain generates no ids), and the comparison costs about
    ten times the encoding of its inputs. The key is made of every input's content (its canonical text, or
    the marshal bytes a proof's ``CheckMemo`` keeps for the states it holds, which the proof never changes),
    so a state changed in place after a call is a new key, never a stale answer; answers are copied out,
    never shared.
    """

    _ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=repr)

    def __init__(self, size: int = 512) -> None:
        self._size = size
        self._found: OrderedDict[tuple[Hashable, Hashable, Hashable, Hashable], Comparison] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0

    def compare(
        self,
        *,
        target: State,
        final: State,
        policies: list[MatchPolicy],
        schema: StateSchema,
        initial: State,
        state_key: Callable[[State], Hashable] | None = None,
    ) -> Comparison:
        """``state_key``: a key for a state equal only for equal content, when the caller has one cheaper
        (a proof's ``CheckMemo`` makes one per state object); else the state's canonical text."""
        key_of = state_key or self._ENCODER.encode
        key = (
            key_of(target),
            key_of(final),
            key_of(initial),
            _policies_key(policies, schema),
        )
        with self._lock:
            found = self._found.get(key)
            if found is not None:
                self._found.move_to_end(key)
                self.hits += 1
        if found is None:
            found = compare_with_target(
                target=target, final=final, policies=policies, schema=schema, initial=initial
            )
            with self._lock:
                self._found[key] = found
                while len(self._found) > self._size:
                    self._found.popitem(last=False)
        # The mismatches are the only mutable part (the rest are numbers and flags): a copy of them is a copy.
        return dataclasses.replace(found, mismatches=copy.deepcopy(found.mismatches))


def _policies_key(policies: list[MatchPolicy], schema: StateSchema) -> Hashable:
    """The policies and the tables' keys as a tuple of their values (a tenth of the time of their JSON)."""
    return (
        tuple((p.table, p.field, str(p.policy), p.threshold, p.tolerance) for p in policies),
        tuple((t.name, t.primary_key) for t in schema.tables),
    )


_COMPARISONS = ComparisonMemo()


@dataclass
class Scored:
    """Rewards of one state by mode, with what they came from (evidence for the proof)."""

    rewards: dict[str, float]
    checks: dict[str, bool | None]
    check_errors: dict[str, str] = field(default_factory=dict)
    target: float | None = None
    mismatches: list[dict[str, Any]] = field(default_factory=list)

    def as_evidence(self) -> dict[str, Any]:
        return {
            "rewards": self.rewards,
            "checks": self.checks,
            "check_errors": self.check_errors,
            "target_score": self.target,
            "mismatches": self.mismatches[:_MAX_MISMATCHES],
        }


def reference_messages(scenario: ScenarioSpec) -> list[str]:
    """What the reference agent tells the user (``ScenarioSpec.reference_messages``; empty for tasks judged
    on the state alone). Doing nothing says nothing."""
    return list(scenario.reference_messages)


def with_messages(state: State, messages: list[str] | None) -> State:
    """``state`` as message checks see it: what the agent said under ``MESSAGES_TABLE``."""
    if messages is None:
        return state
    return {**state, MESSAGES_TABLE: [{"role": "assistant", "content": m} for m in messages]}


def check_outcomes(
    session: SessionLike, *, scenario: ScenarioSpec, final_state: State, messages: list[str] | None = None
) -> tuple[dict[str, bool | None], dict[str, str]]:
    """Each check's result on ``final_state`` (None when it raised), and the errors; ``messages`` are what
    the agent said (default: the reference agent's)."""
    said = reference_messages(scenario) if messages is None else messages
    outcomes = session.run_checks(
        [(c.id, c.source) for c in scenario.checks],
        final_state=with_messages(final_state, said),
        initial_state=scenario.initial_state,
    )
    results: dict[str, bool | None] = {}
    errors: dict[str, str] = {}
    for check in scenario.checks:
        outcome = outcomes.get(check.id)
        if outcome is None or outcome.error:
            results[check.id] = None
            errors[check.id] = outcome.error if outcome is not None and outcome.error else "no outcome"
        else:
            results[check.id] = bool(outcome.passed)
    return results, errors


def score_state(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    final_state: State,
    messages: list[str] | None = None,
) -> Scored:
    """The reward of ``final_state`` in every mode (the scenario's weights, other modes swapped in), with
    ``messages`` as what the agent said (default: the reference agent's)."""
    results, errors = check_outcomes(session, scenario=scenario, final_state=final_state, messages=messages)
    target: float | None = None
    guard = False
    mismatches: list[dict[str, Any]] = []
    if scenario.target_state:
        comparison = _COMPARISONS.compare(
            state_key=session.state_key if isinstance(session, CheckMemo) else None,
            target=scenario.target_state,
            final=final_state,
            policies=scenario.matching_policies,
            schema=spec.state_schema,
            initial=scenario.initial_state,
        )
        target, mismatches = comparison.score, comparison.mismatches
        guard = comparison.guard
    rewards: dict[str, float] = {}
    reward_settings = scenario.reward.model_dump()  # flat: numbers and a name, shared by the modes' copies
    for mode in MODES:
        settings = {**reward_settings, "mode": mode}
        out = compute_reward(
            check_results=results,
            weights={c.id: c.weight for c in scenario.checks},
            comparison_score=target,
            settings=settings,
            kinds={c.id: c.kind for c in scenario.checks},
            comparison_is_guard=guard,
        )
        rewards[mode] = float(out["reward"])
    return Scored(rewards=rewards, checks=results, check_errors=errors, target=target, mismatches=mismatches)
