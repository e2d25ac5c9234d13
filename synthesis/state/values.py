"""Realistic field values from small built-in word lists, chosen by field name and type (no network, no
Faker)."""

from __future__ import annotations

import datetime as dt
import random
import re
from typing import Any

from synthesis.ir import Field, FieldType

FIRST_NAMES = [
    "Ana",
    "Ben",
    "Chloe",
    "David",
    "Elena",
    "Farid",
    "Grace",
    "Hiro",
    "Ines",
    "Jonas",
    "Kara",
    "Liam",
    "Maya",
    "Noah",
    "Olivia",
    "Pedro",
    "Quinn",
    "Rosa",
    "Samir",
    "Tara",
    "Umar",
    "Vera",
    "Wen",
    "Yusuf",
    "Zoe",
]
LAST_NAMES = [
    "Alvarez",
    "Brennan",
    "Chen",
    "Dubois",
    "Eriksen",
    "Fischer",
    "Garcia",
    "Hughes",
    "Ito",
    "Jensen",
    "Kowalski",
    "Lopez",
    "Moreau",
    "Nakamura",
    "Okafor",
    "Petrov",
    "Quintero",
    "Rossi",
    "Schmidt",
    "Tanaka",
    "Ueda",
    "Varga",
    "Weber",
    "Young",
    "Zimmermann",
]
ADJECTIVES = [
    "Silent",
    "Golden",
    "Hidden",
    "Broken",
    "Crimson",
    "Distant",
    "Electric",
    "Frozen",
    "Gentle",
    "Hollow",
    "Iron",
    "Lost",
    "Midnight",
    "Northern",
    "Quiet",
    "Restless",
    "Secret",
    "Wandering",
    "Wild",
    "Amber",
]
NOUNS = [
    "River",
    "Garden",
    "Harbor",
    "Mountain",
    "Letters",
    "Orchard",
    "Lantern",
    "Voyage",
    "Compass",
    "Archive",
    "Bridge",
    "Meadow",
    "Signal",
    "Kingdom",
    "Station",
    "Horizon",
    "Forest",
    "Island",
    "Clockwork",
    "Mirror",
]
PRODUCT_NOUNS = [
    "Desk Lamp",
    "Backpack",
    "Water Bottle",
    "Notebook",
    "Headphones",
    "Coffee Mug",
    "Keyboard",
    "Chair",
]
STREETS = ["Oak Street", "Maple Avenue", "Cedar Lane", "Elm Road", "Birch Way", "Harbor Drive", "Mill Street"]
CITIES = [
    "Springfield",
    "Riverton",
    "Lakeside",
    "Fairview",
    "Brookhaven",
    "Ashford",
    "Kingsport",
    "Millbrook",
]
COUNTRIES = ["USA", "Canada", "Germany", "France", "Spain", "Japan", "Brazil", "Kenya"]
GENRES = ["fiction", "history", "science", "biography", "poetry", "mystery", "fantasy", "travel"]
STATUSES = ["active", "pending", "inactive"]
WORDS = [
    "quick",
    "follow-up",
    "request",
    "about",
    "the",
    "delivery",
    "schedule",
    "please",
    "confirm",
    "updated",
    "details",
    "before",
    "next",
    "week",
    "customer",
    "noted",
    "preference",
    "window",
    "seat",
    "quiet",
]
DEPARTMENTS = ["Sales", "Support", "Engineering", "Finance", "Operations", "Marketing"]
PERSON_TABLE_HINTS = (
    "member",
    "customer",
    "user",
    "patient",
    "employee",
    "student",
    "guest",
    "author",
    "person",
    "people",
    "client",
    "passenger",
    "staff",
    "doctor",
    "teacher",
    "owner",
    "contact",
    "driver",
    "traveler",
    "attendee",
)

BASE_DATE = dt.date(2025, 1, 15)


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
}


def words_of(name: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)  # orderId -> order_Id
    return [w for w in re.split(r"[_\W]+", spaced.lower()) if w]


def is_person_table(table_name: str) -> bool:
    return any(hint in table_name.lower() for hint in PERSON_TABLE_HINTS)


def isbn13(rng: random.Random) -> str:
    digits = [9, 7, 8] + [rng.randrange(10) for _ in range(9)]
    total = sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits))
    digits.append((10 - total % 10) % 10)
    return "".join(str(d) for d in digits)


def person_name(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)


def title(rng: random.Random) -> str:
    return f"The {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"


def sentence(rng: random.Random, length: int = 8) -> str:
    text = " ".join(rng.choice(WORDS) for _ in range(length))
    return text[0].upper() + text[1:] + "."


def iso_date(rng: random.Random, *, future: bool = False) -> str:
    offset = rng.randrange(1, 60) if future else -rng.randrange(1, 400)
    return (BASE_DATE + dt.timedelta(days=offset)).isoformat()


def iso_datetime(rng: random.Random, *, future: bool = False) -> str:
    day = dt.date.fromisoformat(iso_date(rng, future=future))
    moment = dt.datetime(
        day.year, day.month, day.day, rng.randrange(8, 19), rng.choice([0, 15, 30, 45]), tzinfo=dt.UTC
    )
    return moment.isoformat()


def money(rng: random.Random, low: float = 1.0, high: float = 200.0) -> float:
    return round(rng.uniform(low, high), 2)


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
}
_FUTURE = {"due", "deadline", "expires", "expiry", "scheduled", "appointment", "start", "end", "departure"}


def value_for(*, field: Field, table_name: str, row: dict[str, Any], rng: random.Random, serial: int) -> Any:
    """A plausible value for ``field`` in a row of ``table_name``; ``row`` holds the fields generated so
    far."""
    name_words = set(words_of(field.name))
    name = field.name.lower()
    kind = field.type
    if field.enum_values:
        return rng.choice(field.enum_values)
    if kind == FieldType.BOOLEAN:
        return rng.random() < 0.5
    if kind == FieldType.DATE:
        return iso_date(rng, future=bool(name_words & _FUTURE))
    if kind == FieldType.DATETIME:
        return iso_datetime(rng, future=bool(name_words & _FUTURE))
    if kind == FieldType.JSON:
        return [rng.choice(GENRES)] if name.endswith("s") else {}
    if kind in (FieldType.INTEGER, FieldType.NUMBER):
        integer = kind == FieldType.INTEGER
        if name_words & _MONEY:
            amount = money(rng)
            return int(amount) if integer else amount
        if name_words & _QUANTITY:
            return rng.randrange(1, 10)
        if "year" in name_words:
            return rng.randrange(1950, 2025)
        if "age" in name_words:
            return rng.randrange(18, 80)
        if name_words & {"rating", "stars", "score"}:
            return rng.randrange(1, 6)
        if name_words & {"duration", "minutes"}:
            return rng.choice([15, 30, 45, 60, 90])
        return rng.randrange(1, 100) if integer else round(rng.uniform(1, 100), 2)
    return _string_for(
        name=name, name_words=name_words, table_name=table_name, row=row, rng=rng, serial=serial
    )


def _string_for(
    *, name: str, name_words: set[str], table_name: str, row: dict[str, Any], rng: random.Random, serial: int
) -> str:
    first = row.get("first_name")
    last = row.get("last_name")
    full = row.get("name") or row.get("full_name")
    if "email" in name_words:
        if isinstance(first, str) and isinstance(last, str):
            local = f"{first}.{last}"
        elif isinstance(full, str) and " " in full:
            local = full.replace(" ", ".")
        else:
            local = "{}.{}".format(*person_name(rng))
        return f"{local.lower()}{serial}@example.com"
    if name_words & {"phone", "mobile", "tel", "telephone"}:
        return f"+1-555-{rng.randrange(100, 1000):03d}-{rng.randrange(1000, 10000):04d}"
    if name == "first_name" or name_words == {"first", "name"}:
        return rng.choice(FIRST_NAMES)
    if name == "last_name" or name_words & {"surname"}:
        return rng.choice(LAST_NAMES)
    if name_words & {"isbn"}:
        return isbn13(rng)
    if name_words & {"address", "street"}:
        return f"{rng.randrange(1, 200)} {rng.choice(STREETS)}"
    if "city" in name_words:
        return rng.choice(CITIES)
    if "country" in name_words:
        return rng.choice(COUNTRIES)
    if name_words & {"zip", "postal", "postcode"}:
        return f"{rng.randrange(10000, 99999)}"
    if name_words & {"url", "website", "link"}:
        return f"https://example.com/{table_name}/{serial}"
    if name_words & {"genre", "category"}:
        return rng.choice(GENRES)
    if "department" in name_words:
        return rng.choice(DEPARTMENTS)
    if "status" in name_words:
        return rng.choice(STATUSES)
    if name_words & {
        "author",
        "owner",
        "doctor",
        "teacher",
        "customer",
        "contact",
    } and "name" in name_words | {"name"}:
        return "{} {}".format(*person_name(rng))
    if name_words & {"title", "subject", "headline"}:
        return title(rng)
    if name in ("name", "full_name", "display_name"):
        if is_person_table(table_name):
            return "{} {}".format(*person_name(rng))
        if name_words & {"product", "item"} or "product" in table_name:
            return f"{rng.choice(ADJECTIVES)} {rng.choice(PRODUCT_NOUNS)}"
        return f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"
    if name_words & FREE_TEXT_WORDS:
        return sentence(rng)
    if name_words & {"code", "sku", "reference", "ref", "number"}:
        return f"{table_name[:3].upper()}{rng.randrange(10000, 99999)}"
    if name.endswith("_name") or "name" in name_words:
        return f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"
    return f"{rng.choice(ADJECTIVES).lower()}-{rng.choice(NOUNS).lower()}-{serial}"


def key_prefix(table_name: str) -> str:
    letters = re.sub(r"[^a-z]", "", table_name.lower())
    return (letters[:3] or "row").upper()


def primary_key_value(*, field: Field, table_name: str, serial: int) -> Any:
    if field.type in (FieldType.INTEGER, FieldType.NUMBER):
        return serial
    return f"{key_prefix(table_name)}-{serial:03d}"


def mutate(value: Any, *, field: Field | None = None, rng: random.Random | None = None) -> Any:
    """A different value of the same kind (for distractors and for perturbing checks)."""
    if field is not None and field.enum_values and len(field.enum_values) > 1:
        others = [v for v in field.enum_values if v != value]
        return (rng or random.Random(0)).choice(others)
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return round(value + 1.5, 2)
    if isinstance(value, str):
        return _mutate_text(value, field)
    if isinstance(value, list):
        return [*value, "other"]
    if isinstance(value, dict):
        return {**value, "other": True}
    return "other"


def _mutate_text(value: str, field: Field | None) -> str:
    kind = field.type if field is not None else None
    try:
        if kind == FieldType.DATE:
            return (dt.date.fromisoformat(value) + dt.timedelta(days=1)).isoformat()
        if kind == FieldType.DATETIME:
            return (dt.datetime.fromisoformat(value) + dt.timedelta(hours=1)).isoformat()
    except ValueError:
        pass
    if "@" in value:
        local, _, domain = value.partition("@")
        return f"{local}.alt@{domain}"
    if value and value[-1].isdigit():
        return value[:-1] + str((int(value[-1]) + 1) % 10) + "x"
    return value + " (other)" if value else "other"
