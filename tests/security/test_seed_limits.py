"""Issue 39, finding 9: a text seed's limit (the domain's 200 characters) is checked at the form, the command
and the service, before the seed or the job is saved; before, only the worker refused a 5 MB domain text."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import CommandError, call_command

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.jobs.kinds import MAX_SEED_TEXT_CHARS, SeedForm, SeedRefused
from synthesis.models import Seed, SynthesisJob
from synthesis.pipelines.domain import MAX_DOMAIN_CHARS

pytestmark = pytest.mark.django_db

HUGE = "a bike repair shop " * 275_000  # ~5 MB, as in the probe
MESSAGE = f"at most {MAX_DOMAIN_CHARS:,} characters"


def _nothing_saved(sent: list[Any]) -> None:
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists() and not sent


def test_the_form_refuses_a_long_domain_before_anything_exists(
    client: Any, workspace: Workspace, member: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(member)
    too_long = "x" * (MAX_DOMAIN_CHARS + 1)
    with django_capture_on_commit_callbacks() as sent:
        page = client.post(
            f"/w/{workspace.slug}/jobs/start/", {"kind": "domain", "domain": too_long}, follow=True
        ).content.decode()
    assert MESSAGE in page and f"this one has {MAX_DOMAIN_CHARS + 1}" in page
    _nothing_saved(sent)


def test_the_command_refuses_a_5_mb_domain_before_anything_exists(
    workspace: Workspace, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks() as sent, pytest.raises(CommandError, match=MESSAGE):
        call_command("synthesize", "--workspace", workspace.name, "--domain", HUGE)
    _nothing_saved(sent)


def test_the_service_refuses_it_too(workspace: Workspace, django_capture_on_commit_callbacks: Any) -> None:
    with django_capture_on_commit_callbacks() as sent, pytest.raises(services.SeedError, match=MESSAGE):
        services.start_seed_job(workspace=workspace, kind="domain", text=HUGE, created_by=None)
    _nothing_saved(sent)


def test_the_limit_counts_the_stripped_text_and_200_characters_pass(
    workspace: Workspace, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks():
        job = services.start_seed_job(
            workspace=workspace, kind="domain", text=f"  {'d' * MAX_DOMAIN_CHARS}\n", created_by=None
        )
    assert len(job.seed.text) == MAX_DOMAIN_CHARS


def test_every_text_kind_has_a_limit() -> None:
    form = SeedForm(takes="text", label="a name")
    form.check_text("n" * MAX_SEED_TEXT_CHARS)
    with pytest.raises(SeedRefused, match=f"A name has at most {MAX_SEED_TEXT_CHARS:,} characters"):
        form.check_text("n" * (MAX_SEED_TEXT_CHARS + 1))
