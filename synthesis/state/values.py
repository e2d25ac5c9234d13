"""Realistic field values from small built-in word lists, chosen by what a field is (no network, no Faker):
its name, its description, its table and its type. "Name of the person conducting the interview" is a person's
name, "Industry the company operates in" an industry, a job posting's ``title`` a job title, "City or region
where the job is based" a city; codes and ids keep their own formats."""

from __future__ import annotations

import datetime as dt
import functools
import json
import random
import re
import threading
import weakref
from pathlib import Path
from typing import Any

import inflect

from synthesis.ir import Field, FieldType
from synthesis.state.kinds import email_maker, glued_heads, is_moment_named, kind_maker
from synthesis.state.numbers import ValueMaker, choice_maker, number_maker
from synthesis.state.text_formats import stated_moment_format
from synthesis.state.timing import parse_moment, time_for

_DATA = json.loads((Path(__file__).parent / "phrases" / "values.json").read_text(encoding="utf-8"))
FIRST_NAMES: list[str] = _DATA["first_names"]
LAST_NAMES: list[str] = _DATA["last_names"]
PERSON_TABLE_HINTS: tuple[str, ...] = tuple(_DATA["person_tables"])
STAFF_TABLE_HINTS: tuple[str, ...] = tuple(_DATA["staff_tables"])
STREETS: list[str] = _DATA["streets"]
CITIES: list[str] = _DATA["cities"]
COUNTRIES: list[str] = _DATA["countries"]
GENRES: list[str] = _DATA["genres"]
DEPARTMENTS: list[str] = _DATA["departments"]
TEXT_PHRASES: dict[str, list[str]] = _DATA["text"]
TEXT_CONTEXTS: dict[str, list[str]] = _DATA["text_contexts"]
# Phrase sets chosen by a field's words in a table of one kind (an interview's feedback, a job's ad).
TEXT_SPECIFIC: list[dict[str, Any]] = _DATA["text_specific"]
INDUSTRIES: list[str] = _DATA["industries"]
SKILLS: list[str] = _DATA["skills"]
PERSON_ROLES: frozenset[str] = frozenset(_DATA["person_roles"])
COMPANY_TABLE_HINTS: tuple[str, ...] = tuple(_DATA["company_tables"])
JOB_TABLE_HINTS: tuple[str, ...] = tuple(_DATA["job_tables"])

BASE_DATE = dt.date(2025, 1, 15)

_INFLECT = inflect.engine()
# Plurals of words ending in a vowel and "s" either way ("menus", "campus"): inflect cannot tell them apart.
for _one, _many in _DATA["plurals"].items():
    _INFLECT.defnoun(_one, _many)
_SINGULAR_OF = {many: one for one, many in _DATA["plurals"].items()}
_UNCOUNTED = frozenset(_DATA["uncounted"])


@functools.lru_cache(maxsize=4096)
def singular_word(word: str) -> str:
    """The singular of one English noun, in its own case ("courses" -> "course", "Statuses" -> "Status",
    "people" -> "person"); a word that is already singular ("status", "campus", "data") stays as it is."""
    lower = word.lower()
    if not lower.isalpha() or lower in _UNCOUNTED:
        return word
    one = _SINGULAR_OF.get(lower) or _INFLECT.singular_noun(lower)
    if not one or one == lower:
        return word
    # inflect strips an "s" from any word ("campus" -> "campu"); a true plural does not survive the trip
    # back (its plural's singular is no word inflect knows), a singular does.
    if (
        lower not in _SINGULAR_OF
        and one == lower[:-1]
        and _INFLECT.singular_noun(_INFLECT.plural_noun(lower)) == lower
    ):
        return word
    if word.isupper():
        return one.upper()
    return one[:1].upper() + one[1:] if word[:1].isupper() else one


def article(phrase: str) -> str:
    """ "a" or "an" for ``phrase`` as it is said ("an hour", "a user", "an order item")."""
    return str(_INFLECT.a(phrase)).split(" ", 1)[0] if phrase.strip() else "a"


# Fields holding prose: generated as sentences, matched as fuzzy text.
FREE_TEXT_WORDS = {
    "description",
    "notes",
    "note",
    "comment",
    "comments",
    "bio",
    "message",
    "reason",
    "body",
    "text",
    "summary",
    "overview",
    "suggestion",
    "help",
    "remarks",
    "instructions",
}


def words_of(name: str) -> list[str]:
    return list(_words_of(name))


@functools.lru_cache(maxsize=4096)
def _words_of(name: str) -> tuple[str, ...]:
    # Names of tables and fields, asked about thousands of times per environment.
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)  # orderId -> order_Id
    return tuple(w for w in re.split(r"[_\W]+", spaced.lower()) if w)


STATUS_SWAPS = {"active": "inactive", "inactive": "active", "open": "closed", "closed": "open", "new": "open"}
WORK_TABLES = (
    "track",
    "song",
    "album",
    "film",
    "movie",
    "book",
    "playlist",
    "episode",
    "show",
    "game",
    "title",
)


@functools.lru_cache(maxsize=1024)
def is_person_table(table_name: str) -> bool:
    return any(hint in table_name.lower() for hint in PERSON_TABLE_HINTS)


@functools.lru_cache(maxsize=1024)
def is_staff_table(table_name: str) -> bool:
    return any(hint in table_name.lower() for hint in STAFF_TABLE_HINTS)


def isbn13(rng: random.Random) -> str:
    digits = [9, 7, 8] + [rng.randrange(10) for _ in range(9)]
    total = sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits))
    digits.append((10 - total % 10) % 10)
    return "".join(str(d) for d in digits)


def person_name(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)


def title(rng: random.Random, table_name: str = "") -> str:
    """A title that fits what the table holds: books by default, courses, events."""
    table = table_name.lower()
    if any(w in table for w in ("course", "class", "section", "subject", "module", "lesson")):
        return str(rng.choice(_DATA["course_titles"]))
    if any(w in table for w in ("event", "meeting", "session", "task", "project")):
        return str(rng.choice(_DATA["event_titles"]))
    if any(w in table for w in ("product", "item", "listing", "sku")):
        return str(rng.choice(_DATA["product_names"]))
    return str(rng.choice(_DATA["book_titles"]))


def sentence(rng: random.Random, context: str = "note") -> str:
    """A grammatical sentence from the phrase set of ``context`` (note, appointment, cancel, refund...)."""
    return str(rng.choice(TEXT_PHRASES.get(context) or TEXT_PHRASES["note"]))


def text_context(
    *, field_words: set[str], table_name: str, tool_name: str = "", description: str = ""
) -> str:
    """The phrase set a free-text field draws from: by its words in a table of one kind first (an interview's
    feedback), then by its words, its description's, the tool's, the table's."""
    head = _head_noun(table_name)  # an interview's feedback, not a qrtz_job_details' description
    for specific in TEXT_SPECIFIC:
        tables = set(specific["tables"])
        if field_words & set(specific["fields"]) and (not tables or head in tables or field_words & tables):
            return str(specific["context"])
    described = set(words_of(description)[:4])  # "Interviewer feedback recorded with ...": its first words
    for words in (field_words, described, set(words_of(tool_name)), set(words_of(table_name))):
        source = words | {w[:-1] for w in words if w.endswith("s")}
        for context, hints in TEXT_CONTEXTS.items():
            if source & set(hints):
                return context
    return "note"


def term(rng: random.Random) -> str:
    year = BASE_DATE.year + rng.choice([0, 0, 1])
    return f"{rng.choice(_DATA['seasons'])} {year}"


def iso_date(rng: random.Random, *, future: bool = False) -> str:
    offset = rng.randrange(1, 45) if future else -rng.randrange(2, 120)
    return (BASE_DATE + dt.timedelta(days=offset)).isoformat()


_CODE_WORDS = {
    "code",
    "sku",
    "reference",
    "ref",
    "number",
    "barcode",
    "serial",
    "tag",
    "plate",
    "license",
    "licence",
    "iban",
    "account",
    "ticket",
    "tracking",
}


# Makers: the choice of what kind of value a field gets depends on its name, type and table alone, so it is
# made once per field (cached) and each value then costs only its random draws, in the same order as ever.
def value_for(
    *,
    field: Field,
    table_name: str,
    row: dict[str, Any],
    rng: random.Random,
    serial: int,
    tool_name: str = "",
) -> Any:
    """A plausible value for ``field`` in a row of ``table_name``; ``row`` holds the fields generated so
    far (so that an end follows its start and an email follows the name)."""
    return value_maker(field=field, table_name=table_name, tool_name=tool_name)(row, rng, serial)


def vocabulary_maker(values: list[str]) -> ValueMaker:
    """Values of a field's small vocabulary, none repeated within one generated table while some are left
    (a shuffled order per random stream, drawn from it on first use: the same seed, the same values)."""
    options = list(values)
    orders: weakref.WeakKeyDictionary[random.Random, list[str]] = weakref.WeakKeyDictionary()
    lock = threading.Lock()

    def make(row: dict[str, Any], rng: random.Random, serial: int) -> str:
        with lock:
            order = orders.get(rng)
            if not order:
                order = orders[rng] = rng.sample(options, len(options))
            return order.pop()

    return make


# Field types whose values may be written in a form the description states.
_MOMENT_CAPABLE = frozenset({FieldType.STRING, FieldType.TEXT, FieldType.DATE, FieldType.DATETIME})


def value_maker(*, field: Field, table_name: str, tool_name: str = "") -> ValueMaker:
    """What ``value_for`` does for ``field``, as a function of (row, rng, serial): to call once per field and
    reuse for every row, while the field is not changed."""
    kind = field.type
    if field.enum_values:
        return choice_maker(field.enum_values)
    if kind == FieldType.BOOLEAN:
        return lambda row, rng, serial: rng.random() < 0.5
    if (
        field.vocabulary is not None
        and field.vocabulary.values
        and kind in (FieldType.STRING, FieldType.TEXT)
    ):
        return vocabulary_maker(field.vocabulary.values)  # realistic values the LLM gave for this schema
    stated = stated_moment_format(field.description) if kind in _MOMENT_CAPABLE else None
    if stated is not None:
        # The design states the form its code checks ("YYYY-MM-DDTHH:MM"): rows are written in it.
        moment_field = field.model_copy(
            update={"type": FieldType.DATETIME if stated.has_time else FieldType.DATE}
        )

        def stated_moment(row: dict[str, Any], rng: random.Random, serial: int) -> Any:
            rendered = time_for(field=moment_field, row=row, rng=rng, name_words=words_of)
            moment = parse_moment(rendered)
            return rendered if moment is None else stated.render(moment)

        return stated_moment
    if kind in (FieldType.DATE, FieldType.DATETIME):
        return lambda row, rng, serial: time_for(field=field, row=row, rng=rng, name_words=words_of)
    if kind == FieldType.STRING and is_moment_named(
        words_of(field.name)
    ):  # a date kept as text: still a date
        as_moment = field.model_copy(update={"type": FieldType.DATETIME})
        return lambda row, rng, serial: time_for(field=as_moment, row=row, rng=rng, name_words=words_of)
    if kind == FieldType.JSON:
        return _json_maker(field.name, table_name)
    return _named_maker(field.name, kind, table_name, tool_name, field.description or "", field.max_length())


_LISTED_WORDS = frozenset({"tag", "label", "keyword", "genre", "category", "topic", "feature"})


def _json_maker(name: str, table_name: str) -> ValueMaker:
    """A list of what one item of the field is (a pet's photo urls are urls, an event's dates dates, a
    posting's skills skills), an object otherwise."""
    words = set(words_of(name))
    if words & {"skills", "skill"}:
        return lambda row, rng, serial: [rng.choice(SKILLS)]
    if not name.endswith("s"):
        return lambda row, rng, serial: {}
    one = singular_word(words_of(name)[-1])
    item_words = {*words_of(name)[:-1], one}
    if item_words & _LISTED_WORDS or not one:
        return lambda row, rng, serial: [rng.choice(GENRES)]
    if item_words & {"date", "day"}:
        return lambda row, rng, serial: [iso_date(rng, future=True)]
    item_name = "_".join([*words_of(name)[:-1], one])
    item = _named_maker(item_name, FieldType.STRING, table_name, "", "")
    return lambda row, rng, serial: [item(row, rng, serial)]


@functools.lru_cache(maxsize=4096)
def _named_maker(
    name: str,
    kind: FieldType,
    table_name: str,
    tool_name: str,
    description: str = "",
    longest: int | None = None,
) -> ValueMaker:
    """Numbers and strings: what they are depends on the names and the description."""
    name_words = frozenset(_words_of(name))
    if kind in (FieldType.INTEGER, FieldType.NUMBER):
        return number_maker(name_words, kind == FieldType.INTEGER)
    meaning = field_meaning(name=name, table_name=table_name, description=description)
    if meaning is not None:
        return _MEANING_MAKERS[meaning]
    name_words = name_words | glued_heads(name_words)
    if not name_words & FREE_TEXT_WORDS and not name_words & {"email", "emailaddress", "mail"}:
        # A kind a person recognises (a state, a grade, a role...); prose stays prose ("message_payload").
        by_kind = kind_maker(
            words=name_words,
            table_name=table_name,
            description=description,
            longest=longest,
            person_table=is_person_table(table_name),
        )
        if by_kind is not None:
            return by_kind
    if kind == FieldType.TEXT and not name_words & (
        FREE_TEXT_WORDS | _SHORT_TEXT_WORDS | _IDENTIFIER_WORDS | _CODE_WORDS
    ):
        name_words = name_words | {"note"}  # PostgreSQL keeps names in `text` too: those stay names
    return _string_maker(name.lower(), name_words, table_name, tool_name, description, longest)


_SHORT_TEXT_WORDS = frozenset({"name", "title", "fname", "lname", "isbn", "city", "country", "label", "code"})
_ANIMALS = frozenset({"pet", "dog", "cat", "animal", "horse", "puppy", "kitten"})
_TAGS = frozenset({"tag", "label", "topic", "keyword", "hashtag", "category", "genre"})
# Words of a field that is an identifier or a code, whatever its description says ("The location ID.").
_KEY_WORDS = {"id", "ids", "uid", "uuid", "guid", "key", "slug", "token"}
_IDENTIFIER_WORDS = frozenset(_KEY_WORDS | {"hash", "url", "uri", "path", "email", "phone"})
_PERSON_DESCRIBED = re.compile(
    r"\b(?:full name|first and last name|person'?s? name|name of (?:the |a |an )?(?:person|individual|"
    r"(?P<role>[a-z]+)))\b"
)
_COMPANY_DESCRIBED = re.compile(
    r"\b(?:(?:company|employer|organi[sz]ation|business|vendor|supplier|firm)(?:'s)? name|"
    r"name of (?:the |a |an )?(?:company|employer|organi[sz]ation|business|vendor|supplier|firm))\b"
)
_JOB_TITLE_DESCRIBED = re.compile(
    r"\b(?:job|position|role) title\b|\btitle of (?:the |a )?(?:job|position|role)\b"
)
_PLACE_DESCRIBED = re.compile(
    r"\b(?:city|cities|town|region|headquarters|country|where\b.*\b(?:based|located|held|lives?|live|"
    r"takes place)|geo ?location|place)\b"
)
_SHELF_DESCRIBED = re.compile(r"\b(?:shelf|shelves|aisle|bin|rack|room|storage|warehouse|drawer)\b")
_SHELF_TABLES = ("cop", "item", "stock", "inventory", "shelf", "bin", "storage")


def _table_is(table_name: str, hints: tuple[str, ...]) -> bool:
    table = table_name.lower()
    return any(hint in table for hint in hints)


@functools.lru_cache(maxsize=4096)
def _head_noun(table_name: str) -> str:
    """The table's last word, singular: what one row is ("job_postings" -> "posting", "qrtz_job_details" ->
    "detail")."""
    words = _words_of(table_name)
    return singular_word(words[-1]) if words else ""


def _row_is(table_name: str, hints: tuple[str, ...]) -> bool:
    head = _head_noun(table_name)
    return bool(head) and any(head == hint or head == hint.rstrip("s") for hint in hints)


_NAME_PARTS = frozenset(
    {"first", "last", "given", "surname", "family", "middle", "maiden", "nick", "nickname"}
)


@functools.lru_cache(maxsize=4096)
def field_meaning(*, name: str, table_name: str, description: str = "") -> str | None:
    """What a string field holds when its name, table and description say it and the name alone did not
    decide well before: ``person`` (a full name), ``first_name``/``last_name`` (any spelling:
    ``cust_first_name``), ``company``, ``industry``, ``job_title``, ``person_title`` (a contact's job title),
    ``city``, ``place_name``, ``address`` or ``ip``; None leaves the choice to the name's words (codes,
    emails, titles of books...)."""
    words = frozenset(_words_of(name))
    said = " ".join(description.lower().split())
    if "ip" in words and (words & {"address", "addr"} or not words & (_IDENTIFIER_WORDS | _CODE_WORDS)):
        return "ip"
    if words & _IDENTIFIER_WORDS or words & _CODE_WORDS:
        return None
    if words & {"industry", "industries", "sector"} or said.startswith(("industry", "the industry")):
        return "industry"
    if "name" in words and words & _NAME_PARTS:
        if {"first", "name"} <= words or "given" in words:
            return "first_name"
        if {"last", "name"} <= words or words & {"surname", "family"}:
            return "last_name"
        return None
    people_words = words - {"name", "full", "display"}
    if words in ({"full", "name"}, {"fullname"}) or ("name" in words and people_words & PERSON_ROLES):
        return "person"
    if words & {"name", "names"} or words & PERSON_ROLES:
        match = _PERSON_DESCRIBED.search(said)
        if match is not None and (match.group("role") is None or match.group("role") in PERSON_ROLES):
            return "person"
        if _COMPANY_DESCRIBED.search(said) or (
            words <= {"name", "display", "legal", "trading", "company", "full"}
            and _row_is(table_name, COMPANY_TABLE_HINTS)
            and not is_person_table(table_name)
        ):
            return "company"
    if words & {"title", "position"}:
        if words & PERSON_ROLES:
            return "person_title"  # a supplier's contact_title: "Sales Manager"
        if "job" in words or _JOB_TITLE_DESCRIBED.search(said) or _row_is(table_name, JOB_TABLE_HINTS):
            return "job_title"
    if "jobtitle" in words:
        return "job_title"
    if words & {"location", "locality", "hq", "headquarters", "place", "based"}:
        if _SHELF_DESCRIBED.search(said) or (not said and _table_is(table_name, _SHELF_TABLES)):
            # A place on a shelf is a short code ("B12"); its name is a room's ("Storage Room 2").
            return "place_name" if "name" in words else None
        return "address" if re.search(r"\b(?:street|postal|mailing)\b", said) else "city"
    if words & {"town", "hometown"}:
        return "city"
    return None


def _full_name(row: dict[str, Any], rng: random.Random, serial: int) -> str:
    return "{} {}".format(*person_name(rng))


def _address(row: dict[str, Any], rng: random.Random, serial: int) -> str:
    return f"{rng.randrange(1, 200)} {rng.choice(STREETS)}, {rng.choice(CITIES)}"


_MEANING_MAKERS: dict[str, ValueMaker] = {
    "person": _full_name,
    "company": lambda row, rng, serial: str(rng.choice(_DATA["companies"])),
    "industry": lambda row, rng, serial: str(rng.choice(INDUSTRIES)),
    "job_title": lambda row, rng, serial: str(rng.choice(_DATA["posted_job_titles"])),
    "city": lambda row, rng, serial: str(rng.choice(CITIES)),
    "address": _address,
    "place_name": lambda row, rng, serial: str(rng.choice(_DATA["room_names"])),
    "first_name": lambda row, rng, serial: str(rng.choice(FIRST_NAMES)),
    "last_name": lambda row, rng, serial: str(rng.choice(LAST_NAMES)),
    "person_title": lambda row, rng, serial: str(rng.choice(_DATA["job_titles"])),
    # Addresses of the documentation range (RFC 5737), never a street.
    "ip": lambda row, rng, serial: f"203.0.113.{rng.randrange(1, 255)}",
}


_email = email_maker()


def _country_maker(description: str, longest: int | None) -> ValueMaker:
    """A country's name, or its ISO 3166 code where the field holds codes (two or three letters, or a
    description saying code or ISO): never the first letters of a name ("SP" for Spain)."""
    said = set(words_of(description))
    if longest in (2, 3) or said & {"code", "iso", "alpha"}:
        width = 3 if longest == 3 or "alpha-3" in description.lower() else 2
        return choice_maker([pair[width - 2] for pair in _DATA["country_codes"]])
    return choice_maker(COUNTRIES)


def _data_maker(key: str) -> ValueMaker:
    options = _DATA[key]
    return lambda row, rng, serial: str(rng.choice(options))


def _string_maker(
    name: str,
    name_words: frozenset[str],
    table_name: str,
    tool_name: str,
    description: str = "",
    longest: int | None = None,
) -> ValueMaker:
    if name_words & {"email", "emailaddress", "mail"} and not name_words & _IDENTIFIER_WORDS - {"email"}:
        return email_maker(longest)
    if name_words & {"region", "province", "county"}:
        return _data_maker("regions")
    if name_words & {"phone", "mobile", "tel", "telephone", "fax"}:
        return lambda row, rng, serial: (
            f"+1-555-{rng.randrange(100, 1000):03d}-{rng.randrange(1000, 10000):04d}"
        )
    if (
        name == "first_name"
        or name_words == {"first", "name"}
        or name_words & {"given", "firstname", "forename", "fname"}
    ):
        return choice_maker(FIRST_NAMES)
    if (
        name == "last_name"
        or name_words == {"last", "name"}
        or name_words & {"surname", "family", "lastname", "familyname", "lname"}
    ):
        return choice_maker(LAST_NAMES)
    if name_words & {"isbn"}:
        return lambda row, rng, serial: isbn13(rng)
    if name_words & {"address", "street", "addressline1", "addressline", "address1"}:
        return _address
    if "city" in name_words:
        return choice_maker(CITIES)
    if "country" in name_words:
        return _country_maker(description, longest)
    if name_words & {"zip", "postcode", "zipcode"} or any("postal" in w for w in name_words):
        return lambda row, rng, serial: f"{rng.randrange(10000, 99999)}"
    if name_words & {"url", "website", "link", "homepage", "web", "site"}:
        return lambda row, rng, serial: f"https://example.com/{table_name}/{serial}"
    if name_words & {"medication", "drug", "medicine", "prescription"}:
        return _data_maker("medications")
    if name_words & {"shelf", "aisle", "bin", "location"}:
        return lambda row, rng, serial: f"{rng.choice('ABCDEFGH')}{rng.randrange(1, 30)}"
    if name_words & {"term", "semester", "season"}:
        return lambda row, rng, serial: term(rng)
    if name_words & {"genre", "category"}:
        return choice_maker(GENRES)
    if "department" in name_words:
        return choice_maker(DEPARTMENTS)
    if name_words & {"company", "employer", "organization", "organisation", "vendor", "supplier"}:
        return _data_maker("companies")
    if name_words & {"quantity", "unit", "package", "pack"}:
        return lambda row, rng, serial: (
            f"{rng.choice([6, 10, 12, 24])} boxes x {rng.choice([100, 250, 500])} g"
        )
    return _described_string_maker(name_words, table_name, tool_name, description)


def _described_string_maker(
    name_words: frozenset[str], table_name: str, tool_name: str, description: str = ""
) -> ValueMaker:
    """The rest of ``_string_maker``: prose, codes, people, titles and names, by the words and the table."""
    if name_words & FREE_TEXT_WORDS:
        context = text_context(
            field_words=set(name_words), table_name=table_name, tool_name=tool_name, description=description
        )
        return lambda row, rng, serial: sentence(rng, context)
    prefix = key_prefix(table_name)
    if name_words & _CODE_WORDS:
        return lambda row, rng, serial: f"{prefix}{rng.randrange(10000, 99999)}"
    if name_words & {"title", "position", "role", "job"} and is_person_table(table_name):
        return _data_maker("job_titles")
    person_field = name_words & {"author", "owner", "doctor", "teacher", "instructor"} and not name_words & {
        "title",
        "id",
    }
    contact = name_words & {"contact", "customer"} and "name" in name_words
    if person_field or contact or (name_words & {"name"} and is_person_table(table_name)):
        return lambda row, rng, serial: "{} {}".format(*person_name(rng))
    if name_words & {"title", "subject", "headline"}:
        return lambda row, rng, serial: title(rng, table_name)
    if name_words & {"name", "label"} and any(w in table_name.lower() for w in WORK_TABLES):
        return _data_maker("book_titles")
    if name_words & {"name", "label"}:
        if name_words & {"product", "item"} or any(w in table_name for w in ("product", "item")):
            return _data_maker("product_names")
        if any(w in table_name for w in ("room", "location", "venue")):
            return _data_maker("room_names")
        if any(w in table_name for w in ("course", "class", "event")):
            return lambda row, rng, serial: title(rng, table_name)
        table_nouns = {singular_word(w) for w in _words_of(table_name)}
        if table_nouns & _ANIMALS:
            return choice_maker(FIRST_NAMES)  # a pet is called Zoe, not "Harbor Books"
        if table_nouns & _TAGS:
            return choice_maker(GENRES)
        return _data_maker("organization_names")
    if "status" in name_words:
        return lambda row, rng, serial: "active"
    # A field whose meaning the words do not tell: a readable code, never a made-up phrase.
    return lambda row, rng, serial: f"{prefix}-{serial:04d}"


def key_prefix(table_name: str) -> str:
    letters = re.sub(r"[^a-z]", "", table_name.lower())
    return (letters[:3] or "row").upper()
