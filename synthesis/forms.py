"""The start form: a seed kind, its seed (a text or a file) and one field per option of the kind.

The option fields come from the kind's pydantic options model (``JobKind.options_model``): a number input
with the model's bounds for an int or float, a checkbox for a bool, a select for a Literal, a text box
otherwise; the default is filled in and the description is the help. The same model validates what is
posted, and its errors are shown beside their fields. Only values that differ from the default are passed
on, so a job records what was chosen, as ``synthesize --option`` does (``parse_options`` reads those
``key=value`` lines).
"""

from __future__ import annotations

import enum
import json
import types
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Union, get_args, get_origin

from django import forms
from pydantic import ValidationError
from pydantic.fields import FieldInfo

from synthesis.jobs.kinds import JobKind, JobOptionsError, SeedRefused
from synthesis.jobs.registry import get_kind, seed_kinds

# A posted option field is named OPTION_PREFIX + the option's name, apart from the form's own fields.
OPTION_PREFIX = "opt_"
# Options only a workspace admin may set (services and endpoint_access refuse them for anyone else); the form
# shows them to admins only.
ADMIN_OPTIONS = frozenset({"llm_endpoint", "llm_base_url", "llm_model", "override_screening_reason"})
# Options folded away under "Advanced options"; every other option of a kind (its own ones too) is shown.
ADVANCED_OPTIONS = frozenset(
    {
        "seed",
        "chain_length",
        "expand",
        "max_repair_rounds",
        "min_judged_calls",
        "policy_share",
        "merge_threshold",
        "budget_tokens",
        "budget_cost",
    }
    | ADMIN_OPTIONS
)


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


@dataclass
class OptionField:
    """One option of a kind as the form shows it: ``input`` is number, checkbox, select or text."""

    name: str
    input: Literal["number", "checkbox", "select", "text"]
    default: Any
    help: str
    value: Any = None
    minimum: int | float | None = None
    maximum: int | float | None = None
    step: str = ""
    max_length: int | None = None
    choices: list[str] = field(default_factory=list)
    number: Literal["int", "float", ""] = ""
    optional: bool = False
    advanced: bool = False
    admin_only: bool = False
    error: str = ""

    @property
    def html_name(self) -> str:
        return OPTION_PREFIX + self.name

    @property
    def checked(self) -> bool:
        return bool(self.value)

    @property
    def shown_value(self) -> str:
        return "" if self.value is None else str(self.value)


def _unwrap(annotation: Any) -> tuple[Any, bool]:
    """The annotation without ``None`` and whether None was allowed (``str | None``)."""
    if get_origin(annotation) in (Union, types.UnionType):
        members = [member for member in get_args(annotation) if member is not type(None)]
        optional = len(members) < len(get_args(annotation))
        return (members[0] if len(members) == 1 else annotation), optional
    return annotation, False


def _bounds(info: FieldInfo) -> dict[str, Any]:
    bounds: dict[str, Any] = {}
    for constraint in info.metadata:
        for attribute in ("ge", "gt", "le", "lt", "max_length"):
            value = getattr(constraint, attribute, None)
            if value is not None:
                bounds[attribute] = value
    return bounds


def option_field(name: str, info: FieldInfo, *, choices: list[str] | None = None) -> OptionField:
    """The field a form shows for one option of a kind's options model."""
    annotation, optional = _unwrap(info.annotation)
    default = info.get_default(call_default_factory=True)
    bounds = _bounds(info)
    option = OptionField(
        name=name,
        input="text",
        default=default,
        value=default,
        help=info.description or "",
        optional=optional,
        advanced=name in ADVANCED_OPTIONS,
        admin_only=name in ADMIN_OPTIONS,
        max_length=bounds.get("max_length"),
    )
    if annotation is bool:
        option.input = "checkbox"
    elif annotation in (int, float):
        option.input, option.number = "number", ("int" if annotation is int else "float")
        step = 1 if annotation is int else 0.01
        option.step = "1" if annotation is int else "0.01"
        option.minimum = bounds.get("ge", bounds["gt"] + step if "gt" in bounds else None)
        option.maximum = bounds.get("le", bounds["lt"] - step if "lt" in bounds else None)
    elif get_origin(annotation) is Literal:
        option.input, option.choices = "select", [str(choice) for choice in get_args(annotation)]
    elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        option.input, option.choices = "select", [str(member.value) for member in annotation]
    if choices is not None:  # a text option with a known set of values (the operator's endpoint names)
        option.input, option.choices = "select", ["", *choices]
    return option


def option_fields(kind: JobKind, *, is_admin: bool) -> list[OptionField]:
    """The option fields of a kind for this user: admin-only options for admins only."""
    from synthesis.endpoint_access import endpoint_names

    fields = []
    for name, info in kind.options_model.model_fields.items():
        if name in ADMIN_OPTIONS and not is_admin:
            continue
        choices = sorted(endpoint_names()) if name == "llm_endpoint" else None
        fields.append(option_field(name, info, choices=choices))
    return fields


def _posted_value(option: OptionField, raw: str) -> Any:
    """A posted string as the option's type; ValueError with a message for the field when it is not one."""
    if option.input == "checkbox":
        return raw.lower() in {"true", "on", "1", "yes"}
    text = raw.strip()
    if option.number == "int":
        try:
            return int(text)
        except ValueError:
            raise ValueError("Enter a whole number.") from None
    if option.number == "float":
        try:
            return float(text)
        except ValueError:
            raise ValueError("Enter a number.") from None
    return text


def read_option_fields(
    fields: list[OptionField], data: Mapping[str, Any], kind: JobKind
) -> tuple[dict[str, Any], dict[str, str]]:
    """The options posted through the fields (those differing from their default) and errors by option name.

    A checkbox posts a hidden "false" before its own "true", so an unchecked box reads false; a field not
    posted at all keeps its default. The kind's options model validates the values as it does for the CLI.
    """
    options: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for option in fields:
        values = data.getlist(option.html_name) if hasattr(data, "getlist") else [data.get(option.html_name)]
        values = [value for value in values if value is not None]
        if not values:
            continue
        raw = str(values[-1])
        if option.optional and not raw.strip():
            option.value = None
            continue
        try:
            value = _posted_value(option, raw)
        except ValueError as error:
            option.value, errors[option.name] = raw, str(error)
            continue
        option.value = value
        if value != option.default:
            options[option.name] = value
    if errors:
        return options, errors
    try:
        kind.options_model.model_validate(options)
    except ValidationError as error:
        for entry in error.errors():
            key = str(entry["loc"][0]) if entry["loc"] else ""
            message = str(entry["msg"]).removeprefix("Value error, ")
            errors[key] = message if key not in errors else f"{errors[key]}; {message}"
    return options, errors


class StartJobForm(forms.Form):
    """The seed kinds, their inputs and their options all come from the registered descriptors."""

    kind = forms.ChoiceField(choices=seed_kind_choices, initial="domain")
    domain = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 3}), label="Domain description"
    )
    file = forms.FileField(required=False, label="Seed file")

    def __init__(self, *args: Any, is_admin: bool = False, kind: str | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.is_admin = is_admin
        chosen = kind or (self.data.get("kind") if self.is_bound else None) or "domain"
        if chosen not in dict(seed_kind_choices()):
            chosen = "domain"
        self.chosen_kind = get_kind(chosen)
        self.fields["kind"].initial = chosen
        self.option_fields = option_fields(self.chosen_kind, is_admin=is_admin)
        self.option_errors: dict[str, str] = {}

    @property
    def basic_options(self) -> list[OptionField]:
        return [option for option in self.option_fields if not option.advanced]

    @property
    def advanced_options(self) -> list[OptionField]:
        return [option for option in self.option_fields if option.advanced]

    @property
    def advanced_open(self) -> bool:
        return any(option.error for option in self.advanced_options)

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
        # Fields the user cannot see are still read: a crafted post of an admin-only option reaches the
        # services, which refuse it for anyone but an admin.
        posted = option_fields(descriptor, is_admin=True)
        shown = {option.name: option for option in self.option_fields}
        parsed, errors = read_option_fields(posted, self.data, descriptor)
        for option in posted:
            if option.name in shown:
                shown[option.name].value = option.value
        if not errors:
            # Refused here, before the seed or the job exists; start_job checks again for other callers.
            from synthesis.services import validate_job_options

            try:
                validate_job_options(kind=kind, options=parsed)
            except JobOptionsError as error:
                message = str(error)
                key = message.split("'")[1] if message.startswith("option '") else ""
                errors[key] = message
        for key, message in errors.items():
            self.option_errors[key] = message
            if key in shown:
                shown[key].error = message
            self.add_error(None, f"{key}: {message}" if key else message)
        cleaned["parsed_options"] = parsed
        return cleaned
