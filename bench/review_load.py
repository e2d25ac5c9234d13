"""Review page latency under concurrent clients, as ratios against a trivial page in the same process.

Builds a throw-away test database with 200 environments and 10,000 scenarios (each with a revision), then
several client processes (forked, each with its own connection and GIL, as gunicorn's workers serve requests)
fetch list and detail pages through Django's test client. Prints median and p95 per page, the ratio of
each median to the baseline's (the login page: template rendering, no queries worth the name), and the
median CPU time of a request in its client process (the server's work, whatever else the machine runs).

    .venv/bin/python bench/review_load.py [--environments 200] [--scenarios 10000] [--clients 4]
        [--requests 20] [--quick] [--postgres [URL]]

--postgres runs against PostgreSQL (default postgres://postgres@127.0.0.1:5432/w16_review_perf): the bench
creates that database and drops it at the end. Requests go through Django's test client without the test
environment's template instrumentation (which copies every context for assertions: a cost no server pays).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "envstudio.settings")


DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/w16_review_perf"


def populate(*, environments: int, scenarios: int) -> dict[str, Any]:
    from django.contrib.auth import get_user_model

    from envstudio.tenancy.services import create_workspace
    from synthesis.models import (
        Environment,
        EnvironmentRevision,
        Scenario,
        ScenarioRevision,
        VerificationResult,
    )
    from tests.review.factories import GRAPH, environment_ir, scenario_ir

    user = get_user_model().objects.create_user(username="bench", password="bench-password-1")
    workspace = create_workspace(name="Bench", owner=user)
    envs = Environment.objects.bulk_create(
        [Environment(workspace=workspace, slug=f"env-{n:04d}", name=f"Env {n}") for n in range(environments)]
    )
    env_revisions = EnvironmentRevision.objects.bulk_create(
        [
            EnvironmentRevision(environment=e, number=1, ir=environment_ir(slug=e.slug), graph=GRAPH)
            for e in envs
        ]
    )
    for env, revision in zip(envs, env_revisions, strict=True):
        env.current_revision = revision
    Environment.objects.bulk_update(envs, ["current_revision"])
    VerificationResult.objects.bulk_create(
        [
            VerificationResult(environment_revision=r, stage="static", name="syntax", passed=True)
            for r in env_revisions
        ]
    )
    per_env = max(1, scenarios // environments)
    rows = [Scenario(environment=envs[i // per_env % len(envs)], key=f"s{i:05d}") for i in range(scenarios)]
    created = Scenario.objects.bulk_create(rows, batch_size=1000)
    template = scenario_ir()
    revisions = ScenarioRevision.objects.bulk_create(
        [
            ScenarioRevision(
                scenario=s, number=1, ir={**template, "id": s.key, "environment": s.environment.slug}
            )
            for s in created
        ],
        batch_size=1000,
    )
    for scenario, scenario_revision in zip(created, revisions, strict=True):
        scenario.current_revision = scenario_revision
    Scenario.objects.bulk_update(created, ["current_revision"], batch_size=1000)
    return {"workspace": workspace, "env": envs[len(envs) // 2], "scenario": created[len(created) // 2]}


def _client_loop(*, paths: dict[str, str], requests: int, login: bool) -> dict[str, list[float]]:
    """Wall time of each request, and under ``"cpu:<page>"`` the CPU time this process spent on it (the
    server's work: the test client runs the view in the process; unlike wall time, not a measure of how
    busy the machine is)."""
    from django.contrib.auth import get_user_model
    from django.db import connections
    from django.test import Client

    client = Client()
    if login:
        client.force_login(get_user_model().objects.get(username="bench"))
    timings: dict[str, list[float]] = {key: [] for name in paths for key in (name, f"cpu:{name}")}
    try:
        for path in paths.values():  # warm-up: template loading and first connections are not measured
            client.get(path)
        for _ in range(requests):
            for name, path in paths.items():
                start, cpu = time.perf_counter(), time.process_time()
                response = client.get(path)
                elapsed = time.perf_counter() - start
                if response.status_code != 200:
                    raise RuntimeError(f"{path} answered {response.status_code}")
                timings[name].append(elapsed)
                timings[f"cpu:{name}"].append(time.process_time() - cpu)
    finally:
        connections.close_all()
    return timings


def measure(*, paths: dict[str, str], clients: int, requests: int, login: bool) -> dict[str, list[float]]:
    """Each client in its own forked process, as ``gunicorn --workers N`` serves them (one GIL per worker)."""
    from django.db import connections

    connections.close_all()  # every process opens its own connection
    context = multiprocessing.get_context("fork")
    results: Any = context.Queue()

    def run() -> None:
        try:
            results.put(_client_loop(paths=paths, requests=requests, login=login))
        except Exception as error:  # the parent reports it: a failing page must fail the bench
            results.put(f"{type(error).__name__}: {error}")

    workers = [context.Process(target=run) for _ in range(clients)]
    for worker in workers:
        worker.start()
    outcomes = [results.get() for _ in workers]
    for worker in workers:
        worker.join()
    problems = [outcome for outcome in outcomes if isinstance(outcome, str)]
    if problems:
        raise RuntimeError(f"a client failed: {problems[0]}")
    return {key: [t for outcome in outcomes for t in outcome[key]] for key in outcomes[0]}


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--environments", type=int, default=200)
    parser.add_argument("--scenarios", type=int, default=10_000)
    parser.add_argument("--clients", "--threads", type=int, default=4, help="client processes at once")
    parser.add_argument("--requests", type=int, default=20, help="rounds over all pages per thread")
    parser.add_argument("--quick", action="store_true", help="a small database only (run by make test)")
    parser.add_argument(
        "--postgres",
        nargs="?",
        const=DEFAULT_POSTGRES,
        default="",
        metavar="URL",
        help="run against PostgreSQL; the database named in the URL is created and dropped",
    )
    args = parser.parse_args()
    if args.postgres:
        os.environ["DATABASE_URL"] = args.postgres
        os.environ.setdefault("SECRET_KEY", "review-load-bench-only-" + "x" * 40)  # required with a URL
    if args.quick:
        args.environments, args.scenarios, args.clients, args.requests = 3, 30, 2, 1
    if args.environments < 1 or args.scenarios < 1 or args.clients < 1 or args.requests < 1:
        parser.error("all counts must be at least 1")

    import django

    django.setup()
    from django.conf import settings
    from django.db import connection

    settings.ALLOWED_HOSTS = ["testserver", *settings.ALLOWED_HOSTS]
    if args.postgres:  # the URL's database itself is the throw-away one (not "test_<name>")
        connection.settings_dict["TEST"]["NAME"] = connection.settings_dict["NAME"]
    else:  # a file, not SQLite's in-memory test database: the client processes must all see it
        scratch = tempfile.mkdtemp(prefix="review_load-")
        connection.settings_dict["TEST"]["NAME"] = str(Path(scratch) / "review_load.sqlite3")
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        started = time.perf_counter()
        data = populate(environments=args.environments, scenarios=args.scenarios)
        print(
            f"populated {args.environments} environments, {args.scenarios} scenarios in "
            f"{time.perf_counter() - started:.1f}s on {connection.vendor}; "
            f"{args.clients} client processes x {args.requests} rounds"
        )
        slug = data["workspace"].slug
        pages = {
            "environment list": f"/w/{slug}/review/environments/",
            "environment list, search": f"/w/{slug}/review/environments/?q=env-01&status=pending",
            "scenario list": f"/w/{slug}/review/scenarios/",
            "scenario list, page 100": f"/w/{slug}/review/scenarios/?page=100",
            "environment detail": f"/w/{slug}/review/env/{data['env'].pk}/",
            "scenario detail": f"/w/{slug}/review/scn/{data['scenario'].pk}/",
            "dashboard": f"/w/{slug}/review/",
        }
        baseline = measure(
            paths={"baseline": "/login/"}, clients=args.clients, requests=args.requests, login=False
        )
        timings = measure(paths=pages, clients=args.clients, requests=args.requests, login=True)
        base = statistics.median(baseline["baseline"])
        print(f"{'page':<28} {'median ms':>10} {'p95 ms':>9} {'x baseline':>11} {'CPU ms':>7}")
        rows = {"baseline (login page)": baseline["baseline"], **timings}
        cpu = {"baseline (login page)": baseline["cpu:baseline"], **timings}
        for name, values in rows.items():
            if name.startswith("cpu:"):
                continue
            median = statistics.median(values)
            own_cpu = statistics.median(cpu[f"cpu:{name}"] if name in pages else cpu[name])
            print(
                f"{name:<28} {median * 1000:>10.1f} {p95(values) * 1000:>9.1f} {median / base:>11.1f} "
                f"{own_cpu * 1000:>7.1f}"
            )
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        if not args.postgres:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
