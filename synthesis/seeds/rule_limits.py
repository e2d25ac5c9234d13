"""Limits a design states in words on how many rows may exist together ("A candidate may hold at most 10
active applications (status submitted, under_review, shortlisted or interviewing)"), read as ``RowLimit``s of
the schema so that every generated state keeps them.

Read conservatively, one sentence at a time; a sentence is a limit only when all of this is clear:

- a bound: "at most N", "no more than N", "not more than N", "up to N", "a maximum of N" (N in digits or a
  word up to twenty), or "fewer than N" / "less than N" (at most N - 1);
- what is counted: the first word after the bound that names a table (its last word, singular: "20 open job
  postings" counts ``jobs``; in a run of such words the last: "job applications" counts ``applications``);
- whose rows: the one foreign key of that table whose table the sentence names before the bound ("A
  candidate may hold ...") or after "per" ("... per application");
- which rows count: every word between the bound and the counted word, and every value a parenthesis lists,
  is a value of one enum field of the counted table ("open", "(scheduled or completed)"), or its negation
  ("non-cancelled"), or a word that counts nothing ("total", "different"). A word that is no value
  ("active") is read from the tools' preconditions instead: a write tool's precondition on the counted table
  that counts the same rows per the same field below the same bound (``count("applications",
  candidate_id=args["candidate_id"], status="submitted") + ... < 10``) says which values count. Without
  either, the sentence is left alone: a limit over the wrong rows would refuse states the design allows.

"No two" / "cannot have two ... the same ..." is one row at most per combination, where a write tool's
precondition keeps the combination from repeating (``not exists("interviews", candidate_id=...,
scheduled_at=args["scheduled_at"], status="scheduled")``) and the sentence names the table, the owner one of
those fields refers to, and every constant value the precondition counts ("two scheduled interviews").

A precondition alone is never a limit: "the posting is open" is what closing one needs, not a rule of every
state; only the sentences of the design's rules are.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any

import inflect

from synthesis.ir import EnvironmentSpec, FieldType, RowLimit, Table
from synthesis.pysource import parse_python
from synthesis.state.values import singular_word

# Numbers written as words, up to twenty ("at most three"), as inflect writes them.
_NUMBERS = {str(inflect.engine().number_to_words(str(n))): n for n in range(21)}
_BOUND = re.compile(
    r"\b(?P<kind>at most|no more than|not more than|up to|a maximum of|fewer than|less than)\s+"
    rf"(?P<number>\d+|{'|'.join(_NUMBERS)})\b"
)
_TOKEN = re.compile(r"\((?P<listed>[^()]*)\)|(?P<word>[a-z][a-z0-9_]*(?:-[a-z0-9_]+)*)")
_WORD = re.compile(r"[a-z][a-z0-9_]*")
# Words beside a list of values that name no value ("status submitted or interviewing", "i.e.").
_LIST_WORDS = frozenset({"or", "and", "status", "statuses", "state", "states", "i", "e", "g", "eg", "ie"})
# Words between the bound and what is counted that leave every row counted.
_NEUTRAL = frozenset(
    {"total", "different", "distinct", "separate", "individual", "more", "such", "of", "the"}
)
_NEGATIONS = ("non-", "non_", "not-", "un")
_MAX_WORDS_BEFORE_NOUN = 5


@dataclass(frozen=True)
class _Reading:
    table: str
    per: str
    at_most: int
    where: dict[str, list[Any]] | None  # None: which rows count is not said in words the schema knows


def _sentences(rule: str) -> list[str]:
    """The rule's sentences and clauses after a semicolon, lower case; a parenthesis is never split."""
    parts, depth, start = [], 0, 0
    text = rule.lower()
    for at, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if depth == 0 and char in ";." and (at + 1 == len(text) or text[at + 1].isspace()):
            parts.append(text[start:at])
            start = at + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _head(table: Table) -> str:
    return singular_word(table.name.lower().split("_")[-1])


def _counted_table(tables: list[Table], tokens: list[re.Match[str]]) -> tuple[Table, int] | None:
    """The table the words after the bound count, and the position of its word among ``tokens``."""
    by_head = {_head(t): t for t in tables}
    for position, token in enumerate(tokens[: _MAX_WORDS_BEFORE_NOUN + 1]):
        word = token.group("word")
        if word is None or singular_word(word) not in by_head:
            continue
        # A run of table words counts the last ("job applications": applications).
        while position + 1 < len(tokens):
            following = tokens[position + 1].group("word")
            if following is None or singular_word(following) not in by_head:
                break
            position, word = position + 1, following
        return by_head[singular_word(word)], position
    return None


def _owner(table: Table, tables: list[Table], words: set[str]) -> str | None:
    """The one foreign key of ``table`` whose table ``words`` name (singular), if exactly one."""
    heads = {t.name: _head(t) for t in tables}
    named = [
        f.name for f in table.fields if f.foreign_key is not None and heads.get(f.foreign_key.table) in words
    ]
    return named[0] if len(named) == 1 else None


def _values_of(table: Table) -> dict[str, list[str]]:
    return {f.name: list(f.enum_values or []) for f in table.fields if f.type == FieldType.ENUM}


def _listed_where(table: Table, listed: str) -> dict[str, list[Any]] | None:
    """The enum field and values a parenthesis lists ("status submitted, under_review or interviewing")."""
    tokens = _WORD.findall(listed)
    for name, values in _values_of(table).items():
        found = [t for t in tokens if t in values]
        rest = set(tokens) - set(values) - _LIST_WORDS - set(name.split("_"))
        if found and not rest:
            return {name: found}
    return None


def _word_where(table: Table, word: str) -> tuple[str, list[Any]] | None:
    """The enum field a qualifier names a value of, with the values it counts ("open"; "non-cancelled": every
    value but cancelled)."""
    for name, values in _values_of(table).items():
        if word in values:
            return name, [word]
        for negation in _NEGATIONS:
            if word.startswith(negation) and word[len(negation) :] in values:
                return name, [v for v in values if v != word[len(negation) :]]
    return None


def _where(table: Table, qualifiers: list[str], listed: list[str]) -> dict[str, list[Any]] | None:
    """Which rows count, from the words between the bound and the counted word and the lists beside them;
    None when a word is no value of the table's enums and no list says what it means."""
    where: dict[str, list[Any]] = {}
    for text in listed:
        found = _listed_where(table, text)
        if found is None:
            return None
        where.update(found)
    unread = []
    for word in qualifiers:
        if word in _NEUTRAL:
            continue
        found_word = _word_where(table, word)
        if found_word is None:
            unread.append(word)
        elif found_word[0] not in where:
            where[found_word[0]] = found_word[1]
        elif set(where[found_word[0]]) - set(found_word[1]):
            return None  # a word and a list that disagree
    if unread and not listed:
        return None  # "active", said nowhere in values the schema has
    return where


def _reading(sentence: str, tables: list[Table]) -> _Reading | None:
    bound = _BOUND.search(sentence)
    if bound is None:
        return None
    number = bound.group("number")
    at_most = int(number) if number.isdigit() else _NUMBERS[number]
    if bound.group("kind") in ("fewer than", "less than"):
        at_most -= 1
    if at_most < 1:
        return None
    tokens = list(_TOKEN.finditer(sentence, bound.end()))
    counted = _counted_table(tables, tokens)
    if counted is None:
        return None
    table, at = counted
    before = tokens[:at]
    qualifiers = [t.group("word") for t in before if t.group("word") is not None]
    listed = [t.group("listed") for t in before if t.group("listed") is not None]
    after = tokens[at + 1 :]
    if after and after[0].group("listed") is not None:
        listed.append(after[0].group("listed"))
    after_words = [t.group("word") for t in after if t.group("word") is not None]
    if "per" in after_words[:3] and after_words.index("per") + 1 < len(after_words):
        owner_words = {singular_word(after_words[after_words.index("per") + 1])}
    else:
        owner_words = {singular_word(w) for w in _WORD.findall(sentence[: bound.start()])}
    owner = _owner(table, tables, owner_words)
    if owner is None:
        return None
    owner_field = table.field(owner)
    if owner_field.unique or owner == table.primary_key:
        return None  # one row per owner already: a limit adds nothing
    return _Reading(table.name, owner, at_most, _where(table, qualifiers, listed))


def _argument(node: ast.expr) -> bool:
    """``args["x"]`` or ``args.get("x", ...)``: a value the call is given."""
    if isinstance(node, ast.Subscript):
        return isinstance(node.value, ast.Name) and node.value.id == "args"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        target = node.func.value
        return node.func.attr == "get" and isinstance(target, ast.Name) and target.id == "args"
    return False


def _counts(node: ast.expr) -> list[ast.Call] | None:
    """The ``count(...)`` calls a sum of them is made of, or None."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _counts(node.left), _counts(node.right)
        return None if left is None or right is None else [*left, *right]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "count":
        return [node]
    return None


def _counted_rows(calls: list[ast.Call]) -> tuple[str, str, dict[str, list[Any]]] | None:
    """The table, the field counted per, and the values that count, of a sum of counts over one table per
    one argument, each count naming constants of the same fields."""
    found: set[tuple[str, str, tuple[str, ...]]] = set()
    where: dict[str, list[Any]] = {}
    for call in calls:
        if len(call.args) != 1 or not isinstance(call.args[0], ast.Constant):
            return None
        owners = [k.arg for k in call.keywords if k.arg is not None and _argument(k.value)]
        constants = {
            k.arg: k.value.value
            for k in call.keywords
            if k.arg is not None and isinstance(k.value, ast.Constant)
        }
        if len(owners) != 1 or len(owners) + len(constants) != len(call.keywords):
            return None
        found.add((str(call.args[0].value), owners[0], tuple(sorted(constants))))
        for name, value in constants.items():
            where.setdefault(name, []).append(value)
    if len(found) != 1:
        return None
    table, per, names = next(iter(found))
    if len(names) > 1 and len(calls) > 1:
        return None  # sums of counts over two fields count pairs of values, not a set of rows
    return table, per, where


def precondition_limits(spec: EnvironmentSpec) -> list[_Reading]:
    """The counts below a constant bound that write tools' preconditions state over the tables they write
    (``count("jobs", employer_id=args["employer_id"], status="open") < 20``): candidates for what a stated
    limit counts, never limits by themselves."""
    readings = []
    for tool in spec.tools:
        for condition in tool.preconditions:
            if not condition.expr:
                continue
            try:
                tree = parse_python(condition.expr, mode="eval").body
            except SyntaxError:
                continue
            if not isinstance(tree, ast.Compare) or len(tree.ops) != 1:
                continue
            op, limit = tree.ops[0], tree.comparators[0]
            if not isinstance(op, ast.Lt | ast.LtE) or not isinstance(limit, ast.Constant):
                continue
            if type(limit.value) is not int:
                continue
            calls = _counts(tree.left)
            counted = _counted_rows(calls) if calls else None
            if counted is None or counted[0] not in tool.writes:
                continue
            # Checked before a row is added: "fewer than 10" keeps at most 10 once it is.
            at_most = limit.value if isinstance(op, ast.Lt) else limit.value + 1
            readings.append(_Reading(counted[0], counted[1], at_most, counted[2]))
    return readings


_NO_TWO = re.compile(
    r"\b(?:cannot|can't|can not|may not|must not|never) (?:have|hold|book|get|make|take) two\b|\bno two\b"
)


def precondition_exclusions(spec: EnvironmentSpec) -> list[tuple[str, tuple[str, ...], dict[str, list[Any]]]]:
    """(table, fields, constants) of each ``not exists("T", a=..., b=..., status="x")`` precondition of a tool
    that writes T with two or more fields matched to the call's values: a combination the tool keeps from
    repeating among the rows holding the constants (a candidate's scheduled interviews at one time)."""
    found = []
    for tool in spec.tools:
        for condition in tool.preconditions:
            try:
                tree = parse_python(condition.expr or "", mode="eval").body
            except SyntaxError:
                continue
            if not isinstance(tree, ast.UnaryOp) or not isinstance(tree.op, ast.Not):
                continue
            call = tree.operand
            if (
                not isinstance(call, ast.Call)
                or not isinstance(call.func, ast.Name)
                or call.func.id != "exists"
            ):
                continue
            if len(call.args) != 1 or not isinstance(call.args[0], ast.Constant):
                continue
            if str(call.args[0].value) not in tool.writes or any(k.arg is None for k in call.keywords):
                continue
            fields = tuple(sorted(str(k.arg) for k in call.keywords if not isinstance(k.value, ast.Constant)))
            constants = {
                str(k.arg): [k.value.value] for k in call.keywords if isinstance(k.value, ast.Constant)
            }
            if len(fields) >= 2 and (str(call.args[0].value), fields, constants) not in found:
                found.append((str(call.args[0].value), fields, constants))
    return found


def _exclusion_limits(spec: EnvironmentSpec, sentence: str, rule: str) -> list[tuple[str, RowLimit]]:
    """ "A candidate cannot have two scheduled interviews starting at the same time": one row at most per
    combination, when a tool's precondition keeps that combination from repeating
    (``precondition_exclusions``) and the sentence names its table, the owner one of its fields refers to,
    and each value it counts."""
    if not _NO_TWO.search(sentence) or "same" not in sentence:
        return []
    words = {singular_word(w) for w in _WORD.findall(sentence)}
    found = []
    for table_name, fields, constants in precondition_exclusions(spec):
        table = spec.state_schema.table(table_name)
        owners = [
            name
            for name in fields
            if (key := table.field(name).foreign_key) is not None
            and _head(spec.state_schema.table(key.table)) in words
        ]
        counted = all(str(v) in words for values in constants.values() for v in values)
        if _head(table) in words and owners and counted:
            found.append((table_name, RowLimit(per=list(fields), at_most=1, where=constants, rule=rule)))
    return found


def stated_limits(spec: EnvironmentSpec) -> list[tuple[str, RowLimit]]:
    """(table, limit) for each limit the spec's rules state and the schema can check."""
    tables = spec.state_schema.tables
    from_tools = precondition_limits(spec)
    found: list[tuple[str, RowLimit]] = []
    for rule in spec.rules:
        for sentence in _sentences(rule):
            for table_name, exclusion in _exclusion_limits(spec, sentence, rule):
                if (table_name, exclusion) not in found:
                    found.append((table_name, exclusion))
            reading = _reading(sentence, tables)
            if reading is None:
                continue
            where = reading.where
            if where is None:
                same = [
                    r.where
                    for r in from_tools
                    if (r.table, r.per, r.at_most) == (reading.table, reading.per, reading.at_most)
                ]
                if not same or any(w != same[0] for w in same):
                    continue
                where = same[0]
            limit = RowLimit(per=[reading.per], at_most=reading.at_most, where=where or {}, rule=rule)
            if all((t, existing) != (reading.table, limit) for t, existing in found):
                found.append((reading.table, limit))
    return found
