"""The screening stage every LLM seed passes before any synthesis."""

from __future__ import annotations

from typing import Any

from synthesis.jobs.context import JobContext, JobError
from synthesis.llm import LLMGateway
from synthesis.pipelines.tail import tail_options
from synthesis.seeds.screening import screen_seed


def screen(ctx: JobContext, *, text: str, gateway: LLMGateway) -> dict[str, Any]:
    """Refuse a harmful seed with its reason; an admin's recorded override lets it through and says so."""
    verdict = screen_seed(text=text, gateway=gateway)
    override = str(getattr(tail_options(ctx), "override_screening_reason", "")).strip()
    if not verdict.allowed and not override:
        raise JobError(
            f"Refused by screening ({verdict.by}): {verdict.reason} "
            "An admin can start the job again with an override reason."
        )
    return {
        "allowed": verdict.allowed,
        "reason": verdict.reason,
        "by": verdict.by,
        "prompt_version": verdict.prompt_version,
        "overridden": (not verdict.allowed) and bool(override),
        "override_reason": override,
    }
