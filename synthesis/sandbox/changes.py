"""State, and what a call changes in it: canonical JSON and hashes, row diffs, the seeded context (whose draws
a failed call gives back) and the committed state, kept to find, check, diff and undo a call's changes.

Standard library only, and no import of the project: ``runtime.py`` builds on it, the sandbox worker runs both
under ``python -I -S``, exported bundles embed both verbatim, and a tau2 domain embeds this one alone (for the
seeded clock and ids and the canonical JSON). It is no security boundary; the sandbox is.
"""

from __future__ import annotations

import copy
import datetime as _dt
import hashlib
import json
import marshal
import operator
import random
from collections.abc import Callable
from itertools import compress
from typing import Any

DEFAULT_START = "2025-01-15T09:00:00+00:00"

State = dict[str, list[dict[str, Any]]]


class EnvContext:
    """Seeded clock and id source handed to the environment class."""

    def __init__(self, seed: int = 0, start: str = DEFAULT_START) -> None:
        self._rng = random.Random(seed)
        self._now = _dt.datetime.fromisoformat(start)
        # The reading before the first draw of the current call (see begin_call); None: nothing drawn yet.
        self._saved: tuple[Any, _dt.datetime] | None = None
        self._recording = False

    def _before_draw(self) -> None:
        if self._recording:  # the call's first draw: only now copy the generator (625 words)
            self._recording, self._saved = False, (self._rng.getstate(), self._now)

    def now(self) -> str:
        # Each reading advances the clock by one second: timestamps are distinct and reproducible.
        self._before_draw()
        value = self._now
        self._now = value + _dt.timedelta(seconds=1)
        return value.isoformat()

    def today(self) -> str:
        return self._now.date().isoformat()

    def new_id(self, prefix: str = "id") -> str:
        self._before_draw()
        return f"{prefix}_{self._rng.getrandbits(40):010x}"

    def begin_call(self) -> None:
        self._saved, self._recording = None, True

    def undo_call(self) -> None:
        """Put back every id and clock reading drawn since ``begin_call``."""
        self._recording = False
        if self._saved is not None:
            self._rng.setstate(self._saved[0])
            self._now = self._saved[1]


def json_encoder(standard: json.JSONEncoder) -> Callable[[Any], str]:
    """``standard.encode`` with its C encoder built once (``encode`` builds one per call). No cycle check: a
    cycle ends in RecursionError, and then ``standard`` raises what it always did."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None or standard.indent is not None:
        return standard.encode
    strings = (
        json.encoder.encode_basestring_ascii if standard.ensure_ascii else json.encoder.encode_basestring
    )
    options = (standard.key_separator, standard.item_separator, standard.sort_keys, standard.skipkeys)
    fast, join = make(None, standard.default, strings, None, *options, standard.allow_nan), "".join

    def encode(value: Any) -> str:
        try:
            return join(fast(value, 0))
        except RecursionError:
            return standard.encode(value)

    return encode


canonical_json = json_encoder(
    json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
)


def state_hash(state: State) -> str:
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()


def _diff_table(table: str, key: str | None, before: Any, after: Any) -> list[dict[str, Any]]:
    changes: list[dict[str, Any]] = []
    old_rows, new_rows = ({_ident(r, key, i): r for i, r in enumerate(rows)} for rows in (before, after))
    for ident, row in new_rows.items():
        old = old_rows.get(ident)
        if old is None:
            changes.append({"op": "insert", "table": table, "key": _row_key(row, key, ident), "row": row})
        elif old != row:
            changes.append(_update(table, key, ident, old, row))
    for ident, row in old_rows.items():
        if ident not in new_rows:
            changes.append({"op": "delete", "table": table, "key": _row_key(row, key, ident), "row": row})
    return changes


def _row_key(row: Any, key: str | None, ident: str) -> Any:
    return row.get(key) if key and isinstance(row, dict) else ident


def _update(table: str, key: str | None, ident: str, old: Any, row: Any) -> dict[str, Any]:
    fields = sorted(set(old) | set(row))
    delta = {f: [old.get(f), row.get(f)] for f in fields if old.get(f) != row.get(f)}
    return {"op": "update", "table": table, "key": _row_key(row, key, ident), "changes": delta}


def state_diff(before: State, after: State, primary_keys: dict[str, str]) -> list[dict[str, Any]]:
    """Row-level changes keyed by primary key: insert, delete, update (with ``{field: [old, new]}``)."""
    changes: list[dict[str, Any]] = []
    for table in sorted(set(before) | set(after)):
        changes += _diff_table(table, primary_keys.get(table), before.get(table, []), after.get(table, []))
    return changes


# ------------------------------------------------------------------------------------ change tracking
# The committed state is kept by identity, with a shallow copy of each flat row (scalars only) and a deep copy
# of rows holding containers; only what changed is copied, diffed, JSON-checked or put back. Whether a table
# changed is one ``marshal.dumps`` of its elements against the bytes taken at commit: marshal writes exact
# types (1, True, 1.0 differ), float bits and key order, and equal bytes are equal content. Rows changed in
# place are found by ``==``; the bytes with them put back prove the rest unchanged. Else: exact passes.
SCALARS = frozenset({str, int, float, bool, type(None)})
_is = operator.is_
_MISSING = object()
_dumps = marshal.dumps


def _blob(value: Any) -> bytes | None:
    """The marshal bytes of a value; None for one marshal refuses (non-JSON types, too deep)."""
    try:
        return _dumps(value, 2)  # version 2: no back-references, so the bytes depend on content only
    except ValueError:
        return None


class _Deep:
    __slots__ = ("value",)  # the private deep copy of a value that holds containers

    def __init__(self, value: Any) -> None:
        self.value = copy.deepcopy(value)


def _snap(value: Any) -> Any:
    """None for an immutable scalar, a shallow copy of a flat dict row, else a deep copy."""
    if type(value) in SCALARS:
        return None
    flat = type(value) is dict and SCALARS.issuperset(map(type, value.values()))
    return value.copy() if flat else _Deep(value)


def _snap_value(current: Any, snap: Any) -> Any:
    """The committed value of an element (shared with the snapshot: read it, do not change it)."""
    return current if snap is None else snap.value if type(snap) is _Deep else snap


def _unchanged(current: Any, snap: Any) -> bool:
    if snap is None:
        return True  # an immutable scalar: its identity was checked with the table
    if type(snap) is not dict:  # same bytes, same content and types; unmarshallable: counted as changed
        old = _blob(snap.value)
        return old is not None and old == _blob(current)
    same_keys = len(current) == len(snap) and all(map(_is, current, snap))
    return same_keys and all(map(_is, current.values(), snap.values()))


def _key_json(value: Any) -> str:
    kind = type(value)
    if kind is str:
        return str(json.encoder.encode_basestring(value))  # what canonical_json does to a str
    if kind is int:
        return int.__repr__(value)
    return canonical_json(value)


def _ident(row: Any, key: str | None, position: int) -> str:
    ident = row.get(key) if key and isinstance(row, dict) else None
    return _key_json(ident) if ident is not None else f"#{position}"


class _Table:
    """One committed table (a list): its object, its elements and their snapshots."""

    __slots__ = ("blob", "flat", "idents", "key", "obj", "refs", "snaps")

    def __init__(self, obj: list[Any], key: str | None) -> None:
        self.obj, self.key, self.refs = obj, key, list(obj)
        self.snaps = [_snap(row) for row in obj]
        self.flat = all(type(s) is dict for s in self.snaps)
        self.idents: list[str] | None = None
        self.blob = _blob(self.refs)  # the committed elements' content (see the note above)

    def changed_rows(self) -> list[int]:
        """Positions of committed elements whose content changed (in place or by type)."""
        refs, snaps, blob = self.refs, self.snaps, self.blob
        if blob is not None and (not self.flat or refs == snaps):
            if _blob(refs) == blob:
                return []
        elif blob is not None:
            # Rows unequal to their snapshots changed; with those put back, the rest must marshal as before.
            unequal, mixed = list(compress(range(len(refs)), map(operator.ne, refs, snaps))), refs.copy()
            for i in unequal:
                mixed[i] = snaps[i]
            if _blob(mixed) == blob:
                return unequal
        return [i for i, (row, snap) in enumerate(zip(refs, snaps, strict=True)) if not _unchanged(row, snap)]

    def before(self) -> list[Any]:
        return [_snap_value(row, snap) for row, snap in zip(self.refs, self.snaps, strict=True)]

    def in_place_updates(self, table: str, changed: list[int]) -> list[dict[str, Any]] | None:
        """The diff when only the content of rows changed and no row's key did (None: not that case): then
        ``_diff_table`` would report exactly the changed rows that differ, as updates, in table order."""
        if self.idents is None:
            self.idents = [_ident(row, self.key, i) for i, row in enumerate(self.before())]
        idents = self.idents
        if len(set(idents)) != len(idents):
            return None  # duplicate keys: let _diff_table decide which row a key stands for
        updates: list[dict[str, Any]] = []
        for i in changed:
            row, old = self.refs[i], _snap_value(self.refs[i], self.snaps[i])
            if type(old) is not dict or type(row) is not dict or _ident(row, self.key, i) != idents[i]:
                return None
            if old != row:
                updates.append(_update(table, self.key, idents[i], old, row))
        return updates

    def restore(self, changed: list[int]) -> list[Any]:
        """Put the committed content back in place; returns the table object."""
        for i in changed:
            row, snap = self.refs[i], self.snaps[i]
            if type(snap) is dict:
                row.clear()
                row.update(snap)
            elif type(row) is dict:
                row.clear()
                row.update(copy.deepcopy(snap.value))
            elif type(row) is list:
                row[:] = copy.deepcopy(snap.value)
            else:
                self.refs[i] = copy.deepcopy(snap.value)
        if len(self.obj) != len(self.refs) or not all(map(_is, self.obj, self.refs)):
            self.obj[:] = self.refs
        return self.obj

    def commit_rows(self, changed: list[int]) -> None:
        """The same elements, some changed in place: re-snapshot just those."""
        for i in changed:
            snap = self.snaps[i] = _snap(self.refs[i])
            self.flat = self.flat and type(snap) is dict
            if self.idents is not None:
                self.idents[i] = _ident(self.refs[i], self.key, i)
        if changed or self.blob is None:
            self.blob = _blob(self.refs)


class Changes:
    __slots__ = ("names", "replaced", "rows", "structural")

    def __init__(self) -> None:
        self.replaced = False  # the environment holds another state object, or the state is no dict of lists
        self.names: set[str] = set()  # tables whose content may differ (added, removed, changed)
        self.structural: set[str] = set()  # tables whose object or elements (not just content) changed
        self.rows: dict[str, list[int]] = {}  # per table, positions of elements whose content changed

    def __bool__(self) -> bool:
        return self.replaced or bool(self.names)


class Committed:
    """The state as of the last successful call, held by identity plus copies of what is mutable. A state
    that is no dict of lists (only in-process code makes one) is one deep copy, checked and restored whole."""

    def __init__(self, state: Any, keys: dict[str, str]) -> None:
        self.obj, self.keys, self.names = state, keys, list(state) if type(state) is dict else []
        tabular = type(state) is dict and all(type(v) is list for v in state.values())
        self.tables = {n: _Table(v, keys.get(n)) for n, v in state.items()} if tabular else {}
        self.whole = None if tabular else _Deep(state)

    def commit(self, state: Any, changes: Changes) -> Committed | None:
        """Take the state after a successful call as committed; None: take it afresh at the next call."""
        if changes.replaced or len(state) != len(self.names) or not all(map(_is, state, self.names)):
            return None
        for name in changes.names:
            if type(state[name]) is not list:
                return None
            if name in changes.structural:
                self.tables[name] = _Table(state[name], self.keys.get(name))
            else:
                self.tables[name].commit_rows(changes.rows.get(name, []))
        return self

    def changes(self, state: Any) -> Changes:
        """What differs from the committed state (a superset: a value put back unchanged may be listed)."""
        found = Changes()
        if state is not self.obj or self.whole is not None:
            found.replaced = True
            if self.whole is not None:
                return found
        state = self.obj  # changed in place even if the environment now holds another object
        if len(state) != len(self.names) or not all(map(_is, state, self.names)):
            found.names.update(set(state).symmetric_difference(self.names))
            found.structural.update(found.names)
        for name, table in self.tables.items():
            obj, refs = table.obj, table.refs
            if state.get(name, _MISSING) is not obj or len(obj) != len(refs) or not all(map(_is, obj, refs)):
                found.structural.add(name)
                found.names.add(name)
            rows = table.changed_rows()
            if rows:
                found.rows[name] = rows
                found.names.add(name)
        return found

    def before_state(self) -> Any:
        """The committed state as a value (shares the snapshot's objects: read it, do not change it)."""
        if self.whole is not None:
            return self.whole.value
        return {name: self.tables[name].before() for name in self.names}

    def restore(self, changes: Changes) -> Any:
        """Undo a call (in place where the state is tabular); returns the state the environment must hold."""
        if self.whole is not None:
            return copy.deepcopy(self.whole.value)
        state = self.obj
        tables = {name: self.tables[name].restore(changes.rows.get(name, [])) for name in self.names}
        if changes.structural or any(tables[name] is not state.get(name) for name in tables):
            state.clear()
            state.update(tables)
        return state


def check_json(state: Any, committed: Committed, changes: Changes) -> None:
    """Raise as ``canonical_json(state)`` would, looking only at what changed (the rest was JSON)."""
    if changes.replaced:
        canonical_json(state)
        return
    if set(state) != set(committed.names):
        canonical_json(dict.fromkeys(state, 0))  # the table names themselves
    for name in sorted(changes.names):
        value, table = state.get(name, _MISSING), committed.tables.get(name)
        if value is _MISSING:
            continue
        if table is None or type(value) is not list:
            canonical_json(value)
            continue
        rows = changes.rows.get(name, [])
        if name in changes.structural:
            known = set(map(id, table.refs))
            touched = {id(table.refs[i]) for i in rows}
            canonical_json([row for row in value if id(row) not in known or id(row) in touched])
        elif rows:
            canonical_json([value[i] for i in rows])


def diff_changes(
    state: Any, committed: Committed, changes: Changes, keys: dict[str, str]
) -> list[dict[str, Any]]:
    """``state_diff(before, state)``, computed from the tables that changed only."""
    if changes.replaced:
        return state_diff(committed.before_state(), state, keys)
    diff: list[dict[str, Any]] = []
    for name in sorted(changes.names):
        table = committed.tables.get(name)
        if table is not None and name not in changes.structural:
            updates = table.in_place_updates(name, changes.rows.get(name, []))
            if updates is not None:
                diff += updates
                continue
        before = table.before() if table is not None else []
        diff += _diff_table(name, keys.get(name), before, state.get(name, []))
    return diff
