"""`manage.py runenv` as a person debugging an environment runs it: a real process, JSON out, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

ENV = """
class Counter:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def add(self, name: str) -> dict:
        self.state["items"].append({"id": self.ctx.new_id("i"), "name": name})
        return {"success": True, "message": "added"}
"""


def runenv(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "manage.py", "runenv", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_a_call_prints_result_and_diff(tmp_path):
    (tmp_path / "env.py").write_text(ENV)
    (tmp_path / "state.json").write_text('{"items": []}')
    done = runenv(
        str(tmp_path / "env.py"),
        "--state",
        str(tmp_path / "state.json"),
        "--call",
        "add",
        "--args",
        '{"name": "lamp"}',
    )
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert output["result"] == {"success": True, "message": "added"}
    assert output["diff"][0]["op"] == "insert" and output["diff"][0]["row"]["name"] == "lamp"


def test_bad_input_exits_2_with_a_clear_error(tmp_path):
    (tmp_path / "env.py").write_text(ENV)
    (tmp_path / "state.json").write_text("{not json")
    done = runenv(str(tmp_path / "env.py"), "--state", str(tmp_path / "state.json"))
    assert done.returncode == 2
    assert "state" in done.stderr and "JSON" in done.stderr
    unknown = runenv(str(tmp_path / "env.py"), "--state", str(tmp_path / "missing.json"))
    assert unknown.returncode == 2 and "cannot read the state file" in unknown.stderr
