"""Kinds of string fields a person recognises beyond names and places: a US or regional state (a name or a
two-letter code, as the field's length or description says), a grade (A-F), a role, a visibility, a type, a
gender, a colour, a language, a level, a user name, a password, a file name, a host, a version, tags (one
joined string) and JSON held as text. Chosen by the field's words, its table and its description, before the
last resort of a readable code, so that a code stands only where the field is a code or a reference."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from synthesis.state.numbers import ValueMaker, choice_maker

_PHRASES = Path(__file__).parent / "phrases"
_KINDS: dict[str, list[str]] = {
    k: v
    for k, v in json.loads((_PHRASES / "kinds.json").read_text(encoding="utf-8")).items()
    if k != "_about"
}
_VALUES = json.loads((_PHRASES / "values.json").read_text(encoding="utf-8"))
_FIRST: list[str] = _VALUES["first_names"]
_LAST: list[str] = _VALUES["last_names"]

# Tables (or their fields' descriptions) whose ``state`` is a place in an address, not a lifecycle step.
_ADDRESS_TABLES = re.compile(
    r"address|location|customer|person|people|employee|supplier|vendor|store|office|branch|venue|contact|"
    r"shipping|billing|member|client|patient|student|compan|warehouse|site|account|profile|user|owner|author"
)
_ADDRESS_SAID = re.compile(r"\b(?:province|address|u\.?s\.? state|state code|postal|mailing|country|city)\b")
_CODE_SAID = re.compile(r"\b(?:code|abbreviation|abbreviated|two[- ]letter|iso)\b")
_HASHED = frozenset({"hash", "hashed", "encrypted", "digest", "salt", "crypted"})
_CODE_OR_ID = frozenset({"id", "ids", "uuid", "guid", "key", "token", "code", "number", "ref", "reference"})


def _pick(key: str) -> ValueMaker:
    return choice_maker(_KINDS[key])


def _short(longest: int | None, limit: int) -> bool:
    return longest is not None and longest <= limit


def _password(row: dict[str, Any], rng: Any, serial: int) -> str:
    first, second = rng.sample(_KINDS["password_words"], 2)
    return f"{first}-{second}-{rng.randrange(10, 99)}"


def _hashed(row: dict[str, Any], rng: Any, serial: int) -> str:
    """A stored password as a bcrypt hash looks (never the password itself)."""
    digest = hashlib.sha256(f"{serial}:{rng.random()}".encode()).hexdigest()
    return f"$2b$12${digest[:53]}"


def _user_name_maker(longest: int | None) -> ValueMaker:
    def user_name(row: dict[str, Any], rng: Any, serial: int) -> str:
        given, family = row.get("first_name"), row.get("last_name")
        first = given if isinstance(given, str) and given else str(rng.choice(_FIRST))
        last = family if isinstance(family, str) and family else str(rng.choice(_LAST))
        for candidate in (f"{first}.{last}{serial}", f"{first[0]}{last}{serial}", f"{first[0]}{serial}"):
            name = re.sub(r"[^a-z0-9.]", "", candidate.lower())
            if longest is None or len(name) <= longest:
                return name
        return name[: longest or None]

    return user_name


def _joined_tags(row: dict[str, Any], rng: Any, serial: int) -> str:
    return ", ".join(rng.sample(_KINDS["tags"], rng.choice([1, 2])))


def _file_name(row: dict[str, Any], rng: Any, serial: int) -> str:
    return f"{rng.choice(_KINDS['file_kinds'])}-{serial}{rng.choice(_KINDS['file_endings'])}"


def _state_maker(words: frozenset[str], table_name: str, said: str, longest: int | None) -> ValueMaker | None:
    regional = words & {"province", "stateprovince", "stateprovincecode", "district", "county"}
    if not regional and "state" not in words:
        return None
    place = regional or (
        _ADDRESS_TABLES.search(table_name.lower()) is not None
        or _ADDRESS_SAID.search(said) is not None
        or words & {"ship", "bill", "billing", "shipping", "home", "mailing", "address"}
    )
    if not place:
        return _pick("statuses") if words <= {"state", "current"} else None  # a lifecycle's state
    coded = (
        _short(longest, 3)
        or words & {"code", "abbr", "stateprovincecode"}
        or _CODE_SAID.search(said) is not None
    )
    return _pick("state_codes") if coded else _pick("states")


def _coded(words: frozenset[str], longest: int | None, said: str, limit: int) -> bool:
    return _short(longest, limit) or bool(words & {"code", "iso"}) or _CODE_SAID.search(said) is not None


def kind_maker(
    *, words: frozenset[str], table_name: str, description: str, longest: int | None, person_table: bool
) -> ValueMaker | None:
    """The maker of a string field's values by its kind, or None when no kind here fits it."""
    said = " ".join(description.lower().split())
    table = table_name.lower()
    state = _state_maker(words, table_name, said, longest)
    if state is not None:
        return state
    if words & {"grade", "grades"} and not words & _CODE_OR_ID:
        return _pick("grades") if _short(longest, 1) else _pick("grades_marked")
    if words & {"password", "passwd", "passphrase"}:
        return _hashed if words & _HASHED else _password
    if words & {"username", "login", "handle", "nickname", "screenname"} or {"user", "name"} <= words:
        return _user_name_maker(longest)
    if words & {"role"} and not person_table:
        chat = any(w in table for w in ("message", "chat", "conversation", "prompt"))
        return _pick("chat_roles") if chat else _pick("roles")
    if words & {"visibility", "privacy"}:
        return _pick("visibility")
    if words & {"gender", "sex"}:
        return _pick("gender_codes") if _short(longest, 1) else _pick("genders")
    if words & {"color", "colour"}:
        return _pick("colors")
    if words & {"language", "lang", "locale"}:
        return (
            _pick("language_codes")
            if _coded(words, longest, said, 5) or "locale" in words
            else _pick("languages")
        )
    if words & {"severity", "priority", "urgency", "risk", "level"} and not words & _CODE_OR_ID:
        return _pick("levels")
    if words & {"payment"} and words & {"method", "type"}:
        return _pick("payment_methods")
    if words & {"method"}:
        return _pick("request_methods") if words & {"request", "http"} else _pick("auth_methods")
    if words & {"media", "mime", "content"} and words & {"type"}:
        return _pick("media_types")
    if words & {"action", "operation", "activity"} or {"event", "type"} <= words:
        return _pick("actions")
    if words & {"type", "kind", "category"} and not words & _CODE_OR_ID:
        return _pick("kinds")
    if words & {"channel", "via", "medium"}:
        return _pick("channels")
    if words & {"source", "origin"} and not words & _CODE_OR_ID:
        return _pick("sources")
    if words & {"publisher", "manufacturer", "brand", "label"} and not words & _CODE_OR_ID:
        return choice_maker(_VALUES["companies"])
    if words & {"realname", "creator", "composer", "author", "artist", "reviewer", "assignee"}:
        return lambda row, rng, serial: f"{rng.choice(_FIRST)} {rng.choice(_LAST)}"
    if words & {"provider", "issuer"}:
        return _pick("providers")
    if words & {"useragent", "agent", "browser"} and not words & _CODE_OR_ID:
        return _pick("user_agents")
    if words & {"error", "failure"} and not words & (_CODE_OR_ID | {"type", "count"}):
        return _pick("errors")
    if words & {"docs", "documentation"}:
        return lambda row, rng, serial: f"https://docs.example.com/{serial}"
    if "cron" in words:
        return _pick("crons")
    if words & {"timezone", "tz"} or {"time", "zone"} <= words:
        return _pick("timezones")
    if "currency" in words:
        return _pick("currencies")
    if words & {"tags", "labels", "keywords", "features", "topics"}:
        return _joined_tags
    if words & {"filename"} or {"file", "name"} <= words:
        return _file_name
    if words & {"image", "photo", "picture", "icon", "avatar", "poster", "backdrop", "thumbnail", "logo"}:
        return lambda row, rng, serial: f"https://example.com/images/{serial}.png"
    if words & {"host", "hostname", "domain", "server"}:
        return lambda row, rng, serial: f"app{serial % 50 + 1}.example.com"
    if words & {"endpoint", "href", "uri"} or {"return", "to"} <= words:
        return lambda row, rng, serial: f"https://example.com/{table_name}/{serial}"
    if "version" in words:
        return lambda row, rng, serial: f"{1 + serial % 3}.{serial % 10}.{serial % 7}"
    if words & {"address2", "addressline2"} or {"address", "line2"} <= words:
        return _pick("address_lines")
    if words & {"middlename"} or {"middle", "name"} <= words:
        return choice_maker(_FIRST)
    if words & {"data", "payload", "metadata", "attributes", "settings", "config", "options", "properties"}:
        return _pick("json_texts")
    return None


_EMAIL_DOMAIN = "example.com"


def email_maker(longest: int | None = None) -> ValueMaker:
    """A person's address at a plausible domain (first.last, or their initial and last name, and a number
    that keeps it unique), short enough for the column (an Oracle VARCHAR2(25)): never cut into "x@-116"."""

    def email(row: dict[str, Any], rng: Any, serial: int) -> str:
        first, last = row.get("first_name"), row.get("last_name")
        full = next((v for k, v in row.items() if k in ("name", "full_name") and isinstance(v, str)), None)
        if not (isinstance(first, str) and isinstance(last, str)):
            first, last = (
                full.split()[:2]
                if full is not None and " " in full
                else (rng.choice(_FIRST), rng.choice(_LAST))
            )
        plain = [re.sub(r"[^a-z0-9]", "", part.lower()) or "x" for part in (first, last)]
        for local in (f"{plain[0]}.{plain[1]}{serial}", f"{plain[0][0]}{plain[1]}{serial}"):
            address = f"{local}@{_EMAIL_DOMAIN}"
            if longest is None or len(address) <= longest:
                return address
        room = max(1, (longest or 0) - len(_EMAIL_DOMAIN) - 1 - len(str(serial)))
        return f"{plain[0][0]}{plain[1]}"[:room] + f"{serial}@{_EMAIL_DOMAIN}"

    return email


_GLUED_HEADS = ("name", "title", "type", "state", "province", "code", "number", "status", "description")


def glued_heads(words: frozenset[str]) -> frozenset[str]:
    """The head of a name glued in one lower-case word (a lower-cased SQL dump's ``currencyname``,
    ``stateprovincecode``): "currency" and "name", so that it reads as a name and not a code."""
    found: set[str] = set()
    for word in words:
        head = next((h for h in _GLUED_HEADS if word.endswith(h) and len(word) > len(h) + 2), None)
        if head is not None:
            found |= {word[: -len(head)], head}
    return frozenset(found)


def is_moment_named(words: list[str]) -> bool:
    """``release_date``, ``CreatedAt``, ``updated_at``: a moment by its name, however it is stored."""
    return bool(words) and (
        words[-1] in {"date", "datetime", "timestamp"}
        or (len(words) > 1 and words[-1] == "at" and words[-2].endswith("ed"))
        or (len(words) > 1 and words[-1] == "time" and words[-2] in {"start", "end", "due"})
        or words in (["created"], ["updated"], ["modified"])
    )
