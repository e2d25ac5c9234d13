"""Values and told facts a person would recognise (issue 40): over the offline scenarios of the three shipped
samples and a set of public schemas, no task tells a paging, cursor or sort parameter as a fact ("The page is
9.", "The before is ROW-0232."), every email is a valid address, no field whose meaning is not a code or a
reference holds a row code ("state" CUS-0114, "visibility" CHA-0105), and no text holds a Python repr
("['mystery']"). The checks are written from the outside (word lists and patterns of their own), not with the
generators' rules."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, Field, FieldType, Parameter, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.shared import SharedSession
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.paging import is_mechanics, mechanics_default
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.values import value_for, words_of

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "synthesis" / "seeds" / "samples"
CORPUS = ROOT / "tests" / "data" / "specs" / "public"
# Schemas whose old offline tasks said each fault: paging told (petclinic, museum, kratos, cafe, harbor,
# grocy), an email cut ("@-116", hr), codes in a customer's state (chinook), a chat's role, visibility and
# password (ai-chatbot), list reprs (petstore, museum), a feature's state (box).
CORPUS_SET = [
    "hr.oracle.sql",
    "chinook.postgres.sql",
    "ai-chatbot.drizzle-postgres.sql",
    "petclinic.openapi.yml",
    "museum.openapi.yaml",
    "kratos.openapi.json",
    "cafe.openapi.yaml",
    "petstore-v3.openapi.yaml",
    "box-v2025.openapi.json",
    "northwind.postgres.sql",
    "sakila.postgres.sql",
]
SPECS = [
    *(SAMPLES / n for n in ("library_loans.sql", "clinic_appointments.sql", "online_shop.openapi.yaml")),
    *(CORPUS / n for n in CORPUS_SET),
]

_MECHANICS_TOLD = re.compile(
    r"\b(?:the|my) (?:page(?: size| token| number)?|per page|offset|limit|cursor|marker|before|after|"
    r"since|until|sort(?: by| order)?|order(?: by)?|direction|skip|top|starting after|ending before|fields|"
    r"expand)(?: is|s are) ",
    re.IGNORECASE,
)
_EMAIL = re.compile(
    r"^[^\W_]+(?:[._+-][^\W_]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,}$"
)
_EMAIL_IN_TEXT = re.compile(r"[\w.+-]*@[\w.-]*")
# A row code as the generators write one: letters, a dash, digits ("CUS-0114", "ROW-0232"), or letters
# glued to digits ("DEP13942").
_CODE = re.compile(r"^[A-Z]{2,5}-?\d{3,6}[A-Z]?$")
_REPR = re.compile(r"\[\s*'[^']*'(?:\s*,\s*'[^']*')*\s*\]|\{\s*'[^']*'\s*:")
# Fields a person reads by meaning, not as a code (the checker's own list): a name, a place, a state or
# province, a grade, a role, a kind, prose, a contact's address.
_MEANING_WORDS = frozenset(
    {
        "name",
        "title",
        "state",
        "province",
        "region",
        "district",
        "city",
        "country",
        "location",
        "address",
        "grade",
        "role",
        "visibility",
        "password",
        "username",
        "type",
        "kind",
        "gender",
        "color",
        "language",
        "industry",
        "description",
        "note",
        "notes",
        "comment",
        "bio",
        "summary",
        "email",
        "phone",
        "genre",
        "category",
        "company",
    }
)
_CODE_WORDS = frozenset(
    {
        "id",
        "ids",
        "uuid",
        "guid",
        "key",
        "code",
        "number",
        "ref",
        "reference",
        "sku",
        "token",
        "slug",
        "hash",
        "hashed",
        "encrypted",
    }
)


def _spec(path: Path) -> EnvironmentSpec:
    slug = path.name.split(".")[0].replace("-", "_")
    raw = path.read_bytes()
    return parse_sql(raw, name=slug) if path.name.endswith(".sql") else parse_openapi(raw, name=slug)


def _is_meaning_field(name: str) -> bool:
    words = set(words_of(name))
    return bool(words & _MEANING_WORDS) and not words & _CODE_WORDS


def value_problems(where: str, name: str, value: Any) -> list[str]:
    """What is wrong with one value of field or parameter ``name``."""
    if not isinstance(value, str):
        if isinstance(value, list | dict):
            return [
                p
                for item in (value if isinstance(value, list) else [])
                for p in value_problems(where, "", item)
            ]
        return []
    problems: list[str] = []
    if "email" in words_of(name) and "@" in value and not _EMAIL.match(value):
        problems.append(f"{where}.{name}: {value!r} is not a valid email address")
    if _is_meaning_field(name) and _CODE.match(value.strip()):
        problems.append(f"{where}.{name}: a code {value!r} where a {name} is meant")
    if _REPR.search(value):
        problems.append(f"{where}.{name}: a Python repr {value!r}")
    return problems


def text_problems(text: str) -> list[str]:
    problems = [f"a mechanics parameter told: {m.group(0)!r}" for m in _MECHANICS_TOLD.finditer(text)]
    for found in _EMAIL_IN_TEXT.findall(text):
        address = found.rstrip(".")
        if "@" in address and not _EMAIL.match(address):
            problems.append(f"an email that is no address: {address!r}")
    problems += [f"a Python repr: {m.group(0)!r}" for m in _REPR.finditer(text)]
    return problems


def scenario_problems(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    problems = text_problems(scenario.task) + text_problems(scenario.persona)
    for table, rows in scenario.initial_state.items():
        # A row's key is a reference by nature (a parser may key a table by its "type"), unless it is a name.
        # Fields the server sets (readOnly) are numbered by the generator as keys are: left out here too.
        schema = spec.state_schema.table(table)
        keyed_by_name = bool(set(words_of(schema.primary_key)) & {"name", "title", "firstname", "lastname"})
        skipped = {f.name for f in schema.fields if f.generated} | (
            set() if keyed_by_name else {schema.primary_key}
        )
        for row in rows:
            for name, value in row.items():
                if name not in skipped:
                    problems += value_problems(table, name, value)
    for call in scenario.reference_chain:
        for name, value in call.arguments.items():
            problems += value_problems(call.name, name, value)
    return problems


def test_the_checks_flag_what_the_old_tasks_said() -> None:
    assert text_problems("Hi! The page is 9. It's the owner with last name Chen.")
    assert text_problems("Hi! The before is ROW-0232. The search is ROW-0020. I'd like to complete order 4.")
    assert text_problems("The page token is ROW-0294. I need you to remove session SES-003.")
    assert text_problems("Please change the email of employee 147 to alberto.errazuriz116@-116. Thanks.")
    assert text_problems("Please change the photo urls of pet 5 to ['fantasy'].")
    assert value_problems("customer", "state", "CUS-0114")
    assert value_problems("message", "role", "MES-0105")
    assert value_problems("chat", "visibility", "CHA-0105")
    assert value_problems("employees", "email", "alberto.errazuriz116@-116")
    assert value_problems("pet", "tags", "['mystery']")
    # What a person says is fine: a date range, an address, a code in a code field, a sentence.
    assert not text_problems("Hi, this is Ana (email ana.li4@example.com). The start date is 2025-02-03.")
    assert not text_problems("Please set the tags of pet 5 to travel and fantasy.")
    assert not value_problems("customer", "state", "CA")
    assert not value_problems("customer", "state_code", "CUS-0114")
    assert not value_problems("products", "product_code", "PRO-0004")
    assert not value_problems("employees", "email", "ana.li4@example.com")
    assert not value_problems("enrollments", "grade", "B+")


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_offline_scenarios_hold_values_a_person_recognises(path: Path) -> None:
    spec = _spec(path)
    with SharedSession(lambda: open_session(untrusted=False)) as shared:
        built = build_scenarios(
            spec=spec, graph=build_tool_graph(spec=spec), count=6, seed=0, sandbox_factory=shared.lease
        )
    assert built
    found = {s.task: scenario_problems(spec, s) for s in built}
    assert {task: problems for task, problems in found.items() if problems} == {}


def _param(name: str, description: str = "", **schema: Any) -> Parameter:
    return Parameter(name=name, description=description or name, value_schema={"type": "string", **schema})


def test_paging_sorting_and_cursors_are_mechanics_but_filters_by_meaning_are_not() -> None:
    for name in (
        "page",
        "per_page",
        "pageSize",
        "page_token",
        "offset",
        "before",
        "starting_after",
        "sort_by",
        "order",
        "order_by",
    ):
        assert is_mechanics(_param(name)), name
    for name in ("city", "status", "credit_limit", "page_title", "q", "order_id", "starts_at"):
        assert not is_mechanics(_param(name)), name
    # A bound in time is a filter a person states ("placed after 1 March").
    assert not is_mechanics(_param("after", format="date-time"))
    assert not is_mechanics(_param("before", "Only items created before this date"))
    assert is_mechanics(_param("before", "Return results before this cursor"))
    # Where a tool requires one: the first page, no offset, the largest page it allows, the first option.
    assert mechanics_default(_param("page", type="integer", minimum=1)) == 1
    assert mechanics_default(_param("offset", type="integer")) == 0
    assert mechanics_default(_param("limit", type="integer", minimum=1, maximum=50)) == 50
    assert mechanics_default(_param("sort", enum=["asc", "desc"])) == "asc"
    assert mechanics_default(_param("cursor")) is None


def _drawn(name: str, table: str, *, description: str = "", length: int | None = None) -> set[Any]:
    checks = [f"len(value) <= {length}"] if length is not None else []
    field = Field(name=name, type=FieldType.STRING, description=description, checks=checks)
    return {
        value_for(field=field, table_name=table, row={}, rng=random.Random(seed), serial=100 + seed)
        for seed in range(12)
    }


def test_fields_get_values_of_their_kind() -> None:
    assert _drawn("state", "customers") <= {
        "California",
        "Texas",
        "New York",
        "Washington",
        "Illinois",
        "Oregon",
        "Colorado",
        "Ontario",
        "Quebec",
        "British Columbia",
        "Bavaria",
        "Queensland",
    }
    assert all(len(v) == 2 and v.isupper() for v in _drawn("state", "customers", length=2))
    assert all(len(v) == 2 for v in _drawn("billing_state", "invoices", description="State code"))
    assert _drawn("state", "feature_settings") <= {"active", "inactive", "pending"}  # a lifecycle's state
    assert _drawn("grade", "enrollments", length=1) <= set("ABCDF")
    assert _drawn("visibility", "chat") <= {"public", "private", "unlisted"}
    assert _drawn("role", "message") <= {"user", "assistant"}
    assert all(", " in v or v.isalpha() for v in _drawn("tags", "posts"))
    emails = _drawn("email", "employees", length=25)
    assert all(len(v) <= 25 and _EMAIL.match(v) for v in emails), emails
    assert all(_EMAIL.match(v) for v in _drawn("email", "customers"))
