"""The streamable-HTTP transport of the MCP server in ``review.exports.mcp_server``.

``McpHttpSessions`` issues, checks and ends the HTTP sessions itself (not the SDK's session manager), so
that a session, its transport and its sandbox worker live and die together; ``http_app`` wraps it in
Starlette and ``serve_http`` runs that under uvicorn. ``check_http_exposure`` requires a bearer token
(``MCP_HTTP_TOKEN``) off loopback. The session rules are spelled out in ``mcp_server``'s docstring.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import ipaddress
import json
import logging
import secrets
from collections.abc import AsyncIterator
from typing import Any

import anyio
import anyio.to_thread
import mcp_types as types
from anyio.abc import TaskGroup, TaskStatus
from mcp.server.lowlevel import Server
from mcp.server.runner import serve_loop
from mcp.server.streamable_http import MCP_SESSION_ID_HEADER, StreamableHTTPServerTransport
from mcp.server.transport_security import (
    DEFAULT_MAX_REQUEST_BODY_SIZE,
    RequestBodyLimitMiddleware,
    TransportSecuritySettings,
)
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from review.exports.mcp_server import EnvironmentStates, SessionLimitReached

logger = logging.getLogger(__name__)

DEFAULT_IDLE_TIMEOUT = 30 * 60.0  # seconds without a request in flight before an HTTP session ends
TOKEN_ENV = "MCP_HTTP_TOKEN"
MIN_TOKEN_LENGTH = 16
MCP_PATH = "/mcp"
_PROTOCOL_VERSION_HEADER = "mcp-protocol-version"
_LOOPBACK_SECURITY = TransportSecuritySettings(
    enable_dns_rebinding_protection=True,
    allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*"],
    allowed_origins=["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"],
)


class ExposureError(ValueError):
    """``--http`` asked for on an address or with a token that would expose the server unprotected."""


def is_loopback(host: str) -> bool:
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip().strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve anywhere


def check_http_exposure(*, host: str, token: str | None) -> str | None:
    """The bearer token to require (None: none), or ``ExposureError``: a server bound anywhere but loopback
    needs a token, and a token needs some length."""
    token = token or None
    if token is not None and len(token) < MIN_TOKEN_LENGTH:
        raise ExposureError(
            f"{TOKEN_ENV} must be at least {MIN_TOKEN_LENGTH} characters "
            "(python -c 'import secrets; print(secrets.token_urlsafe(32))')"
        )
    if token is None and not is_loopback(host):
        raise ExposureError(
            f"refusing to serve MCP over HTTP on {host}, which is not a loopback address, without a bearer "
            f"token: set {TOKEN_ENV} (clients then send 'Authorization: Bearer <token>'), or bind 127.0.0.1 "
            "and reach it through an SSH tunnel or a TLS reverse proxy"
        )
    return token


def _token_matches(header: str | None, token: str) -> bool:
    scheme, _, given = (header or "").strip().partition(" ")
    if scheme.lower() != "bearer":
        given = ""
    # Digests of both, compared in constant time: neither the token nor its length leaks through timing.
    return hmac.compare_digest(
        hashlib.sha256(given.strip().encode("utf-8")).digest(), hashlib.sha256(token.encode("utf-8")).digest()
    )


def _error_response(
    status: int,
    message: str,
    *,
    code: int = types.INVALID_REQUEST,
    data: Any = None,
    headers: dict[str, str] | None = None,
) -> Response:
    """A JSON-RPC error (no request id) with an HTTP status; the SDK's client surfaces its message."""
    error: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    body = json.dumps({"jsonrpc": "2.0", "id": None, "error": error})
    return Response(body, status_code=status, media_type="application/json", headers=headers)


class McpHttpSessions:
    """The streamable-HTTP endpoint: sessions issued and checked here, each with its transport and worker.

    An ASGI app for ``/mcp``; ``lifespan`` must run around it (``http_app`` wires both into Starlette).
    """

    def __init__(
        self,
        server: Server[Any],
        states: EnvironmentStates,
        *,
        token: str | None,
        security: TransportSecuritySettings | None,
        idle_timeout: float | None = DEFAULT_IDLE_TIMEOUT,
    ) -> None:
        self._server = server
        self._states = states
        self._token = token
        self._security = security
        self._idle_timeout = idle_timeout
        self._transports: dict[str, StreamableHTTPServerTransport] = {}
        self._task_group: TaskGroup | None = None
        self._lifespan_state: Any = None

    def session_ids(self) -> list[str]:
        return list(self._transports)

    @contextlib.asynccontextmanager
    async def lifespan(self, app: Any = None) -> AsyncIterator[None]:
        async with self._server.lifespan(self._server) as state, anyio.create_task_group() as group:
            self._lifespan_state, self._task_group = state, group
            try:
                yield
            finally:
                group.cancel_scope.cancel()  # every session ends, closing its worker (shielded)
        self._task_group = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        if self._token is not None and not _token_matches(request.headers.get("authorization"), self._token):
            await _error_response(
                401,
                "Unauthorized: this MCP server needs 'Authorization: Bearer <token>'",
                headers={"WWW-Authenticate": 'Bearer realm="envstudio-mcp"'},
            )(scope, receive, send)
            return
        session_id = request.headers.get(MCP_SESSION_ID_HEADER)
        version = request.headers.get(_PROTOCOL_VERSION_HEADER)
        transport = None
        if session_id is not None:
            transport = self._transports.get(session_id)
            if transport is None:
                # Whatever protocol the request claims: only ids this server issued and has not ended.
                await _error_response(
                    404, "Session not found: unknown or ended session id; start a new session with initialize"
                )(scope, receive, send)
                return
        if version is not None and version not in HANDSHAKE_PROTOCOL_VERSIONS:
            # The state is per session, and the sessionless protocol has none: -32022 naming the handshake
            # versions, on which the SDK's clients fall back to initialize.
            await _error_response(
                400,
                "Unsupported protocol version: this server keeps one state per session and speaks the "
                "initialize handshake only",
                code=types.UNSUPPORTED_PROTOCOL_VERSION,
                data={"supported": list(HANDSHAKE_PROTOCOL_VERSIONS), "requested": version},
            )(scope, receive, send)
            return
        if session_id is not None and transport is not None:
            await self._serve_session(session_id, transport, request, scope, receive, send)
            return
        if request.method != "POST":
            await _error_response(400, "Bad Request: Missing session ID")(scope, receive, send)
            return
        await self._open_session(scope, receive, send)

    async def _serve_session(
        self,
        session_id: str,
        transport: StreamableHTTPServerTransport,
        request: Request,
        scope: Scope,
        receive: Receive,
        send: Send,
    ) -> None:
        if request.method != "DELETE":
            await transport.handle_request(scope, receive, send)
            if transport.is_terminated:
                await self._discard(session_id, transport)
            return
        # The answer to a DELETE waits until the session's worker is closed.
        held: list[Message] = []

        async def hold(message: Message) -> None:
            held.append(message)

        await transport.handle_request(scope, receive, hold)
        if transport.is_terminated:
            await self._discard(session_id, transport)
        for message in held:
            await send(message)

    async def _open_session(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self._task_group is None:
            raise RuntimeError("McpHttpSessions.lifespan() is not running")
        session_id = secrets.token_urlsafe(32)
        try:
            self._states.open(session_id)
        except SessionLimitReached as exc:
            logger.warning("refused a new MCP session: %s open", exc.limit)
            await _error_response(503, str(exc), code=types.INTERNAL_ERROR, headers={"Retry-After": "60"})(
                scope, receive, send
            )
            return
        transport = StreamableHTTPServerTransport(
            mcp_session_id=session_id,
            is_json_response_enabled=False,
            security_settings=self._security,
            idle_timeout=self._idle_timeout,
        )
        self._transports[session_id] = transport
        established = False
        try:
            await self._task_group.start(self._run_session, session_id, transport)
            status = await _answer_status(transport.handle_request, scope, receive, send)
            established = status is not None and status < 400
        finally:
            if not established:  # only an initialize opens a session: anything else leaves nothing behind
                await self._discard(session_id, transport)

    async def _run_session(
        self,
        session_id: str,
        transport: StreamableHTTPServerTransport,
        *,
        task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED,
    ) -> None:
        async with transport.connect() as (read_stream, write_stream):
            task_status.started()
            try:
                idle = transport.idle_scope if transport.idle_scope is not None else anyio.CancelScope()
                with idle:
                    await serve_loop(
                        self._server,
                        read_stream,
                        write_stream,
                        lifespan_state=self._lifespan_state,
                        session_id=session_id,
                    )
                if idle.cancelled_caught:
                    logger.info("MCP session %s... ended: idle for %s s", session_id[:6], self._idle_timeout)
            except Exception:
                logger.exception("MCP session %s... crashed", session_id[:6])
            finally:
                await self._discard(session_id, transport)

    async def _discard(self, session_id: str, transport: StreamableHTTPServerTransport) -> None:
        """Forget the session (its id answers 404 from now on), end its transport, close its worker."""
        self._transports.pop(session_id, None)
        with anyio.CancelScope(shield=True):
            if not transport.is_terminated:
                await transport.terminate()
            await anyio.to_thread.run_sync(self._states.close_session, session_id)


async def _answer_status(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> int | None:
    status: int | None = None

    async def watch(message: Message) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        await send(message)

    await app(scope, receive, watch)
    return status


def http_app(
    server: Server[Any],
    states: EnvironmentStates,
    *,
    host: str = "127.0.0.1",
    token: str | None = None,
    idle_timeout: float | None = DEFAULT_IDLE_TIMEOUT,
) -> Starlette:
    """The ASGI app of ``serve_http`` (``ExposureError`` off loopback without a token)."""
    token = check_http_exposure(host=host, token=token)
    sessions = McpHttpSessions(
        server,
        states,
        token=token,
        security=_LOOPBACK_SECURITY if is_loopback(host) else None,
        idle_timeout=idle_timeout,
    )
    endpoint = RequestBodyLimitMiddleware(sessions, DEFAULT_MAX_REQUEST_BODY_SIZE)
    app = Starlette(routes=[Route(MCP_PATH, endpoint=endpoint)], lifespan=sessions.lifespan)
    app.state.mcp_sessions = sessions
    return app


def serve_http(
    server: Server[Any],
    states: EnvironmentStates,
    *,
    port: int,
    host: str = "127.0.0.1",
    token: str | None = None,
    idle_timeout: float | None = DEFAULT_IDLE_TIMEOUT,
) -> None:
    import uvicorn

    try:
        app = http_app(server, states, host=host, token=token, idle_timeout=idle_timeout)
        uvicorn.run(app, host=host, port=port, log_level="warning")
    finally:
        states.close()
