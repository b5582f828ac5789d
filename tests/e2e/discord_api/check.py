"""One request against Discord's contract: its route, its body's schema, the documented limits."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tests.e2e.discord_api import limits, spec
from tests.e2e.discord_api.limits import Gauge, Problem

_MESSAGE_EDIT = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
_LIMITS: dict[tuple[str, str], Callable[[Any, Gauge], list[Problem]]] = {
    ("POST", "/channels/{channel_id}/messages"): limits.message_problems,
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): limits.message_problems,
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"): limits.message_problems,
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): (
        limits.message_problems
    ),
    ("PATCH", _MESSAGE_EDIT): limits.message_problems,
    ("POST", "/interactions/{interaction_id}/{interaction_token}/callback"): (
        limits.callback_problems
    ),
    ("PUT", "/applications/{application_id}/commands"): (
        lambda body, gauge: limits.commands_problems(body, spec.locales(), gauge)
    ),
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"): (
        lambda body, gauge: limits.commands_problems(body, spec.locales(), gauge)
    ),
    ("POST", "/applications/{application_id}/emojis"): limits.emoji_problems,
}


@dataclass(frozen=True)
class Violation:
    method: str
    path: str
    route: str | None  # the spec's template; None if Discord has no such route
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.method} {self.route or self.path}: {self.field}: {self.message}"


def check_request(
    method: str,
    path: str,
    query: Mapping[str, str],
    body: Any,
    gauge: Gauge | None = None,
) -> tuple[str | None, list[Violation]]:
    """The route of `method path` (below /api/v10) and what Discord would refuse in it.

    `body` is the JSON body (for multipart, its payload_json) or None; `gauge`, if given, hears
    every size the limit checks measured, with the route in its field."""
    route = spec.route_of(method, path)
    if route is None:
        return None, [Violation(method, path, None, "(route)", "Discord has no such route")]
    operation = spec.operation(method, route)

    def refuse(field: str, message: str) -> Violation:
        return Violation(method, path, route, field, message)

    violations = [
        refuse(f"?{name}", "not a query parameter of this route")
        for name in query
        if name not in operation.query_parameters
    ]
    if operation.body_validator is None:
        if body is not None:
            violations.append(refuse("(body)", "this route takes no body"))
        return route, violations
    if body is None:
        if operation.body_required:
            violations.append(refuse("(body)", "this route needs a body"))
        return route, violations
    violations += [
        refuse(spec.field_path(error), spec.describe(error))
        for error in spec.schema_errors(operation.body_validator, body)
    ]
    check_limits = _LIMITS.get((method, route))
    if check_limits is not None:

        def measured(metric: str, size: int, field: str, what: str) -> None:
            gauge(metric, size, f"{method} {route} {field}", what)  # type: ignore[misc]

        problems = check_limits(body, measured if gauge is not None else limits._ignore)
        reported = {v.field for v in violations}  # the schema already named these
        violations += [refuse(p.field, p.message) for p in problems if p.field not in reported]
    return route, violations
