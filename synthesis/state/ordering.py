"""The order tables are generated in: a table after the tables it references, with the references that close a
cycle (a self reference, an employee's department whose manager is an employee) filled in a second pass."""

from __future__ import annotations

from graphlib import CycleError, TopologicalSorter

from synthesis.ir import StateSchema


def foreign_key_order(schema: StateSchema) -> tuple[list[str], set[tuple[str, str]]]:
    """Tables in generation order and the (table, field) references deferred to break cycles."""
    deferred: set[tuple[str, str]] = set()
    while True:
        graph: dict[str, set[str]] = {t.name: set() for t in schema.tables}
        for table in schema.tables:
            for f in table.fields:
                if f.foreign_key is None or (table.name, f.name) in deferred:
                    continue
                if f.foreign_key.table == table.name:
                    deferred.add((table.name, f.name))
                    continue
                graph[table.name].add(f.foreign_key.table)
        try:
            return list(TopologicalSorter(graph).static_order()), deferred
        except CycleError as exc:
            cycle: list[str] = list(exc.args[1])
            deferred.add(_edge_to_defer(schema, cycle))


def _edge_to_defer(schema: StateSchema, cycle: list[str]) -> tuple[str, str]:
    """Pick one reference of the cycle to defer, preferring nullable ones."""
    members = set(cycle)
    candidates: list[tuple[bool, str, str]] = []
    for table in schema.tables:
        if table.name not in members:
            continue
        for f in table.fields:
            if (
                f.foreign_key is not None
                and f.foreign_key.table in members
                and f.foreign_key.table != table.name
            ):
                candidates.append((f.required, table.name, f.name))
    candidates.sort()
    _, table_name, field_name = candidates[0]
    return table_name, field_name
