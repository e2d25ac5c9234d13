"""The public face of synthesis for review and exports: what they may import besides ``synthesis.models``.

(Other branches add their own re-exports here; keep each group to what review code uses.)
"""

from __future__ import annotations

from synthesis.ir import EnvironmentSpec, ScenarioSpec, Tool, ToolCall
from synthesis.sandbox import SandboxSession, open_session
from synthesis.seeds.envscaler import (
    EnvScalerError,
    convert_environment,
    load_files,
    parse_environments,
    parse_scenarios,
)
from synthesis.seeds.envscaler_audit import AuditSummary, audit_environment
from synthesis.seeds.witness import WitnessError, adopt_witness, chain_from_tool_calls

__all__ = [
    "AuditSummary",
    "EnvScalerError",
    "EnvironmentSpec",
    "SandboxSession",
    "ScenarioSpec",
    "Tool",
    "ToolCall",
    "WitnessError",
    "adopt_witness",
    "audit_environment",
    "chain_from_tool_calls",
    "convert_environment",
    "load_files",
    "open_session",
    "parse_environments",
    "parse_scenarios",
]
