"""Tables the sandbox worker holds for its parent, so that what it was sent once is named, not sent again.

Standard library only: the worker imports this module as ``holding`` (a flat copy beside ``worker.py``), the
parent (``held_states.HeldTables``) imports its constants, so both sides speak one protocol.

A proof sends its scenario's initial state in nearly every request, and final states that differ from it in
a table or two (a run's result, a check's perturbation, a message table added). The parent names a state
field table by table: ``request["tables"][field]`` lists ``[table name, id]`` in the state's key order,
and the field itself carries only the tables the worker does not hold yet, which it then holds under their
ids (an id of ``""``: sent, not held). ``drop`` and ``drop_all`` let go of held tables first. Held tables are
never changed: every request that may use them reads them or copies them first (a run's reset copies its
state, as do check runs and loads, and conditions that may change what they read: ``conditions.reads_only``).

A run asked for ``changed_only`` replies with the tables of its final state that differ from the state it
started from (``changed_tables``) and the final state's table order, instead of the whole state: the parent
has the rest.
"""

from __future__ import annotations

import marshal
from typing import Any

TABLES_CAP = 4096  # a backstop only: the parent holds fewer (``held_states.TABLES_HELD``)
TABLE_NOT_HELD = "no table held under that id"  # the parent then sends its states in full
STATE_FIELDS = ("state", "final_state", "initial_state", "new")
HOLDING_OPS = frozenset({"load", "run", "reset", "checks", "conditions"})
_MISSING = object()


def take_held_tables(held: dict[str, Any], request: dict[str, Any]) -> str | None:
    """Drop the tables the parent let go of, then put together each state field ``request["tables"]`` names
    (holding the tables it carries); returns why it cannot (None: done). The most recently used are kept
    longest beyond ``TABLES_CAP``."""
    drop, drop_all = request.pop("drop", None), request.pop("drop_all", None)
    named = request.pop("tables", None)
    if drop_all is True:
        held.clear()
    if isinstance(drop, list):
        for table_id in drop:
            if isinstance(table_id, str):
                held.pop(table_id, None)
    if named is None:
        return None
    if request.get("op") not in HOLDING_OPS:
        return "this request cannot hold or use held tables"
    if not isinstance(named, dict) or not all(
        field in STATE_FIELDS and isinstance(pairs, list) for field, pairs in named.items()
    ):
        return "tables must map state fields to lists of [table, id] pairs"
    for field, pairs in named.items():
        sent = request.get(field, {})
        if not isinstance(sent, dict):
            return f"tables names {field!r}, which is no state"
        state: dict[str, Any] = {}
        for pair in pairs:
            if not (type(pair) is list and len(pair) == 2 and type(pair[0]) is str and type(pair[1]) is str):
                return "tables must map state fields to lists of [table, id] pairs"
            name, table_id = pair
            if name in state:
                return f"table {name!r} is named twice"
            rows = sent.get(name, _MISSING)
            if rows is not _MISSING:
                if table_id:
                    held.pop(table_id, None)
                    held[table_id] = rows
            elif table_id in held:
                rows = held[table_id] = held.pop(table_id)  # the most recently used last
            else:
                return TABLE_NOT_HELD
            state[name] = rows
        if not sent.keys() <= state.keys():
            return "every table sent must be named"
        request[field] = state
    while len(held) > TABLES_CAP:
        del held[next(iter(held))]
    return None


def changed_tables(
    start: dict[str, Any],
    final: dict[str, Any],
    *,
    start_bytes: TableBytes | None = None,
    final_bytes: dict[str, bytes | None] | None = None,
) -> dict[str, Any]:
    """The tables of ``final`` whose content is not exactly ``start``'s: compared by their ``marshal`` bytes
    (exact types, float bits and key order, as their JSON text would be); a table marshal refuses is
    changed (its JSON decides, as the whole state's would). ``start_bytes``: the start tables' bytes, kept
    across requests; ``final_bytes``: the final tables' bytes by name, where the caller holds them."""
    changed: dict[str, Any] = {}
    for name, rows in final.items():
        before = start.get(name, _MISSING)
        if before is not _MISSING:
            now = final_bytes[name] if final_bytes is not None and name in final_bytes else marshalled(rows)
            then = start_bytes.of(before) if start_bytes is not None else marshalled(before)
            if now is not None and now == then:
                continue
        changed[name] = rows
    return changed


def changed_since(
    state: dict[str, Any], before: dict[str, bytes | None] | None, now: dict[str, bytes | None] | None
) -> list[str] | None:
    """The tables of ``state`` whose bytes (``now``) differ from those of the state before it (``before``):
    what a run's ``states_changed_only`` reply carries for a call; None where either is not known (then the
    whole state goes)."""
    if before is None or now is None or now.keys() != state.keys():
        return None
    return [name for name in state if now[name] is None or now[name] != before.get(name)]


def marshalled(rows: Any) -> bytes | None:
    """A table's (or state's) marshal bytes, version 2; None where marshal refuses it."""
    try:
        return marshal.dumps(rows, 2)
    except ValueError:
        return None


class TableBytes:
    """The marshal bytes of tables that are never changed (held tables, a request's states), made once per
    table object. An entry keeps its object alive, so its id names no other object while it is kept;
    ``keep_held`` lets go of all but the held tables' entries once a few others piled up."""

    SPARE = 32  # entries beyond the held tables' before they are let go of

    def __init__(self) -> None:
        self._known: dict[int, tuple[Any, bytes | None]] = {}

    def of(self, rows: Any) -> bytes | None:
        found = self._known.get(id(rows))
        if found is None:
            found = self._known[id(rows)] = (rows, marshalled(rows))
        return found[1]

    def keep_held(self, held: dict[str, Any]) -> None:
        if len(self._known) > len(held) + self.SPARE:
            alive = set(map(id, held.values()))
            self._known = {key: entry for key, entry in self._known.items() if key in alive}
