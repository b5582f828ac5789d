"""The end of a game as a new message: it calls the players once, names the winner, shows the
final standings with each human's rating change, the tie-break when it decided, and a Rematch button
that opens a new lobby in the channel with the same options and the same players seated; a
feature that arranged the game (a tournament's table) may give a line in place of Rematch
(`Endings.notes`).

`ending_embed` is pure rendering; `Endings` sends the message once per finished game (it follows
the boards, cogs/table/boards.py) and `RematchButton` (cogs/table/rematch.py) opens the next
lobby.

Exactly once across a crash: the finishing step marks the game in pending_endings in its own
transaction, and the mark goes once the message is out. At the next start (READY) every game
still marked gets its ending, unless the channel's latest messages show it already (the crash
fell between the post and the mark's removal: `cogs/table/own_posts.py`).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.domain import results, shown
from bot.domain.card_alt import alt_text
from bot.domain.ending_card import CardRow, TilePicture, render_card
from bot.domain.games import kind
from bot.domain.hints import assisted_by
from bot.domain.records import GameRecord
from bot.domain.results import is_person
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.types import Outcome
from cogs.table import ids
from cogs.table.boards import Boards
from cogs.table.core import CoreBot
from cogs.table.delivery import is_transient
from cogs.table.games import table_game
from cogs.table.hints import assisted_names
from cogs.table.own_posts import find_own_post
from cogs.table.render import player_name, standings
from cogs.table.styles import style_of
from cogs.table.token_place import token_only
from cogs.table.web_links import game_link

log = logging.getLogger(__name__)

COLOUR_ENDING = discord.Colour.gold()
# Past this many players who used hints, the note stops naming them (a phone screen of names):
# their standings lines carry the hint mark instead.
NAMED_ASSISTED = 2
# A card image for a finished game: (record, locale) -> PNG bytes, or None for none
CardRenderer = Callable[[GameRecord, str], bytes | None]
# A feature's word on a game's ending in place of Rematch (record, locale) -> a line, or None for
# the usual Rematch: a game the feature arranged (its players do not choose the next one).
EndingNote = Callable[[GameRecord, str], Awaitable[str | None]]


def rating_notes(
    record: GameRecord, loc: str, changes: dict[int, tuple[float, float]]
) -> dict[int, str]:
    """Each rated human's change and rating now, by seat, to end their standings line."""
    notes: dict[int, str] = {}
    for seat, player in enumerate(record.players):
        if not is_person(player) or player["id"] not in changes:
            continue
        before, after = changes[player["id"]]
        change = round(shown.rating(after) - shown.rating(before), 1)
        notes[seat] = t(
            loc,
            "ending-rating-line",
            direction="up" if change > 0 else "down" if change < 0 else "same",
            change=abs(change),
            rating=shown.rating(after),
        )
    return notes


def ending_embed(
    record: GameRecord, loc: str, heading: str, changes: dict[int, tuple[float, float]]
) -> discord.Embed:
    """The ending message's embed for a finished game."""
    game_kind = kind(record.kind)
    state = game_kind.load(record.started_state())
    scores, places = game_kind.rules.scores(state), game_kind.rules.placements(state)
    embed = discord.Embed(title=t(loc, "ending-title", game=heading), colour=COLOUR_ENDING)
    forfeit = results.forfeit_winner(record.players, places)
    if forfeit is not None:
        embed.description = t(loc, "ending-forfeit", name=player_name(loc, record.players[forfeit]))
    ratings = rating_notes(record, loc, changes)
    used = assisted_by(record)
    marked = len(used) > NAMED_ASSISTED
    notes = dict(ratings)
    if marked:
        mark = t(loc, "ending-assisted-mark")
        notes.update({s: mark for s, p in enumerate(record.players) if p["id"] in used})
    final = standings(record, loc, scores, places, line_key=game_kind.final_line_key, notes=notes)
    embed.add_field(
        name=t(loc, "ending-final-rated" if ratings else "board-final"), value=final, inline=False
    )
    decided = table_game(record.kind).tie_break(record, loc)
    if decided:
        embed.add_field(name=t(loc, "ending-tie-break-title"), value=decided, inline=False)
    assisted = assisted_names(record, loc)
    if assisted:
        embed.add_field(
            name=t(loc, "ending-ratings-title"),
            value=t(loc, "ending-assisted-marked")
            if marked
            else t(loc, "ending-assisted", names=assisted),
            inline=False,
        )
    return embed


def ending_title(record: GameRecord, loc: str) -> str:
    """The game's title with its number ("Heckmeck #12"), as its ending and its card head it."""
    return shown.numbered_title(loc, table_game(record.kind).title(record, loc), record.id)


def _card_parts(record: GameRecord, loc: str) -> tuple[list[CardRow], TilePicture | None]:
    """The card's rows in the final order and how its game draws a tile."""
    game_kind = kind(record.kind)
    state = game_kind.load(record.started_state())
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
    return rows, tile_picture


def card_of(record: GameRecord, loc: str) -> bytes:
    """The image card of a finished game: standings with each player's stack, in `loc`."""
    rows, tile_picture = _card_parts(record, loc)
    subtitle = shown.card_subtitle(loc, record)
    return render_card(ending_title(record, loc), rows, tile_picture, subtitle)


def card_description(record: GameRecord, loc: str) -> str:
    """The card's alt text: what `card_of` draws, in sentences."""
    rows, _ = _card_parts(record, loc)
    return alt_text(loc, ending_title(record, loc), rows, shown.card_subtitle(loc, record))


def rematch_view(record: GameRecord, loc: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "ending-rematch"),
            emoji="🔁",
            style=style_of("rematch"),
            custom_id=ids.rematch(record.id),
        )
    )
    return view


class Endings:
    """Sends the ending message of each game that finishes (once: the step that finished it).

    The step that stops a game marks it too (bot/storage/base.py): it gets no message, but what
    `before_done` keeps (its thread's closing) is kept before the mark goes, at the stop or, after
    a crash, at the next start."""

    def __init__(self, bot: CoreBot, boards: Boards, card: CardRenderer | None = None) -> None:
        self.bot = bot
        self.boards = boards
        self.card = card
        self.notes: list[EndingNote] = []  # features add theirs at setup
        # What must be kept before a game's ending mark goes (the closing of its thread)
        self.before_done: list[Callable[[GameRecord], Awaitable[None]]] = []
        self._posting: set[int] = set()  # games whose follower is posting their ending now
        # A token-only place: its games' endings waiting for a press there, whose token sends them
        self._held: dict[int, set[int]] = {}
        self._since = bot.sessions.clock()  # games finished since are this process's to post

    async def note(self, record: GameRecord, loc: str) -> str | None:
        """The first feature's line in place of Rematch, if any."""
        for note in self.notes:
            line = await note(record, loc)
            if line is not None:
                return line
        return None

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        if record.status == "abandoned" and outcome.reason == "stopped":
            fault_point("game.stop.due")
            await self._done(record)  # no message: what a stop takes (its thread's closing)
            return
        if record.status != "finished" or not any(
            e.get("type") == "game-over" for e in outcome.events
        ):
            return
        self._posting.add(record.id)
        try:
            fault_point("game.ending.due")
            await self._post(record, again=False)
        finally:
            self._posting.discard(record.id)

    async def post_pending(self) -> int:
        """At a start: post the ending of each finished game still marked (a crash came between
        its finishing step and its ending), once. Returns the games looked at."""
        games = self.bot.services.games
        shards = self.bot.settings.shards
        done = 0
        for game_id in await games.pending_endings():
            if game_id in self._posting:
                continue  # finishing in this process now: its follower posts
            record = await games.game(game_id)
            if record is not None and shards is not None and not shards.owns(record.guild_id):
                continue  # another process's game
            if record is not None and (record.ended_at or 0) >= self._since:
                continue  # finished in this process: its follower posts
            try:
                if record is not None and record.status == "abandoned":
                    await self._done(record)  # stopped: its thread's closing is kept
                elif record is not None and record.status == "finished" and token_only(record):
                    self._hold(record)  # no token outlives a restart: the next press's
                elif record is None or record.status != "finished" or not self._postable(record):
                    await games.ending_posted(game_id)
                else:
                    await self._post(record, again=True)
                done += 1
            except Exception:
                log.exception("Posting the pending ending of game %s failed", game_id)
        return done

    def _hold(self, record: GameRecord) -> None:
        self.boards.places.know(record.channel_id)
        self._held.setdefault(record.channel_id, set()).add(record.id)

    async def post_held(self, channel_id: int | None) -> None:
        """An interaction in a token-only place was answered: if a token there may follow up,
        it sends the endings held for one (each once: their marks go before the send)."""
        held = self._held.get(channel_id or 0)
        if not held or channel_id is None or self.boards.places.spare(channel_id) is None:
            return
        del self._held[channel_id]
        for game_id in sorted(held):
            record = await self.bot.services.games.game(game_id)
            if record is not None:
                await self._post(record, again=False)

    def _postable(self, record: GameRecord) -> bool:
        """Whether the bot can post in the game's place on its own: a server it is in (a group
        DM's or a foreign server's table is reached through interaction tokens only)."""
        return record.guild_id is not None and self.bot.get_guild(record.guild_id) is not None

    async def _done(self, record: GameRecord) -> None:
        for keep in self.before_done:
            await keep(record)
        await self.bot.services.games.ending_posted(record.id)

    async def _posted_before(self, channel: object, title: str) -> bool:
        me = self.bot.user.id if self.bot.user is not None else 0
        return await find_own_post(me, [channel], lambda e: e.title == title) is not None

    async def _post(self, record: GameRecord, again: bool) -> None:
        """Post the game's ending, then remove its mark; `again`: an earlier try may have posted
        it already (the channel is searched first)."""
        channel = await self.boards.channel(record.channel_id, record.guild_id)
        if channel is None:
            await self._done(record)
            return
        tokens_only = token_only(record)
        if tokens_only and self.boards.places.spare(record.channel_id) is None:
            self._hold(record)  # no live token to send it with now (a restart, or an hour)
            return
        loc = await self.boards.locale(record)
        heading = ending_title(record, loc)
        title = t(loc, "ending-title", game=heading)
        if again and await self._posted_before(channel, title):
            await self._done(record)
            return
        # waits for the recording
        changes = await self.bot.services.results.rating_changes(record.id)
        embed = ending_embed(record, loc, heading, changes)
        note = await self.note(record, loc)
        if note is not None:
            embed.add_field(name="\u200b", value=note, inline=False)
        humans = [p["id"] for p in record.players if is_person(p)]
        content = t(loc, "ending-content", game=heading, names=" ".join(f"<@{u}>" for u in humans))
        kwargs: dict[str, Any] = {}
        # Drawing takes a moment: off the event loop.
        png = await asyncio.to_thread(self.card, record, loc) if self.card is not None else None
        if png is not None:
            kwargs["file"] = discord.File(
                io.BytesIO(png), filename="game.png", description=card_description(record, loc)
            )
            embed.set_image(url="attachment://game.png")
        view = await game_link(
            self.bot,
            record.guild_id,
            record.id,
            loc,
            rematch_view(record, loc) if note is None else None,
        )
        if view is not None:
            kwargs["view"] = view
        if tokens_only:  # no history to find it in after a crash: at most once, never twice
            await self._done(record)
            fault_point("game.ending.held")
        try:
            await channel.send(
                content,
                embed=embed,
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in humans]
                ),
                **kwargs,
            )
        except discord.HTTPException as exc:
            log.warning("Could not post the ending of game %s: %s", record.id, exc)
            if is_transient(exc) and not tokens_only:
                return  # the mark stays: the next start tries again
        if not tokens_only:
            fault_point("game.ending.posted")
            await self._done(record)
