"""Threads for LLM requests started ahead of need, their answers read later (errors as values)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

Y = TypeVar("Y")


def outcome(future: Future[Y]) -> Y | BaseException:
    """The future's value, or its exception as a value (waits for it)."""
    error = future.exception()
    return error if error is not None else future.result()


class RequestPool:
    """Threads for LLM requests started ahead of need; closing it waits for what was started and drops what
    was not (a caller that no longer needs the answers wastes no further requests)."""

    def __init__(self, *, workers: int) -> None:
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="llm-requests")

    def submit(self, fn: Callable[..., Y], /, *args: Any) -> Future[Y]:
        return self._pool.submit(fn, *args)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> RequestPool:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
