"""Topics one backend would serve become one environment (issue 38 item 7): names merge rewordings; one
request over the remaining topics joins what a model named differently ("car rental booking and billing
system" and "car rental reservation system", from a corpus a real model triaged through the relay)."""

from __future__ import annotations

from synthesis.seeds.corpus import (
    CorpusSettings,
    DesignRecord,
    Topic,
    group_by_backend,
    mine_topics,
    parse_corpus,
)
from tests.fakes import recorded
from tests.fakes.fixtures import fake_endpoint_config, fake_gateway_for

CAR_RENTAL_AND_HOTEL = [
    Topic(
        "car rental booking and billing system", "Bookings, vehicles, return records, charges.", 9, 9, ["a"]
    ),
    Topic("car rental booking system with driver management", "Bookings and their drivers.", 8, 9, ["b"]),
    Topic("car rental reservation system", "Branches, vehicle classes, reservations, extras.", 9, 8, ["c"]),
    Topic("hotel reservation system", "Hotels, room types, reservations, folios.", 9, 9, ["d"]),
]


def _gateway(server):
    return fake_gateway_for(fake_endpoint_config(server.base_url, embeddings_model=None))


def test_topics_of_one_backend_become_one(fake_openai):
    fake_openai.on(prompt="corpus_topic_groups").json(
        {
            "groups": [
                {"indices": [0, 1, 2], "summary": "car rental system"},
                {"indices": [3], "summary": "hotel reservation system"},
            ]
        }
    )
    gateway = _gateway(fake_openai)
    record = DesignRecord()
    grouped = group_by_backend(topics=list(CAR_RENTAL_AND_HOTEL), gateway=gateway, record=record)
    gateway.close()
    assert [t.summary for t in grouped] == [
        "car rental booking and billing system",
        "hotel reservation system",
    ]
    assert grouped[0].seed_tasks == ["a", "b", "c"]
    assert sorted(grouped[0].merged_summaries) == [
        "car rental booking system with driver management",
        "car rental reservation system",
    ]
    assert "corpus_topic_groups" in record.prompt_versions


def test_an_answer_that_does_not_place_every_topic_once_changes_nothing(fake_openai):
    fake_openai.on(prompt="corpus_topic_groups").json(
        {"groups": [{"indices": [0, 1], "summary": "car rental"}, {"indices": [1, 3], "summary": "hotel"}]}
    )
    gateway = _gateway(fake_openai)
    record = DesignRecord()
    grouped = group_by_backend(topics=list(CAR_RENTAL_AND_HOTEL), gateway=gateway, record=record)
    gateway.close()
    assert grouped == CAR_RENTAL_AND_HOTEL
    assert any("did not place every topic" in note for note in record.notes)


def test_the_recorded_corpus_asks_once_and_keeps_airline_and_retail(fake_openai):
    recorded.install(fake_openai)
    gateway = _gateway(fake_openai)
    tasks = parse_corpus(recorded.CORPUS.read_bytes(), filename=recorded.CORPUS.name)
    topics = mine_topics(tasks=tasks, gateway=gateway, settings=CorpusSettings())
    gateway.close()
    assert sorted(t.summary for t in topics) == [
        "airline reservation management system",
        "online retail order management system",
    ]
    stats = fake_openai.stats()
    assert stats["unmatched"] == 0
