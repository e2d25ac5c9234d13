"""The generated tau2 toolkit's replay semantics, run against a minimal stand-in for tau2's base classes.

tau2-bench itself is not a dependency (bench/tau2_check.py checks the real thing by hand, see
docs/export.md). What matters here is the behaviour tau2's DB reward relies on: tau2 replays an
agent's *writes* only, while the gold replay runs every action, so reads and failed calls must not move the
seeded clock or ids, and must not change the database.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from review.exports.tau2 import domain_files
from tests.exports import fixtures

# The shop, altered so that a read consumes the clock and add_note draws an id before it validates.
STATEFUL_CODE = fixtures.SHOP_CODE.replace(
    '        rows = [r for r in self.state["orders"] if r["customer_id"] == customer_id]\n',
    "        self.ctx.now()\n"
    '        rows = [r for r in self.state["orders"] if r["customer_id"] == customer_id]\n',
).replace(
    "    def add_note(self, order_id, text):\n",
    "    def add_note(self, order_id, text):\n        self.ctx.new_id('draft')\n",
)

STUBS = {
    "tau2/__init__.py": "",
    "tau2/domains/__init__.py": "",
    "tau2/data_model/__init__.py": "",
    "tau2/utils/__init__.py": "from tau2.utils.utils import load_file\n",
    "tau2/utils/utils.py": """
        import json, os
        from pathlib import Path
        DATA_DIR = Path(os.environ["TAU2_DATA_DIR"])
        def load_file(path):
            return json.loads(Path(path).read_text())
    """,
    "tau2/data_model/tasks.py": """
        import pydantic
        class Task(pydantic.BaseModel, extra="allow"):
            id: str
    """,
    "tau2/environment/__init__.py": "",
    "tau2/environment/db.py": """
        import pydantic
        from tau2.utils.utils import load_file
        class DB(pydantic.BaseModel, extra="forbid"):
            @classmethod
            def load(cls, path):
                return cls.model_validate(load_file(path))
    """,
    "tau2/environment/toolkit.py": """
        import enum
        class ToolType(str, enum.Enum):
            READ = "read"
            WRITE = "write"
        def is_tool(tool_type):
            def mark(function):
                function.__tool_type__ = tool_type
                return function
            return mark
        class ToolKitBase:
            def __init__(self, db=None):
                self.db = db
    """,
    "tau2/environment/environment.py": """
        class Environment:
            def __init__(self, domain_name, policy, tools):
                self.domain_name, self.policy, self.tools = domain_name, policy, tools
    """,
}

SCRIPT = """
import json
from tau2.domains.shop.environment import get_environment, get_tasks, get_tasks_split

def run(task, extra):
    toolkit = get_environment().tools
    toolkit.db = type(toolkit.db).model_validate(task.initial_state["initialization_data"]["agent_data"])
    errors = []
    for name, arguments in extra + [(a["name"], a["arguments"]) for a in task.evaluation_criteria["actions"]]:
        try:
            getattr(toolkit, name)(**arguments)
        except ValueError as error:
            errors.append(str(error))
    return toolkit.db.model_dump(), errors

task = next(t for t in get_tasks() if t.id == "shop-cancel-o1")
gold, _ = run(task, [])
noise = [("list_orders", {"customer_id": "c2"}), ("add_note", {"order_id": "o9", "text": "x"})]
noisy, errors = run(task, noise)
print(json.dumps({"same": gold == noisy, "errors": errors, "notes": gold["notes"],
                  "split": get_tasks_split(), "base": [t.id for t in get_tasks("base")]}))
"""


def test_reads_and_failed_writes_leave_no_trace_in_a_replay(tmp_path: Path) -> None:
    export = fixtures.shop_export("shop")
    export = dataclasses.replace(export, spec=export.spec.model_copy(update={"code": STATEFUL_CODE}))
    assert "draft" in export.spec.code and "self.ctx.now()\n        rows" in export.spec.code
    for path, text in STUBS.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(textwrap.dedent(text).lstrip())
    for path, text in domain_files(export).items():
        target = tmp_path / path.removeprefix("src/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "TAU2_DATA_DIR": str(tmp_path / "data")}
    completed = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert completed.returncode == 0, completed.stderr
    outcome = json.loads(completed.stdout)
    assert outcome["errors"] == ["no order o9"]
    assert outcome["same"] is True  # the noisy run's note has the gold run's id and timestamp
    assert len(outcome["notes"]) == 1 and outcome["notes"][0]["order_id"] == "o1"
    assert outcome["base"] == outcome["split"]["base"] == ["shop-cancel-o1", "shop-cancel-o3", "shop-note-o2"]
