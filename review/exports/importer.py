"""Reads an envstudio bundle back into IR values, after checking every file against the manifest.

A bundle is untrusted input. Before anything is read, the zip's central directory is checked: the number of
members, every name (relative, normalized, inside the bundle, unique) and every member's and the total
uncompressed size against the limits (settings ENVSTUDIO_IMPORT_*). While reading, every member is streamed
through a counter that stops at its declared size, so a header that lies about a size cannot inflate either.

Parsed JSON costs far more memory than its bytes (40 MB of ``[],[],...`` took 1.5 GB), so every JSON file (and
every line of a JSONL file) is bounded by what parsing it would build: its bytes are capped before parsing
(ENVSTUDIO_IMPORT_MAX_JSON_BYTES), then a cheap pre-scan of the bytes (strings blanked, brackets peeled)
counts its elements and measures its nesting depth against ENVSTUDIO_IMPORT_MAX_JSON_ELEMENTS and
ENVSTUDIO_IMPORT_MAX_JSON_DEPTH, all before ``json.loads`` sees it. An import holds at most
ENVSTUDIO_IMPORT_MAX_ENVIRONMENTS environments and ENVSTUDIO_IMPORT_MAX_SCENARIOS scenarios, and no
environment slug or scenario id twice. Every refusal is a BundleError naming the member and the reason.
"""

from __future__ import annotations

import hashlib
import io
import json
import posixpath
import re
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from pydantic import ValidationError

from review.exports.bundle import MANIFEST_NAME, Manifest
from review.exports.records import BundleError, ExportEnvironment, ExportScenario
from synthesis.api import EnvironmentSpec, ScenarioSpec

_CHUNK = 1 << 20


@dataclass(frozen=True)
class ImportLimits:
    max_member_bytes: int = 256 * 1024 * 1024
    max_total_bytes: int = 1024 * 1024 * 1024
    max_members: int = 20_000
    # What parsing may build: bytes of one JSON file (or JSONL line), its elements and nesting depth.
    max_json_bytes: int = 64 * 1024 * 1024
    max_json_elements: int = 2_000_000
    max_json_depth: int = 64
    # Per import.
    max_environments: int = 500
    max_scenarios: int = 20_000


_SETTING_NAMES = {
    "max_member_bytes": "ENVSTUDIO_IMPORT_MAX_MEMBER_BYTES",
    "max_total_bytes": "ENVSTUDIO_IMPORT_MAX_TOTAL_BYTES",
    "max_members": "ENVSTUDIO_IMPORT_MAX_MEMBERS",
    "max_json_bytes": "ENVSTUDIO_IMPORT_MAX_JSON_BYTES",
    "max_json_elements": "ENVSTUDIO_IMPORT_MAX_JSON_ELEMENTS",
    "max_json_depth": "ENVSTUDIO_IMPORT_MAX_JSON_DEPTH",
    "max_environments": "ENVSTUDIO_IMPORT_MAX_ENVIRONMENTS",
    "max_scenarios": "ENVSTUDIO_IMPORT_MAX_SCENARIOS",
}


def limits_from_settings() -> ImportLimits:
    from django.conf import settings

    if not settings.configured:
        return ImportLimits()
    defaults = ImportLimits()
    return ImportLimits(
        **{
            field: int(getattr(settings, name, getattr(defaults, field)))
            for field, name in _SETTING_NAMES.items()
        }
    )


# A JSON string literal (escapes included): blanked before counting, so brackets and commas inside strings
# do not count. The unrolled form keeps the regex linear and in C.
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = bytes(byte for byte in range(256) if byte not in b"[]{}")
_SQUARE = bytes.maketrans(b"{}", b"[]")


def check_json_shape(data: bytes, *, name: str, limits: ImportLimits) -> None:
    """Refuse JSON text whose parsed form would be too big or too deep, from its bytes alone.

    Elements are counted as commas plus opening brackets outside strings (an upper bound of the values a
    parse builds, give or take one); the depth by peeling innermost ``[]`` pairs, one level per pass, over the
    brackets alone (C-speed passes, at most ``max_json_depth`` + 1 of them). Malformed text is left to
    the parser, which names it.
    """
    if len(data) > limits.max_json_bytes:
        raise BundleError(
            f"{name} holds {len(data):,} bytes of JSON; the limit per JSON file is {limits.max_json_bytes:,} "
            "(ENVSTUDIO_IMPORT_MAX_JSON_BYTES); nothing imported"
        )
    bare = _JSON_STRING.sub(b'""', data)
    brackets = bare.translate(_SQUARE, _NOT_BRACKET)
    elements = bare.count(b",") + brackets.count(b"[")
    if elements > limits.max_json_elements:
        raise BundleError(
            f"{name} holds about {elements:,} JSON elements; the limit per JSON file is "
            f"{limits.max_json_elements:,} (ENVSTUDIO_IMPORT_MAX_JSON_ELEMENTS); nothing imported"
        )
    depth = 0
    while brackets:
        peeled = brackets.replace(b"[]", b"")
        if len(peeled) == len(brackets):
            return  # unbalanced: the parser says where
        brackets = peeled
        depth += 1
        if depth > limits.max_json_depth:
            raise BundleError(
                f"{name} nests JSON more than {limits.max_json_depth} levels deep "
                "(ENVSTUDIO_IMPORT_MAX_JSON_DEPTH); nothing imported"
            )


def parse_json(data: bytes, *, name: str, limits: ImportLimits) -> Any:
    """``data`` parsed after ``check_json_shape``; any parse failure is a BundleError naming ``name``."""
    check_json_shape(data, name=name, limits=limits)
    try:
        return json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BundleError(f"{name} is not JSON: {exc}; nothing imported") from exc
    except RecursionError as exc:  # not reached under the depth limit; a clear error all the same
        raise BundleError(f"{name} nests JSON too deeply to read; nothing imported") from exc


def check_member_name(name: str) -> None:
    """Relative, normalized, inside the bundle: no absolute paths, drive letters, backslashes, '..' or '.'."""
    path = name[:-1] if name.endswith("/") else name
    if (
        not path
        or "\x00" in path
        or "\\" in path
        or path.startswith("/")
        or (len(path) > 1 and path[1] == ":")
        or posixpath.normpath(path) != path
        or any(part in {"", ".", ".."} for part in path.split("/"))
    ):
        raise BundleError(
            f"the bundle has a member named {name!r}, which is not a plain relative path; nothing imported"
        )


def check_archive(archive: zipfile.ZipFile, limits: ImportLimits) -> None:
    """Everything that can be refused from the central directory alone, before any member is inflated."""
    members = archive.infolist()
    if len(members) > limits.max_members:
        raise BundleError(
            f"the bundle has {len(members):,} members; the limit is {limits.max_members:,}; nothing imported"
        )
    seen: set[str] = set()
    total = 0
    for info in members:
        check_member_name(info.filename)
        if info.filename in seen:
            raise BundleError(f"the bundle lists {info.filename!r} twice; nothing imported")
        seen.add(info.filename)
        if info.file_size > limits.max_member_bytes:
            raise BundleError(
                f"{info.filename} inflates to {info.file_size:,} bytes; the limit per file is "
                f"{limits.max_member_bytes:,} (ENVSTUDIO_IMPORT_MAX_MEMBER_BYTES); nothing imported"
            )
        total += info.file_size
        if total > limits.max_total_bytes:
            raise BundleError(
                f"the bundle inflates to more than {limits.max_total_bytes:,} bytes in all "
                "(ENVSTUDIO_IMPORT_MAX_TOTAL_BYTES); nothing imported"
            )


class _BoundedReader(io.RawIOBase):
    """A member's bytes, refused as soon as they pass the size its header declared (or the member limit)."""

    def __init__(self, stream: IO[bytes], *, name: str, limit: int) -> None:
        self._stream = stream
        self._name = name
        self._limit = limit
        self._read = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        try:
            data = self._stream.read(min(len(buffer), _CHUNK))
        except (zipfile.BadZipFile, zlib.error, EOFError) as exc:
            raise BundleError(f"{self._name} is damaged ({exc}); nothing imported") from exc
        self._read += len(data)
        if self._read > self._limit:
            raise BundleError(
                f"{self._name} inflates past its declared size of {self._limit:,} bytes; nothing imported"
            )
        buffer[: len(data)] = data
        return len(data)


class _Bundle:
    """An open, checked bundle whose members are read only through bounded streams."""

    def __init__(self, source: Path | zipfile.ZipFile, limits: ImportLimits) -> None:
        if isinstance(source, zipfile.ZipFile):
            self.archive = source
        elif not source.is_file():
            raise BundleError(f"{source} does not exist or is not a file")
        else:
            try:
                self.archive = zipfile.ZipFile(source)
            except (zipfile.BadZipFile, zlib.error, EOFError, ValueError) as exc:
                raise BundleError(f"{source} is not a readable zip file: {exc}") from exc
        try:
            check_archive(self.archive, limits)
        except BaseException:
            self.archive.close()
            raise
        self.limits = limits

    def __enter__(self) -> _Bundle:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.archive.close()

    def names(self) -> list[str]:
        return self.archive.namelist()

    def stream(self, name: str) -> io.BufferedReader:
        try:
            info = self.archive.getinfo(name)
        except KeyError as exc:
            raise BundleError(f"the bundle has no {name}; nothing imported") from exc
        limit = min(info.file_size, self.limits.max_member_bytes)
        try:
            raw = self.archive.open(info)
        except (zipfile.BadZipFile, NotImplementedError, RuntimeError) as exc:
            raise BundleError(f"{name} cannot be read ({exc}); nothing imported") from exc
        return io.BufferedReader(_BoundedReader(raw, name=name, limit=limit), buffer_size=_CHUNK)

    def sha256(self, name: str) -> str:
        digest = hashlib.sha256()
        with self.stream(name) as stream:
            while chunk := stream.read(_CHUNK):
                digest.update(chunk)
        return digest.hexdigest()

    def read(self, name: str, *, limit: int) -> bytes:
        """The member's bytes, refused (naming it) past ``limit`` before more is read."""
        declared = self.archive.getinfo(name).file_size if name in self.archive.NameToInfo else limit
        with self.stream(name) as stream:
            # Never more than the header declares (the stream refuses a lie): no buffer of ``limit`` bytes.
            data = stream.read(min(declared, limit) + 1)
        if len(data) > limit:
            raise BundleError(
                f"{name} is larger than {limit:,} bytes, the limit per JSON file "
                "(ENVSTUDIO_IMPORT_MAX_JSON_BYTES); nothing imported"
            )
        return data

    def json(self, name: str) -> Any:
        return parse_json(self.read(name, limit=self.limits.max_json_bytes), name=name, limits=self.limits)

    def lines(self, name: str) -> Iterator[tuple[int, bytes]]:
        """The non-blank lines of a JSONL member with their numbers, each shape-checked (not parsed)."""
        limit = self.limits.max_json_bytes
        with self.stream(name) as stream:
            number = 0
            while True:
                line = stream.readline(limit + 1)
                if not line:
                    return
                number += 1
                if len(line) > limit:
                    raise BundleError(
                        f"{name} line {number} is longer than {limit:,} bytes "
                        "(ENVSTUDIO_IMPORT_MAX_JSON_BYTES); nothing imported"
                    )
                if line.strip():
                    check_json_shape(line, name=f"{name} line {number}", limits=self.limits)
                    yield number, line


def read_manifest(path: Path, *, limits: ImportLimits | None = None) -> Manifest:
    with _Bundle(Path(path), limits or limits_from_settings()) as bundle:
        return _manifest(bundle)


def _checked(source: _Bundle | zipfile.ZipFile) -> _Bundle:
    return source if isinstance(source, _Bundle) else _Bundle(source, limits_from_settings())


def _manifest(source: _Bundle | zipfile.ZipFile) -> Manifest:
    return Manifest.from_json(_checked(source).json(MANIFEST_NAME))


def verify_bundle(source: _Bundle | zipfile.ZipFile, manifest: Manifest) -> None:
    """Every member but the manifest is listed in it with the same sha256, and every listed one is present."""
    bundle = _checked(source)
    present = {name for name in bundle.names() if not name.endswith("/")} - {MANIFEST_NAME}
    expected = set(manifest.files)
    for name in expected:
        check_member_name(name)
    problems = [f"missing: {name}" for name in sorted(expected - present)]
    problems += [f"not in the manifest: {name}" for name in sorted(present - expected)]
    if not problems:
        problems += [
            f"altered: {name}" for name in sorted(expected) if bundle.sha256(name) != manifest.files[name]
        ]
    if problems:
        raise BundleError("the bundle does not match its manifest, nothing imported: " + "; ".join(problems))


def read_bundle(path: Path, *, limits: ImportLimits | None = None) -> list[ExportEnvironment]:
    """The environments (graphs, scenarios, review records) of a bundle; raises BundleError if altered."""
    with _Bundle(Path(path), limits or limits_from_settings()) as bundle:
        manifest = _manifest(bundle)
        verify_bundle(bundle, manifest)
        limits = bundle.limits
        if len(manifest.environments) > limits.max_environments:
            raise BundleError(
                f"the bundle holds {len(manifest.environments):,} environments; the limit per import is "
                f"{limits.max_environments:,} (ENVSTUDIO_IMPORT_MAX_ENVIRONMENTS); nothing imported"
            )
        environments: list[ExportEnvironment] = []
        slugs: set[str] = set()
        scenario_count = 0
        for entry in manifest.environments:
            base = f"environments/{entry['slug']}"
            check_member_name(base)
            try:
                spec = EnvironmentSpec.model_validate(bundle.json(f"{base}/spec.json"))
                if spec.slug in slugs:
                    raise BundleError(
                        f"{base}/spec.json: the bundle holds environment {spec.slug!r} twice; "
                        "nothing imported"
                    )
                slugs.add(spec.slug)
                reviews = bundle.json(f"{base}/review.json")
                scenarios: list[ScenarioSpec] = []
                seen: set[str] = set()
                for number, line in bundle.lines(f"{base}/scenarios.jsonl"):
                    scenario_count += 1
                    if scenario_count > limits.max_scenarios:
                        raise BundleError(
                            f"the bundle holds more than {limits.max_scenarios:,} scenarios, the limit per "
                            "import (ENVSTUDIO_IMPORT_MAX_SCENARIOS); nothing imported"
                        )
                    scenario = _scenario(line, name=f"{base}/scenarios.jsonl line {number}")
                    if scenario.id in seen:
                        raise BundleError(
                            f"{base}/scenarios.jsonl line {number}: scenario {scenario.id!r} appears twice; "
                            "nothing imported"
                        )
                    seen.add(scenario.id)
                    scenarios.append(scenario)
                environments.append(
                    ExportEnvironment(
                        spec=spec,
                        graph=bundle.json(f"{base}/graph.json"),
                        scenarios=[
                            ExportScenario(spec=s, review_record=reviews["scenarios"].get(s.id, []))
                            for s in scenarios
                        ],
                        review_record=reviews["environment"],
                    )
                )
            except ValidationError as exc:
                raise BundleError(f"{base} does not hold a valid envstudio IR: {exc}") from exc
            except (KeyError, TypeError, AttributeError) as exc:
                raise BundleError(
                    f"{base}/review.json does not hold review records as expected: {exc!r}"
                ) from exc
        return environments


def _scenario(line: bytes, *, name: str) -> ScenarioSpec:
    try:
        return ScenarioSpec.model_validate_json(line)
    except ValidationError as exc:
        raise BundleError(f"{name} does not hold a valid envstudio scenario: {_first_errors(exc)}") from exc
    except RecursionError as exc:
        raise BundleError(f"{name} nests JSON too deeply to read; nothing imported") from exc


def _first_errors(error: ValidationError) -> str:
    return (
        "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}" for e in error.errors()[:5])
        + "; nothing imported"
    )
