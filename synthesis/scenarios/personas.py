"""The acting user of a scenario: a row of the state (the customer, the student, the member) who may ask for
every act of the chain, else a staff role of the domain, stated as such.

The persona is the person-like row closest to the rows the chain binds (the bound row itself, else a parent
reached through foreign keys, customers before staff) that ``refusal`` lets ask for each act (see
``persona_rules``); the task speaks in their voice ("my member number is 3") and ``user_facts`` hold what they
would tell when asked (name, number, email).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from synthesis.ir import EnvironmentSpec, FieldType, State, Table, ToolCall
from synthesis.scenarios.intents import act_of, owns, personal_tables
from synthesis.scenarios.roles import parameter_role
from synthesis.scenarios.tasks import singular
from synthesis.state.values import (
    PERSON_TABLE_HINTS,
    article,
    is_person_table,
    is_staff_table,
    words_of,
)

_RULES: dict[str, list[str]] = json.loads(
    (Path(__file__).parent / "phrases" / "roles.json").read_text("utf-8")
)
STAFF_RECORDS = frozenset(_RULES["staff_records"])  # what the business writes about a person: fines, grades
PAID_BY_PERSON = frozenset(_RULES["paid_by_person"])  # what a person makes but never changes: payments
STAFF_FIELDS = frozenset(_RULES["staff_fields"])  # what the business sets on a row: grades, prices, status
STAFF_VERBS = frozenset(_RULES["staff_verbs"])  # what the business does to a row: approve, ship, refund
GRANTED_FIELDS = frozenset(_RULES["granted_fields"])  # what only the business grants: a discount, a role
PLACES = frozenset(_RULES["places"])
STAFF_ROLE = "member of staff"

NAME_FIELDS = ("full_name", "name", "contact_name", "display_name", "username")
CONTACT_WORDS = {"email", "phone", "mobile"}
# What a person never tells to be found: secrets and the system's own stamps.
SECRET_WORDS = {"token", "secret", "hash", "password", "salt", "key", "otp", "nonce", "hashed", "encrypted"}


@dataclass(frozen=True)
class Persona:
    """Who asks: a row of ``table`` with primary key ``key``."""

    table: str | None  # None: a staff role of the domain, no row of the data
    key: Any
    name: str
    role: str  # "member", "customer", ..., "member of staff"
    identifiers: dict[str, Any] = field(default_factory=dict)  # field -> value they can tell

    def owns(self, table: str, field_name: str, value: Any) -> bool:
        """Whether ``value`` of ``table.field_name`` is this person's own (their number, their email)."""
        return table == self.table and repr(self.identifiers.get(field_name)) == repr(value)

    def describe(self, environment: str) -> str:
        if self.table is None:
            return f"A {self.role} {domain_phrase(environment)}"
        told = ", ".join(
            f"{self.role} number {v}" if i == 0 else f"{' '.join(words_of(k))} {v}"
            for i, (k, v) in enumerate(self.identifiers.items())
        )
        a = article(self.role)
        who = f"{self.name}, {a} {self.role}" if self.name else f"{a.capitalize()} {self.role}"
        where = domain_phrase(environment, at="of")
        return f"{who} {where} ({told})" if told else f"{who} {where}"

    def facts(self) -> dict[str, str]:
        facts = {"name": self.name} if self.name else {}
        facts.update({f"my_{k}": str(v) for k, v in self.identifiers.items()})
        return facts


def domain_phrase(environment: str, *, at: str = "at") -> str:
    """Where the persona belongs, as said: "at the online shop", "of the library loans service"."""
    said = " ".join(words_of(environment)) or environment
    if words_of(environment) and words_of(environment)[-1] in PLACES:
        return f"{at} the {said}"
    return f"of the {said} service"


def staff_persona() -> Persona:
    """The staff role of the domain, no row of the data: asks for what no person in the data would."""
    return Persona(table=None, key=None, name="", role=STAFF_ROLE)


def _singular(name: str) -> str:
    return singular(name)


FIRST_WORDS = ({"first", "name"}, {"firstname"}, {"given", "name"}, {"forename"})
LAST_WORDS = ({"last", "name"}, {"lastname"}, {"surname"}, {"family", "name"})


def _field_like(row: dict[str, Any], shapes: tuple[set[str], ...]) -> Any:
    return next((v for k, v in row.items() if set(words_of(k)) in shapes), None)


def person_name(table: Table, row: dict[str, Any]) -> str:
    """The person's name from the row: first and last name fields in any spelling, else a name field."""
    first, last = _field_like(row, FIRST_WORDS), _field_like(row, LAST_WORDS)
    if isinstance(first, str) and isinstance(last, str) and first and last:
        return f"{first} {last}"
    for name in NAME_FIELDS:
        value = next((v for k, v in row.items() if k.lower() == name), None)
        if isinstance(value, str) and value:
            return value
    return ""


def _row(state: State, table: Table, key: Any) -> dict[str, Any] | None:
    return next((r for r in state.get(table.name, []) if r.get(table.primary_key) == key), None)


def _reachable(spec: EnvironmentSpec, state: State, bindings: dict[str, Any]) -> dict[str, Any]:
    """Rows reached from the bound rows through foreign keys (two steps), as table -> key."""
    schema = spec.state_schema
    found = dict(bindings)
    frontier = list(bindings.items())
    for _ in range(2):
        next_frontier: list[tuple[str, Any]] = []
        for table_name, key in frontier:
            row = _row(state, schema.table(table_name), key)
            for f in schema.table(table_name).fields:
                if row is None or f.foreign_key is None or row.get(f.name) is None:
                    continue
                if f.foreign_key.table not in found:
                    found[f.foreign_key.table] = row[f.name]
                    next_frontier.append((f.foreign_key.table, row[f.name]))
        frontier = next_frontier
    return found


def persona_of(table: Table, key: Any, row: dict[str, Any]) -> Persona:
    """The person of ``row`` (a row of a table of people), with what they can tell to be found."""
    identifiers: dict[str, Any] = {table.primary_key: key}
    for f in table.fields:
        parts = words_of(f.name)
        contact = bool(parts) and (
            parts[-1] in CONTACT_WORDS or parts[-2:] in (["email", "address"], ["phone", "number"])
        )
        if (
            f.name != table.primary_key
            and row.get(f.name) is not None
            and (f.unique or contact)
            and not set(parts) & SECRET_WORDS
            and f.type not in (FieldType.DATE, FieldType.DATETIME)
        ):
            identifiers[f.name] = row[f.name]
    role = " ".join(words_of(_singular(table.name)))
    return Persona(
        table=table.name, key=key, name=person_name(table, row), role=role, identifiers=identifiers
    )


def _addressable(table: Table, state: State) -> bool:
    """Whether rows of ``table`` are people one can speak as: they carry names, or the table's own noun is a
    kind of person (a user, a member; not a user card, a cluster membership or a user schema)."""
    head = singular(words_of(table.name)[-1]) if words_of(table.name) else ""
    return head in PERSON_TABLE_HINTS or any(person_name(table, r) for r in state.get(table.name, [])[:3])


def choose_persona(
    *,
    spec: EnvironmentSpec,
    state: State,
    bindings: dict[str, Any],
    written: set[str] | None = None,
    created: set[str] | None = None,
    requests: list[Request] | None = None,
) -> Persona | None:
    """The person-like row the scenario is about. The person who owns every ``written`` table comes first,
    then customers, members and patients before staff. With ``requests``: the first such row reached from
    the bound rows that may ask for every one of them (``refusal``), else the staff role of the domain
    (never None). Without: None when the schema has no table of people."""
    schema = spec.state_schema
    people = [t for t in schema.tables if is_person_table(t.name)]
    # Tables of people carry names; a junction table named after them (customer_customer_demo) does not.
    named = [t for t in people if any(person_name(t, r) for r in state.get(t.name, [])[:3])]
    people = named or people
    people.sort(
        key=lambda t: (
            not owns(spec, t.name, written=written or set(), created=created or set()),
            is_staff_table(t.name),
            schema.tables.index(t),
        )
    )
    reached = _reachable(spec, state, bindings)
    if requests is not None:
        for table in (t for t in people if t.name in reached and _addressable(t, state)):
            row = _row(state, table, reached[table.name])
            persona = None if row is None else persona_of(table, reached[table.name], row)
            if persona is not None and not refusals(spec, persona, requests, state):
                return persona
        return staff_persona()
    if not people:
        return None
    chosen = next(((t, reached[t.name]) for t in people if t.name in reached), None)
    if chosen is None:
        table = people[0]
        rows = state.get(table.name, [])
        if not rows:
            return None
        chosen = (table, rows[0][table.primary_key])
    table, key = chosen
    row = _row(state, table, key)
    return None if row is None else persona_of(table, key, row)


@dataclass(frozen=True)
class Request:
    """One act a task asks for: ``act`` (read, create, update, advance, finish, cancel, delete) on a row of
    ``table`` (``key``: the row acted on, None for a new one), naming rows of other tables (``refs``: table ->
    key, the parents of a new row) and setting ``fields``."""

    act: str
    table: str
    tool: str = ""
    key: Any = None
    refs: dict[str, Any] = field(default_factory=dict)
    fields: frozenset[str] = frozenset()


def _row_by(state: State, table: Table, name: str, value: Any) -> Any:
    row = next((r for r in state.get(table.name, []) if repr(r.get(name)) == repr(value)), None)
    return None if row is None else row.get(table.primary_key)


def requests_of(*, spec: EnvironmentSpec, calls: list[ToolCall], state: State) -> list[Request]:
    """The acts of a chain's calls, each with the row it acts on, the rows it names and the fields it sets
    (from the parameters' roles: a key, a look-up of one row, a new value)."""
    found: list[Request] = []
    for call in calls:
        tool = spec.tool(call.name)
        act = act_of(spec, tool)
        table_name = act.table if act is not None else (tool.reads[0] if tool.reads else "")
        if not table_name:
            continue
        table = spec.state_schema.table(table_name)
        key: Any = None
        refs: dict[str, Any] = {}
        fields: set[str] = set(tool.operation.set_values) if tool.operation is not None else set()
        for parameter in tool.parameters:
            if parameter.name not in call.arguments:
                continue
            value = call.arguments[parameter.name]
            role = parameter_role(spec=spec, tool=tool, parameter=parameter)
            if role.table is None:
                continue
            if role.table == table.name and role.kind in ("fresh", "free") and role.field:
                fields.add(role.field)
            elif role.table == table.name and role.kind == "key" and (act is None or act.kind != "create"):
                key = value
            elif role.table == table.name and role.kind == "lookup" and role.field and key is None:
                key = _row_by(state, table, role.field, value)
            elif role.kind == "key":
                refs.setdefault(role.table, value)
        kind = act.kind if act is not None else "read"
        found.append(Request(kind, table.name, call.name, key, refs, frozenset(fields) - {table.primary_key}))
    return found


def _whose(spec: EnvironmentSpec, state: State, request: Request) -> dict[str, Any]:
    """The rows the request's row belongs to (through foreign keys, two steps), as table -> key."""
    start = dict(request.refs)
    if request.key is not None:
        start[request.table] = request.key
    return _reachable(spec, state, start)


def _words(name: str) -> set[str]:
    return set(words_of(name)) | {singular(w) for w in words_of(name)}


def _others_depend(spec: EnvironmentSpec, table: str, person_table: str) -> bool:
    """Whether rows of another kind of person refer to rows of ``table`` (students' enrolments, a course)."""
    return any(
        f.foreign_key is not None and f.foreign_key.table == table
        for other in spec.state_schema.tables
        if is_person_table(other.name) and other.name != person_table
        for child in personal_tables(spec, other.name) - {other.name, table}
        for f in spec.state_schema.table(child).fields
    )


def _about_self(spec: EnvironmentSpec, state: State, request: Request, persona: Persona) -> bool:
    """Whether the request's row refers straight to the persona's own row (their privilege, their salary)."""
    table = spec.state_schema.table(request.table)
    links = [
        f.name for f in table.fields if f.foreign_key is not None and f.foreign_key.table == persona.table
    ]
    if not links or persona.table is None:
        return False
    if repr(request.refs.get(persona.table)) == repr(persona.key):
        return True
    row = _row(state, table, request.key) if request.key is not None else None
    return row is not None and any(repr(row.get(name)) == repr(persona.key) for name in links)


def refusal(spec: EnvironmentSpec, persona: Persona, request: Request, state: State) -> str | None:
    """Why ``persona`` would not ask for ``request``, or None when a person in that role would. A staff role
    of the domain asks for anything; a person row reads anything and acts only on their own things:
    - their own record: they update what is theirs to tell (contact, address), never their grade, status or
      price, never delete it and never create a record of their kind (that is registering someone else);
    - rows that belong to them (their enrolments, holds, orders, appointments): create, change, cancel or
      delete them, except what the business writes about them (fines, grades, prescriptions; payments they
      only make) and what the business does (approve, ship, refund);
    - a member of staff in the data also serves others (a clinician books a patient's appointment); rows that
      are nobody's (courses, departments, rooms, products) are the domain's staff's to create and change, and
      so is deleting a row other people's rows refer to (a course with students' enrolments)."""
    if persona.table is None or request.act == "read":
        return None
    role = persona.role
    noun = " ".join(words_of(singular(request.table)))
    staff = is_staff_table(persona.table)
    verb = words_of(request.tool)[0] if words_of(request.tool) else request.act
    own_row = repr(request.key) == repr(persona.key)
    if request.table == persona.table:
        if request.act == "create":
            return f"a {role} does not register a new {noun}: the staff does"
        if request.act == "delete":
            return (
                f"nobody deletes their own {noun} record" if own_row else f"a {role} does not delete a {noun}"
            )
        if not own_row:
            return f"a {role} does not change another {noun}'s record"
        if request.act != "update" or verb in STAFF_VERBS:
            return f"a {role} does not {request.act} their own {noun} record"
        set_by_staff = sorted(f for f in request.fields if _words(f) & STAFF_FIELDS)
        return f"a {role} does not set their own {', '.join(set_by_staff)}" if set_by_staff else None
    whose = _whose(spec, state, request)
    ours = request.table in personal_tables(spec, persona.table)
    serves = staff and any(
        request.table in personal_tables(spec, p.name) and not is_staff_table(p.name)
        for p in spec.state_schema.tables
        if is_person_table(p.name) and p.name != persona.table
    )
    if not ours and not serves:
        return f"a {role} does not {verb} {article(noun)} {noun}: it belongs to no {role}"
    if request.act == "delete" and _others_depend(spec, request.table, persona.table):
        return f"a {role} does not delete {article(noun)} {noun} that other people's rows refer to"
    if ours and not serves and repr(whose.get(persona.table)) != repr(persona.key):
        return f"the {noun} is not this {role}'s"
    kind = _words(request.table)
    granted = sorted(f for f in request.fields if _words(f) & GRANTED_FIELDS)
    if staff:
        if _about_self(spec, state, request, persona) and (kind & STAFF_RECORDS or granted):
            return f"nobody writes their own {noun}{' ' + ', '.join(granted) if granted else ''}"
        return None
    if request.act == "create" and granted:
        return f"a {role} does not grant themselves the {', '.join(granted)} of {article(noun)} {noun}"
    if kind & STAFF_RECORDS:
        return f"a {role} does not {request.act} {article(noun)} {noun}: the staff writes it"
    if kind & PAID_BY_PERSON and request.act != "create":
        return f"a {role} makes {article(noun)} {noun} but does not {request.act} it"
    if verb in STAFF_VERBS:
        return f"a {role} does not {verb} their own {noun}: the staff does"
    set_by_staff = sorted(f for f in request.fields if _words(f) & STAFF_FIELDS)
    if request.act == "update" and set_by_staff:
        return f"a {role} does not set the {', '.join(set_by_staff)} of their {noun}"
    return None


def refusals(spec: EnvironmentSpec, persona: Persona, requests: list[Request], state: State) -> list[str]:
    """Every reason ``persona`` would not ask for one of ``requests`` (empty: they may ask for all)."""
    return [reason for r in requests if (reason := refusal(spec, persona, r, state)) is not None]
