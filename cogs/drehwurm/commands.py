"""/drehwurm: open a lobby, play from a private hand, snap out of turn, stop, rules.

Thin glue: every click becomes an action for the session layer, which decides. The public board
(cogs/table/boards.py, rendered by cogs/drehwurm/board.py) shows only what everyone may see; a
player's hand is only ever sent ephemerally to that player, in their language, with their legal
plays.

Hands are kept up to date: the last interaction that showed a player their hand is remembered (in
the database, for the 15 minutes Discord lets a bot edit its answer: bot/table/drehwurm/hands.py),
and when the game changes
(another player's move, a computer's, a deadline) the hand message is edited through it, also
after a restart. A click on an old hand shows the hand as it is now.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.drehwurm.hands import KIND, OpenHands
from bot.table.types import Outcome, Refusal
from cogs.drehwurm import board as drehwurm_board
from cogs.drehwurm import hand as drehwurm_hand
from cogs.drehwurm import ids as drehwurm_ids
from cogs.review import show_review
from cogs.table import ids
from cogs.table import lobby as tables
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId, values
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.leaving import REMOVE, ask_to_leave, takeover_meta
from cogs.table.token_place import token_only

# Drehwurm's computer players have no expert.
DREHWURM_TAKEOVER = (REMOVE, "easy", "normal", "hard")

log = logging.getLogger(__name__)

VARIANTS = ("standard", "beginners", "experienced")


class Hands:
    """Edits each player's open hand message when the game changes (which ones are open:
    bot/table/drehwurm/hands.py)."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.open = bot.services.of_game(OpenHands)
        # (game id, the step of its window) -> the redraw of the game's hands once it closes
        self._window_timers: dict[tuple[int, int], asyncio.Task[None]] = {}

    async def remember(self, game_id: int, user_id: int, interaction: discord.Interaction) -> None:
        await self.open.remember(game_id, user_id, interaction.token, user_locale(interaction))

    async def needs_reopening(self, record: GameRecord, user_id: int) -> str | None:
        """For a turn call: the hint to press "Show my hand" when the player's hand message is
        gone, or expires before their turn does."""
        return "ping-hand-hint" if await self.open.needs_reopening(record, user_id) else None

    async def on_outcome(self, outcome: Outcome, *, skip_user: int | None = None) -> None:
        shown = await self.open.after_change(outcome.game)
        await asyncio.gather(
            *(
                self._update(outcome.game.id, hand.user_id, hand.token, hand.locale)
                for hand in shown
                if hand.user_id != skip_user
            )
        )

    def redraw_after_window(self, record: GameRecord, drawn_at: float) -> None:
        """A hand drawn at `drawn_at`, while the game's window held the regular plays back, shows
        them disabled: once that window is over, every open hand of the game is redrawn.

        One redraw per window, not per game: a window that opens while an earlier one's redraw
        waits needs its own. A hand drawn after its window's redraw began gets another (its edit
        may land after the redraw's)."""
        window = drehwurm_hand.window_waits(record, drawn_at)
        if window is not None:
            self._redraw_when_closed(record, window)

    async def restore_windows(self) -> None:
        """After a start: the hands of a game whose window stood when the last process stopped
        were drawn with the regular plays held back, and that process's redraw died with it."""
        async for page in self.bot.sessions.live_game_pages(100):
            for record in page:
                window = record.meta.get("window")
                if record.kind == KIND and record.status == "running" and window:
                    await self.open.after_change(record)  # the hands the store knows
                    self._redraw_when_closed(record, window)

    def _redraw_when_closed(self, record: GameRecord, window: dict[str, Any]) -> None:
        key = (record.id, window["step"])
        if key in self._window_timers:
            return
        delay = max(0.0, window["until"] - time.time()) + 0.05

        async def later() -> None:
            await asyncio.sleep(delay)
            self._window_timers.pop(key, None)
            await asyncio.gather(
                *(
                    self._update(record.id, hand.user_id, hand.token, hand.locale)
                    for hand in self.open.open_in(record.id)
                )
            )

        self._window_timers[key] = asyncio.create_task(later())

    async def _update(self, game_id: int, user_id: int, token: str, loc: str) -> None:
        try:
            record = await self.bot.sessions.game(game_id)  # the latest, not the outcome's
        except Refusal:
            return
        seat = self.bot.sessions.seat_of(record, user_id)
        if seat is None or record.state is None:
            return
        application_id = self.bot.application_id
        if application_id is None:
            return
        webhook = discord.Webhook.partial(application_id, token, client=self.bot)
        drawn_at = time.time()
        try:
            await webhook.edit_message(
                "@original",  # type: ignore[arg-type]  # the interaction's own answer
                content=None,
                embed=drehwurm_hand.hand_embed(record, seat, loc, now=drawn_at),
                view=drehwurm_hand.hand_view(record, seat, loc, now=drawn_at),
            )
        except discord.HTTPException as exc:
            log.info("Could not update the hand of %s in game %s: %s", user_id, game_id, exc)
            await self.open.forget(game_id, user_id)
            return
        self.redraw_after_window(record, drawn_at)

    async def close(self) -> None:
        for task in self._window_timers.values():
            task.cancel()


def _hands(interaction: discord.Interaction) -> Hands:
    cog = table_bot(interaction).get_cog("Drehwurm")
    if not isinstance(cog, Drehwurm):
        raise RuntimeError("the Drehwurm extension is not loaded")
    return cog.hands


async def show_hand(
    interaction: discord.Interaction,
    game_id: int,
    *,
    edit: bool,
    note: str | None = None,
    record: GameRecord | None = None,
) -> None:
    """Show the user their own hand: a new ephemeral message, or the clicked hand edited."""
    bot = table_bot(interaction)
    try:
        record = record or await bot.sessions.game(game_id)
    except Refusal as refusal:
        await refuse(interaction, refusal)
        return
    if record.kind != KIND:  # a forged id naming another game's table
        await refuse(interaction, Refusal("stale-button"))
        return
    seat = bot.sessions.seat_of(record, interaction.user.id)
    if seat is None:
        await refuse(interaction, Refusal("not-a-player"))
        return
    if record.state is None:
        await refuse(interaction, Refusal("drehwurm-not-started"))
        return
    loc = user_locale(interaction)
    drawn_at = time.time()
    embed = drehwurm_hand.hand_embed(record, seat, loc, now=drawn_at)
    view = drehwurm_hand.hand_view(record, seat, loc, now=drawn_at)
    content = t(loc, note) if note else None
    try:
        if edit:
            await interaction.response.edit_message(content=content, embed=embed, view=view)
        else:
            await interaction.response.send_message(content, embed=embed, view=view, ephemeral=True)
    except discord.HTTPException as exc:  # the player can open the hand again
        log.info("Could not show %s their hand in game %s: %s", interaction.user.id, game_id, exc)
        return
    if record.live:
        hands = _hands(interaction)
        await hands.remember(record.id, interaction.user.id, interaction)
        hands.redraw_after_window(record, drawn_at)


def _clicked_own_hand(interaction: discord.Interaction) -> bool:
    """Whether the clicked hand message was shown to the user who clicked it. Discord only lets
    its owner see a hand, but a forged click must not play from, or rewrite, another's hand."""
    metadata = interaction.message.interaction_metadata if interaction.message else None
    return metadata is not None and metadata.user.id == interaction.user.id


async def play(interaction: discord.Interaction, click: drehwurm_ids.HandClick | None) -> None:
    """A play from a hand: ask the session layer, then show the hand and the board anew."""
    bot = table_bot(interaction)
    if click is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    if not _clicked_own_hand(interaction):
        await refuse(interaction, Refusal("hand-not-yours"))
        return
    if click.action is None:  # Refresh
        await show_hand(interaction, click.game, edit=True)
        return
    try:
        outcome = await bot.sessions.act(click.game, interaction.user.id, click.step, click.action)
    except Refusal as refusal:
        if refusal.code == "stale-button":  # the table moved on: show the hand as it is now
            await show_hand(interaction, click.game, edit=True, note="drehwurm-hand-refreshed")
        else:
            await refuse(interaction, refusal)
        return
    if token_only(outcome.game):  # the answer first: its token may have to show the board
        try:
            await show_hand(interaction, click.game, edit=True, record=outcome.game)
            bot.boards.places.heard(interaction)
        finally:
            await bot.boards.refresh(outcome)
    else:
        # The public board first and on its own: a failed answer to this click must not leave
        # the board naming the previous player.
        board = asyncio.create_task(bot.boards.refresh(outcome))
        await show_hand(interaction, click.game, edit=True, record=outcome.game)
        await board
    await _hands(interaction).on_outcome(outcome, skip_user=interaction.user.id)


class MoveButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=drehwurm_ids.MOVE_TEMPLATE
):
    """A play, a snap, a cannot-play turn or Refresh on a player's hand."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play(interaction, drehwurm_ids.parse_move(self.raw_id))


class PlaySelect(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Select], template=drehwurm_ids.PLAYS_TEMPLATE
):
    """A menu of plays of a hand that offers more than fit as buttons."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play(interaction, drehwurm_ids.parse_plays(self.raw_id, values(interaction)))


class HandButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=drehwurm_ids.HAND_TEMPLATE
):
    """ "Show my hand" under the public board: the hand comes privately to whoever clicks."""

    async def callback(self, interaction: discord.Interaction) -> None:
        game_id = drehwurm_ids.parse_hand(self.raw_id)
        if game_id is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        await show_hand(interaction, game_id, edit=False)


async def start_drehwurm(
    interaction: discord.Interaction,
    variant: str = "standard",
    thread: bool | None = None,
    takeover: str | None = None,
) -> None:
    """/drehwurm start, and /play drehwurm (cogs/play.py)."""
    bad_thread = thread is not None and ids.flag(thread) is None
    chosen = await table_bot(interaction).services.settings.server(interaction.guild_id)
    seat_meta = takeover_meta(KIND, takeover, chosen.takeover)
    if ids.choice(variant, VARIANTS) is None or bad_thread or seat_meta is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    await tables.open_lobby(
        interaction, KIND, {"variant": variant}, seat_meta or None, thread=thread
    )


class Drehwurm(commands.Cog):
    drehwurm = app_commands.Group(
        name=cmd_name("drehwurm"), description=cmd_desc("drehwurm"), guild_only=True
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.hands = Hands(bot)
        self._windows_restored = False

    async def cog_load(self) -> None:
        self.bot.sessions.add_listener(self.hands.on_outcome)
        self.bot.pings.hints.append(self.hands.needs_reopening)

    async def cog_unload(self) -> None:
        await self.hands.close()

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if not self._windows_restored:  # once per start, not on every reconnect
            self._windows_restored = True
            await self.hands.restore_windows()

    @drehwurm.command(name=cmd_name("drehwurm-start"), description=cmd_desc("drehwurm-start"))
    @app_commands.rename(**opt_names("drehwurm-start", "variant", "thread", "takeover"))
    @app_commands.describe(**opt_descs("drehwurm-start", "variant", "thread", "takeover"))
    @app_commands.choices(
        variant=choices("variant", *VARIANTS),
        takeover=choices("takeover", *DREHWURM_TAKEOVER),
    )
    async def start(
        self,
        interaction: discord.Interaction,
        variant: str = "standard",
        thread: bool | None = None,
        takeover: str | None = None,
    ) -> None:
        await start_drehwurm(interaction, variant, thread, takeover)

    @drehwurm.command(name=cmd_name("drehwurm-status"), description=cmd_desc("drehwurm-status"))
    async def status(self, interaction: discord.Interaction) -> None:
        await tables.repost_board(interaction)

    @drehwurm.command(name=cmd_name("drehwurm-stop"), description=cmd_desc("drehwurm-stop"))
    async def stop(self, interaction: discord.Interaction) -> None:
        await tables.ask_to_stop(interaction)

    @drehwurm.command(name=cmd_name("drehwurm-leave"), description=cmd_desc("drehwurm-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await ask_to_leave(interaction)

    @drehwurm.command(name=cmd_name("drehwurm-review"), description=cmd_desc("drehwurm-review"))
    @app_commands.rename(**opt_names("drehwurm-review", "game", "public"))
    @app_commands.describe(**opt_descs("drehwurm-review", "game", "public"))
    async def review(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1] | None = None,
        public: bool = False,
    ) -> None:
        await show_review(interaction, game, public, kind=KIND)

    @drehwurm.command(name=cmd_name("drehwurm-rules"), description=cmd_desc("drehwurm-rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        loc = user_locale(interaction)
        embed = discord.Embed(
            title=t(loc, "rules-drehwurm-title"),
            description=t(loc, "rules-drehwurm"),
            colour=drehwurm_board.COLOUR_GAME,
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @drehwurm.command(name=cmd_name("drehwurm-hand"), description=cmd_desc("drehwurm-hand"))
    async def hand(self, interaction: discord.Interaction) -> None:
        record = await self.bot.sessions.live_game(interaction.channel_id or 0)
        if record is None or record.kind != KIND:
            await refuse(interaction, Refusal("no-game-here"))
            return
        await show_hand(interaction, record.id, edit=False, record=record)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(MoveButton, PlaySelect, HandButton)
    await bot.add_cog(Drehwurm(bot))
