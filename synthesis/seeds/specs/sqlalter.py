"""ALTER TABLE statements: the columns they add, drop, change or rename (applied at once, in the script's
order), and the keys, unique sets, checks, foreign keys and column defaults they add to tables declared before
them (``sql`` collects those in its pass over the statements and applies them before it builds the tables);
tables renamed or dropped."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable

from sqlglot import exp

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.sqldata import DumpData
from synthesis.seeds.specs.sqlexpr import is_now, literal
from synthesis.seeds.specs.sqlmigrations import MIGRATION_TOOL_TABLES
from synthesis.seeds.specs.sqlnames import DEFAULT_SCHEMAS, bare_name, qualified
from synthesis.seeds.specs.sqlstatements import Statement
from synthesis.seeds.specs.sqltables import (
    Collected,
    ForeignKeyDef,
    RawColumn,
    RawTable,
    read_column,
    reference_def,
    set_default,
)


def collect_alter(
    out: Collected, node: exp.Alter, line: int, *, dialect: str = "", data: DumpData | None = None
) -> bool:
    """ALTER TABLE ... ADD [CONSTRAINT] FOREIGN KEY / PRIMARY KEY / UNIQUE / CHECK, DROP CONSTRAINT of a
    foreign key or unique set, a column's changes (``_change_column``), ALTER COLUMN ... SET DEFAULT of a
    constant or the current time (a sequence's ``nextval`` stays skipped: the key is made anyway); False when
    none (and for a migration tool's own table, never one of the domain's: ``sqlmigrations``)."""
    found = False
    owner = qualified(node.this)
    if _table_named(out.tables, owner) is None and owner.rsplit(".", 1)[-1].lower() in MIGRATION_TOOL_TABLES:
        return False  # the tool's own bookkeeping (Harbor's schema_migrations), never read as a table
    actions = node.args.get("actions") or []
    # A primary key dropped by name gives way only to one the same statement adds (Supabase Auth's
    # identities): dropped alone (Authelia's clean-up of duplicate constraints), it would leave no key.
    new_key = any(a.find(exp.PrimaryKeyColumnConstraint, exp.PrimaryKey) is not None for a in actions)
    for action in actions:
        if _alter_columns(out, owner, action, line) or _change_column(
            out, owner, action, line, dialect, data
        ):
            found = True
            continue
        if _drop_constraint(out, owner, action, primary_replaced=new_key):
            found = True
            continue
        if isinstance(action, exp.RenameColumn):
            _rename_column(out, owner, action.this.name, action.args["to"].name, line, data)
            found = True
            continue
        if isinstance(action, exp.AlterRename) and isinstance(action.this, exp.Table):
            column_to = _column_rename_target(node)
            if column_to is None:
                rename_table(out, owner, action.this.name, line, data)
            else:
                _rename_column(out, owner, action.this.name, column_to, line, data)
            found = True
            continue
        default = action.args.get("default") if isinstance(action, exp.AlterColumn) else None
        if default is not None and (literal(default)[0] or is_now(default)):
            out.alter_defaults.append((owner, action.this.name, default, line))
            found = True
        for fk in action.find_all(exp.ForeignKey):
            reference = fk.args.get("reference")
            if reference is not None:
                key = reference_def(reference, [e.name for e in fk.expressions], line)
                key.name = fk.parent.name if isinstance(fk.parent, exp.Constraint) else ""
                out.alter_fks.append((owner, key))
                found = True
        for pk in action.find_all(exp.PrimaryKey):
            out.alter_constraints.append((owner, "primary", [e.name for e in pk.expressions], line))
            found = True
        for unique in action.find_all(exp.UniqueColumnConstraint):
            schema = unique.this
            names = [e.name for e in schema.expressions] if isinstance(schema, exp.Schema) else []
            if names:
                out.alter_constraints.append((owner, "unique", names, line))
                table = _table_named(out.tables, owner)
                if table is not None and isinstance(unique.parent, exp.Constraint):
                    table.unique_names[unique.parent.name.lower()] = names
                found = True
        for check in action.find_all(exp.CheckColumnConstraint):
            out.alter_checks.append((owner, check.this, line))
            found = True
    return found


def _column_rename_target(node: exp.Alter) -> str | None:
    """The new name in PostgreSQL's ``ALTER TABLE t RENAME a TO b`` (COLUMN is optional there), which sqlglot
    reads as a table rename to ``a`` with a stray ``TO b`` option; None for a table rename (``RENAME TO b``).
    Read as a table rename, DSpace's ``ALTER TABLE Item RENAME last_modified2 TO last_modified`` lost
    ``item``."""
    stray = [option for option in node.args.get("options") or [] if isinstance(option, exp.ToTableProperty)]
    return stray[0].this.name if len(stray) == 1 and isinstance(stray[0].this, exp.Table) else None


def _rename_column(
    out: Collected, owner: str, old: str, new: str, line: int, data: DumpData | None = None
) -> None:
    """``ALTER TABLE t RENAME [COLUMN] a TO b`` (a migration history): the column and what the table and the
    statements before said of it take the new name."""
    table = _table_named(out.tables, owner)
    column = next((c for c in table.columns if c.raw_name.lower() == old.lower()), None) if table else None
    if table is None or column is None:
        raise SpecError(f"ALTER TABLE renames an unknown column {owner}.{old}", line=line)
    column.raw_name = new

    def renamed(names: list[str]) -> list[str]:
        return [new if name.lower() == old.lower() else name for name in names]

    table.primary_key = renamed(table.primary_key)
    table.unique_sets = [renamed(names) for names in table.unique_sets]
    table.unique_names = {name: renamed(names) for name, names in table.unique_names.items()}
    for key in table.foreign_keys:
        key.columns = renamed(key.columns)
    same = _naming(out.tables, table)
    out.indexes = [(t, renamed(cols) if same(t) else cols, u, at) for t, cols, u, at in out.indexes]
    out.alter_constraints = [
        (t, kind, renamed(cols) if same(t) else cols, at) for t, kind, cols, at in out.alter_constraints
    ]
    for t, key in out.alter_fks:
        if same(t):
            key.columns = renamed(key.columns)
    if data is not None:
        data.rename_column(same, old, new)


# MySQL's RENAME TABLE a TO b[, c TO d], which sqlglot reads as a bare command.
_RENAME_TABLE = re.compile(r"RENAME\s+TABLES?\s+(?P<pairs>.+)", re.IGNORECASE | re.DOTALL)
_RENAME_PAIR = re.compile(r"^\s*(?P<old>[\w.`\"\[\]]+)\s+TO\s+(?P<new>[\w.`\"\[\]]+)\s*$", re.IGNORECASE)


def collect_rename_tables(out: Collected, statement: Statement, data: DumpData | None = None) -> bool:
    """MySQL's ``RENAME TABLE a TO b, c TO d``, applied in order; False when the text is not one."""
    found = _RENAME_TABLE.fullmatch(statement.text.strip().rstrip(";").rstrip())
    pairs = [_RENAME_PAIR.match(pair) for pair in found.group("pairs").split(",")] if found else []
    if not pairs or not all(pairs):
        return False
    for pair in pairs:
        assert pair is not None  # (all matched)
        owner = ".".join(part.strip('[]"`') for part in pair.group("old").split("."))
        rename_table(out, owner, bare_name(pair.group("new")), statement.line, data)
    return True


def rename_table(out: Collected, owner: str, new: str, line: int, data: DumpData | None = None) -> None:
    """``ALTER TABLE a RENAME TO b`` (a migration history): the table, and what the statements before said of
    it (indexes, keys, checks, defaults, comments, other tables' foreign keys), and the rows inserted under
    the old name before (in ``data``) take the new name."""
    table = _table_named(out.tables, owner)
    if table is None:
        raise SpecError(f"ALTER TABLE renames an unknown table {owner!r}", line=line)
    if any(
        t is not table and t.raw_name.lower() == new.lower() and t.schema == table.schema for t in out.tables
    ):
        raise SpecError(f"ALTER TABLE renames {owner!r} to {new!r}, a table that exists", line=line)
    same = _naming(out.tables, table)

    def renamed(name: str) -> str:  # keeps the schema the statement named
        if not same(name):
            return name
        schema, dot, _ = name.rpartition(".")
        return f"{schema}{dot}{new}"

    keys = [key for other in out.tables for key in other.foreign_keys] + [key for _, key in out.alter_fks]
    for key in keys:
        if same(f"{key.schema}.{key.target}" if key.schema else key.target):
            key.target = new
    # (DROP INDEX finds its entry in ``indexes`` by identity: both keep the same new entries)
    fresh = {id(entry): (renamed(entry[0]), entry[1], entry[2], entry[3]) for entry in out.indexes}
    out.indexes = [fresh[id(entry)] for entry in out.indexes]
    out.index_names = {name: fresh.get(id(entry), entry) for name, entry in out.index_names.items()}
    out.alter_fks = [(renamed(t), key) for t, key in out.alter_fks]
    out.alter_constraints = [(renamed(t), kind, cols, at) for t, kind, cols, at in out.alter_constraints]
    out.alter_checks = [(renamed(t), check, at) for t, check, at in out.alter_checks]
    out.alter_defaults = [(renamed(t), column, value, at) for t, column, value, at in out.alter_defaults]
    out.comments = [(renamed(t), column, text, at) for t, column, text, at in out.comments]
    if data is not None:
        data.rename_table(same, renamed)
    table.raw_name = new


def like_table(out: Collected, node: exp.Create, table: RawTable | None, line: int) -> RawTable | None:
    """``table`` with the columns a ``LIKE`` copies from a table read before: MySQL's ``CREATE TABLE b LIKE
    a`` (columns, defaults, keys and indexes; never foreign keys) and PostgreSQL's ``CREATE TABLE b (LIKE a
    [INCLUDING ...], more columns)`` (columns and NOT NULL; defaults, checks, keys and unique indexes as its
    INCLUDING options say). ``table`` as it is without a LIKE; None when the source is no table read (its
    columns are unknown: the table is left out as undeclared)."""
    holder = node.this if isinstance(node.this, exp.Schema) else node.args.get("properties")
    like = next((e for e in getattr(holder, "expressions", []) if isinstance(e, exp.LikeProperty)), None)
    if like is None:
        return table
    source = _table_named(out.tables, qualified(like.this))
    if source is None:
        return None
    options = {str(option.args.get("value", "")).upper() for option in like.expressions}
    whole = isinstance(holder, exp.Properties) or "ALL" in options  # MySQL's: all but foreign keys
    defaults, indexes = whole or "DEFAULTS" in options, whole or "INDEXES" in options
    target = table or RawTable(raw_name=node.this.name, line=line, schema=node.this.db)
    copied = [copy.deepcopy(column) for column in source.columns]
    keys = {name.lower() for name in source.primary_key}
    for column in copied:
        column.line = line
        # A key column, or a serial one, is NOT NULL: that is copied even when the key or default is not.
        column.not_null |= column.primary or column.auto_increment or column.raw_name.lower() in keys
        if not defaults:
            column.default, column.default_now, column.default_generated = None, False, False
            column.auto_increment = column.auto_increment and "IDENTITY" in options
        if not indexes:
            column.primary = column.unique = False
        if not (whole or "COMMENTS" in options):
            column.comments = []
    target.columns = copied + target.columns
    if indexes:
        _copy_keys(out, source, target)
    if whole or "CONSTRAINTS" in options:
        same = _naming(out.tables, source)
        target.checks += source.checks + [(check, at) for t, check, at in out.alter_checks if same(t)]
    return target


def _copy_keys(out: Collected, source: RawTable, target: RawTable) -> None:
    """``source``'s primary key and unique sets (its own, its unique indexes, those ALTER TABLE added) for a
    table made LIKE it."""
    same = _naming(out.tables, source)
    added = [(kind, cols) for t, kind, cols, _ in out.alter_constraints if same(t)]
    target.unique_sets += [list(names) for names in source.unique_sets]
    target.unique_sets += [list(cols) for t, cols, unique, _ in out.indexes if unique and same(t)]
    target.unique_sets += [list(cols) for kind, cols in added if kind == "unique"]
    primary = [cols for kind, cols in added if kind == "primary"] or [source.primary_key]
    target.primary_key = target.primary_key or list(primary[-1])


def collect_drop_tables(out: Collected, node: exp.Drop, data: DumpData) -> bool:
    """``DROP TABLE [IF EXISTS] a[, b] [CASCADE]`` (a migration history drops a table, often to create it
    again): the table, what was said of it, other tables' foreign keys to it and its rows are gone. False
    when it names no table read and says no ``IF EXISTS`` (with it, as a dump writes before each CREATE,
    there is nothing to do)."""
    found = bool(node.args.get("exists"))
    for named in node.args.get("tables") or []:
        bare = named.name.lower()
        if bare in out.partitions | out.undeclared:  # left out: a table of that name may be created anew
            out.partitions.discard(bare)
            out.undeclared.discard(bare)
            found = True
        table = _table_named(out.tables, qualified(named))
        if table is not None:
            _forget_table(out, table, data)
            found = True
    return found


def _forget_table(out: Collected, table: RawTable, data: DumpData) -> None:
    same = _naming(out.tables, table)

    def to_it(key: ForeignKeyDef) -> bool:
        return same(f"{key.schema}.{key.target}" if key.schema else key.target)

    for other in out.tables:
        other.foreign_keys = [key for key in other.foreign_keys if not to_it(key)]
    gone = [id(entry) for entry in out.indexes if same(entry[0])]
    out.indexes = [entry for entry in out.indexes if id(entry) not in gone]
    out.index_names = {name: entry for name, entry in out.index_names.items() if id(entry) not in gone}
    out.alter_fks = [(t, key) for t, key in out.alter_fks if not same(t) and not to_it(key)]
    out.alter_constraints = [entry for entry in out.alter_constraints if not same(entry[0])]
    out.alter_checks = [entry for entry in out.alter_checks if not same(entry[0])]
    out.alter_defaults = [entry for entry in out.alter_defaults if not same(entry[0])]
    out.comments = [entry for entry in out.comments if not same(entry[0])]
    data.drop_table(same)
    out.tables = [other for other in out.tables if other is not table]


def _naming(tables: list[RawTable], table: RawTable) -> Callable[[str], bool]:
    """Whether an earlier statement's table name is ``table`` (``auth.users`` is not ``public.users``)."""
    return lambda name: _table_named(tables, name) is table


def _table_named(tables: list[RawTable], owner: str) -> RawTable | None:
    """The table ``owner`` names (``auth.users`` or ``users``): by schema and name (no schema is the default
    one: ``public``, ``dbo``, ``main``), else the first of that name."""
    schema, _, name = owner.lower().rpartition(".")
    named = [t for t in tables if t.raw_name.lower() == name]

    def in_schema(table: RawTable) -> bool:
        own = table.schema.lower()
        return own == schema or (own in DEFAULT_SCHEMAS and schema in DEFAULT_SCHEMAS)

    return next((t for t in named if in_schema(t)), named[0] if named else None)


def _altered_table(out: Collected, owner: str, line: int) -> RawTable | None:
    """The table whose columns an ALTER changes; None for a partition (its columns are its parent's) or a
    table left out as undeclared."""
    table = _table_named(out.tables, owner)
    if table is None and owner.rsplit(".", 1)[-1].lower() not in out.partitions | out.undeclared:
        raise SpecError(f"ALTER TABLE changes the columns of an unknown table {owner!r}", line=line)
    return table


def _alter_columns(out: Collected, owner: str, action: exp.Expression, line: int) -> bool:
    """``ADD [COLUMN] name type ...`` and ``DROP COLUMN name``, applied to the table declared before (a script
    may add a column, fill it, then drop the one it replaces); False for any other action."""
    dropped = isinstance(action, exp.Drop) and str(action.args.get("kind", "")).upper() == "COLUMN"
    if not isinstance(action, exp.ColumnDef) and not dropped:
        return False
    table = _altered_table(out, owner, line)
    if table is None:
        return True
    if isinstance(action, exp.ColumnDef):
        if any(c.raw_name.lower() == action.name.lower() for c in table.columns):
            if action.args.get("exists"):
                return True  # ADD COLUMN IF NOT EXISTS of a column the table has
            raise SpecError(f"ALTER TABLE adds a column {owner}.{action.name} that the table has", line=line)
        table.columns.append(read_column(action, table, line))
        return True
    names = {column.name.lower() for column in action.args.get("tables") or []}
    known = {c.raw_name.lower() for c in table.columns}
    missing = sorted(names - known)
    if missing and not action.args.get("exists"):
        raise SpecError(f"ALTER TABLE drops an unknown column {owner}.{missing[0]}", line=line)
    table.columns = [c for c in table.columns if c.raw_name.lower() not in names]

    def kept(columns: list[str]) -> bool:  # keys and unique sets go with a column they name
        return not {c.lower() for c in columns} & names

    table.foreign_keys = [key for key in table.foreign_keys if kept(key.columns)]
    table.unique_sets = [columns for columns in table.unique_sets if kept(columns)]
    same = _naming(out.tables, table)
    out.alter_fks = [(t, key) for t, key in out.alter_fks if not same(t) or kept(key.columns)]
    out.alter_constraints = [c for c in out.alter_constraints if not same(c[0]) or kept(c[2])]
    return True


def _change_column(
    out: Collected, owner: str, action: exp.Expression, line: int, dialect: str, data: DumpData | None
) -> bool:
    """``ALTER COLUMN c SET / DROP NOT NULL``, ``... [SET DATA] TYPE t``, ``... DROP DEFAULT``; MySQL's
    ``MODIFY c definition`` and ``CHANGE old new definition`` (the whole definition again: what it leaves out
    is gone, but keys and unique indexes stay). False for any other action (``SET DEFAULT`` is read later)."""
    if isinstance(action, exp.ModifyColumn) and isinstance(action.this, exp.ColumnDef):
        definition, renamed_from = action.this, action.args.get("rename_from")
        if renamed_from is not None and renamed_from.name.lower() != definition.name.lower():
            _rename_column(out, owner, renamed_from.name, definition.name, line, data)
        table = _altered_table(out, owner, line)
        if table is not None:
            column = _column_named(table, owner, definition.name, line)
            new = read_column(definition, table, line)
            new.primary, new.unique = new.primary or column.primary, new.unique or column.unique
            table.columns[table.columns.index(column)] = new
        return True
    if not isinstance(action, exp.AlterColumn) or action.args.get("default") is not None:
        return False
    kind, allow_null, drop = action.args.get("dtype"), action.args.get("allow_null"), action.args.get("drop")
    if kind is None and allow_null is None and not drop:
        return False
    table = _altered_table(out, owner, line)
    if table is None:
        return True
    column = _column_named(table, owner, action.this.name, line)
    if kind is not None:
        column.kind = kind
        if dialect == "tsql" and allow_null is None:  # SQL Server: "if not specified, the column is nullable"
            allow_null = True
    if allow_null is not None:
        column.not_null = not allow_null
    elif drop:  # DROP DEFAULT, in order with the SET DEFAULTs read later
        out.alter_defaults.append((owner, column.raw_name, exp.Null(), line))
    return True


def _column_named(table: RawTable, owner: str, name: str, line: int) -> RawColumn:
    column = next((c for c in table.columns if c.raw_name.lower() == name.lower()), None)
    if column is None:
        raise SpecError(f"ALTER TABLE changes an unknown column {owner}.{name}", line=line)
    return column


def _drop_constraint(out: Collected, owner: str, action: exp.Expression, *, primary_replaced: bool) -> bool:
    """``DROP CONSTRAINT name`` (MySQL's ``DROP FOREIGN KEY name``) of a foreign key, unique set or check
    named so, or named as PostgreSQL names one it was not given a name for (``item_owner_id_fkey``,
    ``item_code_key``, ``item_price_check``), or of the primary key by its name or PostgreSQL's name for
    it (``item_pkey``) where the statement adds another (``primary_replaced``: Supabase Auth's identities
    take a new ``id`` key); False when none has that name (a primary key dropped alone, not followed: the
    statement is listed as skipped)."""
    kind = str(action.args.get("kind", "")).upper() if isinstance(action, exp.Drop) else ""
    if kind not in {"CONSTRAINT", "FOREIGN KEY"}:
        return False
    table = _table_named(out.tables, owner)
    names = {name.name.lower() for name in action.args.get("tables") or []}
    if table is None or not names:
        return False

    def named(key: ForeignKeyDef) -> bool:
        given = key.name.lower() or f"{table.raw_name}_{'_'.join(key.columns)}_fkey".lower()
        return given in names

    primary_names = {f"{table.raw_name}_pkey".lower(), table.primary_name} - {""}
    if primary_replaced and kind == "CONSTRAINT" and primary_names & names:
        table.primary_key = []
        for column in table.columns:
            column.primary = False
        return True
    same = _naming(out.tables, table)
    before = len(table.foreign_keys) + len(out.alter_fks)
    table.foreign_keys = [key for key in table.foreign_keys if not named(key)]
    out.alter_fks = [(t, key) for t, key in out.alter_fks if not (same(t) and named(key))]
    dropped = len(table.foreign_keys) + len(out.alter_fks) < before
    return _drop_unique(out, table, names) | _drop_checks(out, table, names) or dropped


def _drop_checks(out: Collected, table: RawTable, names: set[str]) -> bool:
    """The checks of ``table`` the constraint ``names`` name: given so (``CONSTRAINT positive CHECK ...``), or
    named as PostgreSQL names one it was not given a name for (``orders_status_check`` for a check that reads
    one column, ``orders_check`` for one that reads more, ``orders_check1`` for the next such) or as MySQL
    does (``orders_chk_1``). A migration that widens a check drops it and adds its new version: both were
    kept, and the old one narrowed the new."""
    same = _naming(out.tables, table)
    pending = [entry for entry in out.alter_checks if same(entry[0])]
    checks = [node for node, _ in table.checks] + [node for _, node, _ in pending]
    named = zip(checks, _check_names(table, checks), strict=True)
    dropped = {id(node) for node, given in named if given & names}
    if not dropped:
        return False
    table.checks = [entry for entry in table.checks if id(entry[0]) not in dropped]
    out.alter_checks = [entry for entry in out.alter_checks if id(entry[1]) not in dropped]
    return True


def _check_names(table: RawTable, checks: list[exp.Expression]) -> list[set[str]]:
    """Each check's names (lowercase): the one it was given, else the ones PostgreSQL and MySQL give it."""
    found: list[set[str]] = []
    taken: set[str] = set()
    unnamed = 0
    for node in checks:
        holder = node.parent.parent if node.parent is not None else None
        given = holder.this if isinstance(holder, exp.Constraint | exp.ColumnConstraint) else None
        if isinstance(given, exp.Identifier):
            found.append({given.name.lower()})
            taken.add(given.name.lower())
            continue
        columns = {column.name.lower() for column in node.find_all(exp.Column)}
        base = (
            f"{table.raw_name}_{next(iter(columns))}_check"
            if len(columns) == 1
            else f"{table.raw_name}_check"
        )
        base, suffix = base.lower(), 0
        while (name := base + (str(suffix) if suffix else "")) in taken:
            suffix += 1
        taken.add(name)
        unnamed += 1
        found.append({name, f"{table.raw_name}_chk_{unnamed}".lower()})
    return found


def _drop_unique(out: Collected, table: RawTable, names: set[str]) -> bool:
    """The unique sets of ``table`` the constraint ``names`` name: given so, or named as PostgreSQL names an
    unnamed one (``notification_policy_project_id_key``). Harbor's notification policies were kept unique per
    project after ``DROP CONSTRAINT unique_project_id``."""
    given = [[c.lower() for c in columns] for name, columns in table.unique_names.items() if name in names]

    def named(columns: list[str]) -> bool:
        lowered = [c.lower() for c in columns]
        return lowered in given or f"{table.raw_name}_{'_'.join(columns)}_key".lower() in names

    same = _naming(out.tables, table)

    def count() -> tuple[int, int, int]:
        return len(table.unique_sets), len(out.alter_constraints), sum(c.unique for c in table.columns)

    before = count()
    table.unique_sets = [columns for columns in table.unique_sets if not named(columns)]
    out.alter_constraints = [
        entry
        for entry in out.alter_constraints
        if not (same(entry[0]) and entry[1] == "unique" and named(entry[2]))
    ]
    for column in table.columns:
        column.unique = column.unique and not named([column.raw_name])
    table.unique_names = {name: columns for name, columns in table.unique_names.items() if name not in names}
    return count() != before


def apply_alters(collected: Collected, by_raw: dict[str, RawTable]) -> None:
    """What ALTER statements add to the tables declared before them: keys, unique sets, checks, defaults
    (foreign keys are resolved with the tables' final names, in ``sql``)."""
    for owner, kind, names, line in collected.alter_constraints:
        raw = by_raw.get(owner.lower())
        if raw is None:
            raise SpecError(f"ALTER TABLE names an unknown table {owner!r}", line=line)
        if kind == "primary":
            raw.primary_key = names
        else:
            raw.unique_sets.append(names)
    for owner, check, line in collected.alter_checks:
        raw = by_raw.get(owner.lower())
        if raw is None:
            raise SpecError(f"ALTER TABLE names an unknown table {owner!r}", line=line)
        raw.checks.append((check, line))
    for owner, column_name, default, line in collected.alter_defaults:
        raw_columns = by_raw[owner.lower()].columns if owner.lower() in by_raw else []
        column = next((c for c in raw_columns if c.raw_name.lower() == column_name.lower()), None)
        if column is None:
            where = f"{owner}.{column_name}"
            raise SpecError(f"ALTER TABLE sets a DEFAULT of an unknown column {where}", line=line)
        set_default(column, default)


def dropped_indexes(text: str) -> list[str]:
    """The index names of ``DROP INDEX [CONCURRENTLY] [IF EXISTS] [schema.]name [, ...] [CASCADE]``,
    lower-cased, without schema or quotes (MySQL's ``DROP INDEX name ON table`` too)."""
    found = re.search(r"\bDROP\s+INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+EXISTS\s+)?(.*)", text, re.I | re.S)
    names = re.split(r"\s+(?:ON|CASCADE|RESTRICT)\b|;", found.group(1), flags=re.I)[0] if found else ""
    return [bare_name(part.strip()).lower() for part in names.split(",") if part.strip()]


_ADD_VALUE = re.compile(
    r"\bALTER\s+TYPE\s+(?P<name>[\w.\"`]+)\s+ADD\s+VALUE\s+(?:IF\s+NOT\s+EXISTS\s+)?'(?P<value>(?:[^']|'')*)'"
    r"(?:\s+(?P<where>BEFORE|AFTER)\s+'(?P<other>(?:[^']|'')*)')?\s*;?\s*$",
    re.IGNORECASE,
)


def add_enum_value(out: Collected, text: str) -> bool:
    """``ALTER TYPE role ADD VALUE 'OWNER' [BEFORE|AFTER 'x']`` on an enum declared before; else False."""
    found = _ADD_VALUE.search(text)  # after the comment lines above it
    if found is None:
        return False
    values = out.enum_types.get(bare_name(found["name"]).lower())
    value = found["value"].replace("''", "'")
    if values is None:
        return False
    if value not in values:
        other = (found["other"] or "").replace("''", "'")
        at = values.index(other) + (found["where"].upper() == "AFTER") if other in values else len(values)
        values.insert(at, value)
    return True
