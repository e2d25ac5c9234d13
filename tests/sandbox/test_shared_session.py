"""One worker per environment serving many leases; chains replayed in one request."""

from __future__ import annotations

import pytest

from synthesis.ir import ToolCall
from synthesis.sandbox import SandboxFailure, SandboxLimits, SandboxSession
from synthesis.sandbox.runtime import state_hash
from synthesis.sandbox.shared import SharedSession, SharedSessions
from synthesis.scenarios.execution import run_chain
from tests.sandbox.conftest import SessionFactory, load_shop, shop_state

# Module-level state in environment code: a fresh load must start it over, as a new process would.
COUNTING_CODE = """
CALLS = []

class Counting:
    def __init__(self, state, ctx):
        self.state = state
        self.ctx = ctx

    def count(self):
        CALLS.append(1)
        return {"success": True, "data": len(CALLS)}

    def spin(self):
        while True:
            pass
"""


def load_counting(session: object) -> None:
    session.load_environment(  # type: ignore[attr-defined]
        code=COUNTING_CODE, class_name="Counting", tools=["count", "spin"], primary_keys={}, state={}
    )


def test_leases_share_one_worker_and_each_starts_fresh(make_session: SessionFactory) -> None:
    with SharedSession(make_session) as shared:
        for _ in range(3):
            with shared.lease() as session:
                with pytest.raises(RuntimeError, match="load_environment"):
                    session.call("count", {})  # a lease never sees the previous lease's environment
                load_counting(session)
                assert session.call("count", {}).result["data"] == 1
                assert session.call("count", {}).result["data"] == 2
        assert shared.workers_started == 1 and shared.leases == 3


def test_a_lease_while_another_is_open_gets_its_own_worker(make_session: SessionFactory) -> None:
    with SharedSession(make_session) as shared:
        with shared.lease() as outer, shared.lease() as inner:
            load_counting(outer)
            load_counting(inner)
            outer.call("count", {})
            assert inner.call("count", {}).result["data"] == 1
        assert shared.workers_started == 2


def test_a_dead_worker_is_replaced_at_the_next_lease(make_session: SessionFactory) -> None:
    limits = SandboxLimits(cpu_seconds=4, memory_mb=256, wall_seconds=0.5)
    with SharedSession(lambda: make_session(limits=limits)) as shared:
        with shared.lease() as session:
            load_counting(session)
            with pytest.raises(SandboxFailure) as failure:
                session.call("spin", {})
            assert failure.value.reason == "timeout"
        with shared.lease() as session:
            load_counting(session)
            assert session.call("count", {}).result["data"] == 1
        assert shared.workers_started == 2


def test_a_closed_shared_session_still_leases_and_closes_that_worker(make_session: SessionFactory) -> None:
    shared = SharedSession(make_session)
    shared.close()  # as a registry retires it while another thread is about to lease
    with shared.lease() as session:
        load_counting(session)
        assert session.call("count", {}).result["data"] == 1
        worker = session._session  # type: ignore[attr-defined]
    assert not worker.alive


def test_the_process_registry_keeps_the_most_recent_environments(make_session: SessionFactory) -> None:
    registry = SharedSessions(keep=1)
    first, second = registry.factory("env-a", make_session), registry.factory("env-b", make_session)
    with first() as session:
        load_counting(session)
        kept = session._session  # type: ignore[attr-defined]
    with first() as session:
        assert session._session is kept  # type: ignore[attr-defined]
    with second() as session:
        load_counting(session)
    assert not kept.alive  # env-a's worker was closed when env-b's came in
    registry.close_all()


def test_a_chain_in_one_request_matches_the_chain_step_by_step(shop: SandboxSession) -> None:
    calls = [
        ToolCall(name="add_item", arguments={"name": "pear", "stock": 2}),
        ToolCall(name="set_stock", arguments={"item_id": "item_a", "stock": 9}),
        ToolCall(name="remove_item", arguments={"item_id": "missing"}),
        ToolCall(name="list_items", arguments={}),
    ]
    for stop in (True, False):
        batched = run_chain(shop, calls=calls, state=shop_state(), stop_on_failure=stop)
        stepwise = run_chain(StepOnly(shop), calls=calls, state=shop_state(), stop_on_failure=stop)
        assert batched == stepwise
        assert batched.failed_at == 2 and len(batched.results) == (3 if stop else 4)
        assert batched.final_state["items"][0]["stock"] == 9


def test_a_run_hashes_its_final_state_only_when_asked(shop: SandboxSession) -> None:
    calls = [ToolCall(name="set_stock", arguments={"item_id": "item_a", "stock": 5})]
    for session in (shop, StepOnly(shop)):
        plain = run_chain(session, calls=calls, state=shop_state())
        hashed = run_chain(session, calls=calls, state=shop_state(), hashed=True)
        assert plain.state_hash == "" and plain.final_state == hashed.final_state
        assert hashed.state_hash == state_hash(hashed.final_state) == shop.state_hash()


class StepOnly:
    """The session without its one-request replay, so run_chain goes call by call."""

    def __init__(self, session: SandboxSession) -> None:
        self.reset, self.call = session.reset, session.call
        self.state, self.state_hash = session.state, session.state_hash


def added_id(session: SandboxSession, *, seed: int | None = None) -> str:
    outcome = session.run_calls([("add_item", {"name": "pear"})], state=shop_state(), seed=seed)
    return str(outcome.results[0]["data"]["id"])


def test_a_run_at_a_seed_gives_what_a_load_at_that_seed_gives(make_session: SessionFactory) -> None:
    loaded, reseeded = make_session(), make_session()
    load_shop(loaded, seed=3)
    load_shop(reseeded, seed=7)
    at_seven = added_id(reseeded)
    # The run's seed replaces the loaded one, and stays for later runs, as a load with it would.
    assert added_id(reseeded, seed=3) == added_id(loaded) != at_seven
    assert added_id(reseeded) == added_id(loaded)
    assert added_id(reseeded, seed=7) == at_seven
    with pytest.raises(ValueError, match="seed must be an integer"):
        reseeded._request({"op": "run", "state": shop_state(), "calls": [], "seed": "7"}, needs_env=True)


def test_the_states_after_each_call_are_the_states_of_the_prefix_runs(shop: SandboxSession) -> None:
    calls = [
        ToolCall(name="add_item", arguments={"name": "pear", "stock": 2}),
        ToolCall(name="remove_item", arguments={"item_id": "missing"}),
        ToolCall(name="set_stock", arguments={"item_id": "item_a", "stock": 9}),
    ]
    whole = run_chain(shop, calls=calls, state=shop_state(), stop_on_failure=False, states_after=True)
    assert whole.states_after is not None and len(whole.states_after) == 3
    prefixes = [
        run_chain(shop, calls=calls[: n + 1], state=shop_state(), stop_on_failure=False).final_state
        for n in range(3)
    ]
    assert whole.states_after == prefixes
    assert (
        whole.states_after[0] == whole.states_after[1] != whole.states_after[2]
    )  # the failing call changed nothing
    stepwise = run_chain(
        StepOnly(shop), calls=calls, state=shop_state(), stop_on_failure=False, states_after=True
    )
    assert stepwise.states_after == prefixes
    stopped = run_chain(shop, calls=calls, state=shop_state(), states_after=True)
    assert stopped.states_after == prefixes[:2] and len(stopped.results) == 2
    with pytest.raises(ValueError, match="load it instead"):
        run_chain(StepOnly(shop), calls=calls, state=shop_state(), seed=1)
