"""Task text in the user's voice: who they are, what they know (every identifier named with its entity,
look-ups as a person describes them), then one request per sub-goal. Phrasings: ``phrases/task.json``.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from synthesis.scenarios.labels import field_label
from synthesis.state.values import article, singular_word, words_of

PHRASES: dict[str, Any] = json.loads((Path(__file__).parent / "phrases" / "task.json").read_text("utf-8"))


@dataclass(frozen=True)
class StatedValue:
    """A value the task must state because no tool can discover it."""

    parameter: str
    value: Any
    table: str | None = None
    field: str | None = None
    role: str = "lookup"  # key | lookup | fresh | free
    parent: str | None = None  # the table a reference describing a row names ("my hold for book 5")


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
    descriptions: dict[tuple[str, str], str] = field(default_factory=dict)  # (table, field) -> description

    def label(self, stated: StatedValue) -> str:
        """How the speaker calls the value's field: its description when that is a label, else its name."""
        name = stated.field or stated.parameter
        label = field_label(name, self.descriptions.get((stated.table or "", name), ""))
        # Said of the row itself, the row's own noun goes (an author's "author last name" is its last name).
        noun = entity(stated.table) if stated.table else ""
        return label[len(noun) + 1 :] if noun and label.startswith(noun + " ") else label

    def owns(self, stated: StatedValue) -> bool:
        """Whether the value is the speaker's own: their number, their email, how they look themselves up."""
        if stated.table is not None and stated.table == self.table and stated.role == "lookup":
            return True
        name = stated.field or stated.parameter
        return stated.table == self.table and repr(self.identifiers.get(name)) == repr(stated.value)


def words(name: str) -> str:
    return " ".join(words_of(name))


# The last word of a table's name, in any spelling: order_items -> items, OrderItems -> Items, USERS -> USERS.
_LAST_WORD = re.compile(r"(?:[A-Z]?[a-z]+|[A-Z]+)$")


def singular(name: str) -> str:
    """The table's name with its last word singular, by inflection (courses -> course, order_items ->
    order_item, statuses -> status, people -> person), in the name's own spelling."""
    match = _LAST_WORD.search(name)
    if match is None:
        return name
    return name[: match.start()] + singular_word(match.group(0))


def entity(table: str | None) -> str:
    return words(singular(table)) if table else "record"


def render_value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return f'"{value}"' if " " in value.strip() else value
    if isinstance(value, float):
        return f"{value:.2f}"
    if isinstance(value, list):  # said as a list is said, never a Python repr ("['travel']")
        items = [render_value(v) for v in value] or ["an empty list"]
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def action_phrase(tool: str) -> str:
    parts = words_of(tool)
    if len(parts) == 1:
        return parts[0]
    return f"{parts[0]} the {' '.join(parts[1:])}"


def _pick(key: str, rng: random.Random) -> str:
    return str(rng.choice(PHRASES[key]))


def _article(noun: str) -> str:
    return article(noun)


# Sentences that only point at rows before the request ("This is for book 4."): two in a row are a stacked
# preamble. ``compose_task`` says every row it names by number in one such sentence.
FILLER = re.compile(r"^(?:It's about|This concerns|For reference|This is for|It's for)\b")


def is_filler(sentence: str) -> bool:
    return FILLER.match(sentence.strip()) is not None


def _is_key(stated: StatedValue) -> bool:
    return stated.role == "key" or stated.parameter.endswith("_id") or stated.parameter in ("id", "Id")


def _fact(stated: StatedValue, voice: Voice, rng: random.Random) -> str:
    """One sentence for one value that is no row's number: the speaker's own ("My city is Riverton."), a
    value of no row ("The tags are ..."), another row's field."""
    value = render_value(stated.value)
    if voice.owns(stated):
        if _is_key(stated):
            return _pick("own_key", rng).format(entity=entity(stated.table), value=value)
        what = voice.label(stated)
        if (stated.field or stated.parameter) not in voice.identifiers:
            return f"My {what} is {value}."  # describes them, does not identify them
        return _pick("own_field", rng).format(what=what, value=value)
    if stated.table is None:  # a value of no row (tags to filter by) is said plainly
        label = voice.label(stated)
        verb = "are" if label.endswith("s") and not label.endswith("ss") else "is"
        return f"The {label} {verb} {value}."
    return _pick("other_field", rng).format(
        entity=entity(stated.table), what=voice.label(stated), value=value
    )


def _flag(name: str, value: Any) -> str:
    """A yes/no field as a state: is_active -> "active", "not active"; has_paid -> "paid"."""
    parts = words_of(name)
    said = " ".join(parts[1:] if len(parts) > 1 and parts[0] in ("is", "has") else parts)
    return said if value else f"not {said}"


def _said_key(stated: StatedValue) -> str:
    """A row named by its number: "book 5", or "the order item 3" style for keys of no table."""
    name = entity(stated.table) if stated.table else field_label(stated.parameter.removesuffix("_id"))
    return f"{name} {render_value(stated.value)}"


_STATE_FIELDS = frozenset(PHRASES["state_fields"])
_CLASS_FIELDS = frozenset(PHRASES["class_fields"])
_WORD_VALUE = re.compile(r"^[a-z][a-z_ -]*[a-z]$")


def _state_word(stated: StatedValue) -> str | None:
    """An enum value of a status-like field or a class said as a word before the row's noun: status open ->
    "open", checked_in -> "checked-in", condition worn -> "worn", genre fiction -> "fiction" ("a fiction
    book"); None for any other value."""
    name = stated.field or stated.parameter
    if not isinstance(stated.value, str) or not _WORD_VALUE.match(stated.value):
        return None
    said = set(words_of(name))
    if not said & _STATE_FIELDS and not (said & _CLASS_FIELDS and " " not in stated.value):
        return None
    return "-".join(stated.value.replace("_", " ").split())


@dataclass(frozen=True)
class RowPhrase:
    """A row described as a person names it, in parts: "the worn copy with barcode COP49663, which is not
    available" is owner "the", adjectives ["worn"], noun "copy", rest " with barcode COP49663", trailing
    "which is not available"."""

    owner: str  # my | the
    adjectives: list[str]
    noun: str
    rest: str  # " for book 1 with due date 2024-11-25"
    trailing: str  # "which is not available" (said after a comma, at the end of a sentence only)
    whole: bool = True  # False once a sentence described it: a request then says "that copy"
    described: bool = True  # False for a row named only by its parents' keys: any request says it whole

    def said(self, owner: str | None = None) -> str:
        """The row as a noun phrase, owned as told ("my", "the") or with ``owner`` ("a" says "a"/"an")."""
        core = " ".join([*self.adjectives, self.noun])
        who = self.owner if owner is None else _article(core) if owner == "a" else owner
        return f"{who} {core}{self.rest}" + (f", {self.trailing}" if self.trailing else "")


def _row_phrase(group: list[StatedValue], voice: Voice, keys: list[StatedValue]) -> RowPhrase:
    """Everything that picks out one row in one clause, its parents and the keys stated with it by number:
    "my open order", "the ready hold for book 1", "the loan for copy 3 and member 5 with due date
    2024-11-25", "the active product with catalogue section music"."""
    table = group[0].table
    me = {repr(v) for v in voice.identifiers.values()}
    # The speaker is no parent of their own row: "my open order", not "my open order for customer CUS-5".
    parents = [
        f"{entity(p.parent)} {render_value(p.value)}"
        for p in group
        if p.parent is not None
        and not (table in voice.mine and p.parent == voice.table and repr(p.value) in me)
    ]
    parents += [
        _said_key(k)
        for k in keys
        if not (table in voice.mine and k.table == voice.table and repr(k.value) in me)
    ]
    adjectives: list[str] = []
    classes: list[str] = []
    plain: list[str] = []
    negated: list[str] = []
    for stated in (s for s in group if s.parent is None):
        state = _state_word(stated)
        if state is not None:  # a state before a class: "the active music product"
            is_class = set(words_of(stated.field or stated.parameter)) & _CLASS_FIELDS
            (classes if is_class else adjectives).append(state)
        elif isinstance(stated.value, bool):
            flag = _flag(stated.parameter, stated.value)
            (adjectives if stated.value and " " not in flag else negated).append(flag)
        else:
            plain.append(f"{voice.label(stated)} {render_value(stated.value)}")
    rest = (" for " + _and(parents) if parents else "") + (" with " + _and(plain) if plain else "")
    owner = "my" if table in voice.mine else "the"
    trailing = "which is " + _and(negated) if negated else ""
    return RowPhrase(owner, adjectives + classes, entity(table), rest, trailing)


def _row_sentence(row: RowPhrase, rng: random.Random) -> str:
    """One sentence for a row the agent must find, before the request that needs it: "There's a worn copy
    with barcode COP49663, which is not available.", "I have an open order." """
    key = "row_mine" if row.owner == "my" else "row"
    return _pick(key, rng).format(a_row=row.said("a"), the_row=row.said())


def _details(details: list[StatedValue], voice: Voice) -> str:
    if not details:
        return ""
    parts = [
        f"{voice.label(d)} set to {render_value(d.value)}"
        if isinstance(d.value, bool)
        else f"{voice.label(d)} {render_value(d.value)}"
        for d in details
    ]
    return " with " + _and(parts)


def _owner(table: str | None, voice: Voice) -> str:
    if table is not None and table == voice.table:
        return "my"
    return "my" if table in voice.mine else "the"


def _named(owner: str, noun: str, key: StatedValue | None) -> str:
    """The row a request acts on: "the room", "room 3", "my hold 3"."""
    if key is None:
        return f"{owner} {noun}"
    said = f"{noun} {render_value(key.value)}"
    return said if owner == "the" else f"{owner} {said}"


def _for_parents(parents: list[StatedValue]) -> str:
    named = [f"{entity(p.table)} {render_value(p.value)}" for p in parents]
    if not named:
        return ""
    return " for " + ", ".join(named[:-1]) + (" and " if len(named) > 1 else "") + named[-1]


def folds(step: TaskStep, row: RowPhrase) -> bool:
    """Whether a request ends with the row it acts on, so says it whole ("delete my ready hold for book 1"):
    deletes and status changes without new values, of a row said without a trailing clause."""
    return step.act in ("delete", "advance", "finish", "cancel") and not step.details and not row.trailing


def request_action(
    step: TaskStep,
    voice: Voice,
    rng: random.Random,
    *,
    key: StatedValue | None = None,
    parents: list[StatedValue] | None = None,
    row: RowPhrase | None = None,
) -> str:
    """The verb phrase of one sub-goal: 'change my email to x', 'cancel order 3', 'add a new hold for book 4'.
    ``key`` names the row acted on, ``parents`` the rows a new one belongs to: said in the request, not
    before it. ``row`` is the described row it acts on: said whole when the request can end with it ("remove
    the worn copy with barcode COP49663"), else as "that copy" after a sentence that described it."""
    noun = entity(step.table) if step.table else ""
    owner = _owner(step.table, voice)
    target = _named(owner, noun, key)
    if row is not None and key is None:
        whole = row.whole and (folds(step, row) or not row.described)
        target = row.said() if whole else f"that {noun}"
    own = step.table == voice.table and step.table and key is None and row is None
    owner_entity = "my details" if own else target
    verb = words_of(step.tool)[0] if words_of(step.tool) else "update"
    belongs = _for_parents(parents or [])
    if step.act == "create" and step.table and verb in PHRASES["create_verbs"]:
        verb = PHRASES["create_verbs"][verb]
        return _pick("create", rng).format(
            verb=verb, entity=noun + belongs, details=_details(step.details, voice)
        )
    if step.act == "create":
        thing = " ".join(words_of(singular(step.tool))[1:]) or noun
        return f"{verb} {_article(thing)} {thing}{belongs}{_details(step.details, voice)}"
    if step.act == "update" and step.table and step.details and verb in ("update", "edit", "change", "set"):
        own_record = bool(own)
        values = [d for d in step.details if not isinstance(d.value, bool)]
        flags = [d for d in step.details if isinstance(d.value, bool)]
        marks = " and ".join(_flag(voice.label(d), d.value) for d in flags)
        if not values:
            return f"mark {'me' if own_record else target} as {marks}"
        if own_record:
            changes = " and ".join(f"{voice.label(d)} to {render_value(d.value)}" for d in values)
            phrase = _pick("update", rng).format(owner="my", changes=changes)
        else:
            first, *rest = values
            label = voice.label(first)
            # A field named as its row ("the city of the city") is the row's own value: "change the city to".
            said = target if label == noun else f"the {label} of {target}"
            changes = f"{said} to {render_value(first.value)}"
            changes += "".join(f" and the {voice.label(d)} to {render_value(d.value)}" for d in rest)
            phrase = _pick("update_other", rng).format(changes=changes)
        return f"{phrase} and mark it as {marks}" if flags else phrase
    if step.act == "delete" and step.table:
        record = f"my {noun} record" if own else target
        return _pick("delete", rng).format(owner_entity=record)
    if step.act in ("advance", "finish", "cancel") and step.table:
        return _pick("status", rng).format(verb=verb, owner_entity=owner_entity) + _details(
            step.details, voice
        )
    if key is not None and step.table:
        # The row was folded into the request: say it here ("reschedule interview INT-4") or nowhere.
        return f"{verb} {target}{_details(step.details, voice)}"
    return action_phrase(step.tool) + _details(step.details, voice)


def _marker(stated: StatedValue) -> tuple[str | None, str, str]:
    # One fact per marker: order_id and orderId holding the same value are the same fact; a vendor and a
    # person both keyed by businessentityid 1 are two (AdventureWorks).
    return (stated.table, field_label(stated.field or stated.parameter), repr(stated.value))


def _folded(steps: list[TaskStep], voice: Voice) -> dict[int, tuple[StatedValue | None, list[StatedValue]]]:
    """Per write step (by position), the key of the row it acts on and the parents of the row it creates, when
    the request itself can say them ("delete room 3", "add a new hold for book 4")."""
    folded: dict[int, tuple[StatedValue | None, list[StatedValue]]] = {}
    taken: set[tuple[str | None, str, str]] = set()
    for index, step in enumerate(steps):
        if step.kind != "write" or not step.table:
            continue
        keys = [
            s
            for s in step.stated
            if _is_key(s) and s.table is not None and not voice.owns(s) and _marker(s) not in taken
        ]
        # The row acted on may have been named for a look-up before (get_hold, then update_hold).
        earlier = [
            s
            for before in steps[:index]
            for s in before.stated
            if _is_key(s) and s.table == step.table and not voice.owns(s) and _marker(s) not in taken
        ]
        key = next((s for s in [*keys, *earlier] if s.table == step.table and step.act != "create"), None)
        parents = [s for s in keys if s.table != step.table] if step.act == "create" else []
        if key is None and not parents:
            continue
        folded[index] = (key, parents)
        taken |= {_marker(s) for s in [*([key] if key else []), *parents]}
    return folded


def _introduction(voice: Voice, own: list[StatedValue], rng: random.Random) -> list[str]:
    """Who speaks, with what identifies them in one sentence ("Hi, this is Ana Ueda (member number 5).") and
    what else the agent needs to know of them in a second ("My membership is senior and my status is
    suspended.")."""
    told: list[str] = []
    about: list[str] = []
    for stated in own:
        what = voice.label(stated)
        if voice.name and stated.value == voice.name:
            continue  # the opener says their name ("Hello, my name is Sofia Brennan"), not twice
        if _is_key(stated):
            told.append(
                f"{entity(stated.table) if stated.table else what} number {render_value(stated.value)}"
            )
        elif (stated.field or stated.parameter) in voice.identifiers:
            told.append(f"{what} {render_value(stated.value)}")
        elif isinstance(stated.value, bool):
            about.append(f"I'm {'' if stated.value else 'not '}{what}")
        else:
            about.append(f"my {what} is {render_value(stated.value)}")
    said: list[str] = []
    if voice.name:
        opener = _pick("introductions", rng).format(name=voice.name)
        said.append(f"{opener.rstrip('.')} ({', '.join(told)})." if told else opener)
    else:
        said.extend(o for o in [_pick("openers", rng)] if o)
    if about:
        sentence = _and(about)
        said.append(sentence[0].upper() + sentence[1:] + ".")
    return said


def _and(parts: list[str]) -> str:
    if not parts:  # only flags describe the row ("It's a product that is active")
        return ""
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def _anchor(index: int, writes: list[int]) -> int | None:
    """The request a value stated at step ``index`` is needed for: the first write from that step on."""
    return next((w for w in writes if w >= index), writes[-1] if writes else None)


def compose_task(
    *,
    steps: list[TaskStep],
    facts: list[str],
    rng: random.Random,
    voice: Voice | None = None,
    described: list[StatedValue] | None = None,
) -> str:
    """The user's message: who they are (with their own identifiers, in one sentence), what describes them,
    then one request per sub-goal naming the row it acts on ("cancel order 3", "add a hold for book 4").
    A row the agent must find by its values is said in one clause (``described`` adds what tells it from a
    near miss: "my ready hold for book 5"), in the request that acts on it or in one sentence right before
    the request that needs it; so are rows named only by number ("This is for appointment 3.")."""
    voice = voice or Voice()
    folded = _folded(steps, voice)
    seen = {_marker(s) for key, parents in folded.values() for s in [*([key] if key else []), *parents]}
    own: list[StatedValue] = []
    keys: list[tuple[int, StatedValue]] = []
    said: list[str] = []
    lookups: dict[str, list[StatedValue]] = {}
    stated_at: dict[str, int] = {}  # a described row's table -> the step that first states it
    for index, step in enumerate(steps):
        for stated in step.stated:
            marker = _marker(stated)
            if marker in seen:
                continue
            seen.add(marker)
            if voice.owns(stated) and voice.name:
                own.append(stated)
            elif _is_key(stated) and not voice.owns(stated):
                keys.append((index, stated))
            elif stated.table is None or voice.owns(stated):
                said.append(_fact(stated, voice, rng))
            else:
                lookups.setdefault(stated.table, []).append(stated)
                stated_at.setdefault(stated.table, index)
    for extra in described or []:
        if extra.table is not None and _marker(extra) not in seen:
            seen.add(_marker(extra))
            if voice.owns(extra) and extra.parent is None:
                if voice.name:
                    own.append(extra)
                else:
                    said.append(_fact(extra, voice, rng))
            else:
                lookups.setdefault(extra.table, []).append(extra)
                acting = (i for i, s in enumerate(steps) if s.kind == "write" and s.table == extra.table)
                stated_at.setdefault(extra.table, next(acting, 0))
    sentences = [*_introduction(voice, own, rng), *said, *facts]
    writes = [i for i, s in enumerate(steps) if s.kind == "write"]
    named = {
        (s.table, repr(s.value)) for key, rows in folded.values() for s in [*([key] if key else []), *rows]
    }
    before, rows = _rows_before(
        steps,
        voice,
        rng,
        keys=[k for k in keys if (k[1].table, repr(k[1].value)) not in named],
        lookups=lookups,
        stated_at=stated_at,
        keyed={i for i, (key, _) in folded.items() if key is not None},
    )
    for position, index in enumerate(writes):
        sentences.extend(before.pop(index, []))
        step = steps[index]
        key, parents_of = folded.get(index, (None, []))
        row = rows.get(step.table or "") if key is None and step.act != "create" else None
        action = request_action(step, voice, rng, key=key, parents=parents_of, row=row)
        if row is not None and step.table is not None:
            rows[step.table] = replace(row, whole=False)  # then "that copy"
        sentence = _pick("requests", rng).format(action=action)
        if position > 0:
            keep_capital = sentence.startswith(("I ", "I'"))
            sentence = _pick("connectors", rng) + (
                sentence if keep_capital else sentence[0].lower() + sentence[1:]
            )
        sentences.append(sentence)
    sentences.extend(s for rest in before.values() for s in rest)
    closer = _pick("closers", rng)
    if closer:
        sentences.append(closer)
    return " ".join(sentences)


def _rows_before(
    steps: list[TaskStep],
    voice: Voice,
    rng: random.Random,
    *,
    keys: list[tuple[int, StatedValue]],
    lookups: dict[str, list[StatedValue]],
    stated_at: dict[str, int],
    keyed: set[int],
) -> tuple[dict[int, list[str]], dict[str, RowPhrase]]:
    """The sentences said right before each request (by its step), and the described rows a request may say
    itself. A key stated with a described row goes in its clause ("the loan for copy 3 and member 5"); a
    row said as a parent ("my hold for book 5") or in a request ("remove team user 5") needs no sentence;
    keys stated for a request with no key of its own (``keyed`` are those with one), in it or in the reads
    before it, name the row it acts on ("the invoice line for invoice 5 and track 117")."""
    parents = {(d.parent, repr(d.value)) for group in lookups.values() for d in group if d.parent}
    writes = [i for i, s in enumerate(steps) if s.kind == "write"]
    with_row: dict[str, list[StatedValue]] = {}
    loose: dict[int | None, list[StatedValue]] = {}
    by_keys: dict[str, list[StatedValue]] = {}  # a row a request acts on, named by its parents' keys
    for index, stated in keys:
        if (stated.table, repr(stated.value)) in parents:
            continue
        home = next((t for t, i in stated_at.items() if i == index and t != stated.table), None)
        anchor = _anchor(index, writes)
        step = steps[anchor] if anchor is not None else steps[index]
        if home is not None:
            with_row.setdefault(home, []).append(stated)
        elif (
            anchor not in keyed
            and step.kind == "write"
            and step.act != "create"
            and step.table not in (None, stated.table)
            and step.table not in lookups
        ):
            by_keys.setdefault(step.table or "", []).append(stated)
        else:
            loose.setdefault(_anchor(index, writes), []).append(stated)
    before: dict[int, list[str]] = {}
    for anchor, named in loose.items():
        things = _and([_said_key(k) for k in named])
        before.setdefault(anchor if anchor is not None else -1, []).append(
            _pick("other_key", rng).format(things=things)
        )
    rows: dict[str, RowPhrase] = {
        table: RowPhrase(
            "my" if table in voice.mine else "the",
            [],
            entity(table),
            " for " + _and([_said_key(k) for k in named]),
            "",
            described=False,
        )
        for table, named in by_keys.items()
    }
    for table, group in lookups.items():
        row = _row_phrase(group, voice, with_row.get(table, []))
        anchor = _anchor(stated_at.get(table, 0), writes)
        acting = steps[anchor] if anchor is not None else None
        if acting is not None and acting.table == table and acting.act != "create" and folds(acting, row):
            rows[table] = row
            continue
        rows[table] = replace(row, whole=False)  # a request on it later says "that copy"
        before.setdefault(anchor if anchor is not None else -1, []).append(_row_sentence(row, rng))
    return before, rows
