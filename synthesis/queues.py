"""Which queues live workers consume, and what to tell people when a job waits on one nobody consumes.

The answer comes from Celery's remote control (``inspect().active_queues()``), asked at most once per
ENVSTUDIO_QUEUE_CHECK_SECONDS per process. Brokers without broadcast (kombu's filesystem transport) cannot
answer; then the answer is "unknown" and nothing is claimed either way.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass

from django.conf import settings

from synthesis.jobs.context import JobError
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import QUEUES

logger = logging.getLogger(__name__)

INSPECT_TIMEOUT_SECONDS = 1.0
# How each pool is best run (README "Production"); a bare worker (no -Q) consumes all of them.
POOL_OPTIONS = {"llm": "-P threads -c 32", "sandbox": "-P prefork -c 4", "default": "-P prefork -c 4"}


def queue_name(pool: str) -> str:
    """The broker queue for a pool name ("default", "llm", "sandbox"), with the instance's prefix."""
    return f"{settings.ENVSTUDIO_QUEUE_PREFIX}{pool}"


def all_queue_names() -> list[str]:
    return [queue_name(pool) for pool in QUEUES]


def worker_command(pool: str) -> str:
    return f"celery -A envstudio worker -Q {queue_name(pool)} {POOL_OPTIONS.get(pool, '')}".strip()


def stage_queue(*, kind: str, stage_index: int) -> str:
    """The pool a job's stage runs on ("default" for unknown kinds: the worker fails them with the reason)."""
    try:
        stages = get_pipeline(kind)
    except JobError:
        return "default"
    return stages[stage_index].queue if stage_index < len(stages) else "default"


@dataclass
class _Cached:
    at: float = float("-inf")
    queues: frozenset[str] | None = None


_cache = _Cached()
_cache_lock = threading.Lock()


def _ask_workers() -> frozenset[str] | None:
    from envstudio.celery import app

    if settings.ENVSTUDIO_BROKER_KIND == "filesystem":
        return None  # no broadcast on this transport: nobody can be asked
    try:
        replies = app.control.inspect(timeout=INSPECT_TIMEOUT_SECONDS).active_queues() or {}
    except Exception as error:  # an unreachable broker is "unknown", never a crash of a page
        logger.warning("could not ask the workers which queues they consume: %s", error)
        return None
    return frozenset(
        queue["name"] for queues in replies.values() for queue in (queues or []) if "name" in queue
    )


def consumed_queues(*, fresh: bool = False) -> frozenset[str] | None:
    """The queue names live workers consume now (cached briefly); None when that cannot be known."""
    with _cache_lock:
        age = time.monotonic() - _cache.at
        if not fresh and age < settings.ENVSTUDIO_QUEUE_CHECK_SECONDS:
            return _cache.queues
    queues = _ask_workers()
    with _cache_lock:
        _cache.at, _cache.queues = time.monotonic(), queues
    return queues


def forget_consumers() -> None:
    """Drop the cached answer (tests, and after starting a worker from the same process)."""
    with _cache_lock:
        _cache.at, _cache.queues = float("-inf"), None


def unconsumed_queue_message(pool: str) -> str:
    name = queue_name(pool)
    return (
        f"No live worker consumes the queue {name!r}, which this job's current stage waits on. "
        f"Start one: {worker_command(pool)} (or a worker without -Q, which consumes every queue)."
    )


def waiting_problem(*, kind: str, stage_index: int, fresh: bool = False) -> str | None:
    """The explanation when an active job's current stage waits on a queue no live worker consumes."""
    consumed = consumed_queues(fresh=fresh)
    if consumed is None:
        return None
    pool = stage_queue(kind=kind, stage_index=stage_index)
    return None if queue_name(pool) in consumed else unconsumed_queue_message(pool)
