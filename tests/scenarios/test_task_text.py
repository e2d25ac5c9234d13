"""Offline tasks in plain language (issue 40, item 5): a text check that flags broken singulars ("cours"),
a wrong "a"/"an" ("a instructor") and two filler sentences in a row ("It's about X. This concerns Y."), run
over the offline tasks and personas of the three shipped samples."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from synthesis.graph import build_tool_graph
from synthesis.sandbox import open_session
from synthesis.sandbox.shared import SharedSession
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.tasks import is_filler, singular
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.values import article, words_of

SAMPLES = Path(__file__).resolve().parents[2] / "synthesis" / "seeds" / "samples"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
_ARTICLE = re.compile(r"\b([Aa]n?) ([a-z][a-z-]*)\b")


def _suffix_cuts(word: str) -> set[str]:
    """What hand-made suffix rules make of a plural: courses -> cours, cours, coursy."""
    return {word[:-1], word[:-2], word[:-3] + "y"} if word.endswith("s") else set()


def text_problems(text: str, tables: list[str]) -> list[str]:
    """Broken singulars of the tables' names, wrong articles, and two filler sentences in a row."""
    problems: list[str] = []
    said = {w.lower() for w in re.findall(r"\b[A-Za-z]+\b", text)}  # not the letters of a code (ROO71454)
    for table in tables:
        for word in words_of(table):
            right = words_of(singular(word))[-1] if words_of(singular(word)) else word
            for broken in _suffix_cuts(word) - {right, word}:
                if len(broken) > 2 and broken in said:
                    problems.append(f"broken singular {broken!r} of {word!r} (should be {right!r})")
    for match in _ARTICLE.finditer(text):
        wanted = article(match.group(2))
        if match.group(1).lower() != wanted:
            problems.append(f"{match.group(0)!r} should be {wanted!r} {match.group(2)!r}")
    sentences = _SENTENCE_END.split(text)
    for first, second in itertools.pairwise(sentences):
        if is_filler(first) and is_filler(second):
            problems.append(f"two filler sentences in a row: {first!r} {second!r}")
    return problems


def test_the_check_flags_what_the_old_tasks_said() -> None:
    tables = ["courses", "departments", "instructors"]
    assert text_problems(
        "Hello. It's about department 1. The cours number is 4. Please delete the cours.", tables
    )
    assert text_problems("a instructor of course_registration", tables)
    assert text_problems(
        "There should be a product whose category is music. It's about a product.", ["products"]
    )
    assert not text_problems(
        "Hi, this is Ana (member number 4). Please delete course 4 in department 1.", tables
    )


@pytest.mark.parametrize(
    "sample", ["library_loans.sql", "clinic_appointments.sql", "online_shop.openapi.yaml"]
)
def test_offline_tasks_of_the_samples_read_as_plain_language(sample: str) -> None:
    raw = (SAMPLES / sample).read_bytes()
    slug = sample.split(".")[0]
    spec = parse_sql(raw, name=slug) if sample.endswith(".sql") else parse_openapi(raw, name=slug)
    tables = [t.name for t in spec.state_schema.tables]
    with SharedSession(lambda: open_session(untrusted=False)) as shared:
        built = build_scenarios(
            spec=spec, graph=build_tool_graph(spec=spec), count=8, seed=0, sandbox_factory=shared.lease
        )
    assert built
    found = {s.task: text_problems(s.task, tables) + text_problems(s.persona, tables) for s in built}
    assert {task: problems for task, problems in found.items() if problems} == {}
