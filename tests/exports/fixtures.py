"""Hand-made IR for export tests: a small shop environment with three proven scenarios."""

from __future__ import annotations

import copy
from typing import Any, Literal

from review.exports import ExportEnvironment, ExportScenario
from synthesis.ir import (
    Check,
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    MatchPolicy,
    MatchPolicyKind,
    Parameter,
    Proof,
    ProofStep,
    Provenance,
    ScenarioSpec,
    StateSchema,
    Table,
    Tool,
    ToolCall,
    ToolKind,
)
from synthesis.sandbox.runtime import EnvRuntime

SHOP_CODE = """
class Shop:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _order(self, order_id):
        for row in self.state["orders"]:
            if row["order_id"] == order_id:
                return row
        return None

    def get_order(self, order_id):
        row = self._order(order_id)
        if row is None:
            return {"success": False, "error": f"no order {order_id}"}
        return {"success": True, "data": dict(row)}

    def list_orders(self, customer_id, status=None):
        rows = [r for r in self.state["orders"] if r["customer_id"] == customer_id]
        if status is not None:
            rows = [r for r in rows if r["status"] == status]
        return {"success": True, "data": rows}

    def cancel_order(self, order_id):
        row = self._order(order_id)
        if row is None:
            return {"success": False, "error": f"no order {order_id}"}
        if row["status"] != "open":
            return {"success": False, "error": f"order {order_id} is {row['status']}"}
        row["status"] = "cancelled"
        return {"success": True, "message": f"order {order_id} cancelled"}

    def add_note(self, order_id, text):
        if self._order(order_id) is None:
            return {"success": False, "error": f"no order {order_id}"}
        note = {"note_id": self.ctx.new_id("note"), "order_id": order_id, "text": text,
                "created_at": self.ctx.now()}
        self.state["notes"].append(note)
        return {"success": True, "message": "note added", "data": {"note_id": note["note_id"]}}
"""


def shop_spec(slug: str = "shop") -> EnvironmentSpec:
    order_id = Parameter(name="order_id", description="The order's id, e.g. o1.")
    return EnvironmentSpec(
        slug=slug,
        name="Corner shop",
        description="Orders of a small shop; staff look them up, cancel them and leave notes.",
        rules=["Only open orders can be cancelled.", "Every cancellation gets a note saying why."],
        state_schema=StateSchema(
            tables=[
                Table(
                    name="customers",
                    primary_key="customer_id",
                    fields=[Field(name="customer_id"), Field(name="name")],
                ),
                Table(
                    name="orders",
                    primary_key="order_id",
                    fields=[
                        Field(name="order_id"),
                        Field(
                            name="customer_id", foreign_key=ForeignKey(table="customers", field="customer_id")
                        ),
                        Field(
                            name="status", type=FieldType.ENUM, enum_values=["open", "shipped", "cancelled"]
                        ),
                        Field(name="total", type=FieldType.NUMBER),
                    ],
                ),
                Table(
                    name="notes",
                    primary_key="note_id",
                    fields=[
                        Field(name="note_id", generated=True),
                        Field(name="order_id", foreign_key=ForeignKey(table="orders", field="order_id")),
                        Field(name="text", type=FieldType.TEXT),
                        Field(name="created_at", type=FieldType.DATETIME, generated=True),
                    ],
                ),
            ]
        ),
        tools=[
            Tool(
                name="get_order",
                description="Look up one order.",
                kind=ToolKind.READ,
                parameters=[order_id],
                reads=["orders"],
            ),
            Tool(
                name="list_orders",
                description="List a customer's orders, optionally with one status.",
                kind=ToolKind.READ,
                parameters=[
                    Parameter(name="customer_id", description="The customer's id."),
                    Parameter(
                        name="status",
                        description="Only orders with this status.",
                        required=False,
                        value_schema={"type": "string", "enum": ["open", "shipped", "cancelled"]},
                    ),
                ],
                reads=["orders"],
            ),
            Tool(
                name="cancel_order",
                description="Cancel an open order.",
                kind=ToolKind.WRITE,
                parameters=[order_id],
                reads=["orders"],
                writes=["orders"],
            ),
            Tool(
                name="add_note",
                description="Attach a note to an order.",
                kind=ToolKind.WRITE,
                parameters=[order_id, Parameter(name="text", description="The note's text.")],
                reads=["orders"],
                writes=["notes"],
            ),
        ],
        class_name="Shop",
        code=SHOP_CODE,
        provenance=Provenance(
            source="domain", seed_name="shop", models=["model-a"], prompt_versions={"tools": "3"}
        ),
    )


def initial_state() -> dict[str, list[dict[str, Any]]]:
    return {
        "customers": [{"customer_id": "c1", "name": "Ada"}, {"customer_id": "c2", "name": "Bo"}],
        "orders": [
            {"order_id": "o1", "customer_id": "c1", "status": "open", "total": 12.5},
            {"order_id": "o2", "customer_id": "c1", "status": "shipped", "total": 40.0},
            {"order_id": "o3", "customer_id": "c2", "status": "open", "total": 7.0},
        ],
        "notes": [],
    }


def _check(
    check_id: str,
    description: str,
    body: str,
    weight: float = 1.0,
    kind: Literal["goal", "preserve"] = "goal",
) -> Check:
    source = f"def check(final_state, initial_state):\n    {body}\n"
    return Check(id=check_id, description=description, source=source, weight=weight, kind=kind)


def _status(order_id: str, status: str) -> str:
    return (
        f"return any(o['order_id'] == {order_id!r} and o['status'] == {status!r} "
        "for o in final_state['orders'])"
    )


def _scenario(
    *, spec: EnvironmentSpec, scenario_id: str, task: str, chain: list[ToolCall], checks: list[Check]
) -> ScenarioSpec:
    runtime = EnvRuntime(
        code=spec.code,
        class_name=spec.class_name,
        tools=[t.name for t in spec.tools],
        primary_keys=spec.state_schema.primary_keys(),
        state=initial_state(),
    )
    for call in chain:
        outcome = runtime.call(call.name, call.arguments)
        assert outcome["result"]["success"], outcome
    return ScenarioSpec(
        id=scenario_id,
        environment=spec.slug,
        task=task,
        persona="A tired shop owner.",
        user_facts={"customer": "c1"},
        initial_state=initial_state(),
        reference_chain=chain,
        checks=checks,
        target_state=copy.deepcopy(runtime.state),
        matching_policies=[
            MatchPolicy(table="notes", field="note_id", policy=MatchPolicyKind.IGNORE),
            MatchPolicy(table="notes", field="created_at", policy=MatchPolicyKind.EXISTS),
            MatchPolicy(table="notes", field="text", policy=MatchPolicyKind.FUZZY, threshold=0.6),
        ],
        proof=Proof(
            passed=True,
            steps=[ProofStep(name="reference_chain", passed=True, evidence={"calls": 2})],
            final_state_hash=runtime.hash(),
        ),
        provenance=Provenance(source="domain", models=["model-b"], prompt_versions={"tasks": "2"}),
        difficulty="easy",
    )


def shop_scenarios(spec: EnvironmentSpec) -> list[ScenarioSpec]:
    prefix = spec.slug
    return [
        _scenario(
            spec=spec,
            scenario_id=f"{prefix}-cancel-o1",
            task="Cancel Ada's open order and note that she changed her mind.",
            chain=[
                ToolCall(name="list_orders", arguments={"customer_id": "c1", "status": "open"}),
                ToolCall(name="cancel_order", arguments={"order_id": "o1"}),
                ToolCall(name="add_note", arguments={"order_id": "o1", "text": "customer changed her mind"}),
            ],
            checks=[
                _check("cancelled", "Has cancelled o1", _status("o1", "cancelled"), weight=2.0),
                _check(
                    "noted",
                    "Has a note on o1",
                    "return any(n['order_id'] == 'o1' for n in final_state['notes'])",
                ),
                _check("others_kept", "Has left o3 open", _status("o3", "open"), kind="preserve"),
            ],
        ),
        _scenario(
            spec=spec,
            scenario_id=f"{prefix}-cancel-o3",
            task="Bo wants order o3 cancelled.",
            chain=[ToolCall(name="cancel_order", arguments={"order_id": "o3"})],
            checks=[_check("cancelled", "Has cancelled o3", _status("o3", "cancelled"))],
        ),
        _scenario(
            spec=spec,
            scenario_id=f"{prefix}-note-o2",
            task="Note on the shipped order o2 that the parcel was late.",
            chain=[
                ToolCall(name="get_order", arguments={"order_id": "o2"}),
                ToolCall(name="add_note", arguments={"order_id": "o2", "text": "parcel was late"}),
            ],
            checks=[
                _check(
                    "noted",
                    "Has a note on o2",
                    "return any(n['order_id'] == 'o2' and 'late' in n['text'] for n in final_state['notes'])",
                ),
                _check("unchanged", "Has not changed o2", _status("o2", "shipped"), kind="preserve"),
            ],
        ),
    ]


def shop_export(slug: str = "shop") -> ExportEnvironment:
    spec = shop_spec(slug)
    record = [{"by": "reviewer@example.com", "decision": "approved", "at": "2025-02-01T10:00:00Z"}]
    return ExportEnvironment(
        spec=spec,
        graph={
            "directed": True,
            "multigraph": False,
            "graph": {},
            "nodes": [{"id": "get_order"}],
            "edges": [],
        },
        scenarios=[ExportScenario(spec=s, review_record=record) for s in shop_scenarios(spec)],
        review_record=record,
    )
