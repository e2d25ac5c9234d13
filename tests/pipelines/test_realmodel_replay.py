"""A real model's designs (tests/data/realmodel), replayed by prompt and subject, are admitted as they are.

No repair and no exploration: what is checked is that verification raises no false alarm on correct code a
real model wrote, and that the corpus way makes one environment per domain.
"""

from __future__ import annotations

import pytest

from synthesis.jobs.context import SeedInput
from tests.fakes import recorded
from tests.pipelines.helpers import configure_llm, run_kind

REPLAY_OPTIONS = {
    "explore": False,
    "max_repair_rounds": 0,
    "scenario_builder": "deterministic",
    "expand": 0,
    "scenarios": 6,
    # No recording answers the field-vocabulary request yet: its values come from the offline kinds here.
    "field_vocabulary": False,
}


@pytest.fixture
def replaying(fake_openai):
    recorded.install(fake_openai)
    configure_llm(fake_openai.base_url)
    yield fake_openai
    configure_llm(None)


def _failures(environment: dict) -> list[str]:
    return [
        f"{row['name']}: {row['detail']}"
        for row in environment["verification"]
        if not row["passed"] and not row.get("skipped") and row.get("severity") == "error"
    ]


def test_the_job_search_design_is_admitted_without_repair(replaying):
    seed = SeedInput(kind="domain", name=recorded.JOB_SEARCH_DOMAIN, text=recorded.JOB_SEARCH_DOMAIN)
    ctx = run_kind(kind="domain", seed=seed, options=REPLAY_OPTIONS)
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", _failures(environment)
    assert environment["summary"]["scores"]["repair_rounds"] == 0
    # Every request was a recorded design request: no repair, no judge, nothing unmatched.
    assert replaying.stats()["unmatched"] == 0
    assert replaying.stats()["requests"] == 20
    proven = [s for s in ctx.scenarios.values() if s["proof_passed"]]
    assert len(proven) >= 5, [s.get("failure") for s in ctx.scenarios.values()]


@pytest.mark.parametrize("domain", [recorded.VET_DOMAIN, recorded.GYM_DOMAIN], ids=["vet", "gym"])
def test_more_real_model_domains_are_admitted_without_repair(replaying, domain):
    ctx = run_kind(
        kind="domain", seed=SeedInput(kind="domain", name=domain, text=domain), options=REPLAY_OPTIONS
    )
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", _failures(environment)
    assert replaying.stats()["unmatched"] == 0
    assert any(s["proof_passed"] for s in ctx.scenarios.values())


def test_the_recorded_corpus_makes_and_admits_airline_and_retail(replaying):
    seed = SeedInput(
        kind="corpus", name="tau2-reasons.txt", filename="tau2-reasons.txt", file_path=recorded.CORPUS
    )
    ctx = run_kind(kind="corpus", seed=seed, options=REPLAY_OPTIONS)
    made = {env["ir"]["provenance"]["seed_name"]: env for env in ctx.environments.values()}
    assert len(made) == 2, sorted(made)
    assert sum("airline" in name for name in made) == 1
    assert sum("retail" in name for name in made) == 1
    for name, environment in made.items():
        assert environment["status"] == "pending", (name, _failures(environment))


def test_a_corpus_grouped_by_backend_makes_and_admits_car_rental_and_hotel(replaying):
    path = recorded.RENTAL_HOTEL_CORPUS
    seed = SeedInput(kind="corpus", name=path.name, filename=path.name, file_path=path)
    ctx = run_kind(kind="corpus", seed=seed, options=REPLAY_OPTIONS)
    made = {env["ir"]["provenance"]["seed_name"]: env for env in ctx.environments.values()}
    assert sorted(made) == ["car rental billing and charge adjustment system", "hotel reservation system"]
    for name, environment in made.items():
        assert environment["status"] == "pending", (name, _failures(environment))
    assert replaying.stats()["unmatched"] == 0


def test_the_job_search_states_draw_from_the_real_models_field_vocabulary(replaying):
    """Request 20001: the real model described the job-search fields through the relay. Replayed, the one
    vocabulary request is answered from it, and the scenarios' states name employers, industries and cities
    from that answer, never "EMP-0001" as an industry (the issue's own example)."""
    answer = recorded.load_recording().by_subject[("field_vocabulary", "job_search_hiring")][0].content
    vocabulary = {
        (item["table"], item["field"]): set(item.get("values") or [])
        for item in answer["fields"]
        if item.get("values")
    }
    assert {("employers", "industry"), ("employers", "company_name")} <= set(vocabulary)
    seed = SeedInput(kind="domain", name=recorded.JOB_SEARCH_DOMAIN, text=recorded.JOB_SEARCH_DOMAIN)
    ctx = run_kind(kind="domain", seed=seed, options={**REPLAY_OPTIONS, "field_vocabulary": True})
    assert replaying.stats()["unmatched"] == 0
    assert replaying.stats()["requests"] == 21
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", _failures(environment)
    drawn: dict[tuple[str, str], set[str]] = {key: set() for key in vocabulary}
    for scenario in ctx.scenarios.values():
        for table, field in vocabulary:
            for row in scenario["ir"]["initial_state"].get(table, []):
                if isinstance(row.get(field), str):
                    drawn[(table, field)].add(row[field])
    assert drawn[("employers", "industry")], "no employer was generated"
    for key, values in drawn.items():
        # Every generated value of a field the model described is one of the model's values.
        assert values <= vocabulary[key], (key, sorted(values - vocabulary[key]))
