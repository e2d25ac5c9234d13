"""Schemas as migration histories give them (Prisma's migration.sql files joined in order, Flyway's, Rails'
structure.sql): columns renamed and dropped after they were indexed, indexes dropped, enums that grow, indexes
on expressions and partial unique indexes (found in Umami, DSpace and Danbooru)."""

from __future__ import annotations

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
