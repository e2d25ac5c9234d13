"""The offline spec pipeline in memory: samples admitted, scenarios proven, same seed same output."""

from __future__ import annotations

import json

import pytest

from synthesis.jobs.context import JobError
from tests.pipelines.helpers import configure_llm, file_seed, run_kind, sample_seed

SAMPLES = ["library_loans.sql", "clinic_appointments.sql", "online_shop.openapi.yaml"]


@pytest.fixture(autouse=True)
def offline():
    configure_llm(None)


@pytest.mark.parametrize("sample", SAMPLES)
def test_each_sample_is_admitted_with_proven_scenarios(sample):
    ctx = run_kind(kind="spec", seed=sample_seed(sample), options={"scenarios": 4})
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    assert environment["summary"]["graph"]["edges"] > 0
    stages = {row["stage"] for row in environment["verification"]}
    assert {"static", "procedural"} <= stages
    llm_stages = [row for row in environment["verification"] if row["stage"] in ("repair", "exploration")]
    assert llm_stages and all(row["skipped"] and "no LLM endpoint" in row["detail"] for row in llm_stages)
    proven = [s for s in ctx.scenarios.values() if s["proof_passed"]]
    assert len(proven) >= 3
    for scenario in proven:
        assert {v["name"] for v in scenario["verification"]} >= {
            "checks_grounded",
            "checks_fail_initially",
            "noop_scores_zero",
            "seed_independent",
        }
        assert scenario["ir"]["difficulty"] in ("easy", "medium", "hard")
    # Nothing built is thrown away: every built scenario is stored, even past the number asked for.
    built = [r for r in ctx.step_results(step="build").values() if r["built"]]
    assert len(ctx.scenarios) == len(built) > 4
    assert any(stage.startswith("verify ") and ": static" in stage for stage, _, _ in ctx.progress_log)
    plan = ctx.steps[("plan", "")]["chains"]
    assert any(len(p["chain"]) > len(p["seed_chain"]) for p in plan.values()), "no chain was expanded"


def test_same_seed_same_output():
    first = run_kind(kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 3, "seed": 7})
    second = run_kind(kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 3, "seed": 7})
    assert json.dumps(first.environments, sort_keys=True) == json.dumps(second.environments, sort_keys=True)
    # Scenarios are keyed by (environment id, key) tuples, which JSON cannot hold: compare the items.
    assert first.scenarios, "the sample made no scenario"
    assert json.dumps(sorted(first.scenarios.items()), sort_keys=True) == json.dumps(
        sorted(second.scenarios.items()), sort_keys=True
    )


def test_a_bad_spec_fails_the_job_with_the_line(tmp_path):
    seed = file_seed(
        tmp_path, kind="spec", filename="broken.sql", data=b"CREATE TABLE a (id INT PRIMARY KEY,\n"
    )
    with pytest.raises(JobError, match=r"broken\.sql"):
        run_kind(kind="spec", seed=seed)


def test_bad_options_are_clear_errors():
    with pytest.raises(JobError, match="chain_length"):
        run_kind(kind="spec", seed=sample_seed("library_loans.sql"), options={"chain_length": "many"})


def test_scenarios_carry_the_workspace_reward_rule():
    from synthesis.jobs.memory import InMemoryJobContext, run_pipeline_in_memory
    from synthesis.jobs.registry import get_pipeline

    ctx = InMemoryJobContext(
        seed=sample_seed("library_loans.sql"),
        options={"scenarios": 1},
        workspace_settings={"reward_mode": "product", "reward_checks_weight": 0.25},
    )
    run_pipeline_in_memory(stages=get_pipeline("spec"), ctx=ctx)
    assert ctx.scenarios
    for scenario in ctx.scenarios.values():
        assert scenario["ir"]["reward"] == {"mode": "product", "checks_weight": 0.25, "target_weight": 0.75}


def test_each_environment_is_planned_with_its_verification_and_a_resumed_job_plans_the_same():
    from synthesis.pipelines.tail import plan

    ctx = run_kind(kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 3, "seed": 7})
    [(key, verified)] = ctx.step_results(step="verify").items()
    assert verified["admitted"] and verified["chains"]
    assert ctx.steps[("plan", "")]["chains"] == verified["chains"]
    # A job verified before environments were planned in their verify item has no chains there: the plan
    # stage plans it itself, to the same chains.
    del ctx.steps[("verify", key)]["chains"]
    assert plan(ctx) == ctx.steps[("plan", "")]
