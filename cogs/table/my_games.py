"""A player's own view of their games: /heckmeck games (the lobbies and running games they sit in
across the server, privately: the ones waiting for them first, as many as a phone screen holds,
with whose turn it is, when it runs out and a link to each board) and /heckmeck remind (their
turn notices by direct message)."""

from __future__ import annotations

import discord

from bot.domain import shown
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.sessions import Sessions
from bot.table.turn_notices import turn_deadline
from bot.table.types import Refusal
from cogs.table import ids
from cogs.table.board_link import board_link
from cogs.table.bot import table_bot
from cogs.table.common import refuse
from cogs.table.i18n import user_locale
from cogs.table.render import player_name

COLOUR = discord.Colour.blurple()
LISTED = 6  # games a phone screen holds (three or four lines each)


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
    embed = discord.Embed(
        title=t(loc, "my-games-title", count=len(running)),
        description=listing(bot.sessions, running, lobbies, loc, user_id),
        colour=COLOUR,
    )
    await interaction.response.send_message(embed=embed, ephemeral=True)


def listing(
    sessions: Sessions,
    running: list[GameRecord],
    lobbies: list[GameRecord],
    loc: str,
    user_id: int,
) -> str:
    """The games a phone screen holds, the ones waiting for the user first (soonest deadline
    first), then the lobbies; a note of how many more there are."""
    waiting = sorted(
        running,
        key=lambda r: (not on_turn(sessions, r, user_id), turn_deadline(r) or float("inf")),
    )
    lines = [running_line(sessions, r, loc, user_id) for r in waiting[:LISTED]]
    shown_lobbies = lobbies[: max(0, LISTED - len(lines))]
    if shown_lobbies:
        lines += ["", t(loc, "my-games-lobbies"), *(lobby_line(r, loc) for r in shown_lobbies)]
    hidden = len(running) - len(waiting[:LISTED]) + len(lobbies) - len(shown_lobbies)
    if hidden:
        lines.append(t(loc, "my-games-more", count=hidden))
    return "\n".join(lines)


def on_turn(sessions: Sessions, record: GameRecord, user_id: int) -> bool:
    seat = kind(record.kind).rules.current_seat(sessions.state_of(record))
    return seat is not None and record.players[seat]["id"] == user_id


async def set_direct_notices(interaction: discord.Interaction, on: bool) -> None:
    """Turn the user's notices by direct message on or off: the user's own setting, for every
    game they play anywhere, so it can be chosen before joining one (also in a DM: `/play
    remind`)."""
    bot = table_bot(interaction)
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
    """A running game: its name, channel and number of players; whose turn, until when; the
    board's link."""
    players = sum(1 for p in record.players if not p.get("removed"))
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
        count=players,
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
