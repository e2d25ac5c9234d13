"""Facts remembered per schema are never stale: a schema changed in place is generated and validated like a
fresh schema with the same values."""

from __future__ import annotations

import copy
import re
import threading
from collections.abc import Callable

import pytest

from synthesis.ir import Field, FieldType, ForeignKey, State, StateSchema, Table
from synthesis.state import schemamemo
from synthesis.state.datagen import generate_state
from synthesis.state.schemamemo import SchemaMemo
from synthesis.state.validation import validate_state
from tests.scenarios.library_env import library_schema


def _add_check(schema: StateSchema) -> None:
    schema.table("members").field("name").checks.append("len(value) < 3")  # a field that had none


def _drop_checks(schema: StateSchema) -> None:
    for table in schema.tables:
        for f in table.fields:
            f.checks = []


def _make_optional(schema: StateSchema) -> None:
    for f in schema.tables[0].fields:
        f.required = False


def _narrow_enums(schema: StateSchema) -> None:
    for table in schema.tables:
        for f in table.fields:
            if f.enum_values:
                f.enum_values = f.enum_values[1:]


def _narrow_enums_in_place(schema: StateSchema) -> None:
    for table in schema.tables:
        for f in table.fields:
            if f.enum_values:
                del f.enum_values[1:]


def _make_unique(schema: StateSchema) -> None:
    schema.table("books").field("author").unique = True
    schema.table("members").field("status").unique = True


def _retype(schema: StateSchema) -> None:
    schema.tables[0].fields[1].type = FieldType.JSON


def _repoint_reference(schema: StateSchema) -> None:
    reference = schema.table("loans").field("member_id").foreign_key
    assert reference is not None
    reference.field = "email"


def _change_primary_key(schema: StateSchema) -> None:
    schema.table("members").primary_key = "email"


def _add_table(schema: StateSchema) -> None:
    first = schema.tables[0]
    schema.tables.append(
        Table(
            name="notes",
            primary_key="note_id",
            fields=[
                Field(name="note_id", type=FieldType.INTEGER),
                Field(name="about", foreign_key=ForeignKey(table=first.name, field=first.primary_key)),
            ],
        )
    )


def _add_field(schema: StateSchema) -> None:
    schema.tables[0].fields.append(Field(name="nickname", checks=["len(value) < 4"]))


CHANGES: list[Callable[[StateSchema], None]] = [
    _add_check,
    _drop_checks,
    _make_optional,
    _narrow_enums,
    _narrow_enums_in_place,
    _make_unique,
    _retype,
    _repoint_reference,
    _change_primary_key,
    _add_table,
    _add_field,
]


def _broken(state: State) -> State:
    """``state`` with a problem of each kind the changes above can make appear or disappear."""
    broken = copy.deepcopy(state)
    broken["members"][0]["fine_balance"] = -5
    broken["members"][1]["phone"] = None
    broken["members"][2]["name"] = None
    broken["books"][0]["edition"] = 12
    broken["books"][1]["author"] = broken["books"][2]["author"]
    broken["loans"][0]["member_id"] = "nobody"
    return broken


@pytest.mark.parametrize("change", CHANGES, ids=lambda c: c.__name__)
def test_a_schema_changed_in_place_is_treated_as_a_fresh_one(change: Callable[[StateSchema], None]) -> None:
    schema = library_schema()
    before = _broken(generate_state(schema=schema, seed=3))
    validate_state(schema=schema, state=before)  # both remember this schema's facts
    change(schema)
    fresh = StateSchema.model_validate(schema.model_dump())
    assert fresh is not schema
    try:
        expected = generate_state(schema=fresh, seed=3)
    except ValueError as exc:  # constraints that cannot be met: the same error either way
        with pytest.raises(type(exc), match=re.escape(str(exc))):
            generate_state(schema=schema, seed=3)
    else:
        assert generate_state(schema=schema, seed=3) == expected
    assert validate_state(schema=schema, state=before) == validate_state(schema=fresh, state=before)


def test_an_uncopyable_value_leaves_the_schema_unremembered_but_served() -> None:
    schema = library_schema()
    schema.tables[0].fields[0].default = threading.Lock()  # deepcopy cannot copy a lock
    memo = SchemaMemo(lambda s: len(s.tables))
    assert memo(schema) == len(schema.tables)
    assert memo._entries == {}
    state = generate_state(schema=schema, seed=1)
    assert validate_state(schema=schema, state=state) == []


def test_the_memo_keeps_a_bounded_number_of_schemas(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(schemamemo, "MAX_SCHEMAS", 3)
    derived: list[int] = []

    def derive(schema: StateSchema) -> int:
        derived.append(id(schema))
        return len(schema.tables)

    memo = SchemaMemo(derive)
    schemas = [library_schema() for _ in range(5)]
    for schema in schemas:
        memo(schema)
        memo(schema)  # the second call is remembered
    assert len(derived) == 5
    assert len(memo._entries) == 3
    memo(schemas[0])  # dropped as the oldest: derived again
    assert len(derived) == 6
