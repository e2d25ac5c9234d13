"""Policy tasks: the user asks for an act a rule forbids, and the right outcome is to change nothing and say
why.

Where the forbidding rules come from (deterministically, from the environment spec):
- a template status step's precondition (``Operation.requires``): only an open order can be cancelled, so a
  shipped order cannot (``cancel_order`` on an order whose status is ``shipped``); for LLM-made tools the same
  from their machine-checkable conditions (``exists('t', key=args['k'], status='pending')`` before,
  ``new_one('t', key=args['k'])['status'] == 'cancelled'`` after);
- a status lifecycle (``intents``) that the environment's rules state: a row at the end of its lifecycle does
  not go back, so a collected hold is not set back to ``waiting`` through the generic update tool (the tool
  would do it; the stated rule is what tells the agent to refuse).

The scenario's initial state makes the request forbidden, its reference chain only looks the row up, its
target is its initial state (the comparison is then a guard, see ``matching``), and its checks are a
``preserve`` check that the row is as it was and a goal *message* check that the agent's reply refuses and
gives the reason (the forbidding status), read from ``matching.MESSAGES_TABLE``. Doing nothing and saying
nothing scores 0, the refusal with its reason 1, the forbidden act 0 whatever is said.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import random
import re
from dataclasses import dataclass
from typing import Any

from synthesis.ir import (
    Check,
    EnvironmentSpec,
    OperationKind,
    PolicyRefusal,
    Provenance,
    ScenarioSpec,
    State,
    Table,
    Tool,
    ToolCall,
    ToolKind,
)
from synthesis.ir.scenario import StateRef
from synthesis.scenarios.intents import act_of, is_end_state, is_status_field
from synthesis.scenarios.matching import MESSAGES_TABLE
from synthesis.scenarios.personas import _reachable, choose_persona
from synthesis.scenarios.tasks import entity
from synthesis.state.datagen import generate_state
from synthesis.state.validation import validate_state

GENERATOR = "synthesis.scenarios.policy_tasks/1"
# Words that say "no" in a reply; a refusal must use one of them and name its reason.
REFUSAL_WORDS = (
    "cannot",
    "can't",
    "can not",
    "unable",
    "not able",
    "not possible",
    "isn't possible",
    "not allowed",
    "isn't allowed",
    "not permitted",
    "isn't permitted",
    "not eligible",
    "isn't eligible",
    "could not",
    "couldn't",
    "no longer",
    "won't be able",
)


class PolicyFailure(ValueError):
    """No policy task can be built for this environment (no forbidding rule, or no row to make it hold)."""


@dataclass(frozen=True)
class ForbiddenAct:
    """An act a rule forbids on a row whose ``field`` holds ``forbidding``: the tool, the arguments it would
    take beyond the row's key, and what it would do to the row."""

    tool: Tool
    table: str
    field: str
    forbidding: str
    changes: dict[str, Any]
    rule: str
    arguments: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def label(self) -> str:
        return f"{self.tool.name} on a {self.table} row whose {self.field} is {self.forbidding}"


def _status_values(table: Table, name: str) -> list[str]:
    try:
        f = table.field(name)
    except KeyError:
        return []
    return [str(v) for v in f.enum_values] if f.enum_values else []


def _by_precondition(spec: EnvironmentSpec, tool: Tool) -> list[ForbiddenAct]:
    """A status step whose precondition names the states it may start from: every other state forbids it
    (except the state the step leads to: doing it again is no forbidden change)."""
    op = tool.operation
    if op is None or op.kind != OperationKind.UPDATE or not op.set_values or not op.requires:
        return []
    table = spec.state_schema.table(op.table)
    found: list[ForbiddenAct] = []
    for name, allowed in op.requires.items():
        values = _status_values(table, name)
        allowed_text = [str(v) for v in allowed]
        led_to = str(op.set_values.get(name, ""))
        for value in values:
            if value in allowed_text or value == led_to:
                continue
            rule = (
                f"{' '.join(tool.name.split('_'))} is only possible while {_a(entity(table.name))}'s "
                f"{name} is {' or '.join(allowed_text)}"
            )
            found.append(ForbiddenAct(tool, table.name, name, value, dict(op.set_values), rule))
    return found


# Words of a rule that forbids something (a bare "status is one of: ..." forbids no step).
FORBIDDING_WORDS = ("never", "cannot", "can't", "not", "only", "back", "lifecycle")


def stated_lifecycle(spec: EnvironmentSpec, table: str, field_name: str) -> str | None:
    """The environment's own rule about a status lifecycle (one that names the field and forbids
    something), which the agent sees in its policy; None when the spec states none."""
    for rule in spec.rules:
        text = rule.casefold()
        names_it = field_name.casefold() in text and table.casefold().rstrip("s") in text
        if names_it and any(word in text.replace(".", " ").split() for word in FORBIDDING_WORDS):
            return rule.rstrip(". ")
    return None


def _by_lifecycle(spec: EnvironmentSpec, tool: Tool) -> list[ForbiddenAct]:
    """The generic update of a table with a status lifecycle: a row at an end of its lifecycle does not go
    back to the first state. Only where the spec's rules state the lifecycle: the tool itself would do it, so
    without the rule in the agent's policy nothing would tell the agent to refuse."""
    op = tool.operation
    if op is None or op.kind != OperationKind.UPDATE or op.set_values or op.key_param is None:
        return []
    table = spec.state_schema.table(op.table)
    found: list[ForbiddenAct] = []
    for param, name in op.field_params.items():
        values = _status_values(table, name)
        stated = stated_lifecycle(spec, table.name, name)
        if not values or not is_status_field(name) or stated is None:
            continue
        for value in values:
            if value == values[0] or not is_end_state(values, value):
                continue
            rule = f"{stated[:1].lower()}{stated[1:]}"
            changes = {name: values[0]}
            found.append(ForbiddenAct(tool, table.name, name, value, changes, rule, {param: values[0]}))
    return found


# Machine-checkable conditions of LLM-made tools: "the row this call names has status 'pending'" before, and
# "its status is 'cancelled'" after.
REQUIRED_STATE = re.compile(
    r"exists\('(?P<table>\w+)',\s*(?P<key>\w+)=args\['(?P<param>\w+)'\],\s*(?P<field>\w+)='(?P<value>[^']+)'\)"
)
RESULT_STATE = re.compile(
    r"new_one\('(?P<table>\w+)',\s*(?P<key>\w+)=args\['(?P<param>\w+)'\]\)\['(?P<field>\w+)'\]"
    r"\s*==\s*'(?P<value>[^']+)'"
)


def _by_condition(spec: EnvironmentSpec, tool: Tool) -> list[ForbiddenAct]:
    """A tool (LLM-made, no template operation) whose precondition requires a status of the row it names and
    whose postcondition sets another: every other state of that status forbids it (conditions joined by
    ``or`` are skipped: another branch might allow it)."""
    if tool.operation is not None:
        return []
    found: list[ForbiddenAct] = []
    for pre in tool.preconditions:
        expr = pre.expr or ""
        if " or " in f" {expr} ":
            continue
        for need in REQUIRED_STATE.finditer(expr):
            try:
                table = spec.state_schema.table(need["table"])
            except KeyError:
                continue
            if need["key"] != table.primary_key:
                continue
            results = [
                m
                for post in tool.postconditions
                for m in RESULT_STATE.finditer(post.expr or "")
                if (m["table"], m["field"], m["param"]) == (table.name, need["field"], need["param"])
            ]
            if not results:
                continue
            led_to = results[0]["value"]
            rule = (
                f"{' '.join(tool.name.split('_'))} is only possible when "
                f"{pre.text[:1].lower()}{pre.text[1:].rstrip('. ')}"
            )
            for value in _status_values(table, need["field"]):
                if value in (need["value"], led_to):
                    continue
                changes = {need["field"]: led_to}
                found.append(ForbiddenAct(tool, table.name, need["field"], value, changes, rule))
    return found


def forbidden_acts(spec: EnvironmentSpec) -> list[ForbiddenAct]:
    """Every act a rule of ``spec`` forbids in some state, in tool order; empty when it has no such rule."""
    found: list[ForbiddenAct] = []
    for tool in spec.tools:
        if tool.kind != ToolKind.WRITE or act_of(spec, tool) is None:
            continue
        found += _by_precondition(spec, tool) + _by_lifecycle(spec, tool) + _by_condition(spec, tool)
    return found


def _lookup(spec: EnvironmentSpec, table: Table, row: dict[str, Any]) -> list[ToolCall]:
    """A read of the row by its key, when the environment has one (an agent checks before refusing); its
    other required parameters are the row's fields they stand for (Twilio's ``AccountSid`` beside the
    message's ``Sid``)."""
    for tool in spec.tools:
        op = tool.operation
        if (
            tool.kind == ToolKind.READ
            and op is not None
            and op.kind == OperationKind.GET
            and op.table == table.name
            and op.key_param is not None
            and op.key_field == table.primary_key
        ):
            arguments = {op.key_param: row[table.primary_key]}
            for parameter in tool.parameters:
                field = op.scope_params.get(parameter.name) or op.field_params.get(parameter.name)
                if parameter.required and parameter.name != op.key_param:
                    if field is None or row.get(field) is None:
                        break  # a required parameter no field of the row gives: not this read
                    arguments[parameter.name] = row[field]
            else:
                return [ToolCall(name=tool.name, arguments=arguments)]
    return []


def _said(key: Any, noun: str) -> str:
    return f"{noun} number {key}" if isinstance(key, int) else f"{noun} {key}"


def _a(noun: str) -> str:
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def _spoken(value: str) -> str:
    return value.replace("_", " ")


def _preserve_check(table: Table, key: Any) -> Check:
    source = (
        "def check(final_state, initial_state):\n"
        f"    def row(state):\n"
        f"        return next((r for r in state.get({table.name!r}, []) "
        f"if r.get({table.primary_key!r}) == {key!r}), None)\n"
        "    return row(final_state) == row(initial_state)\n"
    )
    return Check(
        id="row_unchanged",
        description=f"The {entity(table.name)} {key} is exactly as it was (the forbidden act was not done)",
        source=source,
        kind="preserve",
        about=[StateRef(table=table.name, key=key)],
    )


def message_check(reason_words: list[str]) -> Check:
    """A goal check on what the agent said: a refusal word and one of ``reason_words``."""
    source = (
        "def check(final_state, initial_state):\n"
        f"    said = ' '.join(str(m.get('content') or '') for m in final_state.get({MESSAGES_TABLE!r}, [])\n"
        "                    if isinstance(m, dict) and m.get('role') == 'assistant')\n"
        "    said = ' '.join(said.replace('\\u2019', \"'\").split()).casefold()\n"
        f"    refused = any(w in said for w in {REFUSAL_WORDS!r})\n"
        f"    return refused and any(w in said for w in {tuple(reason_words)!r})\n"
    )
    return Check(
        id="refused_with_reason",
        description=(
            "The agent's reply refuses the request and gives the reason ("
            + " / ".join(repr(w) for w in reason_words)
            + ")"
        ),
        source=source,
        kind="goal",
        about=[StateRef(table=MESSAGES_TABLE)],
    )


def _request(act: ForbiddenAct, noun: str, key: Any, own: bool) -> str:
    whose = "my" if own else "the"
    kind = act_of_kind(act)
    if kind == "cancel":
        return f"Please {act.tool.name.split('_')[0]} {whose} {_said(key, noun)}."
    target = _spoken(str(act.changes.get(act.field, "")))
    if act.arguments:
        return f"Please set {whose} {_said(key, noun)} back to {target}."
    return f"Please mark {whose} {_said(key, noun)} as {target}."


def act_of_kind(act: ForbiddenAct) -> str:
    return "cancel" if act.tool.name.split("_")[0] in ("cancel", "close", "void", "withdraw") else "other"


def build_policy_scenario(
    *, spec: EnvironmentSpec, act: ForbiddenAct, seed: int, rows_per_table: int = 5
) -> ScenarioSpec:
    """A policy task asking for ``act`` on a row that the rule forbids it on; raises PolicyFailure when the
    state cannot be made to hold it."""
    schema = spec.state_schema
    table = schema.table(act.table)
    real_rows = spec.seed_data.rows if spec.seed_data is not None else None
    state: State = generate_state(
        schema=schema, seed=seed, rows_per_table=rows_per_table, real_rows=real_rows
    )
    rows = state.get(table.name, [])
    if not rows:
        raise PolicyFailure(f"no {table.name} row to ask about")
    rng = random.Random(f"policy:{spec.slug}:{seed}:{act.label}")
    row = rows[rng.randrange(len(rows))]
    row[act.field] = act.forbidding
    problems = validate_state(schema=schema, state=state)
    if problems:
        raise PolicyFailure(f"the state with {act.label} is invalid: {problems[0].as_dict()}")
    key = row[table.primary_key]
    noun = entity(table.name)
    persona = choose_persona(spec=spec, state=state, bindings={table.name: key}, written={table.name})
    reached = _reachable(spec, state, {table.name: key})
    own = (
        persona is not None
        and persona.table is not None  # the domain's staff role owns nothing
        and repr(reached.get(persona.table)) == repr(persona.key)
    )
    opener = f"Hi, this is {persona.name}." if persona is not None and persona.name else "Hello."
    if persona is not None and persona.table == table.name:
        noun = f"{persona.role} account"
    task = f"{opener} {_request(act, noun, key, own)}"
    reason_words = list(dict.fromkeys([act.forbidding.casefold(), _spoken(act.forbidding).casefold()]))
    message = (
        f"I'm sorry, but I can't do that: your {_said(key, noun)} is {_spoken(act.forbidding)}, and "
        f"{act.rule}."
    )
    facts = persona.facts() if persona is not None else {}
    facts[f"{table.name}_{table.primary_key}"] = str(key)
    digest = hashlib.sha256(f"{spec.slug}:{seed}:policy:{act.label}".encode()).hexdigest()[:10]
    return ScenarioSpec(
        id=f"{spec.slug}-policy-{digest}",
        environment=spec.slug,
        task=task,
        persona=persona.describe(spec.name) if persona is not None else f"Someone who works at {spec.name}",
        user_facts=facts,
        initial_state=state,
        reference_chain=_lookup(spec, table, row),
        checks=[message_check(reason_words), _preserve_check(table, key)],
        target_state=copy.deepcopy(state),
        reference_messages=[message],
        refusal=PolicyRefusal(
            rule=act.rule,
            tool=act.tool.name,
            table=table.name,
            key=key,
            changes=dict(act.changes),
            reason_words=reason_words,
        ),
        difficulty="easy",
        provenance=Provenance(
            source="user",
            seed_name=spec.slug,
            generator=GENERATOR,
            notes=[f"intent: refuse {act.label}", f"rule: {act.rule}"],
        ),
        seed=seed,
    )


def plan_policy_acts(spec: EnvironmentSpec, *, count: int, seed: int) -> list[int]:
    """Indexes into ``forbidden_acts(spec)`` of up to ``count`` policy tasks: one per forbidding tool
    (different requests, so no two share an intent), the forbidding state chosen per seed; empty when the
    environment has no forbidding rule."""
    if count <= 0:
        return []
    by_tool: dict[str, list[int]] = {}
    for index, act in enumerate(forbidden_acts(spec)):
        by_tool.setdefault(act.tool.name, []).append(index)
    rng = random.Random(f"policies:{spec.slug}:{seed}")
    tools = sorted(by_tool)
    rng.shuffle(tools)
    return [by_tool[name][rng.randrange(len(by_tool[name]))] for name in tools[:count]]


def build_policy_scenarios(*, spec: EnvironmentSpec, count: int, seed: int) -> list[ScenarioSpec]:
    """Up to ``count`` policy tasks (see ``plan_policy_acts``); an act whose state cannot be made is
    skipped."""
    acts = forbidden_acts(spec)
    built: list[ScenarioSpec] = []
    for offset, index in enumerate(plan_policy_acts(spec, count=count, seed=seed)):
        try:
            built.append(build_policy_scenario(spec=spec, act=acts[index], seed=seed + offset))
        except PolicyFailure:
            continue
    return built
