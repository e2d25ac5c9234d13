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


# The form posts one field per option (synthesis/forms.py); what it cannot express (an unknown key) is the
# command's to refuse.
FORM_REFUSED = [
    ({"opt_scenarios": "true"}, "Enter a whole number."),
    ({"opt_scenarios": "201"}, "Input should be less than or equal to 200"),
    ({"opt_chain_length": "5-2"}, "must be within 1-12 with min &lt;= max"),
    ({"opt_scenario_builder": "magic"}, "Input should be &#x27;auto&#x27;, &#x27;deterministic&#x27; or"),
    ({"opt_llm_endpoint": "elsewhere"}, "no LLM endpoint named &#x27;elsewhere&#x27;"),
]


@pytest.mark.parametrize(("fields", "message"), FORM_REFUSED)
def test_the_form_refuses_bad_options_before_anything_exists(
    client: Any,
    workspace: Workspace,
    owner: Any,
    django_capture_on_commit_callbacks: Any,
    fields: dict[str, str],
    message: str,
) -> None:
    client.force_login(owner)
    with django_capture_on_commit_callbacks() as sent:
        page = client.post(
            f"/w/{workspace.slug}/jobs/start/",
            {"kind": "domain", "domain": "a dentist", **fields},
            follow=True,
        ).content.decode()
        beside = client.post(
            f"/w/{workspace.slug}/jobs/start/",
            {"kind": "domain", "domain": "a dentist", **fields},
            headers={"HX-Request": "true"},
        ).content.decode()
    assert message in page
    # Through htmx the form comes back with the error beside its field and the value kept.
    name = next(iter(fields))
    assert f'id="error_{name}"' in beside and message in beside.split(f'id="error_{name}"')[1]
    assert not Seed.objects.exists() and not SynthesisJob.objects.exists() and not sent


def test_the_form_posts_only_what_differs_from_the_defaults(
    client: Any, workspace: Workspace, member: Any, django_capture_on_commit_callbacks: Any
) -> None:
    client.force_login(member)
    fields = {"opt_scenarios": "3", "opt_explore": ["false"], "opt_policy_share": "0.15", "opt_seed": "0"}
    with django_capture_on_commit_callbacks():
        response = client.post(
            f"/w/{workspace.slug}/jobs/start/",
            {"kind": "domain", "domain": "a dentist", **fields},
            headers={"HX-Request": "true"},
        )
    job = SynthesisJob.objects.get()
    assert response.headers["HX-Redirect"] == f"/w/{workspace.slug}/jobs/{job.pk}/"
    assert job.options == {"scenarios": 3, "explore": False}


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


def test_the_start_form_shows_the_chosen_kinds_options_as_fields(
    client: Any, workspace: Workspace, member: Any, owner: Any
) -> None:
    client.force_login(member)
    page = client.get(f"/w/{workspace.slug}/").content.decode()
    assert 'id="options-domain"' in page and 'name="options"' not in page
    assert (
        'type="number" name="opt_scenarios" id="id_opt_scenarios" value="12" step="1" min="0" max="200"'
        in page
    )
    assert 'type="checkbox" name="opt_explore" id="id_opt_explore" value="true" checked' in page
    assert "opt_llm_endpoint" not in page and "opt_override_screening_reason" not in page  # admins only
    spec = client.get(f"/w/{workspace.slug}/jobs/start/fields/", {"kind": "spec"}).content.decode()
    assert 'name="opt_enrich"' in spec and "opt_merge_threshold" not in spec and 'type="file"' in spec
    corpus = client.get(f"/w/{workspace.slug}/jobs/start/fields/", {"kind": "corpus"}).content.decode()
    assert (
        'name="opt_merge_threshold" id="id_opt_merge_threshold" value="0.82" step="0.01" min="0.0"' in corpus
    )
    assert corpus.index("Advanced options") < corpus.index("opt_merge_threshold")
    assert '<option value="llm">llm</option>' in corpus  # scenario_builder: a select of its Literal
    client.force_login(owner)
    admin = client.get(f"/w/{workspace.slug}/jobs/start/fields/", {"kind": "domain"}).content.decode()
    assert "opt_llm_endpoint" in admin and "opt_override_screening_reason" in admin
    rollout_options = [row["name"] for row in get_kind("rollout").option_rows()]
    assert rollout_options == [
        "llm_endpoint",
        "llm_base_url",
        "llm_model",
        "budget_tokens",
        "budget_cost",
        "rollout",
    ]


def _corpus() -> Any:
    from django.core.files.base import ContentFile

    return ContentFile(b"Book a table for two tonight\nCancel my dentist appointment\n", name="tasks.txt")
