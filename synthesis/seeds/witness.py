"""A witness for a scenario that came without a reference solution (EnvScaler imports).

A chain of tool calls that earns 1.0 (every check passes on the state it leaves; typically a rollout's
successful calls) becomes the reference chain, its final state the target, and each check learns which places
of the state it is about (the places the chain changed whose perturbation flips the check). Then the full
proof runs (``synthesis.scenarios.proof.prove_scenario``), as for any built scenario.
"""

from __future__ import annotations

import copy
from typing import Any

from synthesis.ir import EnvironmentSpec, ScenarioSpec, ToolCall
from synthesis.ir.scenario import StateRef
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.scenarios.execution import SandboxFactory, clock_of, run_chain, run_checks
from synthesis.scenarios.proof import perturb, prove_scenario
from synthesis.scenarios.replay import REFERENCE_SEED, replay_as_agent


class WitnessError(ValueError):
    """The chain is no witness: a call fails or a check does not pass on the state it leaves."""


def _succeeded(call: dict[str, Any]) -> bool:
    return isinstance(call.get("result"), dict) and call["result"].get("success") is True


def chain_from_tool_calls(tool_calls: list[dict[str, Any]]) -> list[ToolCall]:
    """A rollout's successful calls, in order (failed calls leave the state as it was)."""
    return [ToolCall(name=c["name"], arguments=c.get("arguments") or {}) for c in tool_calls if _succeeded(c)]


def results_from_tool_calls(tool_calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The results of a rollout's successful calls, in the order of ``chain_from_tool_calls``."""
    return [dict(c["result"]) for c in tool_calls if _succeeded(c)]


def _at_reference_seed(
    session: SessionLike, *, chain: list[ToolCall], recorded: list[dict[str, Any]], state: Any
) -> list[ToolCall]:
    """``chain``, recorded at another environment seed (rollout *i* runs at seed *i*), in the reference seed's
    values: replayed as an agent would, each generated id an earlier recorded result revealed is replaced by
    the one this run generated (docs/scenarios.md#the-reference-seed)."""
    session.reset(copy.deepcopy(state))

    def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        result: dict[str, Any] = session.call(name, copy.deepcopy(arguments)).result
        return result

    replayed = replay_as_agent(call, chain=[(c.name, c.arguments) for c in chain], recorded=recorded)
    return [ToolCall(name=name, arguments=arguments) for name, arguments, _result in replayed]


def _places(diffs: list[list[dict[str, Any]]]) -> list[StateRef]:
    places: list[StateRef] = []
    for diff in diffs:
        for change in diff:
            if change["op"] == "update":
                refs = [
                    StateRef(table=change["table"], key=change["key"], field=f) for f in change["changes"]
                ]
            else:
                refs = [StateRef(table=change["table"], key=change["key"])]
            places.extend(ref for ref in refs if ref not in places)
    return places


def _about(
    session: SessionLike, scenario: ScenarioSpec, spec: EnvironmentSpec, final: Any, places: list[StateRef]
) -> dict[str, list[StateRef]]:
    about: dict[str, list[StateRef]] = {check.id: [] for check in scenario.checks}
    for place in places:
        perturbed = perturb(state=final, initial=scenario.initial_state, ref=place, schema=spec.state_schema)
        if perturbed is None:
            continue
        outcomes = run_checks(
            session,
            checks=[(c.id, c.source) for c in scenario.checks],
            final_state=perturbed[0],
            initial_state=scenario.initial_state,
        )
        for check_id, (passed, _error) in outcomes.items():
            if not passed:
                about[check_id].append(place)
    return about


def adopt_witness(
    *,
    scenario: ScenarioSpec,
    spec: EnvironmentSpec,
    chain: list[ToolCall],
    sandbox_factory: SandboxFactory,
    existing_tasks: list[str],
    recorded: list[dict[str, Any]] | None = None,
) -> ScenarioSpec:
    """The scenario with ``chain`` as its reference solution and a full proof; WitnessError if it earns <
    1. ``recorded``: the results ``chain`` had where it was recorded (a rollout's), so that generated ids are
    translated to the reference seed's before the chain is stored."""
    if not chain:
        raise WitnessError("an empty chain is no witness: doing nothing must not solve a task")
    with sandbox_factory() as session:
        load_spec(
            session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED, clock=clock_of(scenario)
        )
        if recorded is not None:
            chain = _at_reference_seed(session, chain=chain, recorded=recorded, state=scenario.initial_state)
        run = run_chain(session, calls=chain, state=scenario.initial_state)
        if not run.ok:
            raise WitnessError(f"call {run.failed_at} ({chain[run.failed_at or 0].name}) failed: {run.error}")
        outcomes = run_checks(
            session,
            checks=[(c.id, c.source) for c in scenario.checks],
            final_state=run.final_state,
            initial_state=scenario.initial_state,
        )
        failing = sorted(k for k, (passed, _error) in outcomes.items() if not passed)
        if failing:
            raise WitnessError(
                f"check(s) {', '.join(failing)} fail on the state the chain leaves: reward < 1.0"
            )
        about = _about(session, scenario, spec, run.final_state, _places(run.diffs))
    updated = scenario.model_copy(
        update={
            "reference_chain": list(chain),
            "target_state": run.final_state,
            "checks": [c.model_copy(update={"about": about[c.id]}) for c in scenario.checks],
            "proof": None,
        }
    )
    proof = prove_scenario(
        scenario=updated, spec=spec, sandbox_factory=sandbox_factory, existing_tasks=existing_tasks
    )
    return updated.model_copy(update={"proof": proof})
