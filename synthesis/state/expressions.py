"""A tiny evaluator for ``Field.checks`` expressions (SQL CHECK constraints and the like).

These expressions are generated text, so they are never handed to ``eval``: they are parsed with ``ast`` and
interpreted here over a closed set of nodes: literals, the names ``value`` and ``row`` (plus None/True/False),
``row["field"]`` / ``row.get("field")``, comparisons (incl. ``in`` and ``is``), ``and``/``or``/``not``,
arithmetic and the calls ``len``, ``abs``, ``min``, ``max``, ``round``, ``str``, ``int``, ``float``,
``lower``/``upper``/``strip`` methods on strings. Anything else is an ``UnsupportedExpression`` with the
reason.
"""

from __future__ import annotations

import ast
import functools
import operator
from collections.abc import Callable
from typing import Any

from synthesis.pysource import parse_python


class UnsupportedExpression(ValueError):
    """The expression uses a construct the evaluator does not allow."""


class ExpressionError(ValueError):
    """The expression is allowed but failed on these values (e.g. comparing None with a number)."""


_COMPARE: dict[type, Callable[[Any, Any], bool]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
    ast.Is: operator.is_,
    ast.IsNot: operator.is_not,
}
# Checks come from uploaded specs and run in the web and worker processes: no operation may build a value
# larger than this ('x' * 10**10 in a CHECK would take the process's memory).
MAX_SEQUENCE = 10_000


def _times(left: Any, right: Any) -> Any:
    for sequence, count in ((left, right), (right, left)):
        sized = isinstance(sequence, str | bytes | tuple | list) and isinstance(count, int)
        if sized and len(sequence) * count > MAX_SEQUENCE:
            raise ExpressionError(f"a repeated sequence longer than {MAX_SEQUENCE} items")
    return left * right


def _modulo(left: Any, right: Any) -> Any:
    if isinstance(left, str | bytes):  # printf-style formatting: '%*d' % (10**9, 1) is a huge string
        raise ExpressionError("string formatting is not allowed in a check")
    return left % right


_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: _times,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: _modulo,
}
_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "len": len,
    "abs": abs,
    "min": min,
    "max": max,
    "round": round,
    "str": str,
    "int": int,
    "float": float,
}
_STRING_METHODS = {"lower", "upper", "strip", "startswith", "endswith"}
_MAX_LENGTH = 500


def parse_expression(expr: str) -> ast.Expression:
    if not isinstance(expr, str) or not expr.strip():
        raise UnsupportedExpression("empty expression")
    return _parse(expr)


@functools.lru_cache(maxsize=1024)
def _parse(expr: str) -> ast.Expression:
    """Cached: a state's validation evaluates each field's checks once per row (trees are only read)."""
    if len(expr) > _MAX_LENGTH:
        raise UnsupportedExpression(f"expression longer than {_MAX_LENGTH} characters")
    try:
        tree = parse_python(expr.strip(), mode="eval")
    except SyntaxError as exc:
        raise UnsupportedExpression(f"not a Python expression: {exc.msg}") from exc
    except (RecursionError, MemoryError):
        raise UnsupportedExpression("an expression nested too deeply") from None
    return tree


def evaluate(expr: str, *, value: Any, row: dict[str, Any]) -> bool:
    """Evaluate one check expression; raises UnsupportedExpression or ExpressionError."""
    if not isinstance(expr, str) or not expr.strip():
        raise UnsupportedExpression("empty expression")
    try:
        compiled = _compiled(expr)
    except RecursionError:
        raise UnsupportedExpression("an expression nested too deeply") from None
    try:
        result = compiled(value, row)
    except (TypeError, ZeroDivisionError, KeyError, AttributeError, ValueError, OverflowError) as exc:
        if isinstance(exc, UnsupportedExpression | ExpressionError):
            raise
        raise ExpressionError(f"{type(exc).__name__}: {exc}") from exc
    except RecursionError:
        raise ExpressionError("an expression nested too deeply") from None
    return bool(result)


@functools.lru_cache(maxsize=1024)
def reads_emptiness(expr: str) -> bool:
    """Whether the check says something of an empty value (``value is None``, ``value is not None``). SQL
    passes a CHECK that comes out unknown, as any comparison with NULL does, so an empty value passes every
    check but these (``email IS NOT NULL OR phone IS NOT NULL``, on email: not when both are empty)."""
    try:
        tree = _parse(expr)
    except UnsupportedExpression:
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(isinstance(op, ast.Is | ast.IsNot) for op in node.ops):
            operands = [node.left, *node.comparators]
            if any(isinstance(o, ast.Name) and o.id == "value" for o in operands) and any(
                isinstance(o, ast.Constant) and o.value is None for o in operands
            ):
                return True
    return False


def holds_when_empty(expr: str, *, row: dict[str, Any]) -> bool:
    """SQL's reading of a check of an empty value: broken only when it comes out false; one that fails on the
    empty value (a comparison with None, an error here) comes out unknown, which passes."""
    try:
        return evaluate(expr, value=None, row=row)
    except (UnsupportedExpression, ExpressionError):
        return True


# An expression turned into nested closures over (value, row): checks run once per row and attempt, and a
# closure skips the walk through the node types that interpreting the tree would take at every node.
Compiled = Callable[[Any, dict[str, Any]], Any]


@functools.lru_cache(maxsize=1024)
def _compiled(expr: str) -> Compiled:
    return _compile(_parse(expr).body)


def _refusal(message: str) -> Compiled:
    """A construct outside the grammar is refused when evaluation reaches it, not before (``True or x``
    is true)."""

    def refuse(value: Any, row: dict[str, Any]) -> Any:
        raise UnsupportedExpression(message)

    return refuse


def _compile(node: ast.AST) -> Compiled:
    if isinstance(node, ast.Constant):
        constant = node.value
        return lambda value, row: constant
    if isinstance(node, ast.Name):
        if node.id == "value":
            return lambda value, row: value
        if node.id == "row":
            return lambda value, row: row
        return _refusal(f"unknown name {node.id!r} (only value and row)")
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        items = [_compile(e) for e in node.elts]
        if isinstance(node, ast.Set):
            # Every item is evaluated before the set is built (an item's error before another's hashing).
            return lambda value, row: set([item(value, row) for item in items])
        return lambda value, row: tuple([item(value, row) for item in items])
    if isinstance(node, ast.BoolOp):
        return _compile_bool(node)
    if isinstance(node, ast.UnaryOp):
        return _compile_unary(node)
    if isinstance(node, ast.BinOp):
        op = _BINARY.get(type(node.op))
        if op is None:
            return _refusal(f"operator {type(node.op).__name__} is not allowed")
        left, right = _compile(node.left), _compile(node.right)
        return lambda value, row: op(left(value, row), right(value, row))
    if isinstance(node, ast.Compare):
        return _compile_compare(node)
    if isinstance(node, ast.Subscript):
        return _compile_subscript(node)
    if isinstance(node, ast.Call):
        return _compile_call(node)
    return _refusal(f"{type(node).__name__} is not allowed in a field check")


def _compile_bool(node: ast.BoolOp) -> Compiled:
    parts = [_compile(part) for part in node.values]
    if isinstance(node.op, ast.And):

        def every(value: Any, row: dict[str, Any]) -> Any:
            result: Any = True
            for part in parts:
                result = part(value, row)
                if not result:
                    return result
            return result

        return every

    def some(value: Any, row: dict[str, Any]) -> Any:
        result: Any = False
        for part in parts:
            result = part(value, row)
            if result:
                return result
        return result

    return some


def _compile_unary(node: ast.UnaryOp) -> Compiled:
    operand = _compile(node.operand)
    if isinstance(node.op, ast.Not):
        return lambda value, row: not operand(value, row)
    if isinstance(node.op, ast.USub):
        return lambda value, row: -operand(value, row)
    if isinstance(node.op, ast.UAdd):
        return lambda value, row: +operand(value, row)
    refuse = _refusal(f"operator {type(node.op).__name__} is not allowed")
    # The operand is evaluated first: its own error wins over the refusal.
    return lambda value, row: refuse(operand(value, row), row)


def _compile_compare(node: ast.Compare) -> Compiled:
    first = _compile(node.left)
    steps = [
        (_COMPARE[type(op)], _compile(right)) for op, right in zip(node.ops, node.comparators, strict=True)
    ]
    if len(steps) == 1:  # the usual ``value >= 0``: no loop
        ((op, right_side),) = steps
        return lambda value, row: bool(op(first(value, row), right_side(value, row)))

    def compare(value: Any, row: dict[str, Any]) -> bool:
        left = first(value, row)
        for op, right_side in steps:
            right = right_side(value, row)
            if not op(left, right):
                return False
            left = right
        return True

    return compare


def _compile_subscript(node: ast.Subscript) -> Compiled:
    target, index = _compile(node.value), _compile(node.slice)

    def subscript(value: Any, row: dict[str, Any]) -> Any:
        if target(value, row) is not row:
            raise UnsupportedExpression("only row['field'] may be subscripted")
        key = index(value, row)
        if not isinstance(key, str):
            raise UnsupportedExpression("row must be indexed with a field name")
        return row.get(key)

    return subscript


def _compile_call(node: ast.Call) -> Compiled:
    if node.keywords:
        return _refusal("keyword arguments are not allowed")
    arguments = [_compile(a) for a in node.args]
    if isinstance(node.func, ast.Name):
        function = _FUNCTIONS.get(node.func.id)
        if function is None:
            refuse = _refusal(f"function {node.func.id!r} is not allowed")
            # Arguments are evaluated before the function is refused, as a call would.
            return lambda value, row: refuse([a(value, row) for a in arguments], row)
        return lambda value, row: function(*[a(value, row) for a in arguments])
    if isinstance(node.func, ast.Attribute):
        return _compile_method(node.func, arguments)
    refuse = _refusal("only plain function calls are allowed")
    return lambda value, row: refuse([a(value, row) for a in arguments], row)


def _compile_method(func: ast.Attribute, arguments: list[Compiled]) -> Compiled:
    owner_of, method = _compile(func.value), func.attr

    def call(value: Any, row: dict[str, Any]) -> Any:
        args = [a(value, row) for a in arguments]
        owner = owner_of(value, row)
        if owner is row and method == "get" and 1 <= len(args) <= 2:
            return row.get(*args)
        if isinstance(owner, str) and method in _STRING_METHODS:
            return getattr(owner, method)(*args)
        raise UnsupportedExpression(f"method {method!r} is not allowed here")

    return call
