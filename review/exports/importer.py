"""Reads an envstudio bundle back into IR values, after checking every file against the manifest.

A bundle is untrusted input. Before anything is read, the zip's central directory is checked: the number of
members, every name (relative, normalized, inside the bundle, unique) and every member's and the total
uncompressed size against the limits (settings ENVSTUDIO_IMPORT_*). While reading, every member is streamed
through a counter that stops at its declared size, so a header that lies about a size cannot inflate either.
JSON is parsed from those bounded streams. Every refusal is a BundleError naming the member and the limit.
"""

from __future__ import annotations

import hashlib
import io
import json
import posixpath
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


def limits_from_settings() -> ImportLimits:
    from django.conf import settings

    if not settings.configured:
        return ImportLimits()
    return ImportLimits(
        max_member_bytes=int(
            getattr(settings, "ENVSTUDIO_IMPORT_MAX_MEMBER_BYTES", ImportLimits.max_member_bytes)
        ),
        max_total_bytes=int(
            getattr(settings, "ENVSTUDIO_IMPORT_MAX_TOTAL_BYTES", ImportLimits.max_total_bytes)
        ),
        max_members=int(getattr(settings, "ENVSTUDIO_IMPORT_MAX_MEMBERS", ImportLimits.max_members)),
    )


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

    def json(self, name: str) -> Any:
        with self.stream(name) as stream:
            try:
                return json.load(io.TextIOWrapper(stream, encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise BundleError(f"{name} is not JSON: {exc}; nothing imported") from exc

    def lines(self, name: str) -> Iterator[str]:
        with self.stream(name) as stream:
            try:
                for line in io.TextIOWrapper(stream, encoding="utf-8"):
                    if line.strip():
                        yield line
            except UnicodeDecodeError as exc:
                raise BundleError(f"{name} is not UTF-8 text: {exc}; nothing imported") from exc


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
        environments: list[ExportEnvironment] = []
        for entry in manifest.environments:
            base = f"environments/{entry['slug']}"
            check_member_name(base)
            try:
                spec = EnvironmentSpec.model_validate(bundle.json(f"{base}/spec.json"))
                reviews = bundle.json(f"{base}/review.json")
                scenarios = [
                    ScenarioSpec.model_validate_json(line) for line in bundle.lines(f"{base}/scenarios.jsonl")
                ]
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
