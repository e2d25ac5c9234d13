"""A postcondition whose invariant part the test state already breaks is not the tool's to meet (a car
rental design's totals, "total grew by the line total and total == base + extras": its test state's totals
were not the sum of their parts, and correct code went to repair, in a real model's run through the relay)."""

from __future__ import annotations

from collections.abc import Callable

from synthesis.ir import EnvironmentSpec
from synthesis.sandbox import SandboxSession
from synthesis.verify import VerifySettings, verify_environment

CODE = """
class RentalsEnv:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def add_extra(self, reservation_id, price):
        for row in self.state["reservations"]:
            if row["reservation_id"] == reservation_id:
                row["extras"] = round(row["extras"] + price, 2)
                row["total"] = round(row["total"] + price, 2)
                return {"success": True, "data": dict(row)}
        return {"success": False, "error": f"reservation {reservation_id} not found"}
"""
BROKEN = CODE.replace('row["total"] = round(row["total"] + price, 2)', 'row["total"] = row["total"]')

GREW = "new_one('reservations', reservation_id=args['reservation_id'])['total'] == round(one('reservations', reservation_id=args['reservation_id'])['total'] + args['price'], 2)"  # noqa: E501
SUMS = "abs(new_one('reservations', reservation_id=args['reservation_id'])['total'] - new_one('reservations', reservation_id=args['reservation_id'])['base'] - new_one('reservations', reservation_id=args['reservation_id'])['extras']) < 0.005"  # noqa: E501


def _spec(code: str) -> EnvironmentSpec:
    return EnvironmentSpec.model_validate(
        {
            "slug": "rentals",
            "name": "rentals",
            "description": "",
            "class_name": "RentalsEnv",
            "code": code,
            "provenance": {"source": "domain"},
            "state_schema": {
                "tables": [
                    {
                        "name": "reservations",
                        "primary_key": "reservation_id",
                        "fields": [
                            {"name": "reservation_id", "unique": True},
                            {"name": "base", "type": "number"},
                            {"name": "extras", "type": "number"},
                            {"name": "total", "type": "number"},
                        ],
                    }
                ]
            },
            "tools": [
                {
                    "name": "add_extra",
                    "description": "Add an extra to a reservation.",
                    "kind": "write",
                    "parameters": [
                        {"name": "reservation_id", "description": "the reservation"},
                        {
                            "name": "price",
                            "description": "the extra's price",
                            "value_schema": {"type": "number"},
                        },
                    ],
                    "preconditions": [
                        {
                            "text": "The reservation exists.",
                            "expr": "exists('reservations', reservation_id=args['reservation_id'])",
                        }
                    ],
                    "postconditions": [
                        {
                            "text": "The total grew by the price and is the sum of its parts.",
                            "expr": f"{GREW} and {SUMS}",
                        }
                    ],
                    "reads": ["reservations"],
                    "writes": ["reservations"],
                }
            ],
        }
    )


# Totals that are not the sum of their parts, as generated states hold them.
STATE = {
    "reservations": [
        {"reservation_id": "RES-1", "base": 50.0, "extras": 10.0, "total": 99.0},
        {"reservation_id": "RES-2", "base": 20.0, "extras": 0.0, "total": 35.5},
    ]
}
SETTINGS = VerifySettings(explore=False, max_repair_rounds=0)


def test_an_invariant_the_test_state_breaks_before_the_call_fails_no_correct_tool(
    sandbox_factory: Callable[[], SandboxSession],
) -> None:
    report = verify_environment(
        spec=_spec(CODE), sandbox_factory=sandbox_factory, gateway=None, settings=SETTINGS, test_state=STATE
    )
    case = next(i for i in report.results if i.name == "add_extra:positive:required")
    assert case.passed, case.detail
    [broken] = case.evidence["invariants_broken_before"]
    assert broken["broken"] and "abs(" in broken["broken"][0]
    assert report.admitted, report.reasons


def test_the_part_about_the_call_still_judges_the_tool(sandbox_factory: Callable[[], SandboxSession]) -> None:
    report = verify_environment(
        spec=_spec(BROKEN), sandbox_factory=sandbox_factory, gateway=None, settings=SETTINGS, test_state=STATE
    )
    case = next(i for i in report.results if i.name == "add_extra:positive:required")
    assert not case.passed
    assert "postcondition not met" in case.detail
