"""The parent's side of the tables a sandbox worker holds (``holding.take_held_tables``, the protocol).

A proof sends its scenario's initial state in nearly every request (each run starts from it, each check list
compares with it), and final states that share all but a table or two with it: ~6 kB of JSON to encode in
the parent and decode in the worker, ten and more times per scenario. The worker keeps the tables it was
sent under ids the parent gives; a request then names a held table instead of carrying it.

A table is known again by its ``marshal`` bytes (version 2, no back-references), not by its identity:
callers may change a state between requests, unless they vouch they do not (``tables_unchanged``: then the
bytes they made once per table object are used). Equal bytes are equal content: marshal writes exact types
(``1``, ``1.0`` and ``True`` differ), float bits and key order, so the held table encodes to the very JSON
text it would have been sent as. A state marshal refuses (subclasses, non-JSON values) is sent as before;
a table larger than ``MAX_HELD_BYTES`` is sent each time (the worker's memory is the sandbox's).
"""

from __future__ import annotations

import contextlib
import itertools
import marshal
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from synthesis.sandbox.holding import HOLDING_OPS, STATE_FIELDS, TABLE_NOT_HELD, TableBytes

__all__ = [
    "HOLDING_OPS",
    "STATE_FIELDS",
    "TABLE_NOT_HELD",
    "HeldTables",
    "Prepared",
    "tables_unchanged",
    "tables_vouched",
]

# The parent decides what the worker holds: it drops the least recently used beyond these and tells the
# worker which ids to drop (the worker's own cap, ``holding.TABLES_CAP``, is a backstop only).
TABLES_HELD = 1024  # a proof asks about a handful of states; a check batch over many scenarios cycles more
BYTES_HELD = 4 << 20  # marshal bytes, about the JSON's size: the decoded tables live in the worker's memory
MAX_HELD_BYTES = 1 << 20  # larger tables are sent each time
_ids = itertools.count()
# Set by ``tables_unchanged`` for the requests of one block of a caller's code (per thread and task).
_TABLE_BYTES: ContextVar[Callable[[Any], bytes] | None] = ContextVar("table_bytes", default=None)


@contextlib.contextmanager
def tables_unchanged(table_bytes: Callable[[Any], bytes]) -> Iterator[None]:
    """Within the block, the caller vouches that no table it sends is changed afterwards, and gives each
    table's marshal bytes (version 2; ValueError where marshal refuses), which it makes once per table object:
    its requests name tables without reading them again, and a run's final state shares the tables it did not
    change with the state sent (no copies). A proof does this (``execution.CheckMemo``): it never changes a
    state it has sent or been given, and its states share most tables."""
    token = _TABLE_BYTES.set(table_bytes)
    try:
        yield
    finally:
        _TABLE_BYTES.reset(token)


_MISSING = object()


@dataclass
class Prepared:
    """A request as it goes to the worker, and each table's marshal bytes of the fields named by table
    (what a ``changed_only`` run's reply is completed from)."""

    message: dict[str, Any]
    blobs: dict[str, dict[str, bytes]] = field(default_factory=dict)


class HeldTables:
    """Which tables the worker holds, by their marshal bytes; ``prepare`` rewrites a request to use them."""

    def __init__(self) -> None:
        self._held: OrderedDict[bytes, str] = OrderedDict()  # least recently used first
        self._bytes = 0
        self._drop_all = False  # the next request tells the worker to drop what it holds

    def __len__(self) -> int:
        return len(self._held)

    def forget(self) -> None:
        """Hold nothing (the worker said it lacks a table): every table goes in full, and the worker is told
        to drop what it holds with the next request."""
        self._held.clear()
        self._bytes = 0
        self._drop_all = True

    def prepare(self, message: dict[str, Any]) -> Prepared:
        """``message`` with each state field named table by table: the tables the worker holds by id, the
        others sent and held under new ids, and what the worker may let go of; ``message`` itself when no
        field can be named. The worker drops first, then holds and uses (a table sent twice in one request
        is held by its first field and named by the second)."""
        if message.get("op") not in HOLDING_OPS:
            return Prepared(message)
        blobs: dict[str, dict[str, bytes]] = {}
        table_bytes = _TABLE_BYTES.get() or _marshalled
        for name in STATE_FIELDS:
            state = message.get(name)
            if type(state) is not dict:
                continue
            try:
                blobs[name] = {table: table_bytes(rows) for table, rows in state.items()}
            except ValueError:
                continue  # not plain JSON values: sent as it is
        if "state" not in blobs and message.get("changed_only"):
            # A run's reply names its unchanged tables only when the parent can complete the state from these.
            message = {key: value for key, value in message.items() if key != "changed_only"}
        if not blobs:
            return Prepared(message)
        prepared = dict(message)
        named: dict[str, list[list[str]]] = {}
        used: set[bytes] = set()
        for name, tables in blobs.items():
            state, sent, pairs = message[name], {}, []
            for table, blob in tables.items():
                table_id = self._held.get(blob)
                if table_id is not None:
                    self._held.move_to_end(blob)
                elif blob in used or len(blob) > MAX_HELD_BYTES:
                    table_id = ""  # sent, not held (too large, or this request already sends it)
                    sent[table] = state[table]
                else:
                    table_id = self._held[blob] = f"t{next(_ids)}"
                    self._bytes += len(blob)
                    sent[table] = state[table]
                used.add(blob)
                pairs.append([table, table_id])
            named[name] = pairs
            prepared[name] = sent
        drop: list[str] = []
        while len(self._held) > TABLES_HELD or self._bytes > BYTES_HELD:
            oldest = next(iter(self._held))
            if oldest in used:
                break  # this request's own tables are the newest: what is left to drop is in use
            self._bytes -= len(oldest)
            drop.append(self._held.pop(oldest))
        if self._drop_all:
            prepared["drop_all"], self._drop_all = True, False
        if drop:
            prepared["drop"] = drop
        prepared["tables"] = named
        return Prepared(prepared, blobs)


def completed_state(value: dict[str, Any], blobs: dict[str, bytes], start: Any) -> dict[str, Any] | None:
    """A ``changed_only`` run's final state: its changed tables as sent, the others copies of the tables it
    started from (from their marshal bytes; ``start``'s own where given), in the final state's order. None:
    the reply names a table it neither sent nor started from (no reply to this request)."""
    changed, order = value.get("changed"), value.get("order")
    if not isinstance(changed, dict) or not isinstance(order, list):
        return None
    state: dict[str, Any] = {}
    for name in order:
        if type(name) is not str or name in state:
            return None
        if name in changed:
            state[name] = changed[name]
        elif name in blobs:
            state[name] = marshal.loads(blobs[name]) if start is None else start[name]
        else:
            return None
    return state if changed.keys() <= state.keys() else None


def states_from_changes(start: dict[str, Any], entries: Any) -> list[dict[str, Any]] | None:
    """The states after each call of a run asked for ``states_changed_only`` (vouched runs only): each
    entry the tables its call changed and the state's table order (``{"changed", "order"}``), the others
    those of the state before it, the first one's ``start`` (shared: nobody changes them), or the whole
    state (``{"state"}``). None: entries that do not add up to states (no reply to this request)."""
    if type(entries) is not list:
        return None
    states: list[dict[str, Any]] = []
    before = start
    for entry in entries:
        if type(entry) is not dict:
            return None
        if "state" in entry and type(entry["state"]) is dict:
            before = entry["state"]
            states.append(before)
            continue
        changed, order = entry.get("changed"), entry.get("order")
        if type(changed) is not dict or type(order) is not list:
            return None
        state: dict[str, Any] = {}
        for name in order:
            if type(name) is not str or name in state:
                return None
            rows = changed[name] if name in changed else before.get(name, _MISSING)
            if rows is _MISSING:
                return None
            state[name] = rows
        if not changed.keys() <= state.keys():
            return None
        states.append(state)
        before = state
    return states


def remembered_table_bytes() -> Callable[[Any], bytes]:
    """What ``tables_unchanged`` takes: each table's marshal bytes, made once per table object (ValueError
    where marshal refuses); it keeps the tables it was asked about alive, so their ids name no others."""
    memo = TableBytes()

    def table_bytes(rows: Any) -> bytes:
        found = memo.of(rows)
        if found is None:
            raise ValueError("marshal refuses this table")
        return found

    return table_bytes


def tables_vouched() -> bool:
    """Whether this code runs inside ``tables_unchanged``: then a run's final state may share the tables it
    did not change with the state the caller sent (the caller changes neither)."""
    return _TABLE_BYTES.get() is not None


def _marshalled(rows: Any) -> bytes:
    return marshal.dumps(rows, 2)
