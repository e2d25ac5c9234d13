"""Serve one environment as an MCP server (official ``mcp`` SDK, low-level Server), stdio or streamable HTTP.

Tools come from ``spec.mcp_tools()`` (read tools carry ``readOnlyHint``). Every ``tools/call`` runs in a
sandbox worker; each MCP session gets its own worker and its own fresh state (the scenario's initial state
when one is given, else empty tables). A stdio server has one client and one session.

Over streamable HTTP the sessions are our own (``McpHttpSessions``, in ``review.exports.mcp_http``), not the
SDK's session manager, so that a session, its transport and its sandbox worker live and die together:

- the server issues every session id (``secrets``, 256 bits) at ``initialize`` and checks it on every request,
  whatever ``MCP-Protocol-Version`` the request claims: an unknown or ended id is answered 404, as the
  streamable-HTTP spec says, so the client starts a new session;
- the state is per session, so the sessionless 2026 protocol is refused (-32022, naming the handshake
  versions): the SDK's ``auto`` clients fall back to the ``initialize`` handshake, and a session of their own;
- one worker per session, started by its first ``tools/call`` under the session's lock (concurrent first
  calls wait for it), closed when the session ends: DELETE, idle timeout, shutdown;
- at ``max_sessions`` a new session is refused (503 and a JSON-RPC error); no session is ever evicted;
- a worker that dies (CPU limit, crash) is started again by the session's next call and the session's
  successful calls are replayed into it (environments are deterministic: seeded ids and clock, failed calls
  change nothing), so the client keeps its state; when that cannot be done the client is told its state was
  reset, never "session already dead";
- off loopback, a bearer token (``MCP_HTTP_TOKEN``) is required, compared in constant time.

Command line (outside Django)::

    python -m review.exports.mcp_server --bundle FILE.zip --environment SLUG [--scenario ID] [--http PORT]
        [--host ADDRESS]   # not loopback: MCP_HTTP_TOKEN must be set
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import anyio
import anyio.to_thread
import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.server.streamable_http import MCP_SESSION_ID_HEADER

from review.exports.records import BundleError
from synthesis.api import REFERENCE_SEED, EnvironmentSpec, ScenarioSpec, State

logger = logging.getLogger(__name__)

DEFAULT_MAX_SESSIONS = 32
# Successful calls a session keeps to replay into a new worker; a longer session, whose worker dies, is reset.
MAX_REPLAYED_CALLS = 10_000
STDIO_SESSION = "stdio"
SESSION_ENDED = (
    "this MCP session has ended (closed, timed out or never opened): start a new session with initialize"
)


class ToolSession(Protocol):
    """What the server needs of a sandbox worker (``synthesis.sandbox.SandboxSession`` fits)."""

    def load_environment(
        self,
        *,
        code: str,
        class_name: str,
        tools: list[str],
        primary_keys: dict[str, str],
        state: dict[str, Any],
        seed: int = 0,
        clock: str | None = None,
    ) -> None: ...

    def call(self, name: str, arguments: dict[str, Any]) -> Any: ...

    @property
    def alive(self) -> bool: ...

    def close(self) -> None: ...


SessionFactory = Callable[[], ToolSession]


def default_session_factory() -> ToolSession:
    from synthesis.api import open_session

    return open_session()


class SessionLimitReached(Exception):
    """``max_sessions`` sessions are open: a new one is refused (no open session is evicted)."""

    def __init__(self, limit: int) -> None:
        super().__init__(
            f"this MCP server holds its maximum of {limit} sessions: end one (HTTP DELETE) or retry "
            "when one times out; no open session is closed to make room"
        )
        self.limit = limit


def _fail(error: str) -> dict[str, Any]:
    return {"success": False, "error": error}


def _digest(result: Any) -> bytes:
    text = json.dumps(result, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).digest()


def _close_quietly(worker: ToolSession) -> None:
    try:
        worker.close()
    except Exception:
        logger.exception("closing a sandbox worker failed")


def _alive(worker: ToolSession) -> bool:
    try:
        return bool(worker.alive)
    except Exception:
        return False


@dataclass(eq=False)
class _Session:
    """One MCP session's worker and what it takes to rebuild it."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    worker: ToolSession | None = None
    started: bool = False  # a worker was started once: a missing one has died (or was closed)
    closed: bool = False
    # The successful calls, in order, with their results' digests: replayed into a new worker. None: too many.
    journal: list[tuple[str, dict[str, Any], bytes]] | None = field(default_factory=list)


class EnvironmentStates:
    """The session table: one sandbox worker per open MCP session, at most ``max_sessions`` sessions.

    ``open`` registers a session (refused at the cap), its first ``call`` starts its worker (under the
    session's lock: concurrent first calls wait for that one worker), ``close_session`` closes it.
    """

    def __init__(
        self,
        *,
        spec: EnvironmentSpec,
        initial_state: State,
        seed: int,
        session_factory: SessionFactory,
        max_sessions: int = DEFAULT_MAX_SESSIONS,
        clock: str | None = None,
    ) -> None:
        if max_sessions < 1:
            raise ValueError("max_sessions must be at least 1")
        self._spec = spec
        self._initial_state = initial_state
        self._seed, self._clock = seed, clock  # clock: the scenario's clock start (None: the default)
        self._factory = session_factory
        self.max_sessions = max_sessions
        self._sessions: dict[str, _Session] = {}
        self._lock = threading.Lock()

    # ------------------------------------------------------------------------------------- the table

    def open(self, key: str) -> None:
        """Register a session; ``SessionLimitReached`` at the cap."""
        with self._lock:
            if key in self._sessions:
                raise ValueError("a session with this key is already open")
            if len(self._sessions) >= self.max_sessions:
                raise SessionLimitReached(self.max_sessions)
            self._sessions[key] = _Session()

    def close_session(self, key: str) -> None:
        """End a session and close its worker (waits for a call in flight). Unknown keys are ignored."""
        with self._lock:
            session = self._sessions.pop(key, None)
        if session is None:
            return
        session.closed = True
        with session.lock:
            worker, session.worker, session.journal = session.worker, None, None
        if worker is not None:
            _close_quietly(worker)

    def close(self) -> None:
        with self._lock:
            keys = list(self._sessions)
        for key in keys:
            self.close_session(key)

    def session_count(self) -> int:
        with self._lock:
            return len(self._sessions)

    def worker_count(self) -> int:
        """Sessions holding a worker now (a dead one included until its session's next call)."""
        with self._lock:
            return sum(1 for s in self._sessions.values() if s.worker is not None)

    # ------------------------------------------------------------------------------------- calls

    def call(self, key: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """One call in the session's worker: the tool's result, or a failed result saying what happened."""
        with self._lock:
            session = self._sessions.get(key)
        if session is None:
            return _fail(SESSION_ENDED)
        with session.lock:
            if session.closed:
                return _fail(SESSION_ENDED)
            worker = session.worker
            if worker is not None and not _alive(worker):  # died between calls (killed, out of memory)
                session.worker = None
                _close_quietly(worker)
            if session.worker is None:
                try:
                    notice = self._start(session)
                except Exception as exc:
                    logger.warning("cannot start a sandbox worker for an MCP session: %s", exc)
                    return _fail(f"could not start this session's sandbox worker: {exc}")
                if notice is not None:
                    return _fail(notice)
            worker = session.worker
            assert worker is not None
            try:
                outcome = worker.call(name, arguments)
            except Exception as exc:
                if _alive(worker):
                    return _fail(f"the call failed in the sandbox: {exc}")
                session.worker = None
                _close_quietly(worker)
                kept = (
                    "the session keeps its state from before this call: the next call starts a new worker "
                    "from it"
                    if session.journal is not None
                    else "this session made too many calls to replay them: the next call starts a new worker "
                    "from the session's initial state"
                )
                return _fail(
                    f"the call stopped this session's sandbox worker ({exc}); "
                    f"its changes were discarded; {kept}"
                )
            result: dict[str, Any] = outcome.result
            if result.get("success") and session.journal is not None:
                if len(session.journal) >= MAX_REPLAYED_CALLS:
                    session.journal = None
                else:
                    session.journal.append((name, copy.deepcopy(arguments), _digest(result)))
            return result

    def _fresh_worker(self) -> ToolSession:
        worker = self._factory()
        try:
            worker.load_environment(
                code=self._spec.code,
                class_name=self._spec.class_name,
                tools=[t.name for t in self._spec.tools],
                primary_keys=self._spec.state_schema.primary_keys(),
                state=self._initial_state,
                seed=self._seed,
                **({} if self._clock is None else {"clock": self._clock}),
            )
        except BaseException:
            _close_quietly(worker)
            raise
        return worker

    def _start(self, session: _Session) -> str | None:
        """Give the session a worker (its lock held): the first one, or a new one holding the state the dead
        one had after its last successful call. A message when that state could not be rebuilt (the session
        then starts again from its initial state, and the call is not made)."""
        worker = self._fresh_worker()
        restarting, session.started = session.started, True
        journal = session.journal
        if not restarting or journal == []:
            session.worker = worker
            return None
        reason = "it made too many calls to replay them"
        if journal is not None:
            try:
                for step, (name, arguments, digest) in enumerate(journal, start=1):
                    replayed = worker.call(name, copy.deepcopy(arguments)).result
                    if _digest(replayed) != digest:
                        raise ValueError(f"call {step} ({name}) gave another result when replayed")
            except Exception as exc:
                reason = str(exc)
                _close_quietly(worker)
                worker = self._fresh_worker()
            else:
                session.worker = worker
                return None
        session.worker, session.journal = worker, []
        return (
            "this session's sandbox worker had stopped and its state could not be rebuilt "
            f"({reason}): the session's state was reset to its initial state and this call was not made; "
            "call again, or start a new session"
        )


def _session_key(ctx: ServerRequestContext[Any]) -> str | None:
    """The session a call belongs to: the HTTP session id (the transport has checked it is this session's),
    the one stdio session when there is no HTTP request, None for an HTTP request outside a session."""
    request = ctx.request
    if request is None:
        return STDIO_SESSION
    headers = getattr(request, "headers", None)
    return headers.get(MCP_SESSION_ID_HEADER) if headers is not None else None


def call_result(result: dict[str, Any]) -> types.CallToolResult:
    """An environment tool result as MCP ``tools/call`` output: JSON text plus structured content."""
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=json.dumps(result, sort_keys=True, ensure_ascii=False))],
        structured_content=result,
        is_error=not result.get("success", False),
    )


def build_server(
    *,
    spec: EnvironmentSpec,
    scenario: ScenarioSpec | None = None,
    session_factory: SessionFactory = default_session_factory,
    max_sessions: int = DEFAULT_MAX_SESSIONS,
) -> tuple[Server[Any], EnvironmentStates]:
    """The MCP server for one environment, and its session table (close it when done)."""
    if scenario is not None and scenario.environment != spec.slug:
        raise BundleError(f"scenario {scenario.id!r} belongs to {scenario.environment!r}, not {spec.slug!r}")
    if not spec.code.strip():
        raise BundleError(f"environment {spec.slug!r} has no code to serve")
    initial_state: State = (
        scenario.initial_state if scenario is not None else {t.name: [] for t in spec.state_schema.tables}
    )
    states = EnvironmentStates(
        spec=spec,
        initial_state=initial_state,
        # The reference chain's seed, so a client replaying it word for word gets its ids.
        seed=REFERENCE_SEED,
        clock=None if scenario is None else scenario.clock_start,
        session_factory=session_factory,
        max_sessions=max_sessions,
    )
    tools = [types.Tool.model_validate(schema) for schema in spec.mcp_tools()]
    known = {t.name for t in spec.tools}

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(
        ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        if params.name not in known:
            return call_result(_fail(f"unknown tool {params.name!r}"))
        key = _session_key(ctx)
        if key is None:
            return call_result(_fail(SESSION_ENDED))
        arguments = dict(params.arguments or {})
        result = await anyio.to_thread.run_sync(states.call, key, params.name, arguments)
        return call_result(result)

    server: Server[Any] = Server(
        f"envstudio-{spec.slug}",
        version="1",
        title=spec.name,
        description=spec.description,
        instructions=spec.description
        + ("\n\nRules:\n" + "\n".join(f"- {r}" for r in spec.rules) if spec.rules else ""),
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )
    return server, states


def serve_stdio(server: Server[Any], states: EnvironmentStates) -> None:
    async def main() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    states.open(STDIO_SESSION)
    try:
        anyio.run(main)
    finally:
        states.close()


def load_from_bundle(
    *, bundle: Path, environment: str, scenario_id: str | None
) -> tuple[EnvironmentSpec, ScenarioSpec | None]:
    from review.exports.importer import read_bundle

    for exported in read_bundle(bundle):
        if exported.spec.slug != environment:
            continue
        if scenario_id is None:
            return exported.spec, None
        for scenario in exported.scenarios:
            if scenario.spec.id == scenario_id:
                return exported.spec, scenario.spec
        raise BundleError(f"environment {environment!r} has no scenario {scenario_id!r} in {bundle}")
    raise BundleError(f"{bundle} holds no environment {environment!r}")


def main(argv: list[str] | None = None) -> None:
    # Imported here: review.exports.mcp_http builds on this module.
    from review.exports.mcp_http import TOKEN_ENV, ExposureError, check_http_exposure, serve_http

    parser = argparse.ArgumentParser(description="Serve one environment of an envstudio bundle over MCP.")
    parser.add_argument("--bundle", type=Path, required=True)
    parser.add_argument("--environment", required=True, help="environment slug")
    parser.add_argument("--scenario", help="start every session from this scenario's initial state")
    parser.add_argument("--http", type=int, metavar="PORT", help="streamable HTTP on HOST:PORT, not stdio")
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help=f"the address --http binds (default 127.0.0.1); any other needs {TOKEN_ENV} in the environment",
    )
    parser.add_argument(
        "--allow-unisolated",
        action="store_true",
        help="run the code in an unisolated worker when bubblewrap is unavailable (trusted code only)",
    )
    args = parser.parse_args(argv)
    token = os.environ.get(TOKEN_ENV) or None
    if args.http is not None:
        try:
            token = check_http_exposure(host=args.host, token=token)
        except ExposureError as exc:
            parser.error(str(exc))
    spec, scenario = load_from_bundle(
        bundle=args.bundle, environment=args.environment, scenario_id=args.scenario
    )
    factory = default_session_factory
    if args.allow_unisolated:
        from synthesis.api import open_session

        def factory() -> ToolSession:
            return open_session(allow_unisolated=True)

    server, states = build_server(spec=spec, scenario=scenario, session_factory=factory)
    if args.http is not None:
        serve_http(server, states, port=args.http, host=args.host, token=token)
    else:
        serve_stdio(server, states)


if __name__ == "__main__":
    main()
