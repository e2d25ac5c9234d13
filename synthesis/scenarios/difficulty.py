"""Difficulty before any rollout, from what the task asks: calls, look-ups and distractors.

After rollouts, pass@k replaces it (``synthesis.rollouts``). Points: one per call, one more per look-up (a
read the agent must make to find a value), two per distractor (another row close enough to the row the task
acts on to be confused with it: it shares a name-like value with it, a free string that is not a key, not
unique and not an enum, such as a name or a title).
"""

from __future__ import annotations

from typing import Any

from synthesis.ir import EnvironmentSpec, ScenarioSpec, ToolKind
from synthesis.scenarios.proof_reward import target_rows

EASY_UP_TO = 4
MEDIUM_UP_TO = 8


def difficulty_factors(*, scenario: ScenarioSpec, spec: EnvironmentSpec) -> dict[str, Any]:
    tools = {t.name: t for t in spec.tools}
    calls = len(scenario.reference_chain)
    lookups = sum(
        1 for c in scenario.reference_chain if c.name in tools and tools[c.name].kind == ToolKind.READ
    )
    distractors = 0
    for table, row in target_rows(spec=spec, scenario=scenario):
        names = [
            f.name
            for f in table.fields
            if f.name != table.primary_key
            and not f.unique
            and not f.enum_values
            and f.foreign_key is None
            and isinstance(row.get(f.name), str)
            and row.get(f.name)
        ]
        for other in scenario.initial_state.get(table.name, []):
            if other.get(table.primary_key) == row.get(table.primary_key):
                continue
            if any(other.get(n) == row.get(n) for n in names):
                distractors += 1
    points = calls + lookups + 2 * distractors
    return {"calls": calls, "lookups": lookups, "distractors": distractors, "points": points}


def difficulty_before_rollouts(*, scenario: ScenarioSpec, spec: EnvironmentSpec) -> str:
    points = int(difficulty_factors(scenario=scenario, spec=spec)["points"])
    return "easy" if points <= EASY_UP_TO else "medium" if points <= MEDIUM_UP_TO else "hard"
