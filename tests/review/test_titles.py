"""A scenario is named by its task's first request, not its hash key (synthesis/scenarios/titles.py)."""

from __future__ import annotations

import pytest

from synthesis.scenarios.titles import short_title

DEMO_TASKS = [  # three scenarios the demo makes, verbatim (README.md)
    (
        "Hello, my name is Quinn Garcia. The order number is ORD-003. There should be a product whose "
        "category is music. It's about a product that is active. I'd like to add a new order item with "
        "quantity 5 and unit price 99.99. Thank you.",
        "Add a new order item with quantity 5 and unit price 99.99",
    ),
    (
        "Hello, my name is Jonas Ito. My insurance number is PAT91155. Please change my phone to "
        "+1-555-235-2777. Also, I'd like to create a new appointment with start time "
        "2025-01-21T13:45:00+00:00.",
        "Change my phone to +1-555-235-2777",
    ),
    (
        "Hi, Wen Zimmermann here. For reference, my member number is 1. This concerns book number 5. Please "
        "create a new hold. After that, please create a new loan with due date 2025-02-03. Thanks a lot.",
        "Create a new hold",
    ),
    ("Could you please look up flight AB123?", "Look up flight AB123"),
    ("Cancel order ORD-7.", "Cancel order ORD-7"),  # no request words: the first sentence
    ("", ""),
    (None, ""),
]


@pytest.mark.parametrize(("task", "title"), DEMO_TASKS)
def test_the_title_is_the_first_request_of_the_task(task: str | None, title: str) -> None:
    assert short_title(task) == title


def test_a_long_request_is_cut_at_a_word_with_an_ellipsis() -> None:
    title = short_title("Please " + "rename the shelf called north wing " * 5)
    assert len(title) <= 80 and title.endswith("…") and title.startswith("Rename the shelf")
    assert not title.removesuffix("…").endswith(" ")
