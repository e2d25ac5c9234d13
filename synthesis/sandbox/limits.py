"""Resource limits for one sandbox worker process."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class SandboxLimits:
    # CPU per request (RLIMIT_CPU, renewed by the worker before each request): one worker serves a whole
    # environment's verification, builds and proofs, so a lifetime budget would kill long-lived workers.
    cpu_seconds: int = 10
    worker_cpu_seconds: int = 3600  # the hard RLIMIT_CPU of a worker's whole life, a backstop
    memory_mb: int = 512  # RLIMIT_AS
    wall_seconds: float = 20.0  # per request, enforced in the parent (kill the process group)
    max_output_bytes: int = 8 * 1024 * 1024  # per response
    max_open_files: int = 64
    max_processes: int = 16

    def __post_init__(self) -> None:
        for name, value in asdict(self).items():
            if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
                raise ValueError(f"SandboxLimits.{name} must be a positive number, got {value!r}")

    def as_worker_config(self) -> dict[str, Any]:
        """The part of the limits the worker applies to itself (the wall clock stays in the parent)."""
        return {
            "cpu_seconds": int(self.cpu_seconds),
            "worker_cpu_seconds": max(int(self.worker_cpu_seconds), int(self.cpu_seconds)),
            "memory_bytes": int(self.memory_mb) * 1024 * 1024,
            "max_output_bytes": int(self.max_output_bytes),
            "max_open_files": int(self.max_open_files),
            "max_processes": int(self.max_processes),
        }
