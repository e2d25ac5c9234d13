"""Environments from a domain name, top-down (the ScaleEnv way).

1. the LLM designs atomic tools with descriptions, parameters, pre- and postconditions;
2. a database step derives tables, keys and integrity constraints from the tools, with the explicit
   tool-to-table read/write map;
3. the code, one method per tool (``synthesis.seeds.llm_code``).
Verification, repair and the dependency graph come after, in ``synthesis.verify`` and ``synthesis.graph``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from synthesis.ir import EnvironmentSpec, Provenance
from synthesis.llm import LLMGateway, load_prompt
from synthesis.seeds.drafts import (
    DesignError,
    SchemaDraft,
    ToolSetDraft,
    class_name_for,
    schema_from_drafts,
    slugify,
    tools_from_drafts,
)
from synthesis.seeds.llm_code import write_code
from synthesis.seeds.rule_constraints import with_rule_constraints

GENERATOR = "envstudio.domain/1"


@dataclass
class DesignSettings:
    min_tools: int = 8
    max_tools: int = 18


@dataclass
class DesignRecord:
    """What a design cost and which prompts made it (goes into the spec's provenance)."""

    prompt_versions: dict[str, str] = field(default_factory=dict)
    models: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)

    def add(self, *, prompt: str, version: str, model: str) -> None:
        self.prompt_versions[prompt] = version
        self.models.add(model)


def design_tools(
    *, domain: str, gateway: LLMGateway, settings: DesignSettings, record: DesignRecord
) -> ToolSetDraft:
    result = gateway.structured(
        prompt="domain_tools",
        variables={"domain": domain, "min_tools": settings.min_tools, "max_tools": settings.max_tools},
        output=ToolSetDraft,
        stage="design_tools",
    )
    record.add(prompt=result.prompt, version=result.prompt_version, model=result.model)
    if not result.value.tools:
        raise DesignError(f"the tool design for {domain!r} has no tools")
    if not any(t.kind == "write" for t in result.value.tools) or not any(
        t.kind == "read" for t in result.value.tools
    ):
        raise DesignError(f"the tool design for {domain!r} needs both read and write tools")
    return result.value


def design_schema(
    *, domain: str, tools: ToolSetDraft, gateway: LLMGateway, record: DesignRecord
) -> SchemaDraft:
    result = gateway.structured(
        prompt="domain_schema",
        variables={"domain": domain, "tools": [t.model_dump() for t in tools.tools], "rules": tools.rules},
        output=SchemaDraft,
        stage="design_schema",
    )
    record.add(prompt=result.prompt, version=result.prompt_version, model=result.model)
    return result.value


def spec_from_design(
    *,
    slug: str,
    source: str,
    seed_name: str,
    tools: ToolSetDraft,
    schema: SchemaDraft,
    record: DesignRecord,
    seed_tasks: list[str] | None = None,
) -> EnvironmentSpec:
    state_schema = schema_from_drafts(schema.tables)
    tables = {t.name for t in state_schema.tables}
    tables_by_tool: dict[str, tuple[list[str], list[str]]] = {}
    for entry in schema.tool_tables:
        unknown = sorted((set(entry.reads) | set(entry.writes)) - tables)
        if unknown:
            raise DesignError(f"tool {entry.tool!r} is mapped to unknown table(s) {', '.join(unknown)}")
        tables_by_tool[entry.tool] = (entry.reads, entry.writes)
    missing = [t.name for t in tools.tools if t.name not in tables_by_tool]
    if missing:
        raise DesignError(f"the database design maps no tables for tool(s) {', '.join(missing)}")
    return EnvironmentSpec(
        slug=slug,
        name=tools.environment_name,
        description=tools.description,
        rules=tools.rules,
        state_schema=state_schema,
        tools=tools_from_drafts(tools.tools, tables_by_tool=tables_by_tool),
        class_name=class_name_for(tools.environment_name),
        provenance=Provenance(
            source=source,  # type: ignore[arg-type]
            seed_name=seed_name,
            seed_tasks=seed_tasks or [],
            generator=GENERATOR,
        ),
    )


def add_code(*, spec: EnvironmentSpec, gateway: LLMGateway, record: DesignRecord) -> EnvironmentSpec:
    # Constraints the rules state in words join the schema first: the code is written against the schema
    # every state will keep.
    spec, constraint_notes = with_rule_constraints(spec)
    record.notes.extend(constraint_notes)
    code, notes = write_code(spec=spec, gateway=gateway)
    record.notes.extend(notes)
    record.prompt_versions["env_method"] = load_prompt("env_method").version
    provenance = spec.provenance.model_copy(
        update={
            "prompt_versions": {**spec.provenance.prompt_versions, **record.prompt_versions},
            "models": sorted(set(spec.provenance.models) | record.models),
            "notes": [*spec.provenance.notes, *record.notes],
        }
    )
    return spec.model_copy(update={"code": code, "provenance": provenance})


def design_from_domain(
    *, domain: str, gateway: LLMGateway, settings: DesignSettings | None = None, slug: str | None = None
) -> EnvironmentSpec:
    """The whole top-down design for one domain name, code included, not yet verified."""
    settings = settings or DesignSettings()
    record = DesignRecord()
    tools = design_tools(domain=domain, gateway=gateway, settings=settings, record=record)
    schema = design_schema(domain=domain, tools=tools, gateway=gateway, record=record)
    spec = spec_from_design(
        # The name the design gave the environment (a real model called a job-search domain
        # "job_search_hiring"), not the seed text's first words; the store makes it unique in the workspace.
        slug=slug or slugify(tools.environment_name or domain),
        source="domain",
        seed_name=domain,
        tools=tools,
        schema=schema,
        record=record,
    )
    return add_code(spec=spec, gateway=gateway, record=record)
