"""/heckmeck review and /drehwurm review [game] [public]: a finished game's review, from its
event log alone, drawn by the game's own review (cogs/<game>/review.py, registered as its
TableGame.review). Private unless the caller asks for it public."""

from __future__ import annotations

import logging

import discord

from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.sessions import Refusal
from cogs import replay as replays
from cogs.table.bot import table_bot
from cogs.table.common import refuse
from cogs.table.games import table_game
from cogs.table.i18n import user_locale

log = logging.getLogger(__name__)


def batches(embeds: list[discord.Embed]) -> list[list[discord.Embed]]:
    """Embeds grouped into messages within Discord's limits (10 embeds, 6,000 characters)."""
    groups: list[list[discord.Embed]] = [[]]
    size = 0
    for embed in embeds:
        if groups[-1] and (len(groups[-1]) == 10 or size + len(embed) > 5800):
            groups.append([])
            size = 0
        groups[-1].append(embed)
        size += len(embed)
    return groups


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
    rows = await table_bot(interaction).services.games.events_of(record.id)
    review = table_game(record.kind).review
    if review is None:
        await refuse(interaction, Refusal("something-went-wrong"))
        return
    try:
        embeds = await review(record, rows, loc)
    except Exception:
        log.exception("Reviewing game %s failed", record.id)
        await interaction.followup.send(t(loc, "something-went-wrong"), ephemeral=True)
        return
    for group in batches(embeds):
        await interaction.followup.send(embeds=group, ephemeral=not public)
