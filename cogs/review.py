"""/heckmeck review and /drehwurm review [game] [public]: a finished game's review, from its
event log alone, drawn by the game's own review (cogs/<game>/review.py, registered as its
TableGame.review). Private unless the caller asks for it public.

The answer is the summary, with a button per reviewed player; a button shows that player's page
to whoever presses it, privately, in their language, saying "you" only on their own page. The
button's custom_id names the game and the seat, so it works for anyone and after a restart."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.sessions import Refusal
from cogs import replay as replays
from cogs.table.bot import table_bot
from cogs.table.common import answer_privately, refuse
from cogs.table.components import Drawn, FromCustomId, button
from cogs.table.games import ReviewPages, table_game
from cogs.table.i18n import user_locale
from cogs.table.ids import names_a_game
from cogs.table.render import plain_name

log = logging.getLogger(__name__)


# rv:<game>:<seat>     a player's page under a review's summary
PAGE = names_a_game("rv", __name__)
PAGE_TEMPLATE = rf"{PAGE}:(?P<game>[0-9]{{1,19}}):(?P<seat>[0-9]{{1,2}})"
LABEL = 80  # Discord's limit for a button's label


def page_id(game: int, seat: int) -> str:
    return f"{PAGE}:{game}:{seat}"


def page_buttons(loc: str, record: GameRecord, pages: ReviewPages) -> discord.ui.View | None:
    """A button per reviewed player, named after them (their order in the summary)."""
    if not pages.pages:
        return None
    view = Drawn()
    for seat in pages.pages:
        name = plain_name(loc, record.players[seat])
        view.add(button(page_id(record.id, seat), label=name[:LABEL]))
    return view


async def _pages(
    interaction: discord.Interaction, record: GameRecord, loc: str, reader: int | None
) -> ReviewPages | None:
    """The game's review, or None after telling the user privately that it failed."""
    review = table_game(record.kind).review
    rows = await table_bot(interaction).services.games.events_of(record.id)
    try:
        if review is None:
            raise LookupError(record.kind)
        return await review(record, rows, loc, reader)
    except Exception:
        log.exception("Reviewing game %s failed", record.id)
        await answer_privately(interaction, t(loc, "something-went-wrong"))
        return None


class ReviewPage(FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=PAGE_TEMPLATE):
    """A player's page of a review, shown privately to whoever presses it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        game, seat = self.game_id, self.number("seat")
        if game is None or seat is None:
            await refuse(interaction, Refusal("review-page-refused"))
            return
        rebuilt = await replays.load(interaction, game)
        if rebuilt is None:
            return
        record = rebuilt.record
        if table_game(record.kind).review is None or seat >= len(record.players):
            await refuse(interaction, Refusal("review-page-refused"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        pages = await _pages(interaction, record, user_locale(interaction), interaction.user.id)
        if pages is None:
            return
        page = pages.pages.get(seat)
        if page is None:
            await refuse(interaction, Refusal("review-page-refused"))
            return
        await interaction.followup.send(embed=page, ephemeral=True)


async def _game_to_review(
    interaction: discord.Interaction, game: int | None, kind: str | None
) -> GameRecord | None:
    """The game to review, rebuilt from its log by the replay (which refuses a game of another
    server, one never started, or one whose log was pruned or does not add up); None after
    telling the user privately why not. `kind`: the user's last game of that kind by default."""
    services = table_bot(interaction).services
    if game is None:
        game = await services.results.last_game_of(interaction.user.id, interaction.guild_id, kind)
        if game is None:
            await refuse(interaction, Refusal("review-no-game"))
            return None
    record = await services.games.game(game)
    if record is not None and record.live and record.guild_id == interaction.guild_id:
        await refuse(interaction, Refusal("review-not-finished"))
        return None
    rebuilt = await replays.load(interaction, game)
    return rebuilt.record if rebuilt is not None else None


async def show_review(
    interaction: discord.Interaction, game: int | None, public: bool, kind: str | None = None
) -> None:
    """The review of `game`, or of the user's last finished game (of `kind`, if given: a game's
    own review command)."""
    record = await _game_to_review(interaction, game, kind)
    if record is None:
        return
    await interaction.response.defer(ephemeral=not public, thinking=True)
    loc = user_locale(interaction)
    if public:
        loc = await table_bot(interaction).boards.locale(record)
    pages = await _pages(interaction, record, loc, None if public else interaction.user.id)
    if pages is None:
        return
    view = page_buttons(loc, record, pages)
    if view is None:
        await interaction.followup.send(embed=pages.summary, ephemeral=not public)
    else:
        await interaction.followup.send(embed=pages.summary, view=view, ephemeral=not public)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(ReviewPage)


async def teardown(bot: commands.Bot) -> None:
    bot.remove_dynamic_items(ReviewPage)
