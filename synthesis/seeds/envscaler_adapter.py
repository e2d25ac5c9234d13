"""Runs an EnvScaler environment class under envstudio's environment contract. Standard library only.

This module's source is embedded verbatim in the code of every environment imported from EnvScaler (after
their class) and in every imported check, so it runs wherever envstudio code runs: in the sandbox worker
(under its restricted builtins: no ``vars``, no dunder attributes), in exported bundles and in the tau2
toolkit. The import (``synthesis.seeds.envscaler``) uses the same functions, so a state is converted the same
way everywhere.

EnvScaler's contract (their ``interact_with_env/envscaler_env`` loaders): the state is the instance's
attributes; an instance is made with ``cls(init_config)`` (or ``cls()``) and then every key of the config is
set as an attribute; a check is ``def check_func(final_state) -> bool`` over those attributes, with the global
``initial_state``.

envstudio's state is tables of rows. Each attribute becomes one table, by its layout entry:
- ``entities``: a dict of dicts (an entity map keyed by id) becomes one row per entity, the dict key in the
  column ``key`` (the layout names it);
- ``value``: anything else becomes one row ``{"name": <attribute>, "value": <value>}``.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

ENVSCALER_VALUE_KEY = "name"
ENVSCALER_VALUE_FIELD = "value"
ENVSCALER_ENTITIES = "entities"
ENVSCALER_VALUE = "value"


def envscaler_table_name(attribute: str) -> str:
    """The table an attribute becomes: an identifier (letters, digits, _; a letter first; at most 64)."""
    name = re.sub(r"[^A-Za-z0-9_]", "_", attribute).lstrip("_0123456789") or "attribute"
    return name[:64]


def envscaler_value_entry(attribute: str) -> dict[str, str]:
    return {"table": envscaler_table_name(attribute), "kind": ENVSCALER_VALUE, "key": ENVSCALER_VALUE_KEY}


def envscaler_is_entity_map(value: Any, key: str) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, dict) and key not in v for k, v in value.items()
    )


def envscaler_to_tables(attributes: dict[str, Any], layout: dict[str, dict[str, str]]) -> dict[str, Any]:
    """Instance attributes -> envstudio tables (raises ValueError when an entity map stopped being one)."""
    tables: dict[str, Any] = {}
    for attribute in sorted(attributes):
        value = attributes[attribute]
        entry = layout.get(attribute) or envscaler_value_entry(attribute)
        if entry["table"] in tables:
            raise ValueError(f"two attributes map to the table {entry['table']!r}")
        if entry["kind"] == ENVSCALER_ENTITIES:
            key = entry["key"]
            if not envscaler_is_entity_map(value, key):
                raise ValueError(f"attribute {attribute!r} is no longer a dict of entity dicts")
            tables[entry["table"]] = [{key: k, **copy.deepcopy(v)} for k, v in value.items()]
        else:
            row = {ENVSCALER_VALUE_KEY: attribute, ENVSCALER_VALUE_FIELD: copy.deepcopy(value)}
            tables[entry["table"]] = [row]
    return tables


def envscaler_from_tables(tables: dict[str, Any], layout: dict[str, dict[str, str]]) -> dict[str, Any]:
    """envstudio tables -> instance attributes (the inverse of ``envscaler_to_tables``)."""
    by_table = {entry["table"]: (attribute, entry) for attribute, entry in layout.items()}
    attributes: dict[str, Any] = {}
    for table in sorted(tables):
        rows = tables[table]
        attribute, entry = by_table.get(table, ("", envscaler_value_entry(table)))
        if entry["kind"] == ENVSCALER_ENTITIES:
            key = entry["key"]
            attributes[attribute] = {
                row[key]: {f: copy.deepcopy(v) for f, v in row.items() if f != key} for row in rows
            }
        elif rows:
            row = rows[0]
            attributes[row.get(ENVSCALER_VALUE_KEY) or attribute or table] = copy.deepcopy(
                row.get(ENVSCALER_VALUE_FIELD)
            )
    return attributes


def envscaler_instance_attributes(instance: Any) -> dict[str, Any]:
    """The instance's state, as EnvScaler's ``get_state_info`` takes it (without ``vars``, which the sandbox
    withholds): every non-dunder attribute that is neither a method nor the class's own attribute."""
    cls = type(instance)
    attributes: dict[str, Any] = {}
    for name in dir(instance):
        if name.startswith("__") and name.endswith("__"):
            continue
        declared = getattr(cls, name, None)
        if isinstance(declared, property):
            continue
        value = getattr(instance, name)
        if callable(value) or (declared is not None and declared is value):
            continue
        attributes[name] = value
    return attributes


def envscaler_build(cls: type, attributes: dict[str, Any]) -> Any:
    """An instance as EnvScaler's ``init_env_instance`` makes one: ``cls(config)`` or ``cls()``, then
    every attribute set."""
    config = copy.deepcopy(attributes)
    try:
        instance = cls(copy.deepcopy(config))
    except TypeError:
        instance = cls()
    for name, value in config.items():
        setattr(instance, name, value)
    return instance


def envscaler_result(value: Any) -> dict[str, Any]:
    """A tool's return value in envstudio's result shape: JSON, ``success`` plus ``data``, ``message`` or
    ``error``."""
    value = json.loads(json.dumps(value, default=str))
    if isinstance(value, dict) and isinstance(value.get("success"), bool):
        if value["success"] and "data" not in value and "message" not in value:
            return {"success": True, "data": {k: v for k, v in value.items() if k != "success"}}
        if not value["success"] and not isinstance(value.get("error"), str):
            return {"success": False, "error": json.dumps(value, sort_keys=True)}
        return value
    return {"success": True, "data": value}


class EnvscalerAdapter:
    """envstudio's environment contract over an EnvScaler class (``FOREIGN``) and its table layout.

    The state is the single truth: each call rebuilds the foreign instance from it, calls the method, and
    reads the attributes back, so envstudio's rollback of a failed call (it restores ``self.state``) is all
    it takes.
    """

    FOREIGN: Any = None
    LAYOUT: dict[str, dict[str, str]] = {}

    def __init__(self, state: dict[str, Any], ctx: Any) -> None:
        self.ctx = ctx
        instance = envscaler_build(self.FOREIGN, envscaler_from_tables(state, self.LAYOUT))
        self.state = envscaler_to_tables(envscaler_instance_attributes(instance), self.LAYOUT)

    def envscaler_call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        instance = envscaler_build(self.FOREIGN, envscaler_from_tables(self.state, self.LAYOUT))
        result = getattr(instance, name)(**arguments)
        self.state = envscaler_to_tables(envscaler_instance_attributes(instance), self.LAYOUT)
        return envscaler_result(result)


def envscaler_tool(name: str) -> Any:
    def tool(self: EnvscalerAdapter, **arguments: Any) -> dict[str, Any]:
        return self.envscaler_call(name, arguments)

    tool.__name__ = name
    return tool


def envscaler_install_tools(cls: type, names: list[str]) -> None:
    for name in names:
        setattr(cls, name, envscaler_tool(name))


class EnvscalerReadProbe(dict):  # type: ignore[type-arg]
    """A final state that notes whether a check read it at all (the audit's 'reads no state' finding)."""

    def __init__(self, data: dict[str, Any]) -> None:
        super().__init__(data)
        self.touched = False

    def __getitem__(self, key: Any) -> Any:
        self.touched = True
        missing = object()
        value = dict.get(self, key, missing)
        if value is missing:
            raise KeyError(key)
        return value

    def get(self, key: Any, default: Any = None) -> Any:
        self.touched = True
        return dict.get(self, key, default)

    def keys(self) -> Any:
        self.touched = True
        return dict.keys(self)

    def values(self) -> Any:
        self.touched = True
        return dict.values(self)

    def items(self) -> Any:
        self.touched = True
        return dict.items(self)

    def __iter__(self) -> Any:
        self.touched = True
        return iter(dict.keys(self))

    def __contains__(self, key: Any) -> bool:
        self.touched = True
        return key in dict.keys(self)

    def __len__(self) -> int:
        self.touched = True
        return len(dict.keys(self))
