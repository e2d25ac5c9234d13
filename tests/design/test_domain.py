"""Top-down design from a domain name, with scripted LLM answers over real HTTP."""

from __future__ import annotations

import ast

import pytest

from synthesis.ir import ToolKind
from synthesis.sandbox.runtime import EnvRuntime
from synthesis.seeds.domain import design_from_domain
from synthesis.seeds.drafts import DesignError
from tests.design import pharmacy


def test_the_environment_takes_the_name_the_design_gave_it_not_the_seed_texts(fake_openai, fake_gateway):
    pharmacy.install(fake_openai)
    seed = "A neighbourhood pharmacy where patients ask for refills and pharmacists approve them or not"
    spec = design_from_domain(domain=seed, gateway=fake_gateway)
    assert (spec.slug, spec.name) == ("pharmacy-refills", "Pharmacy Refills")


def test_design_from_domain_builds_a_full_spec(fake_openai, fake_gateway):
    pharmacy.install(fake_openai)
    spec = design_from_domain(domain=pharmacy.DOMAIN, gateway=fake_gateway)

    assert spec.slug == "pharmacy-refills"
    assert [t.name for t in spec.tools] == [t["name"] for t in pharmacy.TOOLS["tools"]]
    approve = spec.tool("approve_refill")
    assert approve.kind == ToolKind.WRITE
    assert approve.writes == ["prescriptions", "refill_requests"]
    assert spec.tool("get_patient").writes == []
    assert spec.state_schema.table("prescriptions").field("patient_id").foreign_key.table == "patients"
    # Defaults come through as values and optional parameters are not required.
    listing = spec.tool("list_prescriptions").parameters_schema()
    assert listing["required"] == ["patient_id"]
    assert spec.provenance.prompt_versions.keys() >= {"domain_tools", "domain_schema", "env_method"}
    assert "fake-model" in spec.provenance.models
    ast.parse(spec.code)


def test_designed_code_runs_as_the_environment_contract_says(fake_openai, fake_gateway):
    pharmacy.install(fake_openai)
    spec = design_from_domain(domain=pharmacy.DOMAIN, gateway=fake_gateway)
    state = {
        "patients": [
            {"patient_id": "p1", "name": "Ada", "email": "ada@example.org", "date_of_birth": "1980-01-01"}
        ],
        "prescriptions": [
            {
                "prescription_id": "rx1",
                "patient_id": "p1",
                "drug": "statin",
                "refills_remaining": 1,
                "status": "active",
            }
        ],
        "refill_requests": [],
    }
    runtime = EnvRuntime(
        code=spec.code,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys=spec.state_schema.primary_keys(),
        state=state,
    )
    created = runtime.call("request_refill", {"prescription_id": "rx1"})
    assert created["result"]["success"] is True
    request_id = created["result"]["data"]["request_id"]
    assert runtime.call("approve_refill", {"request_id": request_id})["result"]["success"] is True
    assert runtime.state["prescriptions"][0]["refills_remaining"] == 0
    assert runtime.call("request_refill", {"prescription_id": "rx1"})["result"]["success"] is False


def test_method_that_does_not_parse_is_stubbed_and_noted(fake_openai, fake_gateway):
    pharmacy.install(fake_openai, methods={"cancel_refill": "def cancel_refill(self, request_id:\n  oops"})
    spec = design_from_domain(domain=pharmacy.DOMAIN, gateway=fake_gateway)
    assert any(note.startswith("cancel_refill:") for note in spec.provenance.notes)
    runtime = EnvRuntime(
        code=spec.code,
        class_name=spec.class_name,
        tools=["cancel_refill"],
        primary_keys={},
        state={"patients": [], "prescriptions": [], "refill_requests": []},
    )
    result = runtime.call("cancel_refill", {"request_id": "x"})["result"]
    assert result["success"] is False and "not implemented" in result["error"]


def test_schema_mapping_an_unknown_table_is_a_clear_error(fake_openai, fake_gateway):
    schema = {
        **pharmacy.SCHEMA,
        "tool_tables": [
            *pharmacy.SCHEMA["tool_tables"][:-1],
            {"tool": "approve_refill", "reads": ["ghosts"], "writes": []},
        ],
    }
    fake_openai.on(prompt="domain_schema").json(schema)
    pharmacy.install(fake_openai)
    with pytest.raises(DesignError, match=r"approve_refill.*ghosts"):
        design_from_domain(domain=pharmacy.DOMAIN, gateway=fake_gateway)


def test_design_without_write_tools_is_refused(fake_openai, fake_gateway):
    reads_only = {**pharmacy.TOOLS, "tools": [t for t in pharmacy.TOOLS["tools"] if t["kind"] == "read"]}
    fake_openai.on(prompt="domain_tools").json(reads_only)
    with pytest.raises(DesignError, match="read and write"):
        design_from_domain(domain=pharmacy.DOMAIN, gateway=fake_gateway)
