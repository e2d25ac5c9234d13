"""Two hand-made environments (IR + code) for the gate and graph tests, and broken variants of methods."""

from __future__ import annotations

from typing import Any

from synthesis.ir import EnvironmentSpec


def _field(name: str, type_: str = "string", **extra: Any) -> dict[str, Any]:
    return {"name": name, "type": type_, **extra}


def _param(name: str, schema: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "description": f"the {name.replace('_', ' ')}",
        "value_schema": schema or {"type": "string"},
        **extra,
    }


PHARMACY_CODE = '''
import copy


class PharmacyEnv:
    """Patients, medications and refill requests."""

    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def _find(self, table, key, value):
        for row in self.state[table]:
            if row[key] == value:
                return row
        return None

    def get_patient(self, patient_id):
        patient = self._find("patients", "patient_id", patient_id)
        if patient is None:
            return {"success": False, "error": f"no patient {patient_id}"}
        return {"success": True, "data": copy.deepcopy(patient)}

    def list_refills(self, patient_id, status=None):
        if self._find("patients", "patient_id", patient_id) is None:
            return {"success": False, "error": f"no patient {patient_id}"}
        if status is not None and status not in ("pending", "approved", "rejected"):
            return {"success": False, "error": f"unknown status {status}"}
        found = [dict(r) for r in self.state["refills"]
                 if r["patient_id"] == patient_id and (status is None or r["status"] == status)]
        return {"success": True, "data": found}

    def create_patient(self, name, birth_date):
        patient_id = self.ctx.new_id("pat")
        self.state["patients"].append(
            {"patient_id": patient_id, "name": name, "birth_date": birth_date, "status": "active"}
        )
        return {"success": True, "message": "patient created", "data": {"patient_id": patient_id}}

    def request_refill(self, patient_id, medication_id, quantity=30):
        patient = self._find("patients", "patient_id", patient_id)
        if patient is None:
            return {"success": False, "error": f"no patient {patient_id}"}
        if patient["status"] != "active":
            return {"success": False, "error": "the patient is not active"}
        if self._find("medications", "medication_id", medication_id) is None:
            return {"success": False, "error": f"no medication {medication_id}"}
        if not isinstance(quantity, int) or quantity <= 0:
            return {"success": False, "error": "quantity must be a positive integer"}
        refill_id = self.ctx.new_id("rf")
        self.state["refills"].append({
            "refill_id": refill_id, "patient_id": patient_id, "medication_id": medication_id,
            "quantity": quantity, "status": "pending", "created_at": self.ctx.now(),
        })
        return {"success": True, "message": "refill requested", "data": {"refill_id": refill_id}}

    def approve_refill(self, refill_id):
        refill = self._find("refills", "refill_id", refill_id)
        if refill is None:
            return {"success": False, "error": f"no refill {refill_id}"}
        if refill["status"] != "pending":
            return {"success": False, "error": "only pending refills can be approved"}
        refill["status"] = "approved"
        return {"success": True, "message": "refill approved"}
'''

# Ignores the "pending" precondition: approves anything, so the violated-precondition test fails.
APPROVE_IGNORES_PRECONDITION = """
def approve_refill(self, refill_id):
    refill = self._find("refills", "refill_id", refill_id)
    if refill is None:
        return {"success": False, "error": f"no refill {refill_id}"}
    refill["status"] = "approved"
    return {"success": True, "message": "refill approved"}
"""

APPROVE_FIXED = """
def approve_refill(self, refill_id):
    refill = self._find("refills", "refill_id", refill_id)
    if refill is None:
        return {"success": False, "error": f"no refill {refill_id}"}
    if refill["status"] != "pending":
        return {"success": False, "error": "only pending refills can be approved"}
    refill["status"] = "approved"
    return {"success": True, "message": "refill approved"}
"""

# A read tool that writes: it stamps the patient row on every lookup.
GET_PATIENT_MUTATES = """
def get_patient(self, patient_id):
    patient = self._find("patients", "patient_id", patient_id)
    if patient is None:
        return {"success": False, "error": f"no patient {patient_id}"}
    patient["last_viewed"] = self.ctx.now()
    return {"success": True, "data": dict(patient)}
"""


def pharmacy_spec(code: str = PHARMACY_CODE) -> EnvironmentSpec:
    return EnvironmentSpec.model_validate(
        {
            "slug": "pharmacy-refills",
            "name": "Pharmacy refills",
            "description": "A pharmacy desk: patients request medication refills, pharmacists approve them.",
            "rules": ["Only active patients can request refills.", "Only pending refills can be approved."],
            "class_name": "PharmacyEnv",
            "code": code,
            "provenance": {"source": "user", "generator": "tests"},
            "state_schema": {
                "tables": [
                    {
                        "name": "patients",
                        "primary_key": "patient_id",
                        "fields": [
                            _field("patient_id", generated=True),
                            _field("name"),
                            _field("birth_date", "date"),
                            _field("status", "enum", enum_values=["active", "inactive"]),
                        ],
                    },
                    {
                        "name": "medications",
                        "primary_key": "medication_id",
                        "fields": [
                            _field("medication_id"),
                            _field("name", unique=True),
                            _field("controlled", "boolean"),
                        ],
                    },
                    {
                        "name": "refills",
                        "primary_key": "refill_id",
                        "fields": [
                            _field("refill_id", generated=True),
                            _field("patient_id", foreign_key={"table": "patients", "field": "patient_id"}),
                            _field(
                                "medication_id",
                                foreign_key={"table": "medications", "field": "medication_id"},
                            ),
                            _field("quantity", "integer"),
                            _field("status", "enum", enum_values=["pending", "approved", "rejected"]),
                            _field("created_at", "datetime", generated=True),
                        ],
                    },
                ]
            },
            "tools": [
                {
                    "name": "get_patient",
                    "description": "Look up one patient.",
                    "kind": "read",
                    "parameters": [_param("patient_id")],
                    "reads": ["patients"],
                    "result_schema": {
                        "type": "object",
                        "properties": {
                            "patient_id": {"type": "string"},
                            "name": {"type": "string"},
                            "status": {"type": "string"},
                        },
                    },
                    "preconditions": [
                        {
                            "text": "the patient exists",
                            "expr": "exists('patients', patient_id=args['patient_id'])",
                        }
                    ],
                },
                {
                    "name": "list_refills",
                    "description": "List a patient's refills, optionally by status.",
                    "kind": "read",
                    "parameters": [
                        _param("patient_id"),
                        _param(
                            "status",
                            {"type": "string", "enum": ["pending", "approved", "rejected"]},
                            required=False,
                        ),
                    ],
                    "reads": ["patients", "refills"],
                    "result_schema": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "refill_id": {"type": "string"},
                                "medication_id": {"type": "string"},
                            },
                        },
                    },
                    "preconditions": [
                        {
                            "text": "the patient exists",
                            "expr": "exists('patients', patient_id=args['patient_id'])",
                        }
                    ],
                },
                {
                    "name": "create_patient",
                    "description": "Register a new patient.",
                    "kind": "write",
                    "parameters": [
                        _param("name"),
                        _param("birth_date", {"type": "string", "format": "date"}),
                    ],
                    "writes": ["patients"],
                    "result_schema": {"type": "object", "properties": {"patient_id": {"type": "string"}}},
                    "postconditions": [
                        {
                            "text": "one more patient",
                            "expr": "new_count('patients') == count('patients') + 1",
                        },
                        {
                            "text": "the patient is active",
                            "expr": "new_exists('patients', name=args['name'], status='active')",
                        },
                    ],
                },
                {
                    "name": "request_refill",
                    "description": "Request a refill of a medication for a patient.",
                    "kind": "write",
                    "parameters": [
                        _param("patient_id"),
                        _param("medication_id"),
                        _param("quantity", {"type": "integer", "minimum": 1}, required=False, default=30),
                    ],
                    "reads": ["patients", "medications"],
                    "writes": ["refills"],
                    "result_schema": {"type": "object", "properties": {"refill_id": {"type": "string"}}},
                    "preconditions": [
                        {
                            "text": "the patient exists and is active",
                            "expr": "exists('patients', patient_id=args['patient_id'], status='active')",
                        },
                        {
                            "text": "the medication exists",
                            "expr": "exists('medications', medication_id=args['medication_id'])",
                        },
                    ],
                    "postconditions": [
                        {
                            "text": "a pending refill exists",
                            "expr": "new_exists('refills', patient_id=args['patient_id'], "
                            "medication_id=args['medication_id'], status='pending')",
                        }
                    ],
                },
                {
                    "name": "approve_refill",
                    "description": "Approve a pending refill.",
                    "kind": "write",
                    "parameters": [_param("refill_id")],
                    "reads": ["refills"],
                    "writes": ["refills"],
                    "preconditions": [
                        {
                            "text": "the refill exists and is pending",
                            "expr": "exists('refills', refill_id=args['refill_id'], status='pending')",
                        }
                    ],
                    "postconditions": [
                        {
                            "text": "the refill is approved",
                            "expr": "new_one('refills', refill_id=args['refill_id'])['status'] == 'approved'",
                        }
                    ],
                },
            ],
        }
    )


LIBRARY_CODE = """
class LibraryEnv:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def search_books(self, query):
        needle = query.lower()
        hits = [{"book_id": b["book_id"], "title": b["title"], "available": b["available"]}
                for b in self.state["books"] if needle in b["title"].lower()]
        return {"success": True, "data": hits}

    def get_member(self, member_id):
        for member in self.state["members"]:
            if member["member_id"] == member_id:
                return {"success": True, "data": dict(member)}
        return {"success": False, "error": f"no member {member_id}"}

    def add_member(self, name, email):
        if any(m["email"] == email for m in self.state["members"]):
            return {"success": False, "error": "email already registered"}
        member_id = self.ctx.new_id("mem")
        self.state["members"].append({"member_id": member_id, "name": name, "email": email})
        return {"success": True, "message": "member added", "data": {"member_id": member_id}}

    def checkout_book(self, member_id, book_id):
        if not any(m["member_id"] == member_id for m in self.state["members"]):
            return {"success": False, "error": f"no member {member_id}"}
        book = next((b for b in self.state["books"] if b["book_id"] == book_id), None)
        if book is None:
            return {"success": False, "error": f"no book {book_id}"}
        if not book["available"]:
            return {"success": False, "error": "the book is checked out"}
        loan_id = self.ctx.new_id("loan")
        book["available"] = False
        self.state["loans"].append({"loan_id": loan_id, "member_id": member_id, "book_id": book_id,
                                    "status": "open", "due_date": self.ctx.today()})
        return {"success": True, "message": "checked out", "data": {"loan_id": loan_id}}

    def return_book(self, loan_id):
        loan = next((x for x in self.state["loans"] if x["loan_id"] == loan_id), None)
        if loan is None:
            return {"success": False, "error": f"no loan {loan_id}"}
        if loan["status"] != "open":
            return {"success": False, "error": "the loan is already closed"}
        loan["status"] = "returned"
        for book in self.state["books"]:
            if book["book_id"] == loan["book_id"]:
                book["available"] = True
        return {"success": True, "message": "returned"}
"""

# Writes a table it does not declare (members) -- statically visible and observed in the diff.
CHECKOUT_WRITES_MEMBERS = """
def checkout_book(self, member_id, book_id):
    member = next((m for m in self.state["members"] if m["member_id"] == member_id), None)
    if member is None:
        return {"success": False, "error": f"no member {member_id}"}
    book = next((b for b in self.state["books"] if b["book_id"] == book_id), None)
    if book is None:
        return {"success": False, "error": f"no book {book_id}"}
    if not book["available"]:
        return {"success": False, "error": "the book is checked out"}
    loan_id = self.ctx.new_id("loan")
    book["available"] = False
    member["loans_taken"] = member.get("loans_taken", 0) + 1
    self.state["loans"].append({"loan_id": loan_id, "member_id": member_id, "book_id": book_id,
                                "status": "open", "due_date": self.ctx.today()})
    return {"success": True, "message": "checked out", "data": {"loan_id": loan_id}}
"""


def library_spec(code: str = LIBRARY_CODE) -> EnvironmentSpec:
    return EnvironmentSpec.model_validate(
        {
            "slug": "library",
            "name": "Library",
            "description": "A lending library: members borrow and return books.",
            "class_name": "LibraryEnv",
            "code": code,
            "provenance": {"source": "user", "generator": "tests"},
            "state_schema": {
                "tables": [
                    {
                        "name": "members",
                        "primary_key": "member_id",
                        "fields": [
                            _field("member_id", generated=True),
                            _field("name"),
                            _field("email", unique=True),
                        ],
                    },
                    {
                        "name": "books",
                        "primary_key": "book_id",
                        "fields": [_field("book_id"), _field("title"), _field("available", "boolean")],
                    },
                    {
                        "name": "loans",
                        "primary_key": "loan_id",
                        "fields": [
                            _field("loan_id", generated=True),
                            _field("member_id", foreign_key={"table": "members", "field": "member_id"}),
                            _field("book_id", foreign_key={"table": "books", "field": "book_id"}),
                            _field("status", "enum", enum_values=["open", "returned"]),
                            _field("due_date", "date"),
                        ],
                    },
                ]
            },
            "tools": [
                {
                    "name": "search_books",
                    "description": "Find books by title.",
                    "kind": "read",
                    "parameters": [_param("query")],
                    "reads": ["books"],
                    "result_schema": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {"book_id": {"type": "string"}, "title": {"type": "string"}},
                        },
                    },
                },
                {
                    "name": "get_member",
                    "description": "Look up a member.",
                    "kind": "read",
                    "parameters": [_param("member_id")],
                    "reads": ["members"],
                    "preconditions": [
                        {
                            "text": "the member exists",
                            "expr": "exists('members', member_id=args['member_id'])",
                        }
                    ],
                },
                {
                    "name": "add_member",
                    "description": "Register a member.",
                    "kind": "write",
                    "parameters": [_param("name"), _param("email")],
                    "reads": ["members"],
                    "writes": ["members"],
                    "result_schema": {"type": "object", "properties": {"member_id": {"type": "string"}}},
                    "preconditions": [
                        {
                            "text": "the email is not registered",
                            "expr": "not exists('members', email=args['email'])",
                        }
                    ],
                    "postconditions": [
                        {"text": "the member exists", "expr": "new_exists('members', email=args['email'])"}
                    ],
                },
                {
                    "name": "checkout_book",
                    "description": "Lend an available book to a member.",
                    "kind": "write",
                    "parameters": [_param("member_id"), _param("book_id")],
                    "reads": ["members", "books"],
                    "writes": ["books", "loans"],
                    "result_schema": {"type": "object", "properties": {"loan_id": {"type": "string"}}},
                    "preconditions": [
                        {
                            "text": "the member exists",
                            "expr": "exists('members', member_id=args['member_id'])",
                        },
                        {
                            "text": "the book is available",
                            "expr": "exists('books', book_id=args['book_id'], available=True)",
                        },
                    ],
                    "postconditions": [
                        {
                            "text": "an open loan exists",
                            "expr": "new_exists('loans', member_id=args['member_id'], "
                            "book_id=args['book_id'], status='open')",
                        },
                        {
                            "text": "the book is no longer available",
                            "expr": "new_one('books', book_id=args['book_id'])['available'] is False",
                        },
                    ],
                },
                {
                    "name": "return_book",
                    "description": "Close an open loan.",
                    "kind": "write",
                    "parameters": [_param("loan_id")],
                    "reads": ["loans"],
                    "writes": ["loans", "books"],
                    "preconditions": [
                        {
                            "text": "the loan is open",
                            "expr": "exists('loans', loan_id=args['loan_id'], status='open')",
                        }
                    ],
                    "postconditions": [
                        {
                            "text": "the loan is returned",
                            "expr": "new_one('loans', loan_id=args['loan_id'])['status'] == 'returned'",
                        }
                    ],
                },
            ],
        }
    )
