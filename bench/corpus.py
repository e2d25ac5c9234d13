"""Corpus benchmark (issue 42, items 2 and 5): a corpus of 20,000 task texts triaged and reduced to 20 topics.

Run: ``python bench/corpus.py`` (20,000 tasks, 1 s latency, bound 32, batches of 8: about 1.5 minutes).
Options: ``--tasks N``, ``--latency SECONDS``, ``--bound N`` (``max_concurrency``), ``--batch N``,
``--max-topics N``, ``--quick`` (2,000 tasks, 20 ms, bound 4: run by ``make test``).

The corpus is a file on disk read as the job reads it (``corpus_from_path``: a stream), mined by the real
``mine_topics`` (triage in batches up to the bound, names merged as verdicts come, near-duplicates merged by
meaning, k-means reduction to ``--max-topics``, the backend-grouping request). It names 20 domains (hotel,
airline, ...) in 6 aspects each (booking, billing, ...): 120 environment names. Every batch of 8 consecutive
tasks is of one name, so the fake server (its own process) answers it by a rule per name: 6 tasks kept, one
needing no environment, one read-only.

Figures: wall time against the ideal (requests x latency / bound); the share of the bound in flight while at
least the bound wanted a sender (the triage stage); topics after each step and the purity of the reduction
(the share of kept tasks whose topic is of their own domain); this process's peak memory during a warm-up of a
tenth of the corpus and after the whole corpus (bounded memory: the ratio stays near 1 for x10 the corpus).
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._fake_llm import instrumented_gateway, occupancy, server_process
from bench.synthesis import describe, set_latency
from synthesis.seeds.corpus import CorpusSettings, MiningReport, corpus_from_path, mine_topics

# Each domain with the records a model's introduction names (as a real model's did: "flights, seats and
# reservations"); the aspects are the same six words everywhere.
DOMAINS = {
    "hotel": "guests, rooms and stays",
    "airline": "flights, seats and passengers",
    "pharmacy": "prescriptions, medicines and refills",
    "library": "books, members and loans",
    "garage": "cars, mechanics and repairs",
    "dental clinic": "patients, dentists and treatments",
    "gym": "members, classes and trainers",
    "veterinary clinic": "pets, owners and vaccinations",
    "car rental": "vehicles, drivers and rentals",
    "bank branch": "accounts, transfers and loans",
    "insurance broker": "policies, claims and premiums",
    "driving school": "learners, instructors and lessons",
    "restaurant": "tables, menus and orders",
    "cinema": "screenings, seats and tickets",
    "parcel courier": "parcels, couriers and deliveries",
    "bike sharing": "bikes, docks and rides",
    "museum": "exhibits, tours and visitors",
    "dog grooming": "dogs, groomers and appointments",
    "wine shop": "wines, cellars and orders",
    "plant nursery": "plants, greenhouses and orders",
}
ASPECTS = ["booking", "billing", "inventory", "staff scheduling", "customer records", "complaints desk"]
BATCH_PATTERN = ["kept"] * 6 + ["stateless", "read-only"]


def names() -> list[tuple[str, str]]:
    """(domain, environment name) of each of the corpus's names."""
    return [(domain, f"{domain} {aspect} system") for domain in DOMAINS for aspect in ASPECTS]


def write_corpus(path: Path, *, tasks: int, batch: int) -> None:
    """``tasks`` lines, each run of ``batch`` lines of one name (tagged ``[vNNN]`` for the server's rules)."""
    catalogue = names()
    with path.open("w") as handle:
        for number in range(tasks):
            variant = (number // batch) % len(catalogue)
            domain, name = catalogue[variant]
            handle.write(
                f"[v{variant:03d}] As a {domain} customer, request {number}: update my {name} record\n"
            )


def verdict(index: int, *, domain: str, name: str, kind: str) -> dict[str, Any]:
    aspect = name.removeprefix(f"{domain} ").removesuffix(" system")
    return {
        "index": index,
        "needs_stateful_environment": kind != "stateless",
        "has_reads_and_writes": kind == "kept",
        "environment_summary": name,
        "environment_introduction": f"The {domain}'s {DOMAINS[domain]}, for its {aspect}.",
        "usefulness": 8,
        "modelability": 8,
    }


def script(*, latency: float, batch: int) -> dict[str, Any]:
    pattern = [BATCH_PATTERN[i % len(BATCH_PATTERN)] for i in range(batch)]
    rules = [
        {
            "name": f"v{variant:03d}",
            "match": {"prompt": "corpus_triage", "contains": f"[v{variant:03d}]"},
            "reply": {
                "json": {
                    "verdicts": [
                        verdict(i, domain=domain, name=name, kind=kind) for i, kind in enumerate(pattern)
                    ]
                }
            },
        }
        for variant, (domain, name) in enumerate(names())
    ]
    # The backend-grouping request gets an answer that places no topic: the reduced topics stand.
    rules.append(
        {"name": "groups", "match": {"prompt": "corpus_topic_groups"}, "reply": {"json": {"groups": []}}}
    )
    return {"latency_seconds": latency, "rules": rules}


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def mine(
    *, base_url: str, path: Path, args: argparse.Namespace
) -> tuple[list[Any], MiningReport, Any, float]:
    gateway, log, _, _ = instrumented_gateway(base_url, max_concurrency=args.bound)
    report = MiningReport()
    settings = CorpusSettings(batch_size=args.batch, max_topics=args.max_topics)
    start = time.perf_counter()
    try:
        topics = mine_topics(
            tasks=corpus_from_path(path, filename=path.name),
            gateway=gateway,
            settings=settings,
            report=report,
        )
    finally:
        gateway.close()
    end = time.perf_counter()
    return topics, report, occupancy(log, start=start, end=end, stage="topic_mining"), end - start


def purity(topics: list[Any]) -> float:
    """The share of the kept tasks whose topic is of their own domain (by the names merged into it)."""
    domain_of = {name: domain for domain, name in names()}
    right = total = 0
    for topic in topics:
        domain = domain_of[topic.summary]
        members = [topic.summary, *topic.merged_summaries]
        share = sum(domain_of[name] == domain for name in members) / len(members)
        right += round(topic.task_count * share)
        total += topic.task_count
    return right / max(total, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=20_000)
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--bound", type=int, default=32)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--max-topics", type=int, default=20)
    parser.add_argument("--quick", action="store_true", help="2,000 tasks, 20 ms, bound 4 (run by make test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.tasks, args.latency, args.bound = 2_000, 0.02, 4
    print(
        f"corpus benchmark: {args.tasks:,} tasks in batches of {args.batch}, "
        f"latency {args.latency * 1000:.0f} ms, max_concurrency {args.bound}, max_topics {args.max_topics}"
    )
    with (
        tempfile.TemporaryDirectory() as folder,
        server_process(script(latency=0.0, batch=args.batch)) as server,
    ):
        small, whole = Path(folder) / "warm-up.txt", Path(folder) / "corpus.txt"
        write_corpus(small, tasks=max(args.tasks // 10, args.batch), batch=args.batch)
        write_corpus(whole, tasks=args.tasks, batch=args.batch)
        mine(base_url=server.base_url, path=small, args=args)  # imports, first requests: the baseline peak
        before = peak_rss_mib()
        set_latency(server, args.latency)  # the rules stand; the counters start again
        topics, report, figures, wall = mine(base_url=server.base_url, path=whole, args=args)
        peak = peak_rss_mib()
        stats = server.stats()
        corpus_mib = whole.stat().st_size / 2**20
    counts = report.as_dict()
    ideal = report.requests * args.latency / args.bound
    print(
        f"  read {counts['read']:,}, kept {counts['kept']:,}, dropped {sum(counts['dropped'].values()):,} "
        f"({', '.join(f'{reason}: {n:,}' for reason, n in counts['dropped'].items())})"
    )
    print(
        f"  topics: {counts['topics']['named']} named, {counts['topics']['merged']} after merging, "
        f"{counts['topics']['reduced']} after the reduction, {len(topics)} kept; purity {purity(topics):.1%}"
    )
    print(
        f"  {wall:.1f} s wall for {report.requests:,} triage requests (server saw {stats['requests']:,}, "
        f"max in flight {stats['max_in_flight']}): x{wall / max(ideal, 1e-9):.2f} the ideal {ideal:.1f} s"
    )
    print(describe("topic_mining", figures, bound=args.bound))
    print(f"  after triage (merging, reduction, grouping): {wall - figures.seconds:.2f} s")
    print(
        f"  peak memory {peak:.0f} MiB after {args.tasks:,} tasks, {before:.0f} MiB after "
        f"{max(args.tasks // 10, args.batch):,}: x{peak / max(before, 1):.2f} for x10 the corpus "
        f"(corpus file {corpus_mib:.1f} MiB)"
    )
    ok = len(topics) <= args.max_topics and report.read == args.tasks and report.failed_requests == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
