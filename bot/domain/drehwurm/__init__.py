"""Drehwurm, the card game: rules, cards, computer players."""

from bot.domain.drehwurm.kind import DREHWURM
from bot.domain.games import register

register(DREHWURM)

__all__ = ["DREHWURM"]
