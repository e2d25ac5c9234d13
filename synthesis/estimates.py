"""The estimate of a job about to start: this installation's history (``usage_history``, a selector) handed to
the pure computation in ``synthesis.jobs.estimate``, with the endpoint's prices.

Used by ``synthesize --estimate``, the start form's estimate line and the page of a job that has just started.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from django.db.models import Count, F, Q

from synthesis.jobs.estimate import (
    HISTORY_JOBS,
    Estimate,
    PastJob,
    Prices,
    StageTotals,
    estimate,
    expected_environments,
)
from synthesis.jobs.kinds import JobKind
from synthesis.jobs.registry import get_kind
from synthesis.llm.endpoints import EndpointChoiceError, config_for_choice, endpoint_choice
from synthesis.models import Environment, EnvironmentStatus, JobStatus, StageUsage, SynthesisJob
from synthesis.pipelines.resources import endpoint_registry


def usage_history(*, kind: str, limit: int = HISTORY_JOBS, before: int | None = None) -> list[PastJob]:
    """The last ``limit`` succeeded jobs of ``kind`` (every workspace of the installation) that used an LLM:
    their usage per stage (requests = calls not answered from the cache), the environments they made and the
    scenarios they were asked for (``scenarios`` option x admitted environments). ``before``: only jobs with
    a smaller id (a job's own page leaves itself out)."""
    jobs = SynthesisJob.objects.filter(kind=kind, status=JobStatus.SUCCEEDED).annotate(
        tokens=F("prompt_tokens") + F("completion_tokens")
    )
    if before is not None:
        jobs = jobs.filter(pk__lt=before)
    chosen = list(jobs.filter(tokens__gt=0).order_by("-finished_at", "-pk").values("pk", "options")[:limit])
    ids = [row["pk"] for row in chosen]
    stages: dict[int, dict[str, StageTotals]] = {pk: {} for pk in ids}
    for usage in StageUsage.objects.filter(job_id__in=ids):
        stages[usage.job_id][usage.stage] = StageTotals(
            requests=max(0, usage.calls - usage.cached_calls),
            prompt_tokens=usage.prompt_tokens,
            completion_tokens=usage.completion_tokens,
        )
    made: dict[int, dict[str, Any]] = {
        row["job_id"]: dict(row)
        for row in Environment.objects.filter(job_id__in=ids)
        .values("job_id")
        .annotate(
            total=Count("pk"), admitted=Count("pk", filter=~Q(status=EnvironmentStatus.FAILED_VERIFICATION))
        )
    }
    default_scenarios = _default_scenarios(kind)
    history = []
    for row in chosen:
        counts = made.get(row["pk"], {})
        asked = (row["options"] or {}).get("scenarios", default_scenarios)
        asked = asked if isinstance(asked, int) else default_scenarios
        history.append(
            PastJob(
                environments=int(counts.get("total", 0)),
                scenarios=asked * int(counts.get("admitted", 0)),
                stages=stages[row["pk"]],
            )
        )
    return history


def _default_scenarios(kind: str) -> int:
    try:
        field = get_kind(kind).options_model.model_fields.get("scenarios")
    except Exception:
        return 0
    default = field.get_default(call_default_factory=True) if field is not None else 0
    return default if isinstance(default, int) else 0


def estimate_for(
    *,
    kind: str,
    options: Mapping[str, Any],
    workspace_settings: Mapping[str, Any],
    seed: Any = None,
    before: int | None = None,
) -> Estimate:
    """The estimate for a job of ``kind`` with these options (validated: JobOptionsError otherwise).

    The environments it will make: what the kind says for its seed (a callable ``(seed, options) -> int |
    None`` in ``JobKind.extra["estimate_environments"]``, e.g. a domain list's lines), else the history's
    average per job, at most the option ``max_topics`` when the kind has it.
    """
    descriptor = get_kind(kind)
    typed = descriptor.validate_options(options)
    dumped = typed.model_dump()
    try:
        config = config_for_choice(
            registry=endpoint_registry(),
            choice=endpoint_choice(options=dumped, workspace_settings=workspace_settings),
        )
    except (EndpointChoiceError, ValueError) as error:
        return Estimate(
            rows=(), environments=0, scenarios=0, history_jobs=0, notes=(f"no estimate: {error}",)
        )
    if config is None:
        note = (
            f"{descriptor.label} jobs need an LLM endpoint and none is configured"
            if descriptor.llm_bound
            else "no LLM endpoint is configured: the job runs offline and makes no LLM requests"
        )
        return Estimate(rows=(), environments=0, scenarios=0, history_jobs=0, notes=(note,))
    history = usage_history(kind=kind, before=before)
    environments = _environments(descriptor, seed=seed, options=typed, history=history)
    per_environment = dumped.get("scenarios", 0) if isinstance(dumped.get("scenarios"), int) else 0
    builder = dumped.get("scenario_builder", "auto")
    llm_scenarios = builder == "llm" or (builder == "auto" and not descriptor.trusted_code)
    notes: list[str] = []
    if not history and not descriptor.llm_bound:
        notes.append(
            f"no finished {kind} job has used an LLM here yet: its optional LLM layers are not estimated "
            "until one has"
        )
    elif not history:
        notes.append("no finished job of this kind yet: defaults measured with a real model")
    result = estimate(
        history=history,
        environments=environments,
        scenarios=environments * per_environment,
        prices=Prices(input_per_mtok=config.input_cost_per_mtok, output_per_mtok=config.output_cost_per_mtok),
        llm_scenarios=llm_scenarios,
        use_defaults=descriptor.llm_bound,
        notes=notes,
    )
    budget_notes = result.budget_notes(
        budget_tokens=dumped.get("budget_tokens"), budget_cost=dumped.get("budget_cost")
    )
    if not budget_notes:
        return result
    return Estimate(
        rows=result.rows,
        environments=result.environments,
        scenarios=result.scenarios,
        history_jobs=result.history_jobs,
        notes=(*result.notes, *budget_notes),
    )


def _environments(descriptor: JobKind, *, seed: Any, options: Any, history: list[PastJob]) -> int:
    hook: Callable[[Any, Any], int | None] | None = descriptor.extra.get("estimate_environments")
    if hook is not None and seed is not None:
        counted = hook(seed, options)
        if counted is not None:
            return max(0, int(counted))
    return expected_environments(history, at_most=getattr(options, "max_topics", None))


def estimate_of_job(job: SynthesisJob) -> Estimate:
    """The estimate a job had when it started (its own usage left out of the history), for its page."""
    return estimate_for(
        kind=job.kind, options=job.options, workspace_settings=job.workspace.settings, before=job.pk
    )
