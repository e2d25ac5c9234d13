"""Tables the worker holds: a table sent again is named, a run replies with what it changed, and every
answer is what sending the whole state gives."""

from __future__ import annotations

import copy
import json
import marshal
from collections.abc import Iterator
from typing import Any

import pytest

from synthesis.sandbox import SandboxSession
from synthesis.sandbox.errors import SandboxFailure
from synthesis.sandbox.held_states import (
    BYTES_HELD,
    MAX_HELD_BYTES,
    TABLES_HELD,
    HeldTables,
    remembered_table_bytes,
    states_from_changes,
    tables_unchanged,
)
from synthesis.sandbox.holding import TableBytes, changed_tables, marshalled, take_held_tables
from tests.sandbox.conftest import SHOP_CODE, SHOP_KEYS, SessionFactory, load_shop, shop_state

ORDERS = [{"id": "o1", "item": "item_a", "qty": 2}, {"id": "o2", "item": "item_a", "qty": 5}]


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
    state["orders"] = copy.deepcopy(ORDERS)
    return state


def test_a_state_sent_again_is_named_and_answers_the_same(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    calls = [("set_stock", {"item_id": "item_a", "stock": 9}), ("list_items", {})]
    first = shop.run_calls(calls, state=stocked(4))
    second = shop.run_calls(calls, state=stocked(4))  # another object, the same content
    assert set(sent[0]["state"]) == {"items", "orders"}
    assert [name for name, _ in sent[0]["tables"]["state"]] == ["items", "orders"]
    assert sent[1]["state"] == {} and sent[1]["tables"] == sent[0]["tables"]
    assert second == first
    assert first.final_state == {"items": [{**stocked(4)["items"][0], "stock": 9}], "orders": ORDERS}
    # The run changed the state it started from; the held one is as it was sent.
    third = shop.run_calls([("list_items", {})], state=stocked(4))
    assert third.results[0]["data"][0]["stock"] == 4


def test_a_run_replies_with_the_tables_it_changed(
    shop: SandboxSession, monkeypatch: pytest.MonkeyPatch
) -> None:
    replies: list[dict[str, Any]] = []
    exchange = shop._exchange

    def recording(data: bytes) -> dict[str, Any]:
        reply = exchange(data)
        replies.append(reply)
        return reply

    monkeypatch.setattr(shop, "_exchange", recording)
    state = stocked(4)
    changed = shop.run_calls([("set_stock", {"item_id": "item_a", "stock": 9})], state=state)
    unchanged = shop.run_calls([("list_items", {})], state=state)
    assert replies[0]["value"]["changed"] == {"items": changed.final_state["items"]}
    assert replies[0]["value"]["order"] == ["items", "orders"] and "state" not in replies[0]["value"]
    assert replies[1]["value"]["changed"] == {} and unchanged.final_state == state
    # The tables not sent back are the parent's own copies: changing them changes nothing else.
    unchanged.final_state["orders"][0]["qty"] = 99
    assert state["orders"][0]["qty"] == 2 and changed.final_state["orders"][0]["qty"] == 2


REKEYING_CODE = """
class Rekeying:
    def __init__(self, state, ctx):
        self.state = state

    def archive(self):
        self.state["archive"] = self.state.pop("items")
        return {"success": True, "message": "done"}

    def retype(self):
        self.state["items"][0]["stock"] = self.state["items"][0]["stock"] + 0.5
        return {"success": True, "message": "done"}

    def reorder(self):
        self.state["items"] = self.state.pop("items")
        return {"success": True, "message": "done"}
"""


@pytest.mark.parametrize("tool", ["archive", "retype", "reorder"])
def test_a_completed_state_is_the_whole_state(make_session: SessionFactory, tool: str) -> None:
    """Tables added, removed, moved or retyped come back as the whole state's reply gives them."""
    session = make_session()
    state = stocked(4)
    session.load_environment(
        code=REKEYING_CODE,
        class_name="Rekeying",
        tools=["archive", "retype", "reorder"],
        primary_keys=SHOP_KEYS,
        state=state,
    )
    run = session.run_calls([(tool, {})], state=state)
    assert run.results == [{"success": True, "message": "done"}]
    whole = session.state()
    assert run.final_state == whole and list(run.final_state) == list(whole)
    assert json.dumps(run.final_state) == json.dumps(whole)
    assert json.dumps(run.final_state) != json.dumps(state)  # each tool changes the state as text
    if tool == "retype":
        assert run.final_state["items"][0]["stock"] == 4.5


def test_a_reply_that_does_not_add_up_ends_the_session(shop: SandboxSession) -> None:
    blobs = {"items": marshal.dumps(shop_state()["items"], 2)}
    with pytest.raises(SandboxFailure) as failure:
        shop._completed({"changed": {}, "order": ["items", "secrets"]}, blobs, None)
    assert failure.value.reason == "protocol" and not shop.alive
    for forged in (
        {"changed": {"x": []}, "order": ["items"]},  # a changed table left out of the order
        {"changed": {}, "order": ["items", "items"]},
        {"changed": [], "order": ["items"]},
        {"changed": {}, "order": [["items"]]},
    ):
        with pytest.raises(SandboxFailure):
            shop._completed(forged, blobs, None)


def test_equal_values_of_other_types_are_other_tables(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    finals = [shop.run_calls([], state=stocked(value)).final_state for value in (1, 1.0, True, 1)]
    assert [type(f["items"][0]["stock"]) for f in finals] == [int, float, bool, int]
    assert ["items" in request["state"] for request in sent] == [True, True, True, False]
    assert ["orders" in request["state"] for request in sent] == [True, False, False, False]


def test_a_state_changed_in_place_between_requests_sends_what_changed(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    state = stocked(5)
    shop.run_calls([], state=state)
    state["items"][0]["stock"] = 6
    run = shop.run_calls([], state=state)
    assert set(sent[1]["state"]) == {"items"}
    assert run.final_state["items"][0]["stock"] == 6


def test_checks_on_a_state_sharing_tables_send_only_the_others(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    source = "def check(final_state, initial_state):\n    return final_state == initial_state\n"
    state = stocked(2)
    same = shop.run_checks([("c", source)], final_state=state, initial_state=copy.deepcopy(state))
    assert same["c"].passed is True
    # The final state's tables are held as sent, the initial state (the same content) named in one request.
    assert set(sent[0]["final_state"]) == {"items", "orders"} and sent[0]["initial_state"] == {}
    assert sent[0]["tables"]["initial_state"] == sent[0]["tables"]["final_state"]
    perturbed = {**state, "orders": [{**ORDERS[0], "qty": 3}, ORDERS[1]]}
    other = shop.run_checks([("c", source)], final_state=perturbed, initial_state=state)
    assert other["c"].passed is False
    assert set(sent[1]["final_state"]) == {"orders"} and sent[1]["initial_state"] == {}


def test_a_caller_that_vouches_for_its_tables_has_each_read_once(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    # Within ``tables_unchanged`` the caller's bytes name its tables: each table object is read once, and the
    # requests are the ones reading every table would make.
    read: list[int] = []
    known: dict[int, tuple[Any, bytes]] = {}

    def table_bytes(rows: Any) -> bytes:  # as a proof's memo does: by the table's identity
        if id(rows) not in known:
            read.append(id(rows))
            known[id(rows)] = (rows, marshal.dumps(rows, 2))
        return known[id(rows)][1]

    source = "def check(final_state, initial_state):\n    return final_state == initial_state\n"
    state = stocked(2)
    perturbed = {**state, "orders": [{**ORDERS[0], "qty": 3}, ORDERS[1]]}
    with tables_unchanged(table_bytes):
        run = shop.run_calls([("set_stock", {"item_id": "item_a", "stock": 3})], state=state)
        same = shop.run_checks([("c", source)], final_state=state, initial_state=state)
        other = shop.run_checks([("c", source)], final_state=perturbed, initial_state=state)
    assert run.final_state["items"][0]["stock"] == 3 and run.final_state["orders"] == ORDERS
    assert run.final_state["orders"] is state["orders"]  # an unchanged table is the caller's own: no copy
    assert same["c"].passed is True and other["c"].passed is False
    assert sorted(read) == sorted({id(t) for t in (*state.values(), *perturbed.values())})  # once each
    assert set(sent[2]["final_state"]) == {"orders"} and sent[2]["initial_state"] == {}
    # Outside the block the session reads the tables again: a table changed in place is sent as it is now.
    state["items"][0]["stock"] = 7
    again = shop.run_calls([], state=state)
    assert again.final_state["items"][0]["stock"] == 7 and set(sent[3]["state"]) == {"items"}
    assert (
        again.final_state["orders"] == state["orders"] and again.final_state["orders"] is not state["orders"]
    )


def test_a_worker_without_the_table_gets_it_in_full(shop: SandboxSession, sent: list[dict[str, Any]]) -> None:
    state = stocked(7)
    # The parent believes the worker holds a table under an id it never had (a request it could not read).
    shop._tables_held._held[marshal.dumps(state["items"], 2)] = "never-sent"
    run = shop.run_calls([("list_items", {})], state=state)
    assert run.results[0]["data"][0]["stock"] == 7
    assert ["items", "never-sent"] in sent[0]["tables"]["state"] and "items" not in sent[0]["state"]
    assert set(sent[1]["state"]) == {"items", "orders"} and sent[1]["drop_all"] is True
    assert "drop_all" not in shop._tables_held.prepare({"op": "run", "state": state, "calls": []}).message


def test_more_tables_than_held_are_answered_right(shop: SandboxSession, sent: list[dict[str, Any]]) -> None:
    stocks = range(
        100, 100 + TABLES_HELD + 4
    )  # more than are held, cycled: each is dropped before it is back
    for _ in range(2):
        for stock in stocks:
            run = shop.run_calls([("list_items", {})], state={"items": stocked(stock)["items"]})
            assert run.results[0]["data"][0]["stock"] == stock
    assert len(shop._tables_held) == TABLES_HELD
    # The parent tells the worker what to drop, oldest first (the state loaded before these, then each).
    assert len(sent) == 2 * len(stocks) and all("items" in request["state"] for request in sent)
    holds = [request["tables"]["state"][0][1] for request in sent]
    dropped = [table_id for request in sent for table_id in request.get("drop", [])]
    assert dropped[1:] == holds[: len(dropped) - 1]
    assert len(holds) + 1 - len(dropped) == TABLES_HELD
    # The worker let go of what it was told to drop, and still holds the rest.
    with pytest.raises(ValueError, match="no table held under that id"):
        shop._request_once(
            {"op": "run", "calls": [], "tables": {"state": [["items", dropped[-1]]]}}, needs_env=True
        )
    kept = shop._request_once(
        {"op": "run", "calls": [], "tables": {"state": [["items", holds[-1]]]}}, needs_env=True
    )
    assert kept["state"]["items"][0]["stock"] == stocks[-1]


def test_large_tables_are_held_up_to_a_budget() -> None:
    held = HeldTables()
    big = (MAX_HELD_BYTES - 1024) // 2  # two copies of one text per table: under the per-table limit
    for n in range(BYTES_HELD // MAX_HELD_BYTES + 3):
        text = str(n) * big
        held.prepare({"op": "run", "state": {"t": [{"a": text, "b": text}]}, "calls": []})
    assert len(held) == BYTES_HELD // (MAX_HELD_BYTES - 1024 + 64)
    too_big = held.prepare({"op": "run", "state": {"t": [{"a": "x" * MAX_HELD_BYTES}], "u": []}, "calls": []})
    assert too_big.message["tables"]["state"][0] == ["t", ""] and "t" in too_big.message["state"]
    again = held.prepare({"op": "run", "state": {"t": [{"a": "x" * MAX_HELD_BYTES}], "u": []}, "calls": []})
    assert "t" in again.message["state"] and "u" not in again.message["state"]


def test_a_load_names_held_tables(make_session: SessionFactory) -> None:
    session = make_session()
    load_shop(session)
    load_shop(session, seed=3)
    assert session.run_calls([("list_items", {})], state=shop_state()).results[0]["data"][0]["stock"] == 3


def test_requests_that_may_change_a_state_cannot_use_held_ones(shop: SandboxSession) -> None:
    shop.run_calls([], state=stocked(1))
    table_id = list(shop._tables_held._held.values())[-1]
    with pytest.raises(ValueError, match="cannot hold or use held tables"):
        shop._request({"op": "hash", "tables": {"state": [["t", table_id]]}})
    malformed: list[tuple[Any, Any, str]] = [
        ({"code": [["t", table_id]]}, None, "lists of"),
        ({"state": [["t", table_id, "x"]]}, None, "lists of"),
        ({"state": [["t", table_id], ["t", table_id]]}, None, "named twice"),
        ({"state": [["t", table_id]]}, {"u": []}, "every table sent must be named"),
        ({"state": [["t", table_id]]}, [], "which is no state"),
    ]
    for tables, state, message in malformed:
        request: dict[str, Any] = {"op": "run", "calls": [], "tables": tables}
        if state is not None:
            request["state"] = state
        with pytest.raises(ValueError, match=message):
            shop._request_once(request, needs_env=True)


def test_what_marshal_refuses_or_no_op_holds_is_sent_as_it_is() -> None:
    class Row(dict[str, Any]):
        pass

    held = HeldTables()
    messages: list[dict[str, Any]] = [
        {"op": "run", "state": {"items": [Row(id="a")]}, "calls": [], "changed_only": True},
        {"op": "state", "state": shop_state()},  # (an op that holds nothing)
        {"op": "run", "state": None, "calls": []},
    ]
    prepared = [held.prepare(message) for message in messages]
    assert prepared[0].message == {k: v for k, v in messages[0].items() if k != "changed_only"}
    assert [p.message is m for p, m in zip(prepared[1:], messages[1:], strict=True)] == [True, True]
    assert len(held) == 0


def test_a_state_that_cannot_be_held_gets_the_whole_state_back(shop: SandboxSession) -> None:
    class Row(dict[str, Any]):
        pass

    run = shop.run_calls(
        [("set_stock", {"item_id": "item_a", "stock": 2})], state={"items": [Row(shop_state()["items"][0])]}
    )
    assert run.final_state["items"][0]["stock"] == 2 and type(run.final_state["items"][0]) is dict


def test_changed_tables_are_exact() -> None:
    start = {"a": [{"x": 1}], "b": [{"x": 1.0}], "c": [{"x": 1, "y": 2}], "d": []}
    final = {"a": [{"x": 1}], "b": [{"x": 1}], "c": [{"y": 2, "x": 1}], "e": [], "d": [(1, 2)]}
    assert changed_tables(start, final) == {"b": [{"x": 1}], "c": [{"y": 2, "x": 1}], "e": [], "d": [(1, 2)]}
    assert changed_tables(start, {"a": [{"x": object()}]}).keys() == {"a"}  # marshal refuses: changed
    # The same with the bytes known beforehand: the start tables' kept, the final ones given by name.
    known = TableBytes()
    final_bytes = {name: marshalled(rows) for name, rows in final.items() if name != "c"}
    for _ in range(2):  # made, then found
        assert changed_tables(start, final, start_bytes=known, final_bytes=final_bytes) == changed_tables(
            start, final
        )
    refused = {"a": [{"x": object()}]}
    assert changed_tables(start, refused, start_bytes=known, final_bytes={"a": None}).keys() == {"a"}


def test_table_bytes_are_kept_for_held_tables_only() -> None:
    held: dict[str, Any] = {f"t{i}": [{"id": i}] for i in range(3)}
    known = TableBytes()
    others = [[{"id": -i}] for i in range(TableBytes.SPARE + 1)]
    for rows in [*held.values(), *others]:
        assert known.of(rows) == marshal.dumps(rows, 2)
    known.keep_held(held)  # more than SPARE others: only the held tables' entries stay
    assert set(known._known) == set(map(id, held.values()))
    assert known.of(held["t1"]) == marshal.dumps([{"id": 1}], 2)


def test_the_worker_holds_what_it_is_sent_and_names_the_rest() -> None:
    held: dict[str, Any] = {"t0": [{"id": 1}]}
    request: dict[str, Any] = {
        "op": "checks",
        "final_state": {"b": [{"id": 2}]},
        "initial_state": {},
        "tables": {"final_state": [["a", "t0"], ["b", "t1"]], "initial_state": [["b", "t1"], ["a", "t0"]]},
        "drop": ["gone"],
    }
    assert take_held_tables(held, request) is None
    assert request["final_state"] == {"a": [{"id": 1}], "b": [{"id": 2}]}
    assert list(request["initial_state"]) == ["b", "a"] and request["initial_state"]["b"] is held["t1"]
    assert "tables" not in request and "drop" not in request
    assert (
        take_held_tables(held, {"op": "run", "tables": {"state": [["a", "t9"]]}})
        == "no table held under that id"
    )


def _by_marshal(rows: Any) -> bytes:
    return marshal.dumps(rows, 2)


@pytest.mark.parametrize(
    ("code", "class_name", "calls"),
    [
        (SHOP_CODE, "Shop", [("set_stock", {"item_id": "item_a", "stock": 3}), ("list_items", {}),
                             ("add_item", {"name": "lamp"}), ("set_stock", {"item_id": "nope", "stock": 1}),
                             ("remove_item", {"item_id": "item_a"})]),
        (REKEYING_CODE, "Rekeying", [("retype", {}), ("reorder", {}), ("archive", {}), ("retype", {})]),
    ],
)  # fmt: skip
def test_states_after_each_call_are_the_same_told_as_changes(
    make_session: SessionFactory, code: str, class_name: str, calls: list[tuple[str, dict[str, Any]]]
) -> None:
    # A vouching caller gets each state after a call as the tables the call changed (the others shared with
    # the state before it): the states are those the whole states give, as JSON text and table order.
    session = make_session()
    tools = sorted({name for name, _ in calls})
    state = stocked(4)
    keys = SHOP_KEYS
    session.load_environment(code=code, class_name=class_name, tools=tools, primary_keys=keys, state=state)
    whole = session.run_calls(calls, state=state, states_after=True, stop_on_failure=False)
    with tables_unchanged(_by_marshal):
        told = session.run_calls(calls, state=state, states_after=True, stop_on_failure=False)
    assert whole.states_after is not None and told.states_after is not None
    assert len(told.states_after) == len(calls) and [json.dumps(s) for s in told.states_after] == [
        json.dumps(s) for s in whole.states_after
    ]
    assert json.dumps(told.final_state) == json.dumps(whole.final_state)
    # Tables a call left alone are the very objects of the state before it (the first: the caller's own).
    shared = [
        name
        for before, after in zip([state, *told.states_after], told.states_after, strict=False)
        for name in after
        if name in before and after[name] is before[name]
    ]
    assert shared and not any(
        after[name] is before[name]
        for before, after in zip([state, *whole.states_after], whole.states_after, strict=False)
        for name in after
        if name in before
    )


def test_states_told_as_changes_that_do_not_add_up_are_refused() -> None:
    start = {"a": [{"x": 1}], "b": []}
    assert states_from_changes(start, [{"changed": {"a": []}, "order": ["b", "a"]}]) == [{"b": [], "a": []}]
    assert states_from_changes(start, [{"state": {"c": []}}, {"changed": {}, "order": ["c"]}]) == [
        {"c": []},
        {"c": []},
    ]
    for forged in (
        [{"changed": {}, "order": ["a", "z"]}],  # a table neither told nor held before
        [{"changed": {"z": []}, "order": ["a"]}],  # a changed table left out of the order
        [{"changed": {}, "order": ["a", "a"]}],
        [{"changed": [], "order": ["a"]}],
        [["a"]],
        {"changed": {}},
        [{"state": []}],
    ):
        assert states_from_changes(start, forged) is None, forged


def test_conditions_name_held_tables_and_one_that_changes_them_gets_copies(
    shop: SandboxSession, sent: list[dict[str, Any]]
) -> None:
    """A condition may call anything its names offer: one that plainly only reads gets the held tables, one
    that may change them (``append``) gets copies, so the held table answers the next condition unchanged."""
    state = {"orders": copy.deepcopy(ORDERS)}
    changing = "state['orders'].append({'id': 'o3'}) is None and len(state['orders']) == 3"
    reading = "len(state['orders']) == 2 and one('orders', id='o2')['qty'] == 5"
    with tables_unchanged(remembered_table_bytes()):
        outcomes = [
            shop.eval_conditions([expr], args={}, state=state) for expr in (changing, reading, changing)
        ]
    assert [o[0].value for o in outcomes] == [True, True, True]
    assert [o[0].error for o in outcomes] == [None, None, None]
    assert sent[0]["state"] == state and sent[1]["state"] == {} and sent[2]["state"] == {}
    assert sent[1]["tables"]["state"] == sent[0]["tables"]["state"]  # named, not sent again
    assert state == {"orders": ORDERS}


def test_only_plain_reading_conditions_read_held_tables() -> None:
    from synthesis.sandbox.conditions import reads_only

    reading = [
        "exists('orders', id=args['order_id'])",
        "one('orders', id='o1')['status'].lower() in ('open', 'paid')",
        "len([r for r in state['orders'] if r.get('qty', 0) > 2]) == count('orders')",
        "sorted(new_rows('orders'), key=lambda r: r['id'])[0]['id'] == 'o1'",
        "all(k in row for row in state.values() for k in row.keys())",
    ]
    changing = [
        "state['orders'].append({}) is None",
        "one('orders', id='o1').update({'qty': 0}) is None",
        "[0 for state['x'] in [1]]",
        "rows('orders').sort() is None",
        "(lambda r: r.clear())(state) is None",
        "state['orders'].pop() and True",
        "dict.update(state, {}) is None",
        "getattr(state, 'clear')() is None",
        "sorted(rows('orders'), key=state['orders'].append) is not None",
        "min(rows('orders'), key=one('orders', id='o1').update) is not None",
        "not a condition (",
    ]
    assert [reads_only(e) for e in reading] == [True] * len(reading)
    assert [reads_only(e) for e in changing] == [False] * len(changing)
    assert reads_only(123) is False  # type: ignore[arg-type]
