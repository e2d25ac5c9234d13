"""API documents as frameworks generate them (FastAPI/pydantic v2's OpenAPI 3.1, Docker's and Go's Swagger
2.0): nullable fields spelled ``anyOf [X, null]``, ``const`` tags, ``Id``/``ID`` keys, list pages, exact
lengths and bodiless POSTs that answer an entity."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from synthesis.ir import FieldType, OperationKind
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi
from tests.pipelines.helpers import configure_llm, file_seed, run_kind
from tests.seeds.test_openapi_wild import body, document, ok, runtime_for

PAGE = {
    "type": "object",
    "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}},
}


def _item(**extra: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["title", "id", "owner_id", "score", "status"],
        "properties": {
            "title": {"type": "string", "maxLength": 255, "minLength": 1},
            "score": {"anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}], "title": "Score"},
            "done_at": {"anyOf": [{"type": "string", "format": "date-time"}, {"type": "null"}]},
            "owner": {"anyOf": [{"$ref": "#/components/schemas/Owner"}, {"type": "null"}]},
            "status": {"anyOf": [{"$ref": "#/components/schemas/Status"}, {"type": "null"}]},
            "kind": {"const": "retail"},
            "id": {"type": "string", "format": "uuid"},
            "owner_id": {"type": "string", "format": "uuid"},
            **extra,
        },
    }


SCHEMAS: dict[str, Any] = {
    "Item": _item(),
    "Owner": {"type": "object", "properties": {"ID": {"type": "string"}, "name": {"type": "string"}}},
    "Status": {"type": "string", "enum": ["open", "done"]},
    "ItemsPublic": {**PAGE, "properties": {**PAGE["properties"], "count": {"type": "integer"}}},
    "Body_login_access_token": {"type": "object", "properties": {"username": {"type": "string"}}},
}
PATHS: dict[str, Any] = {
    "/items": {
        "get": {"operationId": "readItems", "responses": ok("#/components/schemas/ItemsPublic")},
        "post": {
            "operationId": "createItem",
            "requestBody": body("#/components/schemas/Item"),
            "responses": ok("#/components/schemas/Item"),
        },
    },
    # FastAPI's /login/test-token: a POST with no body answering an entity that only a body can make.
    "/items/test": {"post": {"operationId": "testItem", "responses": ok("#/components/schemas/Item")}},
}


def test_the_31_nullable_spelling_keeps_the_type_its_bounds_and_its_reference() -> None:
    spec = parse_openapi(document(PATHS, SCHEMAS), name="items")
    item = spec.state_schema.table("item")
    score, done_at, status = item.field("score"), item.field("done_at"), item.field("status")
    assert (score.type, score.required, score.checks) == (FieldType.NUMBER, False, ["value >= 0"])
    assert (done_at.type, done_at.required) == (FieldType.DATETIME, False)
    assert (status.type, status.enum_values, status.required) == (FieldType.ENUM, ["open", "done"], False)
    owner = item.field("owner_id")
    assert owner.foreign_key is not None and owner.foreign_key.table == "owner"
    assert (item.field("kind").type, item.field("kind").enum_values) == (FieldType.ENUM, ["retail"])


def test_an_id_spelled_id_or_ID_is_the_key() -> None:
    spec = parse_openapi(document(PATHS, SCHEMAS), name="items")
    owner = spec.state_schema.table("owner")
    assert owner.primary_key == "ID" and [f.name for f in owner.fields] == ["ID", "name"]


def test_list_pages_and_form_bodies_are_not_tables() -> None:
    spec = parse_openapi(document(PATHS, SCHEMAS), name="items")
    assert {t.name for t in spec.state_schema.tables} == {"item", "owner"}


def test_a_create_that_cannot_give_what_its_rows_need_is_skipped_with_a_note() -> None:
    spec = parse_openapi(document(PATHS, SCHEMAS), name="items")
    creates = [t.name for t in spec.tools if t.operation and t.operation.kind == OperationKind.CREATE]
    assert creates == ["create_item"]
    notes = spec.provenance.notes
    assert any(n.startswith("test_item: would create a item row but cannot give its title") for n in notes), (
        notes
    )
    # score and status are required but nullable (pydantic's ``float | None`` with no default): sent as null
    runtime = runtime_for(spec, {"owner": [{"ID": "o1", "name": "Ann"}], "item": []})
    made = runtime.call("create_item", {"title": "Milk", "score": None, "status": None, "owner_id": "o1"})
    assert made["success"], made


def test_a_create_s_tool_schema_carries_the_length_bounds() -> None:
    spec = parse_openapi(document(PATHS, SCHEMAS), name="items")
    [title] = [p for p in spec.tool("create_item").parameters if p.name == "title"]
    assert (title.value_schema.get("minLength"), title.value_schema.get("maxLength")) == (1, 255)


# Small documents the public corpus showed failing whole: each is admitted with proven scenarios now.
EXACT_LENGTH = """
openapi: 3.0.3
info: {title: Blobs, version: '1'}
paths:
  /blobs:
    post:
      operationId: createBlob
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Blob'}}}}
      responses:
        '201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Blob'}}}}
  /blobs/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getBlob
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Blob'}}}}
    delete:
      operationId: deleteBlob
      responses: {'204': {description: gone}}
components:
  schemas:
    Blob:
      type: object
      required: [name, digest]
      properties:
        id: {type: integer, readOnly: true}
        name: {type: string}
        digest: {type: string, minLength: 64, maxLength: 64, description: SHA-256 of the content}
        note: {type: string, maxLength: 20}
        mirror: {type: string, minLength: 40, maxLength: 40}
"""
# A POST named like a read (getToken) that creates: the procedural tests take the operation's word for it.
CREATING_GET = """
openapi: 3.1.0
info: {title: Tokens, version: '1'}
paths:
  /users:
    post:
      operationId: createUser
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}}
      responses:
        '201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}}
  /auth/token:
    post:
      operationId: getToken
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Credentials'}}}}
      responses:
        '201':
          description: ok
          content: {application/json: {schema: {$ref: '#/components/schemas/Credentials'}}}
components:
  schemas:
    User:
      type: object
      required: [id, name, email]
      properties: {id: {type: integer}, name: {type: string}, email: {type: string, format: email}}
    Credentials:
      type: object
      required: [email, password]
      properties: {email: {type: string, format: email}, password: {type: string}}
"""


@pytest.mark.parametrize(("filename", "text"), [("blobs.yaml", EXACT_LENGTH), ("tokens.yaml", CREATING_GET)])
def test_generated_shapes_are_admitted_with_proven_scenarios(
    tmp_path: Path, filename: str, text: str
) -> None:
    configure_llm(None)
    seed = file_seed(tmp_path, kind="spec", filename=filename, data=text.encode())
    ctx = run_kind(kind="spec", seed=seed, options={"scenarios": 2, "chain_length": "1-3"})
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    assert any(s["proof_passed"] for s in ctx.scenarios.values()), ctx.scenarios


READ_ONLY = """
openapi: 3.1.0
info: {title: Catalog config, version: '1'}
paths:
  /config:
    get:
      operationId: getConfig
      parameters: [{name: warehouse, in: query, schema: {type: string}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Config'}}}}
components:
  schemas:
    Config:
      type: object
      required: [warehouse]
      properties: {warehouse: {type: string}, defaults: {type: object}}
"""


def test_an_environment_admitted_with_nothing_to_ask_says_so_on_the_job(tmp_path: Path) -> None:
    # Apache Iceberg's REST catalog maps to one read (its bodies are *Request/*Response envelopes): the job
    # ended with no scenario and no word of why.
    configure_llm(None)
    seed = file_seed(tmp_path, kind="spec", filename="config.yaml", data=READ_ONLY.encode())
    ctx = run_kind(kind="spec", seed=seed, options={"scenarios": 3})
    [verified] = ctx.step_results(step="verify").values()
    assert verified["admitted"] and verified["chains"] == {}
    assert verified["warnings"] == [
        "config: admitted, but no scenario could be planned: its 1 tools (0 that change the state) make no "
        "chain of 2-4 tools with a state change to ask for"
    ]
    assert ctx.scenarios == {}


def test_an_update_that_can_change_no_field_is_skipped_with_a_note() -> None:
    # Docker's PUT /volumes/{name}: its body is a cluster spec the volume table does not hold.
    volume = {"type": "object", "required": ["Name"], "properties": {"Name": {"type": "string"}}}
    name = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}
    paths = {
        "/volumes/{name}": {
            "parameters": [name],
            "get": {"operationId": "VolumeInspect", "responses": ok("#/components/schemas/Volume")},
            "put": {
                "operationId": "VolumeUpdate",
                "requestBody": {
                    "content": {
                        "application/json": {"schema": {"type": "object", "properties": {"Spec": {}}}}
                    }
                },
                "responses": {"200": {"description": "ok"}},
            },
        }
    }
    spec = parse_openapi(document(paths, {"Volume": volume}), name="docker")
    assert [t.name for t in spec.tools] == ["volume_inspect"]
    assert "volume_update: would update a volume row but can change none of its fields: skipped" in (
        spec.provenance.notes
    )


def test_a_key_names_a_table_whose_name_carries_a_view_suffix() -> None:
    # FastAPI's template: ExamAttemptPublic.exam_id names ExamPublic (exam_public), not a table "exam".
    exam = {"type": "object", "properties": {"id": {"type": "string"}, "title": {"type": "string"}}}
    attempt = {"type": "object", "properties": {"id": {"type": "string"}, "exam_id": {"type": "string"}}}
    paths = {
        "/exams/{id}": {
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
            "get": {"operationId": "readExam", "responses": ok("#/components/schemas/ExamPublic")},
        },
        "/attempts": {
            "post": {
                "operationId": "createAttempt",
                "requestBody": body("#/components/schemas/ExamAttemptPublic"),
                "responses": ok("#/components/schemas/ExamAttemptPublic"),
            }
        },
    }
    spec = parse_openapi(document(paths, {"ExamPublic": exam, "ExamAttemptPublic": attempt}), name="exams")
    key = spec.state_schema.table("exam_attempt_public").field("exam_id").foreign_key
    assert key is not None and key.table == "exam_public"


def test_a_document_whose_every_operation_is_impossible_is_refused_clearly() -> None:
    # Only Docker's PUT /volumes/{name}, whose body changes nothing the volume table holds.
    volume = {"type": "object", "required": ["Name"], "properties": {"Name": {"type": "string"}}}
    name = {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}}
    spec_body = {"content": {"application/json": {"schema": {"type": "object", "properties": {"Spec": {}}}}}}
    paths = {
        "/volumes/{name}": {
            "parameters": [name],
            "put": {
                "operationId": "VolumeUpdate",
                "requestBody": spec_body,
                "responses": ok("#/components/schemas/Volume"),
            },
        }
    }
    with pytest.raises(SpecError, match="no operation maps to a table in a way that can succeed"):
        parse_openapi(document(paths, {"Volume": volume}), name="docker")
