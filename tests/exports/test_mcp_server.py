"""The MCP server: a real MCP client session over stdio (server subprocess) and over streamable HTTP."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client, StdioServerParameters
from mcp_types import TextContent

from review.exports import BundleError, write_bundle
from review.exports.mcp_server import build_server
from synthesis.sandbox import sandbox_status
from tests.exports.fixtures import shop_export

ROOT = Path(__file__).resolve().parents[2]


def _isolation_flags() -> list[str]:
    """The real sandbox when this machine isolates; in CI, a missing sandbox is a failure, not a skip."""
    if sandbox_status().isolated:
        return []
    if os.environ.get("CI"):
        pytest.fail(f"CI needs an isolated sandbox (bubblewrap): {sandbox_status().detail}")
    return ["--allow-unisolated"]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("mcp") / "bundle.zip"
    write_bundle(
        out=path,
        workspace="w",
        environments=[shop_export()],
        created_at="2025-03-01T00:00:00Z",
        envstudio_version="0.1.0",
        review_record=[],
    )
    return path


def _server_args(bundle: Path) -> list[str]:
    return [
        "-m",
        "review.exports.mcp_server",
        "--bundle",
        str(bundle),
        "--environment",
        "shop",
        "--scenario",
        "shop-cancel-o1",
        *_isolation_flags(),
    ]


async def _exercise(client: Client) -> dict[str, Any]:
    listed = await client.list_tools()
    ok = await client.call_tool("cancel_order", {"order_id": "o1"})
    again = await client.call_tool("cancel_order", {"order_id": "o1"})
    read = await client.call_tool("get_order", {"order_id": "o1"})
    text = ok.content[0]
    assert isinstance(text, TextContent)
    return {
        "tools": {t.name: t.annotations.read_only_hint if t.annotations else None for t in listed.tools},
        "schema": next(t.input_schema for t in listed.tools if t.name == "list_orders"),
        "ok": [ok.is_error, ok.structured_content, json.loads(text.text)],
        "again": [again.is_error, again.structured_content],
        "read": read.structured_content,
    }


def _check_report(report: dict[str, Any]) -> None:
    assert report["tools"] == {
        "get_order": True,
        "list_orders": True,
        "cancel_order": False,
        "add_note": False,
    }
    assert report["schema"]["required"] == ["customer_id"]
    is_error, structured, text = report["ok"]
    assert is_error is False and structured == {"success": True, "message": "order o1 cancelled"}
    assert text == structured
    # The second call sees the state the first one left: one state per session.
    assert report["again"][0] is True and "cancelled" in report["again"][1]["error"]
    assert report["read"]["data"]["status"] == "cancelled"


def test_stdio_session_lists_and_calls_tools(bundle: Path) -> None:
    parameters = StdioServerParameters(
        command=sys.executable,
        args=_server_args(bundle),
        cwd=str(ROOT),
        env={"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(ROOT)},
    )

    async def run() -> dict[str, Any]:
        with anyio.fail_after(60):
            async with Client(parameters, mode="legacy") as client:
                return await _exercise(client)

    _check_report(anyio.run(run))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_streamable_http_sessions_get_fresh_states(bundle: Path) -> None:
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, *_server_args(bundle), "--http", str(port)],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}/mcp"

    async def wait_until_listening() -> None:
        with anyio.fail_after(30):
            while True:
                try:
                    stream = await anyio.connect_tcp("127.0.0.1", port)
                    await stream.aclose()
                    return
                except OSError:
                    if process.poll() is not None:
                        raise AssertionError("the server exited early") from None
                    await anyio.sleep(0.05)  # polling for the port, not timing anything

    async def run() -> tuple[dict[str, Any], Any]:
        await wait_until_listening()
        with anyio.fail_after(60):
            async with Client(url, mode="legacy") as first:
                report = await _exercise(first)
            async with Client(url, mode="legacy") as second:
                fresh = await second.call_tool("get_order", {"order_id": "o1"})
        return report, fresh.structured_content

    try:
        report, fresh = anyio.run(run)
    finally:
        process.terminate()
        process.wait(timeout=10)
    _check_report(report)
    assert fresh["data"]["status"] == "open"


def test_build_server_refuses_a_scenario_of_another_environment() -> None:
    exported = shop_export()
    other = exported.scenarios[0].spec.model_copy(update={"environment": "elsewhere"})
    with pytest.raises(BundleError, match="belongs to"):
        build_server(spec=exported.spec, scenario=other)


def test_the_command_line_refuses_http_off_loopback_without_a_token(bundle: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "MCP_HTTP_TOKEN"}
    done = subprocess.run(
        [sys.executable, *_server_args(bundle), "--http", "8765", "--host", "0.0.0.0"],
        cwd=ROOT,
        env=dict(env, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "not a loopback address" in done.stderr and "MCP_HTTP_TOKEN" in done.stderr


def test_the_command_line_server_takes_its_token_from_the_environment(bundle: Path) -> None:
    token = "t0ken-" + "y" * 26
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, *_server_args(bundle), "--http", str(port)],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT), MCP_HTTP_TOKEN=token),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    url = f"http://127.0.0.1:{port}/mcp"
    initialize = {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"},
        },
    }
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}

    async def run() -> tuple[int, int]:
        with anyio.fail_after(60):
            while True:  # polling for the port, not timing anything
                try:
                    stream = await anyio.connect_tcp("127.0.0.1", port)
                    await stream.aclose()
                    break
                except OSError:
                    if process.poll() is not None:
                        raise AssertionError("the server exited early") from None
                    await anyio.sleep(0.05)
            async with httpx.AsyncClient(timeout=30) as client:
                refused = await client.post(url, json=initialize, headers=headers)
                admitted = await client.post(
                    url, json=initialize, headers={**headers, "Authorization": f"Bearer {token}"}
                )
                return refused.status_code, admitted.status_code

    try:
        refused, admitted = anyio.run(run)
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert (refused, admitted) == (401, 200)
