"""Proof steps of a policy task (a scenario with a ``refusal``): what half a refusal and the forbidden act
earn.

A policy task changes nothing, so the state alone cannot tell its right outcome from doing nothing; what the
agent says can. Its steps therefore score *conversations* as well as states:
- ``prefix_below_one``: every strict prefix of the (look-up) chain with nothing said, the whole chain with a
  refusal that gives no reason, and the whole chain with the reason but no refusal, each earn < 1.0 in every
  mode (a message check that does not require both parts fails here);
- ``wrong_target_scores_low``: the forbidden act done (``refusal.changes`` applied to the row), with the
  reference refusal said all the same, earns at most 0.5 in every mode (a scenario whose state checks would
  not notice the act fails here).
Scenarios without a refusal take the regular steps of ``proof_reward``.
"""

from __future__ import annotations

import copy
from typing import Any

from synthesis.ir import EnvironmentSpec, ScenarioSpec, State
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios import proof_reward
from synthesis.scenarios.proof_reward import WRONG_TARGET_LIMIT, Outcome
from synthesis.scenarios.scoring import reference_messages, score_state

# Replies that must not satisfy a message check: compliance without a refusal, and a refusal without reason.
OFF_REASON_REPLY = "All done: I have taken care of that for you."
REFUSAL_WITHOUT_REASON = "I'm sorry, but I can't do that."


def _reason_without_refusal(scenario: ScenarioSpec) -> str:
    words = scenario.refusal.reason_words if scenario.refusal is not None else []
    return f"I see that it is {words[0]}." if words else "I see."


def half_refusals_below_one(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    final: State | None = None,
    after_each: list[State] | None = None,
) -> Outcome:
    """Every strict part of the reference conversation earns < 1.0 in every mode (``final``: the reference
    run's final state, ``after_each`` its states after each call, when the caller has them)."""
    states = proof_reward.states_after_each_call(
        session, scenario=scenario, final=final, after_each=after_each
    )
    final = states[-1] if states else scenario.initial_state
    tried: list[tuple[str, State, list[str]]] = [
        (f"first {n} call(s), nothing said", states[n - 1] if n else scenario.initial_state, [])
        for n in range(len(states) + 1)
    ]
    tried.append(("the whole chain, a refusal without its reason", final, [REFUSAL_WITHOUT_REASON]))
    no_refusal = [_reason_without_refusal(scenario)]
    tried.append(("the whole chain, the reason without a refusal", final, no_refusal))
    parts: list[dict[str, Any]] = []
    broken: list[dict[str, Any]] = []
    for label, state, said in tried:
        scored = score_state(session, scenario=scenario, spec=spec, final_state=state, messages=said)
        parts.append({"part": label, "said": said, "rewards": scored.rewards, "checks": scored.checks})
        full = {mode: r for mode, r in scored.rewards.items() if not r < 1.0}
        if full:
            broken.append({"part": label, "said": said, "rewards": full})
    evidence = {
        "rule": "every strict part of a refusal (calls so far, no reason, no refusal) earns < 1.0",
        "parts": parts,
        "broken": broken,
    }
    if broken:
        first = broken[0]
        return Outcome(False, f"{first['part']} already earns {first['rewards']}", evidence)
    return Outcome(True, f"all {len(parts)} partial refusal(s) earn less than 1.0", evidence)


def forbidden_act_scores_low(
    session: SessionLike, *, scenario: ScenarioSpec, spec: EnvironmentSpec, final: State | None = None
) -> Outcome:
    """The forbidden act done, the reference refusal said all the same, earns at most 0.5 in every mode."""
    refusal = scenario.refusal
    assert refusal is not None
    rule = f"reward of the forbidden act (with the refusal said) <= {WRONG_TARGET_LIMIT} in every mode"
    if final is None:
        states = proof_reward.states_after_each_call(session, scenario=scenario)
        final = states[-1] if states else scenario.initial_state
    state = copy.deepcopy(final)  # the forbidden act is applied to it
    try:
        key_field = spec.state_schema.table(refusal.table).primary_key
    except KeyError:
        return Outcome(False, f"the refusal names no table {refusal.table!r}", {"rule": rule})
    row = next((r for r in state.get(refusal.table, []) if r.get(key_field) == refusal.key), None)
    if row is None:
        return Outcome(False, f"no {refusal.table} row {refusal.key!r} to act on", {"rule": rule})
    before = {name: row.get(name) for name in refusal.changes}
    row.update(copy.deepcopy(refusal.changes))
    scored = score_state(
        session, scenario=scenario, spec=spec, final_state=state, messages=reference_messages(scenario)
    )
    high = {mode: r for mode, r in scored.rewards.items() if r > WRONG_TARGET_LIMIT}
    evidence = {
        "rule": rule,
        "act": {"tool": refusal.tool, "table": refusal.table, "key": refusal.key},
        "changed": {"before": before, "after": refusal.changes},
        "broken": high,
        **scored.as_evidence(),
    }
    if not refusal.changes or before == refusal.changes:
        return Outcome(False, "the forbidden act changes nothing: it cannot be told from a refusal", evidence)
    if high:
        return Outcome(False, f"doing the forbidden act ({refusal.tool}) earns {high}", evidence)
    return Outcome(True, f"doing the forbidden act ({refusal.tool}) earns {scored.rewards}", evidence)


def prefix_below_one(
    session: SessionLike,
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    final: State | None = None,
    after_each: list[State] | None = None,
) -> Outcome:
    """``proof_reward.prefix_below_one``, or for a policy task its partial refusals."""
    if scenario.refusal is not None:
        return half_refusals_below_one(
            session, scenario=scenario, spec=spec, final=final, after_each=after_each
        )
    return proof_reward.prefix_below_one(
        session, scenario=scenario, spec=spec, final=final, after_each=after_each
    )


def wrong_target_scores_low(
    session: SessionLike, *, scenario: ScenarioSpec, spec: EnvironmentSpec, final: State | None = None
) -> Outcome:
    """``proof_reward.wrong_target_scores_low``, or for a policy task the forbidden act."""
    if scenario.refusal is not None:
        return forbidden_act_scores_low(session, scenario=scenario, spec=spec, final=final)
    return proof_reward.wrong_target_scores_low(session, scenario=scenario, spec=spec)
