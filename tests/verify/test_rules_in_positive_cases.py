"""A positive case keeps the table's rules between fields: values drawn from the test state that would break
``due_date >= order_date`` (the order date being the runtime's clock) or an end before the row's start are
moved beside the row's other moments, so the case tests the tool, not the draw (AdventureWorks failed on
both)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from synthesis.sandbox import SandboxSession
from synthesis.seeds.specs import parse_sql
from synthesis.state.timing import NOW
from synthesis.verify import VerifySettings, verify_environment
from synthesis.verify.report import VerificationItem

SCHEMA = """
CREATE TABLE orders (
  order_id INTEGER PRIMARY KEY,
  order_date TIMESTAMP NOT NULL DEFAULT now(),
  due_date TIMESTAMP NOT NULL,
  CHECK (due_date >= order_date)
);
CREATE TABLE price_history (
  history_id INTEGER PRIMARY KEY,
  start_date TIMESTAMP NOT NULL,
  end_date TIMESTAMP,
  cost NUMERIC NOT NULL CHECK (cost > 0),
  CHECK (end_date IS NULL OR end_date >= start_date)
);
"""

# Every due date is before the runtime's clock; the first history row's start is after the only end date.
STATE: dict[str, list[dict[str, Any]]] = {
    "orders": [
        {"order_id": 1, "order_date": "2024-11-01T10:00:00+00:00", "due_date": "2024-11-20T10:00:00+00:00"},
        {"order_id": 2, "order_date": "2024-12-01T10:00:00+00:00", "due_date": "2024-12-30T15:15:00+00:00"},
    ],
    "price_history": [
        {"history_id": 1, "start_date": "2024-05-01T00:00:00+00:00", "end_date": None, "cost": 10.0},
        {
            "history_id": 2,
            "start_date": "2024-01-01T00:00:00+00:00",
            "end_date": "2024-02-01T00:00:00+00:00",
            "cost": 12.5,
        },
    ],
}


def _item(items: list[VerificationItem], name: str) -> VerificationItem:
    return next(i for i in items if i.name == name)


def test_positive_cases_keep_rules_between_fields(sandbox_factory: Callable[[], SandboxSession]) -> None:
    spec = parse_sql(SCHEMA, name="orders")
    report = verify_environment(
        spec=spec, sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings(), test_state=STATE
    )
    created = _item(report.results, "create_order:positive:required")
    assert created.passed, created.detail
    # The due date was moved past the order date the runtime gives (its clock), not drawn from the state.
    assert created.evidence["arguments"]["due_date"] >= NOW.isoformat()
    updated = _item(report.results, "update_price_history:positive:all")
    assert updated.passed, updated.detail
    arguments = updated.evidence["arguments"]
    row = next(r for r in STATE["price_history"] if r["history_id"] == arguments["history_id"])
    assert arguments["end_date"] >= arguments.get("start_date", row["start_date"])
    assert report.admitted, report.reasons


def test_a_tool_that_breaks_the_rule_itself_still_fails(
    sandbox_factory: Callable[[], SandboxSession],
) -> None:
    # The moved values are only arguments: a tool writing a due date before the order date is still caught.
    spec = parse_sql(SCHEMA, name="orders")
    broken = "return self._create('orders', {'due_date': '2000-01-01T00:00:00+00:00'})"
    code = spec.code.replace(
        "def create_order(self",
        f"def create_order(self, *a, **k):\n        {broken}\n\n    def _unused_create_order(self",
        1,
    )
    assert code != spec.code
    report = verify_environment(
        spec=spec.model_copy(update={"code": code}),
        sandbox_factory=sandbox_factory,
        gateway=None,
        settings=VerifySettings(),
        test_state=STATE,
    )
    created = _item(report.results, "create_order:positive:required")
    assert not created.passed and "violates the rule" in created.detail
    assert not report.admitted


PROVIDERS = """
CREATE TABLE providers (
  id SERIAL PRIMARY KEY,
  provider_type TEXT NOT NULL CHECK (provider_type IN ('oauth2', 'oidc')),
  issuer TEXT,
  token_url TEXT,
  CONSTRAINT oidc_requires_issuer CHECK (provider_type != 'oidc' OR issuer IS NOT NULL),
  CONSTRAINT oauth2_requires_endpoint CHECK (provider_type != 'oauth2' OR token_url IS NOT NULL)
);
"""


def test_a_required_only_case_no_rule_allows_is_skipped_naming_the_fields(
    sandbox_factory: Callable[[], SandboxSession],
) -> None:
    """Supabase Auth's custom OAuth providers: each provider type needs optional values of its own, so no
    create with the required values alone keeps the rules, and the runtime rightly refuses one. The case is
    skipped, naming the fields, and the case with every value runs (the environment failed verification)."""
    spec = parse_sql(PROVIDERS, name="providers")
    state = {"providers": [{"id": 1, "provider_type": "oidc", "issuer": "https://a.test", "token_url": None}]}
    report = verify_environment(
        spec=spec, sandbox_factory=sandbox_factory, gateway=None, settings=VerifySettings(), test_state=state
    )
    assert report.admitted, report.reasons
    required = _item(report.results, "create_provider:positive:required")
    assert required.skipped and "a rule needs a value for" in required.detail
    assert "issuer" in required.detail or "token_url" in required.detail
    assert _item(report.results, "create_provider:positive:all").passed
