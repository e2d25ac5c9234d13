"""OpenAPI 3.0 / 3.1 and Swagger 2.0 (JSON or YAML) -> EnvironmentSpec.

Mapping (documented in docs/specs.md): entity component schemas become tables (``openapi_tables``);
operations become tools with the behaviour of their method and path (``openapi_tools``); Swagger 2.0 is first
brought to the 3.0 shape (``swagger``). Only local ``$ref`` (``#/...``) is followed; remote refs, ref cycles
and YAML alias bombs are refused. What cannot be mapped (an operation on no entity, a property whose ``$ref``
cannot be followed, a schema ``$ref`` that points at no schema) is listed in the provenance notes and the rest
still makes an environment.
"""

from __future__ import annotations

from typing import Any

from synthesis.ir.environment import EnvironmentSpec, Field, FieldType, OperationKind, StateSchema, Tool
from synthesis.seeds.errors import SpecError
from synthesis.seeds.specs.common import clip, join_description
from synthesis.seeds.specs.openapi_document import Refs, load_document, path_segments
from synthesis.seeds.specs.openapi_paths import implied_fields, operations, path_keys
from synthesis.seeds.specs.openapi_tables import build_tables, entities_of
from synthesis.seeds.specs.openapi_tools import attach_siblings, path_tool_name, tool_for
from synthesis.seeds.specs.operations import finish_spec
from synthesis.seeds.specs.swagger import swagger_to_openapi

GENERATOR = "synthesis.seeds.specs.openapi"
GENERATOR_VERSION = "2"

__all__ = ["load_document", "parse_openapi"]


def parse_openapi(text: str | bytes, *, name: str) -> EnvironmentSpec:
    """OpenAPI 3.0/3.1 or Swagger 2.0 (JSON or YAML) -> a full EnvironmentSpec. Raises ``SpecError``."""
    try:
        return _parse_openapi(text, name=name)
    except SpecError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # A shape this parser did not foresee: still a clear, located-as-possible error, never a traceback.
        raise SpecError(
            f"the document has a shape that cannot be read ({type(exc).__name__}: {exc})"
        ) from None


def _versioned(document: dict[str, Any]) -> tuple[dict[str, Any], str]:
    version = document.get("openapi")
    if isinstance(version, str) and version.startswith("3."):
        return document, f"openapi {version}"
    swagger = document.get("swagger")
    if str(swagger) == "2.0":
        return swagger_to_openapi(document), "swagger 2.0 (read as OpenAPI 3.0)"
    found = swagger or version
    raise SpecError(
        f"only OpenAPI 3.0, 3.1 and Swagger 2.0 are supported (found {str(found)[:20]!r})", path="openapi"
    )


def _refined(schema: StateSchema, keys: set[tuple[str, str]], implied: dict[str, list[Field]]) -> StateSchema:
    """The schema with what the operations tell about it: fields a path addresses rows by are unique, fields
    a search filter implies exist. Decided before any tool is made, so every tool and test reads the same."""
    tables = []
    for table in schema.tables:
        fields = [
            f.model_copy(update={"unique": True}) if (table.name, f.name) in keys else f for f in table.fields
        ]
        tables.append(table.model_copy(update={"fields": [*fields, *implied.get(table.name, [])]}))
    return StateSchema(tables=tables)


def _server_made(schema: StateSchema, tools: list[Tool], notes: list[str]) -> StateSchema:
    """The schema with what the server makes: a required field that no create of its table must be given (an
    article's ``slug`` and ``createdAt`` when ``NewArticle`` sends a title and a body) is made by the
    environment (the key an id, a moment the clock, anything else left empty), a flag or a count starts at
    false or zero, and one a create may leave out (its ``tagList``) may be empty. Without this every create
    of such a table fails ("article.slug is required")."""
    given: dict[str, set[str]] = {}  # per table, the fields some create must be given
    optional: dict[str, set[str]] = {}  # per table, the fields creates may be given
    for tool in tools:
        op = tool.operation
        if op is not None and op.kind == OperationKind.CREATE:
            sent, maybe = given.setdefault(op.table, set()), optional.setdefault(op.table, set())
            required = {p.name for p in tool.parameters if p.required}
            for param, field_name in op.field_params.items():
                (sent if param in required else maybe).add(field_name)
            sent.update(op.set_values)
            if op.key_field is not None:
                sent.add(op.key_field)
    tables = []
    for table in schema.tables:
        must = given.get(table.name)
        if must is None:  # no create: rows come only from the initial state
            tables.append(table)
            continue
        fields, made, left_out = [], [], []
        for f in table.fields:
            both = f.name in must and f.name in optional[table.name]
            if both and f.required and f.default is None and not f.generated and f.name != table.primary_key:
                # One create must give it, another may leave it out (Overseerr's POST /user, its email
                # optional, beside logins that require one): that create's calls would all fail.
                left_out.append(f.name)
                fields.append(f.model_copy(update={"required": False}))
                continue
            if f.name in must or not f.required or f.generated or f.default is not None:
                fields.append(f)
                continue
            made.append(f.name)
            if f.name == table.primary_key:
                update: dict[str, Any] = {"generated": True}  # made as an id
            elif f.name in optional[table.name]:
                update = {"required": False}  # sent when the caller has it
            elif f.type == FieldType.BOOLEAN:
                update = {"default": False}
            elif f.type == FieldType.INTEGER and not f.checks:
                update = {"default": 0}
            else:
                update = {"generated": True}
            fields.append(f.model_copy(update=update))
        if made:
            notes.append(f"{table.name}: {', '.join(made)}: no create must give them: made by the server")
        if left_out:
            notes.append(f"{table.name}: {', '.join(left_out)}: a create may leave them out: optional")
        tables.append(table.model_copy(update={"fields": fields}) if made or left_out else table)
    return StateSchema(tables=tables)


def _possible_writes(schema: StateSchema, tools: list[Tool], notes: list[str]) -> list[Tool]:
    """The tools without the writes that can never succeed: a create that cannot give a field its table's
    rows need from their caller (a bodiless ``POST /login/test-token`` answering the ``UserPublic`` that
    ``POST /users`` makes from an email) would fail every call, and fail the verification of the rest; an
    update that can change no field of its row (Docker's ``PUT /volumes/{name}``, whose body is a cluster
    spec the volume table does not hold) answers every call "nothing to update"."""
    kept: list[Tool] = []
    for tool in tools:
        op = tool.operation
        if op is not None and op.kind == OperationKind.UPDATE and not op.field_params and not op.set_values:
            notes.append(
                f"{tool.name}: would update a {op.table} row but can change none of its fields: skipped"
            )
            continue
        if op is None or op.kind != OperationKind.CREATE:
            kept.append(tool)
            continue
        table = schema.table(op.table)
        given = {*op.field_params.values(), *op.set_values, *([op.key_field] if op.key_field else [])}
        missing = [
            f.name
            for f in table.fields
            if f.required and not f.generated and f.default is None and f.name not in given
        ]
        if missing:
            cannot = ", ".join(missing)
            notes.append(
                f"{tool.name}: would create a {table.name} row but cannot give its {cannot}: skipped"
            )
            continue
        kept.append(tool)
    if not kept:
        raise SpecError(
            "no operation maps to a table in a way that can succeed, so there are no tools", path="paths"
        )
    return kept


def _nested_segments(document: dict[str, Any]) -> list[tuple[str, str]]:
    """(parent, child) collection names of paths like ``/tasks/{id}/comments``."""
    pairs: list[tuple[str, str]] = []
    paths = document.get("paths")
    for path in paths if isinstance(paths, dict) else []:
        segments = path_segments(str(path))
        for i in range(2, len(segments)):
            parent, key, child = segments[i - 2], segments[i - 1], segments[i]
            if key.startswith("{") and not parent.startswith("{") and not child.startswith("{"):
                pairs.append((parent, child))
    return pairs


def _parse_openapi(text: str | bytes, *, name: str) -> EnvironmentSpec:
    document, version_note = _versioned(load_document(text))
    try:
        return _parsed(document, version_note, name=name)
    except SpecError as exc:
        elsewhere = _other_files(document)
        if not elsewhere or "only local references" in exc.message:
            raise
        # Redocly's starter keeps every path in a file of its own: what is missing is in those files.
        shown = ", ".join(elsewhere[:3]) + (f" and {len(elsewhere) - 3} more" if len(elsewhere) > 3 else "")
        raise SpecError(
            f"{exc.message}; the document refers to other files ({shown}), which an upload of one file does "
            "not bring: upload it bundled into one file (redocly bundle, swagger-cli bundle)",
            line=exc.line,
            path=exc.path,
        ) from None


def _other_files(node: Any, found: list[str] | None = None) -> list[str]:
    """The ``$ref``s to other files or URLs anywhere in the document, in the order met."""
    found = [] if found is None else found
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and not ref.startswith("#") and ref not in found:
            found.append(ref)
        for value in node.values():
            _other_files(value, found)
    elif isinstance(node, list):
        for value in node:
            _other_files(value, found)
    return found


def _parsed(document: dict[str, Any], version_note: str, *, name: str) -> EnvironmentSpec:
    refs = Refs(document)
    notes: list[str] = [version_note]
    entities = entities_of(document, refs)
    schema = build_tables(entities, refs, notes, nested=_nested_segments(document))
    ops = operations(document, refs)
    attach_siblings(ops, refs, entities)
    keys = path_keys(ops, refs, entities, schema)
    schema = _refined(schema, keys, implied_fields(ops, refs, entities, schema, notes))
    tools: list[Tool] = []
    seen: dict[str, str] = {}
    for op in ops:
        tool = tool_for(op, refs, entities, schema, notes)
        if tool is None:
            continue
        if tool.name in seen:  # a repeated operationId: this one is named by its method and path
            by_path = path_tool_name(op)
            if by_path in seen:
                raise SpecError(
                    f"two operations give the tool name {tool.name!r} (also {seen[tool.name]})", path=op.where
                )
            notes.append(f"{op.where}: its operationId repeats {seen[tool.name]}'s; the tool is {by_path}")
            tool = tool.model_copy(update={"name": by_path})
        seen[tool.name] = op.where
        tools.append(tool)
    if not tools:
        raise SpecError("no operation maps to a table, so there are no tools", path="paths")
    schema = _server_made(schema, tools, notes)
    tools = _possible_writes(schema, tools, notes)
    notes += refs.dangling_notes()
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
