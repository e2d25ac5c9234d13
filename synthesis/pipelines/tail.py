"""The stages every synthesis kind ends with, after its own design stages.

design (kind-specific)  -> step results ``design`` by environment key: ``{"ir": EnvironmentSpec JSON}``
verify  (fan-out, env)  -> verification gate + dependency graph; the environment is stored, admitted or failed
plan    (once)          -> scenario chains sampled from each admitted environment's graph
build   (fan-out, scen) -> a scenario built and proven in the sandbox (deterministic, or LLM-made)
store   (once)          -> near-duplicate tasks marked in their proofs; scenarios stored with their evidence
"""

from __future__ import annotations

from typing import Any

from synthesis.graph import build_tool_graph, graph_from_json, graph_summary, graph_to_json
from synthesis.ir import EnvironmentSpec, Proof, ProofStep, RewardSettings, ScenarioSpec
from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.stages import Stage, fan_out, once
from synthesis.pipelines.resources import gateway_for, sandbox_factory_for
from synthesis.sandbox import sandbox_status
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios import (
    BuildFailure,
    GenerationError,
    LLMScenarioBuilder,
    ScenarioFailure,
    build_scenario,
    expand_chain,
    generate_state,
    prove_scenario,
    sample_chains,
)
from synthesis.scenarios.proof import DEFAULT_DUPLICATE_THRESHOLD, nearest_task
from synthesis.seeds.enrichment import reword_task
from synthesis.verify import VerificationReport, VerifySettings, verify_environment

# Not a stage name: stages store their own results under their names, designs are stored under this step.
DESIGN_STEP = "designed"
ITEM_SEPARATOR = "~"
DEFAULT_SCENARIOS_PER_ENVIRONMENT = 6


def _option_int(ctx: JobContext, name: str, default: int, *, low: int, high: int) -> int:
    raw = ctx.options.get(name, default)
    try:
        value = int(raw)
    except (TypeError, ValueError):
        raise JobError(f"option {name} must be a whole number, got {raw!r}") from None
    if not low <= value <= high:
        raise JobError(f"option {name} must be between {low} and {high}, got {value}")
    return value


def _chain_length(ctx: JobContext) -> tuple[int, int]:
    raw = str(ctx.options.get("chain_length", "2-4"))
    low, _, high = raw.partition("-")
    try:
        bounds = (int(low), int(high or low))
    except ValueError:
        raise JobError(f"option chain_length must look like 2-4, got {raw!r}") from None
    if not 1 <= bounds[0] <= bounds[1] <= 12:
        raise JobError(f"option chain_length must be within 1-12 with min <= max, got {raw!r}")
    return bounds


def trusts_generated_code(ctx: JobContext) -> bool:
    """Spec seeds produce code from templates with every spec string escaped; all other kinds run LLM code."""
    return ctx.seed.kind == "spec"


def uses_llm_scenarios(ctx: JobContext) -> bool:
    """LLM-made scenarios for LLM seeds when an endpoint is configured, template scenarios for specs,
    unless the job says otherwise (option ``scenario_builder``: auto | deterministic | llm)."""
    choice = str(ctx.options.get("scenario_builder", "auto"))
    if choice not in {"auto", "deterministic", "llm"}:
        raise JobError(f"option scenario_builder must be auto, deterministic or llm, got {choice!r}")
    if choice == "deterministic":
        return False
    if choice == "llm":
        return True
    return not trusts_generated_code(ctx) and gateway_for(ctx) is not None


def enriches(ctx: JobContext) -> bool:
    """Spec seeds get LLM enrichment (rules, task wording) on top of the deterministic result when an endpoint
    is configured, unless the job turns it off (option ``enrich``)."""
    return trusts_generated_code(ctx) and bool(ctx.options.get("enrich", True))


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


def designed(ctx: JobContext) -> dict[str, EnvironmentSpec]:
    return {
        key: EnvironmentSpec.model_validate(result["ir"])
        for key, result in sorted(ctx.step_results(step=DESIGN_STEP).items())
    }


def verify_settings(ctx: JobContext) -> VerifySettings:
    return VerifySettings(
        max_repair_rounds=_option_int(ctx, "max_repair_rounds", 3, low=0, high=10),
        explore=bool(ctx.options.get("explore", True)),
        seed=_option_int(ctx, "seed", 0, low=0, high=2**31),
    )


def verification_rows(report: VerificationReport) -> list[dict[str, Any]]:
    rows = [
        {
            **item.model_dump(mode="json", include={"stage", "name", "passed", "skipped", "detail"}),
            # Warnings never block admission; reviewers see them apart from errors.
            "evidence": {**item.evidence, "severity": item.severity},
        }
        for item in report.results
    ]
    for repair in report.repair_rounds:
        rows.append(
            {
                "stage": "repair",
                "name": f"repair round {repair.number}",
                "passed": repair.accepted and not repair.failed_after,
                "detail": (
                    f"{len(repair.failed_before)} failing before, {len(repair.failed_after)} after; "
                    + ("kept" if repair.accepted else "thrown away")
                ),
                "evidence": repair.model_dump(mode="json"),
            }
        )
    return rows


# --- verify ---------------------------------------------------------------------------------------------


def environment_keys(ctx: JobContext) -> list[str]:
    keys = sorted(ctx.step_results(step=DESIGN_STEP))
    if not keys:
        raise JobError("the design stage produced no environment")
    return keys


def verify_one(ctx: JobContext, key: str) -> dict[str, Any]:
    spec = designed(ctx)[key]
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
        verification=verification_rows(report),
    )
    return {
        "environment_id": environment_id,
        "admitted": report.admitted,
        "ir": verified.model_dump(mode="json"),
        "graph": graph_to_json(graph),
    }


# --- plan -----------------------------------------------------------------------------------------------


def plan(ctx: JobContext) -> dict[str, Any]:
    """Seed chains sampled from each admitted graph, each grown by controlled expansion.

    Option ``expand``: how many tools may join (default 1). A tool joins only when its dependencies are
    present, within limits on tools and writes, and, for LLM seeds, past the LLM gate; the build stage falls
    back to the seed chain when the expanded one cannot be made into a scenario, so expansion never costs
    solvability.
    """
    count = _option_int(ctx, "scenarios", DEFAULT_SCENARIOS_PER_ENVIRONMENT, low=0, high=500)
    seed = _option_int(ctx, "seed", 0, low=0, high=2**31)
    extra = _option_int(ctx, "expand", 1, low=0, high=6)
    length = _chain_length(ctx)
    gate = gateway_for(ctx) if not trusts_generated_code(ctx) else None
    chains: dict[str, dict[str, list[str]]] = {}
    for key, verified in sorted(ctx.step_results(step="verify").items()):
        if not verified["admitted"]:
            continue
        spec = EnvironmentSpec.model_validate(verified["ir"])
        graph = graph_from_json(verified["graph"])
        # Twice as many chains as scenarios wanted: some chains cannot be built into a provable scenario.
        sampled = sample_chains(graph=graph, spec=spec, length=length, count=count * 2, seed=seed)
        for index, chain in enumerate(sampled):
            writes = sum(1 for name in chain if spec.tool(name).kind == "write")
            expanded = expand_chain(
                chain=chain,
                graph=graph,
                spec=spec,
                max_tools=len(chain) + extra,
                max_writes=writes + 1,
                seed=seed + index,
                gateway=gate,
            )
            chains[f"{key}{ITEM_SEPARATOR}{index:04d}"] = {"chain": expanded, "seed_chain": chain}
    return {"chains": chains, "wanted": count}


def scenario_items(ctx: JobContext) -> list[str]:
    return sorted(ctx.step_results(step="plan")[""]["chains"])


def build_one(ctx: JobContext, item: str) -> dict[str, Any]:
    planned = ctx.step_results(step="plan")[""]["chains"][item]
    key, _, index = item.partition(ITEM_SEPARATOR)
    verified = ctx.step_results(step="verify")[key]
    spec = EnvironmentSpec.model_validate(verified["ir"])
    seed = _option_int(ctx, "seed", 0, low=0, high=2**31) * 10_000 + int(index)
    # One worker per environment in this process serves its scenarios' builds, proofs and replays.
    factory = sandbox_factory_for(ctx, untrusted=not trusts_generated_code(ctx), share_key=key)
    gateway = gateway_for(ctx) if uses_llm_scenarios(ctx) else None
    ctx.check_cancelled()
    attempts = [planned["chain"]] + (
        [planned["seed_chain"]] if planned["seed_chain"] != planned["chain"] else []
    )
    failures: list[dict[str, Any]] = []
    for chain in attempts:
        try:
            scenario = _build(spec=spec, chain=chain, seed=seed, factory=factory, gateway=gateway)
        except ScenarioFailure as exc:
            failures.append({"chain": chain, "reason": exc.reason, "evidence": exc.evidence})
            continue
        except (BuildFailure, GenerationError) as exc:
            failures.append({"chain": chain, "reason": str(exc), "evidence": {}})
            continue
        if gateway is None:
            enrichment = gateway_for(ctx) if enriches(ctx) else None
            if enrichment is not None:
                scenario = reword_task(scenario=scenario, spec=spec, gateway=enrichment)
        if chain != planned["seed_chain"] and scenario.provenance is not None:
            note = f"expanded from the seed chain {' -> '.join(planned['seed_chain'])}"
            scenario = scenario.model_copy(
                update={
                    "provenance": scenario.provenance.model_copy(
                        update={"notes": [*scenario.provenance.notes, note]}
                    )
                }
            )
        scenario = scenario.model_copy(update={"reward": reward_settings(ctx)})
        proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=factory, existing_tasks=[])
        return {"built": True, "ir": scenario.model_copy(update={"proof": proof}).model_dump(mode="json")}
    last = failures[-1]
    return {
        "built": False,
        "chain": last["chain"],
        "reason": last["reason"],
        "evidence": last["evidence"],
        "attempts": failures,
    }


def _build(*, spec: EnvironmentSpec, chain: list[str], seed: int, factory: Any, gateway: Any) -> ScenarioSpec:
    with factory() as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=seed, rows_per_table=1)
        )
        if gateway is not None:
            return LLMScenarioBuilder(gateway=gateway, spec=spec).build(
                chain=chain, seed=seed, session=session
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
    wanted = int(ctx.step_results(step="plan")[""]["wanted"])
    verified = ctx.step_results(step="verify")
    by_environment: dict[str, list[dict[str, Any]]] = {}
    for item, result in sorted(ctx.step_results(step="build").items()):
        by_environment.setdefault(item.partition(ITEM_SEPARATOR)[0], []).append(result)
    stored = proven = 0
    unbuildable: list[dict[str, Any]] = []
    for key, results in sorted(by_environment.items()):
        environment_id = int(verified[key]["environment_id"])
        tasks: list[str] = []
        kept = 0
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
            if kept >= wanted:
                break
            scenario = with_duplicate_step(ScenarioSpec.model_validate(result["ir"]), earlier_tasks=tasks)
            assert scenario.proof is not None
            ctx.save_scenario(
                environment_id=environment_id,
                key=scenario.id,
                ir=scenario.model_dump(mode="json"),
                proof_passed=scenario.proof.passed,
                verification=[
                    {
                        "stage": "proof",
                        "name": s.name,
                        "passed": s.passed,
                        "detail": s.detail,
                        "evidence": s.evidence,
                    }
                    for s in scenario.proof.steps
                ],
            )
            tasks.append(scenario.task)
            kept += 1
            stored += 1
            proven += int(scenario.proof.passed)
    return {"scenarios": stored, "proven": proven, "unbuildable_chains": unbuildable}


def tail_stages(*, llm_bound: bool) -> list[Stage]:
    """The shared tail of every pipeline.

    ``llm_bound``: verification explores with the LLM and scenarios are LLM-made, so those stages run on the
    threads pool of the ``llm`` queue (many requests in flight; the sandboxed code runs in its own processes
    anyway) instead of one prefork worker per CPU.
    """
    heavy_queue = "llm" if llm_bound else "sandbox"
    return [
        fan_out("verify", items=environment_keys, run_item=verify_one, queue=heavy_queue),
        once("plan", plan),
        fan_out("build", items=scenario_items, run_item=build_one, queue=heavy_queue),
        once("store", store),
    ]
