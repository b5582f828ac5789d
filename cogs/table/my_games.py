"""A player's own view of their games: /heckmeck games (every lobby and running game they sit in
across the server, privately, with whose turn it is, when it runs out and a link to each board)
and /heckmeck remind (their turn notices by direct message)."""

from __future__ import annotations

import discord

from bot.domain import shown
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.sessions import Sessions
from bot.table.types import Refusal
from cogs.table import ids
from cogs.table.board_link import board_link
from cogs.table.bot import table_bot
from cogs.table.common import refuse
from cogs.table.i18n import user_locale
from cogs.table.pings import turn_deadline
from cogs.table.render import player_name

COLOUR = discord.Colour.blurple()
DESCRIPTION_LIMIT = 4096  # an embed description's most


async def show_my_games(interaction: discord.Interaction) -> None:
    bot = table_bot(interaction)
    if interaction.guild_id is None:
        await refuse(interaction, Refusal("guild-only"))
        return
    loc = user_locale(interaction)
    user_id = interaction.user.id
    records = await bot.services.games.seated(user_id, interaction.guild_id)
    if not records:
        await interaction.response.send_message(t(loc, "my-games-none"), ephemeral=True)
        return
    running = [r for r in records if r.status == "running"]
    lobbies = [r for r in records if r.status == "lobby"]
    lines = [running_line(bot.sessions, r, loc, user_id) for r in running]
    if lobbies:
        lines.append("")
        lines.append(t(loc, "my-games-lobbies"))
        lines += [lobby_line(r, loc) for r in lobbies]
    embed = discord.Embed(
        title=t(loc, "my-games-title", count=len(running)),
        description=fitted(lines, loc),
        colour=COLOUR,
    )
    await interaction.response.send_message(embed=embed, ephemeral=True)


async def set_direct_notices(interaction: discord.Interaction, on: bool) -> None:
    """Turn the user's notices by direct message on or off: the user's own setting, for every
    game they play in any server, so it can be chosen before joining one."""
    bot = table_bot(interaction)
    if interaction.guild_id is None:
        await refuse(interaction, Refusal("guild-only"))
        return
    if ids.flag(on) is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    await bot.direct.set(interaction.user.id, on)
    key = "remind-dm-on" if on else "remind-dm-off"
    await interaction.response.send_message(t(user_locale(interaction), key), ephemeral=True)


def game_name(record: GameRecord, loc: str) -> str:
    return t(loc, "game-name", game=kind(record.kind).rating_game(record.options))


def link_of(record: GameRecord) -> str:
    return board_link(record.guild_id, record.channel_id, record.notes)


def running_line(sessions: Sessions, record: GameRecord, loc: str, user_id: int) -> str:
    """A running game: its name, channel and players; whose turn, until when; the board's link."""
    players = ", ".join(player_name(loc, p) for p in record.players if not p.get("removed"))
    seat = kind(record.kind).rules.current_seat(sessions.state_of(record))
    deadline = turn_deadline(record)
    if seat is None:
        turn = t(loc, "my-games-no-turn")
    elif record.players[seat]["id"] == user_id:
        turn = t(loc, "my-games-your-turn", when=shown.deadline(deadline or 0))
    else:
        who = player_name(loc, record.players[seat])
        turn = t(loc, "my-games-their-turn", name=who, when=shown.deadline(deadline or 0))
    return t(
        loc,
        "my-games-game",
        game=game_name(record, loc),
        channel=f"<#{record.channel_id}>",
        players=players,
        turn=turn,
        link=link_of(record),
    )


def lobby_line(record: GameRecord, loc: str) -> str:
    return t(
        loc,
        "my-games-lobby",
        game=game_name(record, loc),
        channel=f"<#{record.channel_id}>",
        count=len(record.players),
        host=f"<@{record.host_id}>",
        link=link_of(record),
    )


def fitted(lines: list[str], loc: str) -> str:
    """The lines that fit in an embed's description, with a note of how many did not."""
    kept: list[str] = []
    used = 0
    for index, line in enumerate(lines):
        rest = len(lines) - index
        if used + len(line) + 1 > DESCRIPTION_LIMIT - 100:
            kept.append(t(loc, "my-games-more", count=rest))
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join(kept)
