"""Shared pieces of the spec seeds: input limits, decoding, identifier sanitizing, naming."""

from __future__ import annotations

import hashlib
import keyword
import re
import unicodedata

from synthesis.ir.environment import Table, check_identifier
from synthesis.seeds.errors import SpecError

MAX_INPUT_BYTES = 2 * 1024 * 1024
MAX_TABLES = 200
MAX_COLUMNS = 200
MAX_TOOLS = 1000
MAX_NAME_LENGTH = 64
MAX_DESCRIPTION_LENGTH = 2000

_IDENT_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")
_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


# SQL Server Management Studio saves scripts as UTF-16 by default, and Windows PowerShell's ``>`` writes a
# dump (mysqldump ... > dump.sql) the same way: both start with a byte order mark.
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def text_encoding(head: bytes) -> str:
    """The encoding of a file starting with ``head``: UTF-16 after its byte order mark, else UTF-8."""
    return "utf-16" if head[:2] in _UTF16_BOMS else "utf-8"


def decode_upload(data: bytes, *, filename: str, limit: int, error: type[ValueError]) -> str:
    """An uploaded text file (a corpus, a list of domains): at most ``limit`` bytes, UTF-16 after its byte
    order mark, else UTF-8 (with or without one); ``error`` says what is wrong, naming the file."""
    if len(data) > limit:
        raise error(f"{filename}: {len(data):,} bytes is over the {limit:,}-byte limit")
    encoding = text_encoding(data[:2])
    try:
        return data.decode("utf-16" if encoding == "utf-16" else "utf-8-sig")
    except UnicodeDecodeError as exc:
        problem = f"not {encoding.upper()} text (invalid byte at offset {exc.start})"
        raise error(f"{filename}: {problem}") from exc


def legacy_hint(byte: bytes) -> str:
    """What a byte that is not UTF-8 likely is, and what to do: Oracle's sample rows are Latin-1 (Götz)."""
    if byte and byte != b"\0" and byte[0] >= 0x80:
        shown = byte.decode("cp1252", errors="replace")
        return f" ({shown!r} in Latin-1 or Windows-1252: save the file as UTF-8 and upload it again)"
    return ""


def decode_input(text: str | bytes) -> str:
    """Bytes -> text (UTF-8, BOM allowed; UTF-16 with its BOM), with the size limit; a bad byte is named by
    its offset."""
    if isinstance(text, str):
        if len(text) > MAX_INPUT_BYTES:
            raise SpecError(f"the spec is larger than the limit of {MAX_INPUT_BYTES} bytes")
        return text.removeprefix("\ufeff")
    if not isinstance(text, bytes | bytearray):
        raise SpecError(f"the spec must be text or bytes, not {type(text).__name__}")
    if len(text) > MAX_INPUT_BYTES:
        raise SpecError(f"the spec is larger than the limit of {MAX_INPUT_BYTES} bytes ({len(text)} bytes)")
    encoding = text_encoding(bytes(text[:2]))
    try:
        decoded = bytes(text).decode(encoding)
    except UnicodeDecodeError as exc:
        line = bytes(text)[: exc.start].count(b"\n") + 1
        where = f"byte 0x{text[exc.start]:02x} at byte offset {exc.start}"
        hint = legacy_hint(bytes(text[exc.start : exc.start + 1])) if encoding == "utf-8" else ""
        raise SpecError(
            f"the spec is not valid {encoding.upper()}: {where}{hint}",
            line=line if encoding == "utf-8" else None,
        ) from None
    return decoded.removeprefix("\ufeff")


def clip(text: str, limit: int = MAX_DESCRIPTION_LENGTH) -> str:
    """A description as one tidy string: control characters dropped, whitespace collapsed, length capped."""
    cleaned = "".join(ch if ch.isprintable() or ch in "\n\t" else " " for ch in text)
    cleaned = re.sub(r"[ \t]+", " ", cleaned).strip()
    return cleaned if len(cleaned) <= limit else cleaned[: limit - 1].rstrip() + "…"


def snake_case(name: str) -> str:
    return _CAMEL_BOUNDARY.sub("_", name).lower()


def _shorten(name: str) -> str:
    if len(name) <= MAX_NAME_LENGTH:
        return name
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
    return f"{name[: MAX_NAME_LENGTH - 9].rstrip('_')}_{digest}"


_SPELLED_OUT = str.maketrans(
    {"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "Oe", "đ": "d", "Đ": "D"}
    | {"ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "\u0131": "i"}  # dotless i
)


def is_identifier(name: str) -> bool:
    return bool(_IDENT_RE.match(name)) and not keyword.iskeyword(name)


def sanitize_identifier(raw: str, *, what: str, line: int | None = None, path: str | None = None) -> str:
    """A valid IR identifier for ``raw``: unchanged when already valid, else folded to ``[a-z0-9_]``."""
    if is_identifier(raw):
        return raw
    # Letters that do not decompose into a base letter and a mark are spelled as their languages write them
    # without them (Straße -> Strasse); the rest lose their marks (Café -> Cafe).
    spelled = raw.translate(_SPELLED_OUT)
    ascii_text = unicodedata.normalize("NFKD", spelled).encode("ascii", "ignore").decode("ascii")
    # A leading sign carries meaning (GitHub's reactions '+1' and '-1'): spelled out, they stay apart.
    ascii_text = re.sub(r"^-(?=\d)", "minus_", re.sub(r"^\+", "plus_", ascii_text))
    cleaned = re.sub(r"[^A-Za-z0-9_]+", "_", ascii_text)
    cleaned = re.sub(r"_+", "_", cleaned).strip("_")
    if not cleaned:
        raise SpecError(
            f"the {what} name {raw[:80]!r} has no letters or digits to make a name from", line=line, path=path
        )
    if not cleaned[0].isalpha():
        cleaned = f"n_{cleaned}"
    if keyword.iskeyword(cleaned):
        cleaned = f"{cleaned}_"
    cleaned = _shorten(cleaned)
    check_identifier(cleaned)
    return cleaned


def renamed_note(raw: str, clean: str) -> str:
    return "" if raw == clean else f"(originally named {clip(raw, 200)!r})"


def join_description(*parts: str) -> str:
    return clip(" ".join(p for p in parts if p))


def singular(name: str) -> str:
    """English singular of a snake_case name, good enough for tool names (``categories`` -> ``category``)."""
    head, _, last = name.rpartition("_")
    lower = last.lower()
    if lower.endswith("ies") and len(last) > 4:
        last = last[:-3] + "y"
    elif lower.endswith(("sses", "xes", "ches", "shes", "zzes")):
        last = last[:-2]
    elif lower.endswith("s") and not lower.endswith(("ss", "us", "is")) and len(last) > 2:
        last = last[:-1]
    return f"{head}_{last}" if head else last


def words(name: str) -> str:
    return snake_case(name).replace("_", " ").strip()


def tool_name(*parts: str) -> str:
    return _shorten("_".join(p for p in parts if p))


def slugify(name: str) -> str:
    slug = re.sub(r"[^a-z0-9_-]+", "-", snake_case(name).lower()).strip("-_")
    if not slug:
        raise SpecError(f"the name {name!r} gives no slug (use letters or digits)")
    return slug[:80].rstrip("-_")


def class_name_for(name: str) -> str:
    parts = re.split(r"[^A-Za-z0-9]+", snake_case(name))
    camel = "".join(p[:1].upper() + p[1:] for p in parts if p)
    if not camel or not camel[0].isalpha():
        camel = f"Env{camel}"
    return _shorten(camel if camel.endswith("Environment") else f"{camel}Environment")


# A field or parameter named ``self`` (Jira's resources carry their URL under it) would be the generated
# method's own first parameter; one named as a builtin verification refuses in code (``verify.static``'s
# FORBIDDEN_NAMES: Grocy's stock entries have an ``open`` flag, many APIs an ``input``) would fail the
# generated environment's static check. They get a trailing underscore (``open_``), noted in the description.
RESERVED_FIELD_NAMES = frozenset(
    {"self", "exec", "eval", "open", "compile", "globals", "locals", "vars", "breakpoint", "input"}
)


class NameRegistry:
    """Sanitized names within one scope (tables, or a table's fields); refuses two raw names that collide."""

    def __init__(self, *, what: str, fold_case: bool, reserved: frozenset[str] = frozenset()) -> None:
        self.what = what
        self.fold_case = fold_case
        self.reserved = reserved  # clean names taken elsewhere: they get a trailing underscore
        self._by_clean: dict[str, str] = {}

    def collision(self, raw: str) -> str | None:
        """The name ``raw`` would collide with (case-insensitively), or None."""
        clean = sanitize_identifier(raw.lower() if self.fold_case else raw, what=self.what).lstrip("_")
        return self._by_clean.get(clean.lower())

    def add(self, raw: str, *, line: int | None = None, path: str | None = None) -> str:
        clean = sanitize_identifier(
            raw.lower() if self.fold_case else raw, what=self.what, line=line, path=path
        )
        if clean.startswith("_"):
            clean = clean.lstrip("_")
        if clean in self.reserved:
            clean = f"{clean}_"
        previous = self._by_clean.get(clean.lower())
        if previous is not None:
            same = previous.lower() == raw.lower() if self.fold_case else previous == raw
            kind = "is defined twice" if same else f"collides with {previous[:80]!r} (both become {clean!r})"
            raise SpecError(f"the {self.what} name {raw[:80]!r} {kind}", line=line, path=path)
        self._by_clean[clean.lower()] = raw
        return clean


def required_fk_cycle(tables: list[Table]) -> list[str] | None:
    """A cycle of required foreign keys (no row of any of its tables could be inserted first), as table names
    from a table back to itself; None when there is none. Both spec readers refuse or break one."""
    edges: dict[str, list[str]] = {t.name: [] for t in tables}
    for table in tables:
        for f in table.fields:
            if f.foreign_key is not None and f.required and not f.generated:
                edges[table.name].append(f.foreign_key.table)
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in edges.get(node, []):
            if state.get(target) == 1:
                return [*stack[stack.index(target) :], target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for name in edges:
        if name not in state:
            found = visit(name)
            if found:
                return found
    return None
