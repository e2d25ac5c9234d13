"""Run only by test_suite_processes.py in an inner pytest session (the name keeps the suite from collecting
it): starts the embedded broker the two ways the suite did and leaves them for the session to stop."""

from __future__ import annotations

import os
from pathlib import Path

from django.conf import settings

from envstudio import embedded_broker


def test_start_brokers_and_leave_them() -> None:
    assert settings.ENVSTUDIO_BROKER_KIND == "embedded-redis"
    embedded_broker.ensure_embedded_broker()  # a test sending a task without a broker fixture
    own = Path(settings.CELERY_BROKER_URL.removeprefix("redis+socket://")).parent
    embedded_broker.start(data_dir=settings.DATA_DIR)  # a manage.py subprocess of a test, in the data dir
    pids = [embedded_broker.server_pid(data_dir=own), embedded_broker.server_pid(data_dir=settings.DATA_DIR)]
    assert None not in pids and own != settings.DATA_DIR
    Path(os.environ["BROKER_PROBE_PIDS"]).write_text("\n".join(str(pid) for pid in pids))
