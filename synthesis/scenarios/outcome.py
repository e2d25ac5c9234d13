"""What a run changed, net, and one check per sub-goal derived from it."""

from __future__ import annotations

from typing import Any

from synthesis.ir import (
    EnvironmentSpec,
    State,
)
from synthesis.ir.scenario import Check
from synthesis.scenarios.checks import Change, check_for_change, combine_checks
from synthesis.scenarios.execution import ChainRun
from synthesis.scenarios.planning import Plan
from synthesis.scenarios.replay import canonical
from synthesis.scenarios.tasks import render_value, singular, words


def net_changes(*, spec: EnvironmentSpec, initial: State, run: ChainRun) -> list[tuple[int, Change]]:
    """Net changes initial -> final, each attributed to the last call that touched that row (or field)."""
    schema = spec.state_schema
    last_touch: dict[tuple[str, str, str | None], int] = {}
    for index, diff in enumerate(run.diffs):
        for change in diff:
            key = canonical(change.get("key"))
            last_touch[(change["table"], key, None)] = index
            for name in change.get("changes") or {}:
                last_touch[(change["table"], key, name)] = index
    result: list[tuple[int, Change]] = []
    for table in schema.tables:
        before = {canonical(r.get(table.primary_key)): r for r in initial.get(table.name, [])}
        after = {canonical(r.get(table.primary_key)): r for r in run.final_state.get(table.name, [])}
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


def _linked_inserts(*, spec: EnvironmentSpec, changes: list[Change]) -> dict[int, list[int]]:
    """For each inserted row (by position in ``changes``), the other inserted rows linked to it through
    foreign keys, directly or through further new rows: a new actor and the new film-actor row that puts it
    in a film are one thing the task asks for."""
    inserts = {i: c for i, c in enumerate(changes) if c.op == "insert" and c.row is not None}
    edges: dict[int, set[int]] = {i: set() for i in inserts}
    for i, child in inserts.items():
        table = spec.state_schema.table(child.table)
        for f in table.fields:
            if f.foreign_key is None or child.row is None or child.row.get(f.name) is None:
                continue
            for j, parent in inserts.items():
                parent_row = parent.row or {}
                same = parent.table == f.foreign_key.table
                if j != i and same and parent_row.get(f.foreign_key.field) == child.row[f.name]:
                    edges[i].add(j)
                    edges[j].add(i)
    linked: dict[int, list[int]] = {}
    for start in inserts:
        seen, frontier = {start}, [start]
        while frontier:
            frontier = [n for node in frontier for n in edges[node] if n not in seen]
            seen |= set(frontier)
        linked[start] = sorted(seen - {start})
    return linked


def checks_for_run(*, spec: EnvironmentSpec, initial: State, plan: Plan, run: ChainRun) -> list[Check]:
    """One check per sub-goal (write call), combining all net changes it made.

    A new row's check also requires the new rows linked to it (``_linked_inserts``): a new row that no
    existing row is named in (a new actor) is only what the task asks for together with the new row that
    ties it to an existing one (the actor's film-actor row for film 988). Otherwise the chain applied to
    the wrong film would still earn the actor's check (``wrong_target_scores_low``).
    """
    changes = net_changes(spec=spec, initial=initial, run=run)
    linked = _linked_inserts(spec=spec, changes=[c for _, c in changes])
    grouped: dict[int, list[int]] = {}
    for position, (index, _) in enumerate(changes):
        grouped.setdefault(index, []).append(position)
    checks: list[Check] = []
    for index in sorted(grouped):
        call = plan.calls[index]
        own = grouped[index]
        positions = own + [p for o in own for p in linked.get(o, []) if p not in own]
        positions = list(dict.fromkeys(positions))
        check_id = f"c{len(checks) + 1}_{call.name}"
        parts = [
            check_for_change(
                check_id=f"{check_id}_{n}",
                description=_describe(changes[p][1]),
                schema=spec.state_schema,
                change=changes[p][1],
            )
            for n, p in enumerate(positions)
        ]
        description = f"Has {words(call.name)}: " + "; ".join(_describe(changes[p][1]) for p in own)
        also = [_describe(changes[p][1]) for p in positions if p not in own]
        if also:
            description += " (together with: " + "; ".join(also) + ")"
        checks.append(combine_checks(check_id=check_id, description=description, parts=parts))
    return checks
