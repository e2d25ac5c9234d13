"""Following a job from the command line (`synthesize --wait`, `rollout --wait`)."""

from __future__ import annotations

import time
from collections.abc import Callable

from django.core.management.base import CommandError

from synthesis.models import JobStatus, SynthesisJob
from synthesis.queues import waiting_problem

POLL_SECONDS = 0.5
NOTHING_ADMITTED = 4  # exit code: the job ran to its end, and none of its environments was admitted
BUDGET_SPENT = 5  # exit code: the job stopped at its budget (it can be resumed with a larger one)


def wait_for_job(*, job_id: int, timeout: float, write: Callable[[str], None]) -> SynthesisJob:
    """Print a line whenever status, stage or progress changes; return the succeeded job.

    Raises CommandError: exit 1 on timeout, 2 when the job failed, 3 when it was cancelled, 4 when it finished
    but verification admitted none of its environments (the message gives the main reasons), 5 when it stopped
    at its budget.
    """
    deadline = time.monotonic() + timeout if timeout > 0 else None
    last_line = ""
    while True:
        job = SynthesisJob.objects.get(pk=job_id)
        # A job that ended with nothing admitted never reads "succeeded", not even in its last progress line.
        status = "finished" if job.outcome is not None and job.outcome.nothing_admitted else job.status
        line = f"{status} {job.stage or '-'} {job.progress_done}/{job.progress_total}"
        if job.is_active:
            # Asked at most every ENVSTUDIO_QUEUE_CHECK_SECONDS: said within seconds, not after the timeout.
            problem = waiting_problem(kind=job.kind, stage_index=job.stage_index)
            if problem:
                line = f"{line} waiting: {problem}"
        if line != last_line:
            write(line)
            last_line = line
        if not job.is_active:
            break
        if deadline is not None and time.monotonic() > deadline:
            raise CommandError(f"job {job_id} still {job.status} after {timeout:g}s")
        time.sleep(POLL_SECONDS)  # polling a database row, not timing anything
    if job.status != JobStatus.SUCCEEDED:
        headline = job.error.split("\n\n", 1)[0] if job.error else job.status
        raise CommandError(
            f"job {job_id} {job.status}: {headline}",
            returncode={"failed": 2, "stopped": BUDGET_SPENT}.get(str(job.status), 3),
        )
    outcome = job.outcome
    if outcome is not None and outcome.nothing_admitted:
        raise CommandError(
            "\n  ".join([f"job {job_id} {outcome.text}:", *outcome.reasons]), returncode=NOTHING_ADMITTED
        )
    write(f"job {job_id} succeeded" + (f": {outcome.text}" if outcome is not None else ""))
    return job
