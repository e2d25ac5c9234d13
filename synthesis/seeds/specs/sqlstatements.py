"""SQL dumps as tools write them -> statements, read line by line with sqlglot's tokenizer.

Contract: ``read_statements(lines, dialect)`` yields the statements the schema reader needs (``CREATE TABLE``,
``CREATE TYPE``, ``CREATE INDEX``, ``ALTER TABLE``, ``COMMENT ON``, ``INSERT``, ``COPY`` with its data rows)
with their 1-based first line, and records everything else in a ``SkipLog`` grouped by kind (psql
meta-commands, ``SET``, ``SELECT``, ``GRANT``, ``OWNER TO``, MySQL ``/*! */`` hints, ``DELIMITER`` blocks,
``source`` lines, functions, procedures, triggers, views, sequences, domains, rules ...). Statements are
split where the dialect's tokenizer sees a semicolon, so semicolons inside strings, comments and dollar-quoted
bodies never split. Only one statement is held in memory at a time, which is what lets a 50 MB dump stream.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from dataclasses import field as dc_field

import sqlglot
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.sqlmigrations import (
    DOWN_MARKER,
    TEMPLATE_WORD,
    UP_MARKER,
    block_ddl,
    if_missing_then,
    render_templates,
)

# Kinds the schema reader uses; every other statement is skipped and logged by its kind.
KEPT_KINDS = frozenset(
    {
        "table",
        "type",
        "domain",
        "index",
        "alter",
        "alter type",
        "drop index",
        "drop table",
        "rename table",
        "comment",
        "insert",
        "copy",
    }
)
_EXAMPLES_PER_KIND = 3

_MAX_STATEMENT_CHARS = 64 * 1024 * 1024
# A statement still open at a line ending in ";" is tokenized again from its start: an unbalanced quote made
# every later line of a file part of one statement, and reading it took the square of its lines (one line of
# Oracle's order-entry script deleted: 36 s; a larger file, hours). After this many failed tries, the next try
# waits until the statement has doubled, which keeps a whole file's tokenizing linear. A COPY ... FROM stdin
# line is always tried: the data lines after it are no SQL.
_TRIES_BEFORE_BACKOFF = 32

_META_COMMAND = re.compile(r"^\s*\\")
_DELIMITER = re.compile(r"^\s*delimiter\s+(\S+)\s*$", re.I)
_SOURCE = re.compile(r"^\s*source\s+\S+", re.I)
# SQL Server's batch separator (sqlcmd, SSMS): a line of its own, optionally with a repeat count.
_GO = re.compile(r"^\s*go(?:\s+\d+)?\s*$", re.I)
# Line commands of Oracle's SQL*Plus and SQL Server's scripts that need no semicolon, read where a statement
# would start: REM and PROMPT lines, SPOOL, WHENEVER ..., @script, a lone ``/`` (run the buffer), and a
# ``SET`` option line without ``=``, parentheses or a semicolon (``SET ECHO OFF``, ``SET NOCOUNT ON``).
_CLIENT_LINE = re.compile(
    r"^\s*(?:(?:rem|remark|prompt)(?:\s.*)?|(?:spool|whenever|define|undefine|accept|pause|exit|quit)\b.*"
    r"|@@?\S.*|/|set\s+\w[^;=()]*)\s*$",
    re.I,
)
_COPY_FROM_STDIN = re.compile(r"^\s*copy\s+.*\bfrom\s+stdin\b", re.I | re.S)
_LEADING_COMMENTS = re.compile(r"\A(?:\s*--[^\n]*(?:\n|\Z)|\s*/\*(?!!).*?\*/)*\s*", re.S)
_HINT_MARKERS = re.compile(r"/\*!\d*|\*/")
_CREATE_OBJECTS = (
    "TABLE", "INDEX", "TYPE", "DATABASE", "SCHEMA", "FUNCTION", "PROCEDURE", "TRIGGER", "VIEW", "SEQUENCE",
    "DOMAIN", "RULE", "EXTENSION", "LANGUAGE", "AGGREGATE", "EVENT", "POLICY", "CAST", "OPERATOR",
    "COLLATION", "PUBLICATION", "SUBSCRIPTION", "SERVER", "ROLE", "USER", "TABLESPACE", "STATISTICS",
)  # fmt: skip
_OTHER_KINDS = {
    "SET": "SET", "RESET": "SET", "SELECT": "SELECT", "USE": "USE", "BEGIN": "transaction",
    "START": "transaction", "COMMIT": "transaction", "ROLLBACK": "transaction", "END": "transaction",
    "GRANT": "GRANT/REVOKE", "REVOKE": "GRANT/REVOKE", "DROP": "DROP", "LOCK": "LOCK/UNLOCK TABLES",
    "UNLOCK": "LOCK/UNLOCK TABLES", "PRAGMA": "PRAGMA", "ANALYZE": "ANALYZE/VACUUM",
    "VACUUM": "ANALYZE/VACUUM",
    "DELETE": "DELETE/UPDATE", "UPDATE": "DELETE/UPDATE", "TRUNCATE": "DELETE/UPDATE", "CALL": "CALL",
    "DECLARE": "procedural block", "DO": "procedural block", "IF": "procedural block",
}  # fmt: skip


_BODY_KINDS = frozenset({"trigger", "procedure", "function"})
# SQL Server batches: keywords that start a statement when first on a line, and kinds that take a whole batch.
_BATCH_STATEMENT_STARTS = frozenset(
    {"ALTER", "CREATE", "DECLARE", "DELETE", "DROP", "EXEC", "EXECUTE", "GRANT", "INSERT", "PRINT",
     "RAISERROR", "SET", "TRUNCATE", "UPDATE", "USE"}
)  # fmt: skip
_BATCH_BODY_KINDS = frozenset({"trigger", "procedure", "function", "view", "procedural block"})
_PAREN_DEPTH = {sqlglot.TokenType.L_PAREN: 1, sqlglot.TokenType.R_PAREN: -1}
_CONTINUED = re.compile(r"(?<=[\w')\s])-[ \t]*(?=\r?\n?$)")


@dataclass
class Statement:
    """One statement: ``text`` starts at ``base_line`` (leading comments included), its first token is at
    ``line``; ``tokens`` are the tokenizer's (lines relative to ``text``); ``rows`` are COPY data lines."""

    kind: str
    text: str
    line: int
    base_line: int
    tokens: list[Token]
    rows: list[tuple[int, str]] = dc_field(default_factory=list)
    # COPY lines beyond ``keep_copy_rows``: counted, not kept (a large COPY block streams in bounded memory).
    more_rows: int = 0


# A line of comment alone, as statements' texts start with (``-- ====`` banners): not what an example shows.
_COMMENT_LINE = re.compile(r"--|/\*.*\*/$")


@dataclass
class SkipLog:
    """What a dump contained that the schema reader does not use, by kind: counts and first lines."""

    counts: dict[str, int] = dc_field(default_factory=dict)
    examples: dict[str, list[tuple[int, str]]] = dc_field(default_factory=dict)

    def add(self, kind: str, *, line: int, text: str) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + 1
        shown = self.examples.setdefault(kind, [])
        if len(shown) < _EXAMPLES_PER_KIND:
            lines = map(str.strip, text.splitlines())
            first = next((t for t in lines if t and not _COMMENT_LINE.match(t)), "")
            shown.append((line, first[:100]))

    def summary(self) -> list[dict[str, object]]:
        """JSON for the job page: one entry per kind, most frequent first."""
        return [
            {
                "kind": kind,
                "count": count,
                "examples": [{"line": n, "text": t} for n, t in self.examples[kind]],
            }
            for kind, count in sorted(self.counts.items(), key=lambda item: (-item[1], item[0]))
        ]


def _words(tokens: list[Token], limit: int = 16) -> list[str]:
    """The first tokens' words, upper-cased; a keyword token read with spaces in it (T-SQL's ``CLUSTERED
    INDEX``) gives each of its words."""
    words: list[str] = []
    for token in tokens[:limit]:
        quoted = token.token_type in {sqlglot.TokenType.IDENTIFIER, sqlglot.TokenType.STRING}
        words.extend([token.text.upper()] if quoted else token.text.upper().split() or [""])
    return words


def classify(tokens: list[Token]) -> str:
    """The kind of a statement from its first tokens (``table``, ``insert``, ... or a skipped kind)."""
    words = _words(tokens)
    # The tokenizer reads some client commands as one token with spaces in it ('LOCK TABLES').
    first = words[0].split()[0] if words and words[0].split() else ""
    if first == "CREATE":
        found = next((w for w in words[1:] if w in _CREATE_OBJECTS), "")
        if found == "TABLE" and "VIRTUAL" in words[1 : words.index("TABLE")]:
            return "CREATE VIRTUAL TABLE"  # SQLite's full-text and R-tree indexes (USING fts5, rtree)
        if found in {"TABLE", "INDEX", "TYPE"}:
            return found.lower()
        if found in {"DATABASE", "SCHEMA"}:
            return "CREATE DATABASE/SCHEMA"
        return found.lower() if found else "CREATE (other)"
    if first == "ALTER":
        if "OWNER" in words and "TO" in words:
            return "OWNER TO"
        if len(words) > 1 and words[1] == "TABLE":
            return "alter"
        if len(words) > 1 and words[1] == "TYPE":
            return "alter type"  # ALTER TYPE ... ADD VALUE: an enum grows (Prisma's migrations)
        return f"ALTER {words[1]}" if len(words) > 1 else "ALTER"
    if " ".join(words[:2]).split()[:2] in (["RENAME", "TABLE"], ["RENAME", "TABLES"]):  # (one token or two)
        return "rename table"  # MySQL's RENAME TABLE a TO b (a migration history)
    if first == "DROP" and len(words) > 1 and words[1] == "INDEX":
        return "drop index"  # a migration history drops an index it made (a UNIQUE that no longer holds)
    if first == "DROP" and len(words) > 1 and words[1] == "TABLE":
        return "drop table"  # a migration history drops a table, often to create it again
    if first == "COMMENT":
        return "comment" if len(words) > 2 and words[2] in {"TABLE", "COLUMN"} else "COMMENT ON (other)"
    if first in {"INSERT", "REPLACE"}:
        return "insert"
    if first == "COPY":
        return "copy"
    return _OTHER_KINDS.get(first, "other statement")


class _Reader:
    def __init__(self, dialect: Dialect, skipped: SkipLog) -> None:
        self.dialect = dialect
        self.skipped = skipped
        self.buffer: list[str] = []
        self.buffer_line = 1
        self.open = False  # the buffer holds more than comments and blank lines
        self.in_block_comment = False
        self.in_body = False  # inside a BEGIN ... END body split at its inner semicolons (SQLite triggers)
        self.body_at, self.body_statements = 0, 0  # where that body began, and its statements read since
        self.batches = False  # a SQL Server script: GO lines end batches of statements without semicolons
        self.oracle = self.dialect_name == "oracle"  # (SQL*Plus's continued lines: ``rewritten``)
        self._counted: list[str] | None = None  # the buffer whose size ``_size`` is
        self._size = 0
        self._failed_tries = 0  # tokenizing this buffer failed (it ends inside a string or body)
        self._next_try_size = 0  # ... so the next try waits until it is this long

    def take(self, line: str) -> None:
        """Add ``line`` to the statement being read. Its size is counted as it grows (summing the buffer at
        every line took the square of its lines: 20,000 blank lines, 3 s); every reset makes a new buffer,
        which restarts the count."""
        self.buffer.append(line)
        if self._code_in(line):
            self.open = True
        if self.buffer is not self._counted:
            self._counted, self._size, self._failed_tries, self._next_try_size = self.buffer, 0, 0, 0
        self._size += len(line)
        if len(self.buffer) > 1 and self._size > _MAX_STATEMENT_CHARS:
            raise SpecError("a statement is longer than 64 MB", line=self.buffer_line)

    def tokenize_buffer(self, line: str) -> tuple[str, list[Token]] | None:
        """The statement so far and its tokens, at ``line``, its last line; None while it ends inside a
        string, comment or body, or when it is not worth trying yet (``_TRIES_BEFORE_BACKOFF``)."""
        if self._size < self._next_try_size and not _COPY_FROM_STDIN.match(line):
            return None
        text = "".join(self.buffer)
        tokens = self.tokenize(text)
        if tokens is None:
            self._failed_tries += 1
            if self._failed_tries >= _TRIES_BEFORE_BACKOFF:
                self._next_try_size = 2 * self._size
            return None
        return text, tokens

    def _code_in(self, line: str) -> bool:
        """Whether ``line`` holds anything outside comments (string-unaware: only for line-level commands)."""
        rest = line
        while rest:
            if self.in_block_comment:
                end = rest.find("*/")
                if end < 0:
                    return False
                self.in_block_comment, rest = False, rest[end + 2 :]
                continue
            stripped = rest.lstrip()
            if stripped.startswith("--") or (stripped.startswith("#") and self.dialect_name == "mysql"):
                return False
            if stripped.startswith("/*") and not stripped.startswith("/*!"):
                self.in_block_comment, rest = True, stripped[2:]
                continue
            return bool(stripped)
        return False

    @property
    def dialect_name(self) -> str:
        return type(self.dialect).__name__.lower()

    def client_line(self, line: str, number: int) -> bool:
        """Whether ``line``, read where a statement would start, is a client's command rather than SQL (a
        psql meta-command, ``source``, a ``GO``, a SQL*Plus or sqlcmd line): then it is taken as such."""
        kind = (
            "psql meta-command" if _META_COMMAND.match(line)
            else "client command (source)" if _SOURCE.match(line)
            else "GO" if _GO.match(line)
            else "client command (SQL*Plus, sqlcmd)" if _CLIENT_LINE.match(line)
            else None
        )  # fmt: skip
        if kind is None:
            return False
        if kind == "GO":
            self.batches, self.in_body = True, False
        else:
            self.skipped.add(kind, line=number, text=line)
            self.in_body = self.in_body and line.strip() != "/"  # a lone / ends a PL/SQL body
        self.buffer = []
        return True

    def rewritten(self, line: str, number: int) -> str:
        """``line`` as it is read: migration templates' placeholders as one word, SQL*Plus's continued lines
        joined (a line ending in a hyphen goes on in the next: Oracle's own INSERT scripts use it)."""
        rendered = render_templates(line)
        if rendered != line:
            self.skipped.add(f"template placeholder (read as {TEMPLATE_WORD})", line=number, text=line)
            line = rendered
        if self.oracle and _CONTINUED.search(line) and "--" not in line:
            line = _CONTINUED.sub("", line)
        return line

    def tokenize(self, text: str) -> list[Token] | None:
        try:
            return self.dialect.tokenize(text)
        except TokenError:
            return None

    def _starts_statement(self, tokens: list[Token], index: int, first: int | None, depth: int) -> bool:
        """In a SQL Server batch (statements without semicolons): whether ``tokens[index]`` begins the next
        statement: a statement keyword first on its line, outside parentheses, after a statement that is not
        a routine, trigger or view (those take their whole batch)."""
        if not self.batches or first is None or depth != 0 or index == first:
            return False
        token = tokens[index]
        if token.text.upper() not in _BATCH_STATEMENT_STARTS or token.line == tokens[index - 1].line:
            return False
        return classify(tokens[first : first + 16]) not in _BATCH_BODY_KINDS

    def statements(self, text: str, base_line: int, tokens: list[Token]) -> Iterator[Statement]:
        start = 0
        first: int | None = None
        depth = 0
        for index in range(len(tokens) + 1):
            token = tokens[index] if index < len(tokens) else None
            if token is not None and self._starts_statement(tokens, index, first, depth):
                yield from self._one(
                    text, base_line, tokens[first:index] if first is not None else [], start, token.start
                )
                first, start, depth = index, token.start, 0
                continue
            if token is not None and token.token_type != sqlglot.TokenType.SEMICOLON:
                first = index if first is None else first
                depth += _PAREN_DEPTH.get(token.token_type, 0)
                continue
            end = token.start if token is not None else len(text)
            yield from self._one(
                text, base_line, tokens[first:index] if first is not None else [], start, end
            )
            first, depth = None, 0
            start = token.end + 1 if token is not None else len(text)

    def _block_statements(self, text: str, base_line: int, body: Token) -> Iterator[Statement]:
        """The statements ``block_ddl`` reads in a DO block's dollar-quoted ``body``."""
        quoted = text[body.start : body.end + 1]
        tag = re.match(r"\$\w*\$", quoted)
        if tag is None or not quoted.endswith(tag.group(0)) or len(quoted) < 2 * len(tag.group(0)):
            return
        inner = quoted[len(tag.group(0)) : len(quoted) - len(tag.group(0))]
        offset = body.start + len(tag.group(0))
        for start, stop in block_ddl(self.tokenize(inner) or []):
            tokens = self.tokenize(inner[start:stop])
            if tokens:
                line = base_line + text.count("\n", 0, offset + start)
                yield from self.statements(inner[start:stop], line, tokens)

    def _one(self, text: str, base_line: int, own: list[Token], start: int, end: int) -> Iterator[Statement]:
        """The statement ``own`` (its tokens; none for a chunk of only comments) at ``text[start:end]``."""
        if len(own) == 2 and own[0].text.upper() == "DO" and not self.in_body:
            # A migration's DO block: the DDL it runs, whatever the database holds or unless it ran before
            # (``sqlmigrations.block_ddl``), read as it is; a block with none is skipped below.
            read = list(self._block_statements(text, base_line, own[1]))
            if read:
                yield from read
                return
        if len(own) > 3 and own[0].text.upper() == "IF" and not self.in_body:
            # SQL Server's ``IF NOT EXISTS (...) BEGIN CREATE ...`` (Entity Framework's idempotent scripts)
            inner = if_missing_then(own)
            if inner is not None:
                yield from self._one(text, base_line, own[inner:], own[inner].start, end)
                return
        if len(own) > 1 and own[0].text.upper() == "BEGIN" and own[1].text.upper() in {"INSERT", "ALTER"}:
            # An anonymous PL/SQL block of INSERTs (Oracle's sample scripts): BEGIN INSERT ...; ... END;
            own, start = own[1:], own[1].start
        chunk = text[start:end]
        line = base_line + text.count("\n", 0, start)
        if own and self.in_body:
            self.in_body = own[-1].text.upper() != "END"
            self.body_statements += 1
        elif own:
            kind = classify(own)
            at = base_line + own[0].line - 1
            if kind in _BODY_KINDS and _opens_body(own):
                self.in_body = own[-1].text.upper() != "END"
                self.body_at, self.body_statements = at, 0
            elements = _schema_elements(own) if kind == "CREATE DATABASE/SCHEMA" else []
            if elements:
                # CREATE SCHEMA s CREATE TABLE a (...) CREATE TABLE b (...): each element is a statement.
                self.skipped.add(kind, line=at, text=text[own[0].start : own[elements[0]].start])
                for first, after in zip(elements, [*elements[1:], len(own)], strict=True):
                    stop = own[after].start if after < len(own) else end
                    yield from self._one(text, base_line, own[first:after], own[first].start, stop)
            elif kind in KEPT_KINDS:
                yield Statement(kind, chunk, at, line, own)
            else:
                self.skipped.add(kind, line=at, text=text[own[0].start : end])
        elif "/*!" in chunk:
            self.skipped.add("MySQL /*! */ hint", line=line + _leading_blank_lines(chunk), text=chunk.strip())


def _opens_body(own: list[Token]) -> bool:
    """Whether a trigger, procedure or function statement cut at a semicolon opens a body that goes on past
    it: a BEGIN, or PL/SQL's declarations before it (``... FOR EACH ROW DECLARE n NUMBER;``, ``PROCEDURE p AS
    v NUMBER;``), whose statements must not be read as the script's own (an INSERT in a trigger is no row)."""
    depth = 0
    for index, token in enumerate(own):
        word = token.text.upper()
        if word in {"BEGIN", "DECLARE"}:
            return True
        depth += _PAREN_DEPTH.get(token.token_type, 0)
        if index and own[index - 1].text.upper() in _TRANSITION_NAMES:
            continue  # REFERENCING OLD TABLE AS deleted, NEW AS n: a name, no body
        if depth == 0 and word in {"AS", "IS"} and index + 1 < len(own):
            # PostgreSQL's AS $$ ... $$ (or AS '...') holds its whole body in one string.
            return own[index + 1].token_type not in _STRING_TOKENS
    return False


# What a trigger's REFERENCING clause names before AS (PostgreSQL's ``OLD TABLE AS deleted``, Oracle's
# ``NEW AS n``, the standard's ``OLD ROW AS o``): a transition name follows, not a body.
_TRANSITION_NAMES = frozenset({"OLD", "NEW", "TABLE", "ROW", "PARENT"})
_STRING_TOKENS = frozenset(
    {sqlglot.TokenType.STRING, sqlglot.TokenType.HEREDOC_STRING, sqlglot.TokenType.NATIONAL_STRING}
)


def _schema_elements(own: list[Token]) -> list[int]:
    """Where the elements of ``CREATE SCHEMA name CREATE TABLE ... CREATE VIEW ... GRANT ...`` begin (standard
    SQL and PostgreSQL let a schema's objects be created inside its own statement): the indices of the
    ``CREATE`` and ``GRANT`` keywords outside parentheses after the first token; none for a plain
    ``CREATE SCHEMA`` or ``CREATE DATABASE``."""
    starts: list[int] = []
    depth = 0
    for index, token in enumerate(own):
        keyword = token.token_type not in {sqlglot.TokenType.IDENTIFIER, sqlglot.TokenType.STRING}
        if index > 0 and depth == 0 and keyword and token.text.upper() in {"CREATE", "GRANT"}:
            starts.append(index)
        depth += _PAREN_DEPTH.get(token.token_type, 0)
    return starts


def _leading_blank_lines(text: str) -> int:
    return len(text) - len(text.lstrip("\n"))


def read_statements(
    lines: Iterable[str], *, dialect: Dialect, skipped: SkipLog, keep_copy_rows: int = 100_000
) -> Iterator[Statement]:
    """The statements of a dump (see the module contract). Raises SpecError for an unterminated string,
    comment or dollar-quoted body (with the line where the statement began)."""
    reader = _Reader(dialect, skipped)
    delimiter = ";"
    copy_target: Statement | None = None
    down_section = False  # in a migration's down section (``DOWN_MARKER``), up to its next up marker
    number = 0
    for number, line in enumerate(lines, start=1):
        if copy_target is not None:
            if line.startswith("\\."):
                yield copy_target
                copy_target = None
            elif len(copy_target.rows) < keep_copy_rows:
                copy_target.rows.append((number, line.rstrip("\r\n")))
            else:
                copy_target.more_rows += 1
            continue
        if down_section:
            down_section = not UP_MARKER.match(line)
            continue
        if not reader.open:
            if not reader.buffer:
                reader.buffer_line = number
            if DOWN_MARKER.match(line) and not reader.in_block_comment:
                marker = line.strip().lstrip("-").strip()  # (an example's comment lines are not shown)
                skipped.add("down migration (goose, sql-migrate, dbmate)", line=number, text=marker)
                down_section, reader.buffer = True, []
                continue
            match = _DELIMITER.match(line)
            if match:
                reader.buffer, delimiter = [], match.group(1)
                if delimiter != ";":
                    skipped.add("DELIMITER block", line=number, text=line)
                continue
            if not reader.in_block_comment and reader.client_line(line, number):
                continue
        elif _GO.match(line) and delimiter == ";":
            # A SQL Server batch ends; its statements need no semicolons (split where a line starts one).
            text = "".join(reader.buffer)
            tokens = reader.tokenize(text)
            if tokens is not None:
                reader.batches = True
                yield from reader.statements(text, reader.buffer_line, tokens)
                reader.buffer, reader.open, reader.in_body = [], False, False
                continue
        line = reader.rewritten(line, number)
        reader.take(line)
        if delimiter != ";":
            if line.rstrip().endswith(delimiter):
                text = "".join(reader.buffer).rstrip()
                text = text[: len(text) - len(delimiter)]
                yield from _delimited(reader, text, reader.buffer_line)
                reader.buffer, reader.open = [], False
            continue
        if not reader.open or not line.rstrip().endswith(";"):
            continue
        read = reader.tokenize_buffer(line)
        if read is None:
            continue  # a semicolon inside a string or body that goes on
        text, tokens = read
        for statement in reader.statements(text, reader.buffer_line, tokens):
            head = _LEADING_COMMENTS.sub("", statement.text)  # pg_dump puts a comment block above each COPY
            if statement.kind == "copy" and _COPY_FROM_STDIN.match(head):
                statement.text = head
                copy_target = statement
            else:
                yield statement
        reader.buffer, reader.open = [], False
    if copy_target is not None:
        raise SpecError(
            "the file ends inside COPY data (no closing \\. line): it looks truncated", line=number
        )
    if reader.in_body and reader.body_statements:
        # A body that never ended took every statement after it: say so, rather than lose them unseen.
        text = (
            f"a body that never ends: the {reader.body_statements} statements after it were read as its own"
        )
        skipped.add("unended body", line=reader.body_at, text=text)
    if reader.open:
        text = "".join(reader.buffer)
        tokens = reader.tokenize(text)
        if tokens is None:
            raise SpecError(
                "the file ends inside a string, comment or quoted body: it looks truncated",
                line=reader.buffer_line,
            )
        yield from reader.statements(text, reader.buffer_line, tokens)


def _delimited(reader: _Reader, text: str, base_line: int) -> Iterator[Statement]:
    """A statement ended by a custom DELIMITER (a MySQL trigger or procedure body): MySQL hint markers are
    read as code, so ``/*!50003 CREATE*/ /*!50003 TRIGGER ...*/`` is classified as a trigger."""
    readable = _HINT_MARKERS.sub(" ", text)
    tokens = reader.tokenize(readable)
    if tokens is None:
        reader.skipped.add("unreadable statement in a DELIMITER block", line=base_line, text=text)
        return
    if not tokens:
        return
    kind = classify(tokens)
    if kind in KEPT_KINDS:
        # ``;`` inside the block belongs to it; a kept kind (rare) is split as usual.
        yield from reader.statements(readable, base_line, tokens)
    else:
        reader.skipped.add(kind, line=base_line + tokens[0].line - 1, text=readable[tokens[0].start :])
