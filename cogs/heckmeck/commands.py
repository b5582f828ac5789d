"""/heckmeck start, review, daily, puzzle, rules: Heckmeck's commands in the bot's group
(cogs/bot_commands.py has the bot's own: settings, status, games, remind, stop); the dice-face
buttons.

Thin glue: every click becomes an action for the session layer, which decides; this module only
answers (the board for an accepted click, an ephemeral refusal otherwise).
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.domain import turn_times
from bot.domain.turn_times import TURN_TIMES
from bot.i18n import t
from bot.table.heckmeck.puzzle_harvest import PuzzleHarvest
from bot.table.heckmeck.puzzles import Puzzles
from bot.table.types import Refusal
from cogs.bot_commands import bot_group
from cogs.heckmeck import daily, puzzle
from cogs.heckmeck import ids as heckmeck_ids
from cogs.heckmeck.odds import HintAnswer, OddsButton
from cogs.review import show_review
from cogs.table import ids
from cogs.table import lobby as tables
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId, values
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.leaving import TAKEOVER_CHOICES, takeover_meta
from cogs.table.outcome import show_outcome

log = logging.getLogger(__name__)

EDITIONS = ("classic", "junior")


def _invalid(chosen: object | None) -> Refusal | None:
    """The refusal of an option's value that is none of its choices (`ids.choice` gave None)."""
    return Refusal("invalid-option") if chosen is None else None


async def play_move(interaction: discord.Interaction, move: ids.Move | None) -> None:
    if move is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    sessions = table_bot(interaction).sessions
    pending = sessions.act(move.game, interaction.user.id, move.step, move.action)
    await show_outcome(interaction, pending, game_id=move.game)


class MoveButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=heckmeck_ids.MOVE_TEMPLATE
):
    """A dice face, Roll, or a take on a Heckmeck board."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_move(interaction, heckmeck_ids.parse_move(self.raw_id))


class TakeSelect(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Select], template=heckmeck_ids.TAKES_TEMPLATE
):
    """The menu of takes when a stop offers more than fit as buttons (free choice)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_move(interaction, heckmeck_ids.parse_takes(self.raw_id, values(interaction)))


START_OPTIONS = (
    "edition",
    "short_game",
    "free_choice",
    "harsh_failure",
    "hints",
    "turn_time",
    "thread",
    "takeover",
)


async def start_heckmeck(
    interaction: discord.Interaction,
    edition: str = "classic",
    short_game: bool = False,
    free_choice: bool = False,
    harsh_failure: bool = False,
    hints: bool | None = None,
    turn_time: str | None = None,
    thread: bool | None = None,
    takeover: str | None = None,
) -> None:
    """/heckmeck start, and /play heckmeck (cogs/heckmeck/play.py)."""
    options = {
        "edition": ids.choice(edition, EDITIONS),
        "short_game": ids.flag(short_game),
        "free_choice": ids.flag(free_choice),
        "harsh_failure": ids.flag(harsh_failure),
    }
    if None in options.values():
        await refuse(interaction, Refusal("invalid-option"))
        return
    if edition == "junior" and (short_game or free_choice or harsh_failure):
        await refuse(interaction, Refusal("illegal-variant-classic-only"))
        return
    chosen = await table_bot(interaction).services.settings.server(interaction.guild_id)
    if hints is None:
        hints = chosen.hints
    elif ids.flag(hints) is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    if turn_time is None:
        turn_time = chosen.turn_time
    elif ids.choice(turn_time, tuple(TURN_TIMES)) is None:
        await refuse(interaction, Refusal("invalid-turn-time"))
        return
    if thread is not None and ids.flag(thread) is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    seat_meta = takeover_meta("heckmeck", takeover, chosen.takeover)
    if seat_meta is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    meta = {"hints": hints, **turn_times.meta_for(turn_time), **seat_meta}
    await tables.open_lobby(interaction, "heckmeck", options, meta, thread=thread)


# The command is start_heckmeck itself: discord.py reads its options from the one signature.
start_command = app_commands.command(
    name=cmd_name("heckmeck-start"), description=cmd_desc("heckmeck-start")
)(
    app_commands.rename(**opt_names("heckmeck-start", *START_OPTIONS))(
        app_commands.describe(**opt_descs("heckmeck-start", *START_OPTIONS))(
            app_commands.choices(
                edition=choices("edition", *EDITIONS),
                turn_time=choices("turn_time", *TURN_TIMES),
                takeover=choices("takeover", *TAKEOVER_CHOICES),
            )(start_heckmeck)
        )
    )
)


@app_commands.command(name=cmd_name("heckmeck-review"), description=cmd_desc("heckmeck-review"))
@app_commands.rename(**opt_names("heckmeck-review", "game", "public"))
@app_commands.describe(**opt_descs("heckmeck-review", "game", "public"))
async def review_command(
    interaction: discord.Interaction,
    game: app_commands.Range[int, 1] | None = None,
    public: bool = False,
) -> None:
    await show_review(interaction, game, public)


@app_commands.command(name=cmd_name("heckmeck-daily"), description=cmd_desc("heckmeck-daily"))
@app_commands.rename(**opt_names("heckmeck-daily", "board"))
@app_commands.describe(**opt_descs("heckmeck-daily", "board"))
async def daily_command(interaction: discord.Interaction, board: bool = False) -> None:
    await open_daily(interaction, board)


async def open_daily(interaction: discord.Interaction, board: bool = False) -> None:
    """/heckmeck daily, and /play daily."""
    if ids.flag(board) is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    await daily.open_daily(interaction, board)


@app_commands.command(name=cmd_name("heckmeck-puzzle"), description=cmd_desc("heckmeck-puzzle"))
@app_commands.rename(**opt_names("heckmeck-puzzle", "number"))
@app_commands.describe(**opt_descs("heckmeck-puzzle", "number"))
async def puzzle_command(
    interaction: discord.Interaction,
    number: app_commands.Range[int, 1, 999_999] | None = None,
) -> None:
    await puzzle.show_puzzle(interaction, number)


@app_commands.command(name=cmd_name("heckmeck-rules"), description=cmd_desc("heckmeck-rules"))
@app_commands.rename(**opt_names("heckmeck-rules", "edition"))
@app_commands.describe(**opt_descs("heckmeck-rules", "edition"))
@app_commands.choices(edition=choices("edition", *EDITIONS))
async def rules_command(interaction: discord.Interaction, edition: str = "classic") -> None:
    if ids.choice(edition, EDITIONS) is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    loc = user_locale(interaction)
    embed = discord.Embed(
        title=t(loc, f"rules-{edition}-title"),
        description=t(loc, f"rules-{edition}"),
        colour=discord.Colour.orange(),
    )
    await interaction.response.send_message(embed=embed, ephemeral=True)


# Heckmeck's own commands in the bot's group (cogs/bot_commands.py): /heckmeck start, review,
# daily, puzzle, rules.
GAME_COMMANDS = (start_command, review_command, daily_command, puzzle_command, rules_command)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(
        MoveButton, TakeSelect, OddsButton, HintAnswer, *daily.ITEMS, *puzzle.ITEMS
    )
    mining = PuzzleHarvest(
        bot.services.of_game(Puzzles), bot.services.games, bot.settings.puzzle_mining_seconds
    )

    async def start_mining() -> None:
        mining.start()

    bot.starters.append(start_mining)
    bot.closers.append(mining.stop)
    group = bot_group(bot)
    for command in GAME_COMMANDS:
        group.add_command(command)
