"""The acting user of a scenario is a row of the state: the customer, the student, the member.

The persona is the person-like row closest to the rows the chain binds (the bound row itself, else a parent
reached through foreign keys, customers before staff); the task speaks in their voice ("my member number is
3") and ``user_facts`` hold what they would tell when asked (name, number, email).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import EnvironmentSpec, State, Table
from synthesis.scenarios.intents import owns
from synthesis.scenarios.tasks import singular
from synthesis.state.values import article, is_person_table, is_staff_table, words_of

NAME_FIELDS = ("full_name", "name", "contact_name", "display_name", "username")
CONTACT_WORDS = {"email", "phone", "mobile"}


@dataclass(frozen=True)
class Persona:
    """Who asks: a row of ``table`` with primary key ``key``."""

    table: str
    key: Any
    name: str
    role: str  # "member", "customer", ...
    identifiers: dict[str, Any] = field(default_factory=dict)  # field -> value they can tell

    def owns(self, table: str, field_name: str, value: Any) -> bool:
        """Whether ``value`` of ``table.field_name`` is this person's own (their number, their email)."""
        return table == self.table and repr(self.identifiers.get(field_name)) == repr(value)

    def describe(self, environment: str) -> str:
        told = ", ".join(
            f"{self.role} number {v}" if i == 0 else f"{' '.join(words_of(k))} {v}"
            for i, (k, v) in enumerate(self.identifiers.items())
        )
        a = article(self.role)
        who = f"{self.name}, {a} {self.role}" if self.name else f"{a.capitalize()} {self.role}"
        return f"{who} of {environment} ({told})" if told else f"{who} of {environment}"

    def facts(self) -> dict[str, str]:
        facts = {"name": self.name} if self.name else {}
        facts.update({f"my_{k}": str(v) for k, v in self.identifiers.items()})
        return facts


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


def choose_persona(
    *,
    spec: EnvironmentSpec,
    state: State,
    bindings: dict[str, Any],
    written: set[str] | None = None,
    created: set[str] | None = None,
) -> Persona | None:
    """The person-like row the scenario is about; None when the schema has no table of people. The person
    who owns every ``written`` table comes first, then customers, members and patients before staff."""
    schema = spec.state_schema
    people = [t for t in schema.tables if is_person_table(t.name)]
    if not people:
        return None
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
    chosen = next(((t, reached[t.name]) for t in people if t.name in reached), None)
    if chosen is None:
        table = people[0]
        rows = state.get(table.name, [])
        if not rows:
            return None
        chosen = (table, rows[0][table.primary_key])
    table, key = chosen
    row = _row(state, table, key)
    if row is None:
        return None
    identifiers: dict[str, Any] = {table.primary_key: key}
    for f in table.fields:
        if (
            f.name != table.primary_key
            and row.get(f.name) is not None
            and (f.unique or set(words_of(f.name)) & CONTACT_WORDS)
        ):
            identifiers[f.name] = row[f.name]
    role = " ".join(words_of(_singular(table.name)))
    return Persona(
        table=table.name, key=key, name=person_name(table, row), role=role, identifiers=identifiers
    )
