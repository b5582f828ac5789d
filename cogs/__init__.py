"""Discord glue: slash commands, buttons, rendering. Each module is a discord.py extension."""

# Extensions loaded by HeckmeckBot.setup_hook, in this order. A cog's app commands are synced at
# start-up only if its extension is listed here.
EXTENSIONS: tuple[str, ...] = (
    "cogs.meta",
    "cogs.table.lobby",
    "cogs.table.endings",
    "cogs.heckmeck.commands",
    "cogs.drehwurm.commands",
    "cogs.leaderboard",
    "cogs.history",
    "cogs.replay",
)
