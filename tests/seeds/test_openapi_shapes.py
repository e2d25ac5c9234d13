"""OpenAPI shapes of real APIs (RealWorld's Conduit, Redoc's demo): recursive schemas, bodies wrapped under
one key, and request envelopes named by a prefix."""

from __future__ import annotations

import json
from typing import Any

import pytest

from synthesis.sandbox.runtime import EnvRuntime
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs import parse_openapi

ARTICLE = {
    "type": "object",
    "required": ["slug", "title", "body"],
    "properties": {
        "slug": {"type": "string"},
        "title": {"type": "string"},
        "body": {"type": "string"},
        "related": {"description": "Another article.", "allOf": [{"$ref": "#/components/schemas/Article"}]},
    },
}


def document(schemas: dict[str, Any], body: dict[str, Any]) -> bytes:
    created = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Article"}}}}
    return json.dumps(
        {
            "openapi": "3.1.0",
            "info": {"title": "articles", "version": "1"},
            "paths": {
                "/articles": {
                    "post": {
                        "operationId": "CreateArticle",
                        "requestBody": {"content": {"application/json": {"schema": body}}},
                        "responses": {"201": {"description": "created", **created}},
                    }
                },
                "/articles/{slug}": {
                    "get": {
                        "operationId": "GetArticle",
                        "parameters": [
                            {"name": "slug", "in": "path", "required": True, "schema": {"type": "string"}}
                        ],
                        "responses": {"200": {"description": "the article", **created}},
                    }
                },
            },
            "components": {"schemas": schemas},
        }
    ).encode()


NEW_ARTICLE = {
    "type": "object",
    "required": ["slug", "title", "body"],
    "properties": {"slug": {"type": "string"}, "title": {"type": "string"}, "body": {"type": "string"}},
}
WRAPPED = {
    "type": "object",
    "required": ["article"],
    "properties": {"article": {"$ref": "#/components/schemas/NewArticle"}},
}


def test_a_schema_that_holds_itself_is_read_not_refused_as_a_cycle() -> None:
    spec = parse_openapi(document({"Article": ARTICLE, "NewArticle": NEW_ARTICLE}, WRAPPED), name="articles")
    article = spec.state_schema.table("article")
    assert article.primary_key == "slug"
    assert "related" in [f.name for f in article.fields]


def test_a_ref_that_only_leads_back_to_itself_is_still_a_cycle() -> None:
    schemas = {
        "Article": {
            **ARTICLE,
            "properties": {**ARTICLE["properties"], "meta": {"$ref": "#/components/schemas/A"}},
        },
        "A": {"$ref": "#/components/schemas/B"},
        "B": {"$ref": "#/components/schemas/A"},
    }
    with pytest.raises(SpecError, match=r"\$ref cycle"):
        parse_openapi(document(schemas, WRAPPED), name="articles")


def test_a_body_wrapped_under_one_key_gives_the_fields_inside_it_and_envelopes_are_no_tables() -> None:
    schemas = {
        "Article": ARTICLE,
        "NewArticle": NEW_ARTICLE,
        "UpdateArticle": {"type": "object", "properties": {"title": {"type": "string"}}},
        "GenericErrorModel": {"type": "object", "properties": {"errors": {"type": "object"}}},
    }
    spec = parse_openapi(document(schemas, WRAPPED), name="articles")
    assert [t.name for t in spec.state_schema.tables] == ["article"]
    create = spec.tool("create_article")
    assert [(p.name, p.required) for p in create.parameters] == [
        ("slug", True),
        ("title", True),
        ("body", True),
    ]


def test_a_one_key_body_whose_key_is_a_field_is_not_unwrapped() -> None:
    schemas = {
        "Article": {**ARTICLE, "properties": {**ARTICLE["properties"], "meta": {"type": "object"}}},
        "NewArticle": NEW_ARTICLE,
    }
    body = {
        "type": "object",
        "properties": {"meta": {"type": "object", "properties": {"x": {"type": "string"}}}},
    }
    spec = parse_openapi(document(schemas, body), name="articles")
    assert [p.name for p in spec.tool("create_article").parameters] == ["meta"]


def test_an_api_whose_only_schema_is_an_envelope_is_refused_naming_it() -> None:
    document = """
openapi: 3.0.0
info: {title: Data sets, version: "1"}
paths:
  /:
    get:
      responses:
        "200":
          description: the data sets
          content:
            application/json:
              schema: {$ref: "#/components/schemas/dataSetList"}
components:
  schemas:
    dataSetList:
      type: object
      properties:
        total: {type: integer}
    Empty: {type: object}
"""
    with pytest.raises(SpecError) as caught:
        parse_openapi(document, name="datasets")
    assert caught.value.path == "components.schemas"
    assert "dataSetList (named like a request, response, list or error envelope)" in caught.value.message
    assert "Empty (no properties of its own)" in caught.value.message


def test_what_no_create_must_give_is_made_by_the_server_and_a_create_succeeds() -> None:
    # RealWorld's NewArticle sends a title and a body; the Article every answer holds also has a slug, a tag
    # list, timestamps, a flag and a count, all required: the server makes them.
    article = {
        "type": "object",
        "required": ["slug", "title", "tagList", "createdAt", "favorited", "favoritesCount"],
        "properties": {
            "slug": {"type": "string"},
            "title": {"type": "string"},
            "tagList": {"type": "array", "items": {"type": "string"}},
            "createdAt": {"type": "string", "format": "date-time"},
            "favorited": {"type": "boolean"},
            "favoritesCount": {"type": "integer"},
        },
    }
    new_article = {
        "type": "object",
        "required": ["title"],
        "properties": {
            "title": {"type": "string"},
            "tagList": {"type": "array", "items": {"type": "string"}},
        },
    }
    spec = parse_openapi(document({"Article": article, "NewArticle": new_article}, WRAPPED), name="articles")
    fields = {f.name: f for f in spec.state_schema.table("article").fields}
    assert fields["slug"].generated and fields["createdAt"].generated
    assert (fields["favorited"].default, fields["favoritesCount"].default) == (False, 0)
    assert fields["tagList"].required is False  # a create may leave it out
    assert fields["title"].required and not fields["title"].generated  # what a create must give stays so
    assert [(p.name, p.required) for p in spec.tool("create_article").parameters] == [
        ("title", True),
        ("tagList", False),
    ]
    runtime = EnvRuntime(
        code=spec.code,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys={"article": "slug"},
        state={"article": []},
    )
    created = runtime.call("create_article", {"title": "Hello"})["result"]
    assert created["success"] is True, created
    row = runtime.state["article"][0]
    assert row["title"] == "Hello" and row["slug"].startswith("art") and row["createdAt"]
    assert (row["favorited"], row["favoritesCount"], row["tagList"]) == (False, 0, None)


def test_answers_under_a_root_key_named_for_the_entity_map_to_it() -> None:
    """PagerDuty's Slack integration (and Rails' JSON) answers ``{"slack_connection": {...}}`` and lists
    ``{"slack_connections": [...], "limit": ...}`` on ``/workspaces/{id}/connections``: no path segment names
    the entity, so only the root key does (the document was refused: "no operation maps to a table"). A key
    naming something else is no such envelope, and an envelope schema holding itself is not followed
    forever."""

    def answer(schema: dict[str, Any]) -> dict[str, Any]:
        return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}

    one = {"$ref": "#/components/schemas/SlackConnection"}
    team = {"name": "team_id", "in": "path", "required": True, "schema": {"type": "string"}}
    item = {"name": "connection_id", "in": "path", "required": True, "schema": {"type": "string"}}
    wrapped = {"type": "object", "properties": {"slack_connection": one}}
    listed = {"type": "object", "properties": {
        "next": {"$ref": "#/components/schemas/LinksPage"}, "limit": {"type": "integer"},
        "slack_connections": {"type": "array", "items": one}}}  # fmt: skip
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "slack", "version": "1"},
        "paths": {
            "/workspaces/{team_id}/connections": {
                "get": {"operationId": "getConnections", "parameters": [team], "responses": answer(listed)},
                "post": {
                    "operationId": "createConnection", "parameters": [team],
                    "requestBody": {"content": {"application/json": {"schema": wrapped}}},
                    "responses": answer(wrapped),
                },
            },
            "/workspaces/{team_id}/connections/{connection_id}": {
                "get": {"operationId": "getConnection", "parameters": [team, item],
                        "responses": answer(wrapped)},
                "delete": {"operationId": "deleteConnection", "parameters": [team, item],
                           "responses": {"204": {"description": "gone"}}},
            },
            "/workspaces/{team_id}/settings": {
                "get": {"operationId": "getSettings", "parameters": [team],
                        "responses": answer({"type": "object", "properties": {"owner": one}})},
            },
        },
        "components": {"schemas": {
            "SlackConnection": {"type": "object", "required": ["id"], "properties": {
                "id": {"type": "string"}, "channel_name": {"type": "string"}}},
            "LinksPage": {"type": "object", "properties": {
                "next": {"$ref": "#/components/schemas/LinksPage"}}},
        }},
    }  # fmt: skip
    spec = parse_openapi(json.dumps(doc), name="slack")
    tools = {tool.name: tool for tool in spec.tools}
    assert {"get_connections", "create_connection", "get_connection", "delete_connection"} <= set(tools)
    assert {tools[name].operation.table for name in tools} == {"slack_connection"}  # type: ignore[union-attr]
    assert "get_settings" not in tools  # ``owner`` holds a connection but names no such envelope
    assert [table.name for table in spec.state_schema.tables] == ["slack_connection"]  # a page: no table


def test_spotify_style_pages_and_error_objects_are_no_tables() -> None:
    """Spotify's document (sonallux's fixed copy, MIT): a page is ``allOf`` its ``PagingObject`` (``href``,
    ``limit``, ``next``, ``offset``, ``previous``, ``total``) and the items, and names end in ``Object``
    (``ErrorObject``). The pages became tables, and every list mapped to one
    (``paging_playlist_track_object``): now a list maps to its items' entity, and neither the pages, their
    base nor the error is a table."""

    def ref(name: str) -> dict[str, str]:
        return {"$ref": f"#/components/schemas/{name}"}

    def answer(schema: dict[str, Any]) -> dict[str, Any]:
        return {
            "200": {"description": "ok", "content": {"application/json": {"schema": schema}}},
            "401": {"description": "no", "content": {"application/json": {"schema": ref("ErrorObject")}}},
        }

    playlist = {"name": "playlist_id", "in": "path", "required": True, "schema": {"type": "string"}}
    doc = {
        "openapi": "3.0.3",
        "info": {"title": "spotify", "version": "1"},
        "paths": {
            "/playlists/{playlist_id}": {"get": {"operationId": "get-playlist", "parameters": [playlist],
                                                 "responses": answer(ref("PlaylistObject"))}},
            "/playlists/{playlist_id}/tracks": {"get": {
                "operationId": "get-playlists-tracks", "parameters": [playlist],
                "responses": answer(ref("PagingPlaylistTrackObject"))}},
        },
        "components": {"schemas": {
            "PlaylistObject": {"type": "object", "properties": {
                "id": {"type": "string"}, "name": {"type": "string"}}},
            "PlaylistTrackObject": {"type": "object", "properties": {
                "id": {"type": "string"}, "added_at": {"type": "string", "format": "date-time"}}},
            "PagingObject": {"type": "object", "required": ["href", "limit", "total"], "properties": {
                "href": {"type": "string"}, "limit": {"type": "integer"}, "next": {"type": "string"},
                "offset": {"type": "integer"}, "previous": {"type": "string"}, "total": {"type": "integer"}}},
            "PagingPlaylistTrackObject": {"type": "object", "allOf": [ref("PagingObject"), {
                "type": "object",
                "properties": {"items": {"type": "array", "items": ref("PlaylistTrackObject")}}}]},
            "ErrorObject": {"type": "object", "required": ["status", "message"], "properties": {
                "status": {"type": "integer"}, "message": {"type": "string"}}},
        }},
    }  # fmt: skip
    spec = parse_openapi(json.dumps(doc), name="spotify")
    assert [t.name for t in spec.state_schema.tables] == ["playlist_object", "playlist_track_object"]
    tools = {tool.name: tool.operation.table for tool in spec.tools if tool.operation is not None}
    assert tools == {"get_playlist": "playlist_object", "get_playlists_tracks": "playlist_track_object"}
