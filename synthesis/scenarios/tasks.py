"""Task text from templates, in the user's voice, with several phrasings per tool kind."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from synthesis.state.values import words_of

OPENERS = ["Hi!", "Hello!", "Hi there.", "Good morning.", ""]
CLOSERS = ["Thanks!", "Thank you.", "Thanks a lot.", "", "Let me know when it's done."]
FACT_TEMPLATES = ["My {what} is {value}.", "For reference, my {what} is {value}.", "The {what} is {value}."]
LOOKUP_TEMPLATES = [
    "I'm looking for the {entity} with {what} {value}.",
    "It's about the {entity} whose {what} is {value}.",
    "There should be {article} {entity} with {what} {value}.",
]
WRITE_TEMPLATES = [
    "I'd like to {action}{details}.",
    "Could you {action}{details}?",
    "Please {action}{details}.",
    "I need you to {action}{details}.",
    "Can you {action}{details} for me?",
]
CONNECTORS = ["", "After that, ", "Then ", "Also, ", "Once that's done, "]
PERSONAL_WORDS = {
    "member",
    "customer",
    "user",
    "patient",
    "employee",
    "student",
    "guest",
    "account",
    "client",
}


@dataclass(frozen=True)
class StatedValue:
    """A value the task must state because no tool can discover it."""

    parameter: str
    value: Any
    table: str | None = None


@dataclass(frozen=True)
class TaskStep:
    tool: str
    kind: str  # read | write
    stated: list[StatedValue]
    details: list[StatedValue]  # new values a write sets (stated as part of the sub-goal)


def words(name: str) -> str:
    return " ".join(words_of(name))


def singular(name: str) -> str:
    if name.endswith("ies"):
        return name[:-3] + "y"
    if name.endswith("ses"):
        return name[:-2]
    return name[:-1] if name.endswith("s") else name


def render_value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def action_phrase(tool: str) -> str:
    parts = words_of(tool)
    if len(parts) == 1:
        return parts[0]
    return f"{parts[0]} the {' '.join(parts[1:])}"


def _fact(stated: StatedValue, rng: random.Random) -> str:
    what = words(stated.parameter)
    template = rng.choice(FACT_TEMPLATES)
    if not any(w in PERSONAL_WORDS for w in words_of(stated.parameter)):
        template = "The {what} is {value}."
    return template.format(what=what, value=render_value(stated.value))


def _lookup(stated: StatedValue, rng: random.Random) -> str:
    entity = words(singular(stated.table)) if stated.table else "record"
    article = "an" if entity[:1].lower() in "aeiou" else "a"
    if isinstance(stated.value, bool):
        state = words(stated.parameter) if stated.value else f"not {words(stated.parameter)}"
        return f"It's about {article} {entity} that is {state}."
    return rng.choice(LOOKUP_TEMPLATES).format(
        article=article, entity=entity, what=words(stated.parameter), value=render_value(stated.value)
    )


def _details(details: list[StatedValue], action: str) -> str:
    if not details:
        return ""
    if len(details) == 1 and words(details[0].parameter) in action:
        return f" to {render_value(details[0].value)}"
    parts = [
        f"{words(d.parameter)} set to {render_value(d.value)}"
        if isinstance(d.value, bool)
        else f"{words(d.parameter)} {render_value(d.value)}"
        for d in details
    ]
    return " with " + " and ".join(parts)


def compose_task(*, steps: list[TaskStep], facts: list[str], rng: random.Random) -> str:
    """The user's message: facts and look-ups the tools cannot discover, then one sentence per sub-goal."""
    sentences: list[str] = []
    opener = rng.choice(OPENERS)
    if opener:
        sentences.append(opener)
    seen: set[tuple[str, str]] = set()
    for step in steps:
        for stated in step.stated:
            # One sentence per fact: order_id and orderId holding the same value are the same fact.
            marker = (words(stated.parameter), repr(stated.value))
            if marker in seen:
                continue
            seen.add(marker)
            is_key = stated.parameter.endswith("_id") or stated.parameter == "id"
            sentences.append(_fact(stated, rng) if is_key or stated.table is None else _lookup(stated, rng))
    sentences.extend(facts)
    writes = [s for s in steps if s.kind == "write"]
    for index, step in enumerate(writes):
        connector = "" if index == 0 else rng.choice(CONNECTORS[1:])
        action = action_phrase(step.tool)
        sentence = rng.choice(WRITE_TEMPLATES).format(action=action, details=_details(step.details, action))
        if connector:
            keep_capital = sentence.startswith(("I ", "I'"))
            sentence = connector + (sentence if keep_capital else sentence[0].lower() + sentence[1:])
        sentences.append(sentence)
    closer = rng.choice(CLOSERS)
    if closer:
        sentences.append(closer)
    return " ".join(sentences)
