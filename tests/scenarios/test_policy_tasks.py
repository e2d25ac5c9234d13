"""Policy tasks: a request a rule forbids. Built from the samples, proven, and scored through the proof's
scoring and through an exported bundle's stdlib loader: doing nothing 0.0, refusing with the reason 1.0,
doing the forbidden act below 0.5. Each proof step that judges a policy task fails on a scenario built to
break it."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from review.exports import ExportEnvironment, ExportScenario, write_bundle
from review.exports.tau2 import task_record
from synthesis.ir import Check, EnvironmentSpec, ScenarioSpec
from synthesis.ir.scenario import StateRef
from synthesis.sandbox import open_session
from synthesis.scenarios import prove_scenarios
from synthesis.scenarios.coherence import coherence_report
from synthesis.scenarios.matching import MESSAGES_TABLE
from synthesis.scenarios.policy_tasks import (
    ForbiddenAct,
    build_policy_scenario,
    build_policy_scenarios,
    forbidden_acts,
    plan_policy_acts,
)
from synthesis.scenarios.proof import prove_scenario
from synthesis.scenarios.reward import MODES, compute_reward
from synthesis.scenarios.scoring import score_state
from synthesis.seeds.specs import parse_sql
from synthesis.seeds.specs.openapi import parse_openapi
from tests.scenarios.refills_env import refills_spec

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"
REFUSAL = "I'm sorry, but I can't do that: it is {reason}."


def factory() -> object:
    return open_session(untrusted=False)


@pytest.fixture(scope="module")
def shop() -> EnvironmentSpec:
    return parse_openapi((SAMPLES / "online_shop.openapi.yaml").read_bytes(), name="online_shop")


HOLD_RULE = "A hold's status never goes back: a collected or cancelled hold stays as it is."


def library_sample() -> EnvironmentSpec:
    return parse_sql((SAMPLES / "library_loans.sql").read_bytes(), name="library_loans")


@pytest.fixture(scope="module")
def library() -> EnvironmentSpec:
    """The library sample with a stated hold lifecycle (its rules only list the statuses)."""
    spec = library_sample()
    return spec.model_copy(update={"rules": [*spec.rules, HOLD_RULE]})


def _act(spec: EnvironmentSpec, label: str) -> ForbiddenAct:
    return next(a for a in forbidden_acts(spec) if a.label == label)


@pytest.fixture(scope="module")
def shipped_cancel(shop: EnvironmentSpec) -> ScenarioSpec:
    act = _act(shop, "cancel_order on a order row whose status is shipped")
    return build_policy_scenario(spec=shop, act=act, seed=4)


@pytest.fixture(scope="module")
def hold_back(library: EnvironmentSpec) -> ScenarioSpec:
    act = _act(library, "update_hold on a holds row whose status is collected")
    return build_policy_scenario(spec=library, act=act, seed=2)


def test_forbidden_acts_come_from_preconditions_and_lifecycles(
    shop: EnvironmentSpec, library: EnvironmentSpec
) -> None:
    shop_acts = {a.label for a in forbidden_acts(shop)}
    assert "cancel_order on a order row whose status is shipped" in shop_acts
    assert "cancel_order on a order row whose status is open" not in shop_acts  # allowed
    assert "cancel_order on a order row whose status is cancelled" not in shop_acts  # already done
    library_acts = {a.label for a in forbidden_acts(library)}
    assert "update_hold on a holds row whose status is collected" in library_acts
    assert "update_hold on a holds row whose status is waiting" not in library_acts
    assert "cancel_hold on a holds row whose status is collected" in library_acts
    # A lifecycle the rules do not state forbids nothing: the update tool would do it and nothing tells the
    # agent to refuse.
    unstated = {a.label for a in forbidden_acts(library_sample())}
    assert "cancel_hold on a holds row whose status is collected" in unstated
    assert not any(label.startswith("update_hold") for label in unstated)
    (act,) = [
        a
        for a in forbidden_acts(library)
        if a.label.endswith("is collected") and a.tool.name == "update_hold"
    ]
    assert act.rule == "a hold's status never goes back: a collected or cancelled hold stays as it is"


def test_a_policy_scenario_asks_for_the_forbidden_act_and_changes_nothing(
    shipped_cancel: ScenarioSpec, shop: EnvironmentSpec
) -> None:
    refusal = shipped_cancel.refusal
    assert refusal is not None and refusal.tool == "cancel_order"
    order = next(r for r in shipped_cancel.initial_state["order"] if r["id"] == refusal.key)
    assert order["status"] == "shipped"
    assert f"cancel my order {refusal.key}" in shipped_cancel.task
    assert all(shop.tool(c.name).kind == "read" for c in shipped_cancel.reference_chain)
    assert shipped_cancel.target_state == shipped_cancel.initial_state
    assert {c.kind for c in shipped_cancel.checks} == {"goal", "preserve"}
    assert "shipped" in shipped_cancel.reference_messages[0]
    report = coherence_report(
        specs={shop.slug: shop}, scenarios=build_policy_scenarios(spec=shop, count=4, seed=1)
    )
    assert all(result.passed for result in report.results), [r.offending for r in report.results]


def test_plan_takes_one_act_per_tool(shop: EnvironmentSpec) -> None:
    acts = forbidden_acts(shop)
    planned = plan_policy_acts(shop, count=10, seed=3)
    assert len({acts[i].tool.name for i in planned}) == len(planned) == 4
    assert plan_policy_acts(shop, count=10, seed=3) == planned
    assert plan_policy_acts(shop, count=0, seed=3) == []


@pytest.mark.parametrize("name", ["shipped_cancel", "hold_back"])
def test_proof_passes_and_rewards_separate_refusal_from_nothing_and_the_act(
    name: str, request: pytest.FixtureRequest, shop: EnvironmentSpec, library: EnvironmentSpec
) -> None:
    scenario: ScenarioSpec = request.getfixturevalue(name)
    spec = shop if scenario.environment == shop.slug else library
    proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[])
    assert proof.passed, [(s.name, s.detail) for s in proof.steps if not s.passed]
    assert scenario.refusal is not None
    reason = scenario.refusal.reason_words[0]
    acted = copy.deepcopy(scenario.initial_state)
    key_field = spec.state_schema.table(scenario.refusal.table).primary_key
    next(r for r in acted[scenario.refusal.table] if r[key_field] == scenario.refusal.key).update(
        scenario.refusal.changes
    )
    with open_session(untrusted=False) as session:
        noop = score_state(
            session, scenario=scenario, spec=spec, final_state=scenario.initial_state, messages=[]
        )
        refused = score_state(
            session,
            scenario=scenario,
            spec=spec,
            final_state=scenario.initial_state,
            messages=[REFUSAL.format(reason=reason)],
        )
        no_reason = score_state(
            session,
            scenario=scenario,
            spec=spec,
            final_state=scenario.initial_state,
            messages=["I'm sorry, but I can't do that."],
        )
        done = score_state(
            session, scenario=scenario, spec=spec, final_state=acted, messages=[REFUSAL.format(reason=reason)]
        )
    assert set(noop.rewards.values()) == {0.0}
    assert set(refused.rewards.values()) == {1.0}
    assert max(no_reason.rewards.values()) < 1.0
    assert max(done.rewards.values()) < 0.5


def _guarded(mode: str, said: bool, untouched: float) -> float:
    return float(
        compute_reward(
            check_results={"said": said},
            weights={"said": 1.0},
            comparison_score=untouched,
            settings={"mode": mode, "checks_weight": 0.5, "target_weight": 0.5},
            kinds={"said": "goal"},
            comparison_is_guard=True,
        )["reward"]
    )


def test_the_guard_comparison_multiplies_in_every_mode() -> None:
    for mode in MODES:
        outcomes = (_guarded(mode, False, 1.0), _guarded(mode, True, 1.0), _guarded(mode, True, 0.0))
        assert outcomes == (0.0, 1.0, 0.0), mode


def _broken(scenario: ScenarioSpec, **update: object) -> ScenarioSpec:
    return scenario.model_copy(update=update)


def _accepting(source_body: str) -> Check:
    return Check(
        id="refused_with_reason",
        description="a broken message check",
        source=f"def check(final_state, initial_state):\n    said = final_state.get({MESSAGES_TABLE!r}, [])\n"
        f"    return {source_body}\n",
        about=[StateRef(table=MESSAGES_TABLE)],
    )


@pytest.mark.parametrize(
    ("body", "step"),
    [
        # Accepts any reply: saying "All done" must not pass a refusal check.
        ("bool(said)", "checks_grounded"),
        # Accepts a refusal without its reason.
        ("any(\"can't\" in m['content'] for m in said)", "prefix_below_one"),
        # Accepts silence too.
        ("True", "checks_fail_initially"),
    ],
)
def test_a_broken_message_check_fails_its_step(
    shipped_cancel: ScenarioSpec, shop: EnvironmentSpec, body: str, step: str
) -> None:
    checks = [_accepting(body), *[c for c in shipped_cancel.checks if c.kind == "preserve"]]
    proof = prove_scenario(
        scenario=_broken(shipped_cancel, checks=checks), spec=shop, sandbox_factory=factory, existing_tasks=[]
    )
    failed = {s.name for s in proof.steps if not s.passed}
    assert step in failed, [(s.name, s.detail) for s in proof.steps]


def test_a_refusal_whose_act_changes_nothing_fails_wrong_target(
    shipped_cancel: ScenarioSpec, shop: EnvironmentSpec
) -> None:
    assert shipped_cancel.refusal is not None
    broken = _broken(shipped_cancel, refusal=shipped_cancel.refusal.model_copy(update={"changes": {}}))
    proof = prove_scenario(scenario=broken, spec=shop, sandbox_factory=factory, existing_tasks=[])
    step = next(s for s in proof.steps if s.name == "wrong_target_scores_low")
    assert not step.passed and "changes nothing" in step.detail


def test_without_the_preserve_check_the_forbidden_act_is_still_caught_by_the_guard(
    hold_back: ScenarioSpec, library: EnvironmentSpec
) -> None:
    only_message = [c for c in hold_back.checks if c.kind == "goal"]
    proof = prove_scenario(
        scenario=_broken(hold_back, checks=only_message),
        spec=library,
        sandbox_factory=factory,
        existing_tasks=[],
    )
    assert next(s for s in proof.steps if s.name == "wrong_target_scores_low").passed
    # ... but not when the target says the act is the outcome: then the act earns 1.0 and the step fails.
    assert hold_back.refusal is not None
    target = copy.deepcopy(hold_back.initial_state)
    next(r for r in target["holds"] if r["hold_id"] == hold_back.refusal.key).update(
        hold_back.refusal.changes
    )
    proof = prove_scenario(
        scenario=_broken(hold_back, checks=only_message, target_state=target),
        spec=library,
        sandbox_factory=factory,
        existing_tasks=[],
    )
    assert not next(s for s in proof.steps if s.name == "wrong_target_scores_low").passed


LOADER_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import envstudio_bundle

bundle = envstudio_bundle.load(sys.argv[1])
bundle.verify()
report = {}
for scenario_id, record in bundle.scenarios.items():
    refusal = json.loads(record["refusal"])
    said = "I'm sorry, but I can't do that: it is %s." % refusal["reason_words"][0]
    def run(calls, message):
        episode = bundle.episode(scenario_id)
        episode.reset()
        for call in calls:
            episode.step(call)
        action = {"name": "submit"}
        if message is not None:
            action["message"] = message
        return episode.step(action)[1]
    look_ups = [
        {"name": c["name"], "arguments": json.loads(c["arguments"])} for c in record["reference_chain"]
    ]
    back = {"name": "update_hold", "arguments": {"hold_id": refusal["key"], "status": "waiting"}}
    report[scenario_id] = {
        "mode": json.loads(record["reward_settings"])["mode"],
        "noop": run([], None),
        "reference": run(look_ups, record["reference_messages"][0]),
        "refused": run([], said),
        "act_and_refuse": run([back], said) if refusal["tool"] == "update_hold" else None,
    }
print(json.dumps(report))
"""


def test_the_bundled_loader_scores_policy_tasks_as_envstudio_does(
    shipped_cancel: ScenarioSpec,
    hold_back: ScenarioSpec,
    shop: EnvironmentSpec,
    library: EnvironmentSpec,
    tmp_path: Path,
) -> None:
    environments = []
    for spec, scenario in ((shop, shipped_cancel), (library, hold_back)):
        (proven,) = prove_scenarios(scenarios=[scenario], spec=spec, sandbox_factory=factory)
        assert proven.proof is not None and proven.proof.passed
        exported = [
            ExportScenario(
                spec=proven.model_copy(
                    update={
                        "id": f"{proven.id}-{mode}",
                        "reward": proven.reward.model_copy(update={"mode": mode}),
                    }
                )
            )
            for mode in MODES
        ]
        environments.append(ExportEnvironment(spec=spec, scenarios=exported))
    bundle = tmp_path / "policy.zip"
    write_bundle(
        out=bundle,
        workspace="policy",
        environments=environments,
        created_at="2026-01-01T00:00:00+00:00",
        envstudio_version="test",
        review_record=[],
    )
    extracted = tmp_path / "bundle"
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(extracted)
    script = tmp_path / "policy.py"
    script.write_text(LOADER_SCRIPT)
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(script), str(extracted)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert len(report) == 2 * len(MODES)
    for scenario_id, row in report.items():
        assert (row["noop"], row["reference"], row["refused"]) == (0.0, 1.0, 1.0), scenario_id
        if row["act_and_refuse"] is not None:
            assert row["act_and_refuse"] < 0.5, scenario_id
    assert sum(1 for row in report.values() if row["act_and_refuse"] is not None) == len(MODES)


def test_tau2_asks_the_agent_to_communicate_the_reason(
    shipped_cancel: ScenarioSpec, shop: EnvironmentSpec
) -> None:
    criteria = task_record(scenario=shipped_cancel, spec=shop)["evaluation_criteria"]
    assert criteria["communicate_info"] == ["shipped"]
    assert criteria["reward_basis"] == ["DB", "COMMUNICATE"]


def test_llm_made_tools_forbid_by_their_conditions() -> None:
    spec = refills_spec()
    acts = {a.label: a for a in forbidden_acts(spec)}
    assert set(acts) == {"cancel_refill on a refill_requests row whose status is approved"}
    act = acts["cancel_refill on a refill_requests row whose status is approved"]
    assert act.changes == {"status": "cancelled"}
    assert act.rule == "cancel refill is only possible when the request is pending"
    scenario = build_policy_scenario(spec=spec, act=act, seed=1)
    assert scenario.reference_chain == []  # no template look-up: nothing needs calling before refusing
    proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[])
    assert proof.passed, [(s.name, s.detail) for s in proof.steps if not s.passed]
    # A condition with another branch ("or") might allow the act: no policy task from it.
    tool = spec.tool("cancel_refill")
    either = tool.preconditions[0].model_copy(
        update={"expr": f"{tool.preconditions[0].expr} or exists('patients', patient_id='P-1')"}
    )
    loose = spec.model_copy(
        update={"tools": [spec.tool("get_refill"), tool.model_copy(update={"preconditions": [either]})]}
    )
    assert forbidden_acts(loose) == []


@pytest.mark.parametrize(
    ("reply", "accepted"),
    [
        ("Unfortunately that isn\u2019t possible: your order has already SHIPPED.", True),
        ("I'm unable to cancel it because it was shipped yesterday.", True),
        ("Sorry, I cannot help with that.", False),  # no reason
        ("Your order has shipped; I went ahead and cancelled it.", False),  # no refusal
        ("", False),
    ],
)
def test_the_message_check_wants_a_refusal_and_its_reason(
    shipped_cancel: ScenarioSpec, shop: EnvironmentSpec, reply: str, accepted: bool
) -> None:
    with open_session(untrusted=False) as session:
        scored = score_state(
            session,
            scenario=shipped_cancel,
            spec=shop,
            final_state=shipped_cancel.initial_state,
            messages=[reply],
        )
    assert scored.checks["refused_with_reason"] is accepted
    assert scored.rewards["weighted"] == (1.0 if accepted else 0.0)


def test_policy_share_plans_a_small_share_and_refuses_a_large_one() -> None:
    from pydantic import ValidationError

    from synthesis.pipelines.options import SynthesisOptions

    assert SynthesisOptions().policy_count == 2  # 0.15 of 12
    assert SynthesisOptions(scenarios=4).policy_count == 1  # at least one when asked for
    assert SynthesisOptions(policy_share=0).policy_count == 0
    with pytest.raises(ValidationError, match="policy_share"):
        SynthesisOptions(policy_share=0.9)
