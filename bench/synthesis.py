"""Synthesis benchmark: K domain environments at once through one LLM gateway, against a fake endpoint.

Run: ``python bench/synthesis.py`` (about half a minute on 2 cores). Options: ``--environments K``,
``--latency SECONDS``, ``--bound N`` (``max_concurrency``), ``--llm-threads``, ``--sandbox-workers``,
``--scenarios N``.

The K domain jobs (the pharmacy design under K names, tests/design/pharmacy.py) run through the real domain
pipeline (screen, design, verify with exploration, plan, build, store) with their stages dispatched the way
the workers would: stages on the "llm" queue go to a thread pool (``--llm-threads``), stages on the
"sandbox"/"default" queues to a small pool (``--sandbox-workers``, one per CPU like prefork). All jobs share
one gateway bounded by ``--bound``; the fake server (its own process) answers every request after
``--latency`` seconds.

Baseline, same process: the same number of requests sent strictly one at a time. The speed-up is
baseline time / pipeline wall time.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
import threading
import time
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._fake_llm import (
    InFlightLog,
    Occupancy,
    ServerProcess,
    domain_names,
    domain_script,
    instrumented_gateway,
    occupancy,
    server_process,
)
from synthesis.jobs.context import SeedInput
from synthesis.jobs.memory import InMemoryJobContext
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import Stage
from synthesis.llm import LLMGateway, MemoryUsage
from synthesis.pipelines import domain, resources, tail
from synthesis.sandbox import sandbox_status

domain.register()  # no Django here: the benchmark registers the kind it runs, as the app's ready() would


@dataclass
class StageWindow:
    job: int
    stage: str
    start: float
    end: float


@dataclass
class PoolRunner:
    """Runs each job's stages in order, every stage (or fan-out item) on the pool of its queue."""

    llm_threads: int
    sandbox_workers: int
    windows: list[StageWindow] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        cpu_pool = ThreadPoolExecutor(max_workers=self.sandbox_workers, thread_name_prefix="sandbox")
        self.pools = {
            "llm": ThreadPoolExecutor(max_workers=self.llm_threads, thread_name_prefix="llm"),
            "sandbox": cpu_pool,
            "default": cpu_pool,
        }

    def close(self) -> None:
        for pool in set(self.pools.values()):
            pool.shutdown()

    def run_job(self, *, job: int, stages: list[Stage], ctx: InMemoryJobContext) -> None:
        for stage in stages:
            pool = self.pools[stage.queue]
            start = time.perf_counter()
            if stage.run is not None:
                run = stage.run
                compute_once = functools.partial(run, ctx)
                pool.submit(ctx.step, step=stage.name, item="", compute=compute_once).result()
            else:
                items_fn, run_item = stage.items, stage.run_item
                assert items_fn is not None and run_item is not None
                keys = ctx.step(
                    step=stage.items_step,
                    item="",
                    compute=lambda items_fn=items_fn: {"items": list(items_fn(ctx))},  # type: ignore[misc]
                )
                futures = [
                    pool.submit(
                        ctx.step,
                        step=stage.name,
                        item=item,
                        compute=lambda item=item, run_item=run_item: run_item(ctx, item),  # type: ignore[misc]
                    )
                    for item in keys["items"]
                ]
                for future in futures:
                    future.result()
            with self.lock:
                self.windows.append(
                    StageWindow(job=job, stage=stage.name, start=start, end=time.perf_counter())
                )


def share_gateway(gateway: LLMGateway) -> Callable[[], None]:
    """Make every pipeline stage use one gateway (as the brief's model of one llm worker process does).

    In the code as it is, ``resources.gateway_for`` builds a new gateway (and semaphore) on every call.
    """
    originals = (resources.gateway_for, tail.gateway_for)

    def shared(ctx: Any) -> LLMGateway:
        return gateway

    resources.gateway_for = shared  # type: ignore[assignment]
    tail.gateway_for = shared  # type: ignore[assignment]

    def restore() -> None:
        resources.gateway_for, tail.gateway_for = originals

    return restore


def set_latency(server: ServerProcess, seconds: float) -> None:
    body = json.dumps({"latency_seconds": seconds, "rules": []}).encode()
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/_fake/rules", data=body, method="POST")
    with urllib.request.urlopen(request, timeout=10):
        pass
    with urllib.request.urlopen(
        urllib.request.Request(f"http://127.0.0.1:{server.port}/_fake/reset", data=b"{}", method="POST"),
        timeout=10,
    ):
        pass


@dataclass
class Run:
    wall: float
    cpu: float
    start: float
    end: float
    contexts: list[InMemoryJobContext]
    runner: PoolRunner
    log: InFlightLog
    usage: MemoryUsage
    errors: list[BaseException]

    @property
    def environments(self) -> list[dict[str, Any]]:
        return [env for ctx in self.contexts for env in ctx.environments.values()]

    @property
    def admitted(self) -> list[dict[str, Any]]:
        return [env for env in self.environments if env["status"] == "pending"]


def run_jobs(*, base_url: str, domains: list[str], args: argparse.Namespace) -> Run:
    """All domain jobs at once, one orchestrating thread per job, stages on their queue's pool."""
    gateway, log, usage = instrumented_gateway(base_url, max_concurrency=args.bound)
    restore = share_gateway(gateway)
    runner = PoolRunner(llm_threads=args.llm_threads, sandbox_workers=args.sandbox_workers)
    contexts = [
        InMemoryJobContext(
            seed=SeedInput(kind="domain", name=domain, text=domain),
            options={"scenarios": args.scenarios, "scenario_builder": "deterministic"},
            job_id=job,
        )
        for job, domain in enumerate(domains)
    ]
    errors: list[BaseException] = []

    def run(job: int) -> None:
        try:
            runner.run_job(job=job, stages=get_pipeline("domain"), ctx=contexts[job])
        except BaseException as error:  # reported below; the other jobs go on
            errors.append(error)

    threads = [threading.Thread(target=run, args=(job,)) for job in range(len(contexts))]
    cpu_before = time.process_time()
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    end = time.perf_counter()
    cpu = time.process_time() - cpu_before
    runner.close()
    restore()
    gateway.close()
    return Run(
        wall=end - start,
        cpu=cpu,
        start=start,
        end=end,
        contexts=contexts,
        runner=runner,
        log=log,
        usage=usage,
        errors=errors,
    )


def sequential_baseline(base_url: str, *, requests: int) -> tuple[float, float]:
    """(wall, CPU) seconds for `requests` structured calls, strictly one at a time (bound 1, one thread)."""
    gateway, _, _ = instrumented_gateway(base_url, max_concurrency=1)
    cpu_before = time.process_time()
    start = time.perf_counter()
    for index in range(requests):
        gateway.structured(
            prompt="screen_seed",
            variables={"seed": f"baseline request {index}"},
            output=_screen_output(),
            stage="baseline",
        )
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_before
    gateway.close()
    return elapsed, cpu


def _screen_output() -> Any:
    from synthesis.seeds.screening import PolicyVerdict

    return PolicyVerdict


def stage_window(windows: list[StageWindow], names: set[str]) -> tuple[float, float] | None:
    chosen = [w for w in windows if w.stage in names]
    if not chosen:
        return None
    return min(w.start for w in chosen), max(w.end for w in chosen)


def describe(label: str, figures: Occupancy, *, bound: int) -> str:
    saturation = (
        figures.saturated_seconds / figures.demand_seconds if figures.demand_seconds else float("nan")
    )
    return (
        f"  {label:<26} {figures.seconds:6.2f} s  mean in flight {figures.mean_in_flight:5.2f} "
        f"({figures.mean_in_flight / bound:6.1%} of bound), "
        f"when busy {figures.mean_in_flight_when_busy:5.2f} "
        f"({figures.mean_in_flight_when_busy / bound:6.1%}), max {figures.max_in_flight:2d}, "
        f"demand>=bound {figures.demand_seconds:5.2f} s, saturated then {saturation:6.1%}, "
        f"max waiting {figures.waiting_max}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--environments", type=int, default=8)
    parser.add_argument("--latency", type=float, default=0.05)
    parser.add_argument("--bound", type=int, default=16)
    parser.add_argument("--llm-threads", type=int, default=8)
    parser.add_argument("--sandbox-workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--scenarios", type=int, default=1)
    parser.add_argument(
        "--baseline-requests", type=int, default=0, help="send only this many one by one and scale (0: all)"
    )
    parser.add_argument("--nagle", action="store_true", help="keep the fake server's 40 ms delayed-ACK stall")
    parser.add_argument("--quick", action="store_true", help="two environments only (run by make test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.environments, args.latency, args.scenarios, args.baseline_requests = 2, 0.01, 1, 10

    domains = domain_names(args.environments)
    resources.configure(llm_settings={}, cache_dir=None, allow_unisolated=True)
    print(
        f"synthesis benchmark: {args.environments} domain environments at once, latency "
        f"{args.latency * 1000:.0f} ms, max_concurrency {args.bound}, llm threads {args.llm_threads}, "
        f"sandbox workers {args.sandbox_workers}, sandbox {sandbox_status().mechanism}"
    )
    with server_process(domain_script(domains, latency_seconds=0.0), nagle=args.nagle) as server:
        # A warm-up job (imports, first sandbox start), then all jobs with no latency: the wall time is then
        # the pipeline's own (sandbox, parsing, bookkeeping), then all jobs with the latency.
        run_jobs(base_url=server.base_url, domains=domains[:1], args=args)
        bare = run_jobs(base_url=server.base_url, domains=domains, args=args)
        set_latency(server, args.latency)
        timed = run_jobs(base_url=server.base_url, domains=domains, args=args)
        server_stats = server.stats()
        requests = int(server_stats["requests"])
        # Sent one at a time; a sample stands for all when it would take long (--baseline-requests).
        sample = min(requests, args.baseline_requests) if args.baseline_requests > 0 else requests
        sample_wall, sample_cpu = sequential_baseline(server.base_url, requests=max(sample, 1))
        baseline_wall = sample_wall * requests / max(sample, 1)
        baseline_cpu = sample_cpu * requests / max(sample, 1)

    for run in (bare, timed):
        if run.errors:
            print(f"  {len(run.errors)} job(s) failed, first: {run.errors[0]!r}")
    bound = args.bound
    whole = occupancy(timed.log, start=timed.start, end=timed.end)
    print(
        f"  admitted {len(timed.admitted)}/{len(timed.environments)} environments in {timed.wall:.2f} s wall"
    )
    print("achieved concurrency against the bound (client side: holds of the gateway's semaphore):")
    print(
        f"  max in flight {whole.max_in_flight} / {bound} = {whole.max_in_flight / bound:.0%} "
        f"(server saw {server_stats['max_in_flight']})"
    )
    print(
        f"  time-averaged in flight, whole run: {whole.mean_in_flight:.2f} / {bound} = "
        f"{whole.mean_in_flight / bound:.0%}; while any request in flight: "
        f"{whole.mean_in_flight_when_busy / bound:.0%}"
    )
    saturation = whole.saturated_seconds / whole.demand_seconds if whole.demand_seconds else float("nan")
    print(
        f"  while >= {bound} requests wanted a slot ({whole.demand_seconds:.2f} s): all {bound} slots busy "
        f"{saturation:.0%} of that time (max {whole.waiting_max} waiting)"
    )
    print("  per gateway stage (requests; most in flight at once; mean in flight while that stage had one):")
    for stage in timed.log.stages():
        figures = occupancy(timed.log, start=timed.start, end=timed.end, stage=stage)
        count = sum(1 for event in timed.log.events if event[3] == stage)
        print(
            f"    {stage:<16} {count:4d} requests, max {figures.max_in_flight:2d}, "
            f"mean {figures.mean_in_flight_when_busy:5.2f} over {figures.busy_seconds:5.2f} s"
        )
    for label, names in {
        "screen+design (llm queue)": {"screen", "design"},
        "verify (its queue: llm for LLM seeds)": {"verify"},
    }.items():
        window = stage_window(timed.runner.windows, names)
        if window is not None:
            print(describe(label, occupancy(timed.log, start=window[0], end=window[1]), bound=bound))

    per_env = max(len(timed.admitted), 1)
    tokens = server_stats["prompt_tokens"] + server_stats["completion_tokens"]
    total = timed.usage.total()
    held = sum(released - acquired for _, acquired, released, _ in timed.log.events)
    print("per admitted environment:")
    print(
        f"  LLM calls {requests / per_env:.1f}; tokens {tokens / per_env:,.0f} (prompt "
        f"{server_stats['prompt_tokens'] / per_env:,.0f}, "
        f"completion {server_stats['completion_tokens'] / per_env:,.0f}; the fake server counts words, "
        f"not tokens; gateway usage agrees: {total.prompt_tokens + total.completion_tokens:,} in all)"
    )
    print(
        f"  pipeline overhead without LLM wait (same jobs, 0 ms latency): "
        f"{bare.wall / per_env:.2f} s wall per environment at {args.environments} at once "
        f"({bare.wall:.2f} s in all); CPU of this process "
        f"{bare.cpu / per_env:.2f} s (sandbox worker processes and the fake server not included)"
    )
    print(
        f"  with {args.latency * 1000:.0f} ms latency: {timed.wall / per_env:.2f} s wall per environment; "
        f"requests held a slot {held / per_env:.2f} s per environment; wall minus overhead run "
        f"{(timed.wall - bare.wall) / per_env:.2f} s per environment attributable to LLM latency"
    )
    scaled = f", {sample} sent and scaled" if sample != requests else ""
    print(f"baseline: the same requests one at a time, same gateway code, same server{scaled}")
    print(
        f"  {requests} requests in {baseline_wall:.2f} s ({baseline_wall / requests * 1000:.1f} ms each, "
        f"client CPU {baseline_cpu / requests * 1000:.1f} ms each); pipeline {timed.wall:.2f} s "
        f"=> x{baseline_wall / timed.wall:.2f} faster than sending its requests one by one"
    )
    print(
        f"  LLM-only ideal at bound {bound}: x{min(bound, requests):d}; CPU ceiling of one process at "
        f"{baseline_cpu / requests * 1000:.1f} ms client CPU per request: "
        f"{args.latency / (baseline_cpu / requests):.0f} requests in flight"
    )
    failed = bare.errors or timed.errors or len(timed.admitted) != len(timed.environments)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
