"""Turn notices by direct message, for the players who asked for them (`/heckmeck remind`).

When the turn passes to such a player (and when a reminder is due), the bot sends them a direct
message with the game, the server, the deadline and a link to the board, instead of the channel's
call (bot/table/turn_notices.py). A direct message
Discord refuses (error 50007: the user closed their DMs) is dropped quietly; the user is told
once, privately, the next time they click something of the bot's or one of its slash commands
answers them, and the notices stay on (they reach the user again once the DMs are open). The
setting is the user's own, across servers (user_settings.dm_turns; its values in
bot/domain/settings.py).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

import discord

from bot.domain import shown
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.domain.settings import DM_OFF, DM_ON, DM_REFUSAL_TOLD, DM_REFUSED
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.turn_notices import turn_deadline
from cogs.table.board_link import board_link
from cogs.table.common import answer_privately
from cogs.table.core import CoreBot
from cogs.table.i18n import user_locale
from cogs.table.sent_reminders import direct_notice_sent, directing

log = logging.getLogger(__name__)

REFUSALS = (DM_REFUSED, DM_REFUSAL_TOLD)
CANNOT_SEND_TO_USER = 50007  # Discord's error code for a refused direct message
# The notices of a game in a place the bot knows no server of: they name no server.
OUTSIDE_SERVERS = {"dm-turn": "dm-turn-chat", "dm-reminder": "dm-reminder-chat"}


class DirectNotices:
    def __init__(self, bot: CoreBot, locale: Callable[[GameRecord], Awaitable[str]]) -> None:
        self.bot = bot
        self.locale = locale  # the board's language of a game
        self._settings: dict[int, int] = {}  # user id -> their dm_turns, as read or set here
        self._untold: set[int] = set()  # refused, to be told at their next click

    async def restore(self) -> None:
        """After a start: the users still to be told of a refused direct message."""
        self._untold = set(await self.bot.services.settings.dm_refusals_untold())

    async def setting(self, user_id: int) -> int:
        if user_id not in self._settings:
            self._settings[user_id] = (await self.bot.services.settings.user(user_id)).dm_turns
        return self._settings[user_id]

    async def set(self, user_id: int, on: bool) -> None:
        value = DM_ON if on else DM_OFF
        await self._store(user_id, value)
        self._untold.discard(user_id)

    async def notify(
        self, record: GameRecord, user_id: int, key: str, deadline: float | None
    ) -> bool:
        """Send the turn notice `key` to a player who asked for them; nothing for the others.
        Whether it was delivered."""
        if await self.setting(user_id) == DM_OFF:
            return False
        loc = await self.locale(record)
        guild = self.bot.get_guild(record.guild_id) if record.guild_id else None
        if guild is None and key in OUTSIDE_SERVERS:  # a group DM, or a server without the bot
            key = OUTSIDE_SERVERS[key]
        text = t(
            loc,
            key,
            game=t(loc, "game-name", game=kind(record.kind).rating_game(record.options)),
            server=guild.name if guild is not None else "",
            link=board_link(record.guild_id, record.channel_id, record.notes),
            when=shown.deadline(deadline) if deadline else "",
        )
        try:
            channel = await self.bot.create_dm(discord.Object(user_id))
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.Forbidden as exc:
            if exc.code == CANNOT_SEND_TO_USER:
                await self._refused(user_id)
            else:
                log.info("Could not send a turn notice to %s: %s", user_id, exc)
            return False
        except discord.HTTPException as exc:
            log.info("Could not send a turn notice to %s: %s", user_id, exc)
            return False
        if await self.setting(user_id) in REFUSALS:  # it reaches them again
            await self._move(user_id, REFUSALS, DM_ON)
            self._untold.discard(user_id)
        return True

    async def notify_once(
        self,
        record: GameRecord,
        user_id: int,
        key: str,
        call: dict[str, Any],
        remember: Callable[[int, dict[str, Any]], Awaitable[None]],
    ) -> bool:
        """`notify` with the turn's deadline; the turn's start (`dm-turn`) once across a
        restart: noted as going out in the game's turn call (`remember(game id, call)`) before
        it is sent, and one a crash cut short after it went out found among the user's direct
        messages (cogs/table/sent_reminders.py), not sent again. The caller stores the turn's
        call after it, its mark as sent."""
        if key != "dm-turn":
            return await self.notify(record, user_id, key, turn_deadline(record))
        if await direct_notice_sent(self.bot, record, user_id, call):
            return True
        await remember(record.id, directing(call, record.meta.get("turn_no", 0)))
        fault_point("turn.direct.due")
        delivered = await self.notify(record, user_id, "dm-turn", turn_deadline(record))
        fault_point("turn.direct.sent")
        return delivered

    async def _refused(self, user_id: int) -> None:
        if await self.setting(user_id) == DM_ON:  # told once, not at every refused notice
            self._untold.add(user_id)  # first: a click while it is being stored is told too
            await self._move(user_id, (DM_ON,), DM_REFUSED)

    async def _store(self, user_id: int, value: int) -> None:
        await self.bot.services.settings.change_user(user_id, lambda s: replace(s, dm_turns=value))
        self._settings[user_id] = value

    async def _move(self, user_id: int, before: tuple[int, ...], value: int) -> None:
        """The setting becomes `value` if it still is one of `before`: a notice in flight while
        the user turns notices off or on must not undo their choice."""
        changed = await self.bot.services.settings.change_user(
            user_id, lambda s: replace(s, dm_turns=value) if s.dm_turns in before else s
        )
        self._settings[user_id] = changed.dm_turns

    async def after_click(self, interaction: discord.Interaction) -> None:
        """Tell a user whose direct messages Discord refused, once, after their click."""
        if interaction.user.id in self._untold:
            await self._tell(interaction)

    async def after_command(self, interaction: discord.Interaction) -> None:
        """The same after a slash command that completed, once it answered with a message: a
        command still to answer (its own answer must come first) or answered with a form (which
        takes no further message) leaves the note for the user's next click or command."""
        response = interaction.response
        if (
            interaction.user.id not in self._untold
            or not response.is_done()
            or response.type is discord.InteractionResponseType.modal
        ):
            return
        await self._tell(interaction)

    async def _tell(self, interaction: discord.Interaction) -> None:
        user_id = interaction.user.id
        self._untold.discard(user_id)
        await self._move(user_id, (DM_REFUSED,), DM_REFUSAL_TOLD)
        await answer_privately(interaction, t(user_locale(interaction), "dm-refused"))
