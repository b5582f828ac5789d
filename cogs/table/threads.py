"""A thread per game: a lobby opened with `thread` (or in a server whose `/heckmeck settings
threads` is on) stays in its channel; on Start the bot opens a public thread from the lobby
message, moves the game there (its board, turn calls, log and ending), and leaves a pointer in the
lobby message. When the game ends, the parent channel gets one line (the winners, a link to the
thread), and the thread is archived a while later. The channel is free for another lobby as soon
as a game has moved to its thread, so several games can run in one channel.

Without the permissions a thread needs (Create Public Threads, Send Messages in Threads) the host
is told privately, naming them, and the game is played in the channel as usual.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.types import Refusal
from cogs.table.bot import table_bot
from cogs.table.common import answer_privately, refuse
from cogs.table.i18n import user_locale
from cogs.table.render import plain_name, player_name

log = logging.getLogger(__name__)

# What the bot needs in the channel to play a game in a thread of it (discord.Permissions names).
NEEDED = ("create_public_threads", "send_messages_in_threads")
THREAD_TYPES = (
    discord.ChannelType.public_thread,
    discord.ChannelType.private_thread,
    discord.ChannelType.news_thread,
)
NAME_LIMIT = 100  # Discord's longest thread name
AUTO_ARCHIVE_MINUTES = 1440  # Discord's own archiving after a day without messages
# Discord's error for a second thread from one message (a thread's id is its message's)
THREAD_EXISTS = 160004


def in_thread(interaction: discord.Interaction) -> bool:
    return getattr(interaction.channel, "type", None) in THREAD_TYPES


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """The permissions for a game thread the bot lacks in the interaction's channel."""
    granted = interaction.app_permissions
    return [name for name in NEEDED if not getattr(granted, name)]


def permission_names(loc: str, missing: list[str]) -> str:
    return ", ".join(t(loc, f"permission-{name}") for name in missing)


async def lobby_choice(
    interaction: discord.Interaction, wanted: bool | None
) -> tuple[dict[str, Any], list[str]]:
    """What a new lobby keeps of the thread option (`wanted`; None: the server's default), and
    the permissions missing for the thread asked for (the game is then played in the channel).
    A lobby opened in a thread is played right there."""
    if wanted is None:
        settings = table_bot(interaction).services.settings
        wanted = (await settings.server(interaction.guild_id)).threads
    if not wanted or in_thread(interaction):
        return {}, []
    missing = missing_permissions(interaction)
    return ({}, missing) if missing else ({"thread": True}, [])


async def tell_missing(interaction: discord.Interaction, missing: list[str]) -> None:
    loc = user_locale(interaction)
    await answer_privately(
        interaction, t(loc, "thread-permission-missing", permissions=permission_names(loc, missing))
    )


def thread_name(record: GameRecord, loc: str, title: str) -> str:
    names = ", ".join(plain_name(loc, p) for p in record.players)
    name = t(loc, "thread-name", game=title, players=names)
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


async def start_in_thread(interaction: discord.Interaction, game_id: int, step: int) -> bool:
    """Start a lobby that asked for a thread in a new thread of its message. False (nothing
    done) for anything else, or for a start the lobby would refuse: the usual path answers it."""
    bot = table_bot(interaction)
    try:
        record = await bot.sessions.game(game_id)
    except Refusal:
        return False
    if (
        record.status != "lobby"
        or not record.meta.get("thread")
        or interaction.user.id != record.host_id
        or interaction.message is None
    ):
        return False
    game_kind = kind(record.kind)
    fewest, _ = game_kind.player_limits(game_kind.options_from_json(record.options))
    if len(record.players) < fewest:
        return False
    await interaction.response.defer()  # a thread, a move and a new board take a moment
    missing = missing_permissions(interaction)
    message_id = interaction.message.id
    thread_id = None if missing else await _open_thread(interaction, record, message_id, missing)
    if thread_id is not None:
        fault_point("game.thread.opened")
    try:
        if thread_id is not None:
            await bot.sessions.move_lobby(game_id, interaction.user.id, thread_id)
        outcome = await bot.sessions.start(game_id, interaction.user.id, step)
    except Refusal as refusal:
        await refuse(interaction, refusal)
        return True
    if missing:
        await tell_missing(interaction, missing)
    elif thread_id is not None:
        await _point_to(interaction, outcome.game, thread_id)
    bot.sessions.notify(outcome)  # the board, in the thread (or the lobby's message), and calls
    return True


async def _open_thread(
    interaction: discord.Interaction, record: GameRecord, message_id: int, missing: list[str]
) -> int | None:
    """A public thread from the lobby message; None if Discord refuses (`missing` then names
    what it lacks)."""
    bot = table_bot(interaction)
    loc = await bot.boards.locale(record)
    name = thread_name(record, loc, bot.boards.title(record, loc))
    try:
        data = await bot.http.start_thread_with_message(
            record.channel_id,
            message_id,
            name=name,
            auto_archive_duration=AUTO_ARCHIVE_MINUTES,
        )
    except discord.Forbidden as exc:
        log.info("No thread for game %s: %s", record.id, exc)
        missing.extend(NEEDED[:1])
        return None
    except discord.HTTPException as exc:
        if exc.code == THREAD_EXISTS:  # opened by a Start a crash cut short: the game goes there
            return message_id
        log.warning("Could not open a thread for game %s: %s", record.id, exc)
        return None
    return int(data["id"])


async def _point_to(interaction: discord.Interaction, record: GameRecord, thread_id: int) -> None:
    """The lobby message becomes a pointer to the game's thread (no buttons)."""
    bot = table_bot(interaction)
    loc = await bot.boards.locale(record)
    names = ", ".join(player_name(loc, p) for p in record.players)
    text = t(
        loc,
        "thread-moved",
        game=bot.boards.title(record, loc),
        thread=f"<#{thread_id}>",
        players=names,
    )
    try:
        await interaction.edit_original_response(
            content=text, embed=None, view=None, allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException as exc:
        log.info("Could not point the lobby of game %s to its thread: %s", record.id, exc)
