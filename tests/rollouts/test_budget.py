"""RolloutBudget validation and the thread-safe JobBudget."""

from __future__ import annotations

import threading

import pytest

from synthesis.rollouts import BudgetExhausted, JobBudget, RolloutBudget


def test_rollout_budget_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="max_steps"):
        RolloutBudget(max_steps=0)
    with pytest.raises(ValueError, match="max_tokens"):
        RolloutBudget(max_tokens=0)
    with pytest.raises(ValueError, match="max_cost"):
        RolloutBudget(max_cost=-1.0)
    with pytest.raises(ValueError, match="max_rollouts"):
        JobBudget(max_rollouts=-1)


def test_job_budget_counts_every_charge_from_many_threads() -> None:
    budget = JobBudget(max_tokens=10_000_000)

    def spend() -> None:
        for _ in range(500):
            budget.charge(tokens=3, cost=0.5)

    threads = [threading.Thread(target=spend) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert budget.spent()["tokens"] == 8 * 500 * 3
    assert budget.spent()["cost"] == pytest.approx(8 * 500 * 0.5)
    assert budget.exceeded() is None


def test_job_budget_refuses_new_rollouts_once_spent() -> None:
    budget = JobBudget(max_cost=1.0, max_rollouts=3)
    budget.start_rollout()
    budget.charge(tokens=10, cost=0.4)
    budget.start_rollout()
    budget.charge(tokens=10, cost=0.6)
    assert budget.exceeded() is not None and "cost" in str(budget.exceeded())
    with pytest.raises(BudgetExhausted, match="cost budget"):
        budget.start_rollout()
    assert budget.spent()["rollouts"] == 2


def test_job_budget_rollout_limit_holds_under_concurrency() -> None:
    budget = JobBudget(max_rollouts=5)
    started: list[bool] = []
    lock = threading.Lock()

    def start() -> None:
        try:
            budget.start_rollout()
            outcome = True
        except BudgetExhausted:
            outcome = False
        with lock:
            started.append(outcome)

    threads = [threading.Thread(target=start) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert started.count(True) == 5 and started.count(False) == 15


def test_negative_charges_are_refused() -> None:
    with pytest.raises(ValueError, match="negative"):
        JobBudget().charge(tokens=-1, cost=0.0)
