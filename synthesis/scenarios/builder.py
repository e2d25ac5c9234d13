"""The deterministic scenario builder (no LLM): chain -> initial state, arguments, task, checks, target,
policies.

For a chain of tool names it
1. generates a state and binds the entities the chain's parameters refer to (consistently: a loan and its
member);
2. draws concrete arguments: keys and look-up values from the bound rows, new values for written fields, free
values
   (amounts, ...) by name and type;
3. runs the chain in a sandbox session and, while a call fails, *repairs* the initial state by trying
alternative
   values of the bound rows' fields (enums, flags, numbers) and of free arguments, keeping a change only when
   the
   chain gets further; this is how "the member exists, the copy is available" come to hold;
4. adds distractor rows (near misses of the bound rows) and states in the task what tells them apart;
5. derives one check per sub-goal from the net state change, the target state from the run, and field
policies.
Everything is seeded: the same seed gives the same scenarios.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any, Literal

import networkx as nx

from synthesis.ir import (
    EnvironmentSpec,
    Field,
    FieldType,
    OperationKind,
    Parameter,
    Provenance,
    ScenarioSpec,
    State,
    Table,
    Tool,
    ToolCall,
    ToolKind,
)
from synthesis.ir.scenario import Check
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.scenarios.chains import sample_chains
from synthesis.scenarios.checks import Change, check_for_change, combine_checks
from synthesis.scenarios.datagen import fit_length, generate_state, passes_checks
from synthesis.scenarios.execution import ChainRun, SandboxFactory, run_chain
from synthesis.scenarios.policies import policies_for_tables
from synthesis.scenarios.tasks import StatedValue, TaskStep, compose_task, render_value, singular, words
from synthesis.scenarios.validation import validate_state
from synthesis.scenarios.values import mutate, primary_key_value, value_for

GENERATOR = "synthesis.scenarios.builder/1"
CREATE_VERBS = {"create", "add", "register", "insert", "new", "open", "make", "schedule", "enroll", "submit"}
MAX_ATTEMPTS = 6
MAX_REPAIR_ROUNDS = 8


class BuildFailure(ValueError):
    """No executable scenario could be built for this chain (with the last error seen)."""


@dataclass(frozen=True)
class ParamRole:
    kind: Literal["key", "lookup", "fresh", "free"]
    table: str | None = None
    field: str | None = None


def _is_creator(tool: Tool) -> bool:
    return tool.kind == ToolKind.WRITE and tool.name.split("_")[0] in CREATE_VERBS


def _operation_role(*, spec: EnvironmentSpec, tool: Tool, parameter: Parameter) -> ParamRole | None:
    """Template-made tools say exactly what each parameter is bound to: no guessing by name."""
    op = tool.operation
    if op is None:
        return None
    table = spec.state_schema.table(op.table)
    if parameter.name == op.key_param and op.key_field:
        if op.kind == OperationKind.CREATE:
            return ParamRole("fresh", table.name, op.key_field)
        return ParamRole("key" if op.key_field == table.primary_key else "lookup", table.name, op.key_field)
    field_name = op.field_params.get(parameter.name)
    if field_name is None:
        return None
    f = table.field(field_name)
    if f.foreign_key is not None:
        return ParamRole("key", f.foreign_key.table, f.foreign_key.field)
    if op.kind in (OperationKind.CREATE, OperationKind.UPDATE):
        return ParamRole("fresh", table.name, field_name)
    return ParamRole("lookup", table.name, field_name)


def parameter_role(*, spec: EnvironmentSpec, tool: Tool, parameter: Parameter) -> ParamRole:
    """What a parameter refers to: an existing row's key, a look-up value, a new value, or a free value."""
    schema = spec.state_schema
    from_operation = _operation_role(spec=spec, tool=tool, parameter=parameter)
    if from_operation is not None:
        return from_operation
    touched = [schema.table(t) for t in dict.fromkeys([*tool.reads, *tool.writes])] or list(schema.tables)
    name = parameter.name
    creator = _is_creator(tool)
    for table in touched:
        if table.primary_key == name:
            if creator and table.name in tool.writes:
                return ParamRole("fresh", table.name, name)
            return ParamRole("key", table.name, name)
    for table in schema.tables:
        if table.primary_key == name:
            return ParamRole("key", table.name, name)
    for table in touched:
        for f in table.fields:
            if f.name == name and f.foreign_key is not None:
                return ParamRole("key", f.foreign_key.table, f.foreign_key.field)
    for table in touched:
        if any(f.name == name for f in table.fields):
            if tool.kind == ToolKind.WRITE and table.name in tool.writes:
                return ParamRole("fresh", table.name, name)
            return ParamRole("lookup", table.name, name)
    if name.endswith("_id"):
        stem = name[: -len("_id")]
        for table in schema.tables:
            if singular(table.name) == stem or table.name == stem:
                return ParamRole("key", table.name, table.primary_key)
    return ParamRole("free")


def _param_field(parameter: Parameter) -> Field:
    """A Field standing in for a free parameter, so that value generation works by name and type."""
    schema = parameter.value_schema
    kinds = {"integer": FieldType.INTEGER, "number": FieldType.NUMBER, "boolean": FieldType.BOOLEAN}
    kind = kinds.get(str(schema.get("type")), FieldType.STRING)
    if schema.get("format") == "date":
        kind = FieldType.DATE
    elif schema.get("format") == "date-time":
        kind = FieldType.DATETIME
    enum = schema.get("enum")
    if isinstance(enum, list) and enum and all(isinstance(v, str) for v in enum):
        return Field(name=parameter.name, type=FieldType.ENUM, enum_values=list(enum))
    return Field(name=parameter.name, type=kind)


def _row(state: State, table: Table, key: Any) -> dict[str, Any] | None:
    for row in state.get(table.name, []):
        if row.get(table.primary_key) == key:
            return row
    return None


@dataclass
class Plan:
    """One attempt: the initial state, the bound rows, the calls and what the task must state."""

    state: State
    bindings: dict[str, Any]  # table -> primary key of the bound row
    calls: list[ToolCall]
    roles: list[dict[str, ParamRole]]
    related: dict[str, set[Any]] = field(default_factory=dict)  # table -> keys of rows a repair may change
    facts: list[str] = field(default_factory=list)
    user_facts: dict[str, str] = field(default_factory=dict)


def _bind_rows(
    *, spec: EnvironmentSpec, tables: list[str], state: State, rng: random.Random
) -> tuple[dict[str, Any], dict[str, set[Any]]]:
    """Choose one row per needed table, children first so that parents follow their foreign keys."""
    schema = spec.state_schema
    needed = list(dict.fromkeys(tables))

    def references(table_name: str) -> int:
        table = schema.table(table_name)
        return sum(1 for f in table.fields if f.foreign_key is not None and f.foreign_key.table in needed)

    bindings: dict[str, Any] = {}
    for table_name in sorted(needed, key=lambda t: (-references(t), needed.index(t))):
        if table_name in bindings:
            continue
        table = schema.table(table_name)
        rows = state.get(table_name, [])
        if not rows:
            continue
        compatible = [
            r
            for r in rows
            if all(
                r.get(f.name) == bindings[f.foreign_key.table]
                for f in table.fields
                if f.foreign_key is not None and f.foreign_key.table in bindings
            )
        ]
        chosen = rng.choice(compatible or rows)
        bindings[table_name] = chosen[table.primary_key]
        for f in table.fields:
            if (
                f.foreign_key is not None
                and f.foreign_key.table in needed
                and f.foreign_key.table not in bindings
                and chosen.get(f.name) is not None
            ):
                bindings[f.foreign_key.table] = chosen[f.name]
    related: dict[str, set[Any]] = {t: {k} for t, k in bindings.items()}
    frontier = list(bindings.items())
    for _ in range(2):  # parents of bound rows, two levels deep, may be repaired too
        next_frontier: list[tuple[str, Any]] = []
        for table_name, key in frontier:
            table = schema.table(table_name)
            row = _row(state, table, key)
            if row is None:
                continue
            for f in table.fields:
                if f.foreign_key is None or row.get(f.name) is None:
                    continue
                if row[f.name] not in related.setdefault(f.foreign_key.table, set()):
                    related[f.foreign_key.table].add(row[f.name])
                    next_frontier.append((f.foreign_key.table, row[f.name]))
        frontier = next_frontier
    return bindings, related


def _fresh_value(
    *, spec: EnvironmentSpec, role: ParamRole, state: State, rng: random.Random, bound: dict[str, Any] | None
) -> Any:
    assert role.table is not None and role.field is not None
    table = spec.state_schema.table(role.table)
    f = table.field(role.field)
    # Keys and unique fields need a value no row has; other fields only one that differs from the row's.
    if f.unique or f.name == table.primary_key:
        taken = {repr(r.get(f.name)) for r in state.get(table.name, [])}
    else:
        taken = {repr(bound.get(f.name))} if bound is not None else set()
    for attempt in range(20):
        serial = len(state.get(table.name, [])) + 100 + attempt
        if f.name == table.primary_key:
            value = primary_key_value(field=f, table_name=table.name, serial=serial)
        else:
            value = value_for(field=f, table_name=table.name, row=dict(bound or {}), rng=rng, serial=serial)
            if attempt >= 10 and isinstance(value, int | float) and not isinstance(value, bool):
                value = [0, 1, 2, 3, 5, 10, 20, 50, 100, 1000][attempt - 10]  # small values meet most checks
            if bound is not None and value == bound.get(f.name):
                value = mutate(value, field=f, rng=rng)
            row = {**(bound or {}), f.name: value}
            if isinstance(value, str) and f.checks and not passes_checks(f, value, row):
                value = fit_length(field=f, value=value, row=dict(bound or {}), serial=serial)
        if repr(value) not in taken and passes_checks(f, value, {**(bound or {}), f.name: value}):
            return value
    raise BuildFailure(f"no new value for {table.name}.{f.name}")


def plan_chain(*, spec: EnvironmentSpec, chain: list[str], seed: int, rows_per_table: int = 5) -> Plan:
    """State, bindings and arguments for one chain (before execution and repair)."""
    rng = random.Random(f"plan:{seed}:{','.join(chain)}")
    real_rows = spec.seed_data.rows if spec.seed_data is not None else None
    state = generate_state(
        schema=spec.state_schema, seed=seed, rows_per_table=rows_per_table, real_rows=real_rows
    )
    tools = [spec.tool(name) for name in chain]
    roles = [{p.name: parameter_role(spec=spec, tool=t, parameter=p) for p in t.parameters} for t in tools]
    needed = [r.table for rs in roles for r in rs.values() if r.kind in ("key", "lookup") and r.table]
    bindings, related = _bind_rows(spec=spec, tables=needed, state=state, rng=rng)
    calls: list[ToolCall] = []
    for tool, tool_roles in zip(tools, roles, strict=True):
        arguments: dict[str, Any] = {}
        for p in tool.parameters:
            role = tool_roles[p.name]
            if not p.required and tool.operation is not None and p.name == tool.operation.limit_param:
                continue  # a page size is the agent's choice, not something the user would say
            if not p.required and rng.random() < 0.5 and role.kind in ("free", "fresh"):
                continue  # optional new/free values are sometimes left to their defaults
            arguments[p.name] = _argument(
                spec=spec, role=role, parameter=p, state=state, bindings=bindings, rng=rng
            )
        calls.append(ToolCall(name=tool.name, arguments=arguments))
    state = _free_rows_to_delete(spec=spec, tools=tools, state=state, bindings=bindings, related=related)
    return Plan(state=state, bindings=bindings, calls=calls, roles=roles, related=related)


def _is_delete(tool: Tool) -> bool:
    if tool.operation is not None:
        return tool.operation.kind == OperationKind.DELETE
    return tool.kind == ToolKind.WRITE and tool.name.split("_")[0] in {"delete", "remove"}


def _free_rows_to_delete(
    *,
    spec: EnvironmentSpec,
    tools: list[Tool],
    state: State,
    bindings: dict[str, Any],
    related: dict[str, set[Any]],
) -> State:
    """A row the chain deletes must be deletable: filler rows that still reference it (and whose foreign key
    would refuse the delete) are left out of the initial state, unless the chain itself uses them."""
    schema = spec.state_schema
    state = {name: list(rows) for name, rows in state.items()}
    for tool in tools:
        if not _is_delete(tool):
            continue
        table_name = tool.operation.table if tool.operation is not None else next(iter(tool.writes), None)
        if table_name is None or table_name not in bindings:
            continue
        key = bindings[table_name]
        target = schema.table(table_name)
        for child in schema.tables:
            for f in child.fields:
                fk = f.foreign_key
                if fk is None or fk.table != table_name or fk.on_delete == "cascade":
                    continue
                if fk.on_delete == "set_null" and not f.required:
                    continue
                referenced = _row_value(state, target, key, fk.field)
                used = related.get(child.name, set()) | (
                    {bindings[child.name]} if child.name in bindings else set()
                )
                state[child.name] = [
                    row
                    for row in state.get(child.name, [])
                    if row.get(f.name) != referenced or row.get(child.primary_key) in used
                ]
    return state


def _row_value(state: State, table: Table, key: Any, field_name: str) -> Any:
    row = _row(state, table, key)
    return row.get(field_name) if row is not None else None


def _argument(
    *,
    spec: EnvironmentSpec,
    role: ParamRole,
    parameter: Parameter,
    state: State,
    bindings: dict[str, Any],
    rng: random.Random,
) -> Any:
    schema = spec.state_schema
    if role.kind in ("key", "lookup") and role.table in bindings:
        table = schema.table(role.table)
        row = _row(state, table, bindings[role.table]) or {}
        return row.get(role.field or table.primary_key)
    if role.kind == "fresh":
        bound = None
        if role.table in bindings:
            bound = _row(state, schema.table(role.table), bindings[role.table])
        return _fresh_value(spec=spec, role=role, state=state, rng=rng, bound=bound)
    return value_for(
        field=_param_field(parameter), table_name="", row={}, rng=rng, serial=rng.randrange(1, 999)
    )


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
            row = _row(plan.state, table, key)
            if row is None:
                continue
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
                    row = _row(plan.state, table, key) or {}
                    for f in table.fields:
                        current = row.get(f.name)
                        numeric = isinstance(current, int | float) and not isinstance(current, bool)
                        if numeric and current and current != value:
                            candidates.append(("@arg", index, name, current))
    return candidates


def _apply(plan: Plan, spec: EnvironmentSpec, change: tuple[str, Any, str, Any]) -> Plan:
    table_name, key, field_name, value = change
    new = copy.deepcopy(plan)
    if table_name == "@arg":
        call = new.calls[key]
        arguments = dict(call.arguments)
        arguments[field_name] = value
        new.calls[key] = ToolCall(name=call.name, arguments=arguments)
        return new
    row = _row(new.state, spec.state_schema.table(table_name), key)
    if row is not None:
        row[field_name] = value
    return new


def _follow_inserts(*, session: SessionLike, spec: EnvironmentSpec, plan: Plan) -> tuple[Plan, ChainRun]:
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
    plan, run = _follow_inserts(session=session, spec=spec, plan=plan)
    seen = {_progress(run, len(plan.calls))}
    for _ in range(MAX_REPAIR_ROUNDS):
        if run.ok:
            return plan, run
        best: tuple[Plan, ChainRun] | None = None
        current = _progress(run, len(plan.calls))
        for change in _repair_candidates(spec=spec, plan=plan, run=run):
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
        plan, run = _follow_inserts(session=session, spec=spec, plan=best[0])
    return plan, run


def _add_distractors(*, spec: EnvironmentSpec, plan: Plan, rng: random.Random) -> Plan:
    """Near misses of bound rows: same name or title, different unique values and one differing attribute."""
    schema = spec.state_schema
    new = copy.deepcopy(plan)
    lookup_tables = {
        r.table: r.field for roles in plan.roles for r in roles.values() if r.kind == "lookup" and r.table
    }
    for table_name, key in sorted(plan.bindings.items(), key=lambda item: item[0]):
        table = schema.table(table_name)
        original = _row(new.state, table, key)
        if original is None or rng.random() < 0.3:
            continue
        twin = copy.deepcopy(original)
        rows = new.state[table_name]
        twin[table.primary_key] = _fresh_value(
            spec=spec,
            role=ParamRole("fresh", table_name, table.primary_key),
            state=new.state,
            rng=rng,
            bound=None,
        )
        for f in table.fields:
            if f.unique and f.name != table.primary_key and twin.get(f.name) is not None:
                twin[f.name] = _fresh_value(
                    spec=spec,
                    role=ParamRole("fresh", table_name, f.name),
                    state=new.state,
                    rng=rng,
                    bound=original,
                )
        differing = [
            f for f in table.fields if f.enum_values and f.name != table.primary_key and f.foreign_key is None
        ] or [f for f in table.fields if f.type in (FieldType.DATE, FieldType.INTEGER) and not f.generated]
        near_miss: Field | None = None
        if differing:
            near_miss = rng.choice(differing)
            twin[near_miss.name] = mutate(original.get(near_miss.name), field=near_miss, rng=rng)
        rows.append(twin)
        # The task must say what tells the right row apart when the agent finds it by a shared value.
        shared = lookup_tables.get(table_name)
        if shared is not None and twin.get(shared) == original.get(shared):
            tell = next((f for f in table.fields if f.unique and f.name != table.primary_key), near_miss)
            looked_up = {
                r.field
                for roles in plan.roles
                for r in roles.values()
                if r.kind == "lookup" and r.table == table_name
            }
            # A field the task already looks the row up by needs no second sentence.
            if tell is not None and tell.name not in looked_up and original.get(tell.name) is not None:
                entity = words(singular(table_name))
                fact = f"The {entity} I mean has {words(tell.name)} {render_value(original[tell.name])}."
                new.facts.append(fact)
                new.user_facts[f"{singular(table_name)}_{tell.name}"] = str(original[tell.name])
    return new


def _discoverable(value: Any, results: list[dict[str, Any]]) -> bool:
    """Whether ``value`` appears in an earlier tool result, so the agent can find it without being told."""
    needle = json.dumps(value, sort_keys=True)

    def walk(node: Any) -> bool:
        if isinstance(node, dict):
            return any(walk(v) for v in node.values())
        if isinstance(node, list):
            return any(walk(v) for v in node)
        return json.dumps(node, sort_keys=True) == needle

    return any(walk(r.get("data")) for r in results)


def _task_steps(*, spec: EnvironmentSpec, plan: Plan, run: ChainRun) -> list[TaskStep]:
    steps: list[TaskStep] = []
    for index, call in enumerate(plan.calls):
        tool = spec.tool(call.name)
        stated: list[StatedValue] = []
        details: list[StatedValue] = []
        for name, value in call.arguments.items():
            role = plan.roles[index][name]
            if role.kind in ("fresh", "free") and tool.kind == ToolKind.WRITE:
                if not (
                    role.field
                    and role.table
                    and spec.state_schema.table(role.table).primary_key == role.field
                ):
                    details.append(StatedValue(parameter=name, value=value, table=role.table))
                continue
            if _discoverable(value, run.results[:index]):
                continue
            stated.append(
                StatedValue(parameter=name, value=value, table=role.table if role.kind == "lookup" else None)
            )
        steps.append(TaskStep(tool=call.name, kind=tool.kind.value, stated=stated, details=details))
    return steps


def net_changes(*, spec: EnvironmentSpec, initial: State, run: ChainRun) -> list[tuple[int, Change]]:
    """Net changes initial -> final, each attributed to the last call that touched that row (or field)."""
    schema = spec.state_schema
    last_touch: dict[tuple[str, str, str | None], int] = {}
    for index, diff in enumerate(run.diffs):
        for change in diff:
            key = json.dumps(change.get("key"), sort_keys=True)
            last_touch[(change["table"], key, None)] = index
            for name in change.get("changes") or {}:
                last_touch[(change["table"], key, name)] = index
    result: list[tuple[int, Change]] = []
    for table in schema.tables:
        before = {
            json.dumps(r.get(table.primary_key), sort_keys=True): r for r in initial.get(table.name, [])
        }
        after = {
            json.dumps(r.get(table.primary_key), sort_keys=True): r
            for r in run.final_state.get(table.name, [])
        }
        for marker, row in after.items():
            old = before.get(marker)
            owner = last_touch.get((table.name, marker, None), len(run.diffs) - 1)
            if old is None:
                result.append(
                    (owner, Change(op="insert", table=table.name, key=row.get(table.primary_key), row=row))
                )
                continue
            if old == row:
                continue
            by_call: dict[int, dict[str, tuple[Any, Any]]] = {}
            for name in sorted(set(old) | set(row)):
                if old.get(name) != row.get(name):
                    index = last_touch.get((table.name, marker, name), owner)
                    by_call.setdefault(index, {})[name] = (old.get(name), row.get(name))
            for index, fields in sorted(by_call.items()):
                result.append(
                    (
                        index,
                        Change(op="update", table=table.name, key=row.get(table.primary_key), fields=fields),
                    )
                )
        for marker, row in before.items():
            if marker not in after:
                owner = last_touch.get((table.name, marker, None), len(run.diffs) - 1)
                result.append(
                    (owner, Change(op="delete", table=table.name, key=row.get(table.primary_key), row=row))
                )
    return sorted(result, key=lambda item: item[0])


def _describe(change: Change) -> str:
    entity = words(singular(change.table))
    if change.op == "insert":
        return f"a new {entity} was added"
    if change.op == "delete":
        return f"{entity} {change.key} was removed"
    fields = ", ".join(f"{words(n)} = {render_value(v[1])}" for n, v in sorted((change.fields or {}).items()))
    return f"{entity} {change.key} has {fields}"


def checks_for_run(*, spec: EnvironmentSpec, initial: State, plan: Plan, run: ChainRun) -> list[Check]:
    """One check per sub-goal (write call), combining all net changes it made."""
    grouped: dict[int, list[Change]] = {}
    for index, change in net_changes(spec=spec, initial=initial, run=run):
        grouped.setdefault(index, []).append(change)
    checks: list[Check] = []
    for index in sorted(grouped):
        call = plan.calls[index]
        changes = grouped[index]
        check_id = f"c{len(checks) + 1}_{call.name}"
        parts = [
            check_for_change(
                check_id=f"{check_id}_{n}", description=_describe(c), schema=spec.state_schema, change=c
            )
            for n, c in enumerate(changes)
        ]
        description = f"Has {words(call.name)}: " + "; ".join(_describe(c) for c in changes)
        checks.append(combine_checks(check_id=check_id, description=description, parts=parts))
    return checks


def scenario_id(spec: EnvironmentSpec, chain: list[str], seed: int) -> str:
    digest = hashlib.sha256(f"{spec.slug}:{seed}:{','.join(chain)}".encode()).hexdigest()[:10]
    return f"{spec.slug}-{digest}"


def build_scenario(
    *, spec: EnvironmentSpec, chain: list[str], seed: int, session: SessionLike, rows_per_table: int = 5
) -> ScenarioSpec:
    """One scenario for ``chain`` on a loaded session; raises BuildFailure when no attempt executes."""
    if not chain:
        raise BuildFailure("empty chain")
    if not any(spec.tool(name).kind == ToolKind.WRITE for name in chain):
        raise BuildFailure(f"chain {chain} has no write tool: nothing to check")
    last_error = ""
    for attempt in range(MAX_ATTEMPTS):
        attempt_seed = seed * 1000 + attempt
        plan = plan_chain(spec=spec, chain=chain, seed=attempt_seed, rows_per_table=rows_per_table)
        plan, run = execute_with_repair(session=session, spec=spec, plan=plan)
        if not run.ok:
            last_error = f"call {run.failed_at} ({chain[run.failed_at or 0]}) failed: {run.error}"
            continue
        if validate_state(schema=spec.state_schema, state=plan.state):
            last_error = "the repaired initial state does not validate"
            continue
        rng = random.Random(f"task:{attempt_seed}:{','.join(chain)}")
        with_distractors = _add_distractors(spec=spec, plan=plan, rng=rng)
        if with_distractors.state != plan.state and not validate_state(
            schema=spec.state_schema, state=with_distractors.state
        ):
            trial = run_chain(session, calls=with_distractors.calls, state=with_distractors.state)
            if trial.ok:
                plan, run = with_distractors, trial
        checks = checks_for_run(spec=spec, initial=plan.state, plan=plan, run=run)
        if not checks:
            last_error = "the chain changed nothing"
            continue
        task = compose_task(steps=_task_steps(spec=spec, plan=plan, run=run), facts=plan.facts, rng=rng)
        user_facts = dict(plan.user_facts)
        for step in _task_steps(spec=spec, plan=plan, run=run):
            for stated in step.stated:
                user_facts.setdefault(stated.parameter, str(stated.value))
        written = sorted(
            {t for name in chain for t in spec.tool(name).writes} | {c.table for c in _touched(checks)}
        )
        return ScenarioSpec(
            id=scenario_id(spec, chain, seed),
            environment=spec.slug,
            task=task,
            persona=f"A user of {spec.name}",
            user_facts=user_facts,
            initial_state=plan.state,
            reference_chain=plan.calls,
            checks=checks,
            target_state=run.final_state,
            matching_policies=policies_for_tables(schema=spec.state_schema, tables=written),
            difficulty=_difficulty(chain, checks),
            provenance=Provenance(
                source="user",
                seed_name=spec.slug,
                generator=GENERATOR,
                notes=[f"chain: {' -> '.join(chain)}", f"attempt {attempt}"],
            ),
            seed=seed,
        )
    raise BuildFailure(f"no executable scenario for chain {chain}: {last_error}")


def _touched(checks: list[Check]) -> list[Any]:
    return [ref for c in checks for ref in c.about]


def _difficulty(chain: list[str], checks: list[Check]) -> str:
    size = len(chain) + len(checks)
    return "easy" if size <= 3 else "medium" if size <= 5 else "hard"


def build_scenarios(
    *,
    spec: EnvironmentSpec,
    graph: nx.DiGraph,
    count: int,
    seed: int,
    sandbox_factory: SandboxFactory,
    length: tuple[int, int] = (2, 4),
    rows_per_table: int = 5,
) -> list[ScenarioSpec]:
    """Up to ``count`` scenarios from chains sampled on ``graph``; chains that cannot be built are skipped."""
    if count <= 0:
        return []
    chains = sample_chains(graph=graph, spec=spec, length=length, count=count * 2, seed=seed)
    scenarios: list[ScenarioSpec] = []
    with sandbox_factory() as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=seed, rows_per_table=1)
        )
        for index, chain in enumerate(chains):
            if len(scenarios) >= count:
                break
            try:
                scenarios.append(
                    build_scenario(
                        spec=spec,
                        chain=chain,
                        seed=seed + index,
                        session=session,
                        rows_per_table=rows_per_table,
                    )
                )
            except BuildFailure:
                continue
    return scenarios
