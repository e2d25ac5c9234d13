"""Rows with several starts and ends (a subscription's trial and billing period; a command's start beside the
run's): each end is generated after, and judged against, its own start (Supabase's subscriptions sample and
DolphinScheduler's workflow instances had every scenario refused as incoherent)."""

from __future__ import annotations

import pytest

from synthesis.seeds.specs import parse_sql
from synthesis.state.datagen import generate_state
from synthesis.state.timing import order_problems, partner_of
from synthesis.state.values import words_of

SUBSCRIPTIONS = """
CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  trial_start timestamptz,
  trial_end timestamptz,
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  command_start_time timestamptz
);
"""


def test_an_end_pairs_with_the_start_sharing_its_words() -> None:
    starts = ["current_period_start", "trial_start", "command_start_time", "start_time"]
    assert partner_of("trial_end", starts, words_of) == "trial_start"
    assert partner_of("current_period_end", starts, words_of) == "current_period_start"
    assert partner_of("end_time", starts, words_of) == "start_time"


def test_each_end_is_judged_against_its_own_start() -> None:
    row = {
        "current_period_start": "2025-02-01T09:00:00+00:00",
        "current_period_end": "2025-02-01T17:00:00+00:00",
        "trial_start": "2025-01-10T09:00:00+00:00",
        "trial_end": "2025-01-10T10:00:00+00:00",  # before the period's start: no problem, not its start
    }
    assert order_problems(row, name_words=words_of) == []
    broken = {**row, "trial_end": "2025-01-09T10:00:00+00:00"}
    assert order_problems(broken, name_words=words_of) == [
        "trial_end 2025-01-09T10:00:00+00:00 is before trial_start 2025-01-10T09:00:00+00:00"
    ]


@pytest.mark.parametrize("seed", range(4))
def test_generated_rows_with_several_pairs_are_in_order(seed: int) -> None:
    spec = parse_sql(SUBSCRIPTIONS, name="subs")
    state = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=6)
    for row in state["subscriptions"]:
        assert order_problems(row, name_words=words_of) == [], row


def test_an_end_listed_before_its_start_is_still_generated_after_it() -> None:
    # Twilio's usage records list their properties alphabetically: end_date, then start_date. An end made
    # first knew no start, and most rows came out ending before they started (every scenario incoherent).
    spec = parse_sql(
        "CREATE TABLE usage_records (id int PRIMARY KEY, due_date date, end_date date, category text,\n"
        "  start_date date, borrowed_at timestamp);\n",
        name="usage",
    )
    for seed in range(5):
        rows = generate_state(schema=spec.state_schema, seed=seed, rows_per_table=5)["usage_records"]
        assert [problem for row in rows for problem in order_problems(row, name_words=words_of)] == []
        assert all(
            row["start_date"] < row["end_date"] for row in rows if row["start_date"] and row["end_date"]
        )
