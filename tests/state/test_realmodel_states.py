"""Issue 40's "done when" for the job-search design a real model made (tests/data/realmodel): every generated
state keeps ``candidate_id + job_id`` unique and the limits its rules state (no candidate with two interviews
scheduled at one time among them), and no two employers or candidates of one state share their name. Over test
states of many seeds, larger generated states that press the limits, and the initial states of the scenarios
the recorded design's replay makes.

The limits checked are written here from the design's rules, not read by the code under test.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec, ScenarioSpec, State
from synthesis.jobs.context import SeedInput
from synthesis.seeds.rule_constraints import with_rule_constraints
from synthesis.state.datagen import generate_state
from synthesis.verify.teststate import build_test_state
from tests.fakes import recorded
from tests.fakes.fixtures import fake_openai  # noqa: F401
from tests.pipelines.helpers import configure_llm, run_kind
from tests.pipelines.test_realmodel_replay import REPLAY_OPTIONS
from tests.seeds.test_rule_limits import job_search_spec

# (table, counted per, the statuses counted, at most, the rule's words): the design's rules, by hand.
STATED = [
    ("jobs", "employer_id", {"open"}, 20, "at most 20 open job postings"),
    (
        "applications",
        "candidate_id",
        {"submitted", "under_review", "shortlisted", "interviewing"},
        10,
        "at most 10 active applications (status submitted, under_review, shortlisted or interviewing)",
    ),
    ("interviews", "application_id", {"scheduled", "completed"}, 3, "at most 3 non-cancelled (scheduled or"),
]
# Enough rows per owner to reach each limit when nothing keeps it.
PRESSING = {"employers": 1, "candidates": 3, "jobs": 50, "applications": 60, "interviews": 60}


def broken(state: State) -> list[str]:
    """What ``state`` breaks of the design's rules and of names that identify a row."""
    found = []
    pairs = Counter((a["candidate_id"], a["job_id"]) for a in state["applications"])
    found += [f"candidate {c} applied to job {j} {n} times" for (c, j), n in pairs.items() if n > 1]
    for table, per, statuses, at_most, _ in STATED:
        counts = Counter(r[per] for r in state[table] if r["status"] in statuses and r[per] is not None)
        found += [
            f"{table}: {n} counted rows for {per}={k} (at most {at_most})"
            for k, n in counts.items()
            if n > at_most
        ]
    at_once = Counter(
        (i["candidate_id"], i["scheduled_at"]) for i in state["interviews"] if i["status"] == "scheduled"
    )
    found += [f"candidate {c} has {n} interviews scheduled at {t}" for (c, t), n in at_once.items() if n > 1]
    for table, name in (("employers", "company_name"), ("candidates", "full_name")):
        names = Counter(r[name] for r in state[table])
        found += [f"{table}: {n} rows named {v!r}" for v, n in names.items() if n > 1]
    return found


@pytest.fixture(scope="module")
def spec() -> EnvironmentSpec:
    design = job_search_spec()
    for _, _, _, _, words in STATED:  # the limits above are the design's own words
        assert any(words in rule for rule in design.rules), words
    return with_rule_constraints(design)[0]


def test_test_states_of_many_seeds_keep_the_design_rules(spec: EnvironmentSpec) -> None:
    for seed in range(40):
        for rows in (4, 12):
            state = build_test_state(schema=spec.state_schema, rows_per_table=rows, seed=seed)
            assert broken(state) == [], (seed, rows)
            assert all(state[t] for t in state), (seed, rows)  # no table emptied by a repair


def test_states_with_enough_rows_to_reach_the_limits_keep_them(spec: EnvironmentSpec) -> None:
    reached = Counter[str]()
    for seed in range(8):
        state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=PRESSING)
        assert broken(state) == [], seed
        for table, per, statuses, at_most, _ in STATED:
            counts = Counter(r[per] for r in state[table] if r["status"] in statuses)
            reached[table] += max(counts.values(), default=0) == at_most
        assert len(state["applications"]) >= 50, seed  # kept by drawing again, not by leaving rows out
    # The limits were pressed, not met by chance: the busiest owner holds exactly as many as allowed.
    assert reached["applications"] >= 4 and reached["jobs"] >= 1


@pytest.fixture
def replaying(fake_openai):  # noqa: F811
    recorded.install(fake_openai)
    configure_llm(fake_openai.base_url)
    yield fake_openai
    configure_llm(None)


def test_initial_states_of_the_replayed_designs_scenarios_keep_the_design_rules(replaying) -> None:
    seed = SeedInput(kind="domain", name=recorded.JOB_SEARCH_DOMAIN, text=recorded.JOB_SEARCH_DOMAIN)
    ctx = run_kind(kind="domain", seed=seed, options={**REPLAY_OPTIONS, "scenarios": 10})
    [environment] = ctx.environments.values()
    made = EnvironmentSpec.model_validate(environment["ir"])
    assert {(t.name, limit.at_most) for t in made.state_schema.tables for limit in t.limits} == {
        ("jobs", 20),
        ("applications", 10),
        ("interviews", 3),
        ("interviews", 1),  # a candidate's scheduled interviews at one time
    }
    scenarios: list[dict[str, Any]] = list(ctx.scenarios.values())
    assert len(scenarios) >= 5
    for row in scenarios:
        scenario = ScenarioSpec.model_validate(row["ir"])
        assert broken(scenario.initial_state) == [], scenario.task
