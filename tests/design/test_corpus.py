"""Topic mining from a task corpus: parsing uploads, triage, merging by meaning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from synthesis.seeds.corpus import (
    MAX_CORPUS_BYTES,
    CorpusError,
    CorpusSettings,
    Topic,
    merge_topics,
    mine_topics,
    normalized_name,
    parse_corpus,
)
from synthesis.seeds.screening import screen_seed
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for


def test_txt_jsonl_and_csv_uploads_give_the_same_tasks():
    tasks = ["Refill my statin prescription", "Book a table for two"]
    assert parse_corpus("\n".join(tasks).encode() + b"\n\n", filename="t.txt") == tasks
    jsonl = "\n".join(json.dumps({"query": t}) for t in tasks).encode()
    assert parse_corpus(jsonl, filename="t.jsonl") == tasks
    csv_text = ("id,task\n" + "\n".join(f'{i},"{t}"' for i, t in enumerate(tasks))).encode()
    assert parse_corpus(csv_text, filename="t.csv") == tasks


@pytest.mark.parametrize(
    ("data", "filename", "message"),
    [
        (b"ab\xffc", "t.txt", "not UTF-8 text .invalid byte at offset 2"),
        (b"\xff\xfeabc", "t.txt", "not UTF-16 text .invalid byte at offset 4"),  # an odd byte out
        (b'{"task": "a"}\n{broken', "t.jsonl", "line 2: not JSON"),
        (b"[1, 2]", "t.jsonl", "line 1: expected a JSON object"),
        (b'{"other": 1}', "t.jsonl", "no task text"),
        (b"a task", "t.pdf", "unsupported file type"),
        (b"\n  \n", "t.txt", "no task texts"),
        (b"x" * (MAX_CORPUS_BYTES + 1), "t.txt", "over the"),
    ],
)
def test_bad_uploads_get_clear_errors(data, filename, message):
    with pytest.raises(CorpusError, match=message):
        parse_corpus(data, filename=filename)


def _verdict(index, summary, *, stateful=True, useful=8, model=8):
    return {
        "index": index,
        "needs_stateful_environment": stateful,
        "has_reads_and_writes": stateful,
        "environment_summary": summary,
        "environment_introduction": f"{summary} holds records that users query and change.",
        "usefulness": useful,
        "modelability": model,
    }


def test_mining_keeps_stateful_useful_topics_and_merges_near_duplicates(fake_openai, fake_gateway):
    tasks = [
        "Refill my blood pressure prescription",
        "What is 17 times 23?",
        "Please refill my prescription for metformin",
        "Cancel my hotel booking for Friday",
        "Write a poem about autumn",
    ]
    fake_openai.on(prompt="corpus_triage").json(
        {
            "verdicts": [
                _verdict(0, "pharmacy prescription refill system", useful=9),
                _verdict(1, "calculator", stateful=False),
                _verdict(2, "pharmacy prescription refills system"),
                _verdict(3, "hotel booking system"),
                _verdict(4, "poetry", stateful=False),
            ]
        }
    )
    topics = mine_topics(tasks=tasks, gateway=fake_gateway, settings=CorpusSettings(batch_size=5))
    assert [t.summary for t in topics] == ["pharmacy prescription refill system", "hotel booking system"]
    assert topics[0].seed_tasks == [tasks[0], tasks[2]]
    assert topics[1].seed_tasks == [tasks[3]]


def test_low_scores_are_dropped(fake_openai, fake_gateway):
    fake_openai.on(prompt="corpus_triage").json({"verdicts": [_verdict(0, "weather station", model=4)]})
    assert mine_topics(tasks=["Log today's rainfall"], gateway=fake_gateway) == []


def test_merging_without_embeddings_uses_local_vectors():
    topics = [
        Topic(
            summary="library loan system",
            introduction="Books and loans.",
            usefulness=8,
            modelability=8,
            seed_tasks=["a"],
        ),
        Topic(
            summary="library loans system",
            introduction="Books and loans.",
            usefulness=7,
            modelability=9,
            seed_tasks=["b"],
        ),
        Topic(
            summary="clinic appointment scheduler",
            introduction="Patients and slots.",
            usefulness=8,
            modelability=8,
            seed_tasks=["c"],
        ),
    ]
    merged = merge_topics(topics=topics, gateway=None, threshold=0.8)
    assert len(merged) == 2
    assert sorted(merged[0].seed_tasks + merged[1].seed_tasks) == ["a", "b", "c"]


def test_screening_refuses_with_a_reason(fake_openai, fake_gateway):
    fake_openai.on(prompt="screen_seed").json({"allowed": False, "reason": "teaches synthesis of explosives"})
    verdict = screen_seed(text="explosives procurement", gateway=fake_gateway)
    assert not verdict.allowed and "explosives" in verdict.reason and verdict.by == "policy"


def test_screening_without_llm_allows_and_says_so():
    verdict = screen_seed(text="pharmacy refills", gateway=None)
    assert verdict.allowed and verdict.by == "offline"


# --- issue 38 item 7: one environment per domain ------------------------------------------------------------

REALMODEL = Path(__file__).resolve().parent.parent / "data" / "realmodel"
TRIAGE_RECORDINGS = ("0109", "0110", "0111")  # the three corpus_triage requests of the recorded corpus run


def _recorded_triage() -> list[tuple[list[str], dict]]:
    """(the batch's tasks as sent, the model's verdicts) of each recorded triage request."""
    batches = []
    for number in TRIAGE_RECORDINGS:
        request = json.loads((REALMODEL / "raw" / f"{number}.json").read_text())
        assert request["prompt"] == "corpus_triage"
        user = next(m["content"] for m in request["messages"] if m["role"] == "user")
        tasks = [entry["task"] for entry in json.loads(user.split("Tasks:", 1)[1])]
        answer = json.loads(json.loads((REALMODEL / "done" / f"{number}.json").read_text())["content"])
        batches.append((tasks, answer))
    return batches


@pytest.mark.parametrize("embeddings", [False, True], ids=["local-vectors", "embeddings"])
def test_the_recorded_corpus_gives_one_topic_per_domain(fake_openai, embeddings):
    """A real model's triage of tau2-reasons.txt (16 airline and retail requests, 4 unrelated questions)
    named the airline domain two ways in three batches, with other introductions each time: 2 topics, not
    5."""
    batches = _recorded_triage()
    tasks = [task for batch, _ in batches for task in batch]
    corpus_lines = (REALMODEL / "tau2-reasons.txt").read_text().splitlines()
    assert sorted(tasks) == sorted(line for line in corpus_lines if line.strip())
    for batch, answer in batches:
        # Matched by the batch's first task, not by the order requests arrive in.
        fake_openai.on(prompt="corpus_triage", contains=json.dumps(batch[0])[1:-1]).json(answer)
    config = fake_endpoint_config(
        fake_openai.base_url, embeddings_model="fake-embedding" if embeddings else None
    )
    gateway = fake_gateway_for(config)
    try:
        # The recorded requests' batches of 8, and triage's thresholds as the corpus pipeline applies them.
        topics = mine_topics(tasks=tasks, gateway=gateway, settings=CorpusSettings(batch_size=8))
    finally:
        gateway.close()

    assert [t.summary for t in topics] == [
        "airline reservation management system",
        "online retail order management system",
    ]
    airline, retail = topics
    assert airline.merged_summaries == ["airline reservation booking system"]
    assert retail.merged_summaries == []
    verdicts = {
        task: verdict
        for batch, answer in batches
        for verdict in answer["verdicts"]
        for task in [batch[verdict["index"]]]
    }
    kept = [t for t in tasks if verdicts[t]["needs_stateful_environment"]]
    unrelated = [t for t in tasks if not verdicts[t]["needs_stateful_environment"]]
    assert len(kept) == 16 and len(unrelated) == 4
    # Triage's thresholds drop one request: the model judged the suitcase allowance question read-only
    # (has_reads_and_writes false, usefulness 6 < 7). Every other request is a seed task of its domain.
    (read_only,) = [t for t in kept if not verdicts[t]["has_reads_and_writes"]]
    assert "suitcases" in read_only
    seeds = airline.seed_tasks + retail.seed_tasks
    assert sorted(seeds) == sorted(t for t in kept if t != read_only) and len(seeds) == 15
    assert not set(seeds) & set(unrelated)
    assert all("airline" in verdicts[t]["environment_summary"] for t in airline.seed_tasks)
    assert all("retail" in verdicts[t]["environment_summary"] for t in retail.seed_tasks)
    assert len(airline.seed_tasks) == 7 and len(retail.seed_tasks) == 8


def _topic(summary: str, introduction: str = "", *, task: str) -> Topic:
    return Topic(
        summary=summary,
        introduction=introduction or f"The {summary} holds records that users look up and change.",
        usefulness=8,
        modelability=8,
        seed_tasks=[task],
    )


@pytest.mark.parametrize(
    ("first", "second"),
    [
        # The same name in another case, with punctuation, plural, or the words in another order.
        ("airline reservation management system", "Airline Reservation Management System."),
        ("airline reservation management system", "airline reservations management systems"),
        ("online retail order management system", "order management system for online retail"),
        ("e-commerce order system", "E-Commerce Order System"),
        # The same domain, reworded: only a generic word or a near synonym apart.
        ("airline reservation management system", "airline reservation booking system"),
        ("pharmacy prescription refill system", "pharmacy prescription refill platform"),
    ],
)
def test_identical_and_near_identical_names_merge_whatever_their_introductions(first, second):
    topics = [
        _topic(first, "It holds flights, customers and bookings; users book and cancel.", task="a"),
        _topic(
            second, "Entirely different wording: records of many kinds that agents keep up to date.", task="b"
        ),
    ]
    (merged,) = merge_topics(topics=topics, gateway=None, threshold=0.82)
    assert merged.seed_tasks == ["a", "b"] or merged.seed_tasks == ["b", "a"]
    assert merged.merged_summaries in ([first], [second])


INTRODUCTIONS = {
    "hospital patient records system": "Patients, admissions, diagnoses and medication orders.",
    "airline reservation management system": "Flights, seats and reservations; customers book and cancel.",
    "library loans system": "Books, copies, members and loans; members borrow, renew and return books.",
    "library room booking system": "Study rooms and time slots; members reserve a room for a few hours.",
    "library fines system": "Overdue fines and payments; members see what they owe and pay it.",
    "hotel reservation system": "Rooms, rates and stays; guests book nights and check in and out.",
    "airline reservation system": "Flights, fares and passengers; travellers book seats and add bags.",
    "clinic appointment scheduling system": "Doctors' calendars and appointments; patients book visits.",
    "clinic billing system": "Invoices, insurance claims and payments for the clinic's treatments.",
}


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("hospital patient records system", "airline reservation management system"),
        # One word in common, and the rest names another backend: books lent out are not rooms booked.
        ("library loans system", "library room booking system"),
        ("library loans system", "library fines system"),
        ("hotel reservation system", "airline reservation system"),
        ("clinic appointment scheduling system", "clinic billing system"),
    ],
)
def test_different_domains_stay_apart(first, second):
    topics = [_topic(first, INTRODUCTIONS[first], task="a"), _topic(second, INTRODUCTIONS[second], task="b")]
    merged = merge_topics(topics=topics, gateway=None, threshold=0.82)
    assert sorted(t.summary for t in merged) == sorted([first, second])
    assert all(t.merged_summaries == [] and len(t.seed_tasks) == 1 for t in merged)


def test_names_merge_with_embeddings_too(fake_openai, fake_gateway):
    """The endpoint's embeddings decide by meaning; identical names merge even when the vectors disagree."""
    topics = [
        _topic("airline reservation management system", "Flights and bookings.", task="a"),
        _topic(
            "airline reservation management system", "Passengers, fares, baggage and insurance.", task="b"
        ),
        _topic("hospital patient records system", task="c"),
    ]
    merged = merge_topics(topics=topics, gateway=fake_gateway, threshold=0.99)
    assert [sorted(t.seed_tasks) for t in merged] == [["a", "b"], ["c"]]
    assert [r.endpoint for r in fake_openai.requests] == ["embeddings"]


def test_normalized_names():
    assert normalized_name("Online-retail order management systems") == "online order retail"
    assert normalized_name("Library loans system") == normalized_name("library loan")
    assert normalized_name("management system") == "management system"  # nothing else left: kept as it is
