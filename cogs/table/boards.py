"""Showing a game's board in its channel, whoever or whatever changed it.

After a click the board is updated through the interaction (not rate-limited); after a deadline or
a computer move it is edited through the channel. A board older than the configured age is not
edited but posted afresh (Discord refuses many edits of messages older than an hour), and the old
message is deleted first (in a game of long turns that is nearly every turn: no trail of stubs),
so a channel never has two boards with working buttons.

Nothing accepted stays unseen: a click whose answer fails (Discord's 3 s pass, a 429, 5xx) is
shown through the channel instead; channel updates are retried with back-off
(cogs/table/delivery.py);
at start-up every board that may show an older step than its game is redrawn; and a click on a
board that missed its update is answered with the board as it stands.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Generator
from typing import Any

import aiohttp
import discord

from bot.domain.bounded import Bounded
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import board_locale, t
from bot.observability.faults import fault_point
from bot.table.clocks import REASON as HELD
from bot.table.keyed_locks import KeyedLocks
from bot.table.notes import board_of
from bot.table.sessions import Outcome, Refusal, Sessions
from cogs.table import hints
from cogs.table import render as table_board
from cogs.table.answer_window import window_left
from cogs.table.board_cache import BoardCache, board_key
from cogs.table.core import CoreBot
from cogs.table.delivery import with_retries
from cogs.table.games import Rendered, table_game
from cogs.table.i18n import user_locale
from cogs.table.message_channels import BoardChannel, message_channel
from cogs.table.token_place import TokenPlaces, add_refresh, token_only

log = logging.getLogger(__name__)

NETWORK = (aiohttp.ClientError, OSError)
# How often one channel update shows the board again because the game moved on meanwhile.
SHOW_ROUNDS = 5
# How long a stale click waits for an answer under way before judging whether the board is behind.
SETTLE_WAIT = 1.0
# Ended games whose last shown board is remembered (so their queued redraws edit nothing).
ENDED_KEPT = 512
# How long a click's answer waits for a channel edit of its board already on its way (sent
# earlier, it must land earlier, or it would show an older board after the answer).
EDIT_WAIT = 1.0


class Boards:
    def __init__(self, bot: CoreBot, sessions: Sessions, max_age: float) -> None:
        self.bot = bot
        self.sessions = sessions
        self.max_age = max_age
        self._languages: dict[int, str | None] = {}  # per-server override, cached
        # Channel updates of one game run one at a time, each showing the game as it then stands.
        self._showing = KeyedLocks()
        # Per game: (board message, step) known to be on Discord, and the answers and channel
        # edits under way.
        self._shown: dict[int, tuple[int, int]] = {}
        self._ended_shown: Bounded[int, tuple[int, int]] = Bounded(ENDED_KEPT)  # the same, ended
        self._answering: dict[int, set[asyncio.Future[None]]] = {}
        self._editing: dict[int, set[asyncio.Future[None]]] = {}
        # Called after every change was shown (turn pings, the ending message), in order.
        self.followers: list[Callable[[Outcome], Awaitable[None]]] = []
        self._noted: set[int] = set()  # users told the boards' language (also in the database)
        self._drawn = BoardCache()
        self._background: set[asyncio.Task[None]] = set()  # channel updates begun by an answer
        self.places = TokenPlaces(lambda: sessions.clock())  # channels reached by tokens only

    # ------------------------------------------------------------------------ locale

    async def locale(self, record: GameRecord) -> str:
        guild = record.guild_id
        if guild is not None and guild not in self._languages:
            self._languages[guild] = (await self.bot.services.settings.server(guild)).language
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
            heading = table_game(record.kind).title(record, loc)
            embed = table_board.lobby_embed(record, loc, fewest, most, heading=heading)
            hints.add_lobby_note(embed, record, loc)
            return embed, table_board.lobby_view(record, loc)
        return table_game(record.kind).render(
            record, loc, events or [], self.sessions.state_of(record)
        )

    @staticmethod
    def title(record: GameRecord, loc: str) -> str:
        """The game's heading (its name and variants)."""
        return table_game(record.kind).title(record, loc)

    async def content(self, record: GameRecord) -> str | None:
        """The board message's text: whose turn it is (None for a lobby)."""
        if record.status in ("lobby", "cancelled", "expired") or record.state is None:
            return None
        seat = kind(record.kind).rules.current_seat(self.sessions.state_of(record))
        loc = await self.locale(record)
        title = table_game(record.kind).title(record, loc)
        return table_board.board_content(record, loc, title, seat)

    async def message(
        self, record: GameRecord, events: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """Everything a board message carries: content, embed and view, as keyword arguments.
        Drawn once per step and language (the same objects each time: not to be changed)."""
        key = board_key(record, await self.locale(record))
        # Without recent events in the game, the running log comes from `events` (not in the key).
        cacheable = not events or bool(record.recent)
        drawn = self._drawn.get(record.id, key) if cacheable else None
        if drawn is None:
            embed, view = await self.render(record, events)
            if view is not None:
                add_refresh(view, record, await self.locale(record))
            drawn = {
                "content": await self.content(record),
                "embed": embed,
                "view": table_board.with_resume(view, record, await self.locale(record)),
            }
            if cacheable:
                self._drawn.put(record.id, key, drawn)
        return dict(drawn)

    # ------------------------------------------------------------- what is on Discord

    def shown(self, record: GameRecord, message_id: int, *, landed_last: bool = False) -> None:
        """`message_id` now shows `record` (at its step). A channel edit lands after any answer
        that completed before it (`landed_last`): what it shows is what the board shows."""
        known = self._shown.get(record.id)
        if landed_last or known is None or known[0] != message_id or known[1] < record.step:
            self._shown[record.id] = (message_id, record.step)
        self.sessions.board_shown(record.id, message_id, record.step)
        if not record.live:
            self._forget(record.id)

    def _is_shown(self, record: GameRecord) -> bool:
        board = board_of(record)
        known = self._shown.get(record.id) or self._ended_shown.get(record.id)
        return bool(board) and known == (board["message_id"], record.step)

    @staticmethod
    @contextlib.contextmanager
    def _under_way(
        registry: dict[int, set[asyncio.Future[None]]], game_id: int
    ) -> Generator[None, None, None]:
        """Note in `registry` that something is under way for the game, until the block ends."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        registry.setdefault(game_id, set()).add(done)
        try:
            yield
        finally:
            done.set_result(None)
            under_way = registry[game_id]
            under_way.discard(done)
            if not under_way:
                del registry[game_id]

    def _forget(self, game_id: int) -> None:
        """An ended game: only what its board last showed is kept (bounded), so that the redraws
        still queued for it do not edit the same final board again."""
        self._showing.pop(game_id, None)
        known = self._shown.pop(game_id, None)
        if known is not None:
            self._ended_shown.put(game_id, known)
        self._drawn.forget(game_id)

    async def _latest(self, outcome: Outcome) -> tuple[GameRecord, list[dict[str, Any]]]:
        """The game as it now stands; the outcome's events if nothing happened since."""
        try:
            record = await self.sessions.game(outcome.game.id)
        except Refusal:
            return outcome.game, outcome.events
        if record.step <= outcome.game.step:  # the same step, and where it is shown now
            return record, outcome.events
        return record, []

    # ----------------------------------------------------------------- after a click

    async def after_click(self, interaction: discord.Interaction, outcome: Outcome) -> None:
        """Answer an accepted click by showing the new board; if that answer cannot be given in
        Discord's window, show it through the channel instead.

        Not behind the per-game lock: the answer must come within Discord's 3 s even while a
        timer's edit of the same board waits out a rate limit.
        """
        with self._under_way(self._answering, outcome.game.id):
            try:
                async with asyncio.timeout(window_left(interaction)):  # no task, unlike wait_for
                    answered = await self._answer_click(interaction, outcome)
            except (discord.HTTPException, discord.RateLimited, TimeoutError, *NETWORK) as exc:
                log.warning(
                    "Could not show game %s through the click (%s); showing it in the channel",
                    outcome.game.id,
                    exc or type(exc).__name__,
                )
                answered = False
        if not answered:
            await self.refresh(outcome)  # shown through the channel; followed from there
            return
        await self._follow(outcome)
        await self._note_language(interaction, outcome.game)

    async def _note_language(self, interaction: discord.Interaction, record: GameRecord) -> None:
        """Once per user: a private note when the boards speak another language than theirs."""
        mine, board = user_locale(interaction), await self.locale(record)
        if mine == board or interaction.user.id in self._noted:
            return
        self._noted.add(interaction.user.id)
        if not await self.bot.services.settings.note_locale_once(
            interaction.user.id, self.sessions.clock()
        ):
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

    async def _answer_click(self, interaction: discord.Interaction, outcome: Outcome) -> bool:
        """Edit the clicked board; True if it now shows the game (an old board is retired and
        the game goes on in a fresh message, posted by the caller)."""
        editing = self._editing.get(outcome.game.id)
        if editing and (await asyncio.wait(set(editing), timeout=EDIT_WAIT))[1]:
            log.info("A click on game %s waited for a channel edit sent before", outcome.game.id)
        record, events = await self._latest(outcome)
        message = interaction.message
        if message is not None and (
            not self._board_is_fresh(record) or _replaced(record, message.id)
        ):
            # A board posted afresh since the click was taken (a repost while it was applied)
            # shows the game now: this one must not come back to life beside it.
            await interaction.response.edit_message(view=None)
            return False
        await interaction.response.edit_message(**await self.message(record, events))
        if token_only(record):
            await self.revived(record, interaction)
        if message is not None:
            if (board_of(record) or {}).get("message_id") != message.id:
                now = self.sessions.clock()
                await self.sessions.board_posted(record.id, message.id, now, record.step)
            known = self._shown.get(record.id)
            covered = known is not None and known[0] == message.id and known[1] > record.step
            # Completed last, so landed last: Discord applies an edit before it answers.
            self.shown(record, message.id, landed_last=True)
            await self._catch_up(record, message.id, covered)
        return True

    async def _catch_up(self, answered: GameRecord, message_id: int, covered: bool) -> None:
        """An answer that took long (retried through a rate limit or a server error) may have
        landed after newer changes were shown through the channel: after a fresh board replaced
        the clicked one (whose buttons it brought back), or after a newer step was shown on it
        (`covered`; a computer's move, a deadline, the game's end, whose board is forgotten once
        shown). Take the buttons off again, and show the game as it stands now. An answer merely
        overtaken by the next click needs nothing: that click's own answer shows its step."""
        try:
            latest = await self.sessions.game(answered.id)
        except Refusal:
            return
        if _replaced(latest, message_id):
            await self.strip_buttons(latest, {"message_id": message_id})
        if latest.step != answered.step and (covered or not latest.live):
            self._show_soon(Outcome(latest, reason="redraw"))

    async def revived(self, shown: GameRecord, interaction: discord.Interaction) -> None:
        """A token-only board drawn at `shown`'s step through `interaction`: its token carries the
        table now, and shows what no token could meanwhile (a computer's moves)."""
        self.places.pressed(shown.channel_id, interaction)
        try:
            latest = await self.sessions.game(shown.id)
        except Refusal:
            return
        if latest.step != shown.step:
            self._show_soon(Outcome(latest, reason="redraw"))

    def _show_soon(self, outcome: Outcome) -> None:
        """Show a change through the channel in the background (the answer's time is short)."""
        task = asyncio.create_task(self._refresh_logged(outcome))
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def retire_if_replaced(self, interaction: discord.Interaction, game_id: int) -> bool:
        """A click on a board that a newer board of the game replaced (its buttons should be gone
        already): take them away through the click and say so, instead of playing (True)."""
        message = interaction.message
        try:
            record = await self.sessions.game(game_id)
        except Refusal:
            return False
        if message is None or not _replaced(record, message.id):
            return False
        try:
            note = await self._moved_note(record)
            await interaction.response.edit_message(content=note, embeds=[], view=None)
            await interaction.followup.send(
                t(user_locale(interaction), "stale-button"), ephemeral=True
            )
        except discord.HTTPException as exc:
            log.info("Could not retire an old board of game %s: %s", game_id, exc)
        return True

    async def redraw_if_behind(self, interaction: discord.Interaction, game_id: int) -> bool:
        """A click was refused as stale: if the clicked message is the game's board and missed
        its update, answer with the board as it stands now (True); else leave it to the refusal."""
        message = interaction.message
        try:
            record = await self.sessions.game(game_id)
        except Refusal:
            return False
        board = board_of(record)
        if message is None or not board or board["message_id"] != message.id:
            return False
        pending = self._answering.get(game_id)
        if pending and not self._is_shown(record):  # an answer under way may show it
            await asyncio.wait(pending, timeout=SETTLE_WAIT)
            record = await self.sessions.game(game_id)
        if self._is_shown(record) or not self._board_is_fresh(record):
            return False
        board_message = await self.message(record)
        try:
            await interaction.response.edit_message(**board_message)
            if token_only(record):
                await self.revived(record, interaction)
            self.shown(record, message.id)
            await interaction.followup.send(
                t(user_locale(interaction), "board-redrawn"), ephemeral=True
            )
        except discord.HTTPException as exc:
            log.info("Could not redraw the board of game %s through a click: %s", game_id, exc)
        return True

    # --------------------------------------------------------------- through the channel

    def _board_is_fresh(self, record: GameRecord) -> bool:
        """Whether the board is young enough to be edited, by the table's clock (a test that
        lets a day pass moves it; the board's age must follow, as its deadlines do)."""
        board = board_of(record)
        young = bool(board) and self.sessions.clock() - board["posted_at"] < self.max_age
        return young or (bool(board) and token_only(record))  # never posted afresh by tokens

    async def refresh(self, outcome: Outcome) -> None:
        """Show a change through the channel (deadline, computer move, expiry, /stop, or a click
        whose answer failed): the game as it then stands, retried until Discord takes it."""
        game_id = outcome.game.id
        if outcome.reason in ("extended", HELD):  # the same step, its clock changed: show it anew
            self._shown.pop(game_id, None)
        async with self._showing[game_id]:

            async def attempt() -> None:
                # Until the board shows the latest step: a click's answer may have shown a newer
                # one just before this edit covered it with an older one.
                for _ in range(SHOW_ROUNDS):
                    record, events = await self._latest(outcome)
                    if self._is_shown(record) or not await self._show_in_channel(record, events):
                        return

            try:
                await with_retries(attempt, what=f"Showing the board of game {game_id}")
            except discord.HTTPException as exc:
                log.warning("Gave up showing the board of game %s: %s", game_id, exc)
        if not outcome.game.live:
            self._forget(game_id)
        await self._follow(outcome)

    async def _refresh_logged(self, outcome: Outcome) -> None:
        try:
            await self.refresh(outcome)
        except Exception:
            log.exception("Showing game %s through the channel failed", outcome.game.id)

    async def redraw_stale(self) -> None:
        """At start-up: redraw every live game whose board may show an older step (the bot may
        have stopped between a change and showing it)."""
        for game_id in await self.sessions.behind_boards():  # not every live game read whole
            with contextlib.suppress(Refusal):  # gone since
                self.sessions.notify(Outcome(await self.sessions.game(game_id), reason="redraw"))

    async def _show_in_channel(self, record: GameRecord, events: list[dict[str, Any]]) -> bool:
        """Show `record` on its board (or a fresh one); False if the channel is gone."""
        channel = await self.channel(record.channel_id, record.guild_id)
        if channel is None:
            log.warning("Channel %s of game %s is gone", record.channel_id, record.id)
            return False
        kwargs = await self.message(record, events)
        board = self.places.unless_stranded(record, board_of(record))
        if board and self._board_is_fresh(record):
            try:
                with self._under_way(self._editing, record.id):
                    await channel.get_partial_message(board["message_id"]).edit(**kwargs)
                self.shown(record, board["message_id"], landed_last=True)
                return True
            except discord.NotFound:
                log.info("The board of game %s was deleted; posting it anew", record.id)
        elif board:  # too old to edit: deleted, so no stub is left behind at every long turn
            await self._delete(channel, record, board["message_id"])
        # Only now, with no other board left with buttons, a fresh one (posted once: _nonce).
        kwargs["allowed_mentions"] = discord.AllowedMentions.none()
        if not token_only(record):
            kwargs["nonce"] = _nonce(record, board)
        posting = discord.utils.time_snowflake(discord.utils.utcnow())  # the lowest id from now
        message = await channel.send(**kwargs)
        fault_point("game.board.posted")  # unnoted, it is noted at its first press
        # One handed back shows an older step: not noted as shown, it is edited next.
        step = record.step if message.id >= posting else -1
        await self.sessions.board_posted(record.id, message.id, self.sessions.clock(), step)
        if step >= 0:
            self.shown(record, message.id)
        return True

    async def _moved_note(self, record: GameRecord) -> str:
        return t(await self.locale(record), "board-moved")

    async def _retire(
        self, channel: BoardChannel, message_id: int, note: str | None = None
    ) -> None:
        """Take the buttons off an old board (gone already is as good); with `note`, also its
        board, which a newer message replaced: the note says so, as it stays true."""
        edit: dict[str, Any] = {"view": None}
        if note is not None:
            edit |= {"content": note, "embeds": []}
        with contextlib.suppress(discord.NotFound):
            await channel.get_partial_message(message_id).edit(**edit)

    async def _delete(self, channel: BoardChannel, record: GameRecord, message_id: int) -> None:
        """Delete an old board a fresh one replaces (gone already is as good); one that cannot be
        deleted at least loses its buttons and says where the board went."""
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            pass
        except discord.Forbidden:
            await self._retire(channel, message_id, await self._moved_note(record))

    async def strip_buttons(self, record: GameRecord, board: dict[str, Any] | None = None) -> None:
        """Take the buttons off the game's board message; `board`: an older one a newer message
        replaced, which then says so instead of showing an old state of the game."""
        note = await self._moved_note(record) if board is not None else None
        board = board or board_of(record)
        channel = await self.channel(record.channel_id, record.guild_id)
        if not board or channel is None:
            return
        try:
            await with_retries(
                lambda: self._retire(channel, board["message_id"], note),
                what=f"Retiring an old board of game {record.id}",
            )
        except discord.HTTPException as exc:
            log.info("Could not take the buttons off an old board of game %s: %s", record.id, exc)

    async def channel(self, channel_id: int, guild_id: int | None = None) -> BoardChannel | None:
        return await message_channel(self.bot, self.places, channel_id, guild_id)


def _nonce(record: GameRecord, board: dict[str, Any] | None) -> str:
    """Alike for posts replacing one board: Discord hands back one a killed process never noted."""
    return f"{record.id:x}-{board['message_id'] if board else 0:x}"[:25]


def _replaced(record: GameRecord, message_id: int) -> bool:
    """Whether a newer message than `message_id` is the game's board."""
    board = board_of(record)
    return bool(board) and board["message_id"] > message_id
