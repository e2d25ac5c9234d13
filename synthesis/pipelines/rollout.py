"""The "rollout" job: k agent rollouts per scenario as a fan-out stage, then a scoring stage.

Job options (built by ``rollout_job_options``; the scenario and environment IRs travel in the options because
pipeline code never reads the database)::

    {"rollout": {"scenarios": {key: {"scenario": <ScenarioSpec>, "environment": <EnvironmentSpec>,
                                     "scenario_revision_id": 12, "environment_revision_id": 3}},
                 "k": 4, "mode": "direct", "temperature": 0.7, "min_reward": 1.0,
                 "max_steps": 20, "max_tokens": null, "max_cost": null,
                 "job_max_tokens": null, "job_max_cost": null}}

Stage ``rollout`` (queue ``llm``) fans out over ``<key>~<index>`` items; each stores
``{"scenario": key, "rollout": <Rollout JSON>, "rollout_id": id}`` or ``{"scenario": key, "skipped": reason}``
and saves the rollout through ``ctx.save_rollout``. Stage ``score`` saves the difficulty of every scenario
(``ctx.save_difficulty``) and stores it with the number of fine-tuning records the rollouts give.

The job budget is enforced across workers from the finished items' recorded spending: a new rollout starts
only while the finished ones spent less than the limit, and a running rollout stops when its own spending plus
theirs reaches it. Rollouts running at the same time on other workers do not see each other's spending.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import Field, field_validator

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.jobs.context import JobCancelled, JobContext, JobError
from synthesis.jobs.kinds import JobKind, JobOptions
from synthesis.jobs.registry import register_kind
from synthesis.jobs.stages import Stage, fan_out, once
from synthesis.llm import LLMGateway
from synthesis.pipelines.resources import require_gateway, sandbox_factory_for
from synthesis.rollouts.budget import BudgetExhausted, JobBudget, RolloutBudget
from synthesis.rollouts.finetuning import to_finetuning_records
from synthesis.rollouts.records import Rollout
from synthesis.rollouts.runner import MODES, run_rollout
from synthesis.rollouts.scoring import score_scenario

ROLLOUT_STEP = "rollout"
ITEM_SEPARATOR = "~"
MAX_K = 64
DEFAULTS: dict[str, Any] = {
    "k": 4,
    "mode": "direct",
    "temperature": 0.7,
    "min_reward": 1.0,
    "max_steps": 20,
    "max_tokens": None,
    "max_cost": None,
    "job_max_tokens": None,
    "job_max_cost": None,
}


class RolloutError(ValueError):
    """Rollouts that cannot start as asked; the message is shown to the user."""


@dataclass(frozen=True)
class ScenarioSource:
    """One scenario to roll out, as the command loads it: a stable key (e.g. the database id), both IRs and
    the stored revisions they came from (where the job saves its rollouts; None outside the database)."""

    key: str
    scenario: dict[str, Any]
    environment: dict[str, Any]
    scenario_revision_id: int | None = None
    environment_revision_id: int | None = None


def rollout_job_options(*, sources: Sequence[ScenarioSource], **settings: Any) -> dict[str, Any]:
    """Validated options for a rollout job (settings: the keys of ``DEFAULTS``); ValueError on bad input."""
    unknown = set(settings) - set(DEFAULTS)
    if unknown:
        raise ValueError(
            f"unknown rollout setting(s) {', '.join(sorted(unknown))}; known: {', '.join(DEFAULTS)}"
        )
    if not sources:
        raise ValueError("a rollout job needs at least one scenario")
    merged = {**DEFAULTS, **{key: value for key, value in settings.items() if value is not None}}
    _check_settings(merged)
    scenarios: dict[str, dict[str, Any]] = {}
    for source in sources:
        if not source.key or ITEM_SEPARATOR in source.key:
            raise ValueError(
                f"scenario key {source.key!r} must be non-empty and contain no {ITEM_SEPARATOR!r}"
            )
        if source.key in scenarios:
            raise ValueError(f"scenario key {source.key!r} appears twice")
        scenario, spec = _parse(source.key, {"scenario": source.scenario, "environment": source.environment})
        scenarios[source.key] = {
            "scenario": scenario.model_dump(mode="json"),
            "environment": spec.model_dump(mode="json"),
            "scenario_revision_id": source.scenario_revision_id,
            "environment_revision_id": source.environment_revision_id,
        }
    return {"rollout": {**merged, "scenarios": scenarios}}


def _check_settings(settings: Mapping[str, Any]) -> None:
    k = settings["k"]
    if not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise ValueError(f"k must be a whole number within 1-{MAX_K}, got {k!r}")
    if settings["mode"] not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, got {settings['mode']!r}")
    if not 0.0 <= float(settings["temperature"]) <= 2.0:
        raise ValueError(f"temperature must be within [0, 2], got {settings['temperature']!r}")
    if not 0.0 <= float(settings["min_reward"]) <= 1.0:
        raise ValueError(f"min_reward must be within [0, 1], got {settings['min_reward']!r}")
    _budget(settings)  # RolloutBudget validates steps, tokens and cost
    JobBudget(max_tokens=settings["job_max_tokens"], max_cost=settings["job_max_cost"])


def _budget(settings: Mapping[str, Any]) -> RolloutBudget:
    return RolloutBudget(
        max_steps=int(settings["max_steps"]), max_tokens=settings["max_tokens"], max_cost=settings["max_cost"]
    )


def _parse(key: str, entry: Mapping[str, Any]) -> tuple[ScenarioSpec, EnvironmentSpec]:
    try:
        scenario = ScenarioSpec.model_validate(entry["scenario"])
        spec = EnvironmentSpec.model_validate(entry["environment"])
    except (KeyError, ValueError) as exc:
        raise ValueError(f"scenario {key!r} is not a valid scenario and environment IR: {exc}") from exc
    if scenario.environment != spec.slug:
        raise ValueError(f"scenario {key!r} belongs to {scenario.environment!r}, not to {spec.slug!r}")
    return scenario, spec


def _job_settings(ctx: JobContext) -> dict[str, Any]:
    settings = ctx.options.get("rollout")
    if not isinstance(settings, dict) or not isinstance(settings.get("scenarios"), dict):
        raise JobError("a rollout job needs options['rollout'] with its scenarios (see rollout_job_options)")
    merged = {**DEFAULTS, **settings}
    try:
        _check_settings(merged)
    except ValueError as exc:
        raise JobError(f"rollout options are not valid: {exc}") from exc
    return merged


def rollout_items(ctx: JobContext) -> list[str]:
    settings = _job_settings(ctx)
    keys = sorted(settings["scenarios"])
    if not keys:
        raise JobError("the rollout job has no scenarios")
    return [f"{key}{ITEM_SEPARATOR}{index:03d}" for key in keys for index in range(settings["k"])]


def _spent_so_far(ctx: JobContext) -> tuple[int, float]:
    tokens, cost = 0, 0.0
    for result in ctx.step_results(step=ROLLOUT_STEP).values():
        rollout = result.get("rollout")
        if isinstance(rollout, dict):
            tokens += int(rollout.get("prompt_tokens", 0)) + int(rollout.get("completion_tokens", 0))
            cost += float(rollout.get("cost", 0.0))
    return tokens, cost


def _cancel_probe(ctx: JobContext) -> Callable[[], bool]:
    def should_stop() -> bool:
        try:
            ctx.check_cancelled()
        except JobCancelled:
            return True
        return False

    return should_stop


def rollout_stage(ctx: JobContext, item: str) -> dict[str, Any]:
    """One rollout (fan-out item ``<scenario key>~<index>``); the index is the environment seed."""
    ctx.check_cancelled()
    settings = _job_settings(ctx)
    key, separator, index = item.rpartition(ITEM_SEPARATOR)
    if not separator or key not in settings["scenarios"] or not index.isdigit():
        raise JobError(f"rollout item {item!r} names no scenario of this job")
    try:
        scenario, spec = _parse(key, settings["scenarios"][key])
    except ValueError as exc:
        raise JobError(str(exc)) from exc
    job_budget = JobBudget(max_tokens=settings["job_max_tokens"], max_cost=settings["job_max_cost"])
    tokens, cost = _spent_so_far(ctx)
    job_budget.charge(tokens=tokens, cost=cost)
    configured = require_gateway(ctx, what="agent rollouts")
    # No response cache: k samples of one scenario send identical requests and must still differ.
    configured.close()
    with LLMGateway(config=configured.config, usage=ctx.usage) as gateway:
        try:
            rollout = run_rollout(
                scenario=scenario,
                spec=spec,
                gateway=gateway,
                # Environment code is LLM-written or reviewer-edited: always treated as untrusted.
                sandbox_factory=sandbox_factory_for(ctx, untrusted=True),
                mode=settings["mode"],
                budget=_budget(settings),
                seed=int(index),
                job_budget=job_budget,
                should_stop=_cancel_probe(ctx),
                temperature=float(settings["temperature"]),
            )
        except BudgetExhausted as exc:
            return {"scenario": key, "skipped": exc.reason}
    ctx.check_cancelled()  # a cancelled rollout is not stored as a finished step
    record = rollout.model_dump(mode="json")
    entry = settings["scenarios"][key]
    rollout_id = ctx.save_rollout(
        key=item,
        scenario_revision_id=entry.get("scenario_revision_id"),
        environment_revision_id=entry.get("environment_revision_id"),
        record=record,
    )
    return {"scenario": key, "rollout": record, "rollout_id": rollout_id}


def finished_rollouts(ctx: JobContext) -> dict[str, list[Rollout]]:
    """The stored rollouts of this job by scenario key, in item order."""
    by_scenario: dict[str, list[Rollout]] = defaultdict(list)
    for _item, result in sorted(ctx.step_results(step=ROLLOUT_STEP).items()):
        if isinstance(result.get("rollout"), dict):
            by_scenario[str(result["scenario"])].append(Rollout.model_validate(result["rollout"]))
    return dict(by_scenario)


def score_stage(ctx: JobContext) -> dict[str, Any]:
    """Difficulty per scenario and the count of fine-tuning records, over every stored rollout."""
    settings = _job_settings(ctx)
    results = ctx.step_results(step=ROLLOUT_STEP)
    skipped = sum(1 for result in results.values() if "skipped" in result)
    difficulty: dict[str, dict[str, Any]] = {}
    records = 0
    tokens = 0
    cost = 0.0
    for key, rollouts in sorted(finished_rollouts(ctx).items()):
        difficulty[key] = score_scenario(rollouts).model_dump(mode="json")
        ctx.save_difficulty(
            scenario_revision_id=settings["scenarios"][key].get("scenario_revision_id"),
            record=difficulty[key],
        )
        _scenario, spec = _parse(key, settings["scenarios"][key])
        records += len(
            to_finetuning_records(
                rollouts, tools=spec.openai_tools(), min_reward=float(settings["min_reward"])
            )
        )
        tokens += sum(rollout.total_tokens for rollout in rollouts)
        cost += sum(rollout.cost for rollout in rollouts)
    ctx.progress(stage="score", done=1, total=1)
    return {
        "difficulty": difficulty,
        "rollouts": len(results) - skipped,
        "skipped": skipped,
        "finetuning_records": records,
        "tokens": tokens,
        "cost": cost,
    }


STAGES: list[Stage] = [
    fan_out(ROLLOUT_STEP, items=rollout_items, run_item=rollout_stage, queue="llm"),
    once("score", score_stage),
]


class RolloutOptions(JobOptions):
    """What ``rollout_job_options`` builds: the settings and the scenarios (their IRs travel in the options
    because pipeline code never reads the database)."""

    rollout: dict[str, Any] = Field(description="k, mode, budgets and the scenarios to roll out")

    @field_validator("rollout")
    @classmethod
    def _settings(cls, value: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(value.get("scenarios"), dict):
            raise ValueError("needs its scenarios (see rollout_job_options)")
        unknown = set(value) - set(DEFAULTS) - {"scenarios"}
        if unknown:
            raise ValueError(f"unknown rollout setting(s) {', '.join(sorted(unknown))}")
        _check_settings({**DEFAULTS, **value})
        return value


KIND = JobKind(
    kind="rollout", label="Agent rollouts", stages=STAGES, options_model=RolloutOptions, llm_bound=True
)


def register() -> None:
    register_kind(KIND)


# --- python manage.py rollout --workspace NAME [--scenario ID] --k N ----------------------------------------


def add_rollout_arguments(parser: argparse.ArgumentParser) -> None:
    """The command's arguments (Django's CommandParser is an ArgumentParser)."""
    parser.add_argument("--workspace", required=True, help="workspace name or slug")
    parser.add_argument("--scenario", help="one scenario id (default: every scenario of the workspace)")
    parser.add_argument("--k", type=int, default=DEFAULTS["k"], help="rollouts per scenario")
    parser.add_argument("--mode", choices=MODES, default=DEFAULTS["mode"])
    parser.add_argument("--temperature", type=float, default=DEFAULTS["temperature"])
    parser.add_argument(
        "--min-reward", type=float, default=DEFAULTS["min_reward"], help="for fine-tuning data"
    )
    parser.add_argument(
        "--max-steps", type=int, default=DEFAULTS["max_steps"], help="assistant turns per rollout"
    )
    parser.add_argument("--max-tokens", type=int, help="tokens per rollout")
    parser.add_argument("--max-cost", type=float, help="cost per rollout")
    parser.add_argument("--job-max-tokens", type=int, help="tokens for the whole job")
    parser.add_argument("--job-max-cost", type=float, help="cost for the whole job")


def handle_rollout_command(
    options: Mapping[str, Any],
    *,
    load_sources: Callable[[str, str | None], list[ScenarioSource]],
    start_job: Callable[[str, dict[str, Any]], int],
) -> str:
    """The command's logic; returns the line to print.

    ``load_sources(workspace, scenario_id)`` reads the scenarios (the ORM part, in the command);
    ``start_job(workspace, job_options)`` starts a job of kind ``rollout`` and returns its id.
    Raises ValueError with a message for the user when the input is wrong.
    """
    workspace = str(options["workspace"])
    sources = load_sources(workspace, options.get("scenario"))
    if not sources:
        which = f"scenario {options['scenario']!r}" if options.get("scenario") else "any scenario"
        raise ValueError(f"workspace {workspace!r} has no {which} to roll out")
    job_options = rollout_job_options(
        sources=sources,
        k=options.get("k"),
        mode=options.get("mode"),
        temperature=options.get("temperature"),
        min_reward=options.get("min_reward"),
        max_steps=options.get("max_steps"),
        max_tokens=options.get("max_tokens"),
        max_cost=options.get("max_cost"),
        job_max_tokens=options.get("job_max_tokens"),
        job_max_cost=options.get("job_max_cost"),
    )
    job_id = start_job(workspace, job_options)
    k = job_options["rollout"]["k"]
    return f"job {job_id}: {len(sources)} scenario(s) x {k} rollout(s), mode {job_options['rollout']['mode']}"
