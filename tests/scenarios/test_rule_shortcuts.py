"""The scenario rules' shortcuts (facts worked out once per question, answers remembered, equal values
skipped) against plain formulations, on random chains, rows and values; and the comparison memo's copies."""

from __future__ import annotations

import copy
import datetime as dt
import difflib
import itertools
import json
import random
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec, SeedData
from synthesis.scenarios import coherence, duplicates, intents, replay
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.coherence import PLACEHOLDER
from synthesis.scenarios.policies import compare_with_target
from synthesis.scenarios.scoring import ComparisonMemo
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.timing import order_problems
from synthesis.state.values import FREE_TEXT_WORDS, is_person_table, is_staff_table, words_of
from tests.scenarios.library_env import library_graph, library_spec
from tests.scenarios.refills_env import refills_spec
from tests.scenarios.test_builder_proof import factory

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "synthesis" / "seeds" / "samples"


def all_specs() -> list[EnvironmentSpec]:
    return [
        library_spec(),
        refills_spec(),
        parse_sql((SAMPLES / "clinic_appointments.sql").read_text(), name="clinic"),
        parse_openapi((SAMPLES / "online_shop.openapi.yaml").read_text(), name="shop"),
        parse_sql((ROOT / "bench" / "data" / "warehouse_orders.sql").read_bytes(), name="warehouse"),
    ]


@pytest.fixture(scope="module")
def specs() -> list[EnvironmentSpec]:
    return all_specs()


# --- intents: who owns which tables ----------------------------------------------------------------------


def reference_personal(spec: EnvironmentSpec, person: str) -> set[str]:
    """The person's table, the tables with a foreign key to it, and the tables with one to those."""

    def points_to(table: str, parent: str) -> bool:
        fields = spec.state_schema.table(table).fields
        return any(f.foreign_key is not None and f.foreign_key.table == parent for f in fields)

    names = [t.name for t in spec.state_schema.tables]
    children = {t for t in names if points_to(t, person)}
    grandchildren = {t for t in names for child in children | {person} if points_to(t, child)}
    return {person} | children | grandchildren


class ReferenceOwnership(intents._Ownership):
    """Every question answered from scratch, from the reference formulation."""

    def personal(self, person_table: str) -> frozenset[str]:
        return frozenset(reference_personal(self.spec, person_table))

    def __init__(self, spec: EnvironmentSpec) -> None:
        super().__init__(spec)
        self.spec = spec


def test_ownership_is_the_tables_reached_through_foreign_keys(specs: list[EnvironmentSpec]) -> None:
    rng = random.Random(1)
    for spec in specs:
        names = [t.name for t in spec.state_schema.tables]
        people = [n for n in names if is_person_table(n)]
        for name in names:
            assert intents.personal_tables(spec, name) == reference_personal(spec, name)
        for _ in range(200):
            written = set(rng.sample(names, rng.randint(0, min(3, len(names)))))
            created = set(rng.sample(names, rng.randint(0, 1)))
            reached = {t for p in people for t in reference_personal(spec, p)}
            staff = any(is_staff_table(p) for p in people)
            assert intents.operator_work(spec, written) is (
                bool(written) and not staff and not written & reached
            )
            for person in names:
                expected = person not in created and (
                    is_staff_table(person) or written <= reference_personal(spec, person)
                )
                assert intents.owns(spec, person, written=written, created=created) is expected


def test_chain_problems_are_those_of_every_question_asked_afresh(
    specs: list[EnvironmentSpec], monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(2)
    chains = [
        (spec, [t.name for t in rng.choices(spec.tools, k=rng.randint(1, 4))])
        for spec in specs
        for _ in range(300)
    ]
    fast = [intents.chain_problems(spec, chain) for spec, chain in chains]
    monkeypatch.setattr(intents, "_Ownership", ReferenceOwnership)
    monkeypatch.setattr(intents, "_chain_tools", lambda spec, chain: [spec.tool(n) for n in chain])
    slow = [intents.chain_problems(spec, chain) for spec, chain in chains]
    assert fast == slow
    assert sum(1 for p in slow if p) > 100 and sum(1 for p in slow if not p) > 100


def test_a_chain_names_the_first_tool_of_a_name_and_no_unknown_one() -> None:
    spec = library_spec()
    first = spec.tools[0]
    twin = first.model_copy(update={"description": "a later tool of the same name"})
    doubled = spec.model_copy(update={"tools": [*spec.tools, twin]})
    assert intents._chain_tools(doubled, [first.name])[0] is doubled.tool(first.name)
    with pytest.raises(KeyError):
        intents.chain_problems(spec, [first.name, "no_such_tool"])


# --- coherence: moments, real values, lifecycles -----------------------------------------------------------

MOMENT_NAMES = ["starts_at", "ends_at", "loaned_on", "due_on", "returned_on", "born_on", "hired_on", "note"]


def random_moment(rng: random.Random) -> Any:
    moment = dt.datetime(2024, 1, 1, tzinfo=dt.UTC) + dt.timedelta(hours=rng.randrange(-24 * 900, 24 * 900))
    return rng.choice(
        [
            moment.isoformat(),
            moment.date().isoformat(),
            moment.isoformat().replace("+00:00", "Z"),
            moment.replace(tzinfo=None).isoformat(),
            "not a date at all",
            "2024-13-01",
            "short",
            20240101,
            None,
            True,
        ]
    )


def test_moment_problems_are_order_problems(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(3)
    coherence._order_problems.cache_clear()
    rows = []
    for _ in range(3000):
        names = rng.sample(MOMENT_NAMES, rng.randint(0, 5))
        row = {name: random_moment(rng) for name in names}
        rows.append(row)
        rows.append(dict(reversed(list(row.items()))))  # the same values in another order
    for row in rows * 2:  # the second time from memory
        assert list(coherence._moment_problems(row)) == order_problems(row, name_words=words_of), row
    assert coherence._order_problems.cache_info().hits > 1000
    assert sum(1 for row in rows if coherence._moment_problems(row)) > 200


def reference_real_values(spec: EnvironmentSpec, scenario: Any) -> list[str]:
    problems = []
    seed_rows = spec.seed_data.rows if spec.seed_data is not None else {}
    for table in spec.state_schema.tables:
        for row in scenario.target_state.get(table.name) or []:
            if not isinstance(row, dict):
                continue
            for f in table.fields:
                value = row.get(f.name)
                seeds = [r.get(f.name) for r in seed_rows.get(table.name, [])]
                if not isinstance(value, str) or value in seeds:
                    continue
                label = f"{table.name}.{f.name} = {value!r}"
                if PLACEHOLDER.match(value):
                    problems.append(f"{label} is a placeholder")
                elif (
                    set(words_of(f.name)) & FREE_TEXT_WORDS
                    and len(value.split()) > 1
                    and not value.rstrip().endswith((".", "!", "?"))
                ):
                    problems.append(f"{label} is not a sentence")
    return problems


def reference_lifecycle(spec: EnvironmentSpec, scenario: Any) -> list[str]:
    problems = []
    for table in spec.state_schema.tables:
        key = table.primary_key
        for row in scenario.target_state.get(table.name) or []:
            olds = [
                r
                for r in scenario.initial_state.get(table.name) or []
                if repr(r.get(key)) == repr(row.get(key))
            ]
            if not olds:
                continue
            old = olds[-1]
            for f in table.fields:
                if f.enum_values and intents.is_status_field(f.name) and old.get(f.name) != row.get(f.name):
                    before, after = str(old.get(f.name)), str(row.get(f.name))
                    problem = intents.transition_problem(list(f.enum_values), before, after)
                    if problem:
                        problems.append(f"{table.name} {row.get(key)}: {problem}")
    return problems


def random_scenario(spec: EnvironmentSpec, rng: random.Random) -> SimpleNamespace:
    """States of the schema, the target with some values replaced: placeholders, phrases, statuses."""
    initial = generate_state(schema=spec.state_schema, seed=rng.randrange(1000), rows_per_table=3)
    target = copy.deepcopy(initial)
    for table in spec.state_schema.tables:
        for row in target.get(table.name, []):
            for f in table.fields:
                roll = rng.random()
                if roll < 0.1:
                    row[f.name] = rng.choice(["gentle-river-105", "two words", "A sentence.", "x", 3, None])
                elif roll < 0.3 and f.enum_values:
                    row[f.name] = rng.choice(f.enum_values)
    if spec.seed_data is not None and rng.random() < 0.5:
        for name, rows in spec.seed_data.rows.items():  # a seed's own values are real, whatever they say
            target.setdefault(name, []).extend(copy.deepcopy(rows[:2]))
    return SimpleNamespace(initial_state=initial, target_state=target)


def test_real_values_and_lifecycles_are_the_rules_row_by_row(specs: list[EnvironmentSpec]) -> None:
    rng = random.Random(4)
    seeded = []
    for spec in specs:
        state = generate_state(schema=spec.state_schema, seed=7, rows_per_table=2)
        for rows in state.values():
            for row in rows:
                for name, value in row.items():
                    if isinstance(value, str) and rng.random() < 0.3:
                        row[name] = rng.choice(["plain-words-123", "no full stop here"])
        seeded.append(spec.model_copy(update={"seed_data": SeedData(rows=state)}))
    found = {"real_values": 0, "lifecycle": 0}
    for spec in [*specs, *seeded]:
        for _ in range(40):
            scenario = random_scenario(spec, rng)
            real = coherence._real_values(spec, scenario)  # type: ignore[arg-type]
            lifecycle = coherence._lifecycle(spec, scenario)  # type: ignore[arg-type]
            assert real == reference_real_values(spec, scenario)
            assert lifecycle == reference_lifecycle(spec, scenario)
            found["real_values"] += bool(real)
            found["lifecycle"] += bool(lifecycle)
    assert found["real_values"] > 50 and found["lifecycle"] > 20


# --- replay: canonical keys and paired values ---------------------------------------------------------------

SCALARS: list[Any] = [
    *[
        "",
        "id-1",
        "é",
        "日本",
        'q"',
        "back\\slash",
        "\x00",
        "\x1f",
        "\x7f",
        " ~",
        "\u2028",
        "\ud800",
        "tab\t",
    ],
    *[0, 1, -7, 10**30, True, False, None, 0.0, -0.0, 1.5, float("nan"), float("inf")],
    dt.date(2024, 1, 2),
]


def test_canonical_is_json_dumps_sorted_with_str_for_the_rest() -> None:
    rng = random.Random(5)
    values = [*SCALARS, [1, "a"], {"b": 1, "a": ["x", 2.0]}, {"k": dt.date(2024, 1, 2)}]
    for _ in range(5000):
        values.append("".join(chr(rng.choice([rng.randrange(128), rng.randrange(0x3000)])) for _ in range(4)))
    for value in values:
        assert replay.canonical(value) == json.dumps(value, sort_keys=True, default=str), value


def reference_pairs(recorded: Any, fresh: Any) -> list[tuple[str, Any]]:
    """Every (recorded string, fresh string) that differ at one place, in the order they are met."""
    if isinstance(recorded, dict) and isinstance(fresh, dict):
        return [
            p for key in recorded.keys() & fresh.keys() for p in reference_pairs(recorded[key], fresh[key])
        ]
    if isinstance(recorded, list) and isinstance(fresh, list) and len(recorded) == len(fresh):
        return [p for a, b in zip(recorded, fresh, strict=True) for p in reference_pairs(a, b)]
    if isinstance(recorded, str) and isinstance(fresh, str) and recorded != fresh:
        return [(json.dumps(recorded, sort_keys=True, default=str), fresh)]
    return []


def random_json(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth < 3 and roll < 0.25:
        return {rng.choice("abcde"): random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))}
    if depth < 3 and roll < 0.45:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return rng.choice([*SCALARS[:-1], "x", "y", "id-2"])


def mutated(value: Any, rng: random.Random) -> Any:
    """``value`` with some strings changed (new ids), numbers retyped, lists resized, keys dropped."""
    if isinstance(value, dict):
        return {k: mutated(v, rng) for k, v in value.items() if rng.random() < 0.95}
    if isinstance(value, list):
        items = [mutated(v, rng) for v in value]
        return [*items, random_json(rng)] if rng.random() < 0.05 else items
    if isinstance(value, str) and rng.random() < 0.3:
        return value + "-new"
    if isinstance(value, bool | int) and rng.random() < 0.2:
        return float(value)
    return value


def test_paired_values_are_every_string_that_differs_in_place() -> None:
    rng = random.Random(6)
    seen = 0
    for _ in range(5000):
        recorded = random_json(rng)
        fresh = mutated(recorded, rng) if rng.random() < 0.8 else copy.deepcopy(recorded)
        found: dict[str, Any] = {}
        replay.pair_values(recorded, fresh, found)
        expected = dict(reference_pairs(recorded, fresh))
        assert list(found.items()) == list(expected.items()), (recorded, fresh)
        seen += bool(found)
    assert seen > 500


# --- duplicates: remembered ratios -------------------------------------------------------------------------


def test_a_remembered_ratio_is_difflibs_and_the_nearest_task_is_the_same_from_memory() -> None:
    rng = random.Random(7)
    words = ["renew", "the", "loan", "of", "book", "7", "for", "member", "Ada", "by", "Friday", "please"]
    # Up to 60 words: texts over 200 characters, where difflib treats frequent characters as junk.
    tasks = [" ".join(rng.choices(words, k=rng.randint(3, 60))) for _ in range(60)]
    duplicates._joined_ratio.cache_clear()
    cold = [duplicates.nearest_task(task, tasks[:index]) for index, task in enumerate(tasks)]
    warm = [duplicates.nearest_task(task, tasks[:index]) for index, task in enumerate(tasks)]
    assert cold == warm and duplicates._joined_ratio.cache_info().hits > 50
    for a, b in itertools.product(tasks[:15], tasks[:15]):
        folded = [" ".join(re.findall(r"[a-z0-9]+", t.casefold())) for t in (a, b)]
        ratio = round(difflib.SequenceMatcher(None, folded[0], folded[1]).ratio(), 4)
        assert duplicates.task_similarity(a, b)["ratio"] == ratio


# --- scoring: the memo's answers ---------------------------------------------------------------------------


def test_a_remembered_comparison_is_the_comparison_and_no_change_to_it_reaches_the_next() -> None:
    spec = library_spec()
    scenario = build_scenarios(
        spec=spec, graph=library_graph(spec), count=1, seed=5, sandbox_factory=factory
    )[0]
    memo = ComparisonMemo(size=4)
    inputs: dict[str, Any] = {
        "target": scenario.target_state,
        "policies": scenario.matching_policies,
        "schema": spec.state_schema,
        "initial": scenario.initial_state,
    }
    for final in (scenario.initial_state, scenario.target_state):
        expected = compare_with_target(final=final, **inputs).as_dict()
        for _ in itertools.repeat(None, 2):
            answer = memo.compare(final=final, **inputs)
            assert repr(answer.as_dict()) == repr(expected)
            for mismatch in answer.mismatches:  # every part of an answer is the caller's own
                mismatch.clear()
            answer.score = -1.0
    assert memo.hits == 2
