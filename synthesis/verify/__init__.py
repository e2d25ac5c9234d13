"""The verification gate: static checks, procedural tests, repair loop, dual-agent exploration, admission."""

from synthesis.verify.gate import OFFLINE, ProgressCallback, procedural_pass_rate, verify_environment
from synthesis.verify.report import (
    MethodRepair,
    RepairRound,
    VerificationItem,
    VerificationReport,
    VerifySettings,
)
from synthesis.verify.static import SpliceError, method_source, replace_method, static_checks
from synthesis.verify.teststate import build_test_state

__all__ = [
    "OFFLINE",
    "MethodRepair",
    "ProgressCallback",
    "RepairRound",
    "SpliceError",
    "VerificationItem",
    "VerificationReport",
    "VerifySettings",
    "build_test_state",
    "method_source",
    "procedural_pass_rate",
    "replace_method",
    "static_checks",
    "verify_environment",
]
