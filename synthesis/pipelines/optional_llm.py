"""Optional LLM layers (spec seeds' enrichment and task rewording) fall back to the offline result.

Spec seeds are meant to work without an LLM: when a configured LLM fails on an optional step, the job keeps
the deterministic result, and the step's result carries a warning that the job page shows. Required LLM steps
(the designs of domain and corpus seeds) still fail their job.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from synthesis.jobs.context import JobError
from synthesis.llm import LLMError

T = TypeVar("T")
logger = logging.getLogger(__name__)


def with_offline_fallback(*, what: str, compute: Callable[[], T], offline: T) -> tuple[T, str | None]:
    """(compute(), None), or (offline, the warning) when the LLM (or its endpoint setting) failed."""
    try:
        return compute(), None
    except (LLMError, JobError) as error:
        reason = error.reason if isinstance(error, LLMError) else str(error)
        warning = f"{what} skipped, the offline result is kept: {reason}"
        logger.warning("%s", warning)
        return offline, warning
