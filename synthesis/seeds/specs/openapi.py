"""OpenAPI 3.0 / 3.1 (JSON or YAML) -> EnvironmentSpec.

Mapping (documented in docs/specs.md): entity component schemas become tables; operations become tools
with the behaviour of their method and path (POST /x creates, GET /x/{id} gets, GET /x searches, PUT/PATCH
/x/{id} update, DELETE /x/{id} deletes, POST /x/{id}/<verb> sets an enum such as status to the matching
value).
Only local ``$ref`` (``#/...``) is followed; remote refs, ref cycles and YAML alias bombs are refused.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

import yaml

from synthesis.ir.environment import (
    EnvironmentSpec,
    Field,
    FieldType,
    ForeignKey,
    Operation,
    OperationKind,
    Parameter,
    StateSchema,
    Table,
    Tool,
)
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import (
    MAX_COLUMNS,
    MAX_TABLES,
    MAX_TOOLS,
    NameRegistry,
    clip,
    decode_input,
    join_description,
    renamed_note,
    sanitize_identifier,
    singular,
    snake_case,
    words,
)
from synthesis.seeds.specs.operations import finish_spec, limit_parameter, make_tool, value_schema
from synthesis.seeds.specs.sql import required_fk_cycle

GENERATOR = "synthesis.seeds.specs.openapi"
GENERATOR_VERSION = "1"
MAX_YAML_ALIASES = 100
MAX_NODES = 200_000
MAX_REF_DEPTH = 32
METHODS = ("get", "post", "put", "patch", "delete")
LIMIT_NAMES = frozenset(
    {"limit", "page_size", "pageSize", "per_page", "perPage", "max_results", "maxResults", "top"}
)
_NON_ENTITY = re.compile(
    r"^(new[A-Z_].*|.*(Input|Create|Update|Patch|Request|Response|List|Page|Collection|Result|Results|Error|Problem|"
    r"Params|Payload)|Error|Problem)$"
)
_RESERVED_TOOLS = frozenset({"state", "ctx"})


# --- loading ------------------------------------------------------------------------------------------------


def _plain(value: Any, *, budget: list[int], active: set[int], path: str) -> Any:
    """YAML values -> JSON values (dates become ISO strings); refuses recursion and oversized documents."""
    budget[0] -= 1
    if budget[0] < 0:
        raise SpecError(f"the document has more than {MAX_NODES} nodes (an alias bomb?)", path=path or "/")
    if isinstance(value, dict | list):
        if id(value) in active:
            raise SpecError("the document refers to itself through a YAML alias", path=path or "/")
        active.add(id(value))
        try:
            if isinstance(value, dict):
                return {
                    str(k): _plain(v, budget=budget, active=active, path=f"{path}.{k}")
                    for k, v in value.items()
                }
            return [_plain(v, budget=budget, active=active, path=f"{path}[{i}]") for i, v in enumerate(value)]
        finally:
            active.discard(id(value))
    if isinstance(value, dt.datetime | dt.date):
        return value.isoformat()
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return str(value)


def load_document(text: str | bytes) -> dict[str, Any]:
    source = decode_input(text)
    if not source.strip():
        raise SpecError("the OpenAPI document is empty")
    if source.lstrip().startswith("{"):
        try:
            document = json.loads(source)
        except json.JSONDecodeError as exc:
            raise SpecError(f"JSON syntax error: {exc.msg}", line=exc.lineno) from None
    else:
        try:
            aliases = 0
            for event in yaml.parse(source, Loader=yaml.SafeLoader):
                if isinstance(event, yaml.AliasEvent):
                    aliases += 1
                    if aliases > MAX_YAML_ALIASES:
                        mark = event.start_mark
                        raise SpecError(
                            f"the YAML uses more than {MAX_YAML_ALIASES} aliases (an alias bomb?)",
                            line=mark.line + 1 if mark else None,
                        )
            document = yaml.safe_load(source)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            problem = getattr(exc, "problem", None) or str(exc)
            raise SpecError(f"YAML syntax error: {problem}", line=mark.line + 1 if mark else None) from None
    document = _plain(document, budget=[MAX_NODES], active=set(), path="")
    if not isinstance(document, dict):
        raise SpecError("an OpenAPI document must be a mapping at the top level", path="/")
    return document


# --- references ---------------------------------------------------------------------------------------------


class _Refs:
    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document

    def target(self, ref: Any, *, path: str) -> tuple[str, Any]:
        if not isinstance(ref, str):
            raise SpecError("$ref must be a string", path=path)
        if not ref.startswith("#/"):
            raise SpecError(f"only local references (#/...) are supported, not {ref[:100]!r}", path=path)
        node: Any = self.document
        for raw in ref[2:].split("/"):
            part = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                raise SpecError(f"$ref {ref[:100]!r} points at nothing", path=path)
        return ref, node

    def shallow(self, node: Any, *, path: str) -> Any:
        """Follow a chain of $refs to the first non-ref node."""
        seen: list[str] = []
        while isinstance(node, dict) and "$ref" in node:
            ref, node = self.target(node["$ref"], path=path)
            if ref in seen:
                raise SpecError(f"$ref cycle: {' -> '.join([*seen, ref])}", path=path)
            seen.append(ref)
        return node

    def inline(self, node: Any, *, path: str, stack: tuple[str, ...] = ()) -> Any:
        """Deep copy with every $ref replaced by its target; a ref met again inside itself is a cycle."""
        if len(stack) > MAX_REF_DEPTH:
            raise SpecError(f"$ref nesting deeper than {MAX_REF_DEPTH}", path=path)
        if isinstance(node, dict):
            if "$ref" in node:
                ref, target = self.target(node["$ref"], path=path)
                if ref in stack:
                    raise SpecError(f"$ref cycle: {' -> '.join([*stack, ref])}", path=path)
                return self.inline(target, path=path, stack=(*stack, ref))
            return {k: self.inline(v, path=f"{path}.{k}", stack=stack) for k, v in node.items()}
        if isinstance(node, list):
            return [self.inline(v, path=f"{path}[{i}]", stack=stack) for i, v in enumerate(node)]
        return node


def _schema_ref_name(node: Any) -> str | None:
    if (
        isinstance(node, dict)
        and isinstance(node.get("$ref"), str)
        and node["$ref"].startswith("#/components/schemas/")
    ):
        return node["$ref"].rsplit("/", 1)[1].replace("~1", "/").replace("~0", "~")
    return None


def _merge_all_of(schema: dict[str, Any], refs: _Refs, *, path: str) -> dict[str, Any]:
    if "allOf" not in schema or not isinstance(schema["allOf"], list):
        return schema
    merged: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
    merged.setdefault("properties", {})
    merged.setdefault("required", [])
    for index, part in enumerate(schema["allOf"]):
        part = _merge_all_of(
            refs.shallow(part, path=f"{path}.allOf[{index}]"), refs, path=f"{path}.allOf[{index}]"
        )
        if isinstance(part, dict):
            merged["properties"] = {**part.get("properties", {}), **merged["properties"]}
            merged["required"] = [*merged["required"], *part.get("required", [])]
            for key in ("description", "type"):
                if key in part and key not in merged:
                    merged[key] = part[key]
    return merged


# --- tables -------------------------------------------------------------------------------------------------


def _flatten_all_of(schema: Any) -> Any:
    """``{allOf: [{$ref: Status}], default: ...}`` (already inlined) -> one schema; outer keys win."""
    if not isinstance(schema, dict) or not isinstance(schema.get("allOf"), list):
        return schema
    merged = {k: v for k, v in schema.items() if k != "allOf"}
    for part in schema["allOf"]:
        for key, value in (_flatten_all_of(part) or {}).items():
            merged.setdefault(key, value)
    return merged


def _nullable_type(schema: dict[str, Any]) -> tuple[str | None, bool]:
    kind = schema.get("type")
    nullable = bool(schema.get("nullable"))
    if isinstance(kind, list):
        nullable = nullable or "null" in kind
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    return (kind if isinstance(kind, str) else None), nullable


def _field_type(schema: dict[str, Any]) -> tuple[FieldType, list[str] | None]:
    kind, _ = _nullable_type(schema)
    enum = schema.get("enum")
    if isinstance(enum, list) and enum and all(isinstance(v, str) for v in enum) and kind in {None, "string"}:
        return FieldType.ENUM, [str(v) for v in enum]
    fmt = schema.get("format")
    if kind == "string":
        return {"date": FieldType.DATE, "date-time": FieldType.DATETIME}.get(str(fmt), FieldType.STRING), None
    if kind == "integer":
        return FieldType.INTEGER, None
    if kind == "number":
        return FieldType.NUMBER, None
    if kind == "boolean":
        return FieldType.BOOLEAN, None
    return FieldType.JSON, None


def _checks(schema: dict[str, Any], field_type: FieldType) -> list[str]:
    checks: list[str] = []
    numeric = field_type in {FieldType.INTEGER, FieldType.NUMBER}

    def number(key: str) -> float | int | None:
        value = schema.get(key)
        return value if isinstance(value, int | float) and not isinstance(value, bool) else None

    if numeric:
        low, high = number("minimum"), number("maximum")
        if low is not None:
            checks.append(f"value {'>' if schema.get('exclusiveMinimum') is True else '>='} {low!r}")
        if high is not None:
            checks.append(f"value {'<' if schema.get('exclusiveMaximum') is True else '<='} {high!r}")
        for key, op in (("exclusiveMinimum", ">"), ("exclusiveMaximum", "<")):
            if number(key) is not None:
                checks.append(f"value {op} {number(key)!r}")
    if field_type in {FieldType.STRING, FieldType.TEXT}:
        if isinstance(schema.get("minLength"), int) and schema["minLength"] > 0:
            checks.append(f"len(value) >= {schema['minLength']}")
        if isinstance(schema.get("maxLength"), int):
            checks.append(f"len(value) <= {schema['maxLength']}")
    enum = schema.get("enum")
    if (
        field_type != FieldType.ENUM
        and isinstance(enum, list)
        and enum
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in enum)
    ):
        checks.append(f"value in {tuple(enum)!r}")
    return checks


@dataclass
class _Entity:
    schema_name: str
    table: str
    schema: dict[str, Any]
    path: str
    fields: list[Field] = dc_field(default_factory=list)
    field_by_property: dict[str, str] = dc_field(default_factory=dict)
    primary_key: str = ""


def _entities(document: dict[str, Any], refs: _Refs) -> dict[str, _Entity]:
    components = document.get("components") or {}
    schemas = components.get("schemas") if isinstance(components, dict) else None
    if not isinstance(schemas, dict) or not schemas:
        raise SpecError(
            "the document defines no component schemas, so there is no state to model",
            path="components.schemas",
        )
    if len(schemas) > MAX_TABLES * 3:
        raise SpecError(
            f"the document has {len(schemas)} component schemas, far more than the limit of {MAX_TABLES} "
            "tables",
            path="components.schemas",
        )
    registry = NameRegistry(what="schema", fold_case=False)
    entities: dict[str, _Entity] = {}
    for name, raw in schemas.items():
        path = f"components.schemas.{name}"
        schema = refs.shallow(raw, path=path)
        if not isinstance(schema, dict):
            raise SpecError("a schema must be an object", path=path)
        schema = _merge_all_of(schema, refs, path=path)
        properties = schema.get("properties")
        if _NON_ENTITY.match(name) or not isinstance(properties, dict) or not properties or "$ref" in raw:
            continue
        table = registry.add(snake_case(sanitize_identifier(name, what="schema", path=path)), path=path)
        entities[name] = _Entity(schema_name=name, table=table, schema=schema, path=path)
        if len(entities) > MAX_TABLES:
            raise SpecError(f"the document has more than {MAX_TABLES} entity schemas", path=path)
    if not entities:
        raise SpecError(
            "no component schema looks like an entity (an object with properties)", path="components.schemas"
        )
    return entities


def _pick_primary_key(
    entity: _Entity, names: list[str], required: set[str], types: dict[str, FieldType]
) -> str | None:
    snake = entity.table
    for candidate in ("id", f"{snake}_id", f"{singular(snake)}_id"):
        if candidate in names:
            return candidate
    camel = entity.schema_name[:1].lower() + entity.schema_name[1:] + "Id"
    if camel in names:
        return camel
    for name in names:
        if name in required and types[name] in {FieldType.STRING, FieldType.INTEGER}:
            return name
    return None


def _fk_target(field_name: str, entities: dict[str, _Entity], own: str) -> _Entity | None:
    match = re.match(r"^(.+?)(_id|Id|ID)$", field_name)
    if not match:
        return None
    stem = snake_case(match.group(1))
    for entity in entities.values():
        if entity.table != own and stem in {entity.table, singular(entity.table)}:
            return entity
    return None


def _build_tables(entities: dict[str, _Entity], refs: _Refs, notes: list[str]) -> StateSchema:
    # Pass 1: fields and primary keys (foreign keys need every table's key first).
    pending_fk: dict[str, dict[str, str]] = {}
    for entity in entities.values():
        properties: dict[str, Any] = entity.schema["properties"]
        if len(properties) > MAX_COLUMNS:
            raise SpecError(
                f"the schema has more than {MAX_COLUMNS} properties", path=f"{entity.path}.properties"
            )
        required = {r for r in entity.schema.get("required", []) if isinstance(r, str)}
        registry = NameRegistry(what=f"property of {entity.schema_name}", fold_case=False)
        fields: list[Field] = []
        pending_fk[entity.table] = {}
        for prop, raw in properties.items():
            path = f"{entity.path}.properties.{prop}"
            ref_target = _schema_ref_name(raw)
            if ref_target in entities and ref_target != entity.schema_name:
                name = registry.add(
                    f"{snake_case(sanitize_identifier(prop, what='property', path=path))}_id", path=path
                )
                pending_fk[entity.table][name] = ref_target
                fields.append(
                    Field(
                        name=name,
                        type=FieldType.STRING,
                        required=prop in required,
                        description=join_description(
                            f"Identifier of the referenced {ref_target}.", renamed_note(prop, name)
                        ),
                    )
                )
                entity.field_by_property[prop] = name
                continue
            schema = _flatten_all_of(refs.inline(raw, path=path))
            if not isinstance(schema, dict):
                raise SpecError("a property schema must be an object", path=path)
            if schema.get("type") == "array" and _schema_ref_name(
                raw.get("items") if isinstance(raw, dict) else None
            ):
                notes.append(
                    f"{entity.schema_name}.{prop}: a list of related objects is modelled by their foreign key"
                )
                continue
            name = registry.add(prop, path=path)
            if isinstance(schema.get("x-references"), str):
                pending_fk[entity.table][name] = schema["x-references"]
            field_type, enum_values = _field_type(schema)
            _, nullable = _nullable_type(schema)
            default = (
                schema.get("default") if isinstance(schema.get("default"), str | int | float | bool) else None
            )
            if enum_values and default not in enum_values:
                default = None
            fields.append(
                Field(
                    name=name,
                    type=field_type,
                    enum_values=enum_values,
                    default=default,
                    required=prop in required and not nullable,
                    unique=bool(schema.get("x-unique")),
                    description=join_description(
                        clip(str(schema.get("description", ""))), renamed_note(prop, name)
                    ),
                    generated=bool(schema.get("readOnly"))
                    and field_type in {FieldType.DATE, FieldType.DATETIME},
                    checks=_checks(schema, field_type),
                )
            )
            entity.field_by_property[prop] = name
        names = [f.name for f in fields]
        pk = _pick_primary_key(
            entity,
            names,
            {entity.field_by_property.get(r, r) for r in required},
            {f.name: f.type for f in fields},
        )
        if pk is None:
            pk = "id" if "id" not in names else f"{entity.table}_row_id"
            fields.insert(
                0,
                Field(
                    name=pk,
                    type=FieldType.STRING,
                    generated=True,
                    unique=True,
                    description="Row identifier added by envstudio (the schema has none).",
                ),
            )
            notes.append(f"{entity.schema_name}: no id-like property, added {pk}")
        # The server makes the key when the spec says so (readOnly); else the client sends it (e.g. a SKU).
        read_only = {
            entity.field_by_property.get(p, p)
            for p, v in properties.items()
            if isinstance(v, dict) and refs.shallow(v, path=entity.path).get("readOnly")
        }
        fields = [
            f.model_copy(
                update={"required": True, "unique": True, "generated": f.generated or f.name in read_only}
            )
            if f.name == pk
            else f
            for f in fields
        ]
        entity.fields, entity.primary_key = fields, pk
    # Pass 2: foreign keys, from $ref properties and from names like customer_id.
    tables: list[Table] = []
    by_table = {e.table: e for e in entities.values()}
    for entity in entities.values():
        fields = []
        for f in entity.fields:
            target: _Entity | None = None
            if f.name in pending_fk[entity.table]:
                target = entities.get(pending_fk[entity.table][f.name])
                if target is None:
                    raise SpecError(
                        f"x-references names an unknown schema {pending_fk[entity.table][f.name]!r}",
                        path=f"{entity.path}.properties",
                    )
            elif f.name != entity.primary_key:
                target = _fk_target(f.name, entities, entity.table)
            if target is not None:
                target_pk = by_table[target.table].primary_key
                target_type = next(x.type for x in target.fields if x.name == target_pk)
                f = f.model_copy(
                    update={
                        "foreign_key": ForeignKey(table=target.table, field=target_pk),
                        "type": target_type if f.type != target_type else f.type,
                    }
                )
            fields.append(f)
        description = clip(str(entity.schema.get("description", "")))
        try:
            tables.append(
                Table(
                    name=entity.table,
                    description=description,
                    primary_key=entity.primary_key,
                    fields=[Field.model_validate(x.model_dump()) for x in fields],
                )
            )
        except ValueError as exc:
            raise SpecError(f"the schema cannot become a table: {exc}", path=entity.path) from None
    schema = StateSchema(tables=tables)
    cycle = required_fk_cycle(schema.tables)
    if cycle:
        raise SpecError(
            "required foreign keys form a cycle, so no object could ever be created: "
            + " -> ".join(cycle)
            + "; make one of them optional",
            path="components.schemas."
            + next(e.schema_name for e in entities.values() if e.table == cycle[0]),
        )
    return schema


# --- operations ---------------------------------------------------------------------------------------------


@dataclass
class _Op:
    method: str
    path: str
    node: dict[str, Any]
    where: str
    parameters: list[dict[str, Any]]


def _json_schema_of(content: Any) -> Any:
    if not isinstance(content, dict):
        return None
    for media, body in content.items():
        if "json" in media and isinstance(body, dict):
            return body.get("schema")
    return None


def _entity_of_schema(node: Any, refs: _Refs, entities: dict[str, _Entity], *, path: str) -> _Entity | None:
    name = _schema_ref_name(node)
    if name in entities:
        return entities[name]
    if name:
        stripped = re.sub(r"^(New|Create|Update)|(Input|Create|Update|Patch|Request|Payload)$", "", name)
        if stripped in entities:
            return entities[stripped]
    node = refs.shallow(node, path=path) if isinstance(node, dict) else node
    if isinstance(node, dict):
        if node.get("type") == "array":
            return _entity_of_schema(node.get("items"), refs, entities, path=path)
        for key in ("data", "items", "results"):
            inner = (node.get("properties") or {}).get(key)
            if isinstance(inner, dict):
                found = _entity_of_schema(inner, refs, entities, path=path)
                if found:
                    return found
    return None


def _table_for(op: _Op, refs: _Refs, entities: dict[str, _Entity], statics: list[str]) -> _Entity | None:
    responses = op.node.get("responses") or {}
    if not isinstance(responses, dict):
        raise SpecError("responses must be an object", path=f"{op.where}.responses")
    for code in ("200", "201", "202", "default"):
        response = (
            refs.shallow(responses.get(code), path=f"{op.where}.responses.{code}")
            if code in responses
            else None
        )
        if isinstance(response, dict):
            found = _entity_of_schema(
                _json_schema_of(response.get("content")), refs, entities, path=f"{op.where}.responses.{code}"
            )
            if found:
                return found
    body = refs.shallow(op.node.get("requestBody"), path=f"{op.where}.requestBody")
    if isinstance(body, dict):
        found = _entity_of_schema(
            _json_schema_of(body.get("content")), refs, entities, path=f"{op.where}.requestBody"
        )
        if found:
            return found
    return _entity_of_segment(statics[-1], entities) if statics else None


def _entity_of_segment(segment: str, entities: dict[str, _Entity]) -> _Entity | None:
    stem = singular(snake_case(segment.replace("-", "_")))
    for entity in entities.values():
        if stem in {entity.table, singular(entity.table)}:
            return entity
    return None


def _describe(param: str, table: Table) -> str:
    return f"The {words(param)} used to select {words(table.name)}."


def _field_for(name: str, table: Table) -> str | None:
    names = {f.name for f in table.fields}
    for candidate in (name, snake_case(name)):
        if candidate in names:
            return candidate
    return None


def _tool_for(
    op: _Op, refs: _Refs, entities: dict[str, _Entity], schema: StateSchema, notes: list[str]
) -> Tool | None:
    segments = [s for s in op.path.split("/") if s]
    statics = [s for s in segments if not s.startswith("{")]
    # Every reference the operation uses must resolve locally and without cycles, even where unused.
    for part in ("parameters", "requestBody", "responses"):
        if part in op.node:
            refs.inline(op.node[part], path=f"{op.where}.{part}")
    entity = _table_for(op, refs, entities, statics)
    if entity is None:
        notes.append(f"{op.method.upper()} {op.path}: maps to no entity schema, skipped")
        return None
    table = schema.table(entity.table)
    trailing_param = segments[-1][1:-1] if segments and segments[-1].startswith("{") else None
    action = None
    # POST /orders/{id}/cancel acts on the order itself; POST /orders/{id}/items creates a child row.
    if (
        op.method == "post"
        and len(segments) >= 3
        and segments[-2].startswith("{")
        and not segments[-1].startswith("{")
        and _entity_of_segment(segments[-3], entities) is entity
    ):
        action, trailing_param = segments[-1], segments[-2][1:-1]
    kind = {
        ("get", True): OperationKind.GET,
        ("get", False): OperationKind.SEARCH,
        ("post", False): OperationKind.CREATE,
        ("put", True): OperationKind.UPDATE,
        ("patch", True): OperationKind.UPDATE,
        ("delete", True): OperationKind.DELETE,
    }.get((op.method, trailing_param is not None))
    if action is not None:
        kind = OperationKind.UPDATE
    if kind is None:
        notes.append(f"{op.method.upper()} {op.path}: no table behaviour for this method and path, skipped")
        return None

    registry = NameRegistry(what=f"parameter of {op.method.upper()} {op.path}", fold_case=False)
    parameters: list[Parameter] = []
    field_params: dict[str, str] = {}
    key_param = key_field = limit_param = None
    unused: list[str] = []
    parent_entity = None
    for index, raw in enumerate(op.parameters):
        path = f"{op.where}.parameters[{index}]"
        param = refs.inline(raw, path=path)
        if not isinstance(param, dict) or not isinstance(param.get("name"), str):
            raise SpecError("a parameter needs a name", path=path)
        if param.get("in") not in {"path", "query"}:
            continue
        raw_name = param["name"]
        name = registry.add(raw_name, path=path)
        pschema: dict[str, Any] = (
            param["schema"] if isinstance(param.get("schema"), dict) else {"type": "string"}
        )
        description = clip(str(param.get("description") or "")) or _describe(raw_name, table)
        description = join_description(description, renamed_note(raw_name, name))
        required = bool(param.get("required")) or param.get("in") == "path"
        if raw_name == trailing_param:
            key_param = name
            key_field = _field_for(raw_name, table)
            if key_field is None or not table.field(key_field).unique:
                key_field = table.primary_key
            parameters.append(
                Parameter(
                    name=name,
                    description=description,
                    required=True,
                    value_schema=value_schema(table.field(key_field)),
                )
            )
            continue
        if param.get("in") == "path":
            # A parent resource (/orders/{orderId}/items): the child's foreign key to it.
            if "{" + raw_name + "}" not in segments:
                raise SpecError(f"the path parameter {raw_name!r} does not occur in the path", path=path)
            position = segments.index("{" + raw_name + "}")
            parent_entity = _entity_of_segment(segments[position - 1], entities) if position else None
            fk_field = next(
                (
                    f.name
                    for f in table.fields
                    if f.foreign_key and parent_entity and f.foreign_key.table == parent_entity.table
                ),
                None,
            )
            if fk_field is not None:
                field_params[name] = fk_field
                parameters.append(
                    Parameter(
                        name=name,
                        description=description,
                        required=True,
                        value_schema=value_schema(table.field(fk_field)),
                    )
                )
                continue
        if kind == OperationKind.SEARCH and raw_name in LIMIT_NAMES:
            limit_param = name
            parameters.append(limit_parameter(name).model_copy(update={"description": description}))
            continue
        field = _field_for(raw_name, table)
        if field is not None and kind == OperationKind.SEARCH:
            field_params[name] = field
            parameters.append(
                Parameter(
                    name=name,
                    description=description,
                    required=False,
                    value_schema=value_schema(table.field(field)),
                )
            )
            continue
        unused.append(name)
        default = pschema.get("default")
        has_default = isinstance(default, str | int | float | bool)
        clean_schema = {
            k: v for k, v in pschema.items() if k in {"type", "format", "enum", "minimum", "maximum"}
        }
        parameters.append(
            Parameter(
                name=name,
                description=description,
                required=required and not has_default,
                value_schema=clean_schema or {"type": "string"},
                default=default if has_default else None,
            )
        )
    if kind in {OperationKind.CREATE, OperationKind.UPDATE}:
        body = refs.shallow(op.node.get("requestBody"), path=f"{op.where}.requestBody")
        body_schema = _json_schema_of(body.get("content")) if isinstance(body, dict) else None
        if body_schema is not None:
            body_path = f"{op.where}.requestBody"
            resolved = _merge_all_of(refs.shallow(body_schema, path=body_path), refs, path=body_path)
            body_required = {r for r in resolved.get("required", []) if isinstance(r, str)}
            body_entity = entities.get(_schema_ref_name(body_schema) or "")
            for prop, raw in (resolved.get("properties") or {}).items():
                path = f"{body_path}.properties.{prop}"
                prop_schema = refs.shallow(raw, path=path) if isinstance(raw, dict) else {}
                if isinstance(prop_schema, dict) and prop_schema.get("readOnly"):
                    continue
                mapped = entity.field_by_property.get(prop) if body_entity is entity else None
                field = (
                    mapped
                    or _field_for(prop, table)
                    or (_field_for(f"{snake_case(prop)}_id", table) if _schema_ref_name(raw) else None)
                )
                if field == table.primary_key and kind == OperationKind.UPDATE:
                    continue
                if field is not None and table.field(field).generated and field == table.primary_key:
                    continue
                name = registry.add(field or prop, path=path)
                description = clip(str((prop_schema or {}).get("description") or ""))
                required = kind == OperationKind.CREATE and prop in body_required
                if field is None:
                    unused.append(name)
                    inlined = refs.inline(raw, path=path)
                    parameters.append(
                        Parameter(
                            name=name,
                            description=description or f"The {words(prop)}.",
                            required=required,
                            value_schema={k: v for k, v in inlined.items() if k in {"type", "format", "enum"}}
                            if isinstance(inlined, dict)
                            else {},
                        )
                    )
                    continue
                field_params[name] = field
                f = table.field(field)
                parameters.append(
                    Parameter(
                        name=name,
                        description=description
                        or f.description
                        or f"The {words(field)} of the {words(table.name)}.",
                        required=required,
                        value_schema=value_schema(f),
                        default=f.default
                        if kind == OperationKind.CREATE
                        and not required
                        and isinstance(f.default, str | int | float | bool)
                        else None,
                    )
                )
    set_values: dict[str, Any] = {}
    if action is not None:
        verb = snake_case(action).replace("-", "_")
        enum_fields = sorted((f for f in table.fields if f.enum_values), key=lambda f: f.name != "status")
        for f in enum_fields:
            value = next(
                (v for v in f.enum_values or [] if v.startswith(verb) or v == verb[:-1] + "id"), None
            )
            if value is not None:
                set_values[f.name] = value
                break
        if not set_values and not field_params:
            notes.append(
                f"POST {op.path}: the action {action!r} matches no enum value of {table.name}, skipped"
            )
            return None
    name_source = op.node.get("operationId")
    if isinstance(name_source, str) and name_source.strip():
        tool = snake_case(
            sanitize_identifier(name_source, what="operationId", path=f"{op.where}.operationId")
        )
    else:
        tool = sanitize_identifier(
            f"{op.method}_{'_'.join(snake_case(s.strip('{}')) for s in segments)}",
            what="operation",
            path=op.where,
        )
    if tool in _RESERVED_TOOLS:
        tool = f"{tool}_operation"
    summary = " ".join(str(op.node.get(k, "")).strip() for k in ("summary", "description") if op.node.get(k))
    description = summary or f"{op.method.upper()} {op.path}: {kind.value} {words(table.name)}."
    if unused:
        description += f" Parameters accepted but not used by the simulated environment: {', '.join(unused)}."
    operation = Operation(
        kind=kind,
        table=table.name,
        key_param=key_param,
        key_field=key_field,
        field_params=field_params,
        limit_param=limit_param,
        set_values=set_values,
    )
    if kind in {OperationKind.GET, OperationKind.UPDATE, OperationKind.DELETE} and key_param is None:
        raise SpecError(f"the path parameter {trailing_param!r} is not declared", path=op.where)
    return make_tool(
        schema=schema, name=tool, description=description, operation=operation, parameters=parameters
    )


def _operations(document: dict[str, Any], refs: _Refs) -> list[_Op]:
    paths = document.get("paths")
    if not isinstance(paths, dict) or not paths:
        raise SpecError("the document has no paths, so there are no tools", path="paths")
    ops: list[_Op] = []
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
            ops.append(
                _Op(method=method, path=str(path), node=node, where=f"{where}.{method}", parameters=merged)
            )
            if len(ops) > MAX_TOOLS:
                raise SpecError(f"the document has more than {MAX_TOOLS} operations", path=where)
    return ops


def parse_openapi(text: str | bytes, *, name: str) -> EnvironmentSpec:
    """OpenAPI 3.0/3.1 (JSON or YAML) -> a full EnvironmentSpec. Raises ``SpecError`` (path or line)."""
    try:
        return _parse_openapi(text, name=name)
    except SpecError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # A shape this parser did not foresee: still a clear, located-as-possible error, never a traceback.
        raise SpecError(
            f"the document has a shape that cannot be read ({type(exc).__name__}: {exc})"
        ) from None


def _parse_openapi(text: str | bytes, *, name: str) -> EnvironmentSpec:

    document = load_document(text)
    version = document.get("openapi")
    if not isinstance(version, str) or not version.startswith("3."):
        found = document.get("swagger") or version
        raise SpecError(f"only OpenAPI 3.0 and 3.1 are supported (found {str(found)[:20]!r})", path="openapi")
    refs = _Refs(document)
    notes: list[str] = [f"openapi {version}"]
    entities = _entities(document, refs)
    schema = _build_tables(entities, refs, notes)
    tools: list[Tool] = []
    seen: dict[str, str] = {}
    for op in _operations(document, refs):
        tool = _tool_for(op, refs, entities, schema, notes)
        if tool is None:
            continue
        if tool.name in seen:
            raise SpecError(
                f"two operations give the tool name {tool.name!r} (also {seen[tool.name]})", path=op.where
            )
        seen[tool.name] = op.where
        tools.append(tool)
    if not tools:
        raise SpecError("no operation maps to a table, so there are no tools", path="paths")
    info: dict[str, Any] = document["info"] if isinstance(document.get("info"), dict) else {}
    title = clip(str(info.get("title") or name), 200)
    description = join_description(title + ".", clip(str(info.get("description") or "")))
    return finish_spec(
        name=name,
        description=description,
        source="openapi",
        generator=f"{GENERATOR} {GENERATOR_VERSION}",
        schema=schema,
        tools=tools,
        notes=notes,
    )
