"""The static write check (``access:<tool>``) on code a real model wrote, and on small variants of it.

A false alarm here sends correct code to repair, so only an undeclared write the analysis is sure of fails;
the recorded methods of tests/data/realmodel (job search 0004-0020, the tau2 corpus 0139-0238) all pass."""

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec
from synthesis.verify import VerifySettings, replace_method, static_checks, verify_environment
from tests.verify.envfixtures import PHARMACY_CODE, pharmacy_spec

REALMODEL = Path(__file__).resolve().parents[1] / "data" / "realmodel"
TOOL_MARK = "The tool to implement:\n"
TABLES_MARK = "The tables it touches (the other tables exist but are not yours):\n"


def _recorded_numbers() -> list[str]:
    return sorted(
        path.stem
        for path in (REALMODEL / "raw").glob("*.json")
        if json.loads(path.read_text())["prompt"] == "env_method"
    )


def _recorded(number: str) -> tuple[dict[str, Any], list[dict[str, Any]], str]:
    """(the tool, the tables it touches, the model's method source) of one recorded env_method request."""
    user = json.loads((REALMODEL / "raw" / f"{number}.json").read_text())["messages"][1]["content"]
    decoder = json.JSONDecoder()
    tool, _ = decoder.raw_decode(user, user.index(TOOL_MARK) + len(TOOL_MARK))
    tables, _ = decoder.raw_decode(user, user.index(TABLES_MARK) + len(TABLES_MARK))
    answer = json.loads((REALMODEL / "done" / f"{number}.json").read_text())["content"]
    return tool, tables, json.loads(answer)["source"]


def _access(number: str, source: str | None = None):
    """The ``access:`` item of a recorded method (or of ``source`` in its place) in a one-tool environment."""
    tool, tables, recorded = _recorded(number)
    # The request lists only the tables the tool touches; their foreign keys name the others.
    tables = [{**t, "fields": [{**f, "foreign_key": None} for f in t["fields"]]} for t in tables]
    spec = EnvironmentSpec.model_validate(
        {
            "slug": "recorded",
            "name": "Recorded",
            "description": "A method a real model wrote.",
            "class_name": "Env",
            "code": "class Env:\n" + textwrap.indent(source or recorded, "    "),
            "provenance": {"source": "user", "generator": "tests"},
            "state_schema": {"tables": tables},
            "tools": [tool],
        }
    )
    return next(i for i in static_checks(spec=spec) if i.name == f"access:{tool['name']}")


def test_recorded_cancel_interview_passes_with_its_declared_writes():
    # done/0019.json: one loop variable `row` scans interviews, then jobs, then applications; only the
    # interview bound while `row` held interviews is written.
    item = _access("0019")
    assert item.passed, item.detail
    assert item.evidence["found_writes"] == ["interviews"]
    assert item.evidence["declared_writes"] == ["interviews"]


@pytest.mark.parametrize(
    ("bound", "table"),
    [
        ("            job = row\n", "jobs"),
        ('            application_status = row.get("status")\n', "applications"),
    ],
    ids=["jobs", "applications"],
)
def test_cancel_interview_writing_a_row_through_the_reused_variable_still_fails(bound, table):
    _, _, source = _recorded("0019")
    # The mutant stamps the row the loop found in that table: a real write the declaration leaves out.
    mutant = source.replace(bound, bound + '            row["touched_at"] = self.ctx.now()\n', 1)
    assert mutant != source
    item = _access("0019", mutant)
    assert not item.passed and item.severity == "error"
    assert item.evidence["undeclared_writes"] == [table]


def test_every_recorded_method_passes_the_write_check_and_finds_its_declared_writes():
    # Includes the loop variable reused across tables (0016-0020), a list of rows sorted in place in a read
    # tool (0140, 0146), rows kept in dicts by id and written later (0182-0220), and rows carried in tuples
    # next to prices read from another table (0190, 0212, 0220).
    numbers = _recorded_numbers()
    # 99 methods of the first runs (0004-0238), and the methods of later relay runs (1NNNN).
    assert len([n for n in numbers if len(n) == 4]) == 99 and len(numbers) > 99
    failures = []
    for number in numbers:
        item = _access(number)
        if not item.passed and item.severity == "error":
            failures.append(f"{number}: {item.detail}")
        elif item.evidence["found_writes"] != item.evidence["declared_writes"]:
            failures.append(f"{number}: writes {item.evidence['found_writes']}")
    assert failures == []


def _list_refills(extra: str = "") -> str:
    return (
        "def list_refills(self, patient_id, status=None):\n"
        '    self.state["patients"]\n'
        '    rows = [r for r in self.state["refills"] if r["patient_id"] == patient_id]\n'
        '    rows.sort(key=lambda r: r["created_at"])\n'
        '    largest = sorted(rows, key=lambda r: r["quantity"], reverse=True)\n'
        "    largest.reverse()\n"
        "    largest.append({})\n"
        f"{textwrap.indent(extra, '    ')}"
        '    return {"success": True, "data": [dict(r) for r in largest]}\n'
    )


def _pharmacy_item(method: str, source: str):
    code = replace_method(code=PHARMACY_CODE, class_name="PharmacyEnv", method_name=method, new_source=source)
    return next(i for i in static_checks(spec=pharmacy_spec(code)) if i.name == f"access:{method}")


def test_sorting_a_list_of_rows_is_no_write_but_mutating_a_row_or_the_table_is():
    # A new list of row references, sorted, reversed or extended, leaves the table as it was.
    item = _pharmacy_item("list_refills", _list_refills())
    assert item.passed, item.detail
    assert item.evidence["found_writes"] == []
    mutations = [
        'rows[0]["status"] = "seen"',
        'largest[-1].update(status="seen")',
        'for row in largest:\n    row["seen"] = True',
        'del self.state["refills"][0]',
        'table = self.state["refills"]\ntable[0] = {}',
        'self.state["refills"].pop()',
        'self.state["refills"].sort(key=lambda r: r["quantity"])',  # the table's own order is state
    ]
    for mutation in mutations:
        item = _pharmacy_item("list_refills", _list_refills(mutation + "\n"))
        assert not item.passed and item.severity == "error", mutation
        assert item.evidence["undeclared_writes"] == ["refills"], mutation
        assert "a read tool writes refills" in item.detail


def test_a_helper_that_mutates_the_row_it_is_given_writes_that_rows_table():
    source = (
        "def get_patient(self, patient_id):\n"
        '    patient = self._find("patients", "patient_id", patient_id)\n'
        "    if patient is None:\n"
        '        return {"success": False, "error": "no patient"}\n'
        "    self._stamp(patient)\n"
        '    return {"success": True, "data": dict(patient)}\n'
    )
    code = replace_method(
        code=PHARMACY_CODE, class_name="PharmacyEnv", method_name="get_patient", new_source=source
    )
    code += '\n    def _stamp(self, row):\n        row["last_viewed"] = self.ctx.now()\n'
    item = next(i for i in static_checks(spec=pharmacy_spec(code)) if i.name == "access:get_patient")
    assert not item.passed and item.severity == "error"
    assert item.evidence["undeclared_writes"] == ["patients"]


def test_a_rebound_name_no_longer_writes_the_table_it_held():
    source = (
        "def get_patient(self, patient_id):\n"
        '    row = self._find("patients", "patient_id", patient_id)\n'
        "    if row is None:\n"
        '        return {"success": False, "error": "no patient"}\n'
        '    row = {"patient_id": row["patient_id"], "name": row["name"]}\n'
        '    row["seen"] = True\n'
        '    return {"success": True, "data": row}\n'
    )
    item = _pharmacy_item("get_patient", source)
    assert item.passed, item.detail


# A read tool stamping rows through a nested function passed to map(): the analysis cannot tell what the
# function is given.
STAMP_THROUGH_MAP = """
def get_patient(self, patient_id):
    def stamp(row):
        row["last_viewed"] = self.ctx.now()
        return row

    patient = self._find("patients", "patient_id", patient_id)
    if patient is None:
        return {"success": False, "error": f"no patient {patient_id}"}
    found = list(map(stamp, [PATIENT]))
    return {"success": True, "data": dict(found[0])}
"""


@pytest.mark.parametrize(("stamped", "writes"), [("patient", True), ("dict(patient)", False)])
def test_a_mutation_of_unknown_origin_is_unsure_and_the_procedural_tests_decide(
    stamped, writes, sandbox_factory
):
    source = STAMP_THROUGH_MAP.replace("PATIENT", stamped)
    item = _pharmacy_item("get_patient", source)
    # Not a failure: a warning naming the mutation the analysis could not trace.
    assert not item.passed and item.severity == "warning"
    assert item.evidence["undeclared_writes"] == [] and item.evidence["unsure"]
    assert "unsure" in item.detail and "procedural tests" in item.detail
    code = replace_method(
        code=PHARMACY_CODE, class_name="PharmacyEnv", method_name="get_patient", new_source=source
    )
    report = verify_environment(
        spec=pharmacy_spec(code), sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings()
    )
    # The runtime's change tracking knows which tables the call really changed.
    positive = next(i for i in report.results if i.name == "get_patient:positive:required")
    assert positive.passed is not writes
    assert report.admitted is not writes, report.reasons
    if writes:
        assert "read tool changed state (patients)" in positive.detail


def test_a_table_only_read_and_left_undeclared_is_a_warning_proposing_to_join_the_reads():
    # done/0188.json: cancel_reservation reads passengers (to count them) but declares no such read.
    item = _access("0188")
    assert not item.passed and item.severity == "warning"
    assert item.evidence["undeclared_reads"] == ["passengers"]
    assert "passengers" in item.evidence["proposed_reads"]
    assert "reads undeclared passengers: proposed to join its declared reads" in item.detail
