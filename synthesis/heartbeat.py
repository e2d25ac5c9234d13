"""The heartbeat of a running step: a thread beside the computation touches the step's and the job's
``heartbeat_at`` every ENVSTUDIO_HEARTBEAT_SECONDS, so a job whose worker died is seen as stale within
ENVSTUDIO_JOB_STALE_SECONDS (a minute or two), however long its steps may legitimately run."""

from __future__ import annotations

import logging
import threading
from types import TracebackType

from django.db import connections
from django.utils import timezone

logger = logging.getLogger(__name__)


class StepHeartbeat:
    """``with StepHeartbeat(job_id=..., step_id=..., interval=...): compute()``"""

    def __init__(self, *, job_id: int, step_id: int, interval: float) -> None:
        self.job_id = job_id
        self.step_id = step_id
        self.interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"heartbeat-{job_id}-{step_id}", daemon=True)
        self.beats = 0

    def __enter__(self) -> StepHeartbeat:
        if self.interval > 0:
            self._thread.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=max(1.0, self.interval))

    def beat(self) -> None:
        from synthesis.models import JobStep, SynthesisJob

        now = timezone.now()
        JobStep.objects.filter(pk=self.step_id).update(heartbeat_at=now)
        SynthesisJob.objects.filter(pk=self.job_id).update(heartbeat_at=now)
        self.beats += 1

    def _run(self) -> None:
        try:
            while not self._stop.wait(self.interval):
                try:
                    self.beat()
                except Exception as error:  # a missed beat is survivable; the next one may succeed
                    logger.warning("heartbeat of job %s step %s failed: %s", self.job_id, self.step_id, error)
        finally:
            connections.close_all()  # this thread's own connections
