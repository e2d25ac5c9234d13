"""State and its changes as values: canonical JSON and hashes, row diffs, and the seeded context (whose draws
a failed call gives back). ``tracking.py`` finds, checks, diffs and undoes a call's changes with them.

Standard library only, and no import of the project: ``tracking.py`` and ``runtime.py`` build on it, the
sandbox worker runs all three under ``python -I -S``, exported bundles embed them verbatim, and a tau2 domain
embeds this one alone (for the seeded clock and ids and the canonical JSON). It is no security boundary; the
sandbox is.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import itertools
import json
import marshal
import random
import re
from collections.abc import Callable
from typing import Any

DEFAULT_START = "2025-01-15T09:00:00+00:00"

State = dict[str, list[dict[str, Any]]]


class EnvContext:
    """Seeded clock and id source handed to the environment class.

    ``start``: the scenario's clock (``ScenarioSpec.clock_start``). ``state``/``primary_keys``: the state the
    context serves, whose tables' id formats ``new_id`` follows (``IdBook``); without them every id is
    ``{prefix}_{10 hex digits}``, as before the formats were learned. ``live``: the environment's current
    state, read to keep a new id unique (the runtime sets it)."""

    def __init__(
        self,
        seed: int = 0,
        start: str = DEFAULT_START,
        *,
        state: Any = None,
        primary_keys: dict[str, str] | None = None,
        book: IdBook | None = None,
    ) -> None:
        self._rng, self._seed = random.Random(seed), seed
        self._now = _dt.datetime.fromisoformat(start)
        # The reading before the first draw of the current call (see begin_call); None: nothing drawn yet.
        self._saved: tuple[Any, _dt.datetime, dict[str, int]] | None = None
        self._recording = False
        self._book = book if book is not None or state is None else IdBook(state, primary_keys or {})
        self._issued: dict[str, int] = {}  # the last number new_id gave, by the head it wrote it after
        self.live: Callable[[], Any] | None = None

    def _before_draw(self) -> None:
        if self._recording:  # the call's first draw: only now copy the generator (625 words)
            self._recording, self._saved = False, (self._rng.getstate(), self._now, dict(self._issued))

    def now(self) -> str:
        # Each reading advances the clock by one second: timestamps are distinct and reproducible.
        self._before_draw()
        value = self._now
        self._now = value + _dt.timedelta(seconds=1)
        return value.isoformat()

    def today(self) -> str:
        return self._now.date().isoformat()

    def new_id(self, prefix: str = "id") -> str:
        """An id in the format of the table ``prefix`` names (by its ids' prefix, its name or an abbreviation
        of it: ``new_id("int")`` beside ``INT-301``, ``INT-302`` gives ``INT-303``), unique in that table;
        ``{prefix}_{10 hex digits}`` where no table's string ids fit. At a seed other than 0 numbers start
        further on (``_gap``)."""
        self._before_draw()
        book = self._book
        found = book.format_for(prefix) if book is not None else None
        if book is None or found is None:
            return f"{prefix}_{self._rng.getrandbits(40):010x}"
        live = self.live() if self.live is not None else None
        while True:
            if found.number is not None:
                number = max(found.number + self._gap(), self._issued.get(found.head, 0)) + 1
                self._issued[found.head] = number
                made = f"{found.head}{number:0{found.width}d}"
            else:
                made = found.head + "".join(self._rng.choice(alphabet) for alphabet in found.tail)
            if not book.taken(found, made, live):
                return made

    def _gap(self) -> int:
        """How far past a table's last number its first new one lies: none at seed 0 (the reference seed:
        ``INT-303`` after ``INT-302``), else a number the seed decides (1 to 100), so that a check naming a
        generated id instead of looking its row up fails the proof's other seeds, as with random ids."""
        return 0 if self._seed == 0 else 1 + random.Random(f"ids:{self._seed}").randrange(100)

    def begin_call(self) -> None:
        self._saved, self._recording = None, True

    def undo_call(self) -> None:
        """Put back every id and clock reading drawn since ``begin_call``."""
        self._recording = False
        if self._saved is not None:
            self._rng.setstate(self._saved[0])
            self._now, self._issued = self._saved[1], self._saved[2]


_NUMBERED = re.compile(r"(.*?)(\d+)")
_DIGITS, _HEX, _LOWER, _UPPER = (
    "0123456789",
    "0123456789abcdef",
    "abcdefghijklmnopqrstuvwxyz",
    ("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
)


class IdFormat:
    """How one table's string ids are written: ``head`` then a number (the largest so far, at least
    ``width`` digits), or ``head`` then random characters, one per alphabet of ``tail``."""

    __slots__ = ("head", "number", "shared", "table", "tail", "width")

    def __init__(self, table: str, head: str, number: int | None, width: int, tail: list[str]) -> None:
        self.table, self.head, self.number, self.width, self.tail = table, head, number, width, tail
        self.shared: list[str] = [table]  # the tables whose ids share this head (a new id is unique in each)


def _letters(text: str) -> str:
    return "".join(c for c in text.lower() if "a" <= c <= "z")


def _abbreviates(short: str, name: str) -> bool:
    """Whether ``short`` abbreviates ``name``: its first letter, then its letters in order (``appt``,
    ``appointments``)."""
    if not short or not name or short[0] != name[0]:
        return False
    rest = iter(name)
    return all(letter in rest for letter in short)


class IdBook:
    """The id formats of a state's tables, learned from the state a context serves, a table at a time and
    only when ``new_id`` asks (most calls make no id)."""

    def __init__(self, state: Any, primary_keys: dict[str, str]) -> None:
        self._state, self._keys = state, primary_keys
        self._formats: dict[str, IdFormat | None] = {}
        self._heads: dict[str, str] | None = None  # table -> its first id's head letters
        self._by_prefix: dict[str, IdFormat | None] = {}

    def _ids(self, table: str, state: Any) -> list[str]:
        rows, key = state.get(table) if isinstance(state, dict) else None, self._keys.get(table)
        if type(rows) is not list or not key:
            return []
        return [i for row in rows if type(row) is dict and type(i := row.get(key)) is str]

    def _head_letters(self) -> dict[str, str]:
        if self._heads is None:
            self._heads = {}
            state = self._state if isinstance(self._state, dict) else {}
            for table in sorted(self._keys):
                rows, key = state.get(table), self._keys[table]
                first = (
                    next((i for row in rows if type(row) is dict and type(i := row.get(key)) is str), None)
                    if type(rows) is list
                    else None
                )
                if first is not None:
                    self._heads[table] = _letters(_split(first)[0])
        return self._heads

    def format_of(self, table: str) -> IdFormat | None:
        if table not in self._formats:
            self._formats[table] = _learn(table, self._ids(table, self._state))
        return self._formats[table]

    def format_for(self, prefix: Any) -> IdFormat | None:
        """The format of the table ``prefix`` names (memoized): one whose ids' head letters are its letters,
        else the table it names (``interview``, ``interviews``), else the one table it abbreviates."""
        if prefix in self._by_prefix:
            return self._by_prefix[prefix]
        short = _letters(str(prefix))
        heads = self._head_letters()
        tables = sorted(t for t, head in heads.items() if head and head == short)
        if not tables:
            tables = [t for t in heads if _letters(t) in (short, short + "s", short + "es")]
        if not tables:
            tables = [t for t in heads if _abbreviates(short, _letters(t))]
            tables = tables if len({heads[t] for t in tables}) == 1 else []  # one table, or one head
        found = next((f for t in tables if (f := self.format_of(t)) is not None), None)
        if found is not None:  # its head's numbers go on from the last of every table with that head
            found.shared = sorted(t for t, head in heads.items() if head == heads[found.table])
            numbers = [f.number for t in found.shared if (f := self.format_of(t)) and f.head == found.head]
            if found.number is not None:
                found.number = max(n for n in numbers if n is not None)
        self._by_prefix[prefix] = found
        return found

    def taken(self, found: IdFormat, made: str, live: Any) -> bool:
        """Whether a row of a table sharing ``found``'s head has the id ``made`` now (in ``live``, the
        environment's state, else the state learned from)."""
        state = live if isinstance(live, dict) else self._state
        for table in found.shared:
            rows, key = state.get(table), self._keys[table]
            if type(rows) is not list:
                continue
            try:  # a pass in C over plain rows
                if made in map(dict.get, rows, itertools.repeat(key)):
                    return True
            except TypeError:  # a row that is no dict
                if made in self._ids(table, state):
                    return True
        return False


def _split(value: str) -> tuple[str, str | None]:
    """An id's head and its number: ``INT-301`` is ``INT-`` and ``301``, ``ORD-2024-0001`` is ``ORD-2024-``
    and ``0001``; a random id has no number (``card_a1b2c3d4e5``: ``card_``; a UUID: no head either)."""
    matched = _NUMBERED.fullmatch(value)
    if matched is not None and len(matched.group(2)) <= 9:
        head = matched.group(1)
        if not head or not head[-1].isalnum() or head.isalpha():
            return head, matched.group(2)
    cut = max(value.rfind("-"), value.rfind("_")) + 1
    head = value[:cut]
    return (head, None) if _letters(head) and not any(c.isdigit() for c in head) else ("", None)


def _learn(table: str, ids: list[str]) -> IdFormat | None:
    """The format most of ``ids`` follow: a head and a number (``INT-301``: ``INT-``, 301, 3 digits), else a
    head up to the last ``-`` or ``_`` and random characters of the alphabets the rest uses."""
    if not ids:
        return None
    head = _split(ids[0])[0]
    cut = len(head)
    numbers = [value[cut:] for value in ids if value.startswith(head)]
    joined = "".join(numbers)
    if (
        len(numbers) == len(ids)
        and joined.isascii()
        and joined.isdigit()
        and min(map(len, numbers)) > 0
        and max(map(len, numbers)) <= 9
    ):
        return IdFormat(table, head, max(map(int, numbers)), min(map(len, numbers)), [])  # the usual table
    numbered: dict[str, list[str]] = {}
    for value in ids:
        head, digits = _split(value)
        if digits is not None:
            numbered.setdefault(head, []).append(digits)
    if numbered:
        head, numbers = max(numbered.items(), key=lambda item: len(item[1]))
        if 2 * len(numbers) > len(ids):
            return IdFormat(table, head, max(map(int, numbers)), min(map(len, numbers)), [])
    sample = ids[-1]
    head = _split(sample)[0]
    rest = {c for value in ids if value.startswith(head) for c in value[len(head) :] if c.isalnum()}
    hex_alphabet = next((h for h in (_HEX, _HEX.upper()) if rest <= set(h)), None)
    tail = [
        hex_alphabet or _DIGITS
        if c.isdigit()
        else hex_alphabet or (_UPPER if c.isupper() else _LOWER)
        if c.isalpha()
        else c  # a separator stays where it is
        for c in sample[len(head) :]
    ]
    return IdFormat(table, head, None, 0, tail) if len(tail) >= 4 else None


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


def table_diff(table: str, key: str | None, before: Any, after: Any) -> list[dict[str, Any]]:
    changes: list[dict[str, Any]] = []
    old_rows, new_rows = ({row_ident(r, key, i): r for i, r in enumerate(rows)} for rows in (before, after))
    for ident, row in new_rows.items():
        old = old_rows.get(ident)
        if old is None:
            changes.append({"op": "insert", "table": table, "key": _row_key(row, key, ident), "row": row})
        elif old != row:
            changes.append(row_update(table, key, ident, old, row))
    for ident, row in old_rows.items():
        if ident not in new_rows:
            changes.append({"op": "delete", "table": table, "key": _row_key(row, key, ident), "row": row})
    return changes


def _row_key(row: Any, key: str | None, ident: str) -> Any:
    return row.get(key) if key and isinstance(row, dict) else ident


def row_update(table: str, key: str | None, ident: str, old: Any, row: Any) -> dict[str, Any]:
    fields = sorted(set(old) | set(row))
    delta = {f: [old.get(f), row.get(f)] for f in fields if old.get(f) != row.get(f)}
    return {"op": "update", "table": table, "key": _row_key(row, key, ident), "changes": delta}


def state_diff(before: State, after: State, primary_keys: dict[str, str]) -> list[dict[str, Any]]:
    """Row-level changes keyed by primary key: insert, delete, update (with ``{field: [old, new]}``)."""
    changes: list[dict[str, Any]] = []
    for table in sorted(set(before) | set(after)):
        changes += table_diff(table, primary_keys.get(table), before.get(table, []), after.get(table, []))
    return changes


SCALARS = frozenset({str, int, float, bool, type(None)})  # JSON's scalars, as Python holds them


def _key_json(value: Any) -> str:
    kind = type(value)
    if kind is str:
        return str(json.encoder.encode_basestring(value))  # what canonical_json does to a str
    if kind is int:
        return int.__repr__(value)
    return canonical_json(value)


def row_ident(row: Any, key: str | None, position: int) -> str:
    ident = row.get(key) if key and isinstance(row, dict) else None
    return _key_json(ident) if ident is not None else f"#{position}"


def require_built_in(value: Any) -> None:
    """Raise ValueError unless ``value`` is made of built-in types only. Marshal writes exact built-in types
    and refuses others without running any of their code; a subclass's methods (a dict subclass's ``items``,
    which the JSON encoder and ``copy.deepcopy`` call) would run while a changed row is checked, diffed,
    copied or encoded: after the change check, where they could change the state unseen."""
    try:
        marshal.dumps(value, 4)  # (version 4: no copies of shared str objects)
    except ValueError as exc:
        if "deeply" in str(exc):
            raise ValueError("it is nested too deeply") from None
        raise ValueError(
            "it holds a value whose type is none of dict, list, str, int, float, bool and None (a subclass "
            "of one, say)"
        ) from None
