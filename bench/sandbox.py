"""Sandbox benchmark: tool-call latency and check throughput against baselines run in the same process.

Run: ``python bench/sandbox.py`` (a few seconds; ``--quick`` for a smoke run). Figures are wall-clock on this
machine; the ratios against the baselines are what to compare across machines:

- the pipe's limit: a minimal persistent bubblewrap worker (a plain JSON-lines echo loop, no runtime, no
  guards), started with exactly the bubblewrap command line, seccomp filter and uid of a real session
  (``synthesis.sandbox.launch``); the session call is printed as a ratio of its round trip, measured
  interleaved with it (one echo, one session call, one session ping per round), median and p99; measured
  twice: placed freely, and with this process and both workers on one core, the ratio the goal reads (on two
  cores, whichever worker the scheduler puts beside the parent answers several times faster; see
  ``pinned_figures``);
- the runtime's own cost: a plain method call on the same environment object, against ``EnvRuntime.call``
  (interleaved too);
- the runtime's own cost on a larger state (10 tables of 30 rows of seven fields, a read and an update of one
  row), against a plain method call on the same state: the exact change check looks at every table;
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
# A state of the size an agent's episode meets: every call's change check looks at all of its 300 rows.
SHOP_CODE = """
class Shop:
    def __init__(self, state, ctx):
        self.state = state

    def get_order(self, order_id):
        for row in self.state["orders"]:
            if row["order_id"] == order_id:
                return {"success": True, "data": dict(row)}
        return {"success": False, "error": "no such order"}

    def set_status(self, order_id, status):
        for row in self.state["orders"]:
            if row["order_id"] == order_id:
                row["status"] = status
                return {"success": True, "message": "status set"}
        return {"success": False, "error": "no such order"}
"""
SHOP_TABLES = ["orders", "customers", "products", "stock", "shipments", "invoices", "payments", "returns",
               "suppliers", "warehouses"]  # fmt: skip
SHOP_STATE = {
    table: [
        {f"{table[:-1]}_id": f"{table[:3].upper()}-{n:04d}", "customer_id": f"CUST-{n % 7:03d}",
         "status": "open", "total": 12.5 + n, "quantity": n, "note": None, "created_at": "2026-01-01T10:00"}
        for n in range(30)
    ]
    for table in SHOP_TABLES
}  # fmt: skip
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
        self._uid = 0
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
            self._uid = uid
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
            launch.release_uid(self._uid, self._lock_fd)


def interleaved(actions: dict[str, Callable[[], object]], rounds: int) -> dict[str, tuple[float, float]]:
    """Each action once per round, in turn, so that all see the same machine load: (median, p99) in ms."""
    samples: dict[str, list[float]] = {label: [] for label in actions}
    clock = time.perf_counter
    for _ in range(rounds):
        for label, action in actions.items():
            start = clock()
            action()
            samples[label].append(clock() - start)
    return {label: summary(values) for label, values in samples.items()}


def pinned_figures(untrusted: bool) -> dict[str, tuple[float, float]]:
    """The echo worker, the session call and the ping, interleaved, with this process and both workers on one
    core (the workers inherit the affinity). A request and its reply alternate strictly, so one core costs
    nothing in parallelism; left free, the scheduler's placement decides each run: the same ping measured
    11 us in one process and 77 us in the next (two cores, 3,000 pings each), whichever of the two workers
    it happened to put beside the parent."""
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(before)})
    try:
        figures, _checks = call_figures(untrusted, runtime_too=False)
    finally:
        os.sched_setaffinity(0, before)
    return {f"{label}_pinned": figures[label] for label in ("echo", "session", "ping")}


def call_figures(
    untrusted: bool, *, runtime_too: bool = True
) -> tuple[dict[str, tuple[float, float]], float]:
    """Tool-call latencies: the echo worker and the session (and a session ping) interleaved; then the
    in-process runtime against a plain method call, interleaved too. Also the checks per second."""
    arguments = {"counter_id": "c7"}
    echo = EchoWorker()
    try:
        with open_session(limits=LIMITS, untrusted=untrusted) as session:
            session.load_environment(
                code=CODE, class_name="Counter", tools=["bump"], primary_keys={"counters": "id"}, state=STATE
            )
            assert echo.call("bump", arguments)["ok"] is True
            figures = interleaved(
                {
                    "echo": lambda: echo.call("bump", arguments),
                    "session": lambda: session.call("bump", arguments),
                    "ping": lambda: session._request({"op": "ping"}),  # the protocol alone, no runtime
                },
                CALLS,
            )
            checks = [(f"k{i}", CHECK) for i in range(CHECKS)]
            start = time.perf_counter()
            outcomes = session.run_checks(checks, final_state=STATE, initial_state=STATE)
            sandbox_checks = CHECKS / (time.perf_counter() - start)
            assert all(outcome.passed for outcome in outcomes.values())
    finally:
        echo.close()
    if not runtime_too:
        return figures, sandbox_checks
    keys = {"counters": "id"}
    runtime = EnvRuntime(code=CODE, class_name="Counter", tools=["bump"], primary_keys=keys, state=STATE)
    # As the worker runs it: arguments decoded fresh, replies encoded at once, so nothing is copied.
    worker_runtime = EnvRuntime(
        code=CODE, class_name="Counter", tools=["bump"], primary_keys=keys, state=STATE, copy_results=False
    )
    plain_env = load_class(CODE, "Counter")(runtime.state, EnvContext())
    figures |= interleaved(
        {
            "plain": lambda: plain_env.bump(counter_id="c7"),
            "runtime": lambda: runtime.call("bump", arguments),
            "worker_runtime": lambda: worker_runtime.call("bump", arguments),
        },
        CALLS,
    )
    return figures | shop_figures(), sandbox_checks


def shop_figures() -> dict[str, tuple[float, float]]:
    """A read and an update of one row of the 300-row state, in-process as the worker runs them (settled after
    each call, as the worker does after its reply), and the same tools as plain method calls."""
    keys = {table: f"{table[:-1]}_id" for table in SHOP_TABLES}
    shop = EnvRuntime(
        code=SHOP_CODE, class_name="Shop", tools=["get_order", "set_status"], primary_keys=keys,
        state=SHOP_STATE, copy_results=False,
    )  # fmt: skip
    plain = load_class(SHOP_CODE, "Shop")(shop.state, EnvContext())
    statuses = iter(range(10**9))
    order = {"order_id": "ORD-0007"}

    def settled(call: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            call()
            shop.settle()

        return run

    return interleaved(
        {
            "shop_plain_read": lambda: plain.get_order(**order),
            "shop_plain_update": lambda: plain.set_status(status=f"s{next(statuses)}", **order),
            "shop_read": settled(lambda: shop.call("get_order", order)),
            "shop_update": settled(
                lambda: shop.call("set_status", {**order, "status": f"s{next(statuses) % 5}"})
            ),
        },
        CALLS // 2,
    )


def main() -> None:
    global CALLS, FRESH_CALLS, CHECKS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few samples only (run by make test)")
    if parser.parse_args().quick:
        CALLS, FRESH_CALLS, CHECKS = 200, 3, 200
    status = sandbox_status()
    untrusted = status.isolated
    load_before = os.getloadavg()[0]
    print(f"sandbox: {status.mechanism} ({status.detail}); {os.cpu_count()} CPUs, load {load_before:.1f}")
    figures, sandbox_checks = call_figures(untrusted)
    figures |= pinned_figures(untrusted)

    def fresh_call() -> None:
        with open_session(limits=LIMITS, untrusted=untrusted) as fresh:
            fresh.load_environment(
                code=CODE, class_name="Counter", tools=["bump"], primary_keys={"counters": "id"}, state=STATE
            )
            fresh.call("bump", {"counter_id": "c7"})

    figures["fresh"] = summary(timed(fresh_call, FRESH_CALLS))

    start = time.perf_counter()
    for _ in range(CHECKS):
        run_check(CHECK, STATE, STATE)
    direct_checks = CHECKS / (time.perf_counter() - start)

    reference, direct = figures["echo"], figures["runtime"]
    print(f"{f'tool call (interleaved, {CALLS} rounds)':<44}{'median us':>11}{'p99 us':>10}{'x echo':>9}")
    for label, key in [
        ("plain method call (no runtime)", "plain"),
        ("in-process EnvRuntime.call", "runtime"),
        ("  the same, as the worker runs it (no copies)", "worker_runtime"),
        ("echo worker, same bwrap (baseline)", "echo"),
        ("session ping (the protocol, no runtime)", "ping"),
        ("sandbox session call (persistent)", "session"),
        ("fresh sandboxed process per call", "fresh"),
    ]:
        median, p99 = figures[key]
        print(f"{label:<44}{median * 1e3:>11.1f}{p99 * 1e3:>10.1f}{median / reference[0]:>9.2f}")
    print(f"{'10 tables, 300 rows (as the worker runs it)':<44}{'':>11}{'':>10}{'x plain':>9}")
    for label, key, plain in [
        ("read one row: plain method call", "shop_plain_read", "shop_plain_read"),
        ("read one row: EnvRuntime.call + settle", "shop_read", "shop_plain_read"),
        ("update one row: plain method call", "shop_plain_update", "shop_plain_update"),
        ("update one row: EnvRuntime.call + settle", "shop_update", "shop_plain_update"),
    ]:
        median, p99 = figures[key]
        print(f"{label:<44}{median * 1e3:>11.1f}{p99 * 1e3:>10.1f}{median / figures[plain][0]:>9.1f}")
    pinned = figures["echo_pinned"]
    print(f"{'the same on one core (parent and workers)':<44}{'':>11}{'':>10}{'x echo':>9}")
    for label, key in [
        ("echo worker, same bwrap (baseline)", "echo_pinned"),
        ("session ping (the protocol, no runtime)", "ping_pinned"),
        ("sandbox session call (persistent)", "session_pinned"),
    ]:
        median, p99 = figures[key]
        print(f"{label:<44}{median * 1e3:>11.1f}{p99 * 1e3:>10.1f}{median / pinned[0]:>9.2f}")
    session, session_pinned = figures["session"], figures["session_pinned"]
    print(
        f"runtime's own cost per call: {(direct[0] - figures['plain'][0]) * 1e3:.1f} us; session call / echo "
        f"worker on one core: x{session_pinned[0] / pinned[0]:.2f} median (goal 1.3; placed freely "
        f"x{session[0] / reference[0]:.2f}), p99 {max(session[1], session_pinned[1]) * 1e3:.0f} us "
        f"(goal 400); load average {load_before:.1f} -> {os.getloadavg()[0]:.1f}"
    )
    print(f"{'check functions':<44}{'per second':>11}{'':>10}{'x in-process':>14}")
    print(f"{'in-process run_check':<44}{direct_checks:>11.0f}{'':>10}{1.0:>14.2f}")
    ratio = sandbox_checks / direct_checks
    print(f"{'sandbox run_checks (one batch)':<44}{sandbox_checks:>11.0f}{'':>10}{ratio:>14.2f}")


if __name__ == "__main__":
    main()
