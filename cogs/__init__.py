"""The Discord layer: slash commands, buttons, rendering. cogs/table/ is the shared table
machinery, cogs/<game>/ each game's side, the modules here the cross-game views. The extensions
the bot loads are listed in bot/app/extensions.py."""
