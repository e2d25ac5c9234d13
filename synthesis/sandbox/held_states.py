"""The parent's side of the states a sandbox worker holds (``worker.take_held_states``).

A proof sends its scenario's initial state in nearly every request (each run starts from it, each check list
compares with it): ~6 kB of JSON to encode in the parent and decode in the worker, ten and more times per
scenario. The worker keeps the states it was sent under ids the parent gives; a request then names a held
state instead of carrying it.

A state is known again by its ``marshal`` bytes (version 2, no back-references), not by its identity: callers
may change a state between requests. Equal bytes are equal content: marshal writes exact types (``1``,
``1.0`` and ``True`` differ), float bits and key order, so the held state encodes to the very JSON text the
state would have been sent as. What marshal refuses (subclasses, non-JSON values) is sent as before, as are
large states (the worker's memory is the sandbox's).
"""

from __future__ import annotations

import itertools
import marshal
from collections import OrderedDict
from typing import Any

# The parent decides what the worker holds: it drops the least recently used beyond these and tells the
# worker which ids to drop (the worker's own cap, ``worker.STATES_CAP``, is a backstop only).
STATES_HELD = 64  # a proof asks about a handful; a check batch over many scenarios cycles through more
BYTES_HELD = 4 << 20  # marshal bytes, about the JSON's size: the decoded states live in the worker's memory
MAX_HELD_BYTES = 1 << 20  # larger states are sent each time
STATE_NOT_HELD = "no state held under that id"  # the worker's refusal (``worker.STATE_NOT_HELD``)
HOLDING_OPS = frozenset({"load", "run", "reset", "checks"})  # the worker's ``HOLDING_OPS``
STATE_FIELDS = ("state", "initial_state", "final_state")
_ids = itertools.count()


class HeldStates:
    """Which states the worker holds, by their marshal bytes; ``prepare`` rewrites a request to use them."""

    def __init__(self) -> None:
        self._held: OrderedDict[bytes, str] = OrderedDict()  # least recently used first
        self._bytes = 0
        self._drop_all = False  # the next request tells the worker to drop what it holds

    def __len__(self) -> int:
        return len(self._held)

    def forget(self) -> None:
        """Hold nothing (the worker said it lacks a state): every state goes in full, and the worker is told
        to drop what it holds with the next request."""
        self._held.clear()
        self._bytes = 0
        self._drop_all = True

    def prepare(self, message: dict[str, Any]) -> dict[str, Any]:
        """``message`` with each state the worker holds named instead of sent, each state it sends held under
        a new id, and what the worker may let go of; ``message`` itself when nothing is or can be held. The
        worker drops first, then holds, then uses the held ones (a state sent twice in one request is held by
        its first field and named by the second)."""
        if message.get("op") not in HOLDING_OPS:
            return message
        found: dict[str, tuple[bytes, str | None]] = {}
        for field in STATE_FIELDS:
            state = message.get(field)
            if type(state) is not dict:
                continue
            try:
                blob = marshal.dumps(state, 2)
            except ValueError:
                continue  # not plain JSON values: sent as it is
            if len(blob) <= MAX_HELD_BYTES:
                found[field] = (blob, self._held.get(blob))
        if not found:
            return message
        hold: dict[str, str] = {}
        for field, (blob, state_id) in found.items():
            if state_id is None and blob not in self._held:
                hold[field] = self._held[blob] = f"s{next(_ids)}"
                self._bytes += len(blob)
        held = {field: self._held[blob] for field, (blob, state_id) in found.items() if field not in hold}
        for field in held:
            self._held.move_to_end(found[field][0])
        drop: list[str] = []
        while len(self._held) > STATES_HELD or self._bytes > BYTES_HELD:
            blob, state_id = self._held.popitem(last=False)  # never this request's: they are the newest
            self._bytes -= len(blob)
            drop.append(state_id)
        prepared = {key: value for key, value in message.items() if key not in held}
        if self._drop_all:
            prepared["drop_all"], self._drop_all = True, False
        if drop:
            prepared["drop"] = drop
        if hold:
            prepared["hold"] = hold
        if held:
            prepared["held"] = held
        return prepared
