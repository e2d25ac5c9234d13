"""Shapes public schemas have that a state of five rows a table must live with: a one-row settings table, a
unique code with two allowed values, a unique calendar date, a ticket that is open or closed, explicit NULLs
for numbered keys, SQLite's virtual tables (found in Temporal's, Memos' and SQL Server's sample schemas)."""

from __future__ import annotations

from pathlib import Path

from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state
from tests.pipelines.helpers import configure_llm, file_seed, run_kind

SMALL_TABLES = """
CREATE TABLE holidays (id SERIAL PRIMARY KEY, holiday_date DATE NOT NULL UNIQUE, name VARCHAR(60) NOT NULL);
CREATE TABLE settings (
    id INT NOT NULL PRIMARY KEY DEFAULT 0, version BIGINT NOT NULL, CONSTRAINT only_one_row CHECK (id = 0)
);
CREATE TABLE shifts (
    id SERIAL PRIMARY KEY,
    code CHAR(1) NOT NULL UNIQUE CHECK (code IN ('D', 'N')),
    starts_at TIMESTAMP NOT NULL
);
CREATE TABLE tickets (
    id SERIAL PRIMARY KEY, title VARCHAR(80) NOT NULL,
    status VARCHAR(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed'))
);
CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
CREATE VIRTUAL TABLE notes_fts USING fts5(body, content='notes', tokenize="porter unicode61");
"""


def test_tables_with_fewer_possible_rows_than_asked_get_as_many_as_they_can() -> None:
    spec = parse_sql(SMALL_TABLES, name="small")
    state = generate_state(schema=spec.state_schema, seed=0, rows_per_table=5)
    assert state["settings"] == [{"id": 0, "version": state["settings"][0]["version"]}]
    assert sorted(r["code"] for r in state["shifts"]) == ["D", "N"]
    assert len(state["holidays"]) == 5
    assert validate_state(schema=spec.state_schema, state=state) == []


def test_a_virtual_table_is_skipped_and_listed() -> None:
    spec = parse_sql(SMALL_TABLES, name="small")
    assert "notes_fts" not in {t.name for t in spec.state_schema.tables}
    [skipped] = [s for s in spec.provenance.skipped if s["kind"] == "CREATE VIRTUAL TABLE"]
    assert skipped["count"] == 1 and "fts5" in skipped["examples"][0]["text"]


def test_an_explicit_null_for_a_numbered_key_is_numbered_after_the_keys_before_it() -> None:
    spec = parse_sql(
        "CREATE TABLE c (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL);\n"
        "INSERT INTO c VALUES (null, 'a');\nINSERT INTO c VALUES (5, 'b');\n"
        "INSERT INTO c VALUES (NULL, 'c');\n"
        "CREATE TABLE m (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(10));\n"
        "INSERT INTO m (id, name) VALUES (NULL, 'x'), (NULL, 'y');\n",
        name="numbered",
    )
    assert spec.seed_data is not None
    assert [r["id"] for r in spec.seed_data.rows["c"]] == [1, 5, 6]  # as SQLite numbers them
    assert [r["id"] for r in spec.seed_data.rows["m"]] == [1, 2]


def test_such_a_schema_is_admitted_with_proven_scenarios(tmp_path: Path) -> None:
    # Each shape failed the whole schema before: the one-row table and the unique date failed verification
    # (no test state; a fresh date of "fresh_holiday_date_1"), the virtual table the parse.
    configure_llm(None)
    seed = file_seed(tmp_path, kind="spec", filename="small.sql", data=SMALL_TABLES.encode())
    ctx = run_kind(kind="spec", seed=seed, options={"scenarios": 6})
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    proven = [s for s in ctx.scenarios.values() if s["proof_passed"]]
    assert len(proven) >= 5
    # Closing an open ticket is a lifecycle step (a lone live state starts the lifecycle).
    built = ctx.step_results(step="build").values()
    assert not any("which its lifecycle" in str(r.get("reason")) for r in built)


# Synapse's one-row lock tables keyed by a character, and Pterodactyl's nests whose eggs (deleted with them)
# are held by servers: each create or delete is rightly refused in every row of the test state.
LOCKS_AND_CASCADES = """
CREATE TABLE appservice_stream_position (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_ordering bigint,
    CONSTRAINT appservice_stream_position_lock_check CHECK ((lock = 'X'::bpchar))
);
ALTER TABLE ONLY appservice_stream_position ADD CONSTRAINT appservice_stream_position_lock_key UNIQUE (lock);
CREATE TABLE nests (id int NOT NULL PRIMARY KEY, name varchar(191) NOT NULL);
CREATE TABLE eggs (
  id int NOT NULL PRIMARY KEY, nest_id int NOT NULL UNIQUE, name varchar(191) NOT NULL,
  CONSTRAINT eggs_nest FOREIGN KEY (nest_id) REFERENCES nests (id) ON DELETE CASCADE
);
CREATE TABLE servers (
  id int NOT NULL PRIMARY KEY, name varchar(191) NOT NULL, egg_id int NOT NULL UNIQUE,
  CONSTRAINT servers_egg FOREIGN KEY (egg_id) REFERENCES eggs (id)
);
"""


def test_creates_and_deletes_every_row_refuses_are_not_expected_to_succeed(tmp_path: Path) -> None:
    configure_llm(None)
    seed = file_seed(tmp_path, kind="spec", filename="locks.sql", data=LOCKS_AND_CASCADES.encode())
    ctx = run_kind(kind="spec", seed=seed, options={"scenarios": 4})
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    skipped = {row["name"]: row["detail"] for row in environment["verification"] if row["skipped"]}
    assert skipped["delete_nest:positive:required"] == "every row's delete is refused through its cascade"
    assert skipped["create_appservice_stream_position:positive"] == (
        "the test state holds every value appservice_stream_position.lock's checks allow"
    )
