"""Serve one environment as an MCP server (official ``mcp`` SDK, low-level Server), stdio or streamable HTTP.

Tools come from ``spec.mcp_tools()`` (read tools carry ``readOnlyHint``). Every ``tools/call`` runs in a
sandbox session; each MCP session gets its own fresh state (the scenario's initial state when one is given,
else empty tables). Sessions are told apart by the ``mcp-session-id`` header on streamable HTTP; a stdio
server has one client. Clients of the sessionless 2026 protocol over HTTP share one state.

Command line (outside Django)::

    python -m review.exports.mcp_server --bundle FILE.zip --environment SLUG [--scenario ID] [--http PORT]
"""

from __future__ import annotations

import argparse
import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import anyio
import anyio.to_thread
import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from review.exports.records import BundleError
from synthesis.api import REFERENCE_SEED, EnvironmentSpec, ScenarioSpec, State

logger = logging.getLogger(__name__)
DEFAULT_MAX_STATES = 32
_SHARED = "shared"


class ToolSession(Protocol):
    """What the server needs of a sandbox session (``synthesis.sandbox.SandboxSession`` fits)."""

    def load_environment(
        self,
        *,
        code: str,
        class_name: str,
        tools: list[str],
        primary_keys: dict[str, str],
        state: dict[str, Any],
        seed: int = 0,
    ) -> None: ...

    def call(self, name: str, arguments: dict[str, Any]) -> Any: ...

    def close(self) -> None: ...


SessionFactory = Callable[[], ToolSession]


def default_session_factory() -> ToolSession:
    from synthesis.api import open_session

    return open_session()


class EnvironmentStates:
    """One loaded sandbox session per MCP session, the oldest closed beyond ``max_states``."""

    def __init__(
        self,
        *,
        spec: EnvironmentSpec,
        initial_state: State,
        seed: int,
        session_factory: SessionFactory,
        max_states: int = DEFAULT_MAX_STATES,
    ) -> None:
        self._spec = spec
        self._initial_state = initial_state
        self._seed = seed
        self._factory = session_factory
        self._max_states = max_states
        self._sessions: OrderedDict[str, ToolSession] = OrderedDict()
        self._lock = threading.Lock()

    def session(self, key: str) -> ToolSession:
        with self._lock:
            found = self._sessions.get(key)
            if found is not None:
                self._sessions.move_to_end(key)
                return found
        session = self._factory()
        session.load_environment(
            code=self._spec.code,
            class_name=self._spec.class_name,
            tools=[t.name for t in self._spec.tools],
            primary_keys=self._spec.state_schema.primary_keys(),
            state=self._initial_state,
            seed=self._seed,
        )
        evicted: list[ToolSession] = []
        with self._lock:
            self._sessions[key] = session
            while len(self._sessions) > self._max_states:
                evicted.append(self._sessions.popitem(last=False)[1])
        for old in evicted:
            old.close()
        return session

    def close(self) -> None:
        with self._lock:
            sessions = list(self._sessions.values())
            self._sessions.clear()
        for session in sessions:
            session.close()


def _session_key(ctx: ServerRequestContext[Any]) -> str:
    request = ctx.request
    headers = getattr(request, "headers", None)
    session_id = headers.get("mcp-session-id") if headers is not None else None
    return session_id or _SHARED


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
) -> tuple[Server[Any], EnvironmentStates]:
    """The MCP server for one environment, and the per-session states it keeps (close them when done)."""
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
        session_factory=session_factory,
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
            return call_result({"success": False, "error": f"unknown tool {params.name!r}"})
        session = await anyio.to_thread.run_sync(states.session, _session_key(ctx))
        outcome = await anyio.to_thread.run_sync(session.call, params.name, dict(params.arguments or {}))
        result: dict[str, Any] = outcome.result
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

    try:
        anyio.run(main)
    finally:
        states.close()


def serve_http(server: Server[Any], states: EnvironmentStates, *, port: int, host: str = "127.0.0.1") -> None:
    import uvicorn

    app = server.streamable_http_app(host=host)
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
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
    parser = argparse.ArgumentParser(description="Serve one environment of an envstudio bundle over MCP.")
    parser.add_argument("--bundle", type=Path, required=True)
    parser.add_argument("--environment", required=True, help="environment slug")
    parser.add_argument("--scenario", help="start every session from this scenario's initial state")
    parser.add_argument(
        "--http", type=int, metavar="PORT", help="streamable HTTP on 127.0.0.1:PORT, not stdio"
    )
    parser.add_argument(
        "--allow-unisolated",
        action="store_true",
        help="run the code in an unisolated worker when bubblewrap is unavailable (trusted code only)",
    )
    args = parser.parse_args(argv)
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
        serve_http(server, states, port=args.http)
    else:
        serve_stdio(server, states)


if __name__ == "__main__":
    main()
