"""The README and docs/scenarios.md quote offline scenarios the demo makes verbatim (issue 40, item 6): each
quoted persona and task is one the demo's job makes from its sample today, so the quotes cannot go stale
unnoticed when the builder's wording changes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.pipelines.helpers import configure_llm, run_kind, sample_seed

ROOT = Path(__file__).resolve().parents[2]
DEMO_OPTIONS = {"scenarios": 8}  # what envstudio.demo starts each sample job with
# A quote: "> *persona*: task" over one or more "> " lines, after a "<!-- demo: SAMPLE -->" comment.
_DEMO = re.compile(r"^<!-- demo: (?P<sample>\S+) -->$")
_QUOTE = re.compile(r"^> \*(?P<persona>.+?)\*: (?P<task>.+)$", re.DOTALL)


def quotes(path: Path) -> list[tuple[str, str, str]]:
    """(sample, persona, task) of every quote right after a demo comment, whitespace normalised."""
    found: list[tuple[str, str, str]] = []
    sample, lines = "", []
    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if line.startswith("> ") and sample:
            lines.append(line[2:])
            continue
        if lines:
            match = _QUOTE.match("> " + " ".join(lines))
            assert match is not None, f"a demo quote in {path.name} is not '*persona*: task': {lines[0]!r}"
            found.append((sample, " ".join(match["persona"].split()), " ".join(match["task"].split())))
            sample, lines = "", []
        comment = _DEMO.match(line)
        sample = comment["sample"] if comment else ""
    return found


@pytest.fixture(scope="module")
def made() -> dict[str, set[tuple[str, str]]]:
    configure_llm(None)
    result: dict[str, set[tuple[str, str]]] = {}
    for sample in ("online_shop.openapi.yaml", "clinic_appointments.sql", "library_loans.sql"):
        ctx = run_kind(kind="spec", seed=sample_seed(sample), options=DEMO_OPTIONS)
        result[sample] = {
            (" ".join(s["ir"]["persona"].split()), " ".join(s["ir"]["task"].split()))
            for s in ctx.scenarios.values()
            if s["proof_passed"]
        }
    return result


@pytest.mark.parametrize("document", ["README.md", "docs/scenarios.md"])
def test_the_quoted_demo_scenarios_are_what_the_demo_makes(document, made) -> None:
    quoted = quotes(ROOT / document)
    assert len(quoted) >= (3 if document == "README.md" else 1), quoted
    for sample, persona, task in quoted:
        assert (persona, task) in made[sample], (sample, persona, task, sorted(made[sample]))
