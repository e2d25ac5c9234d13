"""What migration tools put in SQL files besides the schema: marker lines of the two directions, template
placeholders, guards that run DDL unless it ran before, and the tools' own bookkeeping tables.

Read by ``sqlstatements`` (lines and statements) and ``sql``/``sqlalter`` (tables); imports neither.
"""

from __future__ import annotations

import re
from typing import Any

import sqlglot

# A migration file of goose, sql-migrate or dbmate holds both directions, each after its marker line: the
# down section undoes the up one (drops the tables it made), so it is no part of the schema.
DOWN_MARKER = re.compile(r"^\s*--\s*(?:\+goose\s+down|\+migrate\s+down|migrate:down)\b", re.I)
UP_MARKER = re.compile(r"^\s*--\s*(?:\+goose\s+up|\+migrate\s+up|migrate:up)\b", re.I)

# A placeholder of a migration template (Go's ``{{ index .Options "Namespace" }}.users`` in Supabase Auth's,
# Jinja's ``{{ schema }}``): read as one word, so ``{{ ... }}.users`` is a table in that schema. Only text
# that reads like a template expression (a dot or a space inside): ``'{{a,b}}'`` is an array literal.
_TEMPLATE = re.compile(r"\{\{-?\s*[A-Za-z_.$][^{}\n]*\}\}")
# Flyway's and Liquibase's placeholders (``${schema}.users``), read so too.
_PLACEHOLDER = re.compile(r"\$\{[A-Za-z_][\w.:-]*\}")
TEMPLATE_WORD = "template_value"

# Tables migration tools keep their bookkeeping in (Flyway, Liquibase, Alembic, Django, Rails, Prisma, Knex,
# goose, Doctrine, Entity Framework, golang-migrate): none of the domain's. Creating one is skipped and listed
# (``sql._collect``), and so is an ALTER of one (``sqlalter``: Harbor's migrations alter the tool's table
# without creating it); a guard that looks one up runs its DDL unless it ran before (``if_missing_then``).
MIGRATION_TOOL_TABLES = frozenset(
    {
        "schema_migrations",
        "flyway_schema_history",
        "databasechangelog",
        "databasechangeloglock",
        "alembic_version",
        "django_migrations",
        "ar_internal_metadata",
        "_prisma_migrations",
        "knex_migrations",
        "knex_migrations_lock",
        "goose_db_version",
        "gorp_migrations",
        "doctrine_migration_versions",
        "__efmigrationshistory",
    }
)

# Names a migration tool gives its history that a domain could give a table too (Laravel's, TypeORM's and
# postgres-migrations' ``migrations``, node-pg-migrate's ``pgmigrations``, Sequelize's ``SequelizeMeta``):
# the tool's only where every column is one a history keeps (a bird-tracking ``migrations`` table is kept).
_GENERIC_HISTORY_TABLES = frozenset({"migrations", "pgmigrations", "sequelizemeta", "mikro_orm_migrations"})
_HISTORY_COLUMNS = frozenset(
    {"id", "name", "migration", "hash", "batch", "executed_at", "run_on", "timestamp", "version",
     "applied_at", "created_at", "checksum", "installed_on", "executed"}
)  # fmt: skip


def is_migration_history(name: str, columns: list[str]) -> bool:
    """Whether the table ``name`` with ``columns`` is a migration tool's own (never one of the domain's)."""
    lowered = name.lower()
    if lowered in MIGRATION_TOOL_TABLES:
        return True
    return (
        lowered in _GENERIC_HISTORY_TABLES
        and bool(columns)
        and {c.lower() for c in columns} <= _HISTORY_COLUMNS
    )


# What a guard that runs its DDL "unless it ran before" looks up: the catalog or a migration tool's history
# (a guard on the domain's rows, ``IF NOT EXISTS (SELECT 1 FROM users)``, is a condition like any other).
_LOOKS_UP_SCHEMA = re.compile(
    r"information_schema|pg_catalog|\bpg_(?:class|constraint|type|namespace|attribute|indexes|tables|proc|trigger)\b"
    r"|\bsys\.|\bsysobjects\b|\bobject_id\s*\(|" + "|".join(sorted(MIGRATION_TOOL_TABLES)),
    re.I,
)
_PAREN_DEPTH = {sqlglot.TokenType.L_PAREN: 1, sqlglot.TokenType.R_PAREN: -1}


def render_templates(line: str) -> str:
    """``line`` with each template placeholder read as ``TEMPLATE_WORD`` (the line itself where none)."""
    if "{{" in line:
        line = _TEMPLATE.sub(_template_word, line)
    if "${" in line:
        line = _PLACEHOLDER.sub(TEMPLATE_WORD, line)
    return line


def _template_word(match: re.Match[str]) -> str:
    inner = match.group(0)[2:-2]
    expression = inner.lstrip("- ").startswith(".") or any(c.isspace() for c in inner)
    return TEMPLATE_WORD if expression else match.group(0)


def block_ddl(tokens: list[Any]) -> list[tuple[int, int]]:
    """Where the DDL statements a PostgreSQL ``DO`` block runs as a migration does stand in its body, as
    (start, end) offsets of the body's text, each end after its semicolon; ``tokens``: the body's.

    Read: ``CREATE`` and ``ALTER`` statements of the block's own level, which run whatever the database holds
    (Supabase Storage's ``DO $$ DECLARE ... BEGIN ALTER TABLE ...; CREATE TABLE IF NOT EXISTS ...; ... END
    $$``; Drizzle's ``BEGIN <DDL>; EXCEPTION WHEN duplicate_object THEN null; END``), and those in the first
    branch of an ``IF`` whose condition looks up the catalog or a migration history for something missing
    (``IF NOT EXISTS (SELECT 1 FROM pg_type WHERE ...) THEN``; Entity Framework's idempotent scripts): DDL
    that runs unless it ran before. Not read: statements in other branches, in branches on anything else
    (``IF is_multitenant THEN``), in loops, after the block's ``EXCEPTION``, and dynamic SQL (``EXECUTE``)."""
    words = [token.text.upper() for token in tokens]
    begin = words.index("BEGIN") if "BEGIN" in words else len(words)  # (after the DECLARE section)
    frames: list[list[Any]] = [["BEGIN", True]]  # each open block: its kind and whether its DDL is read
    spans: list[tuple[int, int]] = []
    index = start = begin + 1
    depth = 0
    while index < len(tokens):
        word = words[index]
        if index == start and depth == 0:  # the first word of a statement
            if word in {"IF", "ELSIF"}:
                then = _outside_parentheses(tokens, words, index, "THEN")
                if word == "IF":
                    frames.append(["IF", frames[-1][1] and _checks_missing(tokens[index + 1 : then])])
                frames[-1][1] = frames[-1][1] and word == "IF"
                index = start = then + 1
                continue
            if word in {"ELSE", "EXCEPTION"} or (word == "END" and len(frames) == 1):
                if len(frames) == 1:
                    break  # the block's handlers, or its end
                frames[-1][1] = False  # another branch, or a nested block's handlers
                index = start = index + 1
                continue
            if word == "END":  # END IF; END LOOP; END CASE; END;
                frames.pop()
                index = start = _outside_parentheses(tokens, words, index, ";") + 1
                continue
            if word in {"BEGIN", "CASE"}:
                frames.append([word, word == "BEGIN" and frames[-1][1]])
                index = start = index + 1
                continue
        if depth == 0 and word == "LOOP":  # FOR ... LOOP, WHILE ... LOOP, LOOP
            frames.append(["LOOP", False])
            index = start = index + 1
            continue
        depth += _PAREN_DEPTH.get(tokens[index].token_type, 0)
        if depth == 0 and word == ";":
            if frames[-1][1] and words[start] in {"CREATE", "ALTER"}:
                spans.append((tokens[start].start, tokens[index].end + 1))
            start = index + 1
        index += 1
    return spans


def _outside_parentheses(tokens: list[Any], words: list[str], index: int, word: str) -> int:
    """The index of the next ``word`` outside parentheses from ``index`` on (past the end: none)."""
    depth = 0
    for at in range(index, len(tokens)):
        depth += _PAREN_DEPTH.get(tokens[at].token_type, 0)
        if depth == 0 and words[at] == word:
            return at
    return len(tokens)


def _checks_missing(condition: list[Any]) -> bool:
    """Whether an IF's condition asks the catalog or a migration history whether something is missing."""
    text = " ".join(token.text for token in condition)
    words = [token.text.upper() for token in condition]
    missing = words[:2] == ["NOT", "EXISTS"] or words[-2:] == ["IS", "NULL"]
    return missing and _LOOKS_UP_SCHEMA.search(text) is not None


def if_missing_then(own: list[Any]) -> int | None:
    """Where the statement starts in SQL Server's ``IF NOT EXISTS (...) BEGIN <CREATE or ALTER ...>`` or ``IF
    OBJECT_ID(...) IS NULL BEGIN ...`` whose condition looks up the catalog or a migration history (a create
    unless it ran before: Entity Framework's idempotent scripts), if the tokens ``own`` are one."""
    depth = 0
    for index, token in enumerate(own[1:], start=1):
        depth += _PAREN_DEPTH.get(token.token_type, 0)
        if depth or token.text.upper() != "BEGIN":
            continue
        words = [t.text.upper() for t in own[1:index]]
        looks_up = _LOOKS_UP_SCHEMA.search(" ".join(t.text for t in own[1:index])) is not None
        missing = looks_up and (words[:2] == ["NOT", "EXISTS"] or words[-2:] == ["IS", "NULL"])
        starts = index + 1 < len(own) and own[index + 1].text.upper() in {"ALTER", "CREATE"}
        return index + 1 if missing and starts else None
    return None
