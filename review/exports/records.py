"""What an export holds, and the per-file texts derived from the IR (policy, flat scenario records).

Everything here is pure: IR values in, JSON-ready values or text out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from synthesis.api import REFERENCE_SEED, EnvironmentSpec, ScenarioSpec, ToolKind

BUNDLE_FORMAT_VERSION = 1


class BundleError(ValueError):
    """A bundle that cannot be written or read as asked (bad input, a hash mismatch, a missing file)."""


@dataclass(frozen=True)
class ExportScenario:
    """One approved, proven scenario and who reviewed it."""

    spec: ScenarioSpec
    review_record: list[dict[str, Any]] = field(default_factory=list)
    # OpenAI chat fine-tuning records from this scenario's good rollouts (lines of ``sft.jsonl``).
    sft_records: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class ExportEnvironment:
    """One approved environment: its IR, its tool graph (node-link dict) and its scenarios."""

    spec: EnvironmentSpec
    graph: dict[str, Any] = field(default_factory=dict)
    scenarios: list[ExportScenario] = field(default_factory=list)
    review_record: list[dict[str, Any]] = field(default_factory=list)


def json_text(value: Any) -> str:
    """Canonical JSON text: sorted keys, no NaN, so that the same value always gives the same bytes."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def policy_markdown(spec: EnvironmentSpec) -> str:
    """The environment's policy in words: description, rules and tools (material for a system prompt)."""
    lines = [f"# {spec.name}", "", spec.description.strip(), ""]
    if spec.rules:
        lines += ["## Rules", ""]
        lines += [f"- {rule}" for rule in spec.rules]
        lines.append("")
    lines += ["## Tools", ""]
    for tool in spec.tools:
        kind = "reads data" if tool.kind == ToolKind.READ else "changes data"
        lines.append(f"### {tool.name} ({kind})")
        lines.append("")
        lines.append(tool.description.strip())
        if tool.parameters:
            lines.append("")
            for parameter in tool.parameters:
                optional = "" if parameter.required else " (optional)"
                lines.append(f"- `{parameter.name}`{optional}: {parameter.description}")
        if tool.preconditions:
            lines.append("")
            lines.append("Only when: " + "; ".join(c.text for c in tool.preconditions) + ".")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def scenario_record(scenario: ScenarioSpec) -> dict[str, Any]:
    """One flat line of ``scenarios.jsonl``, with the same types in every row (see docs/export.md).

    Values whose shape depends on the environment (states, arguments, proof evidence) are JSON *strings*, so
    that Arrow/``datasets`` infers one schema for all rows; everything else keeps its natural type.
    """
    return {
        "id": scenario.id,
        "environment": scenario.environment,
        "task": scenario.task,
        "persona": scenario.persona,
        "user_facts": json_text(scenario.user_facts),
        "initial_state": json_text(scenario.initial_state),
        "reference_chain": [
            {"name": call.name, "arguments": json_text(call.arguments)} for call in scenario.reference_chain
        ],
        "checks": [
            {
                "id": c.id,
                "description": c.description,
                "source": c.source,
                "weight": float(c.weight),
                "kind": c.kind,
            }
            for c in scenario.checks
        ],
        "target_state": json_text(scenario.target_state),
        "matching_policies": [
            {
                "table": p.table,
                "field": p.field,
                "policy": p.policy.value,
                "threshold": None if p.threshold is None else float(p.threshold),
                "tolerance": None if p.tolerance is None else float(p.tolerance),
            }
            for p in scenario.matching_policies
        ],
        "reward_settings": json_text(scenario.reward.model_dump(mode="json")),
        # What the reference agent tells the user (a policy task's refusal), and the refusal's rule.
        "reference_messages": list(scenario.reference_messages),
        "refusal": json_text(scenario.refusal.model_dump(mode="json") if scenario.refusal else None),
        "proof": json_text(scenario.proof.model_dump(mode="json") if scenario.proof else None),
        "proof_passed": bool(scenario.proof and scenario.proof.passed),
        "difficulty": scenario.difficulty,
        "seed": int(scenario.seed),
        # The environment seed the reference chain's generated ids belong to (docs/scenarios.md).
        "reference_seed": REFERENCE_SEED,
        # Where the episode's clock starts (ctx.now()): records without it start at the old fixed start.
        "clock_start": scenario.clock_start,
    }


class ProvenanceTally:
    """Collects the LLM models and prompt versions behind everything exported, one environment at a time."""

    def __init__(self) -> None:
        self.models: set[str] = set()
        self.prompt_versions: dict[str, set[str]] = {}

    def add(self, environment: ExportEnvironment) -> None:
        provenances = [environment.spec.provenance]
        provenances.extend(s.spec.provenance for s in environment.scenarios if s.spec.provenance)
        for provenance in provenances:
            self.models.update(provenance.models)
            for prompt, version in provenance.prompt_versions.items():
                self.prompt_versions.setdefault(prompt, set()).add(version)

    def summary(self) -> dict[str, Any]:
        return {
            "models": sorted(self.models),
            "prompt_versions": {name: sorted(v) for name, v in sorted(self.prompt_versions.items())},
        }
