"""The sandbox: the only place generated code (environments, checks, conditions) runs.

Parent-side API: ``open_session()`` returns a ``SandboxSession`` bound to one isolated worker process;
``sandbox_status()`` says what isolation this machine provides.
"""

from synthesis.sandbox.errors import LoadError, SandboxFailure
from synthesis.sandbox.launch import SandboxStatus, sandbox_status
from synthesis.sandbox.limits import SandboxLimits
from synthesis.sandbox.session import (
    CallOutcome,
    CheckOutcome,
    ConditionOutcome,
    RunOutcome,
    SandboxSession,
    open_session,
)

__all__ = [
    "CallOutcome",
    "CheckOutcome",
    "ConditionOutcome",
    "LoadError",
    "RunOutcome",
    "SandboxFailure",
    "SandboxLimits",
    "SandboxSession",
    "SandboxStatus",
    "open_session",
    "sandbox_status",
]
