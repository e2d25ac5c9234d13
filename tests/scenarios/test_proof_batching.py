"""The seeds step replays a chain in one request only when replaying it as an agent would call the same."""

from __future__ import annotations

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import load_spec
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.planning import plan_chain
from synthesis.scenarios.proof_reward import replay_following, replay_in_one_request
from synthesis.scenarios.repair import execute_with_repair
from synthesis.scenarios.replay import REFERENCE_SEED
from tests.scenarios.library_env import library_graph, library_spec
from tests.scenarios.test_builder_proof import factory


def _chain_on_an_inserted_row(spec: EnvironmentSpec) -> ScenarioSpec:
    """A scenario whose last call names the loan its first call made (an id generated under the seed)."""
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state={"members": [], "books": [], "loans": []})
        for seed in range(6):
            plan = plan_chain(spec=spec, chain=["borrow_book", "list_loans", "return_book"], seed=seed)
            plan, run = execute_with_repair(session=session, spec=spec, plan=plan)
            if run.ok:
                break
    assert run.ok, run.error
    template = build_scenarios(
        spec=spec, graph=library_graph(spec), count=1, seed=21, sandbox_factory=factory
    )[0]
    return template.model_copy(update={"reference_chain": plan.calls, "initial_state": plan.state})


def test_one_request_stands_only_where_no_revealed_value_differs() -> None:
    spec = library_spec()
    scenario = _chain_on_an_inserted_row(spec)
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED)
        reference = replay_following(session, scenario=scenario, reference=[], before=[])[1]
        # At the seed the chain was recorded under, the agent's replay calls what was recorded: one request.
        load_spec(session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED)
        at_once = replay_in_one_request(session, scenario=scenario, reference=reference, before=[])
        assert at_once is not None
        calls, results, final = at_once
        assert calls == scenario.reference_chain and all(r["success"] for r in results)
        assert final == session.state()
        # Under another seed the loan gets another id: the recorded one would name no loan, so the one-request
        # run is refused and the call-by-call replay follows the new id.
        load_spec(session, spec=spec, state=scenario.initial_state, seed=7)
        assert replay_in_one_request(session, scenario=scenario, reference=reference, before=[]) is None
        load_spec(session, spec=spec, state=scenario.initial_state, seed=7)
        calls, results = replay_following(
            session, scenario=scenario, reference=reference, before=[], reset=False
        )
        recorded_loan = scenario.reference_chain[2].arguments["loan_id"]
        assert calls[2].arguments["loan_id"] != recorded_loan
        assert calls[2].arguments["loan_id"] == results[0]["data"]["loan_id"]
        assert all(r["success"] for r in results)
