"""A scripted task corpus: near-duplicate pharmacy tasks, a support-desk task, tasks needing no environment.

Mining must keep two topics (pharmacy with both of its seed tasks, support desk) and drop the rest.
"""

from __future__ import annotations

from typing import Any

from tests.design import pharmacy, tickets

TASKS = [
    "Please refill my blood pressure prescription",
    "What's 2 + 2?",
    "I need a refill of my metformin prescription",
    "My laptop won't boot, open a ticket and give it to an available agent",
    "Write a poem about autumn",
]


def _verdict(index: int, summary: str, *, stateful: bool = True, useful: int = 8) -> dict[str, Any]:
    return {
        "index": index,
        "needs_stateful_environment": stateful,
        "has_reads_and_writes": stateful,
        "environment_summary": summary,
        "environment_introduction": f"{summary}: records that users look up and change.",
        "usefulness": useful,
        "modelability": 8,
    }


TRIAGE = {
    "verdicts": [
        _verdict(0, "pharmacy prescription refill system", useful=9),
        _verdict(1, "calculator", stateful=False),
        _verdict(2, "pharmacy prescription refills system"),
        _verdict(3, "IT support ticket desk"),
        _verdict(4, "poetry", stateful=False),
    ]
}


def _operations(design: Any) -> list[dict[str, Any]]:
    tables = {entry["tool"]: entry for entry in design.SCHEMA["tool_tables"]}
    return [
        {**tool, "reads": tables[tool["name"]]["reads"], "writes": tables[tool["name"]]["writes"]}
        for tool in design.TOOLS["tools"]
    ]


def _logic_rules(marker: str, design: Any) -> list[dict[str, Any]]:
    state = {
        "environment_name": design.TOOLS["environment_name"],
        "description": design.TOOLS["description"],
        "rules": design.TOOLS["rules"],
        "tables": design.SCHEMA["tables"],
    }
    return [
        {
            "name": f"state-{marker}",
            "match": {"prompt": "corpus_state_space", "contains": marker},
            "reply": {"json": state},
        },
        {
            "name": f"operations-{marker}",
            "match": {"prompt": "corpus_operations", "contains": marker},
            "reply": {"json": {"operations": _operations(design)}},
        },
    ]


def script() -> dict[str, Any]:
    method_rules = [rule for rule in tickets.script()["rules"] if rule["name"].startswith("method-")]
    return {
        "rules": [
            {"name": "triage", "match": {"prompt": "corpus_triage"}, "reply": {"json": TRIAGE}},
            *_logic_rules("pharmacy", pharmacy),
            *_logic_rules("support ticket", tickets),
            *method_rules,
            *pharmacy.script()["rules"],
        ]
    }
