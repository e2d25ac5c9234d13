"""SQL DDL -> EnvironmentSpec, with sqlglot (generic, PostgreSQL, MySQL, SQLite dialects).

Decisions (documented in docs/specs.md):
- every table gets exactly one primary key: a single-column key as declared; for a composite key or none, a
  synthetic integer ``id`` (``<table>_row_id`` when ``id`` is taken) is added and the original key is noted;
- integer primary keys are generated as max+1, string primary keys with ``ctx.new_id``; audit timestamps
  (``created_at``...) and columns defaulting to the current time are generated from ``ctx.now()``;
- foreign key cycles are allowed only if some foreign key on the cycle is nullable (rows can be created first
  and linked later); a cycle of required foreign keys makes creation impossible and is refused;
- names are lower-cased (SQL folds unquoted names) and sanitized to identifiers; the original name goes into
  the description, and two names that end up equal are refused.
"""

from __future__ import annotations

import ast
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

import sqlglot
from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import ParseError, SqlglotError, TokenError

from synthesis.ir.environment import (
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    StateSchema,
    Table,
)
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import (
    MAX_COLUMNS,
    MAX_TABLES,
    NameRegistry,
    clip,
    decode_input,
    join_description,
    renamed_note,
)
from synthesis.seeds.specs.operations import AUDIT_TIMESTAMPS, crud_tools, finish_spec

GENERATOR = "synthesis.seeds.specs.sql"
GENERATOR_VERSION = "1"
DIALECTS: tuple[str, ...] = ("postgres", "mysql", "sqlite", "")
RESERVED_FIELD_NAMES = frozenset({"self"})

_CREATE_TABLE = re.compile(
    r"\bcreate\s+(?:(?:global|local|temporary|temp|unlogged|or\s+replace)\s+)*table\b", re.I
)
_NOW_FUNCTIONS = frozenset({"NOW", "CURRENT_TIMESTAMP", "LOCALTIMESTAMP", "GETDATE", "SYSDATE", "DATETIME"})


@dataclass
class _Statement:
    text: str
    line: int  # 1-based line of the statement's first token
    base_line: int  # 1-based line where ``text`` starts (comments and blank lines before the statement count)


@dataclass
class _Column:
    raw_name: str
    line: int
    kind: exp.DataType | None
    not_null: bool = False
    primary: bool = False
    unique: bool = False
    default: Any = None
    default_now: bool = False
    default_generated: bool = False
    comments: list[str] = dc_field(default_factory=list)
    auto_increment: bool = False


@dataclass
class _ForeignKeyDef:
    columns: list[str]
    target: str
    target_columns: list[str]
    on_delete: str
    line: int


@dataclass
class _RawTable:
    raw_name: str
    line: int
    columns: list[_Column] = dc_field(default_factory=list)
    primary_key: list[str] = dc_field(default_factory=list)
    unique_sets: list[list[str]] = dc_field(default_factory=list)
    foreign_keys: list[_ForeignKeyDef] = dc_field(default_factory=list)
    checks: list[tuple[exp.Expression, int]] = dc_field(default_factory=list)
    comments: list[str] = dc_field(default_factory=list)
    column_comments: dict[str, str] = dc_field(default_factory=dict)
    indexed: list[str] = dc_field(default_factory=list)


@contextmanager
def _quiet_sqlglot() -> Iterator[None]:
    # sqlglot logs a warning when it falls back to an opaque Command; we report those ourselves.
    logger = logging.getLogger("sqlglot")
    previous = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(previous)


def _split_statements(text: str, dialect: Dialect) -> list[_Statement]:
    try:
        tokens = dialect.tokenize(text)
    except TokenError as exc:
        raise SpecError(
            f"the SQL cannot be tokenized (an unterminated string or comment?): {exc}",
            line=_unterminated_line(text),
        ) from None
    statements: list[_Statement] = []
    start = 0
    first_line: int | None = None
    for token in [*tokens, None]:
        if token is not None and token.token_type != sqlglot.TokenType.SEMICOLON:
            if first_line is None:
                first_line = token.line
            continue
        end = token.start if token is not None else len(text)
        if first_line is not None:
            base = text.count("\n", 0, start) + 1
            statements.append(_Statement(text=text[start:end], line=first_line, base_line=base))
        first_line = None
        start = token.end + 1 if token is not None else len(text)
    return statements


def _unterminated_line(text: str) -> int | None:
    # The first line where a single quote is left open is the usual culprit.
    open_quote = False
    for number, line in enumerate(text.splitlines(), start=1):
        if (
            "--" in line
            and not open_quote
            and line.index("--") < (line.find("'") if "'" in line else len(line))
        ):
            continue
        if line.count("'") % 2 == 1:
            if not open_quote:
                first = number
            open_quote = not open_quote
    return first if open_quote else None


def _parse_with(text: str, dialect_name: str) -> tuple[list[tuple[exp.Expression, _Statement]], int]:
    """Parse every statement; returns (expressions, number of opaque commands). Raises SpecError."""
    dialect = Dialect.get_or_raise(dialect_name or None)
    parsed: list[tuple[exp.Expression, _Statement]] = []
    commands = 0
    for statement in _split_statements(text, dialect):
        try:
            with _quiet_sqlglot():
                expression = dialect.parse(statement.text)[0]
        except ParseError as exc:
            first = exc.errors[0] if exc.errors else {}
            line = statement.base_line + int(first.get("line", 1)) - 1
            description = first.get("description", str(exc))
            raise SpecError(f"SQL syntax error: {description}", line=line) from None
        except SqlglotError as exc:
            raise SpecError(f"SQL error: {exc}", line=statement.line) from None
        if expression is None:
            continue
        if isinstance(expression, exp.Command):
            commands += 1
        parsed.append((expression, statement))  # type: ignore[arg-type]  # sqlglot's Expr alias
    return parsed, commands


def _choose_dialect(text: str, preferred: str | None) -> tuple[str, list[tuple[exp.Expression, _Statement]]]:
    order = list(DIALECTS)
    if preferred is not None:
        if preferred not in DIALECTS:
            raise SpecError(
                f"unknown SQL dialect {preferred!r}; use one of {', '.join(d or 'generic' for d in DIALECTS)}"
            )
        order = [preferred]
    elif "`" in text or re.search(r"\bauto_increment\b|\bengine\s*=", text, re.I):
        order.remove("mysql")
        order.insert(0, "mysql")
    best: tuple[int, str, list[tuple[exp.Expression, _Statement]]] | None = None
    first_error: SpecError | None = None
    for name in order:
        try:
            parsed, commands = _parse_with(text, name)
        except SpecError as exc:
            # Keep the error that got furthest into the file: that dialect understood the most.
            if first_error is None or (exc.line or 0) > (first_error.line or 0):
                first_error = exc
            continue
        if commands == 0:
            return name, parsed
        if best is None or commands < best[0]:
            best = (commands, name, parsed)
    if best is not None:
        return best[1], best[2]
    assert first_error is not None
    raise first_error


def _literal(node: exp.Expression | None) -> tuple[bool, Any]:
    """(is_constant, value) of a DEFAULT or CHECK operand."""
    if node is None:
        return False, None
    if isinstance(node, exp.Paren):
        return _literal(node.this)
    if isinstance(node, exp.Null):
        return True, None
    if isinstance(node, exp.Boolean):
        return True, bool(node.this)
    if isinstance(node, exp.Literal):
        if node.is_string:
            return True, str(node.this)
        text = str(node.this)
        try:
            return True, int(text)
        except ValueError:
            try:
                return True, float(text)
            except ValueError:
                return False, None
    if isinstance(node, exp.Neg):
        ok, value = _literal(node.this)
        if ok and isinstance(value, int | float) and not isinstance(value, bool):
            return True, -value
    return False, None


def _is_now(node: exp.Expression | None) -> bool:
    if isinstance(node, exp.CurrentTimestamp | exp.CurrentDate | exp.CurrentDatetime | exp.CurrentTime):
        return True
    if isinstance(node, exp.Anonymous | exp.Func):
        name = (node.name if isinstance(node, exp.Anonymous) else node.sql_name()).upper()
        return name in _NOW_FUNCTIONS
    return False


def _on_delete(reference: exp.Expression) -> str:
    options = " ".join(str(o) for o in reference.args.get("options") or []).upper()
    if "ON DELETE CASCADE" in options:
        return "cascade"
    if "ON DELETE SET NULL" in options:
        return "set_null"
    return "restrict"


def _reference(reference: exp.Expression, columns: list[str], line: int) -> _ForeignKeyDef:
    target = reference.this
    if isinstance(target, exp.Schema):
        table_node, target_columns = target.this, [e.name for e in target.expressions]
    else:
        table_node, target_columns = target, []
    return _ForeignKeyDef(
        columns=columns,
        target=table_node.name,
        target_columns=target_columns,
        on_delete=_on_delete(reference),
        line=line,
    )


def _column(node: exp.ColumnDef, table: _RawTable, line: int) -> _Column:
    column = _Column(raw_name=node.name, line=line, kind=node.args.get("kind"))
    column.comments.extend(c.strip() for c in node.comments or [] if c.strip())
    for constraint in node.args.get("constraints") or []:
        kind = constraint.args.get("kind") if isinstance(constraint, exp.ColumnConstraint) else constraint
        if isinstance(kind, exp.NotNullColumnConstraint):
            column.not_null = not kind.args.get("allow_null")
        elif isinstance(kind, exp.PrimaryKeyColumnConstraint):
            column.primary = True
        elif isinstance(kind, exp.UniqueColumnConstraint):
            column.unique = True
        elif isinstance(kind, exp.DefaultColumnConstraint):
            ok, value = _literal(kind.this)
            if ok:
                column.default = value
            elif _is_now(kind.this):
                column.default_now = True
            else:
                column.default_generated = True
        elif isinstance(kind, exp.CheckColumnConstraint):
            table.checks.append((kind.this, line))
        elif isinstance(kind, exp.Reference):
            table.foreign_keys.append(_reference(kind, [node.name], line))
        elif isinstance(kind, exp.CommentColumnConstraint):
            ok, value = _literal(kind.this)
            if ok and value:
                column.comments.append(str(value))
        elif isinstance(kind, exp.AutoIncrementColumnConstraint | exp.GeneratedAsIdentityColumnConstraint):
            column.auto_increment = True
    return column


def _table_constraint(node: exp.Expression, table: _RawTable, line: int) -> None:
    if isinstance(node, exp.Constraint):
        for inner in node.expressions:
            _table_constraint(inner, table, line)
    elif isinstance(node, exp.PrimaryKey):
        table.primary_key = [e.name for e in node.expressions]
    elif isinstance(node, exp.UniqueColumnConstraint):
        schema = node.this
        names = [e.name for e in schema.expressions] if isinstance(schema, exp.Schema) else []
        if names:
            table.unique_sets.append(names)
    elif isinstance(node, exp.ForeignKey):
        reference = node.args.get("reference")
        if reference is not None:
            table.foreign_keys.append(_reference(reference, [e.name for e in node.expressions], line))
    elif isinstance(node, exp.CheckColumnConstraint):
        table.checks.append((node.this, line))


def _create_table(node: exp.Create, statement: _Statement) -> _RawTable:
    schema = node.this
    table = _RawTable(raw_name=schema.this.name, line=statement.line)
    # Only the comment block right above CREATE describes the table; earlier blocks describe the file.
    create_at = re.search(r"\bcreate\b", statement.text, re.I)
    prefix = statement.text[: create_at.start()] if create_at else ""
    blocks = re.split(r"\n[ \t]*\n", prefix.lstrip())
    last_block = blocks[-1] if blocks else ""
    table.comments.extend(c.strip() for c in node.comments or [] if c.strip() and c.strip() in last_block)
    for prop in (node.args.get("properties") or exp.Properties(expressions=[])).expressions:
        if isinstance(prop, exp.SchemaCommentProperty):
            ok, value = _literal(prop.this)
            if ok and value:
                table.comments.append(str(value))
    lines = statement.text.splitlines()
    for item in schema.expressions:
        # Table constraints are found by their name when they have one, else reported at the CREATE line.
        anchor = item.name if isinstance(item, exp.ColumnDef | exp.Constraint) else ""
        offset = _line_of(lines, anchor) if anchor else None
        line = statement.base_line + offset if offset is not None else statement.line
        if isinstance(item, exp.ColumnDef):
            table.columns.append(_column(item, table, line))
            if len(table.columns) > MAX_COLUMNS:
                raise SpecError(f"table {table.raw_name!r} has more than {MAX_COLUMNS} columns", line=line)
        else:
            _table_constraint(item, table, line)
    if not table.columns:
        raise SpecError(f"table {table.raw_name!r} has no columns", line=statement.line)
    return table


def _line_of(lines: list[str], name: str) -> int:
    # Column definitions carry no position in sqlglot's tree: find the first line that mentions the name.
    if name:
        pattern = re.compile(rf"(^|[\s(`\"\[,]){re.escape(name)}([\s`\"\],]|$)")
        for offset, text in enumerate(lines):
            if pattern.search(text):
                return offset
    return 0


# --- CHECK constraints -> Python expressions over ``value`` and ``row`` -------------------------------------

_COMPARISONS: dict[type[exp.Expression], str] = {
    exp.EQ: "==",
    exp.NEQ: "!=",
    exp.GT: ">",
    exp.GTE: ">=",
    exp.LT: "<",
    exp.LTE: "<=",
}
_ARITHMETIC: dict[type[exp.Expression], str] = {exp.Add: "+", exp.Sub: "-", exp.Mul: "*", exp.Div: "/"}


class _Untranslatable(Exception):
    pass


class _CheckTranslator:
    def __init__(self, *, owner: str, columns: dict[str, str]) -> None:
        self.owner = owner  # raw column name the check is attached to
        self.columns = columns  # raw name (lower) -> clean field name
        self.others: list[str] = []

    def column(self, node: exp.Column) -> str:
        clean = self.columns.get(node.name.lower())
        if clean is None:
            raise _Untranslatable(f"unknown column {node.name!r}")
        if node.name.lower() == self.owner:
            return "value"
        if clean not in self.others:
            self.others.append(clean)
        return f"row[{clean!r}]"

    def tr(self, node: exp.Expression) -> str:
        if isinstance(node, exp.Paren):
            return f"({self.tr(node.this)})"
        if isinstance(node, exp.Column):
            return self.column(node)
        ok, value = _literal(node)
        if ok:
            return repr(value)
        for kind, op in _COMPARISONS.items():
            if type(node) is kind:
                return f"{self.tr(node.this)} {op} {self.tr(node.expression)}"
        for kind, op in _ARITHMETIC.items():
            if type(node) is kind:
                return f"({self.tr(node.this)} {op} {self.tr(node.expression)})"
        if isinstance(node, exp.And):
            return f"({self.tr(node.this)} and {self.tr(node.expression)})"
        if isinstance(node, exp.Or):
            return f"({self.tr(node.this)} or {self.tr(node.expression)})"
        if isinstance(node, exp.Not):
            return f"not ({self.tr(node.this)})"
        if isinstance(node, exp.In) and node.expressions:
            return f"{self.tr(node.this)} in ({', '.join(self.tr(e) for e in node.expressions)},)"
        if isinstance(node, exp.Between):
            return f"{self.tr(node.args['low'])} <= {self.tr(node.this)} <= {self.tr(node.args['high'])}"
        if isinstance(node, exp.Is) and isinstance(node.expression, exp.Null):
            return f"{self.tr(node.this)} is None"
        if isinstance(node, exp.Length) or (
            isinstance(node, exp.Anonymous) and node.name.upper() in {"LENGTH", "CHAR_LENGTH", "LEN"}
        ):
            inner = node.this if isinstance(node, exp.Length) else node.expressions[0]
            return f"len({self.tr(inner)})"
        if isinstance(node, exp.Lower | exp.Upper):
            return f"{self.tr(node.this)}.{'lower' if isinstance(node, exp.Lower) else 'upper'}()"
        if isinstance(node, exp.Like):
            ok, pattern = _literal(node.expression)
            if ok and isinstance(pattern, str) and "_" not in pattern:
                core = pattern.strip("%")
                if "%" not in core:
                    subject = self.tr(node.this)
                    starts, ends = pattern.startswith("%"), pattern.endswith("%")
                    if starts and ends:
                        return f"{core!r} in {subject}"
                    if ends:
                        return f"{subject}.startswith({core!r})"
                    if starts:
                        return f"{subject}.endswith({core!r})"
                    return f"{subject} == {core!r}"
        raise _Untranslatable(node.sql()[:120])


def _check_columns(node: exp.Expression) -> list[str]:
    names: list[str] = []
    for column in node.find_all(exp.Column):
        if column.name.lower() not in names:
            names.append(column.name.lower())
    return names


def _enum_from_check(node: exp.Expression) -> tuple[str, list[str]] | None:
    """``CHECK (col IN ('a', 'b'))`` -> (col, values)."""
    while isinstance(node, exp.Paren):
        node = node.this
    if isinstance(node, exp.In) and isinstance(node.this, exp.Column) and node.expressions:
        values = [_literal(e) for e in node.expressions]
        if all(ok and isinstance(v, str) for ok, v in values):
            return node.this.name.lower(), [str(v) for _, v in values]
    return None


# --- types --------------------------------------------------------------------------------------------------


def _field_type(column: _Column, enum_types: dict[str, list[str]]) -> tuple[FieldType, list[str] | None]:
    kind = column.kind
    if kind is None:
        return FieldType.STRING, None
    name = kind.this.name
    if name in {"ENUM", "ENUM8", "ENUM16"}:
        values = [str(v) for ok, v in (_literal(e) for e in kind.expressions) if ok and v is not None]
        return (FieldType.ENUM, values) if values else (FieldType.STRING, None)
    if name == "USERDEFINED":
        custom = str(kind.args.get("kind") or "").lower()
        if custom in enum_types:
            return FieldType.ENUM, enum_types[custom]
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


def _coerce_default(value: Any, field_type: FieldType) -> Any:
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


# --- assembly -----------------------------------------------------------------------------------------------


@dataclass
class _Collected:
    tables: list[_RawTable] = dc_field(default_factory=list)
    enum_types: dict[str, list[str]] = dc_field(default_factory=dict)
    notes: list[str] = dc_field(default_factory=list)
    # (table, column or None, text, line)
    comments: list[tuple[str, str | None, str, int]] = dc_field(default_factory=list)
    indexes: list[tuple[str, list[str], bool, int]] = dc_field(default_factory=list)
    alter_fks: list[tuple[str, _ForeignKeyDef]] = dc_field(default_factory=list)


def _collect(parsed: list[tuple[exp.Expression, _Statement]]) -> _Collected:
    out = _Collected()
    for node, statement in parsed:
        line = statement.line
        if isinstance(node, exp.Create) and str(node.args.get("kind", "")).upper() == "TABLE":
            if not isinstance(node.this, exp.Schema):
                raise SpecError("CREATE TABLE ... AS / LIKE is not supported: declare the columns", line=line)
            out.tables.append(_create_table(node, statement))
            if len(out.tables) > MAX_TABLES:
                raise SpecError(f"the spec has more than {MAX_TABLES} tables", line=line)
        elif isinstance(node, exp.Create) and str(node.args.get("kind", "")).upper() == "TYPE":
            dtype = node.args.get("expression")
            if isinstance(dtype, exp.DataType) and dtype.this.name == "ENUM":
                out.enum_types[node.this.name.lower()] = [
                    str(v) for ok, v in (_literal(e) for e in dtype.expressions) if ok and v is not None
                ]
        elif isinstance(node, exp.Create) and str(node.args.get("kind", "")).upper() == "INDEX":
            index = node.this
            params = index.args.get("params")
            columns = [c.this.name for c in (params.args.get("columns") or [])] if params is not None else []
            target = index.args.get("table")
            if target is not None and columns:
                out.indexes.append((target.name, columns, bool(node.args.get("unique")), line))
        elif isinstance(node, exp.Comment):
            ok, text = _literal(node.expression)
            kind = str(node.args.get("kind", "")).upper()
            if ok and text:
                if kind == "TABLE":
                    out.comments.append((node.this.name, None, str(text), line))
                elif kind == "COLUMN" and isinstance(node.this, exp.Column):
                    out.comments.append((node.this.table, node.this.name, str(text), line))
        elif isinstance(node, exp.Alter):
            for action in node.args.get("actions") or []:
                for fk in action.find_all(exp.ForeignKey):
                    reference = fk.args.get("reference")
                    if reference is not None:
                        columns = [e.name for e in fk.expressions]
                        out.alter_fks.append((node.this.name, _reference(reference, columns, line)))
        elif isinstance(node, exp.Command) and re.match(r"\s*create\s+table", statement.text, re.I):
            raise SpecError(
                "this CREATE TABLE statement uses syntax the SQL parser does not understand", line=line
            )
        else:
            out.notes.append(f"ignored statement at line {line}: {clip(statement.text, 60)!r}")
    return out


def _build_table(raw: _RawTable, collected: _Collected, notes: list[str]) -> tuple[Table, dict[str, str]]:
    registry = NameRegistry(what=f"column of table {raw.raw_name!r}", fold_case=True)
    clean: dict[str, str] = {}
    for column in raw.columns:
        name = column.raw_name.lower()
        clean[name] = registry.add(
            f"{column.raw_name}_" if name in RESERVED_FIELD_NAMES else column.raw_name, line=column.line
        )
    table_name_lower = raw.raw_name.lower()
    for table, column_name, text, line in collected.comments:
        if table.lower() != table_name_lower:
            continue
        if column_name is None:
            raw.comments.append(text)
        elif column_name.lower() in clean:
            raw.column_comments[column_name.lower()] = text
        else:
            raise SpecError(f"COMMENT ON COLUMN names an unknown column {table}.{column_name}", line=line)
    for table, columns, unique, line in collected.indexes:
        if table.lower() != table_name_lower:
            continue
        for column_name in columns:
            if column_name.lower() not in clean:
                raise SpecError(f"index on unknown column {table}.{column_name}", line=line)
        raw.indexed.extend(clean[c.lower()] for c in columns[:1])
        if unique and len(columns) == 1:
            raw.unique_sets.append(columns)

    primary = [c.lower() for c in raw.primary_key] or [c.raw_name.lower() for c in raw.columns if c.primary]
    for name in primary:
        if name not in clean:
            raise SpecError(f"primary key names an unknown column {name!r}", line=raw.line)
    enums: dict[str, list[str]] = {}
    checks: dict[str, list[str]] = {}
    check_text: list[str] = []
    for node, line in raw.checks:
        enum = _enum_from_check(node)
        if enum is not None and enum[0] in clean:
            enums[enum[0]] = enum[1]
            continue
        referenced = [c for c in _check_columns(node)]
        unknown = [c for c in referenced if c not in clean]
        if unknown or not referenced:
            raise SpecError(
                f"CHECK ({clip(node.sql(), 80)}) names unknown column(s) {', '.join(unknown)}"
                if unknown
                else f"CHECK ({clip(node.sql(), 80)}) names no column",
                line=line,
            )
        translator = _CheckTranslator(owner=referenced[0], columns=clean)
        try:
            body = translator.tr(node)
        except _Untranslatable as exc:
            notes.append(f"{raw.raw_name}: CHECK ({clip(node.sql(), 80)}) kept as text only ({exc})")
            check_text.append(node.sql())
            continue
        guards = [f"row.get({other!r}) is None" for other in translator.others]
        expression = " or ".join([*guards, f"({body})"]) if guards else body
        # Stored in canonical form (minimal parentheses), the same text codegen emits.
        checks.setdefault(referenced[0], []).append(ast.unparse(ast.parse(expression, mode="eval")))

    uniques = {s[0].lower() for s in raw.unique_sets if len(s) == 1}
    fields: list[Field] = []
    for column in raw.columns:
        name = column.raw_name.lower()
        field_type, enum_values = _field_type(column, collected.enum_types)
        if name in enums and field_type in {FieldType.STRING, FieldType.TEXT, FieldType.ENUM}:
            field_type, enum_values = FieldType.ENUM, enums[name]
        is_pk = primary == [name]
        default = _coerce_default(column.default, field_type)
        generated = False
        if is_pk and field_type in {FieldType.INTEGER, FieldType.STRING}:
            generated = field_type == FieldType.INTEGER or default is None
        if field_type in {FieldType.DATETIME, FieldType.DATE} and (
            column.default_now or clean[name] in AUDIT_TIMESTAMPS
        ):
            generated = True
        if column.default_generated and not is_pk:
            notes.append(f"{raw.raw_name}.{column.raw_name}: a computed DEFAULT is not reproduced")
        description = join_description(
            raw.column_comments.get(name, ""),
            " ".join(column.comments),
            renamed_note(column.raw_name, clean[name]),
        )
        fields.append(
            Field(
                name=clean[name],
                type=field_type,
                description=description,
                required=column.not_null or is_pk,
                unique=is_pk or column.unique or name in uniques,
                enum_values=enum_values,
                default=default
                if default is not None and (not enum_values or default in enum_values)
                else None,
                generated=generated,
                checks=checks.get(name, []),
            )
        )
    if len(primary) == 1:
        primary_key = clean[primary[0]]
    else:
        taken = {f.name for f in fields}
        primary_key = "id" if "id" not in taken else f"{registry.add(f'{raw.raw_name}_row_id')}"
        why = (
            f"the declared primary key ({', '.join(clean[p] for p in primary)}) is composite"
            if primary
            else "the table declares no primary key"
        )
        fields.insert(
            0,
            Field(
                name=primary_key,
                type=FieldType.INTEGER,
                required=True,
                unique=True,
                generated=True,
                description=f"Row identifier added by envstudio: {why}.",
            ),
        )
        if primary:
            notes.append(
                f"{raw.raw_name}: composite primary key ({', '.join(primary)}) replaced by {primary_key}; "
                "the combination is not enforced as unique"
            )
    extra = ["Constraints kept as text: " + "; ".join(check_text)] if check_text else []
    table_description = join_description(" ".join(dict.fromkeys(raw.comments)), *extra)
    return Table(
        name="placeholder", description=table_description, primary_key=primary_key, fields=fields
    ), clean


def required_fk_cycle(tables: list[Table]) -> list[str] | None:
    edges: dict[str, list[str]] = {t.name: [] for t in tables}
    for table in tables:
        for f in table.fields:
            if f.foreign_key is not None and f.required and not f.generated:
                edges[table.name].append(f.foreign_key.table)
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in edges.get(node, []):
            if state.get(target) == 1:
                return [*stack[stack.index(target) :], target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for name in edges:
        if name not in state:
            found = visit(name)
            if found:
                return found
    return None


def parse_sql(text: str | bytes, *, name: str, dialect: str | None = None) -> EnvironmentSpec:
    """SQL DDL (CREATE TABLE, COMMENT ON, CREATE INDEX, ALTER TABLE ADD FOREIGN KEY) -> an EnvironmentSpec.

    ``dialect`` is one of ``postgres``, ``mysql``, ``sqlite`` or ``""`` (generic); by default the first that
    parses the whole file is used. Raises ``SpecError`` (with a line) for every problem.
    """
    try:
        return _parse_sql(text, name=name, dialect=dialect)
    except SpecError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # SQL this parser did not foresee: still a clear error, never a traceback.
        raise SpecError(f"the SQL has a shape that cannot be read ({type(exc).__name__}: {exc})") from None


def _parse_sql(text: str | bytes, *, name: str, dialect: str | None) -> EnvironmentSpec:

    source = decode_input(text)
    creates = list(_CREATE_TABLE.finditer(source))
    if len(creates) > MAX_TABLES:
        line = source.count("\n", 0, creates[MAX_TABLES].start()) + 1
        raise SpecError(
            f"the spec has {len(creates)} CREATE TABLE statements, more than the limit of {MAX_TABLES}",
            line=line,
        )
    if not source.strip():
        raise SpecError("the SQL spec is empty")
    chosen, parsed = _choose_dialect(source, dialect)
    collected = _collect(parsed)
    if not collected.tables:
        raise SpecError("the SQL spec has no CREATE TABLE statement")
    notes = [f"dialect: {chosen or 'generic'}", *collected.notes]

    table_names = NameRegistry(what="table", fold_case=True)
    tables: list[Table] = []
    columns_by_table: dict[str, dict[str, str]] = {}
    raw_by_clean: dict[str, _RawTable] = {}
    clean_table: dict[str, str] = {}
    for raw in collected.tables:
        clean_name = table_names.add(raw.raw_name, line=raw.line)
        table, columns = _build_table(raw, collected, notes)
        description = join_description(table.description, renamed_note(raw.raw_name, clean_name))
        tables.append(table.model_copy(update={"name": clean_name, "description": description}))
        columns_by_table[clean_name] = columns
        raw_by_clean[clean_name] = raw
        clean_table[raw.raw_name.lower()] = clean_name
    for table_raw_name, fk in collected.alter_fks:
        owner = clean_table.get(table_raw_name.lower())
        if owner is None:
            raise SpecError(f"ALTER TABLE names an unknown table {table_raw_name!r}", line=fk.line)
        raw_by_clean[owner].foreign_keys.append(fk)

    by_name = {t.name: t for t in tables}
    final: list[Table] = []
    for table in tables:
        raw = raw_by_clean[table.name]
        updates: dict[str, ForeignKey] = {}
        for fk in raw.foreign_keys:
            target_name = clean_table.get(fk.target.lower())
            if target_name is None:
                raise SpecError(
                    f"foreign key of {raw.raw_name} references unknown table {fk.target!r}", line=fk.line
                )
            target = by_name[target_name]
            target_columns = [columns_by_table[target_name].get(c.lower()) for c in fk.target_columns]
            if None in target_columns:
                raise SpecError(
                    f"foreign key references unknown column(s) {fk.target}({', '.join(fk.target_columns)})",
                    line=fk.line,
                )
            if len(fk.columns) != 1 or len(target_columns) > 1:
                notes.append(f"{raw.raw_name}: multi-column foreign key at line {fk.line} kept as text only")
                continue
            column = columns_by_table[table.name].get(fk.columns[0].lower())
            if column is None:
                raise SpecError(
                    f"foreign key names unknown column {fk.columns[0]!r} of {raw.raw_name}", line=fk.line
                )
            target_field = (target_columns[0] if target_columns else None) or target.primary_key
            updates[column] = ForeignKey(table=target_name, field=target_field, on_delete=fk.on_delete)  # type: ignore[arg-type]
        fields = [
            f.model_copy(update={"foreign_key": updates[f.name]}) if f.name in updates else f
            for f in table.fields
        ]
        final.append(table.model_copy(update={"fields": fields}))
    try:
        schema = StateSchema(tables=[Table.model_validate(t.model_dump()) for t in final])
    except ValueError as exc:
        raise SpecError(f"the tables are inconsistent: {exc}") from None
    cycle = required_fk_cycle(schema.tables)
    if cycle:
        raise SpecError(
            "required (NOT NULL) foreign keys form a cycle, so no row could ever be created: "
            + " -> ".join(cycle)
            + "; make one of them nullable",
            line=raw_by_clean[cycle[0]].line,
        )
    tools = crud_tools(schema, indexed={t: raw_by_clean[t].indexed for t in raw_by_clean})
    return finish_spec(
        name=name,
        description=clip(
            f"Environment generated from the SQL schema {name!r}: tables "
            + ", ".join(t.name for t in schema.tables)
            + "."
        ),
        source="sql",
        generator=f"{GENERATOR} {GENERATOR_VERSION}",
        schema=schema,
        tools=tools,
        notes=notes,
    )
