"""Generated environments behave: CRUD, refusals, rollback, and the IR conditions agree with the code."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.sandbox.conditions import eval_condition
from synthesis.sandbox.runtime import EnvRuntime
from tests.seeds.conftest import runtime_for


class Driver:
    """Calls tools and, around every call, evaluates the tool's pre- and postconditions from the IR."""

    def __init__(self, spec: EnvironmentSpec) -> None:
        self.spec = spec
        self.runtime: EnvRuntime = runtime_for(spec)
        self.checked = 0

    def call(self, name: str, /, **args: Any) -> dict[str, Any]:
        tool = self.spec.tool(name)
        before = self.runtime.state
        hash_before = self.runtime.hash()
        outcome = self.runtime.call(name, args)
        result = outcome["result"]
        after = self.runtime.state
        pre = [eval_condition(c.expr, args=args, state=before) for c in tool.preconditions if c.expr]
        if result["success"]:
            assert all(pre), f"{name}{args} succeeded although a precondition is false"
            for condition in tool.postconditions:
                if condition.expr:
                    holds = eval_condition(condition.expr, args=args, state=before, new=after, result=result)
                    assert holds, (
                        f"{name}{args}: postcondition {condition.text!r} ({condition.expr}) is false"
                    )
                    self.checked += 1
        else:
            assert self.runtime.hash() == hash_before, f"failed call {name} changed the state"
            assert outcome["diff"] == []
        if not all(pre):
            assert not result["success"], f"{name}{args}: a precondition is false but the call succeeded"
        return result

    def ok(self, tool: str, /, **args: Any) -> dict[str, Any]:
        result = self.call(tool, **args)
        assert result["success"], result
        return result

    def refused(self, tool: str, words: str, /, **args: Any) -> str:
        result = self.call(tool, **args)
        assert not result["success"], result
        assert words in result["error"], result["error"]
        return result["error"]


def test_library_lifecycle(library_spec: EnvironmentSpec) -> None:
    d = Driver(library_spec)
    ann = d.ok("create_member", full_name="Ann Lee", email="ann@example.org")["data"]
    assert ann["member_id"] == 1 and ann["status"] == "active" and ann["created_at"].startswith("2025-01-15T")
    d.refused("create_member", "must be unique", full_name="Other", email="ann@example.org")
    d.refused("create_member", "must be one of", full_name="Bob", email="bob@example.org", membership="vip")
    d.refused("create_member", "must be an integer", full_name="Bob", email="bob@example.org", max_loans="5")
    d.refused("create_member", "bad arguments", email="bob@example.org")  # required full_name missing
    d.refused("create_member", "violates the rule", full_name="Bob", email="bob@example.org", max_loans=50)
    book = d.ok(
        "create_book", isbn="978-0-00-000001-1", title="Dune", author="Herbert, Frank", genre="fiction"
    )
    d.refused(
        "create_book", "must be unique", isbn="978-0-00-000001-1", title="Dune 2", author="Herbert, Frank"
    )
    d.refused("create_book", "violates the rule", isbn="123", title="Short", author="A")
    copy_ = d.ok("create_copy", book_id=book["data"]["book_id"], barcode="C-1", shelf="B2-14")["data"]
    d.refused("create_copy", "no books row", book_id=99, barcode="C-2", shelf="B2-14")
    loan = d.ok("create_loan", copy_id=copy_["copy_id"], member_id=1, due_on="2025-02-01")["data"]
    d.refused("create_loan", "ISO date", copy_id=copy_["copy_id"], member_id=1, due_on="next week")
    assert d.ok("get_loan", loan_id=loan["loan_id"])["data"] == loan
    assert d.ok("get_member_by_email", email="ann@example.org")["data"]["member_id"] == 1
    d.refused("get_member", "no members row", member_id=42)
    d.ok("update_loan", loan_id=loan["loan_id"], renewals=1)
    d.refused("update_loan", "violates the rule", loan_id=loan["loan_id"], renewals=9)
    d.refused("update_loan", "nothing to update", loan_id=loan["loan_id"])
    d.refused(
        "update_loan", "violates the rule", loan_id=loan["loan_id"], returned_at="2024-01-01T00:00:00+00:00"
    )
    assert d.ok("search_loans", member_id=1)["data"][0]["renewals"] == 1
    assert d.ok("search_loans", member_id=2)["data"] == []
    d.refused("search_loans", "limit must be", limit=0)
    d.ok("create_fine", member_id=1, loan_id=loan["loan_id"], amount=2.5, reason="Late")
    d.refused("create_fine", "violates the rule", member_id=1, amount=0, reason="Nothing")
    # Deleting: restricted by loans, cascades copies/holds, sets fines.loan_id to null.
    d.refused("delete_copy", "references it", copy_id=copy_["copy_id"])
    d.refused("delete_book", "references it", book_id=book["data"]["book_id"])
    d.ok("delete_loan", loan_id=loan["loan_id"])
    assert d.runtime.state["fines"][0]["loan_id"] is None
    d.ok("create_hold", book_id=book["data"]["book_id"], member_id=1)
    message = d.ok("delete_book", book_id=book["data"]["book_id"])["message"]
    assert "2 dependent" in message
    state = d.runtime.state
    assert state["books"] == [] and state["copies"] == [] and state["holds"] == []
    d.ok("create_member", full_name="Bob", email="bob@example.org")
    d.refused("update_member", "must be unique", member_id=2, email="ann@example.org")
    assert d.checked > 30


def test_clinic_lifecycle(clinic_spec: EnvironmentSpec) -> None:
    d = Driver(clinic_spec)
    patient = d.ok(
        "create_patient", full_name="Mia Roth", date_of_birth="1990-04-01", insurance_number="A123"
    )["data"]
    d.refused(
        "create_patient",
        "must be unique",
        full_name="Max",
        date_of_birth="1990-04-01",
        insurance_number="A123",
    )
    d.ok("create_clinician", full_name="Dr. Ana Ruiz", specialty="general", license_number="L-1")
    d.refused(
        "create_clinician", "must be one of", full_name="Dr. X", specialty="magic", license_number="L-2"
    )
    d.refused(
        "create_clinician",
        "must be true or false",
        full_name="Dr. X",
        specialty="general",
        license_number="L-2",
        active=1,
    )
    room = d.ok("create_room", code="A-101")["data"]
    d.refused("create_room", "violates the rule", code="Z-1", floor=12)
    base = {"patient_id": patient["patient_id"], "clinician_id": 1, "room_id": room["room_id"]}
    d.refused(
        "create_appointment",
        "violates the rule",
        starts_at="2025-02-01T10:00:00",
        ends_at="2025-02-01T09:00:00",
        **base,
    )
    appt = d.ok("create_appointment", starts_at="2025-02-01T10:00:00", ends_at="2025-02-01T10:30:00", **base)[
        "data"
    ]
    assert appt["status"] == "scheduled"
    d.refused("update_appointment", "must be one of", appointment_id=appt["appointment_id"], status="lost")
    d.ok("update_appointment", appointment_id=appt["appointment_id"], status="completed")
    d.ok(
        "create_prescription",
        appointment_id=appt["appointment_id"],
        medication="ibuprofen 400 mg",
        dose_per_day=3,
    )
    d.refused(
        "create_prescription",
        "violates the rule",
        appointment_id=appt["appointment_id"],
        medication="x",
        dose_per_day=30,
    )
    d.refused("delete_clinician", "references it", clinician_id=1)
    d.ok("delete_room", room_id=room["room_id"])
    assert d.runtime.state["appointments"][0]["room_id"] is None  # ON DELETE SET NULL
    d.ok("delete_patient", patient_id=patient["patient_id"])  # cascades appointments and prescriptions
    assert d.runtime.state["appointments"] == [] and d.runtime.state["prescriptions"] == []


def test_shop_lifecycle(shop_spec: EnvironmentSpec) -> None:
    d = Driver(shop_spec)
    customer = d.ok("create_customer", email="a@shop.test", name="Ada", country="DE")["data"]
    assert customer["id"].startswith("customer_")
    d.refused("create_customer", "must be unique", email="a@shop.test", name="Eve", country="FR")
    d.refused("create_customer", "violates the rule", email="b@shop.test", name="Eve", country="FRA")
    d.ok("create_product", sku="BK-1", title="SICP", price=45.0, stock=3, category="books")
    d.refused("create_product", "must be unique", sku="BK-1", title="Again", price=1.0, stock=1)
    d.refused(
        "create_product", "must be one of", sku="X-1", title="Thing", price=1.0, stock=1, category="food"
    )
    d.refused("create_product", "violates the rule", sku="X-1", title="Thing", price=-1.0, stock=1)
    order = d.ok("place_order", customer_id=customer["id"], shipping_address="1 Main St")["data"]
    assert order["status"] == "open"
    d.refused("place_order", "no customer row", customer_id="customer_nope", shipping_address="x")
    d.ok("add_order_item", orderId=order["id"], sku="BK-1", quantity=2, unit_price=45.0)
    d.refused("add_order_item", "no product row", orderId=order["id"], sku="NOPE", quantity=1, unit_price=1.0)
    assert len(d.ok("list_order_items", orderId=order["id"])["data"]) == 1
    d.ok("record_payment", order_id=order["id"], amount=90.0, method="card")
    d.refused("record_payment", "must be one of", order_id=order["id"], amount=1.0, method="cash")
    assert d.ok("list_orders", customer_id=customer["id"], status="open")["data"][0]["id"] == order["id"]
    d.ok("update_product", sku="BK-1", stock=1)
    d.ok("cancel_order", orderId=order["id"])
    assert d.ok("get_order", orderId=order["id"])["data"]["status"] == "cancelled"
    d.refused("delete_order", "references it", orderId=order["id"])
    d.ok("update_customer", customerId=customer["id"], phone="+49 30 1234")


@pytest.mark.parametrize("fixture", ["library_spec", "clinic_spec", "shop_spec"])
def test_same_calls_give_the_same_state_hash(fixture: str, request: pytest.FixtureRequest) -> None:
    spec: EnvironmentSpec = request.getfixturevalue(fixture)
    create = next(
        t
        for t in spec.tools
        if t.name.startswith("create_")
        and all(p.value_schema.get("type") == "string" for p in t.parameters if p.required)
    )
    args = {p.name: f"v-{p.name}" for p in create.parameters if p.required}
    hashes = []
    for _ in range(2):
        runtime = runtime_for(spec)
        runtime.call(create.name, copy.deepcopy(args))
        hashes.append(runtime.hash())
    assert hashes[0] == hashes[1]
