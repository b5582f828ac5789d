"""The toy's Discord side: a small board and its title, as a TableGame (like cogs/heckmeck/)."""

from __future__ import annotations

from typing import Any

import discord

from bot.domain.records import GameRecord
from cogs.table import render as table_board
from cogs.table.games import Rendered, TableGame
from cogs.table.ids import names_a_game
from tests.toy_game import rules
from tests.toy_game.kind import NAME, TOY

# hd:<game>:<step>:throw   the Throw button of a toy board
PREFIX = names_a_game("hd", __name__)
TITLE = "Highest die"


def throw_id(game_id: int, step: int) -> str:
    return f"{PREFIX}:{game_id}:{step}:throw"


def title(record: GameRecord, loc: str) -> str:
    return f"{TITLE} ({record.options.get('rounds', 3)})"


def _log_line(event: dict[str, Any]) -> str | None:
    if event["type"] == "threw":
        return f"seat {event['seat']} threw {event['face']}"
    if event["type"] == "round-won":
        return f"round {event['round']}: seats {event['seats']}"
    return None


def render(
    record: GameRecord, loc: str, events: list[dict[str, Any]], state: Any = None
) -> Rendered:
    if state is None:
        assert record.state is not None  # a board is drawn for a started game
        state = rules.state_from_json(record.state)
    embed = discord.Embed(title=title(record, loc), description=f"round {state.round}")
    for seat, player in enumerate(record.players):
        embed.add_field(
            name=table_board.plain_name(loc, player), value=str(state.points[seat]), inline=True
        )
    lines = [line for e in (record.recent or events) if (line := _log_line(e)) is not None]
    table_board.add_happened(embed, loc, table_board.log_text(lines))
    seat = rules.current_seat(state)
    if record.status == "running" and seat is not None:
        table_board.add_turn(embed, record, seat, loc, record.deadline)
    table_board.add_ending(embed, record, loc, rules, state, line_key=TOY.final_line_key)
    if record.status != "running":
        return embed, None
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="Throw", custom_id=throw_id(record.id, record.step)))
    return embed, view


TABLE_GAME = TableGame(kind=NAME, render=render, title=title)
