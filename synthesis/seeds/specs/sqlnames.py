"""A table's names across schemas: ``auth.users`` beside ``users`` (Supabase), ``public.actor`` for
``CREATE TABLE actor``; how statements that name a table with or without its schema find it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlglot import exp

if TYPE_CHECKING:
    from synthesis.seeds.specs.sqltables import RawTable


def qualified(node: exp.Expression) -> str:
    """A table's name as a statement names it: ``auth.users`` with its schema, else ``users``."""
    if isinstance(node, exp.Table) and node.db:
        return f"{node.db}.{node.name}"
    return node.name


class TableKeys(dict[str, Any]):
    """Values by a table's name in lower case, with and without its schema (``auth.users``, ``users``): a name
    with a schema the dict does not hold is looked up without it (``public.actor`` for ``CREATE TABLE actor``;
    Oracle's ``hr.employees`` for a file that creates ``employees``)."""

    def _key(self, key: str) -> str:
        if dict.__contains__(self, key) or "." not in key:
            return key
        return key.rsplit(".", 1)[1]

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and dict.__contains__(self, self._key(key))

    def __getitem__(self, key: str) -> Any:
        return dict.__getitem__(self, self._key(key))

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        return dict.get(self, self._key(key), default)


# Where a table lives when a statement names no schema.
DEFAULT_SCHEMAS = frozenset({"", "public", "dbo", "main"})


def table_keys_of(raw: RawTable, keys: TableKeys) -> list[str]:
    """The names statements may call ``raw`` by: with its schema, and without it unless a table of the
    default schema (or one met before) already has that name."""
    bare = raw.raw_name.lower()
    found = [f"{raw.schema.lower()}.{bare}"] if raw.schema else []
    if not dict.__contains__(keys, bare) or raw.schema.lower() in DEFAULT_SCHEMAS:
        found.append(bare)
    return found


def bare_name(name: str) -> str:
    """The last part of a possibly qualified, possibly quoted name: ``[dbo].[Orders]`` -> ``Orders``."""
    return name.split(".")[-1].strip('[]"`')
