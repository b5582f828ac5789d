"""Showing a game's board in its channel, whoever or whatever changed it.

After a click the board is updated through the interaction (not rate-limited); after a deadline or
a computer move it is edited through the channel. A board older than the configured age is not
edited but posted afresh (Discord refuses many edits of messages older than an hour), and the old
message loses its buttons.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.games import kind
from bot.i18n import board_locale, t, user_locale
from bot.sessions import Outcome, Sessions
from bot.storage import GameRecord
from cogs import drehwurm_board, heckmeck_board, hints, table_board

log = logging.getLogger(__name__)

Rendered = tuple[discord.Embed, discord.ui.View | None]
Renderer = Callable[[GameRecord, str, list[dict[str, Any]]], Rendered]
Title = Callable[[GameRecord, str], str]

RENDERERS: dict[str, Renderer] = {}
TITLES: dict[str, Title] = {}  # the heading of a game's lobby and board


def register_renderer(kind_name: str, renderer: Renderer, title: Title | None = None) -> None:
    RENDERERS[kind_name] = renderer
    if title is not None:
        TITLES[kind_name] = title


def _render_heckmeck(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> Rendered:
    return heckmeck_board.board_embed(record, loc, events), heckmeck_board.board_view(record, loc)


def _render_drehwurm(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> Rendered:
    return drehwurm_board.board_embed(record, loc, events), drehwurm_board.board_view(record, loc)


register_renderer("heckmeck", _render_heckmeck, heckmeck_board.title)
register_renderer("drehwurm", _render_drehwurm, drehwurm_board.title)


class Boards:
    def __init__(self, bot: discord.Client, sessions: Sessions, max_age: float) -> None:
        self.bot = bot
        self.sessions = sessions
        self.max_age = max_age
        self._languages: dict[int, str | None] = {}  # per-server override, cached
        # A click's answer and a timer's edit of the same board can race: per game, timer edits
        # run one at a time, and nothing older than the newest board shown is shown.
        self._showing: dict[int, asyncio.Lock] = {}
        self._shown_step: dict[int, int] = {}
        # Called after every change was shown (turn pings, the ending message), in order.
        self.followers: list[Callable[[Outcome], Awaitable[None]]] = []
        self._noted: set[int] = set()  # users told the boards' language (also in the database)

    # ------------------------------------------------------------------------ locale

    async def locale(self, record: GameRecord) -> str:
        guild = record.guild_id
        if guild is not None and guild not in self._languages:
            self._languages[guild] = await self.sessions.storage.guild_language(guild)
        override = self._languages.get(guild) if guild is not None else None
        return board_locale(override, record.meta.get("guild_locale"))

    def forget_language(self, guild_id: int) -> None:
        self._languages.pop(guild_id, None)

    # ---------------------------------------------------------------------- render

    async def render(
        self, record: GameRecord, events: list[dict[str, Any]] | None = None
    ) -> Rendered:
        loc = await self.locale(record)
        if record.status in ("lobby", "cancelled", "expired"):
            fewest, most = kind(record.kind).player_limits(
                kind(record.kind).options_from_json(record.options)
            )
            heading = TITLES[record.kind](record, loc)
            embed = table_board.lobby_embed(record, loc, fewest, most, heading=heading)
            hints.add_lobby_note(embed, record, loc)
            return embed, table_board.lobby_view(record, loc)
        return RENDERERS[record.kind](record, loc, events or [])

    @staticmethod
    def title(record: GameRecord, loc: str) -> str:
        """The game's heading (its name and variants)."""
        return TITLES[record.kind](record, loc)

    async def content(self, record: GameRecord) -> str | None:
        """The board message's text: whose turn it is (None for a lobby)."""
        if record.status in ("lobby", "cancelled", "expired") or record.state is None:
            return None
        game_kind = kind(record.kind)
        seat = game_kind.rules.current_seat(game_kind.load(record.state))
        loc = await self.locale(record)
        return table_board.board_content(record, loc, TITLES[record.kind](record, loc), seat)

    async def message(
        self, record: GameRecord, events: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """Everything a board message carries: content, embed and view, as keyword arguments."""
        embed, view = await self.render(record, events)
        return {"content": await self.content(record), "embed": embed, "view": view}

    # ----------------------------------------------------------------------- show

    def _board_is_fresh(self, record: GameRecord) -> bool:
        board = record.meta.get("board")
        return bool(board) and time.time() - board["posted_at"] < self.max_age

    async def _newest(self, outcome: Outcome) -> tuple[GameRecord, list[dict[str, Any]]]:
        """The outcome to show, or the game as it now stands if a newer step was shown already."""
        record = outcome.game
        if record.step >= self._shown_step.get(record.id, -1):
            self._shown_step[record.id] = record.step
            return record, outcome.events
        return await self.sessions.game(record.id), []

    async def after_click(self, interaction: discord.Interaction, outcome: Outcome) -> None:
        """Answer an accepted click by showing the new board.

        Not behind the per-game lock: the answer must come within Discord's 3 s even while a
        timer's edit of the same board waits out a rate limit; `_newest` keeps it current.
        """
        await self._after_click(interaction, outcome)
        if not outcome.game.live:
            self._forget(outcome.game.id)
        await self._follow(outcome)
        await self._note_language(interaction, outcome.game)

    async def _note_language(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """Once per user: a private note when the boards speak another language than theirs."""
        mine, board = user_locale(interaction), await self.locale(record)
        if mine == board or interaction.user.id in self._noted:
            return
        self._noted.add(interaction.user.id)
        if not await self.sessions.storage.note_locale_once(interaction.user.id, time.time()):
            return
        try:
            await interaction.followup.send(t(mine, "locale-note", language=board), ephemeral=True)
        except discord.HTTPException as exc:
            log.info("Could not send the language note to %s: %s", interaction.user.id, exc)

    async def _follow(self, outcome: Outcome) -> None:
        for follower in self.followers:
            try:
                await follower(outcome)
            except Exception:
                log.exception("After showing game %s, a follower failed", outcome.game.id)

    async def _after_click(self, interaction: discord.Interaction, outcome: Outcome) -> None:
        record, events = await self._newest(outcome)
        kwargs = await self.message(record, events)
        if self._board_is_fresh(record) or interaction.message is None:
            await interaction.response.edit_message(**kwargs)
            message = interaction.message
            if message is not None and record.meta.get("board", {}).get("message_id") != message.id:
                await self.sessions.remember_board(record.id, message.id, time.time())
            return
        # An old board: take its buttons away and carry on in a fresh message.
        await interaction.response.edit_message(view=None)
        await self.post(record, **kwargs)

    async def post(
        self,
        record: GameRecord,
        embed: discord.Embed,
        view: discord.ui.View | None,
        content: str | None = None,
    ) -> discord.Message | None:
        channel = await self._channel(record.channel_id)
        if channel is None:
            return None
        message = await channel.send(
            content, embed=embed, view=view, allowed_mentions=discord.AllowedMentions.none()
        )
        await self.sessions.remember_board(record.id, message.id, time.time())
        return message

    async def refresh(self, outcome: Outcome) -> None:
        """Show a change nobody clicked for (deadline, computer move, expiry, /stop)."""
        async with self._showing.setdefault(outcome.game.id, asyncio.Lock()):
            await self._refresh(outcome)
            if not outcome.game.live:
                self._forget(outcome.game.id)
        await self._follow(outcome)

    def _forget(self, game_id: int) -> None:
        self._showing.pop(game_id, None)
        self._shown_step.pop(game_id, None)

    async def _refresh(self, outcome: Outcome) -> None:
        record, events = await self._newest(outcome)
        kwargs = await self.message(record, events)
        board = record.meta.get("board")
        channel = await self._channel(record.channel_id)
        if channel is None:
            log.warning("Channel %s of game %s is gone", record.channel_id, record.id)
            return
        if board and self._board_is_fresh(record):
            try:
                await channel.get_partial_message(board["message_id"]).edit(**kwargs)
                return
            except discord.HTTPException as exc:
                log.info(
                    "Could not edit the board of game %s (%s); posting it anew", record.id, exc
                )
        elif board:
            await self.strip_buttons(record)
        await self.post(record, **kwargs)

    async def strip_buttons(self, record: GameRecord, board: dict[str, Any] | None = None) -> None:
        """Take the buttons off the game's board message (or off `board`, an older one)."""
        board = board or record.meta.get("board")
        channel = await self._channel(record.channel_id)
        if not board or channel is None:
            return
        try:
            await channel.get_partial_message(board["message_id"]).edit(view=None)
        except discord.HTTPException as exc:
            log.info("Could not take the buttons off an old board of game %s: %s", record.id, exc)

    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        """The channel (from the cache, else fetched); None if it is gone."""
        return await self._channel(channel_id)

    async def _channel(self, channel_id: int) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        return channel  # type: ignore[return-value]
