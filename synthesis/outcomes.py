"""What a finished job made: how many of its environments verification admitted, and why the others were not.

A job whose every environment failed verification ran to its end, but made nothing anyone can use, and calling
it *succeeded* misled people (issue 38: "0 of 1 admitted" while `synthesize --wait` exited 0). The outcome is
derived from the job's environments rather than stored as another job status, on purpose:

- ``SynthesisJob.status`` is the job's lifecycle (queued, running, succeeded, failed, cancelled). The job
  framework (stage hand-over, the reaper, cancelling, the stage list, progress) keys on it, and that framework
  knows no pipeline: it cannot tell an admitted environment from another. A new status would have to be
  decided in its last stage hand-over, for every job kind, with a migration.
- Derived, it needs no migration and no backfill: jobs that finished before this change are reported
  truthfully too, and a plug-in kind without verification (no ``admitted`` verdict in its summaries) keeps
  its status.
- It is read from each environment's first revision, the one the job's verification wrote: a person's later
  edit and re-verification changes the environment, not what the job made.

Everywhere a job's status is shown (job page, job list, workspace page, review dashboard, `synthesize --wait`)
a succeeded job with environments says its outcome: "finished, 0 of N environments admitted" with the main
reasons (and `--wait` exits 4) when nothing was admitted, "k of N environments admitted" beside *succeeded*
otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from synthesis.models import EnvironmentRevision, EnvironmentStatus, JobStatus, SynthesisJob

MAX_REASON_CHARS = 300
MAX_REASONS = 5


@dataclass(frozen=True)
class JobOutcome:
    environments: int
    admitted: int
    # "slug: why" for the environments not admitted, the first (main) reason of each, at most MAX_REASONS
    reasons: tuple[str, ...] = ()

    @property
    def nothing_admitted(self) -> bool:
        return self.admitted == 0

    @property
    def text(self) -> str:
        made = f"{self.admitted} of {self.environments} environments admitted"
        return f"finished, {made}" if self.nothing_admitted else made


def _shorten(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_REASON_CHARS else text[: MAX_REASON_CHARS - 1] + "…"


def _main_reasons(rejected: list[tuple[str, list[str]]]) -> tuple[str, ...]:
    reasons: list[str] = []
    for slug, why in rejected[:MAX_REASONS]:
        first = _shorten(why[0]) if why else "not admitted by verification"
        more = f" (and {len(why) - 1} more)" if len(why) > 1 else ""
        reasons.append(f"{slug}: {first}{more}")
    if len(rejected) > MAX_REASONS:
        reasons.append(f"and {len(rejected) - MAX_REASONS} more environments not admitted")
    return tuple(reasons)


def outcomes_of(jobs: Iterable[SynthesisJob]) -> dict[int, JobOutcome]:
    """The outcome of each succeeded job that made environments, in one query; other jobs have none."""
    ids = [job.pk for job in jobs if job.status == JobStatus.SUCCEEDED]
    if not ids:
        return {}
    rows = (
        EnvironmentRevision.objects.filter(environment__job_id__in=ids, number=1)
        .order_by("environment__slug")
        .values_list("environment__job_id", "environment__slug", "environment__status", "summary")
    )
    made: dict[int, list[tuple[str, bool, list[str]]]] = {}
    for job_id, slug, status, summary in rows:
        summary = summary if isinstance(summary, dict) else {}
        verdict = summary.get("admitted")
        # Without a verdict (a kind that does not verify), the environment's status says it.
        admitted = verdict if isinstance(verdict, bool) else status != EnvironmentStatus.FAILED_VERIFICATION
        why = summary.get("reasons")
        made.setdefault(job_id, []).append(
            (slug, admitted, [str(r) for r in why] if isinstance(why, list) else [])
        )
    return {
        job_id: JobOutcome(
            environments=len(environments),
            admitted=sum(1 for _, admitted, _ in environments if admitted),
            reasons=_main_reasons([(slug, why) for slug, admitted, why in environments if not admitted]),
        )
        for job_id, environments in made.items()
    }


def with_outcomes(jobs: Iterable[SynthesisJob]) -> list[SynthesisJob]:
    """The jobs with ``job.outcome`` filled for all of them in one query (a list page's N+1 avoided)."""
    listed = list(jobs)
    outcomes = outcomes_of(listed)
    for job in listed:
        job.__dict__["outcome"] = outcomes.get(job.pk)  # what the cached property would compute
    return listed
