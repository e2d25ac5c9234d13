"""APIs shaped as Twilio's are (found probing twilio/twilio-oai): paths ending in ``{Sid}.json``, dotted
schema names that match no path segment, ``sid`` keys of a fixed length, updates by POST on an item path,
deletes and lists answered by no entity schema, range filters named ``DateSent<`` beside ``DateSent``, a
parent's path parameter that names the row's parent."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from synthesis.codegen import generate_environment_code
from synthesis.codegen.generator import _id_shape
from synthesis.ir import Field, FieldType, OperationKind, Table
from synthesis.sandbox.runtime import EnvRuntime
from synthesis.seeds.specs import parse_openapi
from synthesis.state.datagen import generate_state
from tests.pipelines.helpers import configure_llm, file_seed, run_kind

SID = {"type": "string", "minLength": 34, "maxLength": 34}


def _form(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    schema = {"type": "object", "properties": properties, "required": required}
    return {"content": {"application/x-www-form-urlencoded": {"schema": schema}}}


def _answer(schema: dict[str, Any], code: str = "200") -> dict[str, Any]:
    return {code: {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _path_sid(name: str) -> dict[str, Any]:
    return {"name": name, "in": "path", "required": True, "schema": SID}


def _document() -> bytes:
    note = {"$ref": "#/components/schemas/msg.v1.account.note"}
    item = "/v1/Accounts/{AccountSid}/Notes/{Sid}.json"
    collection = "/v1/Accounts/{AccountSid}/Notes.json"
    said = "Reads a note of an account"
    account = {
        "type": "object",
        "properties": {"sid": SID, "friendly_name": {"type": "string"}},
    }
    note_schema = {
        "type": "object",
        "properties": {
            "sid": SID,
            "account_sid": SID,
            "body": {"type": "string"},
            "date_sent": {"type": "string", "format": "date-time"},
            "status": {"type": "string", "enum": ["queued", "sent", "failed"]},
        },
    }
    return json.dumps(
        {
            "openapi": "3.0.1",
            "info": {"title": "notes", "version": "1"},
            "paths": {
                "/v1/Accounts/{Sid}.json": {
                    "get": {
                        "operationId": "FetchAccount",
                        "parameters": [_path_sid("Sid")],
                        "responses": _answer({"$ref": "#/components/schemas/msg.v1.account"}),
                    },
                },
                collection: {
                    "post": {
                        "operationId": "CreateNote",
                        "parameters": [_path_sid("AccountSid")],
                        "requestBody": _form({"Body": {"type": "string"}}, ["Body"]),
                        "responses": _answer(note, "201"),
                    },
                    "get": {
                        "operationId": "ListNote",
                        "parameters": [
                            _path_sid("AccountSid"),
                            {"name": "DateSent", "in": "query", "schema": {"type": "string"}},
                            {"name": "DateSent<", "in": "query", "schema": {"type": "string"}},
                            {"name": "DateSent>", "in": "query", "schema": {"type": "string"}},
                        ],
                        # an envelope: no entity schema names what the list holds
                        "responses": _answer({"type": "object", "properties": {"notes": {"type": "array"}}}),
                    },
                },
                item: {
                    "get": {
                        "operationId": "FetchNote",
                        "summary": said,
                        "description": said,
                        "parameters": [_path_sid("AccountSid"), _path_sid("Sid")],
                        "responses": _answer(note),
                    },
                    "post": {
                        "operationId": "UpdateNote",
                        "parameters": [_path_sid("AccountSid"), _path_sid("Sid")],
                        "requestBody": _form({"Body": {"type": "string"}}, []),
                        "responses": _answer(note),
                    },
                    "delete": {
                        "operationId": "DeleteNote",
                        "parameters": [_path_sid("AccountSid"), _path_sid("Sid")],
                        "responses": {"204": {"description": "deleted"}},
                    },
                },
            },
            "components": {"schemas": {"msg.v1.account": account, "msg.v1.account.note": note_schema}},
        }
    ).encode()


def test_item_paths_with_a_format_suffix_give_every_operation_on_the_row() -> None:
    spec = parse_openapi(_document(), name="notes")
    tools = {t.name: t for t in spec.tools}
    kinds = {name: t.operation.kind for name, t in tools.items() if t.operation is not None}
    assert kinds == {
        "fetch_account": OperationKind.GET,
        "create_note": OperationKind.CREATE,
        "list_note": OperationKind.SEARCH,  # its envelope names no entity: its path's other operations do
        "fetch_note": OperationKind.GET,
        "update_note": OperationKind.UPDATE,  # POST on the item path
        "delete_note": OperationKind.DELETE,  # answers 204: its path's other operations name the entity
    }
    note = spec.state_schema.table("msg_v1_account_note")
    assert note.primary_key == "sid"  # not an added id
    # account_sid names the account by its key, sid; the account is msg.v1.account's last part
    owner = note.field("account_sid").foreign_key
    assert owner is not None and (owner.table, owner.field) == ("msg_v1_account", "sid")
    fetch = tools["fetch_note"]
    assert fetch.operation is not None and fetch.operation.scope_params == {"AccountSid": "account_sid"}
    assert (
        fetch.description == "Reads a note of an account"
    )  # said once, though summary and description say it
    listing = tools["list_note"]
    assert [p.name for p in listing.parameters] == ["AccountSid", "DateSent"]
    assert "left out (their names collide with another's): DateSent<, DateSent>" in listing.description


def _runtime() -> tuple[EnvRuntime, dict[str, Any]]:
    spec = parse_openapi(_document(), name="notes")
    state = generate_state(schema=spec.state_schema, seed=0, rows_per_table=3)
    runtime = EnvRuntime(
        code=generate_environment_code(spec),
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys={t.name: t.primary_key for t in spec.state_schema.tables},
        state=state,
    )
    return runtime, state


def test_keys_the_environment_makes_meet_the_keys_length_rules() -> None:
    runtime, state = _runtime()
    account = state["msg_v1_account"][0]["sid"]
    made = runtime.call("create_note", {"AccountSid": account, "body": "hello"})
    assert made["result"]["success"] is True, made["result"]
    [added] = [change for change in made["diff"] if change["op"] == "insert"]
    assert len(added["row"]["sid"]) == 34  # was 23 characters, which the sid's own rule refused


def test_a_twilio_shaped_api_is_admitted_with_proven_scenarios(tmp_path: Path) -> None:
    configure_llm(None)
    seed = file_seed(tmp_path, kind="spec", filename="notes.openapi.json", data=_document())
    ctx = run_kind(kind="spec", seed=seed, options={"scenarios": 4})
    [environment] = ctx.environments.values()
    assert environment["status"] == "pending", environment["summary"]["reasons"]
    assert [s for s in ctx.scenarios.values() if s["proof_passed"]]


def test_a_parents_path_parameter_names_the_rows_parent_and_never_moves_the_row() -> None:
    # Before, an update under /Accounts/{AccountSid}/ wrote AccountSid into the note: it moved the note to
    # whichever account the path named; a fetch or delete under another account found the note all the same.
    runtime, state = _runtime()
    note = state["msg_v1_account_note"][0]
    other = next(a["sid"] for a in state["msg_v1_account"] if a["sid"] != note["account_sid"])
    for tool, extra in [("fetch_note", {}), ("update_note", {"body": "moved?"}), ("delete_note", {})]:
        refused = runtime.call(tool, {"AccountSid": other, "Sid": note["sid"], **extra})["result"]
        assert refused["success"] is False and "account_sid" in refused["error"], (tool, refused)
    assert runtime.state["msg_v1_account_note"][0] == note
    updated = runtime.call(
        "update_note", {"AccountSid": note["account_sid"], "Sid": note["sid"], "body": "new"}
    )
    assert updated["result"]["success"] is True
    assert runtime.state["msg_v1_account_note"][0] == {**note, "body": "new"}


def _gateway_document() -> bytes:
    """A gRPC gateway's shape (Memos): custom methods after a colon, errors as google.rpc.Status defaults."""
    memo = {"$ref": "#/components/schemas/Memo"}
    status = {"default": {"description": "error", "content": {"application/json": {"schema": {
        "$ref": "#/components/schemas/Status"}}}}}  # fmt: skip
    name = {"name": "memo", "in": "path", "required": True, "schema": {"type": "string"}}
    return json.dumps(
        {
            "openapi": "3.0.3",
            "info": {"title": "memos", "version": "1"},
            "paths": {
                "/api/v1/memos": {
                    "post": {
                        "operationId": "CreateMemo",
                        "requestBody": {"content": {"application/json": {"schema": memo}}},
                        "responses": {**_answer(memo), **status},
                    }
                },
                "/api/v1/memos/{memo}": {
                    "get": {
                        "operationId": "GetMemo",
                        "parameters": [name],
                        "responses": {**_answer(memo), **status},
                    }
                },
                "/api/v1/memos/{memo}:archive": {
                    "post": {
                        "operationId": "ArchiveMemo",
                        "parameters": [name],
                        "responses": {**_answer(memo), **status},
                    }
                },
                "/api/v1/memos:batchDelete": {
                    "post": {
                        "operationId": "BatchDeleteMemos",
                        "requestBody": _form({"names": {"type": "array", "items": {"type": "string"}}}, []),
                        "responses": {**_answer({"type": "object"}), **status},
                    }
                },
            },
            "components": {
                "schemas": {
                    "Memo": {
                        "type": "object",
                        "properties": {
                            "name": {"type": "string"},
                            "content": {"type": "string"},
                            "state": {"type": "string", "enum": ["NORMAL", "ARCHIVED"]},
                        },
                        "required": ["name"],
                    },
                    "Status": {
                        "type": "object",
                        "properties": {"code": {"type": "integer"}, "message": {"type": "string"}},
                    },
                }
            },
        }
    ).encode()


def test_custom_methods_after_a_colon_act_on_their_row_and_an_error_default_is_no_entity() -> None:
    # Memos' /users/{user}/webhooks/{webhook}:getSigningSecret was refused ("'webhook' does not occur in the
    # path"); its batchDelete, answered 200 {} beside a google.rpc.Status default, became a status create.
    spec = parse_openapi(_gateway_document(), name="memos")
    kinds = {t.name: (t.operation.kind, t.operation.table) for t in spec.tools if t.operation is not None}
    assert kinds == {
        "create_memo": (OperationKind.CREATE, "memo"),
        "get_memo": (OperationKind.GET, "memo"),
        "archive_memo": (
            OperationKind.UPDATE,
            "memo",
        ),  # POST /memos/{memo}:archive, as /memos/{memo}/archive
    }
    assert spec.tool("archive_memo").operation.set_values == {"state": "ARCHIVED"}  # type: ignore[union-attr]
    assert "POST /api/v1/memos:batchDelete: maps to no entity schema, skipped" in spec.provenance.notes
    assert [t.name for t in spec.state_schema.tables] == ["memo"]  # Status, a code and a message, is an error


def test_a_made_key_fits_a_short_max_length_by_a_shorter_prefix() -> None:
    key = Field(name="sid", type=FieldType.STRING, checks=["len(value) >= 14", "len(value) <= 15"])
    table = Table(name="account_subscription_note", primary_key="sid", fields=[key])
    shape = _id_shape(table)
    assert shape == {"id_prefix": "acco", "id_length": 14}  # "acco" + "_" + 10 hex digits: 15 characters
