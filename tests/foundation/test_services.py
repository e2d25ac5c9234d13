"""The ORM job runner in-process: stages, idempotency, attempts, cancel, reaping, artifacts (no worker)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.files.base import ContentFile

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.jobs import fan_out, once
from synthesis.jobs.context import JobError
from synthesis.jobs.registry import UnknownJobKind, register_pipeline, unregister
from synthesis.jobs.stages import Stage
from synthesis.models import (
    Environment,
    EnvironmentRevision,
    JobStep,
    Scenario,
    Seed,
    StageUsage,
    StepStatus,
    SynthesisJob,
    VerificationResult,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def inline_dispatch(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, tuple[Any, ...]]]]:
    """Run 'sent' tasks right away in this process, recording what was sent."""
    sent: list[tuple[str, tuple[Any, ...]]] = []

    def stage(*, job_id: int, stage_index: int) -> None:
        sent.append(("stage", (job_id, stage_index)))
        services.run_stage(job_id=job_id, stage_index=stage_index)

    def items(*, job_id: int, stage_index: int, stage: Any, items: list[str]) -> None:
        for item in items:
            sent.append(("item", (job_id, stage_index, item)))
            services.run_item(job_id=job_id, stage_index=stage_index, item=item)

    monkeypatch.setattr(services.dispatch, "dispatch_stage", stage)
    monkeypatch.setattr(services.dispatch, "dispatch_items", items)
    # Tasks run right here, so every queue has a consumer: the reaper must not wait for a worker.
    monkeypatch.setattr("synthesis.reaper.waiting_problem", lambda **_: None)
    yield sent


def _start(workspace: Workspace, owner: Any, **options: Any) -> SynthesisJob:
    job = services.start_job(
        workspace=workspace, kind="selftest", seed=None, options=options, created_by=owner
    )
    services.dispatch.dispatch_stage(job_id=job.pk, stage_index=0)
    job.refresh_from_db()
    return job


def test_selftest_job_succeeds_with_all_records(
    workspace: Workspace, owner: Any, inline_dispatch: list[Any], tmp_path: Path
) -> None:
    job = _start(workspace, owner, items=3, marker_dir=str(tmp_path))
    assert job.status == "succeeded", job.error
    assert (job.stage, job.stage_index, job.progress_done, job.progress_total) == ("finish", 3, 1, 1)
    assert job.started_at is not None and job.finished_at is not None
    steps = set(JobStep.objects.filter(job=job).values_list("step", "item", "status"))
    assert steps == {
        ("prepare", "", "done"),
        ("work:items", "", "done"),
        ("work", "item-0", "done"),
        ("work", "item-1", "done"),
        ("work", "item-2", "done"),
        ("finish", "", "done"),
    }
    environment = Environment.objects.get(job=job)
    assert environment.current_revision is not None
    assert environment.current_revision.ir["values"] == {"item-0": 0, "item-1": 1, "item-2": 4}
    assert Scenario.objects.filter(environment=environment).count() == 3
    assert VerificationResult.objects.filter(environment_revision__environment=environment).count() == 1
    usage = StageUsage.objects.get(job=job, stage="work")
    assert (usage.calls, usage.prompt_tokens, usage.completion_tokens) == (3, 30, 15)
    assert (job.prompt_tokens, job.completion_tokens, job.llm_model) == (30, 15, "selftest")


def test_rerunning_tasks_recomputes_nothing(
    workspace: Workspace, owner: Any, inline_dispatch: list[Any], tmp_path: Path
) -> None:
    job = _start(workspace, owner, items=2, marker_dir=str(tmp_path))
    SynthesisJob.objects.filter(pk=job.pk).update(status="running", stage_index=1)
    services.run_item(job_id=job.pk, stage_index=1, item="item-0")
    services.run_stage(job_id=job.pk, stage_index=1)
    assert (tmp_path / "computed.log").read_text().split() == ["item-0", "item-1"]
    assert Environment.objects.filter(job=job).count() == 1
    assert Scenario.objects.filter(job=job).count() == 2


def test_stale_messages_do_nothing(workspace: Workspace, owner: Any, inline_dispatch: list[Any]) -> None:
    job = _start(workspace, owner, items=1)
    sent_before = len(inline_dispatch)
    services.run_stage(job_id=job.pk, stage_index=0)  # the job has ended
    services.run_item(job_id=job.pk, stage_index=1, item="item-0")
    services.run_stage(job_id=987654, stage_index=0)  # a deleted job
    assert len(inline_dispatch) == sent_before


def test_failing_item_records_its_error(workspace: Workspace, owner: Any, inline_dispatch: list[Any]) -> None:
    job = _start(workspace, owner, items=3, fail_item="item-1")
    assert job.status == "failed"
    assert job.error.startswith("work/item-1: selftest: item-1 failed as asked")
    assert "Traceback" in job.error
    assert JobStep.objects.get(job=job, step="work", item="item-1").status == StepStatus.FAILED
    assert not Environment.objects.filter(job=job).exists()


def test_unregistered_kind_fails_clearly(
    workspace: Workspace, owner: Any, inline_dispatch: list[Any]
) -> None:
    with pytest.raises(UnknownJobKind, match="no pipeline is registered for job kind 'no-such-kind'"):
        services.start_job(workspace=workspace, kind="no-such-kind", seed=None, created_by=owner)
    assert not SynthesisJob.objects.exists()
    # A job whose kind is no longer installed (a plug-in removed since) fails on the worker with the reason.
    job = SynthesisJob.objects.create(workspace=workspace, kind="no-such-kind", created_by=owner)
    services.dispatch.dispatch_stage(job_id=job.pk, stage_index=0)
    job.refresh_from_db()
    assert job.status == "failed"
    assert "no pipeline is registered for job kind 'no-such-kind'" in job.error


def test_a_step_whose_worker_keeps_dying_fails_the_job(
    workspace: Workspace, owner: Any, inline_dispatch: list[Any], settings: Any
) -> None:
    settings.ENVSTUDIO_MAX_STEP_ATTEMPTS = 3
    job = services.start_job(
        workspace=workspace, kind="selftest", seed=None, options={"items": 1}, created_by=owner
    )
    # As if three workers had started "prepare" and died.
    JobStep.objects.create(job=job, step="prepare", item="", status=StepStatus.RUNNING, attempts=3)
    services.dispatch.dispatch_stage(job_id=job.pk, stage_index=0)
    job.refresh_from_db()
    assert job.status == "failed"
    assert "was started 3 times without finishing" in job.error


def test_cancel_queued_and_running(workspace: Workspace, owner: Any, inline_dispatch: list[Any]) -> None:
    queued = services.start_job(workspace=workspace, kind="selftest", seed=None, created_by=owner)
    assert services.cancel_job(job=queued).status == "cancelled"
    running = services.start_job(workspace=workspace, kind="selftest", seed=None, created_by=owner)
    SynthesisJob.objects.filter(pk=running.pk).update(status="running")
    running = services.cancel_job(job=running)
    assert (running.status, running.cancel_requested) == ("running", True)
    services.run_stage(job_id=running.pk, stage_index=0)
    running.refresh_from_db()
    assert running.status == "cancelled"
    assert not JobStep.objects.filter(job=running).exists()
    finished = _start(workspace, owner, items=1)
    assert services.cancel_job(job=finished).status == "succeeded"


def test_reaper_resumes_only_stale_active_jobs(
    workspace: Workspace, owner: Any, inline_dispatch: list[Any]
) -> None:
    stale = services.start_job(
        workspace=workspace, kind="selftest", seed=None, options={"items": 1}, created_by=owner
    )
    assert services.resume_stalled_jobs(stale_after_seconds=3600) == []
    assert services.resume_stalled_jobs(stale_after_seconds=0) == [stale.pk]
    stale.refresh_from_db()
    assert stale.status == "succeeded"
    assert services.resume_stalled_jobs(stale_after_seconds=0) == []  # ended jobs are left alone


def test_save_environment_is_idempotent_per_job_and_slugs_stay_unique(
    workspace: Workspace, owner: Any
) -> None:
    first_job = SynthesisJob.objects.create(workspace=workspace, kind="selftest")
    second_job = SynthesisJob.objects.create(workspace=workspace, kind="selftest")
    arguments: dict[str, Any] = {
        "slug": "Bike Shop",
        "name": "Bike shop",
        "ir": {"a": 1},
        "graph": None,
        "summary": {},
        "status": "pending",
        "verification": [{"stage": "static", "name": "parses", "passed": True}],
    }
    first = services.DjangoJobContext(job=first_job)
    env_id = first.save_environment(**arguments)
    assert first.save_environment(**arguments) == env_id
    other_id = services.DjangoJobContext(job=second_job).save_environment(**arguments)
    slugs = set(Environment.objects.values_list("slug", flat=True))
    assert other_id != env_id and slugs == {"bike-shop", "bike-shop-2"}
    with pytest.raises(ValueError, match="lacks"):
        first.save_environment(**{**arguments, "slug": "x", "verification": [{"name": "no stage"}]})
    with pytest.raises(ValueError, match="status"):
        first.save_environment(**{**arguments, "slug": "y", "status": "great"})
    scenario_id = first.save_scenario(
        environment_id=env_id, key="t1", ir={}, proof_passed=True, verification=[]
    )
    assert (
        first.save_scenario(environment_id=env_id, key="t1", ir={}, proof_passed=True, verification=[])
        == scenario_id
    )
    with pytest.raises(ValueError, match="does not exist"):
        first.save_scenario(environment_id=99999, key="t1", ir={}, proof_passed=True, verification=[])


def test_revisions_are_immutable(workspace: Workspace) -> None:
    job = SynthesisJob.objects.create(workspace=workspace, kind="selftest")
    env_id = services.DjangoJobContext(job=job).save_environment(
        slug="s", name="s", ir={"v": 1}, graph=None, summary={}, status="pending", verification=[]
    )
    revision = EnvironmentRevision.objects.get(environment_id=env_id)
    revision.ir = {"v": 2}
    with pytest.raises(ValueError, match="immutable"):
        revision.save()


def test_seeds(workspace: Workspace, owner: Any, settings: Any, tmp_path: Path) -> None:
    settings.MEDIA_ROOT = tmp_path
    domain = services.create_seed(
        workspace=workspace, kind="domain", text="A bike shop\nwith repairs", created_by=owner
    )
    assert domain.name == "A bike shop"
    upload = ContentFile(b"CREATE TABLE bikes (id INTEGER);", name="schema.sql")
    spec = services.create_seed(
        workspace=workspace, kind="spec", upload=upload, filename="../schema.sql", created_by=owner
    )
    assert (spec.original_filename, spec.size) == ("schema.sql", 32)
    assert (
        spec.sha256 == "0d61a6e5e1fca1d5ed1e2e7fb1f2a68e5a4f9f7b1b0b9c7b5df9c3e1a1c7b7c2"
        or len(spec.sha256) == 64
    )
    assert Path(spec.file.path).read_bytes() == b"CREATE TABLE bikes (id INTEGER);"
    assert str(tmp_path) in spec.file.path
    context_seed = services.DjangoJobContext._seed_input(Seed.objects.get(pk=spec.pk))
    assert context_seed.read_bytes().startswith(b"CREATE TABLE")
    with pytest.raises(services.SeedError, match="needs a description"):
        services.create_seed(workspace=workspace, kind="domain", text="  ", created_by=owner)
    with pytest.raises(services.SeedError, match="needs an uploaded file"):
        services.create_seed(workspace=workspace, kind="corpus", created_by=owner)
    with pytest.raises(services.SeedError, match="is empty"):
        services.create_seed(
            workspace=workspace, kind="corpus", upload=ContentFile(b"", name="e.txt"), created_by=owner
        )
    with pytest.raises(services.SeedError, match="Unknown seed kind"):
        services.create_seed(workspace=workspace, kind="video", text="x", created_by=owner)


def test_start_job_from_the_page_creates_seed_and_job(client: Any, workspace: Workspace, member: Any) -> None:
    client.force_login(member)
    response = client.post(
        f"/w/{workspace.slug}/jobs/start/",
        {"kind": "domain", "domain": "a dentist", "opt_scenarios": "2"},
    )
    job = SynthesisJob.objects.get()
    assert response.status_code == 302 and response["Location"].endswith(f"/jobs/{job.pk}/")
    assert job.seed is not None
    assert (job.kind, job.seed.text, job.options, job.created_by) == (
        "domain",
        "a dentist",
        {"scenarios": 2},
        member,
    )
    bad = client.post(f"/w/{workspace.slug}/jobs/start/", {"kind": "corpus"}, follow=True)
    assert "needs a file" in bad.content.decode()
    assert SynthesisJob.objects.count() == 1


def test_progress_fragment_polls_only_while_active(client: Any, workspace: Workspace, owner: Any) -> None:
    job = SynthesisJob.objects.create(workspace=workspace, kind="selftest", status="running", stage="work")
    client.force_login(owner)
    url = f"/w/{workspace.slug}/jobs/{job.pk}/progress/"
    assert 'hx-trigger="every 1s"' in client.get(url).content.decode()
    SynthesisJob.objects.filter(pk=job.pk).update(status="failed", error="boom: it broke\n\nTraceback ...")
    page = client.get(url).content.decode()
    assert "hx-trigger" not in page
    assert "boom: it broke" in page


def test_pipeline_stages_can_be_registered(workspace: Workspace, inline_dispatch: list[Any]) -> None:
    register_pipeline(kind="custom_test", stages=[once("only", lambda ctx: {"ok": True})])
    try:
        job = services.start_job(workspace=workspace, kind="custom_test", seed=None, created_by=None)
        services.dispatch.dispatch_stage(job_id=job.pk, stage_index=0)
        job.refresh_from_db()
        assert job.status == "succeeded"
        assert JobStep.objects.get(job=job).result == {"ok": True}
    finally:
        unregister("custom_test")


def _early_pipeline(computed: list[str], *, fail: str = "") -> list[Stage]:
    """Stage "b" starts each item as soon as its own item of "a" is done, across a once stage between."""

    def work(name: str) -> Any:
        def run(ctx: Any, item: str) -> dict[str, Any]:
            computed.append(item)
            if item == fail:
                raise JobError(f"{item} failed as asked")
            return {"item": item}

        return run

    def record(name: str) -> Any:
        def run(ctx: Any) -> dict[str, Any]:
            computed.append(name)
            return {"b": sorted(ctx.step_results(step="b"))} if name == "end" else {}

        return run

    return [
        fan_out("a", items=lambda ctx: ["a0", "a1", "a2"], run_item=work("a")),
        once("between", record("between")),
        fan_out(
            "b",
            items=lambda ctx: ["b-a0", "b-a1", "b-a2"],
            run_item=work("b"),
            early_after="a",
            early_items=lambda ctx, item: [f"b-{item}"],
        ),
        once("end", record("end")),
    ]


def test_items_start_early_after_their_own_earlier_item(
    workspace: Workspace, inline_dispatch: list[Any]
) -> None:
    computed: list[str] = []
    register_pipeline(kind="early_test", stages=_early_pipeline(computed))
    try:
        job = services.start_job(workspace=workspace, kind="early_test", seed=None, created_by=None)
        services.dispatch.dispatch_stage(job_id=job.pk, stage_index=0)
        job.refresh_from_db()
        assert job.status == "succeeded"
        # b-a0 and b-a1 ran while "a" was still running (before a1 and a2); the last one when "b" started.
        assert computed == ["a0", "b-a0", "a1", "b-a1", "a2", "between", "b-a2", "end"]
        assert JobStep.objects.get(job=job, step="end").result == {"b": ["b-a0", "b-a1", "b-a2"]}
        # A job at "a" takes no message for a later stage that starts no items early.
        waiting = services.start_job(workspace=workspace, kind="early_test", seed=None, created_by=None)
        services.run_item(job_id=waiting.pk, stage_index=3, item="b-a0")
        services.run_item(job_id=waiting.pk, stage_index=1, item="b-a0")
        waiting.refresh_from_db()
        assert waiting.status == "queued" and not JobStep.objects.filter(job=waiting).exists()
        assert computed.count("b-a0") == 1
    finally:
        unregister("early_test")


def test_an_early_item_that_fails_fails_the_job(workspace: Workspace, inline_dispatch: list[Any]) -> None:
    computed: list[str] = []
    register_pipeline(kind="early_fail_test", stages=_early_pipeline(computed, fail="b-a0"))
    try:
        job = services.start_job(workspace=workspace, kind="early_fail_test", seed=None, created_by=None)
        services.dispatch.dispatch_stage(job_id=job.pk, stage_index=0)
        job.refresh_from_db()
        assert job.status == "failed" and "b-a0 failed as asked" in job.error
        assert "end" not in computed
    finally:
        unregister("early_fail_test")


def test_a_stage_starts_items_early_only_after_an_earlier_fan_out_stage() -> None:
    later = fan_out(
        "b", items=lambda ctx: [], run_item=lambda ctx, i: {}, early_after="a", early_items=lambda c, i: []
    )
    with pytest.raises(ValueError, match="not an earlier fan-out stage"):
        register_pipeline(kind="early_bad", stages=[once("a", lambda ctx: {}), later])
    with pytest.raises(ValueError, match="not an earlier fan-out stage"):
        register_pipeline(
            kind="early_bad", stages=[later, fan_out("a", items=lambda c: [], run_item=lambda c, i: {})]
        )
    with pytest.raises(ValueError, match="both early_after and early_items"):
        fan_out("b", items=lambda ctx: [], run_item=lambda ctx, i: {}, early_after="a")


def test_only_the_stage_lists_its_items(workspace: Workspace, inline_dispatch: list[Any]) -> None:
    """An item done before its stage listed the items leaves the listing to the stage: were it to list them
    itself, the stage's own listing could find that step busy and send nothing (a job stalled in CI so)."""
    computed: list[str] = []
    register_pipeline(kind="early_list_test", stages=_early_pipeline(computed))
    try:
        job = services.start_job(workspace=workspace, kind="early_list_test", seed=None, created_by=None)
        SynthesisJob.objects.filter(pk=job.pk).update(stage_index=2)  # "a" and "between" are done
        services.run_item(job_id=job.pk, stage_index=2, item="b-a0")  # sent early, done as the job arrives
        assert JobStep.objects.get(job=job, step="b", item="b-a0").status == StepStatus.DONE
        assert not JobStep.objects.filter(job=job, step="b:items").exists()
        services.run_stage(job_id=job.pk, stage_index=2)
        job.refresh_from_db()
        assert job.status == "succeeded" and computed == ["b-a0", "b-a1", "b-a2", "end"]
    finally:
        unregister("early_list_test")
