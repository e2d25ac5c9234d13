"""Synthesis end to end as a user runs it: a seed uploaded, a job started, a REAL Celery worker process
doing every stage (sandboxed code in bubblewrap, LLM answers from a fake server in another process)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from django.core.files.base import ContentFile

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import Environment, JobStatus, Scenario, SynthesisJob
from tests.conftest import WorkerProcess, wait_until
from tests.design import corpus, pharmacy, pharmacy_scenarios, tickets

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

StartWorker = Callable[..., WorkerProcess]


@pytest.fixture(autouse=True)
def worker_data_dir(settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's workers get their own data dir (so no LLM response cache is shared between tests, even when
    CI sets ENVSTUDIO_DATA_DIR for the whole run), and uploads land where those workers read them."""
    data_dir = tmp_path / "worker-data"
    monkeypatch.setenv("ENVSTUDIO_DATA_DIR", str(data_dir))
    settings.MEDIA_ROOT = str(data_dir / "media")


def finished(job: SynthesisJob, *, timeout: float = 240.0) -> SynthesisJob:
    def ended() -> SynthesisJob | None:
        job.refresh_from_db()
        return None if job.is_active else job

    wait_until(ended, timeout=timeout, what=f"job {job.pk} to end")
    assert job.status == JobStatus.SUCCEEDED, job.error
    return job


def scenario_irs(job: SynthesisJob) -> list[dict[str, Any]]:
    rows = Scenario.objects.filter(job=job).select_related("current_revision").order_by("key")
    return [row.current_revision.ir for row in rows]


@pytest.mark.parametrize(
    "sample", ["library_loans.sql", "clinic_appointments.sql", "online_shop.openapi.yaml"]
)
def test_each_sample_spec_end_to_end(workspace: Workspace, celery_worker_process: StartWorker, sample: str):
    celery_worker_process()
    job = finished(
        services.start_sample_job(
            workspace=workspace, sample=sample, options={"scenarios": 4}, created_by=None
        )
    )
    environment = Environment.objects.get(job=job)
    assert environment.status == "pending"
    revision = environment.current_revision
    assert revision.summary["admitted"] and revision.graph["nodes"]
    proven = Scenario.objects.filter(job=job, current_revision__proof_passed=True)
    assert proven.count() >= 3
    assert all(s.status == "pending" for s in proven)


def test_the_same_seed_gives_the_same_output_on_a_second_run(
    workspace: Workspace, celery_worker_process: StartWorker
):
    celery_worker_process()
    options = {"scenarios": 3, "seed": 11}
    first = finished(
        services.start_sample_job(
            workspace=workspace, sample="library_loans.sql", options=options, created_by=None
        )
    )
    second = finished(
        services.start_sample_job(
            workspace=workspace, sample="library_loans.sql", options=options, created_by=None
        )
    )
    ir_first = Environment.objects.get(job=first).current_revision.ir
    ir_second = Environment.objects.get(job=second).current_revision.ir
    assert json.dumps(ir_first, sort_keys=True) == json.dumps(ir_second, sort_keys=True)
    assert json.dumps(scenario_irs(first), sort_keys=True) == json.dumps(scenario_irs(second), sort_keys=True)
    # Every chain that builds is kept (twice as many chains as scenarios wanted are sampled).
    assert len(scenario_irs(first)) >= 3


@pytest.fixture
def llm_worker(
    monkeypatch: pytest.MonkeyPatch,
    fake_openai_process: Callable[..., Any],
    celery_worker_process: StartWorker,
) -> Callable[[dict[str, Any]], Any]:
    """A fake LLM server process with the given script, and a real worker configured to use it."""

    def start(script: dict[str, Any]) -> Any:
        server = fake_openai_process(script=script)
        monkeypatch.setenv("LLM_BASE_URL", server.base_url)
        monkeypatch.setenv("LLM_MODEL", "fake-model")
        monkeypatch.setenv("LLM_API_KEY", "test")
        celery_worker_process()
        return server

    return start


def start_domain(workspace: Workspace, domain: str, **options: Any) -> SynthesisJob:
    seed = services.create_seed(workspace=workspace, kind="domain", text=domain, created_by=None)
    return services.start_job(
        workspace=workspace,
        kind="domain",
        seed=seed,
        options={"scenarios": 2, "scenario_builder": "deterministic", **options},
        created_by=None,
    )


def test_two_domains_are_designed_verified_and_admitted(workspace: Workspace, llm_worker: Callable[..., Any]):
    # One server answers both designs: the tickets rules match by domain name and come first.
    tickets_first = [
        {
            "name": "tickets-tools",
            "match": {"prompt": "domain_tools", "contains": tickets.DOMAIN},
            "reply": {"json": tickets.TOOLS},
        },
        {
            "name": "tickets-schema",
            "match": {"prompt": "domain_schema", "contains": tickets.DOMAIN},
            "reply": {"json": tickets.SCHEMA},
        },
        *[rule for rule in tickets.script()["rules"] if rule["name"].startswith("method-")],
    ]
    llm_worker({"rules": tickets_first + pharmacy.script()["rules"]})
    jobs = [start_domain(workspace, pharmacy.DOMAIN), start_domain(workspace, tickets.DOMAIN)]
    for job in jobs:
        finished(job)
    made = {e.current_revision.ir["name"]: e for e in Environment.objects.filter(job__in=jobs)}
    assert set(made) == {"Pharmacy Refills", "Support Desk"}
    for environment in made.values():
        assert environment.status == "pending", environment.current_revision.summary["reasons"]
        stages = set(environment.current_revision.verification.values_list("stage", flat=True))
        assert {"static", "procedural", "exploration"} <= stages
    usage = {row.stage for row in jobs[0].usage.all()}
    assert {"design_tools", "design_schema", "write_code"} <= usage
    assert jobs[0].prompt_tokens > 0


def test_a_broken_method_is_repaired_through_the_worker(workspace: Workspace, llm_worker: Callable[..., Any]):
    llm_worker(pharmacy.script(methods={"approve_refill": pharmacy.BROKEN_APPROVE}))
    job = finished(start_domain(workspace, pharmacy.DOMAIN))
    environment = Environment.objects.get(job=job)
    assert environment.status == "pending"
    repairs = environment.current_revision.verification.filter(stage="repair")
    assert repairs.exists() and repairs.first().passed


def test_an_unrepairable_environment_is_kept_as_failed(workspace: Workspace, llm_worker: Callable[..., Any]):
    llm_worker(
        pharmacy.script(
            methods={"approve_refill": pharmacy.BROKEN_APPROVE}, repair_source=pharmacy.BROKEN_APPROVE
        )
    )
    job = finished(start_domain(workspace, pharmacy.DOMAIN, max_repair_rounds=1))
    environment = Environment.objects.get(job=job)
    assert environment.status == "failed_verification"
    failures = environment.current_revision.verification.filter(passed=False, stage="procedural")
    assert failures.filter(name__contains="approve_refill").exists()
    assert all(row.evidence for row in failures)
    assert not Scenario.objects.filter(job=job).exists()


def test_bad_uploads_are_refused_before_anything_is_saved(workspace: Workspace, owner: Any):
    from synthesis.models import Seed

    cases = [
        ("spec", "broken.sql", b"CREATE TABLE loans (id INT PRIMARY KEY,\n", "broken.sql"),
        ("spec", "notes.txt", b"hello", "unsupported spec type"),
        ("corpus", "tasks.txt", b"ab\xffbad", "not UTF-8"),
        ("corpus", "tasks.pdf", b"%PDF-1.4", "unsupported file type"),
    ]
    for kind, name, data, message in cases:
        with pytest.raises(services.SeedError, match=message):
            services.create_seed(
                workspace=workspace,
                kind=kind,
                upload=ContentFile(data, name=name),
                filename=name,
                created_by=owner,
            )
    assert not Seed.objects.exists()


# Single-tool chains, so that the scripted answer (one request_refill call) can follow the planned chain.
# No policy tasks: the pharmacy's conditions forbid cancelling an approved request, and those tasks are
# deterministic (tests/scenarios/test_policy_tasks.py); these tests count the LLM-built ones.
SINGLE_TOOL = {
    "scenarios": 2,
    "scenario_builder": "llm",
    "chain_length": "1-1",
    "expand": 0,
    "policy_share": 0,
}


@pytest.mark.parametrize(
    ("variant", "failed_step"),
    [("good", None), ("ignores_state", "checks_grounded"), ("already_done", "checks_fail_initially")],
)
def test_llm_scenarios_are_proven_or_caught_with_evidence(
    workspace: Workspace, llm_worker: Callable[..., Any], variant: str, failed_step: str | None
):
    llm_worker({"rules": pharmacy_scenarios.rules(variant) + pharmacy.script()["rules"]})
    job = finished(start_domain(workspace, pharmacy.DOMAIN, **SINGLE_TOOL))
    if failed_step is None:
        scenario = Scenario.objects.get(job=job)
        revision = scenario.current_revision
        assert revision.ir["task"].startswith("Hi, I'm Ada Byron") and scenario.key.endswith("-llm")
        steps = {row.name: row for row in revision.verification.filter(stage="proof")}
        assert revision.proof_passed and scenario.status == "pending"
        assert all(step.passed for step in steps.values())
    else:
        # A failing proof step went back to the LLM once; the same answer again: listed unbuildable, with why.
        assert not Scenario.objects.filter(job=job).exists()
        stored = job.steps.get(step="store", item="").result
        refused = [u for u in stored["unbuildable_chains"] if u["chain"] == ["request_refill"]]
        assert refused and failed_step in refused[0]["reason"]
        failing = {s["name"]: s for s in refused[0]["evidence"]["failed_steps"]}
        assert failing[failed_step]["evidence"]


@pytest.mark.parametrize(
    ("variant", "reason"),
    [("chain_errors", "the reference chain fails"), ("invalid_state", "still invalid after one repair")],
)
def test_llm_scenarios_that_cannot_be_built_are_reported_with_evidence(
    workspace: Workspace, llm_worker: Callable[..., Any], variant: str, reason: str
):
    llm_worker({"rules": pharmacy_scenarios.rules(variant) + pharmacy.script()["rules"]})
    job = finished(start_domain(workspace, pharmacy.DOMAIN, **SINGLE_TOOL))
    assert not Scenario.objects.filter(job=job).exists()
    stored = job.steps.get(step="store", item="").result
    assert stored["unbuildable_chains"], stored
    assert all(entry["evidence"] for entry in stored["unbuildable_chains"])
    assert any(reason in entry["reason"] for entry in stored["unbuildable_chains"])


def test_a_corpus_through_the_worker_yields_the_right_environments(
    workspace: Workspace, llm_worker: Callable[..., Any]
):
    llm_worker(corpus.script())
    seed = services.create_seed(
        workspace=workspace,
        kind="corpus",
        upload=ContentFile("\n".join(corpus.TASKS).encode(), name="tasks.txt"),
        filename="tasks.txt",
        created_by=None,
    )
    job = finished(
        services.start_job(
            workspace=workspace,
            kind="corpus",
            seed=seed,
            options={"scenarios": 1, "scenario_builder": "deterministic"},
            created_by=None,
        )
    )
    made = {e.current_revision.ir["name"]: e for e in Environment.objects.filter(job=job)}
    assert set(made) == {"Pharmacy Refills", "Support Desk"}
    assert all(e.status == "pending" for e in made.values())
    seed_tasks = made["Pharmacy Refills"].current_revision.ir["provenance"]["seed_tasks"]
    assert seed_tasks == [corpus.TASKS[0], corpus.TASKS[2]]
