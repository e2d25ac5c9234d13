"""What a run changed, net, and one check per sub-goal derived from it."""

from __future__ import annotations

import json
from typing import Any

from synthesis.ir import (
    EnvironmentSpec,
    State,
)
from synthesis.ir.scenario import Check
from synthesis.scenarios.checks import Change, check_for_change, combine_checks
from synthesis.scenarios.execution import ChainRun
from synthesis.scenarios.planning import Plan
from synthesis.scenarios.tasks import render_value, singular, words


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
