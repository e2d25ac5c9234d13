"""The reward audit: scenarios of the three shipped samples, proven, exported, and scored by the bundled
stdlib loader (``envstudio_bundle.py``) in every reward mode: doing nothing earns 0.0, the reference chain
1.0.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from review.exports import ExportEnvironment, ExportScenario, write_bundle
from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.scenarios import build_scenarios, prove_scenarios
from synthesis.scenarios.reward import MODES
from synthesis.seeds.specs import parse_sql
from synthesis.seeds.specs.openapi import parse_openapi

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


@pytest.fixture(scope="module")
def proven() -> list[tuple[EnvironmentSpec, list[ScenarioSpec]]]:
    result = []
    for spec in _sample_specs():
        built = build_scenarios(
            spec=spec, graph=build_tool_graph(spec=spec), count=PER_SAMPLE, seed=3, sandbox_factory=factory
        )
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


LOADER_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import envstudio_bundle

def pair(old, new, found):
    # As an agent reads results: a generated id is taken from this run's result.
    if isinstance(old, dict) and isinstance(new, dict):
        for key in old.keys() & new.keys():
            pair(old[key], new[key], found)
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for a, b in zip(old, new):
            pair(a, b, found)
    elif isinstance(old, str) and isinstance(new, str) and old != new:
        found[old] = new

bundle = envstudio_bundle.load(sys.argv[1])
bundle.verify()
report = {}
for scenario_id, record in bundle.scenarios.items():
    environment = bundle.environments[record["environment"]]
    recorded = envstudio_bundle.Episode(environment=environment, record={**record, "seed": 0}, max_steps=50)
    recorded.reset()
    reference = []
    for call in record["reference_chain"]:
        reference.append(json.loads(recorded.step(call)[0]))
    episode = bundle.episode(scenario_id, max_steps=50)
    episode.reset()
    swap = {}
    for call, old in zip(record["reference_chain"], reference):
        arguments = json.loads(call["arguments"])
        arguments = {k: swap.get(v, v) if isinstance(v, str) else v for k, v in arguments.items()}
        new = json.loads(episode.step({"name": call["name"], "arguments": arguments})[0])
        pair(old.get("data"), new.get("data"), swap)
    for message in record["reference_messages"]:  # what the reference agent says (a policy task's refusal)
        episode.say(message)
    done = episode.step({"name": "submit"})
    idle = bundle.episode(scenario_id)
    idle.reset()
    report[scenario_id] = {
        "mode": json.loads(record["reward_settings"])["mode"],
        "reference": done[1],
        "noop": idle.step({"name": "submit"})[1],
    }
print(json.dumps(report))
"""


def loader_rewards(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], tmp_path: Path
) -> dict[str, dict[str, object]]:
    """Export the proven scenarios, once per reward mode, and score doing nothing and the reference chain
    through the bundled stdlib loader in a separate ``python -I -S`` process."""
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
    bundle = tmp_path / "audit.zip"
    write_bundle(
        out=bundle,
        workspace="audit",
        environments=environments,
        created_at="2026-01-01T00:00:00+00:00",
        envstudio_version="test",
        review_record=[],
    )
    extracted = tmp_path / "bundle"
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(extracted)
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
    report: dict[str, dict[str, object]] = json.loads(done.stdout)
    expected = sum(len([s for s in ss if s.proof and s.proof.passed]) for _, ss in proven) * len(MODES)
    assert len(report) == expected and {r["mode"] for r in report.values()} == set(MODES)
    return report


def test_the_bundled_loader_pays_zero_for_nothing_and_one_for_the_reference(
    proven: list[tuple[EnvironmentSpec, list[ScenarioSpec]]], tmp_path: Path
) -> None:
    report = loader_rewards(proven, tmp_path)
    wrong = {k: r for k, r in report.items() if r["noop"] != 0.0 or r["reference"] != 1.0}
    assert wrong == {}
