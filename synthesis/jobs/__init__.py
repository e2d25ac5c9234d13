"""The job framework's pure-Python side: what pipelines see (JobContext) and how they are declared (Stage).

The ORM implementation lives in synthesis.services, the Celery tasks in synthesis.tasks; nothing here imports
Django, so pipelines stay plain Python and can be tested with InMemoryJobContext.
"""

from synthesis.jobs.context import (
    JobCancelled,
    JobContext,
    JobError,
    SeedInput,
    StepAttemptsExhausted,
    UsageSink,
)
from synthesis.jobs.memory import InMemoryJobContext, run_pipeline_in_memory
from synthesis.jobs.stages import Stage, fan_out, once

__all__ = [
    "InMemoryJobContext",
    "JobCancelled",
    "JobContext",
    "JobError",
    "SeedInput",
    "Stage",
    "StepAttemptsExhausted",
    "UsageSink",
    "fan_out",
    "once",
    "run_pipeline_in_memory",
]
