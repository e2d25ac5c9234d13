"""A corpus of task texts -> environments behind its topics (the EnvScaler way)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from synthesis.jobs.context import JobContext, JobError
from synthesis.jobs.kinds import JobKind, SeedForm, SeedRefused
from synthesis.jobs.registry import register_kind
from synthesis.jobs.stages import Stage, fan_out, once
from synthesis.pipelines.options import ScreenedOptions
from synthesis.pipelines.resources import require_gateway, require_isolation
from synthesis.pipelines.screening import screen
from synthesis.pipelines.tail import DESIGN_STEP, tail_options, tail_stages
from synthesis.seeds.corpus import (
    CorpusError,
    CorpusSettings,
    Topic,
    design_from_topic,
    mine_topics,
    parse_corpus,
)
from synthesis.seeds.drafts import DesignError, slugify

WHAT = "Synthesis from a task corpus"


class CorpusOptions(ScreenedOptions):
    merge_threshold: float = Field(
        default=CorpusSettings.merge_threshold,
        ge=0.0,
        le=1.0,
        description="cosine similarity merging two topics",
    )
    max_topics: int = Field(
        default=CorpusSettings.max_topics, ge=1, le=200, description="environments at most"
    )


def corpus_settings(ctx: JobContext) -> CorpusSettings:
    options = tail_options(ctx)
    assert isinstance(options, CorpusOptions)
    return CorpusSettings(merge_threshold=options.merge_threshold, max_topics=options.max_topics)


def mine_stage(ctx: JobContext) -> dict[str, Any]:
    require_isolation(ctx)
    gateway = require_gateway(ctx, what=WHAT)
    try:
        tasks = parse_corpus(ctx.seed.read_bytes(), filename=ctx.seed.filename)
    except CorpusError as exc:
        raise JobError(str(exc)) from exc
    topics = mine_topics(tasks=tasks, gateway=gateway, settings=corpus_settings(ctx))
    if not topics:
        raise JobError(
            f"none of the {len(tasks)} tasks needs a stateful environment with reads and writes scoring at "
            "least the thresholds: nothing to build"
        )
    kept: list[dict[str, Any]] = []
    for topic in topics:
        # Mined topics are screened one by one: one harmful topic does not sink a whole corpus.
        try:
            verdict = screen(ctx, text=f"{topic.summary}: {topic.introduction}", gateway=gateway)
        except JobError as refusal:
            kept.append({"topic": topic.__dict__, "refused": str(refusal)})
            continue
        kept.append({"topic": topic.__dict__, "screening": verdict})
    keys: dict[str, dict[str, Any]] = {}
    for entry in kept:
        key = slugify(entry["topic"]["summary"], limit=40)
        while key in keys:
            key += "-x"
        keys[key] = entry
    return {"tasks": len(tasks), "topics": keys}


def topic_keys(ctx: JobContext) -> list[str]:
    topics = ctx.step_results(step="mine")[""]["topics"]
    allowed = [key for key, entry in sorted(topics.items()) if "refused" not in entry]
    if not allowed:
        raise JobError("every mined topic was refused by screening")
    return allowed


def design_topic(ctx: JobContext, key: str) -> dict[str, Any]:
    gateway = require_gateway(ctx, what=WHAT)
    topic = Topic(**ctx.step_results(step="mine")[""]["topics"][key]["topic"])

    def compute() -> dict[str, Any]:
        try:
            spec = design_from_topic(topic=topic, gateway=gateway, slug=key)
        except DesignError as exc:
            return {"failed": str(exc)}
        return {"ir": spec.model_dump(mode="json")}

    result = ctx.step(step="design_attempt", item=key, compute=compute)
    if "ir" in result:
        ctx.step(step=DESIGN_STEP, item=key, compute=lambda: {"ir": result["ir"]})
    return {"designed": "ir" in result, "error": result.get("failed", "")}


STAGES: list[Stage] = [
    once("mine", mine_stage, queue="llm"),
    fan_out("design_topics", items=topic_keys, run_item=design_topic, queue="llm"),
    *tail_stages(llm_bound=True, design_stage="design_topics"),
]


def check_file(data: bytes, filename: str) -> None:
    try:
        parse_corpus(data, filename=filename)
    except CorpusError as error:
        raise SeedRefused(str(error)) from error


KIND = JobKind(
    kind="corpus",
    label="Document corpus",
    stages=STAGES,
    options_model=CorpusOptions,
    seed=SeedForm(
        takes="file", label="a corpus of task texts", help="one task per line, or JSON", check_file=check_file
    ),
    provenance_sources=("corpus",),
    llm_bound=True,
)


def register() -> None:
    register_kind(KIND)
