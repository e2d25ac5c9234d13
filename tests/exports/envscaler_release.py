"""A generated stand-in for EnvScaler's release, of its size and shape, written as a stream (issue 42).

The real release (RUC-NLPIR/EnvScaler) is not at hand. Its published shape (``shared/docs/method.md``): 191
environments, ~7,000 scenarios (~37 per environment), ~10 query and ~8 state-changing tools and ~21 state
collections per environment; its records carry the fields of ``shared/docs/formats.md`` (``env_id``,
``environment_summary``, ``environment_introduction``, ``state_space_definition``, ``constraints_rules``,
``operation_list``, ``env_class_name``, ``env_class_code``, ``env_class_def``, ``env_structure``, ``tools``;
scenarios ``env_id``, ``env_class_name``, ``task_id``, ``init_config``, ``task``, ``checklist``,
``checklist_with_func``), with ``tools`` and ``init_config`` as JSON strings, as the release ships them.

``write_release`` writes such a pair of files one record at a time (never the whole in memory); every class
runs, every check is well-formed, reads the state and fails on its scenario's initial state (the tasks, made
from one template, are near duplicates of each other: the audit says so). ``bench/envscaler_import.py`` and
``tests/exports/test_envscaler_runs.py`` use it; nothing large is committed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

RELEASE_ENVIRONMENTS = 191
RELEASE_SCENARIOS_PER_ENVIRONMENT = 37  # 191 x 37 = 7,067: "about 7,000"
QUERY_TOOLS = 10
CHANGE_TOOLS = 8
COLLECTIONS = 21


@dataclass(frozen=True)
class Shape:
    environments: int = RELEASE_ENVIRONMENTS
    scenarios_per_environment: int = RELEASE_SCENARIOS_PER_ENVIRONMENT
    collections: int = COLLECTIONS
    entities: int = 3  # per collection in an initial state ("3-5+ entities per collection")

    @property
    def scenarios(self) -> int:
        return self.environments * self.scenarios_per_environment


def env_id(number: int) -> str:
    return f"env_{number:03d}_generated"


def _class_code(number: int, shape: Shape) -> str:
    """A class of the release's kind: entity maps set from the config, queries and changes that never
    raise and answer ``{"success": ...}``."""
    collections = [f"c{index}" for index in range(shape.collections)]
    lines = [
        "from typing import Any, Dict",
        "",
        "",
        f"class Generated{number:03d}System:",
        "    def __init__(self, init_config: dict):",
        *[f"        self.{name}: Dict[str, dict] = {{}}" for name in collections],
        "        self.changes = 0",
        "",
    ]
    for index in range(QUERY_TOOLS):
        name = collections[index % len(collections)]
        lines += [
            f"    def get_{name}_{index}(self, entity_id: str) -> dict:",
            f'        """Look up one entity of {name} by id."""',
            f"        if entity_id not in self.{name}:",
            '            return {"success": False, "error": "no entity " + entity_id}',
            f'        return {{"success": True, "data": self.{name}[entity_id]}}',
            "",
        ]
    for index in range(CHANGE_TOOLS):
        name = collections[index % len(collections)]
        lines += [
            f"    def set_{name}_status_{index}(self, entity_id: str, status: str) -> dict:",
            f'        """Set the status of one entity of {name}."""',
            f"        if entity_id not in self.{name}:",
            '            return {"success": False, "error": "no entity " + entity_id}',
            f'        self.{name}[entity_id]["status"] = status',
            "        self.changes += 1",
            '        return {"success": True, "message": "status set"}',
            "",
        ]
    return "\n".join(lines)


def _tools(shape: Shape) -> list[dict[str, Any]]:
    entity = {"entity_id": {"type": "string", "description": "the entity's id"}}
    tools = []
    for index in range(QUERY_TOOLS + CHANGE_TOOLS):
        name = f"c{index % QUERY_TOOLS % shape.collections}"
        query = index < QUERY_TOOLS
        tool = (
            f"get_{name}_{index}"
            if query
            else f"set_c{(index - QUERY_TOOLS) % shape.collections}_status_{index - QUERY_TOOLS}"
        )
        parameters = dict(entity) if query else {**entity, "status": {"type": "string", "description": "new"}}
        tools.append(
            {
                "type": "function",
                "function": {
                    "name": tool,
                    "description": f"{'Look up' if query else 'Change'} an entity ({tool}).",
                    "parameters": {
                        "type": "object",
                        "properties": parameters,
                        "required": sorted(parameters),
                    },
                },
            }
        )
    return tools


def environment_record(number: int, shape: Shape) -> dict[str, Any]:
    tools = _tools(shape)
    names = [tool["function"]["name"] for tool in tools]
    return {
        "env_id": env_id(number),
        "environment_summary": f"Generated domain {number}",
        "environment_introduction": f"A generated stand-in environment, number {number}, with "
        f"{shape.collections} collections of entities whose status changes.",
        "state_space_definition": [
            {"entity": f"c{i}", "attributes": ["name", "status", "size"]} for i in range(3)
        ],
        "constraints_rules": ["An unknown entity id is an error, never a crash."],
        "operation_list": [
            {"operation_name": name, "operation_type": "query" if name.startswith("get_") else "modify"}
            for name in names
        ],
        "env_class_name": f"Generated{number:03d}System",
        "env_class_code": _class_code(number, shape),
        "env_class_def": f"class Generated{number:03d}System: ...",
        "env_structure": {"methods": {name: {"reads": [], "writes": []} for name in names}},
        "tools": json.dumps(tools),
    }


def _config(number: int, scenario: int, shape: Shape) -> dict[str, Any]:
    return {
        f"c{index}": {
            f"e{entity}": {
                "name": f"entity {entity} of c{index} in domain {number}",
                "status": "open",
                "size": (scenario + entity + index) % 17,
            }
            for entity in range(shape.entities)
        }
        for index in range(shape.collections)
    }


def scenario_record(number: int, scenario: int, shape: Shape) -> dict[str, Any]:
    collection = f"c{scenario % shape.collections}"
    entity = f"e{scenario % shape.entities}"
    status = f"closed-{scenario}"
    checks = [
        {
            "check_item": f"Has set {entity} of {collection} to {status}",
            "check_func": "def check_func(final_state):\n"
            f"    return final_state['{collection}']['{entity}']['status'] == '{status}'\n",
        },
        {
            "check_item": "Has counted one more change",
            "check_func": "def check_func(final_state):\n"
            "    return final_state['changes'] == initial_state['changes'] + 1\n",
        },
    ]
    return {
        "env_id": env_id(number),
        "env_class_name": f"Generated{number:03d}System",
        "task_id": f"{env_id(number)}-{scenario:03d}",
        "init_config": json.dumps(_config(number, scenario, shape)),
        "task": f"Please mark entity {entity} of {collection} as {status} "
        f"(request {scenario} of domain {number}).",
        "checklist": [check["check_item"] for check in checks],
        "checklist_with_func": checks,
    }


def _write_members(stream: IO[str], records: Any, *, keyed: bool) -> None:
    stream.write("{" if keyed else "[")
    for position, record in enumerate(records):
        stream.write(",\n" if position else "\n")
        if keyed:
            stream.write(json.dumps(record["env_id"]) + ": ")
        stream.write(json.dumps(record))
    stream.write("\n}" if keyed else "\n]")


def write_release(directory: Path, shape: Shape | None = None) -> tuple[Path, Path]:
    """The environment metadata (``{env_id: environment}``) and the RL scenario metadata (a list), written
    record by record into ``directory``."""
    shape = shape or Shape()
    environments = directory / "191_env_metadata.json"
    scenarios = directory / "envscaler_rl_scenario_metadata.json"
    with environments.open("w", encoding="utf-8") as stream:
        _write_members(stream, (environment_record(n, shape) for n in range(shape.environments)), keyed=True)
    with scenarios.open("w", encoding="utf-8") as stream:
        records = (
            scenario_record(n, s, shape)
            for n in range(shape.environments)
            for s in range(shape.scenarios_per_environment)
        )
        _write_members(stream, records, keyed=False)
    return environments, scenarios
