"""/history: a player's last finished games in this server, four a page, newest first; outside
a server (a group DM, a DM), the games played outside any server.

A private answer in the reader's language, so that it never pushes a live board off the channel's
screen. Its Newer/Older buttons are DynamicItems whose custom_id carries the player, the game
filter, the page and the server, so they keep working after a restart. Each game shows its
number, which /replay and /export take.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain import games, results, shown
from bot.domain.privacy import is_deleted
from bot.domain.results import HistoryPage, PastGame
from bot.i18n import t
from bot.table.sessions import Refusal
from cogs.table.board_link import board_link
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import answer_with_embed, refuse
from cogs.table.components import FromCustomId, page_buttons
from cogs.table.games import table_game
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.render import player_name

# hist:<p|n>:<user>:<game>:<page>:<guild>   Newer / Older on a history (game: "all" or a rating
# game, checked by the callback: games are registered after this is compiled; page: the 0-based
# target page; guild: 0 for the games outside any server)
PAGE_TEMPLATE = (
    r"hist:(?P<dir>[pn]):(?P<user>\d{1,20}):(?P<game>[a-z][a-z0-9_]{0,31})"
    r":(?P<page>\d{1,6}):(?P<guild>\d{1,20})"
)
ALL = "all"
COLOUR = discord.Colour.teal()


def page_id(direction: str, user: int, game: str, page: int, guild: int) -> str:
    return f"hist:{direction}:{user}:{game}:{page}:{guild}"


def _seat_line(loc: str, past: PastGame, seat: dict) -> str:
    if seat["computer"] or is_deleted(seat["user_id"]):
        name = player_name(loc, {"id": seat["user_id"], "computer": seat["computer"]})
    else:
        name = discord.utils.escape_markdown(seat["name"]) or f"<@{seat['user_id']}>"
    return t(
        loc,
        "history-player",
        place=seat["placement"],
        name=name,
        score=seat["score"],
        unit=games.kind(past.record.kind).score_unit,
    )


def _board(loc: str, past: PastGame) -> str:
    record = past.record
    link = board_link(record.guild_id, record.channel_id, record.notes)
    if link.startswith("https://"):
        return t(loc, "history-board-link", url=link)
    return t(loc, "history-board-channel", channel=link)


def history_embed(loc: str, user_id: int, game: str, history: HistoryPage) -> discord.Embed:
    embed = discord.Embed(title=t(loc, "history-title", game=game), colour=COLOUR)
    mention = f"<@{user_id}>"
    if not history.games:
        embed.description = t(loc, "history-empty", user=mention)
        return embed
    embed.description = t(loc, "history-intro", user=mention)
    for past in history.games:
        record = past.record
        players = ", ".join(_seat_line(loc, past, seat) for seat in past.seats)
        heading = table_game(record.kind).title(record, loc)
        embed.add_field(
            name=shown.numbered_title(loc, heading, record.id),
            value=t(
                loc,
                "history-entry",
                when=f"<t:{int(record.ended_at or 0)}:d>",
                players=players,
                board=_board(loc, past),
            )[:1024],
            inline=False,
        )
    embed.set_footer(
        text=t(
            loc, "history-footer", page=history.page + 1, pages=history.pages, count=history.total
        )
    )
    return embed


class PageButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=PAGE_TEMPLATE):
    """Newer or Older on a history, also after a restart."""

    async def callback(self, interaction: discord.Interaction) -> None:
        user, page, guild = self.number("user"), self.number("page"), self.number("guild")
        game = self.parts["game"] or ALL
        known = game in (ALL, *results.rating_games())
        if user is None or page is None or guild is None or not known:
            await refuse(interaction, Refusal("stale-button"))
            return
        embed, view = await render(table_bot(interaction), interaction, user, game, page, guild)
        await interaction.response.edit_message(embed=embed, view=view)


def page_view(loc: str, user: int, game: str, guild: int, history: HistoryPage):
    return page_buttons(
        loc,
        history.page,
        history.pages,
        ("history-previous", "history-next"),
        lambda direction, target: page_id(direction, user, game, target, guild),
    )


async def render(
    bot: TableBot, interaction: discord.Interaction, user: int, game: str, page: int, guild: int
) -> tuple[discord.Embed, discord.ui.View | None]:
    history = await bot.services.history.page(guild, user, None if game == ALL else game, page)
    loc = user_locale(interaction)
    return history_embed(loc, user, game, history), page_view(loc, user, game, guild, history)


class History(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd_name("history"), description=cmd_desc("history"))
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.rename(**opt_names("history", "user", "game"))
    @app_commands.describe(**opt_descs("history", "user", "game"))
    @app_commands.choices(game=choices("game", *results.rating_games()))
    async def history(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: str = ALL,
    ) -> None:
        guild = interaction.guild_id or 0
        who = user or interaction.user
        embed, view = await render(self.bot, interaction, who.id, game, 0, guild)
        await answer_with_embed(interaction, embed, view, ephemeral=True)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(PageButton)
    await bot.add_cog(History(bot))


async def teardown(bot: TableBot) -> None:
    bot.remove_dynamic_items(PageButton)
