"""What pipelines are handed: an LLM gateway (or None, offline) and a sandbox factory.

Django settings reach this module once, at app start (``configure``), so pipeline code stays free of Django:
tests configure it directly.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from synthesis.jobs.context import JobContext, JobError
from synthesis.llm import DirectoryCache, LLMGateway
from synthesis.llm.endpoints import EndpointChoiceError, EndpointRegistry, config_for_choice, endpoint_choice
from synthesis.sandbox import open_session, sandbox_status
from synthesis.sandbox.protocol import SessionLike
from synthesis.sandbox.shared import process_sessions

logger = logging.getLogger(__name__)


@dataclass
class Defaults:
    llm_settings: dict[str, Any] = field(default_factory=dict)
    cache_dir: Path | None = None
    allow_unisolated: bool = False
    endpoints: dict[str, dict[str, Any]] = field(default_factory=dict)
    allowed_hosts: tuple[str, ...] = ()

    def registry(self) -> EndpointRegistry:
        return EndpointRegistry(
            default_settings=self.llm_settings, named=self.endpoints, allowed_hosts=self.allowed_hosts
        )


_defaults = Defaults()


def configure(
    *,
    llm_settings: Mapping[str, Any],
    cache_dir: Path | None,
    allow_unisolated: bool,
    endpoints: Mapping[str, Mapping[str, Any]] | None = None,
    allowed_hosts: tuple[str, ...] = (),
) -> None:
    """``llm_settings``: the legacy LLM_* settings (the endpoint "default"); ``endpoints``: the named ones."""
    _defaults.llm_settings = dict(llm_settings)
    _defaults.cache_dir = cache_dir
    _defaults.allow_unisolated = allow_unisolated
    _defaults.endpoints = {name: dict(fields) for name, fields in (endpoints or {}).items()}
    _defaults.allowed_hosts = tuple(allowed_hosts)


def endpoint_registry() -> EndpointRegistry:
    return _defaults.registry()


def gateway_for(ctx: JobContext) -> LLMGateway | None:
    """The job's gateway, or None when no endpoint is configured (the offline path).

    The endpoint is the one the job or its workspace chose by name (the service starting the job lets only
    admins choose); the old free-form ``llm`` option and ``llm_overrides`` setting are never honoured.
    """
    if ctx.options.get("offline"):
        return None
    if ctx.options.get("llm"):
        raise JobError("the job option 'llm' is no longer supported: choose an endpoint with llm_endpoint")
    try:
        config = config_for_choice(
            registry=endpoint_registry(),
            choice=endpoint_choice(options=ctx.options, workspace_settings=ctx.workspace_settings),
        )
    except (EndpointChoiceError, ValueError) as exc:
        raise JobError(f"the LLM endpoint is not usable: {exc}") from exc
    if config is None:
        return None
    cache = DirectoryCache(_defaults.cache_dir) if _defaults.cache_dir is not None else None
    return LLMGateway(config=config, cache=cache, usage=ctx.usage)


def require_gateway(ctx: JobContext, *, what: str) -> LLMGateway:
    gateway = gateway_for(ctx)
    if gateway is None:
        raise JobError(
            f"{what} needs an LLM endpoint: set LLM_BASE_URL and LLM_MODEL (or LLM_ENDPOINTS, chosen by the "
            "workspace's llm_endpoint setting). Structured specs (SQL DDL, OpenAPI) synthesize offline."
        )
    return gateway


def allow_unisolated(ctx: JobContext) -> bool:
    return bool(_defaults.allow_unisolated or ctx.workspace_settings.get("allow_unisolated_sandbox"))


def require_isolation(ctx: JobContext) -> None:
    """LLM seeds produce LLM-written code: refuse the job up front, before any token is spent, where the
    sandbox cannot isolate it and no admin allowed running it anyway."""
    status = sandbox_status()
    if not status.isolated and not allow_unisolated(ctx):
        raise JobError(
            f"This machine cannot isolate generated code ({status.detail}), so LLM-generated environments "
            "are refused here. Install bubblewrap, or have an admin allow unisolated code "
            "(ENVSTUDIO_ALLOW_UNISOLATED_SANDBOX, or the workspace setting allow_unisolated_sandbox)."
        )


def sandbox_factory_for(
    ctx: JobContext, *, untrusted: bool, share_key: str | None = None
) -> Callable[[], SessionLike]:
    """Sessions for this job.

    LLM-written code is untrusted: it is refused where the sandbox cannot isolate, unless an admin allowed
    that; template-generated code from escaped specs may run in the limited fallback. ``share_key`` (one per
    environment of the job): the sessions are leases of one worker per environment in this process
    (``synthesis.sandbox.shared``), so the builds and proofs of its scenarios do not start a worker each.
    """
    make = functools.partial(open_session, untrusted=untrusted, allow_unisolated=allow_unisolated(ctx))
    if share_key is None:
        return make
    return process_sessions.factory(f"job {ctx.job_id} / {share_key} / untrusted {untrusted}", make)
