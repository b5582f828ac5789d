"""Discord's OpenAPI description (openapi.json beside this file): routes and request-body schemas.

The file is the stable v10 spec, specs/openapi.json of github.com/discord/discord-api-spec at
commit 74fda0fad044407ea280043a03ffc9bc64c4e49e (MIT, see LICENSE); to update it, copy a newer
one over it. It is loaded and its validators built once per process, on first use.

Request bodies are validated with `jsonschema` (Draft 2020-12; OpenAPI 3.1 schemas are JSON
Schema) and `referencing`. One change of strategy, not of meaning: Discord's unions (`oneOf`,
and `anyOf` marked `x-discord-union: oneOf`) are mostly tagged by a required integer `type`
(component kinds, callback kinds, option kinds) or are "null or X". Validating every branch of
such a union costs most of the time and buries the real error under one error per branch, so a
union whose branches are told apart by JSON null or by disjoint required `type` values is
validated against the one branch the instance can match. Any other union is validated as the
spec says.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, ValidationError, validators
from jsonschema.exceptions import best_match
from jsonschema.protocols import Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).with_name("openapi.json")
_SPEC_URI = "urn:discord-api-spec"
_REF_PREFIX = "#/components/schemas/"


# Where the spec is stricter than Discord about what discord.py sends, narrowly and explained.
# Each entry replaces one named schema of the spec.
SPEC_EXCEPTIONS: dict[str, tuple[dict[str, Any], str]] = {
    "SnowflakeType": (
        {
            "type": ["string", "integer"],
            "pattern": "^(0|[1-9][0-9]*)$",
            "minimum": 0,
            "maximum": 2**64 - 1,
            "format": "snowflake",
        },
        "The spec allows only a decimal string; Discord also accepts a JSON integer, and "
        "discord.py sends ids as integers (emoji ids in components, allowed_mentions users and "
        "roles, attachment ids).",
    ),
}


@functools.cache
def spec() -> dict[str, Any]:
    document = json.loads(SPEC_PATH.read_text(encoding="utf-8"))
    for name, (schema, _why) in SPEC_EXCEPTIONS.items():
        document["components"]["schemas"][name] = schema
    return document


def schema_named(name: str) -> dict[str, Any]:
    return spec()["components"]["schemas"][name]


@dataclass(frozen=True)
class Operation:
    method: str
    route: str  # the spec's template, e.g. /channels/{channel_id}/messages
    body_validator: Validator | None  # None: the operation takes no body
    body_required: bool
    query_parameters: frozenset[str]


# ---------------------------------------------------------------------------- route matching


@functools.cache
def _templates() -> dict[tuple[str, int], list[tuple[tuple[str | None, ...], str]]]:
    """(method, number of segments) -> [(literal segments or None for a parameter, template)],
    the most literal templates first (so /messages/@original wins over /messages/{id})."""
    table: dict[tuple[str, int], list[tuple[tuple[str | None, ...], str]]] = {}
    for template, item in spec()["paths"].items():
        segments = tuple(None if s.startswith("{") else s for s in template.strip("/").split("/"))
        for method in item:
            if method == "parameters":
                continue
            table.setdefault((method.upper(), len(segments)), []).append((segments, template))
    for candidates in table.values():
        candidates.sort(key=lambda c: -sum(s is not None for s in c[0]))
    return table


@functools.cache
def _literals() -> frozenset[str]:
    return frozenset(
        s for entries in _templates().values() for segments, _ in entries for s in segments if s
    )


def route_of(method: str, path: str) -> str | None:
    """The spec's template for a concrete path below /api/v10, or None if Discord has no such
    route. Cached by the path's shape (ids and tokens replaced), so each shape is matched once."""
    literals = _literals()
    shape = tuple(s if s in literals else None for s in path.strip("/").split("/"))
    return _route_of_shape(method, shape)


@functools.cache
def _route_of_shape(method: str, shape: tuple[str | None, ...]) -> str | None:
    for segments, template in _templates().get((method, len(shape)), []):
        if all(t is None or t == s for t, s in zip(segments, shape, strict=True)):
            return template
    return None


@functools.cache
def operation(method: str, route: str) -> Operation:
    item = spec()["paths"][route]
    op = item[method.lower()]
    parameters = [*item.get("parameters", []), *op.get("parameters", [])]
    query = frozenset(p["name"] for p in parameters if p.get("in") == "query")
    body = op.get("requestBody")
    if body is None or "application/json" not in body.get("content", {}):
        return Operation(method, route, None, False, query)
    pointer = "/".join(
        part.replace("~", "~0").replace("/", "~1")
        for part in ("paths", route, method.lower(), "requestBody", "content")
    )
    schema = {"$ref": f"{_SPEC_URI}#/{pointer}/application~1json/schema"}
    validator = _UnionAwareValidator(schema, registry=_registry())
    return Operation(method, route, validator, bool(body.get("required")), query)


# ---------------------------------------------------------------------------- validation


@functools.cache
def _registry() -> Registry:
    resource = Resource.from_contents(spec(), default_specification=DRAFT202012)
    return Registry().with_resource(_SPEC_URI, resource)


def _resolve_local(branch: dict[str, Any]) -> dict[str, Any]:
    ref = branch.get("$ref")
    if isinstance(ref, str) and ref.startswith(_REF_PREFIX):
        return schema_named(ref[len(_REF_PREFIX) :])
    return branch


@dataclass(frozen=True)
class _Dispatch:
    null_branch: int | None
    by_type: dict[int, int]  # the `type` tag -> index of its branch
    only_object_branch: int | None  # the one non-null branch, when there is just one
    constants: frozenset[int | str] = frozenset()  # an enumeration written as one const a branch


_dispatch_cache: dict[int, _Dispatch | None] = {}


def _dispatch(branches: list[dict[str, Any]]) -> _Dispatch | None:
    """How to pick a union's one possible branch, or None if the branches overlap."""
    key = id(branches)  # the lists live in the cached spec for the whole process
    if key not in _dispatch_cache:
        _dispatch_cache[key] = _build_dispatch(branches)
    return _dispatch_cache[key]


def _build_dispatch(branches: list[dict[str, Any]]) -> _Dispatch | None:
    constants = [b.get("const") for b in branches if set(b) <= {"const", "title", "description"}]
    if (
        len(constants) == len(branches)
        and all(type(c) in (int, str) for c in constants)
        and len(set(constants)) == len(constants)
    ):
        return _Dispatch(None, {}, None, frozenset(constants))
    null_branch = None
    others: list[int] = []
    by_type: dict[int, int] = {}
    for index, branch in enumerate(branches):
        if branch == {"type": "null"}:
            null_branch = index
            continue
        others.append(index)
        schema = _resolve_local(branch)
        tags = (schema.get("properties") or {}).get("type", {}).get("enum")
        if (
            "type" in (schema.get("required") or [])
            and isinstance(tags, list)
            and all(type(t) is int for t in tags)
        ):
            for tag in tags:
                if tag in by_type:
                    return None  # two branches share a tag: validate as written
                by_type[tag] = index
    if len(others) == 1:
        return _Dispatch(null_branch, {}, others[0])
    if len(by_type) and len(set(by_type.values())) == len(others):
        return _Dispatch(null_branch, by_type, None)
    return None


def _union_keyword(spec_keyword):
    def union(validator, branches, instance, schema) -> Iterator[ValidationError]:
        plan = _dispatch(branches)
        if plan is None:
            yield from spec_keyword(validator, branches, instance, schema)
            return
        if plan.constants:
            if type(instance) not in (int, str) or instance not in plan.constants:
                yield ValidationError(f"{_short(instance)} is not one of {sorted(plan.constants)}")
            return
        if instance is None and plan.null_branch is not None:
            return
        if plan.only_object_branch is not None:
            index = plan.only_object_branch
        elif isinstance(instance, dict) and type(instance.get("type")) is int:
            index = plan.by_type.get(instance["type"])
            if index is None:
                yield ValidationError(
                    f"type {instance['type']} is not one of {sorted(plan.by_type)}"
                )
                return
        else:
            yield ValidationError(f"{_short(instance)} has no integer `type` to tell its kind")
            return
        yield from validator.descend(instance, branches[index], schema_path=index)

    return union


_UnionAwareValidator = validators.extend(
    Draft202012Validator,
    {
        "oneOf": _union_keyword(Draft202012Validator.VALIDATORS["oneOf"]),
        "anyOf": _union_keyword(Draft202012Validator.VALIDATORS["anyOf"]),
    },
)


def _short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def field_path(error: ValidationError) -> str:
    """Discord's spelling of a field in its 50035 errors: embeds.0.fields.3.value."""
    return ".".join(str(p) for p in error.absolute_path) or "(body)"


def describe(error: ValidationError) -> str:
    """The error's message with the offending value shortened (jsonschema quotes it whole)."""
    message = error.message
    if error.validator in ("maxLength", "minLength", "maxItems", "minItems"):
        size = len(error.instance) if hasattr(error.instance, "__len__") else "?"
        bound = error.validator_value
        relation = "at most" if error.validator.startswith("max") else "at least"
        unit = "characters" if error.validator.endswith("Length") else "items"
        return f"must be {relation} {bound} {unit}, got {size}"
    if len(message) > 300:
        message = message[:299] + "…"
    return message


def schema_errors(validator: Validator, body: Any) -> list[ValidationError]:
    """One error per independent problem, each the most telling of its kind."""
    errors = []
    for error in validator.iter_errors(body):
        errors.append(best_match([error]) if error.context else error)
    return errors


def locales() -> frozenset[str]:
    """The locales Discord accepts as localisation keys."""
    return frozenset(b["const"] for b in schema_named("AvailableLocalesEnum")["oneOf"])
