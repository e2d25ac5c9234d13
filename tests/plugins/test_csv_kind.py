"""A new seed kind is one file (tests/plugins/csv_kind.py): it runs in memory, through the start form, the
service start path with the database job context, and the synthesize command, none of which was changed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from django.core.files.base import ContentFile
from django.core.management import CommandError, call_command

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.ir import EnvironmentSpec
from synthesis.jobs.context import JobError
from synthesis.jobs.registry import register_kind
from synthesis.models import Environment, JobStatus, Scenario, Seed, SynthesisJob
from tests.pipelines.helpers import configure_llm, file_seed, run_kind
from tests.plugins import csv_kind

BOOKS = b"title,author,copies\nDune,Frank Herbert,3\nEmma,Jane Austen,1\nUlysses,James Joyce,2\n"


@pytest.fixture(autouse=True)
def csv_registered() -> Iterator[None]:
    configure_llm(None)  # offline: the csv kind, like specs, needs no LLM
    csv_kind.register()
    yield
    csv_kind.unregister_kind()


@pytest.fixture
def inline_dispatch(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run what would be sent to the workers right away, in this process, with the database job context."""

    def stage(*, job_id: int, stage_index: int) -> None:
        services.run_stage(job_id=job_id, stage_index=stage_index)

    def items(*, job_id: int, stage_index: int, stage: Any, items: list[str]) -> None:
        for item in items:
            services.run_item(job_id=job_id, stage_index=stage_index, item=item)

    monkeypatch.setattr(services.dispatch, "dispatch_stage", stage)
    monkeypatch.setattr(services.dispatch, "dispatch_items", items)


def test_the_csv_kind_runs_in_memory(tmp_path: Path) -> None:
    ctx = run_kind(
        kind="csv",
        seed=file_seed(tmp_path, kind="csv", filename="books.csv", data=BOOKS),
        options={"scenarios": 2},
    )
    [environment] = ctx.environments.values()
    spec = EnvironmentSpec.model_validate(environment["ir"])
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    assert spec.provenance.source == "csv"
    assert [field.name for field in spec.state_schema.tables[0].fields][1:] == ["title", "author", "copies"]
    assert spec.seed_data is not None and spec.seed_data.rows["books"][0]["title"] == "Dune"
    assert any(scenario["proof_passed"] for scenario in ctx.scenarios.values())


@pytest.mark.django_db(transaction=True)
def test_the_csv_kind_starts_from_the_form_and_runs_with_the_database(
    client: Any, workspace: Workspace, member: Any, inline_dispatch: None
) -> None:
    client.force_login(member)
    page = client.get(f"/w/{workspace.slug}/").content.decode()
    assert '<option value="csv">CSV of rows</option>' in page
    fields = client.get(f"/w/{workspace.slug}/jobs/start/fields/", {"kind": "csv"}).content.decode()
    assert 'id="options-csv"' in fields and '<option value=";">;</option>' in fields  # its own option
    refused = client.post(
        f"/w/{workspace.slug}/jobs/start/",
        {"kind": "csv", "file": ContentFile(b"book title\nDune\n", name="bad.csv")},
        follow=True,
    ).content.decode()
    assert "column names must be unique lower-case identifiers" in refused
    refused = client.post(
        f"/w/{workspace.slug}/jobs/start/",
        {"kind": "csv", "file": ContentFile(BOOKS, name="books.csv"), "opt_delimiter": "|"},
        follow=True,
    ).content.decode()
    assert "delimiter: Input should be" in refused
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists()

    response = client.post(
        f"/w/{workspace.slug}/jobs/start/",
        {"kind": "csv", "file": ContentFile(BOOKS, name="books.csv"), "opt_scenarios": "1"},
    )
    job = SynthesisJob.objects.get()
    assert response.status_code == 302, response.content.decode()[:500]
    assert (job.kind, job.seed.kind if job.seed else None, job.options) == ("csv", "csv", {"scenarios": 1})
    assert job.status == JobStatus.SUCCEEDED, job.error
    environment = Environment.objects.get(job=job)
    assert environment.current_revision is not None
    assert environment.current_revision.ir["provenance"]["source"] == "csv"
    # Twice as many chains as scenarios wanted are planned, and every one that builds is kept.
    assert 1 <= Scenario.objects.filter(environment=environment).count() <= 2


@pytest.mark.django_db
def test_the_synthesize_command_has_a_flag_for_the_new_kind(workspace: Workspace, tmp_path: Path) -> None:
    path = tmp_path / "books.csv"
    path.write_bytes(BOOKS)
    call_command("synthesize", "--workspace", workspace.name, "--csv", str(path), "--option", "delimiter=,")
    job = SynthesisJob.objects.get()
    assert (job.kind, job.options) == ("csv", {"delimiter": ","})
    with pytest.raises(CommandError, match="'delimiter'"):
        call_command(
            "synthesize", "--workspace", workspace.name, "--csv", str(path), "--option", "delimiter=|"
        )
    assert SynthesisJob.objects.count() == 1


def test_a_kind_designs_only_the_provenance_it_declares(tmp_path: Path) -> None:
    register_kind(replace(csv_kind.KIND, provenance_sources=("sql",)))
    seed = file_seed(tmp_path, kind="csv", filename="books.csv", data=BOOKS)
    with pytest.raises(JobError, match="with provenance 'csv', not one its kind declares \\(sql\\)"):
        run_kind(kind="csv", seed=seed, options={"scenarios": 1})
