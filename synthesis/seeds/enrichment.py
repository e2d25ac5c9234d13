"""LLM enrichment of a deterministic spec design: business rules in words.

An optional layer on top of a result that is complete without it, recorded in the environment's provenance.
(Task rewording, the other enrichment, is about scenarios and lives in ``synthesis.scenarios.rewording``.)
"""

from __future__ import annotations

from pydantic import BaseModel

from synthesis.ir import EnvironmentSpec
from synthesis.llm import LLMGateway


class RulesDraft(BaseModel):
    rules: list[str]


def enrich_rules(*, spec: EnvironmentSpec, gateway: LLMGateway) -> EnvironmentSpec:
    answer = gateway.structured(
        prompt="enrich_rules",
        variables={
            "environment": f"{spec.name}: {spec.description}",
            "rules": spec.rules,
            "tables": [t.model_dump(mode="json", exclude_defaults=True) for t in spec.state_schema.tables],
            "tools": [{"name": t.name, "description": t.description} for t in spec.tools],
        },
        output=RulesDraft,
        stage="enrichment",
    )
    added = [rule.strip() for rule in answer.value.rules if rule.strip() and rule.strip() not in spec.rules]
    provenance = spec.provenance.model_copy(
        update={
            "prompt_versions": {**spec.provenance.prompt_versions, answer.prompt: answer.prompt_version},
            "models": sorted({*spec.provenance.models, answer.model}),
            "notes": [*spec.provenance.notes, f"{len(added)} business rule(s) added by the LLM"],
        }
    )
    return spec.model_copy(update={"rules": [*spec.rules, *added], "provenance": provenance})
