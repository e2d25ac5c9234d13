"""PostgreSQL as test fixtures and hand-written schemas have it (found by probing PostgREST's fixtures and
sqlc's examples, both MIT): keys marked NOT DEFERRABLE, foreign tables, tables whose columns come from a query
or from ALTER TABLE, arrays of object identifiers, ``bit varying``; and a file one dialect understands further
than another reads it whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql
from synthesis.state.fitting import numbers_in_bounds
from tests.pipelines.helpers import configure_llm, file_seed, run_kind


def test_not_deferrable_keys_are_kept_in_create_and_alter_table() -> None:
    spec = parse_sql(
        "create table films (id int primary key);\n"
        "create table roles (id int primary key);\n"
        "create table cast_members (\n"
        "  film_id int not null, role_id int not null,\n"
        "  constraint cast_pk primary key (film_id, role_id),\n"
        "  constraint cast_film foreign key (film_id) references films(id) not deferrable\n"
        ");\n"
        "alter table only cast_members add constraint cast_role foreign key (role_id) references roles(id)"
        " not deferrable initially immediate;\n",
        name="films",
        dialect="postgres",
    )
    table = spec.state_schema.table("cast_members")
    film, role = table.field("film_id").foreign_key, table.field("role_id").foreign_key
    assert film is not None and film.table == "films"
    assert role is not None and role.table == "roles"  # (the ALTER was read as a bare command: lost)


def test_a_foreign_table_is_a_table_and_undeclared_tables_are_left_out_with_what_names_them() -> None:
    spec = parse_sql(
        "CREATE TABLE clients (id int PRIMARY KEY, name text);\n"
        "CREATE TABLE authors_only ();\n"
        "CREATE TABLE items AS SELECT x AS id FROM generate_series(1,5) x;\n"
        "ALTER TABLE items ADD PRIMARY KEY (id);\n"
        "CREATE TABLE copies (LIKE clients INCLUDING ALL);\n"
        "CREATE TABLE grown ();\n"
        "ALTER TABLE grown ADD COLUMN id int PRIMARY KEY;\n"
        "ALTER TABLE grown ADD COLUMN item_id int REFERENCES items(id);\n"
        "create foreign table projects_dump (id integer, name text, client_id integer REFERENCES clients(id))"
        " server import_csv options ( filename '/tmp/projects_dump.csv', format 'csv');\n",
        name="fixtures",
        dialect="postgres",
    )
    assert [t.name for t in spec.state_schema.tables] == ["clients", "copies", "grown", "projects_dump"]
    copies = spec.state_schema.table("copies")  # LIKE a table read: a copy of it
    assert [f.name for f in copies.fields] == ["id", "name"] and copies.primary_key == "id"
    assert [f.name for f in spec.state_schema.table("grown").fields] == ["id", "item_id"]
    assert spec.state_schema.table("grown").field("item_id").foreign_key is None  # items is left out
    dump = spec.state_schema.table("projects_dump").field("client_id").foreign_key
    assert dump is not None and dump.table == "clients"
    notes = spec.provenance.notes
    assert "table authors_only has no columns: left out, with what names it" in notes
    skipped = {group["kind"]: group["count"] for group in spec.provenance.skipped}
    assert skipped["CREATE TABLE ... AS / LIKE"] == 1


def test_arrays_of_object_identifiers_and_bit_varying_are_read() -> None:
    spec = parse_sql(
        "CREATE TABLE oid_test (id int PRIMARY KEY, oid_col oid, oid_array_col oid[], cls regclass,"
        " classes regclass[], flags bit varying(5));\n",
        name="types",
        dialect="postgres",
    )
    fields = {f.name: f.type.value for f in spec.state_schema.table("oid_test").fields}
    assert fields == {
        "id": "integer", "oid_col": "integer", "oid_array_col": "json", "cls": "string", "classes": "json",
        "flags": "string",
    }  # fmt: skip


def test_a_reading_that_finds_fewer_tables_than_another_dialect_read_before_failing_is_not_taken() -> None:
    # The PostgreSQL reading fails on a table past the limit; a generic reading that sees only the first
    # table (the $$ body swallows the rest) is no answer: the failure is.
    tables = "".join(f"CREATE TABLE t{i} (id int PRIMARY KEY);\n" for i in range(201))
    body = "CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql;\n"
    with pytest.raises(SpecError, match="more CREATE TABLE statements than the limit of 200"):
        parse_sql("CREATE TABLE first (id int PRIMARY KEY);\n" + body + tables, name="many")


def test_a_now_string_default_is_the_current_time_in_a_time_column_only() -> None:
    # sqlc's booktest: ``available timestamptz NOT NULL DEFAULT 'NOW()'``; its create failed verification
    # ("books.available must be an ISO date-time, got 'NOW()'").
    spec = parse_sql(
        "CREATE TABLE t (id int PRIMARY KEY, word text DEFAULT 'now',"
        " at timestamptz NOT NULL DEFAULT 'NOW()', cast_at timestamp DEFAULT 'now'::timestamp,"
        " day date DEFAULT 'today');\n",
        name="times",
        dialect="postgres",
    )
    fields = {f.name: f for f in spec.state_schema.tables[0].fields}
    assert fields["word"].default == "now" and not fields["word"].generated
    assert all(fields[n].default is None and fields[n].generated for n in ("at", "cast_at", "day"))


# PostgREST's apflora fixtures, cut down: a nullable coordinate between two bounds (no sampled number is),
# a plain range, and a user's name that messages reference (``ON UPDATE CASCADE``, which the environment
# refuses while referenced). Each failed the procedural tests: the first two drew 1 or 7, the third
# changed a referenced name under preconditions that did not say it may not.
APFLORA = """
CREATE TABLE pop (
    id integer PRIMARY KEY, name text, x integer, y integer,
    CONSTRAINT zx CHECK (((x IS NULL) OR ((x > 2485071) AND (x < 2828516)))),
    CONSTRAINT zy CHECK ((y > 10) AND (y < 20))
);
CREATE TABLE "user" (id integer PRIMARY KEY, name text UNIQUE, email text);
CREATE TABLE usermessage (id integer PRIMARY KEY, user_name text NOT NULL, message text);
ALTER TABLE ONLY usermessage ADD CONSTRAINT fk_user FOREIGN KEY (user_name) REFERENCES "user"(name)
    ON UPDATE CASCADE ON DELETE CASCADE;
"""


def test_bounded_checks_and_referenced_names_pass_their_procedural_tests(tmp_path: Path) -> None:
    configure_llm(None)
    seed = file_seed(tmp_path, kind="spec", filename="apflora.sql", data=APFLORA.encode())
    ctx = run_kind(kind="spec", seed=seed, options={"scenarios": 6})
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    tools = {tool["name"]: tool for tool in environment["ir"]["tools"]}
    texts = [c["text"] for c in tools["update_user"]["preconditions"]]
    assert "If name is given and differs, no usermessage row references the row (user_name)." in texts
    assert sum(1 for s in ctx.scenarios.values() if s["proof_passed"]) >= 5


def test_numbers_in_bounds_read_conjunctions_and_the_empty_value_guard() -> None:
    assert numbers_in_bounds(["value is None or (value > 2485071 and value < 2828516)"], integer=True) == (
        2485072, 2485073, 2656793, 2828514, 2828515,
    )  # fmt: skip
    assert numbers_in_bounds(["(value >= 1) and (value <= 3)"], integer=True) == (1, 2, 3)
    assert numbers_in_bounds(["value < 0 or value > 10"], integer=True) == ()  # either side: no bounds
    assert numbers_in_bounds(["value > 1 and (value < 5 or value > 9)"], integer=True) == ()
