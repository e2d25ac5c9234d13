"""Verification reports and proofs as the rows stored with a revision: plain Python over the IR, no Django.

A row is ``{"stage", "name", "passed", "skipped", "detail", "evidence"}``; ``evidence["severity"]`` says
whether a failure blocks (``"error"``) or is only shown (``"warning"``, never blocking admission).
"""

from __future__ import annotations

from typing import Any

from synthesis.ir import Proof
from synthesis.verify import VerificationReport

Row = dict[str, Any]


def report_rows(report: VerificationReport) -> list[Row]:
    """Every result with its severity, then one row per repair round (kept or thrown away, and why)."""
    rows: list[Row] = [
        {
            **item.model_dump(mode="json", include={"stage", "name", "passed", "skipped", "detail"}),
            # Warnings never block admission; reviewers see them apart from errors.
            "evidence": {**item.evidence, "severity": item.severity},
        }
        for item in report.results
    ]
    for repair in report.repair_rounds:
        rows.append(
            {
                "stage": "repair",
                "name": f"repair round {repair.number}",
                "passed": repair.accepted and not repair.failed_after,
                "skipped": False,
                "detail": (
                    f"{len(repair.failed_before)} failing before, {len(repair.failed_after)} after; "
                    + ("kept" if repair.accepted else "thrown away")
                ),
                "evidence": repair.model_dump(mode="json"),
            }
        )
    return rows


def proof_rows(proof: Proof) -> list[Row]:
    """One row per proof step."""
    return [
        {
            "stage": "proof",
            "name": step.name,
            "passed": step.passed,
            "skipped": False,
            "detail": step.detail,
            "evidence": step.evidence,
        }
        for step in proof.steps
    ]
