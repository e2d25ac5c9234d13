"""Structured outputs the gate asks the LLM for (one model per prompt file)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class RewrittenMethod(BaseModel):
    """One rewritten method of the environment class."""

    method_source: str = Field(description="the complete method: one def with its body, no class around it")
    explanation: str = Field(description="what was wrong, in one or two sentences")


class ProposedCall(BaseModel):
    arguments: dict[str, Any]
    intent: Literal["positive", "negative"]
    purpose: str = ""


class ExplorerProposal(BaseModel):
    """Calls the exploring agent wants to make to one tool."""

    calls: list[ProposedCall]


class CallVerdict(BaseModel):
    call: int = Field(description="the number of the call judged")
    verdict: Literal["pass", "warning", "fail"]
    reason: str


class CheckerVerdicts(BaseModel):
    """The white-box checker's verdicts on a batch of calls to one tool."""

    verdicts: list[CallVerdict]
