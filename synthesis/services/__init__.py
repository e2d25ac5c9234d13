"""The ORM side of synthesis (writes), one room per concern:

- ``seeds``: a seed kind's input (text, or an uploaded file its kind reads first) and the shipped samples;
- ``jobs``: starting (options typed and checked before any row exists) and cancelling jobs;
- ``rollouts``: starting rollout jobs over stored scenarios;
- ``dispatch``: sending a stage or its items to the queue of the pool that runs them;
- ``context``: the JobContext over the database (steps, progress, usage, saved artifacts);
- ``running``: what the Celery tasks call (stages, items, state transitions, the reaper);
- ``budget``: a job's budget (checked before LLM-bound steps start), its stop and ``resume_job``.

Revisions and their verification rows are written by ``synthesis.revisions.store`` only. The names below are
the public ones; import them from here.
"""

from synthesis.jobs.kinds import JobOptionsError
from synthesis.pipelines.rollout import RolloutError
from synthesis.rollouts import ROLLOUT_RECORD_FIELDS
from synthesis.services.budget import ResumeRefused, resume_job
from synthesis.services.context import DjangoJobContext, DjangoUsageSink
from synthesis.services.dispatch import dispatch_items, dispatch_stage, queue_name
from synthesis.services.jobs import (
    cancel_job,
    start_job,
    start_sample_job,
    start_seed_job,
    validate_job_options,
)
from synthesis.services.rollouts import ROLLOUT_ROLE, llm_endpoint_for, rollout_sources, start_rollouts
from synthesis.services.running import fail_job, mark_cancelled, resume_stalled_jobs, run_item, run_stage
from synthesis.services.seeds import (
    MAX_SEED_FILE_BYTES,
    SAMPLES_DIR,
    SeedError,
    check_seed_file,
    create_seed,
    sample_spec_names,
    seed_kind,
)

__all__ = [
    "MAX_SEED_FILE_BYTES",
    "ROLLOUT_RECORD_FIELDS",
    "ROLLOUT_ROLE",
    "SAMPLES_DIR",
    "DjangoJobContext",
    "DjangoUsageSink",
    "JobOptionsError",
    "ResumeRefused",
    "RolloutError",
    "SeedError",
    "cancel_job",
    "check_seed_file",
    "create_seed",
    "dispatch_items",
    "dispatch_stage",
    "fail_job",
    "llm_endpoint_for",
    "mark_cancelled",
    "queue_name",
    "resume_job",
    "resume_stalled_jobs",
    "rollout_sources",
    "run_item",
    "run_stage",
    "sample_spec_names",
    "seed_kind",
    "start_job",
    "start_rollouts",
    "start_sample_job",
    "start_seed_job",
    "validate_job_options",
]
