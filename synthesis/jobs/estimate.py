"""What a job is expected to spend on the LLM, per usage stage, before it starts. Pure: it takes the history.

The history is this installation's own finished jobs of the same kind that used an LLM (the selector
``synthesis.estimates.usage_history`` reads it): for each, its usage per stage (the stages the LLM gateway
records, as on the job page), the environments it made and the scenarios it was asked for (its ``scenarios``
option times its admitted environments). Each usage stage scales with one unit:

- ``job``: once per job (screening a seed, mining a corpus's topics);
- ``scenario``: with the scenarios asked for (LLM-made scenarios, the expansion gate of their chains,
  rewording);
- ``environment``: with the environments (design, verification, exploration, repair; every other stage).

A stage's figure per unit is its total over the history jobs divided by their units (a ratio of totals, so a
large job weighs what it spent). Until the history has a unit's stages, the documented defaults stand in,
measured with a real model: one domain environment took about 60 requests and 130k tokens to design and
verify, 12 LLM-made scenarios about 60 requests and 200k tokens. Cost = tokens x the endpoint's prices
(``LLM_INPUT_COST_PER_MTOK`` / ``LLM_OUTPUT_COST_PER_MTOK``), whatever the history paid.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

Unit = Literal["job", "environment", "scenario"]

JOB_STAGES = frozenset({"screening", "topic_mining", "topic_merge"})
SCENARIO_STAGES = frozenset({"scenarios.llm", "scenarios.expand", "enrichment"})
# The stage of LLM-made scenarios: left out when the job builds its scenarios without the LLM.
LLM_SCENARIO_STAGE = "scenarios.llm"
HISTORY_JOBS = 10  # the last N finished jobs of the kind that used an LLM


def unit_of(stage: str) -> Unit:
    if stage in JOB_STAGES:
        return "job"
    if stage in SCENARIO_STAGES:
        return "scenario"
    return "environment"


@dataclass(frozen=True)
class StageTotals:
    requests: int = 0  # calls sent to the endpoint (cache hits are not requests)
    prompt_tokens: int = 0
    completion_tokens: int = 0


@dataclass(frozen=True)
class PastJob:
    """One finished job of the history."""

    environments: int
    scenarios: int  # asked for: the job's ``scenarios`` option x its admitted environments
    stages: Mapping[str, StageTotals] = field(default_factory=dict)


@dataclass(frozen=True)
class DefaultStage:
    stage: str
    unit: Unit
    requests: float
    prompt_tokens: float
    completion_tokens: float


# Measured with a real model (issue 42): per environment ~60 requests, ~130k tokens; per 12 LLM scenarios
# ~60 requests, ~200k tokens. The split between prompt and completion tokens (about 85/15) is what the
# measured runs had; it only matters when input and output prices differ.
DEFAULTS: tuple[DefaultStage, ...] = (
    DefaultStage("design and verify", "environment", 60, 110_000, 20_000),
    DefaultStage("scenarios", "scenario", 60 / 12, 170_000 / 12, 30_000 / 12),
)


@dataclass(frozen=True)
class Prices:
    input_per_mtok: float = 0.0
    output_per_mtok: float = 0.0

    def cost(self, *, prompt_tokens: float, completion_tokens: float) -> float:
        return (prompt_tokens * self.input_per_mtok + completion_tokens * self.output_per_mtok) / 1_000_000


@dataclass(frozen=True)
class EstimateRow:
    stage: str
    unit: Unit
    units: int  # how many of the unit this job is expected to have
    requests: int
    prompt_tokens: int
    completion_tokens: int
    cost: float
    source: Literal["history", "default"]

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class Estimate:
    rows: tuple[EstimateRow, ...]
    environments: int
    scenarios: int
    history_jobs: int
    notes: tuple[str, ...] = ()

    @property
    def requests(self) -> int:
        return sum(row.requests for row in self.rows)

    @property
    def tokens(self) -> int:
        return sum(row.tokens for row in self.rows)

    @property
    def cost(self) -> float:
        return sum(row.cost for row in self.rows)

    def budget_notes(self, *, budget_tokens: int | None, budget_cost: float | None) -> list[str]:
        """A warning for each budget below this estimate (the job will likely stop before its end)."""
        notes = []
        if budget_tokens is not None and self.rows and budget_tokens < self.tokens:
            notes.append(
                f"the budget of {budget_tokens:,} tokens is below the estimate ({self.tokens:,}): "
                "the job will likely stop before its end"
            )
        if budget_cost is not None and self.rows and self.cost > 0 and budget_cost < self.cost:
            notes.append(
                f"the budget of ${budget_cost:,.4f} is below the estimate (${self.cost:,.4f}): "
                "the job will likely stop before its end"
            )
        return notes

    def lines(self) -> list[str]:
        """A plain-text table (``synthesize --estimate``)."""
        out = [
            f"estimate: {self.environments} environment{'s' if self.environments != 1 else ''}, "
            f"{self.scenarios} scenario{'s' if self.scenarios != 1 else ''}, "
            + (
                f"from the last {self.history_jobs} finished job{'s' if self.history_jobs != 1 else ''} "
                "of this kind"
                if self.history_jobs
                else "no finished job of this kind used an LLM yet"
            )
        ]
        if self.rows:
            out.append(f"{'stage':<22} {'per':<12} {'requests':>9} {'tokens':>12} {'cost':>11}  from")
            for row in self.rows:
                per = f"{row.units} {row.unit}{'s' if row.units != 1 else ''}"
                out.append(
                    f"{row.stage:<22} {per:<12} {row.requests:>9,} {row.tokens:>12,} "
                    f"{'$' + format(row.cost, ',.4f'):>11}  {row.source}"
                )
            out.append(f"{'total':<22} {'':<12} {self.requests:>9,} {self.tokens:>12,} ${self.cost:>10,.4f}")
        out.extend(f"note: {note}" for note in self.notes)
        return out


def expected_environments(history: Sequence[PastJob], *, at_most: int | None = None) -> int:
    """The environments a job of the kind makes: the history's average (rounded, at least 1), else 1."""
    made = [job.environments for job in history if job.environments > 0]
    count = max(1, round(sum(made) / len(made))) if made else 1
    return min(count, at_most) if at_most is not None else count


def estimate(
    *,
    history: Sequence[PastJob],
    environments: int,
    scenarios: int,
    prices: Prices,
    llm_scenarios: bool = True,
    use_defaults: bool = True,
    notes: Sequence[str] = (),
) -> Estimate:
    """Expected requests, tokens and cost per usage stage for a job with ``environments`` environments and
    ``scenarios`` scenarios asked for in all. ``llm_scenarios``: the job makes its scenarios with the LLM;
    ``use_defaults``: fall back to ``DEFAULTS`` for a unit the history has no stage of (LLM-bound kinds)."""
    units: dict[Unit, int] = {"job": 1, "environment": max(0, environments), "scenario": max(0, scenarios)}
    per_unit: dict[str, tuple[Unit, float, float, float]] = {}
    for stage in sorted({name for job in history for name in job.stages}):
        unit = unit_of(stage)
        if stage == LLM_SCENARIO_STAGE and not llm_scenarios:
            continue
        counted = [job for job in history if _units(job, unit) > 0]
        total_units = sum(_units(job, unit) for job in counted)
        if not total_units:
            continue
        totals = [job.stages.get(stage, StageTotals()) for job in counted]
        requests = sum(t.requests for t in totals)
        prompt = sum(t.prompt_tokens for t in totals)
        completion = sum(t.completion_tokens for t in totals)
        if requests or prompt or completion:
            per_unit[stage] = (unit, requests / total_units, prompt / total_units, completion / total_units)
    rows: list[EstimateRow] = []
    for stage, (unit, per_requests, per_prompt, per_completion) in per_unit.items():
        rows.append(
            _row(stage, unit, units[unit], per_requests, per_prompt, per_completion, prices, "history")
        )
    if use_defaults:
        covered = {unit for unit, *_ in per_unit.values()}
        for default in DEFAULTS:
            if default.unit in covered or (default.unit == "scenario" and not llm_scenarios):
                continue
            rows.append(
                _row(
                    default.stage,
                    default.unit,
                    units[default.unit],
                    default.requests,
                    default.prompt_tokens,
                    default.completion_tokens,
                    prices,
                    "default",
                )
            )
    order: dict[Unit, int] = {"job": 0, "environment": 1, "scenario": 2}
    rows.sort(key=lambda row: (order[row.unit], row.stage))
    return Estimate(
        rows=tuple(row for row in rows if row.units > 0),
        environments=units["environment"],
        scenarios=units["scenario"],
        history_jobs=len(history),
        notes=tuple(notes),
    )


def _units(job: PastJob, unit: Unit) -> int:
    if unit == "job":
        return 1
    return job.environments if unit == "environment" else job.scenarios


def _row(
    stage: str,
    unit: Unit,
    count: int,
    requests: float,
    prompt: float,
    completion: float,
    prices: Prices,
    source: Literal["history", "default"],
) -> EstimateRow:
    prompt_tokens, completion_tokens = round(prompt * count), round(completion * count)
    return EstimateRow(
        stage=stage,
        unit=unit,
        units=count,
        requests=round(requests * count),
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
        cost=prices.cost(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens),
        source=source,
    )
