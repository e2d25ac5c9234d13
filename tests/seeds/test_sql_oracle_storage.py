"""Oracle's sample schemas as they are (oracle-samples/db-sample-schemas, MIT): storage clauses after the
columns, the empty string as NULL, a calendar table keyed by its date."""

from __future__ import annotations

import pytest

from synthesis.ir import Field, FieldType
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_sql, sqlstatements
from synthesis.state.variants import primary_key_value

SALES = """
CREATE TABLE times (time_id DATE CONSTRAINT time_pk PRIMARY KEY, day_name VARCHAR2(9) NOT NULL);
CREATE TABLE products (prod_id NUMBER(6) PRIMARY KEY, prod_name VARCHAR2(50) NOT NULL, prod_src_id NUMBER);
CREATE TABLE costs (
   prod_id NUMBER NOT NULL, time_id DATE NOT NULL, unit_cost NUMBER(10,2) NOT NULL,
   CONSTRAINT costs_time_fk FOREIGN KEY (time_id) REFERENCES times (time_id)
)
 --
 -- partitions
 --
 PARTITION BY RANGE (time_id)
  (
    PARTITION COSTS_Q1_2019 VALUES LESS THAN
       (TO_DATE('2019-04-01','YYYY-MM-DD','NLS_CALENDAR=GREGORIAN')) COMPRESS,
    PARTITION COSTS_Q2_2019 VALUES LESS THAN (MAXVALUE) COMPRESS
  );
CREATE TABLE print_media (
    product_id NUMBER(6) PRIMARY KEY, ad_textdocs_ntab textdoc_tab, ad_photo BLOB
) NESTED TABLE ad_textdocs_ntab STORE AS textdocs_nestedtab;
INSERT INTO products VALUES (13, 'Hat', '');
INSERT INTO products VALUES (14, 'Scarf', 7);
"""


def test_partitions_and_nested_tables_are_storage_and_the_empty_string_is_null() -> None:
    spec = parse_sql(SALES, name="sales", dialect="oracle")
    assert [t.name for t in spec.state_schema.tables] == ["times", "products", "costs", "print_media"]
    key = spec.state_schema.table("costs").field("time_id").foreign_key
    assert key is not None and key.table == "times"
    assert spec.seed_data is not None and spec.seed_data.rejected == {}
    assert [row["prod_src_id"] for row in spec.seed_data.rows["products"]] == [None, 7]


def test_a_date_key_is_generated_as_distinct_days() -> None:
    day = Field(name="time_id", type=FieldType.DATE, required=True)
    moment = Field(name="at", type=FieldType.DATETIME, required=True)
    assert [primary_key_value(field=day, table_name="times", serial=n) for n in (1, 2)] == [
        "2024-01-02", "2024-01-03",
    ]  # fmt: skip
    assert primary_key_value(field=moment, table_name="ticks", serial=1) == "2024-01-02T00:00:00"


def test_banners_of_dashes_after_a_table_do_not_send_the_storage_clauses_backtracking() -> None:
    # Comment banners of dashes after a table's closing parenthesis made the partition clause's pattern try
    # every way to split them into comments (DSpace's migrations parsed for 20 minutes): now one way.
    banner = "-- " + "-" * 60 + " --\n"
    text = "CREATE TABLE t (id int PRIMARY KEY)\n" + banner * 40 + ";\n"
    spec = parse_sql(text, name="t", dialect="postgres")
    assert [t.name for t in spec.state_schema.tables] == ["t"]


def test_a_long_run_of_blank_lines_is_read_in_one_pass() -> None:
    # Two hostile-file hangs: the dialect hints' ``^\s*`` ran over every following blank line from every one
    # of them, and the statement's size was summed again at every line (20,000 blank lines: 27 s).
    spec = parse_sql("\n" * 200_000 + "CREATE TABLE t (id int PRIMARY KEY);\n", name="t")
    assert [t.name for t in spec.state_schema.tables] == ["t"]


def test_an_unbalanced_quote_does_not_tokenize_the_rest_of_the_file_again_at_every_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # One line of Oracle's order-entry script deleted left a quote open: every later line ending in ";" made
    # the reader tokenize the whole open statement again (36 s for 4,000 lines; the square of the lines).
    tried: list[int] = []
    tokenize = sqlstatements._Reader.tokenize

    def counted(reader: sqlstatements._Reader, text: str) -> object:
        tried.append(len(text))
        return tokenize(reader, text)

    monkeypatch.setattr(sqlstatements._Reader, "tokenize", counted)
    rows = "".join(f"INSERT INTO t VALUES ({n}, 'row {n}');\n" for n in range(20_000))
    text = "CREATE TABLE t (id int PRIMARY KEY, name varchar(20));\nINSERT INTO t VALUES (0, 'open);\n" + rows
    with pytest.raises(SpecError, match="looks truncated"):
        parse_sql(text, name="t", dialect="postgres")
    # Thirty-two tries at the open statement, then one each time it has doubled, one at the end of the file.
    assert len([size for size in tried if size > 1000]) < 32 + 20
    assert sum(tried) < 40 * len(text)


def test_statements_after_a_long_multi_line_body_are_still_read_one_by_one() -> None:
    # The backoff above must not merge a COPY's data lines into SQL: a COPY line is always tried.
    body = "".join(f"  x := x + {n};\n" for n in range(200))
    text = (
        "CREATE TABLE t (id int PRIMARY KEY, name text);\n"
        "CREATE FUNCTION f() RETURNS int AS $$\nDECLARE x int := 0;\nBEGIN\n"
        f"{body}  RETURN x;\nEND;\n$$ LANGUAGE plpgsql;\n"
        "COPY t (id, name) FROM stdin;\n1\tone;\n2\ttwo\n\\.\n"
        "INSERT INTO t VALUES (3, 'three');\n"
    )
    spec = parse_sql(text, name="t", dialect="postgres")
    assert spec.seed_data is not None
    assert spec.seed_data.rows["t"] == [
        {"id": 1, "name": "one;"}, {"id": 2, "name": "two"}, {"id": 3, "name": "three"},
    ]  # fmt: skip
