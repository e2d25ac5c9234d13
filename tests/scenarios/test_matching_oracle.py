"""The comparison's shortcuts against plain formulations, on random states full of values that are equal in
Python and not in JSON (1, 1.0 and True; 0.0 and -0.0; NaN), nested values, missing fields, reordered and
retyped rows, and random policies.

The references here are written from the definitions (a value matches exactly when its canonical JSON text
is the same; a fuzzy text when difflib's ratio reaches the threshold...), not from the module's code; the
whole comparison is checked against itself with every shortcut replaced by those references.
"""

from __future__ import annotations

import copy
import difflib
import json
import math
import random
from typing import Any

import pytest

from synthesis.scenarios import matching

# Values that tell a text comparison from Python's equality.
TRICKY: list[Any] = [
    *[0, 1, 2, -1, 10**20, 0.0, -0.0, 1.0, 2.5, -2.5, 1e300, float("inf"), float("nan")],
    *[True, False, None, "", "a", "A", " a ", "x  y", "X Y", "1", "true", "k1", "k2", "é", 'q"'],
    *[[], [1, "a"], ["a", 1], [1.0, "a"], [True], {"k": 1}, {"k": 1.0}, {"k": True}, [{"k": [0, -0.0]}]],
]
KINDS = [*matching.POLICY_KINDS, "exact"]


def reference_text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def reference_match(expected: Any, actual: Any, policy: dict[str, Any] | None) -> bool:
    """The policies as documented, each compared the slow, obvious way."""
    kind = (policy or {}).get("policy", "exact")
    same_text = reference_text(expected) == reference_text(actual)
    if kind == "ignore":
        return True
    if kind == "exists":
        return actual is not None
    if kind == "normalized":
        fold = [" ".join(v.split()).casefold() if isinstance(v, str) else v for v in (expected, actual)]
        return bool(fold[0] == fold[1])
    if kind == "fuzzy" and isinstance(expected, str) and isinstance(actual, str):
        threshold = (policy or {}).get("threshold")
        fold = [" ".join(v.split()).casefold() for v in (expected, actual)]
        ratio = difflib.SequenceMatcher(None, fold[0], fold[1]).ratio()
        return ratio >= (matching.DEFAULT_FUZZY_THRESHOLD if threshold is None else float(threshold))
    if kind == "numeric":
        if isinstance(expected, bool) or isinstance(actual, bool):
            return bool(expected == actual)
        if isinstance(expected, int | float) and isinstance(actual, int | float):
            tolerance = (policy or {}).get("tolerance")
            allowed = matching.DEFAULT_NUMERIC_TOLERANCE if tolerance is None else float(tolerance)
            return abs(float(expected) - float(actual)) <= allowed
    if kind == "unordered" and isinstance(expected, list) and isinstance(actual, list):
        return sorted(map(reference_text, expected)) == sorted(map(reference_text, actual))
    return same_text


def random_policy(rng: random.Random) -> dict[str, Any]:
    kind = rng.choice(KINDS)
    policy: dict[str, Any] = {"policy": kind}
    if kind == "fuzzy" and rng.random() < 0.7:
        policy["threshold"] = rng.choice([0.0, 0.5, 0.8, 1.0, 1.5])  # above 1: not even equal texts match
    if kind == "numeric" and rng.random() < 0.5:
        policy["tolerance"] = rng.choice([0.0, 0.5, 2.0])
    return policy


def retyped(value: Any, rng: random.Random) -> Any:
    """A value equal to ``value`` in Python with another JSON text, when there is one; else a copy."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int) and abs(value) < 2**53:
        return rng.choice([float(value), bool(value) if value in (0, 1) else value])
    if isinstance(value, float) and value == 0:
        return -value
    return copy.deepcopy(value)


def test_same_json_is_the_equality_of_canonical_texts() -> None:
    rng = random.Random(1)
    pairs = [(a, b) for a in TRICKY for b in TRICKY]
    pairs += [(v, retyped(v, rng)) for v in TRICKY for _ in range(3)]
    for a, b in pairs:
        assert matching._same_json(a, b) is (reference_text(a) == reference_text(b)), (a, b)


def test_values_match_is_each_policy_as_documented() -> None:
    rng = random.Random(2)
    texts = ["Gift wrap, please.", "gift  WRAP, please.", "Gift wrap please", "Leave at door.", ""]
    values = [*TRICKY, *texts]
    for _ in range(20000):
        expected = rng.choice(values)
        actual = rng.choice([*values, retyped(expected, rng), expected])
        policy = None if rng.random() < 0.1 else random_policy(rng)
        assert matching.values_match(expected, actual, policy) is reference_match(expected, actual, policy), (
            expected,
            actual,
            policy,
        )


def random_row(rng: random.Random, key: int, names: list[str]) -> dict[str, Any]:
    row: dict[str, Any] = {"id": f"k{key}" if key % 2 else key}
    for name in names:
        if rng.random() < 0.85:
            row[name] = rng.choice(TRICKY)
    if rng.random() < 0.1:
        row = dict(reversed(list(row.items())))  # the same row with its fields in another order
    return row


def changed(row: dict[str, Any], rng: random.Random, names: list[str]) -> dict[str, Any]:
    """``row`` with a few fields retyped (the same in Python), changed, added or dropped."""
    new = copy.deepcopy(row)
    for name in names:
        roll = rng.random()
        if roll < 0.15:
            new[name] = retyped(new.get(name), rng)
        elif roll < 0.22:
            new[name] = rng.choice(TRICKY)
        elif roll < 0.25:
            new.pop(name, None)
    return new


def random_case(rng: random.Random) -> dict[str, Any]:
    """An initial, target and final state over 1-4 tables (some without a primary key) and policies."""
    initial: dict[str, list[dict[str, Any]]] = {}
    target: dict[str, list[dict[str, Any]]] = {}
    final: dict[str, list[dict[str, Any]]] = {}
    policies: dict[str, dict[str, dict[str, Any]]] = {}
    keys: dict[str, str] = {}
    for index in range(rng.randint(1, 4)):
        table = f"t{index}"
        names = rng.sample(["a", "b", "c", "d", "ref"], rng.randint(1, 4))
        if rng.random() < 0.8:
            keys[table] = "id"
        if rng.random() < 0.5:
            policies[table] = {n: random_policy(rng) for n in names if rng.random() < 0.5}
        rows = [random_row(rng, key, names) for key in range(rng.randint(0, 5))]
        initial[table] = rows
        # Most tables are left as they were, some exactly (the same objects), some retyped or changed.
        touch = rng.random()
        target[table] = (
            list(rows) if touch < 0.4 else [changed(r, rng, names) for r in rows if rng.random() < 0.9]
        )
        if rng.random() < 0.3:
            target[table].append(random_row(rng, 10 + index, names))
        source = target[table] if rng.random() < 0.5 else rows
        final[table] = [changed(r, rng, names) if rng.random() < 0.3 else r for r in source]
        if rng.random() < 0.3:
            final[table].append(random_row(rng, rng.choice([10 + index, 20 + index]), names))
        if rng.random() < 0.2:
            rng.shuffle(final[table])
        if rng.random() < 0.15:
            final[table] = rows  # the very table object: a proof's run shares the tables it left alone
    return {"initial": initial, "target": target, "final": final, "policies": policies, "primary_keys": keys}


def strict(comparison: matching.Comparison) -> str:
    """The comparison as a text telling 1 from 1.0 and True, and 0.0 from -0.0."""
    return repr(comparison.as_dict())


def compare_cases(cases: list[dict[str, Any]]) -> list[matching.Comparison]:
    return [
        matching.compare_states(
            target=c["target"],
            final=c["final"],
            initial=c["initial"],
            policies=c["policies"],
            primary_keys=c["primary_keys"],
        )
        for c in cases
    ]


def test_the_comparison_with_its_shortcuts_is_the_comparison_without_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(3)
    cases = [random_case(rng) for _ in range(1500)]
    untouched: list[str] = []
    real_untouched = matching._untouched

    def counting(name: str, *args: Any) -> bool:
        found = real_untouched(name, *args)
        if found:
            untouched.append(name)
        return found

    monkeypatch.setattr(matching, "_untouched", counting)
    fast = compare_cases(cases)
    # Every shortcut off: no row plainly equal, no table untouched, every value compared by the references.
    monkeypatch.setattr(matching, "_plainly_equal", lambda a, b, policies: False)
    monkeypatch.setattr(matching, "_untouched", lambda *args: False)
    monkeypatch.setattr(matching, "_same_json", lambda a, b: reference_text(a) == reference_text(b))
    monkeypatch.setattr(matching, "values_match", reference_match)
    slow = compare_cases(cases)
    for case, quick, full in zip(cases, fast, slow, strict=True):
        assert strict(quick) == strict(full), case
    # The cases exercise the shortcuts and tell outcomes apart.
    assert len(untouched) > 200
    scores = {c.score for c in slow}
    assert len(scores) > 20 and 0.0 in scores and 1.0 in scores
    assert {c.guard for c in slow} == {True, False}


def test_a_plainly_equal_row_holds_the_same_text_in_every_field_compared_exactly() -> None:
    rng = random.Random(4)
    names = ["a", "b", "c"]
    for _ in range(20000):
        a = random_row(rng, 1, names)
        b = changed(a, rng, names) if rng.random() < 0.7 else copy.deepcopy(a)
        policies = {n: random_policy(rng) for n in names if rng.random() < 0.3}
        if matching._plainly_equal(a, b, policies):
            assert set(a) == set(b)
            for name in a:
                if policies.get(name) is None:
                    assert reference_text(a[name]) == reference_text(b[name]), (a, b)


def test_a_plain_row_equal_to_its_copy_is_plainly_equal() -> None:
    """The shortcut does take the rows it may take (floats included): else the speed is gone."""
    row = {"id": 1, "price": 2.5, "zero": 0.0, "negative": -0.0, "name": "x", "flag": True, "none": None}
    assert matching._plainly_equal(row, copy.deepcopy(row), {})
    assert not matching._plainly_equal(row, {**row, "zero": -0.0}, {})
    assert not matching._plainly_equal(row, {**row, "id": 1.0}, {})
    assert not matching._plainly_equal(row, {**row, "flag": 1}, {})
    assert matching._plainly_equal(row, {**row, "flag": 1}, {"flag": {"policy": "exact"}})
    # NaN is unequal to itself, but for the same object (whose text is one text).
    assert matching._plainly_equal({"v": math.nan}, {"v": math.nan}, {})
    assert not matching._plainly_equal({"v": float("nan")}, {"v": float("nan")}, {})


def test_string_keys_are_those_whose_canonical_text_decodes_to_a_string() -> None:
    values = [*TRICKY, "\x01", "tab\t", "\ud800", "\u2028", object()]
    for value in values:
        text = matching._canonical(value)
        assert text.startswith('"') is isinstance(json.loads(text), str), value


def test_the_guard_holds_exactly_when_the_target_changes_nothing() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(1500):
        case = random_case(rng)
        if rng.random() < 0.5:
            case["target"] = copy.deepcopy(case["initial"])  # a policy task: nothing to change
        found = matching.compare_states(
            target=case["target"],
            final=case["final"],
            initial=case["initial"],
            policies=case["policies"],
            primary_keys=case["primary_keys"],
        )
        assert found.guard is not target_changes(case), case
        seen.add(found.guard)
    assert seen == {True, False}


def target_changes(case: dict[str, Any]) -> bool:
    """Whether the target inserts, deletes or changes a row (under the policies), by row key."""
    for table in set(case["initial"]) | set(case["target"]):
        key = case["primary_keys"].get(table)
        policies = case["policies"].get(table, {})

        def ident(row: dict[str, Any], key: str | None = key) -> str:
            return reference_text(row.get(key) if key else row)

        before = {ident(r): r for r in case["initial"].get(table, [])}
        after = {ident(r): r for r in case["target"].get(table, [])}
        if set(before) != set(after):
            return True
        for name, row in after.items():
            old = before[name]
            for field in set(row) | set(old):
                if not reference_match(row.get(field), old.get(field), policies.get(field)):
                    return True
    return False
