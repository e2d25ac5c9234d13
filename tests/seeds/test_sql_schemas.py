"""Tables named alike in two schemas (Supabase's auth.users beside public.users, auth.messages beside
realtime.messages): each is its own table, statements find them by schema, rows go to their own. The
migration tools' tables of each schema (auth.schema_migrations, realtime.schema_migrations) are none."""

from __future__ import annotations

from synthesis.seeds.specs import parse_sql

SUPABASE = """
CREATE SCHEMA auth;
CREATE TABLE auth.users (id uuid PRIMARY KEY, email text NOT NULL);
CREATE TABLE auth.messages (version varchar(14) PRIMARY KEY);
CREATE TABLE realtime.messages (version bigint PRIMARY KEY, inserted_at timestamp);
CREATE TABLE auth.schema_migrations (version varchar(14) PRIMARY KEY);
CREATE TABLE realtime.schema_migrations (version bigint PRIMARY KEY, inserted_at timestamp);
CREATE TABLE public.users (id uuid PRIMARY KEY REFERENCES auth.users(id), username text);
CREATE TABLE public.posts (id serial PRIMARY KEY, author uuid REFERENCES public.users(id), title text);
CREATE TABLE audit (id serial PRIMARY KEY, actor uuid);
ALTER TABLE ONLY auth.users ADD CONSTRAINT users_email_key UNIQUE (email);
ALTER TABLE ONLY public.audit ADD CONSTRAINT audit_actor_fkey FOREIGN KEY (actor) REFERENCES auth.users(id);
INSERT INTO auth.messages (version) VALUES ('20171026211738');
INSERT INTO realtime.messages (version, inserted_at) VALUES (20211116024918, '2024-01-01 00:00:00');
INSERT INTO auth.schema_migrations (version) VALUES ('20171026211738');
CREATE UNIQUE INDEX schema_migrations_version_idx ON realtime.schema_migrations (version);
INSERT INTO auth.users VALUES ('8d0fd2b3-9ca1-4bb5-9ab8-52d3e0a8f6e1', 'a@example.com');
INSERT INTO users VALUES ('8d0fd2b3-9ca1-4bb5-9ab8-52d3e0a8f6e1', 'ann');
"""


def test_tables_of_two_schemas_sharing_a_name_are_two_tables() -> None:
    spec = parse_sql(SUPABASE, name="supabase")
    schema = spec.state_schema
    assert [t.name for t in schema.tables] == [
        "auth_users",
        "auth_messages",
        "realtime_messages",
        "users",
        "posts",
        "audit",
    ]
    assert schema.table("auth_users").field("email").unique  # ALTER TABLE auth.users found auth's
    assert not schema.table("users").field("username").unique

    def target(table: str, field: str) -> str | None:
        key = schema.table(table).field(field).foreign_key
        return None if key is None else key.table

    assert (target("users", "id"), target("posts", "author"), target("audit", "actor")) == (
        "auth_users",
        "users",
        "auth_users",
    )
    assert spec.seed_data is not None
    rows = spec.seed_data.rows
    assert rows["auth_messages"] == [{"version": "20171026211738"}]
    assert rows["realtime_messages"][0]["version"] == 20211116024918
    assert rows["users"] == [{"id": "8d0fd2b3-9ca1-4bb5-9ab8-52d3e0a8f6e1", "username": "ann"}]
    # The migration tools' bookkeeping is left out with its rows and index, and listed.
    assert {g["kind"]: g["count"] for g in spec.provenance.skipped}["a migration tool's own table"] == 2


def test_a_reference_to_another_schemas_namesake_is_not_a_self_reference() -> None:
    # Supabase's starter: public users mirror auth.users, which the file does not create.
    spec = parse_sql(
        "create table users (id uuid references auth.users not null primary key, full_name text);\n"
        "create table subscriptions (id text primary key, user_id uuid references auth.users not null);\n",
        name="starter",
    )
    users = spec.state_schema.table("users")
    assert users.field("id").foreign_key is None and users.field("id").required
    key = spec.state_schema.table("subscriptions").field("user_id").foreign_key
    assert key is not None and key.table == "users"  # the same ids: the local mirror is the target
    assert (
        "users.id: references auth.users, a table of another schema the file does not create: not a foreign "
        "key here"
    ) in spec.provenance.notes


def test_renaming_or_dropping_a_column_touches_only_the_table_its_schema_names() -> None:
    spec = parse_sql(
        "CREATE TABLE auth.users (id uuid PRIMARY KEY, email text NOT NULL, phone text);\n"
        "CREATE TABLE public.users (id uuid PRIMARY KEY, email text, phone text);\n"
        "ALTER TABLE ONLY auth.users ADD CONSTRAINT auth_users_email_key UNIQUE (email);\n"
        "ALTER TABLE ONLY public.users ADD CONSTRAINT users_email_key UNIQUE (email);\n"
        "ALTER TABLE ONLY public.users ADD CONSTRAINT users_phone_key UNIQUE (phone);\n"
        "ALTER TABLE auth.users RENAME COLUMN email TO mail;\n"
        "ALTER TABLE auth.users DROP COLUMN phone;\n"
        "ALTER TABLE users RENAME COLUMN phone TO tel;\n",  # no schema: the default one's, public.users
        name="supabase",
    )
    schema = spec.state_schema
    assert [f.name for f in schema.table("auth_users").fields] == ["id", "mail"]
    assert schema.table("auth_users").field("mail").unique
    users = schema.table("users")
    assert [f.name for f in users.fields] == ["id", "email", "tel"]
    # public.users keeps what was said of its own email and phone (the rename and the drop were auth's)
    assert users.field("email").unique and users.field("tel").unique
