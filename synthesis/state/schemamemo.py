"""Facts derived from a StateSchema once, and reused while the schema stays as it was.

Generating or validating a state starts by working out, for every table and field, what the rows need (key
order, which checks apply, how values are made); for a ten-table schema that costs about as much as checking
the rows themselves, and it is the same schema call after call.

Schemas are pydantic models that can still change (an assignment, or a list such as ``Field.checks`` edited
in place), so an entry keeps a deep copy of the values its facts were derived from and is reused only while
the schema still equals them. Comparing costs a fraction of deriving again; a schema whose values cannot be
copied is simply derived every time.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from synthesis.ir import StateSchema

Facts = TypeVar("Facts")

MAX_SCHEMAS = 32


def _signature(schema: StateSchema) -> list[Any]:
    """What derived facts may depend on: each table's values and each of its fields' values, in order (with
    the objects themselves, which facts may keep)."""
    return [
        (
            table,
            {name: value for name, value in table.__dict__.items() if name != "fields"},
            [(f, f.__dict__) for f in table.fields],
        )
        for table in schema.tables
    ]


def _frozen_copy(signature: list[Any]) -> list[Any]:
    """A copy of ``signature`` whose values stay as they are now (the tables and fields themselves are not
    copied: the copy refers to them, so their ids cannot be reused while it lives)."""
    keep: dict[int, Any] = {}
    for table, _values, fields in signature:
        keep[id(table)] = table
        for f, _field_values in fields:
            keep[id(f)] = f
    return copy.deepcopy(signature, keep)


class SchemaMemo(Generic[Facts]):
    """``derive(schema)``, remembered for the last ``MAX_SCHEMAS`` schema objects while they are unchanged.

    The facts are shared between calls: callers must only read them."""

    def __init__(self, derive: Callable[[StateSchema], Facts]) -> None:
        self._derive = derive
        self._entries: dict[int, tuple[StateSchema, list[Any], Facts]] = {}
        self._lock = threading.Lock()

    def __call__(self, schema: StateSchema) -> Facts:
        signature = _signature(schema)
        entry = self._entries.get(id(schema))
        if entry is not None and entry[0] is schema and entry[1] == signature:
            return entry[2]
        facts = self._derive(schema)
        try:
            frozen = _frozen_copy(signature)
        except Exception:  # a value deepcopy cannot copy: derive again next time
            return facts
        with self._lock:
            if len(self._entries) >= MAX_SCHEMAS:
                del self._entries[next(iter(self._entries))]  # the oldest entry
            self._entries[id(schema)] = (schema, frozen, facts)
        return facts
