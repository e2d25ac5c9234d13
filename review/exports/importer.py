"""Reads an envstudio bundle back into IR values, after checking every file against the manifest."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from review.exports.bundle import MANIFEST_NAME, Manifest
from review.exports.records import BundleError, ExportEnvironment, ExportScenario
from synthesis.api import EnvironmentSpec, ScenarioSpec

_CHUNK = 1 << 20


def _member_sha256(archive: zipfile.ZipFile, name: str) -> str:
    digest = hashlib.sha256()
    with archive.open(name) as stream:
        while chunk := stream.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _open(path: Path) -> zipfile.ZipFile:
    if not path.is_file():
        raise BundleError(f"{path} does not exist or is not a file")
    try:
        return zipfile.ZipFile(path)
    except zipfile.BadZipFile as exc:
        raise BundleError(f"{path} is not a zip file") from exc


def read_manifest(path: Path) -> Manifest:
    with _open(Path(path)) as archive:
        return _manifest(archive)


def _manifest(archive: zipfile.ZipFile) -> Manifest:
    try:
        data = json.loads(archive.read(MANIFEST_NAME).decode("utf-8"))
    except KeyError as exc:
        raise BundleError("the bundle has no manifest.json") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BundleError(f"manifest.json is not JSON: {exc}") from exc
    return Manifest.from_json(data)


def verify_bundle(archive: zipfile.ZipFile, manifest: Manifest) -> None:
    """Every member but the manifest is listed in it with the same sha256, and every listed one is present."""
    present = {name for name in archive.namelist() if not name.endswith("/")} - {MANIFEST_NAME}
    expected = set(manifest.files)
    problems = [f"missing: {name}" for name in sorted(expected - present)]
    problems += [f"not in the manifest: {name}" for name in sorted(present - expected)]
    problems += [
        f"altered: {name}"
        for name in sorted(expected & present)
        if _member_sha256(archive, name) != manifest.files[name]
    ]
    if problems:
        raise BundleError("the bundle does not match its manifest, nothing imported: " + "; ".join(problems))


def _json(archive: zipfile.ZipFile, name: str) -> Any:
    return json.loads(archive.read(name).decode("utf-8"))


def read_bundle(path: Path) -> list[ExportEnvironment]:
    """The environments (graphs, scenarios, review records) of a bundle; raises BundleError if altered."""
    with _open(Path(path)) as archive:
        manifest = _manifest(archive)
        verify_bundle(archive, manifest)
        environments: list[ExportEnvironment] = []
        for entry in manifest.environments:
            base = f"environments/{entry['slug']}"
            try:
                spec = EnvironmentSpec.model_validate(_json(archive, f"{base}/spec.json"))
                reviews = _json(archive, f"{base}/review.json")
                scenarios = [
                    ScenarioSpec.model_validate_json(line)
                    for line in archive.read(f"{base}/scenarios.jsonl").decode("utf-8").splitlines()
                    if line.strip()
                ]
            except ValidationError as exc:
                raise BundleError(f"{base} does not hold a valid envstudio IR: {exc}") from exc
            environments.append(
                ExportEnvironment(
                    spec=spec,
                    graph=_json(archive, f"{base}/graph.json"),
                    scenarios=[
                        ExportScenario(spec=s, review_record=reviews["scenarios"].get(s.id, []))
                        for s in scenarios
                    ],
                    review_record=reviews["environment"],
                )
            )
        return environments
