"""Task text in the user's voice: who they are, what they know (every identifier named with its entity,
look-ups as a person describes them), then one request per sub-goal. Phrasings: ``phrases/task.json``.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from synthesis.state.values import words_of

PHRASES: dict[str, Any] = json.loads((Path(__file__).parent / "phrases" / "task.json").read_text("utf-8"))
# Kept for importers that phrase their own sentences.
OPENERS: list[str] = PHRASES["openers"]
CLOSERS: list[str] = PHRASES["closers"]
CONNECTORS: list[str] = ["", *PHRASES["connectors"]]


@dataclass(frozen=True)
class StatedValue:
    """A value the task must state because no tool can discover it."""

    parameter: str
    value: Any
    table: str | None = None
    field: str | None = None
    role: str = "lookup"  # key | lookup | fresh | free


@dataclass(frozen=True)
class TaskStep:
    tool: str
    kind: str  # read | write
    stated: list[StatedValue]
    details: list[StatedValue]  # new values a write sets (stated as part of the sub-goal)
    act: str | None = None  # create | update | advance | finish | cancel | delete (see ``intents``)
    table: str | None = None  # the table the act is on


@dataclass(frozen=True)
class Voice:
    """Who speaks: the persona's name, their own table and identifiers, the tables of rows that are theirs."""

    name: str = ""
    table: str | None = None
    identifiers: dict[str, Any] = field(default_factory=dict)
    mine: frozenset[str] = frozenset()

    def owns(self, stated: StatedValue) -> bool:
        """Whether the value is the speaker's own: their number, their email, how they look themselves up."""
        if stated.table is not None and stated.table == self.table and stated.role == "lookup":
            return True
        name = stated.field or stated.parameter
        return stated.table == self.table and repr(self.identifiers.get(name)) == repr(stated.value)


def words(name: str) -> str:
    return " ".join(words_of(name))


def singular(name: str) -> str:
    if name.endswith("ies"):
        return name[:-3] + "y"
    if name.endswith("ses"):
        return name[:-2]
    return name[:-1] if name.endswith("s") else name


def entity(table: str | None) -> str:
    return words(singular(table)) if table else "record"


def field_label(name: str) -> str:
    """How a person calls a field: starts_at -> start time, due_on -> due date, customer_id -> customer."""
    parts = words_of(name)
    if len(parts) > 1 and parts[-1] in ("at", "on"):
        stem = [p[:-1] if p in ("starts", "ends") else p for p in parts[:-1]]
        return " ".join(stem) + (" time" if parts[-1] == "at" else " date")
    return " ".join(parts)


def render_value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return f'"{value}"' if " " in value.strip() else value
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def action_phrase(tool: str) -> str:
    parts = words_of(tool)
    if len(parts) == 1:
        return parts[0]
    return f"{parts[0]} the {' '.join(parts[1:])}"


def _pick(key: str, rng: random.Random) -> str:
    return str(rng.choice(PHRASES[key]))


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _is_key(stated: StatedValue) -> bool:
    return stated.role == "key" or stated.parameter.endswith("_id") or stated.parameter in ("id", "Id")


def _fact(stated: StatedValue, voice: Voice, rng: random.Random) -> str:
    value = render_value(stated.value)
    name = entity(stated.table) if stated.table else field_label(stated.parameter.removesuffix("_id"))
    if voice.owns(stated):
        if _is_key(stated):
            return _pick("own_key", rng).format(entity=name, value=value)
        what = field_label(stated.field or stated.parameter)
        if (stated.field or stated.parameter) not in voice.identifiers:
            return f"My {what} is {value}."  # describes them, does not identify them
        return _pick("own_field", rng).format(what=what, value=value)
    if _is_key(stated):
        return _pick("other_key", rng).format(entity=name, value=value)
    if stated.table is None:  # a value of no row (tags to filter by) is said plainly
        label = field_label(stated.parameter)
        verb = "are" if label.endswith("s") and not label.endswith("ss") else "is"
        return f"The {label} {verb} {value}."
    return _pick("other_field", rng).format(entity=name, what=field_label(stated.parameter), value=value)


def _lookup(stated: StatedValue, voice: Voice, rng: random.Random) -> str:
    noun = entity(stated.table)
    if isinstance(stated.value, bool):
        state = words(stated.parameter) if stated.value else f"not {words(stated.parameter)}"
        owner = "my" if stated.table in voice.mine else _article(noun)
        return f"It's about {owner} {noun} that is {state}."
    key = "lookup_mine" if stated.table in voice.mine else "lookup"
    return _pick(key, rng).format(
        article=_article(noun),
        entity=noun,
        what=field_label(stated.field or stated.parameter),
        value=render_value(stated.value),
    )


def _lookups(group: list[StatedValue], voice: Voice, rng: random.Random) -> str:
    """One sentence for everything that picks out one row: 'my appointment with status x and start time y'."""
    plain = [s for s in group if not isinstance(s.value, bool)]
    if len(group) == 1 or len(plain) != len(group):
        return " ".join(_lookup(s, voice, rng) for s in group)
    noun = entity(group[0].table)
    owner = "my" if group[0].table in voice.mine else "the"
    parts = [f"{field_label(s.field or s.parameter)} {render_value(s.value)}" for s in group]
    return f"It's {owner} {noun} with " + ", ".join(parts[:-1]) + " and " + parts[-1] + "."


def _details(details: list[StatedValue]) -> str:
    if not details:
        return ""
    parts = [
        f"{field_label(d.field or d.parameter)} set to {render_value(d.value)}"
        if isinstance(d.value, bool)
        else f"{field_label(d.field or d.parameter)} {render_value(d.value)}"
        for d in details
    ]
    return " with " + ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def _owner(table: str | None, voice: Voice) -> str:
    if table is not None and table == voice.table:
        return "my"
    return "my" if table in voice.mine else "the"


def request_action(step: TaskStep, voice: Voice, rng: random.Random) -> str:
    """The verb phrase of one sub-goal: 'change my email to x', 'cancel the order', 'place a new order'."""
    noun = entity(step.table) if step.table else ""
    owner = _owner(step.table, voice)
    owner_entity = "my details" if step.table == voice.table and step.table else f"{owner} {noun}"
    verb = words_of(step.tool)[0] if words_of(step.tool) else "update"
    if step.act == "create" and step.table and verb in PHRASES["create_verbs"]:
        verb = PHRASES["create_verbs"][verb]
        return _pick("create", rng).format(verb=verb, entity=noun, details=_details(step.details))
    if step.act == "create":
        thing = " ".join(words_of(step.tool)[1:]) or noun
        return f"{verb} {_article(thing)} {thing}{_details(step.details)}"
    if step.act == "update" and step.table and step.details and verb in ("update", "edit", "change", "set"):
        possessive = "my" if step.table == voice.table else f"{owner} {noun}'s"
        values = [d for d in step.details if not isinstance(d.value, bool)]
        flags = [d for d in step.details if isinstance(d.value, bool)]
        marks = " and ".join(("" if d.value else "not ") + field_label(d.field or d.parameter) for d in flags)
        if not values:
            whom = "me" if step.table == voice.table else f"{owner} {noun}"
            return f"mark {whom} as {marks}"
        changes = " and ".join(
            f"{field_label(d.field or d.parameter)} to {render_value(d.value)}" for d in values
        )
        phrase = _pick("update", rng).format(owner=possessive, changes=changes)
        return f"{phrase} and mark it as {marks}" if flags else phrase
    if step.act == "delete" and step.table:
        record = f"my {noun} record" if step.table == voice.table else f"{owner} {noun}"
        return _pick("delete", rng).format(owner_entity=record)
    if step.act in ("advance", "finish", "cancel") and step.table:
        return _pick("status", rng).format(verb=verb, owner_entity=owner_entity) + _details(step.details)
    return action_phrase(step.tool) + _details(step.details)


def compose_task(
    *, steps: list[TaskStep], facts: list[str], rng: random.Random, voice: Voice | None = None
) -> str:
    """The user's message: who they are, the facts and look-ups the tools cannot discover, then one request
    per sub-goal."""
    voice = voice or Voice()
    sentences: list[str] = []
    opener = _pick("introductions", rng).format(name=voice.name) if voice.name else _pick("openers", rng)
    if opener:
        sentences.append(opener)
    seen: set[tuple[str | None, str, str]] = set()
    lookups: dict[str, list[StatedValue]] = {}
    for step in steps:
        for stated in step.stated:
            # One sentence per fact: order_id and orderId holding the same value are the same fact; a vendor
            # and a person both keyed by businessentityid 1 are two (AdventureWorks).
            marker = (stated.table, field_label(stated.field or stated.parameter), repr(stated.value))
            if marker in seen:
                continue
            seen.add(marker)
            if _is_key(stated) or stated.table is None or voice.owns(stated):
                sentences.append(_fact(stated, voice, rng))
            else:
                lookups.setdefault(stated.table, []).append(stated)
    for group in lookups.values():
        sentences.append(_lookups(group, voice, rng))
    sentences.extend(facts)
    writes = [s for s in steps if s.kind == "write"]
    for index, step in enumerate(writes):
        sentence = _pick("requests", rng).format(action=request_action(step, voice, rng))
        if index > 0:
            keep_capital = sentence.startswith(("I ", "I'"))
            sentence = _pick("connectors", rng) + (
                sentence if keep_capital else sentence[0].lower() + sentence[1:]
            )
        sentences.append(sentence)
    closer = _pick("closers", rng)
    if closer:
        sentences.append(closer)
    return " ".join(sentences)
