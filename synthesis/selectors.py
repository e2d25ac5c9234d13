"""Read-side queries, always scoped to a workspace."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import Count, Q, QuerySet
from django.http import Http404
from pydantic import ValidationError

from envstudio.tenancy.models import Workspace
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.jobs.registry import UnknownJobKind, get_pipeline
from synthesis.models import (
    Environment,
    JobStatus,
    JobStep,
    Scenario,
    Seed,
    StageUsage,
    StepStatus,
    SynthesisJob,
)
from synthesis.scenarios.coherence import coherence_report
from synthesis.scenarios.titles import short_title

STORE_STEP = "store"  # the spec/domain/corpus pipelines' last step: scenario counts and unbuildable chains


def jobs_of(workspace: Workspace) -> QuerySet[SynthesisJob]:
    return SynthesisJob.objects.filter(workspace=workspace).select_related("seed", "created_by")


def job_in(*, workspace: Workspace, job_id: int) -> SynthesisJob:
    job = jobs_of(workspace).filter(pk=job_id).first()
    if job is None:
        raise Http404("No such job")
    return job


def seeds_of(workspace: Workspace) -> QuerySet[Seed]:
    return Seed.objects.filter(workspace=workspace)


def environments_of(workspace: Workspace) -> QuerySet[Environment]:
    return Environment.objects.filter(workspace=workspace).select_related("current_revision", "job")


def usage_of(job: SynthesisJob) -> QuerySet[StageUsage]:
    return StageUsage.objects.filter(job=job)


def steps_of(job: SynthesisJob) -> QuerySet[JobStep]:
    return JobStep.objects.filter(job=job)


@dataclass(frozen=True)
class StageState:
    name: str
    state: str  # "done" | "running" | "failed" | "cancelled" | "stopped" | "pending"


def stages_of(job: SynthesisJob) -> list[StageState]:
    """The job kind's stages and where the job is among them (``job.stage_index`` is the current one)."""
    try:
        names = [stage.name for stage in get_pipeline(job.kind)]
    except UnknownJobKind:
        return []
    ended: dict[str, str] = {
        JobStatus.FAILED: "failed",
        JobStatus.CANCELLED: "cancelled",
        JobStatus.STOPPED: "stopped",
        JobStatus.SUCCEEDED: "done",
    }
    current = ended.get(str(job.status), "running" if job.is_active else "pending")
    states: list[StageState] = []
    for index, name in enumerate(names):
        if index < job.stage_index:
            state = "done"
        elif index == job.stage_index:
            state = current
        else:
            state = "pending"
        states.append(StageState(name=name, state=state))
    return states


def environments_made_by(job: SynthesisJob) -> list[dict[str, Any]]:
    """The job's environments with their scenario counts (proven / not proven) and sandbox mechanism."""
    rows = (
        Environment.objects.filter(job=job)
        .select_related("current_revision")
        .annotate(
            scenario_total=Count("scenarios"),
            scenario_proven=Count("scenarios", filter=Q(scenarios__current_revision__proof_passed=True)),
        )
        .order_by("slug")
    )
    results: list[dict[str, Any]] = []
    for env in rows:
        summary = env.current_revision.summary if env.current_revision else {}
        summary = summary if isinstance(summary, dict) else {}
        results.append(
            {
                "environment": env,
                "scenarios": env.scenario_total,
                "proven": env.scenario_proven,
                "failed": env.scenario_total - env.scenario_proven,
                "sandbox": str(summary.get("sandbox") or ""),
                "admitted": summary.get("admitted"),
                "seed": seed_report(env.current_revision.ir if env.current_revision else None),
            }
        )
    return results


SEED_SAMPLE_ROWS = 3


def seed_report(ir: Any) -> dict[str, Any]:
    """What a spec seed held beyond its schema, for reviewers: the statements skipped (by kind, with counts
    and first lines), and the dump's rows per table (count, rows beyond the bound, a sample) and rejected rows
    by reason. ``{}`` when there is nothing to say."""
    if not isinstance(ir, dict):
        return {}
    provenance: dict[str, Any] = ir["provenance"] if isinstance(ir.get("provenance"), dict) else {}
    skipped = [entry for entry in provenance.get("skipped") or [] if isinstance(entry, dict)]
    data: dict[str, Any] = ir["seed_data"] if isinstance(ir.get("seed_data"), dict) else {}
    truncated = data.get("truncated") or {}
    tables = []
    for name, rows in sorted((data.get("rows") or {}).items()):
        sample = rows[:SEED_SAMPLE_ROWS]
        columns = list(sample[0]) if sample else []
        tables.append(
            {
                "name": name,
                "count": len(rows),
                "beyond": int(truncated.get(name, 0)),
                "columns": columns,
                "sample": [[row.get(c) for c in columns] for row in sample],
            }
        )
    rejected = [
        {"reason": reason, "count": len(examples), "examples": [e for e in examples if e]}
        for reason, examples in sorted((data.get("rejected") or {}).items())
    ]
    report = {"skipped": skipped, "tables": tables, "rejected": rejected}
    return report if any(report.values()) else {}


def store_result(job: SynthesisJob) -> dict[str, Any]:
    """The finished ``store`` step's result ({} before it ran or for job kinds without one)."""
    step = JobStep.objects.filter(job=job, step=STORE_STEP, item="", status=StepStatus.DONE).first()
    return step.result if step and isinstance(step.result, dict) else {}


def unbuildable_chains(result: dict[str, Any]) -> list[dict[str, str]]:
    """The store result's chains that gave no executable scenario, as display rows."""
    rows: list[dict[str, str]] = []
    for entry in result.get("unbuildable_chains") or []:
        if not isinstance(entry, dict):
            continue
        chain = entry.get("chain")
        names = [str(name) for name in chain] if isinstance(chain, list) else [str(chain or "")]
        rows.append(
            {
                "environment": str(entry.get("environment", "")),
                "chain": " → ".join(names),
                "reason": str(entry.get("reason", "")),
            }
        )
    return rows


MINE_STEP = "mine"  # the corpus pipeline's topic mining: the topics it kept, each with its seed tasks


def mined_topics(job: SynthesisJob) -> dict[str, Any]:
    """The topics a corpus job mined, for its page: per topic its summary, how many corpus tasks it stands
    for and how many other names were merged into it (counts the job stored; older jobs: its seed tasks and
    names), the names themselves, and screening's refusal if any; the tasks read, kept and dropped by
    reason, and the topics left after each step. ``{}`` for other jobs."""
    step = JobStep.objects.filter(job=job, step=MINE_STEP, item="", status=StepStatus.DONE).first()
    result = step.result if step and isinstance(step.result, dict) else {}
    topics = result.get("topics")
    if not isinstance(topics, dict) or not topics:
        return {}
    rows: list[dict[str, Any]] = []
    for key, entry in sorted(topics.items()):
        topic = entry.get("topic") if isinstance(entry, dict) else None
        if not isinstance(topic, dict):
            continue
        merged = [str(name) for name in topic.get("merged_summaries") or []]
        rows.append(
            {
                "key": key,
                "summary": str(topic.get("summary", "")),
                "tasks": entry.get("tasks", len(topic.get("seed_tasks") or [])),
                "merged_count": entry.get("merged", len(merged)),
                "merged": merged,
                "refused": str(entry.get("refused", "")),
            }
        )
    stored = result.get("report")
    report: dict[str, Any] = stored if isinstance(stored, dict) else {}
    counted = report.get("dropped")
    dropped: dict[str, Any] = counted if isinstance(counted, dict) else {}
    return {
        "tasks": result.get("tasks"),
        "rows": rows,
        "report": report,
        "dropped": sorted(dropped.items(), key=lambda item: (-int(item[1]), str(item[0]))),
        "dropped_total": sum(int(count) for count in dropped.values()),
    }


@dataclass(frozen=True)
class OverallProgress:
    """One bar across all stages: finished stages count whole, the current one by its done/total."""

    percent: int
    elapsed_seconds: int | None
    eta_seconds: int | None  # None until there is enough progress to extrapolate from

    @property
    def elapsed_text(self) -> str:
        return _duration(self.elapsed_seconds)

    @property
    def eta_text(self) -> str:
        return _duration(self.eta_seconds)


def _duration(seconds: int | None) -> str:
    if seconds is None:
        return ""
    minutes, rest = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h {minutes:02d}m" if hours else f"{minutes}m {rest:02d}s" if minutes else f"{rest}s"


def overall_progress(job: SynthesisJob, *, stage_count: int, now: Any) -> OverallProgress:
    if job.status == JobStatus.SUCCEEDED:
        fraction = 1.0
    elif stage_count:
        within = job.progress_done / job.progress_total if job.progress_total else 0.0
        fraction = min(1.0, (min(job.stage_index, stage_count) + min(within, 1.0)) / stage_count)
    else:
        fraction = 0.0
    start = job.started_at or job.created_at
    end = job.finished_at if not job.is_active and job.finished_at else now
    elapsed = max(0, int((end - start).total_seconds())) if start else None
    eta = None
    if job.is_active and elapsed and 0.02 <= fraction < 1.0:
        eta = int(elapsed * (1 - fraction) / fraction)
    return OverallProgress(percent=round(100 * fraction), elapsed_seconds=elapsed, eta_seconds=eta)


def earlier_jobs_on_the_same_seed(job: SynthesisJob) -> QuerySet[SynthesisJob]:
    """Other jobs of the workspace that ran a seed with the same content (same sha256), newest first."""
    if job.seed is None or not job.seed.sha256:
        return SynthesisJob.objects.none()
    return (
        SynthesisJob.objects.filter(workspace_id=job.workspace_id, seed__sha256=job.seed.sha256)
        .exclude(pk=job.pk)
        .order_by("-created_at", "-pk")[:5]
    )


def coherence_of(job: SynthesisJob) -> dict[str, Any] | None:
    """The coherence report over the job's scenarios (their current revisions), as display rows with the
    offending scenarios' page ids; None while the job has no scenario that reads as IR."""
    specs: dict[str, EnvironmentSpec] = {}
    for env in Environment.objects.filter(job=job).select_related("current_revision"):
        try:
            spec = EnvironmentSpec.model_validate(env.current_revision.ir if env.current_revision else None)
        except ValidationError:
            continue
        specs[spec.slug] = spec
    scenarios: list[ScenarioSpec] = []
    pages: dict[str, int] = {}
    titles: dict[str, str] = {}
    for row in Scenario.objects.filter(job=job).select_related("current_revision").order_by("pk"):
        try:
            scenario = ScenarioSpec.model_validate(row.current_revision.ir if row.current_revision else None)
        except ValidationError:
            continue
        scenarios.append(scenario)
        pages[scenario.id] = row.pk
        titles[scenario.id] = short_title(scenario.task)
    if not scenarios or not specs:
        return None
    report = coherence_report(specs=specs, scenarios=scenarios)
    return {
        "passed": report.passed,
        "findings": report.findings,
        "scenarios": len(scenarios),
        "rules": [
            {
                "name": result.rule.name,
                "description": result.rule.description,
                "checked": result.checked,
                "passed": result.passed,
                "offending": [
                    {**o, "pk": pages.get(o["scenario"]), "title": titles.get(o["scenario"]) or o["scenario"]}
                    for o in result.offending
                ],
            }
            for result in report.results
        ],
    }
