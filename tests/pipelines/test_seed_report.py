"""The job page shows what a dump held: rows per table with a sample, rejected rows by reason, and skipped
statements by kind with counts and first lines (escaped)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis.models import Environment, EnvironmentRevision, SynthesisJob
from synthesis.seeds.specs import parse_sql
from synthesis.selectors import seed_report

pytestmark = pytest.mark.django_db
CHINOOK = Path(__file__).resolve().parents[1] / "data" / "specs" / "public" / "chinook.postgres.sql"
XSS = "<script>alert(1)</script>"


def test_the_job_page_shows_the_dump_rows_rejections_and_skipped_statements(
    owner: Any, workspace: Workspace
) -> None:
    spec = parse_sql(CHINOOK, name="chinook")
    ir = spec.model_dump(mode="json")
    ir["seed_data"]["rows"]["genre"][0]["name"] = XSS
    job = SynthesisJob.objects.create(workspace=workspace, kind="spec", status="succeeded")
    env = Environment.objects.create(
        workspace=workspace, job=job, job_key="spec", slug="chinook", name="Chinook"
    )
    env.current_revision = EnvironmentRevision.objects.create(environment=env, number=1, ir=ir, summary={})
    env.save()
    client = Client()
    client.force_login(owner)
    page = client.get(reverse("job-detail", args=[workspace.slug, job.pk])).content.decode()
    assert "Rows from the dump" in page
    assert "<b>track</b>: 120 rows" in page and "For Those About To Rock (We Salute You)" in page
    assert "&lt;script&gt;" in page and XSS not in page
    assert "Rows rejected" in page and "a foreign key to a row that is not in the data" in page
    assert "psql meta-command" in page and "line 28: \\c chinook;" in page


def test_a_seed_without_data_or_skipped_statements_has_no_report() -> None:
    assert seed_report({"provenance": {"skipped": []}, "seed_data": None}) == {}
    assert seed_report(None) == {}
    report = seed_report({"seed_data": {"rows": {"t": [{"a": 1}] * 5}, "truncated": {"t": 7}}})
    assert report["tables"] == [
        {"name": "t", "count": 5, "beyond": 7, "columns": ["a"], "sample": [[1], [1], [1]]}
    ]
