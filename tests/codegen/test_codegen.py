"""Codegen: real signatures, schemas that match, byte-identical output, and no code injection from specs."""

from __future__ import annotations

import ast
import json
from typing import Any

import pytest

from synthesis.codegen import CodegenError, generate_environment_code
from synthesis.ir import EnvironmentSpec, Field, Operation, OperationKind, Parameter, Tool, ToolKind
from synthesis.sandbox.runtime import EnvContext, load_class
from synthesis.seeds import parse_openapi, parse_sql
from tests.seeds.conftest import runtime_for, sample_text

SAMPLES = ["library_spec", "clinic_spec", "shop_spec"]
HOSTILE = [
    '"""',
    "x\n    import os",
    "# comment",
    "__import__('os').system('echo pwned')",
    "'); import os; ('",
    '\\" + __import__("os").getcwd() + "',
]


def class_of(tree: ast.Module, name: str) -> ast.ClassDef:
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)


def tool_methods(tree: ast.Module, spec: EnvironmentSpec) -> dict[str, ast.FunctionDef]:
    cls = class_of(tree, spec.class_name)
    return {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")}


@pytest.mark.parametrize("fixture", SAMPLES)
def test_method_signatures_match_the_ir(fixture: str, request: pytest.FixtureRequest) -> None:
    spec: EnvironmentSpec = request.getfixturevalue(fixture)
    tree = ast.parse(spec.code)
    methods = tool_methods(tree, spec)
    assert set(methods) == {t.name for t in spec.tools}
    for tool in spec.tools:
        method = methods[tool.name]
        args = method.args
        assert [a.arg for a in args.args] == ["self", *(p.name for p in tool.parameters)]
        optional = [p for p in tool.parameters if not p.required]
        assert len(args.defaults) == len(optional)
        for parameter, default in zip(optional, args.defaults, strict=True):
            assert ast.literal_eval(default) == parameter.default
        for parameter, arg in zip(tool.parameters, args.args[1:], strict=True):
            assert arg.annotation is not None
            if parameter.value_schema.get("type") == "integer":
                assert ast.unparse(arg.annotation) in {"int", "int | None"}
        docstring = ast.get_docstring(method)
        assert docstring and docstring.startswith(tool.description.split()[0])
        # A tool method is a docstring and one delegation to a helper, nothing else.
        assert len(method.body) == 2 and isinstance(method.body[1], ast.Return)


@pytest.mark.parametrize("fixture", SAMPLES)
def test_openai_schemas_describe_every_parameter(fixture: str, request: pytest.FixtureRequest) -> None:
    spec: EnvironmentSpec = request.getfixturevalue(fixture)
    for schema in spec.openai_tools():
        parameters = schema["function"]["parameters"]
        assert schema["function"]["description"]
        for name, prop in parameters["properties"].items():
            assert prop["description"].strip(), name
        tool = spec.tool(schema["function"]["name"])
        assert parameters["required"] == [p.name for p in tool.parameters if p.required]
        assert all(p.default is None for p in tool.parameters if p.required)


@pytest.mark.parametrize(
    ("sample", "parser"),
    [
        ("library_loans.sql", parse_sql),
        ("clinic_appointments.sql", parse_sql),
        ("online_shop.openapi.yaml", parse_openapi),
    ],
)
def test_same_input_gives_byte_identical_code(sample: str, parser: Any) -> None:
    first = parser(sample_text(sample), name="same")
    second = parser(sample_text(sample), name="same")
    assert first.code == second.code
    assert generate_environment_code(first) == first.code


def assert_no_injection(code: str, *, class_name: str) -> None:
    """The module holds only the template's statements; spec text lives only in string constants."""
    tree = ast.parse(code)
    kinds = [type(n).__name__ for n in tree.body]
    assert kinds == [
        "Expr",
        "Import",
        "Import",
        "ImportFrom",
        "AnnAssign",
        "AnnAssign",
        "Assign",
        "Assign",
        "FunctionDef",
        "Assign",
        "FunctionDef",
        "FunctionDef",
        "FunctionDef",
        "ClassDef",
    ], kinds
    assert [a.name for n in tree.body if isinstance(n, ast.Import | ast.ImportFrom) for a in n.names] == [
        "copy",
        "datetime",
        "Any",
    ]
    cls = class_of(tree, class_name)
    assert all(isinstance(member, ast.FunctionDef) for member in cls.body[1:])
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            assert node.id not in {"os", "__import__", "exec", "eval", "system"}, node.id
        if isinstance(node, ast.Attribute):
            assert not node.attr.startswith("__") and node.attr not in {"system", "getcwd"}, node.attr
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id != "__import__"


def test_hostile_sql_names_and_comments_do_not_inject_code() -> None:
    lines = []
    for index, text in enumerate(HOSTILE):
        quoted = text.replace('"', '""')
        literal = text.replace("'", "''")
        lines.append(
            f'CREATE TABLE "t{index} {quoted}" (\n'
            f"  id int primary key, -- {text.splitlines()[0]}\n"
            f"  \"c {quoted}\" text NOT NULL DEFAULT '{literal}'\n"
            f"  CHECK (\"c {quoted}\" <> '{literal}')\n);"
        )
        lines.append(f"COMMENT ON TABLE \"t{index} {quoted}\" IS '{literal}';")
    spec = parse_sql("\n".join(lines), name="hostile '); import os; ('")
    assert_no_injection(spec.code, class_name=spec.class_name)
    # The original text survives as data.
    table = spec.state_schema.tables[3]
    assert "__import__('os')" in table.description
    runtime = runtime_for(spec)
    tool = next(t for t in spec.tools if t.name.startswith("create_") and t.operation.table == table.name)  # type: ignore[union-attr]
    # The DEFAULT breaks the column's own CHECK, so it is dropped and the caller gives the value: the
    # hostile text itself, which the check refuses as data.
    [given] = [p.name for p in tool.parameters if p.required]
    result = runtime.call(tool.name, {given: HOSTILE[3]})
    assert result["result"]["success"] is False and "violates the rule" in result["result"]["error"]
    assert runtime.call(tool.name, {given: "plain"})["result"]["success"] is True


def test_hostile_openapi_text_does_not_inject_code() -> None:
    evil = " ".join(HOSTILE)
    document = {
        "openapi": "3.0.0",
        "info": {"title": evil, "version": "1", "description": evil},
        "paths": {
            "/items": {
                "post": {
                    "operationId": "make'); import os; ('item",
                    "summary": evil,
                    "requestBody": {
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}
                    },
                    "responses": {"201": {"description": evil}},
                },
                "get": {
                    "operationId": "listItems",
                    "description": evil,
                    "parameters": [
                        {
                            "name": 'q"); import os; ("',
                            "in": "query",
                            "description": evil,
                            "schema": {"type": "string"},
                        }
                    ],
                    "responses": {"200": {"description": "ok"}},
                },
            }
        },
        "components": {
            "schemas": {
                "Item": {
                    "type": "object",
                    "description": evil,
                    "properties": {
                        "id": {"type": "string", "readOnly": True},
                        'na"me': {
                            "type": "string",
                            "description": evil,
                            "default": evil,
                            "enum": [evil, "plain"],
                        },
                    },
                }
            }
        },
    }
    spec = parse_openapi(json.dumps(document), name="hostile")
    assert_no_injection(spec.code, class_name=spec.class_name)
    assert {t.name for t in spec.tools} == {"make_import_os_item", "list_items"}
    created = runtime_for(spec).call("make_import_os_item", {})["result"]
    assert created["success"] and created["data"]["na_me"] == evil


def make_spec(**tool_changes: Any) -> EnvironmentSpec:
    spec = parse_sql("CREATE TABLE notes (id int primary key, body text CHECK (length(body) > 0));", name="n")
    if tool_changes:
        tools = [spec.tools[0].model_copy(update=tool_changes), *spec.tools[1:]]
        spec = spec.model_copy(update={"tools": tools})
    return spec


def test_codegen_refuses_unsafe_check_expressions() -> None:
    for bad in [
        "__import__('os').system('x')",
        "value.__class__",
        "open('/etc/passwd')",
        "[x for x in row]",
        "(lambda: 1)()",
        "value.format(row)",
    ]:
        spec = make_spec()
        table = spec.state_schema.tables[0]
        fields = [f.model_copy(update={"checks": [bad]}) if f.name == "body" else f for f in table.fields]
        schema = spec.state_schema.model_copy(
            update={"tables": [table.model_copy(update={"fields": fields})]}
        )
        with pytest.raises(CodegenError, match="check"):
            generate_environment_code(spec.model_copy(update={"state_schema": schema}))


def test_codegen_refuses_tools_it_cannot_generate() -> None:
    with pytest.raises(CodegenError, match="no operation"):
        generate_environment_code(make_spec(operation=None))
    with pytest.raises(CodegenError, match="cannot be named"):
        generate_environment_code(make_spec(name="state"))
    bad_param = Parameter(name="self", description="Who.", value_schema={"type": "integer"})
    with pytest.raises(CodegenError, match="self"):
        generate_environment_code(
            make_spec(
                parameters=[bad_param],
                operation=Operation(kind=OperationKind.GET, table="notes", key_param="self", key_field="id"),
            )
        )
    with pytest.raises(CodegenError, match="unknown table"):
        generate_environment_code(
            make_spec(
                operation=Operation(kind=OperationKind.GET, table="ghosts", key_param="id", key_field="id")
            )
        )


def test_codegen_fills_spec_code_and_the_code_runs() -> None:
    spec = make_spec()
    spec.code = ""
    code = generate_environment_code(spec)
    assert spec.code == code
    runtime = runtime_for(spec)
    assert runtime.call("create_note", {"body": ""})["result"]["success"] is False
    assert runtime.call("create_note", {"body": "hi"})["result"]["data"] == {"id": 1, "body": "hi"}


def test_unused_ir_pieces_are_still_valid() -> None:
    # Codegen does not require anything the IR does not: a plain hand-made template tool works too.
    spec = make_spec()
    field = Field(name="id", type="integer")  # type: ignore[arg-type]
    tool = Tool(
        name="get_first",
        description="Get a note.",
        kind=ToolKind.READ,
        parameters=[Parameter(name="id", description="Note id.", value_schema=field.json_schema())],
        operation=Operation(kind=OperationKind.GET, table="notes", key_param="id", key_field="id"),
    )
    spec = spec.model_copy(update={"tools": [*spec.tools, tool]})
    assert "def get_first(self, id: int)" in generate_environment_code(spec)


def test_results_hand_out_copies_never_the_state() -> None:
    """What a tool returns is the agent's to change: plain rows are copied, rows holding lists deep."""
    spec = parse_sql("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT, tags JSON);", name="notes")
    state: dict[str, Any] = {
        "notes": [{"id": 1, "body": "a", "tags": None}, {"id": 2, "body": "b", "tags": ["x"]}]
    }
    env = load_class(spec.code, spec.class_name)(state, EnvContext())
    before = json.dumps(state)
    results = [
        env.get_note(id=1),
        env.get_note(id=2),
        env.search_notes(limit=None),
        env.update_note(id=2, body="c", tags=None),
        env.create_note(body="d", tags=["y"]),
    ]
    assert all(result["success"] for result in results)
    state_now = json.dumps(state)
    for result in results:
        rows = result["data"] if isinstance(result["data"], list) else [result["data"]]
        for row in rows:
            row["body"] = "changed by the agent"
            if isinstance(row["tags"], list):
                row["tags"].append("z")
    assert json.dumps(state) == state_now != before
    assert state["notes"][1] == {"id": 2, "body": "c", "tags": ["x"]}
    assert env.delete_note(id=3)["data"] == {"id": 3, "body": "d", "tags": ["y"]}
    assert env.get_note(id=3) == {"success": False, "error": "no notes row has id = 3"}
