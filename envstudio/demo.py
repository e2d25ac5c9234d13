"""`make demo`'s process supervisor: embedded broker (if needed), two Celery workers, the web server.

Ctrl-C (or SIGTERM) stops everything it started, youngest first.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

BIND = os.environ.get("ENVSTUDIO_BIND", "127.0.0.1:8000")
STOP_GRACE_SECONDS = 10.0


def _python_tool(name: str) -> str:
    # The tools installed next to this interpreter (the project's .venv), not whatever is on PATH.
    candidate = Path(sys.executable).with_name(name)
    return str(candidate) if candidate.exists() else name


def _commands(*, queue_prefix: str) -> list[tuple[str, list[str]]]:
    celery = _python_tool("celery")
    llm_queue = f"{queue_prefix}llm"
    default_queues = f"{queue_prefix}default,{queue_prefix}sandbox"
    llm_concurrency = os.environ.get("ENVSTUDIO_LLM_WORKER_CONCURRENCY", "16")
    default_concurrency = os.environ.get("ENVSTUDIO_DEFAULT_WORKER_CONCURRENCY", "2")
    llm_worker = [
        celery,
        "-A",
        "envstudio",
        "worker",
        "-Q",
        llm_queue,
        "-P",
        "threads",
        "-c",
        llm_concurrency,
    ]
    default_worker = [celery, "-A", "envstudio", "worker", "-Q", default_queues, "-P", "prefork"]
    web = [_python_tool("gunicorn"), "envstudio.wsgi", "--bind", BIND, "--workers", "2", "--threads", "4"]
    return [
        ("worker-llm", [*llm_worker, "-n", "llm@%h", "--loglevel", "INFO"]),
        # -B: this worker also runs the beat schedule (the stalled-job reaper); exactly one process must.
        (
            "worker-default",
            [*default_worker, "-c", default_concurrency, "-n", "default@%h", "-B", "--loglevel", "INFO"],
        ),
        ("web", web),
    ]


def _stop(processes: list[tuple[str, subprocess.Popen[bytes]]]) -> None:
    for _, process in reversed(processes):
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
    deadline = time.monotonic() + STOP_GRACE_SECONDS
    for name, process in reversed(processes):
        try:
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            print(f"demo: {name} did not stop, killing it", flush=True)
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def start_demo_jobs() -> None:
    """The first demo run synthesizes every sample spec offline, so the UI has environments, graphs, scenarios
    with proofs and failed verifications to show within minutes, with no API key."""
    from envstudio.tenancy.models import Workspace
    from synthesis.management.commands.demo_setup import DEMO_WORKSPACE
    from synthesis.models import SynthesisJob
    from synthesis.services import sample_spec_names, start_sample_job

    workspace = Workspace.objects.filter(name=DEMO_WORKSPACE).first()
    if workspace is None or SynthesisJob.objects.filter(workspace=workspace).exists():
        return
    owner = workspace.memberships.filter(role="admin").first()
    for sample in sample_spec_names():
        job = start_sample_job(
            workspace=workspace,
            sample=sample,
            options={"scenarios": 8},
            created_by=owner.user if owner else None,
        )
        print(f"demo: started offline synthesis job {job.pk} on the sample spec {sample}", flush=True)


def main() -> int:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "envstudio.settings")
    django.setup()
    from django.conf import settings

    from envstudio import embedded_broker

    processes: list[tuple[str, subprocess.Popen[bytes]]] = []
    stopping = False

    def request_stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, request_stop)
    signal.signal(signal.SIGTERM, request_stop)
    try:
        if settings.ENVSTUDIO_BROKER_KIND == "embedded-redis":
            broker = embedded_broker.start(data_dir=settings.DATA_DIR, daemonize=False)
            if broker is not None:
                processes.append(("broker", broker))
        print(f"demo: broker {settings.ENVSTUDIO_BROKER_KIND} ({settings.CELERY_BROKER_URL})", flush=True)
        for name, command in _commands(queue_prefix=settings.ENVSTUDIO_QUEUE_PREFIX):
            # Own process groups: the terminal's Ctrl-C reaches only us, and we stop children in order.
            processes.append((name, subprocess.Popen(command, start_new_session=True)))
        start_demo_jobs()
        print(f"demo: open http://{BIND}/  (Ctrl-C stops everything)", flush=True)
        while not stopping:
            for name, process in processes:
                if process.poll() is not None:
                    print(f"demo: {name} exited with {process.returncode}; stopping", flush=True)
                    stopping = True
            time.sleep(0.5)
    finally:
        _stop(processes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
