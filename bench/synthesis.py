"""Synthesis benchmark: K domain environments at once through one LLM gateway, against a fake endpoint.

Run: ``python bench/synthesis.py`` (a minute or two on 2 cores). Options: ``--environments K``,
``--latency SECONDS``, ``--bound N`` (``max_concurrency``), ``--llm-threads`` (default: K, so that no
environment waits for a thread), ``--sandbox-workers``, ``--scenarios N``, ``--bound-by semaphore`` (the bound
as it was: a semaphore held by the caller's thread), ``--baseline-requests N``.

The K domain jobs (the pharmacy design under K names, tests/design/pharmacy.py) run through the real domain
pipeline (screen, design, verify with exploration, plan, build, store) with their stages dispatched the way
the workers would: stages on the "llm" queue go to a thread pool (``--llm-threads``), stages on the
"sandbox"/"default" queues to a small pool (``--sandbox-workers``, one per CPU like prefork). Each job is one
environment with its own orchestrating thread, so environments move through the stages independently. All
jobs share one gateway bounded by ``--bound``; the fake server (its own process) answers every request after
``--latency`` seconds.

The figure of issue 16: for every LLM stage, the mean share of the bound in flight while >= bound requests
wanted a sender (in flight + waiting, all stages together: the bound is shared).

Baseline, same process: the very requests the pipeline made (recorded: prompt, variables, output model),
sent again strictly one at a time (bound 1, one thread); with ``--baseline-requests N``, N of them evenly
spread over the run, the time scaled to all. The speed-up is baseline time / pipeline wall time.
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
    RecordedRequests,
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
    recorded: RecordedRequests
    errors: list[BaseException]

    @property
    def environments(self) -> list[dict[str, Any]]:
        return [env for ctx in self.contexts for env in ctx.environments.values()]

    @property
    def admitted(self) -> list[dict[str, Any]]:
        return [env for env in self.environments if env["status"] == "pending"]


def run_jobs(
    *, base_url: str, domains: list[str], args: argparse.Namespace, bound_by: str = "senders"
) -> Run:
    """All domain jobs at once, one orchestrating thread per job, stages on their queue's pool."""
    gateway, log, usage, recorded = instrumented_gateway(
        base_url, max_concurrency=args.bound, bound_by=bound_by
    )
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
        recorded=recorded,
        errors=errors,
    )


def sequential_baseline(
    base_url: str, *, recorded: RecordedRequests, sample: int
) -> tuple[float, float, int]:
    """(wall, CPU) seconds for the recorded requests sent strictly one at a time (bound 1, one thread), and
    how many were sent: all, or ``sample`` of them evenly spread (0: all)."""
    total = len(recorded.calls)
    count = total if sample <= 0 else min(sample, total)
    indices = sorted({round(position * total / count) for position in range(count)}) if count else []
    gateway, _, _, _ = instrumented_gateway(base_url, max_concurrency=1)
    cpu_before = time.process_time()
    start = time.perf_counter()
    recorded.replay(gateway, indices=indices)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_before
    gateway.close()
    return elapsed, cpu, len(indices)


def stage_window(windows: list[StageWindow], names: set[str]) -> tuple[float, float] | None:
    chosen = [w for w in windows if w.stage in names]
    if not chosen:
        return None
    return min(w.start for w in chosen), max(w.end for w in chosen)


def describe(label: str, figures: Occupancy, *, bound: int) -> str:
    mean = figures.mean_in_flight / bound
    share, idle = figures.share_of_bound_in_demand, figures.idle_slot_seconds_in_demand
    return (
        f"  {label:<22} {figures.seconds:6.2f} s, mean in flight {mean:6.1%} of the bound; "
        f">= bound wanted {figures.demand_seconds:5.2f} s: in flight then {share:6.1%} of the bound "
        f"(all busy {_saturation(figures):6.1%}, idle slot-s {idle:5.2f}), max waiting {figures.waiting_max}"
    )


def _saturation(figures: Occupancy) -> float:
    return figures.saturated_seconds / figures.demand_seconds if figures.demand_seconds else float("nan")


def _lowest(shares: dict[str, float]) -> float:
    measured = [share for share in shares.values() if share == share]  # nan: never >= bound wanted
    return min(measured) if measured else float("nan")


JOB_STAGES = {
    "screen+design": {"screen", "design"},
    "verify": {"verify"},
    "plan": {"plan"},
}


def print_concurrency(run: Run, *, bound: int, server_max: int, label: str) -> dict[str, float]:
    """The in-flight figures of one run; returns each LLM stage's share of the bound while demand >= bound."""
    whole = occupancy(run.log, start=run.start, end=run.end)
    print(f"achieved concurrency against the bound ({label}; client side: a sender busy with a request):")
    server_saw = f" (server saw {server_max})" if server_max else ""
    print(f"  max in flight {whole.max_in_flight} / {bound}{server_saw}")
    print(describe("whole run", whole, bound=bound))
    print("  per LLM stage, while it had a request waiting or in flight (in flight, waiting: all stages):")
    shares: dict[str, float] = {}
    for stage in run.log.stages():
        figures = occupancy(run.log, start=run.start, end=run.end, stage=stage)
        count = sum(1 for event in run.log.events if event[3] == stage)
        shares[stage] = figures.share_of_bound_in_demand
        print(describe(f"{stage} ({count})", figures, bound=bound))
    print("  per job stage (from the first environment's start to the last one's end):")
    for name, stages in JOB_STAGES.items():
        window = stage_window(run.runner.windows, stages)
        if window is not None:
            print(describe(name, occupancy(run.log, start=window[0], end=window[1]), bound=bound))
    return shares


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--environments", type=int, default=32)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--bound", type=int, default=16)
    parser.add_argument("--llm-threads", type=int, default=0, help="threads of the llm pool (0: one per job)")
    parser.add_argument("--sandbox-workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--scenarios", type=int, default=1)
    parser.add_argument("--bound-by", choices=("senders", "semaphore"), default="senders")
    parser.add_argument(
        "--compare-semaphore",
        action="store_true",
        help="also run the jobs bound by a semaphore (as before the senders), same process, and compare",
    )
    parser.add_argument(
        "--baseline-requests", type=int, default=64, help="send only this many one by one and scale (0: all)"
    )
    parser.add_argument("--nagle", action="store_true", help="keep the fake server's 40 ms delayed-ACK stall")
    parser.add_argument("--quick", action="store_true", help="two environments only (run by make test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.environments, args.latency, args.scenarios, args.baseline_requests = 2, 0.01, 1, 10
    args.llm_threads = args.llm_threads or args.environments

    domains = domain_names(args.environments)
    resources.configure(llm_settings={}, cache_dir=None, allow_unisolated=True)
    print(
        f"synthesis benchmark: {args.environments} domain environments at once, latency "
        f"{args.latency * 1000:.0f} ms, max_concurrency {args.bound} (bound by {args.bound_by}), llm threads "
        f"{args.llm_threads}, sandbox workers {args.sandbox_workers}, sandbox {sandbox_status().mechanism}"
    )
    with server_process(domain_script(domains, latency_seconds=0.0), nagle=args.nagle) as server:
        # A warm-up job (imports, first sandbox start), then all jobs with no latency: the wall time is then
        # the pipeline's own (sandbox, parsing, bookkeeping), then all jobs with the latency.
        run_jobs(base_url=server.base_url, domains=domains[:1], args=args)
        bare = run_jobs(base_url=server.base_url, domains=domains, args=args, bound_by=args.bound_by)
        set_latency(server, args.latency)
        timed = run_jobs(base_url=server.base_url, domains=domains, args=args, bound_by=args.bound_by)
        server_stats = server.stats()
        requests = int(server_stats["requests"])
        other = "semaphore" if args.bound_by == "senders" else "senders"
        compared = (
            run_jobs(base_url=server.base_url, domains=domains, args=args, bound_by=other)
            if args.compare_semaphore
            else None
        )
        baseline_wall, baseline_cpu, sent = sequential_baseline(
            server.base_url, recorded=timed.recorded, sample=args.baseline_requests
        )
    recorded = len(timed.recorded.calls)
    baseline_wall, baseline_cpu = (
        baseline_wall * recorded / max(sent, 1),
        baseline_cpu * recorded / max(sent, 1),
    )

    for run in (bare, timed):
        if run.errors:
            print(f"  {len(run.errors)} job(s) failed, first: {run.errors[0]!r}")
    bound = args.bound
    print(
        f"  admitted {len(timed.admitted)}/{len(timed.environments)} environments in {timed.wall:.2f} s wall"
    )
    shares = print_concurrency(
        timed,
        bound=bound,
        server_max=int(server_stats["max_in_flight"]),
        label=f"{args.latency * 1000:.0f} ms",
    )
    if compared is not None:
        compared_shares = print_concurrency(
            compared, bound=bound, server_max=0, label=f"the same jobs again, bound by a {other}"
        )
        print(
            f"  {other}: {compared.wall:.2f} s wall; lowest share of the bound per LLM stage, "
            f"{args.bound_by} vs {other}: {_lowest(shares):.1%} vs {_lowest(compared_shares):.1%}"
        )
    measured = {stage: share for stage, share in shares.items() if share == share}  # nan: never >= bound
    if measured:
        stage, share = min(measured.items(), key=lambda item: item[1])
        print(f"  lowest share of the bound while >= bound wanted, of all LLM stages: {share:.1%} ({stage})")
    else:
        print("  no LLM stage ever had >= bound requests wanting a sender (demand below the bound)")

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
        f"requests held a sender {held / per_env:.2f} s per environment"
    )
    scaled = f", {sent} of them sent and the time scaled" if sent != recorded else ""
    print(f"baseline: the pipeline's {recorded} recorded requests sent again one at a time{scaled}")
    each_ms, cpu_ms = baseline_wall / max(recorded, 1) * 1000, baseline_cpu / max(recorded, 1) * 1000
    print(
        f"  {recorded} requests in {baseline_wall:.2f} s ({each_ms:.1f} ms each, client CPU {cpu_ms:.1f} ms "
        f"each); pipeline {timed.wall:.2f} s => x{baseline_wall / timed.wall:.2f} faster than one by one"
    )
    print(
        f"  LLM-only ideal at bound {bound}: x{min(bound, max(recorded, 1)):d}; the pipeline's own time "
        f"(0 ms run) caps it at x{baseline_wall / max(bare.wall, 1e-9):.1f}"
    )
    failed = bare.errors or timed.errors or len(timed.admitted) != len(timed.environments)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
