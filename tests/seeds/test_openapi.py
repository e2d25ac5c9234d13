"""OpenAPI 3.x -> EnvironmentSpec: tables, keys, references, operations as tools."""

from __future__ import annotations

import json

import yaml

from synthesis.ir import EnvironmentSpec, FieldType, OperationKind, ToolKind
from synthesis.seeds import parse_openapi
from tests.seeds.conftest import sample_text


def test_shop_sample_is_a_full_valid_spec(shop_spec: EnvironmentSpec) -> None:
    assert EnvironmentSpec.model_validate(shop_spec.model_dump()) == shop_spec
    assert [t.name for t in shop_spec.state_schema.tables] == [
        "customer",
        "product",
        "order",
        "order_item",
        "payment",
    ]
    assert shop_spec.provenance.source == "openapi"
    assert shop_spec.provenance.generator.startswith("synthesis.seeds.specs.openapi ")
    assert shop_spec.description.startswith("Online shop.")
    assert shop_spec.code


def test_shop_tables(shop_spec: EnvironmentSpec) -> None:
    schema = shop_spec.state_schema
    customer = schema.table("customer")
    assert customer.primary_key == "id" and customer.field("id").generated
    assert customer.field("email").unique
    assert customer.field("phone").required is False  # nullable
    assert customer.field("country").checks == ["len(value) >= 2", "len(value) <= 2"]
    assert customer.field("created_at").generated and customer.field("created_at").type == FieldType.DATETIME
    product = schema.table("product")
    assert product.primary_key == "sku" and not product.field("sku").generated  # the client names products
    assert product.field("active").default is True
    order = schema.table("order")
    assert order.field("status").enum_values == ["open", "paid", "shipped", "delivered", "cancelled"]
    assert order.field("status").default == "open"
    assert order.field("customer_id").foreign_key.table == "customer"  # type: ignore[union-attr]
    item = schema.table("order_item")
    assert item.field("sku").foreign_key.table == "product"  # type: ignore[union-attr]
    assert item.field("id").type == FieldType.INTEGER
    assert schema.table("payment").field("amount").checks == ["value > 0"]


def test_shop_operations(shop_spec: EnvironmentSpec) -> None:
    kinds = {t.name: t.operation.kind for t in shop_spec.tools}  # type: ignore[union-attr]
    assert kinds["list_customers"] == OperationKind.SEARCH
    assert kinds["create_customer"] == OperationKind.CREATE
    assert kinds["get_product"] == OperationKind.GET
    assert kinds["update_customer"] == OperationKind.UPDATE
    assert kinds["delete_order"] == OperationKind.DELETE
    assert kinds["add_order_item"] == OperationKind.CREATE  # nested collection
    cancel = shop_spec.tool("cancel_order")
    assert cancel.operation.set_values == {"status": "cancelled"}  # type: ignore[union-attr]
    assert cancel.kind == ToolKind.WRITE
    add_item = shop_spec.tool("add_order_item")
    assert add_item.operation.field_params["orderId"] == "order_id"  # type: ignore[union-attr]
    assert add_item.reads == ["order_item", "order", "product"]
    get = shop_spec.tool("get_customer")
    assert get.kind == ToolKind.READ and [p.name for p in get.parameters] == ["customerId"]
    assert get.parameters[0].description == "Identifier of the customer."
    search = shop_spec.tool("search_products")
    # The spec gives no description for 'category': one is synthesized.
    assert search.parameters[0].description == "The category used to select product."
    assert shop_spec.tool("list_customers").operation.limit_param == "limit"  # type: ignore[union-attr]


def test_json_and_yaml_give_the_same_spec(shop_spec: EnvironmentSpec) -> None:
    as_json = json.dumps(yaml.safe_load(sample_text("online_shop.openapi.yaml")))
    again = parse_openapi(as_json, name="online_shop")
    assert again.code == shop_spec.code
    assert again.model_dump_json() == shop_spec.model_dump_json()


def test_ref_property_becomes_a_foreign_key() -> None:
    document = {
        "openapi": "3.0.0",
        "info": {"title": "Refs", "version": "1"},
        "paths": {
            "/notes": {
                "get": {
                    "operationId": "listNotes",
                    "responses": {
                        "200": {
                            "description": "ok",
                            "content": {
                                "application/json": {
                                    "schema": {
                                        "type": "array",
                                        "items": {"$ref": "#/components/schemas/Note"},
                                    }
                                }
                            },
                        }
                    },
                }
            }
        },
        "components": {
            "schemas": {
                "Author": {"type": "object", "properties": {"id": {"type": "integer", "readOnly": True}}},
                "Note": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "integer"},
                        "author": {"$ref": "#/components/schemas/Author"},
                    },
                },
            }
        },
    }
    spec = parse_openapi(json.dumps(document), name="refs")
    author = spec.state_schema.table("note").field("author_id")
    assert author.foreign_key is not None and author.foreign_key.table == "author"
    assert author.type == FieldType.INTEGER
