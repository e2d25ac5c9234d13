"""A failed call draws no id and no clock reading, so an agent's mistake does not shift its later calls."""

from __future__ import annotations

from synthesis.sandbox.runtime import EnvRuntime

CODE = """
class Notes:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def add_note(self, text):
        note = {"id": self.ctx.new_id("note"), "text": text, "at": self.ctx.now()}
        if not text:
            return {"success": False, "error": "empty text"}  # refused after drawing an id and a time
        self.state["notes"].append(note)
        return {"success": True, "message": "added", "data": note}

    def add_then_raise(self, text):
        self.ctx.new_id("note")
        raise ValueError("boom")
"""


def _runtime() -> EnvRuntime:
    return EnvRuntime(
        code=CODE,
        class_name="Notes",
        tools=["add_note", "add_then_raise"],
        primary_keys={"notes": "id"},
        state={"notes": []},
        seed=3,
    )


def test_failed_and_raising_calls_draw_no_id() -> None:
    clean = _runtime()
    expected = clean.call("add_note", {"text": "hello"})["result"]["data"]
    mistaken = _runtime()
    assert mistaken.call("add_note", {"text": ""})["result"]["success"] is False
    assert mistaken.call("add_then_raise", {"text": "x"})["result"]["success"] is False
    assert mistaken.call("add_note", {"text": "hello"})["result"]["data"] == expected
    assert mistaken.hash() == clean.hash()
