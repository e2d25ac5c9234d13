"""The field-vocabulary step of the shared tail: one request per environment, before it is verified, so that
test states, initial states and distractors all draw from it (``synthesis.seeds.vocabulary``).

Optional like enrichment: without an endpoint, or with the job option ``field_vocabulary`` off, nothing is
asked and values come from the offline kinds; a failed request or an unusable answer leaves a warning on the
job page and the offline kinds, never a failed job. The step is stored per environment, so a verification
that runs again asks nothing again (and the gateway's cache answers a request it has seen)."""

from __future__ import annotations

import logging
from typing import Any

from synthesis.ir import EnvironmentSpec
from synthesis.jobs.budget import BudgetSpent
from synthesis.jobs.context import JobContext, JobError
from synthesis.llm import LLMError
from synthesis.pipelines.resources import gateway_for
from synthesis.seeds.vocabulary import Vocabularies, ask_vocabularies, with_vocabularies

STEP = "field_vocabulary"
SHOWN_REASONS = 3
logger = logging.getLogger(__name__)


def _asked(ctx: JobContext, spec: EnvironmentSpec) -> dict[str, Any]:
    what = f"LLM field vocabulary of {spec.slug}"
    try:
        gateway = gateway_for(ctx)
        if gateway is None:
            return Vocabularies().as_json()
        ctx.progress(stage=f"verify {spec.slug}: field vocabulary", done=0, total=100)
        vocabularies = ask_vocabularies(spec=spec, gateway=gateway)
    except BudgetSpent:
        raise
    except (LLMError, JobError) as error:
        reason = error.reason if isinstance(error, LLMError) else str(error)
        warning = f"{what} skipped, the offline kinds are kept: {reason}"
        logger.warning("%s", warning)
        return {**Vocabularies().as_json(), "warnings": [warning]}
    result = vocabularies.as_json()
    warnings: list[str] = []
    if not any(v.values for v in vocabularies.kept.values()):
        warnings.append(f"{what}: the answer held no usable values, the offline kinds are kept")
    if vocabularies.dropped:
        shown = "; ".join(vocabularies.dropped[:SHOWN_REASONS])
        more = len(vocabularies.dropped) - SHOWN_REASONS
        warnings.append(
            f"{what}: {len(vocabularies.dropped)} part(s) of the answer dropped: {shown}"
            + (f" (and {more} more)" if more > 0 else "")
        )
    return {**result, **({"warnings": warnings} if warnings else {})}


def with_field_vocabulary(
    ctx: JobContext, *, key: str, spec: EnvironmentSpec, wanted: bool
) -> EnvironmentSpec:
    """``spec`` with the vocabulary its one request gave (asked once per environment of the job, when
    ``wanted`` and an endpoint is configured); ``spec`` itself otherwise."""
    if not wanted:
        return spec
    result = ctx.step(step=STEP, item=key, compute=lambda: _asked(ctx, spec))
    return with_vocabularies(spec, Vocabularies.from_json(result))
