"""ALTER TABLE statements sqlglot reads as bare commands, read here from their text: SQL Server's column
defaults (``ADD DEFAULT (expr) FOR col``) and checks added without a constraint name (``ADD CHECK
(expr)``)."""

from __future__ import annotations

import re

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from synthesis.seeds.specs.sqlnames import bare_name, qualified
from synthesis.seeds.specs.sqlstatements import Statement
from synthesis.seeds.specs.sqltables import Collected

# SQL Server's ALTER TABLE t ADD [CONSTRAINT name] DEFAULT (expr) FOR col, which sqlglot reads as a bare
# command: SSMS's "Generate Scripts" writes every column default this way.
_ADD_DEFAULT_FOR = re.compile(
    r"^\s*ALTER\s+TABLE\s+(?P<table>[\w.\[\]\"`]+)\s+(?:WITH\s+(?:NO)?CHECK\s+)?ADD\s+"
    r"(?:CONSTRAINT\s+[\w\[\]\"`]+\s+)?DEFAULT\s+(?P<expr>.+?)\s+FOR\s+(?P<column>[\w\[\]\"`]+)\s*;?\s*$",
    re.IGNORECASE | re.DOTALL,
)

_ADD_CHECK = re.compile(
    r"^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(?P<table>[\w.\[\]\"`]+)\s+ADD\s+CHECK\s*"
    r"(?P<check>\(.*\))\s*(?:NOT\s+VALID\s*)?;?\s*$",
    re.IGNORECASE | re.DOTALL,
)


def collect_default_for(out: Collected, statement: Statement) -> bool:
    """SQL Server's ``ALTER TABLE t ADD [CONSTRAINT c] DEFAULT (expr) FOR col``; False when it is not one (or
    its expression does not read)."""
    found = _ADD_DEFAULT_FOR.match(statement.text)
    if found is None:
        return False
    try:
        expression = sqlglot.parse_one(found.group("expr"), read="tsql")
    except SqlglotError:
        return False
    if not isinstance(expression, exp.Expression):
        return False
    table, column = bare_name(found.group("table")), bare_name(found.group("column"))
    out.alter_defaults.append((table, column, expression, statement.line))
    return True


def collect_add_check(out: Collected, statement: Statement, dialect: str) -> bool:
    """``ALTER TABLE t ADD CHECK (expr)``, a check without a constraint name, which sqlglot reads as a bare
    command; False when it is not one (or does not read)."""
    found = _ADD_CHECK.match(statement.text)
    if found is None:
        return False
    try:
        create = sqlglot.parse_one(
            f"CREATE TABLE {found['table']} (CHECK {found['check']})", read=dialect or None
        )
    except SqlglotError:
        return False
    schema = create.this if isinstance(create, exp.Create) else None
    if not isinstance(schema, exp.Schema) or len(schema.expressions) != 1:
        return False  # (more than the check: another action the pattern took in)
    check = schema.expressions[0]
    if not isinstance(check, exp.CheckColumnConstraint) or not isinstance(schema.this, exp.Table):
        return False
    out.alter_checks.append((qualified(schema.this), check.this, statement.line))
    return True
