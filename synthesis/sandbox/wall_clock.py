"""The wall-clock limit of every sandbox session in this process (``session.SandboxSession`` uses it)."""

from __future__ import annotations

import os
import threading
import time
import weakref
from typing import Protocol


class Clocked(Protocol):
    """What the clock reads and sets on a session: its request's deadline, whether it ran out, and how to stop
    its worker (the session's own, private to the two modules)."""

    _deadline: float | None
    _timed_out: bool

    def _stop_worker(self) -> None: ...


class WallClock:
    """The wall-clock limit of every session in this process, enforced by one thread.

    A request reads its reply with plain blocking reads: one system call per reply, as a minimal worker's
    client makes (a ``poll`` before each read made the round trip ~1.5x as long on this kind of kernel). The
    thread looks at the requests in flight every ``TICK`` seconds; one past its deadline gets its worker's
    process group killed and its reading thread woken (a newline written into the pipe through /proc, so
    even a worker child that kept the pipe open cannot hold it), and then fails with ``timeout``. The thread
    ends after ``IDLE`` seconds without a request in flight and starts again with the next one.
    """

    TICK = 0.05
    IDLE = 2.0

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = False
        self.sessions: weakref.WeakSet[Clocked] = weakref.WeakSet()

    def start(self, session: Clocked, deadline: float) -> None:
        with self.lock:
            session._deadline = deadline
            if not self.running:
                self.running = True
                threading.Thread(target=self._run, name="sandbox-wall-clock", daemon=True).start()

    def stop(self, session: Clocked) -> bool:
        """The request is over; True if it had run out of time first."""
        with self.lock:
            session._deadline = None
            return session._timed_out

    def _run(self) -> None:
        idle_since = time.monotonic()
        while True:
            time.sleep(self.TICK)
            now = time.monotonic()
            with self.lock:
                in_flight = [s for s in self.sessions if s._deadline is not None]
                if in_flight:
                    idle_since = now
                elif now - idle_since > self.IDLE:
                    self.running = False
                    return
                for session in in_flight:
                    if session._deadline is not None and now >= session._deadline:
                        session._deadline, session._timed_out = None, True
                        session._stop_worker()

    def after_fork(self) -> None:
        self.lock, self.running = threading.Lock(), False  # the thread did not come along


WALL_CLOCK = WallClock()
os.register_at_fork(after_in_child=WALL_CLOCK.after_fork)
