"""python manage.py review: listing and deciding with the UI's permissions and audit log."""

from __future__ import annotations

import json
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from review.models import AuditEvent, Decision
from synthesis.scenarios.titles import short_title
from tests.review.factories import make_environment, make_scenario

pytestmark = pytest.mark.django_db


def _run(*args: str) -> str:
    out = StringIO()
    call_command("review", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def env(workspace: Any) -> Any:
    environment = make_environment(workspace=workspace)
    make_scenario(environment=environment)
    return environment


def test_list_as_json(workspace: Any, env: Any) -> None:
    rows = [json.loads(line) for line in _run("--workspace", "Acme", "--list", "--json").splitlines()]
    scenario = env.scenarios.get()
    title = short_title(scenario.current_revision.ir["task"]) or "s1"
    assert title != "s1"
    assert rows == [
        {"id": f"env:{env.pk}", "name": "library", "title": env.name, "revision": 1, "status": "pending"},
        {
            "id": f"scn:{scenario.pk}",
            "name": "library/s1",
            "title": title,
            "revision": 1,
            "status": "pending",
        },
    ]
    # The table names a scenario by its title (the task's first request), not its key.
    assert f"library: {title}" in _run("--workspace", "Acme", "--list")


def test_list_filters_by_status(workspace: Any, env: Any) -> None:
    assert "0 items" in _run("--workspace", workspace.slug, "--list", "--status", "approved")
    assert "2 items" in _run("--workspace", workspace.slug, "--list", "--status", "pending")


def test_approve_through_the_services(workspace: Any, member: Any, env: Any) -> None:
    output = _run("--workspace", "Acme", "--as", "member", "--approve", f"env:{env.pk}")
    assert "approved" in output
    env.refresh_from_db()
    assert env.status == "approved"
    assert AuditEvent.objects.get(action="decision.approve").actor == member


def test_approving_twice_from_the_shell_records_once(workspace: Any, member: Any, env: Any) -> None:
    _run("--workspace", "Acme", "--as", "member", "--approve", f"env:{env.pk}")
    output = _run("--workspace", "Acme", "--as", "member", "--approve", f"env:{env.pk}")
    assert "already decided approve; nothing recorded" in output
    assert Decision.objects.count() == 1
    assert AuditEvent.objects.filter(action="decision.approve").count() == 1


def test_reject_needs_reason(workspace: Any, owner: Any, env: Any) -> None:
    with pytest.raises(CommandError, match="needs a reason"):
        _run("--workspace", "Acme", "--as", "owner", "--reject", f"env:{env.pk}")
    _run(
        "--workspace", "Acme", "--as", "owner", "--reject", f"scn:{env.scenarios.get().pk}", "--reason", "bad"
    )
    assert Decision.objects.get().verdict == "reject"


def test_same_permissions_as_the_ui(workspace: Any, viewer: Any, outsider: Any, env: Any) -> None:
    for username in ("viewer", "outsider"):
        with pytest.raises(CommandError, match=r"role|not a member"):
            _run("--workspace", "Acme", "--as", username, "--approve", f"env:{env.pk}")
    assert not Decision.objects.exists()


def test_bad_arguments_are_clear(workspace: Any, owner: Any, env: Any) -> None:
    with pytest.raises(CommandError, match="No workspace"):
        _run("--workspace", "Nope", "--list")
    with pytest.raises(CommandError, match="exactly one"):
        _run("--workspace", "Acme")
    with pytest.raises(CommandError, match="not an item id"):
        _run("--workspace", "Acme", "--as", "owner", "--approve", "12")
    with pytest.raises(CommandError, match="No item env:999"):
        _run("--workspace", "Acme", "--as", "owner", "--approve", "env:999")
    with pytest.raises(CommandError, match="--as"):
        _run("--workspace", "Acme", "--approve", f"env:{env.pk}")
    with pytest.raises(CommandError, match="No user"):
        _run("--workspace", "Acme", "--as", "ghost", "--approve", f"env:{env.pk}")
