"""SQL expressions of a schema -> Python values and check expressions over ``value`` and ``row``."""

from __future__ import annotations

from typing import Any

from sqlglot import exp

NOW_FUNCTIONS = frozenset({"NOW", "CURRENT_TIMESTAMP", "LOCALTIMESTAMP", "GETDATE", "SYSDATE", "DATETIME"})


def literal(node: exp.Expression | None) -> tuple[bool, Any]:
    """(is_constant, value) of a DEFAULT or CHECK operand."""
    if node is None:
        return False, None
    if isinstance(node, exp.Paren):
        return literal(node.this)
    if isinstance(node, exp.National):  # SQL Server's N'...' (a Unicode string)
        return True, str(node.this)
    if isinstance(node, exp.Cast) and isinstance(node.this, exp.Literal) and node.this.is_string:
        return True, str(node.this.this)  # 'G'::mpaa_rating, 'open'::character varying
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
        ok, value = literal(node.this)
        if ok and isinstance(value, int | float) and not isinstance(value, bool):
            return True, -value
    return False, None


# PostgreSQL's special input strings for the current time (``DEFAULT 'now'``; sqlc's examples write 'NOW()').
_NOW_STRINGS = frozenset({"now", "now()", "today", "current_timestamp"})


def is_now(node: exp.Expression | None) -> bool:
    while isinstance(node, exp.Paren | exp.Cast):  # SQL Server's DEFAULT (getdate()), 'now'::timestamptz
        node = node.this
    if isinstance(node, exp.Literal) and node.is_string:
        return node.this.strip().lower() in _NOW_STRINGS
    if isinstance(node, exp.CurrentTimestamp | exp.CurrentDate | exp.CurrentDatetime | exp.CurrentTime):
        return True
    if isinstance(node, exp.Anonymous | exp.Func):
        name = (node.name if isinstance(node, exp.Anonymous) else node.sql_name()).upper()
        return name in NOW_FUNCTIONS
    return False


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


class Untranslatable(Exception):
    pass


class CheckTranslator:
    def __init__(self, *, owner: str, columns: dict[str, str], owner_required: bool = False) -> None:
        self.owner = owner  # raw column name the check is attached to
        self.columns = columns  # raw name (lower) -> clean field name
        self.owner_required = owner_required  # NOT NULL: ``value`` is never None where the check runs
        self.others: list[str] = []
        self._exact = False  # other columns read as row.get(...): in ``passes`` any of them may be None

    def column(self, node: exp.Column) -> str:
        clean = self.columns.get(node.name.lower())
        if clean is None:
            raise Untranslatable(f"unknown column {node.name!r}")
        if node.name.lower() == self.owner:
            return "value"
        if clean not in self.others:
            self.others.append(clean)
        return f"row.get({clean!r})" if self._exact else f"row[{clean!r}]"

    # SQL's three values: a CHECK holds unless its expression is FALSE, and a comparison with a NULL is
    # UNKNOWN, which AND, OR and NOT carry on (FALSE AND UNKNOWN is FALSE, TRUE OR UNKNOWN is TRUE). The
    # translation spells out, in plain two-valued Python that never compares a None, when a part is TRUE and
    # when it is FALSE; ``passes`` is "not FALSE".
    def passes(self, node: exp.Expression) -> str:
        """The exact check for an expression that combines conditions on several columns."""
        self._exact = True
        return f"not ({self._false(node)})"

    def _true(self, node: exp.Expression) -> str:
        node = _bare(node)
        if isinstance(node, exp.And):
            return f"({self._true(node.this)} and {self._true(node.expression)})"
        if isinstance(node, exp.Or):
            return f"({self._true(node.this)} or {self._true(node.expression)})"
        if isinstance(node, exp.Not):
            return self._false(node.this)
        return self._atom(node, truth=True)

    def _false(self, node: exp.Expression) -> str:
        node = _bare(node)
        if isinstance(node, exp.And):
            return f"({self._false(node.this)} or {self._false(node.expression)})"
        if isinstance(node, exp.Or):
            return f"({self._false(node.this)} and {self._false(node.expression)})"
        if isinstance(node, exp.Not):
            return self._true(node.this)
        return self._atom(node, truth=False)

    def _atom(self, node: exp.Expression, *, truth: bool) -> str:
        core = self.tr(node) if truth else self._negated(node)
        if isinstance(node, exp.Is) and isinstance(_bare(node.this), exp.Column):
            return core  # IS [NOT] NULL of a column is TRUE or FALSE, never UNKNOWN
        guards: list[str] = []
        for column in check_columns(node):
            if column == self.owner and self.owner_required:
                continue
            guard = f"{self.column(exp.column(column))} is not None"
            if guard not in guards:
                guards.append(guard)
        return " and ".join([*guards, f"({core})"])

    def _negated(self, node: exp.Expression) -> str:
        """NOT of a condition whose operands are not NULL, as it reads best (``a < b`` for NOT a >= b)."""
        inverse = _INVERSE.get(type(node))
        if inverse is not None:
            return self.tr(inverse(this=node.this, expression=node.expression))
        if isinstance(node, exp.Is):
            flipped = node.copy()
            flipped.set("negate", None if node.args.get("negate") else True)
            return self.tr(flipped)
        return f"not ({self.tr(node)})"

    def tr(self, node: exp.Expression) -> str:
        if isinstance(node, exp.Paren):
            return f"({self.tr(node.this)})"
        if isinstance(node, exp.Column):
            return self.column(node)
        ok, value = literal(node)
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
            # sqlglot reads ``x IS NOT NULL`` as Is(x, NULL) with ``negate`` set
            return f"{self.tr(node.this)} is {'not ' if node.args.get('negate') else ''}None"
        if isinstance(node, exp.Length) or (
            isinstance(node, exp.Anonymous) and node.name.upper() in {"LENGTH", "CHAR_LENGTH", "LEN"}
        ):
            inner = node.this if isinstance(node, exp.Length) else node.expressions[0]
            return f"len({self.tr(inner)})"
        if isinstance(node, exp.Lower | exp.Upper):
            return f"{self.tr(node.this)}.{'lower' if isinstance(node, exp.Lower) else 'upper'}()"
        if isinstance(node, exp.Like) and node.args.get("negate"):  # ``x NOT LIKE ...``
            positive = node.copy()
            positive.set("negate", None)
            return f"not ({self.tr(positive)})"
        if isinstance(node, exp.Like):
            ok, pattern = literal(node.expression)
            # ``[`` opens a character class in SQL Server's LIKE, a plain character elsewhere: kept as text.
            if ok and isinstance(pattern, str) and "_" not in pattern and "[" not in pattern:
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
        raise Untranslatable(node.sql()[:120])


_INVERSE: dict[type[exp.Expression], type[exp.Expression]] = {
    exp.EQ: exp.NEQ,
    exp.NEQ: exp.EQ,
    exp.GT: exp.LTE,
    exp.GTE: exp.LT,
    exp.LT: exp.GTE,
    exp.LTE: exp.GT,
}


def _bare(node: exp.Expression) -> exp.Expression:
    while isinstance(node, exp.Paren):
        node = node.this
    return node


def may_be_false(node: exp.Expression, null: str) -> bool:
    """Whether the CHECK can be FALSE (and so refuse a row) while column ``null`` is NULL, whatever the other
    columns hold. If not, the check says nothing of such a row, and a NULL there may simply skip it."""
    return "F" in _truths(node, null)


def _truths(node: exp.Expression, null: str) -> set[str]:
    """The truth values (T, F, U: UNKNOWN) the expression can take while ``null`` is NULL (Kleene logic)."""
    node = _bare(node)
    if isinstance(node, exp.And | exp.Or):
        left, right = _truths(node.this, null), _truths(node.expression, null)
        join = _KLEENE_AND if isinstance(node, exp.And) else _KLEENE_OR
        return {join[a + b] for a in left for b in right}
    if isinstance(node, exp.Not):
        return {_KLEENE_NOT[value] for value in _truths(node.this, null)}
    if isinstance(node, exp.Is) and isinstance(node.expression, exp.Null):
        operand = _bare(node.this)
        if isinstance(operand, exp.Column) and operand.name.lower() == null:
            return {"F" if node.args.get("negate") else "T"}
        return {"T", "F"}
    return {"U"} if null in check_columns(node) else {"T", "F", "U"}


_KLEENE_NOT = {"T": "F", "F": "T", "U": "U"}
_KLEENE_AND = {a + b: "F" if "F" in a + b else "U" if "U" in a + b else "T" for a in "TFU" for b in "TFU"}
_KLEENE_OR = {a + b: "T" if "T" in a + b else "U" if "U" in a + b else "F" for a in "TFU" for b in "TFU"}


def check_columns(node: exp.Expression) -> list[str]:
    names: list[str] = []
    for column in node.find_all(exp.Column):
        if column.name.lower() not in names:
            names.append(column.name.lower())
    return names


def enum_from_check(node: exp.Expression) -> tuple[str, list[str]] | None:
    """``CHECK (col IN ('a', 'b'))`` -> (col, values); also ``UPPER(col) IN ('W', 'S')`` (AdventureWorks)
    and ``LOWER(...)`` when every value is already in that case (the values are the ones rows hold), and
    either one ``OR col IS NULL``."""
    while isinstance(node, exp.Paren):
        node = node.this
    if isinstance(node, exp.Or):  # ``col IS NULL OR col IN (...)``: an optional enum
        sides = [node.this, node.expression]
        for index, side in enumerate(sides):
            while isinstance(side, exp.Paren):
                side = side.this
            if (
                isinstance(side, exp.Is)
                and isinstance(side.expression, exp.Null)
                and not side.args.get("negate")
            ):
                found = enum_from_check(sides[1 - index])
                checked = side.this
                if found is not None and isinstance(checked, exp.Column) and checked.name.lower() == found[0]:
                    return found
        return None
    if not isinstance(node, exp.In) or not node.expressions or node.args.get("negate"):
        return None
    column, case = node.this, None
    if isinstance(column, exp.Upper | exp.Lower) and isinstance(column.this, exp.Column):
        column, case = column.this, (str.upper if isinstance(column, exp.Upper) else str.lower)
    if isinstance(column, exp.Column):
        values = [literal(e) for e in node.expressions]
        if all(ok and isinstance(v, str) and (case is None or case(v) == v) for ok, v in values):
            return column.name.lower(), [str(v) for _, v in values]
    return None
