"""Environments from a corpus of task texts (the EnvScaler way).

1. read the upload (.txt one task per line, .jsonl, .csv) with size and encoding checks;
2. triage in batches: keep tasks that need a persistent, domain-specific environment with reads and
   writes, and infer the environment behind each (summary, introduction, usefulness and modelability scores);
3. keep topics scoring at least the thresholds, merge near-duplicates: by name (the summaries normalized,
   equal or close by character trigrams) and by meaning (summary and introduction, embeddings when the
   endpoint has them, else a local character n-gram vector); keep the best of each group with all its seed
   tasks;
4. per topic: the state space and rules, then operations split into queries and state changes, then code.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
from collections import Counter
from dataclasses import dataclass, field, replace

from pydantic import BaseModel

from synthesis.ir import EnvironmentSpec, Provenance
from synthesis.llm import LLMGateway
from synthesis.llm.gateway import LLMError
from synthesis.seeds.domain import GENERATOR as _DOMAIN_GENERATOR
from synthesis.seeds.domain import DesignRecord, add_code
from synthesis.seeds.drafts import (
    DesignError,
    OperationsDraft,
    StateSpaceDraft,
    class_name_for,
    schema_from_drafts,
    slugify,
    tools_from_drafts,
)
from synthesis.seeds.specs.common import decode_upload

GENERATOR = "envstudio.corpus/1"
MAX_CORPUS_BYTES = 5 * 1024 * 1024
MAX_TASKS = 20_000
MAX_TASK_CHARS = 4_000
TASK_KEYS = ("task", "text", "query", "instruction", "prompt", "question", "content")


class CorpusError(ValueError):
    """A corpus upload that cannot be read; the message says where."""


def _task_from_record(record: object, *, where: str) -> str:
    if isinstance(record, str):
        return record
    if isinstance(record, dict):
        for key in TASK_KEYS:
            if isinstance(record.get(key), str):
                return record[key]
        raise CorpusError(f"{where}: no task text (expected one of the keys {', '.join(TASK_KEYS)})")
    raise CorpusError(f"{where}: expected a JSON object or string, got {type(record).__name__}")


def parse_corpus(data: bytes, *, filename: str) -> list[str]:
    """Task texts from an upload, stripped, blank ones dropped; CorpusError for anything unreadable."""
    text = decode_upload(data, filename=filename, limit=MAX_CORPUS_BYTES, error=CorpusError)
    suffix = filename.lower().rsplit(".", 1)[-1] if "." in filename else ""
    tasks: list[str] = []
    if suffix == "txt":
        tasks = [line.strip() for line in text.splitlines()]
    elif suffix == "jsonl":
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CorpusError(f"{filename}, line {number}: not JSON ({exc.msg})") from exc
            tasks.append(_task_from_record(record, where=f"{filename}, line {number}").strip())
    elif suffix == "csv":
        try:
            rows = list(csv.reader(io.StringIO(text)))
        except csv.Error as exc:
            raise CorpusError(f"{filename}: not valid CSV ({exc})") from exc
        if not rows:
            raise CorpusError(f"{filename}: the file is empty")
        header = [h.strip().lower() for h in rows[0]]
        named = next((header.index(k) for k in TASK_KEYS if k in header), None)
        body, first_line, column = (rows[1:], 2, named) if named is not None else (rows, 1, 0)
        for number, row in enumerate(body, start=first_line):
            if len(row) <= column:
                raise CorpusError(f"{filename}, line {number}: no column {column + 1}")
            tasks.append(row[column].strip())
    else:
        raise CorpusError(
            f"{filename}: unsupported file type; upload .txt (one task per line), .jsonl or .csv"
        )
    tasks = [t for t in tasks if t]
    if not tasks:
        raise CorpusError(f"{filename}: no task texts found")
    if len(tasks) > MAX_TASKS:
        raise CorpusError(f"{filename}: {len(tasks):,} tasks is over the limit of {MAX_TASKS:,}")
    too_long = next((i for i, t in enumerate(tasks) if len(t) > MAX_TASK_CHARS), None)
    if too_long is not None:
        raise CorpusError(f"{filename}: task {too_long + 1} is longer than {MAX_TASK_CHARS} characters")
    return tasks


class TaskVerdict(BaseModel):
    index: int
    needs_stateful_environment: bool
    has_reads_and_writes: bool
    environment_summary: str
    environment_introduction: str
    usefulness: int
    modelability: int


class TriageBatch(BaseModel):
    verdicts: list[TaskVerdict]


@dataclass
class Topic:
    summary: str
    introduction: str
    usefulness: int
    modelability: int
    seed_tasks: list[str] = field(default_factory=list)
    # The other summaries merged into this topic (distinct, in merge order): shown on the job page.
    merged_summaries: list[str] = field(default_factory=list)

    @property
    def score(self) -> int:
        return self.usefulness + self.modelability

    def absorb(self, other: Topic) -> None:
        """Take ``other``'s seed tasks and names (it is the same environment), keeping this topic's own."""
        self.seed_tasks.extend(t for t in other.seed_tasks if t not in self.seed_tasks)
        for summary in (other.summary, *other.merged_summaries):
            if summary != self.summary and summary not in self.merged_summaries:
                self.merged_summaries.append(summary)


# "airline reservation booking system" and "airline reservation management system" (0.85) are one environment;
# "library loans system" and "library room booking system" (0.48), or "hotel reservation system" and "airline
# reservation system" (0.65), are not.
NAME_MERGE_THRESHOLD = 0.8


@dataclass
class CorpusSettings:
    batch_size: int = 8
    min_usefulness: int = 7
    min_modelability: int = 7
    # cosine similarity (summary and introduction) at or above which two topics are the same environment
    merge_threshold: float = 0.82
    # trigram cosine of the normalized summaries alone at or above which two topics are the same environment
    name_merge_threshold: float = NAME_MERGE_THRESHOLD
    max_topics: int = 20


def triage(
    *, tasks: list[str], gateway: LLMGateway, settings: CorpusSettings, record: DesignRecord
) -> list[Topic]:
    batches = [tasks[i : i + settings.batch_size] for i in range(0, len(tasks), settings.batch_size)]

    def one(batch: list[str]):  # type: ignore[no-untyped-def]
        return gateway.structured(
            prompt="corpus_triage",
            variables={"tasks": [{"index": i, "task": t} for i, t in enumerate(batch)]},
            output=TriageBatch,
            stage="topic_mining",
        )

    topics: list[Topic] = []
    for batch, outcome in zip(batches, gateway.map(one, batches), strict=True):
        if isinstance(outcome, BaseException):
            raise DesignError(
                f"topic mining failed for a batch of {len(batch)} tasks: {outcome}"
            ) from outcome
        record.add(prompt=outcome.prompt, version=outcome.prompt_version, model=outcome.model)
        for verdict in outcome.value.verdicts:
            if not 0 <= verdict.index < len(batch):
                continue  # a verdict for a task that was not asked about
            if not (verdict.needs_stateful_environment and verdict.has_reads_and_writes):
                continue
            if (
                verdict.usefulness < settings.min_usefulness
                or verdict.modelability < settings.min_modelability
            ):
                continue
            topics.append(
                Topic(
                    summary=verdict.environment_summary.strip(),
                    introduction=verdict.environment_introduction.strip(),
                    usefulness=verdict.usefulness,
                    modelability=verdict.modelability,
                    seed_tasks=[batch[verdict.index]],
                )
            )
    return topics


def local_vector(text: str) -> dict[str, float]:
    """Character trigram counts of the normalized words: near-duplicate phrasings land close."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    grams: Counter[str] = Counter()
    for word in words:
        padded = f" {word} "
        grams.update(padded[i : i + 3] for i in range(len(padded) - 2))
    norm = math.sqrt(sum(v * v for v in grams.values())) or 1.0
    return {k: v / norm for k, v in grams.items()}


def _cosine_sparse(a: dict[str, float], b: dict[str, float]) -> float:
    return sum(v * b.get(k, 0.0) for k, v in a.items())


def _cosine_dense(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=False))
    na = math.sqrt(sum(x * x for x in a)) or 1.0
    nb = math.sqrt(sum(y * y for y in b)) or 1.0
    return dot / (na * nb)


# Words that name the kind of software, not its domain: "online retail order management system" and "online
# retail order platform" are one domain. Only dropped when something else is left.
GENERIC_NAME_WORDS = frozenset(
    {
        "a", "an", "the", "of", "for", "and", "to", "in", "on", "with", "by",
        "system", "management", "manager", "platform", "service", "application", "app", "software", "portal",
        "database", "backend", "environment", "tool", "solution",
    }
)  # fmt: skip


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def normalized_name(summary: str) -> str:
    """A topic's summary as the set of its domain words: lower case, no punctuation, singular, without the
    words every software name has, sorted ("Online-retail order management systems" -> "online order
    retail")."""
    words = [_singular(word) for word in re.findall(r"[a-z0-9]+", summary.lower())]
    content = [word for word in words if word not in GENERIC_NAME_WORDS]
    return " ".join(sorted(set(content or words)))


def merge_topics(
    *,
    topics: list[Topic],
    gateway: LLMGateway | None,
    threshold: float,
    name_threshold: float = NAME_MERGE_THRESHOLD,
) -> list[Topic]:
    """Greedy grouping, best topic first; each kept topic carries the seed tasks of its group.

    A topic joins the first group where its normalized summary equals one already in the group, or is close
    to one of them by character trigrams (``name_threshold``: the same name reworded), or where its summary
    and introduction are close to the group's best topic's by meaning (``threshold``; embeddings when the
    endpoint has them, else character trigrams). The name check alone merges what a model names the same
    domain in two batches even when the introductions it wrote differ (issue 38: two "airline reservation
    management system" topics with different introductions stayed apart)."""
    ordered = sorted(topics, key=lambda t: (-t.score, t.summary))
    texts = [f"{t.summary}. {t.introduction}" for t in ordered]
    dense = gateway.embed(texts, stage="topic_merge") if gateway is not None and texts else None
    sparse = [local_vector(t) for t in texts]
    names = [normalized_name(t.summary) for t in ordered]
    name_vectors: dict[str, dict[str, float]] = {}

    def name_vector(name: str) -> dict[str, float]:
        if name not in name_vectors:
            name_vectors[name] = local_vector(name)
        return name_vectors[name]

    def similarity(i: int, j: int) -> float:
        if dense is not None:
            return _cosine_dense(dense[i], dense[j])
        return _cosine_sparse(sparse[i], sparse[j])

    kept: list[int] = []
    merged: dict[int, Topic] = {}
    group_names: dict[int, list[str]] = {}  # the distinct normalized summaries of each group
    group_of_name: dict[str, int] = {}
    group_tasks: dict[int, set[str]] = {}
    for i, topic in enumerate(ordered):
        home = group_of_name.get(names[i])
        if home is None:
            home = next(
                (
                    k
                    for k in kept
                    if any(
                        _cosine_sparse(name_vector(names[i]), name_vector(name)) >= name_threshold
                        for name in group_names[k]
                    )
                    or similarity(i, k) >= threshold
                ),
                None,
            )
        if home is None:
            kept.append(i)
            merged[i] = replace(
                topic, seed_tasks=list(topic.seed_tasks), merged_summaries=list(topic.merged_summaries)
            )
            group_names[i] = [names[i]]
            group_of_name[names[i]] = i
            group_tasks[i] = set(topic.seed_tasks)
            continue
        into = merged[home]
        for task in topic.seed_tasks:
            if task not in group_tasks[home]:
                group_tasks[home].add(task)
                into.seed_tasks.append(task)
        for summary in (topic.summary, *topic.merged_summaries):
            if summary != into.summary and summary not in into.merged_summaries:
                into.merged_summaries.append(summary)
        if names[i] not in group_of_name:
            group_names[home].append(names[i])
            group_of_name[names[i]] = home
    return [merged[k] for k in kept]


class TopicGroup(BaseModel):
    indices: list[int]
    summary: str


class TopicGroups(BaseModel):
    groups: list[TopicGroup]


def group_by_backend(*, topics: list[Topic], gateway: LLMGateway, record: DesignRecord) -> list[Topic]:
    """Topics one backend would serve, joined by asking the model once for the whole list.

    Names and vectors merge rewordings of one name; they cannot tell that "car rental booking system with
    driver management" and "car rental reservation system" are one company's backend while "library loans"
    and "library room booking" may not be. One small request over the remaining topics decides; an answer
    that does not place every topic exactly once (or a failed request) leaves the topics as they were."""
    if len(topics) < 2:
        return topics
    listing = [
        {"index": i, "summary": t.summary, "introduction": t.introduction, "tasks": len(t.seed_tasks)}
        for i, t in enumerate(topics)
    ]
    try:
        result = gateway.structured(
            prompt="corpus_topic_groups",
            variables={"topics": listing},
            output=TopicGroups,
            stage="topic_merge",
        )
    except LLMError as exc:  # an optional step: the merged topics stand (noted in provenance)
        record.notes.append(f"topic grouping skipped: {exc}")
        return topics
    record.add(prompt=result.prompt, version=result.prompt_version, model=result.model)
    placed = sorted(i for group in result.value.groups for i in group.indices)
    if placed != list(range(len(topics))):
        record.notes.append("topic grouping ignored: the answer did not place every topic exactly once")
        return topics
    grouped: list[Topic] = []
    for group in result.value.groups:
        members = sorted((topics[i] for i in group.indices), key=lambda t: (-t.score, t.summary))
        best = members[0]
        joined = replace(best, seed_tasks=list(best.seed_tasks), merged_summaries=list(best.merged_summaries))
        for other in members[1:]:
            joined.absorb(other)
        grouped.append(joined)
    return sorted(grouped, key=lambda t: (-t.score, -len(t.seed_tasks), t.summary))


def mine_topics(
    *,
    tasks: list[str],
    gateway: LLMGateway,
    settings: CorpusSettings | None = None,
    record: DesignRecord | None = None,
) -> list[Topic]:
    settings = settings or CorpusSettings()
    record = record or DesignRecord()
    topics = triage(tasks=tasks, gateway=gateway, settings=settings, record=record)
    merged = merge_topics(
        topics=topics,
        gateway=gateway,
        threshold=settings.merge_threshold,
        name_threshold=settings.name_merge_threshold,
    )
    return group_by_backend(topics=merged, gateway=gateway, record=record)[: settings.max_topics]


def design_from_topic(*, topic: Topic, gateway: LLMGateway, slug: str | None = None) -> EnvironmentSpec:
    """Logic modelling for one topic: state space and rules, then operations, then code."""
    record = DesignRecord()
    state = gateway.structured(
        prompt="corpus_state_space",
        variables={
            "summary": topic.summary,
            "introduction": topic.introduction,
            "seed_tasks": topic.seed_tasks,
        },
        output=StateSpaceDraft,
        stage="logic_modeling",
    )
    record.add(prompt=state.prompt, version=state.prompt_version, model=state.model)
    schema = schema_from_drafts(state.value.tables)
    operations = gateway.structured(
        prompt="corpus_operations",
        variables={
            "summary": topic.summary,
            "rules": state.value.rules,
            "tables": [t.model_dump(mode="json") for t in schema.tables],
            "seed_tasks": topic.seed_tasks,
        },
        output=OperationsDraft,
        stage="operations",
    )
    record.add(prompt=operations.prompt, version=operations.prompt_version, model=operations.model)
    ops = operations.value.operations
    if not any(o.kind == "read" for o in ops) or not any(o.kind == "write" for o in ops):
        raise DesignError(f"the operations for {topic.summary!r} need both queries and state changes")
    tables = {t.name for t in schema.tables}
    for op in ops:
        unknown = sorted((set(op.reads) | set(op.writes)) - tables)
        if unknown:
            raise DesignError(f"operation {op.name!r} refers to unknown table(s) {', '.join(unknown)}")
    spec = EnvironmentSpec(
        slug=slug or slugify(state.value.environment_name),
        name=state.value.environment_name,
        description=state.value.description,
        rules=state.value.rules,
        state_schema=schema,
        tools=tools_from_drafts(list(ops), tables_by_tool={o.name: (o.reads, o.writes) for o in ops}),
        class_name=class_name_for(state.value.environment_name),
        provenance=Provenance(
            source="corpus",
            seed_name=topic.summary,
            seed_tasks=topic.seed_tasks,
            generator=GENERATOR,
            notes=[
                f"usefulness {topic.usefulness}, modelability {topic.modelability}",
                *([f"merged with: {'; '.join(topic.merged_summaries)}"] if topic.merged_summaries else []),
                f"code by {_DOMAIN_GENERATOR}",
            ],
        ),
    )
    return add_code(spec=spec, gateway=gateway, record=record)
