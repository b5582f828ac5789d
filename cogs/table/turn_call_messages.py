"""The turn messages of a game's channel on Discord (what they say and when they go is
cogs/table/pings.py's): the channel they go to, sending one that mentions only whom it calls,
deleting one, and finding a turn's call that a crash cut short after it went out.

A turn's call is noted as going out (`calling`: the turn, `calling_at`: when) in the game's turn
call before it is sent; the call stored after it, which has no such mark, is its mark as sent. A
call taken up again while the mark stands is looked for among the channel's latest messages
(cogs/table/own_posts.py) and sent only if none is there.
"""

from __future__ import annotations

import contextlib
import logging
import time
from typing import Any

import discord

from bot.domain.records import GameRecord
from bot.table.turn_notices import turn_deadline
from cogs.table.core import CoreBot
from cogs.table.message_channels import cached_channel
from cogs.table.own_posts import find_own_message
from cogs.table.sent_reminders import MARK, SKEW
from cogs.table.token_place import TokenPlaces

log = logging.getLogger(__name__)


def calling(call: dict[str, Any], turn_no: int) -> dict[str, Any]:
    """The game's turn call noted with the turn's call going out now."""
    return {**call, "calling": turn_no, "calling_at": time.time()}


def call_cut_short(call: dict[str, Any], record: GameRecord, now: float) -> bool:
    """Whether a crash cut short the call of `record`'s waiting turn: it was going out, and the
    turn's call is not stored. (A turn whose time has run out gets none: it is ending.)"""
    turn_no, deadline = record.meta.get("turn_no", 0), turn_deadline(record)
    waiting = deadline is None or deadline > now
    return waiting and call.get("calling") == turn_no != call.get("turn_no")


class TurnCallMessages:
    def __init__(self, bot: CoreBot, places: TokenPlaces | None = None) -> None:
        self.bot, self.places = bot, places  # places: channels reached through tokens only

    async def channel(self, channel_id: int, guild_id: int | None = None) -> Any:
        place = self.places.channel(channel_id) if self.places is not None else None
        if place is not None:
            return place
        channel = cached_channel(self.bot, guild_id, channel_id)
        if channel is None:
            with contextlib.suppress(discord.HTTPException):
                channel = await self.bot.fetch_channel(channel_id)
        return channel

    async def send(self, record: GameRecord, text: str, called: list[int]) -> int | None:
        """Post `text` in the game's channel, mentioning only the users `called`; its message id,
        or None if it could not be sent."""
        channel = await self.channel(record.channel_id, record.guild_id)
        if channel is None:
            return None
        try:
            message = await channel.send(
                text,
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in set(called)]
                ),
            )
        except discord.HTTPException as exc:
            log.info("Could not call %s in game %s: %s", called, record.id, exc)
            return None
        return message.id

    async def delete(self, record: GameRecord, message_id: int) -> None:
        channel = await self.channel(record.channel_id, record.guild_id)
        if channel is None:
            return
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            pass
        except discord.HTTPException as exc:
            log.info("Could not delete turn message %s of game %s: %s", message_id, record.id, exc)

    async def sent_before(
        self,
        record: GameRecord,
        user_id: int | None,
        call: dict[str, Any],
        turn_no: int | None = None,
    ) -> int | None:
        """The call of `user_id` (whoever it called, if None) for turn `turn_no` (any, if None)
        that went out before a crash cut its storing short: its message id in the channel; None
        if it was not going out then, or is not found."""
        going = call.get("calling")
        if going is None or (turn_no is not None and going != turn_no):
            return None
        since = call.get("calling_at") or 0.0
        me = self.bot.user.id if self.bot.user is not None else 0
        mention = f"<@{user_id}>" if user_id is not None else "<@"

        def the_call(message: discord.Message) -> bool:
            sent = discord.utils.snowflake_time(message.id).timestamp()
            return (
                sent >= since - SKEW
                and mention in message.content
                and not message.content.startswith(MARK)  # a reminder
                and not message.components  # a board
                and not message.embeds  # an ending
            )

        channel = await self.channel(record.channel_id, record.guild_id)
        found = await find_own_message(me, [channel], the_call)
        return found.id if found is not None else None
