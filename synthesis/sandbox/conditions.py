"""Pre/postcondition expressions of tools: the names they see and their evaluation.

Standard library only: the sandbox worker runs it under ``python -I -S`` next to ``runtime.py``. It is not
part of exported bundles (they run tools and checks, not conditions), which is why it lives apart from the
runtime. Nothing in it is a security boundary; the sandbox process around it is.
"""

from __future__ import annotations

from typing import Any

State = dict[str, list[dict[str, Any]]]


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
    value = eval(compile(expr, "<condition>", "eval"), {"__builtins__": {}}, namespace)
    return bool(value)
