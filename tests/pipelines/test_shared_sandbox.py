"""The build stage reuses one sandbox worker per environment for its scenarios' builds, proofs and replays."""

from __future__ import annotations

import pytest

from synthesis.pipelines import resources
from synthesis.sandbox.shared import SharedSessions
from tests.pipelines.helpers import configure_llm, run_kind, sample_seed


@pytest.fixture(autouse=True)
def offline():
    configure_llm(None)


def test_one_worker_serves_an_environments_scenarios(monkeypatch: pytest.MonkeyPatch) -> None:
    registry = SharedSessions()
    monkeypatch.setattr(resources, "process_sessions", registry)
    try:
        ctx = run_kind(kind="spec", seed=sample_seed("library_loans.sql"), options={"scenarios": 4})
        counts = registry.counts()
    finally:
        registry.close_all()
    assert sum(1 for s in ctx.scenarios.values() if s["proof_passed"]) >= 3
    [(key, (workers, leases))] = counts.items()
    assert str(ctx.job_id) in key
    # Each scenario: a build and a proof with its replay in a "new session" (3 leases), all on one worker.
    assert workers == 1 and leases >= 3 * 4
