"""The export bundle writer: approved environments and their proven scenarios as one zip, streamed.

Layout (see docs/export.md): ``manifest.json``, ``environments/<slug>/{env.py, tools.json,
mcp_tools.json, spec.json, graph.json, policy.md, scenarios.jsonl, review.json}``, ``scenarios.jsonl`` (flat,
for ``datasets``), ``sft.jsonl`` (OpenAI chat fine-tuning records from good rollouts),
``envstudio_bundle.py`` (stdlib-only loader), ``tau2/`` (tau2-bench domains) and the trainer adapters
``openenv/``, ``verifiers/`` and ``trl/`` (see ``review.exports.adapters``).

Memory stays bounded by one environment: zip members are written one at a time, the flat ``scenarios.jsonl``
and ``sft.jsonl`` are spooled line by line to temporary files and copied into the zip at the end, and the
manifest (which needs every hash) is written last.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import zipfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, BinaryIO

from review.exports import adapters, tau2
from review.exports.loader import assemble_loader
from review.exports.records import (
    BUNDLE_FORMAT_VERSION,
    BundleError,
    ExportEnvironment,
    ProvenanceTally,
    json_text,
    policy_markdown,
    scenario_record,
)
from synthesis.api import validate_finetuning_record

MANIFEST_NAME = "manifest.json"
SCENARIOS_NAME = "scenarios.jsonl"
SFT_NAME = "sft.jsonl"
LOADER_NAME = "envstudio_bundle.py"
_COPY_CHUNK = 1 << 20


@dataclass
class Manifest:
    """What ``manifest.json`` says: counts, hashes of every other file, versions, provenance and reviews."""

    workspace: str
    created_at: str
    envstudio_version: str
    counts: dict[str, int]
    files: dict[str, str]  # member name -> sha256 hex
    environments: list[dict[str, Any]]
    provenance: dict[str, Any]
    review_record: list[dict[str, Any]]
    format_version: int = BUNDLE_FORMAT_VERSION
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "envstudio-bundle",
            "format_version": self.format_version,
            "workspace": self.workspace,
            "created_at": self.created_at,
            "envstudio_version": self.envstudio_version,
            "counts": self.counts,
            "files": self.files,
            "environments": self.environments,
            "provenance": self.provenance,
            "review_record": self.review_record,
            **self.extra,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Manifest:
        if data.get("format") != "envstudio-bundle":
            raise BundleError("manifest.json is not an envstudio bundle manifest")
        known = {
            "format",
            "format_version",
            "workspace",
            "created_at",
            "envstudio_version",
            "counts",
            "files",
            "environments",
            "provenance",
            "review_record",
        }
        try:
            return cls(
                workspace=data["workspace"],
                created_at=data["created_at"],
                envstudio_version=data["envstudio_version"],
                counts=data["counts"],
                files=data["files"],
                environments=data["environments"],
                provenance=data["provenance"],
                review_record=data["review_record"],
                format_version=data["format_version"],
                extra={k: v for k, v in data.items() if k not in known},
            )
        except KeyError as exc:
            raise BundleError(f"manifest.json lacks {exc.args[0]!r}") from exc


class _HashingWriter:
    """Wraps an open zip member: hashes and counts what goes through."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream
        self._sha = hashlib.sha256()

    def write(self, data: bytes) -> None:
        self._sha.update(data)
        self._stream.write(data)

    def write_text(self, text: str) -> None:
        self.write(text.encode("utf-8"))

    def hexdigest(self) -> str:
        return self._sha.hexdigest()


class _BundleZip:
    """The zip under construction; remembers the sha256 of every member it wrote."""

    def __init__(self, out: BinaryIO | Path) -> None:
        self.zip = zipfile.ZipFile(out, mode="w", compression=zipfile.ZIP_DEFLATED, compresslevel=6)
        self.hashes: dict[str, str] = {}

    @contextmanager
    def member(self, name: str) -> Iterator[_HashingWriter]:
        if name in self.hashes:
            raise BundleError(f"{name} would be written twice (two environments with the same slug?)")
        with self.zip.open(name, mode="w", force_zip64=True) as stream:
            writer = _HashingWriter(stream)
            yield writer
        self.hashes[name] = writer.hexdigest()

    def write_text(self, name: str, text: str) -> None:
        with self.member(name) as writer:
            writer.write_text(text)

    def write_json(self, name: str, value: Any) -> None:
        self.write_text(name, json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def _check_environment(environment: ExportEnvironment) -> None:
    spec = environment.spec
    if not spec.code.strip():
        raise BundleError(
            f"environment {spec.slug!r} has no code; only verified environments can be exported"
        )
    for scenario in environment.scenarios:
        if scenario.spec.environment != spec.slug:
            raise BundleError(
                f"scenario {scenario.spec.id!r} belongs to {scenario.spec.environment!r}, not {spec.slug!r}"
            )
        if scenario.spec.proof is None or not scenario.spec.proof.passed:
            raise BundleError(
                f"scenario {scenario.spec.id!r} has no passing proof; only proven scenarios export"
            )


# Parts a bundle may leave out (the export dialog's choice): tau2-bench domains, the trainer adapters
# (OpenEnv, verifiers, TRL) and the fine-tuning records. Everything else is the core every bundle has.
OPTIONAL_FORMATS = ("tau2", "adapters", "sft")


def write_bundle(
    *,
    out: BinaryIO | Path,
    workspace: str,
    environments: Iterable[ExportEnvironment],
    created_at: str,
    envstudio_version: str,
    review_record: list[dict[str, Any]],
    sft_min_reward: float | None = None,
    formats: Iterable[str] | None = None,
) -> Manifest:
    """Write the bundle zip to ``out`` (a path or a writable binary file) and return its manifest.

    Only what is passed in is written; the caller (``review.exports.selectors``) decides what is approved
    and which rollouts make fine-tuning records (``sft_min_reward`` is only recorded in the manifest).
    ``formats``: the optional parts to write (``OPTIONAL_FORMATS``; None: all of them). The core
    (environments, the flat scenarios, the stdlib loader, the manifest) is always written: an import reads it.
    """
    chosen = set(OPTIONAL_FORMATS if formats is None else formats)
    unknown = sorted(chosen - set(OPTIONAL_FORMATS))
    if unknown:
        raise BundleError(
            f"unknown export format(s) {', '.join(unknown)}; choose from {', '.join(OPTIONAL_FORMATS)}"
        )
    bundle = _BundleZip(out)
    tally = ProvenanceTally()
    environment_entries: list[dict[str, Any]] = []
    scenario_ids: set[str] = set()
    counts = {"environments": 0, "scenarios": 0, "tools": 0}
    sft_records = 0
    try:
        with tempfile.TemporaryFile(mode="w+b") as flat_scenarios, tempfile.TemporaryFile(mode="w+b") as sft:
            for environment in environments:
                _check_environment(environment)
                for scenario in environment.scenarios:
                    if scenario.spec.id in scenario_ids:
                        raise BundleError(f"scenario id {scenario.spec.id!r} appears twice")
                    scenario_ids.add(scenario.spec.id)
                    line = json_text(scenario_record(scenario.spec)) + "\n"
                    flat_scenarios.write(line.encode("utf-8"))
                    for record in scenario.sft_records if "sft" in chosen else []:
                        problems = validate_finetuning_record(record)
                        if problems:
                            raise BundleError(
                                f"a fine-tuning record of scenario {scenario.spec.id!r} is not valid: "
                                + "; ".join(problems[:5])
                            )
                        sft.write((json_text(record) + "\n").encode("utf-8"))
                        sft_records += 1
                _write_environment(bundle, environment)
                _write_optional_parts(bundle, environment, chosen)
                tally.add(environment)
                counts["environments"] += 1
                counts["scenarios"] += len(environment.scenarios)
                counts["tools"] += len(environment.spec.tools)
                environment_entries.append(
                    {
                        "slug": environment.spec.slug,
                        "name": environment.spec.name,
                        "class_name": environment.spec.class_name,
                        "tau2_domain": tau2.domain_name(environment.spec.slug),
                        "scenarios": [s.spec.id for s in environment.scenarios],
                    }
                )
            flat_scenarios.seek(0)
            with bundle.member(SCENARIOS_NAME) as writer:
                while chunk := flat_scenarios.read(_COPY_CHUNK):
                    writer.write(chunk)
            if "sft" in chosen:
                sft.seek(0)
                with bundle.member(SFT_NAME) as writer:
                    while chunk := sft.read(_COPY_CHUNK):
                        writer.write(chunk)
        loader_source, embedded = assemble_loader()
        bundle.write_text(LOADER_NAME, loader_source)
        domains = [e["tau2_domain"] for e in environment_entries]
        if "tau2" in chosen:
            tau2.write_readme(bundle.write_text, domains)
        if "adapters" in chosen:
            adapters.write_readmes(bundle.write_text, domains)
        manifest = Manifest(
            workspace=workspace,
            created_at=created_at,
            envstudio_version=envstudio_version,
            counts=counts,
            files=dict(sorted(bundle.hashes.items())),
            environments=environment_entries,
            provenance=tally.summary(),
            review_record=review_record,
            extra={
                "embedded_modules": embedded,
                "formats": sorted(chosen),
                "sft": {"file": SFT_NAME, "records": sft_records, "min_reward": sft_min_reward},
            },
        )
        bundle.write_json(MANIFEST_NAME, manifest.to_json())
    finally:
        bundle.zip.close()
    return manifest


def _write_optional_parts(bundle: _BundleZip, environment: ExportEnvironment, chosen: set[str]) -> None:
    if "tau2" in chosen:
        tau2.write_domain(bundle.write_text, environment)
    if "adapters" in chosen:
        adapters.write_environment(bundle.write_text, environment, tau2.domain_name(environment.spec.slug))


def _write_environment(bundle: _BundleZip, environment: ExportEnvironment) -> None:
    spec = environment.spec
    base = f"environments/{spec.slug}"
    bundle.write_text(f"{base}/env.py", spec.code if spec.code.endswith("\n") else spec.code + "\n")
    bundle.write_json(f"{base}/tools.json", spec.openai_tools())
    bundle.write_json(f"{base}/mcp_tools.json", spec.mcp_tools())
    bundle.write_json(f"{base}/spec.json", spec.model_dump(mode="json"))
    bundle.write_json(f"{base}/graph.json", environment.graph)
    bundle.write_text(f"{base}/policy.md", policy_markdown(spec))
    # The full scenario IR (the flat top-level file is for training; this one is for a lossless import).
    with bundle.member(f"{base}/scenarios.jsonl") as writer:
        for scenario in environment.scenarios:
            writer.write_text(json_text(scenario.spec.model_dump(mode="json")) + "\n")
    bundle.write_json(
        f"{base}/review.json",
        {
            "environment": environment.review_record,
            "scenarios": {s.spec.id: s.review_record for s in environment.scenarios},
        },
    )
