"""EnvScaler's released data -> envstudio IR. Pure: no Django; the sandbox is handed in.

The format is the one EnvScaler's own loaders read (``interact_with_env/envscaler_env`` in
RUC-NLPIR/EnvScaler):
- environment metadata: a JSON object ``{env_id: item}`` (a list of items with ``env_id`` is accepted too);
  an item has ``env_class_name``, ``env_class_code`` (the class source), ``tools`` (OpenAI function schemas;
  the release ships them as a JSON *string*), ``environment_introduction``, ``environment_summary``,
  ``constraints_rules``;
- scenario metadata: a JSON list of ``{env_id, env_class_name, task_id, init_config (an object, or a JSON
  string), task, checklist_with_func: [{check_item, check_func}]}``, ``check_func`` the source of
  ``def check_func(final_state) -> bool`` that may read the global ``initial_state``.

The environment class runs through ``synthesis.seeds.envscaler_adapter`` (embedded in the generated code), its
state (the instance's attributes) as tables; each ``check_func`` becomes a sandboxed check over the same
attributes. Imported scenarios have no reference solution: ``synthesis.seeds.envscaler_audit`` runs the proof
steps that need none.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from string import Template
from typing import Any, Protocol

from synthesis.ir import (
    Check,
    EnvironmentSpec,
    Field,
    FieldType,
    Parameter,
    Provenance,
    RewardSettings,
    ScenarioSpec,
    State,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)
from synthesis.ir.environment import check_identifier
from synthesis.pysource import parse_python
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.seeds import envscaler_adapter as adapter

GENERATOR = "envscaler-import"
MAX_PROBLEMS = 20
# Deeper JSON than EnvScaler's data ever has (init configs nest a few levels) is refused when read: 100,000
# nested "[" used to end in a RecursionError (issue 39), and deep values would strain every recursive walk.
MAX_JSON_DEPTH = 64
# A tool is a read when its name starts with one of these verbs; anything else may write (a write marked as a
# read would be skipped by tau2's replay of an agent's calls, so the guess leans to write).
_READ_PREFIXES = ("get", "list", "search", "find", "query", "view", "lookup", "show", "count", "is", "has")
_TEMPLATES = Path(__file__).with_name("templates")
_IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")
_ADAPTER_SOURCE = (
    Path(adapter.__file__).read_text(encoding="utf-8").replace("from __future__ import annotations\n", "")
)
# What a check needs of the adapter (tables back to attributes), kept small: every check carries it.
_CHECK_HELPERS = "\n\n".join(
    [
        "import copy\nimport re\nfrom typing import Any",
        "\n".join(
            f"{name} = {getattr(adapter, name)!r}"
            for name in (
                "ENVSCALER_VALUE_KEY",
                "ENVSCALER_VALUE_FIELD",
                "ENVSCALER_ENTITIES",
                "ENVSCALER_VALUE",
            )
        ),
        *(
            inspect.getsource(function)
            for function in (
                adapter.envscaler_table_name,
                adapter.envscaler_value_entry,
                adapter.envscaler_from_tables,
            )
        ),
    ]
)
_PROBE_HELPERS = inspect.getsource(adapter.EnvscalerReadProbe)


class EnvScalerError(ValueError):
    """The input is not EnvScaler data envstudio can import; nothing is imported."""


@dataclass(frozen=True)
class ForeignEnvironment:
    env_id: str
    class_name: str
    class_code: str
    name: str
    description: str
    rules: list[str]
    tools: list[dict[str, Any]]  # {"name", "description", "parameters"}
    # From their operation_list (query | modify) and env_structure (per method, the attributes it reads and
    # writes) when the metadata carries them: tool -> "read" | "write", and tool -> (reads, writes).
    kinds: dict[str, str] = field(default_factory=dict)
    touches: dict[str, tuple[list[str], list[str]]] = field(default_factory=dict)


@dataclass(frozen=True)
class ForeignScenario:
    task_id: str
    env_id: str
    init_config: dict[str, Any]
    task: str
    checks: list[tuple[str, str]]  # (check_item, check_func source)


@dataclass
class Converted:
    """One environment and its scenarios as IR, before the audit sets each scenario's proof."""

    foreign: ForeignEnvironment
    spec: EnvironmentSpec
    layout: dict[str, dict[str, str]]
    scenarios: list[ScenarioSpec] = field(default_factory=list)


def problems_error(problems: list[str]) -> EnvScalerError:
    shown = "; ".join(problems[:MAX_PROBLEMS])
    more = f" (and {len(problems) - MAX_PROBLEMS} more)" if len(problems) > MAX_PROBLEMS else ""
    return EnvScalerError(f"{len(problems)} problem(s), nothing imported: {shown}{more}")


def _decoded(value: Any) -> Any:
    """The release ships ``tools`` and ``init_config`` as JSON strings inside the JSON."""
    if isinstance(value, str):
        try:
            decoded = json.loads(value)
        except json.JSONDecodeError:
            return value
        except RecursionError:
            raise EnvScalerError(
                f"a JSON string in the metadata nests deeper than {MAX_JSON_DEPTH} levels"
            ) from None
        check_json_depth(decoded, what="a JSON string in the metadata")
        return decoded
    return value


def check_json_depth(value: Any, *, what: str, limit: int = MAX_JSON_DEPTH) -> None:
    """EnvScalerError when ``value`` nests lists and objects deeper than ``limit`` (walked iteratively)."""
    pending: list[tuple[Any, int]] = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if not isinstance(item, dict | list):
            continue
        if depth > limit:
            raise EnvScalerError(f"the {what} nests deeper than {limit} levels")
        children = item.values() if isinstance(item, dict) else item
        pending.extend((child, depth + 1) for child in children if isinstance(child, dict | list))


def _class_methods(code: str, class_name: str) -> set[str] | None:
    tree = parse_python(code)
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return {n.name for n in node.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
    return None


def _tool(raw: Any, where: str, problems: list[str]) -> dict[str, Any] | None:
    schema = raw.get("function", raw) if isinstance(raw, dict) else None
    name = schema.get("name") if isinstance(schema, dict) else None
    if not isinstance(name, str) or not _IDENT.match(name):
        problems.append(f"{where}: a tool without a valid name ({str(raw)[:80]})")
        return None
    assert isinstance(schema, dict)
    parameters = schema.get("parameters") or {"type": "object", "properties": {}}
    if not isinstance(parameters, dict) or not isinstance(parameters.get("properties", {}), dict):
        problems.append(f"{where}: tool {name!r} has no JSON-schema parameters object")
        return None
    for parameter in parameters.get("properties", {}):
        if not _IDENT.match(parameter):
            problems.append(f"{where}: tool {name!r} has a parameter {parameter!r} that is not an identifier")
    return {"name": name, "description": str(schema.get("description") or name), "parameters": parameters}


def parse_environments(data: Any) -> dict[str, ForeignEnvironment]:
    """EnvScaler environment metadata -> ForeignEnvironment by env_id; EnvScalerError naming every problem."""
    if isinstance(data, list):
        items = {str(item.get("env_id")): item for item in data if isinstance(item, dict)}
    elif isinstance(data, dict):
        items = data
    else:
        raise EnvScalerError("the environment metadata must be a JSON object {env_id: environment}")
    if not items:
        raise EnvScalerError("the environment metadata holds no environment")
    problems: list[str] = []
    environments: dict[str, ForeignEnvironment] = {}
    for env_id, item in items.items():
        parsed = parse_environment(str(env_id), item, problems)
        if parsed is not None:
            environments[parsed.env_id] = parsed
    if problems:
        raise problems_error(problems)
    return environments


def parse_environment(env_id: str, item: Any, problems: list[str]) -> ForeignEnvironment | None:
    """One environment of the metadata, or None with its problems added to ``problems``."""
    where = f"environment {env_id!r}"
    if not isinstance(item, dict):
        problems.append(f"{where} is not an object")
        return None
    class_name, code = item.get("env_class_name"), item.get("env_class_code")
    if not isinstance(class_name, str) or not isinstance(code, str) or not code.strip():
        problems.append(f"{where} lacks env_class_name or env_class_code")
        return None
    try:
        methods = _class_methods(code, class_name)
    except SyntaxError as exc:
        problems.append(f"{where}: env_class_code is not Python ({exc.msg}, line {exc.lineno})")
        return None
    if methods is None:
        problems.append(f"{where}: env_class_code defines no class {class_name!r}")
        return None
    raw_tools = _decoded(item.get("tools"))
    if not isinstance(raw_tools, list) or not raw_tools:
        problems.append(f"{where} has no tools list")
        return None
    tools = [t for t in (_tool(raw, where, problems) for raw in raw_tools) if t is not None]
    missing = sorted(t["name"] for t in tools if t["name"] not in methods)
    if missing:
        problems.append(f"{where}: tools {missing} are not methods of {class_name}")
    rules = item.get("constraints_rules") or []
    return ForeignEnvironment(
        env_id=env_id,
        class_name=class_name,
        class_code=code,
        name=str(item.get("environment_summary") or class_name),
        description=str(item.get("environment_introduction") or item.get("environment_summary") or ""),
        rules=[str(r) for r in rules] if isinstance(rules, list) else [str(rules)],
        tools=tools,
        **_structure(item),
    )


def _structure(item: dict[str, Any]) -> dict[str, Any]:
    """What their metadata says of each tool: query or modify, and which attributes it reads and writes."""
    kinds: dict[str, str] = {}
    for operation in _decoded(item.get("operation_list")) or []:
        if isinstance(operation, dict) and isinstance(operation.get("operation_name"), str):
            query = operation.get("operation_type") == "query"
            kinds[operation["operation_name"]] = "read" if query else "write"
    touches: dict[str, tuple[list[str], list[str]]] = {}
    structure = _decoded(item.get("env_structure"))
    methods = structure.get("methods") if isinstance(structure, dict) else None
    for name, info in (methods if isinstance(methods, dict) else {}).items():
        if not isinstance(info, dict):
            continue
        reads = [str(x) for x in info.get("reads") or [] if isinstance(x, str)]
        writes = [str(x) for x in info.get("writes") or [] if isinstance(x, str)]
        touches[str(name)] = (reads, writes)
        if writes:
            kinds[str(name)] = "write"  # what the code does outranks what the operation list says
    return {"kinds": kinds, "touches": touches}


def _check_source_problem(source: Any) -> str | None:
    if not isinstance(source, str):
        return "check_func is not a string"
    try:
        tree = parse_python(source)
    except SyntaxError as exc:
        return f"check_func is not Python ({exc.msg}, line {exc.lineno})"
    if not any(isinstance(n, ast.FunctionDef) and n.name == "check_func" for n in tree.body):
        return "the source defines no function check_func"
    return None


class HasClassName(Protocol):
    @property
    def class_name(self) -> str: ...


def parse_scenarios(data: Any, environments: Mapping[str, HasClassName]) -> list[ForeignScenario]:
    """EnvScaler scenario metadata -> ForeignScenario list; EnvScalerError naming every problem."""
    if not isinstance(data, list) or not data:
        raise EnvScalerError("the scenario metadata must be a non-empty JSON list of scenarios")
    problems: list[str] = []
    scenarios: list[ForeignScenario] = []
    seen: set[str] = set()
    for index, item in enumerate(data):
        parsed = parse_scenario(item, index=index, environments=environments, seen=seen, problems=problems)
        if parsed is not None:
            scenarios.append(parsed)
    if problems:
        raise problems_error(problems)
    return scenarios


def parse_scenario(
    item: Any,
    *,
    index: int,
    environments: Mapping[str, HasClassName],
    seen: set[str],
    problems: list[str],
) -> ForeignScenario | None:
    """The scenario at ``index`` of the metadata, or None with its problems added to ``problems``; ``seen``
    holds the task_ids met so far (a repeated one is a problem)."""
    where = f"scenario {index}"
    if not isinstance(item, dict):
        problems.append(f"{where} is not an object")
        return None
    task_id, env_id = str(item.get("task_id") or ""), str(item.get("env_id") or "")
    where = f"scenario {task_id or index!r}"
    if not task_id or task_id in seen:
        problems.append(f"{where}: a task_id is missing or repeated")
    seen.add(task_id)
    environment = environments.get(env_id)
    if environment is None:
        problems.append(f"{where}: unknown env_id {env_id!r}")
        return None
    if item.get("env_class_name", environment.class_name) != environment.class_name:
        problems.append(f"{where}: env_class_name differs from its environment's")
    init_config = _decoded(item.get("init_config"))
    if not isinstance(init_config, dict):
        problems.append(f"{where}: init_config is not an object")
        return None
    task = item.get("task")
    if not isinstance(task, str) or not task.strip():
        problems.append(f"{where} has no task text")
        return None
    checklist = item.get("checklist_with_func")
    if not isinstance(checklist, list) or not checklist:
        problems.append(f"{where} has no checklist_with_func (only scenarios with checks can be scored)")
        return None
    checks: list[tuple[str, str]] = []
    for position, entry in enumerate(checklist):
        source = entry.get("check_func") if isinstance(entry, dict) else None
        problem = _check_source_problem(source)
        if problem is not None:
            problems.append(f"{where}, check {position + 1}: {problem}")
            continue
        assert isinstance(entry, dict) and isinstance(source, str)
        checks.append((str(entry.get("check_item") or f"check {position + 1}"), source))
    return ForeignScenario(task_id=task_id, env_id=env_id, init_config=init_config, task=task, checks=checks)


def load_files(*, env_metadata: bytes, scenario_metadata: bytes) -> tuple[dict[str, Any], list[Any]]:
    parsed: list[Any] = []
    for label, raw in (("environment metadata", env_metadata), ("scenario metadata", scenario_metadata)):
        try:
            parsed.append(json.loads(raw.decode("utf-8")))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise EnvScalerError(f"the {label} is not JSON: {exc}") from exc
        except RecursionError:
            raise EnvScalerError(f"the {label} nests deeper than {MAX_JSON_DEPTH} levels") from None
        check_json_depth(parsed[-1], what=label)
    return parsed[0], parsed[1]


# --- layout, code and IR -----------------------------------------------------------------------------------


def slug_for(env_id: str) -> str:
    slug = re.sub(r"[^a-z0-9_-]+", "-", env_id.lower()).strip("-_") or "env"
    return slug[:80] if slug[0].isalnum() else f"e{slug}"[:80]


def layout_for(attribute_sets: list[dict[str, Any]]) -> dict[str, dict[str, str]]:
    """Per attribute: an entity table when it is a dict of dicts with identifier fields in every state."""
    names = sorted({name for attributes in attribute_sets for name in attributes})
    layout: dict[str, dict[str, str]] = {}
    tables: set[str] = set()
    for name in names:
        values = [attributes[name] for attributes in attribute_sets if name in attributes]
        fields = {
            f for v in values if isinstance(v, dict) for e in v.values() if isinstance(e, dict) for f in e
        }
        key = next(
            k
            for k in ("key", "entity_key", *(f"key_{n}" for n in range(1, len(fields) + 2)))
            if k not in fields
        )
        entities = all(adapter.envscaler_is_entity_map(v, key) for v in values) and all(
            _IDENT.match(f) for f in fields
        )
        entry = (
            {"table": adapter.envscaler_table_name(name), "kind": adapter.ENVSCALER_ENTITIES, "key": key}
            if entities
            else adapter.envscaler_value_entry(name)
        )
        if entry["table"] in tables:
            raise EnvScalerError(f"the attributes of the class map twice to the table {entry['table']!r}")
        tables.add(entry["table"])
        layout[name] = entry
    return layout


def adapter_class_name(foreign: ForeignEnvironment) -> str:
    return check_identifier(f"{foreign.class_name[:52]}Envstudio")


def _render(template: str, **values: str) -> str:
    return Template((_TEMPLATES / template).read_text(encoding="utf-8")).substitute(values)


def environment_code(foreign: ForeignEnvironment, layout: dict[str, dict[str, str]]) -> str:
    """Their class verbatim, the adapter module verbatim, and the envstudio class binding the two."""
    return _render(
        "envscaler_environment.py.tmpl",
        foreign_code=foreign.class_code.strip(),
        adapter_source=_ADAPTER_SOURCE.strip(),
        class_name=adapter_class_name(foreign),
        foreign_class=foreign.class_name,
        layout=repr(layout),
        tools=repr([t["name"] for t in foreign.tools]),
    )


def check_source(check_func: str, layout: dict[str, dict[str, str]], *, probe: bool = False) -> str:
    """An envstudio check (``check(final_state, initial_state)``) around their ``check_func``.

    With ``probe`` it returns instead whether ``check_func`` read the final state at all.
    """
    values = {"helpers": _CHECK_HELPERS.strip(), "layout": repr(layout), "check_func": check_func.strip()}
    if probe:
        return _render("envscaler_probe.py.tmpl", probe_class=_PROBE_HELPERS.strip(), **values)
    return _render("envscaler_check.py.tmpl", **values)


def _field_type(values: list[Any]) -> FieldType:
    if values and all(isinstance(v, bool) for v in values):
        return FieldType.BOOLEAN
    if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return FieldType.INTEGER
    if values and all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
        return FieldType.NUMBER
    if values and all(isinstance(v, str) for v in values):
        return FieldType.STRING
    return FieldType.JSON


def state_schema(layout: dict[str, dict[str, str]], states: list[State]) -> StateSchema:
    tables: list[Table] = []
    for attribute, entry in sorted(layout.items(), key=lambda item: item[1]["table"]):
        rows = [row for state in states for row in state.get(entry["table"], [])]
        if entry["kind"] == adapter.ENVSCALER_VALUE:
            fields = [
                Field(name=adapter.ENVSCALER_VALUE_KEY, description="the attribute's name"),
                Field(name=adapter.ENVSCALER_VALUE_FIELD, type=FieldType.JSON, required=False),
            ]
        else:
            names = sorted({f for row in rows for f in row if f != entry["key"]})
            fields = [Field(name=entry["key"], description=f"the key of the entity in {attribute}")]
            for name in names:
                values = [row[name] for row in rows if row.get(name) is not None]
                required = all(row.get(name) is not None for row in rows)
                fields.append(Field(name=name, type=_field_type(values), required=required))
        description = f"the attribute {attribute!r} of the EnvScaler class ({entry['kind']})"
        tables.append(
            Table(name=entry["table"], description=description, primary_key=entry["key"], fields=fields)
        )
    return StateSchema(tables=tables)


def tool_ir(raw: dict[str, Any], foreign: ForeignEnvironment, layout: dict[str, dict[str, str]]) -> Tool:
    """One of their tools; kind and tables from their metadata when it has them, else from the verb."""
    properties: dict[str, Any] = raw["parameters"].get("properties", {})
    required = set(raw["parameters"].get("required", []))
    parameters = []
    for name, schema in properties.items():
        value_schema = {k: v for k, v in (schema or {}).items() if k != "description"} or {"type": "string"}
        description = str((schema or {}).get("description") or name)
        parameters.append(
            Parameter(
                name=name, description=description, value_schema=value_schema, required=name in required
            )
        )
    kind = foreign.kinds.get(raw["name"])
    if kind is None:
        kind = "read" if raw["name"].split("_")[0].lower() in _READ_PREFIXES else "write"
    reads, writes = foreign.touches.get(raw["name"], ([], []))
    return Tool(
        name=raw["name"],
        description=raw["description"],
        kind=ToolKind.READ if kind == "read" else ToolKind.WRITE,
        parameters=parameters,
        reads=sorted({layout[a]["table"] for a in reads if a in layout}),
        writes=sorted({layout[a]["table"] for a in writes if a in layout}) if kind == "write" else [],
    )


SandboxFactory = Callable[[], SessionLike]


def _constructed(session: SessionLike, spec: EnvironmentSpec, states: list[State]) -> list[State]:
    """Each initial config through the class's own constructor, in the sandbox: the states it starts from."""
    built: list[State] = []
    for index, state in enumerate(states):
        if index == 0:
            load_spec(session, spec=spec, state=state)
        else:
            session.reset(state)
        built.append(session.state())
    return built


def convert_environment(
    foreign: ForeignEnvironment, scenarios: list[ForeignScenario], *, sandbox_factory: SandboxFactory
) -> Converted:
    """Their environment and scenarios as IR (checks wrapped, initial states built by their constructor)."""
    slug = slug_for(foreign.env_id)
    provenance = Provenance(source="import", seed_name=foreign.env_id, generator=GENERATOR)

    def spec_for(layout: dict[str, dict[str, str]], states: list[State]) -> EnvironmentSpec:
        return EnvironmentSpec(
            slug=slug,
            name=foreign.name[:200],
            description=foreign.description or foreign.name,
            rules=foreign.rules,
            state_schema=state_schema(layout, states),
            tools=[tool_ir(raw, foreign, layout) for raw in foreign.tools],
            class_name=adapter_class_name(foreign),
            code=environment_code(foreign, layout),
            provenance=provenance,
        )

    # First pass: the layout the configs imply; the constructor may add attributes of its own.
    configs = [s.init_config for s in scenarios]
    first_layout = layout_for(configs)
    first_states = [adapter.envscaler_to_tables(c, first_layout) for c in configs]
    try:
        with sandbox_factory() as session:
            built = _constructed(session, spec_for(first_layout, first_states), first_states)
    except Exception as exc:
        raise EnvScalerError(
            f"environment {foreign.env_id!r} does not run in the sandbox: {type(exc).__name__}: {exc}"
        ) from exc
    attributes = [adapter.envscaler_from_tables(state, first_layout) for state in built]
    layout = layout_for(attributes)
    states = [adapter.envscaler_to_tables(a, layout) for a in attributes]
    spec = spec_for(layout, states)
    converted = Converted(foreign=foreign, spec=spec, layout=layout)
    for scenario, state in zip(scenarios, states, strict=True):
        checks = [
            Check(id=f"c{position + 1}", description=item, source=check_source(source, layout))
            for position, (item, source) in enumerate(scenario.checks)
        ]
        converted.scenarios.append(
            ScenarioSpec(
                id=scenario.task_id,
                environment=slug,
                task=scenario.task,
                initial_state=state,
                reference_chain=[],
                checks=checks,
                reward=RewardSettings(mode="checks_only", checks_weight=1.0, target_weight=0.0),
                provenance=Provenance(source="import", seed_name=scenario.task_id, generator=GENERATOR),
            )
        )
    return converted


def check_funcs(scenario: ForeignScenario) -> list[str]:
    return [source for _item, source in scenario.checks]
