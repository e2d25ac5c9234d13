"""Scenario benchmark: scenarios proven per second, checks in the sandbox, LLM cost of LLM-made scenarios.

Run: ``python bench/scenarios.py`` (minutes: the batch run is 190 x 37 = 7,030 scenarios and prints what
7,000 take against the 60 s goal; ``--quick`` for a smoke run). Options: ``--environments N`` and
``--per-environment N`` (the batch run's size), ``--parallel N`` (sessions at once), ``--scenarios N``
(deterministic ones on the sample; 0 skips them), ``--checks N``, ``--llm-scenarios N`` (default 37, the
published pipeline's count per environment).

0. The batch run, the headline: ``bench/data/warehouse_orders.sql`` (10 tables, 54 tools) as N environments
   (each its own chains and seeds), 37 scenarios each, built and proven (all proof steps) with one shared
   sandbox session per environment (``synthesis.sandbox.shared``) and ``--parallel`` environments at once in
   worker processes; against the same scenarios one process and three fresh sessions per scenario (the
   pipeline's way before batching), measured in the same run.
1. Deterministic builder + ``prove_scenario`` on ``synthesis/seeds/samples/library_loans.sql`` through real
   sandbox sessions, as the pipeline's build stage does (one session to build, fresh ones to prove); the
   proof's cost against the old proof's (valid state, chain, checks on final and initial, grounding, two
   replays: what ``prove_scenario`` did before the reward steps), run here on the same scenarios.
2. Check evaluations: ``SandboxSession.run_checks`` (one request per scenario's checklist) against the same
   checks run in-process with ``synthesis.sandbox.runtime.run_check``, the baseline.
3. LLM calls and tokens per environment for LLM-made scenarios (``LLMScenarioBuilder``) against an in-process
   fake server whose answers are computed from the deterministic scenario for the same chain, so every
   prompt and answer has a realistic size. The fake server counts words, not tokens: real tokenizers give
   more tokens than words (roughly 1.3x for English, more for JSON), so read the token figure as a floor.
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import networkx as nx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._fake_llm import disable_nagle_in_process, endpoint_config
from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.llm import LLMGateway, MemoryUsage
from synthesis.sandbox import open_session, sandbox_status
from synthesis.sandbox.protocol import load_spec
from synthesis.sandbox.runtime import run_check
from synthesis.sandbox.shared import SharedSession
from synthesis.scenarios import (
    BuildFailure,
    GenerationError,
    LLMScenarioBuilder,
    ScenarioFailure,
    build_scenario,
    build_scenarios,
    generate_state,
    prove_scenario,
    prove_scenarios,
    sample_chains,
)
from synthesis.scenarios.execution import run_chain, run_checks
from synthesis.scenarios.proof import perturb
from synthesis.seeds.specs import parse_sql
from synthesis.state.validation import validate_state
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest

SAMPLE = Path(__file__).resolve().parents[1] / "synthesis" / "seeds" / "samples" / "library_loans.sql"
TEN_TABLES = Path(__file__).resolve().parent / "data" / "warehouse_orders.sql"
PUBLISHED_TOKENS_PER_ENVIRONMENT = 1_950_000
TARGET_TOKENS_PER_ENVIRONMENT = 500_000


def factory() -> Any:
    return open_session(untrusted=False, allow_unisolated=True)


@functools.cache
def ten_table_template() -> tuple[EnvironmentSpec, nx.DiGraph]:
    """The 10-table spec and its tool graph, made once per process: both come from stages before the
    scenarios stage (seeding, the graph), which this benchmark does not measure."""
    spec = parse_sql(TEN_TABLES.read_bytes(), name="warehouse")
    return spec, build_tool_graph(spec=spec)


def start_pool_process() -> None:
    """What a worker process does before the clock starts: parse the spec and build its graph, then leave
    what it holds out of garbage collection, as a Celery pool process does at its start
    (``envstudio.celery.freeze_startup_objects``)."""
    ten_table_template()
    gc.freeze()


def environment_batch(index: int, per_environment: int, shared_worker: bool) -> tuple[int, int, float, float]:
    """Build and prove one environment's scenarios; returns (built, proven, build seconds, proof seconds).

    ``shared_worker``: one sandbox worker serves every build, proof and replay of the environment; else each
    build and each proof opens its own (the proof a second one for its replay in a new session).
    """
    template, graph = ten_table_template()
    name = f"warehouse-{index:04d}"
    spec = template.model_copy(update={"name": name, "slug": name})
    start = time.perf_counter()
    if shared_worker:
        with SharedSession(factory) as shared:
            built = build_scenarios(
                spec=spec, graph=graph, count=per_environment, seed=index * 1000, sandbox_factory=shared.lease
            )
            middle = time.perf_counter()
            proven = prove_scenarios(scenarios=built, spec=spec, sandbox_factory=shared.lease)
    else:
        chains = sample_chains(graph=graph, spec=spec, length=(2, 4), count=per_environment * 2, seed=index)
        built = [s for _, _, s in build_deterministic(spec=spec, chains=chains, wanted=per_environment)[0]]
        middle = time.perf_counter()
        proven = prove_scenarios(scenarios=built, spec=spec, sandbox_factory=factory)
    passed = sum(1 for s in proven if s.proof is not None and s.proof.passed)
    return len(built), passed, middle - start, time.perf_counter() - middle


def bench_batch(*, environments: int, per_environment: int, parallel: int) -> dict[str, float]:
    """The batch run over worker processes, and the one-session-per-step baseline on a sample of it."""
    with ProcessPoolExecutor(max_workers=parallel, initializer=start_pool_process) as pool:
        # Each worker process parses the spec and builds its graph before the clock starts.
        list(pool.map(time.sleep, [0.2] * parallel))
        start = time.perf_counter()
        results = list(
            pool.map(environment_batch, range(environments), [per_environment] * environments,
                     [True] * environments)
        )  # fmt: skip
        wall = time.perf_counter() - start
    built, proven = sum(r[0] for r in results), sum(r[1] for r in results)
    shared_one = environment_batch(0, per_environment, True)
    fresh_one = environment_batch(0, per_environment, False)
    return {
        "wall": wall,
        "built": built,
        "proven": proven,
        "build_share": sum(r[2] for r in results) / max(sum(r[2] + r[3] for r in results), 1e-9),
        "shared_seconds": shared_one[2] + shared_one[3],
        "fresh_seconds": fresh_one[2] + fresh_one[3],
        "sample": shared_one[0],
    }


def build_deterministic(
    *, spec: EnvironmentSpec, chains: list[list[str]], wanted: int
) -> tuple[list[tuple[list[str], int, ScenarioSpec]], float, int]:
    """Up to `wanted` scenarios, one sandbox session per build (as the build stage opens one per item)."""
    built: list[tuple[list[str], int, ScenarioSpec]] = []
    failures = 0
    start = time.perf_counter()
    for index, chain in enumerate(chains):
        if len(built) >= wanted:
            break
        seed = index
        try:
            with factory() as session:
                load_spec(session, spec=spec, state=generate_state(schema=spec.state_schema, seed=seed))
                built.append(
                    (chain, seed, build_scenario(spec=spec, chain=chain, seed=seed, session=session))
                )
        except (BuildFailure, GenerationError):
            failures += 1
    return built, time.perf_counter() - start, failures


def bench_proofs(
    *, spec: EnvironmentSpec, built: list[tuple[list[str], int, ScenarioSpec]]
) -> tuple[float, int]:
    start = time.perf_counter()
    proven = 0
    tasks: list[str] = []
    for _, _, scenario in built:
        proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=tasks)
        tasks.append(scenario.task)
        proven += int(proof.passed)
    return time.perf_counter() - start, proven


def old_proof(*, spec: EnvironmentSpec, scenario: ScenarioSpec) -> bool:
    """The proof as it was before the reward steps (noop, prefixes, wrong row, seeds, coverage, referents)."""
    checks = [(c.id, c.source) for c in scenario.checks]
    ok = not validate_state(schema=spec.state_schema, state=scenario.initial_state)
    with factory() as session:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=0)
        run = run_chain(session, calls=scenario.reference_chain, state=scenario.initial_state)
        final = run_checks(
            session, checks=checks, final_state=run.final_state, initial_state=scenario.initial_state
        )
        initial = run_checks(
            session, checks=checks, final_state=scenario.initial_state, initial_state=scenario.initial_state
        )
        ok = ok and run.ok and all(v[0] for v in final.values()) and not all(v[0] for v in initial.values())
        for check in scenario.checks:
            for ref in check.about:
                changed = perturb(
                    state=run.final_state, initial=scenario.initial_state, ref=ref, schema=spec.state_schema
                )
                if changed is not None:
                    run_checks(
                        session,
                        checks=[(check.id, check.source)],
                        final_state=changed[0],
                        initial_state=scenario.initial_state,
                    )
        second = run_chain(session, calls=scenario.reference_chain, state=scenario.initial_state)
    with factory() as session:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=0)
        third = run_chain(session, calls=scenario.reference_chain, state=scenario.initial_state)
    return ok and run.state_hash == second.state_hash == third.state_hash


def bench_old_proofs(*, spec: EnvironmentSpec, built: list[tuple[list[str], int, ScenarioSpec]]) -> float:
    start = time.perf_counter()
    for _, _, scenario in built:
        old_proof(spec=spec, scenario=scenario)
    return time.perf_counter() - start


def bench_checks(*, scenarios: list[ScenarioSpec], evaluations: int) -> tuple[float, float, int, int]:
    """(sandbox seconds, in-process seconds, evaluations, requests) for the same checks, same states."""
    lists = [
        ([(check.id, check.source) for check in s.checks], s.target_state, s.initial_state) for s in scenarios
    ]
    per_round = sum(len(checks) for checks, _, _ in lists)
    rounds = max(1, evaluations // max(per_round, 1))
    with factory() as session:
        start = time.perf_counter()
        requests = 0
        for _ in range(rounds):
            for checks, final, initial in lists:
                outcomes = session.run_checks(checks, final_state=final, initial_state=initial)
                requests += 1
                assert all(outcome.passed for outcome in outcomes.values()), outcomes
        sandboxed = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(rounds):
        for checks, final, initial in lists:
            for _, source in checks:
                assert run_check(source, final, initial)
    in_process = time.perf_counter() - start
    return sandboxed, in_process, rounds * per_round, requests


class ScenarioAnswers:
    """Answers the scenario prompts from the deterministic scenario built for the chain being asked about.

    The benchmark builds one LLM scenario at a time and sets `current` first, so the answers need not be
    parsed back out of the prompt.
    """

    def __init__(self) -> None:
        self.current: ScenarioSpec | None = None

    def _scenario(self) -> ScenarioSpec:
        assert self.current is not None
        return self.current

    def initial_state(self, request: FakeRequest) -> dict[str, Any]:
        scenario = self._scenario()
        return {
            "tables": {
                name: rows for name, rows in scenario.initial_state.items() if f'"{name}"' in request.text
            }
        }

    def state_repair(self, request: FakeRequest) -> dict[str, Any]:
        return self.initial_state(request)

    def task(self, request: FakeRequest) -> dict[str, Any]:
        scenario = self._scenario()
        return {
            "task": scenario.task,
            "persona": scenario.persona,
            "user_facts": scenario.user_facts,
            "reference_chain": [{"name": c.name, "arguments": c.arguments} for c in scenario.reference_chain],
        }

    def checks(self, request: FakeRequest) -> dict[str, Any]:
        scenario = self._scenario()
        return {
            "checks": [
                {
                    "id": check.id,
                    "description": check.description,
                    "source": check.source,
                    "weight": check.weight,
                    "about": [ref.model_dump(mode="json") for ref in check.about],
                }
                for check in scenario.checks
            ]
        }


def bench_llm_scenarios(
    *, spec: EnvironmentSpec, built: list[tuple[list[str], int, ScenarioSpec]], count: int
) -> dict[str, Any]:
    answers = ScenarioAnswers()
    usage = MemoryUsage()
    disable_nagle_in_process()  # else each request waits ~40 ms for a delayed ACK (see bench/_fake_llm.py)
    reasons: dict[str, int] = {}
    with FakeOpenAIServer() as server:
        server.on(name="state", prompt="scenario_initial_state").call(answers.initial_state)
        server.on(name="repair", prompt="scenario_state_repair").call(answers.state_repair)
        server.on(name="task", prompt="scenario_task").call(answers.task)
        server.on(name="checks", prompt="scenario_checks").call(answers.checks)
        gateway = LLMGateway(config=endpoint_config(server.base_url, max_concurrency=16), usage=usage)
        made = proven = failed = 0
        start = time.perf_counter()
        for position in range(count):
            chain, seed, deterministic = built[position % len(built)]
            answers.current = deterministic
            try:
                with factory() as session:
                    load_spec(session, spec=spec, state=generate_state(schema=spec.state_schema, seed=seed))
                    scenario = LLMScenarioBuilder(gateway=gateway, spec=spec).build(
                        chain=chain, seed=seed, session=session
                    )
            except ScenarioFailure as failure:
                failed += 1
                reasons[failure.reason] = reasons.get(failure.reason, 0) + 1
                continue
            made += 1
            proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[])
            proven += int(proof.passed)
        elapsed = time.perf_counter() - start
        gateway.close()
        stats = server.stats()
    return {
        "made": made,
        "proven": proven,
        "failed": failed,
        "reasons": reasons,
        "seconds": elapsed,
        "requests": stats["requests"],
        "prompt_tokens": stats["prompt_tokens"],
        "completion_tokens": stats["completion_tokens"],
        "hits": stats["rule_hits"],
        "gateway_tokens": usage.total().prompt_tokens + usage.total().completion_tokens,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=20)
    parser.add_argument("--checks", type=int, default=2000)
    parser.add_argument("--llm-scenarios", type=int, default=37)
    parser.add_argument("--environments", type=int, default=190)
    parser.add_argument("--per-environment", type=int, default=37)
    parser.add_argument("--parallel", type=int, default=os.cpu_count() or 2, help="sandbox sessions at once")
    parser.add_argument("--quick", action="store_true", help="a few scenarios only (run by make test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.scenarios, args.checks, args.llm_scenarios = 3, 50, 2
        args.environments, args.per_environment = 2, 3

    if args.environments > 0:
        batch = bench_batch(
            environments=args.environments, per_environment=args.per_environment, parallel=args.parallel
        )
        # Every built scenario is kept, proven or not (the proof is strict); a batch where most do not prove
        # means the builder or the proof broke, and fails the benchmark.
        if not batch["built"] or batch["proven"] < 0.75 * batch["built"]:
            print(f"batch run: {batch['built']:.0f} built, {batch['proven']:.0f} proven; 3/4 must prove")
            return 1
        rate = batch["built"] / batch["wall"]
        print(
            f"batch run on {TEN_TABLES.name} (10 tables): {args.environments} environments x "
            f"{args.per_environment}, {args.parallel} sessions at once, {sandbox_status().mechanism}; "
            f"machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )
        print(
            f"  built and proven {batch['built']:,.0f} scenarios ({batch['proven']:,.0f} proofs pass) in "
            f"{batch['wall']:.1f} s: {rate:.0f} scenarios/s; 7,000 would take {7000 / rate:.0f} s "
            f"(goal 60 s: x{7000 / rate / 60:.2f} of it); build {batch['build_share']:.0%} of the time, "
            "proof the rest"
        )
        print(
            f"  one environment ({batch['sample']:.0f} scenarios), one process: shared worker "
            f"{batch['shared_seconds']:.2f} s against fresh sessions per build and proof "
            f"{batch['fresh_seconds']:.2f} s: x{batch['fresh_seconds'] / batch['shared_seconds']:.1f} faster"
        )

    if args.scenarios <= 0:
        return 0
    spec = parse_sql(SAMPLE.read_bytes(), name="library_loans")
    graph = build_tool_graph(spec=spec)
    chains = sample_chains(graph=graph, spec=spec, length=(2, 4), count=args.scenarios * 2, seed=0)
    print(
        f"scenario benchmark on {SAMPLE.name}: {len(spec.tools)} tools, {len(chains)} chains sampled, "
        f"sandbox {sandbox_status().mechanism}"
    )

    built, build_seconds, failures = build_deterministic(spec=spec, chains=chains, wanted=args.scenarios)
    prove_seconds, proven = bench_proofs(spec=spec, built=built)
    old_seconds = bench_old_proofs(spec=spec, built=built)
    total = build_seconds + prove_seconds
    print("deterministic scenarios, built then proven (real sandbox sessions):")
    print(
        f"  built {len(built)} ({failures} chains unbuildable) in {build_seconds:.2f} s, proved in "
        f"{prove_seconds:.2f} s, {proven}/{len(built)} proofs pass"
    )
    print(
        f"  {proven / total:.2f} scenarios proven per second (build + proof), proof alone "
        f"{len(built) / prove_seconds:.2f}/s; proof costs x{prove_seconds / build_seconds:.2f} the build"
    )
    print(
        f"  with the old proof (no reward steps): {len(built) / (build_seconds + old_seconds):.2f} built and "
        f"proven per second, proof alone {len(built) / old_seconds:.2f}/s; the new proof costs "
        f"x{prove_seconds / old_seconds:.2f} the old one"
    )

    sandboxed, in_process, evaluations, requests = bench_checks(
        scenarios=[s for _, _, s in built], evaluations=args.checks
    )
    print("check evaluations, same checks and states (sandbox session against in-process run_check):")
    print(
        f"  sandbox: {evaluations / sandboxed:,.0f} checks/s ({requests} run_checks requests, "
        f"{evaluations / requests:.1f} checks each); in-process: {evaluations / in_process:,.0f} checks/s; "
        f"sandbox/in-process x{in_process / sandboxed:.2f} of the baseline's rate"
    )

    if args.llm_scenarios and built:
        llm = bench_llm_scenarios(spec=spec, built=built, count=args.llm_scenarios)
        tokens = llm["prompt_tokens"] + llm["completion_tokens"]
        print(f"LLM-made scenarios ({args.llm_scenarios} for one environment, fake server answering):")
        print(
            f"  made {llm['made']}, proven {llm['proven']}, failed to build {llm['failed']} in "
            f"{llm['seconds']:.2f} s; rule hits {llm['hits']}; failures {llm['reasons']}"
        )
        print(
            f"  LLM calls per environment {llm['requests']} ({llm['requests'] / max(llm['made'], 1):.2f} per "
            f"scenario); tokens per environment {tokens:,} (prompt {llm['prompt_tokens']:,}, completion "
            f"{llm['completion_tokens']:,}; gateway usage {llm['gateway_tokens']:,})"
        )
        print(
            f"  the fake server counts words, not tokens. "
            f"Against the target {TARGET_TOKENS_PER_ENVIRONMENT:,}: "
            f"{tokens / TARGET_TOKENS_PER_ENVIRONMENT:.1%}; against the published pipeline's "
            f"~{PUBLISHED_TOKENS_PER_ENVIRONMENT:,}: {tokens / PUBLISHED_TOKENS_PER_ENVIRONMENT:.1%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
