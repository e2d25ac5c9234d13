from __future__ import annotations

from typing import Any

from django import forms

from synthesis.models import SeedKind


def parse_options(lines: list[str]) -> dict[str, Any]:
    """k=v pairs into a dict; values that look like JSON scalars (numbers, true/false) are converted."""
    import json

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


class StartJobForm(forms.Form):
    kind = forms.ChoiceField(choices=SeedKind.choices, initial=SeedKind.DOMAIN)
    domain = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 3}), label="Domain description"
    )
    file = forms.FileField(required=False, label="Corpus or spec file")
    options = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), label="Options (key=value, one per line)"
    )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean() or {}
        kind = cleaned.get("kind")
        if kind == SeedKind.DOMAIN and not (cleaned.get("domain") or "").strip():
            self.add_error("domain", "Describe the domain.")
        if kind in (SeedKind.CORPUS, SeedKind.SPEC) and not cleaned.get("file"):
            self.add_error("file", f"A {kind} job needs a file.")
        try:
            cleaned["parsed_options"] = parse_options((cleaned.get("options") or "").splitlines())
        except ValueError as error:
            self.add_error("options", str(error))
        return cleaned
