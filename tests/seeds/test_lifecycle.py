"""Lifecycle tools: a status enum gives one tool per step, each with the precondition the step implies."""

from __future__ import annotations

import json

from synthesis.ir import OperationKind
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.seeds.specs.lifecycle import predecessors
from tests.seeds.conftest import runtime_for

ORDERS = """
CREATE TABLE customer (id INT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE orders (
    id INT PRIMARY KEY,
    customer_id INT NOT NULL REFERENCES customer (id),
    status TEXT NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'shipped', 'delivered', 'cancelled'))
);
"""


def result(runtime, name: str, arguments: dict) -> dict:
    return runtime.call(name, arguments)["result"]


def test_a_status_enum_gives_step_tools_with_their_preconditions() -> None:
    spec = parse_sql(ORDERS, name="shop")
    names = {t.name for t in spec.tools}
    assert {"ship_order", "deliver_order", "cancel_order"} <= names
    assert "place_order" not in names  # the first value is where a row starts: creating it
    cancel = spec.tool("cancel_order")
    assert cancel.operation is not None and cancel.operation.kind == OperationKind.UPDATE
    assert cancel.operation.set_values == {"status": "cancelled"}
    assert cancel.operation.requires == {"status": ["placed"]}
    assert spec.tool("deliver_order").operation.requires == {"status": ["placed", "shipped"]}  # type: ignore[union-attr]
    assert any("placed" in c.text for c in cancel.preconditions)
    state = {
        "customer": [{"id": 1, "name": "Ada"}],
        "orders": [
            {"id": 1, "customer_id": 1, "status": "placed"},
            {"id": 2, "customer_id": 1, "status": "shipped"},
        ],
    }
    runtime = runtime_for(spec, state)
    refused = result(runtime, "cancel_order", {"id": 2})
    assert refused["success"] is False and "status to be placed" in refused["error"]
    assert result(runtime, "cancel_order", {"id": 1})["data"]["status"] == "cancelled"
    assert result(runtime, "deliver_order", {"id": 2})["data"]["status"] == "delivered"
    assert result(runtime, "deliver_order", {"id": 2})["success"] is False  # already delivered
    assert result(runtime, "ship_order", {"id": 1})["success"] is False  # cancelled: no step leads on


def test_an_action_endpoint_gets_the_precondition_instead_of_a_duplicate_tool() -> None:
    order = {
        "type": "object",
        "properties": {
            "id": {"type": "integer"},
            "status": {"type": "string", "enum": ["placed", "approved", "cancelled"]},
        },
    }
    document = {
        "openapi": "3.0.0",
        "info": {"title": "Orders", "version": "1"},
        "paths": {
            "/orders/{id}/cancel": {
                "post": {
                    "operationId": "cancelOrder",
                    "parameters": [
                        {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
                    ],
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/Order"}}
                            },
                        }
                    },
                }
            }
        },
        "components": {"schemas": {"Order": order}},
    }
    spec = parse_openapi(json.dumps(document), name="orders")
    cancels = [t for t in spec.tools if t.operation and t.operation.set_values == {"status": "cancelled"}]
    assert [t.name for t in cancels] == ["cancel_order"]
    assert cancels[0].operation.requires == {"status": ["placed"]}  # type: ignore[union-attr]
    assert "approve_order" in {t.name for t in spec.tools}


def test_predecessors_follow_the_enum_order_and_early_ends_start_from_the_first() -> None:
    values = ["placed", "approved", "delivered", "cancelled"]
    assert predecessors(values, "placed") == []
    assert predecessors(values, "approved") == ["placed"]
    assert predecessors(values, "delivered") == ["placed", "approved"]
    assert predecessors(["active", "suspended", "closed"], "closed") == ["active", "suspended"]
    assert predecessors(values, "cancelled") == ["placed"]


def test_an_enum_that_is_no_lifecycle_gives_no_step_tools() -> None:
    spec = parse_sql(
        "CREATE TABLE pet (id INT PRIMARY KEY,"
        " status TEXT CHECK (status IN ('available', 'pending', 'sold')));",
        name="pets",
    )
    assert {t.name for t in spec.tools if t.operation and t.operation.set_values} == set()
