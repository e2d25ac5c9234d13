"""OpenAPI component schemas -> tables: entity schemas, field types and checks, primary and foreign keys.

One source of truth: every field's type, enum and constraints are decided here, once, and codegen, data
generation, the tools' JSON schemas and the procedural tests all read them from the resulting ``Field``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from synthesis.ir.environment import Field, FieldType, ForeignKey, StateSchema, Table
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import (
    MAX_COLUMNS,
    MAX_TABLES,
    RESERVED_FIELD_NAMES,
    NameRegistry,
    clip,
    is_identifier,
    join_description,
    renamed_note,
    required_fk_cycle,
    sanitize_identifier,
    singular,
    snake_case,
)
from synthesis.seeds.specs.openapi_document import (
    Refs,
    flatten_all_of,
    merge_all_of,
    schema_ref_name,
    unfollowable_ref,
    unwrap_nullable,
)

# Request, response, list and error envelopes: ``newPet``, ``NewUser``, ``UpdateArticle``, ``LoginUser``,
# ``PetList``, ``GenericErrorModel``, ``ProblemDetail`` (RFC 9457 errors, as Spring names them).
_NON_ENTITY = re.compile(
    r"^((?:new|New|Create|Update|Patch|Login|Body)[A-Z_].*|.*(Input|Create|Update|Patch|Request|Response|List|Page|"
    r"Collection|Result|Results|Error|ErrorModel|Problem|ProblemDetails?|Params|Payload)|Error|Problem)$"
)
# An error answered by shape, whatever its name: google.rpc.Status (gRPC gateways' every default answer) and
# the common {code, message}.
_ERROR_SHAPES = frozenset({"code", "message", "details"})
# What a page of a list says beside its items (FastAPI's ``ItemsPublic``: ``{data: [Item], count}``).
_PAGING_WORDS = frozenset(
    {"count", "total", "total_count", "next", "previous", "prev", "page", "pages", "page_size", "per_page"}
    | {"offset", "limit", "cursor", "next_cursor", "has_more", "size", "total_pages", "next_page", "links"}
    | {"href", "cursors"}  # (Spotify's pages: the page's own address, its cursors)
)
_ENVELOPE_DEPTH = 4  # how deep an answer may wrap its entity (``{"data": {"items": [...]}}``)
# Key types the environment can make itself when a caller leaves the key out.
GENERATABLE_KEYS = frozenset({FieldType.STRING, FieldType.INTEGER})


def nullable_type(schema: dict[str, Any]) -> tuple[str | None, bool]:
    kind = schema.get("type")
    nullable = bool(schema.get("nullable"))
    if isinstance(kind, list):
        nullable = nullable or "null" in kind
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    return (kind if isinstance(kind, str) else None), nullable


def field_type(schema: dict[str, Any]) -> tuple[FieldType, list[str] | None]:
    kind, _ = nullable_type(schema)
    enum = schema.get("enum")
    if isinstance(schema.get("const"), str) and kind in {None, "string"}:
        enum = [schema["const"]]  # 3.1's const: an enum of one value (a discriminator's tag)
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


def checks_of(schema: dict[str, Any], kind: FieldType) -> list[str]:
    checks: list[str] = []

    def number(key: str) -> float | int | None:
        value = schema.get(key)
        return value if isinstance(value, int | float) and not isinstance(value, bool) else None

    if kind in {FieldType.INTEGER, FieldType.NUMBER}:
        low, high = number("minimum"), number("maximum")
        if low is not None:
            checks.append(f"value {'>' if schema.get('exclusiveMinimum') is True else '>='} {low!r}")
        if high is not None:
            checks.append(f"value {'<' if schema.get('exclusiveMaximum') is True else '<='} {high!r}")
        for key, op in (("exclusiveMinimum", ">"), ("exclusiveMaximum", "<")):
            if number(key) is not None:
                checks.append(f"value {op} {number(key)!r}")
    if kind in {FieldType.STRING, FieldType.TEXT}:
        if isinstance(schema.get("minLength"), int) and schema["minLength"] > 0:
            checks.append(f"len(value) >= {schema['minLength']}")
        if isinstance(schema.get("maxLength"), int):
            checks.append(f"len(value) <= {schema['maxLength']}")
    enum = schema.get("enum")
    if (
        kind != FieldType.ENUM
        and isinstance(enum, list)
        and enum
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in enum)
    ):
        checks.append(f"value in {tuple(enum)!r}")
    return checks


@dataclass
class Entity:
    schema_name: str
    table: str
    schema: dict[str, Any]
    path: str
    fields: list[Field] = dc_field(default_factory=list)
    field_by_property: dict[str, str] = dc_field(default_factory=dict)
    primary_key: str = ""
    # Fields the spec marks readOnly: the server makes them, a caller never sends them.
    read_only: set[str] = dc_field(default_factory=set)
    # field -> schema name, for $ref properties and x-references (resolved once every key is known)
    pending_fk: dict[str, str] = dc_field(default_factory=dict)
    # schema names this entity lists as an array property (a task's comments)
    children: list[str] = dc_field(default_factory=list)


def entities_of(document: dict[str, Any], refs: Refs) -> dict[str, Entity]:
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
    entities: dict[str, Entity] = {}
    passed: list[str] = []  # schemas that are not entities, with why, for the error when none is
    for name, raw in schemas.items():
        path = f"components.schemas.{name}"
        schema = refs.shallow(raw, path=path)
        if not isinstance(schema, dict):
            raise SpecError("a schema must be an object", path=path)
        schema = merge_all_of(schema, refs, path=path)
        properties = schema.get("properties")
        if _NON_ENTITY.match(name) or _NON_ENTITY.match(name.removesuffix("Object") or name):
            passed.append(f"{name} (named like a request, response, list or error envelope)")
            continue
        if not isinstance(properties, dict) or not properties or "$ref" in raw:
            passed.append(f"{name} (no properties of its own)")
            continue
        if {"code", "message"} <= properties.keys() <= _ERROR_SHAPES:
            passed.append(f"{name} (an error: a code and a message)")
            continue
        if _is_list_page(properties, refs, path=path):
            passed.append(f"{name} (a page of a list: its items and how many)")
            continue
        table = registry.add(snake_case(sanitize_identifier(name, what="schema", path=path)), path=path)
        entities[name] = Entity(schema_name=name, table=table, schema=schema, path=path)
        if len(entities) > MAX_TABLES:
            raise SpecError(f"the document has more than {MAX_TABLES} entity schemas", path=path)
    if not entities:
        shown = "; ".join(passed[:5]) + (f"; and {len(passed) - 5} more" if len(passed) > 5 else "")
        raise SpecError(
            f"no component schema looks like an entity (an object with properties): passed over {shown}",
            path="components.schemas",
        )
    return entities


def _is_list_page(properties: dict[str, Any], refs: Refs, *, path: str) -> bool:
    """Whether the properties are one list of another schema's objects and only paging beside it."""
    lists = 0
    for prop, raw in properties.items():
        node = refs.shallow(raw, path=f"{path}.properties.{prop}")
        if isinstance(node, dict) and node.get("type") == "array" and schema_ref_name(node.get("items")):
            lists += 1
        elif snake_case(str(prop)) not in _PAGING_WORDS:
            return False
    # (no list: a page's own fields alone, the base its pages extend: Spotify's PagingObject)
    return lists == 1 or (lists == 0 and len(properties) >= 3)


def _pick_primary_key(
    entity: Entity, names: list[str], required: set[str], types: dict[str, FieldType]
) -> str | None:
    snake = entity.table
    camel = entity.schema_name[:1].lower() + entity.schema_name[1:] + "Id"
    # In any case: Docker's, Azure's and Go's APIs spell it Id or ID.
    by_lower = {name.lower(): name for name in reversed(names)}
    # Then what else names a row by itself: a uuid or guid, Twilio's sid (String Identifier).
    for candidate in ("id", f"{snake}_id", f"{singular(snake)}_id", camel.lower(), "uuid", "guid", "sid"):
        if candidate in by_lower:
            return by_lower[candidate]
    for name in names:
        # A reference to another entity (a comment's author) does not identify this one.
        if name in required and types[name] in GENERATABLE_KEYS and name not in entity.pending_fk:
            return name
    return None


# What frameworks append to a model's name for the shape they send (FastAPI's ``ItemPublic``, ``UserRead``).
_VIEW_SUFFIX = re.compile(r"_(public|read|out|dto|schema|model)$")


def _named(stem: str, entities: dict[str, Entity], *, own: str = "") -> Entity | None:
    """The entity ``stem`` names: by its table's name, else by that name without a view suffix (``exam``
    names ``exam_public``)."""
    others = [entity for entity in entities.values() if entity.table != own]
    for entity in others:
        if stem in {entity.table, singular(entity.table)}:
            return entity
    for entity in others:
        base = _VIEW_SUFFIX.sub("", entity.table)
        if base != entity.table and stem in {base, singular(base)}:
            return entity
    # Else the one entity whose dotted schema name ends in it (Twilio's ``api.v2010.account``).
    dotted = [
        e for e in others if "." in e.schema_name and snake_case(e.schema_name.rsplit(".", 1)[1]) == stem
    ]
    return dotted[0] if len(dotted) == 1 else None


def entity_of_segment(segment: str, entities: dict[str, Entity]) -> Entity | None:
    return _named(singular(snake_case(segment.replace("-", "_"))), entities)


def supplies_required(sent: Entity, target: Entity) -> bool:
    """Whether a body of ``sent`` gives every field a ``target`` row needs from its caller."""
    given = {f.name for f in sent.fields}
    return all(f.name in given for f in target.fields if f.required and not f.generated and f.default is None)


def _fk_target(field_name: str, entities: dict[str, Entity], own: str) -> Entity | None:
    match = re.match(r"^(.+?)(_id|Id|ID)$", field_name)
    if match:
        return _named(snake_case(match.group(1)), entities, own=own)
    # A row named by another key: ``account_sid`` names the account whose key is ``sid`` (Twilio).
    stem, _, key = snake_case(field_name).rpartition("_")
    target = _named(stem, entities, own=own) if stem and key else None
    return target if target is not None and target.primary_key == key else None


def _unusable_ref(raw: Any) -> str | None:
    return unfollowable_ref(raw["$ref"]) if isinstance(raw, dict) and "$ref" in raw else None


def _property_field(
    entity: Entity, prop: str, raw: Any, *, required: bool, refs: Refs, registry: NameRegistry
) -> Field | None:
    path = f"{entity.path}.properties.{prop}"
    raw, null_allowed = unwrap_nullable(raw)
    schema = flatten_all_of(refs.inline(raw, path=path))
    if not isinstance(schema, dict):
        raise SpecError("a property schema must be an object", path=path)
    name = registry.add(prop, path=path)
    if isinstance(schema.get("x-references"), str):
        entity.pending_fk[name] = schema["x-references"]
    kind, enum_values = field_type(schema)
    _, nullable = nullable_type(schema)
    nullable = nullable or null_allowed
    default = schema.get("default") if isinstance(schema.get("default"), str | int | float | bool) else None
    if enum_values and default not in enum_values:
        default = None
    if schema.get("readOnly"):
        entity.read_only.add(name)
    return Field(
        name=name,
        type=kind,
        enum_values=enum_values,
        default=default,
        required=required and not nullable,
        unique=bool(schema.get("x-unique")),
        description=join_description(clip(str(schema.get("description", ""))), renamed_note(prop, name)),
        generated=bool(schema.get("readOnly")) and kind in {FieldType.DATE, FieldType.DATETIME},
        checks=checks_of(schema, kind),
    )


def _entity_fields(entity: Entity, entities: dict[str, Entity], refs: Refs, notes: list[str]) -> None:
    """Pass 1 for one entity: its fields and primary key (foreign keys need every table's key first)."""
    properties: dict[str, Any] = entity.schema["properties"]
    if len(properties) > MAX_COLUMNS:
        raise SpecError(
            f"the schema has more than {MAX_COLUMNS} properties", path=f"{entity.path}.properties"
        )
    required = {r for r in entity.schema.get("required", []) if isinstance(r, str)}
    registry = NameRegistry(
        what=f"property of {entity.schema_name}", fold_case=False, reserved=RESERVED_FIELD_NAMES
    )
    fields: list[Field] = []
    for prop, declared in properties.items():
        path = f"{entity.path}.properties.{prop}"
        raw, null_allowed = unwrap_nullable(declared)
        unusable = _unusable_ref(raw)
        if unusable:
            notes.append(f"{entity.schema_name}.{prop}: not modelled, {unusable}")
            continue
        ref_target = schema_ref_name(raw)
        if ref_target in entities and ref_target != entity.schema_name:
            key_name = f"{snake_case(sanitize_identifier(prop, what='property', path=path))}_id"
            if key_name in properties:
                # FastAPI's models send both ``owner`` (the object) and ``owner_id``: the key is the field.
                notes.append(f"{entity.schema_name}.{prop}: the related {ref_target} is its {key_name}")
                entity.pending_fk.setdefault(key_name, ref_target)
                continue
            name = registry.add(key_name, path=path)
            entity.pending_fk[name] = ref_target
            description = join_description(
                f"Identifier of the referenced {ref_target}.", renamed_note(prop, name)
            )
            fields.append(
                Field(
                    name=name,
                    type=FieldType.STRING,
                    required=prop in required and not null_allowed,
                    description=description,
                )
            )
            entity.field_by_property[prop] = name
            continue
        items = raw.get("items") if isinstance(raw, dict) else None
        if (
            isinstance(raw, dict)
            and schema_ref_name(items)
            and refs.shallow(raw, path=path).get("type") == "array"
        ):
            notes.append(
                f"{entity.schema_name}.{prop}: a list of related objects is modelled by their foreign key"
            )
            entity.children.append(str(schema_ref_name(items)))
            continue
        other = registry.collision(prop) if is_identifier(prop) else None
        if other not in {None, prop}:
            notes.append(f"{entity.schema_name}.{prop}: not modelled, its name collides with {other}")
            continue
        made = _property_field(
            entity, prop, declared, required=prop in required, refs=refs, registry=registry
        )
        if made is not None:
            fields.append(made)
            entity.field_by_property[prop] = made.name
    names = [f.name for f in fields]
    types = {f.name: f.type for f in fields}
    pk = _pick_primary_key(entity, names, {entity.field_by_property.get(r, r) for r in required}, types)
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
        entity.read_only.add(pk)
        notes.append(f"{entity.schema_name}: no id-like property, added {pk}")
    # An id-like key (id, order_id, petId) is made by the environment when a caller leaves it out, and
    # unless it is readOnly also accepted when given: a required non-readOnly id must not make every create
    # fail. Any other key (a product's sku) is named by the client.
    id_like = re.search(r"(^|_)(id|Id|ID)$|[a-z](Id|ID)$", pk) is not None
    makes_key = pk in entity.read_only or (id_like and types.get(pk, FieldType.STRING) in GENERATABLE_KEYS)
    entity.fields = [
        f.model_copy(update={"required": True, "unique": True, "generated": f.generated or makes_key})
        if f.name == pk
        else f
        for f in fields
    ]
    entity.primary_key = pk


def _linked_table(entity: Entity, entities: dict[str, Entity]) -> Table:
    """Pass 2 for one entity: foreign keys from $ref properties, x-references and names like customer_id.

    A foreign key takes the type of the key it points at, so a string key stays a string everywhere."""
    fields: list[Field] = []
    for f in entity.fields:
        target: Entity | None = None
        if f.name in entity.pending_fk:
            target = entities.get(entity.pending_fk[f.name])
            if target is None:
                raise SpecError(
                    f"x-references names an unknown schema {entity.pending_fk[f.name]!r}",
                    path=f"{entity.path}.properties",
                )
        elif f.name != entity.primary_key:
            target = _fk_target(f.name, entities, entity.table)
        if target is not None:
            target_key = next(x for x in target.fields if x.name == target.primary_key)
            f = f.model_copy(
                update={
                    "foreign_key": ForeignKey(table=target.table, field=target.primary_key),
                    "type": target_key.type,
                    "enum_values": f.enum_values if f.type == target_key.type else None,
                    "checks": f.checks if f.type == target_key.type else [],
                }
            )
        fields.append(f)
    try:
        return Table(
            name=entity.table,
            description=clip(str(entity.schema.get("description", ""))),
            primary_key=entity.primary_key,
            fields=[Field.model_validate(x.model_dump()) for x in fields],
        )
    except ValueError as exc:
        raise SpecError(f"the schema cannot become a table: {exc}", path=entity.path) from None


def _child_links(entities: dict[str, Entity], nested: list[tuple[str, str]], notes: list[str]) -> None:
    """A parent that lists children (Task.comments) and a path that nests them under it
    (``/tasks/{id}/comments``): the child gets an optional foreign key to the parent, so a create under the
    parent stores which parent it belongs to."""
    for parent_segment, child_segment in nested:
        parent = entity_of_segment(parent_segment, entities)
        child = entity_of_segment(child_segment, entities)
        if parent is None or child is None or parent is child or child.schema_name not in parent.children:
            continue
        if parent.schema_name in child.pending_fk.values():
            continue
        name = f"{singular(parent.table)}_id"
        if name in {f.name for f in child.fields}:
            continue
        child.fields.append(
            Field(
                name=name,
                required=False,
                description=f"Identifier of the {parent.schema_name} this belongs to.",
            )
        )
        child.pending_fk[name] = parent.schema_name
        notes.append(f"{child.schema_name}.{name}: added, the {parent.schema_name} that lists it")


def build_tables(
    entities: dict[str, Entity], refs: Refs, notes: list[str], nested: list[tuple[str, str]] | None = None
) -> StateSchema:
    for entity in entities.values():
        _entity_fields(entity, entities, refs, notes)
    _child_links(entities, nested or [], notes)
    schema = StateSchema(tables=[_linked_table(entity, entities) for entity in entities.values()])
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


def entity_of_schema(
    node: Any, refs: Refs, entities: dict[str, Entity], *, path: str, depth: int = 0
) -> Entity | None:
    """The entity a body or answer schema is, holds a list of, or wraps (envelopes a few levels deep at most:
    a schema that is no entity may hold itself)."""
    if depth > _ENVELOPE_DEPTH:
        return None
    name = schema_ref_name(node)
    if name in entities:
        return entities[name]
    if name:
        stripped = re.sub(r"^(New|Create|Update)|(Input|Create|Update|Patch|Request|Payload)$", "", name)
        if stripped in entities:
            return entities[stripped]
    node = refs.shallow(node, path=path) if isinstance(node, dict) else node
    if isinstance(node, dict):
        node = merge_all_of(node, refs, path=path)  # (Spotify's pages: allOf its PagingObject and the items)
        if node.get("type") == "array":
            return entity_of_schema(node.get("items"), refs, entities, path=path, depth=depth + 1)
        properties = node.get("properties")
        properties = properties if isinstance(properties, dict) else {}
        for key in ("data", "items", "results"):
            inner = properties.get(key)
            if isinstance(inner, dict):
                found = entity_of_schema(inner, refs, entities, path=path, depth=depth + 1)
                if found:
                    return found
        # A root key named for what it holds (PagerDuty's and Rails' ``{"slack_connection": {...}}``,
        # ``{"incidents": [...], "limit": ...}``).
        for key, inner in properties.items():
            if isinstance(inner, dict):
                found = entity_of_schema(inner, refs, entities, path=path, depth=depth + 1)
                if found and singular(snake_case(str(key))) == singular(found.table):
                    return found
    return None
