"""Shared helpers for the LLM benchmarks: a fake server to point gateways at, and in-flight accounting.

In-flight is measured on the client side, by wrapping the gateway's senders (its bound): a request is "in
flight" while a sender thread is busy with it and "waiting" while it waits for one. That is exactly what
``EndpointConfig.max_concurrency`` bounds, and it works whether the fake server runs in this process or in
another one (whose own ``max_in_flight`` counter is read over HTTP to confirm the figure).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PROJECT_ROOT))

from synthesis.llm import EndpointConfig, LLMGateway, MemoryUsage  # noqa: E402
from tests.design import pharmacy  # noqa: E402


def endpoint_config(base_url: str, *, max_concurrency: int) -> EndpointConfig:
    return EndpointConfig(
        base_url=base_url,
        api_key="bench",
        model="fake-model",
        timeout_seconds=30.0,
        max_retries=1,
        max_concurrency=max_concurrency,
    )


@dataclass
class InFlightLog:
    """Per request: when it started waiting for a sender, when it was sent, when its answer was in."""

    bound: int
    events: list[tuple[float, float, float, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    current: threading.local = field(default_factory=threading.local)

    def add(self, *, waited_from: float, acquired: float, released: float) -> None:
        stage = getattr(self.current, "stage", "")
        with self.lock:
            self.events.append((waited_from, acquired, released, stage))

    def stages(self) -> list[str]:
        return sorted({event[3] for event in self.events})


class CountingSenders:
    """Wraps the gateway's senders (its bound): logs, per request, when it asked for a sender, when the
    sender started it and when the answer was in (the sender thread's own view, so a slot is "in flight"
    exactly while a sender is busy with it)."""

    def __init__(self, inner: Any, log: InFlightLog) -> None:
        self._inner = inner
        self._log = log
        self.bound = log.bound

    def run(self, send: Callable[[], Any]) -> Any:
        waited_from = time.perf_counter()
        times: dict[str, float] = {}

        def timed() -> Any:
            times["acquired"] = time.perf_counter()
            try:
                return send()
            finally:
                times["released"] = time.perf_counter()

        try:
            return self._inner.run(timed)
        finally:
            released = times.get("released", time.perf_counter())
            self._log.add(
                waited_from=waited_from, acquired=times.get("acquired", released), released=released
            )


class SemaphoreSenders:
    """The bound as it was before the senders: the caller's thread sends, holding a semaphore (bench-only,
    for the comparison ``--bound-by semaphore``)."""

    def __init__(self, bound: int) -> None:
        self.bound = bound
        self._semaphore = threading.BoundedSemaphore(bound)

    def run(self, send: Callable[[], Any]) -> Any:
        with self._semaphore:
            return send()


@dataclass
class RecordedRequests:
    """Every structured request the pipeline made (prompt, variables, output model, stage), to send the very
    same requests again one at a time for the baseline."""

    calls: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def replay(self, gateway: LLMGateway, *, indices: list[int]) -> None:
        for index in indices:
            gateway.structured(**self.calls[index])


def instrumented_gateway(
    base_url: str, *, max_concurrency: int, bound_by: str = "senders"
) -> tuple[LLMGateway, InFlightLog, MemoryUsage, RecordedRequests]:
    """A gateway whose requests are logged and recorded (a bench-only poke at private attributes)."""
    usage = MemoryUsage()
    gateway = LLMGateway(
        config=endpoint_config(base_url, max_concurrency=max_concurrency),
        usage=usage,
        retry_base_seconds=0.01,
    )
    log = InFlightLog(bound=max_concurrency)
    inner = SemaphoreSenders(max_concurrency) if bound_by == "semaphore" else gateway._senders
    gateway._senders = CountingSenders(inner, log)  # type: ignore[assignment]
    send = gateway._send
    structured = gateway.structured
    recorded = RecordedRequests()

    def tagged_send(function: Any, *, stage: str) -> Any:
        log.current.stage = stage  # which gateway stage the request belongs to
        return send(function, stage=stage)

    def recording_structured(**arguments: Any) -> Any:
        with recorded.lock:
            recorded.calls.append(dict(arguments))
        return structured(**arguments)

    gateway._send = tagged_send  # type: ignore[method-assign,assignment]
    gateway.structured = recording_structured  # type: ignore[method-assign]
    return gateway, log, usage, recorded


@dataclass
class Occupancy:
    """Time-weighted figures over a window [start, end] (or over the time a stage had requests)."""

    seconds: float
    mean_in_flight: float  # over the whole window
    max_in_flight: int
    busy_seconds: float  # at least one request in flight
    mean_in_flight_when_busy: float
    demand_seconds: float  # in flight + waiting >= bound: the bound alone limits throughput
    saturated_seconds: float  # in flight == bound while demand >= bound
    waiting_max: int
    in_flight_area_in_demand: float = 0.0  # integral of in flight over the demand time
    bound: int = 1

    @property
    def share_of_bound_in_demand(self) -> float:
        """Mean in flight / bound while demand >= bound (nan when demand never reached the bound)."""
        if not self.demand_seconds:
            return float("nan")
        return self.in_flight_area_in_demand / self.demand_seconds / self.bound

    @property
    def idle_slot_seconds_in_demand(self) -> float:
        """Slot-seconds a sender was free although >= bound requests wanted one (bound * demand - busy)."""
        return self.demand_seconds * self.bound - self.in_flight_area_in_demand


def occupancy(log: InFlightLog, *, start: float, end: float, stage: str | None = None) -> Occupancy:
    """Sweep the logged requests: in flight and waiting as step functions of time.

    Without ``stage``: over [start, end]. With ``stage``: only while that gateway stage had a request waiting
    or in flight, with in flight and waiting counted over all stages (the bound is shared, so a stage's
    requests wait behind everyone's).
    """
    changes: list[tuple[float, int, int, int]] = []  # (time, d_in_flight, d_waiting, d_stage_active)
    for waited_from, acquired, released, tag in log.events:
        if released <= start or waited_from >= end:
            continue
        mine = 1 if stage is None or tag == stage else 0

        def clamp(moment: float) -> float:
            return min(max(moment, start), end)

        changes.append((clamp(waited_from), 0, +1, mine))
        changes.append((clamp(acquired), +1, -1, 0))
        changes.append((clamp(released), -1, 0, -mine))
    changes.sort(key=lambda change: (change[0], change[1]))
    in_flight = waiting = active = 0
    max_in_flight = waiting_max = 0
    window = area = busy = busy_area = demand = saturated = demand_area = 0.0
    previous = start
    for moment, d_flight, d_wait, d_active in changes:
        span = moment - previous
        if span > 0 and (stage is None or active > 0):
            window += span
            area += in_flight * span
            if in_flight:
                busy += span
                busy_area += in_flight * span
            if in_flight + waiting >= log.bound:
                demand += span
                demand_area += in_flight * span
                if in_flight >= log.bound:
                    saturated += span
        previous = max(previous, moment)
        in_flight += d_flight
        waiting += d_wait
        active += d_active
        if stage is None or active > 0:
            max_in_flight = max(max_in_flight, in_flight)
            waiting_max = max(waiting_max, waiting)
    seconds = max(end - start if stage is None else window, 1e-9)
    return Occupancy(
        seconds=seconds,
        mean_in_flight=area / seconds,
        max_in_flight=max_in_flight,
        busy_seconds=busy,
        mean_in_flight_when_busy=busy_area / busy if busy else 0.0,
        demand_seconds=demand,
        saturated_seconds=saturated,
        waiting_max=waiting_max,
        in_flight_area_in_demand=demand_area,
        bound=log.bound,
    )


# --- domain designs ------------------------------------------------------------------------------------


def domain_names(count: int) -> list[str]:
    # Zero-padded so that no name is a substring of another (rules match by substring).
    return [f"{pharmacy.DOMAIN} branch {index:02d}" for index in range(count)]


def domain_script(domains: list[str], *, latency_seconds: float) -> dict[str, Any]:
    """The pharmacy design under several names: one tools rule per domain, everything else shared."""
    base = pharmacy.script()
    rules = []
    for rule in base["rules"]:
        if rule["name"] == "tools":
            for position, domain in enumerate(domains):
                tools = {**pharmacy.TOOLS, "environment_name": f"Pharmacy Refills {position:02d}"}
                rules.append(
                    {
                        "name": f"tools-{position:02d}",
                        "match": {"prompt": "domain_tools", "contains": domain},
                        "reply": {"json": tools},
                    }
                )
        else:
            rules.append(rule)
    return {"latency_seconds": latency_seconds, "rules": rules}


# The fake server writes headers and body in two send() calls; with Nagle on, the body waits for the
# client's delayed ACK (~40 ms on Linux) and every request costs 40 ms more than its scripted latency.
NO_NAGLE = "import socketserver; socketserver.StreamRequestHandler.disable_nagle_algorithm = True"


def disable_nagle_in_process() -> None:
    """The same fix for a fake server running in this process (call before creating it)."""
    import socketserver

    socketserver.StreamRequestHandler.disable_nagle_algorithm = True


@dataclass
class ServerProcess:
    process: subprocess.Popen[str]
    port: int

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def stats(self) -> dict[str, Any]:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/_fake/stats", timeout=10) as response:
            return dict(json.loads(response.read()))


@contextmanager
def server_process(script: dict[str, Any], *, nagle: bool = False) -> Iterator[ServerProcess]:
    """The fake server in its own process, so its CPU time is not counted as the pipeline's."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(script, handle)
    launcher = "" if nagle else NO_NAGLE + "; "
    code = (
        f"{launcher}import sys; from tests.fakes.openai_server import main; "
        f"sys.exit(main(['--port', '0', '--script', {handle.name!r}]))"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=PROJECT_ROOT,
        env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        first_line = process.stdout.readline().strip()
        if not first_line.isdigit():
            raise RuntimeError(f"fake server process did not print its port (got {first_line!r})")
        yield ServerProcess(process=process, port=int(first_line))
    finally:
        process.terminate()
        process.wait(timeout=10)
        if process.stdout is not None:
            process.stdout.close()
        Path(handle.name).unlink(missing_ok=True)
