"""A tiny evaluator for ``Field.checks`` expressions (SQL CHECK constraints and the like).

These expressions are generated text, so they are never handed to ``eval``: they are parsed with ``ast`` and
interpreted here over a closed set of nodes: literals, the names ``value`` and ``row`` (plus None/True/False),
``row["field"]`` / ``row.get("field")``, comparisons (incl. ``in`` and ``is``), ``and``/``or``/``not``,
arithmetic
and the calls ``len``, ``abs``, ``min``, ``max``, ``round``, ``str``, ``int``, ``float``,
``lower``/``upper``/``strip``
methods on strings. Anything else is an ``UnsupportedExpression`` with the reason.
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
_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
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
    return tree


def evaluate(expr: str, *, value: Any, row: dict[str, Any]) -> bool:
    """Evaluate one check expression; raises UnsupportedExpression or ExpressionError."""
    tree = parse_expression(expr)
    try:
        result = _eval(tree.body, value=value, row=row)
    except (TypeError, ZeroDivisionError, KeyError, AttributeError, ValueError) as exc:
        if isinstance(exc, UnsupportedExpression):
            raise
        raise ExpressionError(f"{type(exc).__name__}: {exc}") from exc
    return bool(result)


def _eval(node: ast.AST, *, value: Any, row: dict[str, Any]) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        if node.id == "value":
            return value
        if node.id == "row":
            return row
        raise UnsupportedExpression(f"unknown name {node.id!r} (only value and row)")
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        items = [_eval(e, value=value, row=row) for e in node.elts]
        return set(items) if isinstance(node, ast.Set) else tuple(items)
    if isinstance(node, ast.BoolOp):
        if isinstance(node.op, ast.And):
            result: Any = True
            for part in node.values:
                result = _eval(part, value=value, row=row)
                if not result:
                    return result
            return result
        result = False
        for part in node.values:
            result = _eval(part, value=value, row=row)
            if result:
                return result
        return result
    if isinstance(node, ast.UnaryOp):
        operand = _eval(node.operand, value=value, row=row)
        if isinstance(node.op, ast.Not):
            return not operand
        if isinstance(node.op, ast.USub):
            return -operand
        if isinstance(node.op, ast.UAdd):
            return +operand
        raise UnsupportedExpression(f"operator {type(node.op).__name__} is not allowed")
    if isinstance(node, ast.BinOp):
        op = _BINARY.get(type(node.op))
        if op is None:
            raise UnsupportedExpression(f"operator {type(node.op).__name__} is not allowed")
        return op(_eval(node.left, value=value, row=row), _eval(node.right, value=value, row=row))
    if isinstance(node, ast.Compare):
        left = _eval(node.left, value=value, row=row)
        for op_node, right_node in zip(node.ops, node.comparators, strict=True):
            right = _eval(right_node, value=value, row=row)
            if not _COMPARE[type(op_node)](left, right):
                return False
            left = right
        return True
    if isinstance(node, ast.Subscript):
        target = _eval(node.value, value=value, row=row)
        if target is not row:
            raise UnsupportedExpression("only row['field'] may be subscripted")
        key = _eval(node.slice, value=value, row=row)
        if not isinstance(key, str):
            raise UnsupportedExpression("row must be indexed with a field name")
        return row.get(key)
    if isinstance(node, ast.Call):
        return _eval_call(node, value=value, row=row)
    raise UnsupportedExpression(f"{type(node).__name__} is not allowed in a field check")


def _eval_call(node: ast.Call, *, value: Any, row: dict[str, Any]) -> Any:
    if node.keywords:
        raise UnsupportedExpression("keyword arguments are not allowed")
    args = [_eval(a, value=value, row=row) for a in node.args]
    if isinstance(node.func, ast.Name):
        function = _FUNCTIONS.get(node.func.id)
        if function is None:
            raise UnsupportedExpression(f"function {node.func.id!r} is not allowed")
        return function(*args)
    if isinstance(node.func, ast.Attribute):
        owner = _eval(node.func.value, value=value, row=row)
        method = node.func.attr
        if owner is row and method == "get" and 1 <= len(args) <= 2:
            return row.get(*args)
        if isinstance(owner, str) and method in _STRING_METHODS:
            return getattr(owner, method)(*args)
        raise UnsupportedExpression(f"method {method!r} is not allowed here")
    raise UnsupportedExpression("only plain function calls are allowed")
