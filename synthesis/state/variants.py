"""Values that stand for another: a new row's primary key in the table's own form, a variant of a value a
unique field already holds, and a changed value (for an update, a distractor or a check that must fail)."""

from __future__ import annotations

import datetime as dt
import json
import random
from typing import Any

from synthesis.ir import Field, FieldType
from synthesis.state.values import (
    CITIES,
    FIRST_NAMES,
    LAST_NAMES,
    STATUS_SWAPS,
    key_prefix,
    value_for,
    words_of,
)

_FIRST_KEY_DAY = dt.date(2024, 1, 1)


def primary_key_value(*, field: Field, table_name: str, serial: int) -> Any:
    if field.type in (FieldType.INTEGER, FieldType.NUMBER):
        return serial
    if field.type in (FieldType.DATE, FieldType.DATETIME):  # a calendar keyed by its day (Oracle's times)
        day = _FIRST_KEY_DAY + dt.timedelta(days=serial)
        return day.isoformat() if field.type == FieldType.DATE else f"{day.isoformat()}T00:00:00"
    named = _named_key(field=field, table_name=table_name, serial=serial)
    return named if named is not None else f"{key_prefix(table_name)}-{serial:03d}"


_KEY_NAME_WORDS = frozenset({"name", "title", "firstname", "lastname", "label", "username"})
_KEY_CODE_WORDS = frozenset(
    {"id", "ids", "key", "code", "number", "no", "num", "uuid", "guid", "ref", "slug"}
)


def _named_key(*, field: Field, table_name: str, serial: int) -> str | None:
    """A key that is a name (an event keyed by its name, a client by its name) is a name, drawn by the
    field's meaning from a stream of its serial (the same serial, the same name; a clash draws the next
    serial, as a numbered key does), not a row code like "SPE-001"."""
    words = set(words_of(field.name))
    if field.type not in (FieldType.STRING, FieldType.TEXT) or not words & _KEY_NAME_WORDS:
        return None
    if words & _KEY_CODE_WORDS:
        return None
    rng = random.Random(f"key:{table_name}:{field.name}:{serial}")
    value = value_for(field=field, table_name=table_name, row={}, rng=rng, serial=serial)
    return value if isinstance(value, str) and value else None


def unique_variant(value: Any, *, field: Field, attempt: int, rng: random.Random) -> Any:
    """Another value of a unique field after collisions: a name gets a place ("Harbor Books Riverton"), a
    code another number, anything else a plain variation."""
    if isinstance(value, str) and field.type == FieldType.STRING and " " in value and "@" not in value:
        return f"{value} {CITIES[(attempt + rng.randrange(len(CITIES))) % len(CITIES)]}"
    return mutate(value, field=field, rng=rng)


def mutate(value: Any, *, field: Field | None = None, rng: random.Random | None = None) -> Any:
    """A different value of the same kind (for distractors and for perturbing checks)."""
    if field is not None and field.enum_values and len(field.enum_values) > 1:
        others = [v for v in field.enum_values if v != value]
        return (rng or random.Random(0)).choice(others)
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return round(value + 1.5, 2)
    if isinstance(value, str):
        return _mutate_text(value, field)
    if isinstance(value, list):
        return [*value, "other"]
    if isinstance(value, dict):
        return {**value, "other": True}
    return "other"


def _mutate_text(value: str, field: Field | None) -> str:
    kind = field.type if field is not None else None
    try:
        if kind == FieldType.DATE:
            return (dt.date.fromisoformat(value) + dt.timedelta(days=1)).isoformat()
        if kind == FieldType.DATETIME:
            return (dt.datetime.fromisoformat(value) + dt.timedelta(hours=1)).isoformat()
    except ValueError:
        pass
    if value.startswith("{"):  # JSON kept as text: another object, still JSON (never '{...} (other)')
        try:
            parsed = json.loads(value)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict):
            return json.dumps({**parsed, "revised": True})
    if "@" in value:  # another valid address of the same length or one more: never cut into "x@-116"
        local, _, domain = value.partition("@")
        digits = len(local) - len(local.rstrip("0123456789"))
        if digits:
            number = str(int(local[-digits:]) + 1).zfill(digits)
            return f"{local[:-digits]}{number}@{domain}"
        return f"{local}2@{domain}"
    if value and value[-1].isdigit():
        return value[:-1] + str((int(value[-1]) + 1) % 10) + "x"
    for names in (FIRST_NAMES, LAST_NAMES, CITIES):
        if value in names:  # another person, not "Larsen (other)"
            return names[(names.index(value) + 1) % len(names)]
    swapped = STATUS_SWAPS.get(value.lower())
    if swapped is not None:
        return swapped
    return value + " (other)" if value else "other"
