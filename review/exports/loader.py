"""Assembles ``envstudio_bundle.py``: stdlib-only glue plus envstudio's own stdlib-only modules, verbatim."""

from __future__ import annotations

import ast
import hashlib
import importlib.util
from pathlib import Path
from typing import Any

from review.exports.records import BundleError
from synthesis.api import parse_python

# Order matters: a module may import only the ones before it.
EMBEDDED_MODULES: dict[str, str] = {
    "changes": "synthesis.sandbox.changes",
    "tracking": "synthesis.sandbox.tracking",
    "runtime": "synthesis.sandbox.runtime",
    "matching": "synthesis.scenarios.matching",
    "reward": "synthesis.scenarios.reward",
    "replay": "synthesis.scenarios.replay",
}
_MARKER = "_EMBEDDED_SOURCES: dict[str, tuple[str, str]] = {}  # envstudio:embedded-sources"
_GLUE = Path(__file__).with_name("bundle_loader.py")


def module_source(dotted: str) -> str:
    spec = importlib.util.find_spec(dotted)
    if spec is None or spec.origin is None:
        raise BundleError(f"cannot embed {dotted}: the module is not available")
    return Path(spec.origin).read_text(encoding="utf-8")


def assemble_loader() -> tuple[str, dict[str, dict[str, Any]]]:
    """The loader's source and, per embedded module, its project name and the sha256 of its source."""
    glue = _GLUE.read_text(encoding="utf-8")
    if glue.count(_MARKER) != 1:
        raise BundleError("the loader glue lost its embedding marker")
    sources = {name: (dotted, module_source(dotted)) for name, dotted in EMBEDDED_MODULES.items()}
    for dotted, source in sources.values():
        _require_stdlib_only(dotted, source)
    lines = ["_EMBEDDED_SOURCES: dict[str, tuple[str, str]] = {"]
    for name, (dotted, source) in sources.items():
        lines.append(f"    {name!r}: ({dotted!r}, {source!r}),")
    lines.append("}")
    assembled = glue.replace(_MARKER, "\n".join(lines))
    parse_python(assembled)  # fail here, not in a trainer's process
    embedded = {
        name: {"module": dotted, "sha256": hashlib.sha256(source.encode("utf-8")).hexdigest()}
        for name, (dotted, source) in sources.items()
    }
    return assembled, embedded


def _require_stdlib_only(dotted: str, source: str) -> None:
    """The loader promises the standard library only: refuse to embed a module that imports anything else."""
    import sys

    allowed_project = set(EMBEDDED_MODULES.values())
    tree = parse_python(source)
    optional = _optional_imports(tree)
    for node in ast.walk(tree):
        if id(node) in optional:
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            if name in allowed_project or top in sys.stdlib_module_names or top == "__future__":
                continue
            raise BundleError(f"{dotted} imports {name}, which is neither stdlib nor an embedded module")


def _optional_imports(tree: ast.AST) -> set[int]:
    """The import statements of ``try`` bodies whose handlers catch ImportError: a module that goes on without
    what they import (tracking's compiled row check) runs with the standard library alone."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Try):
            continue
        caught: set[str] = set()
        for handler in node.handlers:
            if handler.type is not None:
                caught.update(name.id for name in ast.walk(handler.type) if isinstance(name, ast.Name))
        if caught & {"ImportError", "ModuleNotFoundError"}:
            found.update(
                id(statement) for statement in node.body if isinstance(statement, ast.Import | ast.ImportFrom)
            )
    return found
