import pytest

from synthesis.verify import SpliceError, method_source, replace_method, static_checks
from tests.verify.envfixtures import (
    CHECKOUT_WRITES_MEMBERS,
    GET_PATIENT_MUTATES,
    LIBRARY_CODE,
    PHARMACY_CODE,
    library_spec,
    pharmacy_spec,
)


def _by_name(items):
    return {i.name: i for i in items}


def _errors(items):
    return [i for i in items if not i.passed and i.severity == "error"]


@pytest.mark.parametrize("make", [pharmacy_spec, library_spec])
def test_good_fixtures_have_no_static_errors(make):
    items = static_checks(spec=make(), state={"t": [{"a": 1}]})
    assert _errors(items) == []
    assert _by_name(items)["access:get_patient" if make is pharmacy_spec else "access:checkout_book"].passed


def test_syntax_error_is_reported_with_its_line():
    items = static_checks(spec=pharmacy_spec("class PharmacyEnv:\n    def x(self\n"))
    parse = _by_name(items)["parse"]
    assert not parse.passed and parse.evidence["line"] == 2


def test_missing_class_and_missing_methods():
    items = _by_name(static_checks(spec=pharmacy_spec("class Other:\n    pass\n")))
    assert not items["class"].passed
    assert "signature:get_patient" not in items  # no class, nothing to compare
    items = _by_name(static_checks(spec=pharmacy_spec("class PharmacyEnv:\n    pass\n")))
    assert not items["signature:get_patient"].passed
    assert "has no method" in items["signature:get_patient"].detail


def test_signature_mismatches():
    code = PHARMACY_CODE.replace(
        "def request_refill(self, patient_id, medication_id, quantity=30)",
        "def request_refill(self, patient_id, quantity, medication_id=None)",
    )
    item = _by_name(static_checks(spec=pharmacy_spec(code)))["signature:request_refill"]
    assert not item.passed
    assert "'medication_id' is required in the IR but has a default" in item.detail
    assert "'quantity' is optional in the IR but has no default" in item.detail


def test_forbidden_constructs_and_imports_name_the_method():
    code = PHARMACY_CODE.replace("import copy", "import copy\nimport os").replace(
        'return {"success": True, "message": "refill approved"}',
        'return {"success": True, "message": eval("1") and self.__class__.__name__}',
    )
    items = _by_name(static_checks(spec=pharmacy_spec(code)))
    assert not items["imports"].passed and items["imports"].evidence["found"][0]["module"] == "os"
    forbidden = items["forbidden"]
    assert not forbidden.passed
    assert {f["what"] for f in forbidden.evidence["found"]} == {"eval", ".__class__", ".__name__"}
    assert forbidden.evidence["tools"] == ["approve_refill"]


def test_undeclared_public_method_is_a_warning():
    code = PHARMACY_CODE + "\n    def debug_dump(self):\n        return {'success': True, 'data': 1}\n"
    item = _by_name(static_checks(spec=pharmacy_spec(code)))["undeclared_methods"]
    assert not item.passed and item.severity == "warning" and item.evidence["methods"] == ["debug_dump"]


def test_access_analysis_finds_undeclared_writes_through_aliases_and_helpers():
    code = replace_method(
        code=LIBRARY_CODE,
        class_name="LibraryEnv",
        method_name="checkout_book",
        new_source=CHECKOUT_WRITES_MEMBERS,
    )
    item = _by_name(static_checks(spec=library_spec(code)))["access:checkout_book"]
    assert not item.passed and item.severity == "error"
    assert item.evidence["undeclared_writes"] == ["members"]
    # The read tool writes through the row a helper (_find) returned.
    code = replace_method(
        code=PHARMACY_CODE,
        class_name="PharmacyEnv",
        method_name="get_patient",
        new_source=GET_PATIENT_MUTATES,
    )
    item = _by_name(static_checks(spec=pharmacy_spec(code)))["access:get_patient"]
    assert item.evidence["found_writes"] == ["patients"] and "read tool" in item.detail


def test_copies_do_not_count_as_writes_and_dynamic_access_is_a_warning():
    code = PHARMACY_CODE.replace(
        '        return {"success": True, "data": copy.deepcopy(patient)}',
        "        out = copy.deepcopy(patient)\n        out['seen'] = True\n"
        "        for name in list(self.state):\n            self.state[name]\n"
        '        return {"success": True, "data": out}',
    )
    item = _by_name(static_checks(spec=pharmacy_spec(code)))["access:get_patient"]
    assert item.evidence["found_writes"] == []
    assert item.severity == "warning" and item.evidence["dynamic"]


def test_state_that_is_not_json_fails():
    items = _by_name(static_checks(spec=pharmacy_spec(), state={"patients": [{"x": {1, 2}}]}))
    assert not items["state_json"].passed


def test_replace_method_changes_only_that_method():
    new = 'def approve_refill(self, refill_id):\n    return {"success": False, "error": "closed"}\n'
    spliced = replace_method(
        code=PHARMACY_CODE, class_name="PharmacyEnv", method_name="approve_refill", new_source=new
    )
    assert method_source(code=spliced, class_name="PharmacyEnv", method_name="approve_refill") == new
    untouched = PHARMACY_CODE.split("    def approve_refill")[0]
    assert spliced.startswith(untouched)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("def approve_refill(self:\n    pass", "does not parse"),
        ("def other(self, refill_id):\n    return {}", "defines 'other'"),
        ("x = 1\ndef approve_refill(self, refill_id):\n    return {}", "exactly one function"),
    ],
)
def test_replace_method_rejects_bad_rewrites(source, message):
    with pytest.raises(SpliceError, match=message):
        replace_method(
            code=PHARMACY_CODE, class_name="PharmacyEnv", method_name="approve_refill", new_source=source
        )


def test_replace_method_needs_an_existing_method():
    with pytest.raises(SpliceError, match="no method 'nope'"):
        replace_method(
            code=PHARMACY_CODE,
            class_name="PharmacyEnv",
            method_name="nope",
            new_source="def nope(self): pass",
        )


@pytest.mark.parametrize(
    ("imports", "expression", "what"),
    [
        ("import datetime", "datetime.datetime.now().isoformat()", "the wall clock"),
        ("import datetime", "datetime.date.today().isoformat()", "the wall clock"),
        ("import uuid", "str(uuid.uuid4())", "import uuid"),
        ("import random", 'f"rf_{random.randint(1, 99)}"', "import random"),
        ("import os", "os.urandom(4).hex()", "os.urandom"),
        ("", 'f"rf_{hash(patient_id)}"', "hash()"),
        ("import time", 'f"rf_{int(time.time())}"', "time.time()"),
    ],
)
def test_unseeded_time_ids_and_hashes_are_refused_with_a_hint_to_use_ctx(imports, expression, what):
    code = PHARMACY_CODE.replace("import copy", f"import copy\n{imports}").replace(
        'refill_id = self.ctx.new_id("rf")', f"refill_id = {expression}"
    )
    assert code != PHARMACY_CODE
    item = _by_name(static_checks(spec=pharmacy_spec(code)))["deterministic"]
    assert not item.passed and item.severity == "error"
    assert any(what in found["what"] for found in item.evidence["found"])
    assert item.evidence["tools"] == ["request_refill"] or "import" in what
    assert "ctx.new_id" in item.detail and "ctx.now()" in item.evidence["hint"]


def test_the_seeded_clock_and_ids_of_ctx_pass():
    item = _by_name(static_checks(spec=pharmacy_spec()))["deterministic"]
    assert item.passed and item.evidence["found"] == []
    # A datetime's own .time() and .date() read a value, not the clock.
    code = PHARMACY_CODE.replace("import copy", "import copy\nimport datetime").replace(
        'refill_id = self.ctx.new_id("rf")',
        'refill_id = self.ctx.new_id("rf") + '
        "datetime.datetime.fromisoformat(self.ctx.now()).time().isoformat()",
    )
    assert code != PHARMACY_CODE
    assert _by_name(static_checks(spec=pharmacy_spec(code)))["deterministic"].passed
