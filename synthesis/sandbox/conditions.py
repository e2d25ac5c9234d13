"""Pre/postcondition expressions of tools: the names they see and their evaluation.

Standard library only: the sandbox worker runs it under ``python -I -S`` next to ``runtime.py``. It is not
part of exported bundles (they run tools and checks, not conditions), which is why it lives apart from the
runtime. Nothing in it is a security boundary; the sandbox process around it is.
"""

from __future__ import annotations

from typing import Any

State = dict[str, list[dict[str, Any]]]

# What a condition may call and still only read: the names it sees (``condition_namespace``) and methods of
# str, dict, list and set that change nothing.
_READING_CALLS = frozenset(
    {"rows", "exists", "count", "one", "new_rows", "new_exists", "new_count", "new_one", "len", "any",
     "all", "sum", "min", "max", "abs", "round", "sorted", "set", "str", "int", "float", "bool", "isinstance",
     "list", "dict"}
)  # fmt: skip
_READING_METHODS = frozenset(
    {"get", "keys", "values", "items", "count", "index", "copy", "lower", "upper", "casefold", "strip",
     "lstrip", "rstrip", "startswith", "endswith", "split", "rsplit", "join", "replace", "find", "rfind",
     "isdigit", "isalpha", "isalnum", "isspace", "islower", "isupper", "title", "capitalize", "zfill",
     "issubset", "issuperset", "isdisjoint", "union", "intersection", "difference", "symmetric_difference"}
)  # fmt: skip
_read_only: dict[str, bool] = {}


def reads_only(expr: str) -> bool:
    """Whether ``expr`` plainly changes nothing it is given: it calls only the names above, names no method
    but the ones above (a method handed on is called elsewhere: ``sorted(x, key=rows.append)``), and stores
    into no item (a comprehension's target). The sandbox worker hands held tables (never
    changed: ``holding``) to the conditions that pass, and copies to the rest. Decided once per text."""
    if type(expr) is not str:
        return False  # (its evaluation says what is wrong with it)
    found = _read_only.get(expr)
    if found is None:
        import ast  # (the worker starts without it: ``worker.main``)

        try:
            tree = ast.parse(expr, mode="eval")
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = None
        found = tree is not None and all(map(_reads_only_node, ast.walk(tree)))
        if len(_read_only) >= 4096:
            _read_only.clear()
        _read_only[expr] = found
    return found


def _reads_only_node(node: Any) -> bool:
    import ast

    if isinstance(node, ast.Subscript | ast.Attribute | ast.Starred) and not isinstance(node.ctx, ast.Load):
        return False
    if isinstance(node, ast.Attribute):
        return node.attr in _READING_METHODS
    if isinstance(node, ast.Call):
        func = node.func
        return func.id in _READING_CALLS if isinstance(func, ast.Name) else isinstance(func, ast.Attribute)
    return True


def _matching(rows: list[dict[str, Any]], match: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in rows if all(r.get(k) == v for k, v in match.items())]


def condition_namespace(
    *, args: dict[str, Any], state: State, new: State | None = None, result: Any = None
) -> dict[str, Any]:
    """The names a pre/postcondition expression sees (documented in synthesis.ir.environment)."""

    def helpers(source: State, prefix: str) -> dict[str, Any]:
        def rows(table: str, **match: Any) -> list[dict[str, Any]]:
            return _matching(source.get(table, []), match)

        def one(table: str, **match: Any) -> dict[str, Any] | None:
            found = rows(table, **match)
            return found[0] if len(found) == 1 else None

        return {
            f"{prefix}rows": rows,
            f"{prefix}exists": lambda table, **match: bool(rows(table, **match)),
            f"{prefix}count": lambda table, **match: len(rows(table, **match)),
            f"{prefix}one": one,
        }

    namespace: dict[str, Any] = {"args": args, "state": state, "new": new, "result": result}
    namespace.update(helpers(state, ""))
    if new is not None:
        namespace.update(helpers(new, "new_"))
    namespace.update(
        {
            "len": len,
            "any": any,
            "all": all,
            "sum": sum,
            "min": min,
            "max": max,
            "abs": abs,
            "round": round,
            "sorted": sorted,
            "set": set,
            "str": str,
            "int": int,
            "float": float,
            "bool": bool,
            "isinstance": isinstance,
            "list": list,
            "dict": dict,
        }
    )
    return namespace


def eval_condition(
    expr: str, *, args: dict[str, Any], state: State, new: State | None = None, result: Any = None
) -> bool:
    namespace = condition_namespace(args=args, state=state, new=new, result=result)
    # The names are the globals, not eval's locals: a comprehension, generator expression or lambda is a
    # function of its own and sees the globals only (with the names as locals, ``all(a["id"] == result["id"]
    # for a in rows("x"))`` raised NameError on ``result``). No builtins but the names above.
    namespace["__builtins__"] = {}
    value = eval(compile(expr, "<condition>", "eval"), namespace)
    return bool(value)
