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
import json
import marshal
import random
from collections.abc import Callable
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
