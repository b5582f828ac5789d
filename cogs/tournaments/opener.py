"""The tournament's Discord side as the runner (bot/table/tournament_runner.py) drives it: a public
thread per table, the round's post (who plays where, with the threads), the standings after each
round, and the winner's post with its card.

Every post goes to the tournament's channel in the server's language. A thread Discord refuses
(missing permissions, naming them, or an error) is said once a round in the channel and raised:
the runner tries the table again at its next look. The standings after a round and the winner's
post, the round's post and the too-few notice are sent once as the channel shows them: the
runner records the step after the post, so a crash between the two makes it post again, and the
post is first looked for among the channel's latest messages (by its title; the notice by its
text: cogs/own_posts.py). A table's thread made before a crash cut the step short is found among
the channel's threads by its name and used again.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.domain.bounded import Bounded
from bot.i18n import SUPPORTED, t
from cogs.own_posts import find_own_message
from cogs.table import threads as game_threads
from cogs.table.bot import TableBot
from cogs.table.message_channels import BoardChannel
from cogs.tournaments import render
from cogs.tournaments.card import winner_card, winner_card_description
from cogs.tournaments.common import public_locale
from cogs.tournaments.signup import redraw_signup, show_signup

log = logging.getLogger(__name__)

QUIET = discord.AllowedMentions.none()


def _mentioning(user_ids: Sequence[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(u) for u in user_ids]
    )


class DiscordTables:
    """The TableOpener the runner calls (one per bot process)."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self._told: Bounded[tuple[int, int, str], bool] = Bounded(256)

    async def locale(self, tournament: Any) -> str:
        return await public_locale(self.bot, tournament.guild_id)

    async def _channel(self, tournament: Any) -> BoardChannel | None:
        return await self.bot.boards.channel(tournament.channel_id)

    async def _posted_before(self, tournament: Any, key: str, **params: Any) -> bool:
        """Whether the channel has this bot's post titled `key` already (in any language): sent
        before a crash cut the step short, so not sent again."""
        titles = {t(loc, key, **params) for loc in SUPPORTED}
        return await self._said_before(
            tournament, key, lambda m: any(e.title in titles for e in m.embeds)
        )

    async def _said_before(
        self, tournament: Any, what: str, matches: Callable[[discord.Message], bool]
    ) -> bool:
        channel = await self._channel(tournament)
        if not isinstance(channel, discord.abc.Messageable):  # gone (a tournament has no tokens)
            return False
        me = self.bot.user.id if self.bot.user else 0
        found = await find_own_message(me, [channel], matches)
        if found is not None:
            log.info("Tournament %s: its post %r is out already", tournament.id, what)
        return found is not None

    async def _send(self, tournament: Any, **kwargs: Any) -> discord.Message | None:
        channel = await self._channel(tournament)
        if channel is None:
            log.warning("The channel of tournament %s is gone", tournament.id)
            return None
        try:
            return await channel.send(**kwargs)
        except discord.HTTPException as exc:
            log.warning("Could not post for tournament %s: %s", tournament.id, exc)
            return None

    # ------------------------------------------------------------------ tables

    def game_meta(self, tournament: Any) -> dict[str, Any]:
        """What each table's game keeps as a lobby opened by a command would: the server's
        locale, for its boards' language."""
        guild = self.bot.get_guild(tournament.guild_id)
        return {"guild_locale": str(guild.preferred_locale)} if guild is not None else {}

    async def open_table(
        self, tournament: Any, round_no: int, table_no: int, seats: Sequence[Any]
    ) -> int:
        """A public thread for the table in the tournament's channel; its id. The players are
        called into it; the runner then opens and starts the table's game there."""
        loc = await self.locale(tournament)
        name = render.table_name(tournament, loc, round_no, table_no)[: game_threads.NAME_LIMIT]
        made = self._made_before(tournament, name)
        if made is not None:
            log.info("Tournament %s: table thread %r found, made before", tournament.id, name)
            return made
        try:
            data = await self.bot.http.start_thread_without_message(
                tournament.channel_id,
                name=name,
                auto_archive_duration=game_threads.AUTO_ARCHIVE_MINUTES,
                type=discord.ChannelType.public_thread.value,
            )
        except discord.Forbidden:
            await self._tell_once(tournament, round_no, loc, "tournament-thread-permission")
            raise
        except discord.HTTPException:
            await self._tell_once(tournament, round_no, loc, "tournament-thread-failed")
            raise
        thread_id = int(data["id"])
        humans = [p.id for p in seats if not getattr(p, "computer", None)]
        thread = await self.bot.boards.channel(thread_id)
        if thread is not None:
            try:
                await thread.send(
                    t(
                        loc,
                        "tournament-table-welcome",
                        table=name,
                        players=render.mention_list(humans),
                        title=render.title(tournament, loc),
                    ),
                    allowed_mentions=_mentioning(humans),
                )
            except discord.HTTPException as exc:
                log.info("Could not greet table %s of tournament %s: %s", name, tournament.id, exc)
        return thread_id

    def _made_before(self, tournament: Any, name: str) -> int | None:
        """A thread this bot made for the table before a restart cut the step short (made, not
        yet recorded): its id, so no second thread is made and the first left empty."""
        channel = self.bot.get_channel(tournament.channel_id)
        me = self.bot.user.id if self.bot.user else 0
        for thread in getattr(channel, "threads", []):
            if thread.name == name and thread.owner_id == me and not thread.archived:
                return thread.id
        return None

    async def _tell_once(self, tournament: Any, round_no: int, loc: str, key: str) -> None:
        """Say in the channel why a table has no thread yet, once a round and reason (the
        runner tries again at every look)."""
        if self._told.get((tournament.id, round_no, key)):
            return
        self._told.put((tournament.id, round_no, key), True)
        names = game_threads.permission_names(loc, list(game_threads.NEEDED))
        await self._send(tournament, content=t(loc, key, permissions=names), allowed_mentions=QUIET)

    # ------------------------------------------------------------------ posts

    async def round_started(self, tournament: Any, round_no: int, tables: Sequence[Any]) -> None:
        """Who plays where, with each table's thread (the runner calls it once every table of
        the round is open, and again after a restart that may have cut it short: a post the
        channel shows already is not repeated); round 1 also closes the sign-up message."""
        loc = await self.locale(tournament)
        headings = {render.round_heading(tournament, other, round_no) for other in SUPPORTED}
        if await self._said_before(
            tournament, "round", lambda m: any(e.title in headings for e in m.embeds)
        ):
            if round_no == 1:
                await redraw_signup(self.bot, tournament.id)
            return
        players = [user for table in tables for user in table.seats]
        content = t(
            loc,
            "tournament-final-content"
            if round_no > tournament.rounds
            else "tournament-round-content",
            heading=render.round_heading(tournament, loc, round_no),
            players=render.mention_list(players),
        )
        await self._send(
            tournament,
            content=content,
            embed=render.round_embed(tournament, loc, round_no, list(tables)),
            allowed_mentions=_mentioning(players),
        )
        if round_no == 1:
            await redraw_signup(self.bot, tournament.id)  # closed: no buttons

    async def signup_short(self, tournament: Any, players: int) -> None:
        """The close time came with too few players: the organiser is told in the channel; the
        sign-up stays open for a manual start."""
        loc = await self.locale(tournament)
        organiser = [tournament.organiser_id]
        enough = players >= tournament.table_size  # but the tables cannot seat them
        key = "tournament-signup-cannot-seat" if enough else "tournament-signup-short"
        params = {
            "organiser": render.mention_list(organiser),
            "number": tournament.id,
            "signed": players,
            "needed": tournament.table_size,
            "size": tournament.table_size,
        }
        said = {t(other, key, **params) for other in SUPPORTED}
        # Said before a restart cut the step short (the close time not yet cleared): not again.
        if not await self._said_before(tournament, key, lambda m: m.content in said):
            await self._send(
                tournament,
                content=t(loc, key, **params),
                allowed_mentions=_mentioning(organiser),
            )
        # The runner clears the close time right after this: the sign-up shows a manual start.
        await show_signup(self.bot, replace(tournament, close_at=None))

    async def round_finished(
        self, tournament: Any, round_no: int, standings: Sequence[Any]
    ) -> None:
        loc = await self.locale(tournament)
        params = {"number": tournament.id, "round": round_no, "rounds": tournament.rounds}
        if await self._posted_before(tournament, "tournament-standings-after", **params):
            return
        heading = t(loc, "tournament-standings-after", **params)
        await self._send(
            tournament,
            embed=render.standings_embed(tournament, loc, standings, heading),
            view=render.standings_view(tournament, loc, standings) or discord.utils.MISSING,
            allowed_mentions=QUIET,
        )

    async def tournament_finished(
        self, tournament: Any, order: Sequence[int], standings: Sequence[Any]
    ) -> None:
        """The winner: a post calling them, the final order and the card; the sign-up message
        says who won."""
        won = replace(tournament, status="finished", winner_id=order[0] if order else None)
        await show_signup(self.bot, won)
        if await self._posted_before(tournament, "tournament-winner-title", number=tournament.id):
            return
        loc = await self.locale(tournament)
        by_user = {s.user_id: s for s in standings}
        names = {
            p.user_id: p.name for p in await self.bot.services.tournaments.players(tournament.id)
        }
        final = await self.bot.services.tournaments.tables(tournament.id, tournament.rounds + 1)
        finalists = len(final[0].seats) if final else 0
        embed = render.winner_embed(tournament, loc, order, by_user, finalists)
        png = await asyncio.to_thread(
            winner_card, tournament, loc, list(order), by_user, names, finalists
        )
        embed.set_image(url="attachment://tournament.png")
        winner = list(order[:1])
        await self._send(
            tournament,
            content=t(
                loc,
                "tournament-winner-content",
                player=render.mention_list(winner),
                number=tournament.id,
            ),
            embed=embed,
            file=discord.File(
                io.BytesIO(png),
                filename="tournament.png",
                description=winner_card_description(
                    tournament, loc, list(order), by_user, names, finalists
                ),
            ),
            view=render.standings_view(won, loc, standings) or discord.utils.MISSING,
            allowed_mentions=_mentioning(winner),
        )
