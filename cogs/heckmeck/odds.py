"""The 💡 Odds button: the exact odds of every choice open in a Heckmeck turn, privately.

The player on turn is answered about their own choices and is marked assisted for it (the game will
not be rated: bot/domain/hints.py). So, in a game still rated, they are first asked, privately,
whether to see the odds at that cost (for every player at the table); cancelling changes nothing.
Anyone else, a player waiting for their turn included, gets the same figures for the player on
turn, for watching, which changes nothing. Only in a game that allows hints. The figures come from
bot/domain/heckmeck/ai/odds.py, computed off the event loop.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.hints import assisted_by, hint_unrates
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.types import Refusal
from cogs.heckmeck.board import face_label
from cogs.table import ids
from cogs.table.bot import table_bot
from cogs.table.common import refuse
from cogs.table.hints import HINT_ASKED_TEMPLATE, ODDS_TEMPLATE, hint_question_view
from cogs.table.i18n import user_locale
from cogs.table.numbers import signed
from cogs.table.render import player_name

if TYPE_CHECKING:
    from bot.domain.heckmeck.ai.odds import Choice, Odds

log = logging.getLogger(__name__)


def choice_text(loc: str, record: GameRecord, choice: Choice) -> str:
    return action_text(loc, record, choice.action, choice.count)


def action_text(loc: str, record: GameRecord, action: hm.Action, count: int) -> str:
    """A choice in words: set aside `count` × a face, roll, take or steal a tile."""
    match action:
        case hm.SetAside(face):
            rules = hm.HeckmeckOptions.from_json(record.options).rules
            return t(loc, "odds-choice-face", count=count, face=face_label(face, rules))
        case hm.Roll():
            return t(loc, "odds-choice-roll")
        case hm.Stop(take) if take.victim is not None:
            victim = player_name(loc, record.players[take.victim])
            return t(loc, "odds-choice-steal", tile=take.tile, name=victim)
        case hm.Stop(take):
            return t(loc, "odds-choice-take", tile=take.tile)
    raise ValueError(f"not a choice: {action!r}")


def figures(choice: Choice, prefix: str = "") -> dict[str, float | str]:
    """A choice's chance of a tile (percent) and its expected worms, signed apart."""
    sign, worms = signed(choice.e_worms)
    return {f"{prefix}percent": 100 * choice.p_tile, f"{prefix}worms": worms, f"{prefix}sign": sign}


def why(
    loc: str, record: GameRecord, odds: Odds, describe: Callable[[Choice], str] | None = None
) -> str:
    """One plain sentence: the hard player's choice, and how the next best compares; `describe`
    names a choice (by default as `choice_text` does)."""
    if describe is None:
        describe = functools.partial(choice_text, loc, record)
    best = odds.best
    others = sorted((c for c in odds.choices if not c.best), key=lambda c: -c.value)
    name = describe(best)
    if not others:
        return t(loc, "odds-why-only", choice=name, **figures(best))
    second = others[0]
    if second.p_tile < best.p_tile:
        key = "odds-why"  # the best finishes more often
    elif round(second.e_worms, 1) < round(best.e_worms, 1):
        key = "odds-why-worms"  # the other finishes as often or more, but with fewer worms
    elif second.e_worms < best.e_worms:
        key = "odds-why-worms-close"  # fewer worms, by less than the one decimal shows
    else:
        key = "odds-why-standing"  # the standings (a steal, the end of the game) decide
    return t(
        loc,
        key,
        choice=name,
        **figures(best),
        other=describe(second),
        **figures(second, "other_"),
    )


def answer_text(loc: str, record: GameRecord, state: hm.HeckmeckState, odds: Odds, mine: bool):
    if mine:
        head = t(loc, "odds-title-mine", total=state.total, count=state.dice_left)
    else:
        name = player_name(loc, record.players[odds.seat])
        head = t(loc, "odds-title-other", name=name, total=state.total, count=state.dice_left)
    lines = [head]
    for choice in sorted(odds.choices, key=lambda c: -c.value):
        lines.append(
            t(
                loc,
                "odds-line-best" if choice.best else "odds-line",
                choice=choice_text(loc, record, choice),
                **figures(choice),
            )
        )
    lines += ["", why(loc, record, odds)]
    if odds.expert is not None:
        expert = choice_text(loc, record, odds.expert)
        lines.append(t(loc, "odds-expert", choice=expert, **figures(odds.expert)))
    return "\n".join(lines)


def odds_of(state: hm.HeckmeckState) -> Odds:
    """The odds of `state`, in a worker thread: the AI is loaded when first needed, and its
    tables take seconds to build, which the event loop must not wait for."""
    from bot.domain.heckmeck.ai.odds import position_odds

    return position_odds(state)


class OddsButton(discord.ui.DynamicItem[discord.ui.Button], template=ODDS_TEMPLATE):
    """💡 Odds under a Heckmeck board that allows hints. Its custom_id carries the game only
    (the answer is about the game as it stands); one that does not match is never built."""

    def __init__(self, item: discord.ui.Button, game_id: int | None) -> None:
        super().__init__(item)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> OddsButton:
        return cls(item, ids.number(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answer_odds(interaction, self.game_id, asked=False)


class HintAnswer(discord.ui.DynamicItem[discord.ui.Button], template=HINT_ASKED_TEMPLATE):
    """The answer to the private question before a hint that would unrate the game: show the
    odds (the game is then unrated) or cancel (nothing changes)."""

    def __init__(self, item: discord.ui.Button, game_id: int | None, show: bool) -> None:
        super().__init__(item)
        self.game_id = game_id
        self.show = show

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> HintAnswer:
        return cls(item, ids.number(match["game"]), match["answer"] == "yes")

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.show:
            await answer_odds(interaction, self.game_id, asked=True)
            return
        loc = user_locale(interaction)
        await interaction.response.edit_message(content=t(loc, "odds-confirm-cancelled"), view=None)


def on_turn_id(record: GameRecord) -> int | None:
    state = hm.state_from_json(record.state or {})
    return None if state.over else record.players[state.current]["id"]


async def answer_odds(interaction: discord.Interaction, game_id: int | None, *, asked: bool):
    """The odds, privately; a player whose hint would unrate the game is asked first (`asked`:
    they answered yes, and the question they answered is replaced by the odds)."""
    sessions = table_bot(interaction).sessions
    user = interaction.user.id
    loc = user_locale(interaction)
    try:
        if game_id is None:
            raise Refusal("stale-button")
        record = await sessions.game(game_id)
        if record.status != "running" or record.kind != hm.KIND:
            raise Refusal("game-not-running")
        if not asked and hint_unrates(record, user, on_turn_id(record)):
            await interaction.response.send_message(
                t(loc, "odds-confirm"), view=hint_question_view(game_id, loc), ephemeral=True
            )
            return
        # Loading the AI (the first time) and the exact odds take a moment, longer on a busy
        # machine than Discord's 3 s.
        if asked:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        # The hint is noted first, and the answer is about the position it was noted in: who
        # was on turn then is who is marked assisted, whatever happens while it is computed.
        record = await sessions.use_hint(game_id, user)
        state = hm.state_from_json(record.state or {})
        if state.over:
            raise Refusal("game-not-running")
        odds = await asyncio.get_running_loop().run_in_executor(None, odds_of, state)
    except Refusal as refusal:
        await refuse(interaction, refusal)
        return
    mine = record.players[state.current]["id"] == user
    text = answer_text(loc, record, state, odds, mine)
    if mine and user in assisted_by(record):
        text += "\n" + t(loc, "odds-assisted-note")
    elif not mine:
        text += "\n" + t(loc, "odds-watching-note")
    if asked:
        await interaction.edit_original_response(content=text[:2000], view=None)
    else:
        await interaction.followup.send(text[:2000], ephemeral=True)
