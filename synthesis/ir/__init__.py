"""The intermediate representation: every seed produces it, every stage extends it, export serializes it."""

from synthesis.ir.environment import (
    SCHEMA_VERSION,
    Condition,
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    Parameter,
    Provenance,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)
from synthesis.ir.scenario import (
    Check,
    MatchPolicy,
    MatchPolicyKind,
    Proof,
    ProofStep,
    RewardSettings,
    ScenarioSpec,
    ToolCall,
)
from synthesis.ir.state import State, Row

__all__ = [
    "SCHEMA_VERSION",
    "Check",
    "Condition",
    "EnvironmentSpec",
    "Field",
    "FieldType",
    "ForeignKey",
    "MatchPolicy",
    "MatchPolicyKind",
    "Parameter",
    "Proof",
    "ProofStep",
    "Provenance",
    "RewardSettings",
    "Row",
    "ScenarioSpec",
    "State",
    "StateSchema",
    "Table",
    "Tool",
    "ToolCall",
    "ToolKind",
]
