"""The committed state: what a call changed in it, found, diffed and undone without copying it (``runtime.py``
checks that it is JSON).

Standard library only; it imports ``changes.py`` by its project name, as embedded copies (the sandbox worker,
exported bundles) provide it. It is no security boundary; the sandbox is.
"""

from __future__ import annotations

import copy
import marshal
import operator
from itertools import accumulate
from typing import Any

from synthesis.sandbox.changes import (
    SCALARS,
    require_built_in,
    row_ident,
    row_update,
    state_diff,
    table_diff,
)

try:  # compiled at install (setup.py); the sandbox worker gets a copy; exported bundles go without it
    from synthesis.sandbox._rowcheck import (
        changed_flat_rows,
        flat_copies,
        flat_updates,
        plain_json,
        row_versions,
        same_items,
    )
except ImportError:  # the pure-Python path below gives the same answers, slower
    changed_flat_rows = flat_copies = flat_updates = plain_json = row_versions = None  # type: ignore[assignment]
    same_items = None  # type: ignore[assignment]

# The committed state is kept by identity, with a copy of each committed element ("old"); only what changed is
# copied, diffed, JSON-checked or put back (docs/sandbox.md, "What a call costs"). Flat tables, where the
# compiled check is at hand, are told unchanged by their rows' objects (``_FlatTable``); the others by one
# ``marshal.dumps`` against the bytes taken at commit (exact types, float bits, key order: equal bytes are
# equal content), changed rows found by splicing their new bytes into the committed ones (``_spliced``). A
# large table is first told by its version 4 bytes (no str copies, but back-references that depend on
# sharing: equal bytes are equal content, unequal ones send it to the exact version 2 pass). The code on the
# way of every call spells small steps out: on the worker's round trip, a Python call costs about what a
# row's check does.
_is = operator.is_
_MISSING = object()
_UNTAKEN: Any = object()  # bytes not taken yet (``_Table.blob``)
_dumps = marshal.dumps
_VERSION = 2  # no back-references: the bytes depend on content only, and a list's are its elements' in a row
_QUICK_VERSION = 4  # back-references: content and sharing (see the note above)
_QUICK_ROWS = 12  # rows of a table worth a quick test (measured, see docs/sandbox.md)


def _same_python(items: list[Any], others: list[Any]) -> bool:
    """Whether two lists hold the same objects in the same order (``_rowcheck.same_items``, in Python)."""
    return len(items) == len(others) and all(map(_is, items, others))


_same = _same_python if same_items is None else same_items


def _blob(value: Any, version: int = _VERSION) -> bytes | None:
    """The marshal bytes of a value; None for one marshal refuses (non-JSON types, too deep)."""
    try:
        return _dumps(value, version)
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


class _Table:
    """One committed table (a list): its object, its elements and their committed copies and bytes."""

    __slots__ = (
        "_bytes", "_olds", "blobs", "ends", "idents", "key", "news", "obj", "quick", "refs", "unique"
    )  # fmt: skip

    def __init__(self, obj: list[Any], key: str | None) -> None:
        self.obj, self.key, self.refs = obj, key, list(obj)
        self._bytes: Any = _blob(self.refs)  # the committed elements' content (see the note above)
        self.quick: bytes | None = None  # the committed content's version 4 bytes (``_LargeTable``)
        # The committed copies are the bytes' content: most calls change one table of many, so a table's
        # copies are made from its bytes when first needed (copies of copies: never shared with the state).
        self._olds: list[Any] | None = None
        if self.blob is None:  # copies of what marshal refused: of built-in types only (``require_built_in``)
            require_built_in(obj)
            self._olds = list(map(_old, obj))
        self.blobs: list[bytes] | None = None  # each element's bytes, made when first needed
        self.ends: list[int] = []  # where each element's bytes end in the table's (after the first: 5)
        self.news: tuple[bytes, list[bytes]] | None = None  # the bytes changed_rows found, for commit_rows
        self.idents: list[str] | None = None
        self.unique: bool | None = None  # no two committed rows share a key

    @property
    def blob(self) -> bytes | None:
        """The committed content's marshal bytes (None: marshal refused it), taken when first needed where a
        subclass does not keep them (``_FlatTable``): from the committed copies, which are that content."""
        found = self._bytes
        if found is _UNTAKEN:
            found = self._bytes = _blob(self.olds)
        return found  # type: ignore[return-value]

    @blob.setter
    def blob(self, value: bytes | None) -> None:
        self._bytes = value

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
        """Add to ``diff`` what ``table_diff`` would report when only the content of rows changed and no
        row's key did: exactly the changed rows that differ, as updates, in table order. Returns whether the
        updates share objects with the state (values that are no scalars); None, adding nothing: not that
        case."""
        if not self._unique_idents():
            return None  # duplicate keys: let table_diff decide which row a key stands for
        idents, refs, olds, key = self.idents, self.refs, self.olds, self.key
        assert idents is not None  # (made by _unique_idents)
        updates: list[dict[str, Any]] = []
        shares = False
        for i in changed:
            row, old = refs[i], olds[i]
            if type(old) is not dict or type(row) is not dict:
                return None
            if key and row.get(key) is not old.get(key) and row_ident(row, key, i) != idents[i]:
                return None  # (the same key object: the same key)
            if old == row:
                continue
            update = None
            if old.keys() == row.keys():  # then as row_update does, without its sets
                try:
                    fields = sorted(row)  # fields of mixed types raise: let row_update raise it, as it did
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
                update = row_update(table, key, idents[i], old, row)
                shares = True
            shares = shares or type(update["key"]) not in SCALARS
            updates.append(update)
        diff += updates
        return shares

    def _unique_idents(self) -> bool:
        """Whether no two committed rows share a key (their idents, made when first needed)."""
        idents = self.idents
        if idents is None:
            idents = self.idents = [row_ident(old, self.key, i) for i, old in enumerate(self.olds)]
        if self.unique is None:
            self.unique = len(set(idents)) == len(idents)
        return self.unique

    def restore(self, changed: list[int]) -> list[Any]:
        """Put the committed content back in place; returns the table object."""
        self.news = None
        if changed:
            self.quick = None  # the rows put back share other objects now
        for i in changed:
            row, old = self.refs[i], self.olds[i]
            if type(row) is dict and type(old) is dict:
                row.clear()
                row.update(old if _flat(old) else copy.deepcopy(old))  # olds stay private
            elif type(row) is list and type(old) is list:
                row[:] = copy.deepcopy(old)
            else:
                self.refs[i] = copy.deepcopy(old)
        if not _same(self.obj, self.refs):
            self.obj[:] = self.refs
        return self.obj

    def commit_rows(self, changed: list[int]) -> bool:
        """The same elements, some changed in place: copy just those, and take the table's new bytes. Returns
        whether the table could be kept (always, here)."""
        news, self.news = self.news, None
        refs, olds = self.refs, self.olds
        for i in changed:
            row, before = refs[i], olds[i]
            if type(row) is dict and SCALARS.issuperset(map(type, row.values())):
                olds[i] = row.copy()
            else:
                olds[i] = _old(row)
            self._follow_key(i, row, before)
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
                    if len(changed) > 1 or len(news[0]) != self.ends[-1]:  # the ends may have moved
                        self.ends = list(accumulate(map(len, blobs), initial=5))
                return True
        if changed or self.blob is None:
            self.blob, self.blobs = _blob(refs), None
        return True

    def _follow_key(self, i: int, row: Any, before: Any) -> None:
        """Keep the committed row idents (``in_place_updates``) as a committed row's key changes."""
        idents, key = self.idents, self.key
        if idents is not None and not (key and type(row) is dict and row.get(key) is before.get(key)):
            ident = row_ident(row, key, i)
            if ident != idents[i]:
                idents[i], self.unique = ident, None


class _LargeTable(_Table):
    """A table of ``_QUICK_ROWS`` rows or more: unchanged, as most tables are at most calls, it is told by
    its version 4 bytes (see the note above); a table that did not pass goes through the exact pass."""

    __slots__ = ()

    def __init__(self, obj: list[Any], key: str | None) -> None:
        super().__init__(obj, key)
        self.quick = _blob(self.refs, _QUICK_VERSION) if self.blob is not None else None

    def changed_rows(self) -> list[int]:
        quick = self.quick
        if quick is not None:
            try:
                if _dumps(self.refs, _QUICK_VERSION) == quick:
                    self.news = None
                    return []
            except ValueError:
                pass
            self.quick = None  # changed, or shared otherwise
        found = super().changed_rows()
        if not found and self.blob is not None:
            self.quick = _blob(self.refs, _QUICK_VERSION)  # the committed content, as shared now
        return found


class _FlatTable(_Table):
    """A table of flat rows (exact dicts of str keys and exact scalar values) where the compiled row check is
    at hand (``_rowcheck.c``): its committed copies are shallow and hold the rows' own key and value objects,
    which are immutable, so a row that holds the same objects in the same order holds the committed content.
    The change check is then a pass of pointer compares, and no bytes are taken per call: the table's bytes
    are taken when asked (hashes, held tables), from the copies. The copies stay private and flat: a commit
    that would make one otherwise gives the table up (``commit_rows``), and it is taken afresh."""

    __slots__ = ("versions",)

    def __init__(
        self, obj: list[Any], key: str | None, copies: list[dict[str, Any]], versions: bytearray | None
    ) -> None:
        self.obj, self.key, self.refs = obj, key, list(obj)
        self._olds, self._bytes, self.quick = copies, _UNTAKEN, None
        self.blobs, self.ends, self.news = None, [], None
        self.idents, self.unique = None, None
        self.versions = versions  # the rows' dict versions, read before the copies were made (see the C)

    def changed_rows(self) -> list[int]:
        self.news = None
        olds = self._olds
        found = None if olds is None else changed_flat_rows(self.refs, olds, self.versions)
        return super().changed_rows() if found is None else found

    def in_place_updates(self, table: str, changed: list[int], diff: list[dict[str, Any]]) -> bool | None:
        """As the base class says; the compiled diff where every changed row is still flat with its keys and
        its key object (updates of scalars: nothing shared), else the Python path."""
        key, olds = self.key, self._olds
        if key and flat_updates is not None and olds is not None and self._unique_idents():
            updates = flat_updates(table, key, self.refs, olds, changed)
            if updates is not None:
                diff += updates
                return False
        return super().in_place_updates(table, changed, diff)

    def commit_rows(self, changed: list[int]) -> bool:
        if not changed:
            return True
        refs = self.refs
        copies = None if flat_copies is None else flat_copies([refs[i] for i in changed])
        olds = self._olds
        if copies is None or olds is None:
            return False  # a row is no flat row now
        for i, copied in zip(changed, copies, strict=True):
            self._follow_key(i, refs[i], olds[i])
            olds[i] = copied
        self._bytes, self.blobs = _UNTAKEN, None
        return True


def _table(obj: list[Any], key: str | None) -> _Table:
    """A committed table, of the kind its rows and size call for."""
    if flat_copies is not None:
        versions = None if row_versions is None else row_versions(obj)  # (before the copies: see the C)
        copies = flat_copies(obj)
        if copies is not None:
            return _FlatTable(obj, key, copies, versions)
    return _LargeTable(obj, key) if len(obj) >= _QUICK_ROWS else _Table(obj, key)


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
        """Raises ValueError where the state is of other than built-in types (a constructor put them there):
        the copies a rollback makes would run their code."""
        self.obj, self.keys, self.names = state, keys, list(state) if type(state) is dict else []
        tabular = type(state) is dict and all(type(v) is list for v in state.values())
        if not tabular:
            require_built_in(state)
        self.tables = {n: _table(v, keys.get(n)) for n, v in state.items()} if tabular else {}
        self.whole: tuple[Any] | None = None if tabular else (copy.deepcopy(state),)

    def commit(self, state: Any, changes: Changes) -> Committed | None:
        """Take the state after a successful call as committed; None: take it afresh at the next call."""
        if changes.replaced or len(state) != len(self.names) or not all(map(_is, state, self.names)):
            return None
        for name in changes.names:
            if type(state[name]) is not list:
                return None
            if name in changes.structural or not self.tables[name].commit_rows(changes.rows.get(name, [])):
                self.tables[name] = _table(state[name], self.keys.get(name))
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
            if state.get(name, _MISSING) is not obj or not _same(obj, refs):
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
            structural = state[name] is not obj or not _same(obj, refs)
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
            if state[name] is not obj or not _same(obj, table.refs):
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


def plainly_json(result: Any, state: Any = None, changes: Changes = _UNCHANGED) -> bool:
    """Whether the compiled check (``_rowcheck.plain_json``) finds the result, and the rows a call changed in
    place, plain JSON of built-in types: then ``require_built_in``, the runtime's ``changed_rows`` and
    ``check_json``, and one encoding of both pass them. False says nothing (those decide)."""
    if plain_json is None or not plain_json(result):
        return False
    if not changes.any:
        return True
    if changes.replaced or changes.structural:
        return False
    rows = changes.rows
    return all(plain_json([state[name][i] for i in rows.get(name, ())]) for name in changes.names)


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
        diff += table_diff(name, keys.get(name), before, state.get(name, []))
        shares = True
    return diff, shares
