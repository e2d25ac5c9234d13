"""Issue 39, finding 10: the suite stops every process it starts; `make test` used to leave a redis-server
running on the clone's var/redis.sock. Checked by pid: each broker below is gone once its fixture ended."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings

from envstudio import embedded_broker
from tests.conftest import REPO, confined_embedded_broker, need_service, stop_broker_started_since


@pytest.fixture
def short_dir() -> Iterator[Path]:
    """A Unix socket path has at most 107 bytes: a short directory of its own."""
    if not shutil.which("redis-server"):
        need_service("redis-server is not on PATH")
    path = Path(tempfile.mkdtemp(prefix="es-broker-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def test_the_broker_a_test_starts_by_sending_a_task_is_stopped_when_the_fixture_ends(
    short_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings, "ENVSTUDIO_BROKER_KIND", "embedded-redis")
    before = settings.CELERY_BROKER_URL
    with confined_embedded_broker(short_dir):
        assert f"redis+socket://{short_dir / 'redis.sock'}" == settings.CELERY_BROKER_URL
        embedded_broker.ensure_embedded_broker()  # what send_task does first
        pid = embedded_broker.server_pid(data_dir=short_dir)
        assert pid is not None and embedded_broker.is_alive(pid)
    assert not embedded_broker.is_alive(pid)
    assert before == settings.CELERY_BROKER_URL


def test_the_session_sends_tasks_to_a_broker_of_its_own_not_the_clones() -> None:
    if settings.ENVSTUDIO_BROKER_KIND != "embedded-redis":
        pytest.skip("the broker is configured (CI) or the filesystem transport: nothing to start")
    assert not settings.CELERY_BROKER_URL.startswith(f"redis+socket://{settings.DATA_DIR}/")


def test_a_broker_a_subprocess_left_in_the_data_dir_is_stopped_at_the_end(short_dir: Path) -> None:
    embedded_broker.start(data_dir=short_dir, daemonize=True)  # as a manage.py subprocess would
    pid = embedded_broker.server_pid(data_dir=short_dir)
    assert pid is not None
    assert stop_broker_started_since(data_dir=short_dir, pid_at_start=pid) is None  # it was there before
    assert embedded_broker.is_alive(pid)
    assert stop_broker_started_since(data_dir=short_dir, pid_at_start=None) == pid
    assert not embedded_broker.is_alive(pid)


def test_the_session_brokers_fixture_stops_its_server(short_dir: Path) -> None:
    process = embedded_broker.start(data_dir=short_dir, daemonize=False)
    assert process is not None
    pid = process.pid
    process.terminate()  # what broker_for_tests does when the session ends
    process.wait(timeout=10)
    assert not embedded_broker.is_alive(pid)


def test_a_whole_pytest_session_leaves_no_redis_server_behind(short_dir: Path) -> None:
    """An inner pytest session (this suite's conftest) whose test sends a task without a broker fixture and
    whose 'subprocess' starts the embedded broker in the data dir: both redis-servers are gone at its end."""
    pids = short_dir / "pids"
    env = {
        key: value for key, value in os.environ.items() if key not in {"REDIS_URL", "CELERY_BROKER_URL", "CI"}
    }
    env.update({"ENVSTUDIO_DATA_DIR": str(short_dir / "var"), "BROKER_PROBE_PIDS": str(pids)})
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-n", "0",
         "tests/foundation/broker_probe.py"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    started = [int(line) for line in pids.read_text().split()]
    assert len(started) == 2
    assert not [pid for pid in started if embedded_broker.is_alive(pid)]
