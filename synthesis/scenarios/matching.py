"""Field-by-field comparison of a final state with a target state under per-field matching policies.

Standard library only, on purpose: the exporter embeds this file verbatim in exported loaders, so the same
comparison runs here, in the review UI and in a trainer. Policies and primary keys are plain dicts:

- ``policies``: ``{table: {field: {"policy": "exact" | "normalized" | "fuzzy" | "numeric" | "unordered" |
  "exists" | "ignore", "threshold": float?, "tolerance": float?}}}``; a field without a policy is compared
  exactly;
- ``primary_keys``: ``{table: key_field}``.

Rows are paired by primary key; rows left over on both sides (inserted with generated keys) are paired
greedily by
their best agreement on the non-ignored fields. Each relevant row scores the fraction of its compared fields
that
match; a missing or an extra row scores 0. ``score`` is the mean over relevant rows (1.0 when there are none).
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from typing import Any

POLICY_KINDS = ("exact", "normalized", "fuzzy", "numeric", "unordered", "exists", "ignore")
DEFAULT_FUZZY_THRESHOLD = 0.8
DEFAULT_NUMERIC_TOLERANCE = 1e-6

Row = dict[str, Any]
State = dict[str, list[Row]]
Policies = dict[str, dict[str, dict[str, Any]]]


@dataclass
class Comparison:
    score: float
    mismatches: list[dict[str, Any]] = field(default_factory=list)
    rows_compared: int = 0

    @property
    def matched(self) -> bool:
        return not self.mismatches

    def as_dict(self) -> dict[str, Any]:
        return {"score": self.score, "mismatches": list(self.mismatches), "rows_compared": self.rows_compared}


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def normalize_text(value: Any) -> Any:
    """Case and whitespace folded; non-strings are returned unchanged."""
    if isinstance(value, str):
        return " ".join(value.split()).casefold()
    return value


def values_match(expected: Any, actual: Any, policy: dict[str, Any] | None) -> bool:
    """Whether ``actual`` matches ``expected`` under one field policy (None means exact)."""
    kind = (policy or {}).get("policy", "exact")
    if kind not in POLICY_KINDS:
        raise ValueError(f"unknown matching policy {kind!r}; expected one of {', '.join(POLICY_KINDS)}")
    if kind == "ignore":
        return True
    if kind == "exists":
        return actual is not None
    if kind == "exact":
        return _canonical(expected) == _canonical(actual)
    if kind == "normalized":
        return normalize_text(expected) == normalize_text(actual)
    if kind == "fuzzy":
        if not isinstance(expected, str) or not isinstance(actual, str):
            return _canonical(expected) == _canonical(actual)
        threshold = policy.get("threshold") if policy else None
        limit = DEFAULT_FUZZY_THRESHOLD if threshold is None else float(threshold)
        ratio = difflib.SequenceMatcher(None, normalize_text(expected), normalize_text(actual)).ratio()
        return ratio >= limit
    if kind == "numeric":
        numeric = (int, float)
        if isinstance(expected, bool) or isinstance(actual, bool):
            return expected == actual
        if not isinstance(expected, numeric) or not isinstance(actual, numeric):
            return _canonical(expected) == _canonical(actual)
        tolerance = policy.get("tolerance") if policy else None
        allowed = DEFAULT_NUMERIC_TOLERANCE if tolerance is None else float(tolerance)
        return abs(float(expected) - float(actual)) <= allowed
    # unordered: lists compared as multisets of their canonical JSON
    if isinstance(expected, list) and isinstance(actual, list):
        return sorted(_canonical(v) for v in expected) == sorted(_canonical(v) for v in actual)
    return _canonical(expected) == _canonical(actual)


def _field_policies(policies: Policies, table: str) -> dict[str, dict[str, Any]]:
    found = policies.get(table, {})
    if not isinstance(found, dict):
        raise ValueError(f"policies for table {table!r} must be a dict of field -> policy")
    return found


def _row_fields(expected: Row | None, actual: Row | None) -> list[str]:
    return sorted(set(expected or {}) | set(actual or {}))


def _compare_rows(
    *, table: str, key: Any, expected: Row, actual: Row, field_policies: dict[str, dict[str, Any]]
) -> tuple[float, list[dict[str, Any]]]:
    compared = 0
    matched = 0
    mismatches: list[dict[str, Any]] = []
    for name in _row_fields(expected, actual):
        policy = field_policies.get(name)
        if policy is not None and policy.get("policy") == "ignore":
            continue
        compared += 1
        if values_match(expected.get(name), actual.get(name), policy):
            matched += 1
        else:
            mismatches.append(
                {
                    "table": table,
                    "key": key,
                    "field": name,
                    "kind": "value",
                    "policy": (policy or {}).get("policy", "exact"),
                    "expected": expected.get(name),
                    "actual": actual.get(name),
                }
            )
    return (matched / compared if compared else 1.0), mismatches


def _agreement(
    expected: Row, actual: Row, field_policies: dict[str, dict[str, Any]], skip: str | None
) -> float:
    names = [n for n in _row_fields(expected, actual) if n != skip]
    names = [n for n in names if (field_policies.get(n) or {}).get("policy") != "ignore"]
    if not names:
        return 1.0
    hits = sum(1 for n in names if values_match(expected.get(n), actual.get(n), field_policies.get(n)))
    return hits / len(names)


def _changed_keys(before: list[Row], after: list[Row], key_field: str | None) -> set[str]:
    """Canonical keys of rows that differ between two versions of one table."""
    old = {_canonical(r.get(key_field)) if key_field else _canonical(r): r for r in before}
    new = {_canonical(r.get(key_field)) if key_field else _canonical(r): r for r in after}
    return {k for k in set(old) | set(new) if old.get(k) != new.get(k)}


def compare_states(
    *,
    target: State,
    final: State,
    policies: Policies,
    primary_keys: dict[str, str],
    initial: State | None = None,
) -> Comparison:
    """Compare ``final`` with ``target``. With ``initial``, only rows that either side changed are scored."""
    if not isinstance(target, dict) or not isinstance(final, dict):
        raise ValueError("target and final must be states: dicts of table -> list of rows")
    row_scores: list[float] = []
    mismatches: list[dict[str, Any]] = []
    for table in sorted(set(target) | set(final)):
        key_field = primary_keys.get(table)
        field_policies = _field_policies(policies, table)
        target_rows = list(target.get(table, []))
        final_rows = list(final.get(table, []))
        relevant: set[str] | None = None
        if initial is not None:
            initial_rows = list(initial.get(table, []))
            relevant = _changed_keys(initial_rows, target_rows, key_field) | _changed_keys(
                initial_rows, final_rows, key_field
            )

        def ident(row: Row, key: str | None = key_field) -> str:
            return _canonical(row.get(key)) if key else _canonical(row)

        by_key_final = {ident(r): r for r in final_rows}
        unmatched_target: list[Row] = []
        paired_final: set[str] = set()
        for row in target_rows:
            k = ident(row)
            if relevant is not None and k not in relevant:
                paired_final.add(k)
                continue
            actual = by_key_final.get(k)
            if actual is None:
                unmatched_target.append(row)
                continue
            paired_final.add(k)
            score, found = _compare_rows(
                table=table,
                key=row.get(key_field) if key_field else None,
                expected=row,
                actual=actual,
                field_policies=field_policies,
            )
            row_scores.append(score)
            mismatches.extend(found)
        leftovers = [
            r
            for r in final_rows
            if ident(r) not in paired_final and (relevant is None or ident(r) in relevant)
        ]
        # Rows inserted with generated keys: pair each remaining target row with its best remaining final row.
        for row in unmatched_target:
            best_index = -1
            best = 0.0
            for index, candidate in enumerate(leftovers):
                agreement = _agreement(row, candidate, field_policies, key_field)
                if agreement > best:
                    best, best_index = agreement, index
            if best_index < 0:
                row_scores.append(0.0)
                mismatches.append(
                    {
                        "table": table,
                        "key": row.get(key_field) if key_field else None,
                        "kind": "missing_row",
                        "expected": row,
                    }
                )
                continue
            candidate = leftovers.pop(best_index)
            policies_without_key = dict(field_policies)
            if key_field:
                policies_without_key[key_field] = {"policy": "ignore"}
            score, found = _compare_rows(
                table=table,
                key=row.get(key_field) if key_field else None,
                expected=row,
                actual=candidate,
                field_policies=policies_without_key,
            )
            row_scores.append(score)
            mismatches.extend(found)
        for extra in leftovers:
            row_scores.append(0.0)
            mismatches.append(
                {
                    "table": table,
                    "key": extra.get(key_field) if key_field else None,
                    "kind": "extra_row",
                    "actual": extra,
                }
            )
    score = sum(row_scores) / len(row_scores) if row_scores else 1.0
    return Comparison(score=round(score, 6), mismatches=mismatches, rows_compared=len(row_scores))
