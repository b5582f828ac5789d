"""Killing the bot at named fault points (bot/observability/faults.py), one after another.

A flow's points come in the order the flow reaches them. The bot starts armed with the first;
when it has killed itself there, it starts again on the same store armed with the next, and so
on: one run of the flow is cut at each of its points in turn, and each restart also has to make
good what the kill before it cut short (a crash while recovering from a crash). The bot starts
once per point, plus once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from bot.observability.faults import FAULT_VARIABLE
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import PATIENCE, FakeDiscord, FakeDiscordError

ROOT = Path(__file__).resolve().parents[2]
POINT = re.compile(r"""\bfault_point\(\s*["']([^"']+)["']\s*\)""")


def points_in_code() -> list[str]:
    """Every fault point named in the bot's code (bot/ and cogs/), as often as it is named."""
    found = []
    for folder in ("bot", "cogs"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == ROOT / "bot" / "observability" / "faults.py":
                continue  # its doc's example
            found += POINT.findall(path.read_text(encoding="utf-8"))
    return found


def killed_at(bot: BotProcess, point: str) -> bool:
    return f"Fault point {point}: killed here" in bot.log()


class KillChain:
    def __init__(
        self,
        fake: FakeDiscord,
        points: list[str],
        before_restart: Callable[[], None] | None = None,
    ) -> None:
        self.fake = fake
        self.before_restart = before_restart  # e.g. let time pass, as it does while a bot is down
        self.points = list(points)
        self._next: Iterator[str] = iter(self.points)
        self.armed: str | None = next(self._next, None)
        self.killed: list[str] = []

    @property
    def setting(self) -> dict[str, str]:
        """The bot setting that arms the current point."""
        return {FAULT_VARIABLE: self.armed or ""}

    @property
    def done(self) -> bool:
        return self.armed is None

    async def wait(
        self, bot: BotProcess, until: Callable[[], object], what: str, timeout: float = PATIENCE
    ) -> None:
        """Wait until `until()` holds, restarting the bot (armed with the next point) each time it
        killed itself meanwhile."""
        while True:
            await self.fake.wait_until(
                lambda: not bot.running or bool(until()), timeout=timeout, what=what, tick=0.05
            )
            if bot.running:
                return
            await self.restart(bot)

    async def restart(self, bot: BotProcess) -> None:
        """The bot killed itself: check that it was at the armed point, start it armed with the
        next."""
        await bot.kill()  # reaps it
        assert self.armed is not None and killed_at(bot, self.armed), (
            f"the bot died, but not at {self.armed}:\n{bot.log()[-3000:]}"
        )
        self.killed.append(self.armed)
        self.armed = next(self._next, None)
        if self.before_restart is not None:
            self.before_restart()
        await self.start(bot)

    async def start(self, bot: BotProcess) -> None:
        """Start the bot armed with the current point; if it kills itself there while starting
        (a flow taken up at the start), go on with the next."""
        while True:
            await self.fake.wait_until(lambda: not self.fake.connected, what="the gateway to drop")
            try:
                await bot.start(**self.setting)
                return
            except FakeDiscordError:
                if self.armed is None or not killed_at(bot, self.armed):
                    raise
            self.killed.append(self.armed)
            self.armed = next(self._next, None)
            if self.before_restart is not None:
                self.before_restart()

    def assert_all_killed(self) -> None:
        assert self.done and self.killed == self.points, (
            f"killed at {self.killed}; never reached {self.points[len(self.killed) :]}"
        )
