"""Public schemas all the way to a bundle: environments made from real inputs (SQL Server's pubs, RealWorld's
Conduit) export, and in the bundle's own loader every reference chain earns the full reward and doing nothing
earns less. The shop fixture of the other export tests is hand-written; these are not."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from review.exports import ExportEnvironment, ExportScenario, bundle_loader, write_bundle
from synthesis.graph import build_tool_graph
from synthesis.graph.build import graph_to_json
from synthesis.sandbox import SandboxSession, open_session
from synthesis.sandbox.shared import SharedSession
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.proof import prove_scenarios
from synthesis.seeds.specs import parse_openapi, parse_sql

CORPUS = Path(__file__).resolve().parents[1] / "data" / "specs" / "public"


@pytest.fixture
def sandbox_factory() -> Callable[[], SandboxSession]:
    return lambda: open_session(untrusted=False)  # the code is the project's own templates


def _exported(name: str, sandbox_factory: Callable[[], SandboxSession]) -> ExportEnvironment:
    raw = (CORPUS / name).read_bytes()
    slug = name.split(".")[0]
    spec = parse_sql(raw, name=slug) if name.endswith(".sql") else parse_openapi(raw, name=slug)
    graph = build_tool_graph(spec=spec)
    with SharedSession(sandbox_factory) as shared:
        built = build_scenarios(spec=spec, graph=graph, count=4, seed=2, sandbox_factory=shared.lease)
        proven = prove_scenarios(scenarios=built, spec=spec, sandbox_factory=shared.lease)
    scenarios = [ExportScenario(spec=s) for s in proven if s.proof is not None and s.proof.passed]
    assert len(scenarios) >= 3, name
    return ExportEnvironment(spec=spec, graph=graph_to_json(graph), scenarios=scenarios)


def test_real_schemas_export_and_replay_in_the_bundle_loader(
    tmp_path: Path, sandbox_factory: Callable[[], SandboxSession]
) -> None:
    environments = [_exported(name, sandbox_factory) for name in ("pubs.tsql.sql", "realworld.openapi.yml")]
    out = tmp_path / "bundle.zip"
    write_bundle(
        out=out,
        workspace="corpus",
        environments=environments,
        created_at="2025-01-01T00:00:00+00:00",
        envstudio_version="test",
        review_record=[],
    )
    bundle = bundle_loader.load(out)
    bundle.verify()
    assert len(bundle.scenarios) == sum(len(e.scenarios) for e in environments)
    for scenario_id in bundle.scenarios:
        episode = bundle.episode(scenario_id)
        bundle_loader.replay_reference(episode)
        assert episode.step({"name": "submit"})[1] == 1.0, scenario_id
        idle = bundle.episode(scenario_id)
        idle.reset()
        assert idle.step({"name": "submit"})[1] < 1.0, scenario_id
