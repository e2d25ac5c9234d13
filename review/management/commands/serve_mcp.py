from __future__ import annotations

import functools
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from review.exports.commands import find_workspace
from review.exports.mcp_http import ExposureError, check_http_exposure, serve_http
from review.exports.mcp_server import build_server, serve_stdio
from synthesis.api import EnvironmentSpec, ScenarioSpec, open_session
from synthesis.models import Environment, EnvironmentStatus, Scenario


class Command(BaseCommand):
    help = "Serve one environment (current revision) as an MCP server over stdio or streamable HTTP."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--environment", required=True, help="environment slug")
        parser.add_argument("--workspace", help="workspace name or slug (needed when the slug is not unique)")
        parser.add_argument("--scenario", help="scenario key: every session starts from its initial state")
        parser.add_argument("--http", type=int, metavar="PORT", help="streamable HTTP on HOST:PORT")
        parser.add_argument(
            "--host",
            default="127.0.0.1",
            help="the address --http binds (default 127.0.0.1); any other needs the MCP_HTTP_TOKEN setting",
        )
        parser.add_argument(
            "--allow-unapproved", action="store_true", help="serve an environment nobody approved (debugging)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        token: str | None = None
        if options["http"] is not None:
            # Before anything is loaded or bound: off loopback, no token, no server.
            try:
                token = check_http_exposure(host=options["host"], token=settings.MCP_HTTP_TOKEN or None)
            except ExposureError as exc:
                raise CommandError(str(exc)) from exc
        environments = Environment.objects.filter(slug=options["environment"]).select_related(
            "current_revision", "workspace"
        )
        if options["workspace"]:
            environments = environments.filter(workspace=find_workspace(options["workspace"]))
        found = list(environments[:2])
        if not found:
            raise CommandError(f"no environment {options['environment']!r}")
        if len(found) > 1:
            raise CommandError("several workspaces have this environment; pass --workspace")
        environment = found[0]
        if environment.current_revision is None:
            raise CommandError(f"environment {environment.slug!r} has no revision")
        if environment.status != EnvironmentStatus.APPROVED and not options["allow_unapproved"]:
            raise CommandError(
                f"environment {environment.slug!r} is {environment.status}, not approved; only approved "
                "environments are served (--allow-unapproved for debugging)"
            )
        spec = EnvironmentSpec.model_validate(environment.current_revision.ir)
        scenario_spec = None
        if options["scenario"]:
            scenario = (
                Scenario.objects.filter(environment=environment, key=options["scenario"])
                .select_related("current_revision")
                .first()
            )
            if scenario is None or scenario.current_revision is None:
                raise CommandError(
                    f"environment {environment.slug!r} has no scenario {options['scenario']!r}"
                )
            scenario_spec = ScenarioSpec.model_validate(scenario.current_revision.ir)
        # Environment code runs in the sandbox under the same policy as synthesis jobs.
        allow_unisolated = bool(
            settings.ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX
            or environment.workspace.settings.get("allow_unisolated_sandbox")
        )
        sessions = functools.partial(open_session, untrusted=True, allow_unisolated=allow_unisolated)
        server, states = build_server(spec=spec, scenario=scenario_spec, session_factory=sessions)
        if options["http"] is not None:
            serve_http(server, states, port=options["http"], host=options["host"], token=token)
        else:
            serve_stdio(server, states)
