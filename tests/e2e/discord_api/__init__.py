"""Discord's API contract, as the fake Discord enforces it on every request the bot sends.

`check_request` matches a request to its route in Discord's OpenAPI description (spec.py),
validates the body against that route's schema, and checks the documented limits the schema does
not express (limits.py). A `Violation` names the route and the offending field, in Discord's
spelling (embeds.0.fields.3.value).
"""

from __future__ import annotations

from tests.e2e.discord_api.check import Violation, check_request
from tests.e2e.discord_api.headroom import Headroom

__all__ = ["Headroom", "Violation", "check_request"]
