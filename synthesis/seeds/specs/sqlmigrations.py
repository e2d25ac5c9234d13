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

# What a guard that runs its DDL "unless it ran before" looks up: the catalog or a migration tool's history
# (a guard on the domain's rows, ``IF NOT EXISTS (SELECT 1 FROM users)``, is a condition like any other).
_LOOKS_UP_SCHEMA = re.compile(
    r"information_schema|pg_catalog|\bpg_(?:class|constraint|type|namespace|attribute|indexes|tables|proc|trigger)\b"
    r"|\bsys\.|\bsysobjects\b|\bobject_id\s*\(|" + "|".join(sorted(MIGRATION_TOOL_TABLES)),
    re.I,
)
# PostgreSQL ``DO`` bodies that run DDL unless it ran before: Drizzle's foreign keys and enums (``BEGIN
# <DDL>; EXCEPTION WHEN duplicate_object THEN null; END``) and Entity Framework's idempotent scripts (``BEGIN
# IF NOT EXISTS(SELECT ... FROM "__EFMigrationsHistory" ...) THEN <DDL> END IF; END``).
_DUPLICATE_IGNORED = re.compile(
    r"\$(?P<tag>\w*)\$\s*BEGIN\s+(?P<inner>[^;]+;)\s*EXCEPTION\s+WHEN\s+duplicate_(?:object|table|column)\s+"
    r"THEN\s+null\s*;\s*END\s*;?\s*\$(?P=tag)\$",
    re.I,
)
_IF_MISSING = re.compile(
    r"\$(?P<tag>\w*)\$\s*BEGIN\s+IF\s+NOT\s+EXISTS\s*\((?P<condition>.*?)\)\s*THEN\s+(?P<inner>.*?;)\s*END\s+IF\s*;"
    r"\s*END\s*;?\s*\$(?P=tag)\$",
    re.I | re.S,
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


def guarded_ddl(text: str, start: int, end: int) -> re.Match[str] | None:
    """The ``DO`` body ``text[start:end]`` (its dollar-quoted string) as a match whose ``inner`` group is DDL
    that runs unless it ran before, if it is one (see ``_DUPLICATE_IGNORED`` and ``_IF_MISSING``)."""
    found = _DUPLICATE_IGNORED.fullmatch(text, start, end)
    if found is None:
        found = _IF_MISSING.fullmatch(text, start, end)
        if found is not None and not _LOOKS_UP_SCHEMA.search(found.group("condition")):
            return None
    return found


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
