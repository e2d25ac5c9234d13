"""Trainer adapters written into every bundle: OpenEnv, Prime Intellect's ``verifiers`` and TRL.

Each adapter is a thin layer over the bundle's own stdlib loader (``envstudio_bundle.py``): episodes run on
the embedded envstudio runtime and rewards come from the embedded reward module, so a trainer scores exactly
what envstudio scores. The generated files come from the templates in ``templates/adapters/``; this module
only fills in names, typed tool signatures and docstrings (every string from the IR is escaped).

Layout, per environment ``<domain>`` (the tau2 domain name, a Python identifier):

- ``openenv/<domain>/``: ``openenv.yaml``, ``models.py`` (Action, Observation, State), ``server/app.py``,
  ``server/environment.py``, ``README.md``;
- ``verifiers/<domain>.py``: ``load_environment(scenario_ids=None, ...)`` returning a ``vf.StatefulToolEnv``;
- ``trl/<domain>.py``: ``environment_factory`` for ``GRPOTrainer`` and ``reward_func``;
- ``openenv/README.md``, ``verifiers/README.md``, ``trl/README.md``: the lines a trainer needs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from string import Template
from typing import Any

from review.exports.records import ExportEnvironment
from synthesis.api import EnvironmentSpec, Tool

TextWriter = Callable[[str, str], None]
_TEMPLATES = Path(__file__).with_name("templates") / "adapters"

# Names the adapters use themselves, or that a library treats specially: TRL calls reset on the class and
# would take a method named get_reward as a second reward (so no tool may be called that); the verifiers
# module defines the rest at module level, next to its tool functions.
_RESERVED = frozenset(
    {
        "reset",
        "get_reward",
        "step",
        "state",
        "close",
        "load_environment",
        "dataset",
        "dataset_rows",
        "scenario_ids",
        "envstudio_reward",
        "environment_factory",
        "reward_func",
        "vf",
        "Dataset",
        "EnvstudioToolEnv",
        "TOOLS",
        "BUNDLE",
        "ENVIRONMENT",
        "EPISODE_KEY",
    }
)
_PYTHON_TYPES = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "array": "list",
    "object": "dict",
}


def tool_method_name(tool: str) -> str:
    """The method or function name a tool gets in the TRL and verifiers adapters."""
    return f"{tool}_tool" if tool in _RESERVED else tool


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in re.split(r"[_\-]+", name) if part) or "Env"


def _doc(text: str) -> str:
    """Text that is safe inside a triple-quoted docstring, on one line."""
    return " ".join(text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').split())


def _annotation(value_schema: dict[str, Any]) -> str:
    """A type hint that ``transformers.utils.get_json_schema`` and ``verifiers`` turn back into the schema."""
    enum = value_schema.get("enum")
    if isinstance(enum, list) and enum and all(isinstance(v, str) for v in enum):
        return f"_t.Literal[{', '.join(repr(v) for v in enum)}]"
    return _PYTHON_TYPES.get(str(value_schema.get("type")), "str")


def _signature(tool: Tool) -> tuple[list[str], list[str]]:
    """Parameters (required first, optional ones defaulting to None) and the docstring's Args lines."""
    parameters: list[str] = []
    for parameter in sorted(tool.parameters, key=lambda p: not p.required):
        hint = _annotation(parameter.value_schema)
        if parameter.required:
            parameters.append(f"{parameter.name}: {hint}")
        else:
            parameters.append(f"{parameter.name}: _t.Optional[{hint}] = None")
    args = [f"{p.name}: {_doc(p.description) or p.name}" for p in tool.parameters]
    return parameters, args


def _tool_code(tool: Tool, *, indent: str, first: list[str], trailing: list[str], call: str) -> str:
    """One tool as a typed function whose docstring has Google-style Args (what TRL and verifiers read),
    from ``templates/adapters/tool_function.py.tmpl``; ``indent`` makes it a method."""
    parameters, args = _signature(tool)
    args_section = "\n    Args:\n" + "".join(f"        {line}\n" for line in args) if args else ""
    text = _render(
        "tool_function.py.tmpl",
        name=tool_method_name(tool.name),
        signature=", ".join([*first, *parameters, *trailing]),
        description=_doc(tool.description) or tool.name,
        args_section=args_section,
        call=call,
        tool_name=repr(tool.name),
        arguments="{" + ", ".join(f"{p.name!r}: {p.name}" for p in tool.parameters) + "}",
    )
    return "".join(f"{indent}{line}" if line.strip() else line for line in text.splitlines(keepends=True))


def _render(template: str, **values: str) -> str:
    return Template((_TEMPLATES / template).read_text(encoding="utf-8")).substitute(values)


def _common(spec: EnvironmentSpec, domain: str) -> dict[str, str]:
    return {
        "domain": domain,
        "slug": spec.slug,
        "env_name": _doc(spec.name),
        "env_doc": _doc(f"{spec.name}: {spec.description}"),
        "camel": _camel(domain),
        "env_doc_literal": repr(_doc(f"{spec.name}: {spec.description}")),
    }


def openenv_files(environment: ExportEnvironment, domain: str) -> dict[str, str]:
    spec = environment.spec
    values = _common(spec, domain)
    names = [t.name for t in spec.tools]
    return {
        "openenv.yaml": _render("openenv.yaml.tmpl", **values),
        # A JSON string is a valid TOML basic string (the same escapes; raw non-ASCII, DEL escaped as TOML
        # wants), so the description cannot break out.
        "pyproject.toml": _render(
            "openenv_pyproject.toml.tmpl",
            description_toml=json.dumps(values["env_doc"], ensure_ascii=False).replace("\x7f", "\\u007f"),
            **values,
        ),
        "__init__.py": "",
        "models.py": _render(
            "openenv_models.py.tmpl",
            tool_tuple=repr(tuple(names)),
            tool_literal=", ".join(repr(name) for name in [*names, "submit"]),
            **values,
        ),
        "server/__init__.py": "",
        "server/environment.py": _render("openenv_environment.py.tmpl", **values),
        "server/app.py": _render("openenv_app.py.tmpl", **values),
        "README.md": _render("openenv_env_README.md.tmpl", **values),
    }


def verifiers_module(environment: ExportEnvironment, domain: str) -> str:
    spec = environment.spec
    tools = "\n\n".join(
        _tool_code(tool, indent="", first=[], trailing=["*", "episode: _t.Any"], call="_call(episode)")
        for tool in spec.tools
    )
    names = ", ".join(tool_method_name(t.name) for t in spec.tools)
    return _render("verifiers_env.py.tmpl", tools=tools, tool_functions=f"[{names}]", **_common(spec, domain))


def trl_module(environment: ExportEnvironment, domain: str) -> str:
    spec = environment.spec
    methods = "\n".join(
        _tool_code(tool, indent="    ", first=["self"], trailing=[], call="self._call") for tool in spec.tools
    )
    return _render("trl_env.py.tmpl", methods=methods, **_common(spec, domain))


def write_environment(write_text: TextWriter, environment: ExportEnvironment, domain: str) -> None:
    for path, text in openenv_files(environment, domain).items():
        write_text(f"openenv/{domain}/{path}", text)
    write_text(f"verifiers/{domain}.py", verifiers_module(environment, domain))
    write_text(f"trl/{domain}.py", trl_module(environment, domain))


def write_readmes(write_text: TextWriter, domains: Iterable[str]) -> None:
    names = list(domains)
    listed = ", ".join(names) or "(none)"
    example = names[0] if names else "<domain>"
    for kind in ("openenv", "verifiers", "trl"):
        write_text(f"{kind}/README.md", _render(f"{kind}_README.md.tmpl", domains=listed, example=example))
