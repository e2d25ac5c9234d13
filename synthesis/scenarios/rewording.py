"""Natural task wording by the LLM over a template-made scenario (spec seeds with an endpoint).

Optional and recorded in the scenario's provenance. A rewording that drops any value the task states (ids,
names, amounts) is discarded: the deterministic task stays, so rewording can never make a proven scenario
unsolvable.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from synthesis.ir import EnvironmentSpec, Provenance, ScenarioSpec
from synthesis.llm import LLMGateway
from synthesis.scenarios.coherence import task_values

_QUOTED = re.compile(r'"([^"]+)"|\b(\d+(?:\.\d+)?)\b')


class TaskRewording(BaseModel):
    task: str


def stated_values(task: str) -> set[str]:
    """Quoted strings and numbers: what the task tells the agent that tools cannot discover."""
    return {quoted or number for quoted, number in _QUOTED.findall(task)}


def reword_task(*, scenario: ScenarioSpec, spec: EnvironmentSpec, gateway: LLMGateway) -> ScenarioSpec:
    answer = gateway.structured(
        prompt="enrich_task",
        variables={
            "environment": f"{spec.name}: {spec.description}",
            "task": scenario.task,
            "persona": scenario.persona,
        },
        output=TaskRewording,
        stage="enrichment",
    )
    reworded = answer.value.task.strip()
    # Mechanically: every value the chain needs that the template states is still there, word for word.
    needed = stated_values(scenario.task) | set(task_values(scenario))
    missing = sorted(v for v in needed if v.lower() not in reworded.lower())
    base = scenario.provenance or Provenance(source="user")
    if not reworded or missing:
        note = f"LLM rewording discarded: it dropped {', '.join(missing[:5]) or 'the task'}"
        return scenario.model_copy(
            update={"provenance": base.model_copy(update={"notes": [*base.notes, note]})}
        )
    provenance = base.model_copy(
        update={
            "prompt_versions": {**base.prompt_versions, answer.prompt: answer.prompt_version},
            "models": sorted({*base.models, answer.model}),
            "notes": [
                *base.notes,
                "task reworded by the LLM from the template text",
                f"template: {scenario.task}",
            ],
        }
    )
    return scenario.model_copy(update={"task": reworded, "provenance": provenance})
