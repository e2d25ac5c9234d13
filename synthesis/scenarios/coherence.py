"""The coherence report: each rule a scenario a person would ask for keeps, as a check over scenarios.

The deterministic builder refuses any attempt that breaks a per-scenario rule (``scenario_problems``), so
its scenarios pass by construction; the report (``coherence_report``) runs the same rules, plus the spread
rule across an environment's scenarios, over whatever a job stored (LLM-made and edited scenarios too) and
names the offending scenarios on the job page.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from synthesis.ir import EnvironmentSpec, OperationKind, ScenarioSpec
from synthesis.scenarios.intents import (
    DEAD_STATES,
    act_of,
    chain_problems,
    is_status_field,
    next_states,
    operator_work,
    transition_problem,
)
from synthesis.scenarios.personas import person_name, staff_persona
from synthesis.scenarios.tasks import entity, render_value
from synthesis.state.timing import order_problems
from synthesis.state.values import FREE_TEXT_WORDS, is_person_table, words_of

# "The id is 2." names no entity; neither does "its id".
BARE_ID = re.compile(r"\b(?:the|its|an?)\s+id\b|\bid\s+is\b", re.IGNORECASE)
# Made-up values of older generators: "gentle-river-105".
PLACEHOLDER = re.compile(r"^[a-z]+-[a-z]+-\d+$")
WINDOW = 60  # characters before a stated identifier in which its entity must be named


@dataclass(frozen=True)
class Rule:
    name: str
    description: str


RULES = [
    Rule("goal", "the chain is a goal: no write to a row it later deletes or cancels, no act on a gone row"),
    Rule("lifecycle", "every status change is a step of its lifecycle"),
    Rule("live_rows", "no write builds on a cancelled or closed row"),
    Rule("updates_change", "every update changes what the task states, and only that"),
    Rule("time_order", "ends after starts with plausible spans, due after loaned, birth before hire"),
    Rule("real_values", "no placeholder values; free text is a sentence"),
    Rule("no_bare_id", 'the task never says "the id is"'),
    Rule("identifiers_named", "every identifier in the task is named with its entity"),
    Rule("persona_from_row", "the acting user is a row of the data"),
    Rule("facts_kept", "every value the task must state appears in it"),
    Rule("spread", "no two scenarios of an environment share a tool sequence"),
]


@dataclass
class RuleResult:
    rule: Rule
    checked: int = 0
    offending: list[dict[str, str]] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.offending


@dataclass
class CoherenceReport:
    results: list[RuleResult]

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.results)

    @property
    def findings(self) -> int:
        return sum(len(r.offending) for r in self.results)


def _rows(state: dict[str, Any], table: str) -> list[dict[str, Any]]:
    rows = state.get(table) or []
    return [r for r in rows if isinstance(r, dict)]


def _goal(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    known = {t.name for t in spec.tools}
    return chain_problems(spec, [c.name for c in scenario.reference_chain if c.name in known])


def _lifecycle(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    problems: list[str] = []
    for table in spec.state_schema.tables:
        # Only status fields with a lifecycle are judged: a table without one has nothing to look at.
        statuses = [f for f in table.fields if f.enum_values and is_status_field(f.name)]
        if not statuses:
            continue
        before = {repr(r.get(table.primary_key)): r for r in _rows(scenario.initial_state, table.name)}
        for row in _rows(scenario.target_state, table.name):
            old = before.get(repr(row.get(table.primary_key)))
            if old is None:
                continue
            for f in statuses:
                if old.get(f.name) != row.get(f.name):
                    problem = transition_problem(
                        list(f.enum_values or []), str(old.get(f.name)), str(row.get(f.name))
                    )
                    if problem:
                        problems.append(f"{table.name} {row.get(table.primary_key)}: {problem}")
    return problems


def _mentions(task: str, value: Any) -> bool:
    text = task.lower()
    candidates = {render_value(value).strip('"'), str(value)}
    if isinstance(value, bool) or value in ("True", "False"):
        return True  # booleans are phrased ("mark it as paid"), not quoted
    if isinstance(value, float):
        candidates |= {f"{value:.2f}", f"{value:g}"}
    if isinstance(value, str) and "_" in value:  # an enum value said as words ("checked-in", "checked in")
        candidates |= {value.replace("_", "-"), value.replace("_", " ")}
    return any(c.lower() in text for c in candidates if c)


def _updates_change(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    problems: list[str] = []
    for call in scenario.reference_chain:
        tool = next((t for t in spec.tools if t.name == call.name), None)
        op = tool.operation if tool is not None else None
        if op is None or op.kind != OperationKind.UPDATE or op.set_values or not op.key_param:
            continue
        key = call.arguments.get(op.key_param)
        row = next(
            (r for r in _rows(scenario.initial_state, op.table) if r.get(op.key_field or "") == key), None
        )
        if row is None:
            continue  # a row the chain made earlier
        table = spec.state_schema.table(op.table)
        written = {
            op.field_params[p]: v
            for p, v in call.arguments.items()
            if p in op.field_params and p != op.key_param
        }
        if not written:
            problems.append(f"{call.name} changes nothing")
        for name, value in written.items():
            if table.field(name).foreign_key is not None and row.get(name) == value:
                continue  # restating a parent is not a change, but not a wrong one either
            if row.get(name) == value:
                problems.append(f"{call.name} sets {name} to the value it already has")
            elif not _mentions(scenario.task, value):
                problems.append(f"{call.name} sets {name} to {value!r}, which the task does not state")
    return problems


def _live_rows(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    """A write that builds on a row (updates it, advances it, adds to it) needs that row live in the initial
    state: no item on a cancelled order, no new time for a cancelled appointment."""
    problems: list[str] = []
    schema = spec.state_schema
    for call in scenario.reference_chain:
        tool = next((t for t in spec.tools if t.name == call.name), None)
        act = act_of(spec, tool) if tool is not None else None
        if act is None or act.kind == "delete" or not act.table or words_of(call.name)[:1] == ["refund"]:
            continue
        for param, table_name in _key_tables(spec, call.name).items():
            table = schema.table(table_name)
            row = next((r for r in _rows(scenario.initial_state, table_name)
                        if r.get(table.primary_key) == call.arguments.get(param)), None)  # fmt: skip
            if row is None:
                continue
            for f in table.fields:
                value = row.get(f.name)
                dead = isinstance(value, str) and value.lower() in DEAD_STATES
                if (
                    f.enum_values
                    and is_status_field(f.name)
                    and dead
                    and not next_states(list(f.enum_values), str(value))
                ):
                    problems.append(
                        f"{call.name} builds on {table_name} {row[table.primary_key]}, which is {value}"
                    )
    return problems


def _moment_problems(row: dict[str, Any]) -> tuple[str, ...]:
    """``order_problems`` of the row. Only its strings of 10 characters or more can be moments, so they
    alone (in the row's order) decide the answer: none when fewer than two, else the answer for the same
    strings, remembered (a target row is mostly its initial row, and states repeat across attempts)."""
    texts = tuple((name, value) for name, value in row.items() if isinstance(value, str) and len(value) >= 10)
    return _order_problems(texts) if len(texts) > 1 else ()


@functools.lru_cache(maxsize=8192)
def _order_problems(texts: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return tuple(order_problems(dict(texts), name_words=words_of))


def _time_order(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    """Moments of a row that contradict each other or span implausibly long, except where they are the
    seed's own (a dump's job history of five years is the user's data, real by definition)."""
    problems: list[str] = []
    seed_moments: dict[str, set[frozenset[tuple[str, str]]]] = {}
    for label, state in (("initial", scenario.initial_state), ("target", scenario.target_state)):
        for table in spec.state_schema.tables:
            for row in _rows(state, table.name):
                found = _moment_problems(row)
                if not found:
                    continue
                if table.name not in seed_moments:  # looked up only for a row with a problem: rare
                    seed_moments[table.name] = {_moments_of(r) for r in _seed_rows(spec, table.name)}
                if _moments_of(row) in seed_moments[table.name]:
                    continue
                for problem in found:
                    problems.append(f"{label} {table.name} {row.get(table.primary_key)}: {problem}")
    return problems


def _moments_of(row: dict[str, Any]) -> frozenset[tuple[str, str]]:
    """The row's strings that can be moments (what ``_moment_problems`` reads), by field."""
    return frozenset((n, v) for n, v in row.items() if isinstance(v, str) and len(v) >= 10)


def _seed_rows(spec: EnvironmentSpec, table: str) -> list[dict[str, Any]]:
    return spec.seed_data.rows.get(table, []) if spec.seed_data is not None else []


def _seed_values(spec: EnvironmentSpec, table: str, field_name: str) -> set[str]:
    """The values a field has in the rows that came with the seed (a dump's data): the user's own data is
    real by definition, whatever its punctuation ("Soft drinks, coffees, teas, beers, and ales")."""
    return {row[field_name] for row in _seed_rows(spec, table) if isinstance(row.get(field_name), str)}


def _real_values(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    problems: list[str] = []
    for table in spec.state_schema.tables:
        # Per field, not per row: whether it holds free text, and (when first asked) its seed values.
        free_text = {f.name: bool(set(words_of(f.name)) & FREE_TEXT_WORDS) for f in table.fields}
        seeds: dict[str, set[str]] = {}
        for row in _rows(scenario.target_state, table.name):
            for f in table.fields:
                value = row.get(f.name)
                if not isinstance(value, str):
                    continue
                if f.name not in seeds:
                    seeds[f.name] = _seed_values(spec, table.name, f.name)
                if value in seeds[f.name]:
                    continue
                if PLACEHOLDER.match(value):
                    problems.append(f"{table.name}.{f.name} = {value!r} is a placeholder")
                elif (
                    free_text[f.name]
                    and len(value.split()) > 1
                    and not value.rstrip().endswith((".", "!", "?"))
                ):
                    problems.append(f"{table.name}.{f.name} = {value!r} is not a sentence")
    return problems


def _no_bare_id(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    return [f"says {m.group(0)!r}" for m in BARE_ID.finditer(scenario.task)]


def _key_tables(spec: EnvironmentSpec, tool_name: str) -> dict[str, str]:
    """Parameter -> table of the row it identifies, for key parameters (primary keys and foreign keys)."""
    tool = next((t for t in spec.tools if t.name == tool_name), None)
    if tool is None:
        return {}
    keys: dict[str, str] = {}
    op = tool.operation
    schema = spec.state_schema
    if op is not None:
        table = schema.table(op.table)
        if op.key_param and op.key_field == table.primary_key and op.kind != OperationKind.CREATE:
            keys[op.key_param] = table.name
        for param, name in (op.field_params | op.scope_params).items():
            fk = table.field(name).foreign_key
            if fk is not None:
                keys[param] = fk.table
        return keys
    for p in tool.parameters:
        for table in schema.tables:
            if p.name == table.primary_key:
                keys[p.name] = table.name
    return keys


def _identifiers_named(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    problems: list[str] = []
    task = scenario.task
    for call in scenario.reference_chain:
        for param, table in _key_tables(spec, call.name).items():
            value = call.arguments.get(param)
            if value is None or isinstance(value, bool):
                continue
            shown = render_value(value).strip('"')
            noun = entity(table).split()[-1]
            windows = [
                task[max(0, m.start() - WINDOW) : m.start()].lower()
                for m in re.finditer(rf"(?<![\w-]){re.escape(shown)}(?![\w-]|\.\d)", task)
            ]
            # Stated somewhere, but never next to its entity ("the id is 2" or a bare "2").
            if windows and not any(noun in w for w in windows):
                problems.append(f"{shown} ({param}) is not named as a {entity(table)}")
    return problems


def _written_tables(spec: EnvironmentSpec, scenario: ScenarioSpec) -> set[str]:
    tools = {t.name: t for t in spec.tools}
    acts = [act_of(spec, tools[c.name]) for c in scenario.reference_chain if c.name in tools]
    return {a.table for a in acts if a is not None and a.table}


def _persona_from_row(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    people = [t for t in spec.state_schema.tables if is_person_table(t.name)]
    if not people or operator_work(spec, _written_tables(spec, scenario)):
        return []  # the staff of the service asks: no row of the data is them
    if scenario.persona == staff_persona().describe(spec.name):
        return []  # the domain's staff role, stated as such: what no person in the data would ask for
    for table in people:
        for row in _rows(scenario.initial_state, table.name):
            name = person_name(table, row)
            if name and name in scenario.persona:
                return []
            if not name and f"number {row.get(table.primary_key)}" in scenario.persona:
                return []  # a row without a name is told by its number
    return [f"persona {scenario.persona!r} is no row of {', '.join(t.name for t in people)}"]


def _facts_kept(spec: EnvironmentSpec, scenario: ScenarioSpec) -> list[str]:
    return [
        f"{name} = {value!r} is not in the task"
        for name, value in scenario.user_facts.items()
        if not name.startswith("my_") and name != "name" and not _mentions(scenario.task, value)
    ]


def task_values(scenario: ScenarioSpec) -> list[str]:
    """Every value the chain needs that the task states (as it states it): a rewording must keep each."""
    values: list[Any] = [v for call in scenario.reference_chain for v in call.arguments.values()]
    values += [v for k, v in scenario.user_facts.items() if not k.startswith("my_") and k != "name"]
    found: list[str] = []
    for value in values:
        if isinstance(value, bool) or value is None or value in ("True", "False"):
            continue
        shown = render_value(value).strip('"')
        if shown and shown.lower() in scenario.task.lower() and shown not in found:
            found.append(shown)
    return found


CHECKS: dict[str, Callable[[EnvironmentSpec, ScenarioSpec], list[str]]] = {
    "goal": _goal,
    "lifecycle": _lifecycle,
    "live_rows": _live_rows,
    "updates_change": _updates_change,
    "time_order": _time_order,
    "real_values": _real_values,
    "no_bare_id": _no_bare_id,
    "identifiers_named": _identifiers_named,
    "persona_from_row": _persona_from_row,
    "facts_kept": _facts_kept,
}


def scenario_problems(spec: EnvironmentSpec, scenario: ScenarioSpec) -> dict[str, list[str]]:
    """The per-scenario rules ``scenario`` breaks, with what breaks them; empty when it keeps them all."""
    found: dict[str, list[str]] = {}
    for name, check in CHECKS.items():
        problems = check(spec, scenario)
        if problems:
            found[name] = problems
    return found


def coherence_report(
    *, specs: dict[str, EnvironmentSpec], scenarios: Iterable[ScenarioSpec]
) -> CoherenceReport:
    """Every rule over ``scenarios`` (their environments' specs by slug); scenarios of unknown
    environments are skipped."""
    results = {rule.name: RuleResult(rule=rule) for rule in RULES}
    sequences: dict[tuple[str, tuple[str, ...], str], str] = {}
    for scenario in scenarios:
        spec = specs.get(scenario.environment)
        if spec is None:
            continue
        for name, problems in ((n, c(spec, scenario)) for n, c in CHECKS.items()):
            results[name].checked += 1
            if problems:
                results[name].offending.append({"scenario": scenario.id, "detail": "; ".join(problems)})
        # A policy task's intent is the act it refuses: refusals of different acts may share their look-ups.
        refused = scenario.refusal.tool if scenario.refusal is not None else ""
        sequence = (scenario.environment, tuple(c.name for c in scenario.reference_chain), refused)
        results["spread"].checked += 1
        if sequence in sequences:
            results["spread"].offending.append(
                {"scenario": scenario.id, "detail": f"same tool sequence as {sequences[sequence]}"}
            )
        else:
            sequences[sequence] = scenario.id
    return CoherenceReport(results=[results[rule.name] for rule in RULES])
