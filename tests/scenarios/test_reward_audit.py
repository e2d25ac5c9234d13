"""The reward audit: scenarios of the three shipped samples, proven, exported, and scored by the bundled
stdlib loader (``envstudio_bundle.py``) in every reward mode: doing nothing earns 0.0, the reference chain
1.0, replayed word for word (a chain that creates a row and then acts on its generated id included); and the
tau2 export's gold actions, replayed as tau2 replays them, leave a state that earns 1.0.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path
from typing import Any

import pytest

from review.exports import ExportEnvironment, ExportScenario, write_bundle
from review.exports.tau2 import domain_name
from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios import build_scenarios, prove_scenarios
from synthesis.scenarios.builder import build_scenario
from synthesis.scenarios.execution import run_chain
from synthesis.scenarios.replay import REFERENCE_SEED, replay_as_agent
from synthesis.scenarios.reward import MODES
from synthesis.seeds.specs import parse_sql
from synthesis.seeds.specs.openapi import parse_openapi
from synthesis.seeds.witness import (
    WitnessError,
    adopt_witness,
    chain_from_tool_calls,
    results_from_tool_calls,
)
from synthesis.state import generate_state
from tests.exports.test_tau2_toolkit import STUBS as TAU2_STUBS

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"
PER_SAMPLE = 4


def factory() -> object:
    return open_session(untrusted=False)


def _sample_specs() -> list[EnvironmentSpec]:
    return [
        parse_sql((SAMPLES / "library_loans.sql").read_bytes(), name="library_loans"),
        parse_sql((SAMPLES / "clinic_appointments.sql").read_bytes(), name="clinic_appointments"),
        parse_openapi((SAMPLES / "online_shop.openapi.yaml").read_bytes(), name="online_shop"),
    ]


# Chains that create a row and then act on it by the key the environment generated: a string id drawn from
# the seeded context (online_shop's orders) or the next integer key (clinic_appointments' patients).
CREATE_THEN_USE = {
    "online_shop": [["place_order", "add_order_item"]],
    "clinic_appointments": [["create_patient", "create_appointment"]],
}


def _create_then_use(spec: EnvironmentSpec) -> list[ScenarioSpec]:
    with open_session(untrusted=False) as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=3, rows_per_table=1)
        )
        return [
            build_scenario(spec=spec, chain=chain, seed=11, session=session, rows_per_table=5)
            for chain in CREATE_THEN_USE.get(spec.slug, [])
        ]


@pytest.fixture(scope="module")
def proven() -> list[tuple[EnvironmentSpec, list[ScenarioSpec]]]:
    result = []
    for spec in _sample_specs():
        built = build_scenarios(
            spec=spec, graph=build_tool_graph(spec=spec), count=PER_SAMPLE, seed=3, sandbox_factory=factory
        )
        built += _create_then_use(spec)
        result.append((spec, prove_scenarios(scenarios=built, spec=spec, sandbox_factory=factory)))
    return result


def test_every_sample_yields_proven_scenarios(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]],
) -> None:
    for spec, scenarios in proven:
        passed = [s for s in scenarios if s.proof is not None and s.proof.passed]
        # Only proven scenarios export; the others are kept with the step that failed and its evidence.
        assert len(passed) * 2 >= len(scenarios) > 0, (
            spec.slug,
            [[(st.name, st.detail) for st in s.proof.steps if not st.passed] for s in scenarios if s.proof],
        )


def _strings(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(_strings(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value))
    return {value} if isinstance(value, str) else set()


def _uses_a_generated_id(spec: EnvironmentSpec, scenario: ScenarioSpec) -> bool:
    """A call of the reference chain takes a string an earlier call generated (in the proof's run)."""
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=0)
        run = run_chain(session, calls=scenario.reference_chain, state=scenario.initial_state)
    known, revealed = _strings(scenario.initial_state), set()
    for call, result in zip(scenario.reference_chain, run.results, strict=True):
        if _strings(call.arguments) & (revealed - known):
            return True
        revealed |= _strings(result.get("data"))
    return False


def test_the_audit_covers_chains_that_act_on_a_generated_id(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]],
) -> None:
    reusing = [
        s.id
        for spec, scenarios in proven
        for s in scenarios
        if s.proof is not None and s.proof.passed and _uses_a_generated_id(spec, s)
    ]
    assert any(i.startswith("online_shop") for i in reusing), reusing


LOADER_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import envstudio_bundle

bundle = envstudio_bundle.load(sys.argv[1])
bundle.verify()
report = {}
for scenario_id, record in bundle.scenarios.items():
    # Word for word, as a trainer replays the reference chain to check an environment.
    episode = bundle.episode(scenario_id, max_steps=50)
    episode.reset()
    failed = []
    for index, call in enumerate(record["reference_chain"]):
        result = json.loads(episode.step(call)[0])
        if not result.get("success"):
            failed.append(index)
    for message in record["reference_messages"]:  # what the reference agent says (a policy task's refusal)
        episode.say(message)
    done = episode.step({"name": "submit"})
    # At another environment seed, replayed as an agent would (generated ids taken from this run's results).
    elsewhere = bundle.episode(scenario_id, seed=7)
    other = envstudio_bundle.replay_reference(elsewhere)
    other_reward = elsewhere.step({"name": "submit"})[1]
    idle = bundle.episode(scenario_id)
    idle.reset()
    report[scenario_id] = {
        "mode": json.loads(record["reward_settings"])["mode"],
        "reference": done[1],
        "failed_calls": failed,
        "other_seed": other_reward,
        "other_seed_failed_calls": [i for i, r in enumerate(other) if not r.get("success")],
        "noop": idle.step({"name": "submit"})[1],
    }
print(json.dumps(report))
"""


TAU2_SCRIPT = """
import json, sys, importlib
sys.path.insert(0, sys.argv[1])
import envstudio_bundle
from tau2.domains.DOMAIN.environment import get_environment, get_tasks
tools_module = importlib.import_module("tau2.domains.DOMAIN.tools")

bundle = envstudio_bundle.load(sys.argv[1])
report = {}
for task in get_tasks():
    record = bundle.scenarios[task.id]
    toolkit = get_environment().tools
    toolkit.db = type(toolkit.db).model_validate(task.initial_state["initialization_data"]["agent_data"])
    errors = []
    # The gold actions, word for word, as tau2 replays them.
    for action in task.evaluation_criteria["actions"]:
        try:
            getattr(toolkit, action["name"])(**action["arguments"])
        except ValueError as error:
            errors.append(str(error))
    final = {table: getattr(toolkit.db, attribute) for attribute, table in tools_module.TABLES.items()}
    scored = envstudio_bundle.score_state(
        record=record, environment=bundle.environments[record["environment"]], final_state=final
    )
    report[task.id] = {"reward": scored["reward"], "errors": errors}
print(json.dumps(report))
"""


def export_for_audit(proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], root: Path) -> Path:
    """The proven scenarios exported once per reward mode into ``root``, extracted; returns the bundle dir."""
    environments = []
    for spec, scenarios in proven:
        exported = [
            ExportScenario(
                spec=s.model_copy(
                    update={"id": f"{s.id}-{mode}", "reward": s.reward.model_copy(update={"mode": mode})}
                )
            )
            for s in scenarios
            if s.proof is not None and s.proof.passed
            for mode in MODES
        ]
        environments.append(ExportEnvironment(spec=spec, scenarios=exported))
    bundle = root / "audit.zip"
    write_bundle(
        out=bundle,
        workspace="audit",
        environments=environments,
        created_at="2026-01-01T00:00:00+00:00",
        envstudio_version="test",
        review_record=[],
    )
    extracted = root / "bundle"
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(extracted)
    return extracted


def loader_report(extracted: Path, tmp_path: Path) -> dict[str, dict[str, Any]]:
    """Score every exported scenario through the bundled stdlib loader in a separate ``python -I -S``
    process: doing nothing, the reference chain word for word, and the chain replayed at another seed."""
    script = tmp_path / "audit.py"
    script.write_text(LOADER_SCRIPT)
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(script), str(extracted)],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, dict[str, Any]] = json.loads(done.stdout)
    return report


def loader_rewards(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], tmp_path: Path
) -> dict[str, dict[str, Any]]:
    """The audit for other suites (the test corpus): export, then score through the bundled loader."""
    root = tmp_path / "export"
    root.mkdir()
    return loader_report(export_for_audit(proven, root), tmp_path)


@pytest.fixture(scope="module")
def exported(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The proven scenarios exported once per reward mode, extracted."""
    return export_for_audit(proven, tmp_path_factory.mktemp("audit"))


def _expected(proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]]) -> int:
    return sum(len([s for s in ss if s.proof and s.proof.passed]) for _, ss in proven) * len(MODES)


def test_the_bundled_loader_pays_zero_for_nothing_and_one_for_the_reference(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], exported: Path, tmp_path: Path
) -> None:
    """Through the bundled stdlib loader in a separate ``python -I -S`` process: doing nothing earns 0.0 and
    the reference chain, replayed word for word (generated ids included), 1.0, in every reward mode; so does
    the chain replayed by ``replay_reference`` at another environment seed."""
    report = loader_report(exported, tmp_path)
    assert len(report) == _expected(proven) and {r["mode"] for r in report.values()} == set(MODES)
    wrong = {
        k: r
        for k, r in report.items()
        if (r["noop"], r["reference"], r["other_seed"]) != (0.0, 1.0, 1.0)
        or r["failed_calls"]
        or r["other_seed_failed_calls"]
    }
    assert wrong == {}


def test_tau2_gold_actions_replay_to_one(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], exported: Path, tmp_path: Path
) -> None:
    """tau2 replays a task's gold actions word for word in its own toolkit: through the stand-in for tau2's
    base classes, the state they leave earns 1.0 by envstudio's reward, in every mode."""
    for path, text in TAU2_STUBS.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(textwrap.dedent(text).lstrip())
    source = exported / "tau2"
    for path in (source / "src" / "tau2" / "domains").iterdir():
        shutil.copytree(path, tmp_path / "tau2" / "domains" / path.name)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "TAU2_DATA_DIR": str(source / "data")}
    report: dict[str, dict[str, Any]] = {}
    for spec, _scenarios in proven:
        domain = domain_name(spec.slug)
        done = subprocess.run(
            [sys.executable, "-c", TAU2_SCRIPT.replace("DOMAIN", domain), str(exported)],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        report.update(json.loads(done.stdout))
    assert len(report) == _expected(proven)
    wrong = {k: r for k, r in report.items() if r["reward"] != 1.0 or r["errors"]}
    assert wrong == {}


def test_a_rollout_at_another_seed_becomes_a_witness_in_the_reference_seeds_ids(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]],
) -> None:
    """Rollout *i* runs at environment seed *i*: its calls hold that seed's generated ids. Adopted as a
    witness, the chain is translated to the reference seed's ids (replayed as an agent would), so the stored
    reference chain replays word for word; taken literally, it fails."""
    spec, scenario = next(
        (spec, s)
        for spec, scenarios in proven
        for s in scenarios
        if spec.slug == "online_shop"
        and s.proof is not None
        and s.proof.passed
        and _uses_a_generated_id(spec, s)
    )
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED)
        recorded = run_chain(session, calls=scenario.reference_chain, state=scenario.initial_state).results
        load_spec(session, spec=spec, state=scenario.initial_state, seed=7)
        session.reset(scenario.initial_state)
        replayed = replay_as_agent(
            lambda name, arguments: session.call(name, arguments).result,
            chain=[(c.name, c.arguments) for c in scenario.reference_chain],
            recorded=recorded,
        )
    tool_calls = [{"name": n, "arguments": a, "result": r} for n, a, r in replayed]
    rollout_chain = chain_from_tool_calls(tool_calls)
    assert rollout_chain != scenario.reference_chain  # the rollout's order id is seed 7's
    unproven = scenario.model_copy(update={"reference_chain": [], "proof": None})
    with pytest.raises(WitnessError, match="failed"):
        adopt_witness(
            scenario=unproven, spec=spec, chain=rollout_chain, sandbox_factory=factory, existing_tasks=[]
        )
    adopted = adopt_witness(
        scenario=unproven,
        spec=spec,
        chain=rollout_chain,
        sandbox_factory=factory,
        existing_tasks=[],
        recorded=results_from_tool_calls(tool_calls),
    )
    assert adopted.reference_chain == scenario.reference_chain
    assert adopted.proof is not None and adopted.proof.passed, [
        (s.name, s.detail) for s in adopted.proof.steps if not s.passed
    ]
