"""SQL dumps as tools write them: generated columns, partitions, keys that are foreign keys, cast defaults,
and initial states drawn from the dump's own rows."""

from __future__ import annotations

import pytest

from synthesis.ir import FieldType
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import generate_state

FILMS = """
CREATE TYPE public.mpaa_rating AS ENUM ('G', 'PG', 'R');
CREATE TABLE public.film (
    film_id integer NOT NULL,
    title text NOT NULL,
    length smallint,
    rating public.mpaa_rating DEFAULT 'G'::public.mpaa_rating,
    length_hours numeric(4,2) GENERATED ALWAYS AS (round(length / 60.0, 2)) VIRTUAL,
    doubled integer GENERATED ALWAYS AS (length * 2) STORED
);
CREATE TABLE public.film_embedding (
    film_id integer NOT NULL,
    embedding text NOT NULL
);
CREATE TABLE public.payment (payment_id integer NOT NULL, amount numeric NOT NULL)
    PARTITION BY RANGE (payment_id);
CREATE TABLE public.payment_p1 (payment_id integer NOT NULL, amount numeric NOT NULL);
CREATE TABLE public.payment_p2 (payment_id integer NOT NULL, amount numeric NOT NULL);
ALTER TABLE ONLY public.payment ATTACH PARTITION public.payment_p1 FOR VALUES FROM (0) TO (100);
ALTER TABLE ONLY public.payment ATTACH PARTITION public.payment_p2 FOR VALUES FROM (100) TO (200);
ALTER TABLE ONLY public.film ADD CONSTRAINT film_pkey PRIMARY KEY (film_id);
ALTER TABLE ONLY public.film_embedding ADD CONSTRAINT film_embedding_pkey PRIMARY KEY (film_id);
ALTER TABLE ONLY public.payment ADD CONSTRAINT payment_pkey PRIMARY KEY (payment_id);
ALTER TABLE ONLY public.payment_p1 ADD CONSTRAINT payment_p1_pkey PRIMARY KEY (payment_id);
ALTER TABLE ONLY public.film_embedding
    ADD CONSTRAINT film_embedding_film_id_fkey FOREIGN KEY (film_id) REFERENCES public.film(film_id);
"""


def test_generated_columns_partitions_and_keys_that_are_foreign_keys() -> None:
    spec = parse_sql(FILMS, name="films")
    assert [t.name for t in spec.state_schema.tables] == ["film", "film_embedding", "payment"]
    film = spec.state_schema.table("film")
    assert [f.name for f in film.fields] == ["film_id", "title", "length", "rating"]
    assert film.field("rating").default == "G"
    notes = " | ".join(spec.provenance.notes)
    assert "film.length_hours: a GENERATED column" in notes and "film.doubled: a GENERATED column" in notes
    assert "2 partition or inheriting table(s) folded into their parent table" in notes
    embedding = spec.state_schema.table("film_embedding")
    # an integer key that references another row is the caller's to give, never made up
    assert embedding.field("film_id").foreign_key is not None and not embedding.field("film_id").generated
    assert "film_id" in [p.name for p in spec.tool("create_film_embedding").parameters if p.required]
    skipped = {entry["kind"]: entry["count"] for entry in spec.provenance.skipped}
    assert skipped["ALTER TABLE ... ATTACH PARTITION"] == 2


def test_a_generated_column_with_a_broken_expression_is_still_a_syntax_error_with_its_line() -> None:
    with pytest.raises(SpecError, match="syntax") as caught:
        parse_sql(
            "CREATE TABLE t (\n id int PRIMARY KEY,\n x int GENERATED ALWAYS AS (( VIRTUAL\n);", name="t"
        )
    assert caught.value.line is not None


CHINOOK_LIKE = """
CREATE TABLE artist (artist_id INT PRIMARY KEY, name VARCHAR(120));
CREATE TABLE album (album_id INT PRIMARY KEY, title VARCHAR(160) NOT NULL,
    artist_id INT NOT NULL REFERENCES artist (artist_id));
CREATE TABLE employee (employee_id INT PRIMARY KEY, last_name VARCHAR(20) NOT NULL,
    reports_to INT REFERENCES employee (employee_id));
CREATE TABLE track (track_id INT PRIMARY KEY, name VARCHAR(200) NOT NULL,
    album_id INT REFERENCES album (album_id), composer VARCHAR(220));
CREATE TABLE review (review_id INT PRIMARY KEY, track_id INT NOT NULL REFERENCES track (track_id),
    stars INT NOT NULL CHECK (stars BETWEEN 1 AND 5));
INSERT INTO artist (artist_id, name) VALUES (1, 'AC/DC'), (2, 'Accept'), (3, 'Aerosmith');
INSERT INTO album (album_id, title, artist_id) VALUES
    (1, 'For Those About To Rock We Salute You', 1), (2, 'Balls to the Wall', 2), (3, 'Restless and Wild', 2),
    (4, 'Let There Be Rock', 1), (5, 'Big Ones', 3);
INSERT INTO employee (employee_id, last_name, reports_to) VALUES (1, 'Adams', NULL), (2, 'Edwards', 1),
    (3, 'Peacock', 2), (4, 'Park', 2);
INSERT INTO track (track_id, name, album_id, composer) VALUES
    (1, 'For Those About To Rock (We Salute You)', 1, 'Angus Young'), (2, 'Balls to the Wall', 2, NULL),
    (3, 'Fast As a Shark', 3, 'F. Baltes'), (4, 'Restless and Wild', 3, 'F. Baltes'),
    (5, 'Princess of the Dawn', 3, 'Deaffy'), (6, 'Put The Finger On You', 1, 'Angus Young'),
    (7, 'Let''s Get It Up', 1, 'Angus Young'), (8, 'Inject The Venom', 1, 'Angus Young'),
    (9, 'Go Down', 4, 'AC/DC'), (10, 'Walk On Water', 5, 'Steven Tyler');
"""


def test_states_are_foreign_key_closed_samples_of_the_dump_rows() -> None:
    spec = parse_sql(CHINOOK_LIKE, name="music")
    assert spec.seed_data is not None
    real = spec.seed_data.rows
    for seed in range(8):
        state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=2, real_rows=real)
        assert len(state["track"]) == 2 and all(row in real["track"] for row in state["track"])
        albums = {row["album_id"] for row in state["album"]}
        assert {row["album_id"] for row in state["track"]} <= albums
        assert all(row in real["album"] for row in state["album"])
        assert {row["artist_id"] for row in state["album"]} <= {row["artist_id"] for row in state["artist"]}
        # a self reference is closed too: every manager of a sampled employee is in the state
        ids = {row["employee_id"] for row in state["employee"]}
        assert {row["reports_to"] for row in state["employee"] if row["reports_to"] is not None} <= ids
        # a table without rows in the dump is generated, and points at real rows
        assert len(state["review"]) == 2
        assert {row["track_id"] for row in state["review"]} <= {row["track_id"] for row in state["track"]}


def test_different_seeds_draw_different_real_rows_and_the_same_seed_the_same() -> None:
    spec = parse_sql(CHINOOK_LIKE, name="music")
    real = spec.seed_data.rows if spec.seed_data else {}
    draws = {
        tuple(
            r["track_id"]
            for r in generate_state(schema=spec.state_schema, seed=s, rows_per_table=3, real_rows=real)[
                "track"
            ]
        )
        for s in range(6)
    }
    assert len(draws) > 1
    one = generate_state(schema=spec.state_schema, seed=4, rows_per_table=3, real_rows=real)
    assert one == generate_state(schema=spec.state_schema, seed=4, rows_per_table=3, real_rows=real)


def test_a_bad_row_is_reported_with_its_reason_not_dropped_silently() -> None:
    spec = parse_sql(
        CHINOOK_LIKE
        + "INSERT INTO review (review_id, track_id, stars) VALUES (1, 1, 9), (2, 99, 3), (3, 2, 4);",
        name="music",
    )
    assert spec.seed_data is not None
    assert [r["review_id"] for r in spec.seed_data.rows["review"]] == [3]
    reasons = " | ".join(spec.seed_data.rejected)
    assert "stars" in reasons and "CHECK" in reasons and "foreign key" in reasons


def test_a_mariadb_dump_header_and_its_sandbox_mode_line_are_read_as_mysql() -> None:
    # mariadb-dump 10.11 opens every dump with this versioned comment (see mywind.mariadb-dump.sql).
    spec = parse_sql(
        "/*M!999999\\- enable the sandbox mode */ \n-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB\n"
        "CREATE TABLE shippers (id int(11) NOT NULL, company varchar(50) DEFAULT NULL, PRIMARY KEY (id));\n"
        "INSERT INTO shippers VALUES (1,'Shipping Company A'),(2,'Shipping Company B');\n",
        name="shipping",
    )
    assert "dialect: mysql" in spec.provenance.notes
    assert spec.seed_data is not None and [r["company"] for r in spec.seed_data.rows["shippers"]] == [
        "Shipping Company A",
        "Shipping Company B",
    ]


def test_mysqldump_lock_tables_lines_are_grouped_as_their_own_kind() -> None:
    spec = parse_sql(
        "CREATE TABLE `shippers` (`id` int(11) NOT NULL, PRIMARY KEY (`id`));\n"
        "LOCK TABLES `shippers` WRITE;\nINSERT INTO `shippers` VALUES (1),(2);\nUNLOCK TABLES;\n",
        name="shipping",
    )
    kinds = {group["kind"]: group["count"] for group in spec.provenance.skipped}
    assert kinds.get("LOCK/UNLOCK TABLES") == 2 and "other statement" not in kinds


SCHEMA_WITH_ELEMENTS = """
CREATE SCHEMA crm
  CREATE TABLE account(
    account_id SERIAL,
    name varchar(50) NOT NULL,
    legacy_code varchar(8) NULL
  )
  CREATE TABLE contact(
    contact_id SERIAL,
    account_id INT NOT NULL,
    email varchar(80) NOT NULL
  )
  CREATE VIEW big_accounts AS SELECT * FROM account
  GRANT SELECT ON account TO reporting;
ALTER TABLE crm.account ADD CONSTRAINT pk_account PRIMARY KEY (account_id);
ALTER TABLE crm.contact ADD CONSTRAINT pk_contact PRIMARY KEY (contact_id);
ALTER TABLE crm.contact ADD CONSTRAINT fk_contact_account
  FOREIGN KEY (account_id) REFERENCES crm.account (account_id);
ALTER TABLE crm.account ADD region varchar(20) DEFAULT 'north';
ALTER TABLE crm.account DROP COLUMN legacy_code;
ALTER TABLE crm.contact ADD COLUMN IF NOT EXISTS email varchar(80), ADD COLUMN phone varchar(20);
"""


def test_tables_created_inside_create_schema_are_read_with_later_column_changes() -> None:
    # CREATE SCHEMA s CREATE TABLE ... CREATE TABLE ... (AdventureWorks' PostgreSQL port writes every table
    # this way), then ALTER TABLE ... ADD [COLUMN] / DROP COLUMN in the script's order.
    spec = parse_sql(SCHEMA_WITH_ELEMENTS, name="crm")
    assert [t.name for t in spec.state_schema.tables] == ["account", "contact"]
    account = spec.state_schema.table("account")
    assert [f.name for f in account.fields] == ["account_id", "name", "region"]
    assert account.field("region").default == "north"
    contact = spec.state_schema.table("contact")
    assert [f.name for f in contact.fields] == ["contact_id", "account_id", "email", "phone"]
    assert contact.field("account_id").foreign_key is not None
    kinds = {group["kind"]: group["count"] for group in spec.provenance.skipped}
    assert kinds["CREATE DATABASE/SCHEMA"] == 1 and kinds["view"] == 1 and kinds["GRANT/REVOKE"] == 1


@pytest.mark.parametrize(
    ("statement", "message"),
    [
        ("ALTER TABLE nowhere ADD COLUMN a int;", "changes the columns of an unknown table 'nowhere'"),
        ("ALTER TABLE t ADD COLUMN name text;", "adds a column t.name that the table has"),
        ("ALTER TABLE t DROP COLUMN ghost;", "drops an unknown column t.ghost"),
    ],
)
def test_column_changes_that_name_nothing_are_refused_with_their_line(statement: str, message: str) -> None:
    sql = f"CREATE TABLE t (id int PRIMARY KEY, name text);\n{statement}\n"
    with pytest.raises(SpecError, match=message) as caught:
        parse_sql(sql, name="t")
    assert caught.value.line == 2


PG_TYPES = """
CREATE TYPE public.mpaa_rating AS ENUM ('G', 'PG', 'R');
CREATE DOMAIN public.year AS integer
    CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));
CREATE DOMAIN "Flag" boolean NOT NULL;
CREATE DOMAIN public."Name" AS character varying(50);
CREATE DOMAIN odd AS some_type_of_its_own(1, 2, 3 CHECK (VALUE;
CREATE TABLE public.film (
    film_id integer NOT NULL PRIMARY KEY,
    rating public.mpaa_rating DEFAULT 'G'::public.mpaa_rating,
    release_year public.year,
    make_flag "Flag" NOT NULL,
    title public."Name" NOT NULL,
    ship_base numeric NOT NULL DEFAULT 0.00 CHECK (ship_base > 0.00)
);
"""


def test_pg_dumps_schema_qualified_enums_and_domains_take_their_real_types() -> None:
    # pg_dump writes public.mpaa_rating and public.year: they were plain strings (Pagila's film).
    spec = parse_sql(PG_TYPES, name="films")
    film = spec.state_schema.table("film")
    rating = film.field("rating")
    assert (rating.type, rating.enum_values, rating.default) == (FieldType.ENUM, ["G", "PG", "R"], "G")
    year = film.field("release_year")
    assert (year.type, year.checks) == (FieldType.INTEGER, ["value >= 1901 and value <= 2155"])
    assert film.field("make_flag").type == FieldType.BOOLEAN
    assert film.field("title").type == FieldType.STRING
    assert film.field("title").checks == ["len(value) <= 50"]  # the domain's character varying(50)
    skipped = {entry["kind"]: entry["count"] for entry in spec.provenance.skipped}
    assert skipped == {"CREATE DOMAIN (unread)": 1}  # the one that does not read, with its line


def test_a_column_of_a_not_null_domain_is_required() -> None:
    spec = parse_sql(
        "CREATE DOMAIN flag AS boolean NOT NULL;\n"
        "CREATE DOMAIN public.note AS text CHECK (VALUE IS NULL OR VALUE <> 'NOT NULL');\n"
        "CREATE TABLE item (id int PRIMARY KEY, active flag, note public.note, other flag NULL);",
        name="items",
    )
    item = spec.state_schema.table("item")
    assert item.field("active").required and item.field("active").type == FieldType.BOOLEAN
    assert not item.field("note").required  # the words NOT NULL inside its check are no constraint
    assert item.field("other").required  # a domain's NOT NULL holds whatever the column says (PostgreSQL)
    create = {p.name: p.required for p in spec.tool("create_item").parameters}
    assert create["active"] is True and create["note"] is False


def test_a_default_that_breaks_its_own_check_is_dropped_and_the_caller_gives_the_value() -> None:
    # AdventureWorks' ShipBase DEFAULT 0.00 CHECK (ShipBase > 0.00): the database refuses a row that leaves it
    # out, so the create tool must ask for it (a procedural test would otherwise create with the default).
    spec = parse_sql(PG_TYPES, name="films")
    assert spec.state_schema.table("film").field("ship_base").default is None
    assert "film.ship_base: its DEFAULT 0.0 breaks its own CHECK, dropped" in spec.provenance.notes
    create = {p.name: p.required for p in spec.tool("create_film").parameters}
    assert create["ship_base"] is True and create["rating"] is False


def test_a_check_on_the_upper_case_of_a_column_in_a_list_is_an_enum() -> None:
    # AdventureWorks: CHECK (UPPER(TransactionType) IN ('W','S','P')); the values are the ones rows hold.
    spec = parse_sql(
        "CREATE TABLE th (id int PRIMARY KEY, t char(1) NOT NULL CHECK (UPPER(t) IN ('W','S','P')),"
        " u varchar(3) CHECK (LOWER(u) IN ('ab','Cd')));",
        name="history",
    )
    table = spec.state_schema.table("th")
    assert (table.field("t").type, table.field("t").enum_values) == (FieldType.ENUM, ["W", "S", "P"])
    # 'Cd' is no lower-case value: the check stays a check, never an enum that would refuse 'cd'
    assert table.field("u").type == FieldType.STRING
    assert table.field("u").checks == ["value.lower() in ('ab', 'Cd')", "len(value) <= 3"]
    optional = parse_sql(
        "CREATE TABLE p (id int PRIMARY KEY, t nchar(2) NULL CHECK (t IS NULL OR UPPER(t) IN ('SC','VC')),"
        " w text CHECK (w IS NULL OR x IN ('a')), x text);",
        name="people",
    ).state_schema.table("p")
    assert (optional.field("t").enum_values, optional.field("t").required) == (["SC", "VC"], False)
    assert optional.field("w").type == FieldType.TEXT  # the list is another column's: no enum of w


def test_negated_null_tests_and_likes_keep_their_negation() -> None:
    # sqlglot reads x IS NOT NULL and x NOT LIKE as the positive node with a flag: both were translated as the
    # positive test, the opposite of the schema's rule.
    spec = parse_sql(
        "CREATE TABLE b (id int PRIMARY KEY, a int, lvl int NOT NULL,"
        " name text CHECK (name NOT LIKE 'test%'), code text CHECK (code LIKE 'X%'),"
        " CONSTRAINT ck CHECK ((a IS NULL AND lvl = 0) OR (a IS NOT NULL AND lvl >= 1)));",
        name="bom",
    )
    table = spec.state_schema.table("b")
    assert table.field("name").checks == ["not value.startswith('test')"]
    assert table.field("code").checks == ["value.startswith('X')"]
    # A NULL in a can make it FALSE, so it belongs to the NOT NULL lvl (the environment skips a NULL's
    # checks), and it is spelled out in SQL's three values: a IS NOT NULL's negation is "a is None".
    assert table.field("a").checks == []
    assert table.field("lvl").checks == [
        "not ((row.get('a') is not None or value != 0) and (row.get('a') is None or value < 1))"
    ]
