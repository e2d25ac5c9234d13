"""Domain-list benchmark (issue 42, item 5): one ``domains`` job of N domains against a fake endpoint.

Run: ``python bench/domains.py`` (100 domains, 1 s latency, bound 32: a few minutes on 2 cores). Options:
``--domains N``, ``--latency SECONDS``, ``--bound N`` (``max_concurrency``), ``--llm-threads`` (the llm
worker's ``-c``, default 32), ``--sandbox-workers``, ``--scenarios N``, ``--baseline-requests N``, ``--quick``
(5 domains, 20 ms, bound 4: run by ``make test``).

The job runs through the real ``domains`` pipeline (the file read and merged, every domain screened and
designed, each environment verified with exploration as soon as it is designed, its scenarios built as soon as
it is verified, then stored), in memory, with its stages dispatched the way the workers dispatch them: ``llm``
stages and items on a thread pool (``--llm-threads``), ``sandbox``/``default`` ones on a small pool (one per
CPU), and an item of a later stage started as soon as the item it follows is done (``Stage.early_after``), as
``synthesis.services.running`` does. One gateway bounded by ``--bound`` serves the whole job; the fake server
(its own process) answers every request after ``--latency`` seconds with the pharmacy design under N names.

Figures: the share of the bound in flight while at least ``bound`` requests wanted a sender (issue 42 asks for
>= 90%), per LLM stage and over the whole run; the process's peak memory (this process is the worker: every
stage runs in it; the sandbox's worker processes are not counted) against its peak before the job; and what
the job stores (step results, environments and scenarios as the JSON the database would hold), per domain;
the step results the stages read back and the process's CPU time, per domain (both stay flat as the job grows
when an item reads only its own results: verifying or building one environment's items read every
environment's design or verification before, N^2 results in all).

Baseline, same process: a sample of the very requests the job made, sent again one at a time (bound 1), the
time scaled to all of them; the speed-up is that time over the job's wall time.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._fake_llm import InFlightLog, instrumented_gateway, occupancy, server_process
from bench.synthesis import describe, sequential_baseline, set_latency, share_gateway
from synthesis.jobs.context import SeedInput, check_step_result
from synthesis.jobs.memory import InMemoryJobContext
from synthesis.jobs.registry import get_pipeline
from synthesis.jobs.stages import Stage
from synthesis.pipelines import domains as domains_kind
from synthesis.pipelines import resources
from synthesis.sandbox import sandbox_status
from tests.design.domain_list import domain_names, domains_script

domains_kind.register()  # no Django here: the benchmark registers its kind, as the app's ready() would


@dataclass
class SharedContext(InMemoryJobContext):
    """The in-memory context, safe for the many threads of one job (a worker's view of one database)."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    # Stored step results the stages read back (a database job reads these rows): per domain, it stays flat
    # as the job grows when each item reads only its own results.
    results_read: int = 0

    def step(self, *, step: str, item: str, compute: Any) -> dict[str, Any]:
        with self.lock:
            if (step, item) in self.steps:
                return self.steps[(step, item)]
        result = check_step_result(step=step, item=item, result=compute())
        with self.lock:
            return self.steps.setdefault((step, item), result)

    def step_results(self, *, step: str) -> dict[str, dict[str, Any]]:
        with self.lock:
            found = {item: result for (name, item), result in self.steps.items() if name == step}
            self.results_read += len(found)
            return found

    def step_result(self, *, step: str, item: str) -> dict[str, Any] | None:
        with self.lock:
            found = self.steps.get((step, item))
            self.results_read += found is not None
            return found

    def progress(self, *, stage: str, done: int, total: int) -> None:
        pass  # thousands of lines for nothing

    def save_environment(self, **fields: Any) -> int:
        with self.lock:
            return super().save_environment(**fields)

    def save_scenario(self, **fields: Any) -> int:
        with self.lock:
            return super().save_scenario(**fields)


@dataclass
class WorkerRunner:
    """Stages in order on the pool of their queue; a later stage's items start early as the workers do."""

    ctx: SharedContext
    stages: list[Stage]
    llm_threads: int
    sandbox_workers: int
    submitted: dict[str, dict[str, Future[dict[str, Any]]]] = field(default_factory=dict)
    current: int = 0
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

    def _submit(self, index: int, item: str) -> None:
        stage = self.stages[index]
        with self.lock:
            sent = self.submitted.setdefault(stage.name, {})
            if item in sent:
                return
            sent[item] = self.pools[stage.queue].submit(self._item, index, item)

    def _item(self, index: int, item: str) -> dict[str, Any]:
        stage = self.stages[index]
        run_item = stage.run_item
        assert run_item is not None
        result = self.ctx.step(step=stage.name, item=item, compute=lambda: run_item(self.ctx, item))
        for later_index, later in enumerate(self.stages):
            if (
                later.early_after == stage.name
                and later.early_items is not None
                and self.current < later_index
            ):
                for key in later.early_items(self.ctx, item):
                    self._submit(later_index, key)
        return result

    def run(self) -> None:
        for index, stage in enumerate(self.stages):
            self.current = index
            if stage.run is not None:
                run = stage.run
                self.pools[stage.queue].submit(
                    self.ctx.step, step=stage.name, item="", compute=lambda run=run: run(self.ctx)
                ).result()
                continue
            items_fn = stage.items
            assert items_fn is not None
            keys = self.ctx.step(
                step=stage.items_step,
                item="",
                compute=lambda items_fn=items_fn: {"items": items_fn(self.ctx)},
            )
            for item in keys["items"]:
                self._submit(index, item)
            # Early items may still be sending theirs: wait until every one sent is done.
            while True:
                with self.lock:
                    pending = [f for f in self.submitted.get(stage.name, {}).values() if not f.done()]
                if not pending:
                    break
                for future in pending:
                    future.result()
            for future in self.submitted.get(stage.name, {}).values():
                future.result()


def stored_bytes(ctx: SharedContext) -> dict[str, int]:
    """The JSON the database would hold for the job: step results, environments, scenarios."""

    def size(value: Any) -> int:
        return len(json.dumps(value, default=str).encode())

    return {
        "steps": sum(size(result) for result in ctx.steps.values()),
        "environments": sum(size(env) for env in ctx.environments.values()),
        "scenarios": sum(size(scenario) for scenario in ctx.scenarios.values()),
    }


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


@dataclass
class Run:
    ctx: SharedContext
    wall: float
    start: float
    end: float
    log: InFlightLog
    recorded: Any
    error: BaseException | None
    cpu: float  # this process's CPU seconds during the job (every thread; the sandbox's processes apart)


def run_job(*, base_url: str, names: list[str], args: argparse.Namespace, folder: Path) -> Run:
    gateway, log, _, recorded = instrumented_gateway(base_url, max_concurrency=args.bound)
    restore = share_gateway(gateway)
    path = folder / f"domains-{len(names)}.txt"
    path.write_text("\n".join(names) + "\n")
    ctx = SharedContext(
        seed=SeedInput(kind="domains", name=path.name, filename=path.name, file_path=path),
        options={"scenarios": args.scenarios, "scenario_builder": "deterministic"},
    )
    runner = WorkerRunner(
        ctx=ctx,
        stages=get_pipeline("domains"),
        llm_threads=args.llm_threads,
        sandbox_workers=args.sandbox_workers,
    )
    error: BaseException | None = None
    start, cpu_start = time.perf_counter(), time.process_time()
    try:
        runner.run()
    except BaseException as failure:  # reported below
        error = failure
    end, cpu = time.perf_counter(), time.process_time() - cpu_start
    runner.close()
    restore()
    gateway.close()
    return Run(
        ctx=ctx, wall=end - start, start=start, end=end, log=log, recorded=recorded, error=error, cpu=cpu
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--domains", type=int, default=100)
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--bound", type=int, default=32)
    parser.add_argument("--llm-threads", type=int, default=32)
    parser.add_argument("--sandbox-workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--scenarios", type=int, default=1)
    parser.add_argument("--baseline-requests", type=int, default=32)
    parser.add_argument("--quick", action="store_true", help="5 domains, 20 ms, bound 4 (run by make test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.domains, args.latency, args.bound, args.llm_threads, args.baseline_requests = 5, 0.02, 4, 8, 8

    names = domain_names(args.domains)
    resources.configure(llm_settings={}, cache_dir=None, allow_unisolated=True)
    print(
        f"domains benchmark: one domains job of {args.domains} domains, latency "
        f"{args.latency * 1000:.0f} ms, max_concurrency {args.bound}, llm threads {args.llm_threads}, "
        f"sandbox workers {args.sandbox_workers}, "
        f"sandbox {sandbox_status().mechanism}"
    )
    with (
        tempfile.TemporaryDirectory() as folder,
        server_process(domains_script(names, latency_seconds=0.0)) as server,
    ):
        # A warm-up job of one domain (imports, the first sandbox start): the peak memory before the job.
        warm = run_job(base_url=server.base_url, names=names[:1], args=args, folder=Path(folder))
        before = peak_rss_mib()
        set_latency(server, args.latency)
        timed = run_job(base_url=server.base_url, names=names, args=args, folder=Path(folder))
        peak = peak_rss_mib()
        server_stats = server.stats()
        baseline_wall, _, sent = sequential_baseline(
            server.base_url, recorded=timed.recorded, sample=args.baseline_requests
        )
    for label, run in (("warm-up", warm), ("timed", timed)):
        if run.error is not None:
            print(f"  the {label} job failed: {run.error!r}")
    ctx = timed.ctx
    environments = list(ctx.environments.values())
    admitted = [env for env in environments if env["status"] == "pending"]
    print(
        f"  {len(admitted)}/{len(environments)} environments admitted of {args.domains} domains, "
        f"{len(ctx.scenarios)} scenarios, in {timed.wall:.1f} s wall "
        f"({timed.wall / max(args.domains, 1):.2f} s per domain)"
    )
    whole = occupancy(timed.log, start=timed.start, end=timed.end)
    print(
        f"  requests {server_stats['requests']}, max in flight {whole.max_in_flight} / {args.bound} "
        f"(server saw {server_stats['max_in_flight']})"
    )
    print(describe("whole run", whole, bound=args.bound))
    shares: dict[str, float] = {}
    for stage in timed.log.stages():
        figures = occupancy(timed.log, start=timed.start, end=timed.end, stage=stage)
        shares[stage] = figures.share_of_bound_in_demand
        print(describe(stage, figures, bound=args.bound))
    measured = {stage: share for stage, share in shares.items() if share == share}  # nan: never >= bound
    if measured:
        stage, share = min(measured.items(), key=lambda entry: entry[1])
        print(
            f"  share of the bound in flight while >= bound wanted: whole run "
            f"{whole.share_of_bound_in_demand:.1%}, lowest LLM stage {share:.1%} ({stage})"
        )
    else:
        print("  no LLM stage ever had >= bound requests wanting a sender (demand below the bound)")
    print(
        f"  step results read back by the stages {ctx.results_read:,} "
        f"({ctx.results_read / max(args.domains, 1):.1f} per domain); worker CPU {timed.cpu:.1f} s "
        f"({timed.cpu / max(args.domains, 1):.2f} s per domain)"
    )
    stored = stored_bytes(ctx)
    total = sum(stored.values())
    print(
        f"  worker peak memory {peak:.0f} MiB (before the job {before:.0f} MiB: "
        f"x{peak / max(before, 1):.2f}, +{(peak - before) / max(args.domains, 1):.2f} MiB per domain; "
        "the sandbox's worker processes apart)"
    )
    print(
        f"  stored (JSON the database would hold) {total / 2**20:.1f} MiB, "
        f"{total / max(args.domains, 1) / 1024:.0f} KiB per domain: steps {stored['steps'] / 2**20:.1f}, "
        f"environments {stored['environments'] / 2**20:.1f}, scenarios {stored['scenarios'] / 2**20:.1f} MiB"
    )
    recorded = len(timed.recorded.calls)
    scaled = baseline_wall * recorded / max(sent, 1)
    print(
        f"baseline: {sent} of the job's {recorded} structured requests sent one at a time, scaled: "
        f"{scaled:.1f} s; the job {timed.wall:.1f} s => x{scaled / max(timed.wall, 1e-9):.1f} faster than "
        "one by one"
    )
    failed = timed.error is not None or warm.error is not None or len(admitted) != args.domains
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
