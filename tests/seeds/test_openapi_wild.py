"""OpenAPI and Swagger documents as people write them: each shape mapped, listed or refused."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from synthesis.ir import FieldType, OperationKind
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.seeds.specs.common import RESERVED_FIELD_NAMES
from synthesis.seeds.specs.openapi_document import load_document
from synthesis.verify.static import FORBIDDEN_NAMES, static_checks
from tests.seeds.conftest import runtime_for as _runtime_for

USER = {
    "type": "object",
    "properties": {"id": {"type": "integer"}, "username": {"type": "string"}, "email": {"type": "string"}},
}


class _Calls:
    def __init__(self, spec: Any, state: dict[str, Any] | None = None) -> None:
        self.runtime = _runtime_for(spec, state)

    def call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        return self.runtime.call(name, arguments)["result"]


def runtime_for(spec: Any, state: dict[str, Any] | None = None) -> _Calls:
    return _Calls(spec, state)


def document(paths: dict[str, Any], schemas: dict[str, Any]) -> str:
    return json.dumps(
        {
            "openapi": "3.0.3",
            "info": {"title": "T", "version": "1"},
            "paths": paths,
            "components": {"schemas": schemas},
        }
    )


def ok(schema_ref: str) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": schema_ref}}}}}


def body(schema_ref: str) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": {"$ref": schema_ref}}}}


USERNAME = {"name": "username", "in": "path", "required": True, "schema": {"type": "string"}}


def test_a_path_parameter_repeated_in_the_body_is_one_parameter() -> None:
    spec = parse_openapi(
        document(
            {
                "/user": {
                    "post": {
                        "operationId": "createUser",
                        "requestBody": body("#/components/schemas/User"),
                        "responses": ok("#/components/schemas/User"),
                    }
                },
                "/user/{username}": {
                    "get": {
                        "operationId": "getUserByName",
                        "parameters": [USERNAME],
                        "responses": ok("#/components/schemas/User"),
                    },
                    "put": {
                        "operationId": "updateUser",
                        "parameters": [USERNAME],
                        "requestBody": body("#/components/schemas/User"),
                        "responses": ok("#/components/schemas/User"),
                    },
                },
            },
            {"User": USER},
        ),
        name="users",
    )
    update = spec.tool("update_user")
    assert [p.name for p in update.parameters].count("username") == 1
    assert update.operation is not None and update.operation.key_field == "username"
    # a field a path addresses rows by identifies a row
    assert spec.state_schema.table("user").field("username").unique
    assert spec.tool("get_user_by_name").parameters[0].value_schema == {"type": "string"}


def test_a_required_id_that_is_not_read_only_is_made_when_left_out_and_kept_when_given() -> None:
    event = {
        "type": "object",
        "required": ["id", "name"],
        "properties": {"id": {"type": "integer"}, "name": {"type": "string"}},
    }
    spec = parse_openapi(
        document(
            {
                "/events": {
                    "post": {
                        "operationId": "addEvent",
                        "requestBody": body("#/components/schemas/Event"),
                        "responses": ok("#/components/schemas/Event"),
                    }
                }
            },
            {"Event": event},
        ),
        name="events",
    )
    create = spec.tool("add_event")
    id_param = next(p for p in create.parameters if p.name == "id")
    assert id_param.required is False
    runtime = runtime_for(spec)
    made = runtime.call("add_event", {"name": "launch"})
    assert made["success"] is True and made["data"]["id"] == 1
    given = runtime.call("add_event", {"name": "party", "id": 40})
    assert given["success"] is True and given["data"]["id"] == 40
    again = runtime.call("add_event", {"name": "dup", "id": 40})
    assert again["success"] is False and "unique" in again["error"]


def test_a_parameter_enum_is_enforced_by_the_generated_tool() -> None:
    state_param = {"name": "state", "in": "query", "schema": {"type": "string", "enum": ["open", "merged"]}}
    spec = parse_openapi(
        document(
            {
                "/pulls": {
                    "get": {
                        "operationId": "listPulls",
                        "parameters": [state_param],
                        "responses": {
                            "200": {
                                "description": "ok",
                                "content": {
                                    "application/json": {
                                        "schema": {
                                            "type": "array",
                                            "items": {"$ref": "#/components/schemas/Pull"},
                                        }
                                    }
                                },
                            }
                        },
                    }
                },
                "/pulls/{id}/merge": {
                    "post": {
                        "operationId": "mergePull",
                        "parameters": [
                            {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
                        ],
                        "responses": {"204": {"description": "merged"}},
                    }
                },
            },
            {
                "Pull": {
                    "type": "object",
                    "properties": {"id": {"type": "integer"}, "title": {"type": "string"}},
                }
            },
        ),
        name="pulls",
    )
    pull = spec.state_schema.table("pull")
    # the filter implies the field, and the merge action sets it
    assert pull.field("state").type == FieldType.ENUM and pull.field("state").enum_values == [
        "open",
        "merged",
    ]
    merge = spec.tool("merge_pull")
    assert merge.operation is not None and merge.operation.set_values == {"state": "merged"}
    runtime = runtime_for(spec, {"pull": [{"id": 1, "title": "a", "state": "open"}]})
    refused = runtime.call("list_pulls", {"state": "closed"})
    assert refused["success"] is False and "must be one of" in refused["error"]
    assert runtime.call("list_pulls", {"state": "open"})["data"] == [{"id": 1, "title": "a", "state": "open"}]
    assert runtime.call("merge_pull", {"id": 1})["data"]["state"] == "merged"


def test_an_unmapped_parameter_with_an_enum_is_checked_against_its_schema() -> None:
    sort = {"name": "sort", "in": "query", "schema": {"type": "string", "enum": ["asc", "desc"]}}
    spec = parse_openapi(
        document(
            {
                "/items/{id}": {
                    "get": {
                        "operationId": "getItem",
                        "parameters": [
                            {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
                            sort,
                        ],
                        "responses": ok("#/components/schemas/Item"),
                    }
                }
            },
            {"Item": {"type": "object", "properties": {"id": {"type": "string"}}}},
        ),
        name="items",
    )
    runtime = runtime_for(spec, {"item": [{"id": "a"}]})
    assert runtime.call("get_item", {"id": "a", "sort": "asc"})["success"] is True
    refused = runtime.call("get_item", {"id": "a", "sort": "sideways"})
    assert refused == {"success": False, "error": "sort must be one of asc, desc, got 'sideways'"}


def test_a_list_returned_for_an_owner_is_a_search() -> None:
    spec = parse_openapi(
        document(
            {
                "/repos/{owner}": {
                    "get": {
                        "operationId": "reposOf",
                        "parameters": [
                            {"name": "owner", "in": "path", "required": True, "schema": {"type": "string"}}
                        ],
                        "responses": {
                            "200": {
                                "description": "ok",
                                "content": {
                                    "application/json": {
                                        "schema": {
                                            "type": "array",
                                            "items": {"$ref": "#/components/schemas/Repo"},
                                        }
                                    }
                                },
                            }
                        },
                    }
                }
            },
            {
                "Repo": {
                    "type": "object",
                    "properties": {"id": {"type": "string"}, "owner": {"type": "string"}},
                }
            },
        ),
        name="repos",
    )
    tool = spec.tool("repos_of")
    assert tool.operation is not None and tool.operation.kind == OperationKind.SEARCH


def test_unfollowable_refs_and_colliding_names_are_listed_and_the_rest_still_maps() -> None:
    text = """
openapi: 3.1.0
info: {title: Pets, version: '1'}
paths:
  /pets:
    post:
      operationId: addPet
      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
      responses: {'200': {description: ok}}
components:
  schemas:
    Pet:
      type: object
      properties:
        id: {type: integer}
        name: {type: string}
        Name: {type: string}
        details:
          $ref: #/components/schemas/Details
        detailsId:
          $ref: /components/schemas/details#details_id
"""
    spec = parse_openapi(text, name="pets")
    pet = spec.state_schema.table("pet")
    assert [f.name for f in pet.fields] == ["id", "name"]
    notes = " | ".join(spec.provenance.notes)
    assert "Pet.details: not modelled, its $ref is not a string" in notes
    assert (
        "Pet.detailsId: not modelled, its $ref '/components/schemas/details#details_id' is relative" in notes
    )
    assert "Pet.Name: not modelled, its name collides with name" in notes


def swagger(paths: dict[str, Any], definitions: dict[str, Any]) -> str:
    return yaml.safe_dump(
        {"swagger": "2.0", "info": {"title": "S", "version": "1"}, "paths": paths, "definitions": definitions}
    )


def test_swagger_2_definitions_body_form_and_query_parameters() -> None:
    order = {
        "type": "object",
        "properties": {
            "id": {"type": "integer"},
            "petId": {"type": "integer"},
            "status": {"type": "string", "enum": ["placed", "approved", "delivered"]},
        },
    }
    pet = {
        "type": "object",
        "required": ["name"],
        "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "status": {"type": "string"}},
    }
    spec = parse_openapi(
        swagger(
            {
                "/pet": {
                    "post": {
                        "operationId": "addPet",
                        "parameters": [
                            {"in": "body", "name": "body", "schema": {"$ref": "#/definitions/Pet"}}
                        ],
                        "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}},
                    }
                },
                "/pet/findByStatus": {
                    "get": {
                        "operationId": "findPetsByStatus",
                        "parameters": [
                            {"name": "status", "in": "query", "type": "string"},
                            {"name": "limit", "in": "query", "type": "integer"},
                        ],
                        "responses": {
                            "200": {
                                "description": "ok",
                                "schema": {"type": "array", "items": {"$ref": "#/definitions/Pet"}},
                            }
                        },
                    }
                },
                "/pet/{petId}": {
                    "put": {
                        "operationId": "updatePetWithForm",
                        "consumes": ["application/x-www-form-urlencoded"],
                        "parameters": [
                            {"name": "petId", "in": "path", "required": True, "type": "integer"},
                            {"name": "name", "in": "formData", "type": "string"},
                        ],
                        "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}},
                    }
                },
                "/store/order": {
                    "post": {
                        "operationId": "placeOrder",
                        "parameters": [
                            {"in": "body", "name": "body", "schema": {"$ref": "#/definitions/Order"}}
                        ],
                        "responses": {
                            "200": {"description": "ok", "schema": {"$ref": "#/definitions/Order"}}
                        },
                    }
                },
            },
            {"Pet": pet, "Order": order},
        ),
        name="store",
    )
    assert {t.name for t in spec.state_schema.tables} == {"pet", "order"}
    assert spec.state_schema.table("order").field("petId").foreign_key.table == "pet"  # type: ignore[union-attr]
    assert [p.name for p in spec.tool("add_pet").parameters] == ["name", "id", "status"]
    search = spec.tool("find_pets_by_status")
    assert search.operation is not None and search.operation.field_params == {"status": "status"}
    assert search.operation.limit_param == "limit"
    form = spec.tool("update_pet_with_form")
    assert form.operation is not None and form.operation.field_params == {"name": "name"}
    assert "swagger 2.0" in spec.provenance.notes[0]


def test_an_unknown_version_is_refused_with_its_path() -> None:
    with pytest.raises(SpecError, match=r"OpenAPI 3\.0, 3\.1 and Swagger 2\.0") as caught:
        parse_openapi(json.dumps({"swagger": "1.2", "apis": []}), name="old")
    assert caught.value.path == "openapi"


def test_a_swagger_body_that_is_not_a_list_of_parameters_is_refused() -> None:
    with pytest.raises(SpecError, match="parameters must be a list"):
        parse_openapi(
            swagger({"/pet": {"post": {"parameters": {"in": "body"}, "responses": {}}}}, {"Pet": USER}),
            name="bad",
        )


def test_a_required_reference_to_another_entity_is_not_the_entitys_key() -> None:
    # go-swagger's task-tracker: a Comment has a required author ($ref UserCard) and no id property.
    comment = {
        "type": "object",
        "required": ["user", "content"],
        "properties": {"user": {"$ref": "#/components/schemas/User"}, "content": {"type": "string"}},
    }
    paths = {
        "/users/{id}": {"get": {"parameters": [{**USERNAME, "name": "id"}], "responses": ok("#/c/User")}},
        "/comments": {"post": {"requestBody": body("#/components/schemas/Comment"), "responses": {}}},
    }
    text = document(paths, {"User": USER, "Comment": comment}).replace(
        "#/c/User", "#/components/schemas/User"
    )
    spec = parse_openapi(text, name="comments")
    table = spec.state_schema.table("comment")
    assert table.primary_key != "user_id"
    author = table.field("user_id")
    assert author.foreign_key is not None and author.foreign_key.table == "user"


def test_reactions_plus_one_and_minus_one_stay_two_fields() -> None:
    reactions = {"type": "object", "properties": {"+1": {"type": "integer"}, "-1": {"type": "integer"}}}
    paths = {"/reactions": {"post": {"requestBody": body("#/components/schemas/Reactions"), "responses": {}}}}
    spec = parse_openapi(document(paths, {"Reactions": reactions}), name="reactions")
    names = {f.name for f in spec.state_schema.table("reactions").fields}
    assert {"plus_1", "minus_1"} <= names


def test_a_yaml_anchor_defined_twice_names_its_latest_node() -> None:
    # go-swagger's composed-auth example defines the anchor twice; YAML 1.2 lets the later one win.
    text = (
        "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n"
        "x-first: &shared {type: integer}\nx-second: &shared {type: string}\n"
        "paths:\n  /users/{id}:\n    get:\n      parameters:\n"
        "        - {name: id, in: path, required: true, schema: *shared}\n"
        "      responses: {'200': {description: ok, content: {application/json: {schema: "
        "{$ref: '#/components/schemas/User'}}}}}\n"
        "components:\n  schemas:\n"
        "    User: {type: object, properties: {id: {type: string}, name: {type: string}}}\n"
    )
    loaded = load_document(text)
    assert loaded["paths"]["/users/{id}"]["get"]["parameters"][0]["schema"] == {"type": "string"}
    assert parse_openapi(text, name="anchors").tools


def test_a_path_parameter_spelled_in_another_case_is_the_path_s_parameter() -> None:
    # go-swagger's generated example declares 'PetID' for /pets/{petId}.
    pet = {"type": "object", "properties": {"petId": {"type": "integer"}, "name": {"type": "string"}}}
    param = {"name": "PetID", "in": "path", "required": True, "schema": {"type": "integer"}}
    paths = {"/pets/{petId}": {"get": {"parameters": [param], "responses": ok("#/components/schemas/Pet")}}}
    spec = parse_openapi(document(paths, {"Pet": pet}), name="pets")
    [tool] = [t for t in spec.tools if t.operation is not None and t.operation.kind == OperationKind.GET]
    assert tool.parameters[0].name == "petId"
    bad = {**param, "name": "petIdentifier"}
    with pytest.raises(SpecError, match="does not occur in the path"):
        parse_openapi(document({"/pets/{petId}": {"get": {"parameters": [bad]}}}, {"Pet": pet}), name="p")


def test_a_post_answered_by_an_entity_its_body_cannot_make_stores_what_it_was_sent() -> None:
    # Redocly's Museum API: POST /tickets sends BuyTickets and answers with a Confirmation whose message and
    # code the server makes; creating a Confirmation from the body would fail every time.
    buy = {
        "type": "object",
        "required": ["ticketType", "ticketDate"],
        "properties": {"ticketType": {"type": "string"}, "ticketDate": {"type": "string", "format": "date"}},
    }
    confirmation = {
        "type": "object",
        "required": ["message", "confirmationCode", "ticketType"],
        "properties": {
            "message": {"type": "string"},
            "confirmationCode": {"type": "string"},
            "ticketType": {"type": "string"},
        },
    }
    paths = {
        "/tickets": {
            "post": {
                "requestBody": body("#/components/schemas/BuyTickets"),
                "responses": {"201": ok("#/components/schemas/Confirmation")["200"]},
            }
        }
    }
    spec = parse_openapi(document(paths, {"BuyTickets": buy, "Confirmation": confirmation}), name="museum")
    [create] = [t for t in spec.tools if t.operation is not None and t.operation.kind == OperationKind.CREATE]
    assert create.operation is not None and create.operation.table == "buy_tickets"
    made = runtime_for(spec).call(create.name, {"ticketType": "general", "ticketDate": "2025-03-01"})
    assert made["success"], made


def test_children_created_under_their_parent_s_path_store_the_parent() -> None:
    # go-swagger's task tracker: Task.comments lists Comments, POST /tasks/{id}/comments adds one.
    comment = {"type": "object", "required": ["content"], "properties": {"content": {"type": "string"}}}
    task = {
        "type": "object",
        "properties": {
            "id": {"type": "integer"},
            "title": {"type": "string"},
            "comments": {"type": "array", "items": {"$ref": "#/components/schemas/Comment"}},
        },
    }
    task_id = {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
    paths = {
        "/tasks/{id}": {"get": {"parameters": [task_id], "responses": ok("#/components/schemas/Task")}},
        "/tasks/{id}/comments": {
            "post": {"parameters": [task_id], "requestBody": body("#/components/schemas/Comment")}
        },
    }
    spec = parse_openapi(document(paths, {"Task": task, "Comment": comment}), name="tasks")
    link = spec.state_schema.table("comment").field("task_id")
    assert link.foreign_key is not None and link.foreign_key.table == "task" and not link.required
    [create] = [t for t in spec.tools if t.operation is not None and t.operation.kind == OperationKind.CREATE]
    calls = runtime_for(spec, {"task": [{"id": 7, "title": "Fix the build"}], "comment": []})
    made = calls.call(create.name, {"id": 7, "content": "On it"})
    assert made["success"] and made["data"]["task_id"] == 7, made
    refused = calls.call(create.name, {"id": 8, "content": "Lost"})
    assert not refused["success"] and "no task row" in refused["error"]


def test_a_repeated_operation_id_names_the_later_tool_by_its_method_and_path() -> None:
    # Stoplight Prism's fixtures serve the petstore twice, under /pets and /no_auth/pets, with the same
    # operationIds (invalid OpenAPI): the document was refused ("two operations give the tool name ...").
    create = {
        "operationId": "addUser",
        "requestBody": body("#/components/schemas/User"),
        "responses": ok("#/components/schemas/User"),
    }
    paths = {"/users": {"post": create}, "/no_auth/users": {"post": create}}
    spec = parse_openapi(document(paths, {"User": USER}), name="users")
    names = sorted(
        t.name for t in spec.tools if t.operation is not None and t.operation.kind == OperationKind.CREATE
    )
    assert names == ["add_user", "post_no_auth_users"]
    repeated = "its operationId repeats paths./users.post's; the tool is post_no_auth_users"
    assert f"paths./no_auth/users.post: {repeated}" in spec.provenance.notes
    assert runtime_for(spec).call(names[1], {"username": "ada"})["success"] is True


def test_a_property_named_self_becomes_self_underscore_as_a_column_named_self_does() -> None:
    # Jira's resources carry their own URL under "self": a parameter so named was refused by codegen ("a
    # parameter cannot be named 'self'"), so the whole document was.
    issue = {
        "type": "object",
        "properties": {"id": {"type": "string"}, "self": {"type": "string"}, "summary": {"type": "string"}},
    }
    paths = {
        "/issues": {"post": {"operationId": "createIssue", "requestBody": body("#/components/schemas/Issue"),
                             "responses": ok("#/components/schemas/Issue")}},
        "/issues/{self}": {"get": {"operationId": "getIssue", "responses": ok("#/components/schemas/Issue"),
                                   "parameters": [{"name": "self", "in": "path", "required": True,
                                                   "schema": {"type": "string"}}]}},
    }  # fmt: skip
    spec = parse_openapi(document(paths, {"Issue": issue}), name="jira")
    assert [f.name for f in spec.state_schema.table("issue").fields] == ["id", "self_", "summary"]
    assert "self_" in {p.name for p in spec.tool("create_issue").parameters}
    assert [p.name for p in spec.tool("get_issue").parameters] == ["self_"]
    calls = runtime_for(spec)
    created = calls.call("create_issue", {"self_": "https://jira.example/rest/api/2/issue/1", "summary": "s"})
    assert created["success"] is True, created


def test_names_verification_refuses_in_code_get_an_underscore() -> None:
    """Grocy's stock entries have an ``open`` flag: the generated method's parameter ``open`` failed the
    static check (``open is not allowed``), so the whole environment failed verification."""
    assert {name for name in FORBIDDEN_NAMES if not name.startswith("_")} <= RESERVED_FIELD_NAMES
    entry = {
        "type": "object",
        "properties": {"id": {"type": "integer"}, "open": {"type": "boolean"}, "input": {"type": "string"}},
    }
    schema_ref = "#/components/schemas/Entry"
    by_id = {"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}
    by_vars = {"name": "vars", "in": "query", "schema": {"type": "string"}}
    paths = {
        "/entries": {"post": {"operationId": "addEntry", "requestBody": body(schema_ref),
                              "responses": ok(schema_ref)}},
        "/entries/{id}": {"put": {"operationId": "putEntry", "requestBody": body(schema_ref),
                                  "responses": ok(schema_ref), "parameters": [by_id, by_vars]}},
    }  # fmt: skip
    spec = parse_openapi(document(paths, {"Entry": entry}), name="grocy")
    assert [f.name for f in spec.state_schema.table("entry").fields] == ["id", "open_", "input_"]
    assert {"open_", "input_", "vars_"} <= {p.name for p in spec.tool("put_entry").parameters}
    forbidden = [item for item in static_checks(spec=spec) if item.name == "forbidden"]
    assert forbidden and all(item.passed for item in forbidden), forbidden
    created = runtime_for(spec).call("add_entry", {"open_": True, "input_": "x"})
    assert created["success"] is True, created
    sql = parse_sql("CREATE TABLE t (id int PRIMARY KEY, open boolean, locals text);", name="t")
    assert [f.name for f in sql.state_schema.table("t").fields] == ["id", "open_", "locals_"]


def test_a_query_parameter_named_as_a_path_parameter_is_left_out_with_a_note() -> None:
    """Parameters are unique by name and location: Traccar's ``GET /reports/events/{type}`` (a report format)
    takes a ``type`` query too (event types). The document was refused ("name 'type' is defined twice")."""
    event = {"type": "object", "properties": {"id": {"type": "integer"}, "type": {"type": "string"}}}
    by_type = {"name": "type", "in": "path", "required": True, "schema": {"type": "string"}}
    types = {"name": "type", "in": "query", "schema": {"type": "array", "items": {"type": "string"}}}
    paths = {
        "/events": {"post": {"operationId": "addEvent", "requestBody": body("#/components/schemas/Event"),
                             "responses": ok("#/components/schemas/Event")}},
        "/events/{type}": {"get": {"operationId": "getEvents", "parameters": [by_type, types],
                                   "responses": ok("#/components/schemas/Event")}},
    }  # fmt: skip
    spec = parse_openapi(document(paths, {"Event": event}), name="traccar")
    tool = spec.tool("get_events")
    assert [p.name for p in tool.parameters] == ["type"] and tool.parameters[0].required
    assert "left out (their names collide with another's): type." in tool.description


def test_a_field_one_create_may_leave_out_is_optional_though_another_must_give_it() -> None:
    """Overseerr's ``POST /user`` sends an email it does not require, and its logins (``POST /auth/local``)
    require one; the user's ``email`` stayed required, so every ``create_user`` without it failed ("user.email
    is required"), and so did verification."""
    user = {
        "type": "object",
        "required": ["id", "email"],
        "properties": {"id": {"type": "integer", "readOnly": True}, "email": {"type": "string"},
                       "username": {"type": "string"}},
    }  # fmt: skip
    new_user = {"type": "object", "properties": {"email": {"type": "string"}, "username": {"type": "string"}}}
    login = {
        "type": "object",
        "required": ["email", "password"],
        "properties": {"email": {"type": "string"}, "password": {"type": "string"}},
    }
    inline = {"content": {"application/json": {"schema": new_user}}}
    paths = {
        "/user": {"post": {"operationId": "createUser", "requestBody": inline,
                           "responses": ok("#/components/schemas/User")}},
        "/auth/local": {"post": {"operationId": "localLogin",
                                 "requestBody": body("#/components/schemas/Login"),
                                 "responses": ok("#/components/schemas/User")}},
    }  # fmt: skip
    spec = parse_openapi(document(paths, {"User": user, "Login": login}), name="overseerr")
    assert spec.state_schema.table("user").field("email").required is False
    assert "user: email: a create may leave them out: optional" in spec.provenance.notes
    created = runtime_for(spec).call("create_user", {"username": "ada"})
    assert created["success"] is True, created
