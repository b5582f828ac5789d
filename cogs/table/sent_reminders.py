"""Finding a reminder or a direct turn notice this bot sent before a restart. A turn's reminder is
noted as going out (`reminding`: the turn, `reminding_at`: when) before it is sent and as sent
(`reminded`) after; a reminder taken up again between the two is looked for among the latest
messages of the game's channel and of the player's direct messages (cogs/table/own_posts.py),
and sent only if none is there. A turn's direct notice likewise (`directing`, `directing_at`;
the turn's call, once stored, is its mark as sent).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.domain.records import GameRecord
from bot.table.turn_notices import turn_deadline
from cogs.table.own_posts import find_own_message

MARK = "⏰"  # how every language's reminder begins (ping-reminder, dm-reminder)
TURN_MARK = "🎲"  # and its direct turn notice (dm-turn, dm-turn-chat)
SKEW = 5.0  # s allowed between this machine's clock and Discord's


async def reminder_sent(
    client: discord.Client,
    channel: discord.abc.Messageable | None,
    record: GameRecord,
    user_id: int,
    since: float,
) -> int | None:
    """The reminder of `record`'s turn sent to `user_id` since `since` (Unix time): its message
    id in the game's channel, 0 for one sent by direct message, None if there is none."""
    me = client.user.id if client.user is not None else 0

    def recent(message: discord.Message) -> bool:
        sent = discord.utils.snowflake_time(message.id).timestamp()
        return message.content.startswith(MARK) and sent >= since - SKEW

    if channel is not None:
        found = await find_own_message(
            me, [channel], lambda m: recent(m) and f"<@{user_id}>" in m.content
        )
        if found is not None:
            return found.id
    return 0 if await _direct_message(client, record, user_id, recent) else None


async def _direct_message(
    client: discord.Client, record: GameRecord, user_id: int, matches: Callable[..., bool]
) -> bool:
    """Whether the user's latest direct messages from this bot hold one about `record` that
    `matches`."""
    me = client.user.id if client.user is not None else 0
    try:
        direct = await client.create_dm(discord.Object(user_id))
    except discord.HTTPException:
        return False
    found = await find_own_message(
        me, [direct], lambda m: matches(m) and str(record.channel_id) in m.content
    )
    return found is not None


def directing(call: dict[str, Any], turn_no: int) -> dict[str, Any]:
    """The game's turn call noted with the turn's direct notice going out now."""
    return {**call, "directing": turn_no, "directing_at": time.time()}


async def direct_notice_sent(
    client: discord.Client, record: GameRecord, user_id: int, call: dict[str, Any]
) -> bool:
    """Whether the turn's direct notice went out before a crash cut its noting short (it was
    going out, and the user's direct messages hold it)."""
    turn_no = record.meta.get("turn_no", 0)
    if call.get("directing") != turn_no:
        return False
    since = call.get("directing_at") or 0.0

    def recent(message: discord.Message) -> bool:
        sent = discord.utils.snowflake_time(message.id).timestamp()
        return message.content.startswith(TURN_MARK) and sent >= since - SKEW

    return await _direct_message(client, record, user_id, recent)


def going_out(call: dict[str, Any], turn_no: int) -> dict[str, Any]:
    """The game's turn call noted with the turn's reminder going out now."""
    return {**call, "reminding": turn_no, "reminding_at": time.time()}


def reminded(call: dict[str, Any], turn_no: int, found: int | None) -> dict[str, Any]:
    """The game's turn call once the turn's reminder is out: `found`, its message in the channel
    (the call now), or none (by direct message, or not sent: the turn's other messages stay)."""
    if not found:
        return {**call, "reminded": turn_no}
    return {"turn_no": turn_no, "message_id": found, "reminded": turn_no, "call_id": found}


async def sent_before(
    client: discord.Client,
    channel_of: Callable[[int], Awaitable[Any]],
    record: GameRecord,
    user_id: int,
    call: dict[str, Any],
    turn_no: int,
) -> int | None:
    """The turn's reminder a crash cut short after it went out (as `reminder_sent`); None if it
    was not going out then, or is not found."""
    if call.get("reminding") != turn_no:
        return None
    channel = await channel_of(record.channel_id)
    return await reminder_sent(client, channel, record, user_id, call.get("reminding_at") or 0.0)


def notice_cut_short(call: dict[str, Any], record: GameRecord, now: float) -> bool:
    """Whether a crash cut short the start of `record`'s waiting turn: its direct notice was
    going out, its call is not stored. (A turn whose time has run out gets none: it is ending.)"""
    turn_no, deadline = record.meta.get("turn_no", 0), turn_deadline(record)
    waiting = deadline is None or deadline > now
    return waiting and call.get("directing") == turn_no != call.get("turn_no")
