"""Conditions evaluate as Python functions do: comprehensions, generator expressions and lambdas inside a
pre/postcondition see every name the condition sees (``args``, ``state``, ``new``, ``result`` and the helpers
of ``condition_namespace``), in process and in a sandboxed worker."""

from __future__ import annotations

from typing import Any

import pytest

from synthesis.sandbox import ConditionOutcome, SandboxSession
from synthesis.sandbox.conditions import eval_condition

STATE = {
    "candidates": [{"id": "c1", "name": "Ada"}, {"id": "c2", "name": "Bo"}],
    "applications": [
        {"id": "a2", "candidate_id": "c1", "job": "j2"},
        {"id": "a1", "candidate_id": "c1", "job": "j1"},
        {"id": "a3", "candidate_id": "c2", "job": "j1"},
    ],
}
NEW = {**STATE, "applications": [*STATE["applications"], {"id": "a4", "candidate_id": "c2", "job": "j3"}]}
ARGS = {"candidate_id": "c1", "jobs": ["j1", "j2"], "ids": ["a1", "a2"]}
RESULT = {
    "success": True,
    "data": {
        "candidate_id": "c1",
        "applications": [a for a in STATE["applications"] if a["candidate_id"] == "c1"],
    },
}

# Each true for the values above; each refers, inside a function scope of its own, to a name of the condition.
EXPRESSIONS = {
    # the model-written postcondition of issue 38
    "over-result": 'all(a["candidate_id"] == result["data"]["candidate_id"]'
    ' for a in result["data"]["applications"])',
    "over-args": 'all(j in args["jobs"]'
    ' for j in [a["job"] for a in rows("applications", candidate_id="c1")])',
    "list-comprehension-over-args": '[a["id"] for a in state["applications"] if a["id"] in args["ids"]]'
    ' == ["a2", "a1"]',
    "helper": 'all(exists("candidates", id=a["candidate_id"]) for a in new["applications"])',
    "new-helper": 'sum(new_count("applications", job=j) for j in args["jobs"]) == 3',
    "dict-comprehension": '{a["id"]: one("candidates", id=a["candidate_id"])["name"]'
    ' for a in result["data"]["applications"]} == {"a1": "Ada", "a2": "Ada"}',
    "set-comprehension": '{a["job"] for a in state["applications"]'
    ' if a["candidate_id"] == args["candidate_id"]} == set(args["jobs"])',
    "lambda": 'sorted(result["data"]["applications"],'
    ' key=lambda r: (r["candidate_id"] != args["candidate_id"], r["id"]))[0]["id"] == "a1"',
    "lambda-helper": 'sorted(args["ids"], key=lambda i: one("applications", id=i)["job"]) == ["a1", "a2"]',
    "nested": 'all(any(b["job"] == a["job"] for b in new_rows("applications"))'
    ' for a in rows("applications", candidate_id=args["candidate_id"]))',
}


@pytest.mark.parametrize("expr", list(EXPRESSIONS.values()), ids=list(EXPRESSIONS))
def test_in_process_conditions_see_their_names_in_nested_scopes(expr: str) -> None:
    assert eval_condition(expr, args=ARGS, state=STATE, new=NEW, result=RESULT) is True


def test_in_process_nested_scopes_see_the_names_but_no_builtins() -> None:
    assert eval_condition("[a for a in args if result]", args={"x": 1}, state={}, result=True) is True
    for expr, name in (("[open for _ in 'a']", "open"), ("(lambda: __import__)()", "__import__")):
        with pytest.raises(NameError, match=name):
            eval_condition(expr, args={}, state={})
    # a name the condition binds in a comprehension stays the comprehension's
    assert eval_condition("[args for args in (1, 2)] == [1, 2] and args == {}", args={}, state={}) is True


def test_sandboxed_conditions_see_their_names_in_nested_scopes(shop: SandboxSession) -> None:
    outcomes = shop.eval_conditions(
        list(EXPRESSIONS.values()), args=ARGS, state=STATE, new=NEW, result=RESULT
    )
    assert dict(zip(EXPRESSIONS, outcomes, strict=True)) == dict.fromkeys(
        EXPRESSIONS, ConditionOutcome(value=True, error=None)
    )
    refused: list[Any] = shop.eval_conditions(
        ["[__import__ for _ in 'a']", "[open for _ in 'a']", "(lambda: 0).__globals__"], args={}, state={}
    )
    assert refused[0].value is None and "forbidden name '__import__'" in str(refused[0].error)
    assert refused[1].value is None and "NameError" in str(refused[1].error)
    assert refused[2].value is None and "forbidden attribute '__globals__'" in str(refused[2].error)
