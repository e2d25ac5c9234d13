"""How a person calls a field: "date of birth" for dob, "enrolment date" for enrolled_since, a short
description that is a label ("Date of birth") as it is. Words: ``phrases/task.json`` (abbreviations,
moment_words, moment_nouns)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from synthesis.state.values import words_of

_PHRASES = json.loads((Path(__file__).parent / "phrases" / "task.json").read_text("utf-8"))
_ABBREVIATIONS: dict[str, str] = _PHRASES["abbreviations"]
_MOMENT_WORDS: dict[str, str] = _PHRASES["moment_words"]
_MOMENT_NOUNS: dict[str, str] = _PHRASES["moment_nouns"]
# What a short description must not hold to be a label: it is a sentence, not a name ("Day the membership
# started", "Contact address, also used to log in").
_NOT_A_LABEL = re.compile(
    r"[^A-Za-z -]|\b(?:the|a|an|that|which|who|while|when|as|is|are|was|be|used|such|also|or|and|with|for|if|"
    r"to|in|by|this|its|their|e\.g|how|what|where|why|many|much)\b",
    re.IGNORECASE,
)


def described_label(description: str) -> str:
    """A field's description as its label when it is one ("Date of birth", "Enrolment date"): at most three
    words, a name rather than a sentence; else ""."""
    said = description.strip().rstrip(".")
    if not said or len(said.split()) > 3 or _NOT_A_LABEL.search(said):
        return ""
    return " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in said.split())


def field_label(name: str, description: str = "") -> str:
    """How a person calls a field: its description when that is a label ("Date of birth"), else its name's
    words with abbreviations spelled out (dob -> date of birth, qty -> quantity) and moments said as nouns
    (starts_at -> start time, due_on -> due date, enrolled_since -> enrolment date, placed_at -> time
    placed)."""
    from_description = described_label(description)
    if from_description:
        return from_description
    parts = [_ABBREVIATIONS.get(p, p) for p in words_of(name)]
    if len(parts) > 1 and parts[-1] in _MOMENT_WORDS:
        moment, stem = _MOMENT_WORDS[parts[-1]], parts[:-1]
        if stem[-1] in _MOMENT_NOUNS:
            stem[-1] = _MOMENT_NOUNS[stem[-1]]
        elif stem[-1].endswith("ed") and len(stem) == 1:
            return f"{moment} {stem[-1]}"
        return " ".join([*stem, moment])
    return " ".join(parts)
