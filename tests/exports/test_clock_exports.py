"""An exported scenario replays at its own clock, with new ids in its tables' format: the bundle's stdlib
loader, the tau2 domain and the MCP server give the reference chain the values envstudio recorded."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

from review.exports import ExportEnvironment, ExportScenario, write_bundle
from review.exports.mcp_server import build_server
from review.exports.tau2 import domain_files
from synthesis.ir import ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.runtime import EnvRuntime
from tests.exports import fixtures
from tests.exports.test_tau2_toolkit import STUBS

CLOCK = "2025-03-19T09:00:00+00:00"
# The shop, its add_note telling the note it made (its id and its timestamp).
CODE = fixtures.SHOP_CODE.replace('"data": {"note_id": note["note_id"]}}', '"data": note}')
NOTE = {
    "note_id": "N-007",
    "order_id": "o2",
    "text": "left at the door",
    "created_at": "2025-03-12T10:00:00+00:00",
}


def _export() -> tuple[ExportEnvironment, ScenarioSpec]:
    """The shop with one scenario at ``CLOCK`` whose state holds a note ``N-007``; its target state is the
    reference chain's run at that clock."""
    export = fixtures.shop_export("shop")
    spec = export.spec.model_copy(update={"code": CODE})
    base = next(s.spec for s in export.scenarios if s.spec.id == "shop-note-o2")
    initial = {**copy.deepcopy(base.initial_state), "notes": [dict(NOTE)]}
    runtime = EnvRuntime(
        code=CODE,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys=spec.state_schema.primary_keys(),
        state=initial,
        start=CLOCK,
    )
    for call in base.reference_chain:
        assert runtime.call(call.name, call.arguments)["result"]["success"]
    scenario = base.model_copy(
        update={"initial_state": initial, "target_state": runtime.state, "clock_start": CLOCK}
    )
    record = export.scenarios[0].review_record
    return dataclasses.replace(
        export, spec=spec, scenarios=[ExportScenario(spec=scenario, review_record=record)]
    ), scenario


def _made_note(state: dict) -> dict:
    return next(n for n in state["notes"] if n["note_id"] != NOTE["note_id"])


def test_the_reference_run_makes_its_note_at_the_clock_in_the_notes_format() -> None:
    _, scenario = _export()
    made = _made_note(scenario.target_state)
    assert made["note_id"] == "N-008"
    assert made["created_at"].startswith("2025-03-19T09:00:0")


LOADER_SCRIPT = """
import json, sys
sys.path.insert(0, sys.argv[1])
import envstudio_bundle
bundle = envstudio_bundle.load(sys.argv[1])
episode = bundle.episode("shop-note-o2")
episode.reset()
for call in bundle.scenarios["shop-note-o2"]["reference_chain"]:
    episode.step(call)
reward = episode.step({"name": "submit"})[1]
print(json.dumps({"reward": reward, "state": episode.state}))
"""


def test_the_bundle_replays_at_the_scenarios_clock(tmp_path: Path) -> None:
    export, scenario = _export()
    write_bundle(
        out=tmp_path / "bundle.zip",
        workspace="acme",
        environments=[export],
        created_at="2025-03-20T12:00:00+00:00",
        envstudio_version="0.1.0",
        review_record=[],
    )
    with zipfile.ZipFile(tmp_path / "bundle.zip") as archive:
        archive.extractall(tmp_path / "out")
    script = tmp_path / "run.py"
    script.write_text(LOADER_SCRIPT)
    done = subprocess.run(
        [sys.executable, "-I", "-S", str(script), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["state"] == scenario.target_state  # the same id and the same timestamps
    assert report["reward"] == 1.0


TAU2_SCRIPT = """
import json
from tau2.domains.shop.environment import get_environment, get_tasks

task = get_tasks()[0]
toolkit = get_environment().tools
toolkit.db = type(toolkit.db).model_validate(task.initial_state["initialization_data"]["agent_data"])
for action in task.evaluation_criteria["actions"]:
    getattr(toolkit, action["name"])(**action["arguments"])
print(json.dumps(toolkit.db.model_dump()))
"""


def test_the_tau2_domain_replays_at_the_scenarios_clock(tmp_path: Path) -> None:
    export, scenario = _export()
    for path, text in STUBS.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(textwrap.dedent(text).lstrip())
    for path, text in domain_files(export).items():
        target = tmp_path / path.removeprefix("src/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "TAU2_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run(
        [sys.executable, "-c", TAU2_SCRIPT], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    database = json.loads(done.stdout)
    assert _made_note(database) == _made_note(scenario.target_state)


def test_the_mcp_server_serves_the_scenario_at_its_clock() -> None:
    export, scenario = _export()
    _, states = build_server(
        spec=export.spec, scenario=scenario, session_factory=lambda: open_session(untrusted=False)
    )
    try:
        states.open("client")
        results = [states.call("client", c.name, c.arguments) for c in scenario.reference_chain]
    finally:
        states.close()
    assert results[-1]["data"] == _made_note(scenario.target_state)
