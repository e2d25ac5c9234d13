"""What a field holds, as one LLM request per schema described it: its kind and a few realistic values.

Stored on the field (``Field.vocabulary``), so it is part of the environment's revision, shown to reviewers
beside the field, and drawn from wherever rows are generated (test states, initial states, distractors).
Optional: IR stored before it existed, and environments made offline, have none, and values then come from
the offline kinds (``synthesis.state.values``). Codes and ids never get values: they keep their own formats.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict
from pydantic import Field as PydField

VOCABULARY_VERSION = 1

# Kinds whose values are words a person reads (names, titles, places, prose): these may carry values.
VALUED_KINDS = frozenset(
    {
        "person",
        "first_name",
        "last_name",
        "company",
        "industry",
        "job_title",
        "person_title",
        "city",
        "address",
        "place_name",
        "country",
        "region",
        "title",
        "product",
        "category",
        "skill",
        "description",
        "note",
        "text",
    }
)
# Kinds that keep their own formats: described, never given values.
FORMAT_KINDS = frozenset({"code", "identifier", "email", "phone", "url", "date", "number", "status", "other"})
KINDS = VALUED_KINDS | FORMAT_KINDS


class FieldVocabulary(BaseModel):
    """A field's kind and the values generated rows draw from (empty: the kind only, offline values)."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    kind: str = PydField(pattern=r"^[a-z][a-z_]{0,31}$")
    values: list[str] = PydField(default_factory=list, max_length=12)
    # Where it came from ("llm") and the version of this record's format.
    source: str = "llm"
    version: int = VOCABULARY_VERSION
