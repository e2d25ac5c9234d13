"""Sandbox benchmark: tool-call latency and check throughput against baselines run in the same process.

Run: ``python bench/sandbox.py`` (a few seconds; ``--quick`` for a smoke run). Figures are wall-clock on this
machine; the ratios against the baselines are what to compare across machines:

- the pipe's limit: a minimal persistent bubblewrap worker (a plain JSON-lines echo loop, no runtime, no
  guards), started with exactly the bubblewrap command line, seccomp filter and uid of a real session
  (``synthesis.sandbox.launch``); the session call is printed as a ratio of its round trip;
- the runtime's own cost: a plain method call on the same environment object, against ``EnvRuntime.call``;
- check throughput: ``run_check`` in-process against one ``run_checks`` batch in a session.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from synthesis.sandbox import SandboxLimits, launch, open_session, sandbox_status
from synthesis.sandbox.runtime import EnvContext, EnvRuntime, load_class, run_check

CODE = """
class Counter:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def bump(self, counter_id):
        for row in self.state["counters"]:
            if row["id"] == counter_id:
                row["value"] += 1
                return {"success": True, "message": "bumped"}
        return {"success": False, "error": "no such counter"}
"""
STATE = {"counters": [{"id": f"c{i}", "value": 0} for i in range(20)]}
CHECK = """
def check(final_state, initial_state):
    return sum(row["value"] for row in final_state["counters"]) >= 0
"""
CALLS = 2000
FRESH_CALLS = 40
CHECKS = 2000
LIMITS = SandboxLimits()


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return samples


def summary(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered) * 1e3, ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1e3


# The reference worker: read a JSON line, answer a JSON line. What any persistent JSON-lines sandbox must do.
ECHO_LOOP = """
import json, sys
read, write = sys.stdin.buffer.readline, sys.stdout.buffer
while True:
    line = read()
    if not line:
        break
    request = json.loads(line)
    write.write(json.dumps({"ok": True, "value": {"result": {"success": True, "message": request["name"]},
                                                  "diff": []}}).encode() + b"\\n")
    write.flush()
"""


class EchoWorker:
    """The baseline: a session's bubblewrap command line, seccomp filter and uid; an echo loop inside."""

    def __init__(self) -> None:
        status = sandbox_status()
        self._lock_fd: int | None = None
        pass_fds: tuple[int, ...] = ()
        read_fd: int | None = None
        if status.isolated:
            bpf = launch.seccomp_filter() if status.mechanism == "bubblewrap+seccomp" else None
            if bpf is not None:
                read_fd, write_fd = os.pipe()
                os.write(write_fd, bpf)
                os.close(write_fd)
                pass_fds = (read_fd,)
            uid, self._lock_fd = launch.allocate_uid()
            command = launch.bwrap_command(
                worker=launch.worker_dir(), config_json="{}", seccomp_fd=read_fd, uid=uid
            )
            command = [*command[: command.index("-I") + 3], "-c", ECHO_LOOP]
        else:
            command = [launch.interpreter(), "-I", "-S", "-B", "-c", ECHO_LOOP]
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={},
            pass_fds=pass_fds,
            start_new_session=True,
        )
        if read_fd is not None:
            os.close(read_fd)
        assert self.process.stdin is not None and self.process.stdout is not None
        self._in, self._out = self.process.stdin, self.process.stdout

    def call(self, name: str, arguments: dict[str, object]) -> dict[str, object]:
        self._in.write(json.dumps({"op": "call", "name": name, "arguments": arguments}).encode() + b"\n")
        self._in.flush()
        reply: dict[str, object] = json.loads(self._out.readline())
        return reply

    def close(self) -> None:
        self._in.close()
        self.process.wait(timeout=5)
        self._out.close()
        if self._lock_fd is not None:
            os.close(self._lock_fd)


def main() -> None:
    global CALLS, FRESH_CALLS, CHECKS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few samples only (run by make test)")
    if parser.parse_args().quick:
        CALLS, FRESH_CALLS, CHECKS = 200, 3, 200
    status = sandbox_status()
    untrusted = status.isolated
    print(f"sandbox: {status.mechanism} ({status.detail}); load average {os.getloadavg()[0]:.1f}")
    runtime = EnvRuntime(
        code=CODE, class_name="Counter", tools=["bump"], primary_keys={"counters": "id"}, state=STATE
    )
    direct = summary(timed(lambda: runtime.call("bump", {"counter_id": "c7"}), CALLS))
    plain_env = load_class(CODE, "Counter")(runtime.state, EnvContext())
    plain = summary(timed(lambda: plain_env.bump(counter_id="c7"), CALLS))

    echo = EchoWorker()
    try:
        assert echo.call("bump", {"counter_id": "c7"})["ok"] is True
        reference = summary(timed(lambda: echo.call("bump", {"counter_id": "c7"}), CALLS))
    finally:
        echo.close()

    with open_session(limits=LIMITS, untrusted=untrusted) as session:
        session.load_environment(
            code=CODE, class_name="Counter", tools=["bump"], primary_keys={"counters": "id"}, state=STATE
        )
        sandboxed = summary(timed(lambda: session.call("bump", {"counter_id": "c7"}), CALLS))

        checks = [(f"k{i}", CHECK) for i in range(CHECKS)]
        start = time.perf_counter()
        outcomes = session.run_checks(checks, final_state=STATE, initial_state=STATE)
        sandbox_checks = CHECKS / (time.perf_counter() - start)
        assert all(outcome.passed for outcome in outcomes.values())

    def fresh_call() -> None:
        with open_session(limits=LIMITS, untrusted=untrusted) as fresh:
            fresh.load_environment(
                code=CODE, class_name="Counter", tools=["bump"], primary_keys={"counters": "id"}, state=STATE
            )
            fresh.call("bump", {"counter_id": "c7"})

    fresh = summary(timed(fresh_call, FRESH_CALLS))

    start = time.perf_counter()
    for _ in range(CHECKS):
        run_check(CHECK, STATE, STATE)
    direct_checks = CHECKS / (time.perf_counter() - start)

    print(f"{'tool call':<36}{'median us':>11}{'p99 us':>10}{'x echo worker':>15}{'x in-process':>14}")
    for label, (median, p99) in [
        ("plain method call (no runtime)", plain),
        ("in-process EnvRuntime.call", direct),
        ("echo worker, same bwrap (baseline)", reference),
        ("sandbox session (persistent)", sandboxed),
        ("fresh sandboxed process per call", fresh),
    ]:
        print(
            f"{label:<36}{median * 1e3:>11.1f}{p99 * 1e3:>10.1f}{median / reference[0]:>15.2f}"
            f"{median / direct[0]:>14.1f}"
        )
    print(
        f"runtime's own cost per call: {(direct[0] - plain[0]) * 1e3:.1f} us; session call / echo worker: "
        f"x{sandboxed[0] / reference[0]:.2f} median, p99 {sandboxed[1] * 1e3:.0f} us"
    )
    print(f"{'check functions':<34}{'per second':>12}{'':>12}{'x in-process':>14}")
    print(f"{'in-process run_check':<34}{direct_checks:>12.0f}{'':>12}{1.0:>14.2f}")
    ratio = sandbox_checks / direct_checks
    print(f"{'sandbox run_checks (one batch)':<34}{sandbox_checks:>12.0f}{'':>12}{ratio:>14.2f}")


if __name__ == "__main__":
    main()
