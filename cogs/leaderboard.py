"""/leaderboard and /stats: the standings from the results of finished games
(bot/domain/results.py).

The leaderboard is posted in the channel, in the server's language; its Previous/Next buttons are
DynamicItems whose custom_id carries game, scope, sort, page and server, so they keep working
after a restart. Whoever clicks sees the page and where they themselves stand. /stats answers
only the asking user, in their language: each game's summary, with a button per game for all of
its figures.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain import games, results, shown
from bot.domain.results import GLOBAL, BoardPage, BoardRow, GameStats
from bot.domain.seasons import KEY_PATTERN, PERIODS
from bot.i18n import board_locale, t
from bot.table.sessions import Refusal
from cogs.seasons import season_name, season_of_period, stats_lines
from cogs.table import ids
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import answer_with_embed, refuse
from cogs.table.components import Drawn, FromCustomId, button, page_buttons
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.styles import style_of
from cogs.table.web_links import leaderboard_link, profile_link

# lb:<p|n>:<game>:<scope>:<sort>:<page>:<guild>[:<season>]   Previous / Next on a leaderboard
# (game: a rating game, checked by the callback: games are registered after this is compiled;
# page: 0-based target page; guild: 0 outside a server; season: a season of the server, or none
# for all time)
PAGE_TEMPLATE = (
    r"lb:(?P<dir>[pn]):(?P<game>[a-z][a-z0-9_]{0,31}):(?P<scope>server|global)"
    r":(?P<sort>rating|wins|win_rate|worms):(?P<page>\d{1,6}):(?P<guild>\d{1,20})"
    rf"(?::(?P<season>{KEY_PATTERN}))?"
)
COLOUR = discord.Colour.gold()


def page_id(
    direction: str,
    game: str,
    scope: str,
    sort: str,
    page: int,
    guild: int,
    season: str | None = None,
) -> str:
    suffix = f":{season}" if season else ""
    return f"lb:{direction}:{game}:{scope}:{sort}:{page}:{guild}{suffix}"


def _name(row: BoardRow) -> str:
    if row.name:
        return discord.utils.escape_markdown(row.name)
    return f"<@{row.user_id}>"


# A player with fewer than MIN_GAMES rated games against other people is listed, below the
# ranked ones, without a rank (BoardRow.established).
NO_RANK = "–"


def _row(loc: str, game: str, row: BoardRow) -> str:
    return t(
        loc,
        "leaderboard-row",
        rank=row.rank if row.established else NO_RANK,
        player=_name(row),
        rating=shown.rating(row.ordinal),
        wins=row.wins,
        forfeits=row.forfeit_wins,
        games=row.games,
        rate=row.win_rate,
        average=row.average,
        game=game,
        unit=games.of_rating_game(game).score_unit,
    )


def board_embed(
    loc: str,
    board: BoardPage,
    scope: str,
    viewer: str,
    viewer_row: BoardRow | None,
    unrated: int = 0,
    season: str | None = None,
) -> discord.Embed:
    """The leaderboard page (of all time, or of `season`), with where `viewer` (a display name)
    stands; `unrated`: the finished games that were not rated, said on an empty board."""
    if season is None:
        title = t(loc, "leaderboard-title", game=board.game, scope=scope)
    else:
        title = t(loc, "leaderboard-season-title", game=board.game, season=season_name(loc, season))
    embed = discord.Embed(title=title, colour=COLOUR)
    if not board.rows:
        embed.description = (
            t(loc, "leaderboard-empty-unrated", count=unrated)
            if unrated
            else t(loc, "leaderboard-empty")
        )
        return embed
    # Which games count, said once, above the first page (the rating itself is explained in the
    # command's description).
    lines = [t(loc, "leaderboard-counts", min=results.MIN_GAMES)] if board.page == 0 else []
    lines.append(t(loc, "leaderboard-legend", unit=games.of_rating_game(board.game).score_unit))
    viewer_id = viewer_row.user_id if viewer_row is not None else None
    for index, row in enumerate(board.rows):
        if not row.established and (index == 0 or board.rows[index - 1].established):
            lines.append(t(loc, "leaderboard-newcomers", min=results.MIN_GAMES))
        line = _row(loc, board.game, row)
        if row.user_id == viewer_id:  # the asking player's own line, highlighted
            line = t(loc, "leaderboard-own-row", row=line)
        lines.append(line)
    embed.description = "\n".join(lines)
    player = discord.utils.escape_markdown(viewer)
    on_page = any(row.user_id == viewer_id for row in board.rows)
    mine = ""
    if viewer_row is None:
        mine = t(loc, "leaderboard-unranked", player=player, game=board.game)
    elif not on_page:  # shown once: below the page only when it is not on it
        mine = _row(loc, board.game, viewer_row)
    if viewer_row is not None and not viewer_row.established:
        needed = viewer_row.games_to_rank
        mine = (mine + "\n" if not on_page else "") + t(loc, "leaderboard-to-rank", count=needed)
    if viewer_row is None or not on_page or not viewer_row.established:
        embed.add_field(
            name=t(loc, "leaderboard-rank-title", player=player), value=mine, inline=False
        )
    embed.set_footer(
        text=t(
            loc,
            "leaderboard-footer",
            page=board.page + 1,
            pages=board.pages,
            count=board.total,
            sort=board.sort,
            game=board.game,
            unit=games.of_rating_game(board.game).score_unit,
        )
    )
    return embed


class PageButton(discord.ui.DynamicItem[discord.ui.Button], template=PAGE_TEMPLATE):
    """Previous or Next on a leaderboard; works for anyone, also after a restart."""

    def __init__(
        self,
        direction: str,
        game: str,
        scope: str,
        sort: str,
        page: int,
        guild: int,
        season: str | None = None,
        *,
        label: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style_of("control"),
                custom_id=page_id(direction, game, scope, sort, page, guild, season),
                disabled=disabled,
            )
        )
        self.game, self.scope, self.sort, self.page, self.guild = game, scope, sort, page, guild
        self.season = season

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> PageButton:
        page, guild = ids.number(match["page"]), ids.number(match["guild"])
        return cls(
            match["dir"],
            match["game"],
            match["scope"],
            match["sort"],
            -1 if page is None else page,  # refused by the callback
            -1 if guild is None else guild,
            match["season"],
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.page < 0 or self.guild < 0 or self.game not in results.rating_games():
            await refuse(interaction, Refusal("stale-button"))
            return
        bot = table_bot(interaction)
        embed, view = await render_board(
            bot, interaction, self.game, self.scope, self.sort, self.page, self.guild, self.season
        )
        await interaction.response.edit_message(embed=embed, view=view)


def page_view(
    loc: str, board: BoardPage, scope: str, guild: int, season: str | None = None
) -> discord.ui.View | None:
    return page_buttons(
        loc,
        board.page,
        board.pages,
        ("leaderboard-previous", "leaderboard-next"),
        lambda direction, target: page_id(
            direction, board.game, scope, board.sort, target, guild, season
        ),
    )


async def _public_locale(bot: TableBot, interaction: discord.Interaction) -> str:
    override = (await bot.services.settings.server(interaction.guild_id)).language
    return board_locale(override, interaction.guild_locale)


async def render_board(
    bot: TableBot,
    interaction: discord.Interaction,
    game: str,
    scope: str,
    sort: str,
    page: int,
    guild: int,
    season: str | None = None,
) -> tuple[discord.Embed, discord.ui.View | None]:
    """A leaderboard page as the interacting user should see it (their own place included); a
    season's is the server's."""
    if season is not None:
        scope = "server"
    if scope == "server" and not guild:
        scope = "global"
    scope_id = guild if scope == "server" else GLOBAL
    if scope_id == GLOBAL:
        season = None
    board = await bot.services.leaderboard.page(game, scope_id, sort, page, season)
    mine = await bot.services.leaderboard.rank(game, scope_id, sort, interaction.user.id, season)
    unrated = (
        0 if board.rows or season else await bot.services.leaderboard.unrated_games(game, scope_id)
    )
    loc = await _public_locale(bot, interaction)
    embed = board_embed(loc, board, scope, interaction.user.display_name, mine, unrated, season)
    view = page_view(loc, board, scope, guild, season)
    if scope == "server" and season is None:
        view = await leaderboard_link(bot, guild, game, loc, view)
    return embed, view


def _rating_line(loc: str, key: str, stats: GameStats) -> str:
    change = round(stats.rating_change, 1)
    direction = "up" if change > 0 else "down" if change < 0 else "same"
    return t(
        loc,
        key,
        rating=shown.rating(stats.rating or 0.0),
        change=abs(change),
        direction=direction,
        count=stats.change_games,
    )


def game_lines(
    loc: str, game: str, stats: GameStats, local: GameStats | None, season: str | None
) -> tuple[list[str], list[str]]:
    """Everything /stats knows of one game: the summary (wins, rating, this season's place in this
    server), then the details."""
    summary = [t(loc, "stats-games", wins=stats.wins, games=stats.games, rate=stats.win_rate)]
    if stats.rating is None:
        summary.append(t(loc, "stats-unrated"))
    else:
        summary.append(_rating_line(loc, "stats-rating", stats))
    if season:  # this season in this server, beside all time
        summary.append(season)
    lines = []
    if local is not None and local.rating is not None:
        lines.append(_rating_line(loc, "stats-rating-server", local))
    lines += [
        t(
            loc,
            "stats-rated-games",
            games=stats.rated_games,
            wins=stats.rated_wins,
            unrated=stats.games - stats.rated_games,
        ),
        t(
            loc,
            "stats-scores",
            best=shown.score_text(loc, games.of_rating_game(game).score_unit, stats.best),
            average=stats.average,
            unit=games.of_rating_game(game).score_unit,
        ),
    ]
    if counted := games.of_rating_game(game).counts.stats_line(stats.counts):
        key, args = counted
        lines.append(t(loc, key, **args))
    lines.append(t(loc, "stats-streak", current=stats.current_streak, best=stats.best_streak))
    return summary, lines


def stats_embed(
    loc: str,
    player: str,
    everywhere: dict[str, GameStats],
    here: dict[str, GameStats],
    season: dict[str, str] | None = None,
    detail: str | None = None,
) -> discord.Embed:
    """A player's statistics over all servers, with the rating in this server (if any) too: each
    game's summary, or all of game `detail`."""
    name = discord.utils.escape_markdown(player)
    embed = discord.Embed(title=t(loc, "stats-title", player=name), colour=COLOUR)
    if not everywhere:
        embed.description = t(loc, "stats-no-games", player=name)
        return embed
    embed.description = t(loc, "stats-scope-note")
    for game, stats in everywhere.items():
        if detail is not None and game != detail:
            continue
        summary, details = game_lines(loc, game, stats, here.get(game), (season or {}).get(game))
        lines = summary if detail is None else summary + details
        embed.add_field(name=t(loc, "game-name", game=game), value="\n".join(lines), inline=False)
    return embed


# st:<user>:<game>      a game's details under /stats (game: checked by the callback, the games
# are registered after this is compiled)
DETAIL_TEMPLATE = r"st:(?P<user>\d{1,20}):(?P<game>[a-z][a-z0-9_]{0,31})"


def detail_view(loc: str, user: int, everywhere: dict[str, GameStats]) -> discord.ui.View | None:
    """A button per game that has details beyond the summary."""
    if not everywhere:
        return None
    view = Drawn()
    for game in everywhere:
        label = t(loc, "stats-details", game=game)
        view.add(button(f"st:{user}:{game}", label=label[:80], emoji="📊"))
    return view


async def _stats_of(bot: TableBot, interaction: discord.Interaction, user: int, loc: str):
    everywhere = await bot.services.stats.of_player(user, GLOBAL)
    here, season = {}, {}
    if interaction.guild_id and everywhere:
        here = await bot.services.stats.of_player(user, interaction.guild_id)
    if everywhere:
        season = await stats_lines(bot, loc, interaction.guild_id, user)
    return everywhere, here, season


class StatsDetail(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=DETAIL_TEMPLATE
):
    """All of one game's statistics of a player, privately to whoever presses it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        user, game = self.number("user"), self.parts["game"]
        if user is None or game not in results.rating_games():
            await refuse(interaction, Refusal("stats-details-refused"))
            return
        loc = user_locale(interaction)
        bot = table_bot(interaction)
        everywhere, here, season = await _stats_of(bot, interaction, user, loc)
        if game not in everywhere:
            await refuse(interaction, Refusal("stats-details-refused"))
            return
        member = interaction.guild.get_member(user) if interaction.guild else None
        name = member.display_name if member is not None else f"<@{user}>"
        embed = stats_embed(loc, name, everywhere, here, season, detail=game)
        await interaction.response.send_message(embed=embed, ephemeral=True)


class Leaderboard(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd_name("leaderboard"), description=cmd_desc("leaderboard"))
    @app_commands.rename(**opt_names("leaderboard", "game", "scope", "sort", "period"))
    @app_commands.describe(**opt_descs("leaderboard", "game", "scope", "sort", "period"))
    @app_commands.choices(
        game=choices("game", *results.rating_games()),
        scope=choices("scope", *results.SCOPES),
        sort=choices("sort", *results.SORTS),
        period=choices("period", *PERIODS),
    )
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        scope: str | None = None,
        sort: str = "rating",
        period: str | None = None,
    ) -> None:
        game = game or results.rating_games()[0]
        guild = interaction.guild_id or 0
        chosen = scope or ("server" if guild else "global")
        try:
            season = await season_of_period(self.bot, guild, scope, period)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        embed, view = await render_board(
            self.bot, interaction, game, chosen, sort, 0, guild, season
        )
        await answer_with_embed(interaction, embed, view)

    @app_commands.command(name=cmd_name("stats"), description=cmd_desc("stats"))
    @app_commands.allowed_installs(guilds=True, users=True)  # a group DM's games count too
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.rename(**opt_names("stats", "user"))
    @app_commands.describe(**opt_descs("stats", "user"))
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        who = user or interaction.user
        # A bare Object when the interaction resolved no user for the option (only a forged one
        # does): a player whose name the bot does not know, shown as the leaderboard shows one.
        name = getattr(who, "display_name", None) or f"<@{who.id}>"
        loc = user_locale(interaction)
        everywhere, here, season = await _stats_of(self.bot, interaction, who.id, loc)
        embed = stats_embed(loc, name, everywhere, here, season)
        view = detail_view(loc, who.id, everywhere)
        if here:
            view = await profile_link(self.bot, interaction.guild_id, who.id, loc, view)
        await answer_with_embed(interaction, embed, view, ephemeral=True)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(PageButton, StatsDetail)
    await bot.add_cog(Leaderboard(bot))


async def teardown(bot: TableBot) -> None:
    bot.remove_dynamic_items(PageButton, StatsDetail)
