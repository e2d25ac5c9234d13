"""Running a plan and repairing its initial state until the whole chain executes."""

from __future__ import annotations

from typing import Any

from synthesis.ir import (
    EnvironmentSpec,
    FieldType,
    ToolCall,
)
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.execution import ChainRun, run_chain
from synthesis.scenarios.planning import Plan, repeats_together, row_by_key
from synthesis.state.argument_search import search_arguments, wider_pools
from synthesis.state.fitting import passes_checks

MAX_REPAIR_ROUNDS = 8


def _progress(run: ChainRun, length: int) -> tuple[int, str]:
    return (length if run.failed_at is None else run.failed_at), run.error


def _repair_candidates(
    *, spec: EnvironmentSpec, plan: Plan, run: ChainRun
) -> list[tuple[str, Any, str, Any]]:
    """(table, key, field, value) changes to the initial state, plus ("@arg", call index, parameter,
    value)."""
    schema = spec.state_schema
    candidates: list[tuple[str, Any, str, Any]] = []
    numbers = [
        v
        for c in plan.calls
        for v in c.arguments.values()
        if isinstance(v, int | float) and not isinstance(v, bool)
    ]
    for table_name in sorted(plan.related):
        table = schema.table(table_name)
        for key in sorted(plan.related[table_name], key=repr):
            row = row_by_key(plan.state, table, key)
            if row is None:
                continue
            together = {name for group in table.unique_together for name in group}
            for f in table.fields:
                if f.name == table.primary_key or f.foreign_key is not None or f.unique or f.generated:
                    continue
                current = row.get(f.name)
                options: list[Any] = []
                if f.enum_values:
                    options = [v for v in f.enum_values if v != current]
                elif f.type == FieldType.BOOLEAN:
                    options = [not current] if isinstance(current, bool) else [True, False]
                elif f.type in (FieldType.INTEGER, FieldType.NUMBER):
                    options = [0, *(round(2 * n, 2) for n in numbers), 100]
                    if f.type == FieldType.INTEGER:
                        options = [int(o) for o in options]
                    options = [o for o in dict.fromkeys(options) if o != current]
                elif not f.required and current is not None:
                    options = [None]
                for option in options:
                    if option is not None and not passes_checks(f, option, {**row, f.name: option}):
                        continue
                    if f.name in together and repeats_together(
                        table=table, rows=plan.state[table_name], row=row, change={f.name: option}
                    ):
                        continue
                    candidates.append((table_name, key, f.name, option))
    # A free number argument may have to match the state (e.g. pay the whole balance).
    failed = run.failed_at if run.failed_at is not None else len(plan.calls) - 1
    for index in range(min(failed, len(plan.calls) - 1) + 1):
        for name, role in plan.roles[index].items():
            value = plan.calls[index].arguments.get(name)
            if role.kind != "free" or not isinstance(value, int | float) or isinstance(value, bool):
                continue
            for table_name, keys in sorted(plan.related.items()):
                table = schema.table(table_name)
                for key in sorted(keys, key=repr):
                    row = row_by_key(plan.state, table, key) or {}
                    for f in table.fields:
                        current = row.get(f.name)
                        numeric = isinstance(current, int | float) and not isinstance(current, bool)
                        if numeric and current and current != value:
                            candidates.append(("@arg", index, name, current))
    return candidates


def _meeting_preconditions(
    *, session: SessionLike, spec: EnvironmentSpec, plan: Plan, run: ChainRun
) -> Plan | None:
    """The plan with the failing call's arguments changed so that its declared preconditions all hold in the
    state it runs on (an employer who owns the application's job, a requester who is the interview's
    candidate), or None. Arguments that name rows earlier calls inserted stay: they are the chain's thread."""
    index = run.failed_at
    if index is None:
        return None
    call = plan.calls[index]
    tool = spec.tool(call.name)
    exprs = [c.expr for c in tool.preconditions if c.expr]
    if not exprs:
        return None
    before = plan.state
    if index > 0:
        before = run_chain(session, calls=plan.calls[:index], state=plan.state).final_state
    inserted = {
        repr(change.get("key"))
        for diff in run.diffs[:index]
        for change in diff
        if change.get("op") == "insert"
    }

    def verdicts(arguments: dict[str, Any]) -> list[bool | None]:
        outcomes = session.eval_conditions(exprs, args=arguments, state=before)
        return [o.value if o.error is None else None for o in outcomes]

    start = dict(call.arguments)
    first = verdicts(start)
    if all(v is True for v in first):
        return None  # the call fails for a rule the declaration does not state: nothing to search for
    values = {name: [value] for name, value in start.items()}
    pools = {
        name: [] if repr(start[name]) in inserted else pool
        for name, pool in wider_pools(spec, tool, values, before).items()
        if name in start
    }
    found = search_arguments([(start, first)], pools=pools, verdicts=verdicts)
    if found.arguments is None:
        return None
    new = plan.with_own_notes()
    new.bindings = dict(plan.bindings)
    for name, value in found.arguments.items():
        old = start[name]
        if value == old:
            continue
        # The person speaks of one employer throughout: the same value elsewhere in the chain follows, and
        # the row it names becomes the bound row the task describes.
        for other, other_call in enumerate(new.calls):
            if other_call.arguments.get(name) == old:
                new.calls[other] = ToolCall(
                    name=other_call.name, arguments={**other_call.arguments, name: value}
                )
        role = plan.roles[index].get(name)
        if role is not None and role.kind in ("key", "lookup") and role.table:
            table = spec.state_schema.table(role.table)
            row = next(
                (r for r in before.get(table.name, []) if r.get(role.field or table.primary_key) == value),
                None,
            )
            if row is not None and table.name in new.bindings:
                new.bindings[table.name] = row.get(table.primary_key)
                new.described.pop(table.name, None)
                new.tells = [tell for tell in new.tells if tell[0] != table.name]
    new.calls[index] = ToolCall(name=call.name, arguments=found.arguments)
    return new


def _apply(plan: Plan, spec: EnvironmentSpec, change: tuple[str, Any, str, Any]) -> Plan:
    table_name, key, field_name, value = change
    # Copy on write: a candidate change is tried on a plan that shares all but what the change touches (the
    # plan it came from is tried again with the next candidate, unchanged).
    new = plan.with_own_notes()
    if table_name == "@arg":
        call = new.calls[key]
        arguments = dict(call.arguments)
        arguments[field_name] = value
        new.calls[key] = ToolCall(name=call.name, arguments=arguments)
        return new
    found = row_by_key(plan.state, spec.state_schema.table(table_name), key)
    if found is None:
        return new
    row = dict(found)
    new.state = {**plan.state, table_name: [row if r is found else r for r in plan.state[table_name]]}
    old = row.get(field_name)
    row[field_name] = value
    if new.bindings.get(table_name) == key:
        _follow_bound_row(new, table_name=table_name, field_name=field_name, old=old, value=value)
    return new


def _follow_bound_row(plan: Plan, *, table_name: str, field_name: str, old: Any, value: Any) -> None:
    """Look-up arguments and descriptions drawn from a bound row follow a repair of that row: a search by
    the old status would find another row, and "my order with status paid" would describe none."""
    for index, roles in enumerate(plan.roles):
        call = plan.calls[index]
        arguments = dict(call.arguments)
        for name, role in roles.items():
            looks_up = role.kind == "lookup" and role.table == table_name and role.field == field_name
            if looks_up and name in arguments and arguments[name] == old:
                arguments[name] = value
        plan.calls[index] = ToolCall(name=call.name, arguments=arguments)
    described = plan.described.get(table_name, {})
    if described.get(field_name, value) == old:
        described[field_name] = value


def follow_inserts(*, session: SessionLike, spec: EnvironmentSpec, plan: Plan) -> tuple[Plan, ChainRun]:
    """Point later key arguments at rows that earlier calls inserted (return the loan you just borrowed)."""
    run = run_chain(session, calls=plan.calls, state=plan.state)
    for _ in range(len(plan.calls)):
        inserted: dict[str, Any] = {}
        changed = False
        calls = list(plan.calls)
        for index, call in enumerate(calls):
            if index > 0 and index - 1 < len(run.diffs):
                for change in run.diffs[index - 1]:
                    if change.get("op") == "insert":
                        inserted[change["table"]] = change.get("key")
            arguments = dict(call.arguments)
            for name, role in plan.roles[index].items():
                table_name = role.table or ""
                follows = role.kind == "key" and table_name in inserted and name in arguments
                if follows and arguments[name] != inserted[table_name]:
                    arguments[name] = inserted[table_name]
                    changed = True
            calls[index] = ToolCall(name=call.name, arguments=arguments)
        if not changed:
            break
        plan = Plan(**{**plan.__dict__, "calls": calls})
        run = run_chain(session, calls=plan.calls, state=plan.state)
    return plan, run


def execute_with_repair(*, session: SessionLike, spec: EnvironmentSpec, plan: Plan) -> tuple[Plan, ChainRun]:
    """Run the plan; while a call fails, keep single changes that let the chain get further."""
    plan, run = follow_inserts(session=session, spec=spec, plan=plan)
    seen = {_progress(run, len(plan.calls))}
    for _ in range(MAX_REPAIR_ROUNDS):
        if run.ok:
            return plan, run
        best: tuple[Plan, ChainRun] | None = None
        current = _progress(run, len(plan.calls))
        guided = _meeting_preconditions(session=session, spec=spec, plan=plan, run=run)
        for candidate in [guided] if guided is not None else []:
            trial = run_chain(session, calls=candidate.calls, state=candidate.state)
            progress = _progress(trial, len(plan.calls))
            if progress not in seen and (trial.ok or progress[0] > current[0]):
                best = (candidate, trial)
                seen.add(progress)
        for change in [] if best is not None else _repair_candidates(spec=spec, plan=plan, run=run):
            candidate = _apply(plan, spec, change)
            trial = run_chain(session, calls=candidate.calls, state=candidate.state)
            progress = _progress(trial, len(plan.calls))
            if progress in seen:
                continue
            if (
                trial.ok
                or progress[0] > current[0]
                or (progress[0] == current[0] and progress[1] != current[1])
            ):
                best = (candidate, trial)
                seen.add(progress)
                break
        if best is None:
            break
        plan, run = follow_inserts(session=session, spec=spec, plan=best[0])
    return plan, run
