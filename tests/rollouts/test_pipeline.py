"""The rollout job's stages in memory (no database, no Celery), and the command logic."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import Any

import pytest

from synthesis.jobs import InMemoryJobContext, JobError, SeedInput, run_pipeline_in_memory
from synthesis.pipelines import resources
from synthesis.pipelines.rollout import (
    STAGES,
    ScenarioSource,
    add_rollout_arguments,
    handle_rollout_command,
    rollout_items,
    rollout_job_options,
)
from tests.fakes.openai_server import FakeOpenAIServer
from tests.rollouts.conftest import DIRECT_TASK, scripted_agent
from tests.rollouts.library import dune_scenario, library_spec


@pytest.fixture
def configured_llm(fake_openai: FakeOpenAIServer) -> Iterator[FakeOpenAIServer]:
    saved = resources.Defaults(**vars(resources._defaults))
    resources.configure(
        llm_settings={"LLM_BASE_URL": fake_openai.base_url, "LLM_MODEL": "fake-model", "LLM_MAX_RETRIES": 0},
        cache_dir=None,
        allow_unisolated=True,  # the test environment is our own code
    )
    yield fake_openai
    resources.configure(
        llm_settings=saved.llm_settings, cache_dir=saved.cache_dir, allow_unisolated=saved.allow_unisolated
    )


def source(key: str = "17") -> ScenarioSource:
    return ScenarioSource(
        key=key,
        scenario=dune_scenario(task=DIRECT_TASK).model_dump(mode="json"),
        environment=library_spec().model_dump(mode="json"),
    )


def job(options: dict[str, Any]) -> InMemoryJobContext:
    return InMemoryJobContext(seed=SeedInput(kind="rollout", name="rollouts"), options=options)


def test_the_job_rolls_out_k_times_and_scores_each_scenario(configured_llm: FakeOpenAIServer) -> None:
    configured_llm.on(prompt="rollout_agent").call(
        scripted_agent([[("borrow_book", {"member_id": "M-2", "book_id": "B-1"})], "Done."])
    )
    ctx = job(rollout_job_options(sources=[source("17"), source("18")], k=3, max_steps=5))
    run_pipeline_in_memory(stages=STAGES, ctx=ctx)

    rollouts = ctx.step_results(step="rollout")
    assert sorted(rollouts) == [f"{key}~{index:03d}" for key in ("17", "18") for index in range(3)]
    assert all(result["rollout"]["reward"] == 1.0 for result in rollouts.values())
    assert rollouts["17~002"]["rollout"]["seed"] == 2
    score = ctx.step_results(step="score")[""]
    assert score["rollouts"] == 6 and score["skipped"] == 0
    assert score["difficulty"]["17"]["label"] == "trivial"
    assert score["difficulty"]["17"]["pass_at"] == {"1": 1.0, "2": 1.0}
    assert score["finetuning_records"] == 6
    spent = sum(record.prompt_tokens + record.completion_tokens for record in ctx.usage.records)
    assert spent == score["tokens"] > 0
    assert {record.stage for record in ctx.usage.records} == {"rollout_agent"}


def test_the_job_budget_skips_rollouts_once_spent(configured_llm: FakeOpenAIServer) -> None:
    configured_llm.on(prompt="rollout_agent").tool_call("get_member", {"member_id": "M-1"})
    ctx = job(rollout_job_options(sources=[source()], k=3, max_steps=3, job_max_tokens=1))
    run_pipeline_in_memory(stages=STAGES, ctx=ctx)

    results = ctx.step_results(step="rollout")
    assert results["17~000"]["rollout"]["stop_reason"] == "job_budget"
    assert "token budget" in results["17~001"]["skipped"] and "skipped" in results["17~002"]
    score = ctx.step_results(step="score")[""]
    assert score["skipped"] == 2 and score["difficulty"]["17"]["label"] == "unscored"


def test_job_options_refuse_bad_input() -> None:
    with pytest.raises(ValueError, match="at least one scenario"):
        rollout_job_options(sources=[], k=2)
    with pytest.raises(ValueError, match="k must be"):
        rollout_job_options(sources=[source()], k=0)
    with pytest.raises(ValueError, match="mode must be"):
        rollout_job_options(sources=[source()], mode="chat")
    with pytest.raises(ValueError, match="appears twice"):
        rollout_job_options(sources=[source(), source()])
    with pytest.raises(ValueError, match="unknown rollout setting"):
        rollout_job_options(sources=[source()], kk=3)
    wrong = ScenarioSource(key="9", scenario=source().scenario, environment={"slug": "x"})
    with pytest.raises(ValueError, match="not a valid scenario and environment IR"):
        rollout_job_options(sources=[wrong])
    with pytest.raises(JobError, match="options\\['rollout'\\]"):
        rollout_items(job({}))  # type: ignore[arg-type]  # InMemoryJobContext.usage is a ListUsageSink


def test_the_command_logic_parses_arguments_and_starts_a_job() -> None:
    parser = argparse.ArgumentParser()
    add_rollout_arguments(parser)
    options = vars(
        parser.parse_args(["--workspace", "Acme", "--scenario", "17", "--k", "5", "--max-cost", "0.5"])
    )
    asked: list[tuple[str, str | None]] = []
    started: list[dict[str, Any]] = []

    def load(workspace: str, scenario_id: str | None) -> list[ScenarioSource]:
        asked.append((workspace, scenario_id))
        return [source(scenario_id or "1")]

    def start(workspace: str, job_options: dict[str, Any]) -> int:
        started.append(job_options)
        return 42

    message = handle_rollout_command(options, load_sources=load, start_job=start)
    assert message == "job 42: 1 scenario(s) x 5 rollout(s), mode direct"
    assert asked == [("Acme", "17")]
    assert started[0]["rollout"]["k"] == 5 and started[0]["rollout"]["max_cost"] == 0.5
    assert list(started[0]["rollout"]["scenarios"]) == ["17"]
    with pytest.raises(ValueError, match="has no scenario '3'"):
        handle_rollout_command({**options, "scenario": "3"}, load_sources=lambda w, s: [], start_job=start)
