"""Values by meaning (issue 40, item 1): a person's name for a person, a company for a company, an industry
for an industry, a job title for a job's title, a city for a location, a sentence for a description or a
note; never a code, an id, a placeholder or a word of another field's vocabulary. Over the job-search design
a real model made (tests/data/realmodel, its field descriptions), the shipped samples and the spec corpus."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from synthesis.ir import Field, FieldType, StateSchema
from synthesis.seeds.drafts import SchemaDraft, schema_from_drafts
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.values import _DATA, field_meaning, singular_word, value_for, words_of
from synthesis.verify.teststate import build_test_state

ROOT = Path(__file__).resolve().parents[2]
REALMODEL = ROOT / "tests" / "data" / "realmodel" / "done" / "0003.json"
SAMPLES = ROOT / "synthesis" / "seeds" / "samples"
CORPUS = ROOT / "tests" / "data" / "specs"

CODE = re.compile(r"^[A-Z]{1,4}-?\d+$|^ROW-|^test ", re.IGNORECASE)
WATCHED = {"name", "title", "industry", "location", "description", "note", "notes"}
VOCABULARIES = {
    "person": set(_DATA["first_names"]) | set(_DATA["last_names"]),
    "organization": set(_DATA["organization_names"]) | set(_DATA["companies"]),
    "book": set(_DATA["book_titles"]),
    "industry": set(_DATA["industries"]),
    "job": set(_DATA["job_titles"]) | set(_DATA["posted_job_titles"]),
    "city": set(_DATA["cities"]),
}
# What each meaning may be drawn from; a value of any other vocabulary is a word of another field's.
ALLOWED = {
    "person": {"person"},
    "first_name": {"person"},
    "last_name": {"person"},
    "company": {"organization"},
    "industry": {"industry"},
    "job_title": {"job"},
    "person_title": {"job"},
    "city": {"city"},
}


def job_search_schema() -> StateSchema:
    draft = SchemaDraft.model_validate_json(json.loads(REALMODEL.read_text())["content"])
    return schema_from_drafts(draft.tables)


def watched(field: Field) -> bool:
    return (
        field.type in (FieldType.STRING, FieldType.TEXT)
        and not field.enum_values
        and field.foreign_key is None
        and not field.generated
        and bool(set(words_of(field.name)) & WATCHED)
        and not set(words_of(field.name)) & {"id", "code", "key", "uuid"}
    )


def problems_of(schema: StateSchema, state: dict, *, real: dict | None = None) -> list[str]:
    """Every value of a watched field that is a code, a placeholder, or another meaning's word."""
    found: list[str] = []
    for table in schema.tables:
        if real and real.get(table.name):
            continue  # the seed's own rows are real by definition
        for field in table.fields:
            if not watched(field) or field.name == table.primary_key:
                continue
            meaning = field_meaning(
                name=field.name, table_name=table.name, description=field.description or ""
            )
            for row in state.get(table.name, []):
                value = row.get(field.name)
                if not isinstance(value, str):
                    continue
                where = f"{table.name}.{field.name} = {value!r}"
                if CODE.match(value):
                    found.append(f"{where} is a code")
                if meaning in ALLOWED:
                    other = [
                        k for k, words in VOCABULARIES.items() if value in words and k not in ALLOWED[meaning]
                    ]
                    if other:
                        found.append(f"{where} ({meaning}) is a word of {other[0]}")
    return found


def test_the_job_search_design_gets_values_by_meaning() -> None:
    schema = job_search_schema()
    kinds = {
        (t.name, f.name): field_meaning(name=f.name, table_name=t.name, description=f.description or "")
        for t in schema.tables
        for f in t.fields
    }
    assert kinds[("candidates", "full_name")] == "person"
    assert kinds[("interviews", "interviewer_name")] == "person"  # "Name of the person conducting ..."
    assert kinds[("employers", "industry")] == "industry"
    assert kinds[("jobs", "title")] == "job_title"
    assert kinds[("jobs", "location")] == kinds[("candidates", "location")] == "city"
    for seed in range(3):
        for state in (
            generate_state(schema=schema, seed=seed, rows_per_table=6),
            build_test_state(schema=schema, seed=seed),
        ):
            assert problems_of(schema, state) == []
            for row in state["candidates"]:
                assert row["full_name"].split()[0] in _DATA["first_names"], row
            for row in state["interviews"]:
                assert row["interviewer_name"].split()[0] in _DATA["first_names"], row
            for row in state["employers"]:
                assert row["industry"] in [*_DATA["industries"], None], row
            for row in state["jobs"]:
                assert row["title"] in _DATA["posted_job_titles"], row
                assert row["location"] in [*_DATA["cities"], None], row
                others = [t for k, texts in _DATA["text"].items() if k != "job_description" for t in texts]
                assert row["description"] not in others, row
            for row in state["applications"]:
                assert row["cover_letter"] in [*_DATA["text"]["cover_letter"], None], row


def test_same_seed_same_values() -> None:
    schema = job_search_schema()
    assert generate_state(schema=schema, seed=4) == generate_state(schema=schema, seed=4)


def test_names_that_decided_well_still_decide() -> None:
    import random

    def draw(name: str, table: str, description: str = "") -> object:
        f = Field(name=name, type=FieldType.STRING, description=description)
        return value_for(field=f, table_name=table, row={}, rng=random.Random(0), serial=1)

    assert draw("first_name", "members") in _DATA["first_names"]
    assert draw("lastName", "user") in _DATA["last_names"]  # camelCase was a company name
    assert draw("cust_first_name", "customers") in _DATA["first_names"]  # was a full name
    assert draw("title", "books") in _DATA["book_titles"]
    assert draw("title", "courses") in _DATA["course_titles"]
    assert draw("location", "copies") not in _DATA["cities"]  # a shelf: a short code
    assert str(draw("ip_address", "sessions")).startswith("203.0.113.")
    assert draw("contact_title", "suppliers") in _DATA["job_titles"]
    assert draw("name", "employers") in _DATA["companies"]
    assert draw("location", "events", "Where the event is held.") in _DATA["cities"]
    assert draw("sector", "companies") in _DATA["industries"]


def test_singulars_come_from_inflection() -> None:
    assert [
        singular_word(w) for w in ("courses", "people", "statuses", "status", "campus", "menus", "data")
    ] == [
        "course",
        "person",
        "status",
        "status",
        "campus",
        "menu",
        "data",
    ]


def _spec_files() -> list[Path]:
    files = sorted(SAMPLES.iterdir())
    files += sorted(p for p in (CORPUS / "public").iterdir() if p.suffix != ".md")
    files += [CORPUS / "club_registrations.sql"]
    return files


@pytest.mark.parametrize("path", _spec_files(), ids=lambda p: p.name)
def test_samples_and_the_corpus_get_values_by_meaning(path: Path) -> None:
    raw = path.read_bytes()
    slug = re.sub(r"\W", "_", path.name.split(".")[0])
    try:
        spec = parse_sql(raw, name=slug) if ".sql" in path.name else parse_openapi(raw, name=slug)
    except SpecError:
        pytest.skip("not a spec the generators admit")
    real = spec.seed_data.rows if spec.seed_data is not None else {}
    state = generate_state(schema=spec.state_schema, seed=0, rows_per_table=3)
    assert problems_of(spec.state_schema, state, real=real) == []


def test_a_country_code_field_holds_iso_codes_never_a_names_first_letters() -> None:
    from synthesis.ir import Table

    table = Table(
        name="customers",
        primary_key="id",
        fields=[
            Field(name="id", type=FieldType.STRING),
            Field(name="country", type=FieldType.STRING, description="Two-letter ISO country code."),
            Field(name="home_country", type=FieldType.STRING, description="Where the customer lives."),
        ],
    )
    schema = StateSchema(tables=[table])
    codes = {code for code, _ in _DATA["country_codes"]}
    seen: set[str] = set()
    for seed in range(6):
        for row in generate_state(schema=schema, rows_per_table=8, seed=seed)["customers"]:
            assert row["country"] in codes, row  # "SP" for Spain and "JA" for Japan were drawn before
            assert row["home_country"] in _DATA["countries"], row
            seen.add(row["country"])
    assert len(seen) > 2


@pytest.mark.parametrize(
    ("table", "field", "kind", "vocabulary"),
    [
        # PostgreSQL keeps short names in `text` columns (sqlc's booktest): they stay names, not notes.
        ("authors", "name", FieldType.TEXT, "person"),
        ("employee", "fname", FieldType.STRING, "first_name"),  # pubs
        ("authors", "au_lname", FieldType.TEXT, "last_name"),
        ("pets", "name", FieldType.STRING, "first_name"),  # a pet is called Zoe, not "Harbor Books"
        ("tags", "name", FieldType.TEXT, "genre"),
        ("category", "name", FieldType.STRING, "genre"),  # pagila's film categories
    ],
)
def test_short_names_are_names_whatever_their_column_type(table, field, kind, vocabulary) -> None:
    from synthesis.ir import Table

    schema = StateSchema(
        tables=[Table(name=table, primary_key="id", fields=[Field(name="id"), Field(name=field, type=kind)])]
    )
    words = {
        "person": set(_DATA["first_names"]),
        "first_name": set(_DATA["first_names"]),
        "last_name": set(_DATA["last_names"]),
        "genre": set(_DATA["genres"]),
    }[vocabulary]
    for row in generate_state(schema=schema, rows_per_table=6, seed=3)[table]:
        value = row[field]
        head = value.split()[0] if vocabulary == "person" else value
        assert head in words, (table, field, value)


def test_moments_kept_as_unix_seconds_and_ids_kept_as_text_are_neither_counts_nor_notes() -> None:
    from synthesis.ir import Table

    fields = [
        Field(name="id"),
        Field(name="uid", type=FieldType.TEXT),  # memos' memo_share.uid was "Allergic to penicillin."
        Field(name="created_ts", type=FieldType.INTEGER),  # was "creation time 11"
        Field(name="response_time", type=FieldType.INTEGER),  # a span, not a moment
    ]
    schema = StateSchema(tables=[Table(name="memo", primary_key="id", fields=fields)])
    notes = set(_DATA.get("notes", [])) | {"Allergic to penicillin.", "Gift wrap, please."}
    for row in generate_state(schema=schema, rows_per_table=6, seed=5)["memo"]:
        assert row["uid"] not in notes and " " not in row["uid"], row
        assert 1_700_000_000 <= row["created_ts"] <= 1_736_899_200, row  # before 2025-01-15
        assert row["response_time"] < 1_000_000, row
