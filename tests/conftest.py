"""Shared fixtures: users and a workspace, a broker for cross-process tests, a real Celery worker process."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
IN_CI = bool(os.environ.get("CI"))
WORKER_STOP_SECONDS = 15.0
TEST_QUEUE_PREFIX = f"test-{uuid.uuid4().hex[:10]}-"
# The selftest job kind lives in the tests only: worker and manage.py subprocesses (which copy this
# environment) register it from here; this process registers it in pytest_configure.
TEST_PIPELINES = "tests.foundation.selftest_pipeline"
os.environ["ENVSTUDIO_EXTRA_PIPELINES"] = TEST_PIPELINES


def need_service(reason: str) -> None:
    """A missing service skips locally but fails under CI, where every service must be there."""
    if IN_CI:
        pytest.fail(f"CI is set but {reason}")
    pytest.skip(reason)


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@contextmanager
def chromium_page(*, timeout_ms: int = 15_000) -> Iterator[Any]:
    """A page of a fresh headless Chromium (Playwright), closed afterwards. Create the users and the live
    server before entering: Playwright runs an event loop of its own."""
    if not shutil.which(CHROMIUM):
        need_service(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(timeout_ms)
            yield page
        finally:
            browser.close()


def wait_until(predicate: Callable[[], Any], *, timeout: float = 60.0, what: str = "condition") -> Any:
    """Poll until predicate() is truthy; fail the test after timeout. Waits for an event, never times one."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"timed out after {timeout:g}s waiting for {what}")
        time.sleep(0.05)


# --- processes the suite starts: every one is stopped (issue 39, finding 10) --------------------------------

_CLEANUP = ExitStack()
_REPO_BROKER_PID_AT_START: list[int | None] = []


@contextmanager
def confined_embedded_broker(data_dir: Path) -> Iterator[Path]:
    """While inside, this process's embedded broker (when that is its broker) lives in ``data_dir``, not in
    the clone's ``var/``; on the way out the redis-server started there (daemonized by
    ``ensure_embedded_broker``, e.g. when a test sends a task) is stopped and waited for by its pid."""
    from django.conf import settings

    from envstudio import embedded_broker
    from envstudio.celery import app

    if getattr(settings, "ENVSTUDIO_BROKER_KIND", "") != "embedded-redis":
        yield data_dir
        return
    saved = (settings.CELERY_BROKER_URL, app.conf.broker_url)
    url = f"redis+socket://{embedded_broker.socket_path(data_dir=data_dir)}"
    settings.CELERY_BROKER_URL = app.conf.broker_url = url
    app._pool = None
    app.amqp._producer_pool = None
    try:
        yield data_dir
    finally:
        settings.CELERY_BROKER_URL, app.conf.broker_url = saved
        app._pool = None
        app.amqp._producer_pool = None
        embedded_broker.stop(data_dir=data_dir)


def stop_broker_started_since(*, data_dir: Path, pid_at_start: int | None) -> int | None:
    """Stop the embedded redis-server of ``data_dir`` when it was not the one running at the start (a
    subprocess of a test started it there); returns the pid stopped."""
    from envstudio import embedded_broker

    pid = embedded_broker.server_pid(data_dir=data_dir)
    if pid is None or pid == pid_at_start:
        return None
    embedded_broker.stop(data_dir=data_dir)
    return pid


def _is_xdist_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    """Fast password hashing: tests make many users and the default hasher is slow on purpose."""
    from django.conf import settings

    if settings.configured:
        settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
        # A test that sends a task without a broker fixture starts the embedded broker: in a directory of
        # this process's own, stopped in pytest_unconfigure (before: in the clone's var/, left running).
        broker_dir = Path(tempfile.mkdtemp(prefix="envstudio-test-broker-"))
        _CLEANUP.callback(shutil.rmtree, broker_dir, ignore_errors=True)
        _CLEANUP.enter_context(confined_embedded_broker(broker_dir))
        if not _is_xdist_worker(config):
            from envstudio import embedded_broker

            _REPO_BROKER_PID_AT_START.append(embedded_broker.server_pid(data_dir=settings.DATA_DIR))
    from tests.foundation import selftest_pipeline

    selftest_pipeline.register()


def pytest_unconfigure(config: pytest.Config) -> None:
    _CLEANUP.close()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Django deletes a file test database but not its WAL side files; remove this process's leftovers.
    And a redis-server a test's subprocess started in the clone's data dir is stopped (the main process
    only, after the xdist workers have ended)."""
    from django.conf import settings

    if _REPO_BROKER_PID_AT_START and not _is_xdist_worker(session.config):
        stop_broker_started_since(data_dir=settings.DATA_DIR, pid_at_start=_REPO_BROKER_PID_AT_START[0])
    test_name = settings.DATABASES["default"].get("TEST", {}).get("NAME")
    if not test_name or settings.DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
        return
    base = Path(test_name)
    for side_file in base.parent.glob(f"{base.stem}*.sqlite3-*"):
        if (
            side_file.suffix in {".sqlite3-wal", ".sqlite3-shm"}
            and not side_file.with_suffix(".sqlite3").exists()
        ):
            side_file.unlink(missing_ok=True)


# --- people and a workspace ---------------------------------------------------------------------------------


@pytest.fixture
def make_user(django_user_model: Any) -> Callable[[str], Any]:
    def make(username: str) -> Any:
        return django_user_model.objects.create_user(username=username, password=f"{username}-password-1")

    return make


@pytest.fixture
def owner(make_user: Callable[[str], Any]) -> Any:
    return make_user("owner")


@pytest.fixture
def member(make_user: Callable[[str], Any]) -> Any:
    """A reviewer in the workspace."""
    return make_user("member")


@pytest.fixture
def viewer(make_user: Callable[[str], Any]) -> Any:
    return make_user("viewer")


@pytest.fixture
def outsider(make_user: Callable[[str], Any]) -> Any:
    return make_user("outsider")


@pytest.fixture
def workspace(owner: Any, member: Any, viewer: Any, outsider: Any) -> Any:
    """Acme: owner (admin), member (reviewer), viewer (viewer); outsider is in another workspace."""
    from envstudio.tenancy.models import Membership, Role
    from envstudio.tenancy.services import create_workspace

    acme = create_workspace(name="Acme", owner=owner)
    Membership.objects.create(user=member, workspace=acme, role=Role.REVIEWER)
    Membership.objects.create(user=viewer, workspace=acme, role=Role.VIEWER)
    create_workspace(name="Elsewhere", owner=outsider)
    return acme


# --- broker and worker for cross-process tests --------------------------------------------------------------


@dataclass(frozen=True)
class Broker:
    url: str
    transport_options: dict[str, Any]
    env: dict[str, str]  # what a worker process needs to reach the same broker


def point_celery_at(broker: Broker) -> None:
    """Make this (test) process send tasks to the given broker."""
    from django.conf import settings

    from envstudio.celery import app

    app.conf.broker_url = broker.url
    app.conf.broker_transport_options = broker.transport_options
    app._pool = None
    app.amqp._producer_pool = None
    # Own queue names per test process: parallel runs (xdist, other checkouts) sharing a Redis never mix.
    settings.ENVSTUDIO_QUEUE_PREFIX = TEST_QUEUE_PREFIX
    # The test process never starts a private redis-server in the repository's data dir.
    settings.ENVSTUDIO_BROKER_KIND = "configured"
    settings.CELERY_BROKER_URL = broker.url


@pytest.fixture(scope="session")
def broker_for_tests(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Broker]:
    """REDIS_URL / CELERY_BROKER_URL when set (CI), else a private redis-server for this test session."""
    configured = os.environ.get("CELERY_BROKER_URL") or os.environ.get("REDIS_URL")
    if configured:
        yield Broker(url=configured, transport_options={}, env={"CELERY_BROKER_URL": configured})
        return
    if IN_CI:
        pytest.fail("CI is set but neither REDIS_URL nor CELERY_BROKER_URL is")
    if not shutil.which("redis-server"):
        pytest.skip("no REDIS_URL and no redis-server on PATH")
    from envstudio import embedded_broker

    data_dir = tmp_path_factory.mktemp("session-broker")
    process = embedded_broker.start(data_dir=data_dir, daemonize=False)
    url = f"redis+socket://{embedded_broker.socket_path(data_dir=data_dir)}"
    try:
        yield Broker(url=url, transport_options={}, env={"CELERY_BROKER_URL": url})
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=10)


def database_url_for_workers() -> str:
    """A DATABASE_URL for the database this test uses (pytest-django's test database, not the configured)."""
    from django.db import connection

    config = connection.settings_dict
    if connection.vendor == "sqlite":
        name = str(config["NAME"])
        if name == ":memory:" or name.startswith("file:"):
            pytest.fail("cross-process tests need a file SQLite test database")
        return f"sqlite:///{name}"
    if connection.vendor == "postgresql":
        from urllib.parse import quote

        user = quote(str(config.get("USER") or ""))
        password = quote(str(config.get("PASSWORD") or ""))
        credentials = f"{user}:{password}@" if password else (f"{user}@" if user else "")
        host = f"{config.get('HOST') or '127.0.0.1'}:{config.get('PORT') or 5432}"
        return f"postgres://{credentials}{host}/{config['NAME']}"
    pytest.fail(f"no worker DATABASE_URL for database vendor {connection.vendor}")
    raise AssertionError  # unreachable; pytest.fail raises


@dataclass
class WorkerProcess:
    process: subprocess.Popen[bytes]
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def wait_ready(self, *, timeout: float = 60.0) -> None:
        def ready() -> bool:
            if self.process.poll() is not None:
                pytest.fail(f"worker exited early with {self.process.returncode}:\n{self.log()[-4000:]}")
            return " ready." in self.log()

        wait_until(ready, timeout=timeout, what="the Celery worker to be ready")

    def kill(self) -> None:
        """SIGKILL the worker and everything it started: nothing gets to clean up or acknowledge."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=WORKER_STOP_SECONDS)

    def stop(self) -> None:
        if self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=WORKER_STOP_SECONDS)
        except subprocess.TimeoutExpired:
            self.kill()


@pytest.fixture
def worker_environment(
    tmp_path: Path, broker_for_tests: Broker, transactional_db: None
) -> Callable[..., dict[str, str]]:
    """The environment a subprocess (worker, manage.py) needs to share this test's database and broker."""
    from django.conf import settings

    def build(broker: Broker | None = None) -> dict[str, str]:
        chosen = broker or broker_for_tests
        env = {
            key: value for key, value in os.environ.items() if key not in {"REDIS_URL", "CELERY_BROKER_URL"}
        }
        env.update(chosen.env)
        env.update(
            {
                "DATABASE_URL": database_url_for_workers(),
                "SECRET_KEY": settings.SECRET_KEY,
                "DJANGO_SETTINGS_MODULE": "envstudio.settings",
                "PYTHONPATH": str(REPO),
                "ENVSTUDIO_QUEUE_PREFIX": TEST_QUEUE_PREFIX,
            }
        )
        env.setdefault("ENVSTUDIO_DATA_DIR", str(tmp_path / "worker-data"))
        return env

    return build


@pytest.fixture
def celery_worker_process(
    tmp_path: Path, broker_for_tests: Broker, worker_environment: Callable[..., dict[str, str]]
) -> Iterator[Callable[..., WorkerProcess]]:
    """Start real `celery -A envstudio worker` processes against this test's broker and database.

    Call it (optionally with broker=) to start one; it is stopped after the test. `.kill()` SIGKILLs it.
    """
    started: list[WorkerProcess] = []
    point_celery_at(broker_for_tests)

    def start(
        *,
        broker: Broker | None = None,
        concurrency: int = 4,
        queues: tuple[str, ...] | None = ("default", "llm", "sandbox"),
        extra_env: dict[str, str] | None = None,
    ) -> WorkerProcess:
        """queues=None starts a bare worker (no -Q), as `celery -A envstudio worker` would be typed."""
        if broker is not None:
            point_celery_at(broker)
        env = {**worker_environment(broker), **(extra_env or {})}
        log_path = tmp_path / f"worker-{len(started)}.log"
        queue_options = (
            ["-Q", ",".join(f"{TEST_QUEUE_PREFIX}{queue}" for queue in queues)] if queues is not None else []
        )
        command = [
            sys.executable, "-m", "celery", "-A", "envstudio", "worker",
            *queue_options, "-P", "threads", "-c", str(concurrency),
            "-n", f"test-{uuid.uuid4().hex[:8]}@%h", "--without-gossip", "--without-mingle",
            "--loglevel", "INFO",
        ]  # fmt: skip
        with log_path.open("wb") as log:
            process = subprocess.Popen(
                command, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
        worker = WorkerProcess(process=process, log_path=log_path)
        started.append(worker)
        worker.wait_ready()
        return worker

    yield start
    for index, worker in enumerate(started):
        worker.stop()
        # Shown by pytest only when the test failed.
        print(f"--- worker {index} log (tail) ---\n{worker.log()[-3000:]}")
    point_celery_at(broker_for_tests)
