"""Schemas as migration histories give them (Prisma's migration.sql files joined in order, Flyway's, Rails'
structure.sql): columns renamed and dropped after they were indexed, indexes dropped, enums that grow, indexes
on expressions and partial unique indexes (found in Umami, DSpace and Danbooru)."""

from __future__ import annotations

import pytest

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql


def test_an_index_on_a_column_dropped_later_is_left_out_with_a_note() -> None:
    spec = parse_sql(
        'CREATE TABLE "session" ("id" UUID NOT NULL PRIMARY KEY, "hostname" VARCHAR(100),'
        ' "browser" VARCHAR(20));\n'
        'CREATE INDEX "session_hostname_idx" ON "session"("hostname");\n'
        'CREATE UNIQUE INDEX "session_browser_key" ON "session"("browser");\n'
        'ALTER TABLE "session" DROP COLUMN "hostname";\n',
        name="umami",
    )
    table = spec.state_schema.table("session")
    assert [f.name for f in table.fields] == ["id", "browser"] and table.field("browser").unique
    assert "session: the index at line 2 names hostname, not a column now: left out" in spec.provenance.notes


def test_a_dropped_unique_index_no_longer_holds() -> None:
    spec = parse_sql(
        'CREATE TABLE "user" ("id" UUID NOT NULL PRIMARY KEY, "username" VARCHAR(255) NOT NULL,'
        ' "team_id" UUID);\n'
        'CREATE UNIQUE INDEX "user_username_key" ON "user"("username");\n'
        'DROP INDEX "user_username_key";\n'
        'CREATE UNIQUE INDEX "user_team_username_key" ON "user"("team_id", "username");\n',
        name="umami",
    )
    table = spec.state_schema.table("user")
    assert not table.field("username").unique
    assert table.unique_together == [["team_id", "username"]]


def test_a_renamed_column_keeps_its_key_and_what_comes_after_finds_it() -> None:
    spec = parse_sql(
        "CREATE TABLE eperson (eperson_id INTEGER PRIMARY KEY, email VARCHAR(64));\n"
        "CREATE TABLE epersongroup (group_id INTEGER PRIMARY KEY, name VARCHAR(250));\n"
        "CREATE TABLE member (id INTEGER PRIMARY KEY,\n"
        "  eperson_group_id INTEGER REFERENCES epersongroup(group_id),\n"
        "  eperson_id INTEGER REFERENCES eperson(eperson_id));\n"
        "ALTER TABLE epersongroup ADD COLUMN uuid UUID UNIQUE;\n"
        "ALTER TABLE member RENAME COLUMN eperson_group_id TO eperson_group_legacy_id;\n"
        "ALTER TABLE member ADD COLUMN eperson_group_id UUID REFERENCES epersongroup(uuid);\n"
        "ALTER TABLE member DROP COLUMN eperson_group_legacy_id;\n"
        "ALTER TABLE eperson RENAME COLUMN email TO mail;\n"
        "CREATE INDEX eperson_mail_idx ON eperson(mail);\n",
        name="dspace",
    )
    member = spec.state_schema.table("member")
    assert [f.name for f in member.fields] == ["id", "eperson_id", "eperson_group_id"]
    key = member.field("eperson_group_id").foreign_key
    assert key is not None and (key.table, key.field) == ("epersongroup", "uuid")
    assert [f.name for f in spec.state_schema.table("eperson").fields] == ["eperson_id", "mail"]


def test_an_enum_grows_with_alter_type_add_value() -> None:
    spec = parse_sql(
        "CREATE TYPE \"Role\" AS ENUM ('USER', 'ADMIN');\n"
        'CREATE TABLE "Member" ("id" TEXT NOT NULL PRIMARY KEY, "role" "Role" NOT NULL DEFAULT \'USER\');\n'
        "-- a later Prisma migration\n"
        "ALTER TYPE \"Role\" ADD VALUE 'OWNER';\n"
        "ALTER TYPE \"Role\" ADD VALUE IF NOT EXISTS 'GUEST' BEFORE 'USER';\n"
        "INSERT INTO \"Member\" (\"id\", \"role\") VALUES ('m1', 'OWNER'), ('m2', 'USER');\n",
        name="umami",
    )
    assert spec.state_schema.table("member").field("role").enum_values == ["GUEST", "USER", "ADMIN", "OWNER"]
    assert spec.seed_data is not None and [r["role"] for r in spec.seed_data.rows["member"]] == [
        "OWNER",
        "USER",
    ]


def test_expression_and_partial_unique_indexes_are_not_unique_rules() -> None:
    spec = parse_sql(
        "CREATE TABLE public.artists (id integer NOT NULL PRIMARY KEY, name character varying NOT NULL,"
        " other_names text[] DEFAULT '{}'::text[] NOT NULL);\n"
        "CREATE INDEX index_artists_on_lower_names ON public.artists USING gin"
        " (public.lower((ARRAY[(name)::text] || other_names)));\n"
        "CREATE UNIQUE INDEX index_artists_on_lower_name ON public.artists (lower(name));\n"
        "CREATE TABLE votes (id integer PRIMARY KEY, user_id integer NOT NULL, comment_id integer NOT NULL,"
        " is_deleted boolean DEFAULT false NOT NULL);\n"
        "CREATE UNIQUE INDEX votes_once ON votes USING btree (user_id, comment_id)"
        " WHERE (is_deleted = false);\n"
        "INSERT INTO votes VALUES (1, 7, 10, true);\nINSERT INTO votes VALUES (2, 7, 10, false);\n",
        name="danbooru",
    )
    assert not spec.state_schema.table("artists").field("name").unique
    assert spec.state_schema.table("votes").unique_together == []
    assert spec.seed_data is not None and len(spec.seed_data.rows["votes"]) == 2  # PostgreSQL takes both
    notes = spec.provenance.notes
    assert any("votes: a unique index with a WHERE clause at line 5 is not kept" in n for n in notes), notes


# sqlc's "ondeck" example (sqlc-dev/sqlc, MIT), its three migrations: was refused at the rename's next
# statement ("ALTER TABLE changes the columns of an unknown table 'venue'").
ONDECK = """
CREATE TABLE city (slug text PRIMARY KEY, name text NOT NULL);
CREATE TYPE status AS ENUM ('op!en', 'clo@sed');
CREATE TABLE venues (
    id SERIAL primary key, dropped text, status status not null, slug text not null,
    city text not null references city(slug), songkick_id text
);
CREATE UNIQUE INDEX venues_slug ON venues (slug);
CREATE TABLE shows (id SERIAL PRIMARY KEY, venue_id integer);
ALTER TABLE shows ADD CONSTRAINT shows_venue FOREIGN KEY (venue_id) REFERENCES venues (id);
COMMENT ON TABLE venues IS 'Venues are places where music happens';
ALTER TABLE venues RENAME TO venue;
ALTER TABLE venue ADD COLUMN created_at TIMESTAMP NOT NULL DEFAULT NOW();
ALTER TABLE venue DROP COLUMN dropped;
"""


def test_a_renamed_table_keeps_what_was_said_of_it_and_what_comes_after_finds_it() -> None:
    spec = parse_sql(ONDECK, name="ondeck", dialect="postgres")
    assert [t.name for t in spec.state_schema.tables] == ["city", "venue", "shows"]
    venue = spec.state_schema.table("venue")
    assert [f.name for f in venue.fields] == ["id", "status", "slug", "city", "songkick_id", "created_at"]
    assert venue.field("slug").unique and "music happens" in venue.description
    city = venue.field("city").foreign_key
    assert city is not None and (city.table, city.field) == ("city", "slug")
    shows = spec.state_schema.table("shows").field("venue_id").foreign_key
    assert shows is not None and shows.table == "venue"


def test_mysql_rename_table_statements_rename_in_order() -> None:
    spec = parse_sql(
        "CREATE TABLE a (id INT PRIMARY KEY);\n"
        "CREATE TABLE b (id INT PRIMARY KEY, a_id INT, FOREIGN KEY (a_id) REFERENCES a (id));\n"
        "RENAME TABLE a TO authors, b TO books;\n"
        "ALTER TABLE books ADD COLUMN title VARCHAR(20);\n",
        name="library",
        dialect="mysql",
    )
    assert [t.name for t in spec.state_schema.tables] == ["authors", "books"]
    books = spec.state_schema.table("books")
    assert [f.name for f in books.fields] == ["id", "a_id", "title"]
    key = books.field("a_id").foreign_key
    assert key is not None and key.table == "authors"


def test_renaming_an_unknown_table_or_onto_another_is_refused_with_its_line() -> None:
    with pytest.raises(SpecError, match="renames an unknown table 'nothing'") as caught:
        parse_sql("CREATE TABLE a (id INT PRIMARY KEY);\nALTER TABLE nothing RENAME TO b;\n", name="x")
    assert caught.value.line == 2
    with pytest.raises(SpecError, match="to 'b', a table that exists"):
        parse_sql(
            "CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (id INT PRIMARY KEY);\n"
            "ALTER TABLE a RENAME TO b;\n",
            name="x",
        )
