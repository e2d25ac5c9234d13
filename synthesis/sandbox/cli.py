"""The logic of ``manage.py runenv``: load an environment and a state, maybe call one tool, print JSON."""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from synthesis.pysource import parse_python
from synthesis.sandbox.errors import LoadError, SandboxFailure
from synthesis.sandbox.session import open_session


class UsageError(Exception):
    """Bad input from the command line: a clear message and exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="runenv", description="Run one tool of an environment file in the sandbox and print the result."
    )
    parser.add_argument("env_file", metavar="ENV.py", help="environment code (one class)")
    parser.add_argument("--state", required=True, metavar="STATE.json", help="initial state: tables of rows")
    parser.add_argument("--call", metavar="NAME", help="the tool to call; without it, only load and hash")
    parser.add_argument("--args", default="{}", metavar="JSON", help="tool arguments as a JSON object")
    parser.add_argument("--class", dest="class_name", metavar="NAME", help="the class if there are several")
    parser.add_argument("--seed", type=int, default=0, help="seed for ctx.now()/new_id()")
    parser.add_argument(
        "--allow-unisolated", action="store_true", help="run even where bubblewrap is not available"
    )
    return parser


def public_methods(*, code: str, class_name: str | None) -> tuple[str, list[str]]:
    """The environment class and its public methods (the tools), found without running the code."""
    try:
        tree = parse_python(code)
    except SyntaxError as exc:
        raise UsageError(f"the environment file does not parse: {exc}") from exc
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    if class_name is None:
        if len(classes) != 1:
            found = ", ".join(sorted(classes)) or "none"
            raise UsageError(f"expected exactly one class in the file (found: {found}); pass --class NAME")
        class_name = next(iter(classes))
    if class_name not in classes:
        found = ", ".join(sorted(classes)) or "none"
        raise UsageError(f"no class {class_name!r} in the file (found: {found})")
    tools = [
        node.name
        for node in classes[class_name].body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not node.name.startswith("_")
    ]
    return class_name, tools


def _read_json_file(path: str, what: str) -> Any:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read the {what} file {path!r}: {exc.strerror or exc}") from exc
    try:
        return json.loads(text)
    except ValueError as exc:
        raise UsageError(f"the {what} file {path!r} is not valid JSON: {exc}") from exc


def _check_state(state: Any) -> dict[str, list[dict[str, Any]]]:
    if not isinstance(state, dict) or not all(
        isinstance(rows, list) and all(isinstance(row, dict) for row in rows) for rows in state.values()
    ):
        raise UsageError("the state must be a JSON object of tables, each a list of row objects")
    return state


def _primary_keys(state: dict[str, list[dict[str, Any]]]) -> dict[str, str]:
    # Without a spec at hand, "id" is the key wherever every row has one.
    return {table: "id" for table, rows in state.items() if rows and all("id" in row for row in rows)}


def run(argv: list[str], *, out: TextIO, err: TextIO) -> int:
    parser = build_parser()
    try:
        options = parser.parse_args(argv)
    except SystemExit as exc:  # argparse already printed the usage message
        return int(exc.code or 0)
    try:
        try:
            code = Path(options.env_file).read_text(encoding="utf-8")
        except OSError as exc:
            problem = exc.strerror or exc
            raise UsageError(f"cannot read the environment file {options.env_file!r}: {problem}") from exc
        class_name, tools = public_methods(code=code, class_name=options.class_name)
        state = _check_state(_read_json_file(options.state, "state"))
        try:
            arguments = json.loads(options.args)
        except ValueError as exc:
            raise UsageError(f"--args is not valid JSON: {exc}") from exc
        if not isinstance(arguments, dict):
            raise UsageError("--args must be a JSON object")
        if options.call is not None and options.call not in tools:
            raise UsageError(f"unknown tool {options.call!r}; tools: {', '.join(tools) or 'none'}")
    except UsageError as exc:
        print(f"runenv: error: {exc}", file=err)
        return 2
    try:
        with open_session(untrusted=True, allow_unisolated=options.allow_unisolated) as session:
            session.load_environment(
                code=code,
                class_name=class_name,
                tools=tools,
                primary_keys=_primary_keys(state),
                state=state,
                seed=options.seed,
            )
            report: dict[str, Any] = {"class": class_name, "tools": tools, "isolation": session.isolation}
            if options.call is not None:
                outcome = session.call(options.call, arguments)
                report.update({"call": options.call, "result": outcome.result, "diff": outcome.diff})
            report["state_hash"] = session.state_hash()
    except LoadError as exc:
        print(f"runenv: error: the environment does not load: {exc.message}", file=err)
        return 1
    except SandboxFailure as exc:
        print(f"runenv: error: {exc}", file=err)
        return 1
    print(json.dumps(report, indent=2, ensure_ascii=False), file=out)
    return 0


def main(argv: list[str]) -> int:
    """Entry point for ``manage.py runenv``; exit status 0 ok, 1 load or sandbox failure, 2 bad input."""
    return run(argv, out=sys.stdout, err=sys.stderr)
