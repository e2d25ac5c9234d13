"""Large corpora (issue 42, item 2): read as a stream, triaged in parallel batches up to the endpoint's bound,
reduced to at most ``max_topics`` topics by meaning, with the tasks kept and dropped counted by reason."""

from __future__ import annotations

import io
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from types import GeneratorType
from typing import Any

import pytest

from synthesis.jobs.context import JobCancelled, SeedInput
from synthesis.jobs.kinds import SeedRefused
from synthesis.jobs.memory import InMemoryJobContext
from synthesis.pipelines import corpus as corpus_kind
from synthesis.seeds import corpus_reader
from synthesis.seeds.corpus import (
    DROP_DUPLICATE,
    DROP_MODELABILITY,
    DROP_NO_VERDICT,
    DROP_READ_ONLY,
    DROP_STATELESS,
    DROP_USEFULNESS,
    MAX_TASKS,
    CorpusSettings,
    DesignRecord,
    MiningReport,
    Topic,
    iter_corpus,
    mine_topics,
    reduce_topics,
    triage,
)
from synthesis.seeds.corpus_topics import MAX_SEED_TASKS
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for
from tests.pipelines.helpers import configure_llm


def _asked(request: Any) -> list[dict[str, Any]]:
    """The tasks of a triage request, as the prompt lists them."""
    user = next(m["content"] for m in request.messages if m["role"] == "user")
    return list(json.loads(user.split("Tasks:", 1)[1]))


def _verdict(index: int, summary: str, **changes: Any) -> dict[str, Any]:
    return {
        "index": index,
        "needs_stateful_environment": True,
        "has_reads_and_writes": True,
        "environment_summary": summary,
        "environment_introduction": f"The {summary} holds records that users look up and change.",
        "usefulness": 8,
        "modelability": 8,
        **changes,
    }


def _by_domain(request: Any) -> dict[str, Any]:
    """Every task is kept, its environment named by the words before ' request'."""
    return {"verdicts": [_verdict(t["index"], t["task"].split(" request")[0]) for t in _asked(request)]}


def _gateway(server: Any, *, bound: int = 4, embeddings: bool = False) -> Any:
    return fake_gateway_for(
        fake_endpoint_config(
            server.base_url,
            max_concurrency=bound,
            embeddings_model="fake-embedding" if embeddings else None,
        )
    )


# --- reading as a stream ------


class CountingStream(io.BytesIO):
    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.bytes_read = 0

    def read(self, size: int | None = -1) -> bytes:
        chunk = super().read(size)
        self.bytes_read += len(chunk)
        return chunk


def test_the_reader_is_a_generator_that_reads_in_chunks():
    data = "\n".join(f"Book room {i} at the hotel for two nights" for i in range(MAX_TASKS)).encode()
    stream = CountingStream(data)
    tasks = iter_corpus(stream, filename="big.txt")
    assert isinstance(tasks, GeneratorType)
    assert stream.bytes_read == 0  # nothing is read before a task is asked for
    assert next(tasks) == "Book room 0 at the hotel for two nights"
    assert stream.bytes_read <= corpus_reader.CHUNK_BYTES < len(data)
    assert sum(1 for _ in tasks) == MAX_TASKS - 1  # 20,000 tasks fit


def test_triage_reads_tasks_only_as_far_ahead_as_its_window(fake_openai):
    fake_openai.on(prompt="corpus_triage").call(_by_domain)
    report = MiningReport()
    ahead: list[int] = []

    def tasks() -> Iterator[str]:
        for number in range(400):
            ahead.append(number - report.kept)  # tasks read but not yet answered
            yield f"hotel reservation system request {number}"

    gateway = _gateway(fake_openai, bound=2)
    try:
        settings = CorpusSettings(batch_size=4)
        triage(tasks=tasks(), gateway=gateway, settings=settings, record=DesignRecord(), report=report)
    finally:
        gateway.close()
    assert report.read == report.kept == 400
    # At most twice the bound of batches wait for their answers, and one batch is being filled.
    assert max(ahead) <= (2 * 2 + 1) * 4 < 400


def test_triage_batches_are_in_flight_up_to_the_bound(fake_openai):
    """The first four requests wait for each other at a barrier: only four sent at once get through it."""
    barrier = threading.Barrier(4, timeout=20)
    first = threading.Semaphore(4)

    def reply(request: Any) -> dict[str, Any]:
        if first.acquire(blocking=False):
            barrier.wait()
        return _by_domain(request)

    fake_openai.on(prompt="corpus_triage").call(reply)
    gateway = _gateway(fake_openai, bound=4)
    try:
        report = MiningReport()
        tasks = (f"hotel reservation system request {number}" for number in range(4 * 8 * 6))
        topics = mine_topics(
            tasks=tasks, gateway=gateway, settings=CorpusSettings(batch_size=8), report=report
        )
    finally:
        gateway.close()
    assert fake_openai.max_in_flight == 4  # reached the bound, never more
    assert report.requests == 24 and report.failed_requests == 0
    [topic] = topics
    assert topic.task_count == 192 and len(topic.seed_tasks) == MAX_SEED_TASKS


# --- counts ------


def _mixed(request: Any) -> dict[str, Any]:
    verdicts = []
    for task in _asked(request):
        text, index = task["task"], task["index"]
        if text.startswith("what is"):
            verdicts.append(_verdict(index, "calculator", needs_stateful_environment=False))
        elif text.startswith("how many"):
            verdicts.append(_verdict(index, "library catalogue", has_reads_and_writes=False))
        elif text.startswith("tell"):
            verdicts.append(_verdict(index, "joke shop", usefulness=3))
        elif text.startswith("forecast"):
            verdicts.append(_verdict(index, "weather station", modelability=2))
        elif text.startswith("renew"):
            summary = "library loan system" if index % 2 else "Library loans systems"
            verdicts.append(_verdict(index, summary))
        # "mumble ..." gets no verdict at all
    return {"verdicts": verdicts}


MIXED = [
    *(f"renew book {n}" for n in range(10)),
    "renew book 3",  # the same text again
    "Renew  BOOK 4",  # again, in other case and spacing
    *(f"what is {n} times 7" for n in range(3)),
    "how many copies of Dune are there",
    "tell me a joke",
    "forecast tomorrow's rain",
    "mumble mumble",
]


def test_tasks_kept_and_dropped_are_counted_by_reason(fake_openai):
    fake_openai.on(prompt="corpus_triage").call(_mixed)
    gateway = _gateway(fake_openai)
    report = MiningReport()
    try:
        [topic] = mine_topics(tasks=iter(MIXED), gateway=gateway, report=report)
    finally:
        gateway.close()
    counts = report.as_dict()
    assert counts["read"] == len(MIXED) == 19 and counts["kept"] == 10
    assert counts["dropped"] == {
        DROP_STATELESS: 3,
        DROP_DUPLICATE: 2,
        DROP_READ_ONLY: 1,
        DROP_USEFULNESS: 1,
        DROP_MODELABILITY: 1,
        DROP_NO_VERDICT: 1,
    }
    assert counts["topics"] == {"named": 1, "merged": 1, "reduced": 1, "grouped": 1}
    # Both names normalize to "library loan": one topic of ten tasks, the other name merged into it.
    assert topic.task_count == 10 and topic.merged_count == 1
    assert {topic.summary, *topic.merged_summaries} == {"library loan system", "Library loans systems"}


def test_the_mine_step_stores_the_counts_the_job_page_shows(fake_openai, tmp_path):
    fake_openai.on(prompt="corpus_triage").call(_mixed)
    fake_openai.on(prompt="screen_seed").json({"allowed": True, "reason": ""})
    path = tmp_path / "mixed.txt"
    path.write_text("\n".join(MIXED))
    seed = SeedInput(kind="corpus", name=path.name, filename=path.name, file_path=path)
    configure_llm(fake_openai.base_url)
    try:
        result = corpus_kind.mine_stage(InMemoryJobContext(seed=seed, options={}))
    finally:
        configure_llm(None)
    assert result["tasks"] == 19
    assert result["report"]["kept"] == 10 and result["report"]["dropped"][DROP_STATELESS] == 3
    [(key, entry)] = result["topics"].items()
    assert key.startswith("library-loan")
    assert entry["tasks"] == 10 and entry["merged"] == 1
    assert Topic(**entry["topic"]).task_count == 10  # the stored topic is made again as it was


# --- reduction to max_topics by meaning ------

FAMILIES = {
    "hotel": ["hotel room booking", "hotel guest folios", "hotel housekeeping rota", "hotel minibar charges"],
    "airline": [
        "airline seat selection",
        "airline baggage claims",
        "airline crew rota",
        "airline fares",
    ],
    "pharmacy": ["pharmacy refill queue", "pharmacy stock control", "pharmacy insurance claims"],
    "library": ["library book loans", "library study rooms", "library overdue fines", "library catalogue"],
    "garage": ["garage repair orders", "garage spare parts", "garage mechanic shifts"],
}
INTRODUCTIONS = {
    "hotel": "Hotels, rooms, guests and stays; the hotel staff book, bill and clean.",
    "airline": "Airlines, flights, passengers and fares; airline agents book and change flights.",
    "pharmacy": "Pharmacies, prescriptions, medicines and patients; pharmacists refill and dispense.",
    "library": "Libraries, books, members and loans; librarians lend, renew and fine.",
    "garage": "Garages, cars, mechanics and repairs; the garage books repairs and orders parts.",
}


def _family_topics() -> list[Topic]:
    topics = []
    for family, names in FAMILIES.items():
        for position, name in enumerate(names):
            tasks = [f"{name} task {n}" for n in range(5)]
            # The first of each family stands for many tasks: the weighted centre lies at it.
            extra = 200 if position == 0 else 0
            topics.append(Topic(f"{name} system", INTRODUCTIONS[family], 8, 8, tasks, [], extra_tasks=extra))
    return topics


def _family(summary: str) -> str:
    return next(family for family, names in FAMILIES.items() if any(summary == f"{n} system" for n in names))


@pytest.mark.parametrize("embeddings", [False, True], ids=["tf-idf", "embeddings"])
def test_topics_reduce_to_max_topics_by_meaning_with_representatives(fake_openai, embeddings):
    topics = _family_topics()
    gateway = _gateway(fake_openai, embeddings=embeddings)
    try:
        reduced = reduce_topics(topics=[t.copy() for t in topics], max_topics=5, gateway=gateway)
    finally:
        gateway.close()
    assert len(reduced) == 5
    assert sum(t.task_count for t in reduced) == sum(t.task_count for t in topics)
    for topic in reduced:
        family = _family(topic.summary)
        # One family per topic, every name of it merged in, and its representative is the heavy member.
        assert {_family(name) for name in topic.merged_summaries} == {family}
        assert topic.merged_count == len(FAMILIES[family]) - 1
        assert topic.summary == f"{FAMILIES[family][0]} system"
        assert topic.seed_tasks[:5] == [f"{FAMILIES[family][0]} task {n}" for n in range(5)]
    requests = [r.endpoint for r in fake_openai.requests]
    assert requests == (["embeddings"] if embeddings else [])


def test_fewer_topics_than_max_topics_are_kept_as_they_are():
    topics = _family_topics()[:3]
    assert reduce_topics(topics=topics, max_topics=3, gateway=None) is topics


def test_a_corpus_of_many_topics_is_mined_to_at_most_max_topics(fake_openai):
    names = [name for family in FAMILIES.values() for name in family]
    fake_openai.on(prompt="corpus_triage").call(_by_domain)
    fake_openai.on(prompt="corpus_topic_groups").fail(500, message="not needed here")
    gateway = _gateway(fake_openai)
    report = MiningReport()
    tasks = (f"{names[n % len(names)]} system request {n}" for n in range(len(names) * 10))
    try:
        topics = mine_topics(
            tasks=tasks, gateway=gateway, settings=CorpusSettings(max_topics=4), report=report
        )
    finally:
        gateway.close()
    assert len(topics) <= 4
    assert report.topics_named == len(names) and report.topics_reduced == 4
    assert sum(t.task_count for t in topics) == report.kept == len(names) * 10


# --- bad corpora ------


@pytest.mark.parametrize(
    ("content", "filename", "message"),
    [
        (b"", "empty.txt", "no task texts found"),
        (b"\n \n\t\n", "blank.txt", "no task texts found"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "image.txt", "not UTF-8 text|binary file"),
        (b"task one\x00\x01\x02", "nul.txt", "a binary file, not text"),
        ("\n".join(f"t{n}" for n in range(MAX_TASKS + 1)).encode(), "many.txt", "over the limit of 20,000"),
        (b"a task", "corpus.docx", "unsupported file type"),
    ],
)
def test_a_bad_corpus_gets_a_clear_error(tmp_path: Path, content: bytes, filename: str, message: str):
    path = tmp_path / filename
    path.write_bytes(content)
    with pytest.raises(SeedRefused, match=message):
        corpus_kind.check_path(path, filename)


def test_a_corpus_over_the_byte_limit_is_refused_before_it_is_read(tmp_path: Path):
    path = tmp_path / "huge.txt"
    with path.open("wb") as handle:
        handle.truncate(corpus_reader.MAX_CORPUS_BYTES + 1)  # sparse: nothing is written
    with pytest.raises(SeedRefused, match=r"huge.txt: 67,108,865 bytes is over the 67,108,864-byte limit"):
        corpus_kind.check_path(path, "huge.txt")


class CancelledAfterFirstProgress(InMemoryJobContext):
    def progress(self, *, stage: str, done: int, total: int) -> None:
        super().progress(stage=stage, done=done, total=total)
        self.cancel_requested = True  # someone pressed cancel while the first batches were answered


def test_mining_reports_progress_and_stops_when_cancelled(fake_openai, tmp_path):
    fake_openai.on(prompt="corpus_triage").call(_by_domain)
    path = tmp_path / "corpus.txt"
    path.write_text("\n".join(f"hotel reservation system request {n}" for n in range(2_000)))
    seed = SeedInput(kind="corpus", name=path.name, filename=path.name, file_path=path)
    ctx = CancelledAfterFirstProgress(seed=seed, options={})
    configure_llm(fake_openai.base_url)
    try:
        with pytest.raises(JobCancelled):
            corpus_kind.mine_stage(ctx)
    finally:
        configure_llm(None)
    [(stage, done, total)] = ctx.progress_log
    assert (stage, total) == ("mine", 2_000) and 0 < done < 2_000
    # The batches not yet sent were dropped: far fewer requests than the corpus's 250 batches.
    assert fake_openai.stats()["requests"] < 250 / 2
