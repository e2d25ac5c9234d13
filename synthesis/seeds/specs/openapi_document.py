"""Reading an OpenAPI 3.x document: JSON or YAML to plain values (alias bombs refused), local ``$ref``s, its
paths' segments.

Only local references (``#/...``) are followed: remote ones are refused, never fetched.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any
from urllib.parse import unquote

import yaml

from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import decode_input

MAX_YAML_ALIASES = 100
MAX_NODES = 200_000
MAX_REF_DEPTH = 32
MAX_NESTING = 200  # collections in collections: real documents nest a few dozen levels at most
SCHEMA_REF_PREFIX = "#/components/schemas/"


def _plain(value: Any, *, budget: list[int], active: set[int], path: str) -> Any:
    """YAML values -> JSON values (dates become ISO strings); refuses recursion and oversized documents."""
    budget[0] -= 1
    if budget[0] < 0:
        raise SpecError(f"the document has more than {MAX_NODES} nodes (an alias bomb?)", path=path or "/")
    if isinstance(value, dict | list):
        if id(value) in active:
            raise SpecError("the document refers to itself through a YAML alias", path=path or "/")
        active.add(id(value))
        try:
            if isinstance(value, dict):
                return {
                    str(k): _plain(v, budget=budget, active=active, path=f"{path}.{k}")
                    for k, v in value.items()
                }
            return [_plain(v, budget=budget, active=active, path=f"{path}[{i}]") for i, v in enumerate(value)]
        finally:
            active.discard(id(value))
    if isinstance(value, dt.datetime | dt.date):
        return value.isoformat()
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


class _BoundedLoader(yaml.SafeLoader):
    """The safe loader, refusing flow collections nested deeper than ``MAX_NESTING``: PyYAML's scanner
    looks at every open one for each token, so ``[[[...]]]`` 50,000 deep (100 KB) took 55 s before Python's
    recursion limit ended it."""

    def fetch_flow_collection_start(self, TokenClass: Any) -> None:  # (PyYAML's parameter name)
        if self.flow_level >= MAX_NESTING:
            problem = f"flow collections ([...], {{...}}) nested more than {MAX_NESTING} deep"
            raise yaml.scanner.ScannerError(None, None, problem, self.get_mark())
        super().fetch_flow_collection_start(TokenClass)  # type: ignore[misc]


class _AnchorsRedefinedLoader(_BoundedLoader):
    """The safe loader, except that an anchor may be defined again (YAML 1.2: an alias names the latest
    node with that anchor), as go-swagger's examples do."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()
        if not isinstance(event, yaml.AliasEvent) and getattr(event, "anchor", None) is not None:
            self.anchors.pop(event.anchor, None)
        return super().compose_node(parent, index)


# A format suffix on a path's segments: Twilio's ``/Accounts/{AccountSid}/Calls/{Sid}.json``.
_FORMAT_SUFFIX = re.compile(r"\.(?:json|xml|ya?ml|csv|txt|html)$", re.IGNORECASE)
# A custom method (Google's AIP-136, gRPC gateways): ``/memos/{memo}:archive``, ``/users:batchGet``.
_CUSTOM_METHOD = re.compile(r":(?=[A-Za-z])")


def path_segments(path: str) -> list[str]:
    """A path's segments without a format suffix (``{Sid}.json`` is the parameter ``{Sid}``), a custom
    method its own segment (``{webhook}:getSigningSecret`` is ``{webhook}``, then ``getSigningSecret``, as
    ``POST /orders/{id}/cancel`` acts on the order)."""
    return [
        part
        for segment in path.split("/")
        if segment
        for part in _CUSTOM_METHOD.split(_FORMAT_SUFFIX.sub("", segment))
        if part
    ]


def path_case(parameters: list[Any], path: str, shallow: Any) -> list[Any]:
    """Path parameters spelled as the path spells them when only the case differs (go-swagger writes
    ``PetID`` for ``/pets/{petId}``); any other mismatch is left for the caller to refuse."""
    names = re.findall(r"\{([^}]+)\}", path)
    fixed: list[Any] = []
    for raw in parameters:
        param = shallow(raw, path=path)
        if isinstance(param, dict) and param.get("in") == "path" and param.get("name") not in names:
            same = [n for n in names if n.lower() == str(param.get("name")).lower()]
            raw = {**param, "name": same[0]} if len(same) == 1 else raw
        fixed.append(raw)
    return fixed


def load_document(text: str | bytes) -> dict[str, Any]:
    source = decode_input(text)
    if not source.strip():
        raise SpecError("the OpenAPI document is empty")
    if source.lstrip().startswith("{"):
        try:
            document = json.loads(source)
        except json.JSONDecodeError as exc:
            raise SpecError(f"JSON syntax error: {exc.msg}", line=exc.lineno) from None
    else:
        try:
            document = _read_yaml(source)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            problem = getattr(exc, "problem", None) or str(exc)
            raise SpecError(f"YAML syntax error: {problem}", line=mark.line + 1 if mark else None) from None
    document = _plain(document, budget=[MAX_NODES], active=set(), path="")
    if not isinstance(document, dict):
        raise SpecError("an OpenAPI document must be a mapping at the top level", path="/")
    return document


# libyaml's loader when PyYAML was built with it: ten times faster than the pure-Python one (a 1.5 MB
# document: 3.2 s, 0.3 s).
_FAST_LOADER: Any = getattr(yaml, "CSafeLoader", None)


def _read_yaml(source: str) -> Any:
    """A pass over the events first (aliases counted, nesting bounded, anchors defined twice found), then the
    document, by libyaml where it is there and no anchor is defined twice (only the Python loader takes the
    latest definition)."""
    aliases, depth, anchors, redefined = 0, 0, set(), False
    for event in yaml.parse(source, Loader=_FAST_LOADER or _BoundedLoader):
        mark = event.start_mark
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_YAML_ALIASES:
                raise SpecError(
                    f"the YAML uses more than {MAX_YAML_ALIASES} aliases (an alias bomb?)",
                    line=mark.line + 1 if mark else None,
                )
            continue
        if isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
            depth += 1
            if depth > MAX_NESTING:
                raise SpecError(
                    f"YAML syntax error: collections nested more than {MAX_NESTING} deep",
                    line=mark.line + 1 if mark else None,
                )
        elif isinstance(event, yaml.SequenceEndEvent | yaml.MappingEndEvent):
            depth -= 1
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            redefined = redefined or anchor in anchors
            anchors.add(anchor)
    loader = _AnchorsRedefinedLoader if redefined or _FAST_LOADER is None else _FAST_LOADER
    return yaml.load(source, Loader=loader)  # (both safe loaders)


def unfollowable_ref(ref: Any) -> str | None:
    """Why a ``$ref`` is skipped rather than refused, or None: a null one (YAML reads ``$ref: #/x`` as a
    comment) and a 3.1 ``$id``-relative one (``/schemas/x#a``) stand for an unknown schema and are listed;
    remote references are refused (never fetched)."""
    if not isinstance(ref, str):
        return "its $ref is not a string (an unquoted '#' in YAML starts a comment)"
    if ref.startswith("/"):
        return f"its $ref {ref[:80]!r} is relative to a schema $id, which is not followed"
    return None


# Where a schema's $ref may point at a schema the document does not define: read as an unknown schema and
# listed (``Refs.dangling``), as tools that render such documents do; a dangling ref anywhere else (a
# parameter, a response) is refused.
_SCHEMA_REFS = ("#/components/schemas/", "#/definitions/")
_NOTHING = object()


class Refs:
    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.dangling: dict[str, str] = {}  # a schema $ref that points at nothing -> where it was met first

    def target(self, ref: Any, *, path: str) -> tuple[str, Any]:
        if unfollowable_ref(ref) is not None:
            return f"unfollowable:{ref!r}", {}
        if not ref.startswith("#/"):
            raise SpecError(f"only local references (#/...) are supported, not {ref[:100]!r}", path=path)
        found = self._pointed_at(ref, path=path)
        if found is _NOTHING:
            self.dangling.setdefault(ref, path)
            return f"dangling:{ref!r}", {}
        return ref, found

    def _pointed_at(self, ref: str, *, path: str) -> Any:
        """The node ``ref`` points at; ``_NOTHING`` for a schema ref that points at nothing."""
        node: Any = self.document
        for raw in ref[2:].split("/"):
            # A reference is a URI fragment: percent-decoded first, then a JSON Pointer (RFC 6901, section 6:
            # ``~1paths~1%7Bid%7D`` names ``/paths/{id}``); a key with a literal ``%`` is found as written.
            part = pointer_part(raw)
            if isinstance(node, dict) and part not in node:
                part = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            elif any(ref.startswith(kind) and "/" not in ref[len(kind) :] for kind in _SCHEMA_REFS):
                return _NOTHING
            else:
                raise SpecError(f"$ref {ref[:100]!r} points at nothing", path=path)
        return node

    def dangling_notes(self) -> list[str]:
        """One note per schema $ref that points at nothing (at most ten, then how many more)."""
        notes = [
            f"{path}: $ref {ref[:100]!r} points at no schema of the document: read as an unknown schema"
            for ref, path in list(self.dangling.items())[:10]
        ]
        if len(self.dangling) > 10:
            notes.append(f"{len(self.dangling) - 10} more schema $refs point at nothing")
        return notes

    def shallow(self, node: Any, *, path: str) -> Any:
        """Follow a chain of $refs to the first non-ref node."""
        seen: list[str] = []
        while isinstance(node, dict) and "$ref" in node:
            ref, node = self.target(node["$ref"], path=path)
            if ref in seen:
                raise SpecError(f"$ref cycle: {' -> '.join([*seen, ref])}", path=path)
            seen.append(ref)
        return node

    def inline(self, node: Any, *, path: str, stack: tuple[str, ...] = (), direct: bool = False) -> Any:
        """Deep copy with every $ref replaced by its target. A ref that is its own target through refs
        alone (A -> B -> A) is a cycle and refused; a schema met again inside its own properties or items
        (a pet whose ``friend`` is a pet, a category's ``parent``) is a recursive schema: the inner
        occurrence becomes a plain object, described as such."""
        if len(stack) > MAX_REF_DEPTH:
            raise SpecError(f"$ref nesting deeper than {MAX_REF_DEPTH}", path=path)
        if isinstance(node, dict):
            if "$ref" in node:
                ref, target = self.target(node["$ref"], path=path)
                if ref in stack and direct:
                    raise SpecError(f"$ref cycle: {' -> '.join([*stack, ref])}", path=path)
                if ref in stack:
                    return {"type": "object", "description": f"A {ref.rsplit('/', 1)[-1]} (recursive)."}
                return self.inline(target, path=path, stack=(*stack, ref), direct=True)
            return {k: self.inline(v, path=f"{path}.{k}", stack=stack) for k, v in node.items()}
        if isinstance(node, list):
            return [self.inline(v, path=f"{path}[{i}]", stack=stack) for i, v in enumerate(node)]
        return node


def schema_ref_name(node: Any) -> str | None:
    if (
        isinstance(node, dict)
        and isinstance(node.get("$ref"), str)
        and node["$ref"].startswith(SCHEMA_REF_PREFIX)
    ):
        return pointer_part(node["$ref"].rsplit("/", 1)[1])
    return None


def pointer_part(raw: str) -> str:
    """One part of a ``$ref`` fragment as the key it names: percent-decoded, then ``~1`` and ``~0`` undone."""
    return unquote(raw).replace("~1", "/").replace("~0", "~")


def merge_all_of(schema: dict[str, Any], refs: Refs, *, path: str) -> dict[str, Any]:
    if "allOf" not in schema or not isinstance(schema["allOf"], list):
        return schema
    merged: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
    merged.setdefault("properties", {})
    merged.setdefault("required", [])
    for index, part in enumerate(schema["allOf"]):
        part = merge_all_of(
            refs.shallow(part, path=f"{path}.allOf[{index}]"), refs, path=f"{path}.allOf[{index}]"
        )
        if isinstance(part, dict):
            merged["properties"] = {**part.get("properties", {}), **merged["properties"]}
            merged["required"] = [*merged["required"], *part.get("required", [])]
            for key in ("description", "type"):
                if key in part and key not in merged:
                    merged[key] = part[key]
    return merged


def unwrap_nullable(node: Any) -> tuple[Any, bool]:
    """OpenAPI 3.1's way to say nullable, ``anyOf: [X, {type: 'null'}]`` (what pydantic v2 and FastAPI emit),
    as X and True, so X's type, bounds and reference are read as in 3.0's ``nullable: true``; the outer keys
    (a description, a default) are kept beside X's. Anything else comes back as it was, with False."""
    if not isinstance(node, dict):
        return node, False
    for key in ("anyOf", "oneOf"):
        branches = node.get(key)
        if not isinstance(branches, list):
            continue
        others = [b for b in branches if not _is_null_schema(b)]
        if len(others) == 1 and len(others) < len(branches) and isinstance(others[0], dict):
            if "$ref" in others[0]:
                return others[0], True  # a reference (an entity's, or a shared enum) stays one
            outer = {k: v for k, v in node.items() if k != key}
            return {**others[0], **outer}, True
    return node, False


def _is_null_schema(node: Any) -> bool:
    return isinstance(node, dict) and (node.get("type") == "null" or node.get("type") == ["null"])


def flatten_all_of(schema: Any) -> Any:
    """``{allOf: [{$ref: Status}], default: ...}`` (already inlined) -> one schema; outer keys win."""
    if not isinstance(schema, dict) or not isinstance(schema.get("allOf"), list):
        return schema
    merged = {k: v for k, v in schema.items() if k != "allOf"}
    for part in schema["allOf"]:
        for key, value in (flatten_all_of(part) or {}).items():
            merged.setdefault(key, value)
    return merged
