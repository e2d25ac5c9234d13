"""The near-duplicate step decides as pairwise difflib did, on built tasks and variants of them."""

from __future__ import annotations

import difflib
import random
import re

import pytest

from synthesis.ir import ScenarioSpec
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.duplicates import DEFAULT_DUPLICATE_THRESHOLD, nearest_task, task_similarity
from tests.scenarios.library_env import library_graph, library_spec
from tests.scenarios.test_builder_proof import factory


def _tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.casefold())


def pairwise_nearest(task: str, existing: list[str]) -> tuple[str | None, dict[str, float]]:
    """The step as it was: every pair's Jaccard and difflib ratio, the highest first of equals."""
    best: str | None = None
    best_scores = {"jaccard": 0.0, "ratio": 0.0}
    for other in existing:
        a, b = set(_tokens(task)), set(_tokens(other))
        jaccard = len(a & b) / len(a | b) if a | b else 1.0
        ratio = difflib.SequenceMatcher(None, " ".join(_tokens(task)), " ".join(_tokens(other))).ratio()
        scores = {"jaccard": round(jaccard, 4), "ratio": round(ratio, 4)}
        if max(scores.values()) > max(best_scores.values()):
            best, best_scores = other, scores
    return best, best_scores


def _variant(task: str, rng: random.Random) -> str:
    words = task.split()
    how = rng.randrange(4)
    if how == 0 and len(words) > 3:
        del words[rng.randrange(len(words))]
    elif how == 1:
        words.insert(rng.randrange(len(words) + 1), rng.choice(["please", "today", "quickly", "also"]))
    elif how == 2 and len(words) > 6:
        cut = rng.randrange(1, len(words) - 1)
        words = words[cut:] + words[:cut]
    else:
        words = [w.upper() if rng.random() < 0.2 else w for w in words]
    return " ".join(words)


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    spec = library_spec()
    built: list[ScenarioSpec] = []
    for seed in (3, 40):
        built += build_scenarios(
            spec=spec, graph=library_graph(spec), count=12, seed=seed, sandbox_factory=factory
        )
    rng = random.Random(7)
    tasks = [s.task for s in built]
    return tasks + [_variant(rng.choice(tasks), rng) for _ in range(len(tasks))]


def test_the_same_duplicates_are_found_as_pairwise_difflib_found(corpus: list[str]) -> None:
    duplicates = 0
    for index, task in enumerate(corpus):
        earlier = corpus[:index]
        old_nearest, old_scores = pairwise_nearest(task, earlier)
        nearest, scores = nearest_task(task, earlier)
        old_duplicate = old_nearest is not None and max(old_scores.values()) >= DEFAULT_DUPLICATE_THRESHOLD
        duplicate = nearest is not None and max(scores.values()) >= DEFAULT_DUPLICATE_THRESHOLD
        assert duplicate == old_duplicate, (task, old_nearest, old_scores, nearest, scores)
        if duplicate:  # the evidence names the same task with the same scores
            assert (nearest, scores) == (old_nearest, old_scores)
            duplicates += 1
        elif nearest is not None:
            assert scores == task_similarity(task, nearest)
    # The corpus holds both kinds, so the comparison above decides something either way.
    assert 5 <= duplicates < len(corpus) - 5


def test_no_earlier_task_and_nothing_in_common_name_no_nearest_task() -> None:
    assert nearest_task("Renew my loan.", []) == (None, {"jaccard": 0.0, "ratio": 0.0})
    nearest, scores = nearest_task("Renew my loan.", ["Book a room for Friday night."])
    assert nearest == "Book a room for Friday night." and scores["ratio"] > 0


def _longest_common_subsequence(a: str, b: str) -> int:
    """The textbook dynamic programme, a row at a time."""
    previous = [0] * (len(b) + 1)
    for x in a:
        row = [0]
        for j, y in enumerate(b):
            row.append(previous[j] + 1 if x == y else max(previous[j + 1], row[j]))
        previous = row
    return previous[-1]


def test_the_subsequence_bound_is_the_longest_common_subsequence_and_never_below_the_ratio(
    corpus: list[str],
) -> None:
    from synthesis.scenarios import duplicates

    rng = random.Random(11)
    pairs = [("", ""), ("", "abc"), ("abc", ""), ("aaaa", "aa"), ("abcbdab", "bdcaba")]
    for _ in range(300):  # short texts of few characters: every case of the bit arithmetic
        pairs.append(("".join(rng.choices("ab c", k=rng.randrange(60))), "".join(rng.choices("abc ", k=40))))
    pairs += [(rng.choice(corpus), rng.choice(corpus)) for _ in range(60)]
    ruled_out = 0
    for a, b in pairs:
        text_a, text_b = duplicates._text(a), duplicates._text(b)
        common = duplicates._common_subsequence(text_a.joined, text_b.positions, len(text_b.joined))
        assert common == _longest_common_subsequence(text_a.joined, text_b.joined), (a, b)
        bound = duplicates._subsequence_bound(text_a, text_b)
        assert duplicates._ratio(text_a, text_b) <= bound <= duplicates._ratio_bound(text_a, text_b)
        ruled_out += duplicates._ratio_bound(text_a, text_b) >= DEFAULT_DUPLICATE_THRESHOLD > bound
    assert ruled_out > 0  # the bound rules out pairs the character counts let through
