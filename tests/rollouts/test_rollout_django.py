"""Rollouts in the app: a job through a real worker, the review pages, permissions, the command, export."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.exceptions import PermissionDenied
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from review.exports.records import BundleError
from review.exports.selectors import approved_environments
from review.exports.services import export_workspace
from synthesis import services
from synthesis.jobs import InMemoryJobContext, SeedInput, run_pipeline_in_memory
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    EnvironmentStatus,
    Rollout,
    Scenario,
    ScenarioDifficulty,
    ScenarioRevision,
    SynthesisJob,
)
from synthesis.pipelines import resources
from synthesis.pipelines.rollout import STAGES, ScenarioSource, rollout_job_options
from synthesis.rollouts import validate_finetuning_record
from tests.conftest import REPO, WorkerProcess
from tests.fakes.fixtures import FakeServerProcess
from tests.fakes.openai_server import FakeOpenAIServer
from tests.rollouts.conftest import DIRECT_TASK, scripted_agent
from tests.rollouts.library import dune_scenario, library_spec

XSS = "<script>alert(1)</script>"
PROOF = {"passed": True, "steps": [{"name": "reference chain", "passed": True}]}
BORROW_ARGUMENTS = {"member_id": "M-2", "book_id": "B-1"}
# The fake agent, as a script for a server process: borrow the book, then answer once the tool said so.
AGENT_SCRIPT = {
    "rules": [
        {"name": "answer", "match": {"prompt": "rollout_agent", "contains": "book borrowed"},
         "reply": {"text": "Done: Dune is on loan for M-2."}},
        {"name": "borrow", "match": {"prompt": "rollout_agent"},
         "reply": {"tool_calls": [{"name": "borrow_book", "arguments": BORROW_ARGUMENTS}]}},
    ]
}  # fmt: skip


def store_library(workspace: Workspace, *, key: str = "dune", approved: bool = True) -> Scenario:
    """The hand-made library environment and its Dune scenario, stored as pipeline output (approved)."""
    status = EnvironmentStatus.APPROVED if approved else EnvironmentStatus.PENDING
    environment = Environment.objects.filter(workspace=workspace, slug="tiny-library").first()
    if environment is None:
        environment = Environment.objects.create(
            workspace=workspace, slug="tiny-library", name="Tiny Library", status=status
        )
        revision = EnvironmentRevision.objects.create(
            environment=environment, number=1, ir=library_spec().model_dump(mode="json")
        )
        Environment.objects.filter(pk=environment.pk).update(current_revision=revision)
    scenario = Scenario.objects.create(environment=environment, key=key, status=status)
    ir = dune_scenario(id=key, task=DIRECT_TASK, proof=PROOF).model_dump(mode="json")
    scenario_revision = ScenarioRevision.objects.create(scenario=scenario, number=1, ir=ir, proof_passed=True)
    Scenario.objects.filter(pk=scenario.pk).update(current_revision=scenario_revision)
    scenario.refresh_from_db()
    return scenario


def good_messages(answer: str = "Done.") -> list[dict[str, Any]]:
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "borrow_book", "arguments": json.dumps(BORROW_ARGUMENTS)},
    }
    return [
        {"role": "system", "content": "You are the library's assistant."},
        {"role": "user", "content": DIRECT_TASK},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": '{"success": true, "message": "book borrowed"}',
        },
        {"role": "assistant", "content": answer},
    ]


def store_rollout(scenario: Scenario, *, reward: float, item: str, **fields: Any) -> Rollout:
    revision = scenario.current_revision
    assert revision is not None
    values: dict[str, Any] = {
        "scenario_revision": revision,
        "environment_revision": scenario.environment.current_revision,
        "item_key": item,
        "mode": "direct",
        "model": "fake-model",
        "stop_reason": "agent_done",
        "reward": reward,
        "messages": good_messages(),
        "tool_calls": [
            {
                "step": 1,
                "call_id": "call_1",
                "name": "borrow_book",
                "raw_arguments": json.dumps(BORROW_ARGUMENTS),
                "arguments": BORROW_ARGUMENTS,
                "result": {"success": True, "message": "book borrowed"},
                "diff": [
                    {"op": "update", "table": "books", "key": "B-1", "changes": {"available": [True, False]}}
                ],
            }
        ],
        "check_results": {"loan_for_dune": True, "one_loan": reward == 1.0},
        "reward_breakdown": {"reward": reward},
        "steps": 2,
    }
    values.update(fields)
    return Rollout.objects.create(**values)


def client_for(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def llm_endpoint(settings: Any) -> dict[str, Any]:
    settings.ENVSTUDIO_LLM = {
        **settings.ENVSTUDIO_LLM,
        "LLM_BASE_URL": "http://127.0.0.1:9/v1",
        "LLM_MODEL": "m",
    }
    return settings.ENVSTUDIO_LLM


@pytest.fixture
def no_llm_endpoint(settings: Any) -> None:
    settings.ENVSTUDIO_LLM = {**settings.ENVSTUDIO_LLM, "LLM_BASE_URL": "", "LLM_MODEL": ""}


# --- end to end: a real worker process and the fake LLM server in its own process --------------------------


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_rollout_job_through_a_real_worker_stores_trajectories_difficulty_and_sft_data(
    workspace: Workspace,
    owner: Any,
    settings: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    fake_openai_process: Callable[..., FakeServerProcess],
    celery_worker_process: Callable[..., WorkerProcess],
    worker_environment: Callable[..., dict[str, str]],
) -> None:
    server = fake_openai_process(script=AGENT_SCRIPT)
    llm = {"LLM_BASE_URL": server.base_url, "LLM_MODEL": "fake-model", "LLM_MAX_RETRIES": "0"}
    for name, value in llm.items():
        monkeypatch.setenv(name, value)  # the worker and the command read the endpoint from the environment
    settings.ENVSTUDIO_LLM = {**settings.ENVSTUDIO_LLM, **llm}
    # The library is our own test code: where bubblewrap cannot isolate, the plain fallback may run it.
    workspace.settings = {**workspace.settings, "allow_unisolated_sandbox": True}
    workspace.save()
    scenario = store_library(workspace)
    celery_worker_process()

    command = [sys.executable, "manage.py", "rollout", "--workspace", "Acme", "--scenario", str(scenario.pk),
               "--k", "2", "--max-steps", "4", "--wait", "--timeout", "90"]  # fmt: skip
    finished = subprocess.run(
        command, cwd=REPO, env=worker_environment(), capture_output=True, text=True, timeout=120
    )
    assert finished.returncode == 0, finished.stdout + finished.stderr
    job = SynthesisJob.objects.get(kind="rollout")
    assert f"job {job.pk}: 1 scenario(s) x 2 rollout(s), mode direct" in finished.stdout
    assert f"scenario {scenario.pk}: trivial (2/2 passed, mean reward 1.00)" in finished.stdout
    assert job.status == "succeeded" and job.prompt_tokens > 0

    rollouts = list(Rollout.objects.filter(job=job).order_by("item_key"))
    assert [r.item_key for r in rollouts] == [f"{scenario.pk}~000", f"{scenario.pk}~001"]
    assert [(r.reward, r.stop_reason, r.seed) for r in rollouts] == [
        (1.0, "agent_done", 0),
        (1.0, "agent_done", 1),
    ]
    first = rollouts[0]
    assert first.scenario_revision_id == scenario.current_revision_id
    assert first.environment_revision_id == scenario.environment.current_revision_id
    assert [call["name"] for call in first.tool_calls] == ["borrow_book"]
    assert {change["table"] for change in first.tool_calls[0]["diff"]} == {"books", "loans"}
    assert first.messages[-1] == {"role": "assistant", "content": "Done: Dune is on loan for M-2."}
    assert first.check_results == {"loan_for_dune": True, "one_loan": True}
    difficulty = ScenarioDifficulty.objects.get(job=job)
    assert (difficulty.label, difficulty.n, difficulty.passes, difficulty.mean_reward) == (
        "trivial",
        2,
        2,
        1.0,
    )
    assert difficulty.pass_at == {"1": 1.0, "2": 1.0}
    assert difficulty.scenario_revision_id == scenario.current_revision_id

    owner_client = client_for(owner)
    page = owner_client.get(reverse("review-scenario", args=[workspace.slug, scenario.pk])).content.decode()
    assert 'id="difficulty-label">trivial<' in page
    assert "pass@1 1.000, pass@2 1.000" in page
    assert reverse("review-rollout", args=[workspace.slug, scenario.pk, first.pk]) in page
    trajectory = owner_client.get(reverse("review-rollout", args=[workspace.slug, scenario.pk, first.pk]))
    text = trajectory.content.decode()
    assert trajectory.status_code == 200
    assert "borrow_book" in text and "book borrowed" in text and "Done: Dune is on loan for M-2." in text
    assert "<td>loans</td>" in text and "<td>insert</td>" in text  # the call's state diff

    bundle, manifest = export_workspace(
        workspace_id=workspace.pk, workspace_name=workspace.name, out=tmp_path / "acme.zip"
    )
    with zipfile.ZipFile(bundle) as archive:
        lines = archive.read("sft.jsonl").decode().splitlines()
        assert manifest.files["sft.jsonl"] == hashlib.sha256(archive.read("sft.jsonl")).hexdigest()
    records = [json.loads(line) for line in lines]
    assert len(records) == 2
    assert all(validate_finetuning_record(record) == [] for record in records)
    assert records[0]["messages"][-1]["content"] == "Done: Dune is on loan for M-2."
    assert {tool["function"]["name"] for tool in records[0]["tools"]} == {
        "get_member",
        "search_books",
        "borrow_book",
    }
    assert manifest.extra["sft"] == {"file": "sft.jsonl", "records": 2, "min_reward": 1.0}


# --- the pipeline saves through the job context ------------------------------------------------------------


def test_the_pipeline_saves_each_rollout_and_each_difficulty(fake_openai: FakeOpenAIServer) -> None:
    saved = resources.Defaults(**vars(resources._defaults))
    resources.configure(
        llm_settings={"LLM_BASE_URL": fake_openai.base_url, "LLM_MODEL": "fake-model", "LLM_MAX_RETRIES": 0},
        cache_dir=None,
        allow_unisolated=True,
    )
    try:
        fake_openai.on(prompt="rollout_agent").call(
            scripted_agent([[("borrow_book", BORROW_ARGUMENTS)], "Done."])
        )
        source = ScenarioSource(
            key="7",
            scenario=dune_scenario(task=DIRECT_TASK).model_dump(mode="json"),
            environment=library_spec().model_dump(mode="json"),
            scenario_revision_id=70,
            environment_revision_id=30,
        )
        ctx = InMemoryJobContext(
            seed=SeedInput(kind="", name=""), options=rollout_job_options(sources=[source], k=2)
        )
        run_pipeline_in_memory(stages=STAGES, ctx=ctx)
    finally:
        resources.configure(
            llm_settings=saved.llm_settings,
            cache_dir=saved.cache_dir,
            allow_unisolated=saved.allow_unisolated,
        )
    assert sorted(ctx.rollouts) == ["7~000", "7~001"]
    assert {(e["scenario_revision_id"], e["environment_revision_id"]) for e in ctx.rollouts.values()} == {
        (70, 30)
    }
    assert ctx.rollouts["7~001"]["record"]["reward"] == 1.0
    assert ctx.step_results(step="rollout")["7~001"]["rollout_id"] == ctx.rollouts["7~001"]["id"]
    assert ctx.difficulties[70]["record"]["label"] == "trivial"


# --- starting rollouts: the service, the web form, the command ----------------------------------------------


@pytest.mark.django_db
def test_start_rollouts_builds_a_rollout_job_for_the_current_revisions(
    workspace: Workspace, member: Any, llm_endpoint: dict[str, Any]
) -> None:
    scenario = store_library(workspace)
    job = services.start_rollouts(
        workspace=workspace, user=member, scenario_ids=[scenario.pk], k=3, mode="user_sim", max_steps=7
    )
    assert (job.kind, job.created_by, job.status) == ("rollout", member, "queued")
    options = job.options["rollout"]
    assert (options["k"], options["mode"], options["max_steps"]) == (3, "user_sim", 7)
    entry = options["scenarios"][str(scenario.pk)]
    assert entry["scenario_revision_id"] == scenario.current_revision_id
    assert entry["environment_revision_id"] == scenario.environment.current_revision_id
    assert entry["scenario"]["id"] == "dune"


@pytest.mark.django_db
def test_start_rollouts_refuses_with_clear_errors(
    workspace: Workspace, viewer: Any, member: Any, outsider: Any, llm_endpoint: dict[str, Any]
) -> None:
    scenario = store_library(workspace)
    other = store_library(Workspace.objects.get(name="Elsewhere"), key="theirs")
    with pytest.raises(PermissionDenied, match="reviewer role"):
        services.start_rollouts(workspace=workspace, user=viewer, scenario_ids=[scenario.pk], k=1)
    with pytest.raises(PermissionDenied):
        services.start_rollouts(workspace=workspace, user=outsider, scenario_ids=[scenario.pk], k=1)
    with pytest.raises(services.RolloutError, match=f"No scenario {other.pk} in workspace 'Acme'"):
        services.start_rollouts(workspace=workspace, user=member, scenario_ids=[other.pk], k=1)
    with pytest.raises(services.RolloutError, match="k must be a whole number"):
        services.start_rollouts(workspace=workspace, user=member, scenario_ids=[scenario.pk], k=0)
    with pytest.raises(services.RolloutError, match="mode must be one of"):
        services.start_rollouts(workspace=workspace, user=member, scenario_ids=None, k=1, mode="chatty")
    Scenario.objects.filter(pk=scenario.pk).update(current_revision=None)
    with pytest.raises(services.RolloutError, match="has no current revision"):
        services.start_rollouts(workspace=workspace, user=member, scenario_ids=[scenario.pk], k=1)
    with pytest.raises(services.RolloutError, match="no scenario with a current revision"):
        services.start_rollouts(workspace=workspace, user=member, scenario_ids=None, k=1)
    assert not SynthesisJob.objects.exists()


@pytest.mark.django_db
def test_start_rollouts_needs_an_llm_endpoint(
    workspace: Workspace, member: Any, no_llm_endpoint: None, settings: Any
) -> None:
    scenario = store_library(workspace)
    with pytest.raises(services.RolloutError, match="need an LLM endpoint"):
        services.start_rollouts(workspace=workspace, user=member, scenario_ids=[scenario.pk], k=1)
    settings.ENVSTUDIO_LLM_ENDPOINTS = {"local": {"base_url": "http://127.0.0.1:9/v1", "model": "m"}}
    workspace.settings = {**workspace.settings, "llm_endpoint": "local"}
    workspace.save()
    assert services.start_rollouts(workspace=workspace, user=member, scenario_ids=[scenario.pk], k=1).pk


@pytest.mark.django_db
def test_the_run_form_starts_a_job_for_reviewers_only(
    workspace: Workspace, owner: Any, member: Any, viewer: Any, outsider: Any, llm_endpoint: dict[str, Any]
) -> None:
    scenario = store_library(workspace)
    url = reverse("review-rollouts-run", args=[workspace.slug, scenario.pk])
    assert client_for(viewer).post(url, {"k": 2, "mode": "direct", "max_steps": 5}).status_code == 403
    assert client_for(outsider).post(url, {"k": 2, "mode": "direct", "max_steps": 5}).status_code == 404
    assert not SynthesisJob.objects.exists()
    response = client_for(member).post(url, {"k": 2, "mode": "direct", "max_steps": 5}, follow=True)
    job = SynthesisJob.objects.get()
    assert job.options["rollout"]["k"] == 2 and job.created_by == member
    assert f"Started rollout job {job.pk}: 2 rollout(s)." in response.content.decode()
    bad = client_for(owner).post(url, {"k": 999, "mode": "direct", "max_steps": 5}, follow=True)
    assert "k: Ensure this value is less than or equal to 64." in bad.content.decode()
    assert SynthesisJob.objects.count() == 1
    # The form posts with a CSRF token; a client that enforces CSRF and sends none is refused.
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(member)
    assert strict.post(url, {"k": 1, "mode": "direct", "max_steps": 5}).status_code == 403
    page = (
        client_for(member)
        .get(reverse("review-scenario", args=[workspace.slug, scenario.pk]))
        .content.decode()
    )
    assert 'id="rollout-form"' in page and "csrfmiddlewaretoken" in page
    viewer_page = client_for(viewer).get(reverse("review-scenario", args=[workspace.slug, scenario.pk]))
    assert 'id="rollout-form"' not in viewer_page.content.decode()


@pytest.mark.django_db
def test_the_run_form_shows_the_missing_endpoint(
    workspace: Workspace, member: Any, no_llm_endpoint: None
) -> None:
    scenario = store_library(workspace)
    url = reverse("review-rollouts-run", args=[workspace.slug, scenario.pk])
    response = client_for(member).post(url, {"k": 2, "mode": "direct", "max_steps": 5}, follow=True)
    assert "Rollouts need an LLM endpoint" in response.content.decode()
    assert not SynthesisJob.objects.exists()


@pytest.mark.django_db
def test_the_command_prints_the_job_and_fails_clearly(
    workspace: Workspace, settings: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = store_library(workspace)
    settings.ENVSTUDIO_LLM = {**settings.ENVSTUDIO_LLM, "LLM_BASE_URL": "", "LLM_MODEL": ""}
    with pytest.raises(CommandError, match="need an LLM endpoint") as no_llm:
        call_command("rollout", "--workspace", "Acme", "--k", "2")
    assert no_llm.value.returncode == 1
    settings.ENVSTUDIO_LLM = {
        **settings.ENVSTUDIO_LLM,
        "LLM_BASE_URL": "http://127.0.0.1:9/v1",
        "LLM_MODEL": "m",
    }
    with pytest.raises(CommandError, match="No workspace named 'Nowhere'"):
        call_command("rollout", "--workspace", "Nowhere", "--k", "2")
    with pytest.raises(CommandError, match="takes a scenario id"):
        call_command("rollout", "--workspace", "Acme", "--scenario", "dune", "--k", "2")
    with pytest.raises(CommandError, match="No scenario 999999"):
        call_command("rollout", "--workspace", "Acme", "--scenario", "999999", "--k", "2")
    with pytest.raises(CommandError, match="k must be a whole number"):
        call_command("rollout", "--workspace", "Acme", "--k", "0")
    assert not SynthesisJob.objects.exists()
    call_command(
        "rollout", "--workspace", "acme", "--scenario", str(scenario.pk), "--k", "2", "--mode", "user_sim"
    )
    job = SynthesisJob.objects.get()
    assert f"job {job.pk}: 1 scenario(s) x 2 rollout(s), mode user_sim" in capsys.readouterr().out
    assert job.options["rollout"]["mode"] == "user_sim" and job.created_by is None


# --- the review pages ---------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_trajectory_page_escapes_generated_text_and_hides_from_outsiders(
    workspace: Workspace, viewer: Any, outsider: Any
) -> None:
    scenario = store_library(workspace)
    rollout = store_rollout(
        scenario,
        reward=0.5,
        item="x",
        messages=good_messages(answer=f"Here you go {XSS}"),
        reward_breakdown={"note": XSS},
        error=XSS,
    )
    rollout.tool_calls[0]["result"] = {"success": False, "error": XSS}
    rollout.save()
    url = reverse("review-rollout", args=[workspace.slug, scenario.pk, rollout.pk])
    response = client_for(viewer).get(url)
    text = response.content.decode()
    assert response.status_code == 200
    assert XSS not in text and "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "<b>available</b>: <del>true</del> → <ins>false</ins>" in text
    assert 'id="rollout-reward">0.500<' in text
    assert client_for(outsider).get(url).status_code == 404
    scenario_page = reverse("review-scenario", args=[workspace.slug, scenario.pk])
    assert client_for(outsider).get(scenario_page).status_code == 404
    other = store_library(workspace, key="other")
    wrong_scenario = reverse("review-rollout", args=[workspace.slug, other.pk, rollout.pk])
    assert client_for(viewer).get(wrong_scenario).status_code == 404


@pytest.mark.django_db
def test_the_scenario_list_filters_by_the_latest_difficulty(workspace: Workspace, viewer: Any) -> None:
    hard = store_library(workspace, key="hard-one")
    easy_then_hard = store_library(workspace, key="changed")
    never = store_library(workspace, key="never-rolled-out")
    assert hard.current_revision is not None and easy_then_hard.current_revision is not None
    ScenarioDifficulty.objects.create(scenario_revision=hard.current_revision, n=4, passes=1, label="hard")
    ScenarioDifficulty.objects.create(
        scenario_revision=easy_then_hard.current_revision, n=4, passes=3, label="easy"
    )
    ScenarioDifficulty.objects.create(
        scenario_revision=easy_then_hard.current_revision, n=4, passes=1, label="hard"
    )
    url = reverse("review-scenarios", args=[workspace.slug])

    scenarios = {"hard-one": hard, "changed": easy_then_hard, "never-rolled-out": never}

    def listed(query: str) -> set[str]:
        # Rows name a scenario by its title, not its key: a row is known by its id.
        text = client_for(viewer).get(f"{url}?{query}").content.decode()
        return {key for key, scenario in scenarios.items() if f"<td>scn:{scenario.pk}</td>" in text}

    assert listed("difficulty=hard") == {"hard-one", "changed"}
    assert listed("difficulty=easy") == set()
    assert listed("difficulty=none") == {"never-rolled-out"}
    assert listed("difficulty=bogus") == {"hard-one", "changed", "never-rolled-out"}
    assert never.pk


# --- export -------------------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_export_takes_good_rollouts_of_the_current_revisions_only(workspace: Workspace) -> None:
    scenario = store_library(workspace)
    store_rollout(scenario, reward=1.0, item="good")
    store_rollout(scenario, reward=0.5, item="half")
    store_rollout(scenario, reward=1.0, item="cut", stop_reason="llm_error")  # infrastructure: never data
    store_rollout(scenario, reward=1.0, item="no-env", environment_revision=None)
    store_library(workspace, key="pending", approved=False)
    pending = Scenario.objects.get(key="pending")
    store_rollout(pending, reward=1.0, item="pending")

    def records() -> list[dict[str, Any]]:
        return [
            r
            for env in approved_environments(workspace_id=workspace.pk)
            for s in env.scenarios
            for r in s.sft_records
        ]

    assert len(records()) == 1
    workspace.settings = {**workspace.settings, "sft_min_reward": 0.5}
    workspace.save()
    assert len(records()) == 2 and all(validate_finetuning_record(r) == [] for r in records())
    # A new revision of the scenario: the old revision's rollouts are about another task.
    assert scenario.current_revision is not None
    newer = ScenarioRevision.objects.create(
        scenario=scenario, number=2, ir=scenario.current_revision.ir, proof_passed=True
    )
    Scenario.objects.filter(pk=scenario.pk).update(current_revision=newer)
    assert records() == []
    workspace.settings = {**workspace.settings, "sft_min_reward": "lots"}
    workspace.save()
    with pytest.raises(BundleError, match="sft_min_reward must be a number within"):
        records()
