"""The seeds step replays a chain in one request only when replaying it as an agent would call the same, and
decides as loading at each seed would; the prefix step reads the reference run; comparisons are remembered by
value."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.protocol import BatchRunner, load_spec, runs_batches
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.execution import CheckMemo, run_chain
from synthesis.scenarios.proof import prove_scenario
from synthesis.scenarios.proof_reward import (
    prefix_below_one,
    replay_following,
    replay_in_one_request,
    seed_independent,
)
from synthesis.scenarios.replay import REFERENCE_SEED
from synthesis.scenarios.scoring import ComparisonMemo
from tests.scenarios.library_env import library_graph, library_spec
from tests.scenarios.test_builder_proof import borrow_then_return, factory


def _chain_on_an_inserted_row(spec: EnvironmentSpec) -> ScenarioSpec:
    """A scenario whose last call names the loan its first call made (an id generated under the seed)."""
    plan = borrow_then_return(spec)
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


class CallByCall:
    """A session without one-request runs: the seeds step then loads the environment at each seed."""

    def __init__(self, session: object) -> None:
        self._session = session

    def __getattr__(self, name: str) -> object:
        if name == "run_calls":
            raise AttributeError(name)
        return getattr(self._session, name)


def test_the_seeds_step_reseeding_in_the_run_decides_as_loading_at_each_seed() -> None:
    spec = library_spec()
    inserted = _chain_on_an_inserted_row(spec)
    updated = build_scenarios(spec=spec, graph=library_graph(spec), count=3, seed=5, sandbox_factory=factory)
    for scenario in [inserted, *updated]:
        outcomes = []
        for wrap in (lambda s: s, CallByCall):
            with open_session(untrusted=False) as opened:
                session = wrap(opened)
                assert isinstance(session, BatchRunner) == runs_batches(session) == (wrap is not CallByCall)
                outcomes.append(seed_independent(session, scenario=scenario, spec=spec))
        batched, loaded = outcomes
        assert batched.passed == loaded.passed
        assert [
            (r["seed"], r["rewards"], r["failed_calls"], r["injected_failure"], r["calls"])
            for r in batched.evidence["runs"]
        ] == [
            (r["seed"], r["rewards"], r["failed_calls"], r["injected_failure"], r["calls"])
            for r in loaded.evidence["runs"]
        ]
    # Under another seed the inserted loan gets another id in a reseeded run too: one request is refused.
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=inserted.initial_state, seed=REFERENCE_SEED)
        reference = replay_following(session, scenario=inserted, reference=[], before=[])[1]
        assert (
            replay_in_one_request(session, scenario=inserted, reference=reference, before=[], seed=7) is None
        )
        assert (
            replay_in_one_request(
                session, scenario=inserted, reference=reference, before=[], seed=REFERENCE_SEED
            )
            is not None
        )


def comparison_inputs() -> tuple[ScenarioSpec, dict[str, Any]]:
    """A built library scenario, and the inputs of a comparison with its target but the final state."""
    spec = library_spec()
    scenario = build_scenarios(
        spec=spec, graph=library_graph(spec), count=1, seed=5, sandbox_factory=factory
    )[0]
    inputs = {
        "target": scenario.target_state,
        "policies": scenario.matching_policies,
        "schema": spec.state_schema,
        "initial": scenario.initial_state,
    }
    return scenario, inputs


def test_a_comparison_is_remembered_by_value_and_handed_out_as_a_copy() -> None:
    scenario, inputs = comparison_inputs()
    memo = ComparisonMemo(size=4)
    final = copy.deepcopy(scenario.initial_state)
    first = memo.compare(final=final, **inputs)
    assert first.score == 0.0 and first.mismatches and memo.hits == 0
    first.mismatches.clear()  # a caller's change to an answer never reaches the next caller
    again = memo.compare(final=final, **inputs)
    assert memo.hits == 1 and again.mismatches and again.score == 0.0
    # The same object changed in place is another question, never answered from memory.
    final.clear()
    final.update(copy.deepcopy(scenario.target_state))
    assert memo.compare(final=final, **inputs).score == 1.0 and memo.hits == 1


def test_a_proof_keys_states_by_content_and_never_confuses_types() -> None:
    with open_session(untrusted=False) as opened:
        memo = CheckMemo(opened)
        rows = [{"id": "a", "n": 1}]
        keys = [
            memo.state_key(s)
            for s in ({"t": rows}, {"t": copy.deepcopy(rows)}, {"t": [{"id": "a", "n": 1.0}]})
        ]
        assert keys[0] == keys[1] != keys[2]
        assert memo.state_key({"t": [{"id": "a", "n": True}]}) not in keys
        assert memo.state_key({"t": [{"n": 1, "id": "a"}]}) not in keys  # key order is content
        # What marshal refuses is keyed by its canonical text, which no bytes key equals.
        odd = memo.state_key({"t": [{"id": "a", "n": object()}]})
        assert isinstance(odd, str) and odd not in keys
        # Tables in another order are another state (their JSON differs); a table name that is no str is
        # keyed by the text too.
        other = [{"id": "b"}]
        assert memo.state_key({"t": rows, "u": other}) != memo.state_key({"u": other, "t": rows})
        assert memo.state_key({"t": rows, "u": other}) == memo.state_key({"t": rows, "u": [{"id": "b"}]})
        assert isinstance(memo.state_key({1: rows}), str)  # type: ignore[dict-item]
        # The comparison memo takes those keys: a state with the same content is answered from memory.
        scenario, inputs = comparison_inputs()
        comparisons = ComparisonMemo(size=4)
        keyed = {**inputs, "state_key": memo.state_key}
        first = comparisons.compare(final=copy.deepcopy(scenario.target_state), **keyed)
        again = comparisons.compare(final=copy.deepcopy(scenario.target_state), **keyed)
        assert first.score == again.score == 1.0 and comparisons.hits == 1


class _CountingRuns:
    """A session that records, for each chain run, whether it kept the states after each call."""

    def __init__(self, session: Any, runs: list[bool]) -> None:
        self._session, self._runs = session, runs

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)

    def __enter__(self) -> _CountingRuns:
        return self

    def __exit__(self, *exc: object) -> None:
        self._session.close()

    def run_calls(self, calls: Any, **options: Any) -> Any:
        self._runs.append(bool(options.get("states_after")))
        return self._session.run_calls(calls, **options)


def test_the_prefix_step_reads_the_reference_run_and_decides_as_replaying_each_prefix() -> None:
    spec = library_spec()
    scenario = build_scenarios(
        spec=spec, graph=library_graph(spec), count=1, seed=5, sandbox_factory=factory
    )[0]
    assert len(scenario.reference_chain) > 1
    runs: list[bool] = []
    proof = prove_scenario(
        scenario=scenario,
        spec=spec,
        sandbox_factory=lambda: _CountingRuns(open_session(untrusted=False), runs),
        existing_tasks=[],
    )
    prefix = next(step for step in proof.steps if step.name == "prefix_below_one")
    assert runs[0] is True and runs.count(True) == 1  # the reference run kept them; no run of its own
    with open_session(untrusted=False) as session:
        load_spec(session, spec=spec, state=scenario.initial_state, seed=REFERENCE_SEED)
        replayed = [
            run_chain(
                session,
                calls=scenario.reference_chain[:n],
                state=scenario.initial_state,
                stop_on_failure=False,
            ).final_state
            for n in range(1, len(scenario.reference_chain) + 1)
        ]
        each_prefix = prefix_below_one(session, scenario=scenario, spec=spec, after_each=replayed)
    assert prefix.passed is each_prefix.passed is True
    assert prefix.evidence["prefixes"] == json.loads(json.dumps(each_prefix.evidence["prefixes"]))
    assert prefix.evidence["last_state_change_at"] == each_prefix.evidence["last_state_change_at"]


def test_a_proof_reads_each_table_it_asks_about_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The states a proof asks about share most tables (a perturbation replaces one): each table object's
    # bytes are made once.
    import marshal
    import types

    from synthesis.sandbox import holding

    dumped: list[object] = []

    def dumps(value: object, version: int) -> bytes:
        dumped.append(value)
        return marshal.dumps(value, version)

    monkeypatch.setattr(holding, "marshal", types.SimpleNamespace(dumps=dumps))  # (CheckMemo's bytes)
    memo = CheckMemo(object())  # type: ignore[arg-type]  # (no check is run)
    orders, lines = [{"id": "o1"}], [{"id": "l1", "order": "o1"}]
    state = {"orders": orders, "lines": lines}
    perturbed = {**state, "lines": [{"id": "l1", "order": None}]}
    with_messages = {**perturbed, "messages": [{"role": "assistant", "content": "done"}]}
    keys = [memo.state_key(s) for s in (state, perturbed, with_messages, state)]
    assert len(dumped) == 4  # orders, lines, the perturbed lines, messages
    assert len(set(keys)) == 3 and keys[0] == keys[3]


def test_a_proof_whose_requests_use_its_table_bytes_decides_as_one_reading_every_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The proof vouches that it never changes a table it has sent (``held_states.tables_unchanged``): its
    # proofs are the ones made with every request reading every table again.
    import contextlib

    from synthesis.scenarios import proof
    from synthesis.scenarios.execution import CheckMemo as Memo
    from synthesis.scenarios.proof import prove_scenarios

    spec = library_spec()
    built = build_scenarios(spec=spec, graph=library_graph(spec), count=6, seed=21, sandbox_factory=factory)
    assert len(built) >= 4
    states = json.dumps([(s.initial_state, s.target_state) for s in built])
    vouched = [s.proof for s in prove_scenarios(scenarios=built, spec=spec, sandbox_factory=factory)]
    assert json.dumps([(s.initial_state, s.target_state) for s in built]) == states  # shared, never changed

    @contextlib.contextmanager
    def unvouched(session: Any) -> Any:
        yield Memo(session)

    monkeypatch.setattr(proof, "_memo_of", unvouched)
    read_again = [s.proof for s in prove_scenarios(scenarios=built, spec=spec, sandbox_factory=factory)]
    assert [p.model_dump() for p in vouched if p] == [p.model_dump() for p in read_again if p]
    assert sum(1 for p in vouched if p and p.passed) >= 3  # proofs that pass, and so ran every step
