"""Python source parsed to a syntax tree, one thread at a time.

CPython 3.11 (the version CI runs, for its CPU torch wheel) keeps the AST constructor's recursion depth per
interpreter, not per thread: two threads parsing at once can fail with "SystemError: AST constructor
recursion depth mismatch" (python/cpython#106905). The LLM workers run stages on threads, and one
environment's verification parses its code while another's scenarios parse their checks, so every parse in
envstudio goes through here. The sandbox worker parses in its own single-threaded process and does not.
"""

from __future__ import annotations

import ast
import threading
from typing import Literal, overload

_PARSING = threading.Lock()


@overload
def parse_python(
    source: str, *, mode: Literal["exec"] = "exec", filename: str = "<unknown>"
) -> ast.Module: ...


@overload
def parse_python(source: str, *, mode: Literal["eval"], filename: str = "<unknown>") -> ast.Expression: ...


def parse_python(
    source: str, *, mode: str = "exec", filename: str = "<unknown>"
) -> ast.Module | ast.Expression:
    """``ast.parse``, serialized across the threads of this process."""
    with _PARSING:
        tree = ast.parse(source, filename=filename, mode=mode)
    assert isinstance(tree, ast.Module | ast.Expression)
    return tree
