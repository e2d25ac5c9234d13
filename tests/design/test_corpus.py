"""Topic mining from a task corpus: parsing uploads, triage, merging by meaning."""

from __future__ import annotations

import json

import pytest

from synthesis.seeds.corpus import CorpusError, CorpusSettings, Topic, merge_topics, mine_topics, parse_corpus
from synthesis.seeds.screening import screen_seed


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
        (b"x" * (5 * 1024 * 1024 + 1), "t.txt", "over the"),
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
