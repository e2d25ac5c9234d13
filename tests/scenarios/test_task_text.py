"""Offline tasks in plain language (issue 40, item 5): a text check that flags broken singulars ("cours"),
a wrong "a"/"an" ("a instructor"), two filler sentences in a row ("It's about X. This concerns Y."), rows
described in stilted forms ("It's the hold with status ready.", "There should be an order whose ...") and a
persona asking for an act their role would not ask for (``personas.refusal`` as the oracle), run over the
offline tasks and personas of the three shipped samples, a course registration schema and a set of the
public corpus (SQL and OpenAPI)."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest

from synthesis.graph import build_tool_graph
from synthesis.ir import EnvironmentSpec, ScenarioSpec
from synthesis.sandbox import open_session
from synthesis.sandbox.shared import SharedSession
from synthesis.scenarios.builder import build_scenarios
from synthesis.scenarios.personas import (
    Persona,
    Request,
    choose_persona,
    persona_of,
    refusals,
    requests_of,
    staff_persona,
)
from synthesis.scenarios.tasks import (
    StatedValue,
    TaskStep,
    Voice,
    compose_task,
    field_label,
    is_filler,
    singular,
)
from synthesis.seeds.specs import parse_openapi, parse_sql
from synthesis.state.values import article, is_person_table, words_of

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "synthesis" / "seeds" / "samples"
CORPUS = ROOT / "tests" / "data" / "specs" / "public"
COURSES = Path(__file__).resolve().parent / "course_registration.sql"
# Varied public schemas: HR, a film rental, a music store, orders (Oracle), a Django help desk, books (sqlc),
# and APIs of a vet clinic, a café, a blog and a pet store.
CORPUS_SET = [
    "hr.oracle.sql",
    "sakila.postgres.sql",
    "chinook.postgres.sql",
    "customer-orders.oracle.sql",
    "helpdesk.django-sqlmigrate.sql",
    "petclinic.openapi.yml",
    "cafe.openapi.yaml",
    "realworld.openapi.yml",
    "petstore-v3.openapi.yaml",
    "sqlc-booktest.postgres.sql",  # names in PostgreSQL `text` columns
]
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
# Rows described the way no person says them (issue 40, item 5): "It's the hold with status ready.", "It's a
# copy with condition worn that is not available.", "This concerns copy 3.", "It's about customer CUS-001.",
# "There should be an order whose status is paid.", "I'm looking for the department whose code is D1."
_STILTED = {
    'a row said as "It\'s the X with"': re.compile(r"\bIt's (?:the|my) [\w -]+? with\b"),
    'a row said as "It\'s a X with/that is"': re.compile(r"\bIt's an? [\w -]+? (?:with|that is)\b"),
    'a "This concerns" preamble': re.compile(r"\bThis concerns\b"),
    'an "It\'s about" preamble': re.compile(r"\bIt's about\b"),
    'a row said as "There should be a X whose"': re.compile(r"\bThere should be\b"),
    'a row said as "the X whose Y is"': re.compile(r"\b(?:the|an?|my) [\w -]+? whose [\w -]+? (?:is|are)\b"),
}
_ARTICLE = re.compile(r"\b([Aa]n?) ([a-z][a-z-]*)\b")


def _suffix_cuts(word: str) -> set[str]:
    """What hand-made suffix rules make of a plural: courses -> cours, cours, coursy."""
    return {word[:-1], word[:-2], word[:-3] + "y"} if word.endswith("s") else set()


def _as_noun(word: str) -> re.Pattern[str]:
    """``word`` where a table's noun stands: after "the", "a", "my", ... at the end of its phrase ("delete the
    cours.", "the cours with ...") or before a number ("cours number 1", "cours 4"); not a word that only
    shares its letters ("a new post" beside a table of news, "not active" beside notes, a code POS-0002)."""
    after = r"(?!\s+(?!with\b|for\b|whose\b|of\b|that\b|number\b|is\b)[a-z])"
    return re.compile(
        rf"\b(?:the|a|an|my|your|this|that)\s+{word}\b{after}|\b{word}\s+(?:number\b|\d)", re.IGNORECASE
    )


def text_problems(text: str, tables: list[str]) -> list[str]:
    """Broken singulars of the tables' names, wrong articles, rows described in stilted forms ("It's the X
    with", "This concerns", "There should be a X whose") and two filler sentences in a row."""
    problems: list[str] = []
    for table in tables:
        for word in words_of(table):
            right = words_of(singular(word))[-1] if words_of(singular(word)) else word
            for broken in _suffix_cuts(word) - {right, word}:
                if len(broken) > 2 and _as_noun(broken).search(text):
                    problems.append(f"broken singular {broken!r} of {word!r} (should be {right!r})")
    for match in _ARTICLE.finditer(text):
        wanted = article(match.group(2))
        if match.group(1).lower() != wanted:
            problems.append(f"{match.group(0)!r} should be {wanted!r} {match.group(2)!r}")
    problems += [
        f"{what}: {m.group(0)!r}" for what, pattern in _STILTED.items() for m in pattern.finditer(text)
    ]
    sentences = _SENTENCE_END.split(text)
    for first, second in itertools.pairwise(sentences):
        if is_filler(first) and is_filler(second):
            problems.append(f"two filler sentences in a row: {first!r} {second!r}")
    return problems


def persona_problems(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    """Why the scenario's persona would not ask for every act of its reference chain (the rule as an oracle):
    the persona is read back from its text, a person row named in it or the domain's staff role."""
    requests = requests_of(spec=spec, calls=scenario.reference_chain, state=scenario.initial_state)
    if scenario.persona == staff_persona().describe(spec.name):
        return []
    for table in spec.state_schema.tables:
        for row in scenario.initial_state.get(table.name, []) if is_person_table(table.name) else []:
            persona = persona_of(table, row[table.primary_key], row)
            if persona.describe(spec.name) == scenario.persona:
                return refusals(spec, persona, requests, scenario.initial_state)
    return [f"persona {scenario.persona!r} is neither a person row nor the domain's staff role"]


def _spec(path: Path) -> EnvironmentSpec:
    slug = path.name.split(".")[0].replace("-", "_")
    raw = path.read_bytes()
    return parse_sql(raw, name=slug) if path.name.endswith(".sql") else parse_openapi(raw, name=slug)


def test_the_check_flags_what_the_old_tasks_said() -> None:
    tables = ["courses", "departments", "instructors"]
    assert text_problems(
        "Hello. It's about department 1. The cours number is 4. Please delete the cours.", tables
    )
    assert text_problems("a instructor of course_registration", tables)
    assert text_problems("Hi. It's about department 1. This concerns course 4. Please delete it.", tables)
    assert text_problems("This concerns cours number 1. Please delete the cours with code C1.", tables)
    # Words that only share a cut's letters: "new" beside news, "not" beside notes, the letters of a code.
    assert not text_problems(
        "Please add a new post. Mark it as not active. It's post POS-0002.", ["news", "notes", "posts"]
    )
    assert not text_problems(
        "Hi, this is Ana (member number 4). This is for department 1. I have a course with title Algebra.",
        tables,
    )


# The offline demo's tasks before rows were said in one clause (issue 40, item 5), verbatim.
OLD_DEMO_TASKS = [
    "It's the member with membership senior and status active. It's the hold for book 1 with status ready. "
    "Please delete the hold.",
    "It's a product with catalogue section music that is active. Please add a new order item for order "
    "ORD-003.",
    "This concerns copy 3 and member 5. It's the loan with due date 2024-11-25.",
    "Hi! It's about customer CUS-001. I need you to place an order.",
    "There should be a customer whose country is SP. There should be an order whose status is paid.",
    "It's a copy with condition worn and barcode COP49663 that is not available. Could you remove the copy?",
    "My country is FR. It's my order with status open. Can you pay my order for me?",
    "Hi, Fatima Rossi here. I'm looking for the department whose code is DEP13942.",
]


@pytest.mark.parametrize("task", OLD_DEMO_TASKS)
def test_the_check_flags_rows_described_in_stilted_forms(task: str) -> None:
    assert text_problems(task, ["members", "holds", "products", "copies", "loans", "orders"])


def test_rows_said_in_one_clause_pass_the_check() -> None:
    tables = ["members", "holds", "products", "copies", "loans", "orders", "customers"]
    for task in [
        "There's an active senior member. Can you remove the ready hold for book 1 for me?",
        "I'm asking about the active music product. Please add a new order item for order ORD-003.",
        "I'm looking for the loan for copy 3 and member 5 with due date 2024-11-25. Please delete that loan.",
        "Hi! This is for customer CUS-001. I need you to place an order.",
        "There's a worn copy with barcode COP49663, which is not available. Could you remove that copy?",
        "My country is FR. Can you pay my open order for me?",
        "Hi, Ana here (email ana@x.org). I have a ready hold for book 1. Please cancel that hold.",
    ]:
        assert text_problems(task, tables) == [], task


def _described(table: str, name: str, value: object, parent: str | None = None) -> StatedValue:
    return StatedValue(name, value, table, name, "lookup", parent)


def test_a_described_row_is_said_in_the_request_that_acts_on_it_or_just_before() -> None:
    delete_copy = TaskStep("delete_copy", "write", [], [], act="delete", table="copies")
    copy = [_described("copies", "condition", "worn"), _described("copies", "barcode", "COP49663")]
    task = compose_task(steps=[delete_copy], facts=[], rng=random.Random(1), described=copy)
    assert "the worn copy with barcode COP49663?" in task or "the worn copy with barcode COP49663." in task
    assert task.count("COP49663") == 1 and text_problems(task, ["copies"]) == []
    # Not available is a trailing clause: said in a sentence of its own, then "that copy".
    unavailable = [*copy, _described("copies", "is_available", False)]
    task = compose_task(steps=[delete_copy], facts=[], rng=random.Random(1), described=unavailable)
    assert "worn copy with barcode COP49663, which is not available." in task and "that copy" in task
    # A row needed by a later request is said right before that request, not at the top.
    add_loan = TaskStep("create_loan", "write", [], [], act="create", table="loans")
    find = TaskStep("list_copies", "read", [_described("copies", "barcode", "COP1")], [])
    delete_fine = TaskStep(
        "delete_fine", "write", [StatedValue("fine_id", 5, "fines", "fine_id", "key")], [], "delete", "fines"
    )
    task = compose_task(steps=[delete_fine, find, add_loan], facts=[], rng=random.Random(0))
    assert task.index("fine 5") < task.index("COP1") < task.index("loan")
    # A key stated with a described row goes in its clause, said with a status as a word, never an id.
    keyed = TaskStep(
        "list_loans",
        "read",
        [StatedValue("copy_id", 3, "copies", "copy_id", "key"), _described("loans", "status", "checked_in")],
        [],
    )
    close = TaskStep("close_loan", "write", [], [], act="finish", table="loans")
    task = compose_task(steps=[keyed, close], facts=[], rng=random.Random(0))
    assert "the checked-in loan for copy 3" in task and "checked_in" not in task, task
    # Keys read for a request with no key of its own name the row it acts on, not a sentence of their own.
    lines = TaskStep(
        "list_invoice_lines",
        "read",
        [
            StatedValue("invoice_id", 5, "invoices", "invoice_id", "key"),
            StatedValue("track_id", 117, "tracks", "track_id", "key"),
        ],
        [],
    )
    quantity = StatedValue("quantity", 3, "invoice_lines", "quantity", "free")
    change = TaskStep("update_invoice_line", "write", [], [quantity], act="update", table="invoice_lines")
    task = compose_task(steps=[lines, change], facts=[], rng=random.Random(0))
    assert "the quantity of the invoice line for invoice 5 and track 117 to 3" in task, task
    assert not any(is_filler(s) for s in _SENTENCE_END.split(task)), task


def _person(spec: EnvironmentSpec, state: dict, table: str) -> Persona:
    row = state[table][0]
    return persona_of(spec.state_schema.table(table), row[spec.state_schema.table(table).primary_key], row)


def test_the_role_rule_refuses_what_no_one_in_that_role_asks_for() -> None:
    spec = _spec(COURSES)
    state = {
        "departments": [{"department_id": 1, "code": "MATH", "name": "Mathematics"}],
        "instructors": [{"instructor_id": 1, "department_id": 1, "full_name": "Ada Li", "email": "a@x.org"}],
        "courses": [
            {
                "course_id": 1,
                "department_id": 1,
                "instructor_id": 1,
                "title": "Algebra",
                "credits": 3,
                "capacity": 30,
            }
        ],
        "students": [
            {
                "student_id": 7,
                "full_name": "Pedro Zimmermann",
                "email": "p@x.org",
                "phone": None,
                "dob": None,
                "enrolled_since": "2024-09-01",
            }
        ],
        "enrollments": [
            {"enrollment_id": 3, "student_id": 7, "course_id": 1, "status": "enrolled", "grade": None}
        ],
    }
    student, instructor = _person(spec, state, "students"), _person(spec, state, "instructors")
    assert student.name == "Pedro Zimmermann" and student.role == "student"

    def refused(persona: Persona, request: Request) -> list[str]:
        return refusals(spec, persona, [request], state)

    # A student deleting a course, anyone deleting their own person record, setting their own grade.
    assert refused(student, Request("delete", "courses", "delete_course", key=1))
    assert any("own student record" in r for r in refused(student, Request("delete", "students", key=7)))
    assert refused(instructor, Request("delete", "instructors", "delete_instructor", key=1))
    assert refused(
        student, Request("update", "enrollments", "update_enrollment", key=3, fields=frozenset({"grade"}))
    )
    assert refused(student, Request("create", "departments", "create_department"))
    assert refused(student, Request("create", "students", "create_student"))  # registering someone else
    # What a student does ask for: enrol, drop, change their own contact; a registrar makes courses.
    assert not refused(
        student, Request("create", "enrollments", "create_enrollment", refs={"students": 7, "courses": 1})
    )
    assert not refused(student, Request("delete", "enrollments", "delete_enrollment", key=3))
    assert not refused(
        student, Request("update", "students", "update_student", key=7, fields=frozenset({"phone"}))
    )
    assert not refused(staff_persona(), Request("create", "courses", "create_course"))
    assert not refused(student, Request("read", "courses", "get_course", key=1))
    # Someone else's enrolment is not theirs to drop.
    other = {**state, "students": [*state["students"], {**state["students"][0], "student_id": 8}]}
    assert refusals(
        spec,
        _person(spec, other, "students") if False else student,
        [Request("delete", "enrollments", key=3, refs={})],
        {**other, "enrollments": [{**state["enrollments"][0], "student_id": 8}]},
    )
    # A customer creating a product (the online shop sample).
    shop = _spec(SAMPLES / "online_shop.openapi.yaml")
    customer = Persona(table="customer", key="CUS-001", name="Quinn Garcia", role="customer")
    assert refusals(shop, customer, [Request("create", "product", "create_product")], {})


def test_the_persona_falls_back_to_the_domains_staff_stated_as_such() -> None:
    spec = _spec(COURSES)
    state = {
        "students": [
            {
                "student_id": 7,
                "full_name": "Pedro Zimmermann",
                "email": "p@x.org",
                "enrolled_since": "2024-09-01",
            }
        ],
        "courses": [],
        "departments": [],
    }
    chosen = choose_persona(
        spec=spec,
        state=state,
        bindings={"students": 7},
        requests=[Request("delete", "students", "delete_student", key=7)],
    )
    assert chosen == staff_persona()
    assert chosen.describe(spec.name) == "A member of staff of the course registration service"
    kept = choose_persona(
        spec=spec,
        state=state,
        bindings={"students": 7},
        requests=[Request("update", "students", "update_student", key=7, fields=frozenset({"email"}))],
    )
    assert kept is not None and kept.name == "Pedro Zimmermann"
    assert kept.describe(spec.name).startswith("Pedro Zimmermann, a student of the course registration")
    assert staff_persona().describe("online_shop") == "A member of staff at the online shop"


SPECS = [
    *(
        SAMPLES / name
        for name in ("library_loans.sql", "clinic_appointments.sql", "online_shop.openapi.yaml")
    ),
    COURSES,
    *(CORPUS / name for name in CORPUS_SET),
]


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_offline_tasks_read_as_plain_language_and_personas_ask_for_their_own(path: Path) -> None:
    spec = _spec(path)
    tables = [t.name for t in spec.state_schema.tables]
    with SharedSession(lambda: open_session(untrusted=False)) as shared:
        built = build_scenarios(
            spec=spec, graph=build_tool_graph(spec=spec), count=6, seed=0, sandbox_factory=shared.lease
        )
    assert built
    found = {
        s.task: text_problems(s.task, tables) + text_problems(s.persona, tables) + persona_problems(spec, s)
        for s in built
    }
    assert {task: problems for task, problems in found.items() if problems} == {}
    assert all("_" not in s.persona.split("(")[0] for s in built)  # no table or slug names in who asks
    for scenario in built:  # who speaks says their name once ("my name is X. My name is "X".": no)
        name = scenario.persona.split(",")[0]
        assert scenario.persona == staff_persona().describe(spec.name) or scenario.task.count(name) <= 1
    if path.parent == SAMPLES or path == COURSES:  # people ask for their own things there, not only the staff
        assert any(s.persona != staff_persona().describe(spec.name) for s in built)


def test_fields_are_called_what_a_person_calls_them() -> None:
    assert field_label("dob") == "date of birth"
    assert field_label("enrolled_since") == "enrolment date"
    assert field_label("starts_at") == "start time" and field_label("due_on") == "due date"
    assert field_label("placed_at") == "time placed" and field_label("max_loans") == "maximum loans"
    assert field_label("joined_on", "Day the membership started") == "join date"  # a sentence, not a label
    assert field_label("x", "Date of birth") == "date of birth"
    assert field_label("quantity", "How many units") == "quantity"
    assert field_label("email", "Contact address, also used to log in") == "email"
    author = Voice(descriptions={})
    assert author.label(StatedValue("au_lname", "Panteley", "authors", "au_lname")) == "last name"


def test_nobody_grants_themselves_a_privilege_but_staff_serve_others() -> None:
    spec = parse_sql(
        "CREATE TABLE employees (employee_id INT PRIMARY KEY, full_name VARCHAR(80) NOT NULL);"
        "CREATE TABLE privileges (privilege_id INT PRIMARY KEY, name VARCHAR(80) NOT NULL);"
        "CREATE TABLE employee_privileges (id INT PRIMARY KEY,"
        " employee_id INT NOT NULL REFERENCES employees (employee_id),"
        " privilege_id INT NOT NULL REFERENCES privileges (privilege_id));"
        "CREATE TABLE customers (customer_id INT PRIMARY KEY, full_name VARCHAR(80) NOT NULL);"
        "CREATE TABLE orders (order_id INT PRIMARY KEY, customer_id INT NOT NULL REFERENCES customers"
        " (customer_id), discount NUMERIC(4, 2));",
        name="trade",
    )
    state = {
        "employees": [{"employee_id": 9, "full_name": "Anne Larsen"}],
        "customers": [{"customer_id": 2, "full_name": "Yang Wang"}],
    }
    anne, yang = _person(spec, state, "employees"), _person(spec, state, "customers")
    grant = Request("create", "employee_privileges", "create_employee_privilege", refs={"employees": 9})
    assert refusals(spec, anne, [grant], state)
    assert not refusals(
        spec, anne, [Request("create", "orders", "create_order", refs={"customers": 2})], state
    )
    order = Request("create", "orders", "create_order", refs={"customers": 2}, fields=frozenset({"discount"}))
    assert refusals(spec, yang, [order], state)  # a discount is the business's to grant
    assert not refusals(
        spec, yang, [Request("create", "orders", "create_order", refs={"customers": 2})], state
    )


def test_a_persona_is_a_person_who_tells_what_a_person_tells() -> None:
    spec = parse_sql(
        "CREATE TABLE users (user_id INT PRIMARY KEY, email VARCHAR(80) UNIQUE,"
        " recovery_token VARCHAR(80) UNIQUE, email_confirmed_at TIMESTAMP, phone_number VARCHAR(30));"
        "CREATE TABLE user_cards (card_id INT PRIMARY KEY, title VARCHAR(80) NOT NULL);",
        name="cards",
    )
    state = {
        "users": [
            {
                "user_id": 1,
                "email": "a@x.org",
                "recovery_token": "t0k",
                "email_confirmed_at": "2025-01-02",
                "phone_number": "+1-555-0100",
            }
        ],
        "user_cards": [{"card_id": 4, "title": "Groceries"}],
    }
    user = _person(spec, state, "users")
    assert user.identifiers == {"user_id": 1, "email": "a@x.org", "phone_number": "+1-555-0100"}
    # A card is no one to speak as: its work falls to the domain's staff.
    update_card = Request("update", "user_cards", "update_user_card", key=4, fields=frozenset({"title"}))
    assert (
        choose_persona(spec=spec, state=state, bindings={"user_cards": 4}, requests=[update_card])
        == staff_persona()
    )
