"""The estimate before a job starts (issue 42): the pure computation from a history and from its defaults,
the selector reading the installation's finished jobs, and ``synthesize --estimate`` (it starts nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from envstudio.tenancy.models import Workspace
from synthesis.estimates import estimate_for, usage_history
from synthesis.jobs.estimate import (
    PastJob,
    Prices,
    StageTotals,
    estimate,
    expected_environments,
    unit_of,
)
from synthesis.models import Environment, Seed, StageUsage, SynthesisJob
from tests.pipelines.helpers import configure_llm

PRICES = Prices(input_per_mtok=1.0, output_per_mtok=4.0)


def by_stage(result: Any) -> dict[str, Any]:
    return {row.stage: row for row in result.rows}


def test_without_history_the_documented_defaults_stand_in():
    result = estimate(history=[], environments=1, scenarios=12, prices=PRICES)
    rows = by_stage(result)
    assert set(rows) == {"design and verify", "scenarios"}
    design, scenarios = rows["design and verify"], rows["scenarios"]
    assert (design.unit, design.units, design.requests, design.tokens) == ("environment", 1, 60, 130_000)
    assert (scenarios.unit, scenarios.units, scenarios.requests, scenarios.tokens) == (
        "scenario",
        12,
        60,
        200_000,
    )
    assert design.cost == pytest.approx((110_000 * 1.0 + 20_000 * 4.0) / 1e6)
    assert result.tokens == 330_000 and result.requests == 120
    assert {row.source for row in result.rows} == {"default"}
    # Three environments of 5 scenarios each: per unit, scaled.
    bigger = by_stage(estimate(history=[], environments=3, scenarios=15, prices=PRICES))
    assert bigger["design and verify"].tokens == 390_000 and bigger["scenarios"].requests == 75
    # Scenarios made without the LLM have no scenario row; kinds without defaults have none at all.
    assert set(
        by_stage(estimate(history=[], environments=1, scenarios=12, prices=PRICES, llm_scenarios=False))
    ) == {"design and verify"}
    assert estimate(history=[], environments=1, scenarios=12, prices=PRICES, use_defaults=False).rows == ()


def test_with_history_each_stage_is_a_ratio_of_totals_per_its_unit():
    history = [
        PastJob(
            environments=1,
            scenarios=12,
            stages={
                "screening": StageTotals(requests=2, prompt_tokens=900, completion_tokens=100),
                "design_tools": StageTotals(requests=4, prompt_tokens=8_000, completion_tokens=2_000),
                "scenarios.llm": StageTotals(requests=48, prompt_tokens=120_000, completion_tokens=24_000),
            },
        ),
        PastJob(
            environments=3,
            scenarios=12,  # two of its three environments admitted, 6 scenarios each
            stages={
                "screening": StageTotals(requests=1, prompt_tokens=500, completion_tokens=100),
                "design_tools": StageTotals(requests=12, prompt_tokens=20_000, completion_tokens=6_000),
                "scenarios.llm": StageTotals(requests=48, prompt_tokens=96_000, completion_tokens=24_000),
            },
        ),
    ]
    result = estimate(history=history, environments=2, scenarios=10, prices=PRICES)
    rows = by_stage(result)
    assert set(rows) == {"screening", "design_tools", "scenarios.llm"}  # history replaces every default
    assert {row.source for row in result.rows} == {"history"}
    # Per job: (2+1)/2 requests, (1000+600)/2 tokens.
    assert (rows["screening"].unit, rows["screening"].requests, rows["screening"].tokens) == ("job", 2, 800)
    # Per environment: 16 requests and 36,000 tokens over 4 environments, times 2.
    assert (rows["design_tools"].requests, rows["design_tools"].tokens) == (8, 18_000)
    assert rows["design_tools"].cost == pytest.approx((14_000 * 1.0 + 4_000 * 4.0) / 1e6)
    # Per scenario: 96 requests and 264,000 tokens over 24 scenarios, times 10.
    assert (rows["scenarios.llm"].requests, rows["scenarios.llm"].tokens) == (40, 110_000)
    assert result.history_jobs == 2 and [row.unit for row in result.rows] == [
        "job",
        "environment",
        "scenario",
    ]
    # A history of deterministic scenarios only: the LLM scenarios come from the defaults.
    without = [PastJob(environments=1, scenarios=12, stages={"design_tools": StageTotals(4, 1_000, 100)})]
    mixed = by_stage(estimate(history=without, environments=1, scenarios=12, prices=PRICES))
    assert mixed["design_tools"].source == "history" and mixed["scenarios"].source == "default"
    assert "scenarios.llm" not in by_stage(
        estimate(history=history, environments=1, scenarios=12, prices=PRICES, llm_scenarios=False)
    )


def test_units_environments_and_budget_notes():
    assert unit_of("screening") == "job" and unit_of("scenarios.llm") == "scenario"
    assert unit_of("verify.explore") == "environment" and unit_of("something new") == "environment"
    assert expected_environments([]) == 1
    history = [PastJob(environments=2, scenarios=0), PastJob(environments=5, scenarios=0)]
    assert expected_environments(history) == 4 and expected_environments(history, at_most=3) == 3
    result = estimate(history=[], environments=1, scenarios=12, prices=PRICES)
    [note] = result.budget_notes(budget_tokens=1_000, budget_cost=None)
    assert "1,000 tokens is below the estimate (330,000)" in note
    assert result.budget_notes(budget_tokens=10**6, budget_cost=100.0) == []
    lines = result.lines()
    assert lines[0].startswith("estimate: 1 environment, 12 scenarios, no finished job of this kind")
    assert any(line.startswith("design and verify") and "130,000" in line for line in lines)
    assert lines[-1].startswith("total") and "330,000" in lines[-1]


@pytest.fixture
def endpoint() -> Iterator[None]:
    # No request is made: the endpoint's prices are all an estimate reads.
    from synthesis.pipelines import resources

    resources.configure(
        llm_settings={
            "LLM_BASE_URL": "http://127.0.0.1:9/v1",
            "LLM_MODEL": "m",
            "LLM_INPUT_COST_PER_MTOK": 2.0,
            "LLM_OUTPUT_COST_PER_MTOK": 8.0,
        },
        cache_dir=None,
        allow_unisolated=True,
    )
    yield
    configure_llm(None)


def _finished(
    workspace: Workspace, *, kind: str = "domain", status: str = "succeeded", **fields: Any
) -> SynthesisJob:
    return SynthesisJob.objects.create(workspace=workspace, kind=kind, status=status, **fields)


@pytest.mark.django_db
def test_the_history_is_the_last_finished_jobs_of_the_kind_that_used_an_llm(
    workspace: Workspace, endpoint: None
):
    used = _finished(workspace, prompt_tokens=900, completion_tokens=100, options={"scenarios": 4})
    StageUsage.objects.create(
        job=used, stage="design_tools", calls=5, cached_calls=1, prompt_tokens=900, completion_tokens=100
    )
    for index, status in enumerate(["pending", "failed_verification"]):
        Environment.objects.create(
            workspace=workspace, job=used, job_key=f"e{index}", slug=f"e{index}", name="E", status=status
        )
    _finished(workspace, status="failed", prompt_tokens=10)  # not finished
    _finished(workspace)  # used no LLM
    _finished(workspace, kind="spec", prompt_tokens=10)  # another kind
    [past] = usage_history(kind="domain")
    assert past.environments == 2 and past.scenarios == 4  # one admitted environment x 4 asked for
    assert past.stages == {"design_tools": StageTotals(requests=4, prompt_tokens=900, completion_tokens=100)}
    assert usage_history(kind="domain", before=used.pk) == []
    assert len(usage_history(kind="spec")) == 1

    result = estimate_for(kind="domain", options={"scenarios": 6}, workspace_settings={})
    rows = by_stage(result)
    # Two environments expected (the history's average), design_tools per environment from the history.
    assert result.environments == 2 and result.scenarios == 12
    assert rows["design_tools"].tokens == 1_000 and rows["design_tools"].requests == 4
    assert rows["design_tools"].cost == pytest.approx((900 * 2.0 + 100 * 8.0) / 1e6)
    assert rows["scenarios"].source == "default" and rows["scenarios"].units == 12


@pytest.mark.django_db
def test_synthesize_estimate_prints_the_estimate_and_starts_nothing(workspace: Workspace, endpoint: None):
    out = StringIO()
    call_command(
        "synthesize",
        "--workspace",
        workspace.name,
        "--domain",
        "a bike repair shop",
        "--option",
        "budget_tokens=1000",
        "--estimate",
        stdout=out,
    )
    text = out.getvalue()
    assert text.startswith(
        "estimate: 1 environment, 12 scenarios, no finished job of this kind used an LLM yet"
    )
    assert "design and verify" in text and "130,000" in text and "200,000" in text
    assert "total" in text and "330,000" in text
    assert "budget of 1,000 tokens is below the estimate" in text
    assert not SynthesisJob.objects.exists() and not Seed.objects.exists()
    with pytest.raises(CommandError, match="scenarioz"):
        call_command(
            "synthesize",
            "--workspace",
            workspace.name,
            "--domain",
            "x",
            "--option",
            "scenarioz=1",
            "--estimate",
        )
    assert not SynthesisJob.objects.exists()


@pytest.mark.django_db
def test_an_estimate_without_an_endpoint_says_so(
    workspace: Workspace, tmp_path: Any, client: Any, owner: Any
):
    configure_llm(None)
    spec = tmp_path / "shop.sql"
    spec.write_text("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL);\n")
    out = StringIO()
    call_command("synthesize", "--workspace", workspace.name, "--spec", str(spec), "--estimate", stdout=out)
    assert "runs offline and makes no LLM requests" in out.getvalue()
    assert not SynthesisJob.objects.exists()
    # The start form's estimate line (htmx) for the kind and options chosen.
    client.force_login(owner)
    page = client.get(f"/w/{workspace.slug}/jobs/start/estimate/", {"kind": "domain", "opt_scenarios": "3"})
    assert page.status_code == 200 and "need an LLM endpoint" in page.content.decode()


@pytest.mark.django_db
def test_the_start_form_estimate_line(workspace: Workspace, endpoint: None, client: Any, owner: Any):
    client.force_login(owner)
    page = client.get(f"/w/{workspace.slug}/jobs/start/estimate/", {"kind": "domain", "opt_scenarios": "3"})
    html = page.content.decode()
    assert 'id="estimate"' in html and 'data-tokens="180000"' in html  # 130,000 + 3 x 200,000 / 12
    bad = client.get(f"/w/{workspace.slug}/jobs/start/estimate/", {"kind": "domain", "opt_scenarios": "-3"})
    assert "Fix the options" in bad.content.decode()
    start = client.get(f"/w/{workspace.slug}/").content.decode()
    assert 'id="start-estimate"' in start
