"""Proof steps about what the checks and the task say: checks fail initially, changes are covered, the rows
the task describes are unique.

Each step returns an ``Outcome`` (see ``proof_reward``); evidence names the rows and fields looked at and the
actual against the expected value.
"""

from __future__ import annotations

from typing import Any

from synthesis.ir import EnvironmentSpec, MatchPolicyKind, ScenarioSpec, State, Table
from synthesis.ir.scenario import Check, StateRef
from synthesis.sandbox.protocol import SessionLike
from synthesis.scenarios.matching import normalize_text
from synthesis.scenarios.proof_reward import Outcome
from synthesis.scenarios.replay import canonical
from synthesis.scenarios.scoring import check_outcomes

_MAX_ROWS = 5


def _rows_about(state: State, spec: EnvironmentSpec, refs: list[StateRef]) -> list[dict[str, Any]]:
    """The rows (or fields) a check names, as they are in ``state``: what a reviewer compares by eye."""
    shown: list[dict[str, Any]] = []
    for ref in refs:
        try:
            key_field = spec.state_schema.table(ref.table).primary_key
        except KeyError:
            shown.append({"table": ref.table, "problem": "no such table"})
            continue
        rows = [r for r in state.get(ref.table, []) if ref.key is None or r.get(key_field) == ref.key]
        for row in rows[:_MAX_ROWS]:
            value: Any = row if ref.field is None else {ref.field: row.get(ref.field)}
            shown.append({"table": ref.table, "key": row.get(key_field), "value": value})
        if not rows:
            shown.append({"table": ref.table, "key": ref.key, "value": None, "note": "no such row"})
    return shown[: _MAX_ROWS * 2]


def checks_fail_initially(session: SessionLike, *, scenario: ScenarioSpec, spec: EnvironmentSpec) -> Outcome:
    """Every goal check is False on the initial state (and does not raise); every preserve check is True
    there; a scenario has at least one goal check."""
    results, errors = check_outcomes(
        session, scenario=scenario, final_state=scenario.initial_state, messages=[]
    )
    rows: list[dict[str, Any]] = []
    wrong: list[str] = []
    for check in scenario.checks:
        expected = check.kind == "preserve"
        actual = results.get(check.id)
        ok = actual is expected
        if not ok:
            wrong.append(check.id)
        rows.append(
            {
                "check": check.id,
                "kind": check.kind,
                "expected": expected,
                "actual": actual,
                "error": errors.get(check.id),
                "rows": _rows_about(scenario.initial_state, spec, check.about),
            }
        )
    goals = [c.id for c in scenario.checks if c.kind == "goal"]
    evidence = {
        "rule": "goal checks are False and preserve checks True on the initial state; one goal at least",
        "checks": rows,
        "wrong": wrong,
        "goal_checks": goals,
    }
    if not goals:
        return Outcome(False, "only preserve checks: nothing the task brings about is checked", evidence)
    if wrong:
        return Outcome(False, f"check(s) {', '.join(wrong)} already hold (or raise) initially", evidence)
    return Outcome(True, f"all {len(goals)} goal check(s) fail on the initial state", evidence)


def _changed_fields(
    *, table: Table, initial: State, target: State
) -> list[tuple[str, Any, str | None, Any, Any]]:
    """(op, key, field, before, after) for every field the reference run changes; field None for a delete."""
    key_field = table.primary_key
    before = {canonical(r.get(key_field)): r for r in initial.get(table.name, [])}
    after = {canonical(r.get(key_field)): r for r in target.get(table.name, [])}
    changes: list[tuple[str, Any, str | None, Any, Any]] = []
    for ident, row in after.items():
        old = before.get(ident)
        if old is None:
            changes += [("insert", row.get(key_field), n, None, v) for n, v in sorted(row.items())]
        elif old != row:
            names = sorted(n for n in set(old) | set(row) if old.get(n) != row.get(n))
            changes += [("update", row.get(key_field), n, old.get(n), row.get(n)) for n in names]
    for ident, row in before.items():
        if ident not in after:
            changes.append(("delete", row.get(key_field), None, row, None))
    return changes


def _check_covers(checks: list[Check], op: str, table: str, key: Any, name: str | None) -> str | None:
    """A check about that place: a changed field needs a check about that field; a row inserted or deleted
    needs one about the row (or the table)."""
    for check in checks:
        for ref in check.about:
            if ref.table != table or (ref.key is not None and ref.key != key):
                continue
            if ref.field == name or (op != "update" and ref.field is None):
                return check.id
    return None


def covers_changes(*, scenario: ScenarioSpec, spec: EnvironmentSpec) -> Outcome:
    """Every field the reference run changes is covered by a check about it, by a non-``ignore`` policy (the
    target comparison), or is named as incidental with the reason."""
    policies = {(p.table, p.field): p.policy for p in scenario.matching_policies}
    incidental = {(i.table, i.field): i.reason for i in scenario.incidental if i.reason.strip()}
    covered: list[dict[str, Any]] = []
    uncovered: list[dict[str, Any]] = []
    for table in spec.state_schema.tables:
        for op, key, name, old, new in _changed_fields(
            table=table, initial=scenario.initial_state, target=scenario.target_state
        ):
            row = {"table": table.name, "key": key, "field": name, "op": op, "before": old, "after": new}
            by_check = _check_covers(scenario.checks, op, table.name, key, name)
            policy = policies.get((table.name, name)) if name is not None else None
            if by_check is not None:
                row["covered_by"] = f"check {by_check}"
            elif op == "delete" or (op == "insert" and name == table.primary_key):
                row["covered_by"] = "the target comparison (a row it deletes or inserts is one unit)"
            elif name is not None and policy != MatchPolicyKind.IGNORE:
                row["covered_by"] = f"policy {policy.value if policy else 'exact (default)'}"
            elif name is not None and (table.name, name) in incidental:
                row["covered_by"] = f"incidental: {incidental[(table.name, name)]}"
            else:
                uncovered.append(row)
                continue
            covered.append(row)
    evidence = {
        "rule": "every changed field is checked, compared (policy not ignore) or named incidental, with why",
        "uncovered": uncovered[:20],
        "covered": covered[:40],
    }
    if uncovered:
        names = sorted({f"{u['table']}.{u['field']}" for u in uncovered})
        return Outcome(False, f"changes nothing scores: {', '.join(names)}", evidence)
    return Outcome(True, f"all {len(covered)} changed field(s) are covered", evidence)


def _describes(row: dict[str, Any], match: dict[str, Any]) -> bool:
    return all(normalize_text(row.get(name)) == normalize_text(value) for name, value in match.items())


def referents_unique(*, scenario: ScenarioSpec, spec: EnvironmentSpec) -> Outcome:
    """Every entity the task identifies by description matches exactly one row of the initial state (the
    intended one)."""
    results: list[dict[str, Any]] = []
    ambiguous: list[str] = []
    for referent in scenario.referents:
        try:
            key_field = spec.state_schema.table(referent.table).primary_key
        except KeyError:
            results.append({"table": referent.table, "match": referent.match, "problem": "no such table"})
            ambiguous.append(referent.table)
            continue
        rows = [r for r in scenario.initial_state.get(referent.table, []) if _describes(r, referent.match)]
        keys = [r.get(key_field) for r in rows]
        ok = len(rows) == 1 and (referent.key is None or keys[0] == referent.key)
        results.append(
            {
                "table": referent.table,
                "match": referent.match,
                "expected": referent.key,
                "actual": keys[: _MAX_ROWS * 2],
                "matches": len(rows),
            }
        )
        if not ok:
            ambiguous.append(f"{referent.table} {referent.match}")
    evidence = {"rule": "each described entity matches exactly one row", "referents": results}
    if ambiguous:
        return Outcome(False, f"described entities that are not one row: {'; '.join(ambiguous)}", evidence)
    if not results:
        return Outcome(True, "the task identifies every row by its key or by what a read reveals", evidence)
    return Outcome(True, f"all {len(results)} described entit(ies) match one row", evidence)
