"""SQL DDL and dumps -> EnvironmentSpec, with sqlglot (generic, PostgreSQL, MySQL, SQLite dialects).

Decisions (documented in docs/specs.md):
- every table gets exactly one primary key: a single-column key as declared; for a composite key or none, a
  synthetic integer ``id`` (``<table>_row_id`` when ``id`` is taken) is added and the original key is noted;
- integer primary keys are generated as max+1, string primary keys with ``ctx.new_id``; audit timestamps
  (``created_at``...) and columns defaulting to the current time are generated from ``ctx.now()``;
- foreign key cycles are allowed only if some foreign key on the cycle is nullable (rows can be created first
  and linked later); a cycle of required foreign keys makes creation impossible and is refused;
- names are lower-cased (SQL folds unquoted names) and sanitized to identifiers; the original name goes into
  the description, and two names that end up equal are refused;
- statements the schema does not need (functions, triggers, views, SET, GRANT, psql meta-commands ...) are
  skipped and listed by kind in ``provenance.skipped``; INSERT and COPY rows become ``seed_data``.
"""

from __future__ import annotations

import io
import logging
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import ParseError, SqlglotError

from synthesis.ir.environment import EnvironmentSpec, ForeignKey, SeedData, StateSchema, Table
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import (
    MAX_TABLES,
    NameRegistry,
    clip,
    decode_input,
    join_description,
    renamed_note,
    required_fk_cycle,
)
from synthesis.seeds.specs.crud import crud_tools
from synthesis.seeds.specs.operations import finish_spec
from synthesis.seeds.specs.sqlalter import (
    add_enum_value,
    apply_alters,
    collect_alter,
    collect_drop_tables,
    collect_rename_tables,
    dropped_indexes,
    like_table,
)
from synthesis.seeds.specs.sqlcommands import collect_add_check, collect_default_for
from synthesis.seeds.specs.sqldata import (
    DEFAULT_MAX_ROWS_PER_TABLE,
    DumpData,
    read_copy,
    read_insert,
    validate_rows,
)
from synthesis.seeds.specs.sqlexpr import literal
from synthesis.seeds.specs.sqlfiles import LineSource, source_lines
from synthesis.seeds.specs.sqlmigrations import is_migration_history
from synthesis.seeds.specs.sqlnames import DEFAULT_SCHEMAS, TableKeys, table_keys_of
from synthesis.seeds.specs.sqlstatements import SkipLog, Statement, read_statements
from synthesis.seeds.specs.sqltables import (
    Collected,
    RawTable,
    build_table,
    collect_domain,
    create_table,
)
from synthesis.seeds.specs.sqltext import parse_error_text, without_storage_options

GENERATOR = "synthesis.seeds.specs.sql"
_INHERITS = re.compile(r"\binherits\s*\(|\bpartition\s+of\b", re.I)
GENERATOR_VERSION = "2"
DIALECTS: tuple[str, ...] = ("postgres", "mysql", "sqlite", "")
_SNIFF_CHARS = 1 << 20
# mysqldump and mariadb-dump headers, and their versioned comments (/*!40101 ..., MariaDB's /*M!999999 ...).
# Line starts take [ \t]*, never \s*: under re.M a \s* ran over every following blank line, from every one of
# them (20,000 blank lines took 27 s to sniff).
_MYSQL_HINTS = re.compile(
    r"`|\bauto_increment\b|\bengine\s*=|^[ \t]*delimiter\s|^--\s+(?:mysql|mariadb)\s+dump\b|/\*M?!\d{5,6}",
    re.I | re.M,
)
_POSTGRES_HINTS = re.compile(
    r"^\\|\$\w*\$|::|\bfrom\s+stdin\b|\bpg_catalog\b|\bowner\s+to\b|\bnextval\(|\bcharacter\s+varying\b|"
    r"\bbigserial\b|\bserial\b|\bbytea\b|\bgenerated\s+(?:by\s+default|always)\s+as\s+identity\b",
    re.I | re.M,
)
_SQLITE_HINTS = re.compile(r"\bautoincrement\b|^[ \t]*pragma\b|\[\w+\]", re.I | re.M)
# Dialects read only when the file looks like them (what the four above read is never read differently).
_TSQL_HINTS = re.compile(
    r"^[ \t]*go[ \t]*$|\bidentity\s*\(\s*\d+\s*,\s*\d+\s*\)|\b(?:non)?clustered\b|\[dbo\]|"
    r"\bnvarchar\s*\(\s*max\b",
    re.I | re.M,
)
_ORACLE_HINTS = re.compile(
    r"\bvarchar2\b|\bnumber\s*\(\s*\d|^[ \t]*prompt\b|^[ \t]*rem(?:ark)?\b|\bnocycle\b|\bsysdate\b",
    re.I | re.M,
)
HINTED_DIALECTS: tuple[str, ...] = ("tsql", "oracle")

_ATTACH_PARTITION = re.compile(r"\bATTACH\s+PARTITION\s+([\w.\"`]+)", re.IGNORECASE)
_VIRTUAL_COLUMN = re.compile(r"\)\s*VIRTUAL\b", re.IGNORECASE)


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


class _Pass:
    """One reading of the dump in one dialect: the schema statements, the data, what was skipped."""

    def __init__(self, dialect_name: str, max_rows: int) -> None:
        self.dialect_name = dialect_name
        self.dialect = Dialect.get_or_raise(dialect_name or None)
        self.collected = Collected()
        self.data = DumpData(max_rows=max_rows, empty_is_null=dialect_name == "oracle")
        self.skipped = SkipLog()
        self.commands = 0

    def unreadable(self, statement: Statement) -> None:
        """A statement this dialect cannot parse: counted as one left unparsed, as a bare command is."""
        kind = f"unreadable {statement.kind.upper()} statement"
        self.skipped.add(kind, line=statement.line, text=statement.text.lstrip())
        self.commands += 1

    def parse(self, statement: Statement) -> exp.Expression | None:
        text = statement.text
        if statement.kind in {"table", "alter"}:
            text = without_storage_options(text)
        try:
            with _quiet_sqlglot():
                try:
                    expression = self.dialect.parse(text)[0]
                except ParseError:
                    # PostgreSQL 18's virtual generated columns, which sqlglot reads only as STORED.
                    rewritten = _VIRTUAL_COLUMN.sub(") STORED", text)
                    if rewritten == text:
                        raise
                    expression = self.dialect.parse(rewritten)[0]
        except ParseError as exc:
            if statement.kind != "table":
                self.unreadable(statement)
                return None
            first = exc.errors[0] if exc.errors else {}
            line = statement.base_line + int(first.get("line", 1)) - 1
            raise SpecError(f"SQL syntax error: {parse_error_text(first, exc)}", line=line) from None
        except SqlglotError as exc:
            if statement.kind != "table":
                self.unreadable(statement)
                return None
            raise SpecError(f"SQL error: {exc}", line=statement.line) from None
        if isinstance(expression, exp.Command):
            self.commands += 1
        return expression  # type: ignore[return-value]  # sqlglot's Expr alias

    def read(self, lines: Iterable[str]) -> None:
        keep = self.data.max_rows
        for statement in read_statements(
            lines, dialect=self.dialect, skipped=self.skipped, keep_copy_rows=keep
        ):
            if statement.kind == "insert":
                read_insert(statement.tokens, statement.line, self.data)
            elif statement.kind == "copy":
                read_copy(statement.text, statement.rows, statement.line, self.data, more=statement.more_rows)
            else:
                node = self.parse(statement)
                if node is not None:
                    _collect(self, node, statement)


def _sniff(source: LineSource) -> str:
    sample: list[str] = []
    size = 0
    for line in source_lines(source):
        sample.append(line)
        size += len(line)
        if size > _SNIFF_CHARS:
            break
    return "".join(sample)


def _dialect_order(sample: str, preferred: str | None) -> list[str]:
    if preferred is not None:
        if preferred not in DIALECTS + HINTED_DIALECTS:
            known = ", ".join(d or "generic" for d in DIALECTS + HINTED_DIALECTS)
            raise SpecError(f"unknown SQL dialect {preferred!r}; use one of {known}")
        return [preferred]
    scores = {
        "mysql": len(_MYSQL_HINTS.findall(sample)),
        "postgres": len(_POSTGRES_HINTS.findall(sample)),
        "sqlite": len(_SQLITE_HINTS.findall(sample)),
        "tsql": len(_TSQL_HINTS.findall(sample)),
        "oracle": len(_ORACLE_HINTS.findall(sample)),
    }
    order = [*DIALECTS, *(name for name in HINTED_DIALECTS if scores[name])]
    return sorted(order, key=lambda name: (-scores.get(name, 0), order.index(name)))


def _reading_score(reading: _Pass) -> tuple[bool, int, int]:
    return bool(reading.collected.tables), sum(reading.data.seen.values()), -reading.commands


def _read(source: LineSource, preferred: str | None, max_rows: int) -> _Pass:
    if "\0" in _sniff(source)[:8192]:
        raise SpecError("the file is binary (it holds NUL bytes), not SQL text", line=1)
    readings: list[_Pass] = []
    first_error: SpecError | None = None
    read_before_error = 0  # tables the dialect that got furthest had read when it failed
    most = 0  # tables the most comprehending reading so far found (a failed one, up to its failure)
    for name in _dialect_order(_sniff(source), preferred):
        attempt = _Pass(name, max_rows)
        try:
            attempt.read(source_lines(source))
        except SpecError as exc:
            if "looks truncated" in exc.message:
                if readings:  # a dialect that misreads the file's quoting (another read it whole)
                    continue
                raise  # a property of the file, whatever the dialect: no other reading should hide it
            # Keep the error that got furthest into the file: that dialect understood the most.
            if first_error is None or (exc.line or 0) > (first_error.line or 0):
                first_error, read_before_error = exc, len(attempt.collected.tables)
            most = max(most, len(attempt.collected.tables))
            continue
        found = len(attempt.collected.tables)
        if attempt.commands == 0 and found >= max(1, most):
            return attempt
        most = max(most, found)
        readings.append(attempt)
    # A reading that found only some of the tables another found understood less of the file (jOOQ's
    # YugabyteDB Sakila read as SQLite: 1 of 15 tables, with fewer unparsed statements than PostgreSQL's).
    names = [{t.raw_name.lower() for t in r.collected.tables} for r in readings]
    kept = [r for r, own in zip(readings, names, strict=True) if not any(own < other for other in names)]
    # Tables first, then the data rows it could read (a generic reading misses pg_dump's COPY blocks), then
    # fewer statements left unparsed; a tie keeps the dialect the file looks like (max keeps the first).
    best = max(kept, key=_reading_score, default=None)
    # A reading with fewer tables than a failed one had read misunderstood the file (PostgREST's fixtures read
    # as SQLite: 28 of 237 tables, the rest swallowed by unread $$ bodies): the failure says more.
    if best is not None and len(best.collected.tables) >= read_before_error:
        return best
    assert first_error is not None
    raise first_error


def _collect(reading: _Pass, node: exp.Expression, statement: Statement) -> None:
    out, line = reading.collected, statement.line
    attached = _ATTACH_PARTITION.search(statement.text) if statement.kind == "alter" else None
    if attached:
        out.partitions.add(attached.group(1).split(".")[-1].strip('"`').lower())
        reading.skipped.add("ALTER TABLE ... ATTACH PARTITION", line=line, text=statement.text.lstrip())
    elif isinstance(node, exp.Create) and str(node.args.get("kind", "")).upper() == "TABLE":
        table = create_table(node, statement) if isinstance(node.this, exp.Schema) else None
        table = like_table(out, node, table, line)
        name = table.raw_name if table is not None else node.this.name
        if (table is None or not table.columns) and _INHERITS.search(statement.text):
            out.partitions.add(name.lower())  # its rows live in the parent; what is said of it is dropped too
            kind = "CREATE TABLE ... INHERITS / PARTITION OF"
            reading.skipped.add(kind, line=line, text=statement.text.lstrip())
            return
        if table is None:  # its columns come from a query or another table: unknown
            reading.skipped.add("CREATE TABLE ... AS / LIKE", line=line, text=statement.text.lstrip())
            out.undeclared.add(name.lower())  # and what later statements say of it is dropped
            return
        if is_migration_history(name, [c.raw_name for c in table.columns]):  # (Rails', EF's, Laravel's)
            reading.skipped.add("a migration tool's own table", line=line, text=statement.text.lstrip())
            out.undeclared.add(name.lower())
            return
        if node.args.get("exists") and _declared(out, table):  # IF NOT EXISTS of one read: nothing to do
            reading.skipped.add("CREATE TABLE IF NOT EXISTS (exists)", line=line, text=statement.text)
            return
        out.tables.append(table)
        if len(out.tables) > MAX_TABLES:
            raise SpecError(
                f"the spec has more CREATE TABLE statements than the limit of {MAX_TABLES}", line=line
            )
    elif statement.kind == "domain":
        if not collect_domain(out, statement.text, reading.dialect_name):
            reading.skipped.add("CREATE DOMAIN (unread)", line=line, text=statement.text.lstrip())
    elif isinstance(node, exp.Create) and str(node.args.get("kind", "")).upper() == "TYPE":
        dtype = node.args.get("expression")
        if isinstance(dtype, exp.DataType) and dtype.this.name == "ENUM":
            out.enum_types[node.this.name.lower()] = [
                str(v) for ok, v in (literal(e) for e in dtype.expressions) if ok and v is not None
            ]
        else:
            reading.skipped.add("CREATE TYPE (not an enum)", line=line, text=statement.text.lstrip())
    elif isinstance(node, exp.Create) and str(node.args.get("kind", "")).upper().split()[-1:] == ["INDEX"]:
        # also SQL Server's CLUSTERED INDEX and NONCLUSTERED INDEX
        _collect_index(out, node, line)
    elif isinstance(node, exp.Comment):
        ok, text = literal(node.expression)
        kind = str(node.args.get("kind", "")).upper()
        if ok and text:
            if kind == "TABLE":
                out.comments.append((node.this.name, None, str(text), line))
            elif kind == "COLUMN" and isinstance(node.this, exp.Column):
                out.comments.append((node.this.table, node.this.name, str(text), line))
    elif statement.kind == "drop index":
        dropped = [out.index_names.pop(name, None) for name in dropped_indexes(statement.text)]
        out.indexes = [entry for entry in out.indexes if not any(entry is gone for gone in dropped)]
        reading.skipped.add("DROP INDEX", line=line, text=statement.text.lstrip())
    elif statement.kind == "alter type":
        if not add_enum_value(out, statement.text):
            reading.skipped.add("ALTER TYPE (other)", line=line, text=statement.text.lstrip())
    elif statement.kind == "rename table":
        if collect_rename_tables(out, statement, reading.data):
            reading.commands -= int(isinstance(node, exp.Command))  # a bare command read after all
        else:
            reading.skipped.add("RENAME TABLE (unread)", line=line, text=statement.text.lstrip())
    elif isinstance(node, exp.Drop) and str(node.args.get("kind", "")).upper() == "TABLE":
        if not collect_drop_tables(out, node, reading.data):
            reading.skipped.add("DROP TABLE (of no table read)", line=line, text=statement.text.lstrip())
    elif isinstance(node, exp.Alter):
        if not collect_alter(out, node, line, dialect=reading.dialect_name, data=reading.data):
            reading.skipped.add("ALTER TABLE (other)", line=line, text=statement.text.lstrip())
    elif (
        isinstance(node, exp.Command)
        and statement.kind == "alter"
        and (collect_default_for(out, statement) or collect_add_check(out, statement, reading.dialect_name))
    ):
        reading.commands -= 1  # a bare command that was read after all
    elif isinstance(node, exp.Command) and statement.kind == "table":
        raise SpecError(
            "this CREATE TABLE statement uses syntax the SQL parser does not understand", line=line
        )
    else:
        reading.skipped.add(f"{statement.kind.upper()} (other)", line=line, text=statement.text.lstrip())


def _declared(out: Collected, table: RawTable) -> bool:
    """Whether a table of ``table``'s name and schema (the default schemas are one) was created before."""

    def schema(other: RawTable) -> str:
        return "" if other.schema.lower() in DEFAULT_SCHEMAS else other.schema.lower()

    name = table.raw_name.lower()
    return any(t.raw_name.lower() == name and schema(t) == schema(table) for t in out.tables)


def _collect_index(out: Collected, node: exp.Create, line: int) -> None:
    index = node.this
    params = index.args.get("params")
    columns: list[str] = []
    computed = False  # an expression index: lower(email), public.lower(...)
    for column in (params.args.get("columns") or []) if params is not None else []:
        inner = column.this if isinstance(column, exp.Ordered) else column
        if isinstance(inner, exp.Column | exp.Identifier):
            columns.append(inner.name)
        elif isinstance(inner, exp.Func) and isinstance(inner.this, exp.Column):
            columns.append(inner.this.name)  # searched by that column, but not unique as it is
            computed = True
        else:
            computed = True
    target = index.args.get("table")
    # A partial index (WHERE is_deleted = false) or one on expressions is unique only in part: not a rule the
    # environment can keep, so the columns are only searched by.
    partial = params is not None and params.args.get("where") is not None
    unique = bool(node.args.get("unique")) and not partial and not computed
    if target is not None and columns:
        entry = (target.name, columns, unique, line)
        out.indexes.append(entry)
        if isinstance(index.this, exp.Identifier):
            out.index_names[index.this.name.lower()] = entry
    if bool(node.args.get("unique")) and not unique:
        what = "with a WHERE clause" if partial else "on expressions"
        owner = target.name if target is not None else "?"
        out.notes.append(f"{owner}: a unique index {what} at line {line} is not kept (unique only in part)")


def parse_sql(
    text: str | bytes | Path,
    *,
    name: str,
    dialect: str | None = None,
    max_rows_per_table: int = DEFAULT_MAX_ROWS_PER_TABLE,
) -> EnvironmentSpec:
    """A SQL schema or dump (pg_dump, mysqldump, SQLite ``.dump``, Django ``sqlmigrate``, hand-written DDL)
    -> an EnvironmentSpec, with the dump's rows as ``seed_data``.

    ``text`` is the file's text or bytes (up to ``MAX_INPUT_BYTES``), or a ``Path``, read line by line so a
    large dump streams. ``dialect`` is one of ``postgres``, ``mysql``, ``sqlite`` or ``""`` (generic); by
    default the dialect the file looks like is tried first. Raises ``SpecError`` (with a line) for every
    problem.
    """
    try:
        return _parse_sql(text, name=name, dialect=dialect, max_rows=max_rows_per_table)
    except SpecError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # SQL this parser did not foresee: still a clear error, never a traceback.
        raise SpecError(f"the SQL has a shape that cannot be read ({type(exc).__name__}: {exc})") from None


def _source(text: str | bytes | Path) -> LineSource:
    if isinstance(text, Path):
        return text
    source = decode_input(text)
    if "\0" in source:
        line = source.count("\n", 0, source.index("\0")) + 1
        raise SpecError("the file is binary (it holds NUL bytes), not SQL text", line=line)
    if not source.strip():
        raise SpecError("the SQL spec is empty")
    return io.StringIO(source).readlines()


def _parse_sql(text: str | bytes | Path, *, name: str, dialect: str | None, max_rows: int) -> EnvironmentSpec:
    reading = _read(_source(text), dialect, max_rows)
    collected = reading.collected
    if collected.partitions:
        collected.notes.append(
            f"{len(collected.partitions)} partition or inheriting table(s) folded into their parent table"
        )
    for empty in [t.raw_name for t in collected.tables if not t.columns]:  # (none added by ALTER TABLE)
        collected.notes.append(f"table {empty} has no columns: left out, with what names it")
        collected.undeclared.add(empty.lower())
    collected.without_partitions()
    if not collected.tables:
        kinds = ", ".join(f"{e['kind']} ({e['count']})" for e in reading.skipped.summary()[:6])
        raise SpecError(
            "the SQL spec has no CREATE TABLE statement" + (f"; it holds only: {kinds}" if kinds else "")
        )
    notes = [f"dialect: {reading.dialect_name or 'generic'}", *collected.notes]
    tables, raw_by_clean, clean_table, columns_by_table = _build_tables(collected, notes)
    final = _with_foreign_keys(tables, collected, raw_by_clean, clean_table, columns_by_table, notes)
    try:
        schema = StateSchema(tables=[Table.model_validate(t.model_dump()) for t in final])
    except ValueError as exc:
        raise SpecError(f"the tables are inconsistent: {exc}") from None
    schema = _break_required_cycles(schema, notes)
    tools = crud_tools(schema, indexed={t: raw_by_clean[t].indexed for t in raw_by_clean})
    spec = finish_spec(
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
    validated = validate_rows(
        tables=schema.tables,
        data=reading.data,
        clean_names=TableKeys({raw: (clean, columns_by_table[clean]) for raw, clean in clean_table.items()}),
    )
    provenance = spec.provenance.model_copy(update={"skipped": reading.skipped.summary()})
    seed_data = None
    if validated.rows or validated.rejected:
        seed_data = SeedData(rows=validated.rows, rejected=validated.rejected, truncated=validated.truncated)
    return spec.model_copy(update={"provenance": provenance, "seed_data": seed_data})


def _break_required_cycles(schema: StateSchema, notes: list[str]) -> StateSchema:
    """Real schemas have cycles of NOT NULL foreign keys (Sakila: store.manager_staff_id and staff.store_id),
    loaded with the checks off. No row could be created through tools, so one link per cycle is made optional
    (the last one in the cycle), with a note; everything else about the key is kept."""
    for _ in range(len(schema.tables) + 1):
        cycle = required_fk_cycle(schema.tables)
        if not cycle:
            return schema
        owner, target = cycle[-2], cycle[-1]
        table = schema.table(owner)
        link = next(
            f
            for f in table.fields
            if f.foreign_key is not None and f.foreign_key.table == target and f.required and not f.generated
        )
        notes.append(
            f"required foreign keys form a cycle ({' -> '.join(cycle)}): {owner}.{link.name} is optional "
            "here so that rows can be created one after the other"
        )
        fields = [f.model_copy(update={"required": False}) if f is link else f for f in table.fields]
        tables = [t.model_copy(update={"fields": fields}) if t.name == owner else t for t in schema.tables]
        schema = StateSchema(tables=[Table.model_validate(t.model_dump()) for t in tables])
    return schema


def _build_tables(
    collected: Collected, notes: list[str]
) -> tuple[list[Table], dict[str, RawTable], dict[str, str], dict[str, dict[str, str]]]:
    by_raw: TableKeys = TableKeys()
    names_of: list[list[str]] = []  # per table, the names statements may call it by
    for raw in collected.tables:
        names_of.append(table_keys_of(raw, by_raw))
        for key in names_of[-1]:
            by_raw[key] = raw
    apply_alters(collected, by_raw)
    table_names = NameRegistry(what="table", fold_case=True)
    tables: list[Table] = []
    columns_by_table: dict[str, dict[str, str]] = {}
    raw_by_clean: dict[str, RawTable] = {}
    clean_table: TableKeys = TableKeys()
    shared = Counter(raw.raw_name.lower() for raw in collected.tables)
    for raw, names in zip(collected.tables, names_of, strict=True):
        # A name two schemas share (Supabase's auth.users beside public.users) takes its schema outside the
        # default one: auth_users.
        named = raw.raw_name
        if shared[raw.raw_name.lower()] > 1 and raw.schema.lower() not in DEFAULT_SCHEMAS:
            named = f"{raw.schema}_{raw.raw_name}"
        clean_name = table_names.add(named, line=raw.line)
        table, columns = build_table(raw, collected, notes)
        description = join_description(table.description, renamed_note(raw.raw_name, clean_name))
        tables.append(table.model_copy(update={"name": clean_name, "description": description}))
        columns_by_table[clean_name] = columns
        raw_by_clean[clean_name] = raw
        for key in names:
            clean_table[key] = clean_name
    for table_raw_name, fk in collected.alter_fks:
        owner_name = clean_table.get(table_raw_name.lower())
        if owner_name is None:
            raise SpecError(f"ALTER TABLE names an unknown table {table_raw_name!r}", line=fk.line)
        raw_by_clean[owner_name].foreign_keys.append(fk)
    return tables, raw_by_clean, clean_table, columns_by_table


def _with_foreign_keys(
    tables: list[Table],
    collected: Collected,
    raw_by_clean: dict[str, RawTable],
    clean_table: dict[str, str],
    columns_by_table: dict[str, dict[str, str]],
    notes: list[str],
) -> list[Table]:
    by_name = {t.name: t for t in tables}
    final: list[Table] = []
    for table in tables:
        raw = raw_by_clean[table.name]
        updates: dict[str, ForeignKey] = {}
        for fk in raw.foreign_keys:
            key = f"{fk.schema}.{fk.target}".lower() if fk.schema else fk.target.lower()
            target_name = clean_table.get(key)
            if (
                target_name == table.name
                and fk.schema.lower() != raw.schema.lower()
                and not dict.__contains__(clean_table, key)
            ):
                # Supabase's users.id REFERENCES auth.users: another schema's users, not the table itself.
                target_name = None
            if target_name is None and fk.schema:
                # Oracle's order-entry schema refers to hr.employees, another schema's table the file does
                # not create (a synonym at most): the reference cannot be kept, the rest of the table can.
                notes.append(
                    f"{raw.raw_name}.{', '.join(fk.columns)}: references {fk.schema}.{fk.target}, a table of "
                    "another schema the file does not create: not a foreign key here"
                )
                continue
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
        # A key that is also a foreign key (film_embedding.film_id -> film) names an existing row: the
        # caller gives it, the environment never makes one up (a made-up value would reference nothing).
        fields = [
            f.model_copy(
                update={
                    "foreign_key": updates[f.name],
                    "generated": f.generated and f.name != table.primary_key,
                }
            )
            if f.name in updates
            else f
            for f in table.fields
        ]
        final.append(table.model_copy(update={"fields": fields}))
    return final
