"""OpenAPI operations -> tools: which table an operation works on, what it does to it, and its parameters.

Behaviour follows method and path: POST /x creates, GET /x/{id} gets, GET /x searches, PUT/PATCH /x/{id}
update, DELETE /x/{id} deletes, POST /x/{id}/<verb> sets an enum such as status to the matching value. A path
parameter that is also a property of the request body is one parameter (the path's). Parameter types come
from the table's fields where a parameter maps to one, so the tool's JSON schema, the generated code and the
procedural tests read the same contract.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from synthesis.ir.environment import (
    Operation,
    OperationKind,
    Parameter,
    StateSchema,
    Table,
    Tool,
)
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import (
    RESERVED_FIELD_NAMES,
    NameRegistry,
    clip,
    join_description,
    renamed_note,
    sanitize_identifier,
    snake_case,
    words,
)
from synthesis.seeds.specs.openapi_document import Refs, merge_all_of, path_segments, schema_ref_name
from synthesis.seeds.specs.openapi_tables import (
    Entity,
    entity_of_schema,
    entity_of_segment,
    supplies_required,
)
from synthesis.seeds.specs.operations import limit_parameter, make_tool, value_schema

METHODS = ("get", "post", "put", "patch", "delete")
LIMIT_NAMES = frozenset(
    {"limit", "page_size", "pageSize", "per_page", "perPage", "max_results", "maxResults", "top"}
)
# Request bodies read, in order of preference: JSON, then form data (Swagger 2.0 formData parameters).
BODY_MEDIA = ("json", "x-www-form-urlencoded", "form-data")
_RESERVED_TOOLS = frozenset({"state", "ctx"})
_KINDS = {
    ("get", True): OperationKind.GET,
    ("get", False): OperationKind.SEARCH,
    ("post", False): OperationKind.CREATE,
    ("post", True): OperationKind.UPDATE,  # POST /customers/{id} (Stripe, Twilio, Swagger's petstore form)
    ("put", True): OperationKind.UPDATE,
    ("patch", True): OperationKind.UPDATE,
    ("delete", True): OperationKind.DELETE,
}


@dataclass
class Op:
    method: str
    path: str
    node: dict[str, Any]
    where: str
    parameters: list[dict[str, Any]]
    # The entity the operations on this path (or on its items' path) send or answer with: what a DELETE or a
    # list answered by an envelope acts on when nothing else names it (``attach_siblings``).
    sibling: Entity | None = None

    @property
    def segments(self) -> list[str]:
        return path_segments(self.path)


@dataclass
class _Shape:
    """What an operation does: its entity, kind, the path parameter naming the row, and an action verb."""

    entity: Entity
    table: Table
    kind: OperationKind
    trailing: str | None
    action: str | None
    body_key: str | None = None  # PUT /pet with the pet's id in the body: the body property naming the row


@dataclass
class _Draft:
    """The tool's parameters as they are collected."""

    registry: NameRegistry
    parameters: list[Parameter] = dc_field(default_factory=list)
    field_params: dict[str, str] = dc_field(default_factory=dict)
    scope_params: dict[str, str] = dc_field(default_factory=dict)
    key_param: str | None = None
    key_field: str | None = None
    limit_param: str | None = None
    unused: list[str] = dc_field(default_factory=list)
    # Optional parameters whose names collide with another's once made identifiers (Twilio's ``StartTime<``
    # and ``StartTime>`` beside ``StartTime``): left out of the tool, named in its description.
    colliding: list[str] = dc_field(default_factory=list)
    path_names: set[str] = dc_field(default_factory=set)


def json_schema_of(content: Any) -> Any:
    if not isinstance(content, dict):
        return None
    for wanted in BODY_MEDIA:
        for media, body in content.items():
            if wanted in media and isinstance(body, dict):
                return body.get("schema")
    return None


def attach_siblings(ops: list[Op], refs: Refs, entities: dict[str, Entity]) -> None:
    """Each operation's ``sibling``: the one entity that the operations on its path, else those on its
    items' path (``/services/{sid}`` for ``/services``), send or answer with. Twilio's DELETEs answer 204 and
    its lists answer envelopes; their dotted schema names (``proxy.v1.service``) match no path segment."""
    found: dict[str, set[str]] = {}
    for op in ops:
        entity = _schema_entity(op, refs, entities)
        if entity is not None:
            segments = op.segments
            found.setdefault("/".join(segments), set()).add(entity.schema_name)
            if segments and segments[-1].startswith("{"):
                found.setdefault("/".join(segments[:-1]) + "/{}", set()).add(entity.schema_name)
    for op in ops:
        path = "/".join(op.segments)
        names = found.get(path) or found.get(path + "/{}") or set()
        op.sibling = entities[next(iter(names))] if len(names) == 1 else None


def _table_for(op: Op, refs: Refs, entities: dict[str, Entity]) -> Entity | None:
    found = _schema_entity(op, refs, entities)
    if found is not None:
        return found
    segments = op.segments
    statics = [s for s in segments if not s.startswith("{")]
    found = entity_of_segment(statics[-1], entities) if statics else None
    if (
        found is None
        and len(segments) >= 3
        and segments[-2].startswith("{")
        and not segments[-3].startswith("{")
    ):
        found = entity_of_segment(
            segments[-3], entities
        )  # POST /pullrequests/{id}/merge acts on a pullrequest
    return found or op.sibling


def _schema_entity(op: Op, refs: Refs, entities: dict[str, Entity]) -> Entity | None:
    """The entity an operation's body or answer is (by its schema), if any."""
    responses = op.node.get("responses") or {}
    if not isinstance(responses, dict):
        raise SpecError("responses must be an object", path=f"{op.where}.responses")
    body = refs.shallow(op.node.get("requestBody"), path=f"{op.where}.requestBody")
    sent = None
    if isinstance(body, dict):
        where = f"{op.where}.requestBody"
        sent = entity_of_schema(json_schema_of(body.get("content")), refs, entities, path=where)
    # The default answer only when no success is declared: beside one it is the error (google.rpc.Status in
    # gRPC gateways' documents made Memos' batchDelete a create of a status row).
    succeeds = any(str(code).startswith("2") for code in responses)
    for code in ("200", "201", "202") if succeeds else ("200", "201", "202", "default"):
        where = f"{op.where}.responses.{code}"
        response = refs.shallow(responses.get(code), path=where) if code in responses else None
        if isinstance(response, dict):
            found = entity_of_schema(json_schema_of(response.get("content")), refs, entities, path=where)
            # A POST whose body cannot make the entity it answers with (a ticket purchase answered by a
            # confirmation with a server-made code) stores what it was sent.
            if found and sent and op.method == "post" and not supplies_required(sent, found):
                return sent
            if found:
                return found
    return sent


def field_for(name: str, table: Table) -> str | None:
    names = {f.name for f in table.fields}
    for candidate in (name, snake_case(name)):
        if candidate in names:
            return candidate
    return None


def _returns_list(op: Op, refs: Refs) -> bool:
    responses = op.node.get("responses")
    response = refs.shallow(responses.get("200"), path=op.where) if isinstance(responses, dict) else None
    body = json_schema_of(response.get("content")) if isinstance(response, dict) else None
    body = refs.shallow(body, path=op.where) if isinstance(body, dict) else None
    return isinstance(body, dict) and body.get("type") == "array"


def shape_of(
    op: Op, refs: Refs, entities: dict[str, Entity], schema: StateSchema, notes: list[str]
) -> _Shape | None:
    segments = op.segments
    # Every reference the operation uses must resolve locally and without cycles, even where unused.
    for part in ("parameters", "requestBody", "responses"):
        if part in op.node:
            refs.inline(op.node[part], path=f"{op.where}.{part}")
    entity = _table_for(op, refs, entities)
    if entity is None:
        notes.append(f"{op.method.upper()} {op.path}: maps to no entity schema, skipped")
        return None
    trailing = segments[-1][1:-1] if segments and segments[-1].startswith("{") else None
    action = None
    # POST /orders/{id}/cancel acts on the order itself; POST /orders/{id}/items creates a child row.
    if (
        op.method == "post"
        and len(segments) >= 3
        and segments[-2].startswith("{")
        and not segments[-1].startswith("{")
        and entity_of_segment(segments[-3], entities) is entity
    ):
        action, trailing = segments[-1], segments[-2][1:-1]
    if op.method == "get" and trailing is not None and _returns_list(op, refs):
        trailing = None  # GET /repositories/{username} lists an owner's repositories: a search
    kind = OperationKind.UPDATE if action is not None else _KINDS.get((op.method, trailing is not None))
    body_key = None
    if kind is None and op.method in ("put", "patch") and trailing is None:
        body_key = _body_key(op, refs, entity, schema.table(entity.table))
        kind = OperationKind.UPDATE if body_key is not None else None
    if kind is None:
        notes.append(f"{op.method.upper()} {op.path}: no table behaviour for this method and path, skipped")
        return None
    return _Shape(
        entity=entity,
        table=schema.table(entity.table),
        kind=kind,
        trailing=trailing,
        action=action,
        body_key=body_key,
    )


def _body_key(op: Op, refs: Refs, entity: Entity, table: Table) -> str | None:
    """PUT /pet whose body is a Pet with its id (Swagger's petstore ``updatePet``): the body property holding
    the row's primary key, which names the row as a path parameter would; None when the body has none."""
    body = refs.shallow(op.node.get("requestBody"), path=f"{op.where}.requestBody")
    body_schema = json_schema_of(body.get("content")) if isinstance(body, dict) else None
    if body_schema is None or schema_ref_name(body_schema) != entity.schema_name:
        return None
    resolved = merge_all_of(refs.shallow(body_schema, path=op.where), refs, path=op.where)
    properties = resolved.get("properties") if isinstance(resolved, dict) else None
    for prop in properties or {}:
        mapped = entity.field_by_property.get(prop) or field_for(prop, table)
        if mapped == table.primary_key:
            return str(prop)
    return None


def _key_field(raw_name: str, table: Table) -> str:
    field = field_for(raw_name, table)
    return field if field is not None and table.field(field).unique else table.primary_key


def _path_parent(op: Op, raw_name: str, table: Table, entities: dict[str, Entity], path: str) -> str | None:
    """The child's field a parent path parameter stands for: its foreign key to the parent the segment before
    names (/orders/{orderId}/items), else its field of the parameter's name (Twilio's
    ``/Accounts/{AccountSid}/Messages/{Sid}``: ``account_sid``, no foreign key); or None."""
    segments = op.segments
    if "{" + raw_name + "}" not in segments:
        raise SpecError(f"the path parameter {raw_name!r} does not occur in the path", path=path)
    position = segments.index("{" + raw_name + "}")
    parent = entity_of_segment(segments[position - 1], entities) if position else None
    if parent is not None:
        keys = [f.name for f in table.fields if f.foreign_key and f.foreign_key.table == parent.table]
        if keys:
            return keys[0]
    own = field_for(raw_name, table)
    return own if own is not None and own != table.primary_key else None


def _declared_parameter(
    op: Op, shape: _Shape, draft: _Draft, param: dict[str, Any], entities: dict[str, Entity], path: str
) -> None:
    table = shape.table
    raw_name = param["name"]
    optional = not param.get("required") and param.get("in") != "path" and raw_name != shape.trailing
    collides = draft.registry.collision(raw_name)
    if (optional and collides not in {None, raw_name}) or (
        param.get("in") == "query" and collides == raw_name
    ):
        draft.colliding.append(raw_name)
        return
    name = draft.registry.add(raw_name, path=path)
    pschema: dict[str, Any] = param["schema"] if isinstance(param.get("schema"), dict) else {"type": "string"}
    description = (
        clip(str(param.get("description") or ""))
        or f"The {words(raw_name)} used to select {words(table.name)}."
    )
    description = join_description(description, renamed_note(raw_name, name))
    required = bool(param.get("required")) or param.get("in") == "path"
    if param.get("in") == "path":
        draft.path_names.add(raw_name)
    if raw_name == shape.trailing:
        draft.key_param, draft.key_field = name, _key_field(raw_name, table)
        key = table.field(draft.key_field)
        draft.parameters.append(
            Parameter(name=name, description=description, required=True, value_schema=value_schema(key))
        )
        return
    if param.get("in") == "path":
        fk_field = _path_parent(op, raw_name, table, entities, path)
        if fk_field is not None:
            # A parent's parameter names the row's parent: a row it selects must hold it (it moves nothing).
            keyed = shape.kind in {OperationKind.GET, OperationKind.UPDATE, OperationKind.DELETE}
            (draft.scope_params if keyed else draft.field_params)[name] = fk_field
            schema = value_schema(table.field(fk_field))
            draft.parameters.append(
                Parameter(name=name, description=description, required=True, value_schema=schema)
            )
            return
    if shape.kind == OperationKind.SEARCH and raw_name in LIMIT_NAMES:
        draft.limit_param = name
        draft.parameters.append(limit_parameter(name).model_copy(update={"description": description}))
        return
    field = field_for(raw_name, table)
    if field is not None and shape.kind == OperationKind.SEARCH:
        draft.field_params[name] = field
        schema = value_schema(table.field(field))
        draft.parameters.append(
            Parameter(name=name, description=description, required=False, value_schema=schema)
        )
        return
    draft.unused.append(name)
    default = pschema.get("default")
    has_default = isinstance(default, str | int | float | bool)
    if has_default and isinstance(pschema.get("enum"), list) and default not in pschema["enum"]:
        has_default = False
    clean_schema = {k: v for k, v in pschema.items() if k in {"type", "format", "enum", "minimum", "maximum"}}
    draft.parameters.append(
        Parameter(
            name=name,
            description=description,
            required=required and not has_default,
            value_schema=clean_schema or {"type": "string"},
            default=default if has_default else None,
        )
    )


def _declared_parameters(
    op: Op, shape: _Shape, draft: _Draft, refs: Refs, entities: dict[str, Entity]
) -> None:
    declared: list[tuple[str, dict[str, Any]]] = []
    for index, raw in enumerate(op.parameters):
        path = f"{op.where}.parameters[{index}]"
        param = refs.inline(raw, path=path)
        if not isinstance(param, dict) or not isinstance(param.get("name"), str):
            raise SpecError("a parameter needs a name", path=path)
        if param.get("in") in {"path", "query"}:
            declared.append((path, param))
    # Path parameters first: a query parameter of the same name gives way to them (names are unique by
    # location only: Traccar's GET /reports/events/{type} takes a ``type`` query too).
    for path, param in sorted(declared, key=lambda found: found[1].get("in") != "path"):
        _declared_parameter(op, shape, draft, param, entities, path)


def _body_parameter(
    shape: _Shape,
    draft: _Draft,
    prop: str,
    raw: Any,
    *,
    required: bool,
    mapped: str | None,
    refs: Refs,
    path: str,
) -> None:
    table, kind = shape.table, shape.kind
    prop_schema = refs.shallow(raw, path=path) if isinstance(raw, dict) else {}
    field = (
        mapped
        or field_for(prop, table)
        or (field_for(f"{snake_case(prop)}_id", table) if schema_ref_name(raw) else None)
    )
    if field == table.primary_key and (kind == OperationKind.UPDATE or field in shape.entity.read_only):
        return
    if (field is not None and field in draft.field_params.values()) or draft.registry.collision(
        field or prop
    ):
        return  # one parameter per field and per name (a body that repeats a name under another case)
    name = draft.registry.add(field or prop, path=path)
    description = clip(str((prop_schema or {}).get("description") or ""))
    if field is None:
        draft.unused.append(name)
        inlined = refs.inline(raw, path=path)
        schema = (
            {k: v for k, v in inlined.items() if k in {"type", "format", "enum"}}
            if isinstance(inlined, dict)
            else {}
        )
        draft.parameters.append(
            Parameter(
                name=name,
                description=description or f"The {words(prop)}.",
                required=required,
                value_schema=schema,
            )
        )
        return
    f = table.field(field)
    # An environment-made key is optional: made when left out, accepted when given.
    required = required and not f.generated
    draft.field_params[name] = field
    draft.parameters.append(
        Parameter(
            name=name,
            description=description or f.description or f"The {words(field)} of the {words(table.name)}.",
            required=required,
            value_schema=value_schema(f),
            default=f.default
            if kind == OperationKind.CREATE
            and not required
            and isinstance(f.default, str | int | float | bool)
            else None,
        )
    )


def _root_key_body(
    resolved: dict[str, Any], table: Table, refs: Refs, *, path: str
) -> tuple[str, Any] | None:
    """A body wrapped under one key that is no field of the table (Rails' and RealWorld's
    ``{"user": {"email": ...}}``): (that key, its schema), or None."""
    properties = resolved.get("properties")
    if not isinstance(properties, dict) or len(properties) != 1:
        return None
    [(key, raw)] = properties.items()
    if field_for(key, table) is not None:
        return None
    inner = merge_all_of(
        refs.shallow(raw, path=f"{path}.properties.{key}"), refs, path=f"{path}.properties.{key}"
    )
    if (
        not isinstance(inner, dict)
        or not isinstance(inner.get("properties"), dict)
        or not inner["properties"]
    ):
        return None
    return key, raw


def _body_parameters(op: Op, shape: _Shape, draft: _Draft, refs: Refs, entities: dict[str, Entity]) -> None:
    body = refs.shallow(op.node.get("requestBody"), path=f"{op.where}.requestBody")
    body_schema = json_schema_of(body.get("content")) if isinstance(body, dict) else None
    if body_schema is None:
        return
    body_path = f"{op.where}.requestBody"
    resolved = merge_all_of(refs.shallow(body_schema, path=body_path), refs, path=body_path)
    if not isinstance(resolved, dict):
        return
    inner = _root_key_body(resolved, shape.table, refs, path=body_path)
    if inner is not None:  # {"user": {...}}: the object under the one key is the body
        body_path = f"{body_path}.properties.{inner[0]}"
        body_schema, resolved = (
            inner[1],
            merge_all_of(refs.shallow(inner[1], path=body_path), refs, path=body_path),
        )
    body_required = {r for r in resolved.get("required", []) if isinstance(r, str)}
    body_entity = entities.get(schema_ref_name(body_schema) or "")
    for prop, raw in (resolved.get("properties") or {}).items():
        path = f"{body_path}.properties.{prop}"
        prop_schema = refs.shallow(raw, path=path) if isinstance(raw, dict) else {}
        # A readOnly key is the server's to make, but the body key names the row to change (ReadMe's
        # petstore marks Pet.id readOnly and updates by PUT /pet): the caller sends it.
        if isinstance(prop_schema, dict) and prop_schema.get("readOnly") and prop != shape.body_key:
            continue
        if prop in draft.path_names:
            continue  # PUT /user/{username} with a body that repeats username: the path's value is the one
        if prop == shape.body_key:
            name = draft.registry.add(prop, path=path)
            draft.key_param, draft.key_field = name, shape.table.primary_key
            key = shape.table.field(shape.table.primary_key)
            description = f"The {words(key.name)} of the {words(shape.table.name)} to change."
            draft.parameters.append(
                Parameter(name=name, description=description, required=True, value_schema=value_schema(key))
            )
            continue
        mapped = shape.entity.field_by_property.get(prop) if body_entity is shape.entity else None
        required = shape.kind == OperationKind.CREATE and prop in body_required
        _body_parameter(shape, draft, prop, raw, required=required, mapped=mapped, refs=refs, path=path)


def _action_values(op: Op, shape: _Shape, draft: _Draft, notes: list[str]) -> dict[str, Any] | None:
    """The enum value POST /x/{id}/<action> sets ({} without an action); None when the action maps to none."""
    if shape.action is None:
        return {}
    verb = snake_case(shape.action).replace("-", "_")
    enum_fields = sorted((f for f in shape.table.fields if f.enum_values), key=lambda f: f.name != "status")
    for f in enum_fields:
        value = next((v for v in f.enum_values or [] if v.startswith(verb) or v == verb[:-1] + "id"), None)
        if value is not None:
            return {f.name: value}
    if draft.field_params:
        return {}
    notes.append(
        f"POST {op.path}: the action {shape.action!r} matches no enum value of {shape.table.name}, skipped"
    )
    return None


def path_tool_name(op: Op) -> str:
    """A tool's name from its method and path (``post_no_auth_pets``): for an operation without an
    operationId, or whose operationId repeats another's (invalid OpenAPI, but found: Stoplight Prism's
    fixtures)."""
    joined = "_".join(snake_case(s.strip("{}")) for s in op.segments)
    tool = sanitize_identifier(f"{op.method}_{joined}", what="operation", path=op.where)
    return f"{tool}_operation" if tool in _RESERVED_TOOLS else tool


def _tool_name(op: Op) -> str:
    name_source = op.node.get("operationId")
    if not (isinstance(name_source, str) and name_source.strip()):
        return path_tool_name(op)
    tool = snake_case(sanitize_identifier(name_source, what="operationId", path=f"{op.where}.operationId"))
    return f"{tool}_operation" if tool in _RESERVED_TOOLS else tool


def tool_for(
    op: Op, refs: Refs, entities: dict[str, Entity], schema: StateSchema, notes: list[str]
) -> Tool | None:
    shape = shape_of(op, refs, entities, schema, notes)
    if shape is None:
        return None
    where = f"parameter of {op.method.upper()} {op.path}"
    draft = _Draft(registry=NameRegistry(what=where, fold_case=False, reserved=RESERVED_FIELD_NAMES))
    _declared_parameters(op, shape, draft, refs, entities)
    if shape.kind in {OperationKind.CREATE, OperationKind.UPDATE}:
        _body_parameters(op, shape, draft, refs, entities)
    set_values = _action_values(op, shape, draft, notes)
    if set_values is None:
        return None
    said = [str(op.node.get(k, "")).strip() for k in ("summary", "description") if op.node.get(k)]
    summary = " ".join(dict.fromkeys(said))  # (Twilio's say the same twice)
    description = summary or f"{op.method.upper()} {op.path}: {shape.kind.value} {words(shape.table.name)}."
    if draft.colliding:
        left_out = ", ".join(draft.colliding)
        description += f" Parameters of the API left out (their names collide with another's): {left_out}."
    if draft.unused:
        description += (
            f" Parameters accepted but not used by the simulated environment: {', '.join(draft.unused)}."
        )
    if (
        shape.kind in {OperationKind.GET, OperationKind.UPDATE, OperationKind.DELETE}
        and draft.key_param is None
    ):
        if shape.trailing is None:  # (a body key that no body parameter carried)
            raise SpecError(f"{op.method.upper()} {op.path} names no row to change", path=op.where)
        raise SpecError(f"the path parameter {shape.trailing!r} is not declared", path=op.where)
    operation = Operation(
        kind=shape.kind,
        table=shape.table.name,
        key_param=draft.key_param,
        key_field=draft.key_field,
        field_params=draft.field_params,
        scope_params=draft.scope_params,
        limit_param=draft.limit_param,
        set_values=set_values,
    )
    return make_tool(
        schema=schema,
        name=_tool_name(op),
        description=description,
        operation=operation,
        parameters=draft.parameters,
    )
