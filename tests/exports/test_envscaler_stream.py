"""Reading EnvScaler's release member by member (synthesis/seeds/envscaler_stream.py): the same values as
json.loads, byte spans that read back, every problem named, and never more than a member in the window."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from synthesis.seeds import envscaler_stream
from synthesis.seeds.envscaler import EnvScalerError
from synthesis.seeds.envscaler_stream import TooMany, index_release, members, read_environment
from tests.exports import envscaler_fixture as fixture
from tests.exports.envscaler_release import Shape, write_release


def _members(raw: bytes, max_member_bytes: int = 10**6) -> list[Any]:
    return list(members(io.BytesIO(raw), label="metadata", max_member_bytes=max_member_bytes))


@pytest.mark.parametrize("chunk", [1, 7, 1 << 16])
def test_members_are_what_json_loads_reads_and_their_spans_read_back(
    monkeypatch: pytest.MonkeyPatch, chunk: int
) -> None:
    monkeypatch.setattr(envscaler_stream, "CHUNK_BYTES", chunk)
    document = {
        "é": {"x": [1, 2.5, None, True], "s": 'a "quoted" ünïcode string'},
        "b": 12345,
        "c": "x" * 300,
    }
    raw = json.dumps(document, indent=2, ensure_ascii=False).encode()
    found = _members(raw)
    assert {m.key: m.value for m in found} == document
    for member in found:
        assert json.loads(raw[member.start : member.end]) == member.value
    listed = json.dumps([1, {"k": [False]}, "z", 99999], ensure_ascii=False).encode()
    assert [m.value for m in _members(listed)] == [1, {"k": [False]}, "z", 99999]


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"", "expected a JSON object or list at byte 0, found the end of the file"),
        (b'"text"', "expected a JSON object or list at byte 0, found '\"'"),
        (b"[1 2]", "expected ',' or ']' at byte 3, found '2'"),
        (b'{"a" 1}', "expected ':' at byte 5"),
        (b"[1, 2", "expected ',' or ']' at byte 5, found the end of the file"),
        (b'{"a": [1, tru]}', "is not JSON: Expecting value"),
        (b"[1] [2]", "extra data at byte 4"),
        (b"[\xff]", "is not UTF-8 text"),
        (b"[" * 100_000 + b"]" * 100_000, "nests deeper than 64 levels"),
        (b"[" * 70 + b"]" * 70, "nests deeper than 64 levels"),
    ],
)
def test_bad_documents_are_clear_errors(raw: bytes, message: str) -> None:
    with pytest.raises(EnvScalerError, match="the metadata") as raised:
        _members(raw)
    assert message in str(raised.value)


def test_a_member_larger_than_the_limit_is_refused_before_it_is_read_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(envscaler_stream, "CHUNK_BYTES", 1024)
    raw = b'[1, "' + b"x" * 50_000 + b'"]'
    with pytest.raises(EnvScalerError, match=r"has a member of more than 10,000 bytes at byte 4"):
        _members(raw, max_member_bytes=10_000)
    assert [m.value for m in _members(raw, max_member_bytes=60_000)] == [1, "x" * 50_000]


def _files(tmp_path: Path, environments: Any, scenarios: Any) -> tuple[io.BytesIO, io.BytesIO]:
    return io.BytesIO(json.dumps(environments).encode()), io.BytesIO(json.dumps(scenarios).encode())


def _index(handles: tuple[Any, Any], *, max_environments: int = 200, max_scenarios: int = 10_000) -> Any:
    return index_release(
        handles[0],
        handles[1],
        max_environments=max_environments,
        max_scenarios=max_scenarios,
        max_member_bytes=10**6,
    )


def test_the_index_keeps_where_each_environment_and_scenario_lies(tmp_path: Path) -> None:
    handles = _files(tmp_path, fixture.env_metadata(), fixture.scenario_metadata())
    index = _index(handles)
    assert [e.env_id for e in index.environments] == ["env_library", "env_clinic", "env_home"]
    assert [len(e.scenarios) for e in index.environments] == [5, 5, 5] and index.scenarios == 15
    clinic = index.environments[1]
    foreign, scenarios = read_environment(clinic, env_handle=handles[0], scenario_handle=handles[1])
    assert foreign.class_name == "PetClinic"
    assert [s.task_id for s in scenarios] == [f"clinic-{n}" for n in range(1, 6)]


def test_every_problem_of_the_files_is_named_at_once(tmp_path: Path) -> None:
    environments = fixture.env_metadata()
    environments["env_home"]["env_class_code"] = "class SmartHome(:\n"
    scenarios = fixture.scenario_metadata()
    scenarios[0]["task_id"] = scenarios[1]["task_id"]
    scenarios[2]["env_id"] = "env_nowhere"
    environments["ENV_CLINIC"] = dict(environments["env_clinic"], env_id="ENV_CLINIC")
    with pytest.raises(EnvScalerError) as raised:
        _index(_files(tmp_path, environments, scenarios))
    message = str(raised.value)
    assert "problem(s), nothing imported" in message
    for part in (
        "environment 'env_home': env_class_code is not Python",
        "env_ids 'env_clinic' and 'ENV_CLINIC' both become the slug 'env_clinic'",
        "scenario 'library-2': a task_id is missing or repeated",
        "unknown env_id 'env_nowhere'",
    ):
        assert part in message, part


def test_limits_stop_the_reading(tmp_path: Path) -> None:
    handles = _files(tmp_path, fixture.env_metadata(), fixture.scenario_metadata())
    with pytest.raises(TooMany, match="the environment metadata holds more than 2 environments"):
        _index(handles, max_environments=2)
    handles = _files(tmp_path, fixture.env_metadata(), fixture.scenario_metadata())
    with pytest.raises(TooMany, match="the scenario metadata holds more than 14 scenarios"):
        _index(handles, max_scenarios=14)


def test_the_stand_in_has_the_release_shape(tmp_path: Path) -> None:
    shape = Shape(environments=12, entities=1)
    env_path, scenario_path = write_release(tmp_path, shape)
    with env_path.open("rb") as env_handle, scenario_path.open("rb") as scenario_handle:
        index = _index((env_handle, scenario_handle))
        first = index.environments[0]
        foreign, scenarios = read_environment(first, env_handle=env_handle, scenario_handle=scenario_handle)
    assert len(index.environments) == 12 and index.scenarios == 12 * 37
    assert len(foreign.tools) == 18 and sum(kind == "write" for kind in foreign.kinds.values()) == 8
    assert len(scenarios[0].init_config) == 21  # state collections
    record = json.loads(scenario_path.read_text())[0]
    assert isinstance(record["init_config"], str) and set(record) >= {"checklist", "checklist_with_func"}
