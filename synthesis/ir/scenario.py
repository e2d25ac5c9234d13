"""Scenario spec: initial state, task, reference chain, checks, target state, matching policies and proof.

Checks are Python source defining ``def check(final_state, initial_state) -> bool``; they run only in the
sandbox. Each check names the state it is about (``about``) so that the proof can perturb exactly those fields
and see it flip.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import Field as PydField
from pydantic import field_validator, model_validator

from synthesis.ir.environment import SCHEMA_VERSION, IRModel, Provenance
from synthesis.ir.state import State

# The clock start of every scenario made before scenarios had their own (the sandbox runtime's default).
DEFAULT_CLOCK_START = "2025-01-15T09:00:00+00:00"


class ToolCall(IRModel):
    name: str
    arguments: dict[str, Any] = PydField(default_factory=dict)


class StateRef(IRModel):
    """A place in the state: a table, optionally one row (by primary key) and one field."""

    table: str
    key: Any = None
    field: str | None = None


class Check(IRModel):
    id: str
    description: str
    source: str
    weight: float = 1.0
    about: list[StateRef] = PydField(default_factory=list)
    # goal: something the task brings about (False on the initial state); preserve: something that must stay
    # as it was (True initially). Preserve checks only cost reward when broken and are never a scenario's only
    # check (see synthesis.scenarios.reward and the proof step checks_fail_initially).
    kind: Literal["goal", "preserve"] = "goal"

    @field_validator("weight")
    @classmethod
    def _positive(cls, v: float) -> float:
        if v <= 0:
            raise ValueError("check weight must be positive")
        return v


class Referent(IRModel):
    """An entity the task identifies by description (``match``: field -> value) rather than by its key; it
    must match exactly one row of the initial state, the one with ``key``."""

    table: str
    match: dict[str, Any]
    key: Any = None


class IncidentalChange(IRModel):
    """A field the reference run changes that no check or policy needs to cover, and why (timestamps)."""

    table: str
    field: str
    reason: str


class MatchPolicyKind(StrEnum):
    EXACT = "exact"
    NORMALIZED = "normalized"  # case and whitespace folded
    FUZZY = "fuzzy"  # similarity ratio >= threshold
    NUMERIC = "numeric"  # |a - b| <= tolerance
    UNORDERED = "unordered"  # lists compared as multisets
    EXISTS = "exists"  # present and not null
    IGNORE = "ignore"  # generated ids, timestamps


class MatchPolicy(IRModel):
    table: str
    field: str
    policy: MatchPolicyKind
    threshold: float | None = None
    tolerance: float | None = None


class RewardSettings(IRModel):
    """How checks and the target-state comparison combine (a workspace setting, copied onto each scenario)."""

    mode: Literal["weighted", "product", "checks_only", "target_only"] = "weighted"
    checks_weight: float = 0.5
    target_weight: float = 0.5


class ProofStep(IRModel):
    name: str
    passed: bool
    detail: str = ""
    evidence: dict[str, Any] = PydField(default_factory=dict)


class Proof(IRModel):
    passed: bool
    steps: list[ProofStep]
    final_state_hash: str = ""


class PolicyRefusal(IRModel):
    """A policy task: the user asks for an act a rule forbids, and the right outcome is to change nothing and
    say why. ``changes`` is what the act would have done to the row (``table``/``key``), which the proof
    applies to show that doing it scores low; ``reason_words`` are the words a refusal must give as its
    reason (the forbidding status, a word of the rule)."""

    rule: str
    tool: str
    table: str
    key: Any = None
    changes: dict[str, Any] = PydField(default_factory=dict)
    reason_words: list[str] = PydField(default_factory=list)


class ScenarioSpec(IRModel):
    schema_version: int = SCHEMA_VERSION
    id: str
    environment: str  # EnvironmentSpec.slug
    task: str
    persona: str = ""
    # Facts the simulated user knows and reveals only when asked.
    user_facts: dict[str, str] = PydField(default_factory=dict)
    initial_state: State
    reference_chain: list[ToolCall]
    checks: list[Check]
    target_state: State = PydField(default_factory=dict)
    matching_policies: list[MatchPolicy] = PydField(default_factory=list)
    referents: list[Referent] = PydField(default_factory=list)
    incidental: list[IncidentalChange] = PydField(default_factory=list)
    reward: RewardSettings = PydField(default_factory=RewardSettings)
    # What the reference agent tells the user (checked by message checks, see ``matching.MESSAGES_TABLE``);
    # the proof's replays say it. Empty for tasks judged on the state alone (older scenarios load unchanged).
    reference_messages: list[str] = PydField(default_factory=list)
    # Set for a policy task (a request a rule forbids); None for every other scenario.
    refusal: PolicyRefusal | None = None
    proof: Proof | None = None
    difficulty: str = ""
    provenance: Provenance | None = None
    seed: int = 0
    # The episode clock's first reading (``ctx.now()``): after every event the initial state and the task
    # state as past, before every one they state as to come (``synthesis.state.timeline``). Scenarios made
    # before the field start at the runtime's default, as they always did.
    clock_start: str = DEFAULT_CLOCK_START

    @field_validator("clock_start")
    @classmethod
    def _aware_moment(cls, value: str) -> str:
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError(f"clock_start {value!r} is no ISO datetime") from None
        if moment.tzinfo is None:
            raise ValueError(f"clock_start {value!r} names no time zone (say +00:00 for UTC)")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> ScenarioSpec:
        if not self.checks:
            raise ValueError("a scenario needs at least one check")
        ids = [c.id for c in self.checks]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate check ids")
        if not self.task.strip():
            raise ValueError("a scenario needs a task")
        return self
