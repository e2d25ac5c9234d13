"""A SQL statement's text as sqlglot reads it: the storage options it misreads or refuses, dropped before
parsing (``without_storage_options``), and its parse errors said in the file's words
(``parse_error_text``)."""

from __future__ import annotations

import re
from typing import Any

# Storage options that say nothing about the rows, which sqlglot misreads or refuses (SQL Server's
# ``PRIMARY KEY CLUSTERED``, read as a key without columns, and Oracle's index-organized tables), and what
# sqlglot refuses that it reads when said otherwise.
_STORAGE_OPTIONS = (
    (re.compile(r"\b((?:PRIMARY\s+KEY|UNIQUE)\s+)(?:NON)?CLUSTERED\b", re.IGNORECASE), r"\1"),
    (re.compile(r"\)(\s*)ORGANIZATION\s+(?:INDEX|HEAP)\b", re.IGNORECASE), r")\1"),
    # SSMS's generated scripts: ``) ON [PRIMARY] TEXTIMAGE_ON [PRIMARY]`` (filegroups)
    (re.compile(r"\)(\s*ON\s+(?:\[\w+\]|\w+))?\s*TEXTIMAGE_ON\s+(?:\[\w+\]|\w+)", re.IGNORECASE), ")"),
    # Oracle's ``) ENABLE ROW MOVEMENT`` (rows may move between partitions): storage again.
    (re.compile(r"\)(\s*(?:TABLESPACE\s+\w+\s*)?)(?:EN|DIS)ABLE\s+ROW\s+MOVEMENT\b", re.IGNORECASE), r")\1"),
    # Oracle's ``) SEGMENT CREATION IMMEDIATE`` / ``DEFERRED`` (when storage is allocated; Spring Batch's
    # Oracle schema was refused: "syntax the SQL parser does not understand").
    (re.compile(r"\)(\s*)SEGMENT\s+CREATION\s+(?:IMMEDIATE|DEFERRED)\b", re.IGNORECASE), r")\1"),
    # Oracle's states of an enabled constraint (``REFERENCES w (id) ENABLE NOVALIDATE``): whether old rows
    # were checked, not what new rows must meet, so the key stays one (Oracle's order-entry sample lost two
    # keys). A DISABLEd constraint is left unread: it holds nothing.
    (re.compile(r"\)(\s*)(?:ENABLE\s+(?:NO)?VALIDATE|(?:NO)?VALIDATE|ENABLE)\b", re.IGNORECASE), r")\1"),
    # PostgreSQL's ``NOT DEFERRABLE`` after a key (its default: nothing to keep), which sqlglot refuses in a
    # CREATE TABLE and reads as a bare command in an ALTER TABLE (the foreign key was lost).
    (re.compile(r"\bNOT\s+DEFERRABLE\b", re.IGNORECASE), ""),
    # PostgreSQL types sqlglot refuses where it reads their equals: ``bit varying`` (``varbit``), arrays of
    # object identifiers (``oid[]``: numbers; ``regclass[]`` and the other reg* types: names).
    (re.compile(r"\bbit\s+varying\b", re.IGNORECASE), "varbit"),
    (re.compile(r"\boid(\s*\[)", re.IGNORECASE), r"bigint\1"),
    (
        re.compile(
            r"\breg(?:class|type|proc|procedure|oper|operator|config|dictionary|namespace|role|collation)(\s*\[)",
            re.IGNORECASE,
        ),
        r"text\1",
    ),
    # Firebird's BLOB sub-types (``BLOB SUB_TYPE TEXT``), written in jOOQ's SQLite Sakila: a blob still.
    (re.compile(r"\bSUB_TYPE\s+\w+", re.IGNORECASE), ""),
    # How a table's rows are stored, after its columns: Oracle's nested tables (``) NESTED TABLE t STORE AS
    # s``) and partitioning (``) PARTITION BY RANGE (c) (PARTITION p VALUES LESS THAN (...) COMPRESS, ...)``,
    # Oracle's sales history sample), which sqlglot refuses; the rest of the statement is the partitions.
    (re.compile(r"\)\s*NESTED\s+TABLE\s+\w+\s+STORE\s+AS\s+\w+", re.IGNORECASE), ")"),
    (
        re.compile(
            r"\)(?:\s*--[^\n]*\n)*\s*PARTITION\s+BY\s+(?:RANGE|LIST|HASH)\b.*\Z", re.IGNORECASE | re.DOTALL
        ),
        ")",
    ),
    # PostgreSQL's foreign tables (``CREATE FOREIGN TABLE t (...) SERVER s OPTIONS (...)``): rows that live
    # elsewhere, read as a table's.
    (re.compile(r"\bCREATE\s+FOREIGN\s+TABLE\b", re.IGNORECASE), "CREATE TABLE"),
    (re.compile(r"\)\s*SERVER\s+\w+(?:\s+OPTIONS\s*\((?:[^()']|'[^']*')*\))?", re.IGNORECASE), ")"),
)


# The parser's words for a token and a class in its error descriptions: the token's text, the class's name.
_TOKEN_REPR = re.compile(
    r"<Token token_type: [\w.]+, text: (.*?), line: \d+, col: \d+, start: \d+, end: \d+, comments: \[.*?\]>"
)
_CLASS_REPR = re.compile(r"<class '(?:\w+\.)*(\w+)'>")


def parse_error_text(error: dict[str, Any], exc: Exception) -> str:
    """What a parse error says, in the file's words (``Expected table name but got '{' (near: CREATE TABLE
    {)``), not in the parser's reprs of its tokens and classes."""
    description = _TOKEN_REPR.sub(lambda m: repr(m.group(1)), str(error.get("description", exc)))
    description = _CLASS_REPR.sub(lambda m: m.group(1), description)
    near = f"{error.get('start_context', '')}{error.get('highlight', '')}".strip()[-60:]
    return f"{description} (near: {near})" if near else description


def without_storage_options(text: str) -> str:
    """A CREATE or ALTER TABLE statement's text without the storage options sqlglot misreads or refuses."""
    for pattern, replacement in _STORAGE_OPTIONS:
        text = pattern.sub(replacement, text)
    return text
