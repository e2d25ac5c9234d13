"""Every page and endpoint, for owner (admin), member (reviewer), viewer, outsider and anonymous."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from envstudio.tenancy.models import Membership, Workspace
from synthesis.models import SynthesisJob

pytestmark = pytest.mark.django_db

OK, REDIRECT, FORBIDDEN, NOT_FOUND = 200, 302, 403, 404


@pytest.fixture
def job(workspace: Workspace, owner: Any) -> SynthesisJob:
    return SynthesisJob.objects.create(workspace=workspace, kind="selftest", created_by=owner)


def _endpoint(name: str, workspace: Workspace, job: SynthesisJob) -> tuple[str, str, dict[str, str]]:
    slug = workspace.slug
    viewer_membership = Membership.objects.get(workspace=workspace, user__username="viewer")
    table: dict[str, tuple[str, str, dict[str, str]]] = {
        "workspace-detail": ("get", reverse("workspace-detail", args=[slug]), {}),
        "member-list": ("get", reverse("member-list", args=[slug]), {}),
        "member-add": (
            "post",
            reverse("member-add", args=[slug]),
            {"username": "outsider", "role": "viewer"},
        ),
        "member-role": (
            "post",
            reverse("member-role", args=[slug, viewer_membership.pk]),
            {"role": "reviewer"},
        ),
        "member-remove": ("post", reverse("member-remove", args=[slug, viewer_membership.pk]), {}),
        "job-list": ("get", reverse("job-list", args=[slug]), {}),
        "job-start": ("post", reverse("job-start", args=[slug]), {"kind": "domain", "domain": "a bike shop"}),
        "job-detail": ("get", reverse("job-detail", args=[slug, job.pk]), {}),
        "job-progress": ("get", reverse("job-progress", args=[slug, job.pk]), {}),
        "job-cancel": ("post", reverse("job-cancel", args=[slug, job.pk]), {}),
    }
    return table[name]


# endpoint: expected status for (owner, member, viewer, outsider)
EXPECTED = {
    "workspace-detail": (OK, OK, OK, NOT_FOUND),
    "member-list": (OK, OK, OK, NOT_FOUND),
    "member-add": (REDIRECT, FORBIDDEN, FORBIDDEN, NOT_FOUND),
    "member-role": (REDIRECT, FORBIDDEN, FORBIDDEN, NOT_FOUND),
    "member-remove": (REDIRECT, FORBIDDEN, FORBIDDEN, NOT_FOUND),
    "job-list": (OK, OK, OK, NOT_FOUND),
    "job-start": (REDIRECT, REDIRECT, FORBIDDEN, NOT_FOUND),
    "job-detail": (OK, OK, OK, NOT_FOUND),
    "job-progress": (OK, OK, OK, NOT_FOUND),
    "job-cancel": (REDIRECT, REDIRECT, FORBIDDEN, NOT_FOUND),
}
PEOPLE = ("owner", "member", "viewer", "outsider")


@pytest.mark.parametrize("person", PEOPLE)
@pytest.mark.parametrize("endpoint", sorted(EXPECTED))
def test_access(
    client: Client,
    workspace: Workspace,
    job: SynthesisJob,
    django_user_model: Any,
    endpoint: str,
    person: str,
) -> None:
    method, url, data = _endpoint(endpoint, workspace, job)
    client.force_login(django_user_model.objects.get(username=person))
    jobs_before = SynthesisJob.objects.count()
    memberships_before = list(Membership.objects.values_list("pk", "role").order_by("pk"))
    response = getattr(client, method)(url, data)
    expected = EXPECTED[endpoint][PEOPLE.index(person)]
    assert response.status_code == expected
    if expected in (FORBIDDEN, NOT_FOUND):
        # Refused requests change nothing.
        assert SynthesisJob.objects.count() == jobs_before
        assert list(Membership.objects.values_list("pk", "role").order_by("pk")) == memberships_before
        job.refresh_from_db()
        assert not job.cancel_requested and job.status == "queued"


@pytest.mark.parametrize("endpoint", sorted(EXPECTED))
def test_anonymous_is_sent_to_login(
    client: Client, workspace: Workspace, job: SynthesisJob, endpoint: str
) -> None:
    method, url, data = _endpoint(endpoint, workspace, job)
    response = getattr(client, method)(url, data)
    assert response.status_code == REDIRECT
    assert response["Location"].startswith(reverse("login"))


def test_pages_outside_workspaces_need_login(client: Client) -> None:
    for name in ("workspace-list", "workspace-create"):
        assert client.get(reverse(name))["Location"].startswith(reverse("login"))
    assert client.get(reverse("login")).status_code == OK


def test_a_job_is_only_reachable_through_its_own_workspace(
    client: Client, workspace: Workspace, job: SynthesisJob, outsider: Any
) -> None:
    elsewhere = Workspace.objects.get(name="Elsewhere")
    client.force_login(outsider)
    assert client.get(reverse("job-detail", args=[elsewhere.slug, job.pk])).status_code == NOT_FOUND
    assert client.post(reverse("job-cancel", args=[elsewhere.slug, job.pk])).status_code == NOT_FOUND


def test_viewer_sees_no_start_form_and_reviewer_does(
    client: Client, workspace: Workspace, viewer: Any, member: Any
) -> None:
    client.force_login(viewer)
    assert (
        'id="start-job"'
        not in client.get(reverse("workspace-detail", args=[workspace.slug])).content.decode()
    )
    client.force_login(member)
    assert 'id="start-job"' in client.get(reverse("workspace-detail", args=[workspace.slug])).content.decode()


def test_login_and_logout(client: Client, owner: Any) -> None:
    response = client.post(reverse("login"), {"username": "owner", "password": "owner-password-1"})
    assert response.status_code == REDIRECT
    assert client.get(reverse("workspace-list")).status_code == OK
    bad = Client().post(reverse("login"), {"username": "owner", "password": "wrong"})
    assert bad.status_code == OK and "didn't match" in bad.content.decode()
    client.post(reverse("logout"))
    assert client.get(reverse("workspace-list")).status_code == REDIRECT
