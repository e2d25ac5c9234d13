"""Planning a chain: what each parameter refers to, which rows the chain binds, and the arguments drawn.

``plan_chain`` generates a state, binds one row per table the chain's parameters refer to (children
first, so parents follow their foreign keys) and draws arguments: keys and look-up values from bound rows,
new values for written fields (coherent with each other: a new end follows the new start), free values.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from synthesis.ir import (
    EnvironmentSpec,
    FieldType,
    OperationKind,
    Parameter,
    State,
    Table,
    Tool,
    ToolCall,
    ToolKind,
)
from synthesis.scenarios.intents import act_of, is_status_field, next_states
from synthesis.scenarios.paging import is_mechanics, mechanics_default
from synthesis.scenarios.roles import ParamRole, param_field, parameter_role
from synthesis.state.datagen import generate_state
from synthesis.state.fitting import fit_length, passes_checks, relative_date
from synthesis.state.timing import END_WORDS, PAST_WORDS, START_WORDS, later_moment
from synthesis.state.validation import repeated_groups
from synthesis.state.values import value_for, words_of
from synthesis.state.variants import mutate, primary_key_value

COUNTER_WORDS = {"renewals", "refills", "attempts", "retries", "visits", "count", "views", "uses"}


class BuildFailure(ValueError):
    """No executable scenario could be built for this chain (with the last error seen)."""


def row_by_key(state: State, table: Table, key: Any) -> dict[str, Any] | None:
    for row in state.get(table.name, []):
        if row.get(table.primary_key) == key:
            return row
    return None


def repeats_together(
    *, table: Table, rows: list[dict[str, Any]], row: dict[str, Any], change: dict[str, Any]
) -> bool:
    """Whether ``row`` (one of ``rows``) with ``change`` would repeat another row's combination of fields
    unique together (the state would not validate)."""
    if not table.unique_together:
        return False
    others = [r for r in rows if r is not row]
    return bool(repeated_groups(table, {**row, **change}, others))


@dataclass
class Plan:
    """One attempt: the initial state, the bound rows, the calls and what the task must state."""

    state: State
    bindings: dict[str, Any]  # table -> primary key of the bound row
    calls: list[ToolCall]
    roles: list[dict[str, ParamRole]]
    related: dict[str, set[Any]] = field(default_factory=dict)  # table -> keys of rows a repair may change
    facts: list[str] = field(default_factory=list)
    # (table, field, value) that tell a bound row from its distractor twin; phrased once the speaker is known.
    tells: list[tuple[str, str, Any]] = field(default_factory=list)
    user_facts: dict[str, str] = field(default_factory=dict)
    # table -> field -> value the task states about a row: what ``referents_unique`` checks is unambiguous.
    described: dict[str, dict[str, Any]] = field(default_factory=dict)

    def roles_for(self, parameter: str) -> list[ParamRole]:
        return [roles[parameter] for roles in self.roles if parameter in roles]

    def with_own_notes(self) -> Plan:
        """A copy that shares the state, the bindings and the roles (never changed in place once planned)
        and owns what a later step adds to: its calls, facts, tells, user facts and descriptions."""
        return replace(
            self,
            calls=list(self.calls),
            facts=list(self.facts),
            tells=list(self.tells),
            user_facts=dict(self.user_facts),
            described={table: dict(values) for table, values in self.described.items()},
        )


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
            row = row_by_key(state, table, key)
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


def fresh_value(
    *,
    spec: EnvironmentSpec,
    role: ParamRole,
    state: State,
    rng: random.Random,
    bound: dict[str, Any] | None,
    pending: dict[str, Any] | None = None,
    tool_name: str = "",
) -> Any:
    """A new value for ``role``'s field: unlike the bound row's (or any row's, for unique fields), consistent
    with the values ``pending`` already sets in the same call (a new end follows the new start)."""
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
        context = {**(bound or {}), **(pending or {})}
        if f.name == table.primary_key:
            value = primary_key_value(field=f, table_name=table.name, serial=serial)
            keyed = {**context, f.name: value}
            if isinstance(value, str) and f.checks and not passes_checks(f, value, keyed):
                value = fit_length(field=f, value=value, row=context, serial=serial, distinct=True)
        else:
            value = value_for(
                field=f, table_name=table.name, row=context, rng=rng, serial=serial, tool_name=tool_name
            )
            if attempt >= 10 and isinstance(value, int | float) and not isinstance(value, bool):
                value = [0, 1, 2, 3, 5, 10, 20, 50, 100, 1000][attempt - 10]  # small values meet most checks
            if bound is not None and value == bound.get(f.name):
                value = mutate(value, field=f, rng=rng)
            row = {**context, f.name: value}
            if isinstance(value, str) and f.checks and not passes_checks(f, value, row):
                if f.type in (FieldType.DATE, FieldType.DATETIME):  # a moment beside the row's others
                    value = relative_date(field=f, row=context, attempt=attempt, fallback=value)
                else:
                    # distinct: even a field that is not unique must differ from the bound row's here
                    value = fit_length(field=f, value=value, row=context, serial=serial, distinct=True)
        full = {**(bound or {}), **(pending or {}), f.name: value}
        if repr(value) not in taken and passes_checks(f, value, full):
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
    _revive_bound_rows(spec=spec, tools=tools, state=state, bindings=bindings, rng=rng)
    calls = [
        ToolCall(
            name=tool.name,
            arguments=_arguments_for(
                spec=spec, tool=tool, roles=tool_roles, state=state, bindings=bindings, rng=rng
            ),
        )
        for tool, tool_roles in zip(tools, roles, strict=True)
    ]
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
    row = row_by_key(state, table, key)
    return row.get(field_name) if row is not None else None


def _argument(
    *,
    spec: EnvironmentSpec,
    role: ParamRole,
    parameter: Parameter,
    state: State,
    bindings: dict[str, Any],
    rng: random.Random,
    pending: dict[str, Any] | None = None,
    tool_name: str = "",
) -> Any:
    schema = spec.state_schema
    if role.kind in ("key", "lookup") and role.table in bindings:
        table = schema.table(role.table)
        row = row_by_key(state, table, bindings[role.table]) or {}
        return row.get(role.field or table.primary_key)
    if role.kind == "fresh":
        bound = None
        if role.table in bindings:
            bound = row_by_key(state, schema.table(role.table), bindings[role.table])
        return fresh_value(
            spec=spec, role=role, state=state, rng=rng, bound=bound, pending=pending, tool_name=tool_name
        )
    return value_for(
        field=param_field(parameter),
        table_name="",
        row=dict(pending or {}),
        rng=rng,
        serial=rng.randrange(1, 999),
        tool_name=tool_name,
    )


def _field_of(tool: Tool, role: ParamRole, parameter: str) -> str:
    return role.field or parameter


def _changeable(*, spec: EnvironmentSpec, table: Table, field_name: str) -> bool:
    """Whether a person would ask to change this field: not a key, an identity (isbn, email-less names,
    birth date) or a record of what happened (created at)."""
    f = table.field(field_name)
    words = set(words_of(field_name))
    if field_name == table.primary_key or f.foreign_key is not None or f.generated:
        return False
    if f.unique and "email" not in words and "phone" not in words:
        return False
    identity = {
        "name",
        "first",
        "last",
        "surname",
        "birth",
        "dob",
        "isbn",
        "sku",
        "code",
        "barcode",
        "created",
    }
    # Amounts are set by the business (a fine, a price), not by the person the row belongs to.
    money = {"amount", "price", "fee", "fine", "balance", "cost", "total"}
    return not words & (identity | COUNTER_WORDS | money)


def changes_nothing(*, spec: EnvironmentSpec, tool: Tool) -> bool:
    """A template update tool with no parameter a person would ask to change (a store's manager and address, a
    junction row's two keys): no goal is made of it, and called with nothing it refuses."""
    act = act_of(spec, tool)
    op = tool.operation
    if act is None or act.kind != "update" or op is None or op.kind != OperationKind.UPDATE:
        return False  # a hand-made tool (assign_ticket) changes what its name says, keys included
    for p in tool.parameters:
        role = parameter_role(spec=spec, tool=tool, parameter=p)
        if role.kind == "fresh" and role.table is not None:
            table = spec.state_schema.table(role.table)
            if _changeable(spec=spec, table=table, field_name=_field_of(tool, role, p.name)):
                return False
    return not any(p.required and p.name not in _key_params(spec, tool) for p in tool.parameters)


def _key_params(spec: EnvironmentSpec, tool: Tool) -> set[str]:
    return {
        p.name
        for p in tool.parameters
        if parameter_role(spec=spec, tool=tool, parameter=p).kind in ("key", "lookup")
    }


def _update_fields(
    *, spec: EnvironmentSpec, tool: Tool, roles: dict[str, ParamRole], row: dict[str, Any], rng: random.Random
) -> set[str]:
    """The parameters an update sets: one change a person would ask for (sometimes two); a status moves
    along its lifecycle; a new start brings its end along."""
    options = [
        p.name
        for p in tool.parameters
        if roles[p.name].kind == "fresh"
        and roles[p.name].table is not None
        and _changeable(
            spec=spec,
            table=spec.state_schema.table(roles[p.name].table or ""),
            field_name=_field_of(tool, roles[p.name], p.name),
        )
    ]
    required = {p.name for p in tool.parameters if p.required and roles[p.name].kind in ("fresh", "free")}
    if not options:
        return required
    status = [o for o in options if is_status_field(_field_of(tool, roles[o], o))]
    others = [o for o in options if o not in status]
    if status and (not others or rng.random() < 0.4):
        chosen = {rng.choice(status)}
    else:
        chosen = set(rng.sample(others, k=min(len(others), 2 if rng.random() < 0.3 else 1)))
    fields = {_field_of(tool, roles[o], o): o for o in options}
    for name in list(chosen):
        if set(words_of(_field_of(tool, roles[name], name))) & START_WORDS:
            chosen |= {p for f, p in fields.items() if set(words_of(f)) & END_WORDS}
    return chosen | required


def _arguments_for(
    *,
    spec: EnvironmentSpec,
    tool: Tool,
    roles: dict[str, ParamRole],
    state: State,
    bindings: dict[str, Any],
    rng: random.Random,
) -> dict[str, Any]:
    """The arguments of one call, as the person's goal needs them (see ``intents``)."""
    act = act_of(spec, tool)
    op = tool.operation
    table = spec.state_schema.table(act.table) if act is not None and act.table else None
    bound = row_by_key(state, table, bindings[table.name]) if table and table.name in bindings else None
    changes: set[str] | None = None
    if act is not None and act.kind == "update" and bound is not None:
        changes = _update_fields(spec=spec, tool=tool, roles=roles, row=bound, rng=rng)
    arguments: dict[str, Any] = {}
    pending: dict[str, Any] = {}
    for p in tool.parameters:
        role = roles[p.name]
        if not p.required and op is not None and p.name == op.limit_param:
            continue  # a page size is the agent's choice, not something the user would say
        if not p.required and role.kind == "free" and op is not None and tool.kind == ToolKind.READ:
            continue  # a template read ignores what maps to no field ("q", "filter"): nothing to tell
        if role.kind == "free" and is_mechanics(p):
            # Paging and sorting are the agent's business: left to the default, or, where the tool requires
            # one, the value the default would be (the first page), never told in the task.
            if p.required:
                neutral = mechanics_default(p)
                arguments[p.name] = (
                    neutral
                    if neutral is not None
                    else _argument(spec=spec, role=role, parameter=p, state=state, bindings=bindings, rng=rng)
                )
            continue
        own_key = role.kind in ("key", "lookup") and table is not None and role.table == table.name
        if changes is not None and not p.required and p.name not in changes and not own_key:
            continue  # an update sets what the person asks to change, nothing else
        if not p.required and role.kind in ("free", "fresh") and changes is None:
            field_name = _field_of(tool, role, p.name)
            if act is not None and act.kind == "create" and is_status_field(field_name):
                continue  # a new row starts where its lifecycle starts: the default
            if (
                act is not None
                and act.kind == "create"
                and set(words_of(field_name)) & (COUNTER_WORDS | PAST_WORDS)
            ):
                continue  # counters and stamps of a new row start at their defaults (no renewals, placed now)
            if rng.random() < 0.5:
                continue  # optional new/free values are sometimes left to their defaults
        field_name = _field_of(tool, role, p.name)
        value = _status_step(spec=spec, role=role, field_name=field_name, row=bound, state=state, rng=rng)
        if value is None and changes is not None and bound is not None and role.kind == "fresh":
            value = later_moment(bound.get(field_name), field_name=field_name, rng=rng)
        if value is None:
            value = _argument(
                spec=spec,
                role=role,
                parameter=p,
                state=state,
                bindings=bindings,
                rng=rng,
                pending=pending,
                tool_name=tool.name,
            )
        if value is None and role.kind == "lookup" and not p.required:
            continue  # "the pet whose status is None" says nothing; the search goes without that filter
        arguments[p.name] = value
        pending[_field_of(tool, role, p.name)] = value
    return arguments


def _status_step(
    *,
    spec: EnvironmentSpec,
    role: ParamRole,
    field_name: str,
    row: dict[str, Any] | None,
    state: State,
    rng: random.Random,
) -> Any:
    """A new status for an update: a lifecycle step from the bound row's status, which is moved to a live
    state first when it sits at an end (nobody advances a cancelled order)."""
    if role.kind != "fresh" or row is None or role.table is None or not is_status_field(field_name):
        return None
    table = spec.state_schema.table(role.table)
    f = table.field(field_name)
    if not f.enum_values:
        return None
    values = list(f.enum_values)
    current = row.get(field_name)
    if not isinstance(current, str) or not next_states(values, current):
        rows = state.get(role.table, [])
        starts = [
            v
            for v in values
            if next_states(values, v)
            and not repeats_together(table=table, rows=rows, row=row, change={field_name: v})
        ]
        if not starts:
            return None
        current = row[field_name] = rng.choice(starts)
    return rng.choice(next_states(values, current))


def _revive_bound_rows(
    *, spec: EnvironmentSpec, tools: list[Tool], state: State, bindings: dict[str, Any], rng: random.Random
) -> None:
    """Bound rows a goal builds on are live: nobody adds an item to a cancelled order or reschedules a
    cancelled appointment. A chain that only deletes or reads keeps them as generated."""
    if not any((a := act_of(spec, t)) is not None and a.kind != "delete" for t in tools):
        return
    for table_name, key in bindings.items():
        table = spec.state_schema.table(table_name)
        row = row_by_key(state, table, key)
        for f in table.fields:
            if row is None or not f.enum_values or not is_status_field(f.name):
                continue
            values = list(f.enum_values)
            if isinstance(row.get(f.name), str) and next_states(values, row[f.name]):
                continue
            live = [
                v
                for v in values
                if next_states(values, v)
                and not repeats_together(table=table, rows=state[table_name], row=row, change={f.name: v})
            ]
            if live:
                row[f.name] = rng.choice(live)
