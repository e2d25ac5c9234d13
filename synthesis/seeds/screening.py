"""Screening of seeds before any synthesis: the endpoint's moderation where it has one, then a policy prompt.

A refused seed says why; an admin may override with a recorded reason (the caller records it, this module
decides).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from synthesis.llm import LLMGateway


class PolicyVerdict(BaseModel):
    allowed: bool
    reason: str


@dataclass(frozen=True)
class Screening:
    allowed: bool
    reason: str
    by: str  # "moderation" | "policy" | "offline"
    prompt_version: str = ""


def screen_seed(*, text: str, gateway: LLMGateway | None) -> Screening:
    if gateway is None:
        return Screening(allowed=True, reason="no LLM endpoint configured: not screened", by="offline")
    moderation = gateway.moderate(text, stage="screening")
    if moderation is not None and moderation.flagged:
        categories = ", ".join(moderation.categories) or "unspecified"
        return Screening(
            allowed=False, reason=f"flagged by the endpoint's moderation ({categories})", by="moderation"
        )
    verdict = gateway.structured(
        prompt="screen_seed", variables={"seed": text}, output=PolicyVerdict, stage="screening"
    )
    return Screening(
        allowed=verdict.value.allowed,
        reason=verdict.value.reason,
        by="policy",
        prompt_version=verdict.prompt_version,
    )
