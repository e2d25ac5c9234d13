"""The fine-tuning record validator, strictly, and the conversion of rollouts."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from synthesis.rollouts import Rollout, to_finetuning_records, validate_finetuning_record, validate_tools
from tests.rollouts.library import library_spec

TOOLS = library_spec().openai_tools()


def good_record() -> dict[str, Any]:
    return {
        "messages": [
            {"role": "system", "content": "You run a library."},
            {"role": "user", "content": "Borrow Dune for M-2."},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {
                            "name": "borrow_book",
                            "arguments": '{"member_id": "M-2", "book_id": "B-1"}',
                        },
                    }
                ],
            },
            {
                "role": "tool",
                "tool_call_id": "call_1",
                "content": '{"success": true, "message": "book borrowed"}',
            },
            {"role": "assistant", "content": "Done."},
        ],
        "tools": copy.deepcopy(TOOLS),
    }


def test_a_good_record_has_no_problems() -> None:
    assert validate_finetuning_record(good_record()) == []
    assert validate_tools(TOOLS) == []


def _broken(change: str) -> dict[str, Any]:
    record = good_record()
    messages = record["messages"]
    call = messages[2]["tool_calls"][0]
    if change == "mismatched_id":
        messages[3]["tool_call_id"] = "call_2"
    elif change == "arguments_object":
        call["function"]["arguments"] = {"member_id": "M-2"}
    elif change == "arguments_not_json":
        call["function"]["arguments"] = '{"member_id": '
    elif change == "arguments_list":
        call["function"]["arguments"] = "[1, 2]"
    elif change == "unknown_role":
        messages.insert(1, {"role": "developer", "content": "x"})
    elif change == "unknown_tool":
        call["function"]["name"] = "burn_book"
    elif change == "wrong_type":
        call["type"] = "code"
    elif change == "unanswered":
        del messages[3]
    elif change == "ends_with_tool":
        del messages[4]
    elif change == "tools_not_functions":
        record["tools"] = [{"name": "borrow_book", "parameters": {}}]
    elif change == "no_tools":
        del record["tools"]
    elif change == "extra_key":
        messages[4]["reasoning"] = "hidden"
    elif change == "late_system":
        messages.insert(2, {"role": "system", "content": "again"})
    elif change == "empty_assistant":
        messages[4]["content"] = ""
    elif change == "duplicate_id":
        messages[2]["tool_calls"].append(copy.deepcopy(call))
        messages.insert(4, {"role": "tool", "tool_call_id": "call_1", "content": "{}"})
    return record


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ("mismatched_id", "answers no open tool call"),
        ("arguments_object", "must be a JSON string"),
        ("arguments_not_json", "not valid JSON"),
        ("arguments_list", "must encode a JSON object"),
        ("unknown_role", "needs a role among"),
        ("unknown_tool", "not among the record's tools"),
        ("wrong_type", "type must be 'function'"),
        ("unanswered", "have no tool message"),
        ("ends_with_tool", "last message must be the assistant's"),
        ("tools_not_functions", "exactly the keys 'type' and 'function'"),
        ("no_tools", "the record has no tools"),
        ("extra_key", "unknown keys ['reasoning']"),
        ("late_system", "system message may only come first"),
        ("empty_assistant", "neither text content nor tool calls"),
        ("duplicate_id", "used twice"),
    ],
)
def test_each_format_break_is_reported(change: str, expected: str) -> None:
    problems = validate_finetuning_record(_broken(change))
    assert any(expected in problem for problem in problems), problems


def test_non_records_are_reported_not_raised() -> None:
    assert validate_finetuning_record([]) == ["a record must be a JSON object"]
    assert "messages must be a non-empty list" in validate_finetuning_record({"messages": []})


def _rollout(
    messages: list[dict[str, Any]], *, reward: float = 1.0, stop_reason: str = "user_stop"
) -> Rollout:
    return Rollout.model_validate(
        {
            "scenario_id": "s1",
            "environment": "tiny-library",
            "mode": "user_sim",
            "seed": 0,
            "model": "fake-model",
            "messages": messages,
            "reward": reward,
            "stop_reason": stop_reason,
        }
    )


def test_records_are_cut_after_the_last_answer_and_filtered_by_reward() -> None:
    messages = [*good_record()["messages"], {"role": "user", "content": "###STOP###"}]
    messages[4] = {**messages[4], "refusal": None}  # extra keys a real endpoint returns are dropped
    kept = to_finetuning_records([_rollout(messages)], tools=TOOLS, min_reward=0.9)
    assert len(kept) == 1
    assert kept[0]["messages"][-1] == {"role": "assistant", "content": "Done."}
    assert validate_finetuning_record(kept[0]) == []
    assert to_finetuning_records([_rollout(messages, reward=0.5)], tools=TOOLS, min_reward=0.9) == []
    cancelled = _rollout(messages, stop_reason="cancelled")
    assert to_finetuning_records([cancelled], tools=TOOLS, min_reward=0.0) == []
    no_answer = _rollout(good_record()["messages"][:4])
    assert to_finetuning_records([no_answer], tools=TOOLS, min_reward=0.0) == []


def test_conversion_refuses_bad_tools_and_thresholds() -> None:
    with pytest.raises(ValueError, match="OpenAI function format"):
        to_finetuning_records([], tools=[{"name": "x"}], min_reward=0.5)
    with pytest.raises(ValueError, match="min_reward"):
        to_finetuning_records([], tools=TOOLS, min_reward=2.0)
