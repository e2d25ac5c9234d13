"""A scripted LLM design for the "pharmacy refills" domain: what a good model would answer to each prompt.

Used in-process (``install(server)``) and as a JSON script for a fake server in another process
(``script()``).
"""

from __future__ import annotations

import json
from typing import Any

DOMAIN = "pharmacy refills"


def param(
    name: str, description: str, *, type_: str = "string", required: bool = True, default: Any = ""
) -> dict:
    return {
        "name": name,
        "type": type_,
        "description": description,
        "required": required,
        "default_json": "" if required else json.dumps(default),
    }


def _cond(text: str, expr: str = "") -> dict:
    return {"text": text, "expr": expr}


TOOLS: dict[str, Any] = {
    "environment_name": "Pharmacy Refills",
    "description": "Patients, their prescriptions and refill requests at a community pharmacy.",
    "rules": [
        "A refill can be requested only for an active prescription with refills remaining.",
        "Only pending refill requests can be approved or cancelled.",
        "Approving a refill uses up one remaining refill of its prescription.",
    ],
    "tools": [
        {
            "name": "get_patient",
            "description": "Look up a patient by id.",
            "kind": "read",
            "parameters": [param("patient_id", "The patient's id.")],
            "preconditions": [
                _cond("The patient exists.", "exists('patients', patient_id=args['patient_id'])")
            ],
            "postconditions": [],
            "returns": "The patient record.",
        },
        {
            "name": "find_patient_by_email",
            "description": "Find a patient by email address.",
            "kind": "read",
            "parameters": [param("email", "The patient's email address.")],
            "preconditions": [],
            "postconditions": [],
            "returns": "The matching patient, if any.",
        },
        {
            "name": "list_prescriptions",
            "description": "List a patient's prescriptions, optionally only those with a given status.",
            "kind": "read",
            "parameters": [
                param("patient_id", "The patient's id."),
                param("status", "Only prescriptions with this status.", required=False, default=None),
            ],
            "preconditions": [
                _cond("The patient exists.", "exists('patients', patient_id=args['patient_id'])")
            ],
            "postconditions": [],
            "returns": "A list of prescriptions.",
        },
        {
            "name": "request_refill",
            "description": "Request a refill of a prescription.",
            "kind": "write",
            "parameters": [
                param("prescription_id", "The prescription to refill."),
                param("note", "A note for the pharmacist.", required=False, default=""),
            ],
            "preconditions": [
                _cond(
                    "The prescription is active and has refills remaining.",
                    "exists('prescriptions', prescription_id=args['prescription_id'], status='active') and "
                    "one('prescriptions', prescription_id=args['prescription_id'])['refills_remaining'] > 0",
                )
            ],
            "postconditions": [
                _cond(
                    "A pending refill request exists for the prescription.",
                    "new_exists('refill_requests', request_id=result['data']['request_id'],"
                    " status='pending')",
                )
            ],
            "returns": "The new refill request's id.",
        },
        {
            "name": "cancel_refill",
            "description": "Cancel a pending refill request.",
            "kind": "write",
            "parameters": [param("request_id", "The refill request to cancel.")],
            "preconditions": [
                _cond(
                    "The request is pending.",
                    "exists('refill_requests', request_id=args['request_id'], status='pending')",
                )
            ],
            "postconditions": [
                _cond(
                    "The request is cancelled.",
                    "new_one('refill_requests', request_id=args['request_id'])['status'] == 'cancelled'",
                )
            ],
            "returns": "A confirmation.",
        },
        {
            "name": "approve_refill",
            "description": "Approve a pending refill request; uses one remaining refill.",
            "kind": "write",
            "parameters": [param("request_id", "The refill request to approve.")],
            "preconditions": [
                _cond(
                    "The request is pending.",
                    "exists('refill_requests', request_id=args['request_id'], status='pending')",
                )
            ],
            "postconditions": [
                _cond(
                    "The request is approved.",
                    "new_one('refill_requests', request_id=args['request_id'])['status'] == 'approved'",
                )
            ],
            "returns": "A confirmation.",
        },
    ],
}


def field(
    name: str,
    type_: str = "string",
    *,
    description: str = "",
    required: bool = True,
    unique: bool = False,
    enum: list[str] | None = None,
    references: str = "",
    generated: bool = False,
) -> dict:
    return {
        "name": name,
        "type": type_,
        "description": description or name.replace("_", " "),
        "required": required,
        "unique": unique,
        "enum_values": enum or [],
        "references": references,
        "generated": generated,
    }


SCHEMA: dict[str, Any] = {
    "tables": [
        {
            "name": "patients",
            "description": "People the pharmacy dispenses to.",
            "primary_key": "patient_id",
            "fields": [
                field("patient_id"),
                field("name"),
                field("email", unique=True),
                field("date_of_birth", "date"),
            ],
        },
        {
            "name": "prescriptions",
            "description": "Prescriptions written for patients.",
            "primary_key": "prescription_id",
            "fields": [
                field("prescription_id"),
                field("patient_id", references="patients.patient_id"),
                field("drug"),
                field("refills_remaining", "integer"),
                field("status", "enum", enum=["active", "expired"]),
            ],
        },
        {
            "name": "refill_requests",
            "description": "Requests to refill a prescription.",
            "primary_key": "request_id",
            "fields": [
                field("request_id", generated=True),
                field("prescription_id", references="prescriptions.prescription_id"),
                field("status", "enum", enum=["pending", "approved", "cancelled"]),
                field("note", "text", required=False),
                field("requested_at", "datetime", generated=True),
            ],
        },
    ],
    "tool_tables": [
        {"tool": "get_patient", "reads": ["patients"], "writes": []},
        {"tool": "find_patient_by_email", "reads": ["patients"], "writes": []},
        {"tool": "list_prescriptions", "reads": ["patients", "prescriptions"], "writes": []},
        {"tool": "request_refill", "reads": ["prescriptions"], "writes": ["refill_requests"]},
        {"tool": "cancel_refill", "reads": ["refill_requests"], "writes": ["refill_requests"]},
        {
            "tool": "approve_refill",
            "reads": ["refill_requests"],
            "writes": ["refill_requests", "prescriptions"],
        },
    ],
}

METHODS: dict[str, str] = {
    "get_patient": '''def get_patient(self, patient_id: str) -> dict:
    """Look up a patient by id."""
    for row in self.state["patients"]:
        if row["patient_id"] == patient_id:
            return {"success": True, "data": dict(row)}
    return {"success": False, "error": f"no patient {patient_id}"}
''',
    "find_patient_by_email": '''def find_patient_by_email(self, email: str) -> dict:
    """Find a patient by email address."""
    found = [dict(r) for r in self.state["patients"] if r["email"].lower() == email.strip().lower()]
    return {"success": True, "data": found}
''',
    "list_prescriptions": '''def list_prescriptions(self, patient_id: str, status: str = None) -> dict:
    """List a patient's prescriptions."""
    if not any(r["patient_id"] == patient_id for r in self.state["patients"]):
        return {"success": False, "error": f"no patient {patient_id}"}
    rows = [dict(r) for r in self.state["prescriptions"]
            if r["patient_id"] == patient_id and (status is None or r["status"] == status)]
    return {"success": True, "data": rows}
''',
    "request_refill": '''def request_refill(self, prescription_id: str, note: str = "") -> dict:
    """Request a refill of a prescription."""
    rx = next((r for r in self.state["prescriptions"] if r["prescription_id"] == prescription_id), None)
    if rx is None:
        return {"success": False, "error": f"no prescription {prescription_id}"}
    if rx["status"] != "active" or rx["refills_remaining"] <= 0:
        return {"success": False, "error": "the prescription cannot be refilled"}
    request_id = self.ctx.new_id("rr")
    self.state["refill_requests"].append({"request_id": request_id, "prescription_id": prescription_id,
                                          "status": "pending", "note": note, "requested_at": self.ctx.now()})
    return {"success": True, "message": "refill requested", "data": {"request_id": request_id}}
''',
    "cancel_refill": '''def cancel_refill(self, request_id: str) -> dict:
    """Cancel a pending refill request."""
    for row in self.state["refill_requests"]:
        if row["request_id"] == request_id:
            if row["status"] != "pending":
                return {"success": False, "error": "only pending requests can be cancelled"}
            row["status"] = "cancelled"
            return {"success": True, "message": "cancelled"}
    return {"success": False, "error": f"no refill request {request_id}"}
''',
    "approve_refill": '''def approve_refill(self, request_id: str) -> dict:
    """Approve a pending refill request."""
    req = next((r for r in self.state["refill_requests"] if r["request_id"] == request_id), None)
    if req is None:
        return {"success": False, "error": f"no refill request {request_id}"}
    if req["status"] != "pending":
        return {"success": False, "error": "only pending requests can be approved"}
    rx = next(r for r in self.state["prescriptions"] if r["prescription_id"] == req["prescription_id"])
    rx["refills_remaining"] -= 1
    req["status"] = "approved"
    return {"success": True, "message": "approved"}
''',
}

# A version of approve_refill that ignores its precondition: verification must catch it, repair must fix it.
BROKEN_APPROVE = '''def approve_refill(self, request_id: str) -> dict:
    """Approve a refill request."""
    for req in self.state["refill_requests"]:
        if req["request_id"] == request_id:
            req["status"] = "approved"
            return {"success": True, "message": "approved"}
    return {"success": True, "message": "nothing to approve"}
'''


def _method_marker(tool: str) -> str:
    # The env_method prompt renders the tool IR as indented JSON: its name line identifies the tool.
    return f'"name": "{tool}"'


def screening_rule() -> dict[str, Any]:
    return {
        "name": "screen",
        "match": {"prompt": "screen_seed"},
        "reply": {"json": {"allowed": True, "reason": "ok"}},
    }


def verification_rules() -> list[dict[str, Any]]:
    """The explorer tries one call without arguments per tool: a clean error with no state change is settled
    by rule, so the judge is asked only about calls the rules cannot settle."""
    return [
        {
            "name": "explore",
            "match": {"prompt": "verify_explorer"},
            "reply": {
                "json": {"calls": [{"arguments": {}, "intent": "negative", "purpose": "no arguments"}]}
            },
        },
        # Each explorer request proposes one call, so every judged batch is call 1 (an empty verdict list
        # would leave it not judged, and too few judged calls keep an environment out).
        {
            "name": "judge",
            "match": {"prompt": "verify_checker"},
            "reply": {
                "json": {"verdicts": [{"call": 1, "verdict": "pass", "reason": "behaves as declared"}]}
            },
        },
        # Controlled expansion of scenario chains asks the gate about each tool that may join.
        {
            "name": "expansion-gate",
            "match": {"prompt": "scenario_expansion_gate"},
            "reply": {"json": {"accept": True, "reason": "keeps the task solvable"}},
        },
    ]


def script(*, methods: dict[str, str] | None = None, repair_source: str | None = None) -> dict[str, Any]:
    """Rules for a fake server (in this process or another); ``repair_source`` is what the repair step returns
    for approve_refill (the good method unless a test wants an unrepairable environment)."""
    repair_source = METHODS["approve_refill"] if repair_source is None else repair_source
    methods = {**METHODS, **(methods or {})}
    rules: list[dict[str, Any]] = [
        screening_rule(),
        {"name": "tools", "match": {"prompt": "domain_tools"}, "reply": {"json": TOOLS}},
        {"name": "schema", "match": {"prompt": "domain_schema"}, "reply": {"json": SCHEMA}},
        *verification_rules(),
        {
            "name": "repair-approve",
            "match": {"prompt": "verify_repair", "contains": "def approve_refill"},
            "reply": {"json": {"method_source": repair_source, "explanation": "check the status first"}},
        },
    ]
    for tool, source in methods.items():
        rules.append(
            {
                "name": f"method-{tool}",
                "match": {"prompt": "env_method", "contains": _method_marker(tool)},
                "reply": {"json": {"source": source}},
            }
        )
    return {"rules": rules}


def install(server: Any, *, methods: dict[str, str] | None = None, repair_source: str | None = None) -> None:
    server.load_script(script(methods=methods, repair_source=repair_source))
