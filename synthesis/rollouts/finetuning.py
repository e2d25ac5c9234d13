"""Rollouts as OpenAI chat fine-tuning records, and a strict validator of that format.

A record is one JSONL line ``{"messages": [...], "tools": [...]}``: assistant tool calls as
``{"id", "type": "function", "function": {"name", "arguments": "<JSON string>"}}`` and their results as
``{"role": "tool", "tool_call_id", "content"}``. The validator is used by the tests and by the exporter.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from synthesis.rollouts.records import Rollout

ROLES = ("system", "user", "assistant", "tool")
_MESSAGE_KEYS: dict[str, set[str]] = {
    "system": {"role", "content", "name"},
    "user": {"role", "content", "name"},
    "assistant": {"role", "content", "tool_calls", "name", "weight"},
    "tool": {"role", "tool_call_id", "content"},
}
_RECORD_KEYS = {"messages", "tools", "parallel_tool_calls"}
_FUNCTION_KEYS = {"name", "description", "parameters", "strict"}
_FUNCTION_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def validate_tools(tools: Any) -> list[str]:
    """Problems of a tools list in OpenAI function format (empty when it is valid)."""
    if not isinstance(tools, list):
        return ["tools must be a list"]
    problems: list[str] = []
    names: set[str] = set()
    for index, tool in enumerate(tools):
        where = f"tools[{index}]"
        if not isinstance(tool, dict):
            problems.append(f"{where} is not an object")
            continue
        if set(tool) != {"type", "function"}:
            problems.append(f"{where} must have exactly the keys 'type' and 'function', has {sorted(tool)}")
        if tool.get("type") != "function":
            problems.append(f"{where}.type must be 'function', got {tool.get('type')!r}")
        function = tool.get("function")
        if not isinstance(function, dict):
            problems.append(f"{where}.function must be an object")
            continue
        unknown = set(function) - _FUNCTION_KEYS
        if unknown:
            problems.append(f"{where}.function has unknown keys {sorted(unknown)}")
        name = function.get("name")
        if not isinstance(name, str) or not _FUNCTION_NAME.match(name):
            problems.append(f"{where}.function.name {name!r} is not a valid function name")
        elif name in names:
            problems.append(f"{where}: duplicate tool name {name!r}")
        else:
            names.add(name)
        if not isinstance(function.get("description"), str):
            problems.append(f"{where}.function.description must be a string")
        parameters = function.get("parameters")
        if not isinstance(parameters, dict) or parameters.get("type") != "object":
            problems.append(f"{where}.function.parameters must be a JSON Schema object with type 'object'")
    return problems


def _tool_names(tools: Any) -> set[str]:
    names: set[str] = set()
    for tool in tools if isinstance(tools, list) else []:
        function = tool.get("function") if isinstance(tool, dict) else None
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            names.add(function["name"])
    return names


def _tool_call_problems(
    *, call: Any, where: str, known_tools: set[str] | None, seen_ids: set[str]
) -> tuple[list[str], str | None]:
    """Problems of one assistant tool call, and its id when it has a usable one."""
    if not isinstance(call, dict):
        return [f"{where} is not an object"], None
    problems: list[str] = []
    if set(call) != {"id", "type", "function"}:
        problems.append(f"{where} must have exactly the keys 'id', 'type' and 'function', has {sorted(call)}")
    call_id = call.get("id")
    usable_id: str | None = None
    if not isinstance(call_id, str) or not call_id:
        problems.append(f"{where}.id must be a non-empty string")
    elif call_id in seen_ids:
        problems.append(f"{where}.id {call_id!r} is used twice in the record")
    else:
        usable_id = call_id
    if call.get("type") != "function":
        problems.append(f"{where}.type must be 'function', got {call.get('type')!r}")
    function = call.get("function")
    if not isinstance(function, dict):
        problems.append(f"{where}.function must be an object")
        return problems, usable_id
    if set(function) != {"name", "arguments"}:
        problems.append(f"{where}.function must have exactly 'name' and 'arguments', has {sorted(function)}")
    name = function.get("name")
    if not isinstance(name, str) or not name:
        problems.append(f"{where}.function.name must be a non-empty string")
    elif known_tools is not None and name not in known_tools:
        problems.append(f"{where} calls {name!r}, which is not among the record's tools")
    arguments = function.get("arguments")
    if not isinstance(arguments, str):
        problems.append(f"{where}.function.arguments must be a JSON string, got {type(arguments).__name__}")
    else:
        try:
            parsed = json.loads(arguments)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}.function.arguments is not valid JSON: {exc.msg}")
        else:
            if not isinstance(parsed, dict):
                problems.append(f"{where}.function.arguments must encode a JSON object")
    return problems, usable_id


def _message_problems(
    *, message: dict[str, Any], where: str, known_tools: set[str] | None, seen_ids: set[str]
) -> tuple[list[str], list[str]]:
    """Problems of one message, and the ids of the tool calls it opens (assistant messages)."""
    role = str(message.get("role"))
    problems: list[str] = []
    unknown = set(message) - _MESSAGE_KEYS[role]
    if unknown:
        problems.append(f"{where} ({role}) has unknown keys {sorted(unknown)}")
    content = message.get("content")
    opened: list[str] = []
    if role in ("system", "user"):
        if not isinstance(content, str) or not content.strip():
            problems.append(f"{where} ({role}) needs non-empty text content")
    elif role == "tool":
        if not isinstance(content, str):
            problems.append(f"{where} (tool) content must be a string")
    else:
        if content is not None and not isinstance(content, str):
            problems.append(f"{where} (assistant) content must be a string or null")
        if "weight" in message and message["weight"] not in (0, 1):
            problems.append(f"{where} (assistant) weight must be 0 or 1")
        calls = message.get("tool_calls")
        if "tool_calls" in message and (not isinstance(calls, list) or not calls):
            problems.append(f"{where} (assistant) tool_calls must be a non-empty list when present")
            calls = None
        if not calls and not (isinstance(content, str) and content.strip()):
            problems.append(f"{where} (assistant) has neither text content nor tool calls")
        for index, call in enumerate(calls or []):
            found, call_id = _tool_call_problems(
                call=call, where=f"{where}.tool_calls[{index}]", known_tools=known_tools, seen_ids=seen_ids
            )
            problems.extend(found)
            if call_id is not None:
                seen_ids.add(call_id)
                opened.append(call_id)
    return problems, opened


def validate_finetuning_record(record: Any) -> list[str]:
    """Every problem of one fine-tuning record (an empty list means it is valid)."""
    if not isinstance(record, dict):
        return ["a record must be a JSON object"]
    problems: list[str] = []
    unknown = set(record) - _RECORD_KEYS
    if unknown:
        problems.append(f"unknown record keys {sorted(unknown)}")
    known_tools: set[str] | None = None
    if "tools" in record:
        problems.extend(validate_tools(record["tools"]))
        known_tools = _tool_names(record["tools"])
    messages = record.get("messages")
    if not isinstance(messages, list) or not messages:
        return [*problems, "messages must be a non-empty list"]
    seen_ids: set[str] = set()
    pending: list[str] = []
    roles: list[str] = []
    for index, message in enumerate(messages):
        where = f"messages[{index}]"
        if not isinstance(message, dict) or message.get("role") not in ROLES:
            role = message.get("role") if isinstance(message, dict) else None
            problems.append(f"{where} needs a role among {', '.join(ROLES)}, got {role!r}")
            continue
        role = message["role"]
        roles.append(role)
        if role == "system" and index != 0:
            problems.append(f"{where}: a system message may only come first")
        if role != "tool" and pending:
            problems.append(f"{where}: tool call(s) {', '.join(pending)} have no tool message before it")
            pending = []
        if role == "tool":
            call_id = message.get("tool_call_id")
            if call_id in pending:
                pending.remove(call_id)
            else:
                problems.append(
                    f"{where}: tool_call_id {call_id!r} answers no open tool call of the assistant"
                )
        found, opened = _message_problems(
            message=message, where=where, known_tools=known_tools, seen_ids=seen_ids
        )
        problems.extend(found)
        if opened and known_tools is None:
            problems.append(f"{where} makes tool calls but the record has no tools")
        pending.extend(opened)
    if pending:
        problems.append(f"tool call(s) {', '.join(pending)} are never answered")
    conversation = [role for role in roles if role != "system"]
    if not conversation or conversation[0] != "user":
        problems.append("the conversation must start with a user message (after an optional system message)")
    if "assistant" not in roles:
        problems.append("a record needs at least one assistant message")
    elif roles[-1] != "assistant":
        problems.append(f"the last message must be the assistant's, got {roles[-1]!r}")
    return problems


def _clean_message(message: dict[str, Any]) -> dict[str, Any]:
    role = message.get("role")
    allowed = _MESSAGE_KEYS.get(str(role), {"role", "content"})
    cleaned = {key: value for key, value in message.items() if key in allowed}
    if role == "assistant" and not cleaned.get("tool_calls"):
        cleaned.pop("tool_calls", None)
    return cleaned


def finetuning_record(rollout: Rollout, *, tools: list[dict[str, Any]]) -> dict[str, Any] | None:
    """One rollout's record, cut after the agent's last plain-text answer; None when it never gave one."""
    last_answer = None
    for index, message in enumerate(rollout.messages):
        if message.get("role") == "assistant" and not message.get("tool_calls"):
            last_answer = index
    if last_answer is None:
        return None
    messages = [_clean_message(message) for message in rollout.messages[: last_answer + 1]]
    return {"messages": messages, "tools": tools}


def to_finetuning_records(
    rollouts: Sequence[Rollout], *, tools: list[dict[str, Any]], min_reward: float
) -> list[dict[str, Any]]:
    """Records of the rollouts with reward >= min_reward that ended normally and pass the validator.

    Rollouts cut short by infrastructure, without a final answer, or whose trajectory breaks the format
    (e.g. the model wrote arguments that are not JSON) are left out: they would teach the wrong thing.
    """
    problems = validate_tools(tools)
    if problems:
        raise ValueError(f"tools are not in OpenAI function format: {'; '.join(problems)}")
    if not 0.0 <= min_reward <= 1.0:
        raise ValueError(f"min_reward must be within [0, 1], got {min_reward}")
    records: list[dict[str, Any]] = []
    for rollout in rollouts:
        if not rollout.scored or rollout.reward < min_reward:
            continue
        record = finetuning_record(rollout, tools=tools)
        if record is not None and not validate_finetuning_record(record):
            records.append(record)
    return records
