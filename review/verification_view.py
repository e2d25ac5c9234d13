"""Verification results arranged for reading: one summary line per stage, failures first, then warnings.

A result is a *failure* when it did not pass, was not skipped and its severity (``evidence["severity"]``,
"error" when absent, as in ``synthesis.verify.report``) is "error"; a *warning* when the same holds with
severity "warning" (warnings never block admission). Evidence is turned into labelled, escaped pieces here so
the template stays simple; nothing generated reaches the page unescaped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from html import escape
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from review.rendering import state_changes_html, state_diff_html, text_diff_html
from review.rendering.evidence import REWARD_KEYS, SUBJECT_KEYS, evidence_html
from synthesis.models import VerificationResult

STAGE_ORDER = ("static", "procedural", "repair", "exploration", "admission")
OUTCOMES = ("failed", "warning", "passed", "skipped")
# Short evidence values shown inline as "label: value".
FACT_KEYS = ("tool", "case", "expected", "note", "intent", "purpose", "verdict", "settled_by")
# Evidence values rendered by their own widgets, or not at all (severity is the row's label).
SPECIAL_KEYS = {"severity", "problems", "traceback", "error", "diff", "state_before", "state_after"}
SPECIAL_KEYS |= {"primary_keys", "methods"}
# JSON blocks first in this order, then any other evidence key alphabetically.
BLOCK_ORDER = ("arguments", "result", "failed_postconditions")
SHORT_VALUE = 100  # characters of compact JSON up to which a value is a fact rather than a block


def pretty_json(value: Any) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, default=str)


@dataclass(frozen=True)
class ResultView:
    result: VerificationResult
    outcome: str  # one of OUTCOMES
    severity: str  # "error" | "warning"
    facts: list[tuple[str, str]] = field(default_factory=list)
    blocks: list[tuple[str, SafeString]] = field(default_factory=list)  # (label, rendered evidence)
    problems: list[str] = field(default_factory=list)
    traceback: str = ""
    diff_html: SafeString | None = None
    repair_html: SafeString | None = None
    evidence_json: str = "{}"
    # For a scenario: the checks this result names (id, description, highlighted source), shown beside it.
    related_checks: list[tuple[str, str, SafeString]] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        return f"vr-{self.result.pk}"


@dataclass
class StageSummary:
    stage: str
    passed: int = 0
    failed: int = 0
    warnings: int = 0
    skipped: int = 0

    @property
    def total(self) -> int:
        return self.passed + self.failed + self.warnings + self.skipped

    @property
    def state(self) -> str:
        """The stage's worst outcome, for its badge."""
        if self.failed:
            return "failed"
        if self.warnings:
            return "warning"
        if self.passed:
            return "passed"
        return "skipped"

    def add(self, outcome: str) -> None:
        name = {"failed": "failed", "warning": "warnings", "passed": "passed", "skipped": "skipped"}[outcome]
        setattr(self, name, getattr(self, name) + 1)


@dataclass
class StageGroup:
    stage: str
    rows: list[ResultView]


@dataclass
class VerificationOverview:
    stages: list[StageSummary]
    failures: list[ResultView]
    warnings: list[ResultView]
    passes: list[StageGroup]
    skipped: list[StageGroup]

    @property
    def total(self) -> int:
        return sum(stage.total for stage in self.stages)

    @property
    def passed_count(self) -> int:
        return sum(stage.passed for stage in self.stages)

    @property
    def skipped_count(self) -> int:
        return sum(stage.skipped for stage in self.stages)


def severity_of(evidence: dict[str, Any]) -> str:
    return "warning" if evidence.get("severity") == "warning" else "error"


def outcome_of(result: VerificationResult) -> str:
    if result.skipped:
        return "skipped"
    if result.passed:
        return "passed"
    evidence = result.evidence if isinstance(result.evidence, dict) else {}
    return "warning" if severity_of(evidence) == "warning" else "failed"


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _is_fact(key: str, value: Any) -> bool:
    """A short flag, count, name or list of names reads best inline; rows, maps and rewards get a block."""
    if isinstance(value, dict) or (
        isinstance(value, list) and any(isinstance(v, dict | list) for v in value)
    ):
        return False
    return key not in REWARD_KEYS and len(_text(value)) <= SHORT_VALUE


def _diff_html(evidence: dict[str, Any]) -> SafeString | None:
    before, after = evidence.get("state_before"), evidence.get("state_after")
    if isinstance(before, dict) and isinstance(after, dict):
        keys = evidence.get("primary_keys")
        return state_diff_html(before, after, primary_keys=keys if isinstance(keys, dict) else {})
    changes = evidence.get("diff")
    if isinstance(changes, list) and changes:
        return state_changes_html(changes)
    return None


def _repair_html(evidence: dict[str, Any]) -> SafeString | None:
    """A repair round's rewritten methods as before/after code diffs."""
    methods = evidence.get("methods")
    if not isinstance(methods, list) or not methods:
        return None
    parts: list[str] = []
    for method in methods:
        if not isinstance(method, dict):
            continue
        title = escape(_text(method.get("tool", "?")))
        notes = [_text(method[key]) for key in ("explanation", "error") if method.get(key)]
        parts.append(f"<h5>{title}</h5>" + "".join(f'<p class="generated">{escape(n)}</p>' for n in notes))
        if isinstance(method.get("before"), str) and isinstance(method.get("after"), str) and method["after"]:
            parts.append(text_diff_html(method["before"], method["after"]))
    return mark_safe("".join(parts)) if parts else None


def result_view(result: VerificationResult, *, detailed: bool) -> ResultView:
    """One row; ``detailed`` builds the evidence widgets (failures and warnings), otherwise only raw JSON."""
    evidence = result.evidence if isinstance(result.evidence, dict) else {}
    outcome = outcome_of(result)
    severity = severity_of(evidence)
    evidence_json = pretty_json(evidence)
    if not detailed:
        return ResultView(result=result, outcome=outcome, severity=severity, evidence_json=evidence_json)
    # An expected/actual pair at the top is shown side by side; it is not also a fact.
    pair = "actual" in evidence
    pair_keys = {"expected", "actual"} if pair else set()
    # Named facts first; any other short scalar or list joins them; rows, maps and rewards are blocks.
    shown_elsewhere = SPECIAL_KEYS | set(FACT_KEYS) | set(BLOCK_ORDER) | pair_keys
    others = sorted(key for key in evidence if key not in shown_elsewhere)
    facts = [
        (key, _text(evidence[key]))
        for key in FACT_KEYS
        if key not in pair_keys and evidence.get(key) not in (None, "")
    ]
    facts += [(key, _text(evidence[key])) for key in others if _is_fact(key, evidence[key])]
    block_keys = [key for key in BLOCK_ORDER if key in evidence]
    block_keys += [key for key in others if not _is_fact(key, evidence[key])]
    blocks = [(key, evidence_html(evidence[key], key=key)) for key in block_keys]
    if pair:
        subject = {k: v for k, v in evidence.items() if k in SUBJECT_KEYS or k in pair_keys}
        blocks.insert(0, ("expected / actual", evidence_html(subject)))
    problems = evidence.get("problems")
    traceback = evidence.get("traceback") or evidence.get("error") or ""
    return ResultView(
        result=result,
        outcome=outcome,
        severity=severity,
        facts=facts,
        blocks=blocks,
        problems=[_text(p) for p in problems] if isinstance(problems, list) else [],
        traceback=_text(traceback),
        diff_html=_diff_html(evidence),
        repair_html=_repair_html(evidence),
        evidence_json=evidence_json,
    )


def _stage_key(stage: str) -> tuple[int, str]:
    return (STAGE_ORDER.index(stage) if stage in STAGE_ORDER else len(STAGE_ORDER), stage)


def overview(results: Iterable[VerificationResult]) -> VerificationOverview:
    """Group one revision's results by stage (pipeline order, unknown stages last)."""
    ordered = sorted(results, key=lambda r: (_stage_key(r.stage), r.pk or 0))
    summaries: dict[str, StageSummary] = {}
    failures: list[ResultView] = []
    warnings: list[ResultView] = []
    passes: dict[str, list[ResultView]] = {}
    skipped: dict[str, list[ResultView]] = {}
    for result in ordered:
        outcome = outcome_of(result)
        summaries.setdefault(result.stage, StageSummary(stage=result.stage)).add(outcome)
        view = result_view(result, detailed=outcome in ("failed", "warning"))
        if outcome == "failed":
            failures.append(view)
        elif outcome == "warning":
            warnings.append(view)
        elif outcome == "passed":
            passes.setdefault(result.stage, []).append(view)
        else:
            skipped.setdefault(result.stage, []).append(view)
    return VerificationOverview(
        stages=list(summaries.values()),
        failures=failures,
        warnings=warnings,
        passes=[StageGroup(stage=stage, rows=rows) for stage, rows in passes.items()],
        skipped=[StageGroup(stage=stage, rows=rows) for stage, rows in skipped.items()],
    )


def checks_named_in(evidence: Any, check_ids: set[str]) -> list[str]:
    """The ids of the scenario's checks a result's evidence names (as keys, like ``failed``, or as values)."""
    found: list[str] = []

    def visit(value: Any, depth: int) -> None:
        if depth > 3:
            return
        if isinstance(value, dict):
            for key, inner in value.items():
                if key in check_ids and key not in found:
                    found.append(key)
                visit(inner, depth + 1)
        elif isinstance(value, list):
            for inner in value:
                visit(inner, depth + 1)
        elif isinstance(value, str) and value in check_ids and value not in found:
            found.append(value)

    visit(evidence, 0)
    return found


def with_related_checks(
    overview: VerificationOverview, checks: dict[str, tuple[str, SafeString]]
) -> VerificationOverview:
    """Failures and warnings that name a check carry its description and source (what the check reads)."""

    def attach(row: ResultView) -> ResultView:
        named = checks_named_in(row.result.evidence, set(checks))
        if not named:
            return row
        return replace(row, related_checks=[(cid, *checks[cid]) for cid in named])

    overview.failures = [attach(row) for row in overview.failures]
    overview.warnings = [attach(row) for row in overview.warnings]
    return overview
