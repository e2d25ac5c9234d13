"""Each exported environment as a tau2-bench domain (data plus code), under ``tau2/`` in the bundle.

The layout and the task schema follow tau2-bench's own (``src/tau2/domains/<d>/``, ``data/tau2/domains/<d>/``,
``tau2.data_model.tasks.Task``); the generated code is produced from the templates in ``templates/``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from string import Template
from typing import Any

from review.exports.loader import module_source
from review.exports.records import ExportEnvironment, policy_markdown
from synthesis.api import REFERENCE_SEED, EnvironmentSpec, ScenarioSpec, Tool, ToolKind

TextWriter = Callable[[str, str], None]
_TEMPLATES = Path(__file__).with_name("templates")

# Attributes of pydantic.BaseModel and tau2's ToolKitBase that a table or tool name must not shadow.
_BASEMODEL_ATTRIBUTES = {
    "construct",
    "copy",
    "dict",
    "json",
    "parse_file",
    "parse_obj",
    "parse_raw",
    "schema",
    "schema_json",
    "update_forward_refs",
    "validate",
    "from_orm",
    "load",
    "dump",
    "get_hash",
    "get_json_schema",
    "get_statistics",
}
_TOOLKIT_ATTRIBUTES = {
    "db",
    "tools",
    "use_tool",
    "get_tools",
    "has_tool",
    "is_discoverable",
    "get_discoverable_tools",
    "has_discoverable_tool",
    "tool_type",
    "tool_mutates_state",
    "get_statistics",
    "update_db",
    "get_db_hash",
}
_PYTHON_TYPES = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "array": "list",
    "object": "dict",
}
# Gold actions are reference chains, recorded at the reference seed: the toolkit's context starts there.
CONTEXT_SEED = REFERENCE_SEED


def domain_name(slug: str) -> str:
    """A tau2 domain is a Python package: the slug with ``-`` as ``_``, never starting with a digit."""
    name = slug.replace("-", "_")
    return name if name[0].isalpha() else f"env_{name}"


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in re.split(r"[_\-]+", name) if part) or "Env"


def table_attribute(table: str) -> str:
    clash = table in _BASEMODEL_ATTRIBUTES or table.startswith("model_")
    return f"{table}_table" if clash else table


def tool_attribute(tool: str) -> str:
    return f"{tool}_tool" if tool in _TOOLKIT_ATTRIBUTES else tool


def _doc(text: str) -> str:
    """Text that is safe inside a triple-quoted docstring."""
    return text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').strip()


def _one_line(text: str) -> str:
    return " ".join(_doc(text).split())


def _render(template: str, **values: str) -> str:
    return Template((_TEMPLATES / template).read_text(encoding="utf-8")).substitute(values)


def _python_type(value_schema: dict[str, Any]) -> str:
    """The annotation tau2 turns back into the parameter's JSON schema.

    Enums become ``Literal`` (as in tau2's own domains), so the agent sees the allowed values.
    """
    enum = value_schema.get("enum")
    if (
        isinstance(enum, list)
        and enum
        and all(isinstance(v, str | int) and not isinstance(v, bool) for v in enum)
    ):
        return f"_t.Literal[{', '.join(repr(v) for v in enum)}]"
    return _PYTHON_TYPES.get(str(value_schema.get("type")), "_t.Any")


def _method(tool: Tool) -> str:
    tool_type = "ToolType.READ" if tool.kind == ToolKind.READ else "ToolType.WRITE"
    parameters = ["self"]
    # Required parameters first: Python allows no required parameter after one with a default.
    for parameter in sorted(tool.parameters, key=lambda p: not p.required):
        python_type = _python_type(parameter.value_schema)
        if parameter.required:
            parameters.append(f"{parameter.name}: {python_type}")
        else:
            parameters.append(f"{parameter.name}: _t.Optional[{python_type}] = {parameter.default!r}")
    lines = [
        "",
        f"    @is_tool({tool_type})",
        f"    def {tool_attribute(tool.name)}({', '.join(parameters)}) -> dict:",
        f'        """{_doc(tool.description)}',
    ]
    if tool.parameters:
        lines += ["", "        Args:"]
        lines += [f"            {p.name}: {_one_line(p.description)}" for p in tool.parameters]
    lines += [
        "",
        "        Returns:",
        '            The result: {"success": true, "data" or "message": ...}.',
        '        """',
        f"        return self._call({tool_attribute(tool.name)!r}, "
        + "{"
        + ", ".join(f"{p.name!r}: {p.name}" for p in tool.parameters)
        + "})",
    ]
    return "\n".join(lines) + "\n"


def _communicate_info(scenario: ScenarioSpec) -> list[str]:
    """What the agent must tell the user: a policy task's reason (its first reason word)."""
    refusal = scenario.refusal
    return refusal.reason_words[:1] if refusal is not None and refusal.reason_words else []


def task_record(*, scenario: ScenarioSpec, spec: EnvironmentSpec) -> dict[str, Any]:
    """One tau2 ``Task`` (tau2.data_model.tasks) for a scenario; the reward basis is the DB hash."""
    domain = domain_name(spec.slug)
    tables = {t.name for t in spec.state_schema.tables}
    agent_data = {table_attribute(t): scenario.initial_state.get(t, []) for t in sorted(tables)}
    known = "\n".join(f"{key}: {value}" for key, value in sorted(scenario.user_facts.items()))
    return {
        "id": scenario.id,
        "description": {
            "purpose": f"envstudio scenario {scenario.id} of {spec.name}",
            "relevant_policies": None,
            "notes": scenario.difficulty or None,
        },
        "user_scenario": {
            "persona": scenario.persona or None,
            "instructions": {
                "domain": domain,
                "reason_for_call": scenario.task,
                "known_info": known or None,
                "unknown_info": None,
                "task_instructions": (
                    "Ask the agent to do what the reason for your call says. Give the known information "
                    "only when the agent asks for it. When the agent is done, end the conversation with "
                    "###STOP###."
                ),
            },
        },
        "ticket": scenario.task,
        "initial_state": {
            "initialization_data": {"agent_data": agent_data, "user_data": None},
            "initialization_actions": None,
            "message_history": None,
        },
        "evaluation_criteria": {
            "actions": [
                {
                    "action_id": f"{scenario.id}_{position}",
                    "requestor": "assistant",
                    "name": tool_attribute(call.name),
                    "arguments": call.arguments,
                    "info": None,
                    "compare_args": None,
                }
                for position, call in enumerate(scenario.reference_chain)
            ],
            "env_assertions": None,
            # A policy task is judged on what the agent says too: tau2's COMMUNICATE wants the reason (the
            # forbidding status) in a reply; the DB comparison catches the forbidden act.
            "communicate_info": _communicate_info(scenario),
            "nl_assertions": [check.description for check in scenario.checks],
            "reward_basis": ["DB", "COMMUNICATE"] if _communicate_info(scenario) else ["DB"],
        },
    }


def task_clocks(environment: ExportEnvironment) -> dict[str, str]:
    """Each scenario's clock start by the hash of the database its tau2 task starts from (every table of the
    schema, as the toolkit reads it), where it is not the default start."""
    tables = [t.name for t in environment.spec.state_schema.tables]
    default = ScenarioSpec.model_fields["clock_start"].default
    clocks: dict[str, str] = {}
    for scenario in (s.spec for s in environment.scenarios):
        if scenario.clock_start != default:
            state = {table: scenario.initial_state.get(table, []) for table in tables}
            clocks[_state_hash(state)] = scenario.clock_start
    return clocks


def _state_hash(state: dict[str, Any]) -> str:
    """The embedded ``envstudio_changes.state_hash``: SHA-256 of the canonical JSON."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def domain_files(environment: ExportEnvironment) -> dict[str, str]:
    """Every file of one domain, by path under ``tau2/``."""
    spec = environment.spec
    domain = domain_name(spec.slug)
    data = f"data/tau2/domains/{domain}"
    code = f"src/tau2/domains/{domain}"
    db_class = f"{_camel(domain)}DB"
    tools_class = f"{_camel(domain)}Tools"
    field_lines = [
        f"    {table_attribute(t.name)}: _t.List[_t.Dict[str, _t.Any]] = _pd.Field(\n"
        f"        default_factory=list, description={(t.description or f'Rows of {t.name}')!r}\n    )"
        for t in spec.state_schema.tables
    ]
    tasks = [task_record(scenario=s.spec, spec=spec) for s in environment.scenarios]
    return {
        f"{data}/tasks.json": json.dumps(tasks, indent=2, ensure_ascii=False) + "\n",
        f"{data}/split_tasks.json": json.dumps({"base": [t["id"] for t in tasks]}, indent=2) + "\n",
        f"{data}/policy.md": policy_markdown(spec),
        f"{data}/db.json": json.dumps(
            {table_attribute(t.name): [] for t in spec.state_schema.tables}, indent=2
        )
        + "\n",
        f"{code}/__init__.py": "",
        f"{code}/utils.py": _render("tau2_utils.py.tmpl", domain=domain),
        f"{code}/data_model.py": _render(
            "tau2_data_model.py.tmpl",
            domain=domain,
            db_class=db_class,
            db_doc=_one_line(f"Database of {spec.name}."),
            fields="\n".join(field_lines) if field_lines else "    pass",
        ),
        f"{code}/tools.py": _render(
            "tau2_tools.py.tmpl",
            domain=domain,
            db_class=db_class,
            env_class=spec.class_name,
            tools_class=tools_class,
            tools_doc=_one_line(f"Tools of {spec.name}: {spec.description}"),
            tables=repr({table_attribute(t.name): t.name for t in spec.state_schema.tables}),
            tool_names=repr({tool_attribute(t.name): t.name for t in spec.tools}),
            optional=repr(
                {tool_attribute(t.name): [p.name for p in t.parameters if not p.required] for t in spec.tools}
            ),
            write_tools=repr(sorted(tool_attribute(t.name) for t in spec.tools if t.kind != ToolKind.READ)),
            seed=repr(CONTEXT_SEED),
            primary_keys=repr(spec.state_schema.primary_keys()),
            clocks=repr(task_clocks(environment)),
            methods="".join(_method(tool) for tool in spec.tools),
        ),
        f"{code}/environment.py": _render(
            "tau2_environment.py.tmpl", domain=domain, db_class=db_class, tools_class=tools_class
        ),
        f"{code}/envstudio_env.py": spec.code if spec.code.endswith("\n") else spec.code + "\n",
        f"{code}/envstudio_changes.py": module_source("synthesis.sandbox.changes"),
    }


def write_domain(write_text: TextWriter, environment: ExportEnvironment) -> None:
    for path, text in domain_files(environment).items():
        write_text(f"tau2/{path}", text)


def write_readme(write_text: TextWriter, domains: Iterable[str]) -> None:
    write_text("tau2/README.md", _render("tau2_README.md.tmpl", domains=", ".join(domains) or "(none)"))
