from __future__ import annotations

import json
from typing import Any

from django import forms

from synthesis.jobs.kinds import JobOptionsError, SeedRefused
from synthesis.jobs.registry import get_kind, seed_kinds


def parse_options(lines: list[str]) -> dict[str, Any]:
    """k=v pairs into a dict; values that look like JSON scalars (numbers, true/false) are converted."""
    options: dict[str, Any] = {}
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        key, sep, value = line.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"option {line!r} is not of the form key=value")
        try:
            parsed: Any = json.loads(value)
        except ValueError:
            parsed = value
        options[key.strip()] = parsed
    return options


def seed_kind_choices() -> list[tuple[str, str]]:
    return [(kind.kind, kind.label) for kind in seed_kinds()]


class StartJobForm(forms.Form):
    """The seed kinds, their inputs and their options all come from the registered descriptors."""

    kind = forms.ChoiceField(choices=seed_kind_choices, initial="domain")
    domain = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 3}), label="Domain description (text seeds)"
    )
    file = forms.FileField(required=False, label="Seed file (corpus, spec)")
    options = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), label="Options (key=value, one per line)"
    )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        kind = cleaned.get("kind")
        if not kind:
            return cleaned
        descriptor = get_kind(kind)
        assert descriptor.seed is not None
        if descriptor.seed.takes == "text" and not (cleaned.get("domain") or "").strip():
            self.add_error("domain", f"A {kind} job needs {descriptor.seed.label}.")
        elif descriptor.seed.takes == "text":
            try:
                descriptor.seed.check_text(cleaned.get("domain") or "")
            except SeedRefused as error:
                self.add_error("domain", str(error))
        if descriptor.seed.takes == "file" and not cleaned.get("file"):
            self.add_error("file", f"A {kind} job needs a file ({descriptor.seed.label}).")
        try:
            parsed = parse_options((cleaned.get("options") or "").splitlines())
        except ValueError as error:
            self.add_error("options", str(error))
            return cleaned
        # Refused here, before the seed or the job exists; start_job checks again for other callers.
        from synthesis.services import validate_job_options

        try:
            validate_job_options(kind=kind, options=parsed)
        except JobOptionsError as error:
            self.add_error("options", str(error))
        cleaned["parsed_options"] = parsed
        return cleaned


def kind_option_tables() -> list[dict[str, Any]]:
    """Each seed kind's input and options with their defaults, for the start form."""
    return [
        {"kind": kind.kind, "label": kind.label, "seed": kind.seed, "options": kind.option_rows()}
        for kind in seed_kinds()
    ]
