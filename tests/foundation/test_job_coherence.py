"""The job page's coherence section: each rule with the scenarios that break it, linked to their pages."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis.models import Environment, EnvironmentRevision, Scenario, ScenarioRevision, SynthesisJob
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios.builder import build_scenario
from tests.scenarios.library_env import library_spec

pytestmark = pytest.mark.django_db


def test_job_page_lists_rules_and_the_offending_scenario(owner: Any, workspace: Workspace) -> None:
    spec = library_spec()
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state={"members": [], "books": [], "loans": []})
        good = build_scenario(spec=spec, chain=["get_member", "update_email"], seed=3, session=session)
    bad = good.model_copy(update={"id": "library-bad", "task": "The id is 2. Please update the email."})
    job = SynthesisJob.objects.create(workspace=workspace, kind="spec", status="succeeded", stage_index=5)
    env = Environment.objects.create(
        workspace=workspace, job=job, job_key="library", slug="library", name="L"
    )
    env.current_revision = EnvironmentRevision.objects.create(
        environment=env, number=1, ir=spec.model_dump(mode="json")
    )
    env.save()
    pages: dict[str, int] = {}
    for scenario in (good, bad):
        row = Scenario.objects.create(environment=env, job=job, key=scenario.id)
        row.current_revision = ScenarioRevision.objects.create(
            scenario=row, number=1, ir=scenario.model_dump(mode="json"), proof_passed=True
        )
        row.save()
        pages[scenario.id] = row.pk
    client = Client()
    client.force_login(owner)
    page = client.get(reverse("job-detail", args=[workspace.slug, job.pk])).content.decode()
    section = page.split('id="job-coherence"', 1)[1].split("</div>", 1)[0]
    assert 'data-rule="no_bare_id" data-passed="false"' in section
    assert 'data-rule="persona_from_row" data-passed="true"' in section
    assert f'href="{reverse("review-scenario", args=[workspace.slug, pages["library-bad"]])}"' in section
    assert f'href="{reverse("review-scenario", args=[workspace.slug, pages[good.id]])}"' not in section
    assert "says &#x27;The id&#x27;" in section or "says 'The id'" in section
