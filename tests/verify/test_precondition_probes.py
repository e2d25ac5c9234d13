"""Preconditions the test state's values never break get negative cases anyway (a search's ``limit`` of 0, a
key naming no row, a value outside an enum), an update given its row alone is no skipped positive case (it
changes nothing), a table many tables refer to keeps a row nothing refers to, for its delete, and a key
parameter named otherwise than its field takes that field's values."""

from __future__ import annotations

import json
from collections.abc import Callable

from synthesis.sandbox import SandboxSession
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.validation import validate_state
from synthesis.verify import VerifySettings, verify_environment
from synthesis.verify.report import VerificationItem
from synthesis.verify.teststate import build_test_state

SCHEMA = """
CREATE TABLE devices (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE commands (id INTEGER PRIMARY KEY, device_id INTEGER REFERENCES devices (id),
  kind TEXT NOT NULL CHECK (kind IN ('reboot', 'locate')));
CREATE TABLE positions (id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices (id));
CREATE TABLE events (id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES devices (id));
"""


def _items(items: list[VerificationItem], prefix: str) -> list[VerificationItem]:
    return [i for i in items if i.name.startswith(prefix)]


def test_bounds_and_missing_rows_get_negative_cases(sandbox_factory: Callable[[], SandboxSession]) -> None:
    spec = parse_sql(SCHEMA, name="tracker")
    report = verify_environment(
        spec=spec, sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings()
    )
    search = spec.tool("search_commands")
    [limit_rule] = [i for i, c in enumerate(search.preconditions) if "limit" in c.text]
    limit_case = next(i for i in report.results if i.name == f"search_commands:precondition:{limit_rule + 1}")
    assert not limit_case.skipped and limit_case.passed, limit_case.detail
    assert not 1 <= limit_case.evidence["arguments"]["limit"] <= 100
    create = spec.tool("create_command")
    [device_rule] = [i for i, c in enumerate(create.preconditions) if "device" in c.text.lower()]
    device_case = next(
        i for i in report.results if i.name == f"create_command:precondition:{device_rule + 1}"
    )
    assert not device_case.skipped and device_case.passed, device_case.detail
    assert device_case.evidence["arguments"]["device_id"] not in {1, 2, 3, 4, 5, 6}
    # No skipped notes of an update's key-only call: that call changes nothing and is refused.
    assert not [i for i in _items(report.results, "update_") if i.name.endswith(":positive:required")]
    assert not [i for i in report.results if i.skipped and "precondition" in i.name], [
        i.detail for i in report.results if i.skipped and "precondition" in i.name
    ]
    deleted = next(i for i in report.results if i.name == "delete_device:positive:required")
    assert deleted.passed and not deleted.skipped, deleted.detail
    assert report.admitted, report.reasons


def test_the_last_row_of_a_referred_table_is_spared() -> None:
    spec = parse_sql(SCHEMA, name="tracker")
    state = build_test_state(schema=spec.state_schema, rows_per_table=4, seed=0)
    last = state["devices"][-1]["id"]
    assert all(
        row["device_id"] != last for table in ("commands", "positions", "events") for row in state[table]
    )
    assert not validate_state(schema=spec.state_schema, state=state)


def test_a_key_parameter_named_otherwise_takes_its_field_s_values(
    sandbox_factory: Callable[[], SandboxSession],
) -> None:
    """Grocy's ``GET /user/settings/{settingKey}`` names a setting by its ``id``: the parameter shares no name
    with a field, so its values were samples naming no row, and the tool had no positive case."""
    setting = {"type": "object", "properties": {"id": {"type": "string"}, "value": {"type": "string"}}}
    item = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Setting"}}}}
    document = {
        "openapi": "3.0.3",
        "info": {"title": "settings", "version": "1"},
        "paths": {
            "/settings": {"post": {"operationId": "addSetting", "requestBody": item,
                                   "responses": {"200": {"description": "ok", **item}}}},
            "/settings/{settingKey}": {"get": {
                "operationId": "getSetting", "responses": {"200": {"description": "ok", **item}},
                "parameters": [{"name": "settingKey", "in": "path", "required": True,
                                "schema": {"type": "string"}}]}},
        },
        "components": {"schemas": {"Setting": setting}},
    }  # fmt: skip
    spec = parse_openapi(json.dumps(document), name="settings")
    report = verify_environment(
        spec=spec, sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings()
    )
    got = next(i for i in report.results if i.name == "get_setting:positive:required")
    assert got.passed and not got.skipped, got.detail
    assert report.admitted, report.reasons
