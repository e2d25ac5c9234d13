"""CREATE TABLE (sqlglot trees) -> raw tables, and raw tables -> IR tables with their fields and checks."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

import sqlglot
from sqlglot import exp

from synthesis.ir.environment import Field, FieldType, Table
from synthesis.pysource import parse_python
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import (
    MAX_COLUMNS,
    RESERVED_FIELD_NAMES,
    NameRegistry,
    clip,
    join_description,
    renamed_note,
)
from synthesis.seeds.specs.operations import AUDIT_TIMESTAMPS
from synthesis.seeds.specs.sqlexpr import (
    CheckTranslator,
    Untranslatable,
    check_columns,
    enum_from_check,
    is_now,
    literal,
    may_be_false,
)
from synthesis.seeds.specs.sqlstatements import Statement as _Statement
from synthesis.seeds.specs.sqltypes import (
    GENERATED_ID_LENGTH,
    coerce_default,
    declared_length,
    field_type_of,
    user_type_name,
)
from synthesis.state.expressions import ExpressionError, UnsupportedExpression, evaluate


@dataclass
class RawColumn:
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
    computed: bool = False  # GENERATED ALWAYS AS (expr) [STORED | VIRTUAL]: derived, never written


@dataclass
class ForeignKeyDef:
    columns: list[str]
    target: str
    target_columns: list[str]
    on_delete: str
    line: int
    schema: str = ""  # the target's schema or owner when the reference names one (hr.employees)
    name: str = ""  # CONSTRAINT name FOREIGN KEY ...: what a later DROP CONSTRAINT names


@dataclass
class RawTable:
    raw_name: str
    line: int
    schema: str = ""  # the schema the CREATE TABLE names (auth in auth.users), if any
    columns: list[RawColumn] = dc_field(default_factory=list)
    primary_key: list[str] = dc_field(default_factory=list)
    primary_name: str = ""  # CONSTRAINT name PRIMARY KEY, in lower case: what a later DROP CONSTRAINT names
    unique_sets: list[list[str]] = dc_field(default_factory=list)
    # CONSTRAINT name UNIQUE (columns), by its name in lower case: what a later DROP CONSTRAINT names
    unique_names: dict[str, list[str]] = dc_field(default_factory=dict)
    foreign_keys: list[ForeignKeyDef] = dc_field(default_factory=list)
    checks: list[tuple[exp.Expression, int]] = dc_field(default_factory=list)
    comments: list[str] = dc_field(default_factory=list)
    column_comments: dict[str, str] = dc_field(default_factory=dict)
    indexed: list[str] = dc_field(default_factory=list)


def _on_delete(reference: exp.Expression) -> str:
    options = " ".join(str(o) for o in reference.args.get("options") or []).upper()
    if "ON DELETE CASCADE" in options:
        return "cascade"
    if "ON DELETE SET NULL" in options:
        return "set_null"
    return "restrict"


def reference_def(reference: exp.Expression, columns: list[str], line: int) -> ForeignKeyDef:
    target = reference.this
    if isinstance(target, exp.Schema):
        table_node, target_columns = target.this, [e.name for e in target.expressions]
    else:
        table_node, target_columns = target, []
    return ForeignKeyDef(
        columns=columns,
        target=table_node.name,
        target_columns=target_columns,
        on_delete=_on_delete(reference),
        line=line,
        schema=table_node.db if isinstance(table_node, exp.Table) else "",
    )


def set_default(column: RawColumn, node: exp.Expression) -> None:
    """A column's DEFAULT: a constant, the current time, or computed (not reproduced)."""
    ok, value = literal(node)
    temporal = isinstance(column.kind, exp.DataType) and column.kind.is_type(*exp.DataType.TEMPORAL_TYPES)
    # Each sets all three: a later ALTER ... SET DEFAULT (or DROP DEFAULT, read as NULL) replaces the earlier.
    if is_now(node) and (not ok or temporal):  # DEFAULT 'now' is the text "now" in a text column
        column.default, column.default_now, column.default_generated = None, True, False
    elif ok:
        column.default, column.default_now, column.default_generated = value, False, False
    else:
        column.default, column.default_now, column.default_generated = None, False, True


def _worded(comment: str) -> bool:
    """A comment that says something: not a rule of dashes or stars (``-- ------``) around the words."""
    return any(character.isalnum() for character in comment)


def read_column(node: exp.ColumnDef, table: RawTable, line: int) -> RawColumn:
    """A column definition (of CREATE TABLE or ALTER TABLE ... ADD [COLUMN]); its checks and references go to
    ``table``."""
    column = RawColumn(raw_name=node.name, line=line, kind=node.args.get("kind"))
    column.comments.extend(c.strip() for c in node.comments or [] if _worded(c))
    for constraint in node.args.get("constraints") or []:
        kind = constraint.args.get("kind") if isinstance(constraint, exp.ColumnConstraint) else constraint
        if isinstance(kind, exp.NotNullColumnConstraint):
            column.not_null = not kind.args.get("allow_null")
        elif isinstance(kind, exp.PrimaryKeyColumnConstraint):
            column.primary = True
            if isinstance(constraint, exp.ColumnConstraint) and constraint.name:
                table.primary_name = constraint.name.lower()
        elif isinstance(kind, exp.UniqueColumnConstraint):
            column.unique = True
            if isinstance(constraint, exp.ColumnConstraint) and constraint.name:
                table.unique_names[constraint.name.lower()] = [node.name]
        elif isinstance(kind, exp.DefaultColumnConstraint):
            set_default(column, kind.this)
        elif isinstance(kind, exp.CheckColumnConstraint):
            table.checks.append((kind.this, line))
        elif isinstance(kind, exp.Reference):
            table.foreign_keys.append(reference_def(kind, [node.name], line))
        elif isinstance(kind, exp.CommentColumnConstraint):
            ok, value = literal(kind.this)
            if ok and value:
                column.comments.append(str(value))
        elif isinstance(kind, exp.AutoIncrementColumnConstraint | exp.GeneratedAsIdentityColumnConstraint):
            column.auto_increment = True
        elif isinstance(kind, exp.ComputedColumnConstraint):
            column.computed = True
    return column


def _table_constraint(node: exp.Expression, table: RawTable, line: int, name: str = "") -> None:
    if isinstance(node, exp.Constraint):
        for inner in node.expressions:
            _table_constraint(inner, table, line, node.name)
    elif isinstance(node, exp.PrimaryKey):
        table.primary_key = [e.name for e in node.expressions]
        table.primary_name = name.lower()
    elif isinstance(node, exp.UniqueColumnConstraint):
        schema = node.this
        names = [e.name for e in schema.expressions] if isinstance(schema, exp.Schema) else []
        if names:
            table.unique_sets.append(names)
            if name:
                table.unique_names[name.lower()] = names
    elif isinstance(node, exp.ForeignKey):
        reference = node.args.get("reference")
        if reference is not None:
            key = reference_def(reference, [e.name for e in node.expressions], line)
            key.name = name
            table.foreign_keys.append(key)
    elif isinstance(node, exp.CheckColumnConstraint):
        table.checks.append((node.this, line))


def create_table(node: exp.Create, statement: _Statement) -> RawTable:
    schema = node.this
    table = RawTable(raw_name=schema.this.name, line=statement.line, schema=schema.this.db)
    # Only the comment block right above CREATE describes the table; earlier blocks describe the file.
    create_at = re.search(r"\bcreate\b", statement.text, re.I)
    prefix = statement.text[: create_at.start()] if create_at else ""
    blocks = re.split(r"\n[ \t]*\n", prefix.lstrip())
    last_block = blocks[-1] if blocks else ""
    table.comments.extend(c.strip() for c in node.comments or [] if _worded(c) and c.strip() in last_block)
    for prop in (node.args.get("properties") or exp.Properties(expressions=[])).expressions:
        if isinstance(prop, exp.SchemaCommentProperty):
            ok, value = literal(prop.this)
            if ok and value:
                table.comments.append(str(value))
    lines = statement.text.splitlines()
    for item in schema.expressions:
        # Table constraints are found by their name when they have one, else reported at the CREATE line.
        anchor = item.name if isinstance(item, exp.ColumnDef | exp.Constraint) else ""
        offset = _line_of(lines, anchor) if anchor else None
        line = statement.base_line + offset if offset is not None else statement.line
        if isinstance(item, exp.ColumnDef):
            table.columns.append(read_column(item, table, line))
            if len(table.columns) > MAX_COLUMNS:
                raise SpecError(f"table {table.raw_name!r} has more than {MAX_COLUMNS} columns", line=line)
        else:
            _table_constraint(item, table, line)
    return table  # (no columns: a child of INHERITS / PARTITION OF, or columns added by ALTER TABLE later)


def _line_of(lines: list[str], name: str) -> int:
    # Column definitions carry no position in sqlglot's tree: find the first line that mentions the name.
    if name:
        pattern = re.compile(rf"(^|[\s(`\"\[,]){re.escape(name)}([\s`\"\],]|$)")
        for offset, text in enumerate(lines):
            if pattern.search(text):
                return offset
    return 0


# --- types --------------------------------------------------------------------------------------------------


_DOMAIN = re.compile(
    r"\bCREATE\s+DOMAIN\s+(?P<name>[\w.\"`\u0080-\uffff]+)\s+(?:AS\s+)?(?P<type>.+?)"
    r"(?P<rest>\s+(?:COLLATE|DEFAULT|CONSTRAINT|NOT\s+NULL|NULL|CHECK)\b.*)?\s*;?\s*$",
    re.IGNORECASE | re.DOTALL,
)
_DOMAIN_CHECK = re.compile(r"\bCHECK\s*\(", re.IGNORECASE)


def collect_domain(out: Collected, text: str, dialect: str | None) -> bool:
    """``CREATE DOMAIN name [AS] type [... CHECK (VALUE ...)]``: columns of that type take the base type and
    the checks (``VALUE`` standing for the column). False when the statement does not read."""
    found = _DOMAIN.search(text)  # after the comments pg_dump writes above it
    if found is None:
        return False
    try:
        base = exp.DataType.build(found.group("type").strip(), dialect=dialect or "postgres")
    except Exception:  # sqlglot raises several kinds for a type it cannot build
        return False
    checks: list[exp.Expression] = []
    rest = found.group("rest") or ""
    outside = rest  # the text outside the checks' parentheses, where a NOT NULL of the domain stands
    for start in (m.end() for m in _DOMAIN_CHECK.finditer(rest)):
        depth, end = 1, start
        while end < len(rest) and depth:
            depth += {"(": 1, ")": -1}.get(rest[end], 0)
            end += 1
        outside = outside.replace(rest[start : end - 1], "")
        try:
            check = sqlglot.parse_one(rest[start : end - 1], read=dialect or "postgres")
        except sqlglot.errors.SqlglotError:
            continue  # a check that does not read is left out
        if isinstance(check, exp.Expression):
            checks.append(check)
    name = found.group("name").split(".")[-1].strip('"`').lower()
    out.domains[name] = (base, checks)
    if re.search(r"\bNOT\s+NULL\b", outside, re.IGNORECASE):
        out.not_null_domains.add(name)
    return True


def _domain_checks(raw: RawTable, collected: Collected) -> None:
    """The checks of the domains ``raw``'s columns are typed with, as the column's own (VALUE -> column)."""
    for column in raw.columns:
        kind = column.kind
        if not isinstance(kind, exp.DataType) or kind.this != exp.DataType.Type.USERDEFINED:
            continue
        for check in collected.domains.get(user_type_name(kind), (None, []))[1]:
            own = check.transform(
                lambda node, name=column.raw_name: (
                    exp.column(name, quoted=True)
                    if isinstance(node, exp.Column) and node.name.lower() == "value"
                    else node
                )
            )
            raw.checks.append((own, column.line))


# --- assembly -----------------------------------------------------------------------------------------------


@dataclass
class Collected:
    tables: list[RawTable] = dc_field(default_factory=list)
    enum_types: dict[str, list[str]] = dc_field(default_factory=dict)
    notes: list[str] = dc_field(default_factory=list)
    # (table, column or None, text, line)
    comments: list[tuple[str, str | None, str, int]] = dc_field(default_factory=list)
    indexes: list[tuple[str, list[str], bool, int]] = dc_field(default_factory=list)
    index_names: dict[str, tuple[str, list[str], bool, int]] = dc_field(
        default_factory=dict
    )  # by name, lower
    alter_fks: list[tuple[str, ForeignKeyDef]] = dc_field(default_factory=list)
    # ALTER TABLE ... ADD PRIMARY KEY / UNIQUE: (table, "primary" | "unique", columns, line)
    alter_constraints: list[tuple[str, str, list[str], int]] = dc_field(default_factory=list)
    alter_checks: list[tuple[str, exp.Expression, int]] = dc_field(default_factory=list)
    # ALTER TABLE ... ADD DEFAULT ... FOR col (SQL Server) / ALTER COLUMN col SET DEFAULT: (table, column,
    # the default's expression, line)
    alter_defaults: list[tuple[str, str, exp.Expression, int]] = dc_field(default_factory=list)
    # CREATE DOMAIN name AS type [CHECK (VALUE ...)]: by the domain's own name, its base type and checks
    domains: dict[str, tuple[exp.DataType, list[exp.Expression]]] = dc_field(default_factory=dict)
    not_null_domains: set[str] = dc_field(default_factory=set)  # CREATE DOMAIN ... NOT NULL: columns required
    # Tables attached as partitions of another (ALTER TABLE p ATTACH PARTITION c): their rows are p's rows.
    partitions: set[str] = dc_field(default_factory=set)
    # Tables whose columns are not declared (CREATE TABLE ... AS SELECT / LIKE, none at all): left out.
    undeclared: set[str] = dc_field(default_factory=set)

    def without_partitions(self) -> None:
        """Drop partition tables and everything said about them: they are one entity with their parent; and
        the undeclared tables, whose columns are unknown."""
        gone = self.partitions | self.undeclared
        if not gone:
            return

        def kept(name: str) -> bool:  # a partition, named with its schema or without
            return name.rsplit(".", 1)[-1].lower() not in gone

        self.tables = [t for t in self.tables if kept(t.raw_name)]
        self.comments = [c for c in self.comments if kept(c[0])]
        self.indexes = [i for i in self.indexes if kept(i[0])]
        self.alter_fks = [f for f in self.alter_fks if kept(f[0]) and kept(f[1].target)]
        self.alter_constraints = [c for c in self.alter_constraints if kept(c[0])]
        self.alter_checks = [c for c in self.alter_checks if kept(c[0])]
        self.alter_defaults = [d for d in self.alter_defaults if kept(d[0])]
        for table in self.tables:
            table.foreign_keys = [fk for fk in table.foreign_keys if fk.target.lower() not in gone]


def build_table(raw: RawTable, collected: Collected, notes: list[str]) -> tuple[Table, dict[str, str]]:
    registry, clean = _clean_column_names(raw)
    _attach_comments_and_indexes(raw, collected, clean, notes)
    primary = [c.lower() for c in raw.primary_key] or [c.raw_name.lower() for c in raw.columns if c.primary]
    for name in primary:
        if name not in clean:
            raise SpecError(f"primary key names an unknown column {name!r}", line=raw.line)
    _domain_checks(raw, collected)
    enums, checks, check_text = _translate_checks(raw, clean, notes)
    fields = _build_fields(raw, collected, clean, primary, enums, checks, notes)
    primary_key = _row_key(raw, registry, clean, primary, fields, notes)
    extra = ["Constraints kept as text: " + "; ".join(check_text)] if check_text else []
    table_description = join_description(" ".join(dict.fromkeys(raw.comments)), *extra)
    return Table(
        name="placeholder",
        description=table_description,
        primary_key=primary_key,
        fields=fields,
        unique_together=_unique_together(raw, clean, primary, fields),
    ), clean


def _unique_together(
    raw: RawTable, clean: dict[str, str], primary: list[str], fields: list[Field]
) -> list[list[str]]:
    """A composite primary key and multi-column UNIQUE constraints, as field names (GENERATED columns, which
    are not modelled, drop a set: the environment cannot check it)."""
    modelled = {f.name for f in fields}
    groups: list[list[str]] = []
    for columns in [primary, *raw.unique_sets]:
        names = [clean.get(c.lower(), "") for c in columns]
        if len(set(names)) < 2 or not set(names) <= modelled or names in groups:
            continue
        groups.append(names)
    return groups


def _clean_column_names(raw: RawTable) -> tuple[NameRegistry, dict[str, str]]:
    """Lower-cased column name -> its field name (reserved names get a trailing underscore)."""
    registry = NameRegistry(
        what=f"column of table {raw.raw_name!r}", fold_case=True, reserved=RESERVED_FIELD_NAMES
    )
    clean: dict[str, str] = {}
    for column in raw.columns:
        name = column.raw_name.lower()
        clean[name] = registry.add(column.raw_name, line=column.line)
    return registry, clean


def _attach_comments_and_indexes(
    raw: RawTable, collected: Collected, clean: dict[str, str], notes: list[str]
) -> None:
    """Move the table's COMMENT ON and CREATE INDEX statements (given apart from it) onto ``raw``."""
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
        unknown = [c for c in columns if c.lower() not in clean]
        if unknown:
            # A migration history indexes a column, then drops it (Prisma's, Rails'): the index went with it.
            notes.append(
                f"{table}: the index at line {line} names {', '.join(unknown)}, not a column now: left out"
            )
            continue
        raw.indexed.extend(clean[c.lower()] for c in columns[:1])
        if unique:
            raw.unique_sets.append(columns)


def _translate_checks(
    raw: RawTable, clean: dict[str, str], notes: list[str]
) -> tuple[dict[str, list[str]], dict[str, list[str]], list[str]]:
    """The table's CHECKs as enums (column -> values), expressions (column -> checks) and text kept as is."""
    enums: dict[str, list[str]] = {}
    checks: dict[str, list[str]] = {}
    check_text: list[str] = []
    required = {c.raw_name.lower() for c in raw.columns if c.not_null} | {k.lower() for k in raw.primary_key}
    for node, line in raw.checks:
        enum = enum_from_check(node)
        if enum is not None and enum[0] in clean:
            enums[enum[0]] = enum[1]
            continue
        referenced = [c for c in check_columns(node)]
        unknown = [c for c in referenced if c not in clean]
        if unknown or not referenced:
            raise SpecError(
                f"CHECK ({clip(node.sql(), 80)}) names unknown column(s) {', '.join(unknown)}"
                if unknown
                else f"CHECK ({clip(node.sql(), 80)}) names no column",
                line=line,
            )
        # The environment checks a field only when it holds a value: the check goes to a column whose NULL
        # leaves it nothing to refuse, else to a NOT NULL one (``(a IS NULL AND b = 0) OR a >= 1``: to b).
        owner = next(
            (c for c in referenced if not may_be_false(node, c)),
            next((c for c in referenced if c in required), referenced[0]),
        )
        # Where a NULL in another column cannot make it FALSE, "that column is NULL, so it holds" is exact;
        # else SQL's three values are spelled out.
        exact = any(may_be_false(node, c) for c in referenced if c != owner and c not in required)
        translator = CheckTranslator(owner=owner, columns=clean, owner_required=owner in required)
        try:
            body = translator.passes(node) if exact else translator.tr(node)
        except Untranslatable as exc:
            notes.append(f"{raw.raw_name}: CHECK ({clip(node.sql(), 80)}) kept as text only ({exc})")
            check_text.append(node.sql())
            continue
        # A single condition is UNKNOWN, so it holds, when another column it reads is NULL.
        guards = [] if exact else [f"row.get({other!r}) is None" for other in translator.others]
        expression = " or ".join([*guards, f"({body})"]) if guards else body
        # Stored in canonical form (minimal parentheses), the same text codegen emits.
        checks.setdefault(owner, []).append(ast.unparse(parse_python(expression, mode="eval")))
    return enums, checks, check_text


def _breaks(checks: list[str], value: Any) -> bool:
    """Whether ``value`` plainly fails one of ``checks`` (a check that needs the rest of the row, or cannot be
    evaluated, does not count)."""
    for check in checks:
        try:
            if evaluate(check, value=value, row={}) is False:
                return True
        except (ExpressionError, UnsupportedExpression):
            continue
    return False


def _build_fields(
    raw: RawTable,
    collected: Collected,
    clean: dict[str, str],
    primary: list[str],
    enums: dict[str, list[str]],
    checks: dict[str, list[str]],
    notes: list[str],
) -> list[Field]:
    uniques = {s[0].lower() for s in raw.unique_sets if len(s) == 1}
    fields: list[Field] = []
    for column in raw.columns:
        name = column.raw_name.lower()
        if column.computed and name not in primary:
            # The database derives it from other columns; the environment does not recompute expressions.
            notes.append(f"{raw.raw_name}.{column.raw_name}: a GENERATED column, derived data, not modelled")
            continue
        field_type, enum_values = field_type_of(column.kind, collected.enum_types, collected.domains)
        if name in enums and field_type in {FieldType.STRING, FieldType.TEXT, FieldType.ENUM}:
            field_type, enum_values = FieldType.ENUM, enums[name]
        is_pk = primary == [name]
        default = coerce_default(column.default, field_type)
        own_checks = checks.get(name, [])
        length = declared_length(column.kind, collected.domains) if field_type == FieldType.STRING else None
        generated = False
        if is_pk and field_type in {FieldType.INTEGER, FieldType.STRING}:
            # A text key the environment would make (``ctx.new_id``) cannot meet CHECKs of its own (a
            # currency's three letters), nor a declared length under an id's: the caller's to give.
            generated = field_type == FieldType.INTEGER or (
                default is None and not own_checks and (length or GENERATED_ID_LENGTH) >= GENERATED_ID_LENGTH
            )
        if length is not None and not enum_values:
            own_checks = [*own_checks, f"len(value) <= {length}"]
        if field_type in {FieldType.DATETIME, FieldType.DATE} and (
            column.default_now or clean[name] in AUDIT_TIMESTAMPS
        ):
            generated = True
        if column.default_generated and not is_pk:
            notes.append(f"{raw.raw_name}.{column.raw_name}: a computed DEFAULT is not reproduced")
        if default is not None and _breaks(own_checks, default):
            # AdventureWorks' ShipBase DEFAULT 0.00 CHECK (ShipBase > 0.00): the database refuses a row that
            # leaves it out, so the caller must give it.
            notes.append(
                f"{raw.raw_name}.{column.raw_name}: its DEFAULT {default!r} breaks its own CHECK, dropped"
            )
            default = None
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
                required=column.not_null or is_pk or _of_not_null_domain(column, collected),
                unique=is_pk or column.unique or name in uniques,
                enum_values=enum_values,
                default=default
                if default is not None and (not enum_values or default in enum_values)
                else None,
                generated=generated,
                checks=own_checks,
            )
        )
    return fields


def _of_not_null_domain(column: RawColumn, collected: Collected) -> bool:
    kind = column.kind
    if not isinstance(kind, exp.DataType) or kind.this != exp.DataType.Type.USERDEFINED:
        return False
    return user_type_name(kind) in collected.not_null_domains


def _row_key(
    raw: RawTable,
    registry: NameRegistry,
    clean: dict[str, str],
    primary: list[str],
    fields: list[Field],
    notes: list[str],
) -> str:
    """The primary key field's name; a generated integer row id is put first in ``fields`` when the table
    declares none or a composite one."""
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
                "the combination stays unique"
            )
    return primary_key
