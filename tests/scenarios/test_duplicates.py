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
