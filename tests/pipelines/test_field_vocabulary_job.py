"""A domain job with the field-vocabulary request on (issue 40, item 1): the real model's job-search design
replayed, the vocabulary request answered by a script; one request per environment, the answer in the stored
IR, and the scenarios' initial states drawing the watched fields' values from it."""

from __future__ import annotations

import json
from typing import Any

from synthesis.jobs.context import SeedInput
from synthesis.seeds.vocabulary import PROMPT
from tests.fakes import recorded
from tests.fakes.openai_server import FakeRequest
from tests.pipelines.helpers import configure_llm, run_kind
from tests.pipelines.test_realmodel_replay import REPLAY_OPTIONS

INDUSTRIES = ["Healthcare", "Logistics", "Renewable Energy", "Retail Banking", "Video Games"]
CITIES = ["Berlin, Germany", "Lisbon, Portugal", "Austin, Texas", "Toronto, Canada"]


def _answer(request: FakeRequest) -> dict[str, Any]:
    """Values for the industry and location fields asked about, the kind only for the others."""
    text = request.messages[-1]["content"]
    tables = json.loads(text.split("(JSON):", 1)[1].split("\n\nReply", 1)[0])
    fields = []
    for table in tables:
        for field in table["fields"]:
            name = field["name"]
            if "industry" in name:
                fields.append(
                    {"table": table["table"], "field": name, "kind": "industry", "values": INDUSTRIES}
                )
            elif "location" in name or "city" in name:
                fields.append({"table": table["table"], "field": name, "kind": "city", "values": CITIES})
            else:
                fields.append({"table": table["table"], "field": name, "kind": "text", "values": []})
    return {"fields": fields}


def test_the_job_search_job_asks_once_and_its_states_draw_from_the_answer(fake_openai):
    fake_openai.on(prompt=PROMPT).call(_answer)  # before the recording's own answer: rules go in order
    recorded.install(fake_openai)
    configure_llm(fake_openai.base_url)
    try:
        seed = SeedInput(kind="domain", name=recorded.JOB_SEARCH_DOMAIN, text=recorded.JOB_SEARCH_DOMAIN)
        ctx = run_kind(kind="domain", seed=seed, options={**REPLAY_OPTIONS, "field_vocabulary": True})
    finally:
        configure_llm(None)
    assert [r.prompt for r in fake_openai.requests].count(PROMPT) == 1
    assert fake_openai.stats()["unmatched"] == 0
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending"
    ir = environment["ir"]
    assert ir["provenance"]["prompt_versions"][PROMPT] == "1"
    watched = {
        (table["name"], field["name"]): field["vocabulary"]["values"]
        for table in ir["state_schema"]["tables"]
        for field in table["fields"]
        if field.get("vocabulary") and field["vocabulary"]["values"]
    }
    assert any(values == INDUSTRIES for values in watched.values()), watched
    scenarios = [s for s in ctx.scenarios.values() if s["proof_passed"]]
    assert scenarios
    drawn = 0
    for scenario in scenarios:
        state = scenario["ir"]["initial_state"]
        for (table, field), values in watched.items():
            for row in state.get(table, []):
                if row.get(field) is not None:
                    drawn += 1
                    assert row[field] in values, (table, field, row[field])
    assert drawn > 0
