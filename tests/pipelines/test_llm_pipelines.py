"""Domain and corpus pipelines, in memory, with scripted LLM answers from the fake server over HTTP."""

from __future__ import annotations

import pytest

from synthesis.jobs.context import JobError, SeedInput
from tests.design import corpus, pharmacy
from tests.pipelines.helpers import configure_llm, file_seed, run_kind


@pytest.fixture
def llm(fake_openai):
    configure_llm(fake_openai.base_url)
    yield fake_openai
    configure_llm(None)


def domain_seed(text: str) -> SeedInput:
    return SeedInput(kind="domain", name=text, text=text)


OPTIONS = {"scenarios": 2, "scenario_builder": "deterministic"}


def test_a_good_domain_is_admitted(llm):
    pharmacy.install(llm)
    ctx = run_kind(kind="domain", seed=domain_seed(pharmacy.DOMAIN), options=OPTIONS)
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    assert environment["summary"]["scores"]["exploration_score"] == 1.0
    # Rule-settled exploration calls never reach the judge.
    assert llm.hits("judge") == 0
    assert llm.hits("explore") == len(pharmacy.TOOLS["tools"])
    # Controlled expansion asked the LLM gate before a tool joined a seed chain.
    assert llm.hits("expansion-gate") >= 1
    assert any(s["proof_passed"] for s in ctx.scenarios.values())


def test_a_broken_method_is_repaired_and_the_round_recorded(llm):
    pharmacy.install(llm, methods={"approve_refill": pharmacy.BROKEN_APPROVE})
    ctx = run_kind(kind="domain", seed=domain_seed(pharmacy.DOMAIN), options=OPTIONS)
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    repairs = [row for row in environment["verification"] if row["stage"] == "repair"]
    assert repairs and repairs[0]["passed"]
    assert "def approve_refill" in environment["ir"]["code"]
    assert "only pending requests can be approved" in environment["ir"]["code"]


def test_an_unrepairable_environment_is_kept_as_failed_with_evidence(llm):
    pharmacy.install(
        llm, methods={"approve_refill": pharmacy.BROKEN_APPROVE}, repair_source=pharmacy.BROKEN_APPROVE
    )
    ctx = run_kind(
        kind="domain", seed=domain_seed(pharmacy.DOMAIN), options={**OPTIONS, "max_repair_rounds": 1}
    )
    [environment] = ctx.environments.values()
    assert environment["status"] == "failed_verification"
    assert environment["summary"]["reasons"]
    failing = [
        row for row in environment["verification"] if not row["passed"] and row["stage"] == "procedural"
    ]
    assert any("approve_refill" in row["name"] for row in failing)
    assert all(row["evidence"] for row in failing)
    assert ctx.scenarios == {}


def test_a_refused_domain_says_why(llm):
    llm.on(prompt="screen_seed").json({"allowed": False, "reason": "it teaches weapon acquisition"})
    with pytest.raises(JobError, match="weapon acquisition"):
        run_kind(kind="domain", seed=domain_seed("untraceable firearms"))


def test_an_admin_override_lets_a_refused_domain_through(llm):
    llm.on(prompt="screen_seed").json({"allowed": False, "reason": "borderline"})
    pharmacy.install(llm)
    ctx = run_kind(
        kind="domain",
        seed=domain_seed(pharmacy.DOMAIN),
        options={**OPTIONS, "override_screening_reason": "pharmacy data is fine for us"},
    )
    assert ctx.steps[("screen", "")]["overridden"] is True
    assert len(ctx.environments) == 1


def test_domain_without_an_endpoint_is_a_clear_error():
    configure_llm(None)
    with pytest.raises(JobError, match="needs an LLM endpoint"):
        run_kind(kind="domain", seed=domain_seed(pharmacy.DOMAIN))


def test_a_corpus_with_duplicates_and_unusable_tasks_yields_the_right_environments(llm, tmp_path):
    llm.load_script(corpus.script())
    seed = file_seed(tmp_path, kind="corpus", filename="tasks.txt", data="\n".join(corpus.TASKS).encode())
    ctx = run_kind(kind="corpus", seed=seed, options=OPTIONS)
    made = {env["name"]: env for env in ctx.environments.values()}
    assert set(made) == {"Pharmacy Refills", "Support Desk"}
    assert all(env["status"] == "pending" for env in made.values())
    assert made["Pharmacy Refills"]["ir"]["provenance"]["seed_tasks"] == [corpus.TASKS[0], corpus.TASKS[2]]
    assert made["Support Desk"]["ir"]["provenance"]["seed_tasks"] == [corpus.TASKS[3]]
    # The mine step keeps what merged into each topic, for the job page.
    topics = ctx.step_results(step="mine")[""]["topics"]
    merged = {entry["topic"]["summary"]: entry["topic"]["merged_summaries"] for entry in topics.values()}
    assert merged == {
        "pharmacy prescription refill system": ["pharmacy prescription refills system"],
        "IT support ticket desk": [],
    }


def test_a_bad_corpus_upload_is_a_clear_error(llm, tmp_path):
    seed = file_seed(tmp_path, kind="corpus", filename="tasks.pdf", data=b"%PDF-1.4")
    with pytest.raises(JobError, match="unsupported file type"):
        run_kind(kind="corpus", seed=seed)


def test_spec_enrichment_adds_rules_and_rewords_tasks_keeping_every_value(llm):
    from tests.pipelines.helpers import sample_seed

    llm.on(prompt="enrich_rules").json({"rules": ["A member with unpaid fines cannot borrow."]})
    # The rewording keeps the template text and adds a greeting: every stated value survives.
    llm.on(prompt="enrich_task").call(
        lambda request: {"task": "Hi! " + request.text.split("(template wording):")[-1].strip()}
    )
    ctx = run_kind(
        kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 2, "explore": False}
    )
    [environment] = ctx.environments.values()
    assert "A member with unpaid fines cannot borrow." in environment["ir"]["rules"]
    assert any("added by the LLM" in note for note in environment["ir"]["provenance"]["notes"])
    scenario = next(iter(ctx.scenarios.values()))["ir"]
    assert scenario["task"].startswith("Hi! ")
    assert "task reworded by the LLM from the template text" in scenario["provenance"]["notes"]


def test_a_rewording_that_drops_a_value_is_discarded(llm):
    from tests.pipelines.helpers import sample_seed

    llm.on(prompt="enrich_rules").json({"rules": []})
    llm.on(prompt="enrich_task").json({"task": "Please sort out my account."})
    ctx = run_kind(
        kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 2, "explore": False}
    )
    scenario = next(iter(ctx.scenarios.values()))["ir"]
    assert scenario["task"] != "Please sort out my account."
    assert any(note.startswith("LLM rewording discarded") for note in scenario["provenance"]["notes"])


def test_llm_seeds_are_refused_up_front_where_code_cannot_be_isolated(llm, monkeypatch):
    from synthesis.pipelines import resources
    from synthesis.sandbox import launch

    monkeypatch.setenv("ENVSTUDIO_SANDBOX_MECHANISM", "process")
    launch.clear_status_cache()
    resources.configure(
        llm_settings={"LLM_BASE_URL": llm.base_url, "LLM_MODEL": "m"}, cache_dir=None, allow_unisolated=False
    )
    try:
        with pytest.raises(JobError, match="cannot isolate generated code"):
            run_kind(kind="domain", seed=domain_seed(pharmacy.DOMAIN))
        assert llm.request_count == 0  # refused before any token was spent
    finally:
        monkeypatch.delenv("ENVSTUDIO_SANDBOX_MECHANISM")
        launch.clear_status_cache()


# Only LLM-built scenarios: no policy tasks (those are built deterministically, see test_policy_tasks).
LLM_SCENARIOS = {
    "scenarios": 2,
    "scenario_builder": "llm",
    "chain_length": "1-1",
    "expand": 0,
    "policy_share": 0,
}


@pytest.mark.parametrize(
    ("variant", "reason"),
    [
        ("good", None),
        ("ignores_state", "checks_grounded"),
        ("already_done", "checks_fail_initially"),
        ("chain_errors", "ignores the planned chain"),
    ],
)
def test_llm_scenarios_are_proven_or_listed_unbuildable_with_the_failing_step(llm, variant, reason):
    from tests.design import pharmacy_scenarios

    llm.load_script({"rules": pharmacy_scenarios.rules(variant) + pharmacy.script()["rules"]})
    ctx = run_kind(kind="domain", seed=domain_seed(pharmacy.DOMAIN), options=LLM_SCENARIOS)
    stored = ctx.steps[("store", "")]
    planned = [p["chain"] for p in ctx.steps[("plan", "")]["chains"].values()]
    assert ["request_refill"] in planned
    proven = [s for s in ctx.scenarios.values() if s["proof_passed"]]
    if reason is None:
        assert [s["ir"]["reference_chain"][0]["name"] for s in proven] == ["request_refill"]
        assert all(s["proof_passed"] for s in ctx.scenarios.values())
    else:
        assert proven == []
        refused = [u for u in stored["unbuildable_chains"] if u["chain"] == ["request_refill"]]
        assert refused and reason in refused[0]["reason"] and "after one retry" in refused[0]["reason"]
        retried = [r for r in llm.requests if r.prompt == "scenario_task"]
        assert any("first attempt" not in r.text for r in retried)  # the evidence went back once


def test_the_test_corpus_exports_rewards_of_zero_for_nothing_and_one_for_the_reference(llm, tmp_path):
    """The reward audit over the test corpus (the pharmacy and ticket designs): every proven scenario,
    exported and scored by the bundled loader in every mode."""
    from synthesis.ir import EnvironmentSpec, ScenarioSpec
    from tests.scenarios.test_reward_audit import loader_rewards

    llm.load_script(corpus.script())
    seed = file_seed(tmp_path, kind="corpus", filename="tasks.txt", data="\n".join(corpus.TASKS).encode())
    ctx = run_kind(kind="corpus", seed=seed, options={"scenarios": 4, "scenario_builder": "deterministic"})
    proven = []
    for environment in ctx.environments.values():
        scenarios = [
            ScenarioSpec.model_validate(s["ir"])
            for s in ctx.scenarios.values()
            if s["ir"]["environment"] == environment["ir"]["slug"]
        ]
        proven.append((EnvironmentSpec.model_validate(environment["ir"]), scenarios))
    assert len(proven) == 2 and all(any(s.proof and s.proof.passed for s in ss) for _, ss in proven)
    report = loader_rewards(proven, tmp_path)
    assert {k: r for k, r in report.items() if r["noop"] != 0.0 or r["reference"] != 1.0} == {}
