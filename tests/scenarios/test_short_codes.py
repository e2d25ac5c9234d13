"""Schemas whose keys and unique fields are short codes (ISO currencies, site codes) and whose tables extend
others one to one: their scenarios are built and proven, not given up on (the generator used to cut every
row's code to the same letters)."""

from __future__ import annotations

from collections.abc import Callable

from synthesis.graph import build_tool_graph
from synthesis.sandbox import SandboxSession
from synthesis.sandbox.protocol import load_spec
from synthesis.sandbox.shared import SharedSession
from synthesis.scenarios.builder import build_scenario, build_scenarios
from synthesis.scenarios.proof import prove_scenario, prove_scenarios
from synthesis.seeds.specs import parse_sql

CODES_SQL = b"""
CREATE TABLE currencies (
  code CHAR(3) PRIMARY KEY CHECK (length(code) = 3),
  name VARCHAR(60) NOT NULL
);
CREATE TABLE warehouses (
  warehouse_id INTEGER PRIMARY KEY,
  site_code VARCHAR(6) NOT NULL UNIQUE CHECK (length(site_code) <= 6),
  currency_code CHAR(3) NOT NULL REFERENCES currencies(code)
);
CREATE TABLE warehouse_details (
  warehouse_id INTEGER PRIMARY KEY REFERENCES warehouses(warehouse_id),
  manager VARCHAR(80) NOT NULL
);
"""


def test_short_code_keys_and_one_to_one_tables_get_proven_scenarios(
    sandbox_factory: Callable[[], SandboxSession],
) -> None:
    spec = parse_sql(CODES_SQL, name="codes")
    graph = build_tool_graph(spec=spec)
    with SharedSession(sandbox_factory) as shared:
        built = build_scenarios(spec=spec, graph=graph, count=8, seed=1, sandbox_factory=shared.lease)
        proven = prove_scenarios(scenarios=built, spec=spec, sandbox_factory=shared.lease)
    assert len(built) == 8
    assert all(s.proof is not None and s.proof.passed for s in proven)
    for scenario in built:
        codes = [row["code"] for row in scenario.initial_state["currencies"]]
        assert len(codes) == len(set(codes)) and all(len(code) == 3 for code in codes)
        details = [row["warehouse_id"] for row in scenario.initial_state["warehouse_details"]]
        assert len(details) == len(set(details))


def test_a_checked_text_key_is_given_by_the_caller_and_a_new_one_meets_its_checks(
    sandbox_factory: Callable[[], SandboxSession],
) -> None:
    # The environment would make 'currencies_62d82c07cd', which no three-letter check admits: the key is a
    # parameter of create, and the builder picks a new code that meets the check and no row has.
    spec = parse_sql(CODES_SQL, name="codes")
    create = spec.tool("create_currency")
    assert "code" in {p.name for p in create.parameters}
    with sandbox_factory() as session:
        load_spec(session, spec=spec, state={t.name: [] for t in spec.state_schema.tables})
        scenario = build_scenario(spec=spec, chain=["create_currency"], seed=3, session=session)
    code = scenario.reference_chain[0].arguments["code"]
    assert len(code) == 3
    assert code not in {row["code"] for row in scenario.initial_state["currencies"]}
    proof = prove_scenario(scenario=scenario, spec=spec, sandbox_factory=sandbox_factory, existing_tasks=[])
    assert proof.passed, [step for step in proof.steps if not step.passed]
