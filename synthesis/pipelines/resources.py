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
from synthesis.llm import DirectoryCache, LLMGateway, config_from_settings
from synthesis.sandbox import open_session, sandbox_status
from synthesis.sandbox.protocol import SessionLike
from synthesis.sandbox.shared import process_sessions

logger = logging.getLogger(__name__)


@dataclass
class Defaults:
    llm_settings: dict[str, Any] = field(default_factory=dict)
    cache_dir: Path | None = None
    allow_unisolated: bool = False


_defaults = Defaults()


def configure(*, llm_settings: Mapping[str, Any], cache_dir: Path | None, allow_unisolated: bool) -> None:
    _defaults.llm_settings = dict(llm_settings)
    _defaults.cache_dir = cache_dir
    _defaults.allow_unisolated = allow_unisolated


def llm_overrides(ctx: JobContext) -> dict[str, Any]:
    """Workspace overrides (``settings["llm_overrides"]``), then the job's (``options["llm"]``)."""
    merged: dict[str, Any] = {}
    merged.update(ctx.workspace_settings.get("llm_overrides") or {})
    merged.update(ctx.options.get("llm") or {})
    return merged


def gateway_for(ctx: JobContext) -> LLMGateway | None:
    """The job's gateway, or None when no endpoint is configured (the offline path)."""
    if ctx.options.get("offline"):
        return None
    try:
        config = config_from_settings(settings=_defaults.llm_settings, overrides=llm_overrides(ctx))
    except ValueError as exc:
        raise JobError(f"the LLM settings are not valid: {exc}") from exc
    if config is None:
        return None
    cache = DirectoryCache(_defaults.cache_dir) if _defaults.cache_dir is not None else None
    return LLMGateway(config=config, cache=cache, usage=ctx.usage)


def require_gateway(ctx: JobContext, *, what: str) -> LLMGateway:
    gateway = gateway_for(ctx)
    if gateway is None:
        raise JobError(
            f"{what} needs an LLM endpoint: set LLM_BASE_URL and LLM_MODEL (or the workspace's LLM "
            "settings). Structured specs (SQL DDL, OpenAPI) synthesize offline."
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
