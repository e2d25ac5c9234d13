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
from itertools import accumulate
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


# Tables' canonical text by their marshal bytes: a run's final state shares most tables' content with the
# states hashed before it (the same bytes, the same text). Bounded: tables up to 32 KiB, 128 of them.
_TABLE_TEXTS: dict[bytes, str] = {}
_TEXT_BYTES_MAX, _TEXTS_MAX = 32 << 10, 128


def tables_hash(state: dict[str, Any], table_bytes: dict[str, bytes | None]) -> str:
    """``state_hash(state)``, each table's text taken from the ones made before where its marshal bytes
    (``table_bytes``, of ``state``'s tables) are the same: the canonical text of a dict of tables is its
    tables' texts in key order, each after its name's."""
    if not all(type(name) is str for name in state) or table_bytes.keys() != state.keys():
        return state_hash(state)
    parts = []
    for name in sorted(state):
        blob = table_bytes[name]
        text = _TABLE_TEXTS.get(blob) if blob is not None else None
        if text is None:
            text = canonical_json(state[name])
            if blob is not None and len(blob) <= _TEXT_BYTES_MAX:
                if len(_TABLE_TEXTS) >= _TEXTS_MAX:
                    _TABLE_TEXTS.clear()
                _TABLE_TEXTS[blob] = text
        parts.append(f"{json.encoder.encode_basestring(name)}:{text}")
    return hashlib.sha256(("{" + ",".join(parts) + "}").encode("utf-8")).hexdigest()


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
# The committed state is kept by identity, with a copy of each committed element ("old": a shallow copy of a
# flat row, scalars only, a deep copy of one holding containers); only what changed is copied, diffed,
# JSON-checked or put back. Whether a table changed is one ``marshal.dumps`` of its elements against the bytes
# taken at commit: marshal writes exact types (1, True, 1.0 differ), float bits and key order, and equal bytes
# are equal content. Rows changed in place are found by ``!=`` against their olds; the committed bytes with
# just those rows' new bytes spliced in must then be the table's bytes (a marshal list is a header and its
# elements' bytes, one after the other), which proves the rest unchanged and gives the next commit its bytes.
# Anything else (unmarshallable values, a change == misses and nothing else) takes the exact per-row passes.
# The code on the way of every call (changed_rows, in_place_updates, commit_rows) spells small steps out
# rather than calling helpers: on the worker's round trip, a Python call costs about what a row's check does.
SCALARS = frozenset({str, int, float, bool, type(None)})
_is = operator.is_
_MISSING = object()
_dumps = marshal.dumps
_VERSION = 2  # no back-references: the bytes depend on content only, and a list's are its elements' in a row


def _blob(value: Any) -> bytes | None:
    """The marshal bytes of a value; None for one marshal refuses (non-JSON types, too deep)."""
    try:
        return _dumps(value, _VERSION)
    except ValueError:
        return None


def _flat(value: Any) -> bool:
    return type(value) is dict and SCALARS.issuperset(map(type, value.values()))


def _old(value: Any) -> Any:
    """The committed copy of an element: itself (a scalar), a shallow copy (a flat row) or a deep copy."""
    if type(value) in SCALARS:
        return value
    return value.copy() if _flat(value) else copy.deepcopy(value)


def _unchanged(current: Any, old: Any) -> bool:
    """Exactly the committed content? (No ``==``: no code of the values' types runs.)"""
    if type(old) in SCALARS:
        return True  # an immutable scalar: its identity was checked with the table
    if _flat(old):  # the same key and value objects, in the same order
        same_keys = type(current) is dict and len(current) == len(old) and all(map(_is, current, old))
        return same_keys and all(map(_is, current.values(), old.values()))
    committed = _blob(old)  # same bytes, same content and types; unmarshallable: counted as changed
    return committed is not None and committed == _blob(current)


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
    """One committed table (a list): its object, its elements and their committed copies and bytes."""

    __slots__ = ("_olds", "blob", "blobs", "ends", "idents", "key", "news", "obj", "refs", "unique")

    def __init__(self, obj: list[Any], key: str | None) -> None:
        self.obj, self.key, self.refs = obj, key, list(obj)
        self.blob = _blob(self.refs)  # the committed elements' content (see the note above)
        # The committed copies are the bytes' content: most calls change one table of many, so a table's
        # copies are made from its bytes when first needed (copies of copies: never shared with the state).
        self._olds: list[Any] | None = list(map(_old, obj)) if self.blob is None else None
        self.blobs: list[bytes] | None = None  # each element's bytes, made when first needed
        self.ends: list[int] = []  # where each element's bytes end in the table's (after the first: 5)
        self.news: tuple[bytes, list[bytes]] | None = None  # the bytes changed_rows found, for commit_rows
        self.idents: list[str] | None = None
        self.unique: bool | None = None  # no two committed rows share a key

    @property
    def olds(self) -> list[Any]:
        """The committed copy of each element (by marshal: loaded copies share nothing with the state)."""
        olds = self._olds
        if olds is None:
            olds = self._olds = marshal.loads(self.blob)  # type: ignore[arg-type]  # (None: made at init)
        return olds

    def changed_rows(self) -> list[int]:
        """Positions of committed elements whose content changed (in place or by type)."""
        refs, blob = self.refs, self.blob
        self.news = None
        try:
            now = _dumps(refs, _VERSION) if blob is not None else None
        except ValueError:
            now = None
        if now is not None:
            if now == blob:
                return []
            found = self._spliced(now)
            if found is not None:
                return found
        return [
            i for i, (row, old) in enumerate(zip(refs, self.olds, strict=True)) if not _unchanged(row, old)
        ]

    def _spliced(self, now: bytes) -> list[int] | None:
        """The rows from the first to the last whose bytes differ, if the committed bytes with just those
        rows' new bytes are ``now`` (then the rest is unchanged); None: not so. Bytes only: no ``==``, so no
        code of the values' types runs. The two ends are found by bisection over the committed rows' ends."""
        blob, last = self.blob, len(self.refs) - 1
        if blob is None or now[:5] != blob[:5]:
            return None
        if self.blobs is None:
            try:
                blobs = [_dumps(old, _VERSION) for old in self.olds]
            except ValueError:
                return None
            if blob[5:] != b"".join(blobs):  # the proof below needs the committed rows' true ends
                return None
            self.blobs, self.ends = blobs, list(accumulate(map(len, blobs), initial=5))  # after the header
        ends = self.ends
        # The bisections only propose the rows; the comparison of the spliced bytes with ``now`` proves them.
        low, high = 0, last  # the first row whose bytes differ: the first prefix through it that differs
        while low < high:
            middle = (low + high) // 2
            end = ends[middle + 1]
            if len(now) >= end and blob.startswith(now[:end]):
                low = middle + 1
            else:
                high = middle
        first, refs = low, self.refs
        try:
            fresh = [_dumps(refs[first], _VERSION)]
        except ValueError:
            return None
        if blob[: ends[first]] + fresh[0] + blob[ends[first + 1] :] == now:
            self.news = (now, fresh)  # the usual case: one row changed
            return [first]
        high, shift = last, len(now) - len(blob)
        while low < high:  # the last one: the last suffix from it that differs
            middle = (low + high + 1) // 2
            start = ends[middle] + shift  # where the suffix from that row would start in ``now``
            if start >= 0 and blob.endswith(now[start:]):
                high = middle - 1
            else:
                low = middle
        rows = list(range(first, low + 1))
        try:
            fresh = [_dumps(refs[i], _VERSION) for i in rows]
        except ValueError:
            return None
        if blob[: ends[first]] + b"".join(fresh) + blob[ends[low + 1] :] != now:
            return None
        self.news = (now, fresh)
        return rows

    def in_place_updates(self, table: str, changed: list[int], diff: list[dict[str, Any]]) -> bool | None:
        """Add to ``diff`` what ``_diff_table`` would report when only the content of rows changed and no
        row's key did: exactly the changed rows that differ, as updates, in table order. Returns whether the
        updates share objects with the state (values that are no scalars); None, adding nothing: not that
        case."""
        idents, refs, olds, key = self.idents, self.refs, self.olds, self.key
        if idents is None:
            idents = self.idents = [_ident(old, key, i) for i, old in enumerate(olds)]
        if self.unique is None:
            self.unique = len(set(idents)) == len(idents)
        if not self.unique:
            return None  # duplicate keys: let _diff_table decide which row a key stands for
        updates: list[dict[str, Any]] = []
        shares = False
        for i in changed:
            row, old = refs[i], olds[i]
            if type(old) is not dict or type(row) is not dict:
                return None
            if key and row.get(key) is not old.get(key) and _ident(row, key, i) != idents[i]:
                return None  # (the same key object: the same key)
            if old == row:
                continue
            update = None
            if old.keys() == row.keys():  # then as _update does, without its sets
                try:
                    fields = sorted(row)  # fields of mixed types raise: let _update raise it, as it did
                except TypeError:
                    fields = None
                if fields is not None:
                    delta = {}
                    for field in fields:
                        before, after = old[field], row[field]
                        if before != after:
                            delta[field] = [before, after]
                            shares = shares or type(before) not in SCALARS or type(after) not in SCALARS
                    update = {"op": "update", "table": table, "key": row.get(key) if key else idents[i]}
                    update["changes"] = delta
            if update is None:
                update = _update(table, key, idents[i], old, row)
                shares = True
            shares = shares or type(update["key"]) not in SCALARS
            updates.append(update)
        diff += updates
        return shares

    def restore(self, changed: list[int]) -> list[Any]:
        """Put the committed content back in place; returns the table object."""
        self.news = None
        for i in changed:
            row, old = self.refs[i], self.olds[i]
            if type(row) is dict and type(old) is dict:
                row.clear()
                row.update(old if _flat(old) else copy.deepcopy(old))  # olds stay private
            elif type(row) is list and type(old) is list:
                row[:] = copy.deepcopy(old)
            else:
                self.refs[i] = copy.deepcopy(old)
        if len(self.obj) != len(self.refs) or not all(map(_is, self.obj, self.refs)):
            self.obj[:] = self.refs
        return self.obj

    def commit_rows(self, changed: list[int]) -> None:
        """The same elements, some changed in place: copy just those, and take the table's new bytes."""
        news, self.news = self.news, None
        refs, olds, idents, key = self.refs, self.olds, self.idents, self.key
        for i in changed:
            row, before = refs[i], olds[i]
            if type(row) is dict and SCALARS.issuperset(map(type, row.values())):
                olds[i] = row.copy()
            else:
                olds[i] = _old(row)
            if idents is not None and not (key and type(row) is dict and row.get(key) is before.get(key)):
                ident = _ident(row, key, i)
                if ident != idents[i]:
                    idents[i], self.unique = ident, None
        # The bytes changed_rows found hold if the copies just taken have them (the other rows' olds were not
        # taken again, so their bytes, the committed ones, still are their olds' bytes).
        if news is not None:
            try:
                if len(changed) == 1:
                    same = _dumps(olds[changed[0]], _VERSION) == news[1][0]
                else:
                    same = [_dumps(olds[i], _VERSION) for i in changed] == news[1]
            except ValueError:
                same = False
            if same:
                self.blob, blobs = news[0], self.blobs
                if blobs is not None:
                    for i, data in zip(changed, news[1], strict=True):
                        blobs[i] = data
                    if len(changed) > 1 or len(self.blob) != self.ends[-1]:  # the ends may have moved
                        self.ends = list(accumulate(map(len, blobs), initial=5))
                return
        if changed or self.blob is None:
            self.blob, self.blobs = _blob(refs), None


class Changes:
    __slots__ = ("any", "names", "renamed", "replaced", "rows", "structural")

    def __init__(self) -> None:
        self.replaced = False  # the environment holds another state object, or the state is no dict of lists
        self.renamed = False  # the state's table names are not the committed ones (in order)
        self.names: set[str] = set()  # tables whose content may differ (added, removed, changed)
        self.structural: set[str] = set()  # tables whose object or elements (not just content) changed
        self.rows: dict[str, list[int]] = {}  # per table, positions of elements whose content changed
        self.any = False  # replaced or names: anything to check, diff or undo


_UNCHANGED = Changes()  # what a call that changed nothing returns (shared: never changed)


class Committed:
    """The state as of the last successful call, held by identity plus copies of what is mutable. A state
    that is no dict of lists (only in-process code makes one) is one deep copy, checked and restored whole."""

    def __init__(self, state: Any, keys: dict[str, str]) -> None:
        self.obj, self.keys, self.names = state, keys, list(state) if type(state) is dict else []
        tabular = type(state) is dict and all(type(v) is list for v in state.values())
        self.tables = {n: _Table(v, keys.get(n)) for n, v in state.items()} if tabular else {}
        self.whole: tuple[Any] | None = None if tabular else (copy.deepcopy(state),)

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
        names = self.names
        same = state is self.obj and self.whole is None and len(state) == len(names)
        if same and all(map(_is, state, names)):
            return self._in_place(state)
        found = Changes()
        if state is not self.obj or self.whole is not None:
            found.replaced = found.any = True
            if self.whole is not None:
                return found
        state = self.obj  # changed in place even if the environment now holds another object
        if len(state) != len(self.names) or not all(map(_is, state, self.names)):
            found.renamed = True
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
        found.any = found.any or bool(found.names)
        return found

    def _in_place(self, state: dict[str, Any]) -> Changes:
        """``changes`` when the state is the committed object with the committed table names: the usual case,
        spelled out for it (no Changes object made for a call that changed nothing)."""
        found: Changes | None = None
        for name, table in self.tables.items():
            obj, refs = table.obj, table.refs
            structural = state[name] is not obj or len(obj) != len(refs) or not all(map(_is, obj, refs))
            rows = table.changed_rows()
            if structural or rows:
                if found is None:
                    found = Changes()
                    found.any = True
                if structural:
                    found.structural.add(name)
                if rows:
                    found.rows[name] = rows
                found.names.add(name)
        return _UNCHANGED if found is None else found

    def table_bytes(self, state: Any) -> dict[str, bytes | None] | None:
        """Each table's committed marshal bytes (None: marshal refused it), if ``state`` is the committed
        state object with the committed tables and rows, as right after a commit or a restore; else None."""
        names = self.names
        if state is not self.obj or self.whole is not None or len(state) != len(names):
            return None
        if not all(map(_is, state, names)):
            return None
        found: dict[str, bytes | None] = {}
        for name, table in self.tables.items():
            obj = table.obj
            if state[name] is not obj or len(obj) != len(table.refs) or not all(map(_is, obj, table.refs)):
                return None
            found[name] = table.blob
        return found

    def before_state(self) -> Any:
        """The committed state as a value (shares the committed copies: read it, do not change it)."""
        if self.whole is not None:
            return self.whole[0]
        return {name: self.tables[name].olds for name in self.names}

    def restore(self, changes: Changes) -> Any:
        """Undo a call (in place where the state is tabular); returns the state the environment must hold."""
        if self.whole is not None:
            return copy.deepcopy(self.whole[0])
        state = self.obj
        tables = {name: self.tables[name].restore(changes.rows.get(name, [])) for name in self.names}
        if changes.structural or any(tables[name] is not state.get(name) for name in tables):
            state.clear()
            state.update(tables)
        return state


def changed_rows(state: Any, changes: Changes) -> list[Any] | None:
    """The rows a call changed in place, if that is all it changed (None: it changed more). Checking that
    they are JSON is then what ``check_json`` does (the rest was JSON)."""
    if changes.replaced or changes.structural:
        return None
    names, rows = changes.names, changes.rows
    if len(names) == 1:
        for name in names:
            table = state[name]
            return [table[i] for i in rows[name]]
    return [state[name][i] for name in sorted(names) for i in rows[name]]


def check_json(state: Any, committed: Committed, changes: Changes) -> None:
    """Raise as ``canonical_json(state)`` would, looking only at what changed (the rest was JSON)."""
    if changes.replaced:
        canonical_json(state)
        return
    if changes.renamed and set(state) != set(committed.names):
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
) -> tuple[list[dict[str, Any]], bool]:
    """``state_diff(before, state)``, computed from the tables that changed only; and whether it shares
    objects with the state or the committed copies (False only for updates of scalars)."""
    if changes.replaced:
        return state_diff(committed.before_state(), state, keys), True
    diff: list[dict[str, Any]] = []
    shares = False
    for name in sorted(changes.names) if len(changes.names) > 1 else changes.names:
        table = committed.tables.get(name)
        if table is not None and name not in changes.structural:
            found = table.in_place_updates(name, changes.rows.get(name, []), diff)
            if found is not None:
                shares = shares or found
                continue
        before = table.olds if table is not None else []
        diff += _diff_table(name, keys.get(name), before, state.get(name, []))
        shares = True
    return diff, shares
