"""Values cut to a column's length (CHAR(2), VARCHAR(5)) stay realistic and, where they were numbered codes,
keep varying from row to row."""

from __future__ import annotations

from synthesis.ir import Field, FieldType
from synthesis.state.fitting import fit_length


def _code(length: int, *, unique: bool = False) -> Field:
    return Field(name="code", unique=unique, checks=[f"len(value) <= {length}"])


def test_a_numbered_code_cut_short_varies_from_row_to_row() -> None:
    cut = [fit_length(field=_code(3), value=f"STA-{n:04d}", row={}, serial=n) for n in range(1, 6)]
    assert all(len(value) <= 3 for value in cut)
    assert len(set(cut)) == 5, cut  # not STA, STA, ... for every row


def test_a_word_cut_short_keeps_its_letters() -> None:
    assert fit_length(field=_code(2), value="France", row={}, serial=7) == "FR"
    assert fit_length(field=_code(2), value="France", row={}, serial=8) == "FR"  # may repeat: not unique


def test_a_unique_code_differs_for_every_serial() -> None:
    cut = {fit_length(field=_code(3, unique=True), value="France", row={}, serial=n) for n in range(1, 40)}
    assert len(cut) == 39


def test_a_long_value_is_cut_to_the_declared_length_as_it_reads() -> None:
    field = Field(name="title", checks=["len(value) <= 12"])
    assert fit_length(field=field, value="The Long Dark Tea-Time", row={}, serial=1) == "The Long"


def test_a_sentence_cut_short_ends_at_a_word_and_stays_a_sentence() -> None:
    field = Field(name="note", type=FieldType.TEXT, checks=["len(value) <= 20"])
    text = "Leave the parcel with the neighbour."
    assert fit_length(field=field, value=text, row={}, serial=1) == "Leave the parcel."
    one_word = "Supercalifragilisticexpialidocious"
    assert fit_length(field=field, value=one_word, row={}, serial=1) == one_word[:20]
    distinct = fit_length(field=field, value=text, row={}, serial=12, distinct=True)
    assert distinct == "Leave the parcel-12." and len(distinct) <= 20
