"""Environments from a corpus of task texts (the EnvScaler way).

1. read the upload (.txt one task per line, .jsonl, .csv) as a stream, with size and encoding checks
   (corpus_reader.py);
2. triage in batches sent in parallel up to the endpoint's bound: keep tasks that need a persistent,
   domain-specific environment with reads and writes, and infer the environment behind each (summary,
   introduction, usefulness and modelability scores); a task dropped is counted by its reason;
3. keep topics scoring at least the thresholds, merge near-duplicates: by name (the summaries normalized,
   equal or close by character trigrams) and by meaning (summary and introduction, embeddings when the
   endpoint has them, else a local character n-gram vector); reduce to ``max_topics`` by clustering
   (corpus_topics.py); one request joins the topics one backend serves;
4. per topic: the state space and rules, then operations split into queries and state changes, then code.
"""

from __future__ import annotations

import hashlib
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel

from synthesis.ir import EnvironmentSpec, Provenance
from synthesis.llm import LLMGateway
from synthesis.llm.gateway import Generated, LLMError
from synthesis.seeds.corpus_reader import (
    MAX_CORPUS_BYTES,
    MAX_TASK_CHARS,
    MAX_TASKS,
    TASK_KEYS,
    CorpusError,
    corpus_from_path,
    count_corpus,
    iter_corpus,
    parse_corpus,
)
from synthesis.seeds.corpus_topics import (
    GENERIC_NAME_WORDS,
    MAX_SEED_TASKS,
    NAME_MERGE_THRESHOLD,
    Topic,
    local_vector,
    merge_topics,
    normalized_name,
    rank,
    reduce_topics,
)
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

__all__ = [
    "GENERIC_NAME_WORDS",
    "MAX_CORPUS_BYTES",
    "MAX_SEED_TASKS",
    "MAX_TASKS",
    "MAX_TASK_CHARS",
    "TASK_KEYS",
    "CorpusError",
    "CorpusSettings",
    "DesignRecord",
    "MiningReport",
    "Topic",
    "corpus_from_path",
    "count_corpus",
    "design_from_topic",
    "group_by_backend",
    "iter_corpus",
    "local_vector",
    "merge_topics",
    "mine_topics",
    "normalized_name",
    "parse_corpus",
    "reduce_topics",
    "triage",
]

GENERATOR = "envstudio.corpus/1"

# Why triage dropped a task, in the order they are checked (the job page counts them by reason).
DROP_DUPLICATE = "the same text as an earlier task"
DROP_NO_VERDICT = "no verdict from the model"
DROP_STATELESS = "needs no stateful environment"
DROP_READ_ONLY = "no reads and writes"
DROP_USEFULNESS = "usefulness below the threshold"
DROP_MODELABILITY = "modelability below the threshold"
DROP_FAILED = "its triage request failed"


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
class CorpusSettings:
    batch_size: int = 8
    min_usefulness: int = 7
    min_modelability: int = 7
    # cosine similarity (summary and introduction) at or above which two topics are the same environment
    merge_threshold: float = 0.82
    # trigram cosine of the normalized summaries alone at or above which two topics are the same environment
    name_merge_threshold: float = NAME_MERGE_THRESHOLD
    max_topics: int = 20


@dataclass
class MiningReport:
    """What mining did with a corpus: tasks read, kept and dropped (counted by reason), and how many topics
    were left after each step. Kept in the job's stored output and shown on the job page."""

    read: int = 0
    kept: int = 0
    dropped: Counter[str] = field(default_factory=Counter)
    requests: int = 0
    failed_requests: int = 0
    topics_named: int = 0  # distinct normalized names triage gave
    topics_merged: int = 0  # after merging near-duplicates by name and meaning
    topics_reduced: int = 0  # after the reduction to max_topics by meaning
    topics_grouped: int = 0  # after joining topics of one backend

    @property
    def answered(self) -> int:
        """Tasks read and settled: kept or dropped."""
        return self.kept + sum(self.dropped.values())

    def as_dict(self) -> dict[str, Any]:
        return {
            "read": self.read,
            "kept": self.kept,
            "dropped": dict(self.dropped.most_common()),
            "requests": self.requests,
            "failed_requests": self.failed_requests,
            "topics": {
                "named": self.topics_named,
                "merged": self.topics_merged,
                "reduced": self.topics_reduced,
                "grouped": self.topics_grouped,
            },
        }


class _NameTally:
    """Kept verdicts merged by normalized name as they come: one topic per name, the best leading, so
    memory grows with the names a corpus has, not with its tasks."""

    def __init__(self) -> None:
        self.groups: dict[str, Topic] = {}
        self._summaries: dict[str, set[str]] = {}

    def add(self, topic: Topic) -> None:
        name = normalized_name(topic.summary)
        group = self.groups.get(name)
        seen = self._summaries.setdefault(name, set())
        if group is None:
            self.groups[name] = topic
        elif rank(topic) < rank(group):
            topic.absorb(group)
            self.groups[name] = topic
        else:
            # A summary the group already has adds its task, not its name a second time.
            group.absorb(topic if topic.summary not in seen else replace(topic, summary=group.summary))
        seen.add(topic.summary)

    def topics(self) -> list[Topic]:
        return list(self.groups.values())


def _unique(tasks: Iterable[str], report: MiningReport) -> Iterator[str]:
    """The tasks as read, each distinct text once (case and spacing aside): only 8-byte digests are kept."""
    seen: set[bytes] = set()
    for task in tasks:
        report.read += 1
        digest = hashlib.blake2b(" ".join(task.casefold().split()).encode(), digest_size=8).digest()
        if digest in seen:
            report.dropped[DROP_DUPLICATE] += 1
            continue
        seen.add(digest)
        yield task


def _batches(tasks: Iterator[str], size: int) -> Iterator[list[str]]:
    batch: list[str] = []
    for task in tasks:
        batch.append(task)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def _drop_reason(verdict: TaskVerdict | None, settings: CorpusSettings) -> str | None:
    if verdict is None:
        return DROP_NO_VERDICT
    if not verdict.needs_stateful_environment:
        return DROP_STATELESS
    if not verdict.has_reads_and_writes:
        return DROP_READ_ONLY
    if verdict.usefulness < settings.min_usefulness:
        return DROP_USEFULNESS
    if verdict.modelability < settings.min_modelability:
        return DROP_MODELABILITY
    return None


def _take_batch(
    *,
    batch: list[str],
    answer: Generated[TriageBatch] | BaseException,
    settings: CorpusSettings,
    record: DesignRecord,
    report: MiningReport,
    tally: _NameTally,
) -> BaseException | None:
    """Count one batch's verdicts into the tally and the report; its error, if the request failed."""
    report.requests += 1
    if isinstance(answer, BaseException):
        report.failed_requests += 1
        report.dropped[DROP_FAILED] += len(batch)
        return answer
    record.add(prompt=answer.prompt, version=answer.prompt_version, model=answer.model)
    verdicts: dict[int, TaskVerdict] = {}
    for verdict in answer.value.verdicts:
        if 0 <= verdict.index < len(batch):  # a verdict for a task that was not asked about is ignored
            verdicts.setdefault(verdict.index, verdict)
    for index, task in enumerate(batch):
        given = verdicts.get(index)
        reason = _drop_reason(given, settings)
        if reason is not None or given is None:
            report.dropped[reason or DROP_NO_VERDICT] += 1
            continue
        report.kept += 1
        tally.add(
            Topic(
                summary=given.environment_summary.strip(),
                introduction=given.environment_introduction.strip(),
                usefulness=given.usefulness,
                modelability=given.modelability,
                seed_tasks=[task],
            )
        )
    return None


def triage(
    *,
    tasks: Iterable[str],
    gateway: LLMGateway,
    settings: CorpusSettings,
    record: DesignRecord,
    report: MiningReport | None = None,
    progress: Callable[[MiningReport], None] | None = None,
) -> list[Topic]:
    """Triage in batches of ``settings.batch_size``, as many in flight as the endpoint's bound allows.

    The tasks are read as they are needed (an iterator of a stream is never listed whole): at most twice
    the bound of batches wait for their answers, which are counted in the order they were asked. Kept
    verdicts merge by normalized name at once. A failed batch drops its tasks (counted, noted); when every
    batch failed, mining fails with the first error. ``progress`` is called after each batch is counted (it
    may raise to stop: the batches not yet sent are dropped)."""
    report = report if report is not None else MiningReport()
    tally = _NameTally()
    window = 2 * gateway.config.max_concurrency
    first_error: BaseException | None = None

    def ask(batch: list[str]) -> Generated[TriageBatch]:
        return gateway.structured(
            prompt="corpus_triage",
            variables={"tasks": [{"index": i, "task": t} for i, t in enumerate(batch)]},
            output=TriageBatch,
            stage="topic_mining",
        )

    def take(batch: list[str], future: Future[Generated[TriageBatch]]) -> None:
        nonlocal first_error
        failure = future.exception()  # waits for the answer
        answer = failure if failure is not None else future.result()
        error = _take_batch(
            batch=batch, answer=answer, settings=settings, record=record, report=report, tally=tally
        )
        first_error = first_error or error
        if progress is not None:
            progress(report)

    pending: deque[tuple[list[str], Future[Generated[TriageBatch]]]] = deque()
    with gateway.requests() as pool:
        for batch in _batches(_unique(tasks, report), settings.batch_size):
            pending.append((batch, pool.submit(ask, batch)))
            if len(pending) >= window:
                take(*pending.popleft())
        while pending:
            take(*pending.popleft())
    if first_error is not None:
        if report.failed_requests == report.requests:
            raise DesignError(f"topic mining failed for every batch of tasks: {first_error}") from first_error
        record.notes.append(
            f"triage failed for {report.failed_requests} of {report.requests} batches: {first_error}"
        )
    topics = tally.topics()
    report.topics_named = len(topics)
    return topics


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
        {"index": i, "summary": t.summary, "introduction": t.introduction, "tasks": t.task_count}
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
        joined = best.copy()
        for other in members[1:]:
            joined.absorb(other)
        grouped.append(joined)
    return sorted(grouped, key=lambda t: (-t.score, -t.task_count, t.summary))


def mine_topics(
    *,
    tasks: Iterable[str],
    gateway: LLMGateway,
    settings: CorpusSettings | None = None,
    record: DesignRecord | None = None,
    report: MiningReport | None = None,
    progress: Callable[[MiningReport], None] | None = None,
) -> list[Topic]:
    """Triage (a stream of tasks is read as it goes), merge near-duplicates, reduce to ``max_topics`` by
    meaning, join topics of one backend; ``report`` gets the counts of each step."""
    settings = settings or CorpusSettings()
    record = record or DesignRecord()
    report = report if report is not None else MiningReport()
    topics = triage(
        tasks=tasks, gateway=gateway, settings=settings, record=record, report=report, progress=progress
    )
    merged = merge_topics(
        topics=topics,
        gateway=gateway,
        threshold=settings.merge_threshold,
        name_threshold=settings.name_merge_threshold,
    )
    report.topics_merged = len(merged)
    reduced = reduce_topics(topics=merged, max_topics=settings.max_topics, gateway=gateway)
    report.topics_reduced = len(reduced)
    grouped = group_by_backend(topics=reduced, gateway=gateway, record=record)[: settings.max_topics]
    report.topics_grouped = len(grouped)
    return grouped


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
                *([f"stands for {topic.task_count} tasks"] if topic.extra_tasks else []),
                f"code by {_DOMAIN_GENERATOR}",
            ],
        ),
    )
    return add_code(spec=spec, gateway=gateway, record=record)
