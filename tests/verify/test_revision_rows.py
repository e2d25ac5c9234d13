"""One conversion of reports to stored rows, for pipelines and review's re-verification alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from review import verifiers
from synthesis.revisions.rows import report_rows
from synthesis.verify import (
    MethodRepair,
    RepairRound,
    VerificationItem,
    VerificationReport,
)
from tests.verify.envfixtures import library_spec


def _report() -> VerificationReport:
    return VerificationReport(
        admitted=True,
        scores={},
        results=[
            VerificationItem(stage="static", name="syntax", passed=True),
            VerificationItem(stage="static", name="style", passed=False, severity="warning", detail="long"),
        ],
        spec=library_spec(),
        repair_rounds=[
            RepairRound(
                number=1,
                methods=[MethodRepair(tool="checkout_book", before="old")],
                failed_before=["a", "b"],
                failed_after=[],
                accepted=True,
            )
        ],
    )


def test_rows_keep_severities_and_repair_rounds() -> None:
    rows = report_rows(_report())
    assert [(row["stage"], row["name"], row["passed"]) for row in rows] == [
        ("static", "syntax", True),
        ("static", "style", False),
        ("repair", "repair round 1", True),
    ]
    assert [row["evidence"].get("severity") for row in rows[:2]] == ["error", "warning"]
    assert rows[2]["detail"] == "2 failing before, 0 after; kept"
    assert rows[2]["evidence"]["methods"][0]["tool"] == "checkout_book"


def test_review_reverification_uses_the_same_rows(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import synthesis.verify

    report = _report()
    monkeypatch.setattr(synthesis.verify, "verify_environment", lambda **kwargs: report)
    assert verifiers.verify_environment_revision(spec=library_spec()) == report_rows(report)
