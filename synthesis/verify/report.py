"""Result types of the verification gate, shaped so that the caller can persist them as rows."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from synthesis.ir import EnvironmentSpec

Stage = Literal["static", "procedural", "repair", "exploration", "admission"]
Severity = Literal["error", "warning"]


class ReportModel(BaseModel):
    model_config = ConfigDict(extra="forbid")


class VerifySettings(ReportModel):
    """Knobs of the gate; defaults follow the published pipeline where it has one."""

    max_repair_rounds: int = Field(default=3, ge=0)
    max_calls_per_tool: int = Field(default=10, ge=1)
    max_calls: int = Field(default=30, ge=1)
    min_procedural_pass_rate: float = Field(default=1.0, ge=0.0, le=1.0)
    min_exploration_score: float = Field(default=0.85, ge=0.0, le=1.0)
    # Exploration that judged fewer calls than this (LLM errors, empty verdict lists) does not pass: an
    # environment is never admitted on an exploration that did not look.
    min_judged_calls: int = Field(default=5, ge=0)
    # How many calls of one tool go into one checker request.
    judge_batch_size: int = Field(default=5, ge=1)
    rows_per_table: int = Field(default=3, ge=1, le=20)
    # How many rows of each touched table an LLM prompt may carry (cost bound).
    prompt_rows_per_table: int = Field(default=8, ge=1)
    seed: int = 0
    explore: bool = True
    repair: bool = True


class VerificationItem(ReportModel):
    stage: Stage
    name: str
    passed: bool
    skipped: bool = False
    # A warning never blocks admission; an error does (when not passed).
    severity: Severity = "error"
    detail: str = ""
    # Failing test, arguments, result, error text, state diff, ... (all JSON).
    evidence: dict[str, Any] = Field(default_factory=dict)


class MethodRepair(ReportModel):
    tool: str
    before: str
    after: str = ""
    explanation: str = ""
    # Why the rewrite could not be used (bad source, wrong name, LLM error), empty when it was spliced in.
    error: str = ""


class RepairRound(ReportModel):
    number: int
    methods: list[MethodRepair]
    failed_before: list[str]
    failed_after: list[str]
    # False when the round made things worse and its code was thrown away.
    accepted: bool
    prompt_version: str = ""
    model: str = ""


class VerificationReport(ReportModel):
    admitted: bool
    scores: dict[str, float]
    results: list[VerificationItem]
    # The spec as verified: with repaired code when the repair loop changed it.
    spec: EnvironmentSpec
    repair_rounds: list[RepairRound] = Field(default_factory=list)
    # Why not admitted, in a reviewer's words (empty when admitted).
    reasons: list[str] = Field(default_factory=list)

    def failures(self, stage: str | None = None) -> list[VerificationItem]:
        return [
            item
            for item in self.results
            if not item.passed
            and not item.skipped
            and item.severity == "error"
            and stage in (None, item.stage)
        ]
