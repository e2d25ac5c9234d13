"""Pages by role: everyone sees why a job failed, only admins see the traceback; options are not shown to
viewers; exports and the dashboard show the reason only."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from review.exports.models import Export
from synthesis.job_failures import public_reason
from synthesis.models import SynthesisJob

pytestmark = pytest.mark.django_db

INTERNAL = "verify/shop: KeyError: '/srv/envstudio/var/media/secret-path'"
TRACEBACK = 'Traceback (most recent call last):\n  File "/srv/envstudio/synthesis/services.py", line 1'


def _page(user: Any, url: str) -> str:
    client = Client()
    client.force_login(user)
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def failed_job(workspace: Any) -> SynthesisJob:
    return SynthesisJob.objects.create(
        workspace=workspace,
        kind="spec",
        status="failed",
        options={"scenarios": 3, "llm_endpoint": "secure"},
        error=f"{INTERNAL}\n\n{TRACEBACK}",
    )


def test_public_reasons_hide_unexpected_exception_text_only() -> None:
    assert public_reason(f"{INTERNAL}\n\n{TRACEBACK}") == (
        "verify/shop: an internal error (KeyError); "
        "the details are in the server log and shown to workspace admins"
    )
    assert public_reason("parse: library.sql line 3: unknown type\n\nTraceback ...") == (
        "parse: library.sql line 3: unknown type"
    )
    assert public_reason("ValueError: /srv/x").startswith("an internal error (ValueError)")


def test_viewers_and_reviewers_see_the_reason_admins_the_traceback(
    failed_job: SynthesisJob, owner: Any, member: Any, viewer: Any
) -> None:
    url = reverse("job-detail", args=["acme", failed_job.pk])
    for user in (viewer, member):
        page = _page(user, url)
        assert "an internal error (KeyError)" in page
        assert "Traceback" not in page and "/srv/envstudio" not in page
    assert 'id="job-options"' not in _page(viewer, url)
    assert 'id="job-options"' in _page(member, url)
    admin_page = _page(owner, url)
    assert "Traceback (most recent call last)" in admin_page and "secret-path" in admin_page


def test_the_dashboard_and_exports_show_reasons_only(
    workspace: Any, failed_job: SynthesisJob, viewer: Any
) -> None:
    Export.objects.create(
        workspace=workspace, status="failed", error=f"OSError: /srv/disk full\n\n{TRACEBACK}"
    )
    dashboard = _page(viewer, reverse("review-dashboard", args=["acme"]))
    exports = _page(viewer, reverse("export-list", args=["acme"]))
    for page in (dashboard, exports):
        assert "Traceback" not in page and "/srv/" not in page
    assert "an internal error (OSError)" in exports
