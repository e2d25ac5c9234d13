"""What a person wants from a chain: each write tool as an act on a table (create, update, a status step,
delete), status lifecycles inferred from enum values and tool names, and the rules a coherent goal keeps.

A chain binds one row per table (and later calls follow rows that earlier calls inserted), so an act on a
table is an act on *the* row of that table in the scenario. That is what makes these rules exact:

- never a write to a row the chain later deletes (update the hold, then delete it);
- never an act on a row after it was deleted or cancelled, unless it is what one does after a cancel
  (a refund after a cancel is meaningful; a payment on a cancelled order is not);
- never a change to a row the chain just created (create a patient, then rename them);
- a status change follows the lifecycle: forward along the enum's declared order, or to an end state
  (cancelled, closed, no_show) from a live one; never back, never from an end state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from synthesis.ir import EnvironmentSpec, OperationKind, Tool, ToolKind
from synthesis.state.values import is_person_table, is_staff_table, words_of

ActKind = Literal["create", "update", "advance", "finish", "cancel", "delete"]

CREATE_VERBS = {
    "create",
    "add",
    "register",
    "insert",
    "new",
    "open",
    "make",
    "schedule",
    "enroll",
    "submit",
    "place",
    "record",
    "book",
    "borrow",
    "issue",
    "reserve",
    "log",
    "file",
    "post",
}
DELETE_VERBS = {"delete", "remove", "drop", "purge", "destroy", "unregister"}
CANCEL_VERBS = {
    "cancel",
    "void",
    "reject",
    "decline",
    "revoke",
    "withdraw",
    "suspend",
    "deactivate",
    "close",
    "expire",
    "archive",
    "terminate",
}
FINISH_VERBS = {
    "return",
    "complete",
    "finish",
    "collect",
    "deliver",
    "resolve",
    "checkout",
    "fulfil",
    "fulfill",
    "discharge",
    "settle",
}
# Acts that make sense on a row after it was cancelled or finished (a refund follows a cancel).
AFTER_END_VERBS = {
    "refund",
    "restock",
    "reopen",
    "restore",
    "reactivate",
    "release",
    "waive",
    "rate",
    "review",
    "reinstate",
    "credit",
    "reimburse",
}
# Enum values that end a lifecycle without completing it.
DEAD_STATES = {
    "cancelled",
    "canceled",
    "closed",
    "rejected",
    "void",
    "voided",
    "expired",
    "archived",
    "deleted",
    "refunded",
    "no_show",
    "inactive",
    "suspended",
    "lost",
    "failed",
    "declined",
    "withdrawn",
    "dropped",
    "terminated",
    "blocked",
    "banned",
}
PAST = {"delete": "deleted", "cancel": "cancelled"}
STATUS_FIELD_WORDS = {"status", "state", "stage", "phase"}
# First values of lifecycles that cycle, and the dead states a cycle comes back from.
CYCLE_STARTS = {"available", "free", "idle", "vacant", "in_stock", "active", "enabled", "online"}
CYCLE_PAUSES = {"suspended", "inactive", "blocked"}


@dataclass(frozen=True)
class Act:
    """One write tool as what it does to one table."""

    tool: str
    kind: ActKind
    table: str


def is_status_field(name: str) -> bool:
    return bool(set(words_of(name)) & STATUS_FIELD_WORDS)


def _verb(tool: Tool) -> str:
    parts = words_of(tool.name)
    return parts[0] if parts else ""


def _created_table(spec: EnvironmentSpec, tool: Tool) -> str:
    """The table a creating tool written as code makes a row of: of the tables it writes, the one referring to
    the others (``schedule_interview`` writes the application's status and makes an interview that refers to
    it; ``borrow_book`` marks the book and makes a loan of it), else the first it declares."""
    written = set(tool.writes)
    for name in tool.writes:
        table = spec.state_schema.table(name)
        if any(f.foreign_key is not None and f.foreign_key.table in written - {name} for f in table.fields):
            return name
    return tool.writes[0] if tool.writes else ""


def act_of(spec: EnvironmentSpec, tool: Tool) -> Act | None:
    """What a write tool does, from its operation (template tools) or its name, writes and description."""
    if tool.kind != ToolKind.WRITE:
        return None
    verb = _verb(tool)
    op = tool.operation
    table = op.table if op is not None else (tool.writes[0] if tool.writes else "")
    if op is not None and op.kind == OperationKind.CREATE:
        return Act(tool.name, "create", table)
    if op is not None and op.kind == OperationKind.DELETE:
        return Act(tool.name, "delete", table)
    if op is not None and op.kind == OperationKind.UPDATE and op.set_values:
        written = {str(v).lower() for k, v in op.set_values.items() if is_status_field(k)}
        if written & DEAD_STATES or verb in CANCEL_VERBS:
            return Act(tool.name, "cancel", table)
        return Act(tool.name, "finish" if verb in FINISH_VERBS else "advance", table)
    if op is None:
        if verb in CREATE_VERBS:
            return Act(tool.name, "create", _created_table(spec, tool))
        if verb in DELETE_VERBS:
            return Act(tool.name, "delete", table)
        if verb in CANCEL_VERBS:
            return Act(tool.name, "cancel", table)
        if verb in FINISH_VERBS:
            return Act(tool.name, "finish", table)
    return Act(tool.name, "update", table)


class _Ownership:
    """Who owns which tables in a schema, worked out once per question: the tables of people, each table's
    children through foreign keys, and each table's personal tables (asked for again and again by a chain's
    rules, and each a walk over every field of the schema)."""

    def __init__(self, spec: EnvironmentSpec) -> None:
        self.people = [t.name for t in spec.state_schema.tables if is_person_table(t.name)]
        self._children: dict[str, set[str]] = {}
        for t in spec.state_schema.tables:
            for f in t.fields:
                if f.foreign_key is not None:
                    self._children.setdefault(f.foreign_key.table, set()).add(t.name)
        self._personal: dict[str, frozenset[str]] = {}

    def personal(self, person_table: str) -> frozenset[str]:
        found = self._personal.get(person_table)
        if found is None:
            owned = {person_table}
            for _ in range(2):
                owned |= {child for table in list(owned) for child in self._children.get(table, ())}
            found = self._personal[person_table] = frozenset(owned)
        return found

    def owns(self, person_table: str, *, written: set[str], created: set[str]) -> bool:
        if person_table in created:
            return False
        if is_staff_table(person_table):
            return True
        return written <= self.personal(person_table)

    def operator_work(self, written: set[str]) -> bool:
        if not written or any(is_staff_table(p) for p in self.people):
            return False  # a member of staff in the data does it (``owns``)
        reached = {table for person in self.people for table in self.personal(person)}
        return not written & reached


def personal_tables(spec: EnvironmentSpec, person_table: str) -> set[str]:
    """The person's own table and the tables whose rows are theirs: children and grandchildren through
    foreign keys (a member's loans and the fines on those loans)."""
    return set(_Ownership(spec).personal(person_table))


def owns(spec: EnvironmentSpec, person_table: str, *, written: set[str], created: set[str]) -> bool:
    """Whether a row of ``person_table`` would make all these writes as their own: a customer their orders
    and the items on them; a member of staff also the catalogue (rooms, films). Nobody is the row the chain
    creates in their own table (registering someone else is the staff's work)."""
    return _Ownership(spec).owns(person_table, written=written, created=created)


def operator_work(spec: EnvironmentSpec, written: set[str]) -> bool:
    """Writes only to tables that no person in the data has rows in, directly or through foreign keys (a
    pet store's pets and orders when its users own nothing): the service's own staff does them, as it does
    everything in a schema without tables of people. The requester is then no row of the data (a schema
    with a table of staff has them do it instead)."""
    return _Ownership(spec).operator_work(written)


def _unowned_writes(ownership: _Ownership, acts: list[Act]) -> list[str]:
    """Writes no single person in the data would make as their own (a patient renaming a room). Only for
    schemas with tables of people, and only when some written table is a person's; writes to tables
    nobody's rows reach are the staff's work (``operator_work``), never mixed with a person's own."""
    if not ownership.people or not acts:
        return []
    written = {a.table for a in acts}
    if ownership.operator_work(written):
        return []
    created = {a.table for a in acts if a.kind == "create"}
    if any(ownership.owns(p, written=written, created=created) for p in ownership.people):
        return []
    return [f"no one person owns all of {', '.join(sorted(written))}"]


def _chain_tools(spec: EnvironmentSpec, chain: list[str]) -> list[Tool]:
    """``spec.tool(name)`` for each name (the first tool of that name; KeyError for none), one index."""
    by_name: dict[str, Tool] = {}
    for tool in spec.tools:
        by_name.setdefault(tool.name, tool)
    found: list[Tool] = []
    for name in chain:
        if name not in by_name:
            raise KeyError(name)
        found.append(by_name[name])
    return found


def chain_problems(spec: EnvironmentSpec, chain: list[str]) -> list[str]:
    """Why ``chain`` is not a goal a person would have, as sentences; empty when it is coherent."""
    tools = _chain_tools(spec, chain)
    acts = [act_of(spec, tool) for tool in tools]
    ownership = _Ownership(spec)
    problems: list[str] = _unowned_writes(ownership, [a for a in acts if a is not None])
    ended: dict[str, str] = {}  # table -> the act that removed or cancelled its row
    touched: dict[str, Act] = {}  # table -> the first act on its row
    for name, tool, act in zip(chain, tools, acts, strict=True):
        if act is None:
            gone = {t for t in tool.reads if ended.get(t) == "delete"}
            if gone:
                problems.append(f"{name} reads {', '.join(sorted(gone))} after its row was deleted")
            continue
        verb = _verb(tool)
        if act.table in ended and not (ended[act.table] == "cancel" and verb in AFTER_END_VERBS):
            problems.append(f"{name} acts on the {act.table} row after it was {PAST[ended[act.table]]}")
        for parent, how in ended.items():
            child = act.table in ownership.personal(parent) and act.table != parent
            if child and verb not in AFTER_END_VERBS:
                problems.append(f"{name} adds to {act.table} of the {parent} row, which was {PAST[how]}")
        earlier = touched.get(act.table)
        if earlier is not None and act.table not in ended:
            if act.kind in ("delete", "cancel"):
                problems.append(f"{earlier.tool} writes the {act.table} row that {name} then {act.kind}s")
            elif earlier.kind == "create" and act.kind != "create":
                problems.append(f"{name} changes the {act.table} row {earlier.tool} just made")
        if act.kind == "delete":
            # Rows that go with the deleted one (its loans, their fines) were written for nothing.
            for table, first in touched.items():
                if table != act.table and table in ownership.personal(act.table):
                    problems.append(
                        f"{first.tool} writes {table} rows that {name} then deletes with its parent"
                    )
        touched.setdefault(act.table, act)
        if act.kind in ("delete", "cancel"):
            ended[act.table] = act.kind
    return problems


def _live_states(values: list[str]) -> list[str]:
    return [v for v in values if v.lower() not in DEAD_STATES]


def is_cycle(values: list[str]) -> bool:
    """A resource's states cycle (available -> borrowed -> available; active -> suspended -> active)."""
    return bool(values) and values[0].lower() in CYCLE_STARTS


def is_end_state(values: list[str], value: str) -> bool:
    """Dead states and the last of several live states (delivered, completed, collected) end a lifecycle; in
    a cycle only the dead states that are not its way back. A lone live state (open beside closed) is where
    the lifecycle starts, not where it ends."""
    live = _live_states(values)
    if is_cycle(values):
        return value.lower() in DEAD_STATES and value.lower() not in CYCLE_PAUSES
    return value.lower() in DEAD_STATES or (len(live) > 1 and value == live[-1])


def next_states(values: list[str], current: str) -> list[str]:
    """Where a status may go from ``current``: the next one or two live states, or a dead state; in a
    cycle also back to its first state."""
    live = _live_states(values)
    dead = [v for v in values if v.lower() in DEAD_STATES]
    if current not in values or is_end_state(values, current):
        return []
    if is_cycle(values):
        return [v for v in values if v != current and not (current.lower() in DEAD_STATES and v in dead)]
    position = live.index(current)
    return live[position + 1 : position + 3] + dead


def transition_problem(values: list[str], before: str, after: str) -> str | None:
    """Why ``before -> after`` is not a lifecycle step, or None when it is one."""
    if before == after:
        return f"status stays {before}"
    if after not in next_states(values, before):
        return (
            f"status goes from {before} to {after}, which its lifecycle ({', '.join(values)}) does not allow"
        )
    return None


def intent_label(spec: EnvironmentSpec, chain: list[str]) -> str:
    """A short name for the goal: 'cancel orders + create payments'."""
    acts = [a for a in (act_of(spec, spec.tool(n)) for n in chain) if a is not None]
    return " + ".join(f"{a.kind} {a.table}" for a in acts) or "look up"
