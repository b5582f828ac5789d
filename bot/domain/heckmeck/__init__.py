"""Heckmeck am Bratwurmeck and Heckmeck Junior: rules, computer players, pictures."""

from bot.domain.games import register
from bot.domain.heckmeck.kind import HECKMECK

register(HECKMECK)

__all__ = ["HECKMECK"]
