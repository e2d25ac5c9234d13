"""Stage 2 of the gate: tests generated from the IR and run in a sandbox session.

Per tool: positive cases (arguments drawn from the test state so that every machine-checkable precondition
holds; fresh values where a tool creates rows) and negative cases (an unknown key, a value outside the
declared enum, each precondition violated in turn). Every case runs on a fresh copy of the test state and
checks the contract: uniform JSON result, no exception or internal error, changes only in declared ``writes``,
none for read tools, errors (and no change) when a precondition is violated, all postconditions after a
success.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from synthesis.ir import Condition, EnvironmentSpec, FieldType, OperationKind, State, Tool, ToolKind
from synthesis.pysource import parse_python
from synthesis.sandbox.held_states import remembered_table_bytes, tables_unchanged
from synthesis.state.argument_search import search_arguments, wider_pools
from synthesis.verify.arguments import Binding, bindings_for, candidate_values, combinations, key_alone
from synthesis.verify.probes import missing_value, probe_preconditions
from synthesis.verify.report import VerificationItem
from synthesis.verify.session import CallRecord, LiveEnvironment
from synthesis.verify.written_rows import keeping_rules, left_empty_against_rules, used_up_key

CaseKind = Literal["positive", "missing_key", "bad_enum", "precondition"]
SEARCH_PREFIXES = ("search", "find", "list", "filter", "query", "browse", "lookup")


@dataclass
class TestCase:
    tool: str
    kind: CaseKind
    name: str
    arguments: dict[str, Any]
    expect_success: bool
    note: str = ""
    # Preconditions (text) the arguments violate, for negative cases.
    violates: list[str] = field(default_factory=list)


# -- error texts the runtime produces ------------------------------------------------------------------------


def runtime_problem(tool: str, result: dict[str, Any]) -> str | None:
    """The contract violation a result reveals (exception, internal error, bad shape), or None."""
    if not isinstance(result, dict) or not isinstance(result.get("success"), bool):
        return "the result is not a {'success': bool, ...} object"
    if result["success"]:
        if not ({"data", "message"} & set(result)):
            return "a successful result carries neither 'data' nor 'message'"
        return None
    error = result.get("error")
    if not isinstance(error, str):
        return "a failed result carries no error text"
    if error.startswith(f"internal error in {tool}"):
        return f"internal error: {error}"
    if re.match(
        rf"^[A-Za-z_][A-Za-z0-9_]*(Error|Exception|Exit|Interrupt|Warning) in {re.escape(tool)}: ", error
    ):
        return f"the tool raised: {error}"
    if error.startswith(f"bad arguments for {tool}"):
        return f"the method's signature does not accept the declared parameters: {error}"
    if error.startswith(f"tool {tool!r} is declared but not implemented"):
        return error
    return None


# -- argument generation -------------------------------------------------------------------------------------


def _references(spec: EnvironmentSpec, tool: Tool, arguments: dict[str, Any], state: State) -> int:
    """How many rows would refuse a delete through ``arguments`` by referring to what it removes, following
    cascades (a book's copies go with it, and loans of those copies refuse)."""
    op = tool.operation
    if op is None or op.kind != OperationKind.DELETE:
        return 0
    return _referring(spec, op.table, {repr(v) for v in arguments.values()}, state, depth=3)


def _referring(spec: EnvironmentSpec, table_name: str, keys: set[str], state: State, depth: int) -> int:
    count = 0
    for table in spec.state_schema.tables:
        for f in table.fields:
            if f.foreign_key is None or f.foreign_key.table != table_name:
                continue
            rows = [r for r in state.get(table.name, []) if repr(r.get(f.name)) in keys]
            if f.foreign_key.on_delete == "cascade":
                if rows and depth > 0:
                    cascaded = {repr(r.get(table.primary_key)) for r in rows}
                    count += _referring(spec, table.name, cascaded, state, depth - 1)
            elif f.foreign_key.on_delete != "set_null":
                count += len(rows)  # a reference that refuses the delete
    return count


def generate_cases(
    *, spec: EnvironmentSpec, tool: Tool, state: State, env: LiveEnvironment
) -> tuple[list[TestCase], list[str]]:
    """The cases for one tool, and notes on cases that could not be built (reported as skipped)."""
    bindings = bindings_for(spec, tool)
    values = candidate_values(spec, tool, bindings, state)
    required = [p.name for p in tool.parameters if p.required]
    everything = [p.name for p in tool.parameters]
    preconditions = [c for c in tool.preconditions if c.expr]
    exprs = [c.expr for c in preconditions if c.expr]

    def verdicts(args: dict[str, Any]) -> list[bool | None]:
        return [
            value if error is None else None
            for value, error in env.eval_conditions(exprs, args=args, state=state)
        ]

    cases: list[TestCase] = []
    skipped: list[str] = []
    pool: list[tuple[dict[str, Any], list[bool | None]]] = []
    wider: dict[str, list[Any]] = {}
    used_up = used_up_key(spec, tool, state)
    if used_up is not None:
        skipped.append(f"{tool.name}:positive: the test state holds every value {used_up}'s checks allow")
    for label, names in (("required", required), ("all", everything)) if used_up is None else ():
        if label == "all" and names == required:
            continue
        combos = combinations(names, values)
        evaluated = [(combo, verdicts(combo)) for combo in combos]
        pool.extend(evaluated)
        meeting = [combo for combo, v in evaluated if all(x is True for x in v)]
        if not meeting and names:
            if not wider:
                wider.update(wider_pools(spec, tool, values, state))
            found = search_arguments(evaluated, pools=wider, verdicts=verdicts)
            pool.extend(found.tried)
            meeting = [found.arguments] if found.arguments is not None else []
        # A delete's positive case takes the row fewest others refer to: a referenced row may rightly refuse.
        meeting.sort(key=lambda c: _references(spec, tool, c, state))
        if meeting and _references(spec, tool, meeting[0], state):
            # Every row here is held by a row its cascade reaches (a nest's eggs go with it, and a server
            # using an egg refuses): the runtime rightly refuses, so there is no positive case to run.
            skipped.append(f"{tool.name}:positive:{label}: every row's delete is refused through its cascade")
            continue
        good = keeping_rules(spec, tool, meeting, state, verdicts) if meeting else None
        if good is None and label == "required" and key_alone(tool, bindings, names):
            continue  # an update given its row alone changes nothing: refused (a precondition case says so)
        if good is None:
            skipped.append(
                f"{tool.name}:positive:{label}: no arguments from the test state meet all preconditions"
            )
            continue
        empty = left_empty_against_rules(spec, tool, good, state) if label == "required" else []
        if empty:  # the runtime rightly refuses: a rule asks for one of the optional values
            skipped.append(f"{tool.name}:positive:required: a rule needs a value for {', '.join(empty)}")
            continue
        cases.append(
            TestCase(
                tool=tool.name,
                kind="positive",
                name=f"{tool.name}:positive:{label}",
                arguments=good,
                expect_success=True,
                note=f"{label} parameters; all preconditions hold",
            )
        )

    positive = cases[0].arguments if cases else None
    negatives = (
        _argument_negatives(spec, tool, bindings, positive, verdicts, pool) if positive is not None else []
    )
    probe_preconditions(tool, preconditions, pool, verdicts)
    cases.extend(_precondition_cases(tool, preconditions, pool, skipped))
    # A missing-key case that a precondition case already covers adds nothing.
    cases.extend(n for n in negatives if all(n.arguments != c.arguments for c in cases))
    return cases, skipped


def _argument_negatives(
    spec: EnvironmentSpec,
    tool: Tool,
    bindings: dict[str, Binding],
    positive: dict[str, Any],
    verdicts: Callable[[dict[str, Any]], list[bool | None]],
    pool: list[tuple[dict[str, Any], list[bool | None]]],
) -> list[TestCase]:
    """Cases that change one argument of the positive case: a key naming no row, a value outside its enum.
    The missing-key arguments join ``pool`` for the precondition search."""
    negatives: list[TestCase] = []
    # A search's filter naming no row matches nothing: an empty answer is as right as a refusal.
    searching = tool.kind == ToolKind.READ and tool.name.split("_")[0] in SEARCH_PREFIXES
    for param in tool.parameters:
        binding = bindings[param.name]
        if binding.is_key and param.name in positive and not searching:
            args = {**positive, param.name: missing_value(positive[param.name], param.name)}
            negatives.append(
                TestCase(
                    tool=tool.name,
                    kind="missing_key",
                    name=f"{tool.name}:missing_key:{param.name}",
                    arguments=args,
                    expect_success=False,
                    note=f"{param.name} names no existing row",
                )
            )
            # Unknown keys also violate existence preconditions: offer them to the search below.
            pool.append((args, verdicts(args)))
        enum = param.value_schema.get("enum") or _written_enum(spec, tool, binding)
        if enum:
            args = {**positive, param.name: f"not_a_valid_{param.name}"}
            negatives.append(
                TestCase(
                    tool=tool.name,
                    kind="bad_enum",
                    name=f"{tool.name}:bad_enum:{param.name}",
                    arguments=args,
                    expect_success=False,
                    note=f"{param.name} outside {sorted(map(str, enum))}",
                )
            )
    return negatives


def _precondition_cases(
    tool: Tool,
    preconditions: list[Condition],
    pool: list[tuple[dict[str, Any], list[bool | None]]],
    skipped: list[str],
) -> list[TestCase]:
    """One case per precondition, from evaluated arguments that violate it; a note in ``skipped`` when none
    does."""
    cases: list[TestCase] = []
    for index, condition in enumerate(preconditions):
        # Prefer arguments that violate exactly this precondition, so the test is about it alone.
        exact = [
            c for c, v in pool if v[index] is False and all(x is True for j, x in enumerate(v) if j != index)
        ]
        loose = [c for c, v in pool if v[index] is False]
        chosen = (exact or loose)[0] if (exact or loose) else None
        name = f"{tool.name}:precondition:{index + 1}"
        if chosen is None:
            skipped.append(f"{name}: no arguments from the test state violate {condition.text!r}")
            continue
        cases.append(
            TestCase(
                tool=tool.name,
                kind="precondition",
                name=name,
                arguments=chosen,
                expect_success=False,
                note=f"violates: {condition.text}",
                violates=[condition.text],
            )
        )
    return cases


def _written_enum(spec: EnvironmentSpec, tool: Tool, binding: Binding) -> list[str] | None:
    for table_name, field_name in binding.fields:
        if table_name in tool.writes:
            f = spec.state_schema.table(table_name).field(field_name)
            if f.type == FieldType.ENUM and f.enum_values:
                return list(f.enum_values)
    return None


# -- running and judging -------------------------------------------------------------------------------------


def judge_case(*, case: TestCase, tool: Tool, record: CallRecord, env: LiveEnvironment) -> VerificationItem:
    problems: list[str] = []
    evidence: dict[str, Any] = {
        "tool": tool.name,
        "case": case.kind,
        "arguments": case.arguments,
        "expected": "success" if case.expect_success else "error, no state change",
        "note": case.note,
        "result": record.result,
        "diff": record.diff,
    }
    if record.failure:
        problems.append(f"the sandbox worker died: {record.failure}")
    else:
        shape = runtime_problem(tool.name, record.result)
        if shape:
            problems.append(shape)
        changed = sorted({change["table"] for change in record.diff})
        if tool.kind == ToolKind.READ and changed:
            problems.append(f"read tool changed state ({', '.join(changed)})")
        undeclared = [t for t in changed if t not in tool.writes]
        if undeclared and tool.kind != ToolKind.READ:
            problems.append(f"changed {', '.join(undeclared)}, which the tool does not declare in writes")
        success = record.result.get("success") is True
        if case.expect_success and not success and not shape and not record.diff and tool.operation is None:
            # A clean refusal, nothing changed, while every declared precondition holds: code a model wrote
            # enforces a rule its declaration does not state (template code's declarations are complete).
            # That is a finding about the declaration (a precondition to add), not a defect to repair:
            # repair could only weaken a check that may well be right.
            return _undeclared_precondition(
                case=case, tool=tool, error=str(record.result.get("error")), evidence=evidence
            )
        if case.expect_success and not success and not shape:
            problems.append(
                f"expected success (all preconditions hold), got error: {record.result.get('error')}"
            )
        if not case.expect_success and success:
            problems.append(f"expected an error ({case.note}), but the call succeeded")
        if case.expect_success and success:
            post = [c for c in tool.postconditions if c.expr]
            outcomes = env.eval_conditions(
                [c.expr for c in post if c.expr],
                args=case.arguments,
                state=env.state,
                new=record.after,
                result=record.result,
            )
            failed = []
            for condition, (value, error) in zip(post, outcomes, strict=True):
                if error is not None:
                    failed.append({"condition": condition.text, "expr": condition.expr, "error": error})
                    problems.append(f"postcondition {condition.text!r} could not be evaluated: {error}")
                elif value is not True:
                    broken = _broken_before(condition.expr or "", case=case, record=record, env=env)
                    if broken:
                        # The test state broke this invariant before the call (totals that are not the sum of
                        # their parts): no code could make it hold and also do what the rest asks.
                        evidence.setdefault("invariants_broken_before", []).append(
                            {"condition": condition.text, "broken": broken}
                        )
                        continue
                    failed.append({"condition": condition.text, "expr": condition.expr})
                    problems.append(f"postcondition not met: {condition.text}")
            if failed:
                evidence["failed_postconditions"] = failed
    evidence["problems"] = problems
    return VerificationItem(
        stage="procedural",
        name=case.name,
        passed=not problems,
        detail="; ".join(problems) or case.note,
        evidence=evidence,
    )


# Names by which a postcondition reads the state before the call or the call's result: a conjunct without them
# says something of the state after the call alone (an invariant).
_BEFORE_OR_RESULT = frozenset({"one", "rows", "exists", "count", "state", "result"})


def _broken_before(expr: str, *, case: TestCase, record: CallRecord, env: LiveEnvironment) -> list[str]:
    """The invariant parts of a failed postcondition (top-level ``and`` terms reading only the state after the
    call and the arguments) that were already false before the call, when every other term holds after it;
    else []. Such a postcondition is not the tool's to meet on this test state."""
    try:
        tree = parse_python(expr, mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return []
    body = tree.body
    if not (isinstance(body, ast.BoolOp) and isinstance(body.op, ast.And)):
        return []
    terms = [ast.unparse(value) for value in body.values]
    invariant = [
        term
        for term, value in zip(terms, body.values, strict=True)
        if not {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} & _BEFORE_OR_RESULT
    ]
    if not invariant:
        return []
    before = env.eval_conditions(invariant, args=case.arguments, state=env.state, new=env.state, result=None)
    broken = [
        term for term, (value, error) in zip(invariant, before, strict=True) if error is None and not value
    ]
    rest = [term for term in terms if term not in broken]
    if not broken or not rest:
        return []
    after = env.eval_conditions(
        rest, args=case.arguments, state=env.state, new=record.after, result=record.result
    )
    return broken if all(error is None and value is True for value, error in after) else []


def _undeclared_precondition(
    *, case: TestCase, tool: Tool, error: str, evidence: dict[str, Any]
) -> VerificationItem:
    proposal = f"(undeclared) {error.strip().rstrip('.')}"
    return VerificationItem(
        stage="procedural",
        name=case.name,
        passed=False,
        skipped=True,
        severity="warning",
        detail=(
            f"undeclared precondition: {tool.name} refused ({error}) while every declared precondition holds "
            "and changed nothing; the declaration should state this rule"
        ),
        evidence={**evidence, "finding": "undeclared_precondition", "proposed_precondition": proposal},
    )


def run_procedural_tests(*, spec: EnvironmentSpec, env: LiveEnvironment) -> list[VerificationItem]:
    """All procedural cases for all tools, as items (skipped items for cases that could not be built)."""
    items: list[VerificationItem] = []
    # The test state is sent with every condition a case's arguments are judged by, and never changed: its
    # tables go once and are named after (a spec of 445 tools sent its 1.3 MB state ~12,000 times).
    table_bytes = remembered_table_bytes()
    for tool in spec.tools:
        with tables_unchanged(table_bytes):
            cases, skipped = generate_cases(spec=spec, tool=tool, state=env.state, env=env)
        for case in cases:
            record = env.call_fresh(tool.name, case.arguments)
            items.append(judge_case(case=case, tool=tool, record=record, env=env))
        for note in skipped:
            name, _, detail = note.partition(": ")
            items.append(
                VerificationItem(
                    stage="procedural",
                    name=name,
                    passed=False,
                    skipped=True,
                    severity="warning",
                    detail=detail,
                    evidence={"tool": tool.name},
                )
            )
    return items
