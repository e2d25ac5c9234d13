"""Warnings a job's finished steps recorded (e.g. an optional LLM layer skipped), for the job page."""

from __future__ import annotations

from synthesis.models import JobStep, StepStatus, SynthesisJob

MAX_WARNINGS = 50


def warnings_of(job: SynthesisJob) -> list[str]:
    """Distinct warnings in step order; a step result holds them under "warnings" (a list of strings)."""
    seen: list[str] = []
    rows = JobStep.objects.filter(job=job, status=StepStatus.DONE, result__has_key="warnings").order_by("pk")
    for result in rows.values_list("result", flat=True):
        for warning in (result or {}).get("warnings") or []:
            if isinstance(warning, str) and warning not in seen:
                seen.append(warning)
                if len(seen) >= MAX_WARNINGS:
                    return seen
    return seen
