"""EnvScaler's release read a piece at a time (issue 42): never the whole of either file in memory.

The release is two JSON documents: the environment metadata, one object ``{env_id: environment}`` (or a
list of environments with ``env_id``), and the scenario metadata, one list ``[scenario, ...]``. Each member
is small (a class's source, a scenario's config); the documents are not (191 environments, ~7,000
scenarios). ijson is not a dependency, so ``members`` walks the top level of such a document with
``json.JSONDecoder.raw_decode`` over a window of the file and yields each member with its byte span: at
most one member and one read chunk are held.

``index_release`` reads both files once that way and checks every member with the checks of
``parse_environments`` and ``parse_scenarios`` (every problem of the files is one error, before anything is
stored), keeping only where each environment and each of its scenarios lies. A run then reads one environment
and its scenarios at a time (``read_environment``), so a converted environment is let go before the next.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from synthesis.seeds.envscaler import (
    MAX_JSON_DEPTH,
    EnvScalerError,
    ForeignEnvironment,
    ForeignScenario,
    check_json_depth,
    parse_environment,
    parse_scenario,
    problems_error,
    slug_for,
)

CHUNK_BYTES = 1 << 16
# A JSON error this close to the end of what is read may only mean the member goes on in the next chunk.
_NEAR_END = 8
_WHITESPACE = " \t\n\r"


@dataclass(frozen=True)
class Member:
    key: str | None  # the member's key in an object; None in a list
    start: int  # byte offsets of the member's value in the file
    end: int
    value: Any


class _Window:
    """The unread part of a file as text, refilled a chunk at a time, with the byte offset of its start."""

    def __init__(self, handle: BinaryIO, *, label: str, max_member_bytes: int) -> None:
        self.handle = handle
        self.label = label
        self.max_member_bytes = max_member_bytes
        self.decoder = codecs.getincrementaldecoder("utf-8")()
        self.decode = json.JSONDecoder().raw_decode
        self.text = ""
        self.offset = 0  # bytes before self.text
        self.ended = False

    def more(self, at_least: int = 0) -> bool:
        if self.ended:
            return False
        raw = self.handle.read(max(CHUNK_BYTES, at_least))
        try:
            self.text += self.decoder.decode(raw, final=not raw)
        except UnicodeDecodeError as exc:
            raise EnvScalerError(f"the {self.label} is not UTF-8 text: {exc.reason}") from None
        self.ended = not raw
        return bool(raw)

    def consume(self, chars: int) -> None:
        self.offset += len(self.text[:chars].encode("utf-8"))
        self.text = self.text[chars:]

    def peek(self) -> str:
        """The next character that is not whitespace ("" at the end of the file), whitespace consumed."""
        while True:
            stripped = self.text.lstrip(_WHITESPACE)
            self.consume(len(self.text) - len(stripped))
            if self.text or not self.more():
                return self.text[:1]

    def expect(self, allowed: str, what: str) -> str:
        char = self.peek()
        if not char or char not in allowed:
            found = repr(char) if char else "the end of the file"
            raise EnvScalerError(
                f"the {self.label} is not JSON: expected {what} at byte {self.offset}, found {found}"
            )
        self.consume(1)
        return char

    def value(self) -> tuple[Any, int, int]:
        """The next JSON value with its byte span, read on until it is complete."""
        self.peek()
        while True:
            try:
                value, end = self.decode(self.text)
            except RecursionError:
                raise EnvScalerError(f"the {self.label} nests deeper than {MAX_JSON_DEPTH} levels") from None
            except json.JSONDecodeError as exc:
                cut = exc.pos >= len(self.text) - _NEAR_END or exc.msg.startswith("Unterminated string")
                if not cut or self.ended:
                    raise EnvScalerError(
                        f"the {self.label} is not JSON: {exc.msg} at byte {self.offset + exc.pos}"
                    ) from None
            else:
                if end < len(self.text) or self.ended:  # a number at the very end may go on
                    start = self.offset
                    self.consume(end)
                    return value, start, self.offset
            if len(self.text) > self.max_member_bytes:
                raise EnvScalerError(
                    f"the {self.label} has a member of more than {self.max_member_bytes:,} bytes at byte "
                    f"{self.offset}"
                )
            self.more(
                at_least=len(self.text)
            )  # doubling: a long member is decoded a few times, not per chunk


def members(handle: BinaryIO, *, label: str, max_member_bytes: int) -> Iterator[Member]:
    """The members of the JSON object or list in ``handle``, one at a time; EnvScalerError when it is not
    one (or a member nests deeper than the JSON depth limit)."""
    window = _Window(handle, label=label, max_member_bytes=max_member_bytes)
    opening = window.expect("{[", "a JSON object or list")
    closing = "}" if opening == "{" else "]"
    if window.peek() == closing:
        window.consume(1)
    else:
        while True:
            key = None
            if opening == "{":
                key, _, _ = window.value()
                if not isinstance(key, str):
                    raise EnvScalerError(f"the {label} is not JSON: a key that is not a string")
                window.expect(":", "':'")
            value, start, end = window.value()
            check_json_depth([value], what=label)  # the member sits one level down
            yield Member(key=key, start=start, end=end, value=value)
            if window.expect("," + closing, f"',' or '{closing}'") == closing:
                break
    if window.peek():
        raise EnvScalerError(f"the {label} is not JSON: extra data at byte {window.offset}")


@dataclass
class IndexedEnvironment:
    env_id: str
    class_name: str
    slug: str
    start: int
    end: int
    scenarios: list[tuple[int, int]] = field(default_factory=list)  # byte spans in the scenario metadata


@dataclass
class ReleaseIndex:
    environments: list[IndexedEnvironment]  # in the order of the file
    scenarios: int

    @property
    def with_scenarios(self) -> int:
        return sum(1 for environment in self.environments if environment.scenarios)


class TooMany(EnvScalerError):
    """More environments or scenarios than an import takes."""

    def __init__(self, *, label: str, things: str, limit: int) -> None:
        super().__init__(f"the {label} holds more than {limit:,} {things}")
        self.label, self.things, self.limit = label, things, limit


ENVIRONMENTS_LABEL = "environment metadata"
SCENARIOS_LABEL = "scenario metadata"


def index_release(
    env_handle: BinaryIO,
    scenario_handle: BinaryIO,
    *,
    max_environments: int,
    max_scenarios: int,
    max_member_bytes: int,
) -> ReleaseIndex:
    """Check both files member by member and keep where everything lies; EnvScalerError naming every problem
    (TooMany past a limit), nothing else kept."""
    problems: list[str] = []
    environments: dict[str, IndexedEnvironment] = {}
    slugs: dict[str, str] = {}
    for member in members(env_handle, label=ENVIRONMENTS_LABEL, max_member_bytes=max_member_bytes):
        env_id = member.key if member.key is not None else _list_env_id(member.value)
        if env_id in environments:
            problems.append(f"environment {env_id!r} appears twice")
            continue
        parsed = parse_environment(env_id, member.value, problems)
        if parsed is None:
            continue
        if len(environments) >= max_environments:
            raise TooMany(label=ENVIRONMENTS_LABEL, things="environments", limit=max_environments)
        slug = slug_for(env_id)
        if slug in slugs:
            problems.append(f"env_ids {slugs[slug]!r} and {env_id!r} both become the slug {slug!r}")
        slugs.setdefault(slug, env_id)
        environments[env_id] = IndexedEnvironment(
            env_id=env_id, class_name=parsed.class_name, slug=slug, start=member.start, end=member.end
        )
    if not environments and not problems:
        raise EnvScalerError("the environment metadata holds no environment")
    seen: set[str] = set()
    count = 0
    for index, member in enumerate(
        members(scenario_handle, label=SCENARIOS_LABEL, max_member_bytes=max_member_bytes)
    ):
        parsed_scenario = parse_scenario(
            member.value, index=index, environments=environments, seen=seen, problems=problems
        )
        if parsed_scenario is None:
            continue
        count += 1
        if count > max_scenarios:
            raise TooMany(label=SCENARIOS_LABEL, things="scenarios", limit=max_scenarios)
        environments[parsed_scenario.env_id].scenarios.append((member.start, member.end))
    if problems:
        raise problems_error(problems)
    if not count:
        raise EnvScalerError("the scenario metadata must be a non-empty JSON list of scenarios")
    return ReleaseIndex(environments=list(environments.values()), scenarios=count)


def _list_env_id(item: Any) -> str:
    return str(item.get("env_id")) if isinstance(item, dict) else "None"


def _read_span(handle: BinaryIO, start: int, end: int, *, label: str) -> Any:
    handle.seek(start)
    raw = handle.read(end - start)
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise EnvScalerError(f"the {label} changed since it was checked (byte {start}): {exc}") from None


def read_environment(
    indexed: IndexedEnvironment, *, env_handle: BinaryIO, scenario_handle: BinaryIO
) -> tuple[ForeignEnvironment, list[ForeignScenario]]:
    """One environment and its scenarios, read from where the index found them and checked again."""
    problems: list[str] = []
    environment = parse_environment(
        indexed.env_id, _read_span(env_handle, indexed.start, indexed.end, label=ENVIRONMENTS_LABEL), problems
    )
    scenarios: list[ForeignScenario] = []
    seen: set[str] = set()
    known = {indexed.env_id: indexed}
    for index, (start, end) in enumerate(indexed.scenarios):
        item = _read_span(scenario_handle, start, end, label=SCENARIOS_LABEL)
        parsed = parse_scenario(item, index=index, environments=known, seen=seen, problems=problems)
        if parsed is not None:
            scenarios.append(parsed)
    if problems or environment is None:
        raise problems_error(problems)
    return environment, scenarios
