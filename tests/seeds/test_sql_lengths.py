"""A column's declared length (VARCHAR(n), CHAR(n), NVARCHAR(n)) is a limit the database enforces, so the
environment enforces it too: a check ``len(value) <= n``, a ``maxLength`` in the tools' parameter schemas,
generated values that fit (cut, still readable), seed rows and defaults that do not fit refused."""

from __future__ import annotations

from synthesis.seeds import parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.fitting import fit_length
from synthesis.state.validation import validate_state
from tests.seeds.conftest import runtime_for

SHOP = b"""
CREATE DOMAIN code3 AS varchar(3) CHECK (VALUE <> '');
CREATE TABLE currency (code code3 PRIMARY KEY, name varchar(40) NOT NULL, note text, memo varchar);
CREATE TABLE customer (
    id varchar(8) PRIMARY KEY,
    full_name varchar(12) NOT NULL,
    country char(2),
    flag char(1) CHECK (flag IN ('Y', 'N')),
    motto nvarchar(max)
);
CREATE TABLE orders (
    oid varchar(36) PRIMARY KEY,
    customer varchar(8) REFERENCES customer(id),
    label varchar(10) DEFAULT 'a label far too long'
);
INSERT INTO currency VALUES ('EUR', 'Euro', NULL, NULL), ('LONG', 'Too long a code', NULL, NULL);
"""


def test_declared_lengths_become_checks_and_parameter_limits() -> None:
    spec = parse_sql(SHOP, name="shop")
    schema = spec.state_schema
    currency, customer = schema.table("currency"), schema.table("customer")
    assert currency.field("code").checks == ["value != ''", "len(value) <= 3"]  # through the domain
    assert currency.field("name").checks == ["len(value) <= 40"]
    assert currency.field("note").checks == [] and currency.field("memo").checks == []  # TEXT, VARCHAR
    assert customer.field("country").checks == ["len(value) <= 2"]
    assert customer.field("motto").checks == []  # NVARCHAR(MAX)
    assert customer.field("flag").enum_values == ["Y", "N"] and customer.field("flag").checks == []
    create = next(t for t in spec.tools if t.name == "create_customer")
    schemas = {p.name: p.value_schema for p in create.parameters}
    assert schemas["full_name"] == {"type": "string", "maxLength": 12}
    assert "maxLength" not in schemas["flag"]


def test_a_text_key_shorter_than_a_made_id_is_the_callers_and_a_longer_one_is_made() -> None:
    schema = parse_sql(SHOP, name="shop").state_schema
    assert not schema.table("customer").field("id").generated  # VARCHAR(8): an id of 23 would not fit
    assert schema.table("orders").field("oid").generated  # VARCHAR(36) takes ctx.new_id's


def test_rows_and_defaults_that_do_not_fit_are_refused() -> None:
    spec = parse_sql(SHOP, name="shop")
    assert spec.seed_data is not None
    assert [r["code"] for r in spec.seed_data.rows["currency"]] == ["EUR"]
    [examples] = spec.seed_data.rejected.values()
    assert examples == ["line 16: code: 'LONG' breaks the CHECK len(value) <= 3"]
    assert spec.state_schema.table("orders").field("label").default is None
    assert any("orders.label" in note and "DEFAULT" in note for note in spec.provenance.notes)


def test_the_environment_refuses_a_value_longer_than_its_column() -> None:
    spec = parse_sql(SHOP, name="shop")
    runtime = runtime_for(spec)
    fits = runtime.call("create_customer", {"id": "C1", "full_name": "Ada Lovelace", "country": "GB"})
    assert fits["result"]["success"], fits
    too_long = runtime.call("create_customer", {"id": "C2", "full_name": "Ada Lovelace!", "country": "GB"})
    assert not too_long["result"]["success"]
    assert "len(value) <= 12" in too_long["result"]["error"]
    made = runtime.call("create_order", {"customer": "C1"})
    assert made["result"]["success"] and len(made["result"]["data"]["oid"]) <= 36


def test_generated_states_fit_their_columns_and_stay_readable() -> None:
    schema = parse_sql(SHOP, name="shop").state_schema
    for seed in range(5):
        state = generate_state(schema=schema, seed=seed, rows_per_table=8)
        assert validate_state(schema=schema, state=state) == []
        for row in state["customer"]:
            assert len(row["full_name"]) <= 12 and len(row["id"]) <= 8
            assert row["country"] is None or len(row["country"]) <= 2
    field = schema.table("customer").field("full_name")
    name = "Alexandra Richardson"  # cut at a word's end
    assert fit_length(field=field, value=name, row={}, serial=4, distinct=False) == "Alexandra"
    assert fit_length(field=field, value=name, row={}, serial=4, distinct=True) == "Alexandra-4"
