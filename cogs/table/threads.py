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

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.domain import shown
from bot.domain.bounded import Bounded
from bot.domain.games import kind
from bot.i18n import t
from bot.storage import GameRecord
from bot.table.types import Outcome, Refusal
from cogs.i18n import user_locale
from cogs.table.common import GameBot, answer_privately, bot_of, refuse
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
        wanted = await bot_of(interaction).records.guild_threads(interaction.guild_id)
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
    bot = bot_of(interaction)
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
    thread_id = None if missing else await _open_thread(interaction, record, missing)
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
    interaction: discord.Interaction, record: GameRecord, missing: list[str]
) -> int | None:
    """A public thread from the lobby message; None if Discord refuses (`missing` then names
    what it lacks)."""
    bot = bot_of(interaction)
    loc = await bot.boards.locale(record)
    name = thread_name(record, loc, bot.boards.title(record, loc))
    try:
        data = await bot.http.start_thread_with_message(
            record.channel_id,
            interaction.message.id,  # type: ignore[union-attr]
            name=name,
            auto_archive_duration=AUTO_ARCHIVE_MINUTES,
        )
    except discord.Forbidden as exc:
        log.info("No thread for game %s: %s", record.id, exc)
        missing.extend(NEEDED[:1])
        return None
    except discord.HTTPException as exc:
        log.warning("Could not open a thread for game %s: %s", record.id, exc)
        return None
    return int(data["id"])


async def _point_to(interaction: discord.Interaction, record: GameRecord, thread_id: int) -> None:
    """The lobby message becomes a pointer to the game's thread (no buttons)."""
    bot = bot_of(interaction)
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


# Whether a game is played in a thread a feature opened for it alone (archived after its game as
# a game's own thread is, without the line in the parent channel); features add theirs at setup.
OwnThread = Callable[[GameRecord], bool]


class GameThreads:
    """After a game played in a thread ends: one line in the parent channel, and the thread
    archived `archive_after` seconds later (unless a new game was opened in it meanwhile)."""

    def __init__(self, bot: GameBot, archive_after: float) -> None:
        self.bot = bot
        self.archive_after = archive_after
        self.own_threads: list[OwnThread] = []
        self._done: Bounded[int, bool] = Bounded(10_000)
        self._archiving: set[asyncio.Task[None]] = set()

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        parent_id = record.meta.get("thread_of")
        own = parent_id is None and any(is_own(record) for is_own in self.own_threads)
        if parent_id is None and not own:
            return
        if record.live or record.status not in ("finished", "abandoned"):
            return
        if self._done.get(record.id):
            return
        self._done.put(record.id, True)
        if parent_id is not None:
            await self._tell_parent(record, parent_id)
        task = asyncio.create_task(self._archive_later(record))
        self._archiving.add(task)
        task.add_done_callback(self._archiving.discard)

    async def _tell_parent(self, record: GameRecord, parent_id: int) -> None:
        bot = self.bot
        channel = await bot.boards.channel(parent_id)
        if channel is None:
            return
        loc = await bot.boards.locale(record)
        title = bot.boards.title(record, loc)
        thread = f"<#{record.channel_id}>"
        if record.status == "finished":
            places = kind(record.kind).rules.placements(bot.sessions.state_of(record))
            players = record.players
            winners = [player_name(loc, players[s]) for s in shown.winners(places)]
            text = t(
                loc,
                "thread-game-over",
                game=title,
                thread=thread,
                count=len(winners),
                names=", ".join(winners),
            )
        else:
            text = t(loc, "thread-game-stopped", game=title, thread=thread)
        try:
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("Could not tell channel %s that game %s ended: %s", parent_id, record.id, exc)

    async def _archive_later(self, record: GameRecord) -> None:
        await asyncio.sleep(self.archive_after)
        if await self.bot.sessions.live_game(record.channel_id) is not None:
            return  # a rematch is being played in the thread: it stays open
        try:
            await self.bot.http.edit_channel(record.channel_id, archived=True)
        except discord.HTTPException as exc:
            log.info("Could not archive the thread of game %s: %s", record.id, exc)

    async def close(self) -> None:
        for task in list(self._archiving):
            task.cancel()
