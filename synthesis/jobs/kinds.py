"""What a job kind is: its stages, its typed options and, for seed kinds, what its seed looks like.

Each pipeline module (``synthesis/pipelines/<kind>.py``) describes itself with one ``JobKind`` and registers
it from the app's ``ready()``; the forms, services, the ``synthesize`` command and the pipeline tail read the
descriptor instead of branching on kind names, so a new seed kind is one new file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from synthesis.jobs.context import JobError
from synthesis.jobs.stages import Stage

# Seed kinds name database rows, CLI flags and provenance; keep them short and plain.
KIND_PATTERN = r"^[a-z][a-z0-9_]{0,15}$"
# The longest text seed any kind takes unless its SeedForm says less (issue 39: a 5 MB text was saved as a
# seed and a job that only the worker refused).
MAX_SEED_TEXT_CHARS = 20_000


class JobOptions(BaseModel):
    """Options every job kind accepts. Subclasses add their own; unknown keys are refused (``extra="forbid"``)
    and values are not coerced across types (``strict``): ``scenarios=true`` is an error, not 1."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    llm_endpoint: str | None = Field(
        default=None,
        max_length=100,
        description="an LLM endpoint the operator named in settings (LLM_ENDPOINTS); admins only",
    )
    llm_base_url: str | None = Field(
        default=None,
        max_length=500,
        description="admins only: a free-form endpoint on a host of LLM_ALLOWED_HOSTS, sent no key",
    )
    llm_model: str | None = Field(default=None, max_length=200, description="the model, with llm_base_url")
    # Checked before each LLM-bound step starts (synthesis.jobs.budget); a step may overshoot what is left.
    budget_tokens: int | None = Field(
        default=None,
        ge=0,
        le=10**12,
        description="stop the job once it has used this many tokens (empty: no limit)",
    )
    budget_cost: float | None = Field(
        default=None,
        ge=0.0,
        le=10**9,
        description="stop the job once its LLM cost reaches this (empty: no limit)",
    )


class JobOptionsError(JobError, ValueError):
    """Options a job kind refuses; the message names the key and is shown to the user as it is."""


class SeedRefused(ValueError):
    """A seed its kind cannot read; the message is shown to the user as it is."""


@dataclass(frozen=True)
class SeedForm:
    """What a seed kind asks for: a text (``takes="text"``) or an uploaded file (``takes="file"``).

    ``check_file(data, filename)`` reads an upload as the job will and raises SeedRefused, so a bad file is
    refused before anything is saved. ``streams``: the kind reads large files from disk as a stream; its
    uploads are checked from a temporary file through ``check_path(path, filename)`` and may be as large
    as the operator's upload limit (ENVSTUDIO_MAX_SEED_FILE_BYTES) instead of the in-memory limit.
    ``max_chars``: the longest text (stripped) a text seed may have; the start form, the ``synthesize``
    command and ``create_seed`` refuse a longer one through ``check_text`` before anything is saved.
    """

    takes: Literal["text", "file"]
    label: str
    help: str = ""
    check_file: Callable[[bytes, str], None] | None = None
    check_path: Callable[[Path, str], None] | None = None
    max_chars: int = MAX_SEED_TEXT_CHARS

    @property
    def streams(self) -> bool:
        return self.check_path is not None

    def check_text(self, text: str) -> None:
        """SeedRefused when a text seed is longer than this kind takes (counted after stripping)."""
        length = len(text.strip())
        if length > self.max_chars:
            raise SeedRefused(
                f"{self.label[:1].upper()}{self.label[1:]} has at most {self.max_chars:,} characters; "
                f"this one has {length:,}."
            )


@dataclass(frozen=True)
class JobKind:
    """One job kind. ``seed`` is None for jobs that start from stored items (rollouts) rather than a seed.

    ``trusted_code``: the kind's environment code comes from templates with every seed string escaped, so it
    may run in the limited sandbox fallback and gets no LLM gate; every other kind runs LLM-written code.
    ``provenance_sources``: the ``Provenance.source`` values the kind's environments carry.
    """

    kind: str
    label: str
    stages: Sequence[Stage]
    options_model: type[JobOptions] = JobOptions
    seed: SeedForm | None = None
    trusted_code: bool = False
    provenance_sources: tuple[str, ...] = ()
    llm_bound: bool = False
    extra: Mapping[str, Any] = field(default_factory=dict)

    def validate_options(self, raw: Mapping[str, Any] | None) -> JobOptions:
        return validate_options(self, raw)

    def option_rows(self) -> list[dict[str, Any]]:
        """The options of this kind with their defaults and descriptions (for the start form)."""
        rows = []
        for name, info in self.options_model.model_fields.items():
            rows.append(
                {
                    "name": name,
                    "default": info.get_default(call_default_factory=True),
                    "description": info.description or "",
                    "limits": _limits(info.metadata),
                }
            )
        return rows


def _limits(metadata: list[Any]) -> str:
    parts = []
    for constraint in metadata:
        for attribute, symbol in (
            ("ge", ">="),
            ("gt", ">"),
            ("le", "<="),
            ("lt", "<"),
            ("max_length", "len <="),
        ):
            value = getattr(constraint, attribute, None)
            if value is not None:
                parts.append(f"{symbol} {value}")
    return ", ".join(parts)


def validate_options(kind: JobKind, raw: Mapping[str, Any] | None) -> JobOptions:
    """The kind's typed options, or JobOptionsError naming every refused key."""
    if raw is not None and not isinstance(raw, Mapping):
        raise JobOptionsError(f"options of a {kind.kind} job must be key=value pairs, got {raw!r}")
    try:
        return kind.options_model.model_validate(dict(raw or {}))
    except ValidationError as error:
        raise JobOptionsError(describe_option_errors(kind=kind, error=error)) from None


def describe_option_errors(*, kind: JobKind, error: ValidationError) -> str:
    known = ", ".join(kind.options_model.model_fields)
    problems = []
    for entry in error.errors():
        key = ".".join(str(part) for part in entry["loc"]) or "options"
        if entry["type"] == "extra_forbidden":
            problems.append(f"option {key!r} is not an option of {kind.kind} jobs (known: {known})")
        else:
            problems.append(f"option {key!r}: {entry['msg']} (got {entry.get('input')!r})")
    return "; ".join(problems)
