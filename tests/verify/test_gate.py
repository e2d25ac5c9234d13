import re

import pydantic
import pytest

from synthesis.sandbox import SandboxLimits, open_session
from synthesis.verify import OFFLINE, VerifySettings, replace_method, verify_environment
from synthesis.verify.gate import rate_text
from tests.verify.envfixtures import (
    APPROVE_IGNORES_PRECONDITION,
    CHECKOUT_WRITES_MEMBERS,
    GET_PATIENT_MUTATES,
    LIBRARY_CODE,
    PHARMACY_CODE,
    library_spec,
    pharmacy_spec,
)


def _pharmacy_with(method: str, source: str):
    return pharmacy_spec(
        replace_method(code=PHARMACY_CODE, class_name="PharmacyEnv", method_name=method, new_source=source)
    )


def _item(report, name):
    return next(i for i in report.results if i.name == name)


@pytest.mark.parametrize("make", [pharmacy_spec, library_spec])
def test_good_environments_are_admitted_offline(make, sandbox_factory):
    events = []
    report = verify_environment(
        spec=make(),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
        on_progress=lambda *e: events.append(e),
    )
    assert report.admitted, report.reasons
    assert report.scores["procedural_pass_rate"] == 1.0
    assert report.scores["procedural_tests"] >= 10
    assert _item(report, "exploration").skipped and _item(report, "exploration").detail == OFFLINE
    assert "exploration_score" not in report.scores
    assert events[-1] == ("admission", 1.0, "admitted")
    kinds = {i.evidence.get("case") for i in report.results if i.stage == "procedural"}
    assert {"positive", "missing_key", "precondition"} <= kinds


def test_ignored_precondition_fails_with_evidence(sandbox_factory):
    report = verify_environment(
        spec=_pharmacy_with("approve_refill", APPROVE_IGNORES_PRECONDITION),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
    )
    assert not report.admitted
    failed = _item(report, "approve_refill:precondition:1")
    assert not failed.passed and "but the call succeeded" in failed.detail
    refill_id = failed.evidence["arguments"]["refill_id"]
    refill = next(r for r in report.spec.model_dump()["tools"] if r["name"] == "approve_refill")
    assert refill["preconditions"][0]["text"] in failed.detail
    assert failed.evidence["result"] == {"success": True, "message": "refill approved"}
    assert failed.evidence["expected"] == "error, no state change"
    assert refill_id.startswith("REF-")
    [reason] = [r for r in report.reasons if r.startswith("procedural pass rate")]
    assert re.search(r"\(\d+ of \d+ tests failed\): ", reason), reason
    assert _item(report, "repair").detail == OFFLINE


def test_read_tool_that_mutates_state_fails_statically_and_procedurally(sandbox_factory):
    report = verify_environment(
        spec=_pharmacy_with("get_patient", GET_PATIENT_MUTATES),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
    )
    assert not report.admitted
    assert not _item(report, "access:get_patient").passed
    positive = _item(report, "get_patient:positive:required")
    assert "read tool changed state (patients)" in positive.detail
    assert positive.evidence["diff"][0]["changes"]["last_viewed"][0] is None


def test_undeclared_write_is_caught_in_the_diff(sandbox_factory):
    code = replace_method(
        code=LIBRARY_CODE,
        class_name="LibraryEnv",
        method_name="checkout_book",
        new_source=CHECKOUT_WRITES_MEMBERS,
    )
    report = verify_environment(
        spec=library_spec(code), sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings()
    )
    item = _item(report, "checkout_book:positive:required")
    assert "changed members, which the tool does not declare" in item.detail
    assert {c["table"] for c in item.evidence["diff"]} == {"books", "loans", "members"}


def test_raising_tool_and_broken_postcondition(sandbox_factory):
    raising = 'def get_patient(self, patient_id):\n    return {"success": True, "data": self.state["nope"]}\n'
    report = verify_environment(
        spec=_pharmacy_with("get_patient", raising),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
    )
    assert "the tool raised: KeyError" in _item(report, "get_patient:positive:required").detail
    lazy = 'def approve_refill(self, refill_id):\n    return {"success": True, "message": "ok"}\n'
    report = verify_environment(
        spec=_pharmacy_with("approve_refill", lazy),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
    )
    item = _item(report, "approve_refill:positive:required")
    assert "postcondition not met: the refill is approved" in item.detail
    assert item.evidence["failed_postconditions"][0]["condition"] == "the refill is approved"


def test_code_that_fails_to_load_is_reported(sandbox_factory):
    report = verify_environment(
        spec=pharmacy_spec(PHARMACY_CODE + "\nraise ValueError('boom')\n"),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
    )
    assert not report.admitted
    load = _item(report, "load")
    assert not load.passed and "boom" in load.detail
    assert report.scores["procedural_pass_rate"] == 0.0


def test_a_hanging_tool_costs_one_case_not_the_run():
    hang = "def get_patient(self, patient_id):\n    while True:\n        pass\n"
    report = verify_environment(
        spec=_pharmacy_with("get_patient", hang),
        sandbox_factory=lambda: open_session(
            untrusted=False, limits=SandboxLimits(wall_seconds=3, cpu_seconds=10)
        ),
        gateway=None,
        settings=VerifySettings(),
    )
    assert "the sandbox worker died: timeout" in _item(report, "get_patient:positive:required").detail
    # The worker was replaced: the tests of the other tools ran and passed.
    assert _item(report, "approve_refill:positive:required").passed


def test_given_test_state_is_used(sandbox_factory):
    spec = pharmacy_spec()
    state = {
        "patients": [{"patient_id": "P1", "name": "Ann", "birth_date": "1990-01-01", "status": "active"}],
        "medications": [{"medication_id": "M1", "name": "X", "controlled": False}],
        "refills": [],
    }
    report = verify_environment(
        spec=spec, sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings(), test_state=state
    )
    assert _item(report, "get_patient:positive:required").evidence["arguments"] == {"patient_id": "P1"}
    # No refill rows: approve_refill cannot get a positive case, which is reported, not hidden.
    assert _item(report, "approve_refill:positive:required").skipped


def test_bad_settings_are_rejected():
    with pytest.raises(pydantic.ValidationError):
        VerifySettings(min_exploration_score=2.0)
    with pytest.raises(pydantic.ValidationError):
        VerifySettings(max_calls=0)


def test_a_rate_shown_never_rounds_onto_the_bar() -> None:
    assert (rate_text(0.9964), rate_text(0.98), rate_text(1.0), rate_text(0.99996)) == (
        "0.996",
        "0.98",
        "1.00",
        "0.99996",
    )
