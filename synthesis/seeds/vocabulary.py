"""Field vocabularies from the LLM: one request per schema describes each string field's kind and a few
realistic values, which generated rows then draw from (``Field.vocabulary``, ``synthesis.state.values``).

The answer is checked before it is kept: a field the schema does not have, or one that keeps its own format
(a code, an id, an email, a key, an enum, a foreign key, a moment, a status or a type the code may compare
with a literal), gets no values; a value that is not a string, is empty, too long for the field or for a name,
a placeholder, a code dressed as a word, more than one line, an instruction or a link, or that breaks one of
the field's checks, is dropped, each with its reason. A field left with fewer than two values keeps only its
kind (its values stay the offline ones). The gateway is handed in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Annotated, Any

from pydantic import BaseModel, WithJsonSchema
from pydantic import Field as PydField

from synthesis.ir import EnvironmentSpec, Field, FieldType, FieldVocabulary, Table
from synthesis.ir.vocabulary import KINDS, VALUED_KINDS
from synthesis.llm import LLMGateway
from synthesis.state.expressions import ExpressionError, UnsupportedExpression, evaluate
from synthesis.state.text_formats import stated_moment_format

PROMPT = "field_vocabulary"
STAGE = "vocabulary"
MAX_VALUES = 8
MIN_VALUES = 2
MAX_CHARS = 80
MAX_PROSE_CHARS = 160  # a description or a note: one sentence
PROSE_KINDS = frozenset({"description", "note", "text"})
# Words of a field that keeps its own format, whatever its description says.
FORMAT_WORDS = frozenset(
    {
        "id",
        "ids",
        "uuid",
        "guid",
        "key",
        "slug",
        "token",
        "hash",
        "password",
        "url",
        "uri",
        "link",
        "email",
        "phone",
        "mobile",
        "tel",
        "fax",
        "code",
        "sku",
        "isbn",
        "iban",
        "ref",
        "reference",
        "number",
        "barcode",
        "serial",
        "tracking",
        "zip",
        "postal",
        "postcode",
        "plate",
        # moments and values the environment's code may compare with a literal ("status == 'open'")
        "date",
        "time",
        "datetime",
        "timestamp",
        "at",
        "on",
        "status",
        "state",
        "type",
        "kind",
        "priority",
        "level",
        "mode",
        "currency",
        "unit",
        "format",
        "version",
        "language",
        "locale",
        "timezone",
    }
)
_PLACEHOLDER = re.compile(
    r"^(?:n/?a|tbd|tba|none|null|nil|unknown|undefined|string|value|text|name|placeholder|foo|bar|baz|"
    r"x+|\W+|(?:test|sample|example|dummy|lorem)\b.*)$",
    re.IGNORECASE,
)
_HOSTILE = re.compile(
    r"https?://|www\.|<[a-z/!]|\{\{|\binstructions?\b|\bignore (?:all|any|the|previous)\b|\bsystem prompt\b",
    re.IGNORECASE,
)
_SPLIT_NAME = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


class FieldAnswer(BaseModel):
    table: str
    field: str
    kind: str
    # Any JSON value is accepted here and checked one by one: a wrong value is dropped, not the answer.
    values: Annotated[list[Any], WithJsonSchema({"type": "array", "items": {"type": "string"}})] = PydField(
        default_factory=list
    )


class VocabularyAnswer(BaseModel):
    fields: list[FieldAnswer]


@dataclass
class Vocabularies:
    """What was kept, by table and field, with the reason for everything that was not."""

    kept: dict[tuple[str, str], FieldVocabulary] = field(default_factory=dict)
    dropped: list[str] = field(default_factory=list)
    prompt_version: str = ""
    model: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "fields": [
                {"table": table, "field": name, **vocabulary.model_dump(mode="json")}
                for (table, name), vocabulary in self.kept.items()
            ],
            "dropped": self.dropped,
            "prompt_version": self.prompt_version,
            "model": self.model,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Vocabularies:
        kept = {
            (str(entry["table"]), str(entry["field"])): FieldVocabulary.model_validate(
                {k: v for k, v in entry.items() if k not in ("table", "field")}
            )
            for entry in data.get("fields", [])
        }
        return cls(
            kept=kept,
            dropped=[str(reason) for reason in data.get("dropped", [])],
            prompt_version=str(data.get("prompt_version", "")),
            model=str(data.get("model", "")),
        )


def _words(name: str) -> set[str]:
    return {w for w in re.split(r"[_\W]+", _SPLIT_NAME.sub("_", name).lower()) if w}


def keeps_format(table: Table, f: Field) -> bool:
    """Whether ``f`` is a code, an id, a key or a value of a fixed form: never given vocabulary values."""
    return bool(
        f.type not in (FieldType.STRING, FieldType.TEXT)
        or f.enum_values
        or f.foreign_key is not None
        or f.name == table.primary_key
        or f.generated
        or _words(f.name) & FORMAT_WORDS
        or stated_moment_format(f.description) is not None
    )


def asked_fields(spec: EnvironmentSpec) -> list[dict[str, Any]]:
    """The request's tables: each with the string fields whose values are words (not codes, ids or keys)."""
    tables: list[dict[str, Any]] = []
    for table in spec.state_schema.tables:
        fields = [
            {
                "name": f.name,
                "type": f.type.value,
                **({"description": f.description} if f.description else {}),
                **({"max_length": f.max_length()} if f.max_length() is not None else {}),
            }
            for f in table.fields
            if not keeps_format(table, f)
        ]
        if fields:
            tables.append({"table": table.name, "description": table.description, "fields": fields})
    return tables


def _looks_like_code(value: str) -> bool:
    """ "EMP-0001", "G28", "int_62d82c07cd", "A-12": a code or an id, not a word a person reads."""
    if " " in value:
        return False
    has_digit = any(c.isdigit() for c in value)
    return "_" in value or (has_digit and (not any(c.islower() for c in value) or not value[:1].isupper()))


def value_problem(value: Any, *, table: Table, f: Field, kind: str) -> str | None:
    """Why ``value`` cannot be one of ``f``'s values (None when it can)."""
    if not isinstance(value, str):
        return f"not a string ({type(value).__name__})"
    text = value.strip()
    limit = min(MAX_PROSE_CHARS if kind in PROSE_KINDS else MAX_CHARS, f.max_length() or MAX_PROSE_CHARS)
    if not text:
        return "empty"
    if "\n" in text or "\r" in text:
        return "more than one line"
    if len(text) > limit:
        return f"too long ({len(text)} characters, at most {limit})"
    if f.min_length() is not None and len(text) < (f.min_length() or 0):
        return f"too short for the field (at least {f.min_length()} characters)"
    if _PLACEHOLDER.match(text):
        return "a placeholder"
    if _HOSTILE.search(text):
        return "a link, markup or an instruction"
    if _looks_like_code(text):
        return "a code or an id, not a word"
    for expr in f.checks:
        try:
            ok = evaluate(expr, value=text, row={})
        except (ExpressionError, UnsupportedExpression):
            continue  # a check about other fields of the row: the generator meets it when rows are made
        if not ok:
            return f"breaks the field's check {expr!r}"
    return None


def check_answer(spec: EnvironmentSpec, answer: VocabularyAnswer) -> Vocabularies:
    """The answer's usable part: kinds of fields that exist, values that are realistic words."""
    result = Vocabularies()
    tables = {t.name: t for t in spec.state_schema.tables}
    candidates: list[tuple[Table, Field, str, list[str]]] = []
    for entry in answer.fields:
        where = f"{entry.table}.{entry.field}"
        table = tables.get(entry.table)
        f = next((x for x in table.fields if x.name == entry.field), None) if table is not None else None
        if table is None or f is None:
            result.dropped.append(f"{where}: no such field in the schema")
            continue
        kind = entry.kind.strip().lower().replace(" ", "_")
        if kind not in KINDS:
            result.dropped.append(f"{where}: kind {entry.kind!r} is not one of the kinds asked for")
            continue
        if (table.name, f.name) in result.kept or any(c[1] is f for c in candidates):
            result.dropped.append(f"{where}: described twice (the first is kept)")
            continue
        values: list[str] = []
        if entry.values and (kind not in VALUED_KINDS or keeps_format(table, f)):
            result.dropped.append(f"{where}: keeps its own format ({kind}): its values stay generated")
        elif entry.values:
            for value in entry.values:
                problem = value_problem(value, table=table, f=f, kind=kind)
                if problem is not None:
                    result.dropped.append(f"{where}: value {str(value)[:40]!r} dropped: {problem}")
                elif value.strip().lower() not in {v.lower() for v in values}:
                    values.append(value.strip())
        candidates.append((table, f, kind, values[:MAX_VALUES]))
    # A value given for fields of two different kinds belongs to neither ("EMP-0001" as an industry).
    kinds_of: dict[str, set[str]] = {}
    for _table, _f, kind, values in candidates:
        for value in values:
            kinds_of.setdefault(value.lower(), set()).add(kind)
    for table, f, kind, values in candidates:
        shared = [v for v in values if len(kinds_of[v.lower()]) > 1]
        if shared:
            result.dropped.append(
                f"{table.name}.{f.name}: {shared[:3]} also given for a field of another kind"
            )
        values = [v for v in values if v not in shared]
        if 0 < len(values) < MIN_VALUES:
            result.dropped.append(f"{table.name}.{f.name}: fewer than {MIN_VALUES} usable values, kind only")
            values = []
        result.kept[(table.name, f.name)] = FieldVocabulary(kind=kind, values=values)
    return result


def ask_vocabularies(*, spec: EnvironmentSpec, gateway: LLMGateway) -> Vocabularies:
    """One request for the whole schema, checked (``check_answer``); raises LLMError when the request fails
    or its answer is not the JSON asked for."""
    tables = asked_fields(spec)
    if not tables:
        return Vocabularies()
    answer = gateway.structured(
        prompt=PROMPT,
        variables={"environment": f"{spec.name}: {spec.description}", "tables": tables},
        output=VocabularyAnswer,
        stage=STAGE,
    )
    result = check_answer(spec, answer.value)
    result.prompt_version, result.model = str(answer.prompt_version), str(answer.model)
    return result


def with_vocabularies(spec: EnvironmentSpec, vocabularies: Vocabularies) -> EnvironmentSpec:
    """``spec`` with each kept vocabulary on its field, and the request in its provenance."""
    if not vocabularies.kept:
        return spec
    tables = [
        table.model_copy(
            update={
                "fields": [
                    f.model_copy(update={"vocabulary": vocabularies.kept[(table.name, f.name)]})
                    if (table.name, f.name) in vocabularies.kept
                    else f
                    for f in table.fields
                ]
            }
        )
        for table in spec.state_schema.tables
    ]
    valued = sum(1 for v in vocabularies.kept.values() if v.values)
    provenance = spec.provenance.model_copy(
        update={
            "prompt_versions": {**spec.provenance.prompt_versions, PROMPT: vocabularies.prompt_version},
            "models": sorted(
                {*spec.provenance.models, *([vocabularies.model] if vocabularies.model else [])}
            ),
            "notes": [
                *spec.provenance.notes,
                f"field vocabulary: {len(vocabularies.kept)} field(s) described by the LLM, {valued} with "
                f"values, {len(vocabularies.dropped)} part(s) of the answer dropped",
            ],
        }
    )
    schema = spec.state_schema.model_copy(update={"tables": tables})
    return spec.model_copy(update={"state_schema": schema, "provenance": provenance})
