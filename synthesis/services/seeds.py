"""Seeds: a seed kind's input (a text, or an uploaded file its kind reads first) and the shipped samples."""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.files import File

from envstudio.tenancy.models import Workspace
from synthesis.jobs.kinds import JobKind, SeedRefused
from synthesis.jobs.registry import UnknownJobKind, get_kind, seed_kinds
from synthesis.models import (
    Seed,
)

# The corpus reader's own limit; spec parsers refuse smaller files themselves.
MAX_SEED_FILE_BYTES = 5 * 1024 * 1024


class SeedError(ValueError):
    """Bad seed input; the message is shown to the user."""


def seed_kind(kind: str) -> JobKind:
    """The descriptor of a seed kind, or SeedError naming the kinds there are."""
    try:
        descriptor = get_kind(kind)
    except UnknownJobKind:
        descriptor = None
    if descriptor is None or descriptor.seed is None:
        known = ", ".join(k.kind for k in seed_kinds())
        raise SeedError(f"Unknown seed kind {kind!r}; choose one of {known}.")
    return descriptor


def create_seed(
    *,
    workspace: Workspace,
    kind: str,
    text: str = "",
    upload: File[Any] | None = None,
    filename: str = "",
    created_by: User | None,
) -> Seed:
    """A text seed (its kind's descriptor says ``takes="text"``) needs text; a file seed an uploaded file
    (kept in the data dir), which its kind reads before anything is saved."""
    descriptor = seed_kind(kind)
    assert descriptor.seed is not None
    text = text.strip()
    if descriptor.seed.takes == "text":
        if not text:
            raise SeedError(f"A {kind} seed needs {descriptor.seed.label}.")
        try:
            descriptor.seed.check_text(text)
        except SeedRefused as error:
            raise SeedError(str(error)) from error
        return Seed.objects.create(
            workspace=workspace, kind=kind, name=text.splitlines()[0][:200], text=text, created_by=created_by
        )
    if upload is None:
        raise SeedError(f"A {kind} seed needs an uploaded file ({descriptor.seed.label}).")
    original_filename = Path(filename or upload.name or "upload").name
    digest = hashlib.sha256()
    size = 0
    for chunk in upload.chunks():
        digest.update(chunk)
        size += len(chunk)
    if size == 0:
        raise SeedError(f"The uploaded file {original_filename!r} is empty.")
    limit = settings.ENVSTUDIO_MAX_SEED_FILE_BYTES if descriptor.seed.streams else MAX_SEED_FILE_BYTES
    if size > limit:
        setting = " (the setting ENVSTUDIO_MAX_SEED_FILE_BYTES)" if descriptor.seed.streams else ""
        raise SeedError(
            f"The uploaded file {original_filename!r} has {size:,} bytes; the limit is {limit:,}{setting}."
        )
    upload.seek(0)
    if descriptor.seed.check_path is not None:
        _check_streamed(check=descriptor.seed.check_path, upload=upload, filename=original_filename)
    else:
        check_seed_file(kind=kind, data=b"".join(upload.chunks()), filename=original_filename)
    upload.seek(0)
    seed = Seed(
        workspace=workspace,
        kind=kind,
        name=original_filename[:200],
        text=text,
        original_filename=original_filename,
        size=size,
        sha256=digest.hexdigest(),
        created_by=created_by,
    )
    seed.file.save(original_filename, upload, save=False)
    seed.save()
    return seed


def _check_streamed(*, check: Callable[[Path, str], None], upload: File[Any], filename: str) -> None:
    """Check an upload from a temporary copy on disk, so a large file is never held in memory."""
    with tempfile.NamedTemporaryFile(suffix=Path(filename).suffix) as copy:
        for chunk in upload.chunks():
            copy.write(chunk)
        copy.flush()
        try:
            check(Path(copy.name), filename)
        except SeedRefused as error:
            message = str(error)
            raise SeedError(message if message.startswith(filename) else f"{filename}: {message}") from error


def check_seed_file(*, kind: str, data: bytes, filename: str) -> None:
    """Read an upload as its job will (the kind's ``check_file``), so a bad file is refused before anything
    is saved."""
    form = seed_kind(kind).seed
    if form is None or form.check_file is None:
        return
    try:
        form.check_file(data, filename)
    except SeedRefused as error:
        message = str(error)
        raise SeedError(message if message.startswith(filename) else f"{filename}: {message}") from error


SAMPLES_DIR = Path(__file__).resolve().parents[1] / "seeds" / "samples"


def sample_spec_names() -> list[str]:
    return sorted(
        path.name for path in SAMPLES_DIR.iterdir() if path.suffix in {".sql", ".yaml", ".yml", ".json"}
    )
