"""What every game shares at the table: the lobby, re-posting the board, stopping a game.

The game cogs (/heckmeck, /drehwurm) call the functions here; the lobby's buttons and the stop
confirmation are DynamicItems, so they keep working after a restart.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.domain.records import GameRecord
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.notes import board_of
from bot.table.types import Outcome, Player, Refusal
from cogs.table import ids, threads
from cogs.table.board_link import board_link
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId, values
from cogs.table.i18n import user_locale
from cogs.table.outcome import show_outcome
from cogs.table.styles import style_of
from cogs.table.token_place import TOKEN_ONLY, answers_only, forced_private, token_only

# The choices a lobby is opened with that are kept in its meta rather than in the kind's options
# (bot/domain/hints.py, bot/domain/turn_times.py): a rematch opens its lobby with them too.
LOBBY_CHOICES = ("hints", "turn_time", "takeover")


async def _sent_message(interaction: discord.Interaction, callback: Any) -> discord.Message:
    """The message a response created (from the callback's resource, else fetched)."""
    resource = getattr(callback, "resource", None)
    if isinstance(resource, discord.Message | discord.InteractionMessage):
        return resource
    return await interaction.original_response()


async def open_lobby(
    interaction: discord.Interaction,
    kind: str,
    options: dict[str, Any],
    meta: dict[str, Any] | None = None,
    *,
    seated: list[Player] | None = None,
    thread: bool | None = None,
) -> GameRecord | None:
    """Open a lobby hosted by the user (with `seated` players already in it, for a rematch) and
    answer with it as a new message: the game's board from then on. The lobby; None if
    refused. `thread`: play it in a thread of its own once started (None: the server's default;
    cogs/table/threads.py)."""
    bot = table_bot(interaction)
    tokens = answers_only(interaction)  # a group DM, or a server that did not add the bot
    if interaction.channel_id is None or (interaction.guild_id is None and not tokens):
        await refuse(interaction, Refusal("guild-only"))
        return None
    if forced_private(interaction):  # a table only its host could see
        await refuse(interaction, Refusal("play-private-here"))
        return None
    running = await bot.sessions.live_game(interaction.channel_id)
    if running is not None and unshown_lobby(running, interaction.user.id):
        await _post_answer(interaction, running)  # a crash cut its answer short: shown now
        return running
    if running is not None:
        link = board_link(running.guild_id, running.channel_id, running.notes)
        await refuse(interaction, Refusal("game-running-here", link=link))
        return None
    if tokens:  # no server of its own, no thread, the host's language
        place: dict[str, Any] = {TOKEN_ONLY: True, "guild_locale": str(interaction.locale)}
        in_thread, missing = {}, []
    else:
        place = {"guild_locale": str(interaction.guild_locale or "en-US")}
        in_thread, missing = await threads.lobby_choice(interaction, thread)
    try:
        record = await bot.sessions.open_lobby(
            kind,
            guild_id=None if tokens else interaction.guild_id,
            channel_id=interaction.channel_id,
            host=Player(interaction.user.id, interaction.user.display_name),
            options=options,
            meta={**place, **(meta or {}), **in_thread},
            seated=seated,
        )
    except Refusal as refusal:
        if refusal.code == "game-running-here":
            refusal = Refusal("game-running-here", link=f"<#{interaction.channel_id}>")
        await refuse(interaction, refusal)
        return None
    fault_point("game.lobby.opened")
    await _post_answer(interaction, record)
    if missing:  # asked for a thread the bot cannot open here: played in the channel
        await threads.tell_missing(interaction, missing)
    return record


def unshown_lobby(record: GameRecord, user_id: int) -> bool:
    """Whether `record` is a lobby of the user's that no message shows: its opening was cut short
    between the store and the answer (the user opening one again gets it)."""
    return record.status == "lobby" and record.host_id == user_id and board_of(record) is None


async def _post_answer(
    interaction: discord.Interaction, record: GameRecord, replaces: int | None = None
) -> None:
    """Answer with the game's board as a new message, and note it as the game's board (and
    `replaces`, the old board whose buttons are still to be taken off)."""
    bot = table_bot(interaction)
    board = await bot.boards.message(record)
    callback = await interaction.response.send_message(
        **board, allowed_mentions=discord.AllowedMentions.none()
    )
    message = await _sent_message(interaction, callback)
    if token_only(record):
        bot.boards.places.pressed(record.channel_id, interaction)
    fault_point("game.lobby.shown")  # a start finds it (cogs/table/lost_lobbies.py)
    clock = bot.sessions.clock()
    await bot.sessions.board_posted(record.id, message.id, clock, record.step, replaces)
    bot.boards.shown(record, message.id)


async def repost_board(interaction: discord.Interaction) -> None:
    """/… status: show the channel's game again, as a fresh message at the bottom."""
    bot = table_bot(interaction)
    record = await bot.sessions.live_game(interaction.channel_id or 0)
    if record is None:
        await refuse(interaction, Refusal("no-game-here"))
        return
    old_board = bot.sessions.board_of(record)
    # Noted with the new board until done: a restart takes the old one's buttons off then.
    await _post_answer(interaction, record, old_board["message_id"] if old_board else None)
    if old_board is not None:  # after answering: this can wait for a rate limit
        await bot.boards.strip_buttons(record, old_board)
        await bot.sessions.board_retired(record.id)


def may_manage(interaction: discord.Interaction) -> bool:
    permissions = interaction.permissions
    return bool(permissions.manage_messages or permissions.administrator)


async def ask_to_stop(interaction: discord.Interaction) -> None:
    """/… stop: after a check, ask the user to confirm (privately) before ending the game."""
    bot = table_bot(interaction)
    record = await bot.sessions.live_game(interaction.channel_id or 0)
    if record is None:
        await refuse(interaction, Refusal("no-game-here"))
        return
    if interaction.user.id != record.host_id and not may_manage(interaction):
        await refuse(interaction, Refusal("stop-not-allowed"))
        return
    loc = user_locale(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "stop-confirm-button"),
            style=style_of("confirm"),
            custom_id=ids.stop(record.id),
        )
    )
    await interaction.response.send_message(t(loc, "stop-confirm"), view=view, ephemeral=True)


class LobbyButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=ids.LOBBY_TEMPLATE,
):
    """Join, Leave, Start (host) and Cancel (host) under a lobby."""

    async def callback(self, interaction: discord.Interaction) -> None:
        click = ids.parse_lobby(self.raw_id)
        if click is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        sessions = table_bot(interaction).sessions
        user = interaction.user
        game, step = click.game, click.step
        if click.op == "start" and await threads.start_in_thread(interaction, game, step):
            return
        changes = {
            "join": lambda: sessions.join(game, Player(user.id, user.display_name), step),
            "leave": lambda: sessions.leave(game, user.id, step),
            "start": lambda: sessions.start(game, user.id, step),
            "cancel": lambda: sessions.cancel(game, user.id, step),
        }
        await show_outcome(interaction, changes[click.op](), game_id=game)


class ComputerSelect(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]],
    template=ids.COMPUTER_TEMPLATE,
):
    """The lobby menu with which the host adds a computer player of some difficulty."""

    async def callback(self, interaction: discord.Interaction) -> None:
        pick = ids.parse_computer(self.raw_id, values(interaction))
        if pick is None or pick.difficulty is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        sessions = table_bot(interaction).sessions
        change = sessions.add_computer(pick.game, interaction.user.id, pick.difficulty, pick.step)
        await show_outcome(interaction, change, game_id=pick.game)


class StopButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=ids.STOP_TEMPLATE,
):
    """The private confirmation of /… stop."""

    async def callback(self, interaction: discord.Interaction) -> None:
        game_id = ids.parse_stop(self.raw_id)
        if game_id is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        bot = table_bot(interaction)
        try:
            outcome: Outcome = await bot.sessions.stop(
                game_id, interaction.user.id, may_manage=may_manage(interaction)
            )
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await interaction.response.edit_message(
            content=t(user_locale(interaction), "stop-done"), view=None
        )
        bot.sessions.notify(outcome)  # the board, and any open Drehwurm hands


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(LobbyButton, ComputerSelect, StopButton)
