"""`manage.py serve_mcp` as an MCP client uses it: a subprocess over stdio, the environment from the DB."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from django.core.management import CommandError, call_command
from mcp import Client, StdioServerParameters

from synthesis.models import AuthorKind, Environment, EnvironmentRevision
from tests.exports.fixtures import shop_spec

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.django_db(transaction=True)


def _environment(workspace: Any, *, status: str) -> Environment:
    spec = shop_spec()
    environment = Environment.objects.create(
        workspace=workspace, slug=spec.slug, name=spec.name, status=status
    )
    revision = EnvironmentRevision.objects.create(
        environment=environment, number=1, ir=spec.model_dump(mode="json"), author_kind=AuthorKind.PIPELINE
    )
    environment.current_revision = revision
    environment.save(update_fields=["current_revision"])
    return environment


def test_an_approved_environment_is_served_over_stdio(
    workspace: Any, worker_environment: Callable[..., dict[str, str]]
) -> None:
    _environment(workspace, status="approved")
    parameters = StdioServerParameters(
        command=sys.executable,
        args=["manage.py", "serve_mcp", "--workspace", workspace.slug, "--environment", "shop"],
        cwd=str(ROOT),
        env=worker_environment(),
    )

    async def run() -> tuple[list[str], Any]:
        with anyio.fail_after(90):
            async with Client(parameters, mode="legacy") as client:
                listed = await client.list_tools()
                result = await client.call_tool("cancel_order", {"order_id": "nope"})
                return sorted(t.name for t in listed.tools), result

    names, result = anyio.run(run)
    assert {"cancel_order", "get_order", "list_orders"} <= set(names)
    assert result.is_error is True and "nope" in str(result.structured_content)


def test_an_unapproved_environment_is_refused(
    workspace: Any, worker_environment: Callable[..., dict[str, str]]
) -> None:
    _environment(workspace, status="pending")
    done = subprocess.run(
        [sys.executable, "manage.py", "serve_mcp", "--workspace", workspace.slug, "--environment", "shop"],
        cwd=ROOT,
        env=worker_environment(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "not approved" in done.stderr


def test_http_off_loopback_without_a_token_refuses_to_start(workspace: Any, settings: Any) -> None:
    _environment(workspace, status="approved")
    settings.MCP_HTTP_TOKEN = ""
    command = ["serve_mcp", "--workspace", workspace.slug, "--environment", "shop", "--http", "8765"]
    for host in ("0.0.0.0", "192.168.1.20", "mcp.example.org"):
        with pytest.raises(CommandError, match="MCP_HTTP_TOKEN"):
            call_command(*command, "--host", host)
    settings.MCP_HTTP_TOKEN = "too-short"
    with pytest.raises(CommandError, match="at least 16"):
        call_command(*command, "--host", "0.0.0.0")
