"""The embedded broker: a private redis-server on a Unix socket in the data dir, started by the app itself.

Used only when no CELERY_BROKER_URL/REDIS_URL is configured and redis-server is on PATH (see envstudio.conf).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

START_TIMEOUT_SECONDS = 10.0


class EmbeddedBrokerError(RuntimeError):
    pass


def socket_path(*, data_dir: Path) -> Path:
    return data_dir / "redis.sock"


def is_answering(*, path: Path) -> bool:
    """True when a redis server answers PING on the Unix socket."""
    if not path.exists():
        return False
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(1.0)
            client.connect(str(path))
            client.sendall(b"PING\r\n")
            return client.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@contextlib.contextmanager
def _start_lock(*, data_dir: Path) -> Iterator[None]:
    # redis-server unlinks an existing socket file before binding: two starters must not race.
    data_dir.mkdir(parents=True, exist_ok=True)
    with open(data_dir / "redis.lock", "w") as lock_file:
        fcntl.flock(lock_file, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock_file, fcntl.LOCK_UN)


def server_command(*, data_dir: Path, daemonize: bool) -> list[str]:
    return [
        "redis-server",
        "--port", "0",
        "--unixsocket", str(socket_path(data_dir=data_dir)),
        "--unixsocketperm", "700",
        "--dir", str(data_dir),
        "--save", "",
        # Queued jobs survive a restart of the demo.
        "--appendonly", "yes",
        "--appendfilename", "redis-broker.aof",
        "--logfile", str(data_dir / "redis.log"),
        "--pidfile", str(data_dir / "redis.pid"),
        "--daemonize", "yes" if daemonize else "no",
    ]  # fmt: skip


def _wait_until_answering(*, path: Path, process: subprocess.Popen[bytes] | None) -> None:
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if is_answering(path=path):
            return
        if process is not None and process.poll() is not None:
            break
        time.sleep(0.05)
    raise EmbeddedBrokerError(f"the embedded redis-server did not answer on {path}; see its log next to it")


def start(*, data_dir: Path, daemonize: bool = True) -> subprocess.Popen[bytes] | None:
    """Start the private redis-server unless one already answers; returns the child when not daemonized."""
    path = socket_path(data_dir=data_dir)
    with _start_lock(data_dir=data_dir):
        if is_answering(path=path):
            return None
        process = subprocess.Popen(
            server_command(data_dir=data_dir, daemonize=daemonize),
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        if daemonize:
            process.wait(timeout=START_TIMEOUT_SECONDS)
        _wait_until_answering(path=path, process=None if daemonize else process)
        return None if daemonize else process


def server_pid(*, data_dir: Path) -> int | None:
    """The pid of the embedded redis-server of ``data_dir`` while it runs (from its pid file), else None."""
    try:
        pid = int((data_dir / "redis.pid").read_text().strip())
    except (OSError, ValueError):
        return None
    return pid if is_alive(pid) else None


def is_alive(pid: int) -> bool:
    """True while ``pid`` is a process that has not ended (a zombie has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def wait_for_exit(pid: int, *, timeout: float) -> bool:
    """Wait until ``pid`` has ended, by its pidfd (no polling where Linux has one); True when it has."""
    import select

    try:
        descriptor = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    except (AttributeError, OSError):  # no pidfd: look at the process table until the deadline
        deadline = time.monotonic() + timeout
        while is_alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        return not is_alive(pid)
    try:
        readable, _, _ = select.select([descriptor], [], [], timeout)
        return bool(readable) or not is_alive(pid)
    finally:
        os.close(descriptor)


def stop(*, data_dir: Path, timeout: float = 10.0) -> bool:
    """Stop a daemonized embedded redis-server and wait until it has ended (SIGKILL after ``timeout``);
    True when one was running."""
    pid = server_pid(data_dir=data_dir)
    if pid is None:
        return False
    try:
        os.kill(pid, signal.SIGTERM)
        if not wait_for_exit(pid, timeout=timeout):
            os.kill(pid, signal.SIGKILL)
            wait_for_exit(pid, timeout=timeout)
    except ProcessLookupError:
        pass
    return True


def ensure_embedded_broker() -> None:
    """Start the private redis-server when it is the configured broker and is not running yet."""
    from django.conf import settings

    if getattr(settings, "ENVSTUDIO_BROKER_KIND", "") != "embedded-redis":
        return
    broker_path = Path(settings.CELERY_BROKER_URL.removeprefix("redis+socket://"))
    if is_answering(path=broker_path):
        return
    start(data_dir=broker_path.parent)
