"""Finding a post this bot sent before a restart. A step that posts and then records that it did
can be cut between the two; taken up again, it first looks among the channel's latest messages
for its own post, known by a mark in its embed (a season's final post by its footer, a
tournament's standings and winner by their titles), and posts only if none is there."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable

import discord

log = logging.getLogger(__name__)

# How many of a channel's latest messages are searched: a step is taken up again soon after it
# was cut short (at the latest a few minutes), and Discord gives 100 a request.
RECENT = 100


async def find_own_post(
    me: int,
    channels: Iterable[object],
    marked: Callable[[discord.Embed], bool],
) -> discord.Message | None:
    """This bot's latest post in `channels` with an embed `marked`, or None (also when a channel's
    history cannot be read: then the caller posts, as it would have)."""
    return await find_own_message(me, channels, lambda m: any(marked(e) for e in m.embeds))


async def find_own_message(
    me: int,
    channels: Iterable[object],
    matches: Callable[[discord.Message], bool],
) -> discord.Message | None:
    """This bot's latest message in `channels` that `matches`, or None (as find_own_post; a place
    without a history, a group DM reached through its tokens, is not searched)."""
    for channel in channels:
        if not isinstance(channel, discord.abc.Messageable):
            continue
        try:
            async for message in channel.history(limit=RECENT):
                if message.author.id == me and matches(message):
                    return message
        except discord.HTTPException as exc:  # no Read Message History
            log.warning("Could not read channel %s for an earlier post: %s", channel, exc)
    return None
