"""A hand-made refills environment whose cancel tool is described, as LLM-made tools are, by
machine-checkable conditions rather than a template operation."""

from __future__ import annotations

from synthesis.ir import (
    Condition,
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    Parameter,
    Provenance,
    StateSchema,
    Table,
    Tool,
    ToolKind,
)

REFILLS_CODE = """
class Refills:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _request(self, request_id):
        return next((r for r in self.state["refill_requests"] if r["request_id"] == request_id), None)

    def get_refill(self, request_id):
        row = self._request(request_id)
        if row is None:
            return {"success": False, "error": f"no refill request {request_id}"}
        return {"success": True, "data": dict(row)}

    def cancel_refill(self, request_id):
        row = self._request(request_id)
        if row is None:
            return {"success": False, "error": f"no refill request {request_id}"}
        if row["status"] != "pending":
            return {"success": False, "error": "only a pending request can be cancelled"}
        row["status"] = "cancelled"
        return {"success": True, "data": {"request_id": request_id}}
"""


def refills_spec() -> EnvironmentSpec:
    request_id = Parameter(
        name="request_id", description="The refill request", value_schema={"type": "string"}
    )
    return EnvironmentSpec(
        slug="refills",
        name="Refills",
        description="A pharmacy's refill requests.",
        state_schema=StateSchema(
            tables=[
                Table(
                    name="patients",
                    primary_key="patient_id",
                    fields=[
                        Field(name="patient_id", type=FieldType.STRING),
                        Field(name="full_name", type=FieldType.STRING),
                    ],
                ),
                Table(
                    name="refill_requests",
                    primary_key="request_id",
                    fields=[
                        Field(name="request_id", type=FieldType.STRING),
                        Field(
                            name="patient_id",
                            type=FieldType.STRING,
                            foreign_key=ForeignKey(table="patients", field="patient_id"),
                        ),
                        Field(
                            name="status",
                            type=FieldType.ENUM,
                            enum_values=["pending", "approved", "cancelled"],
                        ),
                    ],
                ),
            ]
        ),
        tools=[
            Tool(
                name="get_refill",
                description="Look up a refill request.",
                kind=ToolKind.READ,
                parameters=[request_id],
                reads=["refill_requests"],
            ),
            Tool(
                name="cancel_refill",
                description="Cancel a pending refill request.",
                kind=ToolKind.WRITE,
                parameters=[request_id],
                reads=["refill_requests"],
                writes=["refill_requests"],
                preconditions=[
                    Condition(
                        text="The request is pending.",
                        expr="exists('refill_requests', request_id=args['request_id'], status='pending')",
                    )
                ],
                postconditions=[
                    Condition(
                        text="The request is cancelled.",
                        expr="new_one('refill_requests', request_id=args['request_id'])['status']"
                        " == 'cancelled'",
                    )
                ],
            ),
        ],
        class_name="Refills",
        code=REFILLS_CODE,
        provenance=Provenance(source="user", generator="tests"),
    )
