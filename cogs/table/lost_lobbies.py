"""Lobbies whose message went out but was never noted as their board: opening one posts the
lobby as the answer, then notes it (cogs/table/lobby.py), and a crash can fall between the two.
At a start the channel shows it, with working buttons: it is found there and noted, so the game
goes on on that message (and /… start there answers with a link to it, not a second lobby)."""

from __future__ import annotations

import contextlib
import logging

import discord

from bot.table.types import Refusal
from cogs.table import ids
from cogs.table.boards import Boards
from cogs.table.core import CoreBot
from cogs.table.own_posts import find_own_message
from cogs.table.token_place import token_only

log = logging.getLogger(__name__)


def shown_step(message: discord.Message, game_id: int) -> int | None:
    """The step of game `game_id` whose lobby `message` shows, None if it shows none of it."""
    for row in message.components:
        for item in getattr(row, "children", []):
            click = ids.parse_lobby(getattr(item, "custom_id", None) or "")
            if click is not None and click.game == game_id:
                return click.step
    return None


async def note_lost_lobbies(bot: CoreBot, boards: Boards) -> int:
    """Note each unnoted lobby's message found in its channel as its board; the lobbies noted."""
    sessions = bot.sessions
    me = bot.user.id if bot.user is not None else 0
    noted = 0
    for game_id in await sessions.unshown_lobbies():
        with contextlib.suppress(Refusal):  # gone since
            record = await sessions.game(game_id)
            if token_only(record):  # reached through its tokens only: no history to search
                continue
            channel = await boards.channel(record.channel_id, record.guild_id)
            found = await find_own_message(
                me, [channel], lambda m, g=game_id: shown_step(m, g) is not None
            )
            if found is None:  # never shown: the host opening one again gets it
                continue
            step = shown_step(found, game_id)
            await sessions.board_posted(game_id, found.id, sessions.clock(), step or 0)
            log.info("The lobby of game %s was found in its channel and noted", game_id)
            noted += 1
    return noted
