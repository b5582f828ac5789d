"""How close the requests of a test run came to Discord's limits, for the end-of-run summary."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from tests.e2e.discord_api import limits

LIMIT_OF = {
    "content": limits.CONTENT,
    "embeds": limits.EMBEDS,
    "embed total": limits.EMBED_TOTAL,
    "embed title": limits.EMBED_TITLE,
    "embed description": limits.EMBED_DESCRIPTION,
    "embed fields": limits.EMBED_FIELDS,
    "field name": limits.FIELD_NAME,
    "field value": limits.FIELD_VALUE,
    "footer text": limits.FOOTER_TEXT,
    "author name": limits.AUTHOR_NAME,
    "action rows": limits.ACTION_ROWS,
    "components in a row": limits.ROW_BUTTONS,
    "button label": limits.BUTTON_LABEL,
    "custom_id": limits.CUSTOM_ID,
    "select options": limits.SELECT_OPTIONS,
    "select placeholder": limits.PLACEHOLDER,
    "option label": limits.OPTION_TEXT,
    "option value": limits.OPTION_TEXT,
    "option description": limits.OPTION_TEXT,
    "command description": limits.COMMAND_DESCRIPTION,
    "command options": limits.COMMAND_OPTIONS,
    "option choices": limits.CHOICES,
    "emoji image bytes": limits.EMOJI_IMAGE_BYTES,
}


@dataclass
class Largest:
    size: int
    where: str
    what: str
    test: str


@dataclass
class Headroom:
    requests: int = 0
    violations: int = 0
    seconds: float = 0.0  # spent checking
    routes: Counter[str] = field(default_factory=Counter)
    largest: dict[str, Largest] = field(default_factory=dict)
    test: str = ""  # the test now running, named beside what it sent

    def request(self, method: str, route: str | None, violations: int, seconds: float) -> None:
        self.requests += 1
        self.violations += violations
        self.seconds += seconds
        self.routes[f"{method} {route}"] += 1

    def measure(self, metric: str, size: int, where: str, what: str) -> None:
        seen = self.largest.get(metric)
        if seen is None or size > seen.size:
            self.largest[metric] = Largest(size, where, what, self.test)

    def summary(self) -> list[str]:
        lines = [
            f"{self.requests} requests checked against Discord's OpenAPI spec and limits, "
            f"{self.violations} violations, over {len(self.routes)} routes "
            f"(checking took {self.seconds:.1f} s):"
        ]
        lines += [f"  {count:>7}  {route}" for route, count in self.routes.most_common()]
        lines.append("largest seen (of Discord's limit):")
        for metric, limit in LIMIT_OF.items():
            seen = self.largest.get(metric)
            if seen is not None:
                lines.append(
                    f"  {metric:<20} {seen.size:>6} of {limit:<6} {seen.where}  ({seen.what!r})"
                    f"  in {seen.test or '?'}"
                )
        return lines


# The whole test session's figures; the fake Discord records into it.
SUITE = Headroom()
