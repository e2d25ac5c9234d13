"""Numbers a row holds, by what their field's name says: prices that end like prices, salaries, quantities,
durations, rates and counts, each in a plausible range."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

FLAG_WORDS = {"active", "enabled", "flag", "deleted", "archived", "verified", "discontinued"}


def money(rng: random.Random, low: float = 5.0, high: float = 120.0) -> float:
    # Prices end like prices do: 19.99, 42.50, 7.00.
    whole = rng.randrange(int(low), int(high))
    return float(f"{whole}.{rng.choice(['00', '50', '95', '99', '49'])}")


_MONEY = {
    "amount",
    "price",
    "fee",
    "fine",
    "fines",
    "balance",
    "cost",
    "total",
    "salary",
    "budget",
    "deposit",
    "charge",
    "payment",
    "refund",
    "subtotal",
    "tax",
    "tip",
}
_QUANTITY = {
    "quantity",
    "qty",
    "count",
    "copies",
    "stock",
    "capacity",
    "seats",
    "units",
    "inventory",
    "available",
    "enrolled",
    "spots",
    "slots",
    "renewals",
    "refills",
    "guests",
}


ValueMaker = Callable[[dict[str, Any], random.Random, int], Any]


def _money_maker(name_words: frozenset[str], integer: bool) -> ValueMaker:
    if "salary" in name_words:

        def amount(row: dict[str, Any], rng: random.Random, serial: int) -> float:
            return float(rng.randrange(30, 120) * 1000)

    elif name_words & {"fine", "fines", "fee", "tax", "tip"}:

        def amount(row: dict[str, Any], rng: random.Random, serial: int) -> float:
            return money(rng, 1, 25)

    else:

        def amount(row: dict[str, Any], rng: random.Random, serial: int) -> float:
            return money(rng)

    if integer:
        return lambda row, rng, serial: int(amount(row, rng, serial))
    return amount


def choice_maker(options: list[Any]) -> ValueMaker:
    return lambda row, rng, serial: rng.choice(options)


def _range_maker(start: int, stop: int, scale: int = 1) -> ValueMaker:
    if scale == 1:
        return lambda row, rng, serial: rng.randrange(start, stop)
    return lambda row, rng, serial: rng.randrange(start, stop) * scale


def number_maker(name_words: frozenset[str], integer: bool) -> ValueMaker:
    if name_words & _MONEY or any(m in w for w in name_words for m in ("price", "amount", "cost", "total")):
        return _money_maker(name_words, integer)
    if "capacity" in name_words or name_words & {"seats", "spots", "slots"}:
        return choice_maker([12, 20, 25, 30, 40])
    if name_words & _QUANTITY:
        return _range_maker(1, 6)
    if "year" in name_words:
        return _range_maker(1960, 2024)
    if "age" in name_words:
        return _range_maker(18, 80)
    if name_words & {"rating", "stars", "score"}:
        return _range_maker(1, 6)
    if name_words & {"grade", "grades", "mark", "marks"}:  # a percentage mark, or a grade point average
        return _range_maker(55, 101) if integer else lambda row, rng, serial: round(rng.uniform(2.0, 4.0), 1)
    if name_words & {"milliseconds", "ms", "millis"}:
        return _range_maker(150, 420, scale=1000)
    if name_words & {"seconds", "secs"}:
        return _range_maker(30, 600)
    if name_words & {"duration", "minutes"}:
        return choice_maker([15, 30, 45, 60, 90])
    if name_words & {"days", "nights"}:
        return choice_maker([5, 7, 10, 14, 30])
    if integer and name_words & FLAG_WORDS:
        return choice_maker([0, 1])  # a flag stored as a number
    if name_words & {"discount", "rate", "ratio", "percentage", "share"}:
        return choice_maker([0, 5, 10, 15]) if integer else choice_maker([0.0, 0.05, 0.1, 0.15])
    if name_words & {"credits", "floor", "level", "priority", "per"}:
        return _range_maker(1, 5)
    if name_words & {"weight", "kg"} and not integer:  # an integer weight (Docker's BlkioWeight) is a count
        return lambda row, rng, serial: round(rng.uniform(0.2, 20), 1)
    if integer and name_words & _EPOCH_WORDS and not name_words & _SPAN_WORDS:
        # A moment kept as Unix seconds (memos' created_ts, a token's expires): a time before the episode's
        # default clock (2024-10-01 to 2025-01-14), not "creation time 11".
        return _range_maker(1_727_740_800, 1_736_812_800)
    if integer:
        return _range_maker(1, 20)
    return lambda row, rng, serial: round(rng.uniform(1, 20), 2)


_EPOCH_WORDS = frozenset({"ts", "timestamp", "epoch", "time", "created", "updated", "modified", "expires"})
_SPAN_WORDS = frozenset(
    {"response", "limit", "spent", "elapsed", "duration", "timeout", "zone", "run", "wait"}
)
