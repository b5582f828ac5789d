"""The extensions the bot loads, in this order: the shared table machinery first (the game
packages draw with its boards), the bot's own command group (the games add theirs to it), then one
package per game, then the cross-game views. A cog's app
commands are synced at start-up only if its extension is listed here."""

EXTENSIONS: tuple[str, ...] = (
    "cogs.meta",
    "cogs.table.extension",
    "cogs.bot_commands",
    "cogs.play",
    "cogs.heckmeck",
    "cogs.drehwurm",
    "cogs.leaderboard",
    "cogs.history",
    "cogs.replay",
    "cogs.review",
    "cogs.privacy",
    "cogs.season_close",
    "cogs.tournaments.extension",
)
