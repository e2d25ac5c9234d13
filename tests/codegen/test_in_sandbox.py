"""Generated environments load and run in the real sandbox worker (static screen, restricted builtins)."""

from __future__ import annotations

import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.sandbox import open_session


@pytest.mark.parametrize("fixture", ["library_spec", "clinic_spec", "shop_spec"])
def test_sample_environment_runs_in_the_sandbox(fixture: str, request: pytest.FixtureRequest) -> None:
    spec: EnvironmentSpec = request.getfixturevalue(fixture)
    # Template code is trusted (no LLM wrote it): the unisolated fallback is fine where bwrap is missing;
    # the in-process guards (screen, builtins, import allow-list) apply either way.
    with open_session(untrusted=False) as session:
        session.load_environment(
            code=spec.code,
            class_name=spec.class_name,
            tools=[t.name for t in spec.tools],
            primary_keys=spec.state_schema.primary_keys(),
            state={},
        )
        create = next(t for t in spec.tools if t.name.startswith("create_"))
        table = spec.state_schema.table(create.operation.table)  # type: ignore[union-attr]
        failed = session.call(create.name, {})
        assert failed.result["success"] is False and "required" in failed.result["error"]
        assert session.state()[table.name] == []
        checks = [f for t in spec.state_schema.tables for f in t.fields if f.checks]
        assert checks  # every sample has CHECK-like rules; they must run without eval in the sandbox
        search = next(t for t in spec.tools if t.operation and t.operation.kind.value == "search")
        assert session.call(search.name, {}).result == {"success": True, "data": []}


def test_checks_run_in_the_sandbox(library_spec: EnvironmentSpec) -> None:
    with open_session(untrusted=False) as session:
        session.load_environment(
            code=library_spec.code,
            class_name=library_spec.class_name,
            tools=[t.name for t in library_spec.tools],
            primary_keys=library_spec.state_schema.primary_keys(),
            state={},
        )
        bad = session.call("create_book", {"isbn": "1", "title": "T", "author": "A"})
        assert bad.result["success"] is False and "violates the rule" in bad.result["error"]
        good = session.call(
            "create_book", {"isbn": "9780000000001", "title": "T", "author": "A", "published_year": 2001}
        )
        assert good.result["success"] is True and good.diff[0]["op"] == "insert"
