"""Threads for LLM requests: the senders that bound an endpoint's requests in flight, and pools to start
requests ahead of need and read their answers later (errors as values)."""

from __future__ import annotations

import queue
import threading
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


class Senders:
    """``bound`` threads that send an endpoint's requests: at most ``bound`` in flight, and a sender that gets
    its answer takes the next waiting request at once.

    A semaphore gives the same bound, but a freed slot then waits for the waiting thread to be scheduled
    and to get the GIL (milliseconds in a busy process: measured by bench/synthesis.py), while here the
    thread that just finished sends the next request itself. The threads start with the senders (not on the
    first requests, when a burst of them would wait for threads being started one by one); they are daemons
    blocked on the queue while idle.
    """

    def __init__(self, *, bound: int) -> None:
        if bound < 1:
            raise ValueError(f"the bound on requests in flight must be at least 1, got {bound}")
        self.bound = bound
        self._queue: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]]] = queue.SimpleQueue()
        for number in range(bound):
            threading.Thread(target=self._serve, name=f"llm-send-{number}", daemon=True).start()

    def run(self, send: Callable[[], Y]) -> Y:
        """Send on a sender thread, waiting for a free one; its exception is raised here."""
        future: Future[Y] = Future()
        self._queue.put((send, future))
        return future.result()

    def _serve(self) -> None:
        while True:
            send, future = self._queue.get()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(send())
            except BaseException as error:  # the caller re-raises it
                future.set_exception(error)
