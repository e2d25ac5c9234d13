"""ctx.new_id follows the format of the table's own ids (INT-303 after INT-302), stays unique and replayable,
and gives an id back when the call that drew it fails; ctx.now() starts at the clock the runtime is given."""

from __future__ import annotations

import re

import pytest

from synthesis.sandbox.changes import EnvContext
from synthesis.sandbox.runtime import EnvRuntime

CODE = """
class Hiring:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def schedule(self, prefix, fail=False):
        row = {"interview_id": self.ctx.new_id(prefix), "at": self.ctx.now()}
        if fail:
            return {"success": False, "error": "refused after drawing an id"}
        self.state["interviews"].append(row)
        return {"success": True, "message": "scheduled", "data": row}

    def add_with_id(self, interview_id):
        self.state["interviews"].append({"interview_id": interview_id, "at": self.ctx.now()})
        return {"success": True, "message": "added"}

    def add_card(self):
        card = {"card_id": self.ctx.new_id("card")}
        self.state["cards"].append(card)
        return {"success": True, "message": "added", "data": card}
"""

STATE = {
    "interviews": [{"interview_id": "INT-301", "at": "x"}, {"interview_id": "INT-302", "at": "y"}],
    "applications": [{"application_id": "APP-001"}, {"application_id": "APP-004"}],
    "appointments": [{"appointment_id": "APP-002"}],
    "cards": [{"card_id": "card_9f3a0c77e1"}, {"card_id": "card_04b2aa19d0"}],
}
KEYS = {
    "interviews": "interview_id",
    "applications": "application_id",
    "appointments": "appointment_id",
    "cards": "card_id",
}


def _runtime(seed: int = 0, start: str = "2025-01-15T09:00:00+00:00") -> EnvRuntime:
    return EnvRuntime(
        code=CODE,
        class_name="Hiring",
        tools=["schedule", "add_with_id", "add_card"],
        primary_keys=KEYS,
        state=STATE,
        seed=seed,
        start=start,
    )


def _made(runtime: EnvRuntime, prefix: str, **more: object) -> dict:
    outcome = runtime.call("schedule", {"prefix": prefix, **more})["result"]
    assert outcome["success"], outcome
    return dict(outcome["data"])


@pytest.mark.parametrize("prefix", ["int", "INT", "interview", "interviews", "INT-"])
def test_a_numbered_table_continues_its_sequence(prefix: str) -> None:
    runtime = _runtime()
    assert _made(runtime, prefix)["interview_id"] == "INT-303"
    assert _made(runtime, prefix)["interview_id"] == "INT-304"


def test_a_failed_call_gives_its_id_back_and_the_run_replays() -> None:
    clean, mistaken = _runtime(), _runtime()
    expected = _made(clean, "int")
    assert mistaken.call("schedule", {"prefix": "int", "fail": True})["result"]["success"] is False
    assert _made(mistaken, "int") == expected
    assert mistaken.hash() == clean.hash()


def test_an_id_the_agent_gave_a_row_is_not_made_again() -> None:
    runtime = _runtime()
    assert runtime.call("add_with_id", {"interview_id": "INT-303"})["result"]["success"]
    assert _made(runtime, "int")["interview_id"] == "INT-304"


def test_tables_sharing_a_head_share_its_numbers() -> None:
    runtime = _runtime()
    made = {_made(runtime, prefix)["interview_id"] for prefix in ("app", "appt", "appointment")}
    assert made == {"APP-005", "APP-006", "APP-007"}


def test_random_ids_keep_their_shape() -> None:
    outcome = _runtime().call("add_card", {})["result"]
    card_id = outcome["data"]["card_id"]
    assert re.fullmatch(r"card_[0-9a-f]{10}", card_id)
    assert card_id not in {row["card_id"] for row in STATE["cards"]}


def test_a_prefix_no_table_has_keeps_the_old_form() -> None:
    assert re.fullmatch(r"ticket_[0-9a-f]{10}", _made(_runtime(), "ticket")["interview_id"])


def test_another_seed_numbers_further_on_in_the_same_format() -> None:
    numbers = {int(_made(_runtime(seed), "int")["interview_id"].removeprefix("INT-")) for seed in (1, 2, 3)}
    assert all(number > 303 for number in numbers) and len(numbers) > 1
    assert _made(_runtime(2), "int") == _made(_runtime(2), "int")  # the same seed, the same id


def test_the_clock_starts_where_the_runtime_is_told() -> None:
    made = _made(_runtime(start="2025-03-19T09:00:00+00:00"), "int")
    assert made["at"] == "2025-03-19T09:00:00+00:00"
    runtime = _runtime()
    runtime.reset(start="2025-04-01T08:00:00+00:00")
    assert _made(runtime, "int")["at"] == "2025-04-01T08:00:00+00:00"
    runtime.reset()  # a run without a clock of its own starts at the load's
    assert _made(runtime, "int")["at"] == "2025-01-15T09:00:00+00:00"


def test_a_clock_that_is_no_datetime_is_refused() -> None:
    with pytest.raises(ValueError):
        _runtime(start="the nineteenth of March")
    with pytest.raises(ValueError):
        _runtime().reset(start="soon")


def test_a_context_without_a_state_makes_the_old_ids() -> None:
    assert re.fullmatch(r"int_[0-9a-f]{10}", EnvContext(0).new_id("int"))
