"""Job options are typed by their kind and refused before any row exists: form, CLI, start_job."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import CommandError, call_command

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.jobs.kinds import JobOptionsError
from synthesis.jobs.registry import get_kind
from synthesis.models import Seed, SynthesisJob

pytestmark = pytest.mark.django_db

REFUSED = [
    ("scenarioz=40", "'scenarioz' is not an option of domain jobs"),
    ("scenarios=true", "'scenarios': Input should be a valid integer"),
    ("scenarios=201", "'scenarios': Input should be less than or equal to 200"),
    ("chain_length=5-2", "'chain_length'"),
    ("scenario_builder=magic", "'scenario_builder'"),
    ("merge_threshold=0.5", "'merge_threshold' is not an option of domain jobs"),
    ('llm={"LLM_BASE_URL": "http://127.0.0.1:9/v1"}', "'llm' is not an option of domain jobs"),
    ("llm_endpoint=elsewhere", "'llm_endpoint': no LLM endpoint named 'elsewhere'"),
]


# start_job sends the first stage once the job row commits: django_capture_on_commit_callbacks shows what
# would have been queued.


@pytest.mark.parametrize(("line", "message"), REFUSED)
def test_the_form_refuses_bad_options_before_anything_exists(
    client: Any,
    workspace: Workspace,
    member: Any,
    django_capture_on_commit_callbacks: Any,
    line: str,
    message: str,
) -> None:
    client.force_login(member)
    with django_capture_on_commit_callbacks() as sent:
        page = client.post(
            f"/w/{workspace.slug}/jobs/start/",
            {"kind": "domain", "domain": "a dentist", "options": line},
            follow=True,
        ).content.decode()
    assert message.replace("'", "&#x27;") in page
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists() and not sent


@pytest.mark.parametrize(("line", "message"), REFUSED)
def test_the_command_refuses_bad_options_before_anything_exists(
    workspace: Workspace, django_capture_on_commit_callbacks: Any, line: str, message: str
) -> None:
    with (
        django_capture_on_commit_callbacks() as sent,
        pytest.raises(CommandError, match=message.replace("(", r"\(").replace("[", r"\[")),
    ):
        call_command("synthesize", "--workspace", workspace.name, "--domain", "a dentist", "--option", line)
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists() and not sent


def test_good_options_are_stored_typed(
    workspace: Workspace, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks() as sent:
        job = services.start_seed_job(
            workspace=workspace,
            kind="corpus",
            upload=_corpus(),
            filename="tasks.txt",
            options={
                "chain_length": 3,
                "merge_threshold": 1,
                "explore": False,
                "override_screening_reason": "ok",
            },
            created_by=owner,
        )
    assert job.options == {
        "chain_length": "3-3",
        "merge_threshold": 1.0,
        "explore": False,
        "override_screening_reason": "ok",
    }
    assert len(sent) == 1  # the first stage, sent once the job row is committed


def test_only_admins_override_screening_and_a_refusal_leaves_no_seed(
    workspace: Workspace, member: Any
) -> None:
    with pytest.raises(services.SeedError, match="Only a workspace admin"):
        services.start_seed_job(
            workspace=workspace,
            kind="domain",
            text="a dentist",
            options={"override_screening_reason": "fine"},
            created_by=member,
        )
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists()


def test_start_job_checks_options_for_every_caller(
    workspace: Workspace, django_capture_on_commit_callbacks: Any
) -> None:
    with (
        django_capture_on_commit_callbacks() as sent,
        pytest.raises(JobOptionsError, match="'items' is not an option of spec jobs"),
    ):
        services.start_job(workspace=workspace, kind="spec", seed=None, options={"items": 2}, created_by=None)
    assert not SynthesisJob.objects.exists() and not sent


def test_each_kind_lists_its_options_with_defaults_on_the_page(
    client: Any, workspace: Workspace, member: Any
) -> None:
    client.force_login(member)
    page = client.get(f"/w/{workspace.slug}/").content.decode()
    for kind in ("domain", "corpus", "spec"):
        assert f'id="options-{kind}"' in page
    spec_options = page.split('id="options-spec"')[1].split("</details>")[0]
    assert "<code>enrich</code>" in spec_options and "<code>merge_threshold</code>" not in spec_options
    assert "<code>scenarios</code></td><td><code>12</code>" in spec_options
    corpus_options = page.split('id="options-corpus"')[1].split("</details>")[0]
    assert "<code>merge_threshold</code></td><td><code>0.82</code>" in corpus_options
    rollout_options = [row["name"] for row in get_kind("rollout").option_rows()]
    assert rollout_options == ["llm_endpoint", "llm_base_url", "llm_model", "rollout"]


def _corpus() -> Any:
    from django.core.files.base import ContentFile

    return ContentFile(b"Book a table for two tonight\nCancel my dentist appointment\n", name="tasks.txt")
