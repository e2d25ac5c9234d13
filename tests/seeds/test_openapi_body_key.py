"""PUT /pet with the pet's id in its body (Swagger's petstore ``updatePet``) is the update of that pet."""

from __future__ import annotations

import json

from synthesis.ir import OperationKind
from synthesis.seeds.specs import parse_openapi


def _document(body_properties: dict[str, object], *, key: dict[str, object] | None = None) -> bytes:
    pet = {
        "type": "object",
        "required": ["name"],
        "properties": {
            "id": key or {"type": "integer"},
            "name": {"type": "string"},
            "status": {"type": "string", "enum": ["available", "pending", "sold"]},
        },
    }
    body = {"type": "object", "properties": body_properties}
    return json.dumps(
        {
            "openapi": "3.0.3",
            "info": {"title": "pets", "version": "1"},
            "paths": {
                "/pet": {
                    "put": {
                        "operationId": "updatePet",
                        "requestBody": {
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}
                        },
                        "responses": {"200": {"description": "ok"}},
                    },
                    "post": {
                        "operationId": "addPet",
                        "requestBody": {"content": {"application/json": {"schema": body}}},
                        "responses": {"200": {"description": "ok"}},
                    },
                },
                "/pet/{petId}": {
                    "get": {
                        "operationId": "getPetById",
                        "parameters": [
                            {"name": "petId", "in": "path", "required": True, "schema": {"type": "integer"}}
                        ],
                        "responses": {
                            "200": {
                                "description": "ok",
                                "content": {
                                    "application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}
                                },
                            }
                        },
                    }
                },
            },
            "components": {"schemas": {"Pet": pet}},
        }
    ).encode()


def test_a_put_on_the_collection_with_the_id_in_its_body_updates_that_row() -> None:
    spec = parse_openapi(_document({"name": {"type": "string"}}), name="pets")
    tool = spec.tool("update_pet")
    assert tool.operation is not None and tool.operation.kind == OperationKind.UPDATE
    assert tool.operation.key_param == "id" and tool.operation.key_field == "id"
    key = next(p for p in tool.parameters if p.name == "id")
    assert key.required and key.value_schema.get("type") == "integer"
    assert {"name", "status"} <= set(tool.operation.field_params.values())


def test_a_read_only_id_in_the_body_still_names_the_row_to_update() -> None:
    # ReadMe's petstore (tests/data/specs/public/readme-petstore.openapi.json) marks Pet.id readOnly: the
    # server makes it on create, but PUT /pet names the pet by it. It was refused: "the path parameter None
    # is not declared".
    spec = parse_openapi(_document({}, key={"type": "integer", "readOnly": True}), name="pets")
    tool = spec.tool("update_pet")
    assert tool.operation is not None and tool.operation.key_param == "id"
    assert next(p for p in tool.parameters if p.name == "id").required
    assert "id" not in {p.name for p in spec.tool("add_pet").parameters}  # a create still leaves it out


def test_a_problem_detail_error_schema_is_not_an_entity() -> None:
    # Spring's RFC 9457 error (Spring PetClinic's API): its status in [400, 600) is no entity's field.
    problem = {
        "type": "object",
        "properties": {
            "title": {"type": "string"},
            "status": {"type": "integer", "minimum": 400, "maximum": 600, "exclusiveMaximum": True},
        },
    }
    vet = {
        "type": "object",
        "required": ["id", "name"],
        "properties": {"id": {"type": "integer"}, "name": {"type": "string"}},
    }
    refused = {
        "description": "bad",
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ProblemDetail"}}},
    }
    ok = {
        "description": "ok",
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Vet"}}},
    }
    document = {
        "openapi": "3.0.1",
        "info": {"title": "T", "version": "1"},
        "paths": {
            "/vets/{vetId}": {
                "get": {
                    "operationId": "getVet",
                    "parameters": [
                        {"name": "vetId", "in": "path", "required": True, "schema": {"type": "integer"}}
                    ],
                    "responses": {"200": ok, "400": refused},
                }
            }
        },
        "components": {"schemas": {"ProblemDetail": problem, "ProblemDetails": problem, "Vet": vet}},
    }
    spec = parse_openapi(json.dumps(document).encode(), name="clinic")
    assert [t.name for t in spec.state_schema.tables] == ["vet"]
