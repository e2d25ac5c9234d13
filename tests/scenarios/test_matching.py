from __future__ import annotations

import pytest

from synthesis.scenarios.matching import compare_states, values_match

KEYS = {"members": "member_id", "loans": "loan_id"}


@pytest.mark.parametrize(
    ("policy", "expected", "actual", "matches"),
    [
        ({"policy": "exact"}, "Ana", "Ana", True),
        ({"policy": "exact"}, "Ana", "ana", False),
        ({"policy": "normalized"}, "Ana  Lopez", " ana lopez", True),
        ({"policy": "normalized"}, "Ana Lopez", "Ana Lopes", False),
        (
            {"policy": "fuzzy", "threshold": 0.8},
            "Please deliver before noon",
            "please deliver before noon!",
            True,
        ),
        ({"policy": "fuzzy", "threshold": 0.8}, "Please deliver before noon", "cancel everything", False),
        ({"policy": "numeric", "tolerance": 0.01}, 10.0, 10.004, True),
        ({"policy": "numeric", "tolerance": 0.01}, 10.0, 10.5, False),
        ({"policy": "unordered"}, ["a", "b", "b"], ["b", "a", "b"], True),
        ({"policy": "unordered"}, ["a", "b", "b"], ["a", "b"], False),
        ({"policy": "exists"}, "x", "anything", True),
        ({"policy": "exists"}, "x", None, False),
        ({"policy": "ignore"}, "x", None, True),
        (None, 1, 1, True),
        (None, 1, 1.5, False),
    ],
)
def test_each_policy_passes_and_fails(
    policy: dict | None, expected: object, actual: object, matches: bool
) -> None:
    assert values_match(expected, actual, policy) is matches


def test_unknown_policy_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown matching policy 'approx'"):
        values_match(1, 1, {"policy": "approx"})


def test_identical_states_score_one() -> None:
    state = {"members": [{"member_id": "M1", "name": "Ana"}]}
    result = compare_states(target=state, final=state, policies={}, primary_keys=KEYS)
    assert result.score == 1.0
    assert result.mismatches == []


def test_field_mismatch_gives_partial_row_score() -> None:
    target = {"members": [{"member_id": "M1", "name": "Ana", "status": "active"}]}
    final = {"members": [{"member_id": "M1", "name": "Ana", "status": "suspended"}]}
    result = compare_states(target=target, final=final, policies={}, primary_keys=KEYS)
    assert result.score == pytest.approx(2 / 3)
    assert [(m["field"], m["expected"], m["actual"]) for m in result.mismatches] == [
        ("status", "active", "suspended")
    ]


def test_rows_with_generated_keys_are_matched_by_their_other_fields() -> None:
    policies = {"loans": {"loan_id": {"policy": "ignore"}, "created_at": {"policy": "ignore"}}}
    target = {"loans": [{"loan_id": "loan_aaa", "member_id": "M1", "book_id": "B1", "created_at": "t1"}]}
    final = {"loans": [{"loan_id": "loan_bbb", "member_id": "M1", "book_id": "B1", "created_at": "t2"}]}
    assert compare_states(target=target, final=final, policies=policies, primary_keys=KEYS).score == 1.0
    wrong = {"loans": [{"loan_id": "loan_bbb", "member_id": "M2", "book_id": "B1", "created_at": "t2"}]}
    result = compare_states(target=target, final=wrong, policies=policies, primary_keys=KEYS)
    assert result.score == 0.5
    assert [m["field"] for m in result.mismatches] == ["member_id"]


def test_missing_and_extra_rows_score_zero() -> None:
    target = {"members": [{"member_id": "M1"}, {"member_id": "M2"}]}
    final = {"members": [{"member_id": "M1"}]}
    missing = compare_states(target=target, final=final, policies={}, primary_keys=KEYS)
    assert missing.score == 0.5
    assert missing.mismatches[0]["kind"] == "missing_row"
    extra = compare_states(target=final, final=target, policies={}, primary_keys=KEYS)
    assert extra.mismatches[0]["kind"] == "extra_row"


def test_initial_state_restricts_the_score_to_changed_rows() -> None:
    unchanged = [{"member_id": f"M{i}", "status": "active"} for i in range(2, 12)]
    initial = {"members": [{"member_id": "M1", "status": "active"}, *unchanged]}
    target = {"members": [{"member_id": "M1", "status": "suspended"}, *unchanged]}
    kwargs = {"target": target, "final": initial, "policies": {}, "primary_keys": KEYS}
    assert compare_states(**kwargs).score > 0.9  # the untouched rows dominate without an initial state
    assert compare_states(**kwargs, initial=initial).score == 0.0  # the one change is not made yet
    assert compare_states(**{**kwargs, "final": target}, initial=initial).score == 1.0


def _order(key: str, status: str = "open") -> dict:
    # Eight fields, as in the measurement: doing nothing used to earn 7/8 of this row.
    return {
        "order_id": key,
        "customer": "Ana",
        "item": "lamp",
        "qty": 2,
        "price": 9.5,
        "city": "Oslo",
        "note": "",
        "status": status,
    }


ORDERS = {"orders": "order_id", "lines": "line_id"}


def test_cancelling_the_wrong_row_or_nothing_scores_zero() -> None:
    initial = {"orders": [_order("O1"), _order("O2")]}
    target = {"orders": [_order("O1", "cancelled"), _order("O2")]}
    kwargs = {"target": target, "policies": {}, "primary_keys": ORDERS, "initial": initial}
    assert compare_states(final=initial, **kwargs).score == 0.0
    wrong = compare_states(final={"orders": [_order("O1"), _order("O2", "cancelled")]}, **kwargs)
    assert wrong.score == 0.0
    assert {m["kind"] for m in wrong.mismatches} == {"value", "touched_row"}
    both = compare_states(final={"orders": [_order("O1", "cancelled"), _order("O2", "cancelled")]}, **kwargs)
    assert both.score == 0.5  # the right change, and a row it must not touch was touched
    assert compare_states(final=target, **kwargs).score == 1.0


def test_touching_another_field_of_the_changed_row_costs() -> None:
    initial = {"orders": [_order("O1")]}
    target = {"orders": [_order("O1", "cancelled")]}
    final = {"orders": [{**_order("O1", "cancelled"), "qty": 3}]}
    result = compare_states(target=target, final=final, policies={}, primary_keys=ORDERS, initial=initial)
    assert result.score == 0.5
    ignored = {"orders": {"qty": {"policy": "ignore"}}}
    assert (
        compare_states(
            target=target, final=final, policies=ignored, primary_keys=ORDERS, initial=initial
        ).score
        == 1.0
    )


def test_deletes_and_deleting_the_wrong_row() -> None:
    initial = {"orders": [_order("O1"), _order("O2")]}
    target = {"orders": [_order("O2")]}
    kwargs = {"target": target, "policies": {}, "primary_keys": ORDERS, "initial": initial}
    assert compare_states(final=initial, **kwargs).score == 0.0
    assert compare_states(final={"orders": [_order("O1")]}, **kwargs).score == 0.0
    assert compare_states(final=target, **kwargs).score == 1.0


def test_references_to_generated_keys_are_followed_under_another_seed() -> None:
    policies = {"orders": {"order_id": {"policy": "ignore"}}, "lines": {"line_id": {"policy": "ignore"}}}
    initial: dict = {"orders": [], "lines": []}
    target = {
        "orders": [_order("ord_aaa")],
        "lines": [{"line_id": "ln_aaa", "order_id": "ord_aaa", "sku": "S1"}],
    }
    other_seed = {
        "orders": [_order("ord_bbb")],
        "lines": [{"line_id": "ln_bbb", "order_id": "ord_bbb", "sku": "S1"}],
    }
    kwargs = {"target": target, "policies": policies, "primary_keys": ORDERS, "initial": initial}
    assert compare_states(final=initial, **kwargs).score == 0.0
    assert compare_states(final=other_seed, **kwargs).score == 1.0
    dangling = {**other_seed, "lines": [{"line_id": "ln_bbb", "order_id": "ord_zzz", "sku": "S1"}]}
    assert compare_states(final=dangling, **kwargs).score < 1.0
    extra = {**other_seed, "orders": [*other_seed["orders"], _order("ord_ccc")]}
    assert compare_states(final=extra, **kwargs).score == pytest.approx(2 / 3)


def test_bad_state_is_rejected() -> None:
    with pytest.raises(ValueError, match="must be states"):
        compare_states(target=[], final={}, policies={}, primary_keys={})  # type: ignore[arg-type]


def test_a_row_inserted_for_the_wrong_existing_row_scores_zero() -> None:
    keys = {"customers": "customer_id", "orders": "order_id"}
    policies = {"orders": {"order_id": {"policy": "ignore"}}}
    customers = [{"customer_id": "C1", "name": "Ana"}, {"customer_id": "C2", "name": "Ana"}]
    initial = {"customers": customers, "orders": []}
    order = {"order_id": "ord_1", "customer_id": "C1", "address": "1 Main St", "total": 10, "note": "gift"}
    target = {"customers": customers, "orders": [order]}
    kwargs = {"target": target, "policies": policies, "primary_keys": keys, "initial": initial}
    wrong = {**order, "order_id": "ord_9", "customer_id": "C2"}
    result = compare_states(final={"customers": customers, "orders": [wrong]}, **kwargs)
    assert result.score == 0.0  # four of five fields agree, but it is the other customer's order
    assert [m["kind"] for m in result.mismatches] == ["wrong_reference"]
    near = {**order, "order_id": "ord_9", "note": "gift!!"}
    assert compare_states(final={"customers": customers, "orders": [near]}, **kwargs).score == 0.75
