"""The generated code keeps the contracts the procedural tests read: lifecycle preconditions and the declared
schemas of parameters that map to no field; hostile values stay data."""

from __future__ import annotations

import pytest

from synthesis.codegen import CodegenError, generate_environment_code
from synthesis.ir import EnvironmentSpec, Operation, OperationKind, Parameter
from synthesis.seeds import parse_sql
from tests.seeds.conftest import runtime_for

SHOP = """
CREATE TABLE orders (id INT PRIMARY KEY,
    status TEXT NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'shipped', 'cancelled')));
"""


def with_tool_operation(spec: EnvironmentSpec, name: str, operation: Operation) -> EnvironmentSpec:
    tools = [t.model_copy(update={"operation": operation}) if t.name == name else t for t in spec.tools]
    return spec.model_copy(update={"tools": tools})


def test_a_requirement_on_an_unknown_field_is_refused() -> None:
    spec = parse_sql(SHOP, name="shop")
    cancel = spec.tool("cancel_order").operation
    assert cancel is not None
    broken = with_tool_operation(
        spec, "cancel_order", cancel.model_copy(update={"requires": {"nope": ["x"]}})
    )
    with pytest.raises(CodegenError, match=r"requires unknown field orders\.nope"):
        generate_environment_code(broken)


def test_hostile_requirement_values_stay_data() -> None:
    spec = parse_sql(SHOP, name="shop")
    cancel = spec.tool("cancel_order").operation
    assert cancel is not None
    hostile = "placed'); import os; ('"
    changed = with_tool_operation(
        spec, "cancel_order", cancel.model_copy(update={"requires": {"status": [hostile]}})
    )
    code = generate_environment_code(changed)
    assert "import os" not in code.replace(repr(hostile), "")
    runtime = runtime_for(changed, {"orders": [{"id": 1, "status": "placed"}]})
    refused = runtime.call("cancel_order", {"id": 1})["result"]
    assert refused["success"] is False and "this needs status to be" in refused["error"]


def test_a_free_parameter_is_checked_against_its_declared_type_and_bounds() -> None:
    spec = parse_sql(SHOP, name="shop")
    search = next(t for t in spec.tools if t.operation and t.operation.kind == OperationKind.SEARCH)
    extra = Parameter(
        name="page",
        description="A page number the simulation does not use.",
        required=False,
        value_schema={"type": "integer", "minimum": 1, "maximum": 9},
    )
    tools = [
        t.model_copy(update={"parameters": [*t.parameters, extra]}) if t is search else t for t in spec.tools
    ]
    changed = spec.model_copy(update={"tools": tools})
    generate_environment_code(changed)
    runtime = runtime_for(changed, {"orders": []})
    assert runtime.call(search.name, {"page": 3})["result"]["success"] is True
    assert (
        runtime.call(search.name, {"page": "3"})["result"]["error"] == "page must be of type integer, got '3'"
    )
    assert runtime.call(search.name, {"page": 12})["result"]["error"] == "page must be at most 9, got 12"
