"""The places a game's messages go: those the bot can post in and edit by message id."""

from __future__ import annotations

from typing import cast

import discord

from cogs.table.delivery import is_transient
from cogs.table.token_place import TokenChannel, TokenPlaces

# What a stored channel id can name but takes no board: a category, a forum, a group DM (reached
# through interaction tokens only, never by its id).
NOT_FOR_MESSAGES = (discord.CategoryChannel, discord.ForumChannel, discord.GroupChannel)
# Where a board can be posted and edited by message id, or a group DM's tokens stand in.
BoardChannel = (
    discord.TextChannel
    | discord.Thread
    | discord.VoiceChannel
    | discord.StageChannel
    | discord.DMChannel
    | discord.PartialMessageable
    | TokenChannel
)


async def message_channel(
    client: discord.Client, places: TokenPlaces, channel_id: int
) -> BoardChannel | None:
    """Where a game's messages go: a channel, thread or DM the bot can post and edit in, or a
    group DM's interaction tokens (TokenChannel); None if it is gone or takes no messages."""
    if (place := places.channel(channel_id)) is not None:  # through tokens only
        return place
    channel = client.get_channel(channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(channel_id)
        except discord.HTTPException as exc:
            if is_transient(exc):
                raise
            return None
    if isinstance(channel, NOT_FOR_MESSAGES):
        return None
    return cast(BoardChannel, channel)  # one of BoardChannel's kinds (or a test's stand-in)
