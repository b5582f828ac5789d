"""Closing a season on Discord: the final standings (the top 3 of each game played, the
champion's game first, and /leaderboard for the rest; the champion: the season's #1 ranked
player, bot/domain/season_champion.py) posted in the server's language in the chosen channel,
and the champion's role taken from the last champion and given to the new one (to nobody in a
season nobody was ranked in) where the bot may; what it could not do is said in the post, for
the admins (nobody is online to be told privately at the turn of a month).

bot/table/season_loop.py notices a season's end and claims its closing once; a closing whose
process stopped half-way is taken up again later (`again`), so each step here may run twice and
must show once: the role changes are idempotent (Discord adds a role a member has, or removes one
they lack, as a no-op), and the post is noted by its message id as soon as it is sent; taken up
again, the bot posts only if no post was noted and it finds none of its own for the season (by
the season's id in the embed's footer) among the channels' recent messages
(cogs/table/own_posts.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

import discord
from discord.ext import commands

from bot.domain import results, season_champion, seasons
from bot.domain.results import BoardPage, BoardRow
from bot.domain.seasons import SeasonSettings
from bot.i18n import SUPPORTED, board_locale, t
from bot.observability.faults import fault_point
from bot.table.season_loop import SeasonLoop
from cogs.seasons import role_problem, season_name
from cogs.table.bot import TableBot
from cogs.table.own_posts import find_own_post

log = logging.getLogger(__name__)

COLOUR = discord.Colour.gold()
# What the bot says it could not do when it only had to take the role (a season without a
# champion), instead of what it says when it could not give it.
TAKE_ONLY = {
    "season-problem-no-manage-roles": "season-problem-no-manage-roles-take",
    "season-problem-role-too-high": "season-problem-role-too-high-take",
}
NO_RANK = "–"  # in place of the rank of a player listed without one, as on the leaderboard


def _footer(loc: str, season: str) -> str:
    return t(loc, "season-final-footer", id=season)


def _marks_post_of(season: str) -> Callable[[discord.Embed], bool]:
    """Whether an embed is the final post's of `season` (in any of the bot's languages: the
    server may have changed its language since)."""
    footers = {_footer(loc, season) for loc in SUPPORTED}
    return lambda embed: embed.footer.text in footers


def _row(loc: str, row: BoardRow) -> str:
    player = discord.utils.escape_markdown(row.name) if row.name else f"<@{row.user_id}>"
    return t(loc, "season-final-row", rank=row.rank if row.established else NO_RANK, player=player)


def _standings(loc: str, board: BoardPage) -> str:
    """A game's top rows as its season leaderboard lists them: the ranked, then the unranked
    below a line that says why they have no rank."""
    ranked, unranked = season_champion.split_rows(board, seasons.TOP)
    lines = [_row(loc, row) for row in ranked]
    if unranked:
        lines.append(t(loc, "season-final-unranked", min=results.MIN_GAMES))
        lines.extend(_row(loc, row) for row in unranked)
    return "\n".join(lines)


def final_post(
    loc: str, season: str, boards: list[BoardPage], champion: int | None, freed: int | None
) -> tuple[discord.Embed, str]:
    """A season's final post: its embed (each game's standings) and the line above it."""
    name = season_name(loc, season)
    embed = discord.Embed(title=t(loc, "season-final-title", season=name), colour=COLOUR)
    embed.set_footer(text=_footer(loc, season))
    first = season_champion.champion_board(boards)
    shown_boards = sorted(boards, key=lambda board: board is not first)
    for board in shown_boards:
        value = _standings(loc, board)
        if board is shown_boards[-1]:
            value += "\n" + t(loc, "season-final-rest")
        embed.add_field(name=t(loc, "game-name", game=board.game), value=value, inline=False)
    following = seasons.season_of(seasons.length_of(season), seasons.bounds(season)[1])
    if champion is not None:
        content = t(loc, "season-final-champion", player=f"<@{champion}>", season=name)
    elif boards:
        content = t(loc, "season-final-no-champion", season=name, min=results.MIN_GAMES)
    else:
        content = t(loc, "season-final-nobody", season=name)
    if freed is not None:
        content += "\n" + t(loc, "season-final-role-free", role=f"<@&{freed}>")
    embed.description = t(loc, "season-final-next", season=season_name(loc, following))
    return embed, content


class Seasons(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.loop = SeasonLoop(bot.services.seasons, self.close_season, bot.sessions.clock)
        self._starting: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.starters.append(self._start)
        self.bot.closers.append(self._stop)

    async def _start(self) -> None:
        async def when_ready() -> None:
            await self.bot.wait_until_ready()  # the servers' channels and roles are known then
            self.loop.start()

        self._starting = asyncio.create_task(when_ready(), name="season-closing-start")

    async def _stop(self) -> None:
        if self._starting is not None:
            self._starting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._starting
        await self.loop.stop()

    async def close_season(
        self, guild_id: int, chosen: SeasonSettings, season: str, again: bool
    ) -> None:
        """Post the final standings of `season` and move the champion's role (see the module);
        `again`: an earlier try was cut short, so its post may be out already."""
        guild = self.bot.get_guild(guild_id)
        if guild is None:
            log.warning("Season %s of guild %s ended, but the bot is not in it", season, guild_id)
            return
        loc = board_locale(
            (await self.bot.services.settings.server(guild_id)).language, guild.preferred_locale
        )
        boards = []
        for game in results.rating_games():
            board = await self.bot.services.leaderboard.page(game, guild_id, "rating", 0, season)
            if board.rows:
                boards.append(board)
        champion = season_champion.champion(boards)  # the #1 of a ranked player's board
        previous = await self.bot.services.seasons.last_champion(guild_id, season)
        await self.bot.services.seasons.note_champion(guild_id, season, champion)
        fault_point("season.close.champion")
        problems = await self._move_role(guild, chosen.role_id, previous, champion)
        if again and await self._posted_before(guild, chosen, season):
            log.info("The final post of season %s of guild %s is out already", season, guild_id)
            return
        # A season without a champion: the last one's role was taken, and given to nobody.
        handed_back = champion is None and previous is not None and not problems
        freed = chosen.role_id if handed_back else None
        posted = await self._post(guild, loc, chosen, season, boards, champion, freed, problems)
        fault_point("season.close.posted")
        if posted is not None:
            await self.bot.services.seasons.note_post(guild_id, season, posted.id)

    @staticmethod
    def _targets(guild: discord.Guild, chosen: SeasonSettings) -> list[discord.TextChannel]:
        """Where the final post goes: the chosen channel, else the server's system channel."""
        channel = guild.get_channel(chosen.channel_id) if chosen.channel_id else None
        found = (channel, guild.system_channel)
        return list(dict.fromkeys(c for c in found if isinstance(c, discord.TextChannel)))

    async def _posted_before(
        self, guild: discord.Guild, chosen: SeasonSettings, season: str
    ) -> bool:
        """Whether an earlier try sent the season's final post: noted, or found (then noted)."""
        if await self.bot.services.seasons.post(guild.id, season) is not None:
            return True
        me = self.bot.user.id if self.bot.user else 0
        found = await find_own_post(me, self._targets(guild, chosen), _marks_post_of(season))
        if found is None:
            return False
        await self.bot.services.seasons.note_post(guild.id, season, found.id)
        return True

    async def _move_role(
        self, guild: discord.Guild, role_id: int | None, previous: int | None, champion: int | None
    ) -> list[tuple[str, dict[str, str]]]:
        if role_id is None or previous == champion:
            return []
        role = guild.get_role(role_id)
        mention = {"role": role.mention if role else f"<@&{role_id}>"}
        problem = role_problem(guild, role)
        if problem in TAKE_ONLY and champion is None:  # nobody to give it to: only to take it
            problem = TAKE_ONLY[problem]
        if problem is not None:
            return [(problem, mention)]
        for user, give in ((previous, False), (champion, True)):
            if user is None:
                continue
            try:
                if give:
                    await self.bot.http.add_role(guild.id, user, role_id)
                else:
                    await self.bot.http.remove_role(guild.id, user, role_id)
                    fault_point("season.close.role")
            except discord.NotFound:
                continue  # the last champion left the server
            except discord.HTTPException as exc:
                log.warning("Could not change role %s in guild %s: %s", role_id, guild.id, exc)
                return [("season-problem-refused", mention)]
        return []

    async def _post(
        self,
        guild: discord.Guild,
        loc: str,
        chosen: SeasonSettings,
        season: str,
        boards: list[BoardPage],
        champion: int | None,
        freed: int | None,
        problems: list[tuple[str, dict[str, str]]],
    ) -> discord.Message | None:
        """`freed`: the champion role the last champion handed back to nobody, if so."""
        embed, content = final_post(loc, season, boards, champion, freed)
        targets = self._targets(guild, chosen)
        for target in targets:
            notes = list(problems)
            if chosen.channel_id is not None and target.id != chosen.channel_id:
                notes.append(("season-problem-channel", {"channel": f"<#{chosen.channel_id}>"}))
            if notes:
                text = "\n".join(t(loc, key, **params) for key, params in notes)
                embed.add_field(name=t(loc, "season-problems-title"), value=text, inline=False)
            try:
                return await target.send(
                    content,
                    embed=embed,
                    allowed_mentions=discord.AllowedMentions(users=True, roles=False),
                )
            except discord.HTTPException as exc:
                log.warning("Could not post season %s in channel %s: %s", season, target.id, exc)
                if notes:
                    embed.remove_field(len(embed.fields) - 1)
        log.warning("Season %s of guild %s closed with no post: no channel took it", season, guild)
        return None


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Seasons(bot))
