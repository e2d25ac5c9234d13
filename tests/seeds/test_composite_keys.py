"""Composite primary keys (Chinook's ``playlist_track``) stay unique everywhere: in the generated
environment, in the dump's rows and in generated data, while the table gets a row id for its tools."""

from __future__ import annotations

from pathlib import Path

import pytest

from synthesis.ir import EnvironmentSpec, Table
from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import generate_state
from tests.seeds.conftest import runtime_for
from tests.seeds.test_behaviour import Driver

CHINOOK = Path(__file__).resolve().parents[1] / "data" / "specs" / "public" / "chinook.postgres.sql"


@pytest.fixture(scope="module")
def chinook() -> EnvironmentSpec:
    return parse_sql(CHINOOK.read_text(encoding="utf-8"), name="chinook")


def _pairs(rows: list[dict]) -> list[tuple[int, int]]:
    return [(r["playlist_id"], r["track_id"]) for r in rows]


def test_the_composite_key_is_kept_as_fields_unique_together(chinook: EnvironmentSpec) -> None:
    table = chinook.state_schema.table("playlist_track")
    assert table.primary_key == "id" and table.field("id").generated
    assert table.unique_together == [["playlist_id", "track_id"]]
    assert any("playlist_track" in n and "stays unique" in n for n in chinook.provenance.notes)


def test_a_create_that_repeats_a_composite_key_is_refused_like_a_duplicate_key(
    chinook: EnvironmentSpec,
) -> None:
    assert chinook.seed_data is not None
    state = generate_state(
        schema=chinook.state_schema, seed=3, rows_per_table=4, real_rows=chinook.seed_data.rows
    )
    driver = Driver(chinook)
    driver.runtime = runtime_for(chinook, state)
    existing = state["playlist_track"][0]
    error = driver.refused(
        "create_playlist_track",
        "unique together",
        playlist_id=existing["playlist_id"],
        track_id=existing["track_id"],
    )
    assert f"playlist_id = {existing['playlist_id']}" in error
    taken = set(_pairs(state["playlist_track"]))
    free = next(
        (p["playlist_id"], t["track_id"])
        for p in state["playlist"]
        for t in state["track"]
        if (p["playlist_id"], t["track_id"]) not in taken
    )
    created = driver.ok("create_playlist_track", playlist_id=free[0], track_id=free[1])["data"]
    # an update that would make two rows share the key is refused too; one that keeps it is fine
    driver.refused(
        "update_playlist_track",
        "unique together",
        id=created["id"],
        playlist_id=existing["playlist_id"],
        track_id=existing["track_id"],
    )
    driver.ok("update_playlist_track", id=created["id"], playlist_id=free[0])
    assert driver.checked > 0  # the IR's postconditions held after each success


def test_a_dump_row_that_repeats_a_composite_key_is_reported_not_kept() -> None:
    dump = CHINOOK.read_text(encoding="utf-8") + (
        "\nINSERT INTO playlist_track (playlist_id, track_id) VALUES (1, 3402);\n"
    )
    spec = parse_sql(dump, name="chinook")
    assert spec.seed_data is not None
    pairs = _pairs(spec.seed_data.rows["playlist_track"])
    assert len(pairs) == len(set(pairs))
    [reason] = [r for r in spec.seed_data.rejected if "duplicate key" in r]
    assert reason.startswith("playlist_track:") and "(playlist_id, track_id)" in reason
    assert any("playlist_id=1, track_id=3402" in example for example in spec.seed_data.rejected[reason])


JUNCTION = """
CREATE TABLE tag (tag_id INTEGER PRIMARY KEY, label TEXT NOT NULL);
CREATE TABLE post (post_id INTEGER PRIMARY KEY, title TEXT NOT NULL);
CREATE TABLE post_tag (
    post_id INTEGER NOT NULL REFERENCES post (post_id),
    tag_id INTEGER NOT NULL REFERENCES tag (tag_id),
    note TEXT,
    PRIMARY KEY (post_id, tag_id)
);
CREATE TABLE vote (
    vote_id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES post (post_id),
    voter TEXT NOT NULL,
    UNIQUE (post_id, voter)
);
"""


def test_generated_data_never_repeats_a_composite_key() -> None:
    spec = parse_sql(JUNCTION, name="posts")
    assert spec.state_schema.table("vote").unique_together == [["post_id", "voter"]]
    for seed in range(10):
        state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=8)
        pairs = _pair_of(state["post_tag"], "post_id", "tag_id")
        assert len(state["post_tag"]) == 8 and len(set(pairs)) == 8
        votes = _pair_of(state["vote"], "post_id", "voter")
        assert len(set(votes)) == len(votes)


def test_a_junction_of_small_tables_gets_only_as_many_rows_as_distinct_keys() -> None:
    spec = parse_sql(JUNCTION, name="posts")
    counts = {"tag": 2, "post": 2, "post_tag": 6, "vote": 1}
    state = generate_state(schema=spec.state_schema, seed=1, rows_per_table=counts)
    pairs = _pair_of(state["post_tag"], "post_id", "tag_id")
    assert len(pairs) == len(set(pairs)) == 4  # 2 posts x 2 tags


def _pair_of(rows: list[dict], first: str, second: str) -> list[tuple]:
    return [(r[first], r[second]) for r in rows]


STATUSES = """
CREATE TABLE po_status (id INTEGER PRIMARY KEY, label TEXT NOT NULL);
CREATE TABLE purchase (
    id INTEGER PRIMARY KEY,
    status_id INTEGER DEFAULT 0 REFERENCES po_status (id),
    note TEXT
);
"""


def test_a_foreign_key_left_to_its_default_must_name_a_row_too() -> None:
    # MyWind's purchase_orders.status_id DEFAULT 0: a create that leaves it out stores 0, so 0 must exist.
    spec = parse_sql(STATUSES, name="purchasing")
    driver = Driver(spec)
    driver.runtime = runtime_for(spec, {"po_status": [{"id": 1, "label": "New"}], "purchase": []})
    driver.refused("create_purchase", "no po_status row has id = 0", note="first")
    assert driver.ok("create_purchase", status_id=1, note="second")["data"]["status_id"] == 1
    driver.runtime = runtime_for(spec, {"po_status": [{"id": 0, "label": "Draft"}], "purchase": []})
    assert driver.ok("create_purchase", note="third")["data"]["status_id"] == 0


EMPLOYEES_LIKE = """
CREATE TABLE employees (emp_no INT NOT NULL, first_name VARCHAR(14) NOT NULL, PRIMARY KEY (emp_no));
CREATE TABLE titles (
    emp_no INT NOT NULL,
    title VARCHAR(50) NOT NULL,
    from_date DATE NOT NULL,
    to_date DATE,
    FOREIGN KEY (emp_no) REFERENCES employees (emp_no) ON DELETE CASCADE,
    PRIMARY KEY (emp_no, title, from_date)
);
INSERT INTO employees VALUES (10001, 'Georgi'), (10002, 'Bezalel');
INSERT INTO titles VALUES (10001, 'Senior Engineer', '1986-06-26', '9999-01-01'),
    (10001, 'Engineer', '1986-06-26', '1995-01-01'),
    (10001, 'Senior Engineer', '1986-06-26', NULL),
    (10002, 'Staff', '1996-08-03', '9999-01-01');
"""


def test_a_three_column_key_like_the_employees_titles_is_unique_as_a_whole() -> None:
    # The shape of MySQL's employees sample (CC BY-SA, so not in the corpus): titles keyed by three columns.
    spec = parse_sql(EMPLOYEES_LIKE, name="employees")
    assert spec.state_schema.table("titles").unique_together == [["emp_no", "title", "from_date"]]
    assert spec.seed_data is not None
    kept = [(r["emp_no"], r["title"]) for r in spec.seed_data.rows["titles"]]
    assert kept == [(10001, "Senior Engineer"), (10001, "Engineer"), (10002, "Staff")]
    assert any("duplicate key (emp_no, title, from_date)" in reason for reason in spec.seed_data.rejected)
    for seed in range(5):
        titles = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=6)["titles"]
        keys = [(r["emp_no"], r["title"], r["from_date"]) for r in titles]
        assert titles and len(keys) == len(set(keys))


@pytest.mark.parametrize(
    "group", [["post_id"], ["post_id", "post_id"], ["post_id", "nowhere"]], ids=["one", "twice", "unknown"]
)
def test_a_unique_together_set_that_cannot_be_checked_is_refused_clearly(group: list[str]) -> None:
    table = parse_sql(JUNCTION, name="posts").state_schema.table("post_tag")
    with pytest.raises(ValueError, match="must name two or more distinct fields of the table"):
        Table.model_validate({**table.model_dump(), "unique_together": [group]})
