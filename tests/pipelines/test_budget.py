"""A job's budget (issue 42): a domain job with LLM-made scenarios against the fake OpenAI server stops
cleanly when its budget is spent (what was done kept, the steps not started listed) and resumes to completion
once the budget is raised; in memory, and through the job services over the database."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.jobs.budget import NOT_STARTED, STOP_PREFIX, BudgetSpent
from synthesis.jobs.context import SeedInput
from synthesis.jobs.memory import InMemoryJobContext, run_pipeline_in_memory
from synthesis.jobs.registry import get_pipeline
from synthesis.models import JobStep, Scenario, StepStatus, SynthesisJob
from tests.design import pharmacy, pharmacy_scenarios
from tests.pipelines.helpers import configure_llm, run_kind

# As the worker tests of LLM scenarios: single-tool chains, two scenarios asked for, no policy tasks.
OPTIONS: dict[str, Any] = {
    "scenarios": 2,
    "scenario_builder": "llm",
    "chain_length": "1-1",
    "expand": 0,
    "policy_share": 0,
}


@pytest.fixture
def llm(fake_openai: Any) -> Iterator[Any]:
    configure_llm(fake_openai.base_url)
    fake_openai.load_script({"rules": pharmacy_scenarios.rules("good") + pharmacy.script()["rules"]})
    yield fake_openai
    configure_llm(None)


def domain_seed() -> SeedInput:
    return SeedInput(kind="domain", name=pharmacy.DOMAIN, text=pharmacy.DOMAIN)


def tokens(records: list[Any]) -> int:
    return sum(record.prompt_tokens + record.completion_tokens for record in records)


def budget_inside_the_build(llm: Any) -> tuple[int, InMemoryJobContext]:
    """A budget spent by the first built scenario: everything before the build stage fits in it, the first
    build item's LLM requests take it past (measured with an unlimited run of the same job)."""
    full = run_kind(kind="domain", seed=domain_seed(), options=OPTIONS)
    before = tokens([r for r in full.usage.records if r.stage != "scenarios.llm"])
    builds = sorted(item for step, item in full.steps if step == "build")
    assert len(builds) >= 2, builds
    first = tokens([r for r in full.usage.records if r.stage == "scenarios.llm"]) // len(builds)
    assert first > 0
    return before + max(1, first // 2), full


def test_a_job_stops_at_its_budget_and_resumes_with_a_larger_one(llm):
    budget, full = budget_inside_the_build(llm)
    builds = sorted(item for step, item in full.steps if step == "build")
    ctx = InMemoryJobContext(seed=domain_seed(), options={**OPTIONS, "budget_tokens": budget})
    with pytest.raises(BudgetSpent, match=rf"^{STOP_PREFIX} of {budget:,} tokens spent"):
        run_pipeline_in_memory(stages=get_pipeline("domain"), ctx=ctx)
    # What was done is kept: the environment, its verification and the first scenario built.
    assert len(ctx.environments) == 1 and ("build", builds[0]) in ctx.steps
    assert ("store", "") not in ctx.steps
    # The rest did not start, and says why.
    assert ctx.not_started == {("build", item): NOT_STARTED for item in builds[1:]}
    spent = tokens(ctx.usage.records)
    assert budget <= spent < tokens(full.usage.records)

    ctx.options["budget_tokens"] = budget * 10
    run_pipeline_in_memory(stages=get_pipeline("domain"), ctx=ctx)
    assert ctx.not_started == {}
    # Only the steps without a result ran: nothing was computed twice, and the job ends as the unlimited one.
    assert set(ctx.compute_count.values()) == {1}
    assert {key for key in ctx.steps} == {key for key in full.steps}
    assert tokens(ctx.usage.records) == tokens(full.usage.records)
    assert len(ctx.scenarios) == len(full.scenarios) >= 1


def test_a_budget_of_nothing_starts_no_llm_step(llm):
    ctx = InMemoryJobContext(seed=domain_seed(), options={**OPTIONS, "budget_tokens": 0})
    with pytest.raises(BudgetSpent, match="budget of 0 tokens spent"):
        run_pipeline_in_memory(stages=get_pipeline("domain"), ctx=ctx)
    assert ctx.steps == {} and ctx.usage.records == []
    assert ctx.not_started == {("screen", ""): NOT_STARTED}
    assert llm.stats()["requests"] == 0


@pytest.fixture
def inline_dispatch(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run 'sent' tasks right away in this process."""

    def stage(*, job_id: int, stage_index: int) -> None:
        services.run_stage(job_id=job_id, stage_index=stage_index)

    def items(*, job_id: int, stage_index: int, stage: Any, items: list[str]) -> None:
        for item in items:
            services.run_item(job_id=job_id, stage_index=stage_index, item=item)

    monkeypatch.setattr(services.dispatch, "dispatch_stage", stage)
    monkeypatch.setattr(services.dispatch, "dispatch_items", items)
    monkeypatch.setattr("synthesis.reaper.waiting_problem", lambda **_: None)


@pytest.mark.django_db(transaction=True)
def test_a_stored_job_stops_at_its_budget_lists_what_did_not_start_and_resumes(
    llm: Any, inline_dispatch: None, workspace: Workspace, owner: Any, client: Any
):
    budget, full = budget_inside_the_build(llm)
    builds = sorted(item for step, item in full.steps if step == "build")
    job = services.start_seed_job(
        workspace=workspace,
        kind="domain",
        text=pharmacy.DOMAIN,
        options={**OPTIONS, "budget_tokens": budget},
        created_by=owner,
    )
    job.refresh_from_db()
    assert job.status == "stopped", job.error
    assert job.error.startswith(f"{STOP_PREFIX} of {budget:,} tokens spent")
    assert job.prompt_tokens + job.completion_tokens >= budget
    assert JobStep.objects.filter(job=job, step="build", item=builds[0], status=StepStatus.DONE).exists()
    marked = JobStep.objects.filter(job=job, status=StepStatus.FAILED, error=NOT_STARTED)
    assert sorted(marked.values_list("step", "item")) == [("build", item) for item in builds[1:]]
    assert job.environments.count() == 1 and not Scenario.objects.filter(job=job).exists()

    client.force_login(owner)
    page = client.get(f"/w/{workspace.slug}/jobs/{job.pk}/").content.decode()
    assert 'id="not-started"' in page and "not started: budget spent" in page
    assert 'id="resume-job"' in page and "stopped here: budget spent" in page
    # A budget that is spent already is refused; no budget at all finishes the job.
    refused = client.post(f"/w/{workspace.slug}/jobs/{job.pk}/resume/", {"budget_tokens": str(budget)})
    assert refused.status_code == 302
    assert SynthesisJob.objects.get(pk=job.pk).status == "stopped"
    with pytest.raises(services.ResumeRefused, match="spent already"):
        services.resume_job(job=job, budget={"budget_tokens": budget}, actor=owner)

    response = client.post(f"/w/{workspace.slug}/jobs/{job.pk}/resume/", {"budget_tokens": ""})
    assert response.status_code == 302
    job.refresh_from_db()
    assert job.status == "succeeded", job.error
    assert "budget_tokens" not in job.options and job.error == ""
    assert not JobStep.objects.filter(job=job, error=NOT_STARTED).exists()
    # Each step ran once: resuming computed only what had no result.
    assert set(JobStep.objects.filter(job=job).values_list("attempts", flat=True)) == {1}
    assert Scenario.objects.filter(job=job).count() == len(full.scenarios)
    assert job.prompt_tokens + job.completion_tokens == tokens(full.usage.records)
