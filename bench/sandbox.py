"""Sandbox benchmark: tool-call latency and check throughput against the in-process runtime, same process.

Run: ``python bench/sandbox.py`` (a few seconds). Figures are wall-clock on this machine; the ratios against
the in-process baseline are what to compare across machines.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from synthesis.sandbox import SandboxLimits, open_session, sandbox_status
from synthesis.sandbox.runtime import EnvRuntime, run_check

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


def main() -> None:
    global CALLS, FRESH_CALLS, CHECKS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few samples only (run by make test)")
    if parser.parse_args().quick:
        CALLS, FRESH_CALLS, CHECKS = 200, 3, 200
    status = sandbox_status()
    untrusted = status.isolated
    print(f"sandbox: {status.mechanism} ({status.detail})")
    runtime = EnvRuntime(
        code=CODE, class_name="Counter", tools=["bump"], primary_keys={"counters": "id"}, state=STATE
    )
    direct = summary(timed(lambda: runtime.call("bump", {"counter_id": "c7"}), CALLS))

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

    print(f"{'tool call':<34}{'median ms':>12}{'p99 ms':>12}{'x in-process':>14}")
    for label, (median, p99) in [
        ("in-process EnvRuntime.call", direct),
        ("sandbox session (persistent)", sandboxed),
        ("fresh sandboxed process per call", fresh),
    ]:
        print(f"{label:<34}{median:>12.3f}{p99:>12.3f}{median / direct[0]:>14.1f}")
    print(f"{'check functions':<34}{'per second':>12}{'':>12}{'x in-process':>14}")
    print(f"{'in-process run_check':<34}{direct_checks:>12.0f}{'':>12}{1.0:>14.2f}")
    ratio = sandbox_checks / direct_checks
    print(f"{'sandbox run_checks (one batch)':<34}{sandbox_checks:>12.0f}{'':>12}{ratio:>14.2f}")


if __name__ == "__main__":
    main()
