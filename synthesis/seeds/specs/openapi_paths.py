"""What a document's operations tell before any tool is made: its operations (paths and methods, path-level
parameters merged into each), the fields a path addresses rows by (so unique), and the fields a search
filter implies. Every tool and test then reads the same schema (``openapi_tools`` makes the tools)."""

from __future__ import annotations

from typing import Any

from synthesis.ir.environment import Field, FieldType, OperationKind, StateSchema
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import MAX_TOOLS, clip, is_identifier, words
from synthesis.seeds.specs.openapi_document import Refs, path_case
from synthesis.seeds.specs.openapi_tables import Entity
from synthesis.seeds.specs.openapi_tools import LIMIT_NAMES, METHODS, Op, field_for, shape_of


def path_keys(
    ops: list[Op], refs: Refs, entities: dict[str, Entity], schema: StateSchema
) -> set[tuple[str, str]]:
    """(table, field) pairs a path addresses rows by (GET /user/{username}): such a field identifies a row,
    so it is unique. Decided before any tool is made, so every tool and test sees the same schema."""
    keys: set[tuple[str, str]] = set()
    for op in ops:
        shape = shape_of(op, refs, entities, schema, [])
        if shape is None or shape.trailing is None:
            continue
        field = field_for(shape.trailing, shape.table)
        if (
            field is not None
            and field != shape.table.primary_key
            and shape.table.field(field).foreign_key is None
        ):
            keys.add((shape.table.name, field))
    return keys


def implied_fields(
    ops: list[Op], refs: Refs, entities: dict[str, Entity], schema: StateSchema, notes: list[str]
) -> dict[str, list[Field]]:
    """Fields a search filter implies (GET /pullrequests?state=open|merged|declined): rows the API filters by
    an enumerated value have that value, so the table gets the field (listed in the notes)."""
    implied: dict[str, list[Field]] = {}
    for op in ops:
        shape = shape_of(op, refs, entities, schema, [])
        if shape is None or shape.kind != OperationKind.SEARCH:
            continue
        for index, raw in enumerate(op.parameters):
            param = refs.inline(raw, path=f"{op.where}.parameters[{index}]")
            if (
                not isinstance(param, dict)
                or param.get("in") != "query"
                or not isinstance(param.get("name"), str)
            ):
                continue
            pschema = param.get("schema")
            enum = pschema.get("enum") if isinstance(pschema, dict) else None
            if not (isinstance(enum, list) and enum and all(isinstance(v, str) for v in enum)):
                continue
            name = param["name"]
            taken = {f.name for f in shape.table.fields} | {f.name for f in implied.get(shape.table.name, [])}
            if name in LIMIT_NAMES or field_for(name, shape.table) is not None or name in taken:
                continue
            if not is_identifier(name):
                continue
            implied.setdefault(shape.table.name, []).append(
                Field(
                    name=name,
                    type=FieldType.ENUM,
                    enum_values=[str(v) for v in enum],
                    default=str(enum[0]),
                    description=clip(str(param.get("description") or f"The {words(name)}.")),
                )
            )
            notes.append(f"{shape.table.name}.{name}: implied by the filter of {op.method.upper()} {op.path}")
    return implied


def operations(document: dict[str, Any], refs: Refs) -> list[Op]:
    paths = document.get("paths")
    if not isinstance(paths, dict) or not paths:
        raise SpecError("the document has no paths, so there are no tools", path="paths")
    ops: list[Op] = []
    for path, item in paths.items():
        where = f"paths.{path}"
        item = refs.shallow(item, path=where)
        if not isinstance(item, dict):
            raise SpecError("a path item must be an object", path=where)
        shared = item.get("parameters") or []
        for method in METHODS:
            node = item.get(method)
            if node is None:
                continue
            if not isinstance(node, dict):
                raise SpecError("an operation must be an object", path=f"{where}.{method}")
            own = node.get("parameters") or []
            if not isinstance(own, list) or not isinstance(shared, list):
                raise SpecError("parameters must be a list", path=f"{where}.{method}.parameters")

            # Operation parameters override path-level ones with the same name and location.
            def key(p: Any, base: str) -> tuple[str, str]:
                p = refs.shallow(p, path=base)
                return (str(p.get("name")), str(p.get("in"))) if isinstance(p, dict) else ("", "")

            own_keys = {key(p, f"{where}.{method}.parameters") for p in own}
            merged = [p for p in shared if key(p, f"{where}.parameters") not in own_keys] + list(own)
            merged = path_case(merged, str(path), refs.shallow)
            ops.append(
                Op(method=method, path=str(path), node=node, where=f"{where}.{method}", parameters=merged)
            )
            if len(ops) > MAX_TOOLS:
                raise SpecError(f"the document has more than {MAX_TOOLS} operations", path=where)
    return ops
