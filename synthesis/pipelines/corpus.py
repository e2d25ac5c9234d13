"""A corpus of task texts -> environments behind its topics (the EnvScaler way)."""

from __future__ import annotations

import io
from pathlib import Path
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
    MiningReport,
    Topic,
    corpus_from_path,
    count_corpus,
    design_from_topic,
    iter_corpus,
    mine_topics,
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


def _entry(topic: Topic) -> dict[str, Any]:
    """A mined topic as the job stores it, with the counts its page shows (not recomputed there)."""
    return {"topic": topic.stored(), "tasks": topic.task_count, "merged": topic.merged_count}


def mine_stage(ctx: JobContext) -> dict[str, Any]:
    require_isolation(ctx)
    gateway = require_gateway(ctx, what=WHAT)
    if ctx.seed.file_path is None:
        raise JobError(f"seed {ctx.seed.name!r} has no uploaded file")
    report = MiningReport()
    try:
        # Read whole once first (a stream, fast): a bad line fails the job before any request is paid for.
        total = count_corpus(ctx.seed.file_path, filename=ctx.seed.filename)
        shown = [0]

        def progress(counts: MiningReport) -> None:
            # About every 1% (each update is a write); it is also the job's heartbeat and its cancel point.
            if counts.answered - shown[0] >= max(1, total // 100) or counts.answered >= total:
                shown[0] = counts.answered
                ctx.progress(stage="mine", done=counts.answered, total=total)
                ctx.check_cancelled()

        # Read as a stream: a corpus of 20,000 tasks is triaged as it is read, never held whole.
        tasks = corpus_from_path(ctx.seed.file_path, filename=ctx.seed.filename)
        topics = mine_topics(
            tasks=tasks, gateway=gateway, settings=corpus_settings(ctx), report=report, progress=progress
        )
    except CorpusError as exc:
        raise JobError(str(exc)) from exc
    if not topics:
        raise JobError(
            f"none of the {report.read} tasks needs a stateful environment with reads and writes scoring at "
            "least the thresholds: nothing to build"
        )
    kept: list[dict[str, Any]] = []
    for topic in topics:
        # Mined topics are screened one by one: one harmful topic does not sink a whole corpus.
        try:
            verdict = screen(ctx, text=f"{topic.summary}: {topic.introduction}", gateway=gateway)
        except JobError as refusal:
            kept.append({**_entry(topic), "refused": str(refusal)})
            continue
        kept.append({**_entry(topic), "screening": verdict})
    keys: dict[str, dict[str, Any]] = {}
    for entry in kept:
        key = slugify(entry["topic"]["summary"], limit=40)
        while key in keys:
            key += "-x"
        keys[key] = entry
    return {"tasks": report.read, "report": report.as_dict(), "topics": keys}


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
        for _ in iter_corpus(io.BytesIO(data), filename=filename):
            pass
    except CorpusError as error:
        raise SeedRefused(str(error)) from error


def check_path(path: Path, filename: str) -> None:
    """The upload read from disk as the job will read it (a stream: 20,000 tasks are never held whole)."""
    try:
        count_corpus(path, filename=filename)
    except CorpusError as error:
        raise SeedRefused(str(error)) from error


KIND = JobKind(
    kind="corpus",
    label="Document corpus",
    stages=STAGES,
    options_model=CorpusOptions,
    seed=SeedForm(
        takes="file",
        label="a corpus of task texts",
        help="one task per line, or JSON",
        check_file=check_file,
        check_path=check_path,
    ),
    provenance_sources=("corpus",),
    llm_bound=True,
)


def register() -> None:
    register_kind(KIND)
