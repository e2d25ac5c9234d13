"""Rooms stay small enough to read: no source module over 600 lines, no function over 100 (issue 13)."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("envstudio", "synthesis", "review")
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 100


def _sources() -> list[Path]:
    return sorted(
        path
        for package in PACKAGES
        for path in (REPO / package).rglob("*.py")
        if "migrations" not in path.parts
    )


def oversized(paths: list[Path], *, root: Path = REPO) -> list[str]:
    found = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        if lines > MAX_MODULE_LINES:
            found.append(f"{path.relative_to(root)}: {lines} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    found.append(f"{path.relative_to(root)}: {node.name} has {length} lines")
    return found


def test_no_module_or_function_is_too_long() -> None:
    assert len(_sources()) > 100  # the walk finds the project
    assert oversized(_sources()) == []


def test_the_limit_catches_a_long_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    planted = tmp_path / "planted.py"
    planted.write_text(f"def long() -> None:\n{body}\n")
    assert oversized([planted], root=tmp_path) == [f"planted.py: long has {MAX_FUNCTION_LINES + 1} lines"]
