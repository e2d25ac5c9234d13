"""`serve_mcp --http` sessions (issue 39, findings 4 and 6), against the real app on loopback.

The app runs in-process under uvicorn (a thread, on a socket bound to 127.0.0.1 before it starts), with real
sandbox workers counted by the session factory; clients are the official `mcp` SDK client and raw HTTP from
threads. Nothing waits for time to pass: the tests wait for events (requests arrived, workers closed),
bounded.
"""

from __future__ import annotations

import itertools
import json
import os
import secrets
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import AsyncExitStack, contextmanager
from typing import Any

import anyio
import httpx
import pytest
import uvicorn
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, LATEST_HANDSHAKE_VERSION, LATEST_MODERN_VERSION
from starlette.types import Receive, Scope, Send

from review.exports.mcp_http import ExposureError, check_http_exposure, http_app
from review.exports.mcp_server import DEFAULT_MAX_SESSIONS, EnvironmentStates, build_server
from synthesis.api import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import SandboxLimits, SandboxSession, open_session, sandbox_status
from tests.exports.fixtures import shop_export

OLD = LATEST_HANDSHAKE_VERSION  # a protocol with the initialize handshake and session ids
NEW = LATEST_MODERN_VERSION  # the sessionless protocol
TOKEN = "s3cret-" + "x" * 30
_REQUEST_IDS = itertools.count(1)
WAIT = 60.0  # seconds any one wait may take before the test fails (never a timing assumption)


def _allow_unisolated() -> bool:
    """The real sandbox when this machine isolates; in CI, a missing sandbox is a failure, not a skip."""
    if sandbox_status().isolated:
        return False
    if os.environ.get("CI"):
        pytest.fail(f"CI needs an isolated sandbox (bubblewrap): {sandbox_status().detail}")
    return True


class _Counted:
    """A real sandbox worker whose start and close the factory counts."""

    def __init__(self, worker: SandboxSession, workers: Workers) -> None:
        self._worker, self._workers, self._closed = worker, workers, False

    def load_environment(self, **kwargs: Any) -> None:
        self._worker.load_environment(**kwargs)

    def call(self, name: str, arguments: dict[str, Any]) -> Any:
        return self._worker.call(name, arguments)

    @property
    def alive(self) -> bool:
        return self._worker.alive

    def close(self) -> None:
        self._worker.close()
        if not self._closed:
            self._closed = True
            self._workers.closed()


class Workers:
    """The session factory: real sandbox workers, counted (started, live); ``gate`` holds each start."""

    def __init__(self, *, limits: SandboxLimits | None = None, gate: threading.Event | None = None) -> None:
        self.started = 0
        self.live = 0
        self._limits = limits or SandboxLimits()
        self._gate = gate
        self._unisolated = _allow_unisolated()
        self._changed = threading.Condition()

    def __call__(self) -> _Counted:
        with self._changed:
            self.started += 1
            self.live += 1
            self._changed.notify_all()
        try:
            if self._gate is not None and not self._gate.wait(WAIT):
                raise RuntimeError("the gate never opened")
            worker = open_session(limits=self._limits, untrusted=True, allow_unisolated=self._unisolated)
        except BaseException:
            self.closed()
            raise
        return _Counted(worker, self)

    def closed(self) -> None:
        with self._changed:
            self.live -= 1
            self._changed.notify_all()

    def wait_until(self, predicate: Callable[[Workers], bool]) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: predicate(self), timeout=WAIT)


class PostCounter:
    """ASGI middleware counting POSTs that name a session, so a test knows its concurrent requests arrived."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.count = 0
        self._changed = threading.Condition()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        named = scope["type"] == "http" and any(name == b"mcp-session-id" for name, _ in scope["headers"])
        if named and scope["method"] == "POST":
            with self._changed:
                self.count += 1
                self._changed.notify_all()
        await self.app(scope, receive, send)

    def wait_for(self, count: int) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: self.count >= count, timeout=WAIT)


@contextmanager
def live_server(app: Any) -> Iterator[str]:
    """Serve ``app`` on 127.0.0.1 from a thread; the socket listens before the thread starts, so a client may
    connect at once (its connection waits in the backlog until uvicorn has started)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        server.should_exit = True
        thread.join(WAIT)
        sock.close()
        assert not thread.is_alive(), "the server did not stop"


def _shop() -> tuple[EnvironmentSpec, ScenarioSpec]:
    exported = shop_export()
    scenario = next(s.spec for s in exported.scenarios if s.spec.id == "shop-cancel-o1")
    return exported.spec, scenario


@contextmanager
def serving(
    workers: Workers,
    *,
    spec: EnvironmentSpec | None = None,
    wrap: Callable[[Any], Any] | None = None,
    **app_options: Any,
) -> Iterator[tuple[str, EnvironmentStates]]:
    shop, scenario = _shop()
    server, states = build_server(spec=spec or shop, scenario=scenario, session_factory=workers)
    app = http_app(server, states, **app_options)
    try:
        with live_server(wrap(app) if wrap else app) as url:
            yield url, states
    finally:
        states.close()
    assert workers.live == 0, "a worker outlived the server"


# --- raw HTTP -----------------------------------------------------------------------------------------------


def _headers(
    *, session: str | None = None, version: str | None = OLD, token: str | None = None
) -> dict[str, str]:
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    if session is not None:
        headers["Mcp-Session-Id"] = session
    if version is not None:
        headers["MCP-Protocol-Version"] = version
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    return headers


def _reply(response: httpx.Response) -> dict[str, Any]:
    """The JSON-RPC reply of a POST, whether sent as JSON or as an SSE stream."""
    if response.headers.get("content-type", "").startswith("application/json"):
        reply: dict[str, Any] = response.json()
        return reply
    for line in response.text.splitlines():
        if line.startswith("data:"):
            message = json.loads(line[len("data:") :])
            if "result" in message or "error" in message:
                return dict(message)
    raise AssertionError(f"no JSON-RPC reply in {response.status_code} {response.text[:300]!r}")


def _initialize(client: httpx.Client, url: str, *, token: str | None = None) -> httpx.Response:
    body = {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "initialize",
        "params": {"protocolVersion": OLD, "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}},
    }
    return client.post(url, json=body, headers=_headers(version=None, token=token))


def open_session_raw(client: httpx.Client, url: str, *, token: str | None = None) -> str:
    opened = _initialize(client, url, token=token)
    assert opened.status_code == 200, opened.text
    session = opened.headers["mcp-session-id"]
    initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    done = client.post(url, json=initialized, headers=_headers(session=session, token=token))
    assert done.status_code == 202, done.text
    return session


def post_call(
    client: httpx.Client,
    url: str,
    session: str | None,
    name: str,
    arguments: dict[str, Any],
    *,
    version: str | None = OLD,
) -> httpx.Response:
    body = {
        "jsonrpc": "2.0",
        "id": next(_REQUEST_IDS),  # unique: a session answers each id once
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments},
    }
    return client.post(url, json=body, headers=_headers(session=session, version=version))


def call_raw(client: httpx.Client, url: str, session: str, name: str, arguments: dict[str, Any]) -> Any:
    response = post_call(client, url, session, name, arguments)
    assert response.status_code == 200, response.text
    return _reply(response)["result"]["structuredContent"]


# --- one worker per session ---------------------------------------------------------------------------------


def test_concurrent_first_calls_of_a_new_session_start_one_worker() -> None:
    gate = threading.Event()
    workers = Workers(gate=gate)
    counters: list[PostCounter] = []

    def wrap(app: Any) -> PostCounter:
        counters.append(PostCounter(app))
        return counters[0]

    n = 6
    with serving(workers, wrap=wrap) as (url, states), httpx.Client(timeout=WAIT) as client:
        session = open_session_raw(client, url)
        counter = counters[0]
        before = counter.count
        start = threading.Barrier(n)
        results: list[Any] = [None] * n

        def first_call(i: int) -> None:
            with httpx.Client(timeout=WAIT) as own:
                start.wait(WAIT)
                results[i] = call_raw(own, url, session, "add_note", {"order_id": "o1", "text": f"n{i}"})

        threads = [threading.Thread(target=first_call, args=(i,)) for i in range(n)]
        for thread in threads:
            thread.start()
        # Every first call has reached the server before the first worker may finish starting.
        assert counter.wait_for(before + n)
        gate.set()
        for thread in threads:
            thread.join(WAIT)
        assert all(r is not None and r["success"] for r in results), results
        assert workers.started == 1 and workers.live == 1
        assert states.worker_count() == 1 and states.session_count() == 1
        # The calls ran one after another in that one worker: six notes, six ids.
        assert len({r["data"]["note_id"] for r in results}) == n


def test_delete_closes_the_session_and_its_worker() -> None:
    workers = Workers()
    with serving(workers) as (url, states), httpx.Client(timeout=WAIT) as client:
        session = open_session_raw(client, url)
        assert call_raw(client, url, session, "cancel_order", {"order_id": "o1"})["success"] is True
        assert workers.live == 1
        deleted = client.delete(url, headers=_headers(session=session))
        assert deleted.status_code == 200
        # The DELETE is answered once the worker is closed.
        assert workers.live == 0 and states.worker_count() == 0 and states.session_count() == 0
        gone = post_call(client, url, session, "get_order", {"order_id": "o1"})
        assert gone.status_code == 404


def test_the_sdk_client_closing_its_session_frees_its_worker() -> None:
    workers = Workers()
    with serving(workers) as (url, states):

        async def run() -> tuple[int, Any]:
            with anyio.fail_after(WAIT):
                async with Client(url, mode="legacy") as client:
                    result = await client.call_tool("cancel_order", {"order_id": "o1"})
                    return states.worker_count(), result.structured_content

        during, result = anyio.run(run)
        assert during == 1 and result["success"] is True
        assert workers.wait_until(lambda w: w.live == 0)
        assert states.session_count() == 0


def test_an_idle_session_ends_with_its_worker() -> None:
    workers = Workers()
    with serving(workers, idle_timeout=0.5) as (url, states), httpx.Client(timeout=WAIT) as client:
        session = open_session_raw(client, url)
        assert call_raw(client, url, session, "cancel_order", {"order_id": "o1"})["success"] is True
        assert workers.wait_until(lambda w: w.started == 1 and w.live == 0)
        assert states.session_count() == 0
        assert post_call(client, url, session, "get_order", {"order_id": "o1"}).status_code == 404


# --- the cap ------------------------------------------------------------------------------------------------


def test_the_session_after_the_cap_is_refused_and_no_open_session_changes() -> None:
    workers = Workers()
    with serving(workers) as (url, states), httpx.Client(timeout=WAIT) as client:
        first = open_session_raw(client, url)
        assert call_raw(client, url, first, "cancel_order", {"order_id": "o1"})["success"] is True
        note = call_raw(client, url, first, "add_note", {"order_id": "o1", "text": "why"})["data"]["note_id"]
        others = [open_session_raw(client, url) for _ in range(DEFAULT_MAX_SESSIONS - 1)]
        assert states.session_count() == DEFAULT_MAX_SESSIONS == 32

        refused = _initialize(client, url)
        assert refused.status_code == 503
        assert "mcp-session-id" not in refused.headers
        assert "maximum of 32 sessions" in refused.json()["error"]["message"]

        async def sdk_client() -> str:
            with anyio.fail_after(WAIT):
                try:
                    async with Client(url, mode="legacy"):
                        return "admitted"
                except Exception as exc:
                    return repr(exc)

        assert "maximum of 32 sessions" in anyio.run(sdk_client)
        assert states.session_count() == 32

        # The first session kept its rows and its worker; nobody was evicted.
        assert call_raw(client, url, first, "get_order", {"order_id": "o1"})["data"]["status"] == "cancelled"
        again = call_raw(client, url, first, "add_note", {"order_id": "o1", "text": "and again"})
        assert again["success"] is True and again["data"]["note_id"] != note
        assert workers.started == 1
        for other in others:
            assert call_raw(client, url, other, "get_order", {"order_id": "o1"})["data"]["status"] == "open"

        # Room frees up as sessions end.
        assert client.delete(url, headers=_headers(session=others[0])).status_code == 200
        assert _initialize(client, url).status_code == 200


# --- session ids --------------------------------------------------------------------------------------------


def test_session_ids_are_issued_by_the_server_and_checked_under_every_protocol_version() -> None:
    workers = Workers()
    with serving(workers) as (url, states), httpx.Client(timeout=WAIT) as client:
        mine = open_session_raw(client, url)
        ended = open_session_raw(client, url)
        assert client.delete(url, headers=_headers(session=ended)).status_code == 200
        assert len(mine) >= 40 and mine != ended
        assert call_raw(client, url, mine, "add_note", {"order_id": "o1", "text": "private"})["success"]

        forged = secrets.token_urlsafe(32)
        for session in (forged, ended, "shared", mine + "x"):
            for version in (OLD, NEW, "2099-01-01", None):
                answer = post_call(
                    client, url, session, "list_orders", {"customer_id": "c1"}, version=version
                )
                assert answer.status_code == 404, (session, version, answer.text)
                assert "Session not found" in answer.json()["error"]["message"]
            assert client.get(url, headers=_headers(session=session)).status_code == 404
            assert client.delete(url, headers=_headers(session=session)).status_code == 404

        # The sessionless protocol is not served at all, with or without a real session id: -32022 naming the
        # handshake versions (the SDK's clients then fall back to initialize).
        for session in (None, mine):
            answer = post_call(client, url, session, "get_order", {"order_id": "o1"}, version=NEW)
            assert answer.status_code == 400, answer.text
            error = answer.json()["error"]
            assert error["code"] == -32022 and error["data"]["supported"] == list(HANDSHAKE_PROTOCOL_VERSIONS)
        # A call outside any session is refused before it reaches a tool.
        assert post_call(client, url, None, "get_order", {"order_id": "o1"}).status_code >= 400
        assert states.session_count() == 1 and workers.started == 1


def test_the_default_sdk_client_falls_back_to_a_session_of_its_own() -> None:
    workers = Workers()
    with serving(workers) as (url, _states):

        async def run() -> tuple[str, Any, Any]:
            with anyio.fail_after(WAIT):
                async with Client(url) as first:  # mode="auto": server/discover, then initialize
                    cancelled = await first.call_tool("cancel_order", {"order_id": "o1"})
                    async with Client(url) as second:
                        fresh = await second.call_tool("get_order", {"order_id": "o1"})
                    return first.protocol_version, cancelled.structured_content, fresh.structured_content

        version, cancelled, fresh = anyio.run(run)
    assert version in HANDSHAKE_PROTOCOL_VERSIONS
    assert cancelled["success"] is True and fresh["data"]["status"] == "open"


# --- a worker that dies -------------------------------------------------------------------------------------


def _spinning_shop() -> EnvironmentSpec:
    """The shop whose add_note loops forever on the text "spin" (until the CPU limit kills its worker)."""
    spec, _ = _shop()
    head = "    def add_note(self, order_id, text):\n"
    assert head in spec.code
    code = spec.code.replace(head, head + '        while text == "spin":\n            order_id = order_id\n')
    return spec.model_copy(update={"code": code})


def test_a_call_over_the_cpu_limit_is_followed_by_working_calls_on_the_last_good_state() -> None:
    workers = Workers(limits=SandboxLimits(cpu_seconds=1))
    with serving(workers, spec=_spinning_shop()) as (url, states):

        async def run() -> list[Any]:
            with anyio.fail_after(WAIT * 2):
                async with Client(url, mode="legacy") as client:
                    calls = [
                        ("add_note", {"order_id": "o1", "text": "first"}),
                        ("cancel_order", {"order_id": "o1"}),
                        ("add_note", {"order_id": "o1", "text": "spin"}),
                        ("get_order", {"order_id": "o1"}),
                        ("add_note", {"order_id": "o1", "text": "second"}),
                        ("cancel_order", {"order_id": "o1"}),
                    ]
                    results = [(await client.call_tool(n, a)) for n, a in calls]
                    return [*results, (workers.started, workers.live, states.worker_count())]

        first, cancel, spin, read, second, again, counts = anyio.run(run)
        assert first.is_error is False and cancel.is_error is False
        assert spin.is_error is True
        error = spin.structured_content["error"]
        assert "stopped this session's sandbox worker" in error and "keeps its state" in error
        assert "already dead" not in error
        # The next calls work, on the state the session had before the call that killed its worker.
        assert read.is_error is False and read.structured_content["data"]["status"] == "cancelled"
        assert second.is_error is False
        assert second.structured_content["data"]["note_id"] != first.structured_content["data"]["note_id"]
        assert again.is_error is True and "cancelled" in again.structured_content["error"]
        # One worker at a time: the one the CPU limit killed, then the one rebuilt from the session's calls.
        assert counts == (2, 1, 1)


class _FakeWorker:
    """A worker whose calls count: each call's result is the count so far, in this worker."""

    def __init__(self, log: list[_FakeWorker], *, offset: int = 0) -> None:
        self.calls, self.offset, self.alive, self.closed = 0, offset, True, False
        log.append(self)

    def load_environment(self, **kwargs: Any) -> None:
        self.calls = 0

    def call(self, name: str, arguments: dict[str, Any]) -> Any:
        if not self.alive:
            raise RuntimeError("session already dead: crash")
        if name == "crash":
            self.alive = False
            raise RuntimeError("sandbox crash: the worker died")
        self.calls += 1
        return type("Outcome", (), {"result": {"success": True, "data": self.calls + self.offset}})()

    def close(self) -> None:
        self.alive, self.closed = False, True


def _fake_states(factory: Callable[[], Any]) -> EnvironmentStates:
    spec, scenario = _shop()
    states = EnvironmentStates(
        spec=spec, initial_state=scenario.initial_state, seed=0, session_factory=factory, max_sessions=2
    )
    states.open("s")
    return states


def test_a_dead_worker_is_rebuilt_from_the_replayed_calls() -> None:
    log: list[_FakeWorker] = []
    states = _fake_states(lambda: _FakeWorker(log))
    assert [states.call("s", "tick", {})["data"] for _ in range(3)] == [1, 2, 3]
    died = states.call("s", "crash", {})
    assert died["success"] is False and "keeps its state" in died["error"]
    assert log[0].closed and states.worker_count() == 0
    assert (
        states.call("s", "tick", {})["data"] == 4
    )  # three calls replayed into the new worker, then this one
    # A worker found dead between calls is replaced before the call.
    log[1].alive = False
    assert states.call("s", "tick", {})["data"] == 5
    assert len(log) == 3 and log[1].closed
    states.close()
    assert all(w.closed for w in log)


def test_a_state_that_cannot_be_rebuilt_is_reset_and_the_client_told() -> None:
    log: list[_FakeWorker] = []
    # Workers after the first answer otherwise: the replay does not give the same results.
    states = _fake_states(lambda: _FakeWorker(log, offset=100 if log else 0))
    assert states.call("s", "tick", {})["data"] == 1
    states.call("s", "crash", {})
    told = states.call("s", "tick", {})
    assert told["success"] is False
    assert "reset to its initial state" in told["error"] and "this call was not made" in told["error"]
    assert states.call("s", "tick", {})["data"] == 101  # the session goes on, from its initial state
    assert [w.closed for w in log] == [True, True, False]
    states.close()


def test_a_session_over_the_cap_is_refused_by_the_table_and_ended_sessions_answer_plainly() -> None:
    log: list[_FakeWorker] = []
    states = _fake_states(lambda: _FakeWorker(log))
    states.open("t")
    with pytest.raises(Exception, match="maximum of 2 sessions"):
        states.open("u")
    assert states.call("s", "tick", {})["data"] == 1
    states.close_session("s")
    assert "start a new session" in states.call("s", "tick", {})["error"]
    assert log[0].closed
    states.open("u")
    states.close()


# --- exposure -----------------------------------------------------------------------------------------------


def test_http_off_loopback_needs_a_token() -> None:
    for host in ("127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"):
        assert check_http_exposure(host=host, token=None) is None
    for host in ("0.0.0.0", "192.168.1.20", "::", "mcp.example.org"):
        with pytest.raises(ExposureError, match="MCP_HTTP_TOKEN"):
            check_http_exposure(host=host, token=None)
        with pytest.raises(ExposureError, match="MCP_HTTP_TOKEN"):
            check_http_exposure(host=host, token="")
        assert check_http_exposure(host=host, token=TOKEN) == TOKEN
    with pytest.raises(ExposureError, match="at least 16"):
        check_http_exposure(host="0.0.0.0", token="short")
    server, states = build_server(spec=_shop()[0], session_factory=Workers())
    with pytest.raises(ExposureError):
        http_app(server, states, host="0.0.0.0")


def test_the_bearer_token_is_checked_on_every_request() -> None:
    workers = Workers()
    with serving(workers, token=TOKEN) as (url, states), httpx.Client(timeout=WAIT) as client:
        for token in (None, "wrong", TOKEN[:-1], TOKEN + "x"):
            refused = _initialize(client, url, token=token)
            assert refused.status_code == 401 and "Bearer" in refused.headers["www-authenticate"]
        session = open_session_raw(client, url, token=TOKEN)
        # A session id is no credential: without the token, its requests are refused too.
        assert post_call(client, url, session, "get_order", {"order_id": "o1"}).status_code == 401
        assert states.session_count() == 1 and workers.started == 0

        async def run() -> Any:
            with anyio.fail_after(WAIT):
                http = create_mcp_http_client(headers={"Authorization": f"Bearer {TOKEN}"})
                async with AsyncExitStack() as stack:
                    await stack.enter_async_context(http)
                    transport = streamable_http_client(url, http_client=http)
                    async with Client(transport, mode="legacy") as sdk:
                        return (await sdk.call_tool("get_order", {"order_id": "o1"})).structured_content

        assert anyio.run(run)["data"]["status"] == "open"
