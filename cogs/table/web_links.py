"""Link buttons from Discord to the web pages (bot/web): the game's page under the ending message,
the server's leaderboard under /leaderboard and the player's profile under /stats. Only where the
operator set WEB_BASE_URL and the server turned its pages on (`/heckmeck settings web`): a link
to a page that answers 404 would not read true. Link buttons open the page in the browser: Discord
sends the bot no press of them, so they need no handler."""

from __future__ import annotations

import discord

from bot.i18n import t
from cogs.table.core import CoreBot
from cogs.table.i18n import user_locale


async def page_url(bot: CoreBot, guild_id: int | None, path: str) -> str | None:
    """The page's full address, or None if the server has no pages there."""
    base = bot.settings.web_base_url
    if not base or not guild_id or not (await bot.services.settings.server(guild_id)).web:
        return None
    return base + path


def with_link(view: discord.ui.View | None, url: str | None, label: str) -> discord.ui.View | None:
    """`view` with a link button to `url` added (a new view if there was none)."""
    if url is None:
        return view
    view = view or discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label=label, emoji="🌐", url=url))
    return view


async def game_link(
    bot: CoreBot, guild_id: int | None, game_id: int, loc: str, view: discord.ui.View | None = None
):
    url = await page_url(bot, guild_id, f"/games/{game_id}?lang={loc}")
    return with_link(view, url, t(loc, "web-link-game"))


async def leaderboard_link(
    bot: CoreBot, guild_id: int | None, game: str, loc: str, view: discord.ui.View | None = None
):
    """The link to the server's all-time web leaderboard (where seasons are on, the page would
    otherwise open on this season)."""
    url = await page_url(bot, guild_id, f"/s/{guild_id}/leaderboard/{game}?lang={loc}&period=all")
    return with_link(view, url, t(loc, "web-link-leaderboard"))


async def profile_link(
    bot: CoreBot, guild_id: int | None, user_id: int, loc: str, view: discord.ui.View | None = None
):
    if (await bot.services.settings.user(user_id)).web_hidden:
        return view
    url = await page_url(bot, guild_id, f"/s/{guild_id}/players/{user_id}?lang={loc}")
    return with_link(view, url, t(loc, "web-link-profile"))


async def web_setting_answer(bot: CoreBot, interaction: discord.Interaction, on: bool) -> str:
    """What `/heckmeck settings web` answers: off, on with the leaderboard's address, or on with
    no address yet (the operator has not set WEB_BASE_URL)."""
    loc = user_locale(interaction)
    if not on:
        return t(loc, "settings-web-off")
    url = await page_url(bot, interaction.guild_id, f"/s/{interaction.guild_id}/leaderboard")
    if url is None:
        return t(loc, "settings-web-on-no-address")
    return t(loc, "settings-web-on", url=url)
