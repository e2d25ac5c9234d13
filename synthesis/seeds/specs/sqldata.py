"""The rows of a dump: ``INSERT ... VALUES`` (single and multi-row) and ``COPY ... FROM stdin``.

Contract: rows are read from the tokenizer's tokens (no full parse, so a data-heavy dump stays fast), kept up
to ``max_rows`` per table in file order (the rest are counted, so memory is bounded), then validated against
the IR tables by ``validate_rows``: values are coerced to the field's type (a ``char(5)`` key stays a string),
and a row that breaks a constraint (type, NOT NULL, enum, CHECK, duplicate key or composite key, a foreign
key to a row that is not there) is left out *and reported with its reason*, never dropped silently.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from sqlglot import TokenType
from sqlglot.tokens import Token

from synthesis.ir.environment import Field, FieldType, Table
from synthesis.state.expressions import ExpressionError, UnsupportedExpression, evaluate

DEFAULT_MAX_ROWS_PER_TABLE = 500
SYNTHETIC_KEY_NOTE = "Row identifier added by envstudio"
_REASON_EXAMPLES = 3
_STRINGS = {TokenType.STRING, TokenType.NATIONAL_STRING, TokenType.BYTE_STRING, TokenType.HEREDOC_STRING}
_COPY_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "\\": "\\", "b": "\b", "f": "\f", "v": "\v"}


# Where an INSERT's head (``INSERT [IGNORE] [INTO] name``) ends, and the words that may follow INSERT.
_INSERT_HEAD_ENDS = {TokenType.L_PAREN, TokenType.VALUES, TokenType.SELECT, TokenType.DEFAULT}
_INSERT_MODIFIERS = {"IGNORE", "LOW_PRIORITY", "DELAYED", "HIGH_PRIORITY"}
_MONEY = re.compile(r"\$\d+")


class _NotALiteral(Exception):
    pass


@dataclass
class RawRows:
    """Rows of one table as written in the dump (``columns`` empty: the table's column order)."""

    columns: list[str]
    rows: list[tuple[int, list[Any]]] = dc_field(default_factory=list)


@dataclass
class DumpData:
    """Every table's raw rows, bounded per table; problems found while reading, by reason."""

    max_rows: int = DEFAULT_MAX_ROWS_PER_TABLE
    tables: dict[str, list[RawRows]] = dc_field(default_factory=dict)
    seen: dict[str, int] = dc_field(default_factory=dict)
    problems: dict[str, list[str]] = dc_field(default_factory=dict)
    empty_is_null: bool = False  # Oracle's: the empty string is NULL ('' in a NUMBER column is no error)

    def problem(self, reason: str, example: str) -> None:
        shown = self.problems.setdefault(reason, [])
        if len(shown) < _REASON_EXAMPLES:
            shown.append(example)
        else:
            shown.append("")  # counted, not shown

    def rename_table(self, named: Callable[[str], bool], renamed: Callable[[str], str]) -> None:
        """Rows inserted under a table's old name (``named`` says which names are it) before ``ALTER TABLE ...
        RENAME TO``: they are the renamed table's, not rows of a table the dump does not create."""
        for key in [key for key in self.tables if named(key)]:
            new = renamed(key).lower()
            self.tables.setdefault(new, []).extend(self.tables.pop(key))
            self.seen[new] = self.seen.get(new, 0) + self.seen.pop(key, 0)

    def drop_table(self, named: Callable[[str], bool]) -> None:
        """``DROP TABLE``: the rows inserted before are gone with it (a table created again starts empty)."""
        for key in [key for key in self.tables if named(key)]:
            del self.tables[key]
            self.seen.pop(key, None)

    def rename_column(self, named: Callable[[str], bool], old: str, new: str) -> None:
        """Rows inserted naming a column before ``RENAME COLUMN``: they name it by its new name."""
        for key in [key for key in self.tables if named(key)]:
            for block in self.tables[key]:
                block.columns = [new if column.lower() == old.lower() else column for column in block.columns]

    def add(self, table: str, columns: list[str], line: int, values: list[Any]) -> None:
        key = table.lower()
        self.seen[key] = self.seen.get(key, 0) + 1
        if self.seen[key] > self.max_rows:
            return
        blocks = self.tables.setdefault(key, [])
        if not blocks or blocks[-1].columns != columns:
            blocks.append(RawRows(columns=columns))
        if self.empty_is_null:
            values = [None if value == "" else value for value in values]
        blocks[-1].rows.append((line, values))


def _name(token: Token) -> str:
    return token.text


def _literal(tokens: list[Token], at: int) -> tuple[Any, int]:
    """The literal value starting at ``tokens[at]`` and the index after it (casts like ``'x'::date`` are
    read as their literal)."""
    token = tokens[at]
    kind = token.token_type
    if kind in _STRINGS:
        value: Any = token.text
    elif kind == TokenType.NUMBER:
        value = _number(token.text)
    elif kind in {TokenType.NULL, TokenType.HEX_STRING}:
        value = None  # binary data (SQL Server's 0x... literals: pictures) is not kept: read as NULL
    elif kind in {TokenType.TRUE, TokenType.FALSE}:
        value = kind == TokenType.TRUE
    elif kind == TokenType.VAR and _MONEY.fullmatch(token.text):
        # SQL Server's money literal $19.99, tokenized as $19 . 99
        value = int(token.text[1:])
        if (
            at + 2 < len(tokens)
            and tokens[at + 1].token_type == TokenType.DOT
            and tokens[at + 2].text.isdigit()
        ):
            value = float(f"{value}.{tokens[at + 2].text}")
            at += 2
    elif kind == TokenType.DOT and at + 1 < len(tokens) and tokens[at + 1].text.isdigit():
        value = float(f"0.{tokens[at + 1].text}")  # .25, which Oracle's tokenizer reads as . 25
        at += 1
    elif (
        token.text.upper() == "CAST"
        and at + 1 < len(tokens)
        and tokens[at + 1].token_type == TokenType.L_PAREN
    ):
        value, after = _literal(tokens, at + 2)  # CAST(N'2024-01-02T10:00:00' AS DateTime2), as SSMS writes
        if after >= len(tokens) or tokens[after].token_type != TokenType.ALIAS:
            raise _NotALiteral(token.text)
        return value, _skip_row(tokens, after)
    elif token.text.upper() in {"TO_DATE", "TO_TIMESTAMP"}:
        value, at = _oracle_date(tokens, at)
    elif kind in {TokenType.DASH, TokenType.PLUS} and at + 1 < len(tokens):
        inner, after = _literal(tokens, at + 1)
        if not isinstance(inner, int | float) or isinstance(inner, bool):
            raise _NotALiteral(token.text)
        return (-inner if kind == TokenType.DASH else inner), after
    else:
        raise _NotALiteral(token.text)
    at += 1
    while at + 1 < len(tokens) and tokens[at].token_type == TokenType.DCOLON:
        at += 2  # '...'::type
    return value, at


# Oracle's TO_DATE / TO_TIMESTAMP format elements -> strptime's (the common ones; others are not read).
_ORACLE_FORMAT = re.compile(r"YYYY|RRRR|YY|RR|MM|MON|DD|HH24|HH12|HH|MI|SS|[-/:., T]", re.I)
_STRPTIME = {
    "YYYY": "%Y", "RRRR": "%Y", "YY": "%y", "RR": "%y", "MM": "%m", "MON": "%b", "DD": "%d", "HH24": "%H",
    "HH12": "%I", "HH": "%I", "MI": "%M", "SS": "%S",
}  # fmt: skip


def _oracle_date(tokens: list[Token], at: int) -> tuple[str, int]:
    """``TO_DATE('17-06-2013', 'dd-MM-yyyy')`` -> (ISO text, index after the call)."""
    kinds = [t.token_type for t in tokens[at + 1 : at + 6]]
    if kinds != [TokenType.L_PAREN, TokenType.STRING, TokenType.COMMA, TokenType.STRING, TokenType.R_PAREN]:
        raise _NotALiteral(tokens[at].text)
    text, form = tokens[at + 2].text, tokens[at + 4].text
    parts = _ORACLE_FORMAT.findall(form)
    if "".join(parts) != form:
        raise _NotALiteral(f"{tokens[at].text}({text!r}, {form!r})")
    pattern = "".join(_STRPTIME.get(part.upper(), part) for part in parts)
    try:
        return dt.datetime.strptime(text, pattern).isoformat(), at + 6
    except ValueError:
        raise _NotALiteral(f"{tokens[at].text}({text!r}, {form!r})") from None


def _number(text: str) -> int | float:
    try:
        return int(text)
    except ValueError:
        return float(text)


def read_insert(tokens: list[Token], line: int, data: DumpData) -> None:
    """``INSERT [IGNORE] [INTO] name [(columns)] VALUES (...), (...) [ON ...]`` -> rows in ``data`` (SQL
    Server and MySQL let ``INTO`` out)."""
    head = next((i for i, t in enumerate(tokens) if t.token_type in _INSERT_HEAD_ENDS), len(tokens))
    at = next((i for i, t in enumerate(tokens[:head]) if t.token_type == TokenType.INTO), None)
    if at is None:
        at = 0
        while at + 1 < head and tokens[at + 1].text.upper() in _INSERT_MODIFIERS:
            at += 1
    if at + 1 >= head:
        data.problem("an INSERT that names no table", f"line {line}")
        return
    at += 1
    table = _name(tokens[at])
    while at + 2 < len(tokens) and tokens[at + 1].token_type == TokenType.DOT:
        at += 2
        table = f"{table}.{_name(tokens[at])}"  # schema.table: found by it, else by the table's own name
    at += 1
    columns: list[str] = []
    if at < len(tokens) and tokens[at].token_type == TokenType.L_PAREN:
        at += 1
        while at < len(tokens) and tokens[at].token_type != TokenType.R_PAREN:
            if tokens[at].token_type != TokenType.COMMA:
                columns.append(_name(tokens[at]))
            at += 1
        at += 1
    if at >= len(tokens) or tokens[at].token_type != TokenType.VALUES:
        data.problem("an INSERT that is not INSERT ... VALUES (kept out)", f"{table} at line {line}")
        return
    at += 1
    while at < len(tokens) and tokens[at].token_type == TokenType.L_PAREN:
        row_line = line + tokens[at].line - tokens[0].line
        values: list[Any] = []
        at += 1
        try:
            while tokens[at].token_type != TokenType.R_PAREN:
                value, at = _literal(tokens, at)
                values.append(value)
                if tokens[at].token_type == TokenType.COMMA:
                    at += 1
        except (_NotALiteral, IndexError) as exc:
            data.problem(
                "a value that is not a literal (expressions are not evaluated)",
                f"{table} line {row_line}: {exc}",
            )
            at = _skip_row(tokens, at)
        else:
            data.add(table, columns, row_line, values)
            at += 1
        if at < len(tokens) and tokens[at].token_type == TokenType.COMMA:
            at += 1


def _skip_row(tokens: list[Token], at: int) -> int:
    depth = 1
    while at < len(tokens) and depth:
        depth += {TokenType.L_PAREN: 1, TokenType.R_PAREN: -1}.get(tokens[at].token_type, 0)
        at += 1
    return at


_COPY_HEAD = re.compile(r"copy\s+([\w.\"]+)\s*(?:\(([^)]*)\))?\s+from\s+stdin", re.I)


def read_copy(head: str, rows: list[tuple[int, str]], line: int, data: DumpData, *, more: int = 0) -> None:
    """``COPY name (columns) FROM stdin;`` and its tab-separated lines (``\\N`` is NULL); ``more`` lines past
    the ones kept are counted as seen."""
    match = _COPY_HEAD.search(head)
    if match is None:
        data.problem("a COPY this reader does not understand (kept out)", f"line {line}")
        return
    table = ".".join(part.strip('"') for part in match.group(1).split("."))
    columns = [c.strip().strip('"') for c in (match.group(2) or "").split(",") if c.strip()]
    for number, text in rows:
        data.add(
            table, columns, number, [None if cell == "\\N" else _unescape(cell) for cell in text.split("\t")]
        )
    if more:
        data.seen[table.lower()] = data.seen.get(table.lower(), 0) + more


def _unescape(cell: str) -> str:
    if "\\" not in cell:
        return cell
    return re.sub(r"\\(.)", lambda m: _COPY_ESCAPES.get(m.group(1), m.group(1)), cell)


# --- validation against the schema ------------------------------------------------------------------------


class _Invalid(Exception):
    pass


def coerce(field: Field, value: Any) -> Any:
    """A dump value as the IR type of ``field`` (the one conversion codegen, data and tests agree on)."""
    if value is None:
        return None
    kind = field.type
    if kind == FieldType.INTEGER:
        if isinstance(value, bool):
            return int(value)
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
            return int(value)
        if isinstance(value, int):
            return value
        raise _Invalid(f"{field.name}: {value!r} is not an integer")
    if kind == FieldType.NUMBER:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return value
        try:
            return float(str(value))
        except ValueError:
            raise _Invalid(f"{field.name}: {value!r} is not a number") from None
    if kind == FieldType.BOOLEAN:
        text = str(value).strip().lower()
        if text in {"1", "t", "true", "y", "yes", "on"}:
            return True
        if text in {"0", "f", "false", "n", "no", "off"}:
            return False
        if re.fullmatch(r"-?\d+", text):
            return int(text) != 0  # SQL Server's bit and MySQL's BOOLEAN (a TINYINT) take any integer
        raise _Invalid(f"{field.name}: {value!r} is not a boolean")
    if kind == FieldType.DATE:
        return _date(field, value)
    if kind == FieldType.DATETIME:
        return _datetime(field, value)
    if kind == FieldType.JSON:
        return value
    return value if isinstance(value, str) else str(value)


# Dates as databases also accept them: 1962/2/18, 2002-8-14 00:00 (PostgreSQL and MySQL read these), and
# month/day/year, which SQL Server (us_english, SET DATEFORMAT mdy) and PostgreSQL (DateStyle MDY) read:
# 7/4/1996, 09/13/94 (a two-digit year below 50 is 20xx, as SQL Server's default cutoff reads it).
_LOOSE_DATE = re.compile(r"^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$")
_MONTH_FIRST = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$")


def _loose(text: str) -> dt.datetime | None:
    match = _LOOSE_DATE.match(text)
    month_first = _MONTH_FIRST.match(text) if match is None else None
    if month_first is not None:
        month, day, year = (int(part) for part in month_first.groups()[:3])
        if len(month_first.group(3)) == 2:
            year += 2000 if year < 50 else 1900
        hour, minute, second = (int(part or 0) for part in month_first.groups()[3:])
    elif match is not None:
        year, month, day, hour, minute, second = (int(part or 0) for part in match.groups())
    else:
        return None
    try:
        return dt.datetime(year, month, day, hour, minute, second)
    except ValueError:
        return None


def _date(field: Field, value: Any) -> str:
    text = str(value).strip()
    try:
        return dt.date.fromisoformat(text[:10]).isoformat()
    except ValueError:
        loose = _loose(text)
        if loose is None:
            raise _Invalid(f"{field.name}: {value!r} is not a date") from None
        return loose.date().isoformat()


def _datetime(field: Field, value: Any) -> str:
    text = str(value).strip().replace(" ", "T", 1)
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        loose = _loose(str(value).strip())
        if loose is None:
            raise _Invalid(f"{field.name}: {value!r} is not a date and time") from None
        moment = loose
    return moment.replace(tzinfo=None).isoformat()


@dataclass
class ValidatedData:
    rows: dict[str, list[dict[str, Any]]]
    rejected: dict[str, list[str]]  # reason -> examples ("" entries are counted, not shown)
    truncated: dict[str, int]  # table -> rows in the dump beyond the per-table bound


def _row(table: Table, columns: list[str], values: list[Any], clean: dict[str, str]) -> dict[str, Any]:
    names = columns or [f.name for f in table.fields if not _synthetic(table, f)]
    if not columns and len(values) == len(names) - 1 and _serial_key(table, table.field(table.primary_key)):
        # SQL Server leaves an IDENTITY column out of VALUES without a column list: the key is numbered.
        names = [name for name in names if name != table.primary_key]
    if len(names) != len(values):
        raise _Invalid(f"{len(values)} values for {len(names)} columns")
    row: dict[str, Any] = {}
    for raw, value in zip(names, values, strict=True):
        name = clean.get(raw.lower())
        if name is None:
            raise _Invalid(f"unknown column {raw!r}")
        row[name] = coerce(table.field(name), value)
    return row


def _synthetic(table: Table, field: Field) -> bool:
    return field.name == table.primary_key and field.description.startswith(
        "Row identifier added by envstudio"
    )


def _serial_key(table: Table, field: Field) -> bool:
    """A primary key the environment numbers: the synthetic one, or a generated integer key."""
    return field.name == table.primary_key and field.generated and field.type == FieldType.INTEGER


def _complete(table: Table, row: dict[str, Any], serial: int) -> None:
    """Fills what the database would: a numbered key left out or given as NULL (SQLite's INTEGER PRIMARY
    KEY and MySQL's AUTO_INCREMENT number ``INSERT ... VALUES (NULL, 'a')``), and defaults."""
    for f in table.fields:
        if f.name in row and (row[f.name] is not None or not _serial_key(table, f)):
            continue
        if _synthetic(table, f) or _serial_key(table, f):
            row[f.name] = serial
        else:
            row[f.name] = f.default
    for f in table.fields:
        value = row[f.name]
        if value is None:
            if f.required and not (f.generated and f.name != table.primary_key):
                raise _Invalid(f"{f.name} is NOT NULL but empty")
            continue
        if f.enum_values and value not in f.enum_values:
            raise _Invalid(f"{f.name}: {value!r} is not one of {f.enum_values}")
        for expr in f.checks:
            try:
                passed = evaluate(expr, value=value, row=row)
            except (UnsupportedExpression, ExpressionError):
                continue
            if not passed:
                raise _Invalid(f"{f.name}: {value!r} breaks the CHECK {expr}")


def validate_rows(
    *, tables: list[Table], data: DumpData, clean_names: dict[str, tuple[str, dict[str, str]]]
) -> ValidatedData:
    """Rows typed and checked against ``tables``; ``clean_names`` maps a raw table name (lower) to its IR
    name and its columns' raw (lower) -> IR names."""
    by_name = {t.name: t for t in tables}
    rows: dict[str, list[dict[str, Any]]] = {}
    rejected: dict[str, list[str]] = {r: list(e) for r, e in data.problems.items()}

    def reject(reason: str, example: str) -> None:
        shown = rejected.setdefault(reason, [])
        shown.append(example if len([s for s in shown if s]) < _REASON_EXAMPLES else "")

    truncated: dict[str, int] = {}
    for raw_table, blocks in data.tables.items():
        if raw_table not in clean_names:
            reject("rows for a table the dump does not create", f"{raw_table}")
            continue
        name, columns = clean_names[raw_table]
        table = by_name[name]
        keys: set[Any] = set()
        highest = 0  # the highest integer key so far: a numbered key comes after it, as the database's does
        together: list[set[tuple[str, ...]]] = [set() for _ in table.unique_together]
        kept = rows.setdefault(name, [])
        for block in blocks:
            for line, values in block.rows:
                try:
                    row = _row(table, block.columns, values, columns)
                    _complete(table, row, max(highest, len(kept)) + 1)
                    key = row[table.primary_key]
                    if key in keys:
                        raise _Invalid(f"duplicate primary key {key!r}")
                    combinations = _together_keys(table, row, together)
                except _Invalid as exc:
                    reject(f"{name}: {_reason_kind(str(exc))}", f"line {line}: {exc}")
                    continue
                keys.add(key)
                if type(key) is int and key > highest:
                    highest = key
                for seen, combination in zip(together, combinations, strict=True):
                    if combination is not None:
                        seen.add(combination)
                kept.append(row)
        if data.seen.get(raw_table, 0) > data.max_rows:
            truncated[name] = data.seen[raw_table] - data.max_rows
    _drop_dangling(by_name, rows, reject)
    return ValidatedData(rows={k: v for k, v in rows.items() if v}, rejected=rejected, truncated=truncated)


def _together_keys(
    table: Table, row: dict[str, Any], seen: list[set[tuple[str, ...]]]
) -> list[tuple[str, ...] | None]:
    """The row's value of each field set unique together (None where a value is empty, as SQL lets
    those repeat); raises when another kept row already has one."""
    found: list[tuple[str, ...] | None] = []
    for group, taken in zip(table.unique_together, seen, strict=True):
        values = [row.get(f) for f in group]
        if any(value is None for value in values):
            found.append(None)
            continue
        combination = tuple(repr(value) for value in values)
        if combination in taken:
            shown = ", ".join(f"{f}={v!r}" for f, v in zip(group, values, strict=True))
            raise _Invalid(f"duplicate key ({', '.join(group)}): {shown}")
        found.append(combination)
    return found


def _reason_kind(message: str) -> str:
    return re.sub(r"'[^']*'|\d+", "…", message)[:120]


def _drop_dangling(by_name: dict[str, Table], rows: dict[str, list[dict[str, Any]]], reject: Any) -> None:
    """Rows whose foreign key names a row that is not in the data are left out (until none is left), so
    every state drawn from the data is consistent."""
    changed = True
    while changed:
        changed = False
        present: dict[tuple[str, str], set[Any]] = {}
        for table in by_name.values():
            for f in table.fields:
                if f.foreign_key is not None:
                    target = (f.foreign_key.table, f.foreign_key.field)
                    present[target] = {r.get(target[1]) for r in rows.get(target[0], [])}
        for name, table_rows in rows.items():
            table = by_name[name]
            fks = [f for f in table.fields if f.foreign_key is not None]
            if not fks:
                continue
            kept: list[dict[str, Any]] = []
            for row in table_rows:
                missing = next(
                    (
                        f
                        for f in fks
                        if row.get(f.name) is not None
                        and row[f.name] not in present[(f.foreign_key.table, f.foreign_key.field)]  # type: ignore[union-attr]
                    ),
                    None,
                )
                if missing is None:
                    kept.append(row)
                    continue
                changed = True
                reject(
                    f"{name}: a foreign key to a row that is not in the data",
                    f"{missing.name}={row[missing.name]!r}",
                )
            rows[name] = kept
