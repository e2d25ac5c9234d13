"""SQL column types -> field types, declared lengths and defaults (sqlglot data types)."""

from __future__ import annotations

import re
from typing import Any

from sqlglot import exp

from synthesis.ir.environment import FieldType
from synthesis.seeds.specs.sqlexpr import literal


def user_type_name(kind: exp.DataType) -> str:
    """The name of a user-defined type (an enum, a domain), lower-cased. pg_dump qualifies it with its schema
    (``public.mpaa_rating``); types are known by their own name."""
    custom = kind.args.get("kind")
    named = custom.expression if isinstance(custom, exp.Dot) else custom
    return (named.name if isinstance(named, exp.Expression) else str(named or "")).lower()


def field_type_of(
    kind: exp.DataType | None,
    enum_types: dict[str, list[str]],
    domains: dict[str, tuple[exp.DataType, list[exp.Expression]]],
) -> tuple[FieldType, list[str] | None]:
    if kind is None:
        return FieldType.STRING, None
    if isinstance(kind, exp.ObjectIdentifier):  # (``this`` is text) oid: a number; reg* types: names
        return (FieldType.INTEGER if str(kind.this).upper() == "OID" else FieldType.STRING), None
    name = kind.this.name
    if name in {"ENUM", "ENUM8", "ENUM16"}:
        values = [str(v) for ok, v in (literal(e) for e in kind.expressions) if ok and v is not None]
        return (FieldType.ENUM, values) if values else (FieldType.STRING, None)
    if name == "USERDEFINED":
        type_name = user_type_name(kind)
        if type_name in enum_types:
            return FieldType.ENUM, enum_types[type_name]
        if type_name in domains:
            return field_type_of(domains[type_name][0], enum_types, {})
        return FieldType.STRING, None
    if (name in {"TINYINT"} and kind.sql().upper().endswith("(1)")) or name in {"BOOLEAN", "BIT"}:
        return FieldType.BOOLEAN, None
    if "INT" in name or "SERIAL" in name:
        return FieldType.INTEGER, None
    if name in {
        "DECIMAL",
        "NUMERIC",
        "FLOAT",
        "DOUBLE",
        "REAL",
        "MONEY",
        "SMALLMONEY",
        "BIGDECIMAL",
        "UDECIMAL",
    }:
        return FieldType.NUMBER, None
    if name in {"TEXT", "MEDIUMTEXT", "LONGTEXT", "TINYTEXT", "CLOB", "NTEXT"}:
        return FieldType.TEXT, None
    if name in {"DATE", "DATE32"}:
        return FieldType.DATE, None
    if name.startswith(("DATETIME", "TIMESTAMP")):
        return FieldType.DATETIME, None
    if name in {"JSON", "JSONB", "ARRAY", "MAP", "STRUCT", "OBJECT", "VARIANT"}:
        return FieldType.JSON, None
    return FieldType.STRING, None


# Character types whose length the database enforces (CHAR pads a shorter value; none takes a longer one).
_LENGTH_TYPES = {"VARCHAR", "NVARCHAR", "CHAR", "NCHAR", "BPCHAR"}
# The longest key ``ctx.new_id`` makes (a prefix of up to 12 letters, "_", 10 hex digits): a text key declared
# shorter is the caller's to give, as the database would refuse the environment's own.
GENERATED_ID_LENGTH = 23


def declared_length(
    kind: exp.DataType | None, domains: dict[str, tuple[exp.DataType, list[exp.Expression]]]
) -> int | None:
    """The n of VARCHAR(n), CHAR(n), NVARCHAR(n) (also through a domain); None: no limit (TEXT, VARCHAR,
    NVARCHAR(MAX))."""
    if isinstance(kind, exp.DataType) and kind.this == exp.DataType.Type.USERDEFINED:
        kind = domains.get(user_type_name(kind), (None, []))[0]
    if not isinstance(kind, exp.DataType) or getattr(kind.this, "name", None) not in _LENGTH_TYPES:
        return None
    if len(kind.expressions) != 1:
        return None
    text = kind.expressions[0].sql()
    return int(text) if text.isdigit() and int(text) > 0 else None


def coerce_default(value: Any, field_type: FieldType) -> Any:
    if value is None:
        return None
    if field_type == FieldType.BOOLEAN and isinstance(value, int | str):
        text = str(value).lower()
        if text in {"1", "true", "t", "yes"}:
            return True
        if text in {"0", "false", "f", "no"}:
            return False
    if field_type == FieldType.INTEGER and isinstance(value, str) and re.fullmatch(r"-?\d+", value):
        return int(value)
    if field_type == FieldType.NUMBER and isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    if field_type in {FieldType.INTEGER, FieldType.NUMBER} and not isinstance(value, int | float):
        return None
    return value
