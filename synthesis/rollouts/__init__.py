"""Agent rollouts against scenarios (alone or with a simulated user), difficulty, fine-tuning data."""

from synthesis.rollouts.budget import BudgetExhausted, JobBudget, RolloutBudget
from synthesis.rollouts.finetuning import (
    finetuning_record,
    to_finetuning_records,
    validate_finetuning_record,
    validate_tools,
)
from synthesis.rollouts.records import (
    INFRASTRUCTURE_STOPS,
    ROLLOUT_RECORD_FIELDS,
    STOP_REASONS,
    Mode,
    Rollout,
    StopReason,
    ToolCallRecord,
)
from synthesis.rollouts.runner import run_rollout, run_rollouts, score_final_state
from synthesis.rollouts.scoring import Difficulty, difficulty_label, pass_at_k, score_scenario

__all__ = [
    "INFRASTRUCTURE_STOPS",
    "ROLLOUT_RECORD_FIELDS",
    "STOP_REASONS",
    "BudgetExhausted",
    "Difficulty",
    "JobBudget",
    "Mode",
    "Rollout",
    "RolloutBudget",
    "StopReason",
    "ToolCallRecord",
    "difficulty_label",
    "finetuning_record",
    "pass_at_k",
    "run_rollout",
    "run_rollouts",
    "score_final_state",
    "score_scenario",
    "to_finetuning_records",
    "validate_finetuning_record",
    "validate_tools",
]
