"""Bad and hostile specs: every one raises SpecError naming a line (SQL) or a path (OpenAPI), fast."""

from __future__ import annotations

import json

import pytest

from synthesis.seeds import SpecError, parse_openapi, parse_sql
from synthesis.seeds.specs.common import MAX_COLUMNS, MAX_INPUT_BYTES, MAX_TABLES
from tests.seeds.conftest import sample_text

GOOD_TABLE = "CREATE TABLE a (id int primary key, name text);\n"


def sql_error(text: str | bytes) -> SpecError:
    with pytest.raises(SpecError) as info:
        parse_sql(text, name="bad")
    # In the file's words: no traceback, and none of the parser's reprs of its tokens or classes.
    assert [m for m in ("Traceback", "<Token ", "<class ") if m in str(info.value)] == [], str(info.value)
    return info.value


def test_a_syntax_error_says_what_it_met_and_where() -> None:
    error = sql_error("CREATE TABLE t (id int REFERENCES);\n")
    assert (
        error.message
        == "SQL syntax error: Expected table name but got ')' (near: CREATE TABLE t (id int REFERENCES))"
    )


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD_TABLE + "CREATE TABLE b (\n  id int,\n  x varchar(10\n);", 5, "syntax error"),
        (
            GOOD_TABLE + "CREATE TABLE b (id int primary key, a_id int REFERENCES nowhere(id));",
            2,
            "unknown table",
        ),
        (
            GOOD_TABLE + "CREATE TABLE b (id int primary key, a_id int REFERENCES a(missing));",
            2,
            "unknown column",
        ),
        (GOOD_TABLE + "CREATE TABLE a (id int primary key);", 2, "defined twice"),
        (GOOD_TABLE + 'CREATE TABLE b (id int primary key, "x y" int, "x-y" int);', 2, "collides"),
        (GOOD_TABLE + "COMMENT ON COLUMN a.nope IS 'x';", 2, "unknown column"),
        (GOOD_TABLE + "CREATE TABLE b (id int primary key, CHECK (ghost > 1));", 2, "unknown column"),
        (
            GOOD_TABLE + "CREATE TABLE b (id int primary key, note text DEFAULT 'unterminated);",
            2,
            "truncated",
        ),
    ],
)
def test_bad_sql_names_the_line(text: str, line: int, words: str) -> None:
    error = sql_error(text)
    assert error.line == line, str(error)
    assert words in error.message


def test_truncated_sample_is_refused_with_a_line() -> None:
    text = sample_text("library_loans.sql")
    error = sql_error(text[: text.index("CREATE TABLE copies") + 60])
    assert error.line is not None and error.line > 20


def test_empty_and_tableless_specs() -> None:
    assert "empty" in sql_error("   \n").message
    assert "no CREATE TABLE" in sql_error("-- only a comment\nSELECT 1;").message


def test_non_utf8_bytes_name_the_offset() -> None:
    error = sql_error(GOOD_TABLE.encode() + b"-- caf\xe9\n")
    assert "byte offset 54" in error.message and error.line == 2


def test_thousands_of_tables_fail_fast() -> None:
    text = "".join(f"CREATE TABLE t{i} (id int primary key);\n" for i in range(5000))
    error = sql_error(text)
    # Refused at the first table over the limit: the line proves the rest was never read.
    assert f"limit of {MAX_TABLES}" in error.message and error.line == MAX_TABLES + 1


def test_too_many_columns_and_too_large_input() -> None:
    columns = ", ".join(f"c{i} int" for i in range(MAX_COLUMNS + 1))
    assert "columns" in sql_error(f"CREATE TABLE wide (id int primary key, {columns});").message
    assert "larger than the limit" in sql_error(b"-" * (MAX_INPUT_BYTES + 1)).message
    with pytest.raises(SpecError, match="dialect"):
        parse_sql(GOOD_TABLE, name="x", dialect="informix")


# --- OpenAPI ------------------------------------------------------------------------------------------------

MINIMAL = {
    "openapi": "3.1.0",
    "info": {"title": "Tiny", "version": "1"},
    "paths": {
        "/things": {
            "post": {
                "operationId": "createThing",
                "requestBody": {
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}
                },
                "responses": {
                    "201": {
                        "description": "ok",
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}},
                    }
                },
            }
        },
    },
    "components": {
        "schemas": {
            "Thing": {
                "type": "object",
                "required": ["id", "name"],
                "properties": {
                    "id": {"type": "string", "readOnly": True},
                    "name": {"type": "string"},
                    "note": {"type": ["string", "null"]},
                },
            }
        }
    },
}


def openapi_error(document: object | str | bytes) -> SpecError:
    text = document if isinstance(document, str | bytes) else json.dumps(document)
    with pytest.raises(SpecError) as info:
        parse_openapi(text, name="bad")
    assert "Traceback" not in str(info.value)
    return info.value


def with_changes(**schemas: object) -> dict:
    document = json.loads(json.dumps(MINIMAL))
    document["components"]["schemas"].update(schemas)
    return document


def test_minimal_31_document_parses() -> None:
    spec = parse_openapi(json.dumps(MINIMAL), name="tiny")
    note = spec.state_schema.table("thing").field("note")
    assert note.required is False and note.type.value == "string"


def test_remote_ref_is_refused_with_its_path() -> None:
    document = with_changes(
        Thing={
            "type": "object",
            "properties": {"id": {"type": "string"}, "owner": {"$ref": "https://evil.example/schema.json"}},
        }
    )
    error = openapi_error(document)
    assert "only local references" in error.message
    assert error.path == "components.schemas.Thing.properties.owner"


def test_ref_cycle_and_dangling_ref() -> None:
    cyclic = with_changes(
        Thing={
            "type": "object",
            "properties": {"id": {"type": "string"}, "meta": {"$ref": "#/components/schemas/A"}},
        },
        A={"$ref": "#/components/schemas/B"},
        B={"$ref": "#/components/schemas/A"},
    )
    error = openapi_error(cyclic)
    assert "cycle" in error.message and error.path is not None
    dangling = with_changes(
        Thing={"type": "object", "properties": {"id": {"type": "string"}, "x": {"$ref": "#/components/Nope"}}}
    )
    assert "points at nothing" in openapi_error(dangling).message  # (no schema ref: refused)


def test_a_schema_ref_that_points_at_no_schema_is_an_unknown_schema_listed() -> None:
    """Grocy's document names ``ExposedEntity_NotIncludingNotListable``, a schema it does not define, as a
    parameter's schema: the whole document was refused. Such a schema ref is read as an unknown schema and
    listed (once per ref); refs to anything else that points at nothing are still refused."""
    document = with_changes(
        Thing={
            "type": "object",
            "properties": {"id": {"type": "string"}, "kind": {"$ref": "#/components/schemas/Nope"}},
        }
    )
    nope = {"$ref": "#/components/schemas/Nope"}
    document["paths"]["/things/{kind}"] = {"get": {
        "operationId": "listByKind", "parameters": [
            {"name": "kind", "in": "path", "required": True, "schema": nope}],
        "responses": {"200": {"description": "ok", "content": {"application/json": {
            "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Thing"}}}}}},
    }}  # fmt: skip
    spec = parse_openapi(json.dumps(document), name="dangling")
    assert spec.state_schema.table("thing").field("kind").type.value == "json"
    assert "kind" in {parameter.name for parameter in spec.tool("list_by_kind").parameters}
    dangling = [note for note in spec.provenance.notes if "points at no schema" in note]
    assert dangling == [
        "components.schemas.Thing.properties.kind: $ref '#/components/schemas/Nope' points at no schema of "
        "the document: read as an unknown schema"
    ]


def test_a_reference_is_a_percent_encoded_fragment() -> None:
    """A ``$ref`` is a URI fragment: percent-decoded, then a JSON Pointer (RFC 6901, section 6), as
    PagerDuty's Teams document refers to ``#/paths/~1incidents~1%7Bincident_id%7D~1meeting/...``. A key
    holding a literal ``%`` is still found as written."""
    document = with_changes(
        **{
            "Odd Name": {
                "type": "object",
                "properties": {"id": {"type": "string"}, "label": {"type": "string"}},
            }
        },
        **{"50%": {"type": "object", "properties": {"id": {"type": "string"}, "share": {"type": "number"}}}},
    )
    limit = {"name": "limit", "in": "query", "schema": {"type": "integer"}}
    document["paths"]["/things/{thing_id}/parts"] = {"get": {
        "operationId": "listParts", "parameters": [
            {"name": "thing_id", "in": "path", "required": True, "schema": {"type": "string"}}, limit],
        "responses": {"200": {"description": "ok", "content": {"application/json": {
            "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Odd%20Name"}}}}}},
    }}  # fmt: skip
    document["paths"]["/things/{thing_id}/shares"] = {"get": {
        "operationId": "listShares", "parameters": [
            {"$ref": "#/paths/~1things~1%7Bthing_id%7D~1parts/get/parameters/0"},
            {"$ref": "#/paths/~1things~1%7Bthing_id%7D~1parts/get/parameters/1"}],
        "responses": {"200": {"description": "ok", "content": {"application/json": {
            "schema": {"type": "array", "items": {"$ref": "#/components/schemas/50%"}}}}}},
    }}  # fmt: skip
    spec = parse_openapi(json.dumps(document), name="refs")
    tools = {tool.name: tool for tool in spec.tools}
    assert {parameter.name for parameter in tools["list_shares"].parameters} == {"thing_id", "limit"}
    assert {"odd_name", "thing"} <= {table.name for table in spec.state_schema.tables}
    broken = json.loads(json.dumps(document))
    broken["paths"]["/things/{thing_id}/shares"]["get"]["parameters"][0]["$ref"] = "#/paths/~1things~1%7Bx%7D"
    assert "points at nothing" in openapi_error(broken).message


def test_required_fk_cycle_between_schemas_is_refused() -> None:
    document = with_changes(
        Thing={
            "type": "object",
            "required": ["id", "box_id"],
            "properties": {"id": {"type": "string"}, "box_id": {"type": "string"}},
        },
        Box={
            "type": "object",
            "required": ["id", "thing_id"],
            "properties": {"id": {"type": "string"}, "thing_id": {"type": "string"}},
        },
    )
    error = openapi_error(document)
    assert "cycle" in error.message and error.path and error.path.startswith("components.schemas.")


def test_wrong_version_empty_and_missing_parts() -> None:
    assert openapi_error({"swagger": "1.2"}).path == "openapi"
    assert openapi_error({"swagger": "2.0"}).path == "components.schemas"  # read, but models nothing
    assert "empty" in openapi_error("").message
    assert openapi_error({"openapi": "3.0.0", "paths": {}}).path == "components.schemas"
    no_paths = json.loads(json.dumps(MINIMAL))
    no_paths["paths"] = {}
    assert openapi_error(no_paths).path == "paths"
    assert openapi_error("[1, 2]").path == "/"


def test_truncated_json_and_bad_yaml_name_the_line() -> None:
    text = json.dumps(MINIMAL, indent=2)
    error = openapi_error(text[: len(text) // 2])
    assert "JSON syntax error" in error.message and error.line is not None and error.line > 5
    yaml_text = sample_text("online_shop.openapi.yaml")
    cut = yaml_text.index("operationId: getCustomer")
    error = openapi_error(yaml_text[:cut] + "operationId: {getCustomer\n")
    assert "YAML syntax error" in error.message and error.line is not None and error.line > 40


def test_non_utf8_openapi_names_the_offset() -> None:
    error = openapi_error(b"openapi: 3.0.0\ninfo: {title: \xff}\n")
    assert "byte offset 29" in error.message and error.line == 2


def test_yaml_alias_bomb_is_refused_fast() -> None:
    lines = ["openapi: 3.0.0", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    error = openapi_error("\n".join(lines))
    assert "alias" in error.message and error.line is not None


def test_deeply_nested_yaml_flow_collections_are_refused_at_once() -> None:
    # PyYAML's scanner is quadratic in the flow depth: 50,000 levels (100 KB) took 55 s before this limit.
    error = openapi_error("openapi: 3.0.0\npaths: " + "[" * 50_000 + "]" * 50_000 + "\n")
    # (libyaml's own limit may speak first: "exceeded maximum nesting depth")
    assert "nest" in error.message and error.line == 2
    blocks = "openapi: 3.0.0\npaths:\n" + "".join(" " * depth + "a:\n" for depth in range(1, 300))
    assert "nested more than 200 deep" in openapi_error(blocks).message
    nested = "openapi: 3.0.0\nx: " + "[" * 150 + "]" * 150 + "\n"  # deep, but within the limit
    assert "nested" not in openapi_error(nested).message


def test_recursive_yaml_alias_is_refused() -> None:
    error = openapi_error("openapi: 3.0.0\nloop: &l [*l]\n")
    assert "refers to itself" in error.message


def test_too_many_schemas() -> None:
    schemas = {
        f"S{i}": {"type": "object", "properties": {"id": {"type": "string"}}} for i in range(MAX_TABLES + 1)
    }
    document = json.loads(json.dumps(MINIMAL))
    document["components"]["schemas"] = schemas
    error = openapi_error(document)
    assert "more than" in error.message and error.path is not None


def test_colliding_required_parameter_names_are_refused() -> None:
    # (Optional ones are left out of the tool, which names them: test_openapi_rpc_style.py.)
    document = json.loads(json.dumps(MINIMAL))
    document["paths"]["/things"]["get"] = {
        "operationId": "listThings",
        "parameters": [
            {"name": "a-b", "in": "query", "required": True, "schema": {"type": "string"}},
            {"name": "a b", "in": "query", "required": True, "schema": {"type": "string"}},
        ],
        "responses": {"200": {"description": "ok"}},
    }
    error = openapi_error(document)
    assert "collides" in error.message and error.path == "paths./things.get.parameters[1]"


def test_remote_ref_in_a_response_is_refused_with_its_path() -> None:
    document = json.loads(json.dumps(MINIMAL))
    document["paths"]["/things"]["post"]["responses"]["400"] = {
        "description": "bad",
        "content": {"application/json": {"schema": {"$ref": "other.yaml#/Error"}}},
    }
    error = openapi_error(document)
    assert "only local references" in error.message
    assert error.path == "paths./things.post.responses.400.content.application/json.schema"


def test_path_parameter_missing_from_the_path_is_refused() -> None:
    document = json.loads(json.dumps(MINIMAL))
    document["paths"]["/things/{thingId}"] = {
        "get": {
            "operationId": "getThing",
            "parameters": [
                {"name": "thingId", "in": "path", "required": True, "schema": {"type": "string"}},
                {"name": "other", "in": "path", "required": True, "schema": {"type": "string"}},
            ],
            "responses": {"200": {"description": "ok"}},
        }
    }
    error = openapi_error(document)
    assert "does not occur in the path" in error.message and error.path is not None


def test_a_multi_file_document_is_refused_with_a_hint_to_bundle_it() -> None:
    # Redocly's starter: every path in a file of its own, no schemas in the root file.
    paths = "\n".join(
        f"  /{name}:\n    $ref: paths/{name}.yaml" for name in ("menu", "orders", "revenue", "items")
    )
    error = openapi_error(f"openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths:\n{paths}\n")
    assert "no component schemas" in error.message
    assert (
        "refers to other files (paths/menu.yaml, paths/orders.yaml, paths/revenue.yaml and 1 more)"
        in error.message
    )
    assert "bundled into one file" in error.message
