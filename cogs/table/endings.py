"""The end of a game as a new message: it calls the players once, names the winner, shows the
final standings, the tie-break when it decided, each human's rating change, and a Rematch button
that opens a new lobby in the channel with the same options and the same players seated; a
feature that arranged the game (a tournament's table) may give a line in place of Rematch
(`Endings.notes`).

`ending_embed` is pure rendering; `Endings` sends the message once per finished game (it follows
the boards, cogs/table/boards.py) and `RematchButton` opens the next lobby.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.domain import results, shown
from bot.domain.ending_card import CardRow, render_card
from bot.domain.games import kind
from bot.i18n import t
from bot.storage import GameRecord
from bot.table.types import Outcome, Player, Refusal
from cogs.table import ids
from cogs.table import lobby as tables
from cogs.table.common import GameBot, bot_of, refuse
from cogs.table.components import FromCustomId
from cogs.table.games import table_game
from cogs.table.hints import assisted_names
from cogs.table.render import player_name, standings
from cogs.table.web_links import game_link

log = logging.getLogger(__name__)

COLOUR_ENDING = discord.Colour.gold()
# A card image for a finished game: (record, locale) -> PNG bytes, or None for none
CardRenderer = Callable[[GameRecord, str], bytes | None]
# A feature's word on a game's ending in place of Rematch (record, locale) -> a line, or None for
# the usual Rematch: a game the feature arranged (its players do not choose the next one).
EndingNote = Callable[[GameRecord, str], Awaitable[str | None]]


def rating_lines(
    record: GameRecord, loc: str, changes: dict[int, tuple[float, float]]
) -> str | None:
    lines = []
    for player in record.players:
        if player["computer"] or player["id"] not in changes:
            continue
        before, after = changes[player["id"]]
        change = round(shown.rating(after) - shown.rating(before), 1)
        lines.append(
            t(
                loc,
                "ending-rating-line",
                name=player_name(loc, player),
                direction="up" if change > 0 else "down" if change < 0 else "same",
                change=abs(change),
                rating=shown.rating(after),
            )
        )
    return "\n".join(lines) or None


def ending_embed(
    record: GameRecord, loc: str, heading: str, changes: dict[int, tuple[float, float]]
) -> discord.Embed:
    """The ending message's embed for a finished game."""
    game_kind = kind(record.kind)
    state = game_kind.load(record.state)
    scores, places = game_kind.rules.scores(state), game_kind.rules.placements(state)
    embed = discord.Embed(title=t(loc, "ending-title", game=heading), colour=COLOUR_ENDING)
    forfeit = results.forfeit_winner(record.players, places)
    if forfeit is not None:
        embed.description = t(loc, "ending-forfeit", name=player_name(loc, record.players[forfeit]))
    embed.add_field(
        name=t(loc, "board-final"),
        value=standings(record, loc, scores, places, line_key=kind(record.kind).final_line_key),
        inline=False,
    )
    decided = table_game(record.kind).tie_break(record, loc)
    if decided:
        embed.add_field(name=t(loc, "ending-tie-break-title"), value=decided, inline=False)
    ratings = rating_lines(record, loc, changes)
    if ratings:
        embed.add_field(name=t(loc, "ending-ratings-title"), value=ratings, inline=False)
    assisted = assisted_names(record, loc)
    if assisted:
        embed.add_field(
            name=t(loc, "ending-ratings-title"),
            value=t(loc, "ending-assisted", names=assisted),
            inline=False,
        )
    return embed


def ending_title(record: GameRecord, loc: str) -> str:
    """The game's title with its number ("Heckmeck #12"), as its ending and its card head it."""
    return shown.numbered_title(loc, table_game(record.kind).title(record, loc), record.id)


def card_of(record: GameRecord, loc: str) -> bytes:
    """The image card of a finished game: standings with each player's stack, in `loc`."""
    game_kind = kind(record.kind)
    state = game_kind.load(record.state)
    scores, places = game_kind.rules.scores(state), game_kind.rules.placements(state)
    stacks, tile_picture = table_game(record.kind).card_extras(record, state)
    forfeit = results.forfeit_winner(record.players, places)
    unit = game_kind.score_unit
    won = shown.winners(places)
    rows = [
        CardRow(
            place=places[seat],
            name=shown.seat_name(loc, player) + shown.left_mark(loc, player),
            score=scores[seat],
            score_text=" · ".join(
                part
                for part in (
                    shown.score_text(loc, unit, scores[seat]),
                    table_game(record.kind).card_detail(record, state, seat, loc),
                    t(loc, "ending-card-forfeit") if forfeit == seat else None,
                )
                if part
            ),
            stack=tuple(stacks[seat]) if stacks is not None else None,
            winner=seat in won,
        )
        for seat, player in sorted(enumerate(record.players), key=lambda sp: places[sp[0]])
    ]
    subtitle = shown.card_subtitle(loc, record)
    return render_card(ending_title(record, loc), rows, tile_picture, subtitle)


def rematch_view(record: GameRecord, loc: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "ending-rematch"),
            emoji="🔁",
            style=discord.ButtonStyle.success,
            custom_id=ids.rematch(record.id),
        )
    )
    return view


class Endings:
    """Sends the ending message of each game that finishes (once: the step that finished it)."""

    def __init__(self, bot: GameBot, card: CardRenderer | None = None) -> None:
        self.bot = bot
        self.card = card
        self.notes: list[EndingNote] = []  # features add theirs at setup

    async def note(self, record: GameRecord, loc: str) -> str | None:
        """The first feature's line in place of Rematch, if any."""
        for note in self.notes:
            line = await note(record, loc)
            if line is not None:
                return line
        return None

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        if record.status != "finished" or not any(
            e.get("type") == "game-over" for e in outcome.events
        ):
            return
        channel = await self.bot.boards.channel(record.channel_id)
        if channel is None:
            return
        loc = await self.bot.boards.locale(record)
        heading = ending_title(record, loc)
        changes = await self.bot.records.rating_changes(record.id)  # waits for the recording
        embed = ending_embed(record, loc, heading, changes)
        note = await self.note(record, loc)
        if note is not None:
            embed.add_field(name="\u200b", value=note, inline=False)
        humans = [p["id"] for p in record.players if not p["computer"]]
        content = t(loc, "ending-content", game=heading, names=" ".join(f"<@{u}>" for u in humans))
        kwargs: dict[str, Any] = {}
        # Drawing takes a moment: off the event loop.
        png = await asyncio.to_thread(self.card, record, loc) if self.card is not None else None
        if png is not None:
            kwargs["file"] = discord.File(io.BytesIO(png), filename="game.png")
            embed.set_image(url="attachment://game.png")
        try:
            await channel.send(
                content,
                embed=embed,
                view=await game_link(
                    self.bot,
                    record.guild_id,
                    record.id,
                    loc,
                    rematch_view(record, loc) if note is None else None,
                ),
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in humans]
                ),
                **kwargs,
            )
        except discord.HTTPException as exc:
            log.warning("Could not post the ending of game %s: %s", record.id, exc)


class RematchButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=ids.REMATCH_TEMPLATE
):
    """Rematch under an ending: a new lobby, same options, the same players seated; whoever
    clicks (one of the players) hosts it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        if self.game_id is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        try:
            old = await bot.sessions.game(self.game_id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        if await bot.endings.note(old, "en") is not None:  # a game a feature arranged
            await refuse(interaction, Refusal("stale-button"))
            return
        host = next((p for p in old.players if p["id"] == interaction.user.id), None)
        if host is None:
            await refuse(interaction, Refusal("not-a-player"))
            return
        seated = [Player(p["id"], p["name"], p["computer"]) for p in old.players if p is not host]
        # The same lobby as the command that opened the finished game would open.
        chosen = {key: old.meta[key] for key in tables.LOBBY_CHOICES if key in old.meta}
        await tables.open_lobby(
            interaction,
            old.kind,
            dict(old.options),
            {**chosen, "rematch_of": old.id},
            seated=seated,
            thread=bool(old.meta.get("thread")),  # from a game's thread: played right there
        )


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(RematchButton)
