"""Procedural tests read a parameter through the field its operation maps it to, not through a namesake field
in another table (Apache Ranger's audit columns: ``added_by_id`` is a foreign key in some tables and a plain
number in others, ``change_type`` a string in one and an integer in another)."""

from __future__ import annotations

from synthesis.seeds.specs import parse_sql
from synthesis.verify.arguments import bindings_for as _bindings
from synthesis.verify.arguments import candidate_values as _candidate_values
from synthesis.verify.teststate import build_test_state

AUDITED = """
CREATE TABLE x_user (id INT PRIMARY KEY, login VARCHAR(50) NOT NULL, added_by_id INT REFERENCES x_user (id));
CREATE TABLE x_group (
    id INT PRIMARY KEY,
    name VARCHAR(50) NOT NULL,
    added_by_id INT REFERENCES x_user (id),
    change_type VARCHAR(20)
);
CREATE TABLE x_log (
    id INT PRIMARY KEY,
    user_id INT REFERENCES x_user (id),
    added_by_id INT,
    change_type INT
);
"""


def test_a_plain_column_is_not_a_key_because_a_namesake_elsewhere_is() -> None:
    spec = parse_sql(AUDITED, name="audited")
    assert _bindings(spec, spec.tool("update_x_log"))["added_by_id"].is_key is False
    assert _bindings(spec, spec.tool("update_x_group"))["added_by_id"].is_key is True
    # a search filter naming no row matches nothing, which is no error (link example's pull requests)
    assert _bindings(spec, spec.tool("search_x_group"))["added_by_id"].is_key is False
    assert _bindings(spec, spec.tool("get_x_log"))["id"].is_key is True


def test_values_from_a_namesake_of_another_type_are_not_offered() -> None:
    spec = parse_sql(AUDITED, name="audited")
    state = build_test_state(schema=spec.state_schema, rows_per_table=3, seed=0)
    assert any(isinstance(r["change_type"], str) for r in state["x_group"] if r["change_type"] is not None)
    tool = spec.tool("create_x_log")
    values = _candidate_values(spec, tool, _bindings(spec, tool), state)
    assert values["change_type"] and all(isinstance(v, int) for v in values["change_type"])


def test_values_from_a_longer_namesake_are_not_offered() -> None:
    # Harbor's labels have a one-letter scope, its permission policies a long one: the create test offered
    # 'PER-0001' and expected success, which the label's length rule refuses.
    spec = parse_sql(
        "CREATE TABLE label (id INT PRIMARY KEY, scope CHAR(1) NOT NULL);\n"
        "CREATE TABLE policy (id INT PRIMARY KEY, scope VARCHAR(255) NOT NULL);\n",
        name="labels",
    )
    state = build_test_state(schema=spec.state_schema, rows_per_table=3, seed=0)
    assert any(len(r["scope"]) > 1 for r in state["policy"])
    tool = spec.tool("create_label")
    values = _candidate_values(spec, tool, _bindings(spec, tool), state)
    assert values["scope"] and all(len(v) == 1 for v in values["scope"])
