"""A rollout's output: the trajectory in OpenAI chat format, each tool call with its effect, the reward."""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

Mode = Literal["direct", "user_sim"]

StopReason = Literal[
    "agent_done",  # direct mode: the agent answered without a tool call
    "user_stop",  # the simulated user said ###STOP###
    "transfer",  # ###TRANSFER###
    "out_of_scope",  # ###OUT-OF-SCOPE###
    "max_steps",
    "max_tokens",
    "max_cost",
    "job_budget",
    "cancelled",
    "llm_error",
    "sandbox_error",
]
STOP_REASONS: tuple[str, ...] = get_args(StopReason)

# Stops that say nothing about the agent's skill: left out of difficulty scores.
INFRASTRUCTURE_STOPS = frozenset({"job_budget", "cancelled", "llm_error", "sandbox_error"})


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ToolCallRecord(_Record):
    """One tool call of the agent and what it did; ``arguments`` is None when they were not a JSON object."""

    step: int
    call_id: str
    name: str
    raw_arguments: str
    arguments: dict[str, Any] | None
    result: dict[str, Any]
    diff: list[dict[str, Any]] = Field(default_factory=list)

    @property
    def succeeded(self) -> bool:
        return self.result.get("success") is True


class Rollout(_Record):
    scenario_id: str
    environment: str
    mode: Mode
    seed: int
    model: str
    # OpenAI chat format: system, user, assistant (content and/or tool_calls), tool (tool_call_id, content).
    messages: list[dict[str, Any]]
    tool_calls: list[ToolCallRecord] = Field(default_factory=list)
    final_state: dict[str, Any] = Field(default_factory=dict)
    check_results: dict[str, bool | None] = Field(default_factory=dict)
    comparison_score: float | None = None
    reward: float = 0.0
    # compute_reward's result plus "comparison" (score, mismatches) and "check_errors".
    reward_breakdown: dict[str, Any] = Field(default_factory=dict)
    stop_reason: StopReason
    error: str = ""
    steps: int = 0
    user_turns: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    prompt_versions: dict[str, str] = Field(default_factory=dict)

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @property
    def scored(self) -> bool:
        """Whether the reward says something about the agent (not cut short by infrastructure)."""
        return self.stop_reason not in INFRASTRUCTURE_STOPS


# What a stored rollout keeps in its own columns (synthesis.models.Rollout), read back by exports.
ROLLOUT_RECORD_FIELDS = (
    "mode",
    "seed",
    "model",
    "stop_reason",
    "error",
    "reward",
    "comparison_score",
    "reward_breakdown",
    "check_results",
    "messages",
    "tool_calls",
    "final_state",
    "prompt_versions",
    "steps",
    "user_turns",
    "prompt_tokens",
    "completion_tokens",
    "cost",
)
