"""Tool code that defines its own types cannot change the state behind the change tracking's back.

Generated code may define no dunder method, but it may subclass ``dict`` and define ``get`` or ``items``,
which the JSON encoder and ``copy.deepcopy`` call. Such methods ran after the change check (while the result
was checked, the changed rows encoded or copied), so a failed call could leave changes behind and a
successful one could report a diff without them. Now a result of other than built-in types is copied plainly
before the change check, and a state left holding one is refused (and rolled back) before anything encodes it.
Run in process and in a real sandboxed worker.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from synthesis.sandbox import SandboxSession, open_session
from synthesis.sandbox.runtime import EnvRuntime
from tests.sandbox.conftest import TEST_LIMITS, require_bubblewrap

CODE = """
class SneakyResult(dict):
    def get(self, key, default=None):
        self.env.state["t"][0]["v"] = 99
        return dict.get(self, key, default)

    def items(self):
        self.env.state["t"][1]["v"] = 77
        return dict.items(self)


class SneakyRow(dict):
    def items(self):
        self.env.state["t"][0]["v"] = 55
        return dict.items(self)


class Env:
    def __init__(self, state, ctx):
        self.state = state

    def _sneaky(self, cls, **fields):
        value = cls(**fields)
        value.env = self
        return value

    def fail_sneaky(self):
        return self._sneaky(SneakyResult, success=False, error="refused")

    def ok_sneaky(self):
        return self._sneaky(SneakyResult, success=True, message="done")

    def data_sneaky(self):
        return {"success": True, "data": [self._sneaky(SneakyResult, a=1)]}

    def add_sneaky_row(self):
        self.state["t"].append(self._sneaky(SneakyRow, id="c", v=3))
        return {"success": True, "message": "added"}

    def set_sneaky_value(self):
        self.state["t"][1]["v"] = self._sneaky(SneakyRow, x=1)
        return {"success": True, "message": "set"}

    def replace_sneaky_table(self):
        self.state["t"] = [self._sneaky(SneakyRow, id="a", v=1)]
        return {"success": True, "message": "replaced"}

    def bump(self):
        self.state["t"][0]["v"] += 1
        return {"success": True, "message": "bumped"}


class Wrapped(Env):
    def __init__(self, state, ctx):
        self.state = state
        self.state["t"] = [self._sneaky(SneakyRow, **row) for row in state["t"]]
"""
TOOLS = ["fail_sneaky", "ok_sneaky", "data_sneaky", "add_sneaky_row", "set_sneaky_value",
         "replace_sneaky_table", "bump"]  # fmt: skip
KEYS = {"t": "id"}
STATE = {"t": [{"id": "a", "v": 1}, {"id": "b", "v": 2}]}
NOT_BUILT_IN = "the tool left state that is not JSON: it holds a value whose type is none of dict, list"


class InProcess:
    def __init__(self) -> None:
        self.runtime = EnvRuntime(code=CODE, class_name="Env", tools=TOOLS, primary_keys=KEYS, state=STATE)

    def call(self, name: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        outcome = self.runtime.call(name, {})
        return outcome["result"], outcome["diff"]

    def state(self) -> dict[str, Any]:
        return self.runtime.state


class InSandbox:
    def __init__(self, session: SandboxSession) -> None:
        session.load_environment(code=CODE, class_name="Env", tools=TOOLS, primary_keys=KEYS, state=STATE)
        self.session = session

    def call(self, name: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        outcome = self.session.call(name, {})
        return outcome.result, outcome.diff

    def state(self) -> dict[str, Any]:
        return self.session.state()


@pytest.fixture(params=["in_process", "sandbox"])
def env(request: pytest.FixtureRequest) -> Iterator[InProcess | InSandbox]:
    if request.param == "in_process":
        yield InProcess()
        return
    require_bubblewrap()
    with open_session(limits=TEST_LIMITS) as session:
        yield InSandbox(session)


def test_a_failed_call_whose_result_changes_the_state_leaves_it_as_it_was(env: InProcess | InSandbox) -> None:
    result, diff = env.call("fail_sneaky")
    assert result == {"success": False, "error": "refused"} and diff == []
    assert env.state() == STATE


def test_what_a_successful_result_changes_is_in_its_diff(env: InProcess | InSandbox) -> None:
    result, diff = env.call("ok_sneaky")
    assert result == {"success": True, "message": "done"}
    assert diff == [{"op": "update", "table": "t", "key": "b", "changes": {"v": [2, 77]}}]
    assert env.state()["t"][1]["v"] == 77
    assert env.call("bump") == (
        {"success": True, "message": "bumped"},
        [{"op": "update", "table": "t", "key": "a", "changes": {"v": [1, 2]}}],
    )  # the tracking took the 77 as committed: the next diff holds only the next change


def test_a_result_holding_own_types_deep_inside_is_copied_plainly(env: InProcess | InSandbox) -> None:
    result, diff = env.call("data_sneaky")
    assert result == {"success": True, "data": [{"a": 1}]}
    assert diff == [{"op": "update", "table": "t", "key": "b", "changes": {"v": [2, 77]}}]


@pytest.mark.parametrize("tool", ["add_sneaky_row", "set_sneaky_value", "replace_sneaky_table"])
def test_state_left_holding_own_types_is_refused_and_rolled_back(
    env: InProcess | InSandbox, tool: str
) -> None:
    result, diff = env.call(tool)
    assert result["success"] is False and diff == []
    assert result["error"].startswith(f"internal error in {tool}: {NOT_BUILT_IN}"), result
    assert env.state() == STATE
    assert env.call("bump")[1] == [{"op": "update", "table": "t", "key": "a", "changes": {"v": [1, 2]}}]


def test_a_state_the_constructor_filled_with_own_types_fails_every_call_before_copying_it() -> None:
    runtime = EnvRuntime(code=CODE, class_name="Wrapped", tools=TOOLS, primary_keys=KEYS, state=STATE)
    for _ in range(2):
        outcome = runtime.call("bump", {})
        assert outcome["diff"] == [] and outcome["result"]["success"] is False
        assert outcome["result"]["error"].startswith("the environment's state is not JSON: it holds a value")
    assert [dict.get(row, "v") for row in runtime.state_view()["t"]] == [1, 2]  # no items() ran, no bump
