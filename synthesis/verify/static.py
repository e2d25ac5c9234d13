"""Stage 1 of the gate: checks that read the environment code without running it, and method splicing."""

from __future__ import annotations

import ast
import json
import textwrap
from typing import Any

from synthesis.ir import EnvironmentSpec, State, Tool
from synthesis.pysource import parse_python
from synthesis.verify.access import MethodAccess, analyze_class, method_parameters
from synthesis.verify.report import Severity, VerificationItem

ALLOWED_IMPORTS = frozenset(
    {
        "json",
        "math",
        "re",
        "datetime",
        "collections",
        "itertools",
        "functools",
        "copy",
        "random",
        "string",
        "decimal",
        "statistics",
        "dataclasses",
        "typing",
        "enum",
        "uuid",
        "hashlib",
        "operator",
        "heapq",
        "bisect",
        "__future__",
    }
)
FORBIDDEN_NAMES = frozenset(
    {
        "exec",
        "eval",
        "open",
        "__import__",
        "compile",
        "globals",
        "locals",
        "vars",
        "breakpoint",
        "input",
        "__builtins__",
    }
)
# Functions of the ``time`` module (``time.time()``; a datetime's ``.time()`` is fine).
CLOCK_FUNCTIONS = frozenset({"time", "time_ns", "monotonic", "perf_counter", "process_time"})
# Sources of values that differ between runs: an environment must take time and ids from ``ctx`` (seeded), or
# a replay under the same seed gives another state and checks on those values fail a correct agent.
NONDETERMINISTIC_MODULES = frozenset({"random", "uuid", "secrets", "time"})
NONDETERMINISTIC_CALLS = {
    "now": "the wall clock",
    "utcnow": "the wall clock",
    "today": "the wall clock",
    "urandom": "os.urandom",
    "getrandbits": "random",
    "uuid4": "uuid",
    "uuid1": "uuid",
}
NONDETERMINISM_HINT = (
    "use ctx.now() / ctx.today() for time and ctx.new_id(prefix) for ids (both seeded); never random, uuid, "
    "os.urandom, the wall clock or hash() (salted per process)"
)
# Dunder attributes an environment class legitimately touches.
ALLOWED_DUNDERS = frozenset({"__init__"})


class SpliceError(ValueError):
    """A rewritten method that cannot replace the original (bad source, wrong name, no such method)."""


def _item(
    name: str, passed: bool, detail: str = "", *, severity: Severity = "error", **evidence: Any
) -> VerificationItem:
    return VerificationItem(
        stage="static",
        name=name,
        passed=passed,
        detail=detail,
        severity=severity,
        evidence=evidence,
    )


def find_class(module: ast.Module, class_name: str) -> ast.ClassDef | None:
    for node in module.body:
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return node
    return None


def _methods(classdef: ast.ClassDef) -> dict[str, ast.FunctionDef]:
    return {n.name: n for n in classdef.body if isinstance(n, ast.FunctionDef)}


def _enclosing_method(classdef: ast.ClassDef | None, line: int) -> str:
    if classdef is not None:
        for func in _methods(classdef).values():
            start = min([func.lineno, *(d.lineno for d in func.decorator_list)])
            if start <= line <= (func.end_lineno or func.lineno):
                return func.name
    return ""


def _signature_item(tool: Tool, func: ast.FunctionDef | None) -> VerificationItem:
    expected = {p.name: ("required" if p.required else "optional") for p in tool.parameters}
    if func is None:
        return _item(
            f"signature:{tool.name}",
            False,
            f"declared tool {tool.name!r} has no method",
            tool=tool.name,
            expected=expected,
        )
    args = func.args
    positional = [*args.posonlyargs, *args.args]
    if not positional or positional[0].arg != "self":
        return _item(
            f"signature:{tool.name}",
            False,
            f"{tool.name} is not an instance method (no self)",
            tool=tool.name,
            expected=expected,
        )
    with_default = {a.arg for a in positional[len(positional) - len(args.defaults) :]}
    with_default |= {a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None}
    actual = {name: ("optional" if name in with_default else "required") for name in method_parameters(func)}
    problems: list[str] = []
    for name, need in expected.items():
        if name not in actual:
            if args.kwarg is None:
                problems.append(f"parameter {name!r} is missing")
        elif need == "required" and actual[name] == "optional":
            problems.append(f"parameter {name!r} is required in the IR but has a default in the code")
        elif need == "optional" and actual[name] == "required":
            problems.append(f"parameter {name!r} is optional in the IR but has no default in the code")
    for name, has in actual.items():
        if name not in expected and has == "required":
            problems.append(f"the method needs {name!r}, which the IR does not declare")
    if args.posonlyargs:
        problems.append("positional-only parameters cannot be passed by name")
    if problems:
        return _item(
            f"signature:{tool.name}",
            False,
            "; ".join(problems),
            tool=tool.name,
            expected=expected,
            actual=actual,
        )
    return _item(f"signature:{tool.name}", True, tool=tool.name, expected=expected, actual=actual)


def _constructs(
    module: ast.Module, classdef: ast.ClassDef | None
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(imports outside the allow-list, forbidden names and dunder accesses), each with line and method."""
    bad_imports: list[dict[str, Any]] = []
    forbidden: list[dict[str, Any]] = []
    for node in ast.walk(module):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if isinstance(node, ast.ImportFrom) and node.level:
                names = ["." * node.level + (node.module or "")]
            for name in names:
                if name.split(".")[0] not in ALLOWED_IMPORTS:
                    bad_imports.append(
                        {"module": name, "line": line, "method": _enclosing_method(classdef, line)}
                    )
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            forbidden.append({"what": node.id, "line": line, "method": _enclosing_method(classdef, line)})
        elif (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("__")
            and node.attr.endswith("__")
            and node.attr not in ALLOWED_DUNDERS
        ):
            forbidden.append(
                {"what": f".{node.attr}", "line": line, "method": _enclosing_method(classdef, line)}
            )
    return bad_imports, forbidden


def _nondeterminism(module: ast.Module, classdef: ast.ClassDef | None) -> list[dict[str, Any]]:
    """Uses of the wall clock, random, uuid, os.urandom and hash(), each with line and method."""
    found: list[dict[str, Any]] = []

    def add(what: str, node: ast.AST) -> None:
        line = getattr(node, "lineno", 0)
        found.append({"what": what, "line": line, "method": _enclosing_method(classdef, line)})

    for node in ast.walk(module):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                if name.split(".")[0] in NONDETERMINISTIC_MODULES:
                    add(f"import {name}", node)
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id == "hash":
                add("hash()", node)
            elif (
                isinstance(func, ast.Attribute)
                and func.attr in CLOCK_FUNCTIONS
                and isinstance(func.value, ast.Name)
                and func.value.id == "time"
            ):
                add(f"time.{func.attr}() (the wall clock)", node)
            elif isinstance(func, ast.Attribute) and func.attr in NONDETERMINISTIC_CALLS:
                owner = func.value
                if isinstance(owner, ast.Attribute) and owner.attr == "ctx":
                    continue  # ctx.now(), ctx.today(): the seeded clock
                if isinstance(owner, ast.Name) and owner.id == "ctx":
                    continue
                add(f"{ast.unparse(func)}() ({NONDETERMINISTIC_CALLS[func.attr]})", node)
    return found


def _access_item(tool: Tool, access: MethodAccess | None) -> VerificationItem:
    """The static read/write check of one tool. Only an undeclared write the analysis is sure of (the written
    object comes from that table on some path) fails: a false alarm here sends correct code to repair. A
    mutation of a value the analysis cannot trace, and a table only read that the declaration left out, are
    warnings; the procedural tests compare the tables a call really changed with the declared writes."""
    name = f"access:{tool.name}"
    if access is None:
        return _item(name, True, "no method to analyze", severity="warning", tool=tool.name)
    if tool.operation is not None:
        # Template-made tools reach their tables through shared helpers the analysis cannot follow; their
        # reads and writes come from the operation itself, and the procedural tests check the real diffs.
        return _item(
            name, True, "template-generated: reads and writes follow from its operation", tool=tool.name
        )
    found_reads = sorted(t for t in access.reads if not t.startswith("@"))
    found_writes = sorted(t for t in access.writes if not t.startswith("@"))
    dynamic = [
        *access.dynamic,
        *(f"table named by parameter {t[1:]!r}" for t in access.reads | access.writes if t.startswith("@")),
    ]
    declared = set(tool.reads) | set(tool.writes)
    undeclared_writes = sorted(set(found_writes) - set(tool.writes))
    undeclared_reads = sorted(set(found_reads) - declared)
    unused = sorted(declared - set(found_reads) - set(found_writes))
    unwritten = sorted(set(tool.writes) - set(found_writes))
    evidence: dict[str, Any] = {
        "tool": tool.name,
        "declared_reads": sorted(tool.reads),
        "declared_writes": sorted(tool.writes),
        "found_reads": found_reads,
        "found_writes": found_writes,
        "undeclared_writes": undeclared_writes,
        "undeclared_reads": undeclared_reads,
        # A table read but not declared: the declaration forgot it; proposed for the declared reads.
        "proposed_reads": sorted(set(tool.reads) | set(undeclared_reads)) if undeclared_reads else [],
        "declared_but_untouched": unused,
        "declared_writes_not_found": unwritten,
        "dynamic": sorted(set(dynamic)),
        "unsure": list(access.unsure),
    }
    if undeclared_writes:
        kind = "a read tool" if tool.kind == "read" else "the tool"
        return _item(
            name,
            False,
            f"{kind} writes {', '.join(undeclared_writes)}, which it does not declare",
            **evidence,
        )
    notes = []
    if undeclared_reads:
        tables = ", ".join(undeclared_reads)
        notes.append(f"reads undeclared {tables}: proposed to join its declared reads")
    if access.unsure:
        notes.append(
            "unsure: mutates values the analysis cannot trace to a table "
            f"({'; '.join(access.unsure)}); the procedural tests' change tracking decides"
        )
    if unused:
        notes.append(f"never touches declared {', '.join(unused)}")
    if unwritten:
        notes.append(f"never writes declared {', '.join(unwritten)}")
    if dynamic:
        notes.append("has state accesses the analysis cannot resolve")
    if notes:
        return _item(name, False, "; ".join(notes), severity="warning", **evidence)
    return _item(name, True, **evidence)


def static_checks(*, spec: EnvironmentSpec, state: State | None = None) -> list[VerificationItem]:
    """All stage-1 findings for the spec's code (and, when given, its test state)."""
    items: list[VerificationItem] = []
    if state is not None:
        try:
            json.dumps(state, allow_nan=False)
            items.append(_item("state_json", True))
        except (TypeError, ValueError) as exc:
            items.append(_item("state_json", False, f"the test state is not JSON: {exc}"))
    try:
        module = parse_python(spec.code, filename="<environment>")
    except SyntaxError as exc:
        items.append(_item("parse", False, f"syntax error: {exc.msg}", line=exc.lineno, text=exc.text or ""))
        return items
    items.append(_item("parse", True))
    classdef = find_class(module, spec.class_name)
    items.append(
        _item(
            "class",
            classdef is not None,
            "" if classdef else f"the code defines no top-level class {spec.class_name!r}",
        )
    )
    bad_imports, forbidden = _constructs(module, classdef)
    items.append(
        _item(
            "imports",
            not bad_imports,
            "; ".join(f"line {b['line']}: import of {b['module']!r} is not allowed" for b in bad_imports),
            found=bad_imports,
            tools=sorted({b["method"] for b in bad_imports if b["method"]}),
        )
    )
    items.append(
        _item(
            "forbidden",
            not forbidden,
            "; ".join(f"line {f['line']}: {f['what']} is not allowed" for f in forbidden),
            found=forbidden,
            tools=sorted({f["method"] for f in forbidden if f["method"]}),
        )
    )
    unseeded = _nondeterminism(module, classdef)
    items.append(
        _item(
            "deterministic",
            not unseeded,
            "; ".join(f"line {f['line']}: {f['what']}" for f in unseeded)
            + (f". Repair: {NONDETERMINISM_HINT}" if unseeded else ""),
            found=unseeded,
            tools=sorted({f["method"] for f in unseeded if f["method"]}),
            hint=NONDETERMINISM_HINT if unseeded else "",
        )
    )
    if classdef is None:
        return items
    methods = _methods(classdef)
    for tool in spec.tools:
        items.append(_signature_item(tool, methods.get(tool.name)))
    declared = {t.name for t in spec.tools}
    extra = sorted(m for m in methods if not m.startswith("_") and m not in declared)
    items.append(
        _item(
            "undeclared_methods",
            not extra,
            f"public methods that are not declared tools: {', '.join(extra)}" if extra else "",
            severity="warning",
            methods=extra,
        )
    )
    accesses = analyze_class(classdef)
    for tool in spec.tools:
        items.append(_access_item(tool, accesses.get(tool.name)))
    return items


def _locate(code: str, class_name: str, method_name: str) -> tuple[list[str], ast.FunctionDef]:
    try:
        module = parse_python(code)
    except SyntaxError as exc:
        raise SpliceError(f"the environment code does not parse: {exc.msg}") from exc
    classdef = find_class(module, class_name)
    if classdef is None:
        raise SpliceError(f"no class {class_name!r}")
    func = _methods(classdef).get(method_name)
    if func is None:
        raise SpliceError(f"class {class_name!r} has no method {method_name!r}")
    return code.splitlines(keepends=True), func


def method_source(*, code: str, class_name: str, method_name: str) -> str:
    """The exact source of one method (decorators included), dedented."""
    lines, func = _locate(code, class_name, method_name)
    start = min([func.lineno, *(d.lineno for d in func.decorator_list)]) - 1
    return textwrap.dedent("".join(lines[start : func.end_lineno]))


def replace_method(*, code: str, class_name: str, method_name: str, new_source: str) -> str:
    """Splice ``new_source`` (one ``def method_name``) in place of that method; the rest stays as it was."""
    lines, func = _locate(code, class_name, method_name)
    cleaned = textwrap.dedent(new_source.strip("\n")) + "\n"
    try:
        new_module = parse_python(cleaned)
    except SyntaxError as exc:
        raise SpliceError(f"the rewritten method does not parse: {exc.msg} (line {exc.lineno})") from exc
    defs = [n for n in new_module.body if isinstance(n, ast.FunctionDef)]
    if len(new_module.body) != 1 or len(defs) != 1:
        raise SpliceError("the rewrite must be exactly one function definition")
    if defs[0].name != method_name:
        raise SpliceError(f"the rewrite defines {defs[0].name!r}, not {method_name!r}")
    start = min([func.lineno, *(d.lineno for d in func.decorator_list)]) - 1
    indent = lines[start][: len(lines[start]) - len(lines[start].lstrip())]
    body = "".join(indent + line if line.strip() else line for line in cleaned.splitlines(keepends=True))
    spliced = "".join([*lines[:start], body, *lines[func.end_lineno or func.lineno :]])
    try:
        parse_python(spliced)
    except SyntaxError as exc:  # pragma: no cover - a valid def at a method's indentation always parses
        raise SpliceError(f"the spliced code does not parse: {exc.msg}") from exc
    return spliced
