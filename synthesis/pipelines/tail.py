"""The stages every synthesis kind ends with, after its own design stages.

design (kind-specific)  -> step results ``design`` by environment key: ``{"ir": EnvironmentSpec JSON}``
verify  (fan-out, env)  -> verification gate + dependency graph; the environment is stored, admitted or not;
                           an admitted one's scenario chains are planned at once (its LLM gate requests leave
                           while other environments are still being verified)
plan    (once)          -> the planned chains of every admitted environment, together
build   (fan-out, scen) -> a scenario built and proven in the sandbox (deterministic, or LLM-made); an
                           environment's scenarios start as soon as it is verified, while others still are
                           (and in a corpus job an environment is verified as soon as it is designed)
store   (once)          -> near-duplicate tasks marked in their proofs; scenarios stored with their evidence
"""

from __future__ import annotations

from typing import Any

from synthesis.graph import build_tool_graph, graph_from_json, graph_summary, graph_to_json
from synthesis.ir import EnvironmentSpec, Proof, ProofStep, RewardSettings, ScenarioSpec
from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.kinds import JobKind
from synthesis.jobs.registry import get_kind
from synthesis.jobs.stages import Stage, fan_out, once
from synthesis.pipelines.optional_llm import with_offline_fallback
from synthesis.pipelines.options import SynthesisOptions
from synthesis.pipelines.resources import gateway_for, sandbox_factory_for
from synthesis.pipelines.vocabulary import with_field_vocabulary
from synthesis.revisions.rows import proof_rows, report_rows
from synthesis.sandbox import sandbox_status
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios import (
    BuildFailure,
    GenerationError,
    LLMScenarioBuilder,
    ScenarioFailure,
    build_scenario,
    expand_chain,
    prove_scenario,
    sample_chains,
)
from synthesis.scenarios.difficulty import difficulty_before_rollouts
from synthesis.scenarios.policy_tasks import (
    PolicyFailure,
    build_policy_scenario,
    forbidden_acts,
    plan_policy_acts,
)
from synthesis.scenarios.proof import DEFAULT_DUPLICATE_THRESHOLD, nearest_task
from synthesis.scenarios.rewording import reword_task
from synthesis.state import generate_state
from synthesis.verify import VerifySettings, verify_environment

# Not a stage name: stages store their own results under their names, designs are stored under this step.
DESIGN_STEP = "designed"
ITEM_SEPARATOR = "~"
# Item numbers of planned policy tasks (chains are numbered from 0; at most 400 are planned).
POLICY_ITEMS = 9000


def kind_of(ctx: JobContext) -> JobKind:
    """The descriptor of the job's seed kind: its trust, its options, its provenance."""
    return get_kind(ctx.seed.kind)


def tail_options(ctx: JobContext) -> SynthesisOptions:
    """The job's options, typed by its kind's model (checked at start; checked again here for old jobs)."""
    options = kind_of(ctx).validate_options(ctx.options)
    if not isinstance(options, SynthesisOptions):
        raise JobError(f"job kind {ctx.seed.kind!r} must type its options with a SynthesisOptions model")
    return options


def trusts_generated_code(ctx: JobContext) -> bool:
    """Kinds whose code comes from templates with every seed string escaped (specs) say so in their
    descriptor; all other kinds run LLM-written code."""
    return kind_of(ctx).trusted_code


def uses_llm_scenarios(ctx: JobContext) -> bool:
    """LLM-made scenarios for LLM seeds when an endpoint is configured, template scenarios for specs,
    unless the job says otherwise (option ``scenario_builder``: auto | deterministic | llm)."""
    choice = tail_options(ctx).scenario_builder
    if choice == "deterministic":
        return False
    if choice == "llm":
        return True
    return not trusts_generated_code(ctx) and gateway_for(ctx) is not None


def enriches(ctx: JobContext) -> bool:
    """Trusted (spec) seeds get LLM enrichment (rules, task wording) on top of the deterministic result when
    an endpoint is configured, unless the job turns it off (option ``enrich``)."""
    return trusts_generated_code(ctx) and bool(getattr(tail_options(ctx), "enrich", False))


def asks_vocabulary(ctx: JobContext) -> bool:
    """One LLM request per environment for its fields' kinds and values (option ``field_vocabulary``, on by
    default) when an endpoint is configured; spec seeds only when they are enriched (option ``enrich``)."""
    return tail_options(ctx).field_vocabulary and (not trusts_generated_code(ctx) or enriches(ctx))


def reward_settings(ctx: JobContext) -> RewardSettings:
    """The workspace's choice of how checks and the target comparison combine, copied onto each scenario so
    that an exported scenario carries the rule it is scored by."""
    try:
        checks_weight = float(ctx.workspace_settings.get("reward_checks_weight", 0.5))
        return RewardSettings(
            mode=ctx.workspace_settings.get("reward_mode", "weighted"),
            checks_weight=checks_weight,
            target_weight=1.0 - checks_weight,
        )
    except (TypeError, ValueError) as exc:
        raise JobError(f"the workspace's reward settings are not valid: {exc}") from exc


def stored(ctx: JobContext, *, step: str, item: str) -> dict[str, Any]:
    """The stored result of one finished (step, item): an item's work reads its own results, one read however
    many items the job has (reading every item's, per item, made a job of N environments read N^2)."""
    result = ctx.step_result(step=step, item=item)
    if result is None:
        raise JobError(f"step {step!r} has no finished result for {item!r}")
    return result


def designed(ctx: JobContext, key: str) -> EnvironmentSpec:
    """The environment the design stage made under ``key``."""
    return EnvironmentSpec.model_validate(stored(ctx, step=DESIGN_STEP, item=key)["ir"])


def verify_settings(ctx: JobContext) -> VerifySettings:
    options = tail_options(ctx)
    return VerifySettings(
        max_repair_rounds=options.max_repair_rounds,
        explore=options.explore,
        # Template code (trusted kinds) is verified by its procedural tests; exploring it is an optional LLM
        # step like enrichment, so an endpoint that fails never fails an offline-capable job.
        min_judged_calls=0 if trusts_generated_code(ctx) else options.min_judged_calls,
        seed=options.seed,
    )


# --- verify ---------------------------------------------------------------------------------------------


def environment_keys(ctx: JobContext) -> list[str]:
    keys = sorted(ctx.step_results(step=DESIGN_STEP))
    if not keys:
        raise JobError("the design stage produced no environment")
    return keys


def verify_one(ctx: JobContext, key: str) -> dict[str, Any]:
    spec = designed(ctx, key)
    sources = kind_of(ctx).provenance_sources
    if sources and spec.provenance.source not in sources:
        raise JobError(
            f"the {ctx.seed.kind} pipeline designed {spec.slug!r} with provenance "
            f"{spec.provenance.source!r}, "
            f"not one its kind declares ({', '.join(sources)})"
        )
    spec = with_field_vocabulary(ctx, key=key, spec=spec, wanted=asks_vocabulary(ctx))
    gateway = gateway_for(ctx)

    def progress(stage: str, fraction: float, message: str) -> None:
        # Shown on the job page while one environment's verification runs (the fan-out count comes after).
        ctx.progress(stage=f"verify {spec.slug}: {stage}", done=round(fraction * 100), total=100)

    report = verify_environment(
        spec=spec,
        sandbox_factory=sandbox_factory_for(ctx, untrusted=not trusts_generated_code(ctx)),
        gateway=gateway,
        settings=verify_settings(ctx),
        on_progress=progress,
    )
    verified = report.spec
    graph = build_tool_graph(spec=verified)
    summary = {
        "admitted": report.admitted,
        "reasons": report.reasons,
        "scores": report.scores,
        "graph": graph_summary(graph),
        "tools": len(verified.tools),
        "tables": len(verified.state_schema.tables),
        "sandbox": sandbox_status().mechanism,
        "source": verified.provenance.source,
    }
    environment_id = ctx.save_environment(
        slug=verified.slug,
        name=verified.name,
        ir=verified.model_dump(mode="json"),
        graph=graph_to_json(graph),
        summary=summary,
        status="pending" if report.admitted else "failed_verification",
        verification=report_rows(report),
    )
    result: dict[str, Any] = {
        "environment_id": environment_id,
        "admitted": report.admitted,
        "ir": verified.model_dump(mode="json"),
        "graph": graph_to_json(graph),
    }
    if report.admitted:
        ctx.progress(stage=f"verify {spec.slug}: planning scenarios", done=100, total=100)
        # Planned now, not after every environment is verified: its LLM requests leave at once.
        # From the stored JSON, exactly as the plan stage would read it back.
        result["chains"] = plan_environment(
            ctx,
            key=key,
            spec=EnvironmentSpec.model_validate(result["ir"]),
            graph=graph_from_json(result["graph"]),
        )
        if not result["chains"]:
            result["warnings"] = [unplanned_warning(ctx, spec=verified)]
    return result


def unplanned_warning(ctx: JobContext, *, spec: EnvironmentSpec) -> str:
    """Why an admitted environment gets no scenario at all, for the job page (a job that simply ends with
    none would say nothing)."""
    writes = sum(1 for tool in spec.tools if tool.kind == "write")
    low, high = tail_options(ctx).chain_bounds
    return (
        f"{spec.slug}: admitted, but no scenario could be planned: its {len(spec.tools)} tools "
        f"({writes} that change the state) make no chain of {low}-{high} tools with a state change to ask for"
    )


# --- plan -----------------------------------------------------------------------------------------------


def plan_environment(ctx: JobContext, *, key: str, spec: EnvironmentSpec, graph: Any) -> dict[str, Any]:
    """One environment's planned scenarios by item: seed chains sampled from its graph, each grown by
    controlled expansion, and its policy tasks.

    Option ``expand``: how many tools may join (default 1). A tool joins only when its dependencies are
    present, within limits on tools and writes, and, for LLM seeds, past the LLM gate; the build stage falls
    back to the seed chain when the expanded one cannot be made into a scenario, so expansion never costs
    solvability. Every chain is expanded at once (the LLM gate's requests are independent of one another);
    the results are then taken in the sampled order, as one by one.
    """
    options = tail_options(ctx)
    count, seed, extra, length = options.scenarios, options.seed, options.expand, options.chain_bounds
    gate = gateway_for(ctx) if not trusts_generated_code(ctx) else None
    # Twice as many chains as scenarios wanted: some chains cannot be built into a provable scenario.
    sampled = sample_chains(graph=graph, spec=spec, length=length, count=count * 2, seed=seed)

    def expand(index: int) -> list[str]:
        chain = sampled[index]
        writes = sum(1 for name in chain if spec.tool(name).kind == "write")
        return list(
            expand_chain(
                chain=chain,
                graph=graph,
                spec=spec,
                max_tools=len(chain) + extra,
                max_writes=writes + 1,
                seed=seed + index,
                gateway=gate,
            )
        )

    indices = list(range(len(sampled)))
    expansions = gate.map(expand, indices) if gate is not None else [expand(index) for index in indices]
    chains: dict[str, dict[str, Any]] = {}
    planned: set[tuple[str, ...]] = set()  # no two scenarios of an environment share a tool sequence
    for index, expanded in zip(indices, expansions, strict=True):
        if isinstance(expanded, BaseException):
            raise expanded
        chain = sampled[index]
        if tuple(expanded) in planned:
            expanded = chain
        if tuple(expanded) in planned:
            continue
        planned.add(tuple(expanded))
        chains[f"{key}{ITEM_SEPARATOR}{index:04d}"] = {"chain": expanded, "seed_chain": chain}
    # Policy tasks (a request a rule forbids) when the environment has a forbidding rule.
    for offset, act in enumerate(plan_policy_acts(spec, count=options.policy_count, seed=seed)):
        item = f"{key}{ITEM_SEPARATOR}{POLICY_ITEMS + offset:04d}"
        chains[item] = {"chain": [], "seed_chain": [], "policy": act}
    return chains


def plan(ctx: JobContext) -> dict[str, Any]:
    """Every admitted environment's planned scenarios. Each environment was planned right after its own
    verification (``verify_one``), so its scenario LLM requests did not wait for the other environments'
    sandbox work; a job verified before that (no ``chains`` in its verify results) is planned here."""
    chains: dict[str, dict[str, Any]] = {}
    for key, verified in sorted(ctx.step_results(step="verify").items()):
        if not verified["admitted"]:
            continue
        if "chains" not in verified:
            spec = EnvironmentSpec.model_validate(verified["ir"])
            graph = graph_from_json(verified["graph"])
            verified = {**verified, "chains": plan_environment(ctx, key=key, spec=spec, graph=graph)}
        chains.update(verified["chains"])
    return {"chains": chains, "wanted": tail_options(ctx).scenarios}


def scenario_items(ctx: JobContext) -> list[str]:
    return sorted(ctx.step_results(step="plan")[""]["chains"])


def scenario_items_of(ctx: JobContext, key: str) -> list[str]:
    """The scenarios of environment ``key`` that can be built as soon as it is verified (``build`` starts
    them early): those planned in its verification."""
    verified = ctx.step_result(step="verify", item=key) or {}
    return sorted(verified.get("chains", {})) if verified.get("admitted") else []


def build_input(ctx: JobContext, item: str) -> tuple[EnvironmentSpec, dict[str, Any]]:
    """What building scenario ``item`` reads: its environment as verified and its planned chain (its own
    environment's verification only, however many environments the job has)."""
    verified = stored(ctx, step="verify", item=item.partition(ITEM_SEPARATOR)[0])
    # Planned in the environment's verification (the plan stage only gathers those), except for jobs
    # verified before that; an item built early reads it there, before the plan stage has run.
    chains = verified.get("chains") or stored(ctx, step="plan", item="")["chains"]
    return EnvironmentSpec.model_validate(verified["ir"]), chains[item]


def build_one(ctx: JobContext, item: str) -> dict[str, Any]:
    key, _, index = item.partition(ITEM_SEPARATOR)
    spec, planned = build_input(ctx, item)
    seed = tail_options(ctx).seed * 10_000 + int(index)
    # One worker per environment in this process serves its scenarios' builds, proofs and replays.
    factory = sandbox_factory_for(ctx, untrusted=not trusts_generated_code(ctx), share_key=key)
    gateway = gateway_for(ctx) if uses_llm_scenarios(ctx) else None
    ctx.check_cancelled()
    if "policy" in planned:
        return _build_policy(ctx, spec=spec, act=int(planned["policy"]), seed=seed, factory=factory)
    attempts = [planned["chain"]] + (
        [planned["seed_chain"]] if planned["seed_chain"] != planned["chain"] else []
    )
    failures: list[dict[str, Any]] = []
    for chain in attempts:
        try:
            scenario = _build(
                spec=spec,
                chain=chain,
                seed=seed,
                factory=factory,
                gateway=gateway,
                reward=reward_settings(ctx),
            )
        except ScenarioFailure as exc:
            failures.append({"chain": chain, "reason": exc.reason, "evidence": exc.evidence})
            continue
        except (BuildFailure, GenerationError) as exc:
            failures.append({"chain": chain, "reason": str(exc), "evidence": {}})
            continue
        warning = None
        if gateway is None and enriches(ctx):
            scenario, warning = _reworded(ctx, scenario=scenario, spec=spec)
        if chain != planned["seed_chain"] and scenario.provenance is not None:
            note = f"expanded from the seed chain {' -> '.join(planned['seed_chain'])}"
            scenario = scenario.model_copy(
                update={
                    "provenance": scenario.provenance.model_copy(
                        update={"notes": [*scenario.provenance.notes, note]}
                    )
                }
            )
        scenario = scenario.model_copy(
            update={
                "reward": reward_settings(ctx),
                "difficulty": difficulty_before_rollouts(scenario=scenario, spec=spec),
            }
        )
        # LLM-made scenarios come proven (a failing step went back to the LLM once); others are proven here.
        proof = scenario.proof or prove_scenario(
            scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[]
        )
        built = {"built": True, "ir": scenario.model_copy(update={"proof": proof}).model_dump(mode="json")}
        return {**built, "warnings": [warning]} if warning else built
    last = failures[-1]
    return {
        "built": False,
        "chain": last["chain"],
        "reason": last["reason"],
        "evidence": last["evidence"],
        "attempts": failures,
    }


def _build_policy(
    ctx: JobContext, *, spec: EnvironmentSpec, act: int, seed: int, factory: Any
) -> dict[str, Any]:
    """A policy task, proven (its wording is the template's: a rewording could drop the refused act)."""
    acts = forbidden_acts(spec)
    label = acts[act].label if act < len(acts) else f"forbidden act {act}"
    try:
        scenario = build_policy_scenario(spec=spec, act=acts[act], seed=seed)
    except (PolicyFailure, IndexError, GenerationError) as exc:
        return {"built": False, "chain": [], "reason": f"policy task {label}: {exc}", "evidence": {}}
    scenario = scenario.model_copy(
        update={
            "reward": reward_settings(ctx),
            "difficulty": difficulty_before_rollouts(scenario=scenario, spec=spec),
        }
    )
    proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[])
    return {"built": True, "ir": scenario.model_copy(update={"proof": proof}).model_dump(mode="json")}


def _reworded(
    ctx: JobContext, *, scenario: ScenarioSpec, spec: EnvironmentSpec
) -> tuple[ScenarioSpec, str | None]:
    """The task reworded by the LLM, or the template's wording with a warning when the LLM fails."""

    def reword() -> ScenarioSpec:
        gateway = gateway_for(ctx)
        return scenario if gateway is None else reword_task(scenario=scenario, spec=spec, gateway=gateway)

    return with_offline_fallback(what=f"LLM rewording of {scenario.id}", compute=reword, offline=scenario)


def _build(
    *,
    spec: EnvironmentSpec,
    chain: list[str],
    seed: int,
    factory: Any,
    gateway: Any,
    reward: RewardSettings,
) -> ScenarioSpec:
    def prove(scenario: ScenarioSpec) -> Proof:
        ruled = scenario.model_copy(update={"reward": reward})
        return prove_scenario(scenario=ruled, spec=spec, sandbox_factory=factory, existing_tasks=[])

    with factory() as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=seed, rows_per_table=1)
        )
        if gateway is not None:
            return LLMScenarioBuilder(gateway=gateway, spec=spec).build(
                chain=chain, seed=seed, session=session, prove=prove
            )
        return build_scenario(spec=spec, chain=chain, seed=seed, session=session)


# --- store ----------------------------------------------------------------------------------------------


def with_duplicate_step(scenario: ScenarioSpec, *, earlier_tasks: list[str]) -> ScenarioSpec:
    """Replace the proof's near-duplicate step now that every task of the environment is known."""
    assert scenario.proof is not None
    nearest, scores = nearest_task(scenario.task, earlier_tasks)
    duplicate = nearest is not None and max(scores.values()) >= DEFAULT_DUPLICATE_THRESHOLD
    step = ProofStep(
        name="not_duplicate",
        passed=not duplicate,
        detail=f"nearest earlier task scores {scores}" if nearest else "no earlier task in this environment",
        evidence={
            "nearest": nearest,
            "scores": scores,
            "threshold": DEFAULT_DUPLICATE_THRESHOLD,
            "compared": len(earlier_tasks),
        },
    )
    steps = [s for s in scenario.proof.steps if s.name != "not_duplicate"] + [step]
    proof = Proof(
        passed=all(s.passed for s in steps), steps=steps, final_state_hash=scenario.proof.final_state_hash
    )
    return scenario.model_copy(update={"proof": proof})


def store(ctx: JobContext) -> dict[str, Any]:
    """Every built scenario is stored, proven or not (a failed proof is evidence for review): nothing built is
    thrown away, so an environment may get more than ``scenarios`` when more chains than wanted were built."""
    verified = ctx.step_results(step="verify")
    by_environment: dict[str, list[dict[str, Any]]] = {}
    for item, result in sorted(ctx.step_results(step="build").items()):
        by_environment.setdefault(item.partition(ITEM_SEPARATOR)[0], []).append(result)
    stored = proven = 0
    unbuildable: list[dict[str, Any]] = []
    for key, results in sorted(by_environment.items()):
        environment_id = int(verified[key]["environment_id"])
        tasks: list[str] = []
        for result in results:
            if not result["built"]:
                unbuildable.append(
                    {
                        "environment": verified[key]["ir"]["slug"],
                        "chain": result["chain"],
                        "reason": result["reason"],
                        "evidence": result.get("evidence", {}),
                    }
                )
                continue
            scenario = with_duplicate_step(ScenarioSpec.model_validate(result["ir"]), earlier_tasks=tasks)
            assert scenario.proof is not None
            ctx.save_scenario(
                environment_id=environment_id,
                key=scenario.id,
                ir=scenario.model_dump(mode="json"),
                proof_passed=scenario.proof.passed,
                verification=proof_rows(scenario.proof),
            )
            tasks.append(scenario.task)
            stored += 1
            proven += int(scenario.proof.passed)
    return {"scenarios": stored, "proven": proven, "unbuildable_chains": unbuildable}


def designed_key(ctx: JobContext, key: str) -> list[str]:
    """The environment a design item made, to verify as soon as it is designed (``verify`` starts it early);
    none when its design failed."""
    return [key] if ctx.step_result(step=DESIGN_STEP, item=key) is not None else []


def tail_stages(*, llm_bound: bool, design_stage: str | None = None) -> list[Stage]:
    """The shared tail of every pipeline.

    ``llm_bound``: verification explores with the LLM and scenarios are LLM-made, so those stages run on the
    threads pool of the ``llm`` queue (many requests in flight; the sandboxed code runs in its own processes
    anyway) instead of one prefork worker per CPU. ``design_stage``: a fan-out stage designing one
    environment per item under the same key; each is then verified as soon as it is designed.

    Environments move on independently: one is verified while others are still designed, and its scenarios
    are built while others are still verified (``Stage.early_after``), so one environment's sandbox work never
    holds back another's LLM requests.
    """
    heavy_queue = "llm" if llm_bound else "sandbox"
    return [
        fan_out(
            "verify",
            items=environment_keys,
            run_item=verify_one,
            queue=heavy_queue,
            early_after=design_stage,
            early_items=designed_key if design_stage else None,
            llm=True,  # exploration, repair (and the LLM gate of LLM seeds' chains): checked against budgets
        ),
        # Planning (of jobs verified before environments were planned in verify_one) asks the LLM gate about
        # every chain's expansions (LLM seeds): requests that wait on the network, on the threads pool.
        # It only gathers the environments' plans (except for old jobs): no budget check before it.
        once("plan", plan, queue="llm" if llm_bound else "default", llm=False),
        fan_out(
            "build",
            items=scenario_items,
            run_item=build_one,
            queue=heavy_queue,
            early_after="verify",
            early_items=scenario_items_of,
            llm=True,  # LLM-made scenarios, rewording
        ),
        once("store", store),
    ]
