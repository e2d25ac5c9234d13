"""The deterministic scenario builder (no LLM): chain -> initial state, arguments, task, checks, target,
policies.

For a chain of tool names it
1. generates a state and binds the entities the chain's parameters refer to (consistently: a loan and its
   member);
2. draws concrete arguments: keys and look-up values from the bound rows, new values for written fields, free
   values (amounts, ...) by name and type;
3. runs the chain in a sandbox session and, while a call fails, *repairs* the initial state by trying
   alternative values of the bound rows' fields (enums, flags, numbers) and of free arguments, keeping a
   change only when the chain gets further; this is how "the member exists, the copy is available" come to
   hold;
4. adds distractor rows (near misses of the bound rows) and states in the task what tells them apart;
5. derives one check per sub-goal from the net state change, the target state from the run, and field
   policies.

Everything is seeded: the same seed gives the same scenarios.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from typing import Any

import networkx as nx

from synthesis.ir import (
    EnvironmentSpec,
    Field,
    FieldType,
    Provenance,
    ScenarioSpec,
    State,
    Table,
    ToolKind,
)
from synthesis.ir.scenario import Check, Referent
from synthesis.sandbox.protocol import SessionLike, load_spec
from synthesis.scenarios.chains import sample_chains
from synthesis.scenarios.coherence import scenario_problems
from synthesis.scenarios.execution import ChainRun, SandboxFactory
from synthesis.scenarios.intents import Act, act_of, chain_problems, intent_label, operator_work
from synthesis.scenarios.matching import normalize_text
from synthesis.scenarios.outcome import checks_for_run
from synthesis.scenarios.paging import is_mechanics
from synthesis.scenarios.personas import Persona, choose_persona, requests_of, staff_persona
from synthesis.scenarios.planning import BuildFailure, ParamRole, Plan, fresh_value, plan_chain, row_by_key
from synthesis.scenarios.policies import compare_stated_values, policies_for_tables
from synthesis.scenarios.repair import execute_with_repair, follow_inserts
from synthesis.scenarios.tasks import (
    StatedValue,
    TaskStep,
    Voice,
    compose_task,
    singular,
)
from synthesis.state.constraints import distinct_name, names_row
from synthesis.state.datagen import generate_state
from synthesis.state.timeline import DEFAULT_CLOCK, choose_clock
from synthesis.state.validation import repeated_groups, validate_state
from synthesis.state.variants import mutate

GENERATOR = "synthesis.scenarios.builder/2"
MAX_ATTEMPTS = 6


def _add_distractors(*, spec: EnvironmentSpec, plan: Plan, rng: random.Random) -> Plan:
    """Near misses of bound rows: same title, different unique values and one differing attribute; a name that
    identifies a row (a company's, a person's) is the twin's own (issue 40: no two "Nimbus Labs")."""
    schema = spec.state_schema
    # Rows are only added (twins), never changed: the tables' lists are copied, their rows shared.
    new = plan.with_own_notes()
    new.state = {table: list(rows) for table, rows in plan.state.items()}
    lookup_tables = {
        r.table: r.field for roles in plan.roles for r in roles.values() if r.kind == "lookup" and r.table
    }
    for table_name, key in sorted(plan.bindings.items(), key=lambda item: item[0]):
        table = schema.table(table_name)
        original = row_by_key(new.state, table, key)
        if original is None or rng.random() < 0.3:
            continue
        twin = copy.deepcopy(original)
        rows = new.state[table_name]
        twin[table.primary_key] = fresh_value(
            spec=spec,
            role=ParamRole("fresh", table_name, table.primary_key),
            state=new.state,
            rng=rng,
            bound=None,
        )
        for f in table.fields:
            if f.unique and f.name != table.primary_key and twin.get(f.name) is not None:
                twin[f.name] = fresh_value(
                    spec=spec,
                    role=ParamRole("fresh", table_name, f.name),
                    state=new.state,
                    rng=rng,
                    bound=original,
                )
        for f in table.fields:  # a name that identifies a row (a company's, a person's) is the twin's own
            if names_row(table, f) and twin.get(f.name) is not None:
                named = random.Random(f"name:{table_name}:{twin[table.primary_key]}")
                twin[f.name] = distinct_name(table=table, field=f, rows=rows, rng=named)
        differing = [
            f for f in table.fields if f.enum_values and f.name != table.primary_key and f.foreign_key is None
        ] or [f for f in table.fields if f.type in (FieldType.DATE, FieldType.INTEGER) and not f.generated]
        near_miss: Field | None = None
        if differing:
            near_miss = rng.choice(differing)
            twin[near_miss.name] = mutate(original.get(near_miss.name), field=near_miss, rng=rng)
        # The task must say what tells the right row apart when the agent finds it by a shared value.
        shared = lookup_tables.get(table_name)
        if not _differs_together(
            spec=spec, table=table, twin=twin, original=original, state=new.state, keep=shared, rng=rng
        ):
            continue  # a copy of a junction row (all its fields unique together are references): no twin
        rows.append(twin)
        if shared is not None and twin.get(shared) == original.get(shared):
            tell = next((f for f in table.fields if f.unique and f.name != table.primary_key), near_miss)
            looked_up = {
                r.field
                for roles in plan.roles
                for r in roles.values()
                if r.kind == "lookup" and r.table == table_name
            }
            # A field the task already looks the row up by needs no second sentence.
            if tell is not None and tell.name not in looked_up and original.get(tell.name) is not None:
                new.tells.append((table_name, tell.name, original[tell.name]))
                new.user_facts[f"{singular(table_name)}_{tell.name}"] = str(original[tell.name])
                new.described.setdefault(table_name, {})[tell.name] = original[tell.name]
    return new


def _differs_together(
    *,
    spec: EnvironmentSpec,
    table: Table,
    twin: dict[str, Any],
    original: dict[str, Any],
    state: State,
    keep: str | None,
    rng: random.Random,
) -> bool:
    """Whether ``twin`` repeats no combination of fields unique together, after giving it, for each group it
    repeats, a new value of one of the group's own fields (not the key, a reference or a generated field).
    Names are what make a twin a near miss: the look-up field ``keep`` is changed last, text before it, other
    fields (a date, a number, a status) first."""
    rows = state[table.name]
    for group in repeated_groups(table, twin, rows):
        own = [
            table.field(name)
            for name in group
            if name != table.primary_key
            and table.field(name).foreign_key is None
            and not table.field(name).generated
        ]
        for f in sorted(own, key=lambda f: (f.name == keep, f.type in (FieldType.STRING, FieldType.TEXT))):
            try:
                twin[f.name] = fresh_value(
                    spec=spec,
                    role=ParamRole("fresh", table.name, f.name),
                    state=state,
                    rng=rng,
                    bound=original,
                )
            except BuildFailure:
                continue
            if group not in repeated_groups(table, twin, rows):
                break
    return not repeated_groups(table, twin, rows)


def _discoverable(
    value: Any, results: list[dict[str, Any]], *, names: set[str], among_many: bool = True
) -> bool:
    """Whether ``value`` appears in an earlier tool result under one of ``names`` (the parameter's, its
    field's), so the agent can find it without being told: the same number under another name is another
    fact (a product model 5 says nothing of product description 5). ``among_many=False``: only where the
    result singles it out (not one row of several that a search or an unfiltered list returned: the agent
    could not tell which one is meant)."""
    needle = json.dumps(value, sort_keys=True)

    def walk(node: Any, name: str | None) -> bool:
        if isinstance(node, dict):
            return any(walk(v, k) for k, v in node.items())
        if isinstance(node, list):
            return (among_many or len(node) <= 1) and any(walk(v, name) for v in node)
        # A bare value (a tool answering with the new key alone) has no name to differ.
        return (name is None or name in names) and json.dumps(node, sort_keys=True) == needle

    return any(walk(r.get("data"), None) for r in results)


def _task_steps(*, spec: EnvironmentSpec, plan: Plan, run: ChainRun) -> list[TaskStep]:
    steps: list[TaskStep] = []
    described = set(plan.described)  # tables whose row the task describes (then a list may hold it)
    for index, call in enumerate(plan.calls):
        tool = spec.tool(call.name)
        act = act_of(spec, tool)
        stated: list[StatedValue] = []
        details: list[StatedValue] = []
        mechanics = {p.name for p in tool.parameters if is_mechanics(p)}
        for name, value in call.arguments.items():
            role = plan.roles[index][name]
            if role.kind == "free" and name in mechanics:
                continue  # a page, a cursor, a sort: the agent's business, never a fact of the request
            if role.kind in ("fresh", "free") and tool.kind == ToolKind.WRITE:
                if not (
                    role.field
                    and role.table
                    and spec.state_schema.table(role.table).primary_key == role.field
                ):
                    details.append(StatedValue(name, value, role.table, role.field, role.kind))
                continue
            earlier = run.results[:index]
            names = {name} | ({role.field} if role.field else set())
            if _discoverable(value, earlier, names=names, among_many=False) or (
                role.table in described and _discoverable(value, earlier, names=names)
            ):
                continue
            stated.append(StatedValue(name, value, role.table, role.field, role.kind))
            if role.kind == "lookup" and role.table is not None:
                described.add(role.table)
        steps.append(
            TaskStep(
                tool=call.name,
                kind=tool.kind.value,
                stated=stated,
                details=details,
                act=act.kind if act is not None else None,
                table=act.table if act is not None else None,
            )
        )
    return steps


def _told(spec: EnvironmentSpec, tell: tuple[str, str, Any]) -> StatedValue:
    """What tells a row from its near misses, said with the row's other values ("my hold for book 5 with
    status ready"): a parent by its number, any other field by its label."""
    table, name, value = tell
    parent = spec.state_schema.table(table).field(name).foreign_key
    return StatedValue(name, value, table, name, "lookup", parent.table if parent is not None else None)


def _voice(spec: EnvironmentSpec, persona: Persona | None) -> Voice:
    if persona is None:
        return Voice()
    mine = frozenset(
        t.name
        for t in spec.state_schema.tables
        if any(f.foreign_key is not None and f.foreign_key.table == persona.table for f in t.fields)
    )
    descriptions = {(t.name, f.name): f.description for t in spec.state_schema.tables for f in t.fields}
    return Voice(
        name=persona.name,
        table=persona.table,
        identifiers=persona.identifiers,
        mine=mine,
        descriptions=descriptions,
    )


def _persona(spec: EnvironmentSpec, plan: Plan, acts: list[Act | None]) -> Persona:
    """A row of the data who may ask for every act (a student enrols, a registrar makes courses), else the
    domain's staff, stated as such: always so for work on tables no person's rows reach."""
    written = {a.table for a in acts if a is not None}
    if operator_work(spec, written):
        return staff_persona()
    persona = choose_persona(
        spec=spec,
        state=plan.state,
        bindings=plan.bindings,
        written=written,
        created={a.table for a in acts if a is not None and a.kind == "create"},
        requests=requests_of(spec=spec, calls=plan.calls, state=plan.state),
    )
    return persona or staff_persona()


def _without_trailing_reads(spec: EnvironmentSpec, chain: list[str]) -> list[str]:
    """Reads after the last write change nothing and ask nothing of the agent: a person would not ask."""
    trimmed = list(chain)
    while trimmed and spec.tool(trimmed[-1]).kind != ToolKind.WRITE:
        trimmed.pop()
    return trimmed


def scenario_id(spec: EnvironmentSpec, chain: list[str], seed: int) -> str:
    digest = hashlib.sha256(f"{spec.slug}:{seed}:{','.join(chain)}".encode()).hexdigest()[:10]
    return f"{spec.slug}-{digest}"


def build_scenario(
    *, spec: EnvironmentSpec, chain: list[str], seed: int, session: SessionLike, rows_per_table: int = 5
) -> ScenarioSpec:
    """One scenario for ``chain`` on a loaded session; raises BuildFailure when no attempt executes. A state
    whose dates ask for another clock than the default (a dump's rows dated after it) is run at that clock
    (``synthesis.state.timeline``), and the session is loaded back at the default afterwards."""
    clocks: list[str] = []
    try:
        return _build_scenario(
            spec=spec, chain=chain, seed=seed, session=session, rows_per_table=rows_per_table, clocks=clocks
        )
    finally:
        if clocks:
            load_spec(session, spec=spec, state={t.name: [] for t in spec.state_schema.tables})


def _clock_for(*, session: SessionLike, spec: EnvironmentSpec, state: State, clocks: list[str]) -> str:
    """The clock ``state``'s dates ask for; the session is loaded at it unless it is the default and no other
    was loaded before (``clocks``: the ones loaded)."""
    clock = choose_clock(schema=spec.state_schema, state=state)
    if clock != DEFAULT_CLOCK or clocks:
        load_spec(session, spec=spec, state=state, clock=clock)
        clocks.append(clock)
    return clock


def _build_scenario(
    *,
    spec: EnvironmentSpec,
    chain: list[str],
    seed: int,
    session: SessionLike,
    rows_per_table: int,
    clocks: list[str],
) -> ScenarioSpec:
    if not chain:
        raise BuildFailure("empty chain")
    if not any(spec.tool(name).kind == ToolKind.WRITE for name in chain):
        raise BuildFailure(f"chain {chain} has no write tool: nothing to check")
    chain = _without_trailing_reads(spec, chain)
    problems = chain_problems(spec, chain)
    if problems:
        raise BuildFailure(f"chain {chain} is not a goal a person would have: {'; '.join(problems)}")
    last_error = ""
    for attempt in range(MAX_ATTEMPTS):
        attempt_seed = seed * 1000 + attempt
        plan = plan_chain(spec=spec, chain=chain, seed=attempt_seed, rows_per_table=rows_per_table)
        clock = _clock_for(session=session, spec=spec, state=plan.state, clocks=clocks)
        plan, run = execute_with_repair(session=session, spec=spec, plan=plan)
        if not run.ok:
            last_error = f"call {run.failed_at} ({chain[run.failed_at or 0]}) failed: {run.error}"
            continue
        invalid = validate_state(schema=spec.state_schema, state=plan.state)
        if invalid:
            last_error = f"the repaired initial state does not validate: {invalid[0]}"
            continue
        rng = random.Random(f"task:{attempt_seed}:{','.join(chain)}")
        with_distractors = _add_distractors(spec=spec, plan=plan, rng=rng)
        if with_distractors.state != plan.state and not validate_state(
            schema=spec.state_schema, state=with_distractors.state
        ):
            # Distractor rows shift the ids later inserts get: later calls follow the rows inserted now.
            followed, trial = follow_inserts(session=session, spec=spec, plan=with_distractors)
            if trial.ok:
                plan, run = followed, trial
        checks = checks_for_run(spec=spec, initial=plan.state, plan=plan, run=run)
        if not checks:
            last_error = "the chain changed nothing"
            continue
        acts = [act_of(spec, spec.tool(name)) for name in chain]
        persona = _persona(spec, plan, acts)
        steps = _task_steps(spec=spec, plan=plan, run=run)
        plan = _single_out(spec=spec, plan=plan, steps=steps)
        task = compose_task(
            steps=steps,
            facts=list(plan.facts),
            rng=rng,
            voice=_voice(spec, persona),
            described=[_told(spec, t) for t in plan.tells],
        )
        user_facts = {**(persona.facts() if persona is not None else {}), **plan.user_facts}
        for step in steps:
            for stated in step.stated:
                user_facts.setdefault(stated.parameter, str(stated.value))
        written = sorted(
            {t for name in chain for t in spec.tool(name).writes} | {c.table for c in _touched(checks)}
        )
        scenario = ScenarioSpec(
            id=scenario_id(spec, chain, seed),
            environment=spec.slug,
            task=task,
            persona=persona.describe(spec.name),
            user_facts=user_facts,
            initial_state=plan.state,
            reference_chain=plan.calls,
            checks=checks,
            target_state=run.final_state,
            matching_policies=compare_stated_values(
                policies=policies_for_tables(schema=spec.state_schema, tables=written),
                schema=spec.state_schema,
                initial=plan.state,
                target=run.final_state,
                calls=plan.calls,
            ),
            referents=_referents(spec=spec, plan=plan, steps=steps),
            difficulty=_difficulty(chain, checks),
            provenance=Provenance(
                source="user",
                seed_name=spec.slug,
                generator=GENERATOR,
                notes=[
                    f"chain: {' -> '.join(chain)}",
                    f"intent: {intent_label(spec, chain)}",
                    f"attempt {attempt}",
                ],
            ),
            seed=seed,
            clock_start=clock,
        )
        incoherent = scenario_problems(spec, scenario)
        if incoherent:
            last_error = "incoherent: " + "; ".join(f"{k}: {', '.join(v)}" for k, v in incoherent.items())
            continue
        return scenario
    raise BuildFailure(f"no executable scenario for chain {chain}: {last_error}")


def _referents(*, spec: EnvironmentSpec, plan: Plan, steps: list[TaskStep]) -> list[Referent]:
    """Rows the task describes (look-up values it states, plus what tells a distractor apart), for the proof
    step ``referents_unique``."""
    described = {table: dict(values) for table, values in plan.described.items()}
    for step in steps:
        for stated in step.stated:
            if stated.table is None or isinstance(stated.value, dict | list) or stated.value is None:
                continue
            table = spec.state_schema.table(stated.table)
            role = next((r for r in plan.roles_for(stated.parameter) if r.table == stated.table), None)
            name = role.field if role is not None and role.field else stated.parameter
            if any(f.name == name for f in table.fields):
                described.setdefault(stated.table, {})[name] = stated.value
    return [
        Referent(table=table, match=match, key=plan.bindings.get(table))
        for table, match in sorted(described.items())
        if match
    ]


def _describes(row: dict[str, Any], match: dict[str, Any]) -> bool:
    return all(normalize_text(row.get(name)) == normalize_text(value) for name, value in match.items())


def _tell_field(
    table: Table, target: dict[str, Any], match: dict[str, Any], rows: list[dict[str, Any]]
) -> str:
    """The field of ``target`` that leaves fewest of ``rows`` described, preferring what a person would say
    (a parent, a unique value, then any other attribute) over the row's own number, which comes last."""
    options: list[tuple[int, int, str]] = []
    for f in table.fields:
        value = target.get(f.name)
        if f.name in match or value is None or isinstance(value, dict | list) or f.generated:
            continue
        left = sum(1 for r in rows if normalize_text(r.get(f.name)) == normalize_text(value))
        rank = 3 if f.name == table.primary_key else 0 if f.foreign_key else 1 if f.unique else 2
        options.append((left, rank, f.name))
    return min(options)[2] if options else table.primary_key


def _single_out(*, spec: EnvironmentSpec, plan: Plan, steps: list[TaskStep]) -> Plan:
    """A row the task describes by values other rows share ("my hold with status ready" when two are
    ready) gets one more fact per round until the description fits it alone (``referents_unique``)."""
    plan = plan.with_own_notes()
    for referent in _referents(spec=spec, plan=plan, steps=steps):
        table = spec.state_schema.table(referent.table)
        target = row_by_key(plan.state, table, referent.key) if referent.key is not None else None
        if target is None:
            continue
        match = dict(referent.match)
        for _ in range(3):
            rows = [r for r in plan.state.get(table.name, []) if _describes(r, match)]
            if len(rows) <= 1:
                break
            name = _tell_field(table, target, match, rows)
            match[name] = target[name]
            plan.tells.append((table.name, name, target[name]))
            plan.user_facts[f"{singular(table.name)}_{name}"] = str(target[name])
            plan.described.setdefault(table.name, {})[name] = target[name]
    return plan


def _touched(checks: list[Check]) -> list[Any]:
    return [ref for c in checks for ref in c.about]


def _difficulty(chain: list[str], checks: list[Check]) -> str:
    size = len(chain) + len(checks)
    return "easy" if size <= 3 else "medium" if size <= 5 else "hard"


def build_scenarios(
    *,
    spec: EnvironmentSpec,
    graph: nx.DiGraph,
    count: int,
    seed: int,
    sandbox_factory: SandboxFactory,
    length: tuple[int, int] = (2, 4),
    rows_per_table: int = 5,
) -> list[ScenarioSpec]:
    """Up to ``count`` scenarios from chains sampled on ``graph``; chains that cannot be built are skipped."""
    if count <= 0:
        return []
    chains = sample_chains(graph=graph, spec=spec, length=length, count=count * 2, seed=seed)
    scenarios: list[ScenarioSpec] = []
    with sandbox_factory() as session:
        load_spec(
            session, spec=spec, state=generate_state(schema=spec.state_schema, seed=seed, rows_per_table=1)
        )
        for index, chain in enumerate(chains):
            if len(scenarios) >= count:
                break
            try:
                scenarios.append(
                    build_scenario(
                        spec=spec,
                        chain=chain,
                        seed=seed + index,
                        session=session,
                        rows_per_table=rows_per_table,
                    )
                )
            except BuildFailure:
                continue
    return scenarios
