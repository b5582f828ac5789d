"""The games this bot runs: the one place that names them. Importing a game's package registers
its GameKind (bot/domain/games.py); its Discord side is an extension listed in bot/app/."""

INSTALLED_GAMES: tuple[str, ...] = ("bot.domain.heckmeck", "bot.domain.drehwurm")
