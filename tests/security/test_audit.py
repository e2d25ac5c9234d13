"""Everything that changes state is audited (members, roles, jobs, cancels, endpoint choices, exports,
settings, review decisions): the admin's audit page filters it and downloads it as CSV; members and
outsiders cannot."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from envstudio.audit.models import AuditEvent
from envstudio.tenancy.models import Invitation, Membership, Workspace
from review import services as review_services
from synthesis.models import EnvironmentStatus, SynthesisJob
from tests.review.factories import make_environment

pytestmark = pytest.mark.django_db


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _table(response: Any) -> str:
    """The events table of the audit page (the filter form lists every action name)."""
    page = response.content.decode()
    return page[page.index('id="audit-events"') :]


@pytest.fixture
def audited(workspace: Workspace, owner: Any, member: Any, make_user: Any, settings: Any) -> Workspace:
    """A morning in Acme: members changed, jobs started and cancelled, an endpoint chosen, settings saved."""
    settings.ENVSTUDIO_LLM_ENDPOINTS = {"secure": {"base_url": "http://llm.internal/v1", "model": "m"}}
    newcomer_user = make_user("newcomer")
    admin = _client(owner)
    admin.post(reverse("member-add", args=["acme"]), {"username": "newcomer", "role": "viewer"})
    invitation = Invitation.objects.get(user=newcomer_user)  # an admin invites; the user accepts (issue 39)
    _client(newcomer_user).post(reverse("invitation-answer", args=[invitation.pk, "accept"]))
    newcomer = Membership.objects.get(workspace=workspace, user__username="newcomer")
    admin.post(reverse("member-role", args=["acme", newcomer.pk]), {"role": "reviewer"})
    admin.post(reverse("member-remove", args=["acme", newcomer.pk]))
    _client(member).post(reverse("job-start", args=["acme"]), {"kind": "domain", "domain": "A pharmacy"})
    job = SynthesisJob.objects.get()
    _client(member).post(reverse("job-cancel", args=["acme", job.pk]))
    admin.post(
        reverse("job-start", args=["acme"]),
        {"kind": "domain", "domain": "A clinic", "opt_llm_endpoint": "secure"},
    )
    review_services.update_review_settings(
        workspace=workspace, user=owner, required=2, claim_timeout_minutes=30
    )
    # An export needs something approved (an empty one is refused, and records nothing).
    make_environment(workspace=workspace, slug="approved", status=EnvironmentStatus.APPROVED)
    _client(member).post(reverse("export-start", args=["acme"]))
    return workspace


def test_every_change_is_recorded_with_actor_target_and_values(
    audited: Workspace, owner: Any, member: Any
) -> None:
    events = {event.action: event for event in AuditEvent.objects.filter(workspace=audited)}
    assert {
        "workspace.create",
        "member.add",
        "member.role",
        "member.remove",
        "job.start",
        "job.cancel",
        "llm.endpoint.job",
        "settings",
        "export.start",
    } <= set(events)
    role = events["member.role"]
    assert (role.actor, role.target_kind, role.target_label) == (owner, "membership", "newcomer")
    assert (role.old_value, role.new_value) == ({"role": "viewer"}, {"role": "reviewer"})
    assert events["member.remove"].old_value == {"role": "reviewer"}
    cancel = events["job.cancel"]
    assert cancel.actor == member and cancel.old_value == {"status": "queued"}
    assert cancel.new_value["status"] == "cancelled"
    endpoint = events["llm.endpoint.job"]
    assert endpoint.actor == owner and endpoint.new_value == {"llm_endpoint": "secure"}
    assert events["settings"].new_value["required_approvals"] == 2


def test_the_audit_page_filters_and_downloads_for_admins_only(
    audited: Workspace, owner: Any, member: Any, viewer: Any, outsider: Any
) -> None:
    url = reverse("audit-log", args=["acme"])
    assert _client(member).get(url).status_code == 403
    assert _client(viewer).get(url).status_code == 403
    assert _client(outsider).get(url).status_code == 404
    assert _client(outsider).get(reverse("audit-log-csv", args=["acme"])).status_code == 404
    assert _client(member).get(reverse("audit-log-csv", args=["acme"])).status_code == 403

    page = _table(_client(owner).get(url, {"action": "member"}))
    assert "member.role" in page and "member.remove" in page and "job.start" not in page
    page = _table(_client(owner).get(url, {"actor": "member"}))
    assert "job.cancel" in page and "member.role" not in page

    response = _client(owner).get(reverse("audit-log-csv", args=["acme"]), {"action": "job"})
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))
    assert {row["action"] for row in rows} == {"job.start", "job.cancel"}
    assert all(row["target_kind"] == "job" for row in rows)
    assert any(row["actor"] == "member" and '"queued"' in row["old_value"] for row in rows)


def test_outsiders_actions_never_reach_another_workspace_log(audited: Workspace, outsider: Any) -> None:
    elsewhere = Workspace.objects.get(name="Elsewhere")
    assert not AuditEvent.objects.filter(workspace=elsewhere).exclude(
        action__in=["workspace.create", "member.add"]
    )
    response = _client(outsider).post(
        reverse("member-add", args=["acme"]), {"username": "outsider", "role": "admin"}
    )
    assert response.status_code == 404
    assert not AuditEvent.objects.filter(workspace=audited, actor=outsider).exists()


def test_review_events_still_show_on_the_review_pages(audited: Workspace, viewer: Any) -> None:
    page = _client(viewer).get(reverse("review-audit", args=["acme"])).content.decode()
    assert "settings" in page
