"""Verification's LLM requests overlap its sandbox work; what is asked early is what would be asked late."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from synthesis.sandbox import SandboxSession
from synthesis.verify import VerifySettings, replace_method, verify_environment
from synthesis.verify.explore import explore, start_proposals
from synthesis.verify.gate import _test_state
from synthesis.verify.session import LiveEnvironment
from tests.verify.envfixtures import APPROVE_FIXED, APPROVE_IGNORES_PRECONDITION, PHARMACY_CODE, pharmacy_spec
from tests.verify.test_llm_stages import EXPLORER_CALLS, _requests, _script, _tool_of

# Generous: only a gate that never sends its explorer requests before its sandbox tests would wait this long.
WAIT_SECONDS = 20.0


def _explorer_seen(server: Any) -> threading.Event:
    """Answer as _script does, and set the event when the first explorer request arrives."""
    seen = threading.Event()

    def explorer(request: Any) -> dict[str, Any]:
        seen.set()
        calls = EXPLORER_CALLS[_tool_of(request)]
        return {"calls": [{"arguments": a, "intent": i, "purpose": "t"} for a, i in calls]}

    server.on(prompt="verify_explorer").call(explorer)  # before _script's rules: the first match answers
    _script(server)
    return seen


def test_explorer_requests_are_in_flight_before_the_first_sandbox_test(
    fake_openai: Any, fake_gateway: Any, sandbox_factory: Callable[[], SandboxSession]
) -> None:
    seen = _explorer_seen(fake_openai)
    arrived_before_sandbox: list[bool] = []

    def factory() -> SandboxSession:
        if not arrived_before_sandbox:
            arrived_before_sandbox.append(seen.wait(WAIT_SECONDS))
        return sandbox_factory()

    report = verify_environment(
        spec=pharmacy_spec(), sandbox_factory=factory, gateway=fake_gateway, settings=VerifySettings()
    )
    assert arrived_before_sandbox == [True]
    assert report.admitted, report.reasons
    assert len(_requests(fake_openai, "verify_explorer")) == 5  # one per tool, none twice


def test_a_repaired_method_does_not_ask_the_explorer_again(
    fake_openai: Any, fake_gateway: Any, sandbox_factory: Callable[[], SandboxSession]
) -> None:
    _script(fake_openai)
    fake_openai.on(prompt="verify_repair").json({"method_source": APPROVE_FIXED, "explanation": "fixed"})
    broken = pharmacy_spec(
        replace_method(
            code=PHARMACY_CODE,
            class_name="PharmacyEnv",
            method_name="approve_refill",
            new_source=APPROVE_IGNORES_PRECONDITION,
        )
    )
    report = verify_environment(
        spec=broken, sandbox_factory=sandbox_factory, gateway=fake_gateway, settings=VerifySettings()
    )
    assert report.admitted, report.reasons
    assert len(report.repair_rounds) == 1 and report.repair_rounds[0].accepted
    # The early requests were asked about the unrepaired code; the explorer never sees code, so they stand.
    assert len(_requests(fake_openai, "verify_explorer")) == 5


def _explore_with_early(
    *, gateway: Any, factory: Callable[[], SandboxSession], asked_state: dict[str, Any]
) -> Any:
    spec, settings = pharmacy_spec(), VerifySettings()
    state, _ = _test_state(spec=spec, settings=settings)
    env = LiveEnvironment(factory=factory, spec=spec, state=state, seed=settings.seed)
    with gateway.requests() as pool:
        early = start_proposals(spec=spec, state=asked_state, gateway=gateway, settings=settings, pool=pool)
        try:
            return explore(spec=spec, env=env, gateway=gateway, settings=settings, pool=pool, proposals=early)
        finally:
            env.close()


def test_early_answers_are_used_only_for_the_same_question(
    fake_openai: Any, fake_gateway: Any, sandbox_factory: Callable[[], SandboxSession]
) -> None:
    _script(fake_openai)
    spec, settings = pharmacy_spec(), VerifySettings()
    state, _ = _test_state(spec=spec, settings=settings)
    same = _explore_with_early(gateway=fake_gateway, factory=sandbox_factory, asked_state=state)
    assert len(_requests(fake_openai, "verify_explorer")) == 5
    # Asked about other rows: every early answer is dropped and the explorer is asked again.
    other = {table: rows[:1] for table, rows in state.items()}
    again = _explore_with_early(gateway=fake_gateway, factory=sandbox_factory, asked_state=other)
    assert len(_requests(fake_openai, "verify_explorer")) == 5 + 10
    assert [i.model_dump() for i in again.items] == [i.model_dump() for i in same.items]
    assert again.score == same.score == 1.0
