"""Swagger 2.0 -> the OpenAPI 3.0 shape the rest of the reader understands.

``definitions`` become ``components.schemas`` (refs follow), a ``body`` parameter becomes a JSON
request body, ``formData`` parameters a form request body, other parameters keep their type in a ``schema``,
and response schemas move under ``content``. Nothing is fetched; anything else is carried over as it is.
"""

from __future__ import annotations

from typing import Any

from synthesis.seeds.errors import SpecError

_REF_PREFIXES = {
    "#/definitions/": "#/components/schemas/",
    "#/parameters/": "#/components/parameters/",
    "#/responses/": "#/components/responses/",
}
# Keys of a 2.0 non-body parameter that belong in its 3.0 ``schema``.
_SCHEMA_KEYS = (
    "type",
    "format",
    "enum",
    "default",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "minLength",
    "maxLength",
    "items",
)
METHODS = ("get", "post", "put", "patch", "delete", "head", "options")
FORM_MEDIA = "application/x-www-form-urlencoded"


def _rewrite_refs(node: Any) -> Any:
    if isinstance(node, dict):
        out = {k: _rewrite_refs(v) for k, v in node.items()}
        ref = out.get("$ref")
        if isinstance(ref, str):
            for old, new in _REF_PREFIXES.items():
                if ref.startswith(old):
                    out["$ref"] = new + ref[len(old) :]
        return out
    if isinstance(node, list):
        return [_rewrite_refs(v) for v in node]
    return node


def _resolve(document: dict[str, Any], param: Any) -> Any:
    """A 2.0 parameter, following one ``#/parameters/`` reference (to learn where it goes)."""
    ref = param.get("$ref") if isinstance(param, dict) else None
    if isinstance(ref, str) and ref.startswith("#/parameters/"):
        target = (document.get("parameters") or {}).get(ref[len("#/parameters/") :])
        if isinstance(target, dict):
            return target
    return param


def _plain_parameter(param: dict[str, Any]) -> dict[str, Any]:
    schema = {k: param[k] for k in _SCHEMA_KEYS if k in param}
    out = {k: v for k, v in param.items() if k not in _SCHEMA_KEYS}
    out["schema"] = schema or {"type": "string"}
    return out


def _request_body(
    body: dict[str, Any] | None, form: list[dict[str, Any]], consumes: list[str]
) -> dict[str, Any] | None:
    if body is not None:
        media = next((m for m in consumes if "json" in m), "application/json")
        return {
            "description": body.get("description", ""),
            "required": bool(body.get("required")),
            "content": {media: {"schema": body.get("schema") or {}}},
        }
    if form:
        schema = {
            "type": "object",
            "properties": {
                p["name"]: _plain_parameter(p)["schema"] for p in form if isinstance(p.get("name"), str)
            },
            "required": [p["name"] for p in form if p.get("required") and isinstance(p.get("name"), str)],
        }
        return {"content": {FORM_MEDIA: {"schema": schema}}}
    return None


def _responses(responses: Any, produces: list[str]) -> Any:
    if not isinstance(responses, dict):
        return responses
    media = next((m for m in produces if "json" in m), "application/json")
    out: dict[str, Any] = {}
    for code, response in responses.items():
        if isinstance(response, dict) and "schema" in response:
            rest = {k: v for k, v in response.items() if k != "schema"}
            out[str(code)] = {**rest, "content": {media: {"schema": response["schema"]}}}
        else:
            out[str(code)] = response
    return out


def _operation(
    document: dict[str, Any], node: dict[str, Any], shared: list[Any], where: str
) -> dict[str, Any]:
    own = node.get("parameters") or []
    if not isinstance(own, list):
        raise SpecError("parameters must be a list", path=f"{where}.parameters")
    names = {
        (p.get("name"), p.get("in")) for p in map(lambda p: _resolve(document, p), own) if isinstance(p, dict)
    }
    inherited = [p for p in shared if (_resolve(document, p) or {}).get("name") not in {n for n, _ in names}]
    body: dict[str, Any] | None = None
    form: list[dict[str, Any]] = []
    kept: list[Any] = []
    for raw in [*inherited, *own]:
        param = _resolve(document, raw)
        if not isinstance(param, dict):
            kept.append(raw)
        elif param.get("in") == "body":
            body = param
        elif param.get("in") == "formData":
            form.append(param)
        elif "$ref" in raw:
            kept.append(raw)  # a shared parameter: converted once under components
        else:
            kept.append(_plain_parameter(param))
    out = {k: v for k, v in node.items() if k not in {"parameters", "responses", "consumes", "produces"}}
    out["parameters"] = kept
    consumes = node.get("consumes") or document.get("consumes") or []
    request = _request_body(body, form, consumes if isinstance(consumes, list) else [])
    if request is not None:
        out["requestBody"] = request
    produces = node.get("produces") or document.get("produces") or []
    out["responses"] = _responses(node.get("responses") or {}, produces if isinstance(produces, list) else [])
    return out


def swagger_to_openapi(document: dict[str, Any]) -> dict[str, Any]:
    """A Swagger 2.0 document in the OpenAPI 3.0 shape (``openapi`` says where it came from)."""
    paths = document.get("paths")
    converted_paths: dict[str, Any] = {}
    for path, item in (paths or {}).items() if isinstance(paths, dict) else ():
        where = f"paths.{path}"
        if not isinstance(item, dict):
            raise SpecError("a path item must be an object", path=where)
        shared = item.get("parameters") or []
        if not isinstance(shared, list):
            raise SpecError("parameters must be a list", path=f"{where}.parameters")
        converted: dict[str, Any] = {}
        for method in METHODS:
            if isinstance(item.get(method), dict):
                converted[method] = _operation(document, item[method], shared, f"{where}.{method}")
        converted_paths[str(path)] = converted
    shared_parameters = {
        name: _plain_parameter(p)
        for name, p in (document.get("parameters") or {}).items()
        if isinstance(p, dict) and p.get("in") not in {"body", "formData"}
    }
    result = {
        "openapi": "3.0.0",
        "info": document.get("info") or {},
        "paths": converted_paths,
        "components": {
            "schemas": document.get("definitions") or {},
            "parameters": shared_parameters,
            "responses": _responses(document.get("responses") or {}, []),
        },
    }
    return _rewrite_refs(result)
