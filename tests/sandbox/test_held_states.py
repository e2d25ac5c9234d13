"""States the worker holds: a state sent again is named instead, and every answer is what sending it gives."""

from __future__ import annotations

import copy
import json
import marshal
from collections.abc import Iterator
from typing import Any

import pytest

from synthesis.sandbox import SandboxSession
from synthesis.sandbox.held_states import BYTES_HELD, MAX_HELD_BYTES, STATES_HELD, HeldStates
from tests.sandbox.conftest import SessionFactory, load_shop, shop_state


@pytest.fixture
def sent(shop: SandboxSession, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """The requests ``shop`` sends, decoded."""
    requests: list[dict[str, Any]] = []
    exchange = shop._exchange

    def recording(data: bytes) -> dict[str, Any]:
        requests.append(json.loads(data))
        return exchange(data)

    monkeypatch.setattr(shop, "_exchange", recording)
    yield requests


def stocked(stock: Any) -> dict[str, list[dict[str, Any]]]:
    state = shop_state()
    state["items"][0]["stock"] = stock
    return state


def test_a_state_sent_again_is_named_and_answers_the_same(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    calls = [("set_stock", {"item_id": "item_a", "stock": 9}), ("list_items", {})]
    first = shop.run_calls(calls, state=stocked(4))
    second = shop.run_calls(calls, state=stocked(4))  # another object, the same content
    assert "state" in sent[0] and sent[0]["hold"] == {"state": sent[0]["hold"]["state"]}
    assert "state" not in sent[1] and sent[1]["held"] == sent[0]["hold"]
    assert second == first
    assert first.final_state["items"][0]["stock"] == 9
    # The run changed the state it started from; the held one is as it was sent.
    third = shop.run_calls([("list_items", {})], state=stocked(4))
    assert "state" not in sent[2]
    assert third.results[0]["data"][0]["stock"] == 4


def test_equal_values_of_other_types_are_other_states(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    finals = [shop.run_calls([], state=stocked(value)).final_state for value in (1, 1.0, True, 1)]
    assert [type(f["items"][0]["stock"]) for f in finals] == [int, float, bool, int]
    assert ["state" in request for request in sent] == [True, True, True, False]


def test_a_state_changed_in_place_between_requests_is_sent_again(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    state = stocked(5)
    shop.run_calls([], state=state)
    state["items"][0]["stock"] = 6
    run = shop.run_calls([], state=state)
    assert "state" in sent[1]
    assert run.final_state["items"][0]["stock"] == 6


def test_checks_hold_and_name_states_in_one_request(shop: SandboxSession, sent: list[dict[str, Any]]) -> None:
    source = "def check(final_state, initial_state):\n    return final_state == initial_state\n"
    state = stocked(2)
    same = shop.run_checks([("c", source)], final_state=state, initial_state=copy.deepcopy(state))
    assert same["c"].passed is True
    # The initial state is held as sent, the final state (the same content) named in the same request.
    assert "final_state" not in sent[0]
    assert sent[0]["held"] == {"final_state": sent[0]["hold"]["initial_state"]}
    other = shop.run_checks([("c", source)], final_state=stocked(5), initial_state=state)
    assert other["c"].passed is False
    assert "final_state" in sent[1] and "initial_state" not in sent[1]


def test_a_worker_without_the_state_gets_it_in_full(shop: SandboxSession, sent: list[dict[str, Any]]) -> None:
    state = stocked(7)
    # The parent believes the worker holds it under an id the worker never had (a request it could not read).
    shop._states_held._held[marshal.dumps(state, 2)] = "never-sent"
    run = shop.run_calls([("list_items", {})], state=state)
    assert run.results[0]["data"][0]["stock"] == 7
    assert sent[0]["held"] == {"state": "never-sent"} and "state" not in sent[0]
    assert "state" in sent[1] and "held" not in sent[1] and sent[1]["drop_all"] is True
    assert "drop_all" not in shop._states_held.prepare({"op": "run", "state": state, "calls": []})


def test_more_states_than_held_are_answered_right(shop: SandboxSession, sent: list[dict[str, Any]]) -> None:
    stocks = range(
        100, 100 + STATES_HELD + 4
    )  # more than are held, cycled: each is dropped before it is back
    for _ in range(2):
        for stock in stocks:
            run = shop.run_calls([("list_items", {})], state=stocked(stock))
            assert run.results[0]["data"][0]["stock"] == stock
    assert len(shop._states_held) == STATES_HELD
    # The parent tells the worker what to drop, oldest first (the state loaded before these, then each).
    assert len(sent) == 2 * len(stocks) and not any("held" in request for request in sent)  # none refused
    holds = [request["hold"]["state"] for request in sent]
    dropped = [state_id for request in sent for state_id in request.get("drop", [])]
    assert dropped[1:] == holds[: len(dropped) - 1]
    assert len(holds) + 1 - len(dropped) == STATES_HELD
    # The worker let go of what it was told to drop, and still holds the rest.
    with pytest.raises(ValueError, match="no state held under that id"):
        shop._request_once({"op": "run", "calls": [], "held": {"state": dropped[-1]}}, needs_env=True)
    kept = shop._request_once({"op": "run", "calls": [], "held": {"state": holds[-1]}}, needs_env=True)
    assert kept["state"]["items"][0]["stock"] == stocks[-1]


def test_large_states_are_held_up_to_a_budget() -> None:
    held = HeldStates()
    big = (MAX_HELD_BYTES - 1024) // 2  # two copies of one text per state: under the per-state limit
    for n in range(BYTES_HELD // MAX_HELD_BYTES + 3):
        text = str(n) * big
        held.prepare({"op": "run", "state": {"t": [{"a": text, "b": text}]}, "calls": []})
    assert len(held) == BYTES_HELD // (MAX_HELD_BYTES - 1024 + 64)
    too_big = {"op": "run", "state": {"t": [{"a": "x" * MAX_HELD_BYTES}]}, "calls": []}
    assert held.prepare(too_big) is too_big


def test_a_load_names_a_held_state(make_session: SessionFactory) -> None:
    session = make_session()
    load_shop(session)
    load_shop(session, seed=3)
    assert session.run_calls([("list_items", {})], state=shop_state()).results[0]["data"][0]["stock"] == 3


def test_requests_that_may_change_a_state_cannot_use_held_ones(shop: SandboxSession) -> None:
    shop.run_calls([], state=stocked(1))
    state_id = list(shop._states_held._held.values())[-1]
    with pytest.raises(ValueError, match="cannot hold or use held states"):
        shop._request({"op": "conditions", "exprs": ["True"], "args": {}, "held": {"state": state_id}})
    with pytest.raises(ValueError, match="map state fields to ids"):
        shop._request({"op": "run", "calls": [], "held": {"code": state_id}})
    with pytest.raises(ValueError, match="hold names 'state', which is no state"):
        shop._request({"op": "run", "calls": [], "hold": {"state": "s-new"}})


def test_what_marshal_refuses_or_no_op_holds_is_sent_as_it_is() -> None:
    class Row(dict[str, Any]):
        pass

    held = HeldStates()
    messages: list[dict[str, Any]] = [
        {"op": "run", "state": {"items": [Row(id="a")]}, "calls": []},
        {"op": "conditions", "state": shop_state()},
        {"op": "run", "state": None, "calls": []},
    ]
    for message in messages:
        assert held.prepare(message) is message
    assert len(held) == 0


def test_the_parent_mirrors_the_worker() -> None:
    from synthesis.sandbox import held_states
    from synthesis.sandbox import worker as worker_module

    assert held_states.STATES_HELD < worker_module.STATES_CAP  # the worker's cap is a backstop only
    assert held_states.STATE_NOT_HELD == worker_module.STATE_NOT_HELD
    assert held_states.HOLDING_OPS == worker_module.HOLDING_OPS
    assert set(held_states.STATE_FIELDS) == worker_module.STATE_FIELDS
