"""Only admins choose an LLM endpoint, only configured names or allow-listed hosts; refused through the web
form, the CLI and the service, with nothing saved and nothing queued."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.messages import get_messages
from django.core.exceptions import PermissionDenied
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Workspace
from synthesis import services
from synthesis.models import Seed, SynthesisJob

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def endpoints(settings: Any) -> None:
    settings.ENVSTUDIO_LLM_ENDPOINTS = {
        "secure": {"base_url": "http://llm.internal/v1", "model": "m", "api_key_env": "SECURE_KEY"}
    }
    settings.ENVSTUDIO_LLM_ALLOWED_HOSTS = ("models.example.org",)


def _post_job(user: Any, options: dict[str, str]) -> list[str]:
    """A post of the start form's option fields ; a reviewer's form has no endpoint fields (posted anyway)."""
    client = Client()
    client.force_login(user)
    fields = {f"opt_{key}": value for key, value in options.items()}
    response = client.post(
        reverse("job-start", args=["acme"]), {"kind": "domain", "domain": "A pharmacy", **fields}
    )
    assert response.status_code == 302
    return [str(message) for message in get_messages(response.wsgi_request)]


def test_a_reviewer_cannot_choose_an_endpoint_in_the_form(workspace: Workspace, member: Any) -> None:
    for options in (
        {"llm_endpoint": "secure"},
        {"llm_base_url": "https://models.example.org/v1", "llm_model": "m"},
    ):
        shown = _post_job(member, options)
        assert any("Only a workspace admin may choose the LLM endpoint" in line for line in shown), shown
    assert not SynthesisJob.objects.exists() and not Seed.objects.exists()


def test_the_old_llm_option_is_refused_for_everyone(workspace: Workspace) -> None:
    # The form has no field for it; the command, run by the operator, is refused too.
    with pytest.raises(CommandError, match="'llm' is not an option of domain jobs"):
        call_command(
            "synthesize",
            "--workspace",
            "Acme",
            "--domain",
            "A pharmacy",
            "--option",
            'llm={"LLM_BASE_URL": "http://127.0.0.1:9/v1", "LLM_MODEL": "x"}',
        )
    assert not SynthesisJob.objects.exists() and not Seed.objects.exists()


def test_an_admin_off_the_allow_list_or_with_an_unknown_name_is_refused(
    workspace: Workspace, owner: Any
) -> None:
    shown = _post_job(owner, {"llm_base_url": "http://127.0.0.1:9/v1", "llm_model": "x"})
    assert any("not on the LLM host allow-list" in line for line in shown), shown
    shown = _post_job(owner, {"llm_endpoint": "nope"})
    assert any("no LLM endpoint named 'nope'" in line for line in shown), shown
    assert not SynthesisJob.objects.exists()


def test_an_admin_may_choose_a_configured_endpoint(
    workspace: Workspace, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=False):
        _post_job(owner, {"llm_endpoint": "secure"})
    assert SynthesisJob.objects.get().options == {"llm_endpoint": "secure"}


def test_the_service_refuses_a_reviewer_too(workspace: Workspace, member: Any) -> None:
    with pytest.raises(PermissionDenied):
        services.start_job(
            workspace=workspace,
            kind="domain",
            seed=None,
            options={"llm_endpoint": "secure"},
            created_by=member,
        )
    with pytest.raises(services.JobOptionsError, match="'llm' is not an option"):
        services.start_job(
            workspace=workspace,
            kind="domain",
            seed=None,
            options={"llm": {"LLM_BASE_URL": "x"}},
            created_by=None,
        )
    assert not SynthesisJob.objects.exists()


def test_the_cli_refuses_a_reviewer_and_a_host_off_the_list(workspace: Workspace, member: Any) -> None:
    base = ["synthesize", "--workspace", "Acme", "--domain", "A pharmacy"]
    with pytest.raises(CommandError, match="Only a workspace admin"):
        call_command(*base, "--as", "member", "--option", "llm_endpoint=secure")
    with pytest.raises(CommandError, match="allow-list"):
        call_command(*base, "--option", "llm_base_url=http://169.254.169.254/v1", "--option", "llm_model=m")
    with pytest.raises(CommandError, match="may not start jobs"):
        call_command(*base, "--as", "outsider")
    assert not SynthesisJob.objects.exists() and not Seed.objects.exists()


def test_admins_choose_the_workspace_endpoint_and_it_is_audited(
    workspace: Workspace, owner: Any, member: Any
) -> None:
    from envstudio.audit.models import AuditEvent

    url = reverse("workspace-llm-endpoint", args=["acme"])
    reviewer = Client()
    reviewer.force_login(member)
    assert reviewer.post(url, {"llm_endpoint": "secure"}).status_code == 403
    admin = Client()
    admin.force_login(owner)
    page = admin.get(reverse("workspace-detail", args=["acme"])).content.decode()
    assert 'id="llm-endpoint"' in page and '<option value="secure"' in page
    admin.post(url, {"llm_endpoint": "nope"})
    workspace.refresh_from_db()
    assert not workspace.settings.get("llm_endpoint")
    admin.post(url, {"llm_endpoint": "secure"})
    workspace.refresh_from_db()
    assert workspace.settings["llm_endpoint"] == "secure"
    event = AuditEvent.objects.get(action="llm.endpoint.workspace")
    assert (event.actor, event.old_value, event.new_value) == (
        owner,
        {"llm_endpoint": "default"},
        {"llm_endpoint": "secure"},
    )


def test_an_admin_may_use_an_allow_listed_host_free_form(
    workspace: Workspace, owner: Any, django_capture_on_commit_callbacks: Any
) -> None:
    with django_capture_on_commit_callbacks(execute=False):
        _post_job(owner, {"llm_base_url": "https://models.example.org/v1", "llm_model": "mine"})
    assert SynthesisJob.objects.get().options == {
        "llm_base_url": "https://models.example.org/v1",
        "llm_model": "mine",
    }
