"""Scripted LLM answers for scenario synthesis in the pharmacy environment: one good scenario and one bad
variant per thing the proof (or the builder) must catch."""

from __future__ import annotations

import copy
from typing import Any

PATIENTS = [
    {"patient_id": "p1", "name": "Ada Byron", "email": "ada@example.org", "date_of_birth": "1980-02-01"},
    {"patient_id": "p2", "name": "Alan Kay", "email": "alan@example.org", "date_of_birth": "1975-06-11"},
]
PRESCRIPTIONS = [
    {
        "prescription_id": "rx1",
        "patient_id": "p1",
        "drug": "atorvastatin",
        "refills_remaining": 2,
        "status": "active",
    },
    {
        "prescription_id": "rx2",
        "patient_id": "p2",
        "drug": "metformin",
        "refills_remaining": 0,
        "status": "expired",
    },
]
PENDING_RX1 = {
    "request_id": "rr_old",
    "prescription_id": "rx1",
    "status": "pending",
    "note": "",
    "requested_at": "2025-01-10T09:00:00+00:00",
}

GOOD_CHECK = (
    "def check(final_state, initial_state):\n"
    "    before = {r['request_id'] for r in initial_state['refill_requests']}\n"
    "    new = [r for r in final_state['refill_requests'] if r['request_id'] not in before]\n"
    "    return any(r['prescription_id'] == 'rx1' and r['status'] == 'pending' for r in new)\n"
)
# Passes on the initial state when it already holds a pending request: the task would already be done.
EXISTS_CHECK = (
    "def check(final_state, initial_state):\n"
    "    return any(r['prescription_id'] == 'rx1' and r['status'] == 'pending'\n"
    "               for r in final_state['refill_requests'])\n"
)
IGNORES_STATE = "def check(final_state, initial_state):\n    return True\n"


def _state(
    *, requests: list[dict[str, Any]] | None = None, prescriptions: list[dict[str, Any]] | None = None
):
    return {
        "tables": {
            "patients": copy.deepcopy(PATIENTS),
            "prescriptions": copy.deepcopy(prescriptions or PRESCRIPTIONS),
            "refill_requests": copy.deepcopy(requests or []),
        }
    }


def _task(calls: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "task": "Hi, I'm Ada Byron. Please put in a refill request for my atorvastatin prescription rx1.",
        "persona": "Ada Byron, a patient who keeps it short.",
        "user_facts": {"prescription_id": "rx1"},
        "reference_chain": calls,
    }


def _checks(source: str) -> dict[str, Any]:
    return {
        "checks": [
            {
                "id": "c1",
                "description": "Has a new pending refill request for rx1",
                "source": source,
                "weight": 1.0,
                "about": [{"table": "refill_requests", "key": None, "field": None}],
            }
        ]
    }


REQUEST_RX1 = [{"name": "request_refill", "arguments": {"prescription_id": "rx1"}}]

VARIANTS: dict[str, dict[str, Any]] = {
    "good": {"state": _state(), "task": _task(REQUEST_RX1), "checks": _checks(GOOD_CHECK)},
    "ignores_state": {"state": _state(), "task": _task(REQUEST_RX1), "checks": _checks(IGNORES_STATE)},
    "already_done": {
        "state": _state(requests=[PENDING_RX1]),
        "task": _task(REQUEST_RX1),
        "checks": _checks(EXISTS_CHECK),
    },
    "chain_errors": {
        "state": _state(),
        "task": _task([{"name": "approve_refill", "arguments": {"request_id": "no-such-request"}}]),
        "checks": _checks(GOOD_CHECK),
    },
    # A status the enum does not allow: a rule of the design only the model's repair can mend (a row with a
    # broken reference would simply be dropped, with its reason).
    "invalid_state": {
        "state": _state(prescriptions=[{**PRESCRIPTIONS[0], "status": "on hold"}]),
        "task": _task(REQUEST_RX1),
        "checks": _checks(GOOD_CHECK),
    },
}


def rules(variant: str) -> list[dict[str, Any]]:
    answers = VARIANTS[variant]
    return [
        {
            "name": "scenario-state",
            "match": {"prompt": "scenario_initial_state"},
            "reply": {"json": answers["state"]},
        },
        # The repair of an invalid state returns it unchanged: the builder must give up with evidence.
        {
            "name": "scenario-repair",
            "match": {"prompt": "scenario_state_repair"},
            "reply": {"json": answers["state"]},
        },
        {"name": "scenario-task", "match": {"prompt": "scenario_task"}, "reply": {"json": answers["task"]}},
        {
            "name": "scenario-checks",
            "match": {"prompt": "scenario_checks"},
            "reply": {"json": answers["checks"]},
        },
    ]
