"""Schemas as migration histories give them (Prisma's migration.sql files joined in order, Flyway's, Rails'
structure.sql): columns renamed and dropped after they were indexed, indexes dropped, enums that grow, indexes
on expressions and partial unique indexes (found in Umami, DSpace and Danbooru)."""

from __future__ import annotations

from pathlib import Path

import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.ir.environment import Field
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql

CORPUS = Path(__file__).resolve().parents[1] / "data" / "specs" / "public"


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


def test_rename_without_column_renames_the_column_not_the_table() -> None:
    # PostgreSQL's COLUMN is optional; read as a table rename (to the column's name), DSpace's migrations lost
    # their ``item`` table at the next statement that named it.
    spec = parse_sql(
        "CREATE TABLE Item (item_id INTEGER PRIMARY KEY, last_modified2 TIMESTAMP);\n"
        "ALTER TABLE Item RENAME last_modified2 TO last_modified;\n"
        "ALTER TABLE item ADD discoverable BOOLEAN;\n",
        name="items",
        dialect="postgres",
    )
    assert [t.name for t in spec.state_schema.tables] == ["item"]
    fields = [f.name for f in spec.state_schema.table("item").fields]
    assert fields == ["item_id", "last_modified", "discoverable"]


def test_dspace_migrations_read_as_postgresql() -> None:
    spec = parse_sql(CORPUS / "dspace.flyway-postgres.sql", name="dspace", dialect="postgres")
    # 72 created, 12 dropped later (ItemsByAuthor and its kin, History, workflowitem, ...)
    assert len(spec.state_schema.tables) == 60
    assert "itemsbyauthor" not in {t.name for t in spec.state_schema.tables}
    assert "discoverable" in {f.name for f in spec.state_schema.table("item").fields}


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


def test_a_skipped_statement_is_shown_by_its_own_first_line_not_the_comments_before_it() -> None:
    spec = parse_sql(
        "CREATE TABLE formats (id INTEGER PRIMARY KEY, mimetype VARCHAR(48));\n"
        "-- new Word 2007 mimetypes.\n"
        "-----------------------------------\n"
        "/* widened */\n"
        "ALTER TABLE formats DROP CONSTRAINT formats_mimetype_check;\n",
        name="formats",
        dialect="postgres",
    )
    [skipped] = [s for s in spec.provenance.skipped if s["kind"] == "ALTER TABLE (other)"]
    assert skipped["examples"] == [
        {"line": 5, "text": "ALTER TABLE formats DROP CONSTRAINT formats_mimetype_check"}
    ]


def _fields(spec: EnvironmentSpec, table: str) -> dict[str, Field]:
    return {f.name: f for f in spec.state_schema.table(table).fields}


def test_alter_column_changes_nullability_type_and_default_in_order() -> None:
    # DSpace's and Umami's migrations: a legacy key loses NOT NULL, its replacement gains it, a text widens.
    spec = parse_sql(
        "CREATE TABLE formats (id INTEGER PRIMARY KEY, mimetype VARCHAR(48) NOT NULL DEFAULT 'x/y',\n"
        "  legacy_id INTEGER NOT NULL, uuid UUID, kind TEXT DEFAULT 'a');\n"
        "ALTER TABLE formats ALTER COLUMN mimetype TYPE VARCHAR(256);\n"
        "ALTER TABLE formats ALTER COLUMN mimetype DROP DEFAULT;\n"
        "ALTER TABLE formats ALTER COLUMN legacy_id DROP NOT NULL;\n"
        'ALTER TABLE "formats" ALTER COLUMN "uuid" SET NOT NULL;\n'
        "ALTER TABLE formats ALTER COLUMN kind SET DEFAULT 'b',\n"
        "  ALTER COLUMN kind SET DATA TYPE VARCHAR(9);\n",
        name="formats",
        dialect="postgres",
    )
    fields = _fields(spec, "formats")
    mimetype, legacy, uuid, kind = (fields[n] for n in ("mimetype", "legacy_id", "uuid", "kind"))
    assert mimetype.checks == ["len(value) <= 256"] and mimetype.default is None
    assert mimetype.required
    assert not legacy.required and uuid.required
    assert kind.default == "b" and kind.checks == ["len(value) <= 9"]
    assert not [s for s in spec.provenance.skipped if s["kind"] == "ALTER TABLE (other)"]


def test_sql_server_alter_column_without_null_makes_the_column_nullable() -> None:
    text = (
        "CREATE TABLE t (id INT PRIMARY KEY, a INT NOT NULL, b INT NOT NULL, c INT);\n"
        "ALTER TABLE t ALTER COLUMN a BIGINT;\nALTER TABLE t ALTER COLUMN b BIGINT NOT NULL;\n"
        "ALTER TABLE t ALTER COLUMN c INT NOT NULL;\n"
    )
    fields = _fields(parse_sql(text, name="t", dialect="tsql"), "t")
    assert [fields[n].required for n in ("a", "b", "c")] == [False, True, True]
    fields = _fields(
        parse_sql(text.replace("COLUMN a BIGINT", "COLUMN a TYPE BIGINT"), name="t", dialect="postgres"), "t"
    )
    assert fields["a"].required  # PostgreSQL's TYPE keeps NOT NULL


def test_mysql_modify_and_change_give_the_column_its_whole_definition_again() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, code VARCHAR(8) NOT NULL UNIQUE,\n"
        "  note VARCHAR(10) NOT NULL DEFAULT 'n', old_qty INT);\n"
        "ALTER TABLE t MODIFY code VARCHAR(20) NOT NULL, MODIFY COLUMN note VARCHAR(30);\n"
        "ALTER TABLE t CHANGE old_qty qty INT NOT NULL DEFAULT 1;\n"
        "CREATE INDEX t_qty ON t (qty);\n",
        name="t",
        dialect="mysql",
    )
    fields = _fields(spec, "t")
    assert list(fields) == ["id", "code", "note", "qty"]
    code, note, qty = fields["code"], fields["note"], fields["qty"]
    assert code.unique and code.checks == ["len(value) <= 20"]  # index stays
    assert not note.required and note.default is None  # left out: gone
    assert qty.required and qty.default == 1


def test_a_dropped_foreign_key_no_longer_holds_and_one_added_again_replaces_it() -> None:
    spec = parse_sql(
        "CREATE TABLE o (id INTEGER PRIMARY KEY);\nCREATE TABLE c (id INTEGER PRIMARY KEY);\n"
        "CREATE TABLE r (id INTEGER PRIMARY KEY, o_id INTEGER REFERENCES o(id), c_id INTEGER,\n"
        "  CONSTRAINT r_c FOREIGN KEY (c_id) REFERENCES c(id));\n"
        "ALTER TABLE r DROP CONSTRAINT r_o_id_fkey,\n"  # PostgreSQL's name for the unnamed one
        "  ADD CONSTRAINT r_o_id_fkey FOREIGN KEY (o_id) REFERENCES o(id) ON DELETE CASCADE;\n"
        "ALTER TABLE r DROP CONSTRAINT IF EXISTS r_c;\n"
        "ALTER TABLE r DROP CONSTRAINT IF EXISTS r_no_such;\n",
        name="r",
        dialect="postgres",
    )
    fields = _fields(spec, "r")
    key = fields["o_id"].foreign_key
    assert key is not None and (key.table, key.on_delete) == ("o", "cascade")
    assert fields["c_id"].foreign_key is None
    [skipped] = [s for s in spec.provenance.skipped if s["kind"] == "ALTER TABLE (other)"]
    assert skipped["examples"] == [{"line": 8, "text": "ALTER TABLE r DROP CONSTRAINT IF EXISTS r_no_such"}]


def test_changing_an_unknown_column_is_refused_with_its_line() -> None:
    with pytest.raises(SpecError, match=r"changes an unknown column t\.nope") as caught:
        parse_sql(
            "CREATE TABLE t (id INT PRIMARY KEY);\nALTER TABLE t ALTER COLUMN nope SET NOT NULL;\n",
            name="t",
            dialect="postgres",
        )
    assert caught.value.line == 2


@pytest.mark.parametrize(
    ("dialect", "renames"),
    [
        ("postgres", "ALTER TABLE venues RENAME TO venue;\nALTER TABLE venue RENAME COLUMN nm TO name;\n"),
        ("mysql", "RENAME TABLE venues TO venue;\nALTER TABLE venue CHANGE nm name VARCHAR(30);\n"),
    ],
)
def test_rows_inserted_before_a_rename_follow_the_table_and_column(dialect: str, renames: str) -> None:
    spec = parse_sql(
        "CREATE TABLE venues (id INT PRIMARY KEY, nm VARCHAR(20));\n"
        "INSERT INTO venues (id, nm) VALUES (1, 'a'), (2, 'b');\n"
        f"{renames}"
        "CREATE TABLE venues (id INT PRIMARY KEY, label VARCHAR(20));\n"  # a new table under the old name
        "INSERT INTO venues (id, label) VALUES (7, 'new');\n"
        "INSERT INTO venue (id, name) VALUES (3, 'c');\n",
        name="venues",
        dialect=dialect,
    )
    assert spec.seed_data is not None and spec.seed_data.rejected == {}
    assert spec.seed_data.rows["venue"] == [
        {"id": 1, "name": "a"},
        {"id": 2, "name": "b"},
        {"id": 3, "name": "c"},
    ]
    assert spec.seed_data.rows["venues"] == [{"id": 7, "label": "new"}]


def test_a_dropped_table_is_gone_with_its_rows_and_the_keys_to_it_and_may_be_created_again() -> None:
    # Authelia's migrations drop their OAuth2 session tables and create them again with other columns.
    spec = parse_sql(
        "DROP TABLE IF EXISTS sessions;\n"  # as a dump writes before each CREATE: nothing to drop yet
        "CREATE TABLE sessions (id INT PRIMARY KEY, subject VARCHAR(10));\n"
        "CREATE TABLE tokens (id INT PRIMARY KEY, session_id INT REFERENCES sessions(id));\n"
        "CREATE TABLE audits (id INT PRIMARY KEY, session_id INT);\n"
        "ALTER TABLE audits ADD CONSTRAINT audits_session FOREIGN KEY (session_id) REFERENCES sessions(id);\n"
        "CREATE UNIQUE INDEX sessions_subject ON sessions (subject);\n"
        "INSERT INTO sessions VALUES (1, 'a');\n"
        "DROP TABLE tokens, sessions CASCADE;\n"
        "CREATE TABLE sessions (id INT PRIMARY KEY, challenge VARCHAR(36) NOT NULL);\n"
        "CREATE TABLE IF NOT EXISTS sessions (id INT PRIMARY KEY, other INT);\n"
        "INSERT INTO sessions VALUES (2, 'c-2');\n"
        "DROP TABLE no_such_table;\n",
        name="sessions",
        dialect="postgres",
    )
    assert [t.name for t in spec.state_schema.tables] == ["audits", "sessions"]
    assert list(_fields(spec, "sessions")) == ["id", "challenge"]
    assert not _fields(spec, "sessions")["challenge"].unique  # the old table's index went with it
    assert _fields(spec, "audits")["session_id"].foreign_key is None  # CASCADE dropped the key to it
    assert spec.seed_data is not None and spec.seed_data.rows == {"sessions": [{"id": 2, "challenge": "c-2"}]}
    skipped = {s["kind"]: s["examples"][0]["line"] for s in spec.provenance.skipped}
    assert skipped == {"CREATE TABLE IF NOT EXISTS (exists)": 10, "DROP TABLE (of no table read)": 12}


def test_comment_rules_of_dashes_are_not_descriptions() -> None:
    spec = parse_sql(
        "-- ==========\n-- Orders placed\n-- ----------\n"
        "CREATE TABLE orders (id INT PRIMARY KEY, -- ****\n  quantity INT -- how many\n);\n",
        name="orders",
    )
    orders = spec.state_schema.table("orders")
    assert orders.description == "Orders placed"
    assert [f.description for f in orders.fields] == ["", "how many"]


def test_mysql_create_table_like_copies_columns_defaults_and_indexes_not_foreign_keys() -> None:
    spec = parse_sql(
        "CREATE TABLE a (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, code VARCHAR(8) NOT NULL DEFAULT 'x',\n"
        "  b_id INT, FOREIGN KEY (b_id) REFERENCES a(id));\n"
        "CREATE UNIQUE INDEX a_code ON a (code);\n"
        "CREATE TABLE a_backup LIKE a;\n"
        "INSERT INTO a_backup VALUES (1, 'q', NULL);\n",
        name="a",
        dialect="mysql",
    )
    backup = spec.state_schema.table("a_backup")
    assert backup.primary_key == "id" and list(_fields(spec, "a_backup")) == ["id", "code", "b_id"]
    code, b_id = backup.field("code"), backup.field("b_id")
    assert code.unique and code.required and code.default == "x"
    assert b_id.foreign_key is None and spec.state_schema.table("a").field("b_id").foreign_key is not None
    assert spec.seed_data is not None and spec.seed_data.rows["a_backup"] == [
        {"id": 1, "code": "q", "b_id": None}
    ]
    assert spec.provenance.skipped == []


def test_postgres_like_copies_what_its_including_options_say() -> None:
    spec = parse_sql(
        "CREATE TABLE a (id SERIAL PRIMARY KEY, code VARCHAR(8) NOT NULL DEFAULT 'x' CHECK (code <> ''));\n"
        "CREATE TABLE b (LIKE a, extra INT);\n"
        "CREATE TABLE c (LIKE a INCLUDING ALL);\n"
        "CREATE TABLE d (LIKE no_such_table);\n",
        name="a",
        dialect="postgres",
    )
    b, c = _fields(spec, "b"), _fields(spec, "c")
    assert spec.state_schema.table("b").primary_key != "id"  # no INCLUDING INDEXES: no key copied
    assert b["id"].required and not b["id"].generated  # NOT NULL is copied, the serial's default is not
    assert b["code"].default is None and b["code"].checks == ["len(value) <= 8"]
    assert "extra" in b
    assert spec.state_schema.table("c").primary_key == "id" and c["code"].default == "x"
    assert c["code"].checks == ["value != ''", "len(value) <= 8"]
    assert "d" not in {t.name for t in spec.state_schema.tables}
    [skipped] = spec.provenance.skipped
    assert (skipped["kind"], skipped["examples"][0]["line"]) == ("CREATE TABLE ... AS / LIKE", 4)


def test_a_dropped_unique_constraint_no_longer_holds() -> None:
    # Harbor's migrations drop notification_policy's unique_project_id: a project may then have many.
    spec = parse_sql(
        "CREATE TABLE policy (id SERIAL PRIMARY KEY, project_id int, name varchar(20), code char(2) UNIQUE,\n"
        "  tag text CONSTRAINT policy_tag_unique UNIQUE, CONSTRAINT unique_project_id UNIQUE (project_id));\n"
        "ALTER TABLE policy ADD CONSTRAINT unique_name UNIQUE (name, project_id);\n"
        "ALTER TABLE policy DROP CONSTRAINT unique_project_id;\n"
        "ALTER TABLE policy DROP CONSTRAINT policy_code_key, DROP CONSTRAINT policy_tag_unique;\n"
        "ALTER TABLE policy DROP CONSTRAINT IF EXISTS unique_name;\n"
        "ALTER TABLE schema_migrations ADD COLUMN data_version int;\n",  # golang-migrate's own table
        name="policy",
        dialect="postgres",
    )
    policy = spec.state_schema.table("policy")
    assert policy.unique_together == []
    assert [f.name for f in policy.fields if f.unique] == ["id"]
    [skipped] = spec.provenance.skipped
    assert skipped["examples"] == [
        {"line": 7, "text": "ALTER TABLE schema_migrations ADD COLUMN data_version int"}
    ]


@pytest.mark.parametrize(
    ("up", "down"),
    [
        ("-- +goose Up", "-- +goose Down"),
        ("-- +migrate Up", "-- +migrate Down"),
        ("-- migrate:up", "-- migrate:down"),
    ],
)
def test_the_down_sections_of_migration_files_are_not_read(up: str, down: str) -> None:
    """goose (OpenFGA's migrations), sql-migrate and dbmate keep both directions in one file: the down
    section drops what the up section made, and a history of such files joined in order ended with no
    tables ("the SQL spec has no CREATE TABLE statement")."""
    text = (
        f"{up}\n"
        "CREATE TABLE store (id TEXT PRIMARY KEY, name TEXT NOT NULL);\n"
        "CREATE TABLE tuple (store TEXT NOT NULL REFERENCES store (id), object_id TEXT NOT NULL,\n"
        "  PRIMARY KEY (store, object_id));\n"
        f"{down}\n"
        "DROP TABLE tuple;\nDROP TABLE store;\n"
        f"{up}\n"
        "ALTER TABLE store ADD COLUMN created_at TIMESTAMP;\n"
        f"{down.upper()}\n"
        "ALTER TABLE store DROP COLUMN created_at;\n"
        "DROP TABLE 'quote left open;\n"
    )
    spec = parse_sql(text, name="openfga")
    assert [t.name for t in spec.state_schema.tables] == ["store", "tuple"]
    assert [f.name for f in spec.state_schema.table("store").fields] == ["id", "name", "created_at"]
    [group] = [g for g in spec.provenance.skipped if g["kind"].startswith("down migration")]
    assert group["count"] == 2 and group["examples"][0] == {"line": 5, "text": down.lstrip("- ")}
    with pytest.raises(SpecError) as caught:  # lines after a down section keep their numbers
        parse_sql(
            text.replace(f"{up}\nALTER", f"{up}\nALTER TABLE nowhere ADD COLUMN x INT;\nALTER"), name="x"
        )
    assert caught.value.line == 9


def test_template_placeholders_are_read_as_one_word() -> None:
    """Supabase Auth's migrations are Go templates (``{{ index .Options "Namespace" }}.users``), also quoted
    and inside strings: each placeholder is read as one word and listed; an array literal is none."""
    spec = parse_sql(
        'CREATE TABLE IF NOT EXISTS {{ index .Options "Namespace" }}.users (\n'
        "  id uuid NOT NULL PRIMARY KEY, email varchar(255), grid text[] DEFAULT '{{a,b}}');\n"
        'CREATE INDEX users_email_idx ON "{{ index .Options "Namespace" }}"."users" (email);\n'
        "COMMENT ON TABLE {{.Schema}}.users IS 'Users of {{ index .Options \"Namespace\" }}.';\n"
        "CREATE TABLE {{ schema }}.sessions (id uuid PRIMARY KEY,\n"
        "  user_id uuid REFERENCES {{ schema }}.users (id));\n",
        name="supabase",
    )
    users = spec.state_schema.table("users")
    assert [t.name for t in spec.state_schema.tables] == ["users", "sessions"]
    assert users.field("grid").default == "{{a,b}}" and users.description.startswith(
        "Users of template_value"
    )
    [group] = [g for g in spec.provenance.skipped if g["kind"].startswith("template placeholder")]
    assert group["count"] == 5  # lines


def test_drizzle_foreign_keys_and_enums_in_do_blocks_are_read() -> None:
    """drizzle-kit writes a foreign key or an enum as ``DO $$ BEGIN <statement>; EXCEPTION WHEN
    duplicate_object THEN null; END $$;``: the statement runs unless it ran before, so it is read (the block
    was skipped, and with it every foreign key and enum of a Drizzle project). Other blocks stay skipped."""
    guard = "\nEXCEPTION\n WHEN duplicate_object THEN null;\nEND $$;\n--> statement-breakpoint\n"
    spec = parse_sql(
        "DO $$ BEGIN\n CREATE TYPE \"public\".\"role\" AS ENUM('admin', 'member');" + guard
        + 'CREATE TABLE IF NOT EXISTS "users" ("id" serial PRIMARY KEY NOT NULL, "role" "role" NOT NULL);\n'
        + "--> statement-breakpoint\n"
        + 'CREATE TABLE IF NOT EXISTS "posts" ("id" serial PRIMARY KEY, "author_id" integer NOT NULL);\n'
        + "--> statement-breakpoint\n"
        + 'DO $$ BEGIN\n ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk"\n'
        + '  FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade;' + guard
        + "DO $$ BEGIN\n IF NOT EXISTS (SELECT 1 FROM users) THEN\n"
        + "  ALTER TABLE posts ADD COLUMN draft boolean;\n END IF;\nEND $$;\n",
        name="drizzle",
    )  # fmt: skip
    author = spec.state_schema.table("posts").field("author_id")
    assert author.foreign_key is not None and author.foreign_key.table == "users"
    assert author.foreign_key.on_delete == "cascade"
    assert spec.state_schema.table("users").field("role").enum_values == ["admin", "member"]
    assert [f.name for f in spec.state_schema.table("posts").fields] == ["id", "author_id"]
    assert {g["kind"]: g["count"] for g in spec.provenance.skipped} == {"procedural block": 1}


def test_a_drizzle_history_keeps_its_foreign_keys() -> None:
    spec = parse_sql((CORPUS / "ai-chatbot.drizzle-postgres.sql").read_bytes(), name="chatbot")
    links = {
        (table.name, field.name): field.foreign_key.table
        for table in spec.state_schema.tables
        for field in table.fields
        if field.foreign_key is not None
    }
    assert links[("chat", "userid")] == "user" and links[("vote_v2", "messageid")] == "message_v2"
    assert len(links) >= 10 and not spec.provenance.skipped


# Scripts written as ``dotnet ef migrations script --idempotent`` writes them (EF Core 8, by hand here).
EF_SCRIPTS = Path(__file__).resolve().parents[1] / "data" / "specs" / "efcore"


@pytest.mark.parametrize("script", ["blogs.idempotent-sqlserver.sql", "blogs.idempotent-postgres.sql"])
def test_entity_framework_idempotent_scripts_are_read_without_its_history_table(script: str) -> None:
    """``dotnet ef migrations script --idempotent`` wraps each statement in a guard on its history table
    (``IF NOT EXISTS (...) BEGIN ... END`` for SQL Server, ``DO $EF$ ... IF NOT EXISTS(...) THEN ... END IF``
    for PostgreSQL): the statements were skipped as procedural blocks (no tables; in PostgreSQL's, only the
    history table). Such a guard runs its DDL unless it ran before, so the DDL is read; other conditions
    (``IS NOT NULL``, ``IF EXISTS``) stay skipped, and a migration tool's own table is not the domain's."""
    spec = parse_sql((EF_SCRIPTS / script).read_bytes(), name="blogs")
    assert [t.name for t in spec.state_schema.tables] == ["blogs", "posts"]
    posts = spec.state_schema.table("posts")
    assert [f.name for f in posts.fields] == ["id", "blogid", "title"]
    assert (
        posts.field("blogid").foreign_key is not None and posts.field("blogid").foreign_key.table == "blogs"
    )
    skipped = {g["kind"]: g["count"] for g in spec.provenance.skipped}
    assert skipped["a migration tool's own table"] == 1 and skipped["procedural block"] >= 1


def test_a_primary_key_dropped_by_postgres_name_gives_way_to_a_new_one() -> None:
    """Supabase Auth's identities: ``DROP CONSTRAINT identities_pkey, ADD COLUMN id uuid ... PRIMARY KEY``
    (the key was (provider, id), and ``id`` was renamed ``provider_id``): the new column is the key; before,
    the composite key stood, on a surrogate row id, and the new ``id`` was a plain column."""
    spec = parse_sql(
        "CREATE TABLE identities (id text NOT NULL, provider text NOT NULL, user_id uuid,\n"
        "  CONSTRAINT identities_pkey PRIMARY KEY (provider, id));\n"
        "ALTER TABLE identities RENAME COLUMN id TO provider_id;\n"
        "ALTER TABLE IF EXISTS identities DROP CONSTRAINT IF EXISTS identities_pkey,\n"
        "  ADD COLUMN IF NOT EXISTS id uuid DEFAULT gen_random_uuid() PRIMARY KEY;\n"
        "CREATE TABLE links (a int NOT NULL, b int NOT NULL, CONSTRAINT links_key PRIMARY KEY (a, b));\n"
        "ALTER TABLE links DROP CONSTRAINT links_key;\n"
        "CREATE TABLE totp (id serial CONSTRAINT totp_pkey PRIMARY KEY, secret text);\n"
        "ALTER TABLE totp DROP CONSTRAINT IF EXISTS totp_pkey, DROP CONSTRAINT IF EXISTS totp_pkey1;\n",
        name="supabase",
    )
    identities = spec.state_schema.table("identities")
    assert identities.primary_key == "id"
    assert [f.name for f in identities.fields] == ["provider_id", "provider", "user_id", "id"]
    # Another name: not followed (the composite key stands, as the note on its surrogate says); dropped with
    # none to replace it (Authelia's clean-up of duplicate constraints): the key stands.
    assert any(note.startswith("links: composite primary key (a, b)") for note in spec.provenance.notes)
    assert spec.state_schema.table("totp").primary_key == "id"
    assert any(g["kind"] == "ALTER TABLE (other)" for g in spec.provenance.skipped)


def test_flyway_placeholders_are_read_as_one_word() -> None:
    """Flyway's and Liquibase's ``${schema}.users`` (refused before: "Required keyword: 'this' missing")."""
    spec = parse_sql(
        "CREATE TABLE ${schema}.users (id int PRIMARY KEY, name varchar(20));\n"
        "CREATE TABLE ${schema}.orders (id int PRIMARY KEY, user_id int REFERENCES ${schema}.users (id),\n"
        "  note varchar(200) DEFAULT 'cost: $5 {x}');\n",
        name="flyway",
    )
    orders = spec.state_schema.table("orders")
    assert (
        orders.field("user_id").foreign_key is not None
        and orders.field("user_id").foreign_key.table == "users"
    )
    assert orders.field("note").default == "cost: $5 {x}"
    [group] = [g for g in spec.provenance.skipped if g["kind"].startswith("template placeholder")]
    assert group["count"] == 2


def test_a_check_dropped_by_name_no_longer_holds() -> None:
    # A migration widens a check by dropping it and adding its new version (PostgreSQL's own names for the
    # checks it was not given names for: <table>_<column>_check, <table>_check, <table>_check1).
    spec = parse_sql(
        "CREATE TABLE orders (id INT PRIMARY KEY,\n"
        "  status TEXT NOT NULL CHECK (status IN ('a', 'b', 'c')),\n"
        "  qty INT NOT NULL, price INT NOT NULL, paid INT NOT NULL,\n"
        "  CONSTRAINT qty_positive CHECK (qty > 0), CHECK (price >= qty), CHECK (paid <= price));\n"
        "ALTER TABLE orders DROP CONSTRAINT orders_status_check;\n"
        "ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('a', 'b', 'd'));\n"
        "ALTER TABLE orders DROP CONSTRAINT qty_positive, DROP CONSTRAINT orders_check1;\n",
        name="orders",
        dialect="postgres",
    )
    fields = _fields(spec, "orders")
    assert fields["status"].enum_values == ["a", "b", "d"]
    assert fields["qty"].checks == []
    assert fields["price"].checks == ["row.get('qty') is None or value >= row['qty']"]  # orders_check stays
    assert fields["paid"].checks == []
    assert not [s for s in spec.provenance.skipped if s["kind"] == "ALTER TABLE (other)"]


def test_a_check_added_by_an_alter_can_be_dropped_by_a_later_one() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id INT PRIMARY KEY, n INT);\n"
        "ALTER TABLE t ADD CONSTRAINT n_small CHECK (n < 10);\n"
        "ALTER TABLE t ADD CONSTRAINT n_big CHECK (n > 2);\n"
        "ALTER TABLE t DROP CONSTRAINT IF EXISTS n_small;\n"
        "ALTER TABLE t DROP CONSTRAINT IF EXISTS no_such_check;\n",
        name="t",
        dialect="postgres",
    )
    assert _fields(spec, "t")["n"].checks == ["value > 2"]
    [skipped] = [s for s in spec.provenance.skipped if s["kind"] == "ALTER TABLE (other)"]
    missing = "ALTER TABLE t DROP CONSTRAINT IF EXISTS no_such_check"
    assert skipped["examples"] == [{"line": 5, "text": missing}]


def test_a_check_dropped_by_mysql_s_name_for_it() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id INT PRIMARY KEY, n INT CHECK (n > 0), m INT CHECK (m > 0));\n"
        "ALTER TABLE t DROP CONSTRAINT t_chk_2;\n",
        name="t",
        dialect="mysql",
    )
    fields = _fields(spec, "t")
    assert fields["n"].checks == ["value > 0"] and fields["m"].checks == []


def test_a_primary_key_dropped_by_its_own_name_gives_way_to_a_new_one() -> None:
    spec = parse_sql(
        "CREATE TABLE links (a int NOT NULL, b int NOT NULL, c int NOT NULL,\n"
        "  CONSTRAINT links_key PRIMARY KEY (a, b));\n"
        "ALTER TABLE links DROP CONSTRAINT links_key, ADD COLUMN id serial PRIMARY KEY;\n"
        "CREATE TABLE tags (code text CONSTRAINT tag_code PRIMARY KEY, name text NOT NULL);\n"
        "ALTER TABLE tags DROP CONSTRAINT tag_code, ADD COLUMN id serial PRIMARY KEY;\n",
        name="links",
        dialect="postgres",
    )
    assert spec.state_schema.table("links").primary_key == "id"
    assert spec.state_schema.table("tags").primary_key == "id"
    assert not any(note.startswith("links: composite primary key") for note in spec.provenance.notes)


def test_a_check_added_without_a_name_is_read_and_can_be_dropped_by_postgres_name() -> None:
    # sqlglot reads ALTER TABLE ... ADD CHECK (...) as a bare command: read from its text.
    spec = parse_sql(
        "CREATE TABLE public.t (id INT PRIMARY KEY, n INT, m INT);\n"
        "ALTER TABLE ONLY public.t ADD CHECK (n > 0);\n"
        'ALTER TABLE IF EXISTS "t" ADD CHECK ((m < 5)) NOT VALID;\n'
        "ALTER TABLE t ADD CHECK (n < 100), ADD COLUMN z numeric(5,2);\n"  # more than a check: not read
        "ALTER TABLE t DROP CONSTRAINT t_n_check;\n",
        name="t",
        dialect="postgres",
    )
    fields = _fields(spec, "t")
    assert fields["n"].checks == [] and fields["m"].checks == ["value < 5"]
    [skipped] = [s for s in spec.provenance.skipped if s["kind"] == "ALTER (other)"]
    assert [example["line"] for example in skipped["examples"]] == [4]


def test_a_trigger_naming_its_transition_tables_opens_no_body() -> None:
    # Supabase Storage's statement-level triggers (REFERENCING OLD TABLE AS deleted): "AS" followed by a name
    # was taken for a PL/SQL body, and every statement after the trigger was read as part of it (silently:
    # a later DROP TABLE and a later ALTER were lost).
    spec = parse_sql(
        "CREATE TABLE objects (id int PRIMARY KEY, name text);\n"
        "CREATE TABLE prefixes (id int PRIMARY KEY);\n"
        "CREATE TRIGGER objects_delete_cleanup AFTER DELETE ON objects\n"
        "  REFERENCING OLD TABLE AS deleted NEW TABLE AS new_rows\n"
        "  FOR EACH STATEMENT EXECUTE FUNCTION objects_delete_cleanup();\n"
        "DROP TABLE IF EXISTS prefixes CASCADE;\n"
        "ALTER TABLE objects ADD COLUMN level int;\n",
        name="storage",
        dialect="postgres",
    )
    assert [t.name for t in spec.state_schema.tables] == ["objects"]
    assert [f.name for f in spec.state_schema.table("objects").fields] == ["id", "name", "level"]


def test_an_oracle_trigger_naming_its_rows_still_has_its_body_skipped() -> None:
    spec = parse_sql(
        "CREATE TABLE t (id NUMBER PRIMARY KEY, n NUMBER);\n"
        "CREATE OR REPLACE TRIGGER t_bi BEFORE INSERT ON t REFERENCING NEW AS n OLD AS o FOR EACH ROW\n"
        "DECLARE x NUMBER;\nBEGIN\n  INSERT INTO t (id, n) VALUES (1, 2);\nEND;\n/\n"
        "CREATE TABLE u (id NUMBER PRIMARY KEY);\n",
        name="oracle",
        dialect="oracle",
    )
    assert [t.name for t in spec.state_schema.tables] == ["t", "u"]
    assert spec.seed_data is None or not spec.seed_data.rows.get("t")  # the trigger's INSERT is no row


def test_a_body_that_never_ends_is_listed_with_what_it_took() -> None:
    # A procedure whose BEGIN has no END (a file cut short, or a body read where there is none) takes every
    # statement after it: listed, not lost unseen.
    spec = parse_sql(
        "CREATE TABLE kept (id int PRIMARY KEY);\n"
        "CREATE PROCEDURE p() BEGIN SELECT 1;\n"
        "CREATE TABLE lost (id int PRIMARY KEY);\n"
        "INSERT INTO kept (id) VALUES (1);\n",
        name="cut",
        dialect="mysql",
    )
    assert [t.name for t in spec.state_schema.tables] == ["kept"]
    [unended] = [s for s in spec.provenance.skipped if s["kind"] == "unended body"]
    assert unended["examples"] == [
        {"line": 2, "text": "a body that never ends: the 2 statements after it were read as its own"}
    ]


def test_a_do_block_s_ddl_is_read_where_it_runs_as_a_migration_does() -> None:
    # Supabase Storage's DO blocks declare variables, create types unless the catalog has them, and alter
    # and create tables at the block's own level (its analytics and vector buckets were lost): that DDL is
    # read; DDL on other conditions, in other branches, in loops, in handlers or dynamic is not.
    spec = parse_sql(
        "CREATE TABLE t (id int PRIMARY KEY);\n"
        "DO $$\n"
        "DECLARE\n  is_multitenant bool = COALESCE(current_setting('storage.multitenant', true), 'false');\n"
        "  r record;\n"
        "BEGIN\n"
        "  IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'kind') THEN\n"
        "    CREATE TYPE kind AS ENUM ('a', 'b');\n"
        "  END IF;\n"
        "  ALTER TABLE t ADD COLUMN IF NOT EXISTS kind kind NOT NULL DEFAULT 'a';\n"
        "  CREATE TABLE IF NOT EXISTS t2 (id text PRIMARY KEY, t_id int REFERENCES t (id));\n"
        "  IF is_multitenant THEN\n    CREATE TABLE tenant_only (id int PRIMARY KEY);\n  END IF;\n"
        "  FOR r IN SELECT 1 AS n LOOP\n    CREATE TABLE looped (id int PRIMARY KEY);\n  END LOOP;\n"
        "  EXECUTE format('CREATE TABLE %I (id int PRIMARY KEY)', 'dynamic');\n"
        "  IF NOT EXISTS (SELECT 1 FROM information_schema.tables WHERE table_name = 'x') THEN\n"
        "    CREATE TABLE x (id int PRIMARY KEY);\n"
        "  ELSE\n    CREATE TABLE y (id int PRIMARY KEY);\n  END IF;\n"
        "  BEGIN\n    CREATE TABLE nested (id int PRIMARY KEY);\n"
        "  EXCEPTION WHEN duplicate_table THEN\n    CREATE TABLE handled (id int PRIMARY KEY);\n  END;\n"
        "  CREATE TABLE after_nested (id int PRIMARY KEY);\n"
        "EXCEPTION WHEN OTHERS THEN\n  CREATE TABLE on_error (id int PRIMARY KEY);\n"
        "END $$;\n"
        "DO $$ BEGIN IF is_on() THEN CREATE TABLE conditional (id int PRIMARY KEY); END IF; END $$;\n",
        name="storage",
        dialect="postgres",
    )
    assert [t.name for t in spec.state_schema.tables] == ["t", "t2", "x", "nested", "after_nested"]
    kind = spec.state_schema.table("t").field("kind")
    assert kind.enum_values == ["a", "b"] and kind.required
    assert spec.state_schema.table("t2").field("t_id").foreign_key is not None
    [blocks] = [s for s in spec.provenance.skipped if s["kind"] == "procedural block"]
    assert blocks["count"] == 1  # the block with no DDL read


def test_a_generic_migrations_table_is_the_tool_s_only_with_a_history_s_columns() -> None:
    # Laravel's (and Supabase Storage's postgres-migrations) history is named "migrations"; a bird-tracking
    # domain's "migrations" table is its own.
    laravel = parse_sql(
        "CREATE TABLE `migrations` (`id` int unsigned NOT NULL AUTO_INCREMENT,\n"
        "  `migration` varchar(191) NOT NULL, `batch` int NOT NULL, PRIMARY KEY (`id`));\n"
        "INSERT INTO `migrations` VALUES (1,'2016_01_23_195641_add_allocations_table',1);\n"
        "CREATE TABLE `nodes` (`id` int unsigned NOT NULL AUTO_INCREMENT PRIMARY KEY,\n"
        "  `name` varchar(191));\n",
        name="panel",
        dialect="mysql",
    )
    assert [t.name for t in laravel.state_schema.tables] == ["nodes"]
    assert any(s["kind"] == "a migration tool's own table" for s in laravel.provenance.skipped)
    birds = parse_sql(
        "CREATE TABLE migrations (id int PRIMARY KEY, species text NOT NULL, started_on date);\n",
        name="birds",
        dialect="postgres",
    )
    assert [t.name for t in birds.state_schema.tables] == ["migrations"]
