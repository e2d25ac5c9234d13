"""The comparison's fast paths (plainly equal rows, untouched tables) give the full comparison."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from synthesis.ir import ScenarioSpec
from synthesis.scenarios import matching
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.policies import policies_as_dict
from synthesis.scenarios.proof import perturb
from tests.scenarios.library_env import library_graph, library_spec
from tests.scenarios.test_builder_proof import factory


@pytest.fixture(scope="module")
def built() -> list[ScenarioSpec]:
    spec = library_spec()
    return build_scenarios(spec=spec, graph=library_graph(spec), count=10, seed=5, sandbox_factory=factory)


def _retyped(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Values equal in Python, not in JSON: 1 and True and 1.0, 0.0 and -0.0, a nested copy."""
    changed = copy.deepcopy(state)
    for rows in changed.values():
        for row in rows:
            for name, value in list(row.items()):
                if rng.random() > 0.15:
                    continue
                if isinstance(value, bool):
                    row[name] = int(value)
                elif isinstance(value, int):
                    row[name] = float(value)
                elif isinstance(value, float) and value == 0:
                    row[name] = -value
                elif isinstance(value, str):
                    row[name] = [value]
    return changed


def _states(scenario: ScenarioSpec, rng: random.Random) -> list[dict[str, Any]]:
    spec = library_spec()
    states = [scenario.initial_state, scenario.target_state, _retyped(scenario.target_state, rng)]
    states.append(_retyped(scenario.initial_state, rng))
    for check in scenario.checks:
        for ref in check.about:
            found = perturb(
                state=scenario.target_state, initial=scenario.initial_state, ref=ref, schema=spec.state_schema
            )
            if found is not None:
                states.append(found[0])
    return states


def _policies(scenario: ScenarioSpec, rng: random.Random) -> list[dict[str, dict[str, dict[str, Any]]]]:
    base = policies_as_dict(scenario.matching_policies)
    odd = copy.deepcopy(base)
    for table in scenario.initial_state:
        for name in {n for row in scenario.initial_state[table] for n in row}:
            if rng.random() < 0.2:
                kind = rng.choice(matching.POLICY_KINDS)
                odd.setdefault(table, {})[name] = (
                    {"policy": kind, "threshold": 1.5} if kind == "fuzzy" else {"policy": kind}
                )
    return [base, {}, odd]


def test_fast_paths_give_the_full_comparison(
    built: list[ScenarioSpec], monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(11)
    keys = library_spec().state_schema.primary_keys()
    cases = [
        (s, final, policies) for s in built for final in _states(s, rng) for policies in _policies(s, rng)
    ]

    def compare_all() -> list[dict[str, Any]]:
        return [
            matching.compare_states(
                target=s.target_state,
                final=final,
                policies=policies,
                primary_keys=keys,
                initial=s.initial_state,
            ).as_dict()
            for s, final, policies in cases
        ]

    fast = compare_all()
    monkeypatch.setattr(matching, "_plainly_equal", lambda a, b, policies: False)
    monkeypatch.setattr(matching, "_untouched", lambda *args: False)
    full = compare_all()
    assert fast == full
    # The cases cover matches, near misses and mismatches: the comparison above could tell them apart.
    scores = {round(r["score"], 3) for r in full}
    assert 1.0 in scores and 0.0 in scores and len(scores) > 3


@pytest.mark.parametrize(
    "value",
    [
        *["plain", "é ü", 'say "hi"', "back\\slash", "\x01", "tab\t", "\u2028", "\x7f", "", "\ud800"],
        *[0, -5, 10**30, True, False, None, 1.5, -0.0, [1, "a"], {"b": 1, "a": 2}],
    ],
)
def test_the_canonical_text_without_the_encoder_is_the_encoders(value: object) -> None:
    assert matching._canonical(value) == matching._ENCODER.encode(value)


def test_a_table_shared_by_two_states_is_the_same_rows_only_if_it_holds_rows() -> None:
    rows: list[Any] = [{"id": 1, "x": 1.0}]
    assert matching._same_rows(rows, rows) and matching._same_rows(rows, [{"id": 1, "x": 1.0}])
    assert not matching._same_rows(rows, [{"id": 1, "x": 1}])
    odd: list[Any] = [{"id": 1}, 2]
    assert not matching._same_rows(odd, odd) and not matching._same_rows(odd, list(odd))
    assert not matching._same_rows("t", "t")
