"""Field-by-field comparison of a final state with a target state under per-field matching policies.

Standard library only, on purpose: the exporter embeds this file verbatim in exported loaders, so the same
comparison runs here, in the review UI and in a trainer. Policies and primary keys are plain dicts:

- ``policies``: ``{table: {field: {"policy": "exact" | "normalized" | "fuzzy" | "numeric" | "unordered" |
  "exists" | "ignore", "threshold": float?, "tolerance": float?}}}``; a field without a policy is compared
  exactly;
- ``primary_keys``: ``{table: key_field}``.

Relative to the initial state (``initial``, how every reward is computed) the comparison scores only what
the task changes and what the agent changed; each of these is one *unit*, and ``score`` is the mean of the
units:
- a row the target updates scores the fraction of its compared fields that match the target, where the
  compared fields are those the target changes plus those the agent changed (so 0 until it changes as the
  target says, and less when other fields of it were touched);
- a row the target inserts is paired with a row the final state inserted (by key, else by the best agreement
  on fields other than generated keys) and scores the fraction of its fields that match, or 0 when a field
  that names an existing row (a string key of the initial state) names another one; unpaired: 0;
- a row the target deletes scores 1 when it is gone, else 0;
- a row the target leaves as it was costs a unit scoring 0 when the agent changed it (on a non-``ignore``
  field) or deleted it, and every extra inserted row costs a unit scoring 0.
"Changed" and "matches" are judged under the field policies. References to generated keys are followed:
an expected value that is a key the target inserted is compared with the key of the final row paired with
it. The initial state itself therefore scores exactly 0.0 (every unit is a change not yet made), and the
target state exactly 1.0. When the target changes nothing (a policy task: the right outcome is to refuse)
the comparison is a *guard* (``Comparison.guard``): 1.0 when nothing changed, 0.0 when anything did; the
reward then multiplies the checks score by it in every mode (see ``reward``), since the state alone cannot
tell a refusal from doing nothing. Without ``initial``, every row
of both states is compared (rows paired by key, inserted rows by agreement; missing or extra rows score 0).
The reserved table ``_messages`` (what the agent said, read by message checks) is never compared.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any

# What the agent told the user, as rows ``{"role", "content"}`` beside the tables, for message checks (a check
# over the conversation, e.g. a policy task's refusal): it is not state, so the comparison never scores it.
MESSAGES_TABLE = "_messages"
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
    # The target changes nothing relative to the initial state: the comparison only guards the state.
    guard: bool = False

    @property
    def matched(self) -> bool:
        return not self.mismatches

    def as_dict(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "mismatches": list(self.mismatches),
            "rows_compared": self.rows_compared,
            "guard": self.guard,
        }


# One encoder, built once: json.dumps with these options would build a new one per call.
_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
# Types whose canonical JSON texts are equal exactly when the values are of the same type and equal (floats
# are not: 0.0 and -0.0 are equal with different texts).
_PLAIN = frozenset({str, int, bool, type(None)})


# What the encoder escapes in a string (with ensure_ascii off): quotes, backslashes, control characters.
_NEEDS_ESCAPE = re.compile(r'[\x00-\x1f\\"]')


def _canonical(value: Any) -> str:
    """The value's canonical JSON text; keys and plain strings, most of what is asked, without the encoder."""
    kind = type(value)
    if kind is str and _NEEDS_ESCAPE.search(value) is None:
        return f'"{value}"'
    if kind is int:
        return int.__repr__(value)
    return _ENCODER.encode(value)


def _same_json(a: Any, b: Any) -> bool:
    """``_canonical(a) == _canonical(b)``, without encoding the plain values rows are mostly made of."""
    kind = type(a)
    if kind in _PLAIN and type(b) in _PLAIN:
        return kind is type(b) and a == b
    if kind is float and type(b) is float:  # the encoder writes a float as its repr (NaN, Infinity aside)
        return float.__repr__(a) == float.__repr__(b)
    return _canonical(a) == _canonical(b)


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
        return _same_json(expected, actual)
    if kind == "normalized":
        return normalize_text(expected) == normalize_text(actual)
    if kind == "fuzzy":
        if not isinstance(expected, str) or not isinstance(actual, str):
            return _same_json(expected, actual)
        threshold = policy.get("threshold") if policy else None
        limit = DEFAULT_FUZZY_THRESHOLD if threshold is None else float(threshold)
        expected, actual = normalize_text(expected), normalize_text(actual)
        # difflib documents the ratio of identical sequences as 1.0: most texts are as they were.
        ratio = 1.0 if expected == actual else difflib.SequenceMatcher(None, expected, actual).ratio()
        return ratio >= limit
    if kind == "numeric":
        numeric = (int, float)
        if isinstance(expected, bool) or isinstance(actual, bool):
            return expected == actual
        if not isinstance(expected, numeric) or not isinstance(actual, numeric):
            return _same_json(expected, actual)
        tolerance = policy.get("tolerance") if policy else None
        allowed = DEFAULT_NUMERIC_TOLERANCE if tolerance is None else float(tolerance)
        return abs(float(expected) - float(actual)) <= allowed
    # unordered: lists compared as multisets of their canonical JSON
    if isinstance(expected, list) and isinstance(actual, list):
        return sorted(_canonical(v) for v in expected) == sorted(_canonical(v) for v in actual)
    return _same_json(expected, actual)


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
    expected: Row,
    actual: Row,
    field_policies: dict[str, dict[str, Any]],
    skip: str | None,
    generated: set[str] | None = None,
) -> float:
    names = [n for n in _row_fields(expected, actual) if n != skip]
    if generated:
        names = [n for n in names if _canonical(expected.get(n)) not in generated]
    names = [n for n in names if (field_policies.get(n) or {}).get("policy") != "ignore"]
    if not names:
        return 1.0
    hits = sum(1 for n in names if values_match(expected.get(n), actual.get(n), field_policies.get(n)))
    return hits / len(names)


def _plainly_equal(a: Row, b: Row, field_policies: dict[str, dict[str, Any]]) -> bool:
    """Whether the rows have the same fields and every field compared exactly holds the same plain value
    (of the same type: ``1``, ``1.0`` and ``True`` are equal in Python, not in JSON; and of the same text:
    ``0.0`` and ``-0.0`` are equal floats, not equal JSON)."""
    if a != b:
        return False
    for name, value in a.items():
        kind = type(value)
        other = b[name]
        # A float's text is its repr (``_same_json``): equal floats differ in it only as 0.0 and -0.0.
        if kind is type(other) and (kind in _PLAIN or (kind is float and repr(value) == repr(other))):
            continue
        if field_policies.get(name) is None:
            return False
    return True


def _differs(a: Row, b: Row, t: _Table) -> list[str]:
    """Non-ignored fields on which ``b`` does not match ``a`` (``a`` taken as the expected side)."""
    if _plainly_equal(a, b, t.policies):
        # Most rows of a state are as they were: only the fields under a policy are left to compare.
        return [
            n
            for n, policy in t.under_policy
            if n in a and policy.get("policy") != "ignore" and not values_match(a[n], b[n], policy)
        ]
    names: list[str] = []
    for name in _row_fields(a, b):
        policy = t.policies.get(name)
        if policy is not None and policy.get("policy") == "ignore":
            continue
        if not values_match(a.get(name), b.get(name), policy):
            names.append(name)
    return names


def _by_ident(rows: list[Row], key_field: str | None) -> dict[str, Row]:
    return {_canonical(r.get(key_field)) if key_field else _canonical(r): r for r in rows}


@dataclass
class _Table:
    name: str
    key_field: str | None
    policies: dict[str, dict[str, Any]]
    initial: dict[str, Row]
    target: dict[str, Row]
    final: dict[str, Row]
    # target-inserted row ident -> final ident it is paired with
    pairs: dict[str, str] = field(default_factory=dict)
    # The fields under a policy, by name: those a plainly equal row may still fail.
    under_policy: list[tuple[str, dict[str, Any]]] = field(init=False)

    def __post_init__(self) -> None:
        named = [(n, p) for n, p in self.policies.items() if p is not None]
        self.under_policy = sorted(named, key=lambda pair: pair[0])


def _tables(
    target: State, final: State, initial: State, policies: Policies, primary_keys: dict[str, str]
) -> tuple[list[_Table], set[str]]:
    """The tables by row ident, and the names of those untouched (``_untouched``): their rows are plainly
    the same in all three states, so one index of them serves as all three."""
    tables: list[_Table] = []
    untouched: set[str] = set()
    for name in sorted((set(target) | set(final) | set(initial)) - {MESSAGES_TABLE}):
        key_field = primary_keys.get(name)
        field_policies = _field_policies(policies, name)
        before = _by_ident(list(initial.get(name, [])), key_field)
        if _untouched(name, field_policies, target, final, initial):
            untouched.add(name)
            tables.append(_Table(name, key_field, field_policies, before, before, before))
            continue
        tables.append(
            _Table(
                name=name,
                key_field=key_field,
                policies=field_policies,
                initial=before,
                target=_by_ident(list(target.get(name, [])), key_field),
                final=_by_ident(list(final.get(name, [])), key_field),
            )
        )
    return tables, untouched


def _pair_inserted(tables: list[_Table]) -> dict[str, Any]:
    """Pair each row the target inserts with a row the final state inserted; returns the key translation.

    Inserted rows may carry keys the environment generated, which differ under another seed: a row is paired
    by its key when the final state inserted that key, else by its best agreement on the fields that do not
    hold generated keys. The translation (target key -> final key) lets later comparisons follow references
    to generated keys.
    """
    generated: set[str] = set()
    for t in tables:
        if t.key_field is not None:
            generated |= {k for k in t.target if k not in t.initial}
    translation: dict[str, Any] = {}
    for t in tables:
        inserted_final = [k for k in t.final if k not in t.initial]
        free = [k for k in inserted_final if k not in t.target]
        for ident, row in t.target.items():
            if ident in t.initial:
                continue
            if ident in t.final and ident not in t.initial:
                t.pairs[ident] = ident
                continue
            best_ident, best = None, 0.0
            for candidate in free:
                agreement = _agreement(row, t.final[candidate], t.policies, t.key_field, generated)
                if agreement > best:
                    best, best_ident = agreement, candidate
            if best_ident is not None:
                free.remove(best_ident)
                t.pairs[ident] = best_ident
                if t.key_field is not None:
                    translation[ident] = t.final[best_ident].get(t.key_field)
    return translation


def _translated(row: Row, translation: dict[str, Any], skip: str | None) -> Row:
    if not translation:
        return row
    return {
        name: (translation.get(_canonical(value), value) if name != skip else value)
        for name, value in row.items()
    }


def _unit(mismatches: list[dict[str, Any]], scores: list[float], score: float, **mismatch: Any) -> None:
    scores.append(score)
    if mismatch:
        mismatches.append(mismatch)


def _score_table(
    t: _Table,
    translation: dict[str, Any],
    scores: list[float],
    mismatches: list[dict[str, Any]],
    existing_keys: set[str],
) -> bool:
    """Scores the table's units; returns whether the target changes (under the policies) a row it keeps."""
    key_of = (lambda row: row.get(t.key_field)) if t.key_field else (lambda row: None)
    changes = False
    for ident, expected in t.target.items():
        old = t.initial.get(ident)
        if old is None:  # the task inserts this row
            paired = t.pairs.get(ident)
            if paired is None:
                _unit(
                    mismatches,
                    scores,
                    0.0,
                    table=t.name,
                    key=key_of(expected),
                    kind="missing_row",
                    expected=expected,
                )
                continue
            policies = dict(t.policies)
            if t.key_field and paired != ident:
                policies[t.key_field] = {"policy": "ignore"}
            score, found = _compare_rows(
                table=t.name,
                key=key_of(expected),
                expected=_translated(expected, translation, t.key_field),
                actual=t.final[paired],
                field_policies=policies,
            )
            wrong = [m for m in found if _canonical(m.get("expected")) in existing_keys]
            if wrong:
                # Inserted for the wrong row (another customer, another book): the wrong row, not a near miss.
                score = 0.0
                for m in wrong:
                    m["kind"] = "wrong_reference"
            scores.append(score)
            mismatches.extend(found)
            continue
        must_change = _differs(expected, old, t)
        changes = changes or bool(must_change)
        actual = t.final.get(ident)
        if not must_change:
            if actual is None:
                _unit(
                    mismatches, scores, 0.0, table=t.name, key=key_of(old), kind="deleted_row", expected=old
                )
            elif touched := _differs(old, actual, t):
                _unit(
                    mismatches, scores, 0.0, table=t.name, key=key_of(old), kind="touched_row", fields=touched
                )
            continue
        if actual is None:
            _unit(
                mismatches, scores, 0.0, table=t.name, key=key_of(old), kind="missing_row", expected=expected
            )
            continue
        compared = sorted(set(must_change) | set(_differs(old, actual, t)))
        wanted = _translated(expected, translation, t.key_field)
        hits = 0
        for name in compared:
            policy = t.policies.get(name)
            if values_match(wanted.get(name), actual.get(name), policy):
                hits += 1
            else:
                mismatches.append(
                    {
                        "table": t.name,
                        "key": key_of(old),
                        "field": name,
                        "kind": "value",
                        "policy": (policy or {}).get("policy", "exact"),
                        "expected": wanted.get(name),
                        "actual": actual.get(name),
                    }
                )
        scores.append(hits / len(compared))
    for ident, old in t.initial.items():
        if ident in t.target:
            continue
        # The task deletes this row.
        if ident in t.final:
            _unit(mismatches, scores, 0.0, table=t.name, key=key_of(old), kind="not_deleted", actual=old)
        else:
            scores.append(1.0)
    paired_idents = set(t.pairs.values())
    for ident, extra in t.final.items():
        if ident in t.initial or ident in paired_idents:
            continue
        _unit(mismatches, scores, 0.0, table=t.name, key=key_of(extra), kind="extra_row", actual=extra)
    return changes


def _compare_changes(
    *, target: State, final: State, initial: State, policies: Policies, primary_keys: dict[str, str]
) -> Comparison:
    tables, untouched = _tables(target, final, initial, policies, primary_keys)
    translation = _pair_inserted(tables)
    scores: list[float] = []
    mismatches: list[dict[str, Any]] = []
    # String keys of rows of the initial state: an inserted row that names a different one of them (its
    # customer, its book) was inserted for the wrong row.
    # (A canonical text is a JSON string's exactly when it starts with a quote.)
    existing_keys = {k for t in tables if t.key_field is not None for k in t.initial if k.startswith('"')}
    # A table without policies whose rows are plainly the same in all three states scores no unit and
    # changes nothing (every comparison of its rows is exact and equal): most tables, for most tasks.
    guard = True
    for t in tables:
        if t.name not in untouched:
            changes = _score_table(t, translation, scores, mismatches, existing_keys)
            # The target inserts, deletes or changes a row of this table.
            guard = guard and not changes and set(t.target) == set(t.initial)
    # No change wanted and none made: the state is as it must stay (a policy task's guard holds).
    score = sum(scores) / len(scores) if scores else 1.0
    return Comparison(score=round(score, 6), mismatches=mismatches, rows_compared=len(scores), guard=guard)


def _same_rows(a: Any, b: Any) -> bool:
    if a is b:  # a run's final state shares the tables it left alone with its initial state (the proof's)
        return isinstance(a, list) and all(isinstance(x, dict) for x in a)
    # Equal lists first: a changed table is told in one comparison of the lists, without a row's types.
    if not isinstance(a, list) or not isinstance(b, list) or len(a) != len(b) or a != b:
        return False
    for x, y in zip(a, b, strict=True):
        if not (isinstance(x, dict) and isinstance(y, dict) and _plainly_equal(x, y, {})):
            return False
    return True


def _untouched(
    name: str, policies: dict[str, dict[str, Any]], target: State, final: State, initial: State
) -> bool:
    if policies:
        return False
    rows = initial.get(name, [])
    return _same_rows(rows, target.get(name, [])) and _same_rows(rows, final.get(name, []))


def compare_states(
    *,
    target: State,
    final: State,
    policies: Policies,
    primary_keys: dict[str, str],
    initial: State | None = None,
) -> Comparison:
    """Compare ``final`` with ``target``.

    With ``initial`` (how every reward is computed) only what the task changes, and what the agent changed,
    is scored (see the module docstring); without it, every row of both states is compared.
    """
    if not isinstance(target, dict) or not isinstance(final, dict):
        raise ValueError("target and final must be states: dicts of table -> list of rows")
    if initial is not None:
        if not isinstance(initial, dict):
            raise ValueError("initial must be a state: a dict of table -> list of rows")
        return _compare_changes(
            target=target, final=final, initial=initial, policies=policies, primary_keys=primary_keys
        )
    row_scores: list[float] = []
    mismatches: list[dict[str, Any]] = []
    for table in sorted((set(target) | set(final)) - {MESSAGES_TABLE}):
        key_field = primary_keys.get(table)
        field_policies = _field_policies(policies, table)
        target_rows = list(target.get(table, []))
        final_rows = list(final.get(table, []))

        def ident(row: Row, key: str | None = key_field) -> str:
            return _canonical(row.get(key)) if key else _canonical(row)

        by_key_final = {ident(r): r for r in final_rows}
        unmatched_target: list[Row] = []
        paired_final: set[str] = set()
        for row in target_rows:
            k = ident(row)
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
        leftovers = [r for r in final_rows if ident(r) not in paired_final]
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
