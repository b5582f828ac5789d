"""/heckmeck puzzle: "what would you do?" on a position of the shipped set or from a game on the
bot, privately.

The puzzle of the day is the same for everyone (bot/domain/heckmeck/puzzles/positions.py) and
comes first while the player has not answered it; then a puzzle near their puzzle rating that
they have not answered (bot/table/heckmeck/puzzles.py); `number:` opens a given one. Its answer
buttons are the position's choices (the board's face buttons, Roll, the takes); a press grades the
choice by the hard player's exact values (best, good, inaccuracy, mistake), lists every choice with
its figures, explains the best one, and shows the player's record and rating (with its change
after a first answer); "Another puzzle" picks the next one. The answer depends on the custom_id
alone, so it keeps working after a restart.
"""

from __future__ import annotations

import asyncio
import functools
import random
from datetime import date

import discord

from bot.domain.heckmeck.daily.seeding import day_at
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import positions
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.heckmeck.puzzles import Puzzles
from bot.table.types import Refusal
from cogs.heckmeck import board
from cogs.heckmeck.odds import action_text, why
from cogs.table.bot import table_bot
from cogs.table.common import refuse
from cogs.table.components import Drawn, FromCustomId, button
from cogs.table.i18n import user_locale
from cogs.table.ids import number
from cogs.table.numbers import MINUS, signed
from cogs.table.styles import style_of

COLOUR = discord.Colour.purple()
# hmp:<puzzle>:<op>[:<arg>]   an answer (op: roll, face, take; a take's arg: <tile>-<victim|g>)
# hmpn:<puzzle>               Another puzzle
ANSWER, ANOTHER = "hmp", "hmpn"
ANSWER_TEMPLATE = (
    rf"{ANSWER}:(?P<puzzle>\d{{1,6}}):(?P<op>roll|face|take)(:(?P<arg>[a-z0-9-]{{1,8}}))?"
)
ANOTHER_TEMPLATE = rf"{ANOTHER}:(?P<puzzle>\d{{1,6}})"
GRADE_MARK = {"best": "✅", "good": "👍", "inaccuracy": "⚠️", "mistake": "❌"}


def answer_id(puzzle: int, op: str, arg: str | None = None) -> str:
    return f"{ANSWER}:{puzzle}:{op}" + (f":{arg}" if arg is not None else "")


def take_arg(take: hm.Take) -> str:
    return f"{take.tile}-{'g' if take.victim is None else take.victim}"


def parse_answer(op: str | None, arg: str | None) -> hm.Action | None:
    if op == "roll" and arg is None:
        return hm.Roll()
    if op == "face" and arg in board.CLASSIC.faces:
        return hm.SetAside(arg)
    if op == "take" and arg:
        tile, _, victim = arg.partition("-")
        if number(tile) is not None and (victim == "g" or number(victim) is not None):
            return hm.Stop(hm.Take(int(tile), None if victim == "g" else int(victim)))
    return None


def _record() -> GameRecord:
    """Enough of a game for the board's texts of a choice (the players stay anonymous)."""
    return GameRecord(
        id=0, kind=hm.KIND, guild_id=None, channel_id=0, host_id=0, status="running",
        options=hm.HeckmeckOptions().to_json(), players=[], state=None, step=0,
    )  # fmt: skip


def choice_name(loc: str, action: hm.Action, count: int) -> str:
    if isinstance(action, hm.Stop) and action.take.is_steal:
        return t(loc, "odds-choice-steal", tile=action.take.tile, name=t(loc, "puzzle-opponent"))
    return action_text(loc, _record(), action, count)


def _player_line(loc: str, state: hm.HeckmeckState, seat: int) -> str:
    key = "puzzle-you" if seat == state.current else "puzzle-them"
    top = state.top(seat)
    return t(
        loc, "puzzle-player", name=t(loc, key), worms=hm.scores(state)[seat],
        top=board.tile_label(state.rules, top) if top is not None else "—",
    )  # fmt: skip


def puzzle_embed(loc: str, puzzle: positions.Puzzle, daily: date | None) -> discord.Embed:
    """`daily`: the day whose puzzle this is, if it is the puzzle of the day."""
    state = puzzle.state
    title = "puzzle-title-daily" if daily else "puzzle-title"
    question = "puzzle-question-game" if puzzle.from_a_game else "puzzle-question"
    embed = discord.Embed(
        title=t(loc, title, number=str(puzzle.number), day=daily.isoformat() if daily else ""),
        description=t(loc, question),
        colour=COLOUR,
    )
    embed.add_field(name=t(loc, "board-grill"), value=board.grill_line(state), inline=False)
    seats = sorted(range(state.num_players), key=lambda seat: seat != state.current)  # you first
    players = "\n".join(_player_line(loc, state, seat) for seat in seats)
    embed.add_field(name=t(loc, "board-players"), value=players, inline=False)
    board.add_dice_fields(embed, state, loc)
    return embed


def answer_embed(loc: str, puzzle: positions.Puzzle) -> discord.Embed:
    """The position as the answer shows it: the players and the dice (the answer takes the
    question's and the grill's place, to fit a phone)."""
    embed = puzzle_embed(loc, puzzle, daily=None)
    embed.description = None
    embed.remove_field(0)  # the grill
    return embed


def puzzle_view(loc: str, puzzle: positions.Puzzle) -> Drawn:
    state, n = puzzle.state, puzzle.number
    view = Drawn()
    if state.phase == "pick":
        pickable = set(hm.pickable_faces(state))
        board.add_face_buttons(view, state, pickable, lambda face: answer_id(n, "face", face), loc)
        return view
    roll = button(answer_id(n, "roll"), label=t(loc, "button-roll"), emoji="🎲",
                  style=style_of("roll"), disabled=not hm.can_roll(state))  # fmt: skip
    view.add(roll)
    for take in hm.take_options(state):
        label = (
            t(loc, "button-steal", tile=take.tile, name=t(loc, "puzzle-opponent"))
            if take.is_steal
            else t(loc, "button-take", tile=take.tile)
        )
        style = style_of("steal" if take.is_steal else "take")
        view.add(button(answer_id(n, "take", take_arg(take)), label=label, style=style))
    return view


def another_view(loc: str, puzzle: int) -> Drawn:
    view = Drawn()
    view.add(button(f"{ANOTHER}:{puzzle}", label=t(loc, "puzzle-another"), emoji="🧩"))
    return view


def graded_text(loc: str, graded, action: hm.Action, state: hm.HeckmeckState) -> str:
    """The grade, the best and the chosen choice (or the next best) with their figures (one
    decimal, as the 💡 Odds), and why the best is best: in words when it is an exact steal or
    when an expectation is below zero."""
    odds = graded.odds
    best_value = max(c.value for c in odds.choices)
    chosen = next(c for c in odds.choices if c.action == action)
    lines = [
        t(loc, f"puzzle-grade-{graded.grade}", mark=GRADE_MARK[graded.grade],
          choice=choice_name(loc, action, chosen.count), loss=graded.loss),
    ]  # fmt: skip
    ranked = sorted(odds.choices, key=lambda c: -c.value)
    shown = [c for c in ranked if c.best or c is chosen] or ranked[:1]
    if len(shown) == 1 and len(ranked) > 1:  # the best was chosen: and the next best
        shown.append(ranked[1])
    for choice in shown:
        sign, worms = signed(choice.e_worms)
        lines.append(
            t(loc, "puzzle-line-best" if choice.best else "puzzle-line",
              choice=choice_name(loc, choice.action, choice.count), percent=100 * choice.p_tile,
              sign=sign, worms=worms, loss=best_value - choice.value)
        )  # fmt: skip
    best = odds.best
    stolen = stolen_tile(state, best.action)
    if stolen is None:
        lines.append(why(loc, _record(), odds, lambda c: choice_name(loc, c.action, c.count)))
    else:
        if isinstance(best.action, hm.SetAside):
            name = choice_name(loc, best.action, best.count)
            lines.append(t(loc, "puzzle-steal-exact", choice=name, tile=str(stolen)))
        worms = t(loc, "worms", count=state.rules.worms_on(stolen))
        lines.append(t(loc, "puzzle-steal-twice", worms=worms))
    top = state.top(state.current)
    if top is not None and any(round(c.e_worms, 1) < 0 for c in shown):
        worms = t(loc, "worms", count=state.rules.worms_on(top))
        lines.append(
            t(loc, "puzzle-negative", tile=board.tile_label(state.rules, top), worms=worms)
        )
    return "\n".join(lines)


def _puzzles(interaction: discord.Interaction) -> Puzzles:
    return table_bot(interaction).services.of_game(Puzzles)


def stolen_tile(state: hm.HeckmeckState, action: hm.Action) -> int | None:
    """The tile `action` steals: a steal, or dice set aside that make the sum exactly an
    opponent's top tile (with a worm among them), so that stopping steals it."""
    if isinstance(action, hm.Stop):
        return action.take.tile if action.take.is_steal else None
    if not isinstance(action, hm.SetAside) or state.phase != "pick":
        return None
    after, _ = hm.apply(state, state.current, action, random.Random(0))  # setting aside rolls none
    if after.phase != "decide":
        return None
    steals = [take.tile for take in hm.take_options(after) if take.is_steal]
    return steals[0] if steals else None


async def show_puzzle(interaction: discord.Interaction, number_: int | None = None) -> None:
    """/heckmeck puzzle: the puzzle `number_`, else today's until answered, else one near the
    player's rating; privately."""
    loc = user_locale(interaction)
    puzzles, user = _puzzles(interaction), interaction.user.id
    day = day_at(table_bot(interaction).sessions.clock())
    daily = positions.of_the_day(day)
    if number_ is not None:
        puzzle = await puzzles.load(number_)
        if puzzle is None:
            await refuse(interaction, Refusal("puzzle-unknown", number=str(number_)))
            return
    elif daily.number not in await puzzles.answered(user):
        puzzle = daily
    else:
        puzzle = await puzzles.pick_for(user, interaction.id)
    await interaction.response.send_message(
        embed=puzzle_embed(loc, puzzle, daily=day if puzzle.number == daily.number else None),
        view=puzzle_view(loc, puzzle),
        ephemeral=True,
    )


async def answer(interaction: discord.Interaction, number_: int | None, action) -> None:
    puzzles = _puzzles(interaction)
    puzzle = await puzzles.load(number_) if number_ is not None else None
    if puzzle is None or action is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    if action not in hm.legal_actions(puzzle.state, puzzle.state.current):
        await refuse(interaction, Refusal("stale-button"))
        return
    # Loading the AI (the first time) and the exact values take a moment, longer on a busy
    # machine than Discord's 3 s.
    await interaction.response.defer()
    from bot.domain.heckmeck.puzzles.grading import grade

    loop = asyncio.get_running_loop()
    graded = await loop.run_in_executor(None, functools.partial(grade, puzzle.state, action))
    assert graded is not None  # a legal action is one of the choices
    loc = user_locale(interaction)
    embed = answer_embed(loc, puzzle)
    text = graded_text(loc, graded, action, puzzle.state)[:1024]
    embed.add_field(name=t(loc, "puzzle-answer"), value=text, inline=False)
    record = await _record_answer(interaction, puzzle, graded)
    fault_point("puzzle.answer.rated")
    embed.add_field(name=t(loc, "puzzle-record-title"), value=record, inline=False)
    await interaction.edit_original_response(embed=embed, view=another_view(loc, puzzle.number))


async def _record_answer(interaction: discord.Interaction, puzzle: positions.Puzzle, graded) -> str:
    """Keep the player's first answer to this puzzle and rate it; their record and rating."""
    done = await _puzzles(interaction).answer(
        interaction.user.id,
        puzzle.number,
        day_at(table_bot(interaction).sessions.clock()),
        graded.grade,
        graded.loss,
    )
    loc = user_locale(interaction)
    lines = [
        t(loc, "puzzle-record", answered=done.answered, best=done.best,
          percent=100 * done.best / max(1, done.answered), streak=done.streak),
        rating_line(loc, done.solver.shown, done.change, done.puzzle.shown),
    ]  # fmt: skip
    if not done.first:
        lines.insert(0, t(loc, "puzzle-answered-before"))
    return "\n".join(lines)


def rating_line(loc: str, rating: int, change: int | None, puzzle: int) -> str:
    """The player's puzzle rating (with what this answer changed) and the puzzle's."""
    if change is None:
        return t(loc, "puzzle-rating", rating=str(rating), puzzle=str(puzzle))
    sign = "+" if change > 0 else MINUS if change < 0 else "±"
    return t(loc, "puzzle-rating-change", rating=str(rating), sign=sign,
             change=str(abs(change)), puzzle=str(puzzle))  # fmt: skip


async def another(interaction: discord.Interaction, number_: int | None) -> None:
    if number_ is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    loc = user_locale(interaction)
    puzzle = await _puzzles(interaction).pick_for(interaction.user.id, interaction.id, number_)
    await interaction.response.edit_message(
        embed=puzzle_embed(loc, puzzle, daily=None), view=puzzle_view(loc, puzzle)
    )


class PuzzleAnswer(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                   template=ANSWER_TEMPLATE):  # fmt: skip
    """A choice of the puzzle's position."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer(interaction, self.number("puzzle"),
                     parse_answer(self.parts.get("op"), self.parts.get("arg")))  # fmt: skip


class AnotherPuzzle(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                    template=ANOTHER_TEMPLATE):  # fmt: skip
    """Another puzzle than this one."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await another(interaction, self.number("puzzle"))


ITEMS = (PuzzleAnswer, AnotherPuzzle)
