"""Python source is parsed one thread at a time (``synthesis.pysource``): CPython 3.11's AST constructor keeps
its recursion depth per interpreter, and the LLM workers run stages on threads."""

from __future__ import annotations

import ast
import re
from typing import Any

import pytest

from synthesis import pysource
from tests.conftest import REPO

# The sandbox worker parses in its own single-threaded process (guards.py, conditions.py: worker modules,
# which import nothing of the project); pysource is the one place that may call it.
ALLOWED = {"synthesis/pysource.py", "synthesis/sandbox/guards.py", "synthesis/sandbox/conditions.py"}


def test_every_parse_holds_the_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    held: list[bool] = []
    real_parse = ast.parse

    def parse(*args: Any, **kwargs: Any) -> ast.AST:
        held.append(pysource._PARSING.locked())
        return real_parse(*args, **kwargs)

    monkeypatch.setattr(pysource.ast, "parse", parse)
    module = pysource.parse_python("x = 1\n")
    expression = pysource.parse_python("a + 1", mode="eval")
    assert isinstance(module, ast.Module) and isinstance(expression, ast.Expression)
    assert held == [True, True] and not pysource._PARSING.locked()
    with pytest.raises(SyntaxError):
        pysource.parse_python("def (")
    assert not pysource._PARSING.locked()  # released when the source does not parse


def test_no_module_parses_python_but_through_pysource() -> None:
    direct = re.compile(r"\bast\.parse\(")
    found = [
        str(path.relative_to(REPO))
        for package in ("synthesis", "review", "envstudio")
        for path in (REPO / package).rglob("*.py")
        if direct.search(path.read_text(encoding="utf-8")) and str(path.relative_to(REPO)) not in ALLOWED
    ]
    assert found == []
